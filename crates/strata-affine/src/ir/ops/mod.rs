//! The affine ops, declared with `op!` by family: `map.rs` (`affine.apply`, `affine.min`,
//! `affine.max`), `memory.rs` (`affine.load`, `affine.store`, `affine.prefetch`),
//! `vector.rs` (`affine.vector_load`, `affine.vector_store`), `dma.rs`
//! (`affine.dma_start`, `affine.dma_wait`), `control.rs` (`affine.for`, `affine.if`,
//! `affine.yield`), `parallel.rs` (`affine.parallel`). This file holds what they share:
//! the type and attribute constraints, attribute helpers, and the pieces of syntax over
//! affine maps of SSA operands (`#map(%d, ...)[%s, ...]`, `%m[%i + 1, symbol(%n)]`).

mod control;
mod dma;
mod index;
mod map;
mod memory;
mod parallel;
mod vector;

pub use control::{ForOp, IfOp, YieldOp};
pub use dma::{DmaStartLayout, DmaStartOp, DmaWaitOp};
pub use index::{BasisElem, DelinearizeIndexOp, LinearizeIndexOp};
pub use map::{ApplyOp, MaxOp, MinOp};
pub use memory::{LoadOp, PrefetchOp, StoreOp};
pub use parallel::{ParallelOp, REDUCTION_KINDS};
pub use vector::{VectorLoadOp, VectorStoreOp};

pub(crate) use control::{for_segments, for_step, trip_count};

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, UnresolvedOperand};
use strata_ir::affine::{AffineMap, IntegerSet};
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, NamedAttribute, Type, TypeData};
use strata_ods::{AttrConstraint, TypeConstraint};

type PResult<T> = Result<T, Diagnostic>;

// ---- constraints ----

/// `index` (ODS `Index`).
pub struct Index;
impl TypeConstraint for Index {
    const SUMMARY: &'static str = "index";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Index)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.index_type())
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(Some("builtin.index"))
        }
    }
}

/// Each operand of a `Variadic<Index>` group (its summary names the group).
pub struct VariadicIndex;
impl TypeConstraint for VariadicIndex {
    const SUMMARY: &'static str = "variadic of index";
    fn check(ctx: &Context, ty: Type) -> bool {
        Index::check(ctx, ty)
    }
}

/// A ranked memref of any element type: the accessed memref of `affine.load`/`store`.
pub struct AnyMemRef;
impl TypeConstraint for AnyMemRef {
    const SUMMARY: &'static str = "memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::MemRef { .. })
    }
}

/// An `affine_map<...>` attribute (ODS `AffineMapAttr`).
pub struct AffineMapAttr;
impl AttrConstraint for AffineMapAttr {
    const SUMMARY: &'static str = "AffineMap attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::AffineMap(_))
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
}

/// An `affine_set<...>` attribute (ODS `IntegerSetAttr`).
pub struct IntegerSetAttr;
impl AttrConstraint for IntegerSetAttr {
    const SUMMARY: &'static str = "IntegerSet attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::IntegerSet(_))
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
}

/// An integer attribute of type `index` (ODS `IndexAttr`).
pub struct IndexAttr;
impl AttrConstraint for IndexAttr {
    const SUMMARY: &'static str = "index attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { ty, .. } if Index::check(ctx, *ty))
    }
}

/// The value of an integer attribute of signless type `iN` (`N` = `width`).
pub(crate) fn int_of_width(ctx: &Context, attr: Attribute, width: u32) -> Option<i64> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value } => match ctx.type_data(*ty) {
            TypeData::Integer {
                width: w,
                signedness: strata_ir::types::Signedness::Signless,
            } if *w == width => {
                if width == 1 {
                    Some(i64::from(!value.is_zero()))
                } else {
                    value.to_i64_checked()
                }
            }
            _ => None,
        },
        _ => None,
    }
}

/// `true`/`false` (ODS `BoolAttr`, an `i1` integer attribute).
pub struct BoolAttr;
impl AttrConstraint for BoolAttr {
    const SUMMARY: &'static str = "bool attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        int_of_width(ctx, attr, 1).is_some()
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
}

/// A `BoolAttr`.
pub(crate) fn bool_attr(ctx: &Context, value: bool) -> Attribute {
    let i1 = ctx.integer_type(1, strata_ir::types::Signedness::Signless);
    ctx.integer_attr(i1, ApInt::from_u64(1, u64::from(value)))
}

/// `affine.prefetch`'s `localityHint`: an `i32` from 0 to 3.
pub struct LocalityHint;
impl AttrConstraint for LocalityHint {
    const SUMMARY: &'static str =
        "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        int_of_width(ctx, attr, 32).is_some_and(|v| (0..=3).contains(&v))
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { .. })
    }
}

/// Folds `memref.cast` producers of ranked memrefs into the op's operands, in place
/// (upstream's `memref::foldMemRefCast` fold of the affine memory ops).
pub(crate) fn fold_memref_cast_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<strata_ir::registry::FoldResult>> {
    strata_dialects::memref::fold_memref_cast(ctx, body, op, None).then(Vec::new)
}

// ---- attribute helpers ----

/// The affine map held in attribute `name` of `op`.
pub(crate) fn map_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<AffineMap> {
    as_map(ctx, op_attr(ctx, body, op, name)?)
}

/// The affine map of an `affine_map` attribute.
pub(crate) fn as_map(ctx: &Context, attr: Attribute) -> Option<AffineMap> {
    match ctx.attr_data(attr) {
        AttrData::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// The integer set of an `affine_set` attribute.
pub(crate) fn as_set(ctx: &Context, attr: Attribute) -> Option<IntegerSet> {
    match ctx.attr_data(attr) {
        AttrData::IntegerSet(s) => Some(*s),
        _ => None,
    }
}

/// An `affine_map` attribute.
pub fn map_attribute(ctx: &Context, map: AffineMap) -> Attribute {
    ctx.intern_attr(AttrData::AffineMap(map))
}

/// An `affine_set` attribute.
pub fn set_attribute(ctx: &Context, set: IntegerSet) -> Attribute {
    ctx.intern_attr(AttrData::IntegerSet(set))
}

/// An `index` integer attribute.
pub fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.integer_attr(ctx.index_type(), ApInt::from_i64(64, v))
}

/// The single-block body of region `i` of `op` and its entry block arguments.
pub(crate) fn entry_args(body: &Body, op: OpId, i: usize) -> Vec<ValueId> {
    let rbody = body.regions_body(op);
    body.regions(op)
        .get(i)
        .and_then(|&r| rbody.blocks(r).first())
        .map(|&b| rbody.block_args(b).to_vec())
        .unwrap_or_default()
}

// ---- shared syntax pieces ----

fn print_attrs(p: &mut OpAsmPrinter<'_, '_, '_, '_>, elided: &[&str]) {
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, elided);
}

fn parse_attrs(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    Ok(())
}

/// `(%d, ...)` then `[%s, ...]` if present: the operands and the number of dimensions.
fn parse_dim_and_symbol_list(
    p: &mut OpAsmParser<'_, '_, '_>,
) -> PResult<(Vec<UnresolvedOperand>, usize)> {
    let mut operands = p.parse_operand_list(Delimiter::Paren)?;
    let num_dims = operands.len();
    operands.extend(p.parse_operand_list(Delimiter::OptionalSquare)?);
    Ok((operands, num_dims))
}

/// `(%d, ...)` and, if there are symbols, `[%s, ...]`.
fn print_dim_and_symbol_list(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    operands: &[ValueId],
    num_dims: usize,
) {
    let split = num_dims.min(operands.len());
    p.write("(");
    p.print_operands(operands[..split].iter().copied());
    p.write(")");
    if operands.len() > split {
        p.write("[");
        p.print_operands(operands[split..].iter().copied());
        p.write("]");
    }
}

/// Resolves `operands` as `index` values into `state`.
fn resolve_index(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    operands: &[UnresolvedOperand],
) -> PResult<()> {
    let index = p.ctx().index_type();
    for u in operands {
        let v = p.resolve_operand(u, index)?;
        state.operands.push(v);
    }
    Ok(())
}

/// An attribute that must be an affine map (`invalid kind of attribute specified`).
fn parse_map_attr(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<(Attribute, AffineMap)> {
    let offset = p.offset();
    let attr = p.parse_attribute(None)?;
    match as_map(p.ctx(), attr) {
        Some(m) => Ok((attr, m)),
        None => Err(p.error_at(offset, "invalid kind of attribute specified")),
    }
}

/// Prints `map`'s results over SSA values: dimensions as `%v`, symbols as `symbol(%v)`
/// (MLIR's `printAffineMapOfSSAIds`).
fn print_map_of_ssa_ids(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    map: AffineMap,
    operands: &[ValueId],
) {
    let ctx = p.ctx();
    let store = ctx.affine();
    let data = store.map_data(map);
    let num_dims = data.num_dims as usize;
    // Render with markers, then print the operands between the text pieces.
    let mut text = String::new();
    for (i, &e) in data.results.iter().enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        let _ = store.write_expr_with(&mut text, e, &mut |out, pos, sym| {
            let index = if sym {
                num_dims + pos as usize
            } else {
                pos as usize
            };
            if sym {
                write!(out, "symbol(\u{1}{index}\u{1})")
            } else {
                write!(out, "\u{1}{index}\u{1}")
            }
        });
    }
    for (i, piece) in text.split('\u{1}').enumerate() {
        if i % 2 == 0 {
            p.write(piece);
        } else {
            match piece.parse::<usize>().ok().and_then(|k| operands.get(k)) {
                Some(&v) => p.print_operand(v),
                None => p.write("<<invalid>>"),
            }
        }
    }
}

/// `props` (a properties dictionary, if any) with entry `name` set to `value`: how folds
/// and patterns update an op's inherent attribute in place.
pub(crate) fn with_prop(
    ctx: &Context,
    props: Option<Attribute>,
    name: &str,
    value: Attribute,
) -> Attribute {
    let id = ctx.ident(name);
    let mut entries: Vec<NamedAttribute> = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttribute { name: id, value }),
    }
    ctx.dictionary_attr(entries)
}
