//! `arith-expand` (MLIR's `ArithExpandOpsPass`): a partial dialect conversion expanding
//! `ceildivsi`/`ceildivui`/`floordivsi`, the integer and float min/max ops and the
//! scaling extensions/truncations into simpler `arith` ops, and, with options, `extf`/
//! `truncf` from/to `bf16`, `f8E8M0FNU` and `f4E2M1FN` into integer bit manipulation.

use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::float::FloatKind;
use strata_ir::ir::{Body, Op, OpId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{Attribute, Context, Location, Signedness, Type, TypeData};
use strata_pass::conversion::{
    ConversionConfig, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget, OpAdaptor, apply_partial_conversion,
};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};

use crate::arith::attrs::cmpf::{UGT as F_UGT, ULT as F_ULT, UNE as F_UNE, UNO as F_UNO};
use crate::arith::attrs::cmpi::{EQ, NE, SGT, SLE, SLT, UGE, UGT, ULT};
use crate::arith::attrs::predicate_attr;
use crate::arith::fold::{float_attr, int_attr};
use crate::arith::{
    AddIOp, AndIOp, BitcastOp, CeilDivSIOp, CeilDivUIOp, CmpFOp, CmpIOp, ConstantOp, DivFOp,
    DivSIOp, DivUIOp, ExtFOp, ExtUIOp, FloorDivSIOp, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp,
    MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, OrIOp, ScalingExtFOp, ScalingTruncFOp,
    SelectOp, ShLIOp, ShRUIOp, SubIOp, TruncFOp, TruncIOp,
};

/// The element type of a vector/tensor type, else the type itself.
fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element } => *element,
        _ => ty,
    }
}

/// `to` with the shape of `like` if `like` is a vector or tensor (MLIR's
/// `cloneToShapedType`).
fn clone_shape(ctx: &Context, like: Type, to: Type) -> Type {
    match ctx.type_data(like) {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: to,
        }),
        TypeData::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeData::RankedTensor {
            shape: shape.clone(),
            element: to,
            encoding: *encoding,
        }),
        TypeData::UnrankedTensor { .. } => {
            ctx.intern_type(TypeData::UnrankedTensor { element: to })
        }
        _ => to,
    }
}

fn float_kind_of(ctx: &Context, ty: Type) -> Option<FloatKind> {
    ctx.float_kind(element_type(ctx, ty))
}

fn bit_width(ctx: &Context, ty: Type) -> u32 {
    ctx.int_or_float_bit_width(element_type(ctx, ty))
        .unwrap_or(0)
}

/// Creates the ops of an expansion before the op being expanded, at its location, through
/// the generated builders (integer ops with overflow flags get `overflow<none>`, float ops
/// with default fast-math flags `fastmath<none>` unless given).
struct Emitter<'r, 'a> {
    rw: &'r mut ConversionPatternRewriter<'a>,
    loc: Location,
    /// The expanded op's `fastmath` attribute, for the float ops that pass it on.
    fastmath: Option<Attribute>,
}

/// Emitter methods for binary ops whose result has the operands' type.
macro_rules! binary {
    ($($(#[$m:meta])* $method:ident => $op:ident($($extra:expr),*);)*) => {
        $(
            $(#[$m])*
            fn $method(&mut self, a: ValueId, b: ValueId) -> ValueId {
                let op = $op::build(self.rw, self.loc, a, b $(, $extra)*);
                self.value(op)
            }
        )*
    };
}

impl Emitter<'_, '_> {
    fn ctx(&self) -> &Context {
        self.rw.ctx()
    }

    fn ty(&self, v: ValueId) -> Type {
        self.rw.body().value_type(v)
    }

    /// The single result of `op`.
    fn value(&self, op: impl Op) -> ValueId {
        self.rw.body().result(op.id(), 0)
    }

    binary! {
        addi => AddIOp(None);
        subi => SubIOp(None);
        muli => MulIOp(None);
        divsi => DivSIOp(None);
        divui => DivUIOp(None);
        andi => AndIOp();
        ori => OrIOp();
        shli => ShLIOp(None);
        shrui => ShRUIOp(None);
        /// `minnumf` without fast-math flags.
        minnumf => MinNumFOp(None);
        /// `maxnumf` without fast-math flags.
        maxnumf => MaxNumFOp(None);
    }

    /// `mulf` with the expanded op's fast-math flags.
    fn mulf(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let op = MulFOp::build(self.rw, self.loc, a, b, self.fastmath);
        self.value(op)
    }

    /// `divf` with the expanded op's fast-math flags.
    fn divf(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let op = DivFOp::build(self.rw, self.loc, a, b, self.fastmath);
        self.value(op)
    }

    fn bitcast(&mut self, v: ValueId, ty: Type) -> ValueId {
        let op = BitcastOp::build(self.rw, self.loc, ty, v);
        self.value(op)
    }

    fn extui(&mut self, v: ValueId, ty: Type) -> ValueId {
        let op = ExtUIOp::build(self.rw, self.loc, ty, v);
        self.value(op)
    }

    fn trunci(&mut self, v: ValueId, ty: Type) -> ValueId {
        let op = TruncIOp::build(self.rw, self.loc, ty, v, None);
        self.value(op)
    }

    /// `extf` to `ty` with fast-math flags `fastmath`.
    fn extf(&mut self, v: ValueId, ty: Type, fastmath: Option<Attribute>) -> ValueId {
        let op = ExtFOp::build(self.rw, self.loc, ty, v, fastmath);
        self.value(op)
    }

    /// `truncf` to `ty` with rounding mode `rounding` and fast-math flags `fastmath`.
    fn truncf(
        &mut self,
        v: ValueId,
        ty: Type,
        rounding: Option<Attribute>,
        fastmath: Option<Attribute>,
    ) -> ValueId {
        let op = TruncFOp::build(self.rw, self.loc, ty, v, rounding, fastmath);
        self.value(op)
    }

    fn cmpi(&mut self, p: u64, a: ValueId, b: ValueId) -> ValueId {
        let pred = predicate_attr(self.ctx(), p);
        let op = CmpIOp::build(self.rw, self.loc, a, b, pred);
        self.value(op)
    }

    /// `cmpf` without fast-math flags.
    fn cmpf(&mut self, p: u64, a: ValueId, b: ValueId) -> ValueId {
        let pred = predicate_attr(self.ctx(), p);
        let op = CmpFOp::build(self.rw, self.loc, a, b, pred, None);
        self.value(op)
    }

    fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        let op = SelectOp::build(self.rw, self.loc, ty, c, a, b);
        self.value(op)
    }

    /// An integer constant of type `ty` (a splat for shaped types), from a signed value
    /// truncated to the element width.
    fn int_const(&mut self, ty: Type, value: i64) -> Option<ValueId> {
        let ctx = self.rw.ctx();
        let width = match ctx.type_data(element_type(ctx, ty)) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Index => 64,
            _ => return None,
        };
        let attr = int_attr(ctx, ty, ApInt::from_i64(width, value))?;
        Some(self.constant(attr))
    }

    /// An `f32`-element float constant of type `ty`.
    fn f32_const(&mut self, ty: Type, value: f32) -> Option<ValueId> {
        let attr = float_attr(self.rw.ctx(), ty, u128::from(value.to_bits()))?;
        Some(self.constant(attr))
    }

    fn constant(&mut self, attr: Attribute) -> ValueId {
        let op = ConstantOp::build(self.rw, self.loc, attr);
        self.value(op)
    }
}

/// An expansion: the op it applies to and the function rewriting it (returns `None` when
/// it does not apply).
#[derive(Clone, Copy)]
struct Expansion {
    root: &'static str,
    name: &'static str,
    expand: fn(&mut Emitter<'_, '_>, OpId, &[ValueId]) -> Option<ValueId>,
}

impl ConversionPattern for Expansion {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let body = rewriter.body();
        if body.num_results(op) != 1 {
            return false;
        }
        let Some(operands) = adaptor.operands() else {
            return false;
        };
        let loc = body.op(op).loc;
        let fastmath = op_attr(rewriter.ctx(), body, op, "fastmath");
        let mut b = Emitter {
            rw: rewriter,
            loc,
            fastmath,
        };
        match (self.expand)(&mut b, op, &operands) {
            Some(v) => {
                rewriter.replace_op(op, &[v]);
                true
            }
            None => false,
        }
    }
}

fn two(operands: &[ValueId]) -> Option<(ValueId, ValueId)> {
    match operands {
        [a, b] => Some((*a, *b)),
        _ => None,
    }
}

fn result_type(b: &Emitter<'_, '_>, op: OpId) -> Type {
    let body = b.rw.body();
    body.value_type(body.result(op, 0))
}

/// `ceildivui(n, m)` -> `n == 0 ? 0 : ((n - 1) / m) + 1`.
fn ceildivui(b: &mut Emitter<'_, '_>, _op: OpId, operands: &[ValueId]) -> Option<ValueId> {
    let (x, y) = two(operands)?;
    let ty = b.ty(x);
    let zero = b.int_const(ty, 0)?;
    let cmp = b.cmpi(EQ, x, zero);
    let one = b.int_const(ty, 1)?;
    let minus_one = b.subi(x, one);
    let quotient = b.divui(minus_one, y);
    let plus_one = b.addi(quotient, one);
    Some(b.select(cmp, zero, plus_one))
}

/// `ceildivsi(a, b)` -> `q = a / b; (q * b != a && (a < 0) == (b < 0)) ? q + 1 : q`.
fn ceildivsi(b: &mut Emitter<'_, '_>, op: OpId, operands: &[ValueId]) -> Option<ValueId> {
    let (x, y) = two(operands)?;
    let ty = result_type(b, op);
    let zero = b.int_const(ty, 0)?;
    let one = b.int_const(ty, 1)?;
    let q = b.divsi(x, y);
    let prod = b.muli(q, y);
    let ne = b.cmpi(NE, x, prod);
    let x_neg = b.cmpi(SLT, x, zero);
    let y_neg = b.cmpi(SLT, y, zero);
    let same = b.cmpi(EQ, x_neg, y_neg);
    let cond = b.andi(ne, same);
    let q1 = b.addi(q, one);
    Some(b.select(cond, q1, q))
}

/// `floordivsi(a, b)` -> `q = a / b; (q * b != a && (a < 0) != (b < 0)) ? q - 1 : q`.
fn floordivsi(b: &mut Emitter<'_, '_>, op: OpId, operands: &[ValueId]) -> Option<ValueId> {
    let (x, y) = two(operands)?;
    let ty = result_type(b, op);
    let q = b.divsi(x, y);
    let prod = b.muli(q, y);
    let ne = b.cmpi(NE, x, prod);
    let zero = b.int_const(ty, 0)?;
    let x_neg = b.cmpi(SLT, x, zero);
    let y_neg = b.cmpi(SLT, y, zero);
    let opposite = b.cmpi(NE, x_neg, y_neg);
    let cond = b.andi(ne, opposite);
    let minus_one = b.int_const(ty, -1)?;
    let q1 = b.addi(q, minus_one);
    Some(b.select(cond, q1, q))
}

/// `max/min(s/u)i(a, b)` -> `select(cmpi(pred, a, b), a, b)`.
fn minmax_i(pred: u64) -> fn(&mut Emitter<'_, '_>, OpId, &[ValueId]) -> Option<ValueId> {
    match pred {
        SGT => |b, _, o| {
            let (x, y) = two(o)?;
            let c = b.cmpi(SGT, x, y);
            Some(b.select(c, x, y))
        },
        UGT => |b, _, o| {
            let (x, y) = two(o)?;
            let c = b.cmpi(UGT, x, y);
            Some(b.select(c, x, y))
        },
        SLT => |b, _, o| {
            let (x, y) = two(o)?;
            let c = b.cmpi(SLT, x, y);
            Some(b.select(c, x, y))
        },
        _ => |b, _, o| {
            let (x, y) = two(o)?;
            let c = b.cmpi(ULT, x, y);
            Some(b.select(c, x, y))
        },
    }
}

/// `maximumf`/`minimumf`: `isnan(b) ? b : (cmpf(pred, a, b) ? a : b)`.
fn maximum_minimum(b: &mut Emitter<'_, '_>, pred: u64, o: &[ValueId]) -> Option<ValueId> {
    let (x, y) = two(o)?;
    let c = b.cmpf(pred, x, y);
    let s = b.select(c, x, y);
    let nan = b.cmpf(F_UNO, y, y);
    Some(b.select(nan, y, s))
}

/// `maxnumf`/`minnumf`: `isnan(a) ? b : (cmpf(pred, a, b) ? a : b)`.
fn maxnum_minnum(b: &mut Emitter<'_, '_>, pred: u64, o: &[ValueId]) -> Option<ValueId> {
    let (x, y) = two(o)?;
    let c = b.cmpf(pred, x, y);
    let s = b.select(c, x, y);
    let nan = b.cmpf(F_UNO, x, x);
    Some(b.select(nan, y, s))
}

fn scaling_scale(b: &mut Emitter<'_, '_>, scale: ValueId) -> Option<ValueId> {
    let ctx = b.ctx();
    let scale_ty = b.ty(scale);
    let mut scale = scale;
    let mut kind = float_kind_of(ctx, scale_ty);
    if bit_width(ctx, scale_ty) >= 16 {
        let e8 = ctx.float_type(FloatKind::F8E8M0FNU);
        let ty = clone_shape(ctx, scale_ty, e8);
        scale = b.truncf(scale, ty, None, b.fastmath);
        kind = Some(FloatKind::F8E8M0FNU);
    }
    (kind == Some(FloatKind::F8E8M0FNU)).then_some(scale)
}

/// `scaling_extf(x, s)` -> `extf(x) * extf(s)` (the scale first truncated to
/// `f8E8M0FNU` if 16 bits or wider).
fn scaling_extf(b: &mut Emitter<'_, '_>, op: OpId, o: &[ValueId]) -> Option<ValueId> {
    let (x, s) = two(o)?;
    let s = scaling_scale(b, s)?;
    let ty = result_type(b, op);
    let s_ext = b.extf(s, ty, b.fastmath);
    let x_ext = b.extf(x, ty, b.fastmath);
    Some(b.mulf(x_ext, s_ext))
}

/// `scaling_truncf(x, s)` -> `truncf(x / extf(s))`.
fn scaling_truncf(b: &mut Emitter<'_, '_>, op: OpId, o: &[ValueId]) -> Option<ValueId> {
    let (x, s) = two(o)?;
    let s = scaling_scale(b, s)?;
    let ty = result_type(b, op);
    let in_ty = b.ty(x);
    let s_ext = b.extf(s, in_ty, b.fastmath);
    let q = b.divf(x, s_ext);
    let rounding = ScalingTruncFOp(op).roundingmode(b.ctx(), b.rw.body());
    Some(b.truncf(q, ty, rounding, b.fastmath))
}

fn shaped(b: &Emitter<'_, '_>, like: Type, to: Type) -> Type {
    clone_shape(b.ctx(), like, to)
}

fn int_ty(b: &Emitter<'_, '_>, width: u32) -> Type {
    b.ctx().integer_type(width, Signedness::Signless)
}

/// `extf bf16 -> f32`: shift the bits into the upper half.
fn bf16_extf(b: &mut Emitter<'_, '_>, op: OpId, o: &[ValueId]) -> Option<ValueId> {
    let [x] = o else { return None };
    let in_ty = b.ty(*x);
    let out_ty = result_type(b, op);
    let ctx = b.ctx();
    if float_kind_of(ctx, in_ty) != Some(FloatKind::BF16)
        || float_kind_of(ctx, out_ty) != Some(FloatKind::F32)
    {
        return None;
    }
    let i16t = shaped(b, in_ty, int_ty(b, 16));
    let i32t = shaped(b, in_ty, int_ty(b, 32));
    let bits = b.bitcast(*x, i16t);
    let ext = b.extui(bits, i32t);
    let c16 = b.int_const(i32t, 16)?;
    let shl = b.shli(ext, c16);
    Some(b.bitcast(shl, out_ty))
}

/// `truncf f32 -> bf16` (default rounding only): round to nearest even through a bias,
/// NaNs become a quiet NaN.
fn bf16_truncf(b: &mut Emitter<'_, '_>, op: OpId, o: &[ValueId]) -> Option<ValueId> {
    let [x] = o else { return None };
    let x = *x;
    let in_ty = b.ty(x);
    let out_ty = result_type(b, op);
    let ctx = b.ctx();
    if float_kind_of(ctx, in_ty) != Some(FloatKind::F32)
        || float_kind_of(ctx, out_ty) != Some(FloatKind::BF16)
        || TruncFOp(op).roundingmode(ctx, b.rw.body()).is_some()
    {
        return None;
    }
    let i16t = shaped(b, in_ty, int_ty(b, 16));
    let i32t = shaped(b, in_ty, int_ty(b, 32));
    let is_nan = b.cmpf(F_UNE, x, x);
    let c7fff = b.int_const(i32t, 0x7fff)?;
    let c7fc0 = b.int_const(i16t, 0x7fc0)?;
    let c16 = b.int_const(i32t, 16)?;
    let c1 = b.int_const(i32t, 1)?;
    let bits = b.bitcast(x, i32t);
    let shr = b.shrui(bits, c16);
    let bit16 = b.andi(shr, c1);
    let bias = b.addi(bit16, c7fff);
    let biased = b.addi(bits, bias);
    let shifted = b.shrui(biased, c16);
    let normal = b.trunci(shifted, i16t);
    let sel = b.select(is_nan, c7fc0, normal);
    Some(b.bitcast(sel, out_ty))
}

/// `extf f4E2M1FN -> float` through the bit patterns of the eight magnitudes.
fn f4_extf(b: &mut Emitter<'_, '_>, op: OpId, o: &[ValueId]) -> Option<ValueId> {
    let [x] = o else { return None };
    let in_ty = b.ty(*x);
    let out_ty = result_type(b, op);
    let ctx = b.ctx();
    if float_kind_of(ctx, in_ty) != Some(FloatKind::F4E2M1FN) {
        return None;
    }
    let out_is_f32 = float_kind_of(ctx, out_ty) == Some(FloatKind::F32);
    let f32t = shaped(b, in_ty, ctx.builtin_types().f32);
    let i4t = shaped(b, in_ty, int_ty(b, 4));
    let i32t = shaped(b, in_ty, int_ty(b, 32));
    let bits = b.bitcast(*x, i4t);
    let c0 = b.int_const(i4t, 0)?;
    let c1 = b.int_const(i4t, 1)?;
    let c2 = b.int_const(i4t, 2)?;
    let c4 = b.int_const(i4t, 4)?;
    let c7 = b.int_const(i4t, 7)?;
    let no_sign = b.andi(bits, c7);
    let c14 = b.int_const(i32t, 0x14)?;
    let low = b.shli(no_sign, c2);
    let is_half = b.cmpi(EQ, no_sign, c1);
    let low = b.select(is_half, c0, low);
    let low = b.extui(low, i32t);
    let low = b.shli(low, c14);
    let zero_exp = b.int_const(i32t, 0)?;
    let high_exp = b.int_const(i32t, 0x4000_0000)?;
    let low_exp = b.int_const(i32t, 0x3f00_0000)?;
    let larger = b.cmpi(UGE, no_sign, c4);
    let exp = b.select(larger, high_exp, low_exp);
    let is_zero = b.cmpi(EQ, no_sign, c0);
    let exp = b.select(is_zero, zero_exp, exp);
    let sign_bit = b.int_const(i32t, 0x8000_0000_u32 as i32 as i64)?;
    let c8 = b.int_const(i4t, 8)?;
    let negative = b.cmpi(UGE, bits, c8);
    let sign = b.select(negative, sign_bit, zero_exp);
    let sum = b.addi(low, exp);
    let sum = b.addi(sum, sign);
    let result = b.bitcast(sum, f32t);
    if out_is_f32 {
        Some(result)
    } else {
        Some(b.truncf(result, out_ty, None, None))
    }
}

/// `extf f8E8M0FNU -> float`: the byte becomes the `f32` exponent; `0xff` is NaN.
fn f8e8m0_extf(b: &mut Emitter<'_, '_>, op: OpId, o: &[ValueId]) -> Option<ValueId> {
    let [x] = o else { return None };
    let in_ty = b.ty(*x);
    let out_ty = result_type(b, op);
    let ctx = b.ctx();
    if float_kind_of(ctx, in_ty) != Some(FloatKind::F8E8M0FNU) {
        return None;
    }
    let out_width = bit_width(ctx, out_ty);
    let i8t = shaped(b, in_ty, int_ty(b, 8));
    let i32t = shaped(b, in_ty, int_ty(b, 32));
    let f32t = shaped(b, in_ty, ctx.builtin_types().f32);
    let bits = b.bitcast(*x, i8t);
    let f8_nan = b.int_const(i8t, 0xff)?;
    let f32_nan = b.int_const(i32t, 0xffff_ffff_u32 as i32 as i64)?;
    let c23 = b.int_const(i32t, 23)?;
    let ext = b.extui(bits, i32t);
    let f32_bits = b.shli(ext, c23);
    let is_nan = b.cmpi(EQ, bits, f8_nan);
    let f32_bits = b.select(is_nan, f32_nan, f32_bits);
    let result = b.bitcast(f32_bits, f32t);
    Some(match out_width.cmp(&32) {
        std::cmp::Ordering::Less => b.truncf(result, out_ty, None, b.fastmath),
        std::cmp::Ordering::Greater => b.extf(result, out_ty, b.fastmath),
        std::cmp::Ordering::Equal => result,
    })
}

/// `truncf float -> f4E2M1FN` with round to nearest, ties to even (OCP MX spec).
fn f4_truncf(b: &mut Emitter<'_, '_>, op: OpId, o: &[ValueId]) -> Option<ValueId> {
    let [x] = o else { return None };
    let mut x = *x;
    let in_ty = b.ty(x);
    let out_ty = result_type(b, op);
    let ctx = b.ctx();
    let i4t = shaped(b, in_ty, int_ty(b, 4));
    let i8t = shaped(b, in_ty, int_ty(b, 8));
    let i32t = shaped(b, in_ty, int_ty(b, 32));
    let f32t = shaped(b, in_ty, ctx.builtin_types().f32);
    if float_kind_of(ctx, out_ty) != Some(FloatKind::F4E2M1FN) {
        return None;
    }
    if float_kind_of(ctx, in_ty) != Some(FloatKind::F32) {
        x = b.extf(x, f32t, None);
    }
    let c1 = b.int_const(i4t, 1)?;
    let c3 = b.int_const(i4t, 3)?;
    let c22 = b.int_const(i32t, 22)?;
    let c00 = b.int_const(i8t, 0)?;
    let cff = b.int_const(i8t, 0xff)?;
    let zero_exp = b.int_const(i32t, 0)?;
    // Clamp to [-6, 6].
    let hi = b.f32_const(f32t, 6.0)?;
    let lo = b.f32_const(f32t, -6.0)?;
    let clamped = b.minnumf(hi, x);
    let clamped = b.maxnumf(lo, clamped);
    let bits = b.bitcast(clamped, i32t);
    // Sign.
    let c31 = b.int_const(i32t, 31)?;
    let sign = b.shrui(bits, c31);
    let f4_sign = b.trunci(sign, i4t);
    let f4 = b.shli(f4_sign, c3);
    // Exponent, rebiased.
    let bias = b.int_const(i32t, 0x7e)?;
    let c23 = b.int_const(i32t, 23)?;
    let sign_exp = b.shrui(bits, c23);
    let adjusted = b.subi(sign_exp, bias);
    let f4_exp = b.trunci(adjusted, i4t);
    let f4_exp = b.shli(f4_exp, c1);
    let f4 = b.addi(f4, f4_exp);
    // First mantissa bit.
    let first_bit = b.int_const(i32t, 0x40_0000)?;
    let man = b.andi(bits, first_bit);
    let man = b.shrui(man, c22);
    let f4_man = b.trunci(man, i4t);
    let f4 = b.addi(f4, f4_man);
    // Subnormals and rounding to 0.5.
    let man_mask = b.int_const(i32t, 0x7f_ffff)?;
    let f8_exp = b.trunci(adjusted, i8t);
    let subnormal = b.cmpi(SLE, f8_exp, c00);
    let neg_one_exp = b.cmpi(EQ, f8_exp, cff);
    let man23 = b.andi(bits, man_mask);
    let nonzero_man = b.cmpi(UGT, man23, zero_exp);
    let to_half = b.andi(neg_one_exp, nonzero_man);
    let zero_exp_cmp = b.cmpi(EQ, f8_exp, c00);
    let sub_bits = b.int_const(i4t, 0xf)?;
    let half_bits = b.int_const(i4t, 0)?;
    let sub = b.select(subnormal, sub_bits, f4);
    let sub = b.select(to_half, half_bits, sub);
    let f4 = b.select(zero_exp_cmp, f4, sub);
    // Round up.
    let last22 = b.int_const(i32t, 0x3f_ffff)?;
    let round = b.int_const(i32t, 0x20_0000)?;
    let man22 = b.andi(bits, last22);
    let should = b.cmpi(UGE, man22, round);
    let should = b.ori(should, subnormal);
    let rounded = b.addi(f4, c1);
    let f4 = b.select(should, rounded, f4);
    Some(b.bitcast(f4, out_ty))
}

/// `truncf float -> f8E8M0FNU` (default rounding only): the `f32` exponent byte.
fn f8e8m0_truncf(b: &mut Emitter<'_, '_>, op: OpId, o: &[ValueId]) -> Option<ValueId> {
    let [x] = o else { return None };
    let mut x = *x;
    let in_ty = b.ty(x);
    let out_ty = result_type(b, op);
    let ctx = b.ctx();
    if float_kind_of(ctx, out_ty) != Some(FloatKind::F8E8M0FNU)
        || TruncFOp(op).roundingmode(ctx, b.rw.body()).is_some()
    {
        return None;
    }
    let in_width = bit_width(ctx, in_ty);
    let i8t = shaped(b, in_ty, int_ty(b, 8));
    let i32t = shaped(b, in_ty, int_ty(b, 32));
    let f32t = shaped(b, in_ty, ctx.builtin_types().f32);
    match in_width.cmp(&32) {
        std::cmp::Ordering::Less => x = b.extf(x, f32t, b.fastmath),
        std::cmp::Ordering::Greater => x = b.truncf(x, f32t, None, b.fastmath),
        std::cmp::Ordering::Equal => {}
    }
    let bits = b.bitcast(x, i32t);
    let c23 = b.int_const(i32t, 23)?;
    let sign_exp = b.shrui(bits, c23);
    let exp = b.trunci(sign_exp, i8t);
    Some(b.bitcast(exp, out_ty))
}

const fn expansion(
    root: &'static str,
    name: &'static str,
    expand: fn(&mut Emitter<'_, '_>, OpId, &[ValueId]) -> Option<ValueId>,
) -> Expansion {
    Expansion { root, name, expand }
}

/// Options of `arith-expand`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArithExpandOptions {
    /// Expand `extf bf16 -> f32` and `truncf f32 -> bf16` (`include-bf16`).
    pub include_bf16: bool,
    /// Expand `extf`/`truncf` from/to `f4E2M1FN` (`include-f4e2m1`).
    pub include_f4e2m1: bool,
    /// Expand `extf`/`truncf` from/to `f8E8M0FNU` (`include-f8e8m0`).
    pub include_f8e8m0: bool,
}

impl PassOptions for ArithExpandOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "include-bf16" => self.include_bf16 = parse_bool(key, value)?,
            "include-f4e2m1" => self.include_f4e2m1 = parse_bool(key, value)?,
            "include-f8e8m0" => self.include_f8e8m0 = parse_bool(key, value)?,
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!(
            "include-bf16={} include-f4e2m1={} include-f8e8m0={}",
            self.include_bf16, self.include_f4e2m1, self.include_f8e8m0
        ));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            ("include-bf16", "Enable the BF16 expansion patterns"),
            ("include-f4e2m1", "Enable the F4E2M1 expansion patterns"),
            ("include-f8e8m0", "Enable the F8E8M0 expansion patterns"),
        ]
    }
}

/// The `arith-expand` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ArithExpand {
    /// Its options.
    pub options: ArithExpandOptions,
}

impl ArithExpand {
    /// The expansion patterns for `options`, in upstream's order.
    pub fn patterns(options: ArithExpandOptions) -> ConversionPatternSet {
        let mut set = ConversionPatternSet::new();
        let always = [
            expansion(CeilDivSIOp::NAME, "CeilDivSIOpConverter", ceildivsi),
            expansion(CeilDivUIOp::NAME, "CeilDivUIOpConverter", ceildivui),
            expansion(FloorDivSIOp::NAME, "FloorDivSIOpConverter", floordivsi),
            expansion(ScalingExtFOp::NAME, "ScalingExtFOpConverter", scaling_extf),
            expansion(
                ScalingTruncFOp::NAME,
                "ScalingTruncFOpConverter",
                scaling_truncf,
            ),
            expansion(MaxSIOp::NAME, "MaxMinIOpConverter", minmax_i(SGT)),
            expansion(MaxUIOp::NAME, "MaxMinIOpConverter", minmax_i(UGT)),
            expansion(MinSIOp::NAME, "MaxMinIOpConverter", minmax_i(SLT)),
            expansion(MinUIOp::NAME, "MaxMinIOpConverter", minmax_i(ULT)),
            expansion(MaximumFOp::NAME, "MaximumMinimumFOpConverter", |b, _, o| {
                maximum_minimum(b, F_UGT, o)
            }),
            expansion(MinimumFOp::NAME, "MaximumMinimumFOpConverter", |b, _, o| {
                maximum_minimum(b, F_ULT, o)
            }),
            expansion(MaxNumFOp::NAME, "MaxNumMinNumFOpConverter", |b, _, o| {
                maxnum_minnum(b, F_UGT, o)
            }),
            expansion(MinNumFOp::NAME, "MaxNumMinNumFOpConverter", |b, _, o| {
                maxnum_minnum(b, F_ULT, o)
            }),
        ];
        for e in always {
            set.add(e);
        }
        if options.include_bf16 {
            set.add(expansion(
                ExtFOp::NAME,
                "BFloat16ExtFOpConverter",
                bf16_extf,
            ));
            set.add(expansion(
                TruncFOp::NAME,
                "BFloat16TruncFOpConverter",
                bf16_truncf,
            ));
        }
        if options.include_f8e8m0 {
            set.add(expansion(
                ExtFOp::NAME,
                "F8E8M0ExtFOpConverter",
                f8e8m0_extf,
            ));
            set.add(expansion(
                TruncFOp::NAME,
                "F8E8M0TruncFOpConverter",
                f8e8m0_truncf,
            ));
        }
        if options.include_f4e2m1 {
            set.add(expansion(ExtFOp::NAME, "F4E2M1ExtFOpConverter", f4_extf));
            set.add(expansion(
                TruncFOp::NAME,
                "F4E2M1TruncFOpConverter",
                f4_truncf,
            ));
        }
        set
    }

    /// Only the `ceildivsi`/`ceildivui`/`floordivsi` expansions (MLIR's
    /// `populateCeilFloorDivExpandOpsPatterns`, which `convert-arith-to-llvm` uses).
    pub fn ceil_floor_div_patterns() -> ConversionPatternSet {
        let mut set = ConversionPatternSet::new();
        set.add(expansion(
            CeilDivSIOp::NAME,
            "CeilDivSIOpConverter",
            ceildivsi,
        ));
        set.add(expansion(
            CeilDivUIOp::NAME,
            "CeilDivUIOpConverter",
            ceildivui,
        ));
        set.add(expansion(
            FloorDivSIOp::NAME,
            "FloorDivSIOpConverter",
            floordivsi,
        ));
        set
    }

    /// The conversion target for `options`.
    pub fn target(options: ArithExpandOptions) -> ConversionTarget {
        let mut target = ConversionTarget::new();
        target
            .add_legal_dialect("arith")
            .add_legal_dialect("vector");
        for name in [
            CeilDivSIOp::NAME,
            CeilDivUIOp::NAME,
            FloorDivSIOp::NAME,
            MaxSIOp::NAME,
            MaxUIOp::NAME,
            MinSIOp::NAME,
            MinUIOp::NAME,
            MaximumFOp::NAME,
            MinimumFOp::NAME,
            MaxNumFOp::NAME,
            MinNumFOp::NAME,
            ScalingExtFOp::NAME,
            ScalingTruncFOp::NAME,
        ] {
            target.add_illegal_op(name);
        }
        let kinds = move |ctx: &Context, body: &Body, op: OpId| {
            let input = body.operands(op).next().map(|v| body.value_type(v));
            let output = body.results(op).next().map(|v| body.value_type(v));
            (
                input.and_then(|t| float_kind_of(ctx, t)),
                output.and_then(|t| float_kind_of(ctx, t)),
            )
        };
        target.add_dynamically_legal_op(ExtFOp::NAME, move |ctx, body, op| {
            let (i, o) = kinds(ctx, body, op);
            let mut legal = true;
            if options.include_bf16 {
                legal &= !(i == Some(FloatKind::BF16) && o == Some(FloatKind::F32));
            }
            if options.include_f8e8m0 {
                legal &= i != Some(FloatKind::F8E8M0FNU);
            }
            if options.include_f4e2m1 {
                legal &= i != Some(FloatKind::F4E2M1FN);
            }
            legal
        });
        target.add_dynamically_legal_op(TruncFOp::NAME, move |ctx, body, op| {
            let (i, o) = kinds(ctx, body, op);
            let mut legal = true;
            if options.include_bf16 {
                legal &= !(i == Some(FloatKind::F32) && o == Some(FloatKind::BF16));
            }
            if options.include_f8e8m0 {
                legal &= o != Some(FloatKind::F8E8M0FNU);
            }
            if options.include_f4e2m1 {
                legal &= o != Some(FloatKind::F4E2M1FN);
            }
            legal
        });
        target
    }
}

impl Pass for ArithExpand {
    fn argument(&self) -> &'static str {
        "arith-expand"
    }
    fn name(&self) -> &'static str {
        "ArithExpandOpsPass"
    }
    fn summary(&self) -> &'static str {
        "Legalize Arith ops to be convertible to LLVM."
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
        let patterns = Self::patterns(self.options).freeze(ctx);
        let target = Self::target(self.options);
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
