//! The minimal `tensor` dialect: `tensor.dim`, `tensor.cast` and `tensor.extract`, fully
//! verified and identical to mlir-opt 22 in custom and generic form.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueDef, ValueId};
use strata_ir::registry::{DialectHooks, FoldResult};
use strata_ir::{AttrData, Attribute, Context, Location, Type, TypeData};

use strata_ods::{TypeConstraint, op};

mod canonicalize;

// ---- type constraints ----

/// `index`.
pub struct IndexType;
impl TypeConstraint for IndexType {
    const SUMMARY: &'static str = "index";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Index)
    }
}

/// Each operand of a variadic `index` group.
pub struct VariadicIndex;
impl TypeConstraint for VariadicIndex {
    const SUMMARY: &'static str = "variadic of index";
    fn check(ctx: &Context, ty: Type) -> bool {
        IndexType::check(ctx, ty)
    }
}

/// Any tensor, ranked or not.
pub struct AnyTensor;
impl TypeConstraint for AnyTensor {
    const SUMMARY: &'static str = "tensor of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_tensor(ctx, ty)
    }
}

/// A ranked tensor.
pub struct AnyRankedTensor;
impl TypeConstraint for AnyRankedTensor {
    const SUMMARY: &'static str = "ranked tensor of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::RankedTensor { .. })
    }
}

/// A ranked tensor of rank > 0, or an unranked tensor.
pub struct NonZeroRankedOrUnrankedTensor;
impl TypeConstraint for NonZeroRankedOrUnrankedTensor {
    const SUMMARY: &'static str = "non-0-ranked or unranked tensor";
    fn check(ctx: &Context, ty: Type) -> bool {
        match ctx.type_data(ty) {
            TypeData::RankedTensor { shape, .. } => !shape.is_empty(),
            TypeData::UnrankedTensor { .. } => true,
            _ => false,
        }
    }
}

fn is_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

// ---- shared parse helpers ----

/// A type of class `TensorType` (ranked or unranked tensor); otherwise ODS's
/// `invalid kind of type specified` at the type.
fn parse_tensor_type(p: &mut OpAsmParser<'_, '_, '_>) -> Result<Type, Diagnostic> {
    let offset = p.offset();
    let ty = p.parse_type()?;
    if is_tensor(p.ctx(), ty) {
        Ok(ty)
    } else {
        Err(p.error_at(offset, "invalid kind of type specified"))
    }
}

/// A `RankedTensorType`; otherwise `invalid kind of type specified: expected
/// builtin.tensor, but found '...'`.
fn parse_ranked_tensor_type(p: &mut OpAsmParser<'_, '_, '_>) -> Result<Type, Diagnostic> {
    let offset = p.offset();
    let ty = p.parse_type()?;
    if AnyRankedTensor::check(p.ctx(), ty) {
        Ok(ty)
    } else {
        Err(p.error_at(
            offset,
            format!(
                "invalid kind of type specified: expected builtin.tensor, but found '{}'",
                type_to_string(p.ctx(), ty)
            ),
        ))
    }
}

fn single_name(body: &Body, op: OpId, name: &str, set_name: &mut dyn FnMut(ValueId, &str)) {
    if body.num_results(op) == 1 {
        set_name(body.result(op, 0), name);
    }
}

// ---- tensor.dim ----

/// `attr-dict $source , $index : type($source)`.
fn parse_dim(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    let source_off = p.offset();
    let source = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let index_off = p.offset();
    let index = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_tensor_type(p)?;
    let index_ty = p.ctx().builtin_types().index;
    p.resolve_operands(&[source], &[ty], source_off, &mut state.operands)?;
    p.resolve_operands(&[index], &[index_ty], index_off, &mut state.operands)?;
    state.result_types.push(index_ty);
    Ok(())
}

fn print_dim(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
    let ops: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    p.print_operands(ops.iter().copied());
    p.write(" : ");
    if let Some(&s) = ops.first() {
        p.print_type(body.value_type(s));
    }
}

fn dim_names(_: &Context, body: &Body, op: OpId, set_name: &mut dyn FnMut(ValueId, &str)) {
    single_name(body, op, "dim", set_name);
}

op! {
    /// `%dim = tensor.dim %t, %i : tensor<4x?xf32>`: the size of a tensor dimension.
    pub struct DimOp = "tensor.dim" {
        traits: [pure],
        operands: [source: NonZeroRankedOrUnrankedTensor, index: IndexType],
        results: [result: IndexType],
        result_names: dim_names,
        info: { fold: Some(fold_dim) },
        parse: parse_dim,
        print: print_dim,
    }
}

// ---- tensor.cast ----

/// Whether two shapes are compatible (equal ranks, each dimension equal or dynamic), any
/// unranked shape matching everything.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a).shape(), ctx.type_data(b).shape()) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter().zip(y).all(|(m, n)| {
                    m == n || *m == strata_ir::types::DYNAMIC || *n == strata_ir::types::DYNAMIC
                })
        }
        _ => true,
    }
}

fn tensor_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { element, .. } | TypeData::UnrankedTensor { element } => {
            Some(*element)
        }
        _ => None,
    }
}

/// `CastOpInterface`: same element type and compatible shapes.
fn verify_tensor_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let from = body.value_type(body.operand(op, 0));
    let to = body.value_type(body.result(op, 0));
    let ok =
        tensor_element(ctx, from) == tensor_element(ctx, to) && compatible_shapes(ctx, from, to);
    if ok {
        Ok(())
    } else {
        Err(format!(
            "'tensor.cast' op operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, from),
            type_to_string(ctx, to)
        ))
    }
}

/// `$source attr-dict : type($source) to type($dest)`.
fn parse_cast(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let off = p.offset();
    let source = p.parse_operand()?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let from = parse_tensor_type(p)?;
    p.parse_keyword("to")?;
    let to = parse_tensor_type(p)?;
    p.resolve_operands(&[source], &[from], off, &mut state.operands)?;
    state.result_types.push(to);
    Ok(())
}

/// Prints `$v attr-dict : type to type` (shared with `vector.broadcast`).
pub(crate) fn print_unary_to(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let source = body.operands(op).next();
    p.write(" ");
    if let Some(s) = source {
        p.print_operand(s);
    }
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    if let Some(s) = source {
        p.print_type(body.value_type(s));
    }
    p.write(" to ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

fn cast_names(_: &Context, body: &Body, op: OpId, set_name: &mut dyn FnMut(ValueId, &str)) {
    single_name(body, op, "cast", set_name);
}

op! {
    /// `%cast = tensor.cast %t : tensor<4xf32> to tensor<?xf32>`: a shape-refining cast.
    pub struct CastOp = "tensor.cast" {
        traits: [pure],
        operands: [source: AnyTensor],
        results: [dest: AnyTensor],
        verify: verify_tensor_cast,
        result_names: cast_names,
        info: { fold: Some(fold_cast) },
        parse: parse_cast,
        print: print_unary_to,
    }
}

// ---- tensor.extract ----

/// `result type matches element type of tensor`, then the index count.
fn verify_extract(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let t = body.value_type(body.operand(op, 0));
    if tensor_element(ctx, t) != Some(body.value_type(body.result(op, 0))) {
        return Err(
            "'tensor.extract' op failed to verify that result type matches element type of tensor"
                .into(),
        );
    }
    let rank = ctx.type_data(t).shape().map_or(0, <[i64]>::len);
    if body.num_operands(op) - 1 != rank {
        return Err("'tensor.extract' op incorrect number of indices for extract_element".into());
    }
    Ok(())
}

/// `$tensor [ $indices ] attr-dict : type($tensor)`.
fn parse_extract(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let off = p.offset();
    let tensor = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let idx_off = p.offset();
    let indices = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RSquare)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let ty = parse_ranked_tensor_type(p)?;
    let index_ty = p.ctx().builtin_types().index;
    p.resolve_operands(&[tensor], &[ty], off, &mut state.operands)?;
    let types = vec![index_ty; indices.len()];
    p.resolve_operands(&indices, &types, idx_off, &mut state.operands)?;
    state.result_types.extend(tensor_element(p.ctx(), ty));
    Ok(())
}

fn print_extract(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let mut ops = body.operands(op);
    let tensor = ops.next();
    p.write(" ");
    if let Some(t) = tensor {
        p.print_operand(t);
    }
    p.write("[");
    p.print_operands(ops);
    p.write("]");
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    if let Some(t) = tensor {
        p.print_type(body.value_type(t));
    }
}

fn extract_names(_: &Context, body: &Body, op: OpId, set_name: &mut dyn FnMut(ValueId, &str)) {
    single_name(body, op, "extracted", set_name);
}

op! {
    /// `%extracted = tensor.extract %t[%i] : tensor<4xf32>`: reads one element.
    pub struct ExtractOp = "tensor.extract" {
        traits: [pure],
        operands: [tensor: AnyRankedTensor, indices: variadic VariadicIndex],
        results: [result: strata_ods::AnyType],
        verify: verify_extract,
        result_names: extract_names,
        parse: parse_extract,
        print: print_extract,
    }
}

// ---- folds ----

/// The op defining `v` and the index of `v` among its results, if `v` is a result.
fn defining_op(body: &Body, v: ValueId) -> Option<OpId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(op),
        _ => None,
    }
}

/// `tensor::preservesStaticInformation(source, target)`: both ranked with the same element
/// type, rank and encoding, and `target` static wherever `source` is.
fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    match (ctx.type_data(source), ctx.type_data(target)) {
        (
            TypeData::RankedTensor {
                shape: s,
                element: se,
                encoding: sen,
            },
            TypeData::RankedTensor {
                shape: t,
                element: te,
                encoding: ten,
            },
        ) => {
            se == te
                && s.len() == t.len()
                && sen == ten
                && s.iter().zip(t.iter()).all(|(a, b)| {
                    *a == strata_ir::types::DYNAMIC || *b != strata_ir::types::DYNAMIC
                })
        }
        _ => false,
    }
}

/// `tensor.dim` of a static dimension at a constant index folds to that size; otherwise a
/// `tensor.cast` source that is at least as static replaces the operand (in place).
fn fold_dim(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if body.num_operands(op) != 2 || body.num_results(op) != 1 {
        return None;
    }
    let index = match operands.get(1).copied().flatten().map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64_checked()?,
        _ => return None,
    };
    let source = body.operand(op, 0);
    let shape = match ctx.type_data(body.value_type(source)) {
        TypeData::RankedTensor { shape, .. } => shape.clone(),
        _ => return None,
    };
    let dim = *usize::try_from(index).ok().and_then(|i| shape.get(i))?;
    if dim != strata_ir::types::DYNAMIC {
        let index_ty = ctx.builtin_types().index;
        let value = ctx.integer_attr(index_ty, ApInt::from_i64(64, dim));
        return Some(vec![FoldResult::Attr(value)]);
    }
    let cast = defining_op(body, source).filter(|&d| CastOp::cast(ctx, body, d).is_some())?;
    if body.num_operands(cast) != 1 || body.num_results(cast) != 1 {
        return None;
    }
    let cast_source = body.operand(cast, 0);
    let (from, to) = (body.value_type(cast_source), body.value_type(source));
    if !preserves_static_information(ctx, to, from) {
        return None;
    }
    body.set_operand(op, 0, cast_source);
    Some(vec![])
}

/// `tensor.cast` to its own source type folds to the source (MLIR's `CastOpInterface`
/// identity fold).
fn fold_cast(
    _: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if body.num_operands(op) != 1 || body.num_results(op) != 1 {
        return None;
    }
    let src = body.operand(op, 0);
    (body.value_type(src) == body.value_type(body.result(op, 0)))
        .then(|| vec![FoldResult::Value(src)])
}

/// The `tensor` dialect's constants are `arith.constant`s.
fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let arith = DialectHooks::constant_materializer(ctx, "arith")?;
    arith(ctx, body, value, ty, loc)
}

/// Registers the `tensor` ops into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("tensor");
    strata_ir::registry::DialectHooks::register_inlinable(ctx, "tensor");
    DialectHooks::register_constant_materializer(ctx, "tensor", materialize_constant);
    DimOp::register(ctx);
    CastOp::register(ctx);
    ExtractOp::register(ctx);
    canonicalize::register(ctx);
}
