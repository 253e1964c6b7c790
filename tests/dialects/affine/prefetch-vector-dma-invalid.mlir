// affine.prefetch, affine.vector_load/store and affine.dma_start/wait: parser and verifier
// diagnostics with mlir-opt 22's messages (specifiers, types, subscript counts, index
// operands, dimension and symbol rules, the generic form's properties and operand layout).
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @prefetch_rank(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[%n], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_rw(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%n, 0], rd, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_cache(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%n, 0], read, locality<3>, dat : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_locality_range(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%n, 0], read, locality<4>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_locality_keyword(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'affine.prefetch' expected 'locality'}}
  affine.prefetch %m[%n, 0], read, local<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_type(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'affine.prefetch' invalid kind of type specified: expected builtin.memref, but found 'vector<4xf32>'}}
  affine.prefetch %m[%n, 0], read, locality<3>, data : vector<4xf32>
  return
}

// -----

func.func @prefetch_missing_map(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.prefetch' op requires attribute 'map'}}
  "affine.prefetch"(%m, %n) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_operand_count(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.prefetch' op too few operands}}
  "affine.prefetch"(%m, %n, %n) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0) -> (d0, 0)>}> : (memref<4x4xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_missing_is_write(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.prefetch' op requires attribute 'isWrite'}}
  "affine.prefetch"(%m, %n) <{isDataCache = true, localityHint = 3 : i32, map = affine_map<(d0) -> (d0, 0)>}> : (memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_is_write_not_bool(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{invalid properties {isDataCache = true, isWrite = 1 : i64, localityHint = 3 : i32, map = affine_map<(d0) -> (d0, 0)>} for op affine.prefetch: Invalid attribute `isWrite` in property conversion: 1 : i64}}
  "affine.prefetch"(%m, %n) <{isDataCache = true, isWrite = 1, localityHint = 3 : i32, map = affine_map<(d0) -> (d0, 0)>}> : (memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_hint_i64(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "affine.prefetch"(%m, %n) <{isDataCache = true, isWrite = false, localityHint = 3, map = affine_map<(d0) -> (d0, 0)>}> : (memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_index_type(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.prefetch' op operand #1 must be variadic of index, but got 'i32'}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0) -> (d0, 0)>}> : (memref<4x4xf32>, i32) -> ()
  return
}

// -----

func.func @prefetch_not_memref(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.prefetch' op operand #0 must be memref of any type values, but got 'vector<4xf32>'}}
  "affine.prefetch"(%v, %n) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0) -> (d0, 0)>}> : (vector<4xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_map_not_map(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{invalid properties {isDataCache = true, isWrite = false, localityHint = 3 : i32, map = 3 : i64} for op affine.prefetch: Invalid attribute `map` in property conversion: 3 : i64}}
  "affine.prefetch"(%m, %n) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = 3}> : (memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @vector_load_rank(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.vector_load' op affine map num results must equal memref rank}}
  %x = affine.vector_load %m[%n] : memref<4x4xf32>, vector<4xf32>
  return
}

// -----

func.func @vector_load_element(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %x = affine.vector_load %m[%n, 0] : memref<4x4xf32>, vector<4xi32>
  return
}

// -----

func.func @vector_load_not_vector(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %x = affine.vector_load %m[%n, 0] : memref<4x4xf32>, f32
  return
}

// -----

func.func @vector_load_not_memref(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.memref, but found 'vector<4xf32>'}}
  %x = affine.vector_load %m[%n, 0] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @vector_load_subscripts(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.vector_load' op expects as many subscripts as affine map inputs}}
  %x = "affine.vector_load"(%m, %n, %n) <{map = affine_map<(d0) -> (d0, 0)>}> : (memref<4x4xf32>, index, index) -> vector<4xf32>
  return
}

// -----

func.func @vector_load_missing_map(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.vector_load' op requires attribute 'map'}}
  %x = "affine.vector_load"(%m, %n) : (memref<4x4xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @vector_load_result(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.vector_load' op result #0 must be vector of any type values, but got 'f32'}}
  %x = "affine.vector_load"(%m, %n) <{map = affine_map<(d0) -> (d0, 0)>}> : (memref<4x4xf32>, index) -> f32
  return
}

// -----

func.func @vector_store_element(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %vi, %m[%n, 0] : memref<4x4xf32>, vector<4xi32>
  return
}

// -----

func.func @vector_store_rank(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.vector_store' op affine map num results must equal memref rank}}
  affine.vector_store %v, %m[%n] : memref<4x4xf32>, vector<4xf32>
  return
}

// -----

func.func @vector_store_not_vector(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'affine.vector_store' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  affine.vector_store %f, %m[%n, 0] : memref<4x4xf32>, f32
  return
}

// -----

func.func @vector_store_value(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.vector_store' op operand #0 must be vector of any type values, but got 'f32'}}
  "affine.vector_store"(%f, %m, %n) <{map = affine_map<(d0) -> (d0, 0)>}> : (f32, memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @vector_store_memref(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.vector_store' op operand #1 must be memref of any type values, but got 'vector<4xf32>'}}
  "affine.vector_store"(%v, %v, %n) <{map = affine_map<(d0) -> (d0, 0)>}> : (vector<4xf32>, vector<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_strides(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %m[%n, 0], %d[0, %n], %t[0], %n, %n : memref<4x4xf32>, memref<4x4xf32, 2>, memref<1xi32>
  return
}

// -----

func.func @dma_two_types(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %m[%n, 0], %d[0, %n], %t[0], %n : memref<4x4xf32>, memref<4x4xf32, 2>
  return
}

// -----

func.func @dma_four_types(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %m[%n, 0], %d[0, %n], %t[0], %n : memref<4x4xf32>, memref<4x4xf32, 2>, memref<1xi32>, memref<1xi32>
  return
}

// -----

func.func @dma_no_attr_dict(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{expected ':'}}
  affine.dma_start %m[%n, 0], %d[0, %n], %t[0], %n {foo} : memref<4x4xf32>, memref<4x4xf32, 2>, memref<1xi32>
  return
}

// -----

func.func @dma_wait_no_attr_dict(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{expected ':'}}
  affine.dma_wait %t[0], %n {foo} : memref<1xi32>
  return
}

// -----

func.func @dma_wait_extra(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{expected ':'}}
  affine.dma_wait %t[0], %n, %n : memref<1xi32>
  return
}

// -----

func.func @dma_wait_generic_tag(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.dma_wait' op expected DMA tag to be of memref type}}
  "affine.dma_wait"(%v, %n) {tag_map = affine_map<() -> (0)>} : (vector<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_wait_generic_index(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%t, %i, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i32, index) -> ()
  return
}

// -----

func.func @dma_wait_result(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.dma_wait' op requires zero results}}
  "affine.dma_wait"(%t, %n) {tag_map = affine_map<() -> (0)>} : (memref<1xi32>, index) -> (i32)
  return
}

// -----

func.func @dma_operand_count(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %n, %d, %n, %t, %n, %n) {dst_map = affine_map<(d0) -> (d0, 0)>, src_map = affine_map<(d0) -> (d0, 0)>, tag_map = affine_map<() -> (0)>} : (memref<4x4xf32>, index, memref<4x4xf32, 2>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_source(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  "affine.dma_start"(%v, %n, %d, %n, %t, %n) {dst_map = affine_map<(d0) -> (d0, 0)>, src_map = affine_map<(d0) -> (d0, 0)>, tag_map = affine_map<() -> (0)>} : (vector<4xf32>, index, memref<4x4xf32, 2>, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_destination(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  "affine.dma_start"(%m, %n, %v, %n, %t, %n) {dst_map = affine_map<(d0) -> (d0, 0)>, src_map = affine_map<(d0) -> (d0, 0)>, tag_map = affine_map<() -> (0)>} : (memref<4x4xf32>, index, vector<4xf32>, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_tag(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.dma_start' op expected DMA tag to be of memref type}}
  "affine.dma_start"(%m, %n, %d, %n, %v, %n) {dst_map = affine_map<(d0) -> (d0, 0)>, src_map = affine_map<(d0) -> (d0, 0)>, tag_map = affine_map<() -> (0)>} : (memref<4x4xf32>, index, memref<4x4xf32, 2>, index, vector<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_src_index_type(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.dma_start' op src index to dma_start must have 'index' type}}
  "affine.dma_start"(%m, %i, %d, %n, %t, %n) {dst_map = affine_map<(d0) -> (d0, 0)>, src_map = affine_map<(d0) -> (d0, 0)>, tag_map = affine_map<() -> (0)>} : (memref<4x4xf32>, i32, memref<4x4xf32, 2>, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_dst_index_type(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  // expected-error @+1 {{'affine.dma_start' op dst index to dma_start must have 'index' type}}
  "affine.dma_start"(%m, %n, %d, %i, %t, %n) {dst_map = affine_map<(d0) -> (d0, 0)>, src_map = affine_map<(d0) -> (d0, 0)>, tag_map = affine_map<() -> (0)>} : (memref<4x4xf32>, index, memref<4x4xf32, 2>, i32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @prefetch_dim(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  affine.for %k = 0 to 4 {
    %x = memref.load %mi[%k] : memref<4xindex>
    // expected-error @+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[%x, 0], read, locality<3>, data : memref<4x4xf32>
  }
  return
}

// -----

func.func @prefetch_symbol(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  affine.for %k = 0 to 4 {
    %x = memref.load %mi[%k] : memref<4xindex>
    // expected-error @+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[symbol(%x), 0], write, locality<3>, instr : memref<4x4xf32>
  }
  return
}

// -----

func.func @vector_store_dim(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  affine.for %k = 0 to 4 {
    %x = memref.load %mi[%k] : memref<4xindex>
    // expected-error @+1 {{'affine.vector_store' op operand cannot be used as a dimension id}}
    affine.vector_store %v, %m[%x, 0] : memref<4x4xf32>, vector<4xf32>
  }
  return
}

// -----

func.func @vector_load_symbol(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  affine.for %k = 0 to 4 {
    %x = memref.load %mi[%k] : memref<4xindex>
    // expected-error @+1 {{'affine.vector_load' op operand cannot be used as a symbol}}
    %y = affine.vector_load %m[symbol(%x), 0] : memref<4x4xf32>, vector<4xf32>
  }
  return
}

// -----

func.func @dma_src_dim(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  affine.for %k = 0 to 4 {
    %x = memref.load %mi[%k] : memref<4xindex>
    // expected-error @+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%x, 0], %d[0, %n], %t[0], %n : memref<4x4xf32>, memref<4x4xf32, 2>, memref<1xi32>
  }
  return
}

// -----

func.func @dma_dst_dim(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  affine.for %k = 0 to 4 {
    %x = memref.load %mi[%k] : memref<4xindex>
    // expected-error @+1 {{'affine.dma_start' op dst index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[0, 0], %d[0, %x], %t[0], %n : memref<4x4xf32>, memref<4x4xf32, 2>, memref<1xi32>
  }
  return
}

// -----

func.func @dma_tag_dim(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  affine.for %k = 0 to 4 {
    %x = memref.load %mi[%k] : memref<4xindex>
    // expected-error @+1 {{'affine.dma_start' op tag index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[0, 0], %d[0, 0], %t[%x], %n : memref<4x4xf32>, memref<4x4xf32, 2>, memref<1xi32>
  }
  return
}

// -----

func.func @dma_wait_dim(%n: index, %m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %i: i32, %mi: memref<4xindex>, %v: vector<4xf32>, %vi: vector<4xi32>, %f: f32) {
  affine.for %k = 0 to 4 {
    %x = memref.load %mi[%k] : memref<4xindex>
    // expected-error @+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%x], %n : memref<1xi32>
  }
  return
}
