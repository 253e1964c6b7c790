// arith dialect, the ops beyond plain integer/float arithmetic (extended arithmetic, rounding divisions,
// min/max, negf/remf, float and bit casts, scaling casts): custom and generic printing
// identical to mlir-opt 22, and round trips through both forms.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s | strata-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Extended arithmetic: two results. mlir-opt names them `%sum, %overflow` and
// `%low, %high`; the checks match the op text only.
// CHECK-LABEL: func.func @extended
// CHECK-NEXT: = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: = arith.mului_extended %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: = arith.addui_extended %arg3, %arg3 {foo.x} : tensor<2xi64>, tensor<2xi1>
// GENERIC-LABEL: sym_name = "extended"
// GENERIC: %{{[0-9]+}}:2 = "arith.addui_extended"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT: %{{[0-9]+}}:2 = "arith.mulsi_extended"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT: %{{[0-9]+}}:2 = "arith.mului_extended"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
// GENERIC-NEXT: %{{[0-9]+}}:2 = "arith.addui_extended"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) {foo.x} : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi1>)
func.func @extended(%a: i32, %b: i32, %v: vector<4xi32>, %t: tensor<2xi64>) {
  %0:2 = arith.addui_extended %a, %b : i32, i1
  %1:2 = arith.mulsi_extended %a, %b : i32
  %2:2 = arith.mului_extended %v, %v : vector<4xi32>
  %3:2 = arith.addui_extended %t, %t {foo.x} : tensor<2xi64>, tensor<2xi1>
  return
}

// Integer divisions rounding up/down and min/max.
// CHECK-LABEL: func.func @int_ops
// CHECK-NEXT: %0 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.minsi %arg2, %arg2 : index
// CHECK-NEXT: %6 = arith.minui %arg3, %arg3 {foo.y = 1 : i32} : vector<4xi8>
// GENERIC-LABEL: sym_name = "int_ops"
// GENERIC: %{{[0-9]+}} = "arith.ceildivsi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.ceildivui"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.floordivsi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.maxsi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.maxui"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.minsi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (index, index) -> index
// GENERIC-NEXT: %{{[0-9]+}} = "arith.minui"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) {foo.y = 1 : i32} : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
func.func @int_ops(%a: i32, %b: i32, %i: index, %v: vector<4xi8>) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maxsi %a, %b : i32
  %4 = arith.maxui %a, %b : i32
  %5 = arith.minsi %i, %i : index
  %6 = arith.minui %v, %v {foo.y = 1 : i32} : vector<4xi8>
  return
}

// Float min/max, remainder and negation carry fast-math flags (default `none`, elided
// in the custom form, materialized in the generic form).
// CHECK-LABEL: func.func @float_ops
// CHECK-NEXT: %0 = arith.maximumf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %1 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.maxnumf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %3 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.remf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %5 = arith.negf %arg0 : f32
// CHECK-NEXT: %6 = arith.negf %arg2 fastmath<contract> : vector<2xbf16>
// GENERIC-LABEL: sym_name = "float_ops"
// GENERIC: %{{[0-9]+}} = "arith.maximumf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.minimumf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.maxnumf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.minnumf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.remf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.negf"(%arg{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.negf"(%arg{{[0-9]+}}) <{fastmath = #arith.fastmath<contract>}> : (vector<2xbf16>) -> vector<2xbf16>
func.func @float_ops(%x: f32, %y: f32, %v: vector<2xbf16>) {
  %0 = arith.maximumf %x, %y fastmath<nnan> : f32
  %1 = arith.minimumf %x, %y fastmath<none> : f32
  %2 = arith.maxnumf %x, %y fastmath<reassoc, nnan, ninf, nsz, arcp, contract, afn> : f32
  %3 = arith.minnumf %x, %y : f32
  %4 = arith.remf %x, %y fastmath<ninf, nnan> : f32
  %5 = arith.negf %x : f32
  %6 = arith.negf %v fastmath<contract> : vector<2xbf16>
  return
}

// Float extension/truncation: fast-math flags and the rounding mode are optional
// attributes (absent unless written; an explicit `fastmath<none>` is kept).
// CHECK-LABEL: func.func @float_casts
// CHECK-NEXT: %0 = arith.extf %arg1 : f16 to f32
// CHECK-NEXT: %1 = arith.extf %arg1 fastmath<nsz> : f16 to f32
// CHECK-NEXT: %2 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT: %3 = arith.truncf %arg0 fastmath<none> : f32 to bf16
// CHECK-NEXT: %4 = arith.truncf %arg0 to_nearest_even : f32 to f16
// CHECK-NEXT: %5 = arith.truncf %arg0 downward fastmath<fast> : f32 to f16
// CHECK-NEXT: %6 = arith.truncf %arg0 upward : f32 to f8E4M3FN
// CHECK-NEXT: %7 = arith.truncf %arg0 toward_zero : f32 to f16
// CHECK-NEXT: %8 = arith.truncf %arg2 to_nearest_away : vector<4xf64> to vector<4xf32>
// GENERIC-LABEL: sym_name = "float_casts"
// GENERIC: %{{[0-9]+}} = "arith.extf"(%arg{{[0-9]+}}) : (f16) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.extf"(%arg{{[0-9]+}}) <{fastmath = #arith.fastmath<nsz>}> : (f16) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.truncf"(%arg{{[0-9]+}}) : (f32) -> f16
// GENERIC-NEXT: %{{[0-9]+}} = "arith.truncf"(%arg{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> bf16
// GENERIC-NEXT: %{{[0-9]+}} = "arith.truncf"(%arg{{[0-9]+}}) <{roundingmode = 0 : i32}> : (f32) -> f16
// GENERIC-NEXT: %{{[0-9]+}} = "arith.truncf"(%arg{{[0-9]+}}) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f32) -> f16
// GENERIC-NEXT: %{{[0-9]+}} = "arith.truncf"(%arg{{[0-9]+}}) <{roundingmode = 2 : i32}> : (f32) -> f8E4M3FN
// GENERIC-NEXT: %{{[0-9]+}} = "arith.truncf"(%arg{{[0-9]+}}) <{roundingmode = 3 : i32}> : (f32) -> f16
// GENERIC-NEXT: %{{[0-9]+}} = "arith.truncf"(%arg{{[0-9]+}}) <{roundingmode = 4 : i32}> : (vector<4xf64>) -> vector<4xf32>
func.func @float_casts(%x: f32, %h: f16, %v: vector<4xf64>) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %h fastmath<nsz> : f16 to f32
  %2 = arith.truncf %x : f32 to f16
  %3 = arith.truncf %x fastmath<none> : f32 to bf16
  %4 = arith.truncf %x to_nearest_even : f32 to f16
  %5 = arith.truncf %x downward fastmath<fast> : f32 to f16
  %6 = arith.truncf %x upward : f32 to f8E4M3FN
  %7 = arith.truncf %x toward_zero : f32 to f16
  %8 = arith.truncf %v to_nearest_away : vector<4xf64> to vector<4xf32>
  return
}

// Integer/float conversions, index_castui and bitcast (also on memrefs).
// CHECK-LABEL: func.func @casts
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.fptosi %arg1 : f32 to i64
// CHECK-NEXT: %2 = arith.fptoui %arg1 : f32 to i8
// CHECK-NEXT: %3 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %4 = arith.index_castui %arg2 : index to i64
// CHECK-NEXT: %5 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %6 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %7 = arith.bitcast %arg3 : vector<4xf16> to vector<4xbf16>
// CHECK-NEXT: %8 = arith.bitcast %arg4 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT: %9 = arith.index_castui %arg5 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %10 = arith.uitofp %arg6 {foo.z} : tensor<?xi16> to tensor<?xf64>
// GENERIC-LABEL: sym_name = "casts"
// GENERIC: %{{[0-9]+}} = "arith.uitofp"(%arg{{[0-9]+}}) : (i32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.fptosi"(%arg{{[0-9]+}}) : (f32) -> i64
// GENERIC-NEXT: %{{[0-9]+}} = "arith.fptoui"(%arg{{[0-9]+}}) : (f32) -> i8
// GENERIC-NEXT: %{{[0-9]+}} = "arith.index_castui"(%arg{{[0-9]+}}) : (i32) -> index
// GENERIC-NEXT: %{{[0-9]+}} = "arith.index_castui"(%arg{{[0-9]+}}) : (index) -> i64
// GENERIC-NEXT: %{{[0-9]+}} = "arith.bitcast"(%arg{{[0-9]+}}) : (i32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.bitcast"(%arg{{[0-9]+}}) : (f32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.bitcast"(%arg{{[0-9]+}}) : (vector<4xf16>) -> vector<4xbf16>
// GENERIC-NEXT: %{{[0-9]+}} = "arith.bitcast"(%arg{{[0-9]+}}) : (memref<4xi32>) -> memref<4xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "arith.index_castui"(%arg{{[0-9]+}}) : (memref<4xi32>) -> memref<4xindex>
// GENERIC-NEXT: %{{[0-9]+}} = "arith.uitofp"(%arg{{[0-9]+}}) {foo.z} : (tensor<?xi16>) -> tensor<?xf64>
func.func @casts(%a: i32, %x: f32, %i: index, %v: vector<4xf16>, %m: memref<4xi32>, %n: memref<4xi32>, %t: tensor<?xi16>) {
  %0 = arith.uitofp %a : i32 to f32
  %1 = arith.fptosi %x : f32 to i64
  %2 = arith.fptoui %x : f32 to i8
  %3 = arith.index_castui %a : i32 to index
  %4 = arith.index_castui %i : index to i64
  %5 = arith.bitcast %a : i32 to f32
  %6 = arith.bitcast %x : f32 to i32
  %7 = arith.bitcast %v : vector<4xf16> to vector<4xbf16>
  %8 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %9 = arith.index_castui %n : memref<4xi32> to memref<4xindex>
  %10 = arith.uitofp %t {foo.z} : tensor<?xi16> to tensor<?xf64>
  return
}

// Scaling extension/truncation: an input, a scale, optional rounding mode and
// fast-math flags.
// CHECK-LABEL: func.func @scaling
// CHECK-NEXT: %0 = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT: %1 = arith.scaling_extf %arg0, %arg1 fastmath<nnan> : f4E2M1FN, f8E8M0FNU to bf16
// CHECK-NEXT: %2 = arith.scaling_truncf %arg2, %arg1 : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT: %3 = arith.scaling_truncf %arg2, %arg1 toward_zero fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT: %4 = arith.scaling_extf %arg3, %arg4 : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
// CHECK-NEXT: %5 = arith.scaling_truncf %arg5, %arg4 downward : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E5M2>
// GENERIC-LABEL: sym_name = "scaling"
// GENERIC: %{{[0-9]+}} = "arith.scaling_extf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (f4E2M1FN, f8E8M0FNU) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.scaling_extf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<nnan>}> : (f4E2M1FN, f8E8M0FNU) -> bf16
// GENERIC-NEXT: %{{[0-9]+}} = "arith.scaling_truncf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (f32, f8E8M0FNU) -> f4E2M1FN
// GENERIC-NEXT: %{{[0-9]+}} = "arith.scaling_truncf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<fast>, roundingmode = 3 : i32}> : (f32, f8E8M0FNU) -> f4E2M1FN
// GENERIC-NEXT: %{{[0-9]+}} = "arith.scaling_extf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (vector<4xf4E2M1FN>, vector<4xf8E8M0FNU>) -> vector<4xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "arith.scaling_truncf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{roundingmode = 1 : i32}> : (vector<4xf32>, vector<4xf8E8M0FNU>) -> vector<4xf8E5M2>
func.func @scaling(%f4: f4E2M1FN, %s: f8E8M0FNU, %x: f32, %v: vector<4xf4E2M1FN>, %vs: vector<4xf8E8M0FNU>, %vx: vector<4xf32>) {
  %0 = arith.scaling_extf %f4, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_extf %f4, %s fastmath<nnan> : f4E2M1FN, f8E8M0FNU to bf16
  %2 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f4E2M1FN
  %3 = arith.scaling_truncf %x, %s toward_zero fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
  %4 = arith.scaling_extf %v, %vs : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  %5 = arith.scaling_truncf %vx, %vs downward : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E5M2>
  return
}
