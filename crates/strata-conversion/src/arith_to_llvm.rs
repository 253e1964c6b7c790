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
    state_with_attrs, unroll_nd,
};
use crate::llvm_common::{LlvmTypeConverter, LowerToLlvmOptions};

/// The one-to-one lowerings: (arith op, llvm op, attribute conversion, fails on floats
/// LLVM lacks).
const ONE_TO_ONE: &[(&str, &str, AttrConversion, bool)] = {
    use AttrConversion::{FastMath as F, Overflow as O, PassThrough as P};
    &[
        ("arith.addf", "llvm.fadd", F, true),
        ("arith.addi", "llvm.add", O, false),
        ("arith.andi", "llvm.and", P, false),
        ("arith.bitcast", "llvm.bitcast", P, false),
        ("arith.divf", "llvm.fdiv", F, true),
        ("arith.divsi", "llvm.sdiv", P, false),
        ("arith.divui", "llvm.udiv", P, false),
        ("arith.extf", "llvm.fpext", P, true),
        ("arith.extsi", "llvm.sext", P, false),
        ("arith.extui", "llvm.zext", P, false),
        ("arith.fptosi", "llvm.fptosi", P, true),
        ("arith.fptoui", "llvm.fptoui", P, true),
        ("arith.maximumf", "llvm.intr.maximum", F, true),
        ("arith.maxnumf", "llvm.intr.maxnum", F, true),
        ("arith.maxsi", "llvm.intr.smax", P, false),
        ("arith.maxui", "llvm.intr.umax", P, false),
        ("arith.minimumf", "llvm.intr.minimum", F, true),
        ("arith.minnumf", "llvm.intr.minnum", F, true),
        ("arith.minsi", "llvm.intr.smin", P, false),
        ("arith.minui", "llvm.intr.umin", P, false),
        ("arith.mulf", "llvm.fmul", F, true),
        ("arith.muli", "llvm.mul", O, false),
        ("arith.negf", "llvm.fneg", F, true),
        ("arith.ori", "llvm.or", P, false),
        ("arith.remf", "llvm.frem", F, true),
        ("arith.remsi", "llvm.srem", P, false),
        ("arith.remui", "llvm.urem", P, false),
        ("arith.select", "llvm.select", P, false),
        ("arith.shli", "llvm.shl", O, false),
        ("arith.shrsi", "llvm.ashr", P, false),
        ("arith.shrui", "llvm.lshr", P, false),
        ("arith.sitofp", "llvm.sitofp", P, false),
        ("arith.subf", "llvm.fsub", F, true),
        ("arith.subi", "llvm.sub", O, false),
        ("arith.trunci", "llvm.trunc", O, false),
        ("arith.uitofp", "llvm.uitofp", P, true),
        ("arith.xori", "llvm.xor", P, false),
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
    let res = tc.convert_type(ctx, result_type(rw.body(), op)?)?;
    let attrs = all_attrs(ctx, rw.body(), op);
    let state = state_with_attrs(ctx, "llvm.mlir.constant", loc(rw, op), &attrs).result(res);
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
    let mut attrs = vec![strata_ir::NamedAttribute {
        name: ctx.ident("predicate"),
        value: if float {
            strata_llvm::attrs::FCmpPredicate::attr(ctx, pred)
        } else {
            strata_llvm::attrs::ICmpPredicate::attr(ctx, pred)
        },
    }];
    if float {
        let fm = op_attr(ctx, body, op, "fastmath")
            .and_then(|a| convert_fastmath(ctx, a))
            .unwrap_or_else(|| strata_llvm::attrs::fastmath_attr(ctx, 0));
        attrs.push(strata_ir::NamedAttribute {
            name: ctx.ident("fastmathFlags"),
            value: fm,
        });
    }
    let name = if float { "llvm.fcmp" } else { "llvm.icmp" };
    let build = |rw: &mut ConversionPatternRewriter<'_>, ty: Type, ops: &[ValueId]| {
        let state = state_with_attrs(ctx, name, l, &attrs)
            .operands(ops.iter().copied())
            .result(ty);
        let new = rw.create(state);
        Some(rw.body().result(new, 0))
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
    let name = if target_bits < source_bits {
        "llvm.trunc"
    } else if unsigned {
        "llvm.zext"
    } else {
        "llvm.sext"
    };
    let build = |rw: &mut ConversionPatternRewriter<'_>, ty: Type, ops: &[ValueId]| {
        let state = state_with_attrs(ctx, name, l, &[])
            .operands(ops.iter().copied())
            .result(ty);
        let new = rw.create(state);
        Some(rw.body().result(new, 0))
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
            target: "llvm.fptrunc",
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
    let ext = if signed { "llvm.sext" } else { "llvm.zext" };
    let mk = |rw: &mut ConversionPatternRewriter<'_>,
              name: &str,
              ops: &[ValueId],
              res: Type,
              attrs: &[strata_ir::NamedAttribute]| {
        let state = state_with_attrs(ctx, name, l, attrs)
            .operands(ops.iter().copied())
            .result(res);
        let new = rw.create(state);
        rw.body().result(new, 0)
    };
    let lhs_ext = mk(rw, ext, &[lhs], wide, &[]);
    let rhs_ext = mk(rw, ext, &[rhs], wide, &[]);
    let mul = mk(rw, "llvm.mul", &[lhs_ext, rhs_ext], wide, &[]);
    let low = mk(rw, "llvm.trunc", &[mul], ty, &[]);
    let value = strata_ir::NamedAttribute {
        name: ctx.ident("value"),
        value: shift_attr,
    };
    let shift = mk(rw, "llvm.mlir.constant", &[], wide, &[value]);
    let high_ext = mk(rw, "llvm.lshr", &[mul, shift], wide, &[]);
    let high = mk(rw, "llvm.trunc", &[high_ext], ty, &[]);
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
