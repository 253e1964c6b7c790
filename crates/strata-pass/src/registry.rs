//! The pass registry: pass arguments mapped to constructors, used to build pipelines from
//! text and to list passes in `--help`.

use std::collections::BTreeMap;

use crate::pass::{OptionError, Pass, apply_options};
use crate::pipeline::PipelineError;

/// One registered pass.
#[derive(Clone, Copy)]
pub struct PassRegistration {
    /// The pass argument (`strip-debuginfo`).
    pub argument: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// Creates the pass with default options.
    pub make: fn() -> Box<dyn Pass>,
}

impl std::fmt::Debug for PassRegistration {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassRegistration")
            .field("argument", &self.argument)
            .finish()
    }
}

/// Registered passes, by argument.
#[derive(Clone, Debug, Default)]
pub struct PassRegistry {
    passes: BTreeMap<&'static str, PassRegistration>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers a pass constructor (replacing one with the same argument).
    pub fn register(&mut self, make: fn() -> Box<dyn Pass>) {
        let p = make();
        self.passes.insert(
            p.argument(),
            PassRegistration {
                argument: p.argument(),
                summary: p.summary(),
                make,
            },
        );
    }

    /// The registration of `argument`, if any.
    pub fn get(&self, argument: &str) -> Option<&PassRegistration> {
        self.passes.get(argument)
    }

    /// All registrations, sorted by argument.
    pub fn iter(&self) -> impl Iterator<Item = &PassRegistration> {
        self.passes.values()
    }

    /// Creates pass `argument` with `options` (`key=value ...`) applied. `Ok(None)` if no
    /// such pass is registered.
    pub fn create(
        &self,
        argument: &str,
        options: Option<&str>,
    ) -> Result<Option<Box<dyn Pass>>, PipelineError> {
        let Some(reg) = self.passes.get(argument) else {
            return Ok(None);
        };
        let mut pass = (reg.make)();
        if let Some(text) = options {
            // Options holding a pipeline (`composite-fixed-point-pass`) parse it with
            // this registry.
            let previous = CURRENT.replace(Some(self.clone()));
            let result = match pass.options_mut() {
                Some(opts) => apply_options(opts, text),
                None => apply_options(&mut crate::pass::NoOptions, text),
            };
            CURRENT.set(previous);
            result.map_err(|error: OptionError| PipelineError::Options {
                pass: argument.to_string(),
                options: text.to_string(),
                error,
            })?;
        }
        Ok(Some(pass))
    }
}

thread_local! {
    /// The registry whose [`PassRegistry::create`] is setting options on this thread.
    static CURRENT: std::cell::RefCell<Option<PassRegistry>> = const { std::cell::RefCell::new(None) };
}

/// A copy of the registry creating a pass on this thread, for option setters that parse
/// pipelines; `None` outside [`PassRegistry::create`].
pub fn current_registry() -> Option<PassRegistry> {
    CURRENT.with(|c| c.borrow().clone())
}
