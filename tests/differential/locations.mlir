// Differential input (no CHECK lines): locations everywhere, interesting with
// --mlir-print-debuginfo (aliases before and after the operation, shared sub-locations).
#l1 = loc("a.mlir":1:1)
#l2 = loc("b.mlir":2:2 to 2:9)
#cs = loc(callsite(#l1 at #l2))
"foo.func"() ({
^bb0(%arg0: i32 loc("arg.mlir":3:3), %arg1: f32 loc(#cs), %arg2: i1 loc(fused<"meta">[#l1, "c.mlir":4:4])):
  %0 = "foo.op"(%arg0) : (i32) -> i32 loc(#cs)
  %1 = "foo.op"(%0) : (i32) -> i32 loc(fused[#l1, #l2, "d.mlir":5:5])
  "foo.cond_br"(%arg2)[^bb1, ^bb2] : (i1) -> () loc("branch"(#l2))
^bb1:
  "foo.nested"() ({
    %2 = "foo.op"() : () -> f32 loc(callsite("inlined"(#l1) at callsite(#l2 at "top.mlir":9:9)))
    "foo.yield"(%2) : (f32) -> () loc(unknown)
  }) : () -> () loc("nested.mlir":6:6)
  "foo.br"(%1)[^bb3] : (i32) -> ()
^bb2:
  "foo.br"(%0)[^bb3] : (i32) -> () loc(#l2)
^bb3(%3: i32 loc("merge.mlir":7:7)):
  "foo.return"(%3) : (i32) -> () loc(fused<{tag = "ret"}>[unknown, #l1])
}) {sym_name = "f"} : () -> () loc("func"("func.mlir":1:1))
"foo.other"() {attr = affine_map<(d0) -> (d0 * 2)>} : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17> loc(#l1)
