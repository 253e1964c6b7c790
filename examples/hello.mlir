// A small module in generic form: an unregistered op with a region, block arguments,
// a successor, and a few builtin attributes and types.
#map = affine_map<(d0)[s0] -> (s0 - d0 - 1)>
%0 = "demo.constant"() {value = dense<[1, 2, 3, 4]> : tensor<4xi32>, map = #map} : () -> tensor<4xi32>
"demo.loop"(%0) ({
^bb0(%arg: tensor<4xi32>):
  %1 = "demo.step"(%arg) : (tensor<4xi32>) -> memref<4x?xf32, strided<[?, 1], offset: ?>>
  "demo.use"(%1) : (memref<4x?xf32, strided<[?, 1], offset: ?>>) -> ()
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.yield"() : () -> ()
}) : (tensor<4xi32>) -> ()
