//! Command-line support for mlir-opt-style tools: `--<pass-name>[=options]` flags picked
//! out of argv, the pass list for `--help`, building the pipeline from flags or
//! `--pass-pipeline=`, and `--dump-pass-pipeline` text.

use crate::manager::OpPassManager;
use crate::pass::Pass;
use crate::pipeline::PipelineError;
use crate::registry::PassRegistry;

/// The passes a command line asked for.
pub enum PipelineSpec {
    /// No passes.
    None,
    /// `--pass-pipeline=anchor(...)`.
    Textual(OpPassManager),
    /// `--pass-name` flags, in order; anchored on the top-level op when run.
    Flags(Vec<Box<dyn Pass>>),
}

impl PipelineSpec {
    /// Builds the spec from `--pass-pipeline` text and pass flags `(argument, options)`.
    pub fn new(
        pipeline: Option<&str>,
        flags: &[(String, Option<String>)],
        registry: &PassRegistry,
    ) -> Result<PipelineSpec, PipelineError> {
        match (pipeline, flags.is_empty()) {
            (Some(_), false) => Err(PipelineError::Other(
                "'-pass-pipeline' option can't be used with individual pass options".to_string(),
            )),
            (Some(text), true) => Ok(PipelineSpec::Textual(OpPassManager::parse(text, registry)?)),
            (None, true) => Ok(PipelineSpec::None),
            (None, false) => {
                let mut passes = Vec::new();
                for (name, options) in flags {
                    match registry.create(name, options.as_deref())? {
                        Some(p) => passes.push(p),
                        None => {
                            return Err(PipelineError::Other(format!(
                                "'{name}' does not refer to a registered pass"
                            )));
                        }
                    }
                }
                Ok(PipelineSpec::Flags(passes))
            }
        }
    }

    /// The pass manager to run on a top-level op named `top` (`None`: no passes).
    pub fn build(&self, top: &str) -> Result<Option<OpPassManager>, PipelineError> {
        match self {
            PipelineSpec::None => Ok(None),
            PipelineSpec::Textual(pm) => Ok(Some(pm.clone())),
            PipelineSpec::Flags(passes) => {
                let mut pm = OpPassManager::new(top);
                for p in passes {
                    pm.add_pass(p.clone_box())?;
                }
                Ok(Some(pm))
            }
        }
    }
}

/// Splits pass flags (`--strip-debuginfo`, `--print-op-stats=json=true`) out of `args`
/// (already normalized to two dashes); returns the other arguments and the flags in order.
/// Arguments after `--` are left alone.
pub fn extract_pass_flags(
    args: Vec<String>,
    registry: &PassRegistry,
) -> (Vec<String>, Vec<(String, Option<String>)>) {
    let mut rest = Vec::with_capacity(args.len());
    let mut flags = Vec::new();
    let mut done = false;
    for (i, a) in args.into_iter().enumerate() {
        if i == 0 || done {
            rest.push(a);
            continue;
        }
        if a == "--" {
            done = true;
            rest.push(a);
            continue;
        }
        if let Some(flag) = a.strip_prefix("--") {
            let (name, value) = match flag.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (flag, None),
            };
            if registry.get(name).is_some() {
                flags.push((name.to_string(), value));
                continue;
            }
        }
        rest.push(a);
    }
    (rest, flags)
}

/// The pass list for `--help`, in mlir-opt's layout.
pub fn help_text(registry: &PassRegistry) -> String {
    // Names start at column 6 (options at 8) and descriptions at column 73, as in mlir-opt.
    let mut out = String::from("  Compiler passes to run\n    Passes:\n");
    for reg in registry.iter() {
        out.push_str(&format!(
            "      {:<67}-   {}\n",
            format!("--{}", reg.argument),
            reg.summary
        ));
        let pass = (reg.make)();
        if let Some(opts) = pass.options() {
            for (spelling, description) in opts.describe() {
                out.push_str(&format!(
                    "        {:<65}- {description}\n",
                    format!("--{spelling}")
                ));
            }
        }
    }
    out
}

/// The `--dump-pass-pipeline` text (printed to stderr by mlir-opt).
pub fn dump_pipeline(pm: &OpPassManager) -> String {
    let mut out = format!("Pass Manager with {} passes:\n", pm.len());
    pm.print_pretty(&mut out, 0);
    out.push_str("\n\n");
    out
}
