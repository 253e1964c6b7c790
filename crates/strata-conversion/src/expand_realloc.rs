//! `expand-realloc` (MLIR's memref `ExpandReallocPass`): `memref.realloc` becomes its
//! parts, as mlir-opt 22 writes them. The old size (a constant, or `memref.dim` of a
//! dynamic source) is compared (`arith.cmpi ult`) with the requested size; when it is
//! smaller, an `scf.if` allocates the new buffer (`memref.alloc`, with the realloc's
//! alignment), copies the old elements into a `memref.subview` of it, frees the old
//! buffer (unless `emit-deallocs=false`) and yields the new one; otherwise it yields the
//! old buffer through a `memref.reinterpret_cast` to the result type. A partial
//! conversion with `memref.realloc` illegal and the `arith`, `scf` and `memref` dialects
//! legal. A static shrink (old size above the new one) is only the cast: mlir-opt 22
//! emits the growing branch there too, with a subview larger than the new buffer that
//! fails to verify.

use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, InsertionPoint, OpId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Context, TypeData};
use strata_ods::i64_array_attr;
use strata_pass::conversion::{
    ConversionConfig, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget, OpAdaptor, apply_partial_conversion,
};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};

use strata_dialects::memref::{
    AllocOp, CopyOp, DeallocOp, DimOp, ReallocOp, ReinterpretCastOp, SubViewOp,
};
use strata_dialects::scf::{IfOp, YieldOp};

use crate::arith_builder::ArithBuilder;

/// `arith.cmpi`'s `ult` predicate.
const ULT: u64 = 6;

/// A size known statically or held by a value.
#[derive(Clone, Copy)]
enum Size {
    Static(i64),
    Value(ValueId),
}

/// The rewrite of `memref.realloc` (MLIR's `ExpandReallocOpPattern`).
#[derive(Clone, Copy)]
struct ExpandRealloc {
    emit_deallocs: bool,
}

impl ConversionPattern for ExpandRealloc {
    fn root(&self) -> Option<&str> {
        Some(ReallocOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "ExpandReallocOpPattern"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        expand(rw, op, self.emit_deallocs).is_some()
    }
}

/// The 1-D shape (its only size) and the element type and memory space of a memref type.
fn memref_parts(
    ctx: &Context,
    ty: strata_ir::Type,
) -> Option<(i64, strata_ir::Type, Option<strata_ir::Attribute>)> {
    match ctx.type_data(ty) {
        TypeData::MemRef {
            shape,
            element,
            memory_space,
            ..
        } if shape.len() == 1 => Some((shape[0], *element, *memory_space)),
        _ => None,
    }
}

/// Expands realloc `op`; `None` (nothing changed) for a malformed op.
fn expand(rw: &mut ConversionPatternRewriter<'_>, op: OpId, emit_deallocs: bool) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let realloc = ReallocOp(op);
    let source = realloc.source(body);
    let result = realloc.result(body);
    let dynamic_size = realloc.dynamic_result_size(body);
    let alignment = op_attr(ctx, body, op, "alignment");
    let source_ty = body.value_type(source);
    let result_ty = body.value_type(result);
    let (in_size, element, space) = memref_parts(ctx, source_ty)?;
    let (out_size, _, _) = memref_parts(ctx, result_ty)?;
    let dynamic = strata_ir::types::DYNAMIC;
    rw.set_insertion_point(InsertionPoint::Before(op));
    // The old size, then the requested one, as values (constants created in that order).
    let current = if in_size == dynamic {
        let zero = ArithBuilder::new(rw, loc).index(0);
        let index = ctx.index_type();
        Size::Value(DimOp::build(rw, loc, index, source, zero).result(rw.body()))
    } else {
        Size::Static(in_size)
    };
    let target = if out_size == dynamic {
        Size::Value(dynamic_size?)
    } else {
        Size::Static(out_size)
    };
    if let (Size::Static(old), Size::Static(new)) = (current, target)
        && old > new
    {
        // A static shrink: the buffer never grows, so it is the old one cast to the result
        // type. (mlir-opt 22 still emits the growing branch, whose subview of the smaller
        // new buffer fails to verify.)
        let cast = reinterpret(rw, loc, result_ty, source, target);
        rw.replace_op(op, &[cast]);
        return Some(());
    }
    let as_value = |rw: &mut ConversionPatternRewriter<'_>, s: Size| match s {
        Size::Static(v) => ArithBuilder::new(rw, loc).index(v),
        Size::Value(v) => v,
    };
    let lhs = as_value(rw, current);
    let rhs = as_value(rw, target);
    let cond = ArithBuilder::new(rw, loc).cmpi(ULT, lhs, rhs);
    let if_op = IfOp::build(rw, loc, &[result_ty], cond);
    let regions = rw.body().regions(if_op.0).to_vec();
    let (then_region, else_region) = (*regions.first()?, *regions.get(1)?);
    // Then: a new buffer holding the old elements.
    let then_block = rw.create_block(then_region, &[]);
    rw.set_insertion_point(InsertionPoint::AtEnd(then_block));
    let sizes: Vec<ValueId> = dynamic_size.into_iter().collect();
    let alloc = AllocOp::build(rw, loc, result_ty, &sizes, &[], alignment).memref(rw.body());
    let (copy_size, copy_dynamic) = match current {
        Size::Static(v) => (v, Vec::new()),
        Size::Value(v) => (dynamic, vec![v]),
    };
    let layout = ctx.intern_attr(AttrData::Strided {
        strides: vec![1].into(),
        offset: 0,
    });
    let view_ty = ctx.intern_type(TypeData::MemRef {
        shape: vec![copy_size].into(),
        element,
        layout: Some(layout),
        memory_space: space,
    });
    let subview = SubViewOp::build(
        rw,
        loc,
        view_ty,
        alloc,
        &[],
        &copy_dynamic,
        &[],
        i64_array_attr(ctx, &[0]),
        i64_array_attr(ctx, &[copy_size]),
        i64_array_attr(ctx, &[1]),
    )
    .result(rw.body());
    CopyOp::build(rw, loc, source, subview);
    if emit_deallocs {
        DeallocOp::build(rw, loc, source);
    }
    YieldOp::build(rw, loc, &[alloc]);
    // Else: the old buffer, cast to the result type.
    let else_block = rw.create_block(else_region, &[]);
    rw.set_insertion_point(InsertionPoint::AtEnd(else_block));
    let cast = reinterpret(rw, loc, result_ty, source, target);
    YieldOp::build(rw, loc, &[cast]);
    let value = rw.body().result(if_op.0, 0);
    rw.replace_op(op, &[value]);
    Some(())
}

/// `source` as a `memref.reinterpret_cast` to the 1-D `result_ty` of size `size`, offset
/// 0 and stride 1.
fn reinterpret(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: strata_ir::Location,
    result_ty: strata_ir::Type,
    source: ValueId,
    size: Size,
) -> ValueId {
    let ctx = rw.ctx();
    let (cast_size, cast_dynamic) = match size {
        Size::Static(v) => (v, Vec::new()),
        Size::Value(v) => (strata_ir::types::DYNAMIC, vec![v]),
    };
    ReinterpretCastOp::build(
        rw,
        loc,
        result_ty,
        source,
        &[],
        &cast_dynamic,
        &[],
        i64_array_attr(ctx, &[0]),
        i64_array_attr(ctx, &[cast_size]),
        i64_array_attr(ctx, &[1]),
    )
    .result(rw.body())
}

/// Options of `expand-realloc`, with mlir-opt's names and defaults.
#[derive(Clone, Copy, Debug)]
pub struct ExpandReallocOptions {
    /// Whether the old buffer is freed after the copy (`emit-deallocs`, default true).
    pub emit_deallocs: bool,
}

impl Default for ExpandReallocOptions {
    fn default() -> Self {
        ExpandReallocOptions {
            emit_deallocs: true,
        }
    }
}

impl PassOptions for ExpandReallocOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "emit-deallocs" => self.emit_deallocs = parse_bool(key, value)?,
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!("emit-deallocs={}", self.emit_deallocs));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![(
            "emit-deallocs",
            "Emit deallocation operations for the original MemRef",
        )]
    }
}

/// `expand-realloc`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ExpandReallocPass {
    /// Its options.
    pub options: ExpandReallocOptions,
}

impl Pass for ExpandReallocPass {
    fn argument(&self) -> &'static str {
        "expand-realloc"
    }
    fn name(&self) -> &'static str {
        "ExpandReallocPass"
    }
    fn summary(&self) -> &'static str {
        "Expand memref.realloc operations into its components"
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let mut set = ConversionPatternSet::new();
        set.add(ExpandRealloc {
            emit_deallocs: self.options.emit_deallocs,
        });
        let patterns = set.freeze(ctx);
        let mut target = ConversionTarget::new();
        target
            .add_legal_dialect("arith")
            .add_legal_dialect("scf")
            .add_legal_dialect("memref")
            .add_illegal_op(ReallocOp::NAME);
        apply_partial_conversion(
            ctx,
            body,
            op,
            &target,
            &patterns,
            &ConversionConfig::default(),
        )
        .map(|_| ())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
