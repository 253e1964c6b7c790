//! `composite-fixed-point-pass`: runs a nested pipeline on the op again and again until
//! the IR stops changing (compared by a structural fingerprint, as upstream's
//! `OperationFingerPrint`), at most `max-iterations` + 1 times, warning on the op when
//! it did not converge.

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Mutex;

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, WalkOrder, WalkResult, walk_all};

use super::print_ir::push_string_option;
use strata_pass::manager::OpPassManager;
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_int};
use strata_pass::registry::current_registry;

/// The default display name.
const DEFAULT_NAME: &str = "CompositeFixedPointPass";

/// Options of `composite-fixed-point-pass`, with mlir-opt's names.
#[derive(Clone, Debug)]
pub struct CompositeOptions {
    /// The display name (`name`), shown in timing reports and IR dumps.
    pub name: String,
    /// The nested pipeline as given (`pipeline`).
    pub pipeline: String,
    /// The iteration limit (`max-iterations`, default 10; must be positive).
    pub max_iterations: i64,
    /// The parsed pipeline, anchored on `any`.
    pub pm: OpPassManager,
}

impl Default for CompositeOptions {
    fn default() -> Self {
        CompositeOptions {
            name: DEFAULT_NAME.to_string(),
            pipeline: String::new(),
            max_iterations: 10,
            pm: OpPassManager::new("any"),
        }
    }
}

impl PassOptions for CompositeOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "name" => self.name = value.unwrap_or("").to_string(),
            "max-iterations" => self.max_iterations = parse_int(key, value)?,
            "pipeline" => {
                let text = value.unwrap_or("");
                let mut pm = OpPassManager::new("any");
                let registry = current_registry().unwrap_or_default();
                if let Err(e) = pm.add_pipeline(text, &registry) {
                    // mlir-opt reports the parser's error, then its own.
                    let mut report = e.render_nested("strata-opt");
                    report
                        .push_str("<unknown>:0: error: Failed to parse composite pass pipeline\n");
                    return Err(OptionError::Reported(report));
                }
                self.pipeline = text.to_string();
                self.pm = pm;
            }
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!("max-iterations={} ", self.max_iterations));
        push_string_option(out, "name", &self.name);
        out.push(' ');
        push_string_option(out, "pipeline", &self.pipeline);
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "max-iterations=<int>",
                "Maximum number of iterations if inner pipeline",
            ),
            ("name=<string>", "Composite pass display name"),
            ("pipeline=<string>", "Composite pass inner pipeline"),
        ]
    }
}

/// The `composite-fixed-point-pass` pass.
#[derive(Clone, Debug, Default)]
pub struct CompositeFixedPoint {
    /// Its options.
    pub options: CompositeOptions,
}

/// `name` as a `'static` string (display names live as long as the process; each
/// distinct one is stored once).
fn static_name(name: &str) -> &'static str {
    static NAMES: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);
    if name == DEFAULT_NAME {
        return DEFAULT_NAME;
    }
    let mut guard = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let set = guard.get_or_insert_with(HashSet::new);
    if let Some(&s) = set.get(name) {
        return s;
    }
    let leaked: &'static str = Box::leak(name.to_string().into_boxed_str());
    set.insert(leaked);
    leaked
}

/// A hash of `op` and everything nested in it: names, locations, attributes, operands,
/// results, successors and the block structure, by identity of the entities (MLIR's
/// `OperationFingerPrint`).
pub fn fingerprint(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let mut h = DefaultHasher::new();
    walk_all(body, op, WalkOrder::PreOrder, |b, o| {
        let d = b.op(o);
        (b as *const Body as usize, o.0).hash(&mut h);
        (ctx.op_name_str(d.name), d.loc, d.properties, d.attributes).hash(&mut h);
        for v in b.operands(o) {
            v.hash(&mut h);
        }
        for r in b.results(o) {
            (r, b.value_type(r)).hash(&mut h);
        }
        for s in b.successors(o) {
            (s.block, s.num_operands).hash(&mut h);
        }
        let rb = b.regions_body(o);
        for &region in b.regions(o) {
            region.hash(&mut h);
            for &block in rb.blocks(region) {
                block.hash(&mut h);
                for &arg in rb.block_args(block) {
                    (arg, rb.value_type(arg)).hash(&mut h);
                }
                rb.block_ops(block).count().hash(&mut h);
            }
        }
        WalkResult::Advance
    });
    h.finish()
}

impl Pass for CompositeFixedPoint {
    fn argument(&self) -> &'static str {
        "composite-fixed-point-pass"
    }
    fn name(&self) -> &'static str {
        static_name(&self.options.name)
    }
    fn summary(&self) -> &'static str {
        "Composite fixed point pass"
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
        let max = self.options.max_iterations;
        if max <= 0 {
            // mlir-opt prints the value as a character.
            let c = char::from(max as u8);
            return Err(Diagnostic::error(
                ctx.unknown_loc(),
                format!("Invalid maxIterations value: {c}\n"),
            ));
        }
        let mut print = fingerprint(ctx, body, op);
        let mut iteration = 0;
        loop {
            // The pipeline runs as a dynamic pipeline of this pass: verified, printed
            // and reporting diagnostics as the enclosing pass manager says.
            if let Err(e) = env.run_pipeline(&mut self.options.pm, ctx, body, op) {
                return Err(env.fail(ctx, e));
            }
            if iteration >= max {
                env.emit_op_warning(
                    ctx,
                    body,
                    op,
                    format!(
                        "Composite pass \"{}\"+ didn't converge in {max} iterations",
                        self.options.name
                    ),
                );
                break;
            }
            iteration += 1;
            let now = fingerprint(ctx, body, op);
            if now == print {
                break;
            }
            print = now;
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
