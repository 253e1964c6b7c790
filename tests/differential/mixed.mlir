// Differential input (no CHECK lines): a function-like nest of unregistered ops mixing
// types, attributes, properties, regions and successors.
!elt = f32
#layout = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"foo.func"() <{sym_name = "kernel", function_type = (memref<?x?x!elt, #layout>, index) -> tensor<4xf32>}> ({
^bb0(%buf: memref<?x?x!elt, #layout>, %n: index):
  %c0 = "foo.constant"() <{value = 0 : index}> : () -> index
  %c1 = "foo.constant"() <{value = 1 : index}> : () -> index
  %zero = "foo.constant"() <{value = 0.0 : f32}> : () -> f32
  %init = "foo.constant"() <{value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "foo.br"(%c0, %init)[^loop] : (index, tensor<4xf32>) -> ()
^loop(%i: index, %acc: tensor<4xf32>):
  %cond = "foo.cmp"(%i, %n) {predicate = "slt"} : (index, index) -> i1
  "foo.cond_br"(%cond, %i, %acc)[^body, ^exit] {operandSegmentSizes = array<i32: 1, 1, 1>} : (i1, index, tensor<4xf32>) -> ()
^body:
  %v = "foo.load"(%buf, %i, %i) : (memref<?x?x!elt, #layout>, index, index) -> f32
  %new = "foo.map"(%acc) ({
  ^bb0(%x: f32):
    %y = "foo.add"(%x, %v) <{fastmath = #foo.fastmath<fast>}> : (f32, f32) -> f32
    "foo.yield"(%y) : (f32) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %next = "foo.add"(%i, %c1) : (index, index) -> index
  "foo.br"(%next, %new)[^loop] : (index, tensor<4xf32>) -> ()
^exit:
  "foo.return"(%acc) : (tensor<4xf32>) -> ()
}) {foo.attrs = {inline = false, cost = 3 : i8}, foo.emit_c_interface} : () -> ()
"foo.func"() <{sym_name = "decl", sym_visibility = "private", function_type = (i32, i64) -> (i1, i8)}> ({
}) : () -> ()
"foo.call"() {callee = @kernel, args = [@decl, @kernel::@inner]} : () -> ()
%t:3 = "foo.multi"() : () -> (tuple<i32, f64>, complex<f64>, vector<[4]x2xi1>)
"foo.sink"(%t#2, %t#0) {weights = array<f64: 0.5, 0.25, 1.0e-3>, mask = dense<[true, false]> : vector<2xi1>} : (vector<[4]x2xi1>, tuple<i32, f64>) -> ()
