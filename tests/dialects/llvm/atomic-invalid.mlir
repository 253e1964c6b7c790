// llvm.atomicrmw, llvm.cmpxchg, llvm.fence, llvm.intr.assume and llvm.intr.prefetch: parser and verifier errors with mlir-opt 22's
// messages (checked against mlir-opt 22 with the same input).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %i monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, i128
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %i unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %b monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %vv monotonic : !llvm.ptr, vector<2xf32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.atomicrmw' op expected LLVM IR floating point type for vector element}}
  %0 = llvm.atomicrmw fadd %p, %vi monotonic : !llvm.ptr, vector<2xi32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type, but got '!llvm.struct<(i32)>'}}
  %0 = llvm.atomicrmw xchg %p, %s monotonic : !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type}}
  %0 = "llvm.atomicrmw"(%p, %i) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'f32'}}
  %0 = llvm.cmpxchg %p, %v, %v monotonic monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %b, %b monotonic monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %i, %i unordered monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %i, %i monotonic acq_rel : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.cmpxchg' op failed to verify that operand #1 and operand #2 have the same type}}
  %0 = "llvm.cmpxchg"(%p, %i, %c) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i24) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.cmpxchg' op failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool}}
  %0 = "llvm.cmpxchg"(%p, %i, %i) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i8)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.intr.prefetch' op attribute 'cache' failed to satisfy constraint: 32-bit signless integer attribute}}
  "llvm.intr.prefetch"(%p) <{cache = 1 : i64, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.intr.assume' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  llvm.intr.assume %i : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{'llvm.intr.assume' op op_bundle_operands count (1) does not match with the total size (2) specified in attribute 'op_bundle_sizes'}}
  "llvm.intr.assume"(%b, %p) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["a"]}> : (i1, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{expected 1 operand bundle tags, but actually got 2}}
  "llvm.intr.assume"(%b, %p) <{op_bundle_sizes = array<i32: 1>, op_bundle_tags = ["a", "b"]}> : (i1, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b: i1, %s: !llvm.struct<(i32)>, %a: i128, %c: i24, %vv: vector<2xf32>, %vi: vector<2xi32>) {
  // expected-error @below {{operand bundle tag must be a StringAttr}}
  "llvm.intr.assume"(%b, %p) <{op_bundle_sizes = array<i32: 1>, op_bundle_tags = [1]}> : (i1, !llvm.ptr) -> ()
  llvm.return
}
