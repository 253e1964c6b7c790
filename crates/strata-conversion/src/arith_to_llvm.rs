//! `convert-arith-to-llvm` (MLIR's `ArithToLLVMConversionPass`): a partial conversion of
//! the `arith` ops into `llvm` ops: the arithmetic one to one (fast-math and overflow
//! flags converted, n-D vectors unrolled), comparisons, casts, `index_cast` as a
//! sign/zero extension or truncation, constants as `llvm.mlir.constant`, the extended
//! multiplications through a wider multiply, `addui_extended` through
//! `llvm.intr.uadd.with.overflow`, and `ceildivsi`/`ceildivui`/`floordivsi`
//! expanded first. Option `index-bitwidth`.

use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Context, Type, TypeData};
use strata_llvm::types as lt;
use strata_pass::conversion::{
    ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, OpAdaptor,
    apply_partial_conversion,
};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions};

use strata_dialects::arith;

use crate::llvm_common::pattern::{
    AttrConversion, LlvmLowering, OneToOne, all_attrs, convert_fastmath, llvm_conversion_target,
    unroll_nd,
};
use crate::llvm_common::{LlvmTypeConverter, LowerToLlvmOptions};

/// The one-to-one lowerings: (arith op, llvm op, attribute conversion, fails on floats
/// LLVM lacks).
const ONE_TO_ONE: &[(&str, &str, AttrConversion, bool)] = {
    use AttrConversion::{FastMath as F, Overflow as O, PassThrough as P};
    &[
        (arith::AddFOp::NAME, strata_llvm::FAddOp::NAME, F, true),
        (arith::AddIOp::NAME, strata_llvm::AddOp::NAME, O, false),
        (arith::AndIOp::NAME, strata_llvm::AndOp::NAME, P, false),
        (
            arith::BitcastOp::NAME,
            strata_llvm::BitcastOp::NAME,
            P,
            false,
        ),
        (arith::DivFOp::NAME, strata_llvm::FDivOp::NAME, F, true),
        (arith::DivSIOp::NAME, strata_llvm::SDivOp::NAME, P, false),
        (arith::DivUIOp::NAME, strata_llvm::UDivOp::NAME, P, false),
        (arith::ExtFOp::NAME, strata_llvm::FPExtOp::NAME, P, true),
        (arith::ExtSIOp::NAME, strata_llvm::SExtOp::NAME, P, false),
        (arith::ExtUIOp::NAME, strata_llvm::ZExtOp::NAME, P, false),
        (arith::FPToSIOp::NAME, strata_llvm::FPToSIOp::NAME, P, true),
        (arith::FPToUIOp::NAME, strata_llvm::FPToUIOp::NAME, P, true),
        (
            arith::MaximumFOp::NAME,
            strata_llvm::MaximumOp::NAME,
            F,
            true,
        ),
        (arith::MaxNumFOp::NAME, strata_llvm::MaxNumOp::NAME, F, true),
        (arith::MaxSIOp::NAME, strata_llvm::SMaxOp::NAME, P, false),
        (arith::MaxUIOp::NAME, strata_llvm::UMaxOp::NAME, P, false),
        (
            arith::MinimumFOp::NAME,
            strata_llvm::MinimumOp::NAME,
            F,
            true,
        ),
        (arith::MinNumFOp::NAME, strata_llvm::MinNumOp::NAME, F, true),
        (arith::MinSIOp::NAME, strata_llvm::SMinOp::NAME, P, false),
        (arith::MinUIOp::NAME, strata_llvm::UMinOp::NAME, P, false),
        (arith::MulFOp::NAME, strata_llvm::FMulOp::NAME, F, true),
        (arith::MulIOp::NAME, strata_llvm::MulOp::NAME, O, false),
        (arith::NegFOp::NAME, strata_llvm::FNegOp::NAME, F, true),
        (arith::OrIOp::NAME, strata_llvm::OrOp::NAME, P, false),
        (arith::RemFOp::NAME, strata_llvm::FRemOp::NAME, F, true),
        (arith::RemSIOp::NAME, strata_llvm::SRemOp::NAME, P, false),
        (arith::RemUIOp::NAME, strata_llvm::URemOp::NAME, P, false),
        (arith::SelectOp::NAME, strata_llvm::SelectOp::NAME, P, false),
        (arith::ShLIOp::NAME, strata_llvm::ShlOp::NAME, O, false),
        (arith::ShRSIOp::NAME, strata_llvm::AShrOp::NAME, P, false),
        (arith::ShRUIOp::NAME, strata_llvm::LShrOp::NAME, P, false),
        (arith::SIToFPOp::NAME, strata_llvm::SIToFPOp::NAME, P, false),
        (arith::SubFOp::NAME, strata_llvm::FSubOp::NAME, F, true),
        (arith::SubIOp::NAME, strata_llvm::SubOp::NAME, O, false),
        (arith::TruncIOp::NAME, strata_llvm::TruncOp::NAME, O, false),
        (arith::UIToFPOp::NAME, strata_llvm::UIToFPOp::NAME, P, true),
        (arith::XOrIOp::NAME, strata_llvm::XOrOp::NAME, P, false),
    ]
};

/// Adds the `arith` to `llvm` patterns (MLIR's `populateArithToLLVMConversionPatterns`).
pub fn populate_arith_to_llvm_patterns(set: &mut ConversionPatternSet, tc: &LlvmTypeConverter) {
    let lowering = |root, rewrite| LlvmLowering::new(root, rewrite, tc);
    set.add(LlvmLowering {
        benefit: 10,
        ..lowering(arith::BitcastOp::NAME, identity_bitcast)
    });
    for &(root, target, attrs, fail_on_unsupported_fp) in ONE_TO_ONE {
        set.add(OneToOne {
            root,
            target,
            attrs,
            fail_on_unsupported_fp,
            converter: tc.clone(),
        });
    }
    set.add(lowering(arith::ConstantOp::NAME, lower_constant));
    set.add(lowering(arith::CmpIOp::NAME, lower_cmpi));
    set.add(lowering(arith::CmpFOp::NAME, lower_cmpf));
    set.add(lowering(arith::IndexCastOp::NAME, lower_index_cast));
    set.add(lowering(arith::IndexCastUIOp::NAME, lower_index_cast));
    set.add(lowering(arith::TruncFOp::NAME, lower_truncf));
    set.add(lowering(arith::AddUIExtendedOp::NAME, lower_add_extended));
    set.add(lowering(arith::MulSIExtendedOp::NAME, lower_mul_extended));
    set.add(lowering(arith::MulUIExtendedOp::NAME, lower_mul_extended));
}

fn loc(rw: &ConversionPatternRewriter<'_>, op: OpId) -> strata_ir::Location {
    rw.body().op(op).loc
}

fn result_type(body: &Body, op: OpId) -> Option<Type> {
    body.results(op).next().map(|r| body.value_type(r))
}

/// `arith.bitcast` between types that convert to the same type: the input.
fn identity_bitcast(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let src = adaptor.get(0)?;
    let res = tc.convert_type(rw.ctx(), result_type(rw.body(), op)?)?;
    if rw.body().value_type(src) != res {
        return None;
    }
    rw.replace_op(op, &[src]);
    Some(())
}

/// `arith.constant` to `llvm.mlir.constant` with the same attributes.
fn lower_constant(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    _adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let res = tc.convert_type(ctx, result_type(body, op)?)?;
    let value = arith::ConstantOp(op).value(ctx, body)?;
    // The discardable attributes come along, as upstream's one-to-one rewrite keeps them.
    let state = strata_llvm::ConstantOp::state(ctx, body, loc(rw, op), res, value)
        .attributes(body.op(op).attributes);
    let new = rw.create(state);
    let v = rw.body().result(new, 0);
    rw.replace_op(op, &[v]);
    Some(())
}

/// The integer value of attribute `name` of `op`.
fn int_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<u64> {
    match ctx.attr_data(op_attr(ctx, body, op, name)?) {
        AttrData::Integer { value, .. } => value.to_i64_checked().map(|v| v as u64),
        _ => None,
    }
}

/// A comparison (`cmpi`/`cmpf`): same predicate numbering in both dialects.
fn lower_cmp(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
    float: bool,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let l = loc(rw, op);
    let operands = adaptor.operands()?;
    let pred = int_attr(ctx, body, op, "predicate")?;
    let res_ty = result_type(body, op)?;
    let res = tc.convert_type(ctx, res_ty)?;
    let predicate = if float {
        strata_llvm::attrs::FCmpPredicate::attr(ctx, pred)
    } else {
        strata_llvm::attrs::ICmpPredicate::attr(ctx, pred)
    };
    let fastmath = float.then(|| {
        op_attr(ctx, body, op, "fastmath")
            .and_then(|a| convert_fastmath(ctx, a))
            .unwrap_or_else(|| strata_llvm::attrs::fastmath_attr(ctx, 0))
    });
    let build = |rw: &mut ConversionPatternRewriter<'_>, _: Type, ops: &[ValueId]| {
        let (lhs, rhs) = (ops[0], ops[1]);
        Some(if float {
            strata_llvm::FCmpOp::build(rw, l, lhs, rhs, predicate, fastmath).res(rw.body())
        } else {
            strata_llvm::ICmpOp::build(rw, l, lhs, rhs, predicate).res(rw.body())
        })
    };
    let nd = lt::array_parts(ctx, rw.body().value_type(operands[0])).is_some();
    let v = if nd {
        if !matches!(ctx.type_data(res_ty), TypeData::Vector { .. }) {
            return None;
        }
        unroll_nd(rw, l, res, &operands, build)?
    } else {
        build(rw, res, &operands)?
    };
    rw.replace_op(op, &[v]);
    Some(())
}

fn lower_cmpi(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    lower_cmp(rw, op, adaptor, tc, false)
}

fn lower_cmpf(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    lower_cmp(rw, op, adaptor, tc, true)
}

fn element_of(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    }
}

/// `index_cast`/`index_castui`: the input when the widths agree, else a truncation or a
/// sign (zero) extension.
fn lower_index_cast(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let l = loc(rw, op);
    let unsigned = arith::IndexCastUIOp::isa(ctx, body, op);
    let res_ty = result_type(body, op)?;
    let in_ty = body.value_type(body.operand(op, 0));
    let width = |t: Type| {
        tc.convert_type(ctx, element_of(ctx, t))
            .and_then(|c| ctx.int_or_float_bit_width(c))
    };
    let (target_bits, source_bits) = (width(res_ty)?, width(in_ty)?);
    let input = adaptor.get(0)?;
    if target_bits == source_bits {
        rw.replace_op(op, &[input]);
        return Some(());
    }
    let build = |rw: &mut ConversionPatternRewriter<'_>, ty: Type, ops: &[ValueId]| {
        Some(int_resize(
            rw,
            l,
            ty,
            ops[0],
            target_bits < source_bits,
            !unsigned,
        ))
    };
    let res = tc.convert_type(ctx, res_ty)?;
    let v = if lt::array_parts(ctx, rw.body().value_type(input)).is_some() {
        if !matches!(ctx.type_data(res_ty), TypeData::Vector { .. }) {
            return None;
        }
        unroll_nd(rw, l, res, &[input], build)?
    } else {
        build(rw, res, &[input])?
    };
    rw.replace_op(op, &[v]);
    Some(())
}

/// `arith.truncf`: without a rounding mode `llvm.fptrunc`; with one the constrained
/// intrinsic `llvm.intr.experimental.constrained.fptrunc` with the LLVM rounding mode and
/// the `ignore` exception behaviour, the other attributes (`fastmath`) kept as they are
/// (MLIR's `AttrConverterConstrainedFPToLLVM`); n-D vectors unrolled.
fn lower_truncf(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(mode) = op_attr(ctx, body, op, "roundingmode") else {
        let pattern = OneToOne {
            root: arith::TruncFOp::NAME,
            target: strata_llvm::FPTruncOp::NAME,
            attrs: AttrConversion::PassThrough,
            fail_on_unsupported_fp: true,
            converter: tc.clone(),
        };
        return strata_pass::conversion::ConversionPattern::match_and_rewrite(
            &pattern, op, adaptor, rw,
        )
        .then_some(());
    };
    // arith's cases (to_nearest_even, downward, upward, toward_zero, to_nearest_away) as
    // LLVM rounding modes.
    const LLVM_MODE: [i64; 5] = [1, 3, 2, 0, 4];
    let case = match ctx.attr_data(mode) {
        AttrData::Integer { value, .. } => usize::try_from(value.to_i64_checked()?).ok()?,
        _ => return None,
    };
    let llvm_mode = *LLVM_MODE.get(case)?;
    let l = loc(rw, op);
    let res_ty = result_type(body, op)?;
    let in_ty = body.value_type(body.operand(op, 0));
    if is_unsupported_float_like(ctx, in_ty) || is_unsupported_float_like(ctx, res_ty) {
        return None;
    }
    let res = tc.convert_type(ctx, res_ty)?;
    let kept: Vec<strata_ir::NamedAttribute> = all_attrs(ctx, body, op)
        .into_iter()
        .filter(|a| ctx.ident_str(a.name) != "roundingmode")
        .collect();
    let input = adaptor.get(0)?;
    let rm = strata_llvm::rounding_mode_attr(ctx, llvm_mode);
    let feb = strata_llvm::fp_exception_behavior_attr(ctx, 0);
    let build = |rw: &mut ConversionPatternRewriter<'_>, ty: Type, ops: &[ValueId]| {
        let new = strata_llvm::ConstrainedFPTruncOp::build(rw, l, ty, ops[0], rm, feb);
        if !kept.is_empty() {
            let dict = ctx.dictionary_attr(kept.clone());
            rw.modify_op_in_place(new.0, |b| b.op_mut(new.0).attributes = dict);
        }
        Some(new.res(rw.body()))
    };
    let v = if lt::array_parts(ctx, rw.body().value_type(input)).is_some() {
        unroll_nd(rw, l, res, &[input], build)?
    } else {
        build(rw, res, &[input])?
    };
    rw.replace_op(op, &[v]);
    Some(())
}

/// `v` truncated to `ty` (`llvm.trunc`) when `narrow`, else sign (`signed`) or zero
/// extended to it.
fn int_resize(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: strata_ir::Location,
    ty: Type,
    v: ValueId,
    narrow: bool,
    signed: bool,
) -> ValueId {
    if narrow {
        strata_llvm::TruncOp::build(rw, loc, ty, v, None).res(rw.body())
    } else if signed {
        strata_llvm::SExtOp::build(rw, loc, ty, v).res(rw.body())
    } else {
        strata_llvm::ZExtOp::build(rw, loc, ty, v, None).res(rw.body())
    }
}

/// Whether `ty` (or its element) is a float type LLVM lacks.
fn is_unsupported_float_like(ctx: &Context, ty: Type) -> bool {
    let elem = element_of(ctx, ty);
    matches!(ctx.type_data(elem), TypeData::Float(_)) && !lt::is_compatible_float(ctx, elem)
}

/// `addui_extended` on scalars and 1-D vectors: `llvm.intr.uadd.with.overflow` and the two
/// fields of its struct (n-D vectors are left, as upstream).
fn lower_add_extended(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let l = loc(rw, op);
    let (lhs, rhs) = (adaptor.get(0)?, adaptor.get(1)?);
    let ty = body.value_type(lhs);
    if !lt::is_compatible(ctx, ty) || lt::array_parts(ctx, ty).is_some() {
        return None;
    }
    let sum_ty = body.value_type(body.result(op, 0));
    let overflow_ty = tc.convert_type(ctx, body.value_type(body.result(op, 1)))?;
    let st = lt::struct_type(ctx, &[sum_ty, overflow_ty], false).ok()?;
    let add = strata_llvm::UAddWithOverflowOp::build(rw, l, st, lhs, rhs).res(rw.body());
    let sum = crate::llvm_common::extract_value(rw, l, add, &[0]);
    let overflow = crate::llvm_common::extract_value(rw, l, add, &[1]);
    rw.replace_op(op, &[sum, overflow]);
    Some(())
}

/// `mulsi_extended`/`mului_extended` on scalars and 1-D vectors: both operands extended
/// to twice the width, multiplied, the low half truncated and the high half shifted down
/// and truncated.
fn lower_mul_extended(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    _tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let l = loc(rw, op);
    let signed = arith::MulSIExtendedOp::isa(ctx, body, op);
    let (lhs, rhs) = (adaptor.get(0)?, adaptor.get(1)?);
    let ty = body.value_type(lhs);
    if !lt::is_compatible(ctx, ty) || lt::array_parts(ctx, ty).is_some() {
        return None;
    }
    let elem = element_of(ctx, ty);
    let width = ctx.int_or_float_bit_width(elem)?;
    let wide_elem = ctx.integer_type(2 * width, strata_ir::Signedness::Signless);
    let wide_value = strata_ir::apint::ApInt::from_i64(2 * width, i64::from(width));
    let (wide, shift_attr) = match ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => {
            let wt = ctx.intern_type(TypeData::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                element: wide_elem,
            });
            let wide_bits = 2 * width;
            if wide_bits % 8 != 0 || wide_bits > 64 {
                return None;
            }
            let bytes = u64::from(width).to_le_bytes()[..(wide_bits / 8) as usize].to_vec();
            let attr = ctx.intern_attr(AttrData::DenseElements {
                ty: wt,
                data: strata_ir::attributes::DenseData::Numeric {
                    splat: true,
                    raw: bytes.into_boxed_slice(),
                },
            });
            (wt, attr)
        }
        _ => (wide_elem, ctx.integer_attr(wide_elem, wide_value)),
    };
    let lhs_ext = int_resize(rw, l, wide, lhs, false, signed);
    let rhs_ext = int_resize(rw, l, wide, rhs, false, signed);
    let mul = strata_llvm::MulOp::build(rw, l, lhs_ext, rhs_ext, None).res(rw.body());
    let low = int_resize(rw, l, ty, mul, true, signed);
    let shift = strata_llvm::ConstantOp::build(rw, l, wide, shift_attr).res(rw.body());
    let high_ext = strata_llvm::LShrOp::build(rw, l, mul, shift, None).res(rw.body());
    let high = int_resize(rw, l, ty, high_ext, true, signed);
    rw.replace_op(op, &[low, high]);
    Some(())
}

/// Parses an unsigned option value (mlir-opt's message otherwise).
pub fn parse_uint(option: &str, value: Option<&str>) -> Result<u32, OptionError> {
    let v = value.unwrap_or("");
    v.parse::<u32>().map_err(|_| OptionError::InvalidValue {
        option: option.to_string(),
        message: format!("'{v}' value invalid for uint argument!"),
    })
}

/// Options of the `*-to-llvm` passes that take only `index-bitwidth`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IndexBitwidthOptions {
    /// `index-bitwidth` (0: the data layout's, 64).
    pub index_bitwidth: u32,
}

impl PassOptions for IndexBitwidthOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "index-bitwidth" => {
                self.index_bitwidth = parse_uint(key, value)?;
            }
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!("index-bitwidth={}", self.index_bitwidth));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![(
            "index-bitwidth",
            "Bitwidth of the index type, 0 to use size of machine word",
        )]
    }
}

impl IndexBitwidthOptions {
    /// The type converter options.
    pub fn lowering_options(&self) -> LowerToLlvmOptions {
        LowerToLlvmOptions::default().with_index_bitwidth(self.index_bitwidth)
    }
}

/// `convert-arith-to-llvm`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ArithToLlvm {
    /// Its options.
    pub options: IndexBitwidthOptions,
}

impl Pass for ArithToLlvm {
    fn argument(&self) -> &'static str {
        "convert-arith-to-llvm"
    }
    fn name(&self) -> &'static str {
        "ArithToLLVMConversionPass"
    }
    fn summary(&self) -> &'static str {
        "Convert Arith dialect to LLVM dialect"
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
        let tc = LlvmTypeConverter::new(self.options.lowering_options());
        let mut set = ConversionPatternSet::new();
        set.extend(&arith::transforms::ArithExpand::ceil_floor_div_patterns());
        populate_arith_to_llvm_patterns(&mut set, &tc);
        let patterns = set.freeze(ctx);
        let target = llvm_conversion_target();
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
