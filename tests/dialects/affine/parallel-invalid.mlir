// affine.parallel: parser and verifier diagnostics with mlir-opt 22's messages (steps,
// reductions, bound groups, counts, region and terminator shape, yield types, index
// operands, dimension and symbol rules, the generic form's properties).
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @step_not_constant(%n: index) {
  // expected-error @+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @unknown_reduction() {
  // expected-error @+1 {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  affine.parallel (%i) = (0) to (10) reduce ("foo") -> (f32) {
  }
  return
}

// -----

func.func @reduction_not_string() {
  // expected-error @+1 {{expected attribute value}}
  affine.parallel (%i) = (0) to (10) reduce (addf) -> (f32) {
  }
  return
}

// -----

func.func @reduce_without_paren() {
  // expected-error @+1 {{expected '('}}
  affine.parallel (%i) = (0) to (10) reduce "addf" -> (f32) {
  }
  return
}

// -----

func.func @missing_to() {
  // expected-error @+1 {{custom op 'affine.parallel' expected 'to'}}
  affine.parallel (%i) = (0) (10) {
  }
  return
}

// -----

func.func @ivs_without_paren() {
  // expected-error @+1 {{expected '(' in argument list}}
  affine.parallel %i = (0) to (10) {
  }
  return
}

// -----

func.func @min_in_lower_bound() {
  // expected-error @+1 {{use of undeclared identifier}}
  affine.parallel (%i) = (min(0, 1)) to (10) {
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @bound_not_index(%f: f32) {
  // expected-error @+1 {{use of value '%f' expects different type than prior uses: 'index' vs 'f32'}}
  affine.parallel (%i) = (%f) to (10) {
  }
  return
}

// -----

func.func @group_count() {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (1), and the number of steps (1) must all match}}
  affine.parallel (%i) = (0, 1) to (10) {
  }
  return
}

// -----

func.func @step_count() {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%i) = (0) to (10) step (1, 2) {
  }
  return
}

// -----

func.func @reduction_count() {
  // expected-error @+1 {{'affine.parallel' op a reduction must be specified for each output}}
  affine.parallel (%i) = (0) to (10) reduce ("addf") {
  }
  return
}

// -----

func.func @reduction_type(%f: f32) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("addi") -> (f32) {
    affine.yield %f : f32
  }
  return
}

// -----

func.func @reduction_signedness(%v: i32) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    affine.yield %v : i32
  }
  return
}

// -----

func.func @maxnumf_rejected(%f: f32) {
  // As upstream, only the kinds `isResultTypeMatchAtomicRMWKind` lists are accepted.
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxnumf") -> (f32) {
    affine.yield %f : f32
  }
  return
}

// -----

func.func @implicit_yield_with_results() {
  // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (f32) {
  }
  return
}

// -----

func.func @yield_type(%n: index) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("assign") -> (f32) {
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %n : index
  }
  return
}

// -----

func.func @yield_count(%n: index) {
  affine.parallel (%i) = (0) to (10) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %n : index
  }
  return
}

// -----

func.func @symbol_rule(%m: memref<10xf32>) {
  affine.for %k = 0 to 10 {
    // expected-error @+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%j) = (symbol(%k)) to (10) {
    }
  }
  return
}

// -----

func.func @dim_rule(%m: memref<10xindex>) {
  affine.for %k = 0 to 10 {
    %v = memref.load %m[%k] : memref<10xindex>
    // expected-error @+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%j) = (0) to (%v) {
    }
  }
  return
}

// -----

func.func @terminator() {
  // expected-error @+2 {{'affine.parallel' op expects regions to end with 'affine.yield', found 'foo.op'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "foo.op"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @missing_reductions() {
  // expected-error @+1 {{'affine.parallel' op requires attribute 'lowerBoundsGroups'}}
  "affine.parallel"() <{lowerBoundsMap = affine_map<() -> (0)>, steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @groups_not_i32() {
  // expected-error @+1 {{'affine.parallel' op attribute 'lowerBoundsGroups' failed to satisfy constraint: 32-bit signless integer elements attribute}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi64>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @bad_reduction_case() {
  // expected-error @+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [20], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @steps_not_i64() {
  // expected-error @+1 {{'affine.parallel' op attribute 'steps' failed to satisfy constraint: 64-bit integer array attribute}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1 : i32], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @steps_not_array() {
  // expected-error @+1 {{invalid properties {lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = 3 : i64, upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>} for op affine.parallel: Invalid attribute `steps` in property conversion: 3 : i64}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = 3, upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @group_sizes() {
  // expected-error @+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @upper_group_sizes() {
  // expected-error @+1 {{'affine.parallel' op expected upper bounds map to have 1 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10, 3)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @negative_group() {
  // Group sizes add up as unsigned 32-bit numbers, as upstream's.
  // expected-error @+1 {{'affine.parallel' op expected lower bounds map to have 4294967295 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<-1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @two_regions() {
  // expected-error @+1 {{'affine.parallel' op requires one region}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }, {
  }) : () -> ()
  return
}

// -----

func.func @two_blocks() {
  // expected-error @+1 {{'affine.parallel' op expects region #0 to have 0 or 1 blocks}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  ^bb1:
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @empty_region() {
  // expected-error @+1 {{'affine.parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  }) : () -> ()
  return
}

// -----

func.func @operand_not_index(%x: i32) {
  // expected-error @+1 {{'affine.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "affine.parallel"(%x) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<()[s0] -> (s0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (i32) -> ()
  return
}
