//! [`ArithBuilder`]: the `arith` ops lowerings emit (index constants, integer arithmetic,
//! comparisons, selects) created through the typed builders at a conversion rewriter's
//! insertion point, with one location.

use strata_ir::apint::ApInt;
use strata_ir::ir::ValueId;
use strata_ir::{AttrData, Attribute, Context, Location, Type};
use strata_pass::conversion::ConversionPatternRewriter;

use strata_dialects::arith::{
    AddIOp, AndIOp, CmpIOp, ConstantOp, DivSIOp, FloorDivSIOp, MaxSIOp, MinSIOp, MulIOp, RemSIOp,
    SelectOp, SubIOp,
};

/// The cases of `arith.cmpi`'s predicate the lowerings use.
pub mod cmpi {
    /// `eq`
    pub const EQ: u64 = 0;
    /// `ne`
    pub const NE: u64 = 1;
    /// `slt`
    pub const SLT: u64 = 2;
    /// `sle`
    pub const SLE: u64 = 3;
    /// `sgt`
    pub const SGT: u64 = 4;
    /// `sge`
    pub const SGE: u64 = 5;
}

/// `arith` integer overflow flags: `nsw` (1), `nuw` (2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflow(pub u32);

impl Overflow {
    /// No flags.
    pub const NONE: Overflow = Overflow(0);
    /// `nsw`.
    pub const NSW: Overflow = Overflow(1);
    /// `nsw, nuw`.
    pub const NSW_NUW: Overflow = Overflow(3);

    /// The `#arith.overflow<...>` attribute (`None` for no flags: the default).
    fn attr(self, ctx: &Context) -> Option<Attribute> {
        let text = match self.0 & 3 {
            0 => return None,
            1 => "overflow<nsw>",
            2 => "overflow<nuw>",
            _ => "overflow<nsw, nuw>",
        };
        Some(ctx.intern_attr(AttrData::Opaque {
            dialect: ctx.ident("arith"),
            body: text.into(),
            ty: None,
        }))
    }
}

/// Creates `arith` ops at `rw`'s insertion point, all at `loc`.
pub struct ArithBuilder<'r, 'a> {
    /// The rewriter ops are created through.
    pub rw: &'r mut ConversionPatternRewriter<'a>,
    /// The location of every op created.
    pub loc: Location,
}

impl<'r, 'a> ArithBuilder<'r, 'a> {
    /// A builder over `rw` creating ops at `loc`.
    pub fn new(rw: &'r mut ConversionPatternRewriter<'a>, loc: Location) -> Self {
        ArithBuilder { rw, loc }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.rw.ctx()
    }

    /// `arith.constant <attr>`.
    pub fn constant(&mut self, attr: Attribute) -> ValueId {
        let op = ConstantOp::build(self.rw, self.loc, attr);
        op.result(self.rw.body())
    }

    /// `arith.constant <v> : index`.
    pub fn index(&mut self, v: i64) -> ValueId {
        let ctx = self.ctx();
        let attr = ctx.integer_attr(ctx.index_type(), ApInt::from_i64(64, v));
        self.constant(attr)
    }

    /// `arith.constant <v> : <ty>` for an integer type `ty` of `width` bits.
    pub fn int(&mut self, ty: Type, width: u32, v: i64) -> ValueId {
        let attr = self.ctx().integer_attr(ty, ApInt::from_i64(width, v));
        self.constant(attr)
    }

    /// `arith.addi` with overflow flags.
    pub fn addi(&mut self, a: ValueId, b: ValueId, flags: Overflow) -> ValueId {
        let f = flags.attr(self.ctx());
        AddIOp::build(self.rw, self.loc, a, b, f).result(self.rw.body())
    }

    /// `arith.subi`.
    pub fn subi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        SubIOp::build(self.rw, self.loc, a, b, None).result(self.rw.body())
    }

    /// `arith.muli` with overflow flags.
    pub fn muli(&mut self, a: ValueId, b: ValueId, flags: Overflow) -> ValueId {
        let f = flags.attr(self.ctx());
        MulIOp::build(self.rw, self.loc, a, b, f).result(self.rw.body())
    }

    /// `arith.divsi`.
    pub fn divsi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        DivSIOp::build(self.rw, self.loc, a, b, None).result(self.rw.body())
    }

    /// `arith.floordivsi`.
    pub fn floordivsi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        FloorDivSIOp::build(self.rw, self.loc, a, b).result(self.rw.body())
    }

    /// `arith.remsi`.
    pub fn remsi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        RemSIOp::build(self.rw, self.loc, a, b).result(self.rw.body())
    }

    /// `arith.andi`.
    pub fn andi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        AndIOp::build(self.rw, self.loc, a, b).result(self.rw.body())
    }

    /// `arith.maxsi`.
    pub fn maxsi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        MaxSIOp::build(self.rw, self.loc, a, b).result(self.rw.body())
    }

    /// `arith.minsi`.
    pub fn minsi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        MinSIOp::build(self.rw, self.loc, a, b).result(self.rw.body())
    }

    /// `arith.cmpi <pred>` (a [`cmpi`] case).
    pub fn cmpi(&mut self, pred: u64, a: ValueId, b: ValueId) -> ValueId {
        let ctx = self.ctx();
        let p = ctx.integer_attr(ctx.builtin_types().i64, ApInt::from_u64(64, pred));
        CmpIOp::build(self.rw, self.loc, a, b, p).result(self.rw.body())
    }

    /// `arith.select`.
    pub fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.rw.body().value_type(a);
        SelectOp::build(self.rw, self.loc, ty, c, a, b).result(self.rw.body())
    }
}
