//! Unit tests of the Cranelift JIT: small llvm-dialect functions compiled and called, with
//! results checked against LLVM's semantics, and unsupported input rejected with a
//! located error.

use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::ir::OwnedOp;

use super::{EntryKind, EntryValue, JitOptions, check_entry, compile};

pub(super) fn parse(ctx: &Context, text: &str) -> OwnedOp {
    strata_llvm::register(ctx);
    let op = parse_source(ctx, &Source { name: "t", text }, &ParseOptions::default()).unwrap();
    strata_ir::verifier::verify(ctx, &op).unwrap();
    op
}

fn run(text: &str, kind: EntryKind) -> EntryValue {
    let ctx = Context::new();
    let m = parse(&ctx, text);
    check_entry(&ctx, &m, "main", kind).unwrap();
    for opt in [0, 2] {
        let opts = JitOptions {
            opt_level: opt,
            verify: true,
        };
        let p = compile(&ctx, &m, opts).unwrap_or_else(|e| panic!("{}", e.message));
        let v = p.run("main", kind).unwrap();
        if opt == 2 {
            return v;
        }
    }
    unreachable!()
}

#[test]
fn odd_width_integers_wrap() {
    // i17: 65535 + 65537 wraps to 0 - 0 ... (2^17 = 131072); sign-extension of i17 -1.
    let text = r#"
llvm.func @main() -> i64 {
  %a = llvm.mlir.constant(65535 : i17) : i17
  %b = llvm.mlir.constant(65537 : i17) : i17
  %s = llvm.add %a, %b : i17
  %m1 = llvm.mlir.constant(-1 : i17) : i17
  %e = llvm.sext %m1 : i17 to i64
  %z = llvm.zext %s : i17 to i64
  %r = llvm.add %e, %z : i64
  llvm.return %r : i64
}"#;
    // 65535 + 65537 = 131072 = 0 (mod 2^17); -1 + 0 = -1.
    assert_eq!(run(text, EntryKind::I64), EntryValue::I64(-1));
}

#[test]
fn signed_comparison_and_division_of_i17() {
    let text = r#"
llvm.func @main() -> i32 {
  %a = llvm.mlir.constant(-7 : i17) : i17
  %b = llvm.mlir.constant(2 : i17) : i17
  %q = llvm.sdiv %a, %b : i17
  %c = llvm.icmp "slt" %q, %b : i17
  %x = llvm.sext %q : i17 to i32
  %y = llvm.zext %c : i1 to i32
  %h = llvm.mlir.constant(100 : i32) : i32
  %t = llvm.mul %y, %h : i32
  %r = llvm.add %x, %t : i32
  llvm.return %r : i32
}"#;
    // sdiv -7, 2 = -3 (truncating); -3 < 2: -3 + 100.
    assert_eq!(run(text, EntryKind::I32), EntryValue::I32(97));
}

#[test]
fn struct_layout_through_memory() {
    // {i8, i64, f32}: offsets 0, 8, 16; a GEP to field 2 and a load of the whole struct.
    let text = r#"
llvm.func @main() -> f32 {
  %n = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %n x !llvm.struct<(i8, i64, f32)> : (i64) -> !llvm.ptr
  %f = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, f32)>
  %v = llvm.mlir.constant(2.5 : f32) : f32
  llvm.store %v, %f : f32, !llvm.ptr
  %s = llvm.load %p : !llvm.ptr -> !llvm.struct<(i8, i64, f32)>
  %x = llvm.extractvalue %s[2] : !llvm.struct<(i8, i64, f32)>
  %i = llvm.ptrtoint %f : !llvm.ptr to i64
  %j = llvm.ptrtoint %p : !llvm.ptr to i64
  %d = llvm.sub %i, %j : i64
  %df = llvm.sitofp %d : i64 to f32
  %r = llvm.fadd %x, %df : f32
  llvm.return %r : f32
}"#;
    assert_eq!(run(text, EntryKind::F32), EntryValue::F32(18.5));
}

#[test]
fn half_arithmetic_rounds_to_f16() {
    // 2049 is not an f16: 2048 + 1 rounds (to even) back to 2048.
    let text = r#"
llvm.func @main() -> f32 {
  %a = llvm.mlir.constant(2048.0 : f16) : f16
  %b = llvm.mlir.constant(1.0 : f16) : f16
  %s = llvm.fadd %a, %b : f16
  %r = llvm.fpext %s : f16 to f32
  llvm.return %r : f32
}"#;
    assert_eq!(run(text, EntryKind::F32), EntryValue::F32(2048.0));
}

#[test]
fn loops_switch_and_recursion() {
    let text = r#"
llvm.func @fib(%n: i64) -> i64 {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %lt = llvm.icmp "slt" %n, %c2 : i64
  llvm.cond_br %lt, ^small, ^big
^small:
  llvm.return %n : i64
^big:
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.sub %n, %c1 : i64
  %b = llvm.sub %n, %c2 : i64
  %x = llvm.call @fib(%a) : (i64) -> i64
  %y = llvm.call @fib(%b) : (i64) -> i64
  %s = llvm.add %x, %y : i64
  llvm.return %s : i64
}
llvm.func @main() -> i64 {
  %k = llvm.mlir.constant(3 : i32) : i32
  %c10 = llvm.mlir.constant(10 : i64) : i64
  %c20 = llvm.mlir.constant(20 : i64) : i64
  llvm.switch %k : i32, ^d(%c10 : i64) [
    3: ^d(%c20 : i64),
    4: ^d(%c10 : i64)
  ]
^d(%n: i64):
  %f = llvm.call @fib(%n) : (i64) -> i64
  llvm.return %f : i64
}"#;
    assert_eq!(run(text, EntryKind::I64), EntryValue::I64(6765));
}

#[test]
fn unsupported_ops_are_located_errors() {
    let ctx = Context::new();
    let m = parse(
        &ctx,
        r#"
llvm.func @main() -> i32 {
  %a = llvm.mlir.constant(1 : i32) : i32
  %v = llvm.mlir.undef : vector<[4]xi32>
  %c = llvm.mlir.constant(0 : i32) : i32
  %x = llvm.insertelement %a, %v[%c : i32] : vector<[4]xi32>
  llvm.return %a : i32
}"#,
    );
    let e = compile(&ctx, &m, JitOptions::default()).err().unwrap();
    assert!(e.message.contains("vector<[4]xi32>"), "{}", e.message);
    assert_ne!(e.loc, ctx.unknown_loc());
}

#[test]
fn vectors_are_scalarized() {
    // Element-wise arithmetic and intrinsics, dynamic insert/extract, a shuffle, a compare
    // and select, a bitcast and a vector store/load through memory.
    let text = r#"
llvm.func @main() -> i64 {
  %a = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %b = llvm.mlir.constant(dense<10> : vector<4xi32>) : vector<4xi32>
  %s = llvm.mul %a, %b : vector<4xi32>
  %k = llvm.mlir.constant(2 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %d = llvm.add %k, %one : i64
  %x7 = llvm.mlir.constant(7 : i32) : i32
  %t = llvm.insertelement %x7, %s[%d : i64] : vector<4xi32>
  %sh = llvm.shufflevector %t, %a [3, 4, 0, -1] : vector<4xi32>
  %c = llvm.icmp "sgt" %sh, %b : vector<4xi32>
  %m = llvm.select %c, %sh, %a : vector<4xi1>, vector<4xi32>
  %mx = "llvm.intr.smax"(%sh, %a) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %i2 = llvm.mlir.constant(2 : i32) : i32
  %r0 = llvm.extractelement %mx[%i0 : i32] : vector<4xi32>
  %r2 = llvm.extractelement %mx[%i2 : i32] : vector<4xi32>
  %r = llvm.add %r0, %r2 : i32
  %e = llvm.extractelement %m[%d : i64] : vector<4xi32>
  %bytes = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi8>) : vector<4xi8>
  %w = llvm.bitcast %bytes : vector<4xi8> to i32
  %n = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %n x vector<4xi32> : (i64) -> !llvm.ptr
  llvm.store %m, %p : vector<4xi32>, !llvm.ptr
  %q = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %l = llvm.load %q : !llvm.ptr -> i32
  %r64 = llvm.sext %r : i32 to i64
  %e64 = llvm.sext %e : i32 to i64
  %w64 = llvm.sext %w : i32 to i64
  %l64 = llvm.sext %l : i32 to i64
  %c1000 = llvm.mlir.constant(1000 : i64) : i64
  %c100000 = llvm.mlir.constant(100000 : i64) : i64
  %y = llvm.mul %e64, %c1000 : i64
  %z = llvm.mul %l64, %c100000 : i64
  %u = llvm.add %r64, %y : i64
  %v = llvm.add %u, %z : i64
  %h = llvm.mlir.constant(100000000 : i64) : i64
  %wv = llvm.mul %w64, %h : i64
  %res = llvm.add %v, %wv : i64
  llvm.return %res : i64
}"#;
    // %s = [10, 20, 30, 40]; %t = [10, 20, 30, 7]; %sh = [7, 1, 10, 0] (lane 3 undef,
    // zero here); %mx = [7, 2, 10, 4]: 7 + 10; %c = [0, 0, 0, 0]; %m = %a = [1, 2, 3, 4]:
    // lane 3 is 4, lane 2 in memory is 3; the bytes 1, 2, 3, 4 read as the little-endian
    // i32 0x04030201.
    let want = 17 + 4 * 1000 + 3 * 100000 + 0x0403_0201i64 * 100_000_000;
    assert_eq!(run(text, EntryKind::I64), EntryValue::I64(want));
}

#[test]
fn entry_signature_is_checked() {
    let ctx = Context::new();
    let m = parse(
        &ctx,
        "llvm.func @main(%a: i32) -> i32 {\n  llvm.return %a : i32\n}\nllvm.func @v() {\n  llvm.return\n}",
    );
    assert_eq!(
        check_entry(&ctx, &m, "main", EntryKind::I32).unwrap_err(),
        "JIT can't invoke a main function expecting arguments"
    );
    assert_eq!(
        check_entry(&ctx, &m, "v", EntryKind::I32).unwrap_err(),
        "only single i32 function result supported"
    );
    assert_eq!(
        check_entry(&ctx, &m, "nope", EntryKind::Void).unwrap_err(),
        "entry point not found: 'nope'"
    );
}

#[test]
fn atomics_on_f32_f16_and_i32() {
    // f32 fmaximum with NaN propagates it (multiplying by 1); f16 fadd goes through f32;
    // i32 cmpxchg succeeds; udec_wrap of 0 wraps to 5.
    let text = r#"
llvm.func @main() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %pf = llvm.alloca %one x f32 : (i64) -> !llvm.ptr
  %ph = llvm.alloca %one x f16 : (i64) -> !llvm.ptr
  %pi = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %two = llvm.mlir.constant(2.0 : f32) : f32
  %nan = llvm.mlir.constant(0x7FC00000 : f32) : f32
  llvm.store %two, %pf : f32, !llvm.ptr
  %old = llvm.atomicrmw fmaximum %pf, %nan seq_cst : !llvm.ptr, f32
  %now = llvm.load %pf : !llvm.ptr -> f32
  %isnan = llvm.fcmp "uno" %now, %now : f32
  %h = llvm.mlir.constant(1.5 : f16) : f16
  %h2 = llvm.mlir.constant(2.5 : f16) : f16
  llvm.store %h, %ph : f16, !llvm.ptr
  %hold = llvm.atomicrmw fadd %ph, %h2 monotonic : !llvm.ptr, f16
  %hnow = llvm.load %ph : !llvm.ptr -> f16
  %seven = llvm.mlir.constant(7 : i32) : i32
  %five = llvm.mlir.constant(5 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %seven, %pi : i32, !llvm.ptr
  %x = llvm.cmpxchg %pi, %seven, %zero acq_rel acquire : !llvm.ptr, i32
  %xo = llvm.extractvalue %x[0] : !llvm.struct<(i32, i1)>
  %xs = llvm.extractvalue %x[1] : !llvm.struct<(i32, i1)>
  %d = llvm.atomicrmw udec_wrap %pi, %five seq_cst : !llvm.ptr, i32
  %dnow = llvm.load %pi : !llvm.ptr -> i32
  llvm.fence release
  %a = llvm.fptosi %old : f32 to i64
  %b = llvm.fptosi %hnow : f16 to i64
  %c = llvm.sext %xo : i32 to i64
  %s = llvm.zext %xs : i1 to i64
  %n = llvm.zext %isnan : i1 to i64
  %e = llvm.sext %dnow : i32 to i64
  %ho = llvm.fptosi %hold : f16 to i64
  %d64 = llvm.sext %d : i32 to i64
  %r1 = llvm.add %a, %b : i64
  %r2 = llvm.add %r1, %c : i64
  %r3 = llvm.add %r2, %s : i64
  %r4 = llvm.add %r3, %e : i64
  %r5 = llvm.mul %r4, %n : i64
  %r6 = llvm.add %r5, %ho : i64
  %r7 = llvm.add %r6, %d64 : i64
  llvm.return %r7 : i64
}"#;
    // (2 old f32 + 4 new f16 + 7 cmpxchg old + 1 success + 5 after udec_wrap) * 1 (NaN
    // stored) + 1 (old f16 1.5, truncated) + 0 (udec_wrap's old value) = 20.
    assert_eq!(run(text, EntryKind::I64), EntryValue::I64(20));
}
