// Differential input (no CHECK lines): nested modules written in the custom syntax, symbol
// references between them, resources and attribute aliases.
#set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>
module @outer attributes {foo.target = "x86", foo.version = 3 : i32} {
  module @inner {
    "foo.global"() {sym_name = "g", value = dense_resource<blob> : tensor<3xi16>} : () -> ()
    "foo.func"() ({
    ^bb0(%i: index):
      "foo.if"(%i) {cond = #set} : (index) -> ()
    }) {sym_name = "f"} : () -> ()
  }
  module attributes {foo.empty} {
  }
  "foo.use_global"() {ref = @inner::@g, refs = [@inner::@f, @outer]} : () -> ()
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x02000000010002000300"
    }
  }
#-}
