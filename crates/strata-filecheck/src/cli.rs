//! The FileCheck command line: `strata-filecheck CHECKFILE [options] < input`.

use std::io::{Read, Write};

use crate::{CheckFile, Options};

/// Parsed command-line arguments.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Args {
    /// The check file path (the one positional argument).
    pub check_file: String,
    /// The input path; `None` or `-` means standard input.
    pub input_file: Option<String>,
    /// Matching options.
    pub options: Options,
}

const HELP: &str = "\
USAGE: strata-filecheck [options] <check-file>

Reads the input from standard input (or --input-file) and verifies it against the
CHECK directives in <check-file>, like LLVM FileCheck.

OPTIONS:
  --check-prefix=<prefix>         Prefix to use (repeatable; default CHECK)
  --check-prefixes=<a,b,...>      Several prefixes at once
  --comment-prefixes=<a,b,...>    Comment prefixes (default COM,RUN)
  --implicit-check-not=<pattern>  Add an implicit CHECK-NOT everywhere
  --input-file=<file>             Read the input from <file> ('-' is stdin)
  --strict-whitespace             Do not canonicalize horizontal whitespace
  --match-full-lines              Require patterns to match whole lines
  --ignore-case                   Match case-insensitively
  --allow-empty                   Accept an empty input
  --allow-unused-prefixes         Do not require every prefix to be used
  --enable-var-scope              Clear non-$ variables at each CHECK-LABEL
  -D<NAME>=<VALUE>                Define a string variable
  --dump-input=<mode>, --dump-input-filter=<f>, --dump-input-context=<n>,
  --color, -v, -vv                Accepted for compatibility; ignored
";

/// Parses a boolean option value (`--flag` or `--flag=true|false|1|0`).
fn parse_bool(name: &str, value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
        Some("false" | "FALSE" | "False" | "0") => Ok(false),
        Some(v) => Err(format!(
            "for the --{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

/// What [`parse_args`] produced.
#[derive(Debug, Clone, PartialEq)]
pub enum Parsed {
    /// Run a check.
    Run(Args),
    /// Print this text to stdout and exit successfully (`--help`, `--version`).
    Print(String),
}

/// Parses FileCheck-style arguments (without the program name). Options take `-` or
/// `--`, and values either as `--opt=value` or `--opt value`.
pub fn parse_args(args: &[String]) -> Result<Parsed, String> {
    let mut out = Args::default();
    let mut positional: Vec<String> = Vec::new();
    let mut i = 0;
    let mut only_positional = false;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if only_positional || arg == "-" || !arg.starts_with('-') {
            positional.push(arg.clone());
            continue;
        }
        if arg == "--" {
            only_positional = true;
            continue;
        }
        if let Some(def) = arg.strip_prefix("-D") {
            let def = if def.is_empty() {
                let v = args.get(i).ok_or("-D requires a value")?;
                i += 1;
                v.clone()
            } else {
                def.to_string()
            };
            out.options.defines.push(def);
            continue;
        }
        let body = arg.trim_start_matches('-');
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        let mut value = || -> Result<String, String> {
            if let Some(v) = inline {
                return Ok(v.to_string());
            }
            let v = args
                .get(i)
                .ok_or_else(|| format!("option '{name}' requires a value"))?;
            i += 1;
            Ok(v.clone())
        };
        let split = |v: String| -> Vec<String> { v.split(',').map(str::to_string).collect() };
        let o = &mut out.options;
        match name {
            "check-prefix" => o.check_prefixes.push(value()?),
            "check-prefixes" => o.check_prefixes.extend(split(value()?)),
            "comment-prefixes" => o.comment_prefixes.extend(split(value()?)),
            "implicit-check-not" => o.implicit_check_not.push(value()?),
            "input-file" => out.input_file = Some(value()?),
            "strict-whitespace" => o.strict_whitespace = parse_bool(name, inline)?,
            "match-full-lines" => o.match_full_lines = parse_bool(name, inline)?,
            "ignore-case" => o.ignore_case = parse_bool(name, inline)?,
            "allow-empty" => o.allow_empty_input = parse_bool(name, inline)?,
            "allow-unused-prefixes" => o.allow_unused_prefixes = parse_bool(name, inline)?,
            "enable-var-scope" => o.enable_var_scope = parse_bool(name, inline)?,
            "dump-input" | "dump-input-filter" | "dump-input-context" => {
                value()?;
            }
            "color" | "v" | "vv" | "dump-input-on-failure" => {
                parse_bool(name, inline)?;
            }
            "help" | "h" => return Ok(Parsed::Print(HELP.to_string())),
            "version" => {
                return Ok(Parsed::Print(format!(
                    "strata-filecheck {} (compatible with LLVM FileCheck 22)\n",
                    env!("CARGO_PKG_VERSION")
                )));
            }
            _ => return Err(format!("Unknown command line argument '{arg}'.")),
        }
    }
    match positional.len() {
        0 => Err("Not enough positional command line arguments specified!".into()),
        1 => {
            out.check_file = positional.remove(0);
            Ok(Parsed::Run(out))
        }
        _ => Err(format!(
            "Too many positional arguments specified! Can specify at most 1 positional \
             argument: See: strata-filecheck --help (extra: '{}')",
            positional[1]
        )),
    }
}

/// Runs the FileCheck command line. `argv` includes the program name; the input is
/// read from `stdin` unless `--input-file` names a file. Diagnostics go to `stderr`,
/// `--help`/`--version` text to `stdout`. Returns the process exit code: 0 on success,
/// 1 if the input does not match, 2 on usage or check-file errors.
pub fn run(
    argv: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let prog = argv.first().map_or("strata-filecheck", String::as_str);
    let args = match parse_args(argv.get(1..).unwrap_or_default()) {
        Ok(Parsed::Run(a)) => a,
        Ok(Parsed::Print(text)) => {
            let _ = stdout.write_all(text.as_bytes());
            return 0;
        }
        Err(e) => {
            let _ = writeln!(stderr, "{prog}: {e}");
            return 2;
        }
    };
    let check_text = match std::fs::read(&args.check_file) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(
                stderr,
                "Could not open check file '{}': {}",
                args.check_file,
                io_message(&e)
            );
            return 2;
        }
    };
    let checks = match CheckFile::parse(&args.check_file, &check_text, &args.options) {
        Ok(c) => c,
        Err(e) => {
            let _ = stderr.write_all(e.message.as_bytes());
            return e.exit_code();
        }
    };
    let (input_name, input) = match args.input_file.as_deref() {
        None | Some("-") => {
            let mut buf = Vec::new();
            if let Err(e) = stdin.read_to_end(&mut buf) {
                let _ = writeln!(stderr, "Could not read standard input: {e}");
                return 2;
            }
            ("<stdin>".to_string(), buf)
        }
        Some(path) => match std::fs::read(path) {
            Ok(t) => (path.to_string(), t),
            Err(e) => {
                let _ = writeln!(
                    stderr,
                    "Could not open input file '{path}': {}",
                    io_message(&e)
                );
                return 2;
            }
        },
    };
    match checks.check(&input_name, &input) {
        Ok(()) => 0,
        Err(e) => {
            let _ = stderr.write_all(e.message.as_bytes());
            if input.is_empty() {
                let _ = writeln!(stderr, "FileCheck command line:  {}", argv.join(" "));
            }
            e.exit_code()
        }
    }
}

/// An I/O error's message without Rust's " (os error N)" suffix.
fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &[&str]) -> Vec<String> {
        s.iter().map(|s| s.to_string()).collect()
    }

    fn parsed(s: &[&str]) -> Args {
        match parse_args(&args(s)).unwrap() {
            Parsed::Run(a) => a,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn parses_llvm_style_options() {
        let a = parsed(&[
            "t.mlir",
            "--check-prefix=A",
            "-check-prefix",
            "B",
            "--check-prefixes=C,D",
            "-implicit-check-not=foo",
            "--input-file",
            "in.txt",
            "--strict-whitespace",
            "-match-full-lines=false",
            "-DX=1",
            "-D",
            "Y=2",
            "--dump-input=fail",
            "-v",
        ]);
        assert_eq!(a.check_file, "t.mlir");
        assert_eq!(a.input_file.as_deref(), Some("in.txt"));
        assert_eq!(a.options.check_prefixes, ["A", "B", "C", "D"]);
        assert_eq!(a.options.implicit_check_not, ["foo"]);
        assert!(a.options.strict_whitespace);
        assert!(!a.options.match_full_lines);
        assert_eq!(a.options.defines, ["X=1", "Y=2"]);
    }

    #[test]
    fn rejects_bad_command_lines() {
        assert!(parse_args(&args(&[])).is_err());
        assert!(parse_args(&args(&["a", "b"])).is_err());
        assert!(parse_args(&args(&["a", "--bogus"])).is_err());
        assert!(parse_args(&args(&["a", "--check-prefix"])).is_err());
        assert!(matches!(
            parse_args(&args(&["--help"])),
            Ok(Parsed::Print(_))
        ));
    }

    #[test]
    fn run_reports_exit_codes() {
        let dir = std::env::temp_dir().join(format!("strata-fc-cli-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let check = dir.join("c.txt");
        std::fs::write(&check, "// CHECK: hello\n").unwrap();
        let run_with = |extra: &[&str], input: &str| {
            let mut argv = args(&["FileCheck", check.to_str().unwrap()]);
            argv.extend(args(extra));
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let code = run(&argv, &mut input.as_bytes(), &mut out, &mut err);
            (code, String::from_utf8(err).unwrap())
        };
        assert_eq!(run_with(&[], "hello\n").0, 0);
        let (code, err) = run_with(&[], "bye\n");
        assert_eq!(code, 1);
        assert!(
            err.contains("error: CHECK: expected string not found in input"),
            "{err}"
        );
        assert!(
            err.contains("<stdin>:1:1: note: scanning from here"),
            "{err}"
        );
        let (code, err) = run_with(&[], "");
        assert_eq!(code, 2);
        assert!(
            err.starts_with("FileCheck error: '<stdin>' is empty.\n"),
            "{err}"
        );
        assert_eq!(run_with(&["--allow-empty"], "").0, 1);
        assert_eq!(run_with(&["--check-prefix=NOPE"], "hello").0, 2);
        let (code, err) = run_with(&["--input-file=/nonexistent/x"], "");
        assert_eq!(code, 2);
        assert!(err.contains("Could not open input file"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
