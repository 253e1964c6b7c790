//! `canonicalize`: runs the greedy driver with every registered canonicalization pattern
//! and every op's folder, with mlir-opt's options.

use std::sync::Arc;

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId};

use strata_pass::pass::{
    OptionError, Pass, PassEnv, PassOptions, Statistic, parse_bool, parse_int, parse_list,
};
use strata_pass::rewrite::{
    CanonicalizationPatterns, FrozenPatternSet, GreedyConfig, RegionSimplify,
    apply_patterns_greedily_on_op,
};

/// Parses a `long` option value, with LLVM's message for that type.
fn parse_long(key: &str, value: Option<&str>) -> Result<i64, OptionError> {
    parse_int(key, value).map_err(|_| OptionError::InvalidValue {
        option: key.to_string(),
        message: format!("'{}' value invalid for long argument!", value.unwrap_or("")),
    })
}

/// Options of `canonicalize`, with mlir-opt's names and defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CanonicalizeOptions {
    /// Seed the worklist top-down (`top-down`, default true).
    pub top_down: bool,
    /// Region simplification level (`region-simplify`, default `normal`).
    pub region_simplify: RegionSimplify,
    /// Iteration limit (`max-iterations`, default 10; -1: none).
    pub max_iterations: i64,
    /// Rewrite limit per iteration (`max-num-rewrites`, default -1: none).
    pub max_num_rewrites: i64,
    /// Fail when the driver does not converge (`test-convergence`).
    pub test_convergence: bool,
    /// Pattern labels to leave out (`disable-patterns`).
    pub disable_patterns: Vec<String>,
    /// If not empty, the only pattern labels to use (`enable-patterns`).
    pub enable_patterns: Vec<String>,
}

impl Default for CanonicalizeOptions {
    fn default() -> Self {
        CanonicalizeOptions {
            top_down: true,
            region_simplify: RegionSimplify::Normal,
            max_iterations: 10,
            max_num_rewrites: -1,
            test_convergence: false,
            disable_patterns: Vec::new(),
            enable_patterns: Vec::new(),
        }
    }
}

impl PassOptions for CanonicalizeOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "top-down" => self.top_down = parse_bool(key, value)?,
            "test-convergence" => self.test_convergence = parse_bool(key, value)?,
            "max-iterations" => self.max_iterations = parse_long(key, value)?,
            "max-num-rewrites" => self.max_num_rewrites = parse_long(key, value)?,
            "disable-patterns" => self.disable_patterns = parse_list(value),
            "enable-patterns" => self.enable_patterns = parse_list(value),
            "region-simplify" => {
                self.region_simplify = match value.unwrap_or("") {
                    "disabled" => RegionSimplify::Disabled,
                    "normal" => RegionSimplify::Normal,
                    "aggressive" => RegionSimplify::Aggressive,
                    v => {
                        return Err(OptionError::InvalidValue {
                            option: key.to_string(),
                            message: format!("Cannot find option named '{v}'!"),
                        });
                    }
                }
            }
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        // mlir-opt prints the two list options first, empty lists as nothing.
        for (name, list) in [
            ("disable-patterns", &self.disable_patterns),
            ("enable-patterns", &self.enable_patterns),
        ] {
            if !list.is_empty() {
                out.push_str(&format!("{name}={}", list.join(",")));
            }
            out.push(' ');
        }
        let rs = match self.region_simplify {
            RegionSimplify::Disabled => "disabled",
            RegionSimplify::Normal => "normal",
            RegionSimplify::Aggressive => "aggressive",
        };
        out.push_str(&format!(
            "max-iterations={} max-num-rewrites={} region-simplify={rs} test-convergence={} top-down={}",
            self.max_iterations, self.max_num_rewrites, self.test_convergence, self.top_down
        ));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "disable-patterns=<string>",
                "Labels of patterns that should be filtered out during application",
            ),
            (
                "enable-patterns=<string>",
                "Labels of patterns that should be used during application, all other patterns are filtered out",
            ),
            (
                "max-iterations=<long>",
                "Max. iterations between applying patterns / simplifying regions",
            ),
            (
                "max-num-rewrites=<long>",
                "Max. number of pattern rewrites within an iteration",
            ),
            (
                "region-simplify=<value>",
                "Perform control flow optimizations to the region tree",
            ),
            (
                "test-convergence",
                "Test only: Fail pass on non-convergence to detect cyclic pattern",
            ),
            ("top-down", "Seed the worklist in general top-down order"),
        ]
    }
}

/// The `canonicalize` pass.
#[derive(Clone, Default)]
pub struct Canonicalize {
    /// Its options.
    pub options: CanonicalizeOptions,
    /// The context's canonicalization patterns, filtered and frozen on the first run
    /// (patterns registered later are not seen by this instance).
    frozen: Option<Arc<FrozenPatternSet>>,
}

impl std::fmt::Debug for Canonicalize {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Canonicalize")
            .field("options", &self.options)
            .finish()
    }
}

impl Canonicalize {
    /// The driver configuration the options describe.
    pub fn config(&self) -> GreedyConfig {
        let limit = |v: i64| u64::try_from(v).ok();
        GreedyConfig {
            top_down: self.options.top_down,
            region_simplify: self.options.region_simplify,
            max_iterations: limit(self.options.max_iterations),
            max_num_rewrites: limit(self.options.max_num_rewrites),
            fold: true,
            cse_constants: true,
        }
    }
}

impl Pass for Canonicalize {
    fn argument(&self) -> &'static str {
        "canonicalize"
    }
    fn name(&self) -> &'static str {
        "Canonicalizer"
    }
    fn summary(&self) -> &'static str {
        "Canonicalize operations"
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
        let options = &self.options;
        let patterns = self.frozen.get_or_insert_with(|| {
            let all = CanonicalizationPatterns::get(ctx);
            let kept = all.filtered(|label| {
                !options.disable_patterns.iter().any(|d| d == label)
                    && (options.enable_patterns.is_empty()
                        || options.enable_patterns.iter().any(|e| e == label))
            });
            Arc::new(kept.freeze(ctx))
        });
        let patterns = patterns.clone();
        let result = apply_patterns_greedily_on_op(ctx, body, op, &patterns, self.config());
        if self.options.test_convergence && !result.converged {
            return Err(Diagnostic::error(
                body.op(op).loc,
                "canonicalizer failed to converge",
            ));
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }
}
