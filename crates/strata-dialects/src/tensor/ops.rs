//! The `tensor` ops, declared with `op!`: `tensor.dim`, `tensor.cast` and
//! `tensor.extract` with their type constraints, verifiers and hand-written syntax.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::ShapedDimOpInterface;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::{Context, Type, TypeData};

use strata_ods::{TypeConstraint, op};

use super::fold::{fold_cast, fold_dim};

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
    /// The size of one dimension of a tensor.
    ///
    /// `tensor.dim` returns, as an `index`, the size of dimension `index` of `source`
    /// (ranked of rank > 0, or unranked). A static size at a constant index folds to a
    /// constant; the size of a `tensor.cast` result is read from the cast's source when
    /// that is at least as static.
    ///
    /// ```mlir
    /// func.func @size(%t: tensor<4x?xf32>) -> index {
    ///   %c1 = arith.constant 1 : index
    ///   %dim = tensor.dim %t, %c1 : tensor<4x?xf32>
    ///   return %dim : index
    /// }
    /// ```
    pub struct DimOp = "tensor.dim" {
        traits: [pure],
        operands: [source: NonZeroRankedOrUnrankedTensor, index: IndexType],
        results: [result: IndexType],
        result_names: dim_names,
        fold: fold_dim,
        implements: [ShapedDimOpInterface {
            shaped_value: |_, body, op| DimOp(op).source(body),
            dimension: |_, body, op| DimOp(op).index(body),
        }],
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

/// The element type of a tensor type.
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
    /// A cast between tensor types of compatible shapes.
    ///
    /// `tensor.cast` converts a tensor to a type with the same element type and a
    /// compatible shape: it may make static dimensions dynamic or dynamic ones static
    /// (asserting their size), and may add or drop the rank. A cast to the source's own
    /// type folds away, and chains of casts that add no runtime check become one.
    ///
    /// ```mlir
    /// func.func @erase(%t: tensor<4x?xf32>) -> tensor<*xf32> {
    ///   %cast = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
    ///   %cast_0 = tensor.cast %cast : tensor<?x?xf32> to tensor<*xf32>
    ///   return %cast_0 : tensor<*xf32>
    /// }
    /// ```
    pub struct CastOp = "tensor.cast" {
        traits: [pure],
        operands: [source: AnyTensor],
        results: [dest: AnyTensor],
        verify: verify_tensor_cast,
        result_names: cast_names,
        fold: fold_cast,
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
    /// Reads one element of a ranked tensor.
    ///
    /// `tensor.extract` returns the element of `tensor` at `indices`, one `index` per
    /// dimension (none for a 0-d tensor); the result type is the element type.
    /// Extracting from a `tensor.cast` of a ranked tensor reads the cast's source.
    ///
    /// ```mlir
    /// func.func @read(%t: tensor<4x?xf32>, %i: index, %j: index) -> f32 {
    ///   %extracted = tensor.extract %t[%i, %j] : tensor<4x?xf32>
    ///   return %extracted : f32
    /// }
    /// ```
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
