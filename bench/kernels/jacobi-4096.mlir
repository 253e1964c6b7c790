func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @sweep(%a: memref<4096x4096xf32>, %b: memref<4096x4096xf32>) {
  %q = arith.constant 0.2 : f32
  affine.for %i = 1 to 4095 {
    affine.for %j = 1 to 4095 {
      %c = affine.load %a[%i, %j] : memref<4096x4096xf32>
      %n = affine.load %a[%i - 1, %j] : memref<4096x4096xf32>
      %s = affine.load %a[%i + 1, %j] : memref<4096x4096xf32>
      %w = affine.load %a[%i, %j - 1] : memref<4096x4096xf32>
      %e = affine.load %a[%i, %j + 1] : memref<4096x4096xf32>
      %s1 = arith.addf %c, %n : f32
      %s2 = arith.addf %s1, %s : f32
      %s3 = arith.addf %s2, %w : f32
      %s4 = arith.addf %s3, %e : f32
      %r = arith.mulf %s4, %q : f32
      affine.store %r, %b[%i, %j] : memref<4096x4096xf32>
    }
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<4096x4096xf32>
  %b = memref.alloc() : memref<4096x4096xf32>
  affine.for %i = 0 to 4096 {
    affine.for %j = 0 to 4096 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %x = arith.addi %ii, %jj : i32
      %f = arith.sitofp %x : i32 to f32
      affine.store %f, %a[%i, %j] : memref<4096x4096xf32>
      affine.store %f, %b[%i, %j] : memref<4096x4096xf32>
    }
  }
  %t0 = call @rtclock() : () -> f64
  affine.for %t = 0 to 5 {
    func.call @sweep(%a, %b) : (memref<4096x4096xf32>, memref<4096x4096xf32>) -> ()
    func.call @sweep(%b, %a) : (memref<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  }
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  call @printF64(%dt) : (f64) -> ()
  call @printNewline() : () -> ()
  %c5 = arith.constant 5 : index
  %v = memref.load %a[%c5, %c5] : memref<4096x4096xf32>
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
