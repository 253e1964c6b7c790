//! Unit tests of the `llvm` support: data layout, address lookup, intrinsics.

use strata_ir::{Context, Signedness};
use strata_llvm::types::{array_type, ptr_type, struct_type};

use super::Layout;
use super::exec::{address, pointer_at};
use crate::memory::{BufferKind, Memory};
use crate::value::Value;

fn ctx() -> Context {
    let ctx = Context::new();
    strata_llvm::register(&ctx);
    ctx
}

fn offsets(l: &Layout) -> Vec<usize> {
    match l {
        Layout::Struct { fields, .. } => fields.iter().map(|(o, _)| *o).collect(),
        _ => Vec::new(),
    }
}

#[test]
fn struct_layout_pads_to_field_alignment() {
    let ctx = ctx();
    let i8t = ctx.integer_type(8, Signedness::Signless);
    let i32t = ctx.integer_type(32, Signedness::Signless);
    let i64t = ctx.integer_type(64, Signedness::Signless);
    let s = struct_type(&ctx, &[i8t, i64t, i32t], false).unwrap();
    let l = Layout::of(&ctx, s).unwrap();
    assert_eq!(offsets(&l), vec![0, 8, 16]);
    assert_eq!((l.size(), l.align()), (24, 8));
    let p = struct_type(&ctx, &[i8t, i64t], true).unwrap();
    let l = Layout::of(&ctx, p).unwrap();
    assert_eq!(offsets(&l), vec![0, 1]);
    assert_eq!((l.size(), l.align()), (9, 1));
    // A memref descriptor of rank 2: {ptr, ptr, i64, [2 x i64], [2 x i64]}.
    let a = array_type(&ctx, i64t, 2).unwrap();
    let ptr = ptr_type(&ctx, 0);
    let d = struct_type(&ctx, &[ptr, ptr, i64t, a, a], false).unwrap();
    let l = Layout::of(&ctx, d).unwrap();
    assert_eq!(offsets(&l), vec![0, 8, 16, 24, 40]);
    assert_eq!(l.size(), 56);
    // Arrays of padded structs step by the padded size.
    let e = struct_type(&ctx, &[i32t, i8t], false).unwrap();
    let arr = array_type(&ctx, e, 3).unwrap();
    assert_eq!(Layout::of(&ctx, arr).unwrap().size(), 24);
    // i128 is 16-byte aligned.
    let i128t = ctx.integer_type(128, Signedness::Signless);
    let s = struct_type(&ctx, &[i8t, i128t], false).unwrap();
    assert_eq!(offsets(&Layout::of(&ctx, s).unwrap()), vec![0, 16]);
}

#[test]
fn addresses_map_back_to_their_buffer() {
    let mut mem = Memory::new(1 << 20);
    let a = mem.allocate(10, BufferKind::Heap).unwrap();
    let b = mem.allocate(100, BufferKind::Heap).unwrap();
    for (buf, off) in [(a, 0), (a, 9), (a, 10), (b, 0), (b, 57), (b, 100)] {
        let addr = address(&mem, buf, off);
        match pointer_at(&mem, addr) {
            Value::Ptr { buf: got, off: o } => assert_eq!((got, o), (buf, off)),
            other => panic!("{other:?}"),
        }
    }
    // Past the end (in the gap before the next buffer) and before the first buffer: none.
    let gap = address(&mem, a, 11);
    assert!(matches!(
        pointer_at(&mem, gap),
        Value::Ptr {
            buf: Value::NO_BUFFER,
            ..
        }
    ));
    assert!(matches!(
        pointer_at(&mem, 16),
        Value::Ptr {
            buf: Value::NO_BUFFER,
            off: 16
        }
    ));
    // Null stays null.
    assert_eq!(address(&mem, Value::NO_BUFFER, 0), 0);
}

#[test]
fn integer_intrinsics() {
    use super::IUn;
    let run = |i, w, x| super::exec::iunary_for_tests(i, w, x).unwrap_or(u64::MAX);
    assert_eq!(run(IUn::Ctlz, 32, 3), 30);
    assert_eq!(run(IUn::Cttz, 32, 0), 32);
    assert_eq!(run(IUn::CtPop, 8, 0xff), 8);
    assert_eq!(run(IUn::BitReverse, 32, 3), 0xC000_0000);
    assert_eq!(run(IUn::ByteSwap, 32, 3), 0x0300_0000);
    assert_eq!(run(IUn::Abs(false), 8, 0x80), 0x80);
    assert_eq!(run(IUn::Abs(true), 8, 0x80), u64::MAX);
    assert_eq!(run(IUn::Abs(false), 8, 0xfb), 5);
}
