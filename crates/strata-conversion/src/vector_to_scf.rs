//! `convert-vector-to-scf` (MLIR's `ConvertVectorToSCFPass`). Upstream it lowers
//! `vector.transfer_read`/`transfer_write` (and, with `lower-scalable`, scalable
//! transposes) to loops, and decomposes `vector.print` of a vector into loops printing
//! one element at a time with the punctuation between them. Strata's vector dialect has
//! no transfer ops, so the pass is the print decomposition plus what upstream's two
//! greedy rewrites do to every other op: fold, erase dead ops and deduplicate constants
//! (bottom-up, twice). Options as mlir-opt's (none changes how prints are lowered).

use strata_dialects::arith::{AddIOp, CmpIOp, ConstantOp, ExtSIOp, ExtUIOp, MulIOp, SubIOp};
use strata_dialects::scf::{ForOp, IfOp};
use strata_dialects::vector::{
    BitCastOp, DYNAMIC_POSITION, ExtractOp, PrintOp, Punctuation, ShapeCastOp, VectorScaleOp,
};
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, InsertionPoint, OpId, ValueId};
use strata_ir::{Context, Location, Signedness, Type, TypeData};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};
use strata_pass::rewrite::{
    GreedyConfig, PatternRewriter, PatternSet, RegionSimplify, RewritePattern,
    apply_patterns_greedily_on_op,
};

use crate::arith_to_llvm::parse_uint;

/// Options of `convert-vector-to-scf`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VectorToScfOptions {
    /// `full-unroll`: unroll transfers fully instead of emitting loops.
    pub full_unroll: bool,
    /// `lower-scalable`: the scalable-vector lowerings that introduce loops.
    pub lower_scalable: bool,
    /// `lower-tensors`: also lower transfers on tensors.
    pub lower_tensors: bool,
    /// `target-rank`: the rank transfers are lowered to (default 1).
    pub target_rank: u32,
}

impl Default for VectorToScfOptions {
    fn default() -> Self {
        VectorToScfOptions {
            full_unroll: false,
            lower_scalable: false,
            lower_tensors: false,
            target_rank: 1,
        }
    }
}

impl PassOptions for VectorToScfOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "full-unroll" => self.full_unroll = parse_bool(key, value)?,
            "lower-scalable" => self.lower_scalable = parse_bool(key, value)?,
            "lower-tensors" => self.lower_tensors = parse_bool(key, value)?,
            "target-rank" => self.target_rank = parse_uint(key, value)?,
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!(
            "full-unroll={} lower-scalable={} lower-tensors={} target-rank={}",
            self.full_unroll, self.lower_scalable, self.lower_tensors, self.target_rank
        ));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "full-unroll",
                "Perform full unrolling when converting vector transfers to SCF",
            ),
            (
                "lower-scalable",
                "Add scalable vector specific lowerings (that introduce loops)",
            ),
            (
                "lower-tensors",
                "Lower transfer ops that operate on tensors",
            ),
            (
                "target-rank",
                "Target vector rank to which transfer ops should be lowered",
            ),
        ]
    }
}

/// `convert-vector-to-scf`.
#[derive(Clone, Copy, Debug, Default)]
pub struct VectorToScf {
    /// Its options.
    pub options: VectorToScfOptions,
}

impl Pass for VectorToScf {
    fn argument(&self) -> &'static str {
        "convert-vector-to-scf"
    }
    fn name(&self) -> &'static str {
        "ConvertVectorToSCFPass"
    }
    fn summary(&self) -> &'static str {
        "Lower the operations from the vector dialect into the SCF dialect"
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
        // Upstream: the transfer permutation-map lowering, then the transfer lowering, each
        // a greedy rewrite with `applyPatternsGreedily`'s defaults (bottom-up, aggressive region simplification).
        let config = GreedyConfig {
            top_down: false,
            region_simplify: RegionSimplify::Aggressive,
            ..GreedyConfig::default()
        };
        let permutation_maps = PatternSet::new().freeze(ctx);
        apply_patterns_greedily_on_op(ctx, body, op, &permutation_maps, config);
        let mut patterns = PatternSet::new();
        patterns.add(DecomposePrint);
        let patterns = patterns.freeze(ctx);
        apply_patterns_greedily_on_op(ctx, body, op, &patterns, config);
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}

/// `vector.print` of a vector as loops of scalar prints (MLIR's
/// `DecomposePrintOpConversion`): integers narrower than a power of two of at least 8
/// bits are extended (`i1` unsigned, others signed), n-D and 0-D vectors are flattened
/// with `vector.shape_cast`, and each dimension becomes an `scf.for` printing `open`,
/// its elements separated by `comma`s, and `close`; the op's own punctuation follows.
/// Signed and unsigned integers are extended through signless ones (`vector.bitcast`).
/// A 1-D scalable vector's loop runs to its size times `vector.vscale`; other scalable
/// vectors are left alone.
struct DecomposePrint;

/// `arith.constant <v> : index`.
fn index_const(rw: &mut PatternRewriter<'_, '_>, loc: Location, v: i64) -> ValueId {
    let ctx = rw.ctx();
    let attr = ctx.integer_attr(ctx.index_type(), ApInt::from_i64(64, v));
    ConstantOp::build(rw, loc, attr).result(rw.body())
}

fn print_punct(rw: &mut PatternRewriter<'_, '_>, loc: Location, p: Punctuation) -> OpId {
    let attr = p.attr(rw.ctx());
    PrintOp::build(rw, loc, None, Some(attr), None).0
}

/// `vector<shape x element>` without scalable dimensions.
fn vector_of(ctx: &Context, shape: &[i64], element: Type) -> Type {
    scalable_vector_of(ctx, shape, &vec![false; shape.len()], element)
}

/// `vector<shape x element>` with the scalable dimensions `scalable`.
fn scalable_vector_of(ctx: &Context, shape: &[i64], scalable: &[bool], element: Type) -> Type {
    ctx.intern_type(TypeData::Vector {
        shape: shape.into(),
        scalable: scalable.into(),
        element,
    })
}

/// `llvm::NextPowerOf2(max(8, width) - 1)`: the width integers are printed at.
fn legal_width(width: u32) -> u32 {
    let x = width.max(8) - 1;
    (x + 1).next_power_of_two()
}

impl RewritePattern for DecomposePrint {
    fn root(&self) -> Option<&str> {
        Some(PrintOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "DecomposePrintOpConversion"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let print = PrintOp(op);
        let Some(source) = print.source(body) else {
            return false;
        };
        let TypeData::Vector {
            shape,
            scalable,
            element,
        } = ctx.type_data(body.value_type(source))
        else {
            return false;
        };
        // Only 1-D scalable vectors: their loop runs to `size * vscale`.
        let scalable_1d = match scalable[..] {
            [true] => true,
            _ if scalable.iter().any(|&s| s) => return false,
            _ => false,
        };
        let flags = scalable.to_vec();
        let (shape, mut element) = (shape.to_vec(), *element);
        let punctuation = print.punctuation_case(ctx, body);
        let loc = body.op(op).loc;
        let mut value = source;
        let mut extend = None;
        if let TypeData::Integer { width, signedness } = *ctx.type_data(element) {
            let legal = legal_width(width);
            if legal != width {
                let unsigned = width == 1 || signedness == Signedness::Unsigned;
                extend = Some((unsigned, width, legal, signedness));
            }
        }
        rw.set_insertion_point(InsertionPoint::Before(op));
        if let Some((unsigned, width, legal, signedness)) = extend {
            // Signed and unsigned integers go through signless ones (vector.bitcast)
            // to be extended.
            let signless = signedness != Signedness::Signless;
            if signless {
                let e = ctx.integer_type(width, Signedness::Signless);
                let ty = scalable_vector_of(ctx, &shape, &flags, e);
                value = BitCastOp::build(rw, loc, ty, value).result(rw.body());
            }
            let e = ctx.integer_type(legal, Signedness::Signless);
            let ty = scalable_vector_of(ctx, &shape, &flags, e);
            value = if unsigned {
                ExtUIOp::build(rw, loc, ty, value).out(rw.body())
            } else {
                ExtSIOp::build(rw, loc, ty, value).out(rw.body())
            };
            element = ctx.integer_type(legal, signedness);
            if signless {
                let ty = scalable_vector_of(ctx, &shape, &flags, element);
                value = BitCastOp::build(rw, loc, ty, value).result(rw.body());
            }
        }
        let zero_d = shape.is_empty();
        let dims = if zero_d { vec![1] } else { shape.clone() };
        if dims.len() != 1 {
            let flat = vector_of(ctx, &[dims.iter().product()], element);
            value = ShapeCastOp::build(rw, loc, flat, value).result(rw.body());
        }
        let mut first_close = None;
        let mut ivs = Vec::new();
        for &size in &dims {
            let lb = index_const(rw, loc, 0);
            let mut ub = index_const(rw, loc, size);
            let step = index_const(rw, loc, 1);
            if scalable_1d {
                let index = rw.ctx().index_type();
                let vscale = VectorScaleOp::build(rw, loc, index).res(rw.body());
                ub = MulIOp::build(rw, loc, vscale, ub, None).result(rw.body());
            }
            let last = SubIOp::build(rw, loc, ub, step, None).result(rw.body());
            print_punct(rw, loc, Punctuation::Open);
            let for_op = ForOp::build_with_body(rw, loc, lb, ub, step, &[]);
            let close = print_punct(rw, loc, Punctuation::Close);
            first_close.get_or_insert(close);
            let body = rw.body();
            let Some(iv) = for_op.induction_var(body) else {
                return false;
            };
            let region = body.regions(for_op.0)[0];
            let Some(&block) = body.blocks(region).first() else {
                return false;
            };
            ivs.push(iv);
            rw.set_insertion_point(InsertionPoint::AtStart(block));
            let ult = ctx.integer_attr(ctx.builtin_types().i64, ApInt::from_u64(64, 6));
            let not_last = CmpIOp::build(rw, loc, iv, last, ult).result(rw.body());
            let if_op = IfOp::build_with_blocks(rw, loc, &[], not_last, true, false);
            let Some(then) = if_op.then_block(rw.body()) else {
                return false;
            };
            let ip = rw.insertion_point();
            let yield_op = rw.body().last_op(then);
            if let Some(y) = yield_op {
                rw.set_insertion_point(InsertionPoint::Before(y));
            }
            print_punct(rw, loc, Punctuation::Comma);
            if let Some(ip) = ip {
                rw.set_insertion_point(ip);
            }
            rw.set_insertion_point(InsertionPoint::AtStart(block));
        }
        let element_value = if zero_d {
            let pos = strata_ods::i64_array_attr(ctx, &[]);
            ExtractOp::build(rw, loc, element, value, &[], pos).result(rw.body())
        } else {
            let mut flat: Option<ValueId> = None;
            let mut stride = 1i64;
            for d in (0..dims.len()).rev() {
                let s = index_const(rw, loc, stride);
                let index = MulIOp::build(rw, loc, s, ivs[d], None).result(rw.body());
                flat = Some(match flat {
                    Some(f) => AddIOp::build(rw, loc, f, index, None).result(rw.body()),
                    None => index,
                });
                stride *= dims[d];
            }
            let Some(flat) = flat else {
                return false;
            };
            let pos = strata_ods::i64_array_attr(ctx, &[DYNAMIC_POSITION]);
            ExtractOp::build(rw, loc, element, value, &[flat], pos).result(rw.body())
        };
        let none = Punctuation::NoPunctuation.attr(ctx);
        PrintOp::build(rw, loc, Some(element_value), Some(none), None);
        if let Some(close) = first_close {
            rw.set_insertion_point(InsertionPoint::After(close));
        }
        print_punct(rw, loc, punctuation);
        rw.erase_op(op);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::legal_width;

    #[test]
    fn printed_integer_widths() {
        let cases = [
            (1, 8),
            (3, 8),
            (8, 8),
            (9, 16),
            (16, 16),
            (17, 32),
            (33, 64),
            (64, 64),
        ];
        for (w, legal) in cases {
            assert_eq!(legal_width(w), legal, "i{w}");
        }
        assert_eq!(legal_width(65), 128);
    }
}
