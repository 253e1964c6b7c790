//! The lowering of scalar `vector.print`s to calls of the runner utilities (MLIR's
//! `VectorPrintOpConversion`): an integer is extended to 64 bits (`i1` and unsigned
//! integers with zeros, others with their sign) for `printI64`/`printU64` (an index for
//! `printU64`), `f16`/`bf16` are bit-cast to `i16` for `printF16`/`printBF16`,
//! `f32`/`f64` go to `printF32`/`printF64`, the small float formats (`f8*`, `f6*`, `f4*`,
//! which the type converter turns into integers) are zero-extended to 64 bits for
//! `printApFloat` with LLVM's number of their semantics; the punctuation becomes `printNewline`,
//! `printComma`, `printOpen` or `printClose`. `vector.print str "..."` prints a private
//! constant global (`vector_print_str`, `vector_print_str_0`, ...) with `printString`.
//! Vector prints are left to `convert-vector-to-scf`; integers wider than 64 bits,
//! `tf32` (which does not convert) and `f80`/`f128` are left alone (mlir-opt 22 sends the
//! last two to `printApFloat` through an `llvm.zext` of a float, which does not verify).
//!
//! Upstream's pattern declares the functions and globals at the start of the module while
//! it runs; Strata's conversion rewriter edits one isolated body at a time, so
//! [`prepare_prints`] creates them before the conversion, in the same order, and records
//! each string's global on its op.

use strata_dialects::arith::{ExtSIOp, ExtUIOp};
use strata_dialects::vector::{PrintOp, Punctuation};
use strata_ir::attributes::DenseData;
use strata_ir::float::FloatKind;
use strata_ir::ir::{Body, InsertionPoint, OpBuilder, OpId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Context, Signedness, Type, TypeData};
use strata_llvm::types as lt;
use strata_pass::conversion::{ConversionPatternRewriter, OpAdaptor};

use crate::llvm_common::LlvmTypeConverter;

/// The discardable attribute naming a string print's global between [`prepare_prints`]
/// and the conversion.
const GLOBAL_ATTR: &str = "strata.vector_print_global";

/// The suffix counter of string global names. Upstream's (`ensureSymbolNameIsUnique`)
/// is a function-local `static`: it counts on across every module and pass run in the
/// process, so the second `vector_print_str` of a later module is `_1`, `_2`, ... —
/// mlir-opt's names depend on what the process converted before, and Strata's do too.
static NAME_COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// How a scalar is made printable.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Conversion {
    None,
    ZeroExt64,
    SignExt64,
    Bitcast16,
    /// Zero-extended bits after the `i32` number of the format (`printApFloat`).
    ApFloat(i32),
}

/// LLVM's `APFloatBase::Semantics` number of the formats `printApFloat` prints.
fn apfloat_semantics(kind: FloatKind) -> Option<i32> {
    Some(match kind {
        FloatKind::F8E5M2 => 7,
        FloatKind::F8E5M2FNUZ => 8,
        FloatKind::F8E4M3 => 9,
        FloatKind::F8E4M3FN => 10,
        FloatKind::F8E4M3FNUZ => 11,
        FloatKind::F8E4M3B11FNUZ => 12,
        FloatKind::F8E3M4 => 13,
        FloatKind::F8E8M0FNU => 15,
        FloatKind::F6E3M2FN => 16,
        FloatKind::F6E2M3FN => 17,
        FloatKind::F4E2M1FN => 18,
        _ => return None,
    })
}

/// The runtime function printing a scalar of type `ty` and the conversion its value
/// needs; `None` for types upstream's pattern does not lower (here).
fn scalar_printer(ctx: &Context, ty: Type) -> Option<(&'static str, Conversion)> {
    match ctx.type_data(ty) {
        TypeData::Index => Some(("printU64", Conversion::None)),
        TypeData::Integer { width, signedness } => {
            let width = *width;
            if width > 64 {
                return None;
            }
            if *signedness == Signedness::Unsigned {
                let c = if width < 64 {
                    Conversion::ZeroExt64
                } else {
                    Conversion::None
                };
                return Some(("printU64", c));
            }
            let c = match width {
                1 => Conversion::ZeroExt64,
                64 => Conversion::None,
                _ => Conversion::SignExt64,
            };
            Some(("printI64", c))
        }
        TypeData::Float(FloatKind::F32) => Some(("printF32", Conversion::None)),
        TypeData::Float(FloatKind::F64) => Some(("printF64", Conversion::None)),
        TypeData::Float(FloatKind::F16) => Some(("printF16", Conversion::Bitcast16)),
        TypeData::Float(FloatKind::BF16) => Some(("printBF16", Conversion::Bitcast16)),
        TypeData::Float(k) => Some(("printApFloat", Conversion::ApFloat(apfloat_semantics(*k)?))),
        _ => None,
    }
}

/// The runtime function of a punctuation mark (`None` for `no_punctuation`).
fn punctuation_fn(p: Punctuation) -> Option<&'static str> {
    match p {
        Punctuation::NoPunctuation => None,
        Punctuation::NewLine => Some("printNewline"),
        Punctuation::Comma => Some("printComma"),
        Punctuation::Open => Some("printOpen"),
        Punctuation::Close => Some("printClose"),
    }
}

/// What one print needs at module level, in creation order.
enum Need {
    Func(&'static str),
    /// A string global with these bytes (NUL-terminated).
    Global(Vec<u8>),
}

/// The module-level symbols a `vector.print` that lowers needs, in upstream's creation
/// order; `None` if the pattern does not apply.
fn needs(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Need>> {
    let print = PrintOp(op);
    if let Some(bytes) = print.string_bytes(ctx, body) {
        let mut bytes = bytes.to_vec();
        bytes.push(0);
        return Some(vec![Need::Global(bytes), Need::Func("printString")]);
    }
    let mut out = Vec::new();
    if let Some(source) = print.source(body) {
        let (f, _) = scalar_printer(ctx, body.value_type(source))?;
        out.push(Need::Func(f));
    }
    if let Some(f) = punctuation_fn(print.punctuation_case(ctx, body)) {
        out.push(Need::Func(f));
    }
    Some(out)
}

/// The signature of a runtime print function.
fn signature(ctx: &Context, name: &str) -> Option<Type> {
    let void = lt::void_type(ctx);
    let params = match name {
        "printI64" | "printU64" => vec![ctx.integer_type(64, Signedness::Signless)],
        "printF16" | "printBF16" => vec![ctx.integer_type(16, Signedness::Signless)],
        "printF32" => vec![ctx.float_type(FloatKind::F32)],
        "printF64" => vec![ctx.float_type(FloatKind::F64)],
        "printString" => vec![lt::ptr_type(ctx, 0)],
        "printApFloat" => vec![
            ctx.integer_type(32, Signedness::Signless),
            ctx.integer_type(64, Signedness::Signless),
        ],
        _ => vec![],
    };
    lt::func_type(ctx, void, &params, false).ok()
}

/// Creates, at the start of the module `module` (held by `body`), the runtime function
/// declarations and string globals of the `vector.print`s that lower and whose nearest
/// symbol table it is, as upstream's pattern does when it converts each print in turn
/// (so the last created comes first), and records each string's global on its print. Returns the created ops
/// in creation order with the pre-order position (below `module`) of the print needing
/// them (see `to_llvm::HookFn`).
pub(crate) fn prepare_prints(ctx: &Context, body: &mut Body, module: OpId) -> Vec<(usize, OpId)> {
    let mut found: Vec<(usize, Vec<Need>)> = Vec::new();
    let mut position = 0;
    crate::llvm_common::walk_table(ctx, body, module, |b, o| {
        if PrintOp::isa(ctx, b, o)
            && let Some(n) = needs(ctx, b, o)
        {
            found.push((position, n));
        }
        position += 1;
    });
    let mut created = Vec::new();
    if found.is_empty() {
        return created;
    }
    let Some((mb, block, mut existing)) =
        crate::llvm_common::module_block_symbols(ctx, body, module)
    else {
        return created;
    };
    let mut globals = Vec::new();
    for (position, list) in found {
        for need in list {
            match need {
                Need::Func(name) => {
                    if existing.iter().any(|e| e == name.as_bytes()) {
                        continue;
                    }
                    let Some(ty) = signature(ctx, name) else {
                        continue;
                    };
                    let decl = crate::llvm_common::declare_at_start(ctx, mb, block, name, ty);
                    created.push((position, decl));
                    existing.push(name.as_bytes().to_vec());
                }
                Need::Global(bytes) => {
                    let mut name = "vector_print_str".to_string();
                    while existing.iter().any(|e| e == name.as_bytes()) {
                        let n = NAME_COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        name = format!("vector_print_str_{n}");
                    }
                    existing.push(name.as_bytes().to_vec());
                    let Some(global) = string_global(ctx, mb, block, &name, bytes) else {
                        return created;
                    };
                    created.push((position, global));
                    globals.push(name);
                }
            }
        }
    }
    // Record each string print's global, in the same order.
    let mut globals = globals.into_iter();
    crate::llvm_common::walk_table(ctx, body, module, |b, o| {
        if PrintOp::isa(ctx, b, o)
            && PrintOp(o).string_bytes(ctx, b).is_some()
            && let Some(n) = globals.next()
        {
            let attr = ctx.string_attr(n.as_bytes());
            b.set_discardable_attr(ctx, o, GLOBAL_ATTR, attr);
        }
    });
    created
}

/// `llvm.mlir.global private constant @name(dense<[bytes]> : tensor<Nxi8>)` at the
/// start of `block`.
fn string_global(
    ctx: &Context,
    mb: &mut Body,
    block: strata_ir::ir::BlockId,
    name: &str,
    bytes: Vec<u8>,
) -> Option<OpId> {
    let i8t = ctx.integer_type(8, Signedness::Signless);
    let array = lt::array_type(ctx, i8t, bytes.len() as u64).ok()?;
    let tensor = ctx.intern_type(TypeData::RankedTensor {
        shape: Box::new([bytes.len() as i64]),
        element: i8t,
        encoding: None,
    });
    let value = ctx.intern_attr(AttrData::DenseElements {
        ty: tensor,
        data: DenseData::Numeric {
            splat: false,
            raw: bytes.into_boxed_slice(),
        },
    });
    let mut b = OpBuilder::at(ctx, mb, InsertionPoint::AtStart(block));
    let global = strata_llvm::GlobalOp::build(
        &mut b,
        ctx.unknown_loc(),
        ctx.type_attr(array),
        Some(ctx.unit_attr()),
        ctx.string_attr(name.as_bytes()),
        strata_llvm::attrs::linkage_attr(ctx, "private"),
        None,
        None,
        None,
        Some(value),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    );
    Some(global.id())
}

/// Removes the global markers left on prints that were not converted.
pub(crate) fn clear_print_markers(ctx: &Context, body: &mut Body, module: OpId) {
    crate::llvm_common::clear_marker(ctx, body, module, GLOBAL_ATTR);
}

/// `vector.print` of a scalar, a punctuation mark or a string (MLIR's
/// `VectorPrintOpConversion`).
pub(crate) fn lower_print(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    _tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let print = PrintOp(op);
    if let Some(bytes) = print.string_bytes(ctx, body) {
        let len = bytes.len() as u64 + 1;
        let global = match ctx.attr_data(op_attr(ctx, body, op, GLOBAL_ATTR)?) {
            AttrData::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
            _ => return None,
        };
        let ptr = lt::ptr_type(ctx, 0);
        let i8t = ctx.integer_type(8, Signedness::Signless);
        let array = lt::array_type(ctx, i8t, len).ok()?;
        let sym = ctx.intern_attr(AttrData::SymbolRef {
            root: ctx.ident(&global),
            nested: Box::new([]),
        });
        let addr = strata_llvm::AddressOfOp::build(rw, loc, ptr, sym);
        let addr = rw.body().result(addr.0, 0);
        let gep = strata_llvm::GEPOp::build_mixed(
            rw,
            loc,
            ptr,
            array,
            addr,
            &[strata_llvm::GepArg::Const(0)],
            0,
        );
        let gep = rw.body().result(gep.0, 0);
        strata_llvm::CallOp::build_direct(rw, loc, None, "printString", &[gep]);
        rw.erase_op(op);
        return Some(());
    }
    let punctuation = print.punctuation_case(ctx, body);
    if let Some(source) = print.source(body) {
        let (printer, conversion) = scalar_printer(ctx, body.value_type(source))?;
        let mut v = adaptor.get(0)?;
        let i64t = ctx.integer_type(64, Signedness::Signless);
        if let Conversion::ApFloat(semantics) = conversion {
            let i32t = ctx.integer_type(32, Signedness::Signless);
            let attr = ctx.integer_attr(
                i32t,
                strata_ir::apint::ApInt::from_i64(32, semantics.into()),
            );
            let sem = strata_llvm::ConstantOp::build(rw, loc, i32t, attr);
            let sem = rw.body().result(sem.0, 0);
            let bits = strata_llvm::ZExtOp::build(rw, loc, i64t, v, None).res(rw.body());
            strata_llvm::CallOp::build_direct(rw, loc, None, printer, &[sem, bits]);
            if let Some(f) = punctuation_fn(punctuation) {
                strata_llvm::CallOp::build_direct(rw, loc, None, f, &[]);
            }
            rw.erase_op(op);
            return Some(());
        }
        v = match conversion {
            Conversion::None | Conversion::ApFloat(_) => v,
            Conversion::ZeroExt64 => ExtUIOp::build(rw, loc, i64t, v).out(rw.body()),
            Conversion::SignExt64 => ExtSIOp::build(rw, loc, i64t, v).out(rw.body()),
            Conversion::Bitcast16 => {
                let i16t = ctx.integer_type(16, Signedness::Signless);
                strata_llvm::BitcastOp::build(rw, loc, i16t, v).res(rw.body())
            }
        };
        strata_llvm::CallOp::build_direct(rw, loc, None, printer, &[v]);
    }
    if let Some(f) = punctuation_fn(punctuation) {
        strata_llvm::CallOp::build_direct(rw, loc, None, f, &[]);
    }
    rw.erase_op(op);
    Some(())
}
