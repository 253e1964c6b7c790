// llvm dialect types in builtin signatures (plain differential input).
func.func private @pointers(!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<1>, !llvm.ptr<4294967295>)
func.func private @structs(!llvm.struct<()>, !llvm.struct<(i32)>, !llvm.struct<(i32, f32, ptr)>, !llvm.struct<packed (i8, i64)>, !llvm.struct<(struct<(i1, i2)>, struct<packed ()>)>)
func.func private @identified(!llvm.struct<"named", (i32, ptr)>, !llvm.struct<"opaque", opaque>, !llvm.struct<"packed", packed (i8, i32)>, !llvm.struct<"empty", ()>, !llvm.struct<"with space", (f64)>)
func.func private @recursive(!llvm.struct<"list", (ptr, struct<"list">)>, !llvm.struct<"tree", (i32, array<2 x struct<"tree">>)>)
func.func private @reuse(!llvm.struct<"named", (i32, ptr)>) -> !llvm.struct<"named", (i32, ptr)>
func.func private @arrays(!llvm.array<4 x i32>, !llvm.array<0 x f32>, !llvm.array<2 x array<3 x ptr>>, !llvm.array<8 x vector<4xf32>>, !llvm.array<1 x !llvm.ptr<2>>)
func.func private @functions(!llvm.func<void ()>, !llvm.func<i32 (i32, ptr)>, !llvm.func<void (...)>, !llvm.func<ptr (i8, ...)>, !llvm.func<struct<(i32, f32)> (array<2 x i64>)>)
func.func private @others(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx, !llvm.target<"spirv.Image">, !llvm.target<"ext", i32, f64, 1, 2>, !llvm.target<"ints", 0>)
func.func private @nested(vector<4x!llvm.ptr>, vector<[2]x!llvm.ptr<1>>, tuple<!llvm.ptr, !llvm.struct<(i32)>>, tensor<2x!llvm.struct<(i32)>>)
func.func private @spelled(!llvm.struct<(!llvm.ptr, !llvm.array<2 x !llvm.ptr<3>>)>, !llvm.func<!llvm.void (!llvm.ptr)>)
