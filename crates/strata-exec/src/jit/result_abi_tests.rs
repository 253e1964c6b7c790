//! Tests of how compiled functions return aggregates across the C boundary: results
//! of compiled functions read in the registers and memory LLVM's x86-64 lowering of the
//! same IR uses (`llc -O2` on `define {i64, i64, i64} @f()` returns in `rax`, `rdx`,
//! `rcx`; `{i32, float, i64, double, i8}` in `eax`, `xmm0`, `edx`, `xmm1`, `cl`; five
//! `i64`s through a hidden pointer in `rdi`, returned in `rax`), and C functions with
//! those conventions called by compiled code.

use strata_ir::Context;

use super::{EntryKind, EntryValue, JitOptions, compile};
use crate::jit::tests::parse;

/// Five `i64`s: returned through a hidden pointer by LLVM's lowering and by C.
#[repr(C)]
#[derive(Debug, PartialEq)]
struct Five([i64; 5]);

extern "C" fn c_five(k: i64) -> Five {
    Five([k, k + 1, k + 2, k + 3, -k])
}

/// `{i64, f64, i32, f64, i8}` as LLVM returns it: 11 in `rax`, 2.5 in `xmm0`, -22 in
/// `edx`, -4.0 in `xmm1`, 33 in `cl`.
#[unsafe(naked)]
extern "C" fn c_mixed() {
    core::arch::naked_asm!(
        "mov rax, 0x4004000000000000",
        "movq xmm0, rax",
        "mov rax, 0xc010000000000000",
        "movq xmm1, rax",
        "mov rax, 11",
        "mov edx, -22",
        "mov cl, 33",
        "ret",
    )
}

/// Calls `f` (no arguments) and stores `rax`, `rdx`, `rcx`, `xmm0`, `xmm1` after the
/// call to `out[0..5]`.
#[unsafe(naked)]
unsafe extern "C" fn call_regs(f: *const u8, out: *mut [u64; 5]) {
    core::arch::naked_asm!(
        "push rbx",
        "mov rbx, rsi",
        "call rdi",
        "mov [rbx], rax",
        "mov [rbx + 8], rdx",
        "mov [rbx + 16], rcx",
        "movq [rbx + 24], xmm0",
        "movq [rbx + 32], xmm1",
        "pop rbx",
        "ret",
    )
}

/// The C functions above by the names the test programs declare.
pub(super) fn symbols() -> Vec<(&'static str, *const u8)> {
    vec![
        ("strata_test_five", c_five as *const u8),
        ("strata_test_mixed", c_mixed as *const u8),
    ]
}

fn program(ctx: &Context, text: &str) -> super::JitProgram {
    let m = parse(ctx, text);
    compile(ctx, &m, JitOptions::default()).unwrap_or_else(|e| panic!("{}", e.message))
}

fn registers_after(p: &super::JitProgram, name: &str) -> [u64; 5] {
    let f = p.address(name).unwrap();
    let mut out = [0u64; 5];
    // SAFETY: `f` is a compiled function without parameters; `call_regs` only reads
    // registers after it returns.
    unsafe { call_regs(f, &mut out) };
    out
}

#[test]
fn three_integers_return_in_rax_rdx_rcx() {
    let ctx = Context::new();
    let p = program(
        &ctx,
        r#"
llvm.func @f() -> !llvm.struct<(i64, ptr, i64)> {
  %u = llvm.mlir.undef : !llvm.struct<(i64, ptr, i64)>
  %a = llvm.mlir.constant(-5 : i64) : i64
  %b = llvm.mlir.constant(4096 : i64) : i64
  %p = llvm.inttoptr %b : i64 to !llvm.ptr
  %c = llvm.mlir.constant(77 : i64) : i64
  %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i64, ptr, i64)>
  %s1 = llvm.insertvalue %p, %s0[1] : !llvm.struct<(i64, ptr, i64)>
  %s2 = llvm.insertvalue %c, %s1[2] : !llvm.struct<(i64, ptr, i64)>
  llvm.return %s2 : !llvm.struct<(i64, ptr, i64)>
}"#,
    );
    let r = registers_after(&p, "f");
    assert_eq!(&r[..3], &[-5i64 as u64, 4096, 77]);
}

#[test]
fn mixed_fields_return_in_integer_and_sse_registers() {
    let ctx = Context::new();
    let p = program(
        &ctx,
        r#"
llvm.func @f() -> !llvm.struct<(i32, f32, i64, f64, i8)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, f32, i64, f64, i8)>
  %a = llvm.mlir.constant(1 : i32) : i32
  %b = llvm.mlir.constant(2.0 : f32) : f32
  %c = llvm.mlir.constant(3 : i64) : i64
  %d = llvm.mlir.constant(4.0 : f64) : f64
  %e = llvm.mlir.constant(5 : i8) : i8
  %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f32, i64, f64, i8)>
  %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, f32, i64, f64, i8)>
  %s2 = llvm.insertvalue %c, %s1[2] : !llvm.struct<(i32, f32, i64, f64, i8)>
  %s3 = llvm.insertvalue %d, %s2[3] : !llvm.struct<(i32, f32, i64, f64, i8)>
  %s4 = llvm.insertvalue %e, %s3[4] : !llvm.struct<(i32, f32, i64, f64, i8)>
  llvm.return %s4 : !llvm.struct<(i32, f32, i64, f64, i8)>
}"#,
    );
    let r = registers_after(&p, "f");
    assert_eq!(r[0] as u32, 1);
    assert_eq!(r[1], 3);
    assert_eq!(r[2] as u8, 5);
    assert_eq!(f32::from_bits(r[3] as u32), 2.0);
    assert_eq!(f64::from_bits(r[4]), 4.0);
}

#[test]
fn five_integers_return_through_a_hidden_pointer() {
    let ctx = Context::new();
    let p = program(
        &ctx,
        r#"
llvm.func @f(%k: i64) -> !llvm.struct<(i64, array<3 x i64>, i64)> {
  %u = llvm.mlir.undef : !llvm.struct<(i64, array<3 x i64>, i64)>
  %one = llvm.mlir.constant(1 : i64) : i64
  %b = llvm.add %k, %one : i64
  %c = llvm.add %b, %one : i64
  %d = llvm.add %c, %one : i64
  %z = llvm.mlir.constant(0 : i64) : i64
  %e = llvm.sub %z, %k : i64
  %s0 = llvm.insertvalue %k, %u[0] : !llvm.struct<(i64, array<3 x i64>, i64)>
  %s1 = llvm.insertvalue %b, %s0[1, 0] : !llvm.struct<(i64, array<3 x i64>, i64)>
  %s2 = llvm.insertvalue %c, %s1[1, 1] : !llvm.struct<(i64, array<3 x i64>, i64)>
  %s3 = llvm.insertvalue %d, %s2[1, 2] : !llvm.struct<(i64, array<3 x i64>, i64)>
  %s4 = llvm.insertvalue %e, %s3[2] : !llvm.struct<(i64, array<3 x i64>, i64)>
  llvm.return %s4 : !llvm.struct<(i64, array<3 x i64>, i64)>
}"#,
    );
    let f = p.address("f").unwrap();
    // SAFETY: `f` takes an i64 and returns five i64s, which C returns through a hidden
    // pointer as LLVM does.
    let f = unsafe { std::mem::transmute::<*const u8, extern "C" fn(i64) -> Five>(f) };
    assert_eq!(f(40), Five([40, 41, 42, 43, -40]));
}

#[test]
fn calls_of_c_functions_returning_aggregates() {
    let ctx = Context::new();
    let p = program(
        &ctx,
        r#"
llvm.func @strata_test_five(i64) -> !llvm.struct<(i64, i64, i64, i64, i64)>
llvm.func @strata_test_mixed() -> !llvm.struct<(i64, f64, i32, f64, i8)>
llvm.func @main() -> i64 {
  %k = llvm.mlir.constant(1000 : i64) : i64
  %s = llvm.call @strata_test_five(%k) : (i64) -> !llvm.struct<(i64, i64, i64, i64, i64)>
  %a = llvm.extractvalue %s[3] : !llvm.struct<(i64, i64, i64, i64, i64)>
  %b = llvm.extractvalue %s[4] : !llvm.struct<(i64, i64, i64, i64, i64)>
  %m = llvm.call @strata_test_mixed() : () -> !llvm.struct<(i64, f64, i32, f64, i8)>
  %m0 = llvm.extractvalue %m[0] : !llvm.struct<(i64, f64, i32, f64, i8)>
  %m1 = llvm.extractvalue %m[1] : !llvm.struct<(i64, f64, i32, f64, i8)>
  %m2 = llvm.extractvalue %m[2] : !llvm.struct<(i64, f64, i32, f64, i8)>
  %m3 = llvm.extractvalue %m[3] : !llvm.struct<(i64, f64, i32, f64, i8)>
  %m4 = llvm.extractvalue %m[4] : !llvm.struct<(i64, f64, i32, f64, i8)>
  %f = llvm.fmul %m1, %m3 : f64
  %fi = llvm.fptosi %f : f64 to i64
  %m2w = llvm.sext %m2 : i32 to i64
  %m4w = llvm.sext %m4 : i8 to i64
  %h = llvm.mlir.constant(100000 : i64) : i64
  %t0 = llvm.mul %a, %h : i64
  %t1 = llvm.add %t0, %b : i64
  %t2 = llvm.mul %t1, %h : i64
  %t3 = llvm.add %m0, %fi : i64
  %t4 = llvm.add %t3, %m2w : i64
  %t5 = llvm.add %t4, %m4w : i64
  %r = llvm.add %t2, %t5 : i64
  llvm.return %r : i64
}"#,
    );
    // (1003 * 10^5 - 1000) * 10^5 + (11 + 2.5 * -4 - 22 + 33).
    assert_eq!(
        p.run("main", EntryKind::I64),
        Ok(EntryValue::I64((1003 * 100_000 - 1000) * 100_000 + 12))
    );
}

#[test]
fn c_function_returning_floats_on_the_x87_stack_is_a_located_error() {
    let ctx = Context::new();
    let m = parse(
        &ctx,
        r#"
llvm.func @strata_test_mixed() -> !llvm.struct<(f64, f64, f64)>
llvm.func @main() {
  %s = llvm.call @strata_test_mixed() : () -> !llvm.struct<(f64, f64, f64)>
  llvm.return
}"#,
    );
    let e = compile(&ctx, &m, JitOptions::default())
        .err()
        .expect("no error");
    assert!(e.message.contains("x87"), "{}", e.message);
    // At the declaration.
    let body = m.body.regions_body(m.op);
    let block = body.blocks(m.body.regions(m.op)[0])[0];
    let decl = body.block_ops(block).next().unwrap();
    assert_eq!(e.loc, body.op(decl).loc);
}
