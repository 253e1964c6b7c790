// Malformed builtin types, one case per chunk.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"foo.op"() : () -> (vector<0xi32>)

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 4, 0}}
"foo.op"() : () -> (vector<4x0xi32>)

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"foo.op"() : () -> (vector<[0]xi32>)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (vector<?xi32>)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (vector<*xi32>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"foo.op"() : () -> (vector<4xtensor<4xi32>>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"foo.op"() : () -> (vector<4xcomplex<f32>>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"foo.op"() : () -> (vector<4x!foo.t>)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (tensor<-1xf32>)

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.op"() : () -> (tensor<4xnone>)

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.op"() : () -> (tensor<4xtuple<i32>>)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (tensor<4x>)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (tensor<*x4xf32>)

// -----

// expected-error @+1 {{expected '>' in tensor type}}
"foo.op"() : () -> (tensor<4xf32)

// -----

// expected-error @+1 {{invalid memref element type}}
"foo.op"() : () -> (memref<4xnone>)

// -----

// expected-error @+1 {{invalid memref element type}}
"foo.op"() : () -> (memref<4x!foo.t>)

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"foo.op"() : () -> (memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"foo.op"() : () -> (memref<4x4xf32, strided<[1]>>)

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
"foo.op"() : () -> (memref<*xf32, affine_map<(d0) -> (d0)>>)

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"foo.op"() : () -> (memref<4xf32, #foo.space>)

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"foo.op"() : () -> (memref<4xf32, [1]>)

// -----

// expected-error @+1 {{invalid element type for complex}}
"foo.op"() : () -> (complex<tensor<4xf32>>)

// -----

// expected-error @+1 {{invalid element type for complex}}
"foo.op"() : () -> (complex<index>)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (complex<>)

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.op"() : () -> (i16777216)

// -----

// expected-error @+1 {{invalid integer width}}
"foo.op"() : () -> (i99999999999)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (i0x)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (f15)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (bf32)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (f8E5M3)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (unknowntype)

// -----

// expected-error @+1 {{expected '>' in tuple type}}
"foo.op"() : () -> (tuple<i32)

// -----

// expected-error @+1 {{undefined symbol alias id 'undefinedalias'}}
"foo.op"() : () -> (!undefinedalias)

// -----

// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() : () -> (!foo<"unterminated)

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"foo.op"() : () -> (!foo.bar<1)

// -----

// expected-error @+1 {{type names with a '.' are reserved for dialect-defined names}}
!a.b = i8

// -----

!dup = i8
// expected-error @+1 {{redefinition of type alias id 'dup'}}
!dup = i16

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (() -> )

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> ((i32) ->)

// -----

// expected-error @+1 {{expected ')'}}
"foo.op"() : () -> (i32 -> i32)

// -----

// Found by fuzzing: a dialect symbol needs a namespace.
// expected-error @+1 {{invalid dialect namespace '""'}}
"foo.op"() {a = !.0} : () -> ()

// -----

// expected-error @+1 {{invalid dialect namespace '""'}}
"foo.op"() {a = #.0} : () -> ()
