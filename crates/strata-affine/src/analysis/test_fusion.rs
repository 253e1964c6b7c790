//! mlir-opt's `test-loop-fusion` pass with its `test-loop-fusion-dependence-check` and
//! `test-loop-fusion-slice-computation` options: for every ordered pair of `affine.for`
//! loops at the same nesting level of a function and every depth from that level plus one
//! to the function's deepest level, the fusion check of [`super::slice`] reported as
//! mlir-opt's remarks (`block-level dependence preventing fusion of loop nest 0 into loop
//! nest 1 at depth 0`, `slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0)
//! loop bounds: [...] )`, `Incorrect slice ( ... )`).
//!
//! The transforming option `test-loop-fusion-utilities` is not implemented: the pass
//! fails with an error naming it.

use strata_ir::Context;
use strata_ir::diagnostics::{Diagnostic, Severity};
use strata_ir::ir::{Body, OpId};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};

use super::slice::{FusionResult, can_fuse_loops, gather_loops, slice_str};
use super::test_passes::collect;

/// Options of `test-loop-fusion`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TestLoopFusionOptions {
    /// `test-loop-fusion-dependence-check`.
    pub dependence_check: bool,
    /// `test-loop-fusion-slice-computation`.
    pub slice_computation: bool,
    /// `test-loop-fusion-utilities` (not implemented).
    pub utilities: bool,
}

impl PassOptions for TestLoopFusionOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "test-loop-fusion-dependence-check" => self.dependence_check = parse_bool(key, value)?,
            "test-loop-fusion-slice-computation" => {
                self.slice_computation = parse_bool(key, value)?
            }
            "test-loop-fusion-utilities" => self.utilities = parse_bool(key, value)?,
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!(
            "test-loop-fusion-dependence-check={} test-loop-fusion-slice-computation={} \
             test-loop-fusion-utilities={}",
            self.dependence_check, self.slice_computation, self.utilities
        ));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "test-loop-fusion-dependence-check",
                "Enable testing of loop fusion dependence check",
            ),
            (
                "test-loop-fusion-slice-computation",
                "Enable testing of loop fusion slice computation",
            ),
            (
                "test-loop-fusion-utilities",
                "Enable testing of loop fusion transformation utilities",
            ),
        ]
    }
}

/// `test-loop-fusion`.
#[derive(Clone, Debug, Default)]
pub struct TestLoopFusion {
    /// Its options.
    pub options: TestLoopFusionOptions,
}

impl Pass for TestLoopFusion {
    fn argument(&self) -> &'static str {
        "test-loop-fusion"
    }
    fn name(&self) -> &'static str {
        "TestLoopFusion"
    }
    fn summary(&self) -> &'static str {
        "Tests loop fusion utility functions."
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
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        if self.options.utilities {
            return Err(Diagnostic::error(
                body.op(op).loc,
                "test-loop-fusion-utilities (the fusion transformation) is not implemented",
            ));
        }
        let body: &Body = body;
        let (funcs, _) = collect(ctx, body, op, |b, o| {
            ctx.op_name_str(b.op(o).name) == "func.func" && b.child_body(o).is_some()
        });
        for (outer, func) in funcs {
            let Some(fbody) = outer.child_body(func) else {
                continue;
            };
            let Some(&region) = outer.regions(func).first() else {
                continue;
            };
            let scope = (outer, func);
            let levels = gather_loops(ctx, fbody, region);
            let max = levels.len();
            let remark = |env: &mut PassEnv<'_>, at: OpId, msg: String| {
                let d = env.op_diagnostic_in(ctx, scope, fbody, at, Severity::Remark, msg);
                env.emit(d);
            };
            if self.options.dependence_check {
                for (level, loops) in levels.iter().enumerate() {
                    for (i, &a) in loops.iter().enumerate() {
                        for (j, &b) in loops.iter().enumerate() {
                            if i == j {
                                continue;
                            }
                            for d in level + 1..=max {
                                if can_fuse_loops(ctx, fbody, a, b, d)
                                    == FusionResult::FailBlockDependence
                                {
                                    remark(
                                        env,
                                        a,
                                        format!(
                                            "block-level dependence preventing fusion of loop \
                                             nest {i} into loop nest {j} at depth {level}"
                                        ),
                                    );
                                }
                            }
                        }
                    }
                }
            }
            if self.options.slice_computation {
                for (level, loops) in levels.iter().enumerate() {
                    for (i, &a) in loops.iter().enumerate() {
                        for (j, &b) in loops.iter().enumerate() {
                            if i == j {
                                continue;
                            }
                            for d in level + 1..=max {
                                let (head, slice) = match can_fuse_loops(ctx, fbody, a, b, d) {
                                    FusionResult::Success(s) => ("slice (", s),
                                    FusionResult::FailIncorrectSlice(s) => ("Incorrect slice (", s),
                                    _ => continue,
                                };
                                let msg = format!(
                                    "{head} src loop: {i}, dst loop: {j}, depth: {d} : {})",
                                    slice_str(ctx, &slice)
                                );
                                remark(env, b, msg);
                            }
                        }
                    }
                }
            }
        }
        env.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
