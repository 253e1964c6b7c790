//! Integer ranges (MLIR's `ConstantIntRanges`) and the open interfaces ops implement so the
//! integer range analysis can infer them (MLIR's `InferIntRangeInterface`): each value of
//! an integer or `index` type up to 64 bits wide gets both a signed and an unsigned
//! interval; `index` is taken as 64 bits wide, as MLIR's analysis does.

use crate::ir::{Body, OpId};
use crate::{Context, Type, TypeData};

/// Signed and unsigned bounds of an integer value of `width` bits (both inclusive; the
/// unsigned ones hold the bit patterns, the signed ones the two's-complement values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntRange {
    /// Bit width, 1 to 64.
    pub width: u32,
    /// Smallest unsigned value.
    pub umin: u128,
    /// Largest unsigned value.
    pub umax: u128,
    /// Smallest signed value.
    pub smin: i128,
    /// Largest signed value.
    pub smax: i128,
}

/// The width the analysis gives values of type `ty` (`None`: not analysed).
pub fn range_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } if (1..=64).contains(width) => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

impl IntRange {
    /// The largest unsigned value of `width` bits.
    pub fn umax_of(width: u32) -> u128 {
        (1u128 << width) - 1
    }
    /// The smallest signed value of `width` bits.
    pub fn smin_of(width: u32) -> i128 {
        -(1i128 << (width - 1))
    }
    /// The largest signed value of `width` bits.
    pub fn smax_of(width: u32) -> i128 {
        (1i128 << (width - 1)) - 1
    }
    /// The signed value of bit pattern `u`.
    pub fn to_signed(width: u32, u: u128) -> i128 {
        if u >> (width - 1) & 1 == 1 {
            u as i128 - (1i128 << width)
        } else {
            u as i128
        }
    }
    /// The bit pattern of signed value `s`.
    pub fn to_unsigned(width: u32, s: i128) -> u128 {
        (s as u128) & Self::umax_of(width)
    }
    /// Every value.
    pub fn max(width: u32) -> IntRange {
        IntRange {
            width,
            umin: 0,
            umax: Self::umax_of(width),
            smin: Self::smin_of(width),
            smax: Self::smax_of(width),
        }
    }
    /// Exactly bit pattern `u`.
    pub fn constant(width: u32, u: u128) -> IntRange {
        let u = u & Self::umax_of(width);
        let s = Self::to_signed(width, u);
        IntRange {
            width,
            umin: u,
            umax: u,
            smin: s,
            smax: s,
        }
    }
    /// Signed values `lo..=hi` (every value when they do not fit or are empty).
    pub fn from_signed(width: u32, lo: i128, hi: i128) -> IntRange {
        if lo > hi || lo < Self::smin_of(width) || hi > Self::smax_of(width) {
            return Self::max(width);
        }
        let (umin, umax) = if (lo >= 0) == (hi >= 0) {
            (Self::to_unsigned(width, lo), Self::to_unsigned(width, hi))
        } else {
            (0, Self::umax_of(width))
        };
        IntRange {
            width,
            umin,
            umax,
            smin: lo,
            smax: hi,
        }
    }
    /// Unsigned values `lo..=hi` (every value when they do not fit or are empty).
    pub fn from_unsigned(width: u32, lo: u128, hi: u128) -> IntRange {
        if lo > hi || hi > Self::umax_of(width) {
            return Self::max(width);
        }
        let half = 1u128 << (width - 1);
        let (smin, smax) = if (lo >= half) == (hi >= half) {
            (Self::to_signed(width, lo), Self::to_signed(width, hi))
        } else {
            (Self::smin_of(width), Self::smax_of(width))
        };
        IntRange {
            width,
            umin: lo,
            umax: hi,
            smin,
            smax,
        }
    }
    /// Values within both ranges' bounds (MLIR's `intersection`).
    pub fn intersect(self, o: IntRange) -> IntRange {
        IntRange {
            width: self.width,
            umin: self.umin.max(o.umin),
            umax: self.umax.min(o.umax),
            smin: self.smin.max(o.smin),
            smax: self.smax.min(o.smax),
        }
    }
    /// The unsigned bounds `ulo..=uhi` and signed bounds `slo..=shi` together.
    pub fn from_both(width: u32, (ulo, uhi): (u128, u128), (slo, shi): (i128, i128)) -> IntRange {
        Self::from_unsigned(width, ulo, uhi).intersect(Self::from_signed(width, slo, shi))
    }
    /// The smallest range holding both (MLIR's `rangeUnion`).
    pub fn union(self, o: IntRange) -> IntRange {
        IntRange {
            width: self.width,
            umin: self.umin.min(o.umin),
            umax: self.umax.max(o.umax),
            smin: self.smin.min(o.smin),
            smax: self.smax.max(o.smax),
        }
    }
    /// The single bit pattern of the range, if it holds one value.
    pub fn constant_value(&self) -> Option<u128> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(Self::to_unsigned(self.width, self.smin))
        } else {
            None
        }
    }
}

/// Operand ranges as the inference sees them: `None` for an operand the analysis does not
/// track (not an integer, or too wide) — any value.
pub type OperandRanges<'a> = &'a [Option<IntRange>];

/// Which operand an op's result equals given the operand ranges.
pub type ForwardedOperandFn =
    fn(ctx: &Context, body: &Body, op: OpId, operands: OperandRanges<'_>) -> Option<usize>;

/// Ranges of a region's entry arguments that are not control-flow inputs.
pub type RegionArgRangesFn = fn(
    ctx: &Context,
    body: &Body,
    op: OpId,
    region: usize,
    operands: OperandRanges<'_>,
) -> Vec<(usize, IntRange)>;

/// The open interface of ops whose results' ranges follow from their operands' ranges
/// (MLIR's `InferIntRangeInterface`). Attach with `op!`'s `implements:` or
/// `Context::attach_op_interface`; find with `ctx.op_interface::<InferIntRange>(name)`.
#[derive(Clone, Copy, Debug)]
pub struct InferIntRange {
    /// The range of each result (`None`: any value of its type).
    pub infer: fn(
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: OperandRanges<'_>,
    ) -> Vec<Option<IntRange>>,
    /// The operand the (single) result always equals given these ranges, if any (MLIR's
    /// `DeleteTrivialRem`: `x % c` with `0 <= x < c` is `x`).
    pub forwarded_operand: Option<ForwardedOperandFn>,
}

/// The open interface of region-holding ops whose entry block arguments that are not
/// control-flow inputs (loop induction variables) have ranges following from the op's
/// operands (MLIR's loop-bound inference in `IntegerRangeAnalysis`).
#[derive(Clone, Copy, Debug)]
pub struct InferRegionArgRanges {
    /// For region `region`, each (argument index, range) known.
    pub infer: RegionArgRangesFn,
}

#[cfg(test)]
mod tests {
    use super::IntRange;

    #[test]
    fn signed_unsigned_views() {
        let r = IntRange::from_signed(8, -1, 1);
        assert_eq!((r.umin, r.umax), (0, 255));
        let r = IntRange::from_unsigned(8, 200, 255);
        assert_eq!((r.smin, r.smax), (-56, -1));
        assert_eq!(IntRange::constant(1, 1).smin, -1);
        assert_eq!(IntRange::constant(8, 255).constant_value(), Some(255));
        let r = IntRange::from_both(8, (0, 10), (-5, 5));
        assert_eq!((r.umin, r.umax, r.smin, r.smax), (0, 10, 0, 5));
    }
}
