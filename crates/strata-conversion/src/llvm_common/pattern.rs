//! The pattern shapes of the lowerings to the `llvm` dialect: [`OneToOne`] (MLIR's
//! `VectorConvertToLLVMPattern`: one source op becomes one `llvm` op of the same operands,
//! with converted types and attributes, unrolled over n-D vectors), [`LlvmLowering`] (a
//! rewrite function with the LLVM type converter), the LLVM conversion target and the
//! n-D vector unrolling helper.

use std::sync::Arc;

use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::{AttrData, Attribute, Context, Location, NamedAttribute, Type, TypeData};
use strata_llvm::types as lt;
use strata_pass::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionTarget, OpAdaptor, TypeConverter,
};

use super::{LlvmTypeConverter, extract_value, insert_value, poison};

/// How a [`OneToOne`] pattern converts the source op's attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrConversion {
    /// Every attribute is kept.
    PassThrough,
    /// `fastmath` (`#arith.fastmath<...>`) becomes `fastmathFlags` (`#llvm.fastmath<...>`).
    FastMath,
    /// `overflowFlags` (`#arith.overflow<...>`) becomes `#llvm.overflow<...>`.
    Overflow,
}

/// A conversion pattern replacing one op by one op of another name with the same
/// operands (converted), the converted result type and converted attributes; ops on n-D
/// vectors are unrolled into one op per 1-D vector.
pub struct OneToOne {
    /// The source op's name (its typed view's `NAME`).
    pub root: &'static str,
    /// The target op's name (its typed view's `NAME`).
    pub target: &'static str,
    /// How attributes convert.
    pub attrs: AttrConversion,
    /// Whether floats LLVM lacks (f8, ...) make the pattern fail.
    pub fail_on_unsupported_fp: bool,
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

/// Whether `ty` (or its vector element) is a float type the LLVM dialect lacks.
fn is_unsupported_float(ctx: &Context, ty: Type) -> bool {
    let elem = match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    };
    matches!(ctx.type_data(elem), TypeData::Float(_)) && !lt::is_compatible_float(ctx, elem)
}

/// The flags between the angle brackets of an opaque `#arith.<mnemonic><...>` attribute.
fn arith_flags<'c>(ctx: &'c Context, attr: Attribute, mnemonic: &str) -> Option<Vec<&'c str>> {
    match ctx.attr_data(attr) {
        AttrData::Opaque { dialect, body, .. } if ctx.ident_str(*dialect) == "arith" => {
            let inner = body
                .strip_prefix(mnemonic)?
                .strip_prefix('<')?
                .strip_suffix('>')?;
            Some(inner.split(',').map(str::trim).collect())
        }
        _ => None,
    }
}

/// `#llvm.fastmath<...>` of an `#arith.fastmath<...>` attribute (same flag names).
pub fn convert_fastmath(ctx: &Context, attr: Attribute) -> Option<Attribute> {
    let mut bits = 0;
    for f in arith_flags(ctx, attr, "fastmath")? {
        bits |= match f {
            "none" => 0,
            "fast" => strata_llvm::attrs::FASTMATH_FAST,
            f => {
                strata_llvm::attrs::FASTMATH_FLAGS
                    .iter()
                    .find(|x| x.0 == f)?
                    .1
            }
        };
    }
    Some(strata_llvm::attrs::fastmath_attr(ctx, bits))
}

/// The `llvm` overflow flags of an `#arith.overflow<...>` attribute.
pub fn convert_overflow(ctx: &Context, attr: Attribute) -> Option<Attribute> {
    let mut bits = 0;
    for f in arith_flags(ctx, attr, "overflow")? {
        bits |= match f {
            "nsw" => 1,
            "nuw" => 2,
            _ => 0,
        };
    }
    Some(strata_llvm::attrs::int_attr(ctx, 32, bits))
}

/// Every attribute of `op` (inherent then discardable).
pub fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttribute> {
    let d = body.op(op);
    let mut out: Vec<NamedAttribute> = d
        .properties
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    out.extend(ctx.dictionary_entries(d.attributes).iter().copied());
    out
}

/// An op state named `name` whose attributes are `attrs`, split into the target's
/// inherent ones (properties) and discardable ones: [`OneToOne`] creates its target, any
/// op of its table (named through the op's typed view), with the source op's attributes
/// as upstream's generic `oneToOneRewrite` does.
fn state_with_attrs(
    ctx: &Context,
    name: &str,
    loc: Location,
    attrs: &[NamedAttribute],
) -> OperationState {
    let op_name = ctx.op_name(name);
    let inherent: &[&str] = ctx.op_info(op_name).map_or(&[], |i| i.inherent_attrs);
    let (props, disc): (Vec<NamedAttribute>, Vec<NamedAttribute>) = attrs
        .iter()
        .copied()
        .partition(|a| inherent.contains(&ctx.ident_str(a.name)));
    let mut state = OperationState::new(op_name, loc);
    if !props.is_empty() {
        state = state.properties(Some(ctx.dictionary_attr(props)));
    }
    if !disc.is_empty() {
        state = state.attributes(ctx.dictionary_attr(disc));
    }
    state
}

impl OneToOne {
    fn converted_attrs(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<NamedAttribute>> {
        let mut out = Vec::new();
        for a in all_attrs(ctx, body, op) {
            let name = ctx.ident_str(a.name);
            match (self.attrs, name) {
                (AttrConversion::FastMath, "fastmath") => out.push(NamedAttribute {
                    name: ctx.ident("fastmathFlags"),
                    value: convert_fastmath(ctx, a.value)?,
                }),
                (AttrConversion::Overflow, "overflowFlags") => out.push(NamedAttribute {
                    name: a.name,
                    value: convert_overflow(ctx, a.value)?,
                }),
                _ => out.push(a),
            }
        }
        Some(out)
    }
}

impl ConversionPattern for OneToOne {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn debug_name(&self) -> &str {
        self.root
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(self.converter.type_converter())
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        (|| {
            let ctx = rw.ctx();
            let body = rw.body();
            let loc = body.op(op).loc;
            if self.fail_on_unsupported_fp
                && body
                    .operands(op)
                    .chain(body.results(op))
                    .any(|v| is_unsupported_float(ctx, body.value_type(v)))
            {
                return None;
            }
            let operands = adaptor.operands()?;
            if !operands
                .iter()
                .all(|&v| lt::is_compatible(ctx, body.value_type(v)))
            {
                return None;
            }
            let result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
            let result = self.converter.pack_operation_results(ctx, &result_types);
            if !result_types.is_empty() && result.is_none() {
                return None;
            }
            let attrs = self.converted_attrs(ctx, body, op)?;
            let target = self.target;
            let nd = operands
                .first()
                .is_some_and(|&v| lt::array_parts(ctx, body.value_type(v)).is_some());
            let build =
                |rw: &mut ConversionPatternRewriter<'_>, ty: Option<Type>, ops: &[ValueId]| {
                    let mut state =
                        state_with_attrs(ctx, target, loc, &attrs).operands(ops.iter().copied());
                    if let Some(t) = ty {
                        state = state.result(t);
                    }
                    let new = rw.create(state);
                    rw.body().results(new).next()
                };
            if !nd {
                let new_op_result = build(rw, result, &operands);
                let values: Vec<ValueId> = new_op_result.into_iter().collect();
                rw.replace_op(op, &values);
                return Some(());
            }
            let result = result?;
            let v = unroll_nd(rw, loc, result, &operands, |rw, ty, ops| {
                build(rw, Some(ty), ops)
            })?;
            rw.replace_op(op, &[v]);
            Some(())
        })()
        .is_some()
    }
}

/// Unrolls an op over the n-D vector type `result` (an `!llvm.array` nest of 1-D
/// vectors): a poison result, then for each 1-D position the operands that are arrays
/// extracted at it, `create` applied with the 1-D vector type, and the value inserted
/// (MLIR's `handleMultidimensionalVectors`).
pub fn unroll_nd(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    result: Type,
    operands: &[ValueId],
    mut create: impl FnMut(&mut ConversionPatternRewriter<'_>, Type, &[ValueId]) -> Option<ValueId>,
) -> Option<ValueId> {
    let ctx = rw.ctx();
    let mut dims = Vec::new();
    let mut inner = result;
    while let Some((e, n)) = lt::array_parts(ctx, inner) {
        dims.push(n as i64);
        inner = e;
    }
    if dims.is_empty() || dims.contains(&0) {
        return None;
    }
    let mut desc = poison(rw, loc, result);
    let mut pos = vec![0i64; dims.len()];
    loop {
        let mut extracted = Vec::with_capacity(operands.len());
        for &o in operands {
            let is_array = lt::array_parts(ctx, rw.body().value_type(o)).is_some();
            extracted.push(if is_array {
                extract_value(rw, loc, o, &pos)
            } else {
                o
            });
        }
        let v = create(rw, inner, &extracted)?;
        desc = insert_value(rw, loc, desc, v, &pos);
        // Next position, row-major.
        let mut i = dims.len();
        loop {
            if i == 0 {
                return Some(desc);
            }
            i -= 1;
            pos[i] += 1;
            if pos[i] < dims[i] {
                break;
            }
            pos[i] = 0;
        }
    }
}

/// The rewrite of an [`LlvmLowering`]: gets the converted operands and the type
/// converter; `Some(())` if it applied.
pub type LlvmRewriteFn =
    fn(&mut ConversionPatternRewriter<'_>, OpId, &OpAdaptor, &LlvmTypeConverter) -> Option<()>;

/// A lowering of the ops of one name through a rewrite function that uses the LLVM type
/// converter.
pub struct LlvmLowering {
    /// The op's name.
    pub root: &'static str,
    /// The rewrite.
    pub rewrite: LlvmRewriteFn,
    /// The pattern benefit.
    pub benefit: u16,
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl LlvmLowering {
    /// The lowering of the ops named `root` through `rewrite` with `tc`, of benefit 1.
    pub fn new(root: &'static str, rewrite: LlvmRewriteFn, tc: &LlvmTypeConverter) -> Self {
        LlvmLowering {
            root,
            rewrite,
            benefit: 1,
            converter: tc.clone(),
        }
    }
}

impl ConversionPattern for LlvmLowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.root
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(self.converter.type_converter())
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        (self.rewrite)(rw, op, adaptor, &self.converter).is_some()
    }
}

/// The target of the lowerings to LLVM (MLIR's `LLVMConversionTarget`): the `llvm`
/// dialect and `builtin.unrealized_conversion_cast` are legal.
pub fn llvm_conversion_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("llvm")
        .add_legal_op(strata_pass::conversion::UNREALIZED_CONVERSION_CAST);
    target
}
