//! FileCheck-compatible matching: checks an input text against `CHECK:`-style directives.
//!
//! This crate's one job is to reproduce LLVM FileCheck 22's semantics for the directives
//! Strata's tests use: `CHECK`, `-NEXT`, `-SAME`, `-NOT`, `-DAG`, `-LABEL`, `-COUNT-n`,
//! `-EMPTY`, the `{LITERAL}` modifier, `{{regex}}` blocks (LLVM's POSIX ERE dialect),
//! `[[VAR:regex]]` definitions and `[[VAR]]` uses (including reuse on the defining
//! line), `[[@LINE]]` / `[[#@LINE+N]]`, and the options `--check-prefix(es)`,
//! `--comment-prefixes`, `--implicit-check-not`, `--strict-whitespace`,
//! `--match-full-lines`, `--ignore-case`, `--allow-empty`, `--allow-unused-prefixes`,
//! `--enable-var-scope` and `-D`. Diagnostics follow FileCheck's format.
//!
//! It depends on no other Strata crate. The `strata-filecheck` binary in `strata-tools`
//! is a thin wrapper over [`cli::run`].
//!
//! ```
//! use strata_filecheck::{check, Options};
//! let checks = "// CHECK: func @[[NAME:[a-z]+]](\n// CHECK-NEXT: return\n// CHECK: @[[NAME]]\n";
//! let input = "func @main() {\n  return\n}\ncall @main\n";
//! assert!(check("t.mlir", checks.as_bytes(), "<stdin>", input.as_bytes(), &Options::default()).is_ok());
//! ```

#![warn(missing_docs)]

mod checkfile;
pub mod cli;
mod ere;
mod matcher;
mod pattern;
mod source;

use std::fmt;

use checkfile::CheckString;
use source::SourceBuffer;

/// Settings for a FileCheck run (the command-line options).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// Check prefixes; empty means `["CHECK"]`.
    pub check_prefixes: Vec<String>,
    /// Comment prefixes; empty means `["COM", "RUN"]`.
    pub comment_prefixes: Vec<String>,
    /// Patterns that must not occur anywhere between matches (`--implicit-check-not`).
    pub implicit_check_not: Vec<String>,
    /// Do not canonicalize horizontal whitespace (`--strict-whitespace`).
    pub strict_whitespace: bool,
    /// Patterns must match whole lines (`--match-full-lines`).
    pub match_full_lines: bool,
    /// Case-insensitive matching (`--ignore-case`).
    pub ignore_case: bool,
    /// Accept an empty input (`--allow-empty`).
    pub allow_empty_input: bool,
    /// Do not require every check prefix to be used (`--allow-unused-prefixes`).
    pub allow_unused_prefixes: bool,
    /// Clear variables not starting with `$` at each CHECK-LABEL (`--enable-var-scope`).
    pub enable_var_scope: bool,
    /// Predefined string variables (`-DNAME=VALUE`), as `NAME=VALUE` strings.
    pub defines: Vec<String>,
}

/// Whether an error is a setup problem or a failed match (they map to exit codes 2 and 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// Bad options, a malformed check file, or an empty input (FileCheck exits with 2).
    Usage,
    /// The input did not satisfy the checks (FileCheck exits with 1).
    Mismatch,
}

/// A FileCheck failure, carrying the fully rendered diagnostics.
#[derive(Debug, Clone)]
pub struct Error {
    /// The class of failure.
    pub kind: ErrorKind,
    /// Rendered diagnostics (one or more `file:line:col: error: ...` blocks).
    pub message: String,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Error {
            kind,
            message: message.into(),
        }
    }

    /// The exit status FileCheck uses for this error.
    pub fn exit_code(&self) -> i32 {
        match self.kind {
            ErrorKind::Usage => 2,
            ErrorKind::Mismatch => 1,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// A parsed check file, ready to be matched against any number of inputs.
pub struct CheckFile {
    sources: Vec<SourceBuffer>,
    checks: Vec<CheckString>,
    options: Options,
    defines: Vec<(String, Vec<u8>)>,
}

impl fmt::Debug for CheckFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CheckFile")
            .field("name", &self.sources[0].name)
            .field("checks", &self.checks.len())
            .finish()
    }
}

/// Parses `-D` definitions into (name, value) pairs.
fn parse_defines(defines: &[String]) -> Result<Vec<(String, Vec<u8>)>, Error> {
    let mut out = Vec::new();
    for def in defines {
        let usage = |msg: String| Error::new(ErrorKind::Usage, format!("error: {msg}\n"));
        let Some((name, value)) = def.split_once('=') else {
            return Err(usage(format!(
                "missing equal sign in global definition '{def}'"
            )));
        };
        if name.starts_with('#') {
            return Err(usage(format!(
                "numeric variable definitions are not supported by strata-filecheck: '{def}'"
            )));
        }
        let bytes = name.as_bytes();
        let sigil = usize::from(bytes.first() == Some(&b'$'));
        let valid = bytes.len() > sigil
            && (bytes[sigil].is_ascii_alphabetic() || bytes[sigil] == b'_')
            && bytes[sigil..]
                .iter()
                .all(|b| b.is_ascii_alphanumeric() || *b == b'_');
        if !valid {
            return Err(usage(format!(
                "invalid name in string variable definition '{name}'"
            )));
        }
        out.push((name.to_string(), value.as_bytes().to_vec()));
    }
    Ok(out)
}

impl CheckFile {
    /// Parses the check file `text` (named `name` in diagnostics) under `options`.
    pub fn parse(name: &str, text: &[u8], options: &Options) -> Result<CheckFile, Error> {
        let defines = parse_defines(&options.defines)?;
        let source = SourceBuffer::canonical(name, text, options.strict_whitespace);
        let parsed = checkfile::parse_check_file(source, options)?;
        Ok(CheckFile {
            sources: parsed.sources,
            checks: parsed.checks,
            options: options.clone(),
            defines,
        })
    }

    /// Checks `input` (named `input_name` in diagnostics) against the parsed checks.
    pub fn check(&self, input_name: &str, input: &[u8]) -> Result<(), Error> {
        if input.is_empty() && !self.options.allow_empty_input {
            return Err(Error::new(
                ErrorKind::Usage,
                format!("FileCheck error: '{input_name}' is empty.\n"),
            ));
        }
        let input = SourceBuffer::canonical(input_name, input, self.options.strict_whitespace);
        let mut m = matcher::Matcher {
            sources: &self.sources,
            input: &input,
            vars: self.defines.iter().cloned().collect(),
            diags: String::new(),
            enable_var_scope: self.options.enable_var_scope,
        };
        if m.run(&self.checks) {
            Ok(())
        } else {
            Err(Error::new(ErrorKind::Mismatch, m.diags))
        }
    }
}

/// Parses `check_text` and checks `input` against it in one step.
pub fn check(
    check_name: &str,
    check_text: &[u8],
    input_name: &str,
    input: &[u8],
    options: &Options,
) -> Result<(), Error> {
    CheckFile::parse(check_name, check_text, options)?.check(input_name, input)
}

#[cfg(test)]
mod tests;
