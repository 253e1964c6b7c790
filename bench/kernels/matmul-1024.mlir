func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @matmul(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>, %c: memref<1024x1024xf32>) {
  affine.for %i = 0 to 1024 {
    affine.for %k = 0 to 1024 {
      %x = affine.load %a[%i, %k] : memref<1024x1024xf32>
      affine.for %j = 0 to 1024 {
        %y = affine.load %b[%k, %j] : memref<1024x1024xf32>
        %p = arith.mulf %x, %y : f32
        %s = affine.load %c[%i, %j] : memref<1024x1024xf32>
        %t = arith.addf %s, %p : f32
        affine.store %t, %c[%i, %j] : memref<1024x1024xf32>
      }
    }
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<1024x1024xf32>
  %b = memref.alloc() : memref<1024x1024xf32>
  %c = memref.alloc() : memref<1024x1024xf32>
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 1024 {
    affine.for %j = 0 to 1024 {
      affine.store %one, %a[%i, %j] : memref<1024x1024xf32>
      affine.store %half, %b[%i, %j] : memref<1024x1024xf32>
      affine.store %zero, %c[%i, %j] : memref<1024x1024xf32>
    }
  }
  %t0 = call @rtclock() : () -> f64
  call @matmul(%a, %b, %c) : (memref<1024x1024xf32>, memref<1024x1024xf32>, memref<1024x1024xf32>) -> ()
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  call @printF64(%dt) : (f64) -> ()
  call @printNewline() : () -> ()
  %c5 = arith.constant 5 : index
  %v = memref.load %c[%c5, %c5] : memref<1024x1024xf32>
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<1024x1024xf32>
  memref.dealloc %b : memref<1024x1024xf32>
  memref.dealloc %c : memref<1024x1024xf32>
  return
}
