// affine dialect: parser and verifier diagnostics with mlir-opt 22's messages, including
// the dimension/symbol validity rules.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @negative_step() {
  // expected-error @+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @two_bound_operands(%n: index, %m: index) {
  // expected-error @+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %n, %m to 10 {
  }
  return
}

// -----

func.func @lower_needs_max(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0, d1) -> (d0, d1)>(%n, %n) to 10 {
  }
  return
}

// -----

func.func @upper_needs_min(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 3)>(%n) {
  }
  return
}

// -----

func.func @bound_dim_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = 0 to affine_map<(d0) -> (d0)>(%n, %n) {
  }
  return
}

// -----

func.func @bound_symbol_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to affine_map<(d0)[s0] -> (d0)>(%n) {
  }
  return
}

// -----

func.func @bad_bound() {
  // expected-error @+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = 0 to "foo" {
  }
  return
}

// -----

func.func @bound_not_symbol() {
  affine.for %i = 0 to 10 {
    %x = arith.addi %i, %i : index
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %x {
    }
  }
  return
}

// -----

func.func @load_index_not_dim(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %x = arith.addi %i, %i : index
    // expected-error @+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%x] : memref<10xf32>
  }
  return
}

// -----

func.func @load_iv_not_symbol(%A: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{'affine.store' op operand cannot be used as a symbol}}
    "affine.store"(%v, %A, %i) <{map = affine_map<()[s0] -> (s0)>}> : (f32, memref<10xf32>, index) -> ()
  }
  return
}

// -----

func.func @if_not_dim() {
  affine.for %i = 0 to 10 {
    %x = arith.addi %i, %i : index
    // expected-error @+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(d0) : (d0 >= 0)>(%x) {}
  }
  return
}

// -----

func.func @if_not_symbol() {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {}
  }
  return
}

// -----

func.func @apply_mismatch(%n: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %x = affine.apply affine_map<(d0, d1) -> (d0)>(%n)
  return
}

// -----

func.func @apply_two_results(%n: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_operand_count(%n: index) {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  "affine.apply"(%n) <{map = affine_map<(d0, d1) -> (d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_no_map(%n: index) {
  // expected-error @+1 {{'affine.apply' op requires attribute 'map'}}
  "affine.apply"(%n) : (index) -> index
  return
}

// -----

func.func @load_rank(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %x = affine.load %A[%n, %n] : memref<10xf32>
  return
}

// -----

func.func @load_subscripts(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %x = "affine.load"(%A, %n, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> f32
  return
}

// -----

func.func @load_result_type(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op result type must match element type of memref}}
  %x = "affine.load"(%A, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> f64
  return
}

// -----

func.func @load_not_memref(%n: index) {
  // expected-error @+1 {{'affine.load' op operand #0 must be memref of any type values, but got 'index'}}
  "affine.load"(%n) <{map = affine_map<() -> ()>}> : (index) -> index
  return
}

// -----

func.func @store_value_type(%A: memref<10xf32>, %n: index, %v: f64) {
  // expected-error @+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %A, %n) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<10xf32>, index) -> ()
  return
}

// -----

func.func @yield_outside() {
  // expected-error @+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  affine.yield
}

// -----

func.func @min_operand_count(%n: index) {
  // expected-error @+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %x = affine.min affine_map<(d0) -> (d0)>(%n, %n)
  return
}

// -----

func.func @yield_count(%v: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%s = %v) -> (f32) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_types(%n: index, %v: f32) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %n : index
  } else {
    affine.yield %v : f32
  }
  return
}

// -----

func.func @if_dim_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n, %n) {
  }
  return
}

// -----

func.func @if_symbol_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @if_no_condition(%n: index) {
  // expected-error @+1 {{'affine.if' op requires attribute 'condition'}}
  "affine.if"(%n) ({ "affine.yield"() : () -> () }, {}) : (index) -> ()
  return
}

// -----

func.func @if_operand_count(%n: index) {
  // expected-error @+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n) <{condition = affine_set<(d0, d1) : (d0 >= 0)>}> ({ "affine.yield"() : () -> () }, {}) : (index) -> ()
  return
}

// -----

func.func @if_region_args(%n: index) {
  // expected-error @+1 {{'affine.if' op region #0 should have no arguments}}
  "affine.if"(%n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
  ^bb0(%x: index):
    "affine.yield"() : () -> () }, {}) : (index) -> ()
  return
}

// -----

func.func @for_segments(%n: index) {
  // expected-error @+1 {{'affine.for' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @for_iv_type() {
  // expected-error @+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_no_step() {
  // expected-error @+1 {{'affine.for' op requires attribute 'step'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_step_type() {
  // expected-error @+1 {{'affine.for' op attribute 'step' failed to satisfy constraint: index attribute}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : i32, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_bound_type(%n: i32) {
  // expected-error @+1 {{'affine.for' op operand #0 must be variadic of index, but got 'i32'}}
  "affine.for"(%n) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @for_inits(%v: f32) {
  // expected-error @+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  "affine.for"(%v) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @valid_symbols(%A: memref<?xf32>, %n: index) {
  %c = arith.constant 4 : index
  %d = memref.dim %A, %c : memref<?xf32>
  affine.for %i = 0 to 10 {
    %s = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
    %t = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v = affine.load %A[%t + symbol(%s) + symbol(%c) + symbol(%d)] : memref<?xf32>
  }
  return
}

// -----

// A pure op whose operands are valid symbols defines a valid symbol (and dimension), even
// inside a non-affine loop.
func.func @pure_of_symbols(%m: memref<?xf32>, %n: index, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %x = arith.addi %n, %n : index
    %y = arith.muli %x, %n : index
    %v = affine.load %m[symbol(%y)] : memref<?xf32>
    affine.store %v, %m[%x] : memref<?xf32>
    affine.for %j = 0 to %y {
      %w = affine.load %m[%j + symbol(%x)] : memref<?xf32>
    }
  }
  return
}

// -----

func.func @pure_of_scf_iv(%m: memref<?xf32>, %n: index, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %x = arith.addi %i, %n : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %m[symbol(%x)] : memref<?xf32>
  }
  return
}

// -----

// Only affine.apply passes dimensions on: a pure op of an induction variable is neither.
func.func @pure_of_affine_iv(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %x = arith.addi %i, %n : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%x] : memref<?xf32>
  }
  return
}
