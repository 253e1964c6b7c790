// Memory and structure: globals, alloca scopes, reshapes, strided metadata, atomic_rmw,
// reallocation, affine.parallel reductions, index (de)linearization, affine vector
// accesses, scf.forall, scf.index_switch, scf.execute_region, indirect calls and
// memref.view.
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefInd(memref<*xindex>)
func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()

memref.global "private" constant @weights : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" @counter : memref<i32> = dense<5>

func.func @show_index(%i: index) {
  %v = arith.index_cast %i : index to i64
  call @printI64(%v) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index

  // Globals: read the constant table through a collapsed view, bump the counter.
  %w = memref.get_global @weights : memref<2x3xf32>
  %flat = memref.collapse_shape %w [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %uflat = memref.cast %flat : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%uflat) : (memref<*xf32>) -> ()
  %cnt = memref.get_global @counter : memref<i32>
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %cnt[] : memref<i32>
    %n = arith.addi %v, %one : i32
    memref.store %n, %cnt[] : memref<i32>
  }
  %ucnt = memref.cast %cnt : memref<i32> to memref<*xi32>
  call @printMemrefI32(%ucnt) : (memref<*xi32>) -> ()

  // Expand a 1-d buffer to 3-d and fill it with linearized indices.
  %buf = memref.alloc() : memref<24xi32>
  %e = memref.expand_shape %buf [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xi32> into memref<2x3x4xi32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %l = affine.linearize_index [%i, %j, %k] by (2, 3, 4) : index
        %li = arith.index_cast %l : index to i32
        affine.store %li, %e[%i, %j, %k] : memref<2x3x4xi32>
      }
    }
  }
  %ue = memref.cast %e : memref<2x3x4xi32> to memref<*xi32>
  call @printMemrefI32(%ue) : (memref<*xi32>) -> ()
  %c17 = arith.constant 17 : index
  %d:3 = affine.delinearize_index %c17 into (2, 3, 4) : index, index, index
  call @show_index(%d#0) : (index) -> ()
  call @show_index(%d#1) : (index) -> ()
  call @show_index(%d#2) : (index) -> ()
  call @printNewline() : () -> ()

  // Strided metadata of a subview.
  %sv = memref.subview %e[1, 0, 1] [1, 3, 2] [1, 1, 2] : memref<2x3x4xi32> to memref<3x2xi32, strided<[4, 2], offset: 13>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %sv : memref<3x2xi32, strided<[4, 2], offset: 13>> -> memref<i32>, index, index, index, index, index
  call @show_index(%off) : (index) -> ()
  call @show_index(%sizes#0) : (index) -> ()
  call @show_index(%sizes#1) : (index) -> ()
  call @show_index(%strides#0) : (index) -> ()
  call @show_index(%strides#1) : (index) -> ()
  call @printNewline() : () -> ()
  %usv = memref.cast %sv : memref<3x2xi32, strided<[4, 2], offset: 13>> to memref<*xi32>
  call @printMemrefI32(%usv) : (memref<*xi32>) -> ()

  // memref.reshape with a shape memref, and a copy into a strided destination.
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c6, %shape[%c0] : memref<2xindex>
  %c4 = arith.constant 4 : index
  memref.store %c4, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %buf(%shape) : (memref<24xi32>, memref<2xindex>) -> memref<6x4xi32>
  %dst = memref.alloc() : memref<6x8xi32>
  %zero = arith.constant 0 : i32
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      affine.store %zero, %dst[%i, %j] : memref<6x8xi32>
    }
  }
  %half = memref.subview %dst[0, 4] [6, 4] [1, 1] : memref<6x8xi32> to memref<6x4xi32, strided<[8, 1], offset: 4>>
  memref.copy %r, %half : memref<6x4xi32> to memref<6x4xi32, strided<[8, 1], offset: 4>>
  %udst = memref.cast %dst : memref<6x8xi32> to memref<*xi32>
  call @printMemrefI32(%udst) : (memref<*xi32>) -> ()
  %ushape = memref.cast %shape : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%ushape) : (memref<*xindex>) -> ()

  // Atomics.
  %acc = memref.alloc() : memref<2xf32>
  %f0 = arith.constant 0.0 : f32
  memref.store %f0, %acc[%c0] : memref<2xf32>
  memref.store %f0, %acc[%c1] : memref<2xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %flt = memref.load %flat[%i] : memref<6xf32>
    %old = memref.atomic_rmw addf %flt, %acc[%c0] : (f32, memref<2xf32>) -> f32
    %m = memref.atomic_rmw maximumf %flt, %acc[%c1] : (f32, memref<2xf32>) -> f32
  }
  %uacc = memref.cast %acc : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%uacc) : (memref<*xf32>) -> ()

  // Realloc keeps the prefix.
  %small = memref.alloc() : memref<3xi32>
  %seven = arith.constant 7 : i32
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %seven, %small[%i] : memref<3xi32>
  }
  %grown = memref.realloc %small : memref<3xi32> to memref<5xi32>
  memref.store %one, %grown[%c3] : memref<5xi32>
  memref.store %one, %grown[%c4] : memref<5xi32>
  %ugrown = memref.cast %grown : memref<5xi32> to memref<*xi32>
  call @printMemrefI32(%ugrown) : (memref<*xi32>) -> ()

  // affine.parallel with reductions.
  %sum, %mx = affine.parallel (%i, %j) = (0, 0) to (2, 3) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %w[%i, %j] : memref<2x3xf32>
    %sq = arith.mulf %v, %v : f32
    affine.yield %sq, %v : f32, f32
  }
  call @printF32(%sum) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%mx) : (f32) -> ()
  call @printNewline() : () -> ()

  // affine vector accesses.
  %vec = memref.alloc() : memref<8xf64>
  %cst = arith.constant dense<[1.5, 2.5, 3.5, 4.5]> : vector<4xf64>
  affine.vector_store %cst, %vec[0] : memref<8xf64>, vector<4xf64>
  %ld = affine.vector_load %vec[0] : memref<8xf64>, vector<4xf64>
  %dbl = arith.addf %ld, %ld : vector<4xf64>
  affine.vector_store %dbl, %vec[4] : memref<8xf64>, vector<4xf64>
  %uvec = memref.cast %vec : memref<8xf64> to memref<*xf64>
  call @printMemrefF64(%uvec) : (memref<*xf64>) -> ()

  // scf.forall over a 2-d space writing distinct elements.
  %fa = memref.alloc() : memref<3x4xi32>
  scf.forall (%i, %j) in (3, 4) {
    %p = arith.muli %i, %j : index
    %pi = arith.index_cast %p : index to i32
    memref.store %pi, %fa[%i, %j] : memref<3x4xi32>
  }
  %ufa = memref.cast %fa : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%ufa) : (memref<*xi32>) -> ()

  // index_switch, execute_region, alloca_scope and an indirect call.
  %f = func.constant @square : (i64) -> i64
  scf.for %i = %c0 to %c3 step %c1 {
    %v = scf.index_switch %i -> i64
    case 0 {
      %a = arith.constant 10 : i64
      scf.yield %a : i64
    }
    case 2 {
      %a = arith.constant 30 : i64
      scf.yield %a : i64
    }
    default {
      %a = arith.constant -1 : i64
      scf.yield %a : i64
    }
    %sq = func.call_indirect %f(%v) : (i64) -> i64
    %t = memref.alloca_scope -> i64 {
      %tmp = memref.alloca() : memref<i64>
      memref.store %sq, %tmp[] : memref<i64>
      %x = memref.load %tmp[] : memref<i64>
      memref.alloca_scope.return %x : i64
    }
    %u = scf.execute_region -> i64 {
      %c = arith.constant 1 : i64
      %y = arith.addi %t, %c : i64
      scf.yield %y : i64
    }
    func.call @printI64(%u) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  call @printNewline() : () -> ()
  // A typed view into a byte buffer.
  %bytes = memref.alloc() : memref<64xi8>
  %c16 = arith.constant 16 : index
  %view = memref.view %bytes[%c16][%c2] : memref<64xi8> to memref<?x3xf32>
  %fv = arith.constant 2.5 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.store %fv, %view[%i, %j] : memref<?x3xf32>
    }
  }
  %uview = memref.cast %view : memref<?x3xf32> to memref<*xf32>
  call @printMemrefF32(%uview) : (memref<*xf32>) -> ()
  // Bytes print as characters.
  %letters = memref.subview %bytes[0] [6] [1] : memref<64xi8> to memref<6xi8, strided<[1]>>
  %c65 = arith.constant 65 : i8
  %c1_i8 = arith.constant 1 : i8
  %last_letter = scf.for %i = %c0 to %c6 step %c1 iter_args(%ch = %c65) -> i8 {
    memref.store %ch, %letters[%i] : memref<6xi8, strided<[1]>>
    %next = arith.addi %ch, %c1_i8 : i8
    scf.yield %next : i8
  }
  %uletters = memref.cast %letters : memref<6xi8, strided<[1]>> to memref<*xi8>
  call @printMemrefI8(%uletters) : (memref<*xi8>) -> ()
  memref.dealloc %bytes : memref<64xi8>
  %rank = memref.rank %ue : memref<*xi32>
  %dim = memref.dim %ue, %c2 : memref<*xi32>
  call @show_index(%rank) : (index) -> ()
  call @show_index(%dim) : (index) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %buf : memref<24xi32>
  memref.dealloc %dst : memref<6x8xi32>
  memref.dealloc %acc : memref<2xf32>
  memref.dealloc %grown : memref<5xi32>
  memref.dealloc %vec : memref<8xf64>
  memref.dealloc %fa : memref<3x4xi32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  4,  5,  6]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [8]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[}}[0,    1,    2,    3],
// CHECK-NEXT:   [4,    5,    6,    7],
// CHECK-NEXT:   [8,    9,    10,    11]],
// CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
// CHECK-NEXT:   [16,    17,    18,    19],
// CHECK-NEXT:   [20,    21,    22,    23]]]
// CHECK-NEXT: 1, 1, 1,
// CHECK-NEXT: 13, 3, 2, 4, 2,
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 13 sizes = [3, 2] strides = [4, 2] data =
// CHECK-NEXT: {{\[\[}}13,   15],
// CHECK-NEXT:  [17,   19],
// CHECK-NEXT:  [21,   23]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [6, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}0,   0,   0,   0,   0,   1,   2,   3],
// CHECK-NEXT:  [0,   0,   0,   0,   4,   5,   6,   7],
// CHECK-NEXT:  [0,   0,   0,   0,   8,   9,   10,   11],
// CHECK-NEXT:  [0,   0,   0,   0,   12,   13,   14,   15],
// CHECK-NEXT:  [0,   0,   0,   0,   16,   17,   18,   19],
// CHECK-NEXT:  [0,   0,   0,   0,   20,   21,   22,   23]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [6,  4]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [21,  6]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [7,  7,  7,  1,  1]
// CHECK-NEXT: 91, 6
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [1.5,  2.5,  3.5,  4.5,  3,  5,  7,  9]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   0,   0,   0],
// CHECK-NEXT:  [0,   1,   2,   3],
// CHECK-NEXT:  [0,   2,   4,   6]]
// CHECK-NEXT: 101, 2, 901,
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}2.5,   2.5,   2.5],
// CHECK-NEXT:  [2.5,   2.5,   2.5]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [A,  B,  C,  D,  E,  F]
// CHECK-NEXT: 3, 4,
