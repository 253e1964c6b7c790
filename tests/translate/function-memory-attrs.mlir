// strata-translate --mlir-to-llvmir: an llvm.func's memory_effects becomes LLVM's memory(...)
// function attribute (other memory first unless it is none and a location differs, then the
// locations that differ), on definitions, declarations and calls; passthrough key-value
// pairs become string attributes, left out of the "; Function Attrs:" comment. CHECK lines
// are mlir-translate 22's output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @a() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} { llvm.return }
llvm.func @b() attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>} { llvm.return }
llvm.func @c() attributes {memory_effects = #llvm.memory_effects<other = readwrite, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = readwrite, targetMem0 = readwrite, targetMem1 = readwrite>} { llvm.return }
llvm.func @d() attributes {memory_effects = #llvm.memory_effects<other = write, argMem = none, inaccessibleMem = readwrite, errnoMem = read, targetMem0 = none, targetMem1 = write>} { llvm.return }
llvm.func @e() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, passthrough = ["noinline", ["frame-pointer", "all"]]} { llvm.return }
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = read, targetMem1 = none>, passthrough = ["noinline", "nounwind"]} { llvm.return }
llvm.func @g(%p: !llvm.ptr) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  llvm.call @a() {memory_effects = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : () -> ()
  llvm.return }
llvm.func @h() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}

// CHECK: ; Function Attrs: memory(argmem: read)
// CHECK: define void @a() #0 {
// CHECK: ; Function Attrs: memory(read)
// CHECK: define void @b() #1 {
// CHECK: ; Function Attrs: memory(readwrite)
// CHECK: define void @c() #2 {
// CHECK: ; Function Attrs: memory(write, argmem: none, inaccessiblemem: readwrite, errnomem: read, target_mem0: none)
// CHECK: define void @d() #3 {
// CHECK: ; Function Attrs: noinline memory(none)
// CHECK: define void @e() #4 {
// CHECK: ; Function Attrs: noinline nounwind memory(target_mem0: read)
// CHECK: define void @f() #5 {
// CHECK: ; Function Attrs: memory(argmem: read)
// CHECK: define void @g(ptr %0) #0 {
// CHECK:   call void @a() #6
// CHECK: ; Function Attrs: memory(argmem: read)
// CHECK: declare void @h() #0
// CHECK: attributes #0 = { memory(argmem: read) }
// CHECK: attributes #1 = { memory(read) }
// CHECK: attributes #2 = { memory(readwrite) }
// CHECK: attributes #3 = { memory(write, argmem: none, inaccessiblemem: readwrite, errnomem: read, target_mem0: none) }
// CHECK: attributes #4 = { noinline memory(none) "frame-pointer"="all" }
// CHECK: attributes #5 = { noinline nounwind memory(target_mem0: read) }
// CHECK: attributes #6 = { memory(argmem: write) }
