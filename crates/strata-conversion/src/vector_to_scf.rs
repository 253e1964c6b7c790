//! `convert-vector-to-scf` (MLIR's `ConvertVectorToSCFPass`). Upstream it lowers
//! `vector.transfer_read`/`transfer_write` (and, with `lower-scalable`, scalable
//! transposes and prints) to loops; Strata's vector dialect has none of these ops, so what
//! remains of the pass is what upstream's two greedy rewrites do to every other op: fold,
//! erase dead ops and deduplicate constants (bottom-up, twice). Options as mlir-opt's.

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};
use strata_pass::rewrite::{
    GreedyConfig, PatternSet, RegionSimplify, apply_patterns_greedily_on_op,
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
        let patterns = PatternSet::new().freeze(ctx);
        let config = GreedyConfig {
            top_down: false,
            region_simplify: RegionSimplify::Aggressive,
            ..GreedyConfig::default()
        };
        for _ in 0..2 {
            apply_patterns_greedily_on_op(ctx, body, op, &patterns, config);
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
