func.func private @printF32(f32)
func.func private @printNewline()

func.func @matmul(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 64 {
        %x = affine.load %a[%i, %k] : memref<64x64xf32>
        %y = affine.load %b[%k, %j] : memref<64x64xf32>
        %p = arith.mulf %x, %y : f32
        %s = affine.load %c[%i, %j] : memref<64x64xf32>
        %t = arith.addf %s, %p : f32
        affine.store %t, %c[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<64x64xf32>
  %b = memref.alloc() : memref<64x64xf32>
  %c = memref.alloc() : memref<64x64xf32>
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.store %one, %a[%i, %j] : memref<64x64xf32>
      affine.store %half, %b[%i, %j] : memref<64x64xf32>
      affine.store %zero, %c[%i, %j] : memref<64x64xf32>
    }
  }
  call @matmul(%a, %b, %c) : (memref<64x64xf32>, memref<64x64xf32>, memref<64x64xf32>) -> ()
  %c5 = arith.constant 5 : index
  %v = memref.load %c[%c5, %c5] : memref<64x64xf32>
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<64x64xf32>
  memref.dealloc %b : memref<64x64xf32>
  memref.dealloc %c : memref<64x64xf32>
  return
}
