//! Differential tests: strata-filecheck against LLVM FileCheck 22 on a table of cases.
//!
//! Each case has the exit code FileCheck 22 gives. When the real FileCheck is installed
//! (`/usr/lib/llvm-22/bin/FileCheck`, or `$STRATA_FILECHECK_ORACLE`), the test also runs
//! it and requires identical diagnostics (up to FileCheck's input dump, which
//! strata-filecheck does not print).

use std::path::{Path, PathBuf};
use std::process::Command;

/// (name, check file, input, extra args, FileCheck 22's exit code).
type Case = (
    &'static str,
    &'static str,
    &'static str,
    &'static [&'static str],
    i32,
);

const CASES: &[Case] = &[
    // Plain, NEXT, SAME, EMPTY.
    (
        "plain-ok",
        "CHECK: hello\nCHECK: bar\n",
        "hello world\nfoo bar\n",
        &[],
        0,
    ),
    (
        "plain-order",
        "CHECK: bar\nCHECK: hello\n",
        "hello world\nfoo bar\n",
        &[],
        1,
    ),
    (
        "plain-fuzzy",
        "CHECK: hello wrld\n",
        "xx\nhello world\n",
        &[],
        1,
    ),
    ("ws-canon", "CHECK: a   b\n", "a\t\tb\n", &[], 0),
    (
        "ws-strict",
        "CHECK: a b\n",
        "a  b\n",
        &["--strict-whitespace"],
        1,
    ),
    ("next-ok", "CHECK: a\nCHECK-NEXT: b\n", "a\nb\n", &[], 0),
    (
        "next-same-line",
        "CHECK: a\nCHECK-NEXT: b\n",
        "a b\n",
        &[],
        1,
    ),
    (
        "next-skipped",
        "CHECK: a\nCHECK-NEXT: b\n",
        "a\nx\nb\n",
        &[],
        1,
    ),
    (
        "same-ok",
        "CHECK: a\nCHECK-SAME: b\nCHECK-SAME: c\n",
        "a b c\n",
        &[],
        0,
    ),
    ("same-bad", "CHECK: a\nCHECK-SAME: b\n", "a\nb\n", &[], 1),
    (
        "empty-ok",
        "CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n",
        "a\n\nb\n",
        &[],
        0,
    ),
    ("empty-bad", "CHECK: a\nCHECK-EMPTY:\n", "a\nb\n\n", &[], 1),
    ("empty-eof", "CHECK: a\nCHECK-EMPTY:\n", "a\n", &[], 0),
    ("empty-none", "CHECK: a\nCHECK-EMPTY:\n", "a\nb", &[], 1),
    (
        "empty-nonempty-pattern",
        "CHECK: a\nCHECK-EMPTY: x\n",
        "a\n",
        &[],
        2,
    ),
    // COUNT.
    (
        "count-ok",
        "CHECK-COUNT-3: x\nCHECK-NEXT: y\n",
        "x x\nx\ny\n",
        &[],
        0,
    ),
    ("count-short", "CHECK-COUNT-3: x\n", "x\nx\n", &[], 1),
    ("count-zero", "CHECK-COUNT-0: x\n", "x\n", &[], 2),
    ("count-nodigits", "CHECK-COUNT-: x\n", "x\n", &[], 2),
    ("count-junk", "CHECK-COUNT-2x: x\n", "x\n", &[], 2),
    // NOT.
    (
        "not-between",
        "CHECK: a\nCHECK-NOT: b\nCHECK: c\n",
        "a b c\n",
        &[],
        1,
    ),
    (
        "not-outside",
        "CHECK: a\nCHECK-NOT: b\nCHECK: c\n",
        "b a c b\n",
        &[],
        0,
    ),
    ("not-leading", "CHECK-NOT: z\nCHECK: a\n", "z a\n", &[], 1),
    ("not-trailing", "CHECK: a\nCHECK-NOT: z\n", "a z\n", &[], 1),
    (
        "not-two",
        "CHECK-NOT: x\nCHECK-NOT: y\nCHECK: a\n",
        "x y a\n",
        &[],
        1,
    ),
    ("not-only", "CHECK-NOT: x\n", "abc\n", &[], 0),
    ("not-undef", "CHECK-NOT: [[U]]\nCHECK: a\n", "a\n", &[], 1),
    // DAG.
    (
        "dag-any-order",
        "CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n",
        "a b c\n",
        &[],
        0,
    ),
    (
        "dag-then-check",
        "CHECK-DAG: b\nCHECK-DAG: a\nCHECK: a\n",
        "a b\n",
        &[],
        1,
    ),
    ("dag-overlap", "CHECK-DAG: x\nCHECK-DAG: x\n", "x\n", &[], 1),
    (
        "dag-overlap-ok",
        "CHECK-DAG: x\nCHECK-DAG: x\n",
        "x x\n",
        &[],
        0,
    ),
    (
        "dag-partial-overlap",
        "CHECK-DAG: abc\nCHECK-DAG: bcd\n",
        "abcd bcd\n",
        &[],
        0,
    ),
    (
        "dag-not-dag-ok",
        "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n",
        "a b x\n",
        &[],
        0,
    ),
    (
        "dag-not-dag-bad",
        "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n",
        "a x b\n",
        &[],
        1,
    ),
    (
        "dag-not-dag-order",
        "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n",
        "b a\n",
        &[],
        1,
    ),
    (
        "dag-not-check",
        "CHECK-DAG: a\nCHECK-NOT: x\nCHECK: c\n",
        "a x c\n",
        &[],
        1,
    ),
    (
        "dag-not-check-ok",
        "CHECK-DAG: a\nCHECK-NOT: x\nCHECK: c\n",
        "x a c\n",
        &[],
        0,
    ),
    (
        "not-dag",
        "CHECK: s\nCHECK-NOT: x\nCHECK-DAG: a\nCHECK-DAG: b\n",
        "s x b a\n",
        &[],
        1,
    ),
    (
        "not-dag-inside",
        "CHECK: s\nCHECK-NOT: x\nCHECK-DAG: a\nCHECK-DAG: b\n",
        "s b x a\n",
        &[],
        0,
    ),
    (
        "not-dag-ok",
        "CHECK: s\nCHECK-NOT: x\nCHECK-DAG: a\nCHECK-DAG: b\n",
        "s b a x\n",
        &[],
        0,
    ),
    ("dag-missing", "CHECK: a\nCHECK-DAG: zz\n", "a\n", &[], 1),
    (
        "dag-next",
        "CHECK: a\nCHECK-DAG: c\nCHECK-NEXT: d\n",
        "a\nc\nd\n",
        &[],
        0,
    ),
    // LABEL.
    (
        "label-ok",
        "CHECK-LABEL: f1\nCHECK: foo\nCHECK-LABEL: f2\nCHECK: bar\n",
        "f1\nfoo\nf2\nbar\n",
        &[],
        0,
    ),
    (
        "label-confine",
        "CHECK-LABEL: f1\nCHECK: foo\nCHECK-LABEL: f2\nCHECK: bar\n",
        "f1\nf2\nfoo\nbar\n",
        &[],
        1,
    ),
    (
        "label-two-errors",
        "CHECK-LABEL: f1\nCHECK: foo\nCHECK-LABEL: f2\nCHECK: bar\n",
        "f1\nbar\nf2\nfoo\n",
        &[],
        1,
    ),
    (
        "label-missing",
        "CHECK-LABEL: f1\nCHECK: foo\nCHECK-LABEL: f2\nCHECK: bar\n",
        "f1\nfoo\nbar\n",
        &[],
        1,
    ),
    (
        "label-dag",
        "CHECK-LABEL: f\nCHECK-DAG: x\nCHECK-LABEL: g\n",
        "f\ng\nx\n",
        &[],
        1,
    ),
    (
        "label-greedy",
        "CHECK-LABEL: a\nCHECK: {{.*}}c\nCHECK-LABEL: b\nCHECK: c\n",
        "a\nb c\n",
        &[],
        1,
    ),
    ("label-var", "CHECK-LABEL: [[X:a]]\n", "a\n", &[], 2),
    (
        "label-next",
        "CHECK-LABEL: f\nCHECK-NEXT: x\n",
        "f\nx\n",
        &[],
        0,
    ),
    // Regexes.
    ("re-basic", "CHECK: x{{[0-9]+}}y\n", "x12y\n", &[], 0),
    ("re-alt", "CHECK: abc{{x|z}}def\n", "abczdef\n", &[], 0),
    ("re-escaped-letter", "CHECK: {{\\d}}\n", "1\n", &[], 1),
    ("re-escaped-letter-ok", "CHECK: {{\\d}}\n", "d\n", &[], 0),
    (
        "re-bracket-backslash",
        "CHECK: {{x[\\]]}}\n",
        "x\\]\n",
        &[],
        0,
    ),
    ("re-brace-literal", "CHECK: {{a{}}\n", "a{\n", &[], 0),
    ("re-lazy", "CHECK: {{a.*?}}b\n", "ab\n", &[], 2),
    ("re-empty", "CHECK: a{{}}b\n", "ab\n", &[], 2),
    ("re-unbalanced", "CHECK: {{a(}}\n", "a\n", &[], 2),
    ("re-no-end", "CHECK: {{a\n", "a\n", &[], 2),
    ("re-braces", "CHECK: {{a{2}}}\n", "aa\n", &[], 2),
    ("re-class", "CHECK: {{[[:alpha:]_]+}}\n", "a_b\n", &[], 0),
    ("re-bad-class", "CHECK: {{[[:foo:]]}}\n", "a\n", &[], 2),
    ("re-bad-range", "CHECK: {{[z-a]}}\n", "a\n", &[], 2),
    ("re-trailing-backslash", "CHECK: {{a\\}}\n", "a\n", &[], 2),
    ("re-dot-newline", "CHECK: a{{.}}b\n", "a\nb\n", &[], 1),
    (
        "re-negated-newline",
        "CHECK: a{{[^x]}}b\n",
        "a\nb\n",
        &[],
        1,
    ),
    ("re-caret", "CHECK: {{^}}foo\n", " foo\n", &[], 1),
    (
        "re-caret-start",
        "CHECK: a\nCHECK-SAME: {{^}}b\n",
        "ab\n",
        &[],
        0,
    ),
    ("re-dollar", "CHECK: a{{$}}\n", "ab\na\n", &[], 0),
    (
        "re-double-bracket",
        "CHECK: {{\\[\\[}}x]]\n",
        "a[[x]]\n",
        &[],
        0,
    ),
    ("re-close-first", "CHECK: {{a}}}\n", "a}\n", &[], 0),
    // Variables.
    (
        "var-ok",
        "CHECK: %[[V:[0-9]+]] = add\nCHECK: use %[[V]]\n",
        "%7 = add\n%8 = add\nuse %7\n",
        &[],
        0,
    ),
    (
        "var-bad",
        "CHECK: %[[V:[0-9]+]] = add\nCHECK: use %[[V]]\n",
        "%7 = add\nuse %8\n",
        &[],
        1,
    ),
    (
        "var-literal-value",
        "CHECK: [[V:a.b]]\nCHECK: [[V]]\n",
        "a.b axb\n",
        &[],
        1,
    ),
    (
        "var-redefine",
        "CHECK: [[X:a|b]]\nCHECK: [[X:c]]\nCHECK: [[X]]\n",
        "a c c\n",
        &[],
        0,
    ),
    ("var-undef", "CHECK: [[Y]]\n", "a\n", &[], 1),
    ("var-same-line", "CHECK: [[X:a+]]b[[X]]\n", "aaba\n", &[], 0),
    (
        "var-same-line-backtrack",
        "CHECK: %[[X:.*]], %[[X]]\n",
        "%a, %a, %b\n",
        &[],
        0,
    ),
    (
        "var-same-line-bad",
        "CHECK: ([[A:[a-z]+]], [[A]])\n",
        "(ab, abc)\n",
        &[],
        1,
    ),
    (
        "var-empty-def",
        "CHECK: a[[E:]]b\nCHECK: c[[E]]d\n",
        "ab cd\n",
        &[],
        0,
    ),
    (
        "var-triple",
        "CHECK: [[[X:[0-9]+]]]\nCHECK: [[X]]\n",
        "[42]\n42\n",
        &[],
        0,
    ),
    ("var-no-end", "CHECK: [[X:foo\n", "a\n", &[], 2),
    ("var-space", "CHECK: [[X Y]]\n", "a\n", &[], 2),
    ("var-bad-name", "CHECK: [[1X:a]]\n", "a\n", &[], 2),
    ("var-bad-def-name", "CHECK: [[X-Y:a]]\n", "a\n", &[], 2),
    ("var-bad-use-name", "CHECK: [[X-Y]]\n", "a\n", &[], 2),
    ("var-unbalanced", "CHECK: [[X:a]\n", "a\n", &[], 1),
    ("var-define", "CHECK: [[X]]\n", "a\n", &["-DX=a"], 0),
    ("var-define-bad", "CHECK: [[X]]\n", "b\n", &["-DX=a"], 1),
    (
        "var-scope",
        "CHECK-LABEL: f\nCHECK: [[L:[a-z]+]] [[$G:[0-9]+]]\nCHECK-LABEL: g\nCHECK: [[L]] [[$G]]\n",
        "f\nab 12\ng\nab 12\n",
        &["--enable-var-scope"],
        1,
    ),
    (
        "var-scope-global",
        "CHECK-LABEL: f\nCHECK: [[L:[a-z]+]] [[$G:[0-9]+]]\nCHECK-LABEL: g\nCHECK: [[$G]]\n",
        "f\nab 12\ng\n12\n",
        &["--enable-var-scope"],
        0,
    ),
    (
        "line",
        "\nCHECK: line [[@LINE]]\nCHECK: next [[#@LINE+1]] [[#@LINE-3]]\n",
        "line 2\nnext 4 0\n",
        &[],
        0,
    ),
    ("line-bad", "CHECK: line [[@LINE]]\n", "line 2\n", &[], 1),
    // Directive syntax.
    ("misspelled", "// CHECK_NEXT: a\n", "a\n", &[], 2),
    ("bad-not", "// CHECK-DAG-NOT: a\n", "a\n", &[], 2),
    ("empty-pattern", "// CHECK:\n", "a\n", &[], 2),
    ("next-first", "// CHECK-NEXT: a\n", "a\n", &[], 2),
    ("no-checks", "nothing\n", "a\n", &[], 2),
    (
        "word-prefix",
        "MYCHECK: x\nCHECKS: y\nCHECK-FOO: z\nCHECK: a\n",
        "a\n",
        &[],
        0,
    ),
    (
        "comment-run",
        "// RUN: foo CHECK: zzz\n// COM: CHECK: yyy\n// CHECK: a\n",
        "a\n",
        &[],
        0,
    ),
    (
        "literal",
        "CHECK{LITERAL}: [[x]] {{y}}\n",
        "[[x]] {{y}}\n",
        &[],
        0,
    ),
    (
        "literal-next",
        "CHECK: a\nCHECK-NEXT{LITERAL}: {{b}}\n",
        "a\n{{b}}\n",
        &[],
        0,
    ),
    (
        "trailing-ws",
        "CHECK: a   \nCHECK-NEXT: b\n",
        "a\nb\n",
        &[],
        0,
    ),
    // Options.
    (
        "prefixes",
        "A: x\nB: y\nCHECK: nope\n",
        "x y\n",
        &["--check-prefixes=A,B"],
        0,
    ),
    (
        "prefix-repeat",
        "A: x\nB: y\n",
        "x y\n",
        &["--check-prefix=A", "--check-prefix=B"],
        0,
    ),
    (
        "prefix-unused",
        "CHECK: a\n",
        "a\n",
        &["--check-prefixes=CHECK,FOO"],
        2,
    ),
    (
        "prefix-unused-allowed",
        "CHECK: a\n",
        "a\n",
        &["--check-prefixes=CHECK,FOO", "--allow-unused-prefixes"],
        0,
    ),
    (
        "prefix-longest",
        "CHECK-FOO: a\nCHECK: b\n",
        "a b\n",
        &["--check-prefixes=CHECK,CHECK-FOO"],
        0,
    ),
    (
        "comment-prefixes",
        "NB: CHECK: zzz\nCHECK: x\n",
        "x\n",
        &["--comment-prefixes=NB"],
        0,
    ),
    (
        "implicit-not",
        "CHECK: a\nCHECK: b\n",
        "a\nerror\nb\n",
        &["--implicit-check-not=error"],
        1,
    ),
    (
        "implicit-not-eof",
        "CHECK: a\n",
        "a\nerror\n",
        &["--implicit-check-not=error"],
        1,
    ),
    (
        "implicit-not-ok",
        "CHECK: error\n",
        "error\n",
        &["--implicit-check-not=error"],
        0,
    ),
    (
        "implicit-only",
        "nothing\n",
        "a\n",
        &["--implicit-check-not=b"],
        0,
    ),
    (
        "full-lines",
        "CHECK: a b\n",
        "  a b  \n",
        &["--match-full-lines"],
        0,
    ),
    (
        "full-lines-bad",
        "CHECK: a\n",
        "a b\n",
        &["--match-full-lines"],
        1,
    ),
    (
        "ignore-case",
        "CHECK: FoO{{B}}\n",
        "xfoob\n",
        &["--ignore-case"],
        0,
    ),
    (
        "tabs-not",
        "CHECK: b\nCHECK-NOT: x\tyy\n",
        "a\tb\t\tx\tyy\n",
        &["--strict-whitespace"],
        1,
    ),
    (
        "tabs-next",
        "CHECK:\tb\nCHECK-NEXT: zz\n",
        "a\tb\nc\n",
        &["--strict-whitespace"],
        1,
    ),
    (
        "crlf-check-file",
        "CHECK: a\r\nCHECK-NEXT: b\r\n",
        "a\r\nb\r\n",
        &[],
        0,
    ),
    (
        "crlf-blank-line",
        "CHECK: a\nCHECK-NEXT: b\n",
        "a\r\n\r\nb\r\n",
        &[],
        1,
    ),
    (
        "dag-vars",
        "CHECK-DAG: [[X:[0-9]+]] = a\nCHECK-DAG: [[Y:[0-9]+]] = b\nCHECK: use [[Y]] [[X]]\n",
        "2 = b\n1 = a\nuse 1 2\n",
        &[],
        1,
    ),
    (
        "not-captures",
        "CHECK-DAG: x\nCHECK-NOT: [[V:[a-c]]]\nCHECK: y\n",
        "x c y\n",
        &[],
        1,
    ),
    (
        "not-var-from-before",
        "CHECK: [[V:x]]\nCHECK-NOT: [[V]]\nCHECK: end\n",
        "x x end\n",
        &[],
        1,
    ),
    ("space-before-colon", "CHECK : a\nCHECK: b\n", "b\n", &[], 0),
    ("empty-input", "CHECK: a\n", "", &[], 2),
    (
        "empty-input-allowed",
        "CHECK-NOT: a\n",
        "",
        &["--allow-empty"],
        0,
    ),
];

fn oracle() -> Option<PathBuf> {
    let path = std::env::var_os("STRATA_FILECHECK_ORACLE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin/FileCheck"));
    path.is_file().then_some(path)
}

/// Drops FileCheck's input dump and command-line echo, which we do not print.
fn normalize(stderr: &str) -> String {
    let s = stderr.split("\nInput file:").next().unwrap_or_default();
    let s: Vec<&str> = s
        .lines()
        .filter(|l| !l.starts_with("FileCheck command line:"))
        .collect();
    s.join("\n").trim_end().to_string()
}

fn ours(dir: &Path, args: &[String]) -> (i32, String) {
    let mut argv = vec!["FileCheck".to_string()];
    argv.extend_from_slice(args);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = std::env::set_current_dir(dir)
        .map(|_| strata_filecheck::cli::run(&argv, &mut std::io::empty(), &mut out, &mut err))
        .unwrap_or(99);
    (code, normalize(&String::from_utf8_lossy(&err)))
}

#[test]
fn agrees_with_filecheck_22() {
    let dir = std::env::temp_dir().join(format!("strata-fc-oracle-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let oracle = oracle();
    let mut failures = Vec::new();
    for &(name, check, input, extra, expected) in CASES {
        std::fs::write(dir.join("c"), check).unwrap();
        std::fs::write(dir.join("in"), input).unwrap();
        let mut args: Vec<String> = vec!["c".into(), "--input-file".into(), "in".into()];
        args.extend(extra.iter().map(|s| s.to_string()));
        let (code, err) = ours(&dir, &args);
        if code != expected {
            failures.push(format!(
                "{name}: exit {code}, FileCheck 22 gives {expected}\n{err}"
            ));
        }
        if let Some(fc) = &oracle {
            let out = Command::new(fc)
                .args(&args)
                .current_dir(&dir)
                .output()
                .unwrap();
            let real_code = out.status.code().unwrap_or(-1);
            let real_err = normalize(&String::from_utf8_lossy(&out.stderr));
            if real_code != expected {
                failures.push(format!(
                    "{name}: table says {expected}, FileCheck says {real_code}"
                ));
            }
            if real_err != err {
                failures.push(format!(
                    "{name}: diagnostics differ\n--- FileCheck ---\n{real_err}\n--- ours ---\n{err}"
                ));
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
