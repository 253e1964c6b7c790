//! The [`Pass`] trait, typed pass options ([`PassOptions`]) and the parser of the
//! `{key=value ...}` option syntax shared by pipelines and `--pass-name=...` flags.

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId};

pub use crate::manager::PassEnv;

/// A named counter a pass reports under `--mlir-pass-statistics`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Statistic {
    /// Its name, e.g. `num-cse'd`.
    pub name: &'static str,
    /// One-line description.
    pub description: &'static str,
    /// Current value.
    pub value: u64,
}

/// A transformation or analysis run on one operation at a time.
///
/// A pass runs on `op`, held by `body`; it may change `op`'s attributes, location and
/// everything nested in it, but not `op`'s siblings, and it must not erase `op`. Each worker
/// thread gets its own instance ([`Pass::clone_box`]).
pub trait Pass: Send {
    /// The pass argument, as on mlir-opt's command line (`strip-debuginfo`).
    fn argument(&self) -> &'static str;
    /// The name shown in timing reports and IR dumps (`StripDebugInfo`).
    fn name(&self) -> &'static str;
    /// One-line summary for `--help`.
    fn summary(&self) -> &'static str;
    /// The operation name the pass is restricted to, or `None` if it runs on any op.
    fn anchor(&self) -> Option<&'static str> {
        None
    }
    /// The pass's options, if it has any.
    fn options(&self) -> Option<&dyn PassOptions> {
        None
    }
    /// Mutable access to the pass's options, if it has any.
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        None
    }
    /// Runs the pass on `op` (held by `body`). An error fails the pipeline. `env` is the
    /// pass manager's side of the run: non-fatal diagnostics, dynamic pipelines, and
    /// marking analyses preserved ([`PassEnv`]); to run a pass by hand, give it
    /// [`PassEnv::detached`].
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic>;
    /// A copy of this pass with the same options, for another thread.
    fn clone_box(&self) -> Box<dyn Pass>;
    /// The pass's statistics (cumulative over its runs).
    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }
    /// The analyses the pass computes, listed as `(A) Name` rows under it in timing
    /// reports (MLIR's analysis timing: `DominanceInfo` for CSE).
    fn analyses(&self) -> &'static [&'static str] {
        &[]
    }
    /// Time spent computing each of [`Pass::analyses`] since the last call, in that order
    /// (the clock restarts).
    fn take_analysis_times(&mut self) -> Vec<std::time::Duration> {
        Vec::new()
    }
}

/// Why a pass option could not be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No option has this name.
    Unknown(String),
    /// The value is not valid for the option; the message is mlir-opt's
    /// (`'3' is invalid value for boolean argument! Try 0 or 1`).
    InvalidValue {
        /// The option's name.
        option: String,
        /// What is wrong.
        message: String,
    },
    /// The option text itself is malformed (unbalanced braces or quotes).
    Syntax(String),
    /// The setter reported the problem itself: this text (ending with a newline) comes
    /// before mlir-opt's "failed to add" line.
    Reported(String),
}

/// A pass's typed options: set from `key=value` pairs, printed back in pipeline form.
pub trait PassOptions {
    /// Sets option `key`; `value` is `None` for a bare `key` (meaning `true` for flags).
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError>;
    /// Prints every option as mlir-opt does inside `{...}` (`json=false`).
    fn print(&self, out: &mut String);
    /// Each option's spelling for `--help` (`json`, `max-iterations=<uint>`) and
    /// description.
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        Vec::new()
    }
}

/// Splits option text (`a=1 b={x y} c="s t" d`) into `(key, value)` pairs.
pub fn split_options(text: &str) -> Result<Vec<(&str, Option<&str>)>, OptionError> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let key_start = i;
        while i < bytes.len() && bytes[i] != b'=' && !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let key = &text[key_start..i];
        if i < bytes.len() && bytes[i] == b'=' {
            i += 1;
            let value_start = i;
            let mut depth = 0usize;
            while i < bytes.len() {
                match bytes[i] {
                    b'{' | b'(' | b'[' => depth += 1,
                    b'}' | b')' | b']' => {
                        depth = depth.checked_sub(1).ok_or_else(|| {
                            OptionError::Syntax(format!("unbalanced brackets in '{text}'"))
                        })?
                    }
                    q @ (b'"' | b'\'') => {
                        i += 1;
                        while i < bytes.len() && bytes[i] != q {
                            i += 1;
                        }
                        if i == bytes.len() {
                            return Err(OptionError::Syntax(format!(
                                "unterminated string in '{text}'"
                            )));
                        }
                    }
                    c if c.is_ascii_whitespace() && depth == 0 => break,
                    _ => {}
                }
                i += 1;
            }
            if depth != 0 {
                return Err(OptionError::Syntax(format!(
                    "unbalanced brackets in '{text}'"
                )));
            }
            let mut value = &text[value_start..i];
            // A quoted or braced value stands for its contents.
            for (open, close) in [("\"", "\""), ("'", "'"), ("{", "}")] {
                if value.len() >= 2 && value.starts_with(open) && value.ends_with(close) {
                    value = &value[1..value.len() - 1];
                    break;
                }
            }
            out.push((key, Some(value)));
        } else {
            out.push((key, None));
        }
    }
    Ok(out)
}

/// Applies option text to `options`.
pub fn apply_options(options: &mut dyn PassOptions, text: &str) -> Result<(), OptionError> {
    for (key, value) in split_options(text)? {
        options.set(key, value)?;
    }
    Ok(())
}

/// Parses a boolean option value the way LLVM's command line does.
pub fn parse_bool(option: &str, value: Option<&str>) -> Result<bool, OptionError> {
    match value {
        None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
        Some("false" | "FALSE" | "False" | "0") => Ok(false),
        Some(v) => Err(OptionError::InvalidValue {
            option: option.to_string(),
            message: format!("'{v}' is invalid value for boolean argument! Try 0 or 1"),
        }),
    }
}

/// Parses a signed integer option value (decimal, `0x` hex).
pub fn parse_int(option: &str, value: Option<&str>) -> Result<i64, OptionError> {
    let v = value.unwrap_or("");
    let parsed = match v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
        Some(hex) => i64::from_str_radix(hex, 16).ok(),
        None => v.parse::<i64>().ok(),
    };
    parsed.ok_or_else(|| OptionError::InvalidValue {
        option: option.to_string(),
        message: format!("'{v}' value invalid for integer argument!"),
    })
}

/// Parses a comma-separated list option value (`a,b,c`; empty gives an empty list).
pub fn parse_list(value: Option<&str>) -> Vec<String> {
    match value {
        None | Some("") => Vec::new(),
        Some(v) => v.split(',').map(|s| s.trim().to_string()).collect(),
    }
}

/// Options of a pass that has none: every key is unknown.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoOptions;

impl PassOptions for NoOptions {
    fn set(&mut self, key: &str, _value: Option<&str>) -> Result<(), OptionError> {
        Err(OptionError::Unknown(key.to_string()))
    }
    fn print(&self, _out: &mut String) {}
}
