// llvm dialect: parser and verifier errors with mlir-opt 22's messages and locations.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

// expected-error @below {{invalid array element type: '!llvm.void'}}
func.func private @f(!llvm.array<4 x !llvm.void>)

// -----

// expected-error @below {{invalid function argument type: '!llvm.void'}}
func.func private @f(!llvm.func<void (void)>)

// -----

// expected-error @below {{invalid LLVM structure element type: '!llvm.void'}}
func.func private @f(!llvm.struct<(i32, void)>)

// -----

// expected-error @below {{struct without a body only allowed in a recursive struct}}
func.func private @f(!llvm.struct<"z">)

// -----

// expected-error @below {{identified type already used with a different body}}
func.func private @f(!llvm.struct<"z", (i32)>, !llvm.struct<"z", (i64)>)

// -----

// expected-error @below {{expected 'x'}}
func.func private @f(!llvm.array<4xi32>)

// -----

llvm.func @f(%x: f32) {
// expected-error @below {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %x, %x : f32
  llvm.return
}

// -----

llvm.func @f(%i: i32) {
// expected-error @below {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %i, %i : i32
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
// expected-error @below {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = llvm.icmp "eq" %x, %x : f32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error @below {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%i: i32) {
// expected-error @below {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.load %i : i32 -> f32
  llvm.return
}

// -----

llvm.func @f(%i: i32) {
// expected-error @below {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %i : i32 to i32
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>) {
// expected-error @below {{input type is a vector but output type is an integer}}
  %0 = llvm.zext %v : vector<4xi32> to i64
  llvm.return
}

// -----

llvm.func @f(%i: i32, %x: f32) {
// expected-error @below {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = llvm.select %i, %x, %x : i32, f32
  llvm.return
}

// -----

llvm.func @f() {
// expected-error @below {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%x: f32, %p: i32) {
// expected-error @below {{'llvm.store' op operand #1 must be LLVM pointer type, but got 'i32'}}
  llvm.store %x, %p : f32, i32
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  %0 = llvm.extractvalue %x[0] : f32
// expected-error @below {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'f32'}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
// expected-error @below {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
// expected-error @below {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>, %x: f32) {
// expected-error @below {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @g(f32) -> i32
llvm.func @f(%i: i32) {
// expected-error @below {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'f32'}}
  %0 = llvm.call @g(%i) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%i: i32) {
// expected-error @below {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  %0 = llvm.call @nope(%i) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @g(i32, ...) -> i32
llvm.func @f(%i: i32) {
// expected-error @below {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  %0 = llvm.call @g(%i) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%i: i32, %x: f32) {
// expected-error @below {{'llvm.call' op indirect call expects a pointer as callee: 'i32'}}
  %0 = "llvm.call"(%i) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
// expected-error @below {{'llvm.alloca' op operand #0 must be signless integer, but got 'f32'}}
  %0 = llvm.alloca %x x i32 : (f32) -> !llvm.ptr
  llvm.return
}

// -----

// expected-error @below {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @f()

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error @below {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic acquire : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
// expected-error @below {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %i, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
// expected-error @below {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = f32, noWrapFlags = 1 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
// expected-error @below {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error @below {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @f() {
// expected-error @below {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("foo") : i32
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
// expected-error @below {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
// expected-error @below {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
  %0 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<bogus>} : f32
  llvm.return
}

// -----

// expected-error @below {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
// expected-error @below {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: weird}}
llvm.func @f() attributes {linkage = #llvm.linkage<weird>} {
  llvm.return
}

// -----

// expected-error @below {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @g(0 : i32)
