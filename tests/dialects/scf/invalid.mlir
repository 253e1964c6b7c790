// scf verifier messages, one case per rule (mlir-opt 22's wording): ODS operand, region
// and attribute constraints, scf.for loop-like and region checks, terminators and parents,
// region-branch edges (counts and types), index_switch cases and yields, parallel/reduce.
// RUN: strata-opt %s -allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @f(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%x, %x, %x) ({
  ^bb0(%i: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %x, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op requires one region}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }, {}) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op expects a non-empty block}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}

// -----

func.func @f(%lb: index, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %y) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, f32) -> (i32)
  return
}

// -----

func.func @f(%lb: index, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}

// -----

func.func @f(%lb: index, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%y) : (f32) -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}

// -----

func.func @f(%lb: index, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    // expected-note@+1 {{region branch point}}
    "scf.yield"() : () -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}

// -----

func.func @f(%lb: index, %x: i32, %y: f32) {
  // expected-error@+2 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"() : () -> ()
}

// -----

func.func @f(%lb: index, %x: i32, %y: f32) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
    "scf.condition"(%x) : (i32) -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note@+1 {{region branch point}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c, %a) : (i1, f32) -> ()
  }, {
  ^bb0(%b: f32):
    "scf.yield"(%b) : (f32) -> ()
  }) : (i32) -> f32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-note@+1 {{region branch point}}
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%b: f32):
    "scf.yield"(%b) : (f32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%b: i32):
    // expected-note@+1 {{region branch point}}
    "scf.yield"(%y) : (f32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-note@+1 {{terminator here}}
    "scf.yield"(%a) : (i32) -> ()
  }, {
  ^bb0(%b: i32):
    "scf.yield"(%b) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%b: i32):
    // expected-error@+1 {{use of undeclared SSA value name}}
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-note@+1 {{region branch point}}
    "scf.condition"(%c, %a, %a) : (i1, i32, i32) -> ()
  }, {
  ^bb0(%b: i32):
    "scf.yield"(%b) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  %r = "scf.while"(%x) ({
  }, {
  ^bb0(%b: i32):
    "scf.yield"(%b) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = "scf.if"(%c) ({
    "scf.yield"(%x) : (i32) -> ()
  }, {
  }) : (i1) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = "scf.if"(%c) ({
    // expected-note@+1 {{region branch point}}
    "scf.yield"(%y) : (f32) -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i1) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = "scf.if"(%c) ({
    // expected-note@+1 {{region branch point}}
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i1) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%x) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%z: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  %r = "scf.execute_region"() ({
  ^bb0(%z: i32):
    "scf.yield"(%z) : (i32) -> ()
  }) : () -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  %r = "scf.execute_region"() ({
  }) : () -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = "scf.execute_region"() ({
    // expected-note@+1 {{region branch point}}
    "scf.yield"(%y) : (f32) -> ()
  }) : () -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = "scf.execute_region"() ({
    // expected-note@+1 {{region branch point}}
    "scf.yield"() : () -> ()
  }) : () -> i32
  return
}

// -----

func.func @f(%s: index, %x: i32) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %s -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @f(%s: index, %x: i32, %y: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %s -> i32
  case 1 {
    // expected-note@+1 {{case region #0 returns 'f32' here}}
    scf.yield %y : f32
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @f(%s: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  "scf.index_switch"(%s) <{cases = array<i64: 1, 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%s: index) {
  // expected-error@+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%s) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    "foo.x"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %y: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'f32' to be the same as the 0-th result type: 'i32'}}
    scf.reduce(%y : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'i32' in the 0-th reduction region}}
    scf.reduce(%x : i32) {
    ^bb0(%a: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %y: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'i32' (the type of the reduction inputs)}}
      scf.reduce.return %y : f32
    }
  }
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %x : i32
}

// -----

func.func @f(%lb: index) {
  // expected-error@+1 {{expected '->'}}
  scf.for %i = %lb to %lb step %lb iter_args(%a = %lb) {
  }
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 0)}}
  scf.while (%a = %c) : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
