//! End-to-end tests of check semantics and diagnostics (expected texts taken from
//! LLVM FileCheck 22 on the same inputs).

use crate::{ErrorKind, Options, check};

fn run_with(checks: &str, input: &str, options: &Options) -> Result<(), (ErrorKind, String)> {
    check("c", checks.as_bytes(), "in", input.as_bytes(), options).map_err(|e| (e.kind, e.message))
}

fn run(checks: &str, input: &str) -> Result<(), (ErrorKind, String)> {
    run_with(checks, input, &Options::default())
}

#[track_caller]
fn pass(checks: &str, input: &str) {
    if let Err((_, msg)) = run(checks, input) {
        panic!("expected success for\n{checks}\non\n{input}\ngot:\n{msg}");
    }
}

#[track_caller]
fn fail(checks: &str, input: &str) -> String {
    match run(checks, input) {
        Ok(()) => panic!("expected failure for\n{checks}\non\n{input}"),
        Err((kind, msg)) => {
            assert_eq!(kind, ErrorKind::Mismatch, "{msg}");
            msg
        }
    }
}

#[test]
fn plain_checks_match_in_order() {
    pass("CHECK: a\nCHECK: c\n", "a b c\n");
    fail("CHECK: c\nCHECK: a\n", "a b c\n");
    // Horizontal whitespace runs are canonicalized on both sides.
    pass("CHECK: a    b\n", "a\t \tb\n");
    let strict = Options {
        strict_whitespace: true,
        ..Options::default()
    };
    assert!(run_with("CHECK: a b\n", "a  b\n", &strict).is_err());
    // CRLF input lines behave like LF lines.
    pass("CHECK: a\nCHECK-NEXT: b\n", "a\r\nb\r\n");
}

#[test]
fn next_same_and_empty_position_rules() {
    pass("CHECK: a\nCHECK-NEXT: b\nCHECK-SAME: c\n", "a\nb c\n");
    let msg = fail("CHECK: a\nCHECK-NEXT: b\n", "a b\n");
    assert!(msg.starts_with("c:2:13: error: CHECK-NEXT: is on the same line as previous match\n"));
    let msg = fail("CHECK: a\nCHECK-NEXT: b\n", "a\n\nb\n");
    assert_eq!(
        msg,
        "c:2:13: error: CHECK-NEXT: is not on the line after the previous match\n\
         CHECK-NEXT: b\n            ^\n\
         in:3:1: note: 'next' match was here\nb\n^\n\
         in:1:2: note: previous match ended here\na\n ^\n\
         in:2:1: note: non-matching line after previous match is here\n\n^\n"
    );
    let msg = fail("CHECK: a\nCHECK-SAME: b\n", "a\nb\n");
    assert!(
        msg.starts_with(
            "c:2:13: error: CHECK-SAME: is not on the same line as the previous match\n"
        )
    );
    // CHECK-EMPTY wants the very next line to be empty.
    pass("CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n");
    let msg = fail("CHECK: a\nCHECK-EMPTY:\n", "a\nx\n\n");
    assert!(
        msg.starts_with(
            "c:2:13: error: CHECK-EMPTY: is not on the line after the previous match\n"
        )
    );
    // The end of the input counts as an empty line after a trailing newline.
    pass("CHECK: a\nCHECK-EMPTY:\n", "a\n");
    // NEXT searches forward past the next line, then complains: it does not stop early.
    pass(
        "CHECK: a\nCHECK-NEXT: b\nCHECK: a\nCHECK-NEXT: c\n",
        "a\nb\na\nc\n",
    );
}

#[test]
fn count_directive() {
    pass("CHECK-COUNT-3: x\n", "x x\nx\n");
    let msg = fail("CHECK-COUNT-3: x\n", "x\nx\n");
    assert!(msg.starts_with(
        "c:1:16: error: CHECK-COUNT: expected string not found in input (3 out of 3)\n"
    ));
    // A following CHECK-NEXT is relative to the last repetition.
    pass("CHECK-COUNT-2: x\nCHECK-NEXT: y\n", "x\nx\ny\n");
}

#[test]
fn not_directives() {
    pass("CHECK: a\nCHECK-NOT: b\nCHECK: c\n", "a x c b\n");
    let msg = fail("CHECK: a\nCHECK-NOT: b\nCHECK: c\n", "a b c\n");
    assert_eq!(
        msg,
        "c:2:12: error: CHECK-NOT: excluded string found in input\nCHECK-NOT: b\n           ^\n\
         in:1:3: note: found here\na b c\n  ^\n"
    );
    // Leading and trailing NOTs cover the start and the end of the input.
    fail("CHECK-NOT: z\nCHECK: a\n", "z a\n");
    fail("CHECK: a\nCHECK-NOT: z\n", "a z\n");
    pass("CHECK: a\nCHECK-NOT: z\n", "z a\n");
    // All failing NOTs of a group are reported.
    let msg = fail("CHECK-NOT: x\nCHECK-NOT: y\nCHECK: a\n", "x y a\n");
    assert_eq!(msg.matches("excluded string found").count(), 2);
}

#[test]
fn dag_directives() {
    pass("CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", "a b c\n");
    // The directive after a DAG group searches from the end of the group's matches.
    fail("CHECK-DAG: b\nCHECK-DAG: a\nCHECK: a\n", "a b\n");
    // Matches of one group may not overlap; a later occurrence is used instead.
    pass("CHECK-DAG: x\nCHECK-DAG: x\n", "x x\n");
    fail("CHECK-DAG: x\nCHECK-DAG: x\n", "x\n");
    pass("CHECK-DAG: abc\nCHECK-DAG: b\n", "abc b\n");
    // A NOT between DAG groups splits them: the second group starts after the first
    // and the NOT applies between them.
    pass("CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "a b x\n");
    fail("CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "a x b\n");
    fail("CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "b a\n");
    // A NOT after the last DAG group covers up to the next positive match.
    fail("CHECK-DAG: a\nCHECK-NOT: x\nCHECK: c\n", "a x c\n");
    pass("CHECK-DAG: a\nCHECK-NOT: x\nCHECK: c\n", "x a c\n");
    let msg = fail("CHECK: a\nCHECK-DAG: zz\n", "a\n");
    assert_eq!(
        msg,
        "c:2:12: error: CHECK-DAG: expected string not found in input\nCHECK-DAG: zz\n           ^\n\
         in:1:2: note: scanning from here\na\n ^\n"
    );
}

#[test]
fn label_partitioning() {
    let checks = "CHECK-LABEL: func1\nCHECK: foo\nCHECK-LABEL: func2\nCHECK: bar\n";
    pass(checks, "func1\nfoo\nfunc2\nbar\n");
    // A check may not match past the next label.
    fail(checks, "func1\nfunc2\nfoo\nbar\n");
    // A failure in one block does not stop the next block from being checked.
    let msg = fail(checks, "func1\nbar\nfunc2\nfoo\n");
    assert_eq!(msg.matches("expected string not found").count(), 2, "{msg}");
    // A missing label stops everything at once.
    let msg = fail(checks, "func1\nfoo\nbar\n");
    assert!(msg.starts_with("c:3:14: error: CHECK-LABEL: expected string not found in input\n"));
    assert_eq!(msg.matches("error:").count(), 1);
    // DAGs before a label are confined to the block before it.
    fail(
        "CHECK-LABEL: f\nCHECK-DAG: x\nCHECK-LABEL: g\n",
        "f\ng\nx\n",
    );
    pass(
        "CHECK-LABEL: f\nCHECK-DAG: x\nCHECK-LABEL: g\n",
        "f\nx\ng\n",
    );
    // Labels are found first, so a greedy earlier check cannot skip a label.
    fail(
        "CHECK-LABEL: a\nCHECK: {{.*}}c\nCHECK-LABEL: b\nCHECK: c\n",
        "a\nb c\n",
    );
}

#[test]
fn variables() {
    pass(
        "CHECK: %[[V:[0-9]+]] = add\nCHECK: use %[[V]]\n",
        "%7 = add\n%8 = add\nuse %7\n",
    );
    let msg = fail(
        "CHECK: %[[V:[0-9]+]] = add\nCHECK: use %[[V]]\n",
        "%7 = add\nuse %8\n",
    );
    assert_eq!(
        msg,
        "c:2:8: error: CHECK: expected string not found in input\nCHECK: use %[[V]]\n       ^\n\
         in:1:9: note: scanning from here\n%7 = add\n        ^\n\
         in:1:9: note: with \"V\" equal to \"7\"\n%7 = add\n        ^\n\
         in:2:1: note: possible intended match here\nuse %8\n^\n"
    );
    // Redefinition replaces the value.
    pass(
        "CHECK: [[X:a|b]]\nCHECK: [[X:c]]\nCHECK: [[X]]\n",
        "a c c\n",
    );
    // Undefined variables are errors, also in CHECK-NOT.
    let msg = fail("CHECK: [[Y]]\n", "a\n");
    assert_eq!(
        msg,
        "c:1:10: error: undefined variable: Y\nCHECK: [[Y]]\n         ^\n"
    );
    fail("CHECK-NOT: [[Y]]\nCHECK: a\n", "a\n");
    // Command-line definitions.
    let o = Options {
        defines: vec!["NAME=x.y".into()],
        ..Options::default()
    };
    assert!(run_with("CHECK: [[NAME]]\n", "x.y\n", &o).is_ok());
    assert!(run_with("CHECK: [[NAME]]\n", "xzy\n", &o).is_err());
    // Same-line reuse backtracks into the definition.
    pass("CHECK: [[A:.*]], [[A]]\n", "q, r, q, q\n");
    fail("CHECK: ([[A:[a-z]+]], [[A]])\n", "(ab, abc)\n");
}

#[test]
fn variable_scope() {
    let checks =
        "CHECK-LABEL: f\nCHECK: [[L:[a-z]+]] [[$G:[0-9]+]]\nCHECK-LABEL: g\nCHECK: [[$G]]\n";
    let scoped = Options {
        enable_var_scope: true,
        ..Options::default()
    };
    pass(checks, "f\nab 12\ng\n12\n");
    // Without scoping variables persist; with it, local ones are cleared.
    let checks_l =
        "CHECK-LABEL: f\nCHECK: [[L:[a-z]+]] [[$G:[0-9]+]]\nCHECK-LABEL: g\nCHECK: [[L]] [[$G]]\n";
    pass(checks_l, "f\nab 12\ng\nab 12\n");
    let err = run_with(checks_l, "f\nab 12\ng\nab 12\n", &scoped).unwrap_err();
    assert!(err.1.contains("undefined variable: L"), "{}", err.1);
    let checks_g =
        "CHECK-LABEL: f\nCHECK: [[L:[a-z]+]] [[$G:[0-9]+]]\nCHECK-LABEL: g\nCHECK: [[$G]]\n";
    assert!(run_with(checks_g, "f\nab 12\ng\n12\n", &scoped).is_ok());
}

#[test]
fn regex_escaping_of_double_brackets() {
    // `[[` inside `{{...}}` is regex text, so a literal `[[` is written `{{\[\[}}`.
    pass("CHECK: {{\\[\\[}}x]]\n", "a[[x]]\n");
    // `[[[`: the first bracket is literal text.
    pass("CHECK: [[[X:[0-9]+]]]\nCHECK: [[X]]\n", "[42]\n42\n");
    // `}}` ends the regex at its first occurrence.
    pass("CHECK: {{a}}}\n", "a}\n");
    // {LITERAL} turns regex syntax off entirely.
    pass("CHECK{LITERAL}: [[x]] {{y}}\n", "[[x]] {{y}}\n");
}

#[test]
fn line_expressions() {
    pass(
        "\nCHECK: line [[@LINE]]\nCHECK: next [[#@LINE+1]]\n",
        "line 2\nnext 4\n",
    );
}

#[test]
fn implicit_check_not() {
    let o = Options {
        implicit_check_not: vec!["error".into()],
        ..Options::default()
    };
    assert!(run_with("CHECK: a\nCHECK: b\n", "a\nb\n", &o).is_ok());
    let err = run_with("CHECK: a\nCHECK: b\n", "a\nerror\nb\n", &o).unwrap_err();
    assert_eq!(
        err.1,
        "command line:1:22: error: IMPLICIT-CHECK-NOT: excluded string found in input\n\
         -implicit-check-not='error'\n                     ^\n\
         in:2:1: note: found here\nerror\n^~~~~\n"
    );
    // Also after the last check, and explicit patterns still match the text itself.
    assert!(run_with("CHECK: a\n", "a\nerror\n", &o).is_err());
    assert!(run_with("CHECK: error\n", "error\n", &o).is_ok());
}

#[test]
fn match_full_lines() {
    let o = Options {
        match_full_lines: true,
        ..Options::default()
    };
    assert!(run_with("CHECK: a b\n", "  a b  \n", &o).is_ok());
    assert!(run_with("CHECK: a\n", "a b\n", &o).is_err());
    // CHECK-NOT is exempt and still matches substrings.
    assert!(run_with("CHECK: x\nCHECK-NOT: b\nCHECK: y\n", "x\na b\ny\n", &o).is_err());
}

#[test]
fn custom_prefixes() {
    let o = Options {
        check_prefixes: vec!["A".into(), "B".into()],
        ..Options::default()
    };
    assert!(run_with("A: x\nB: y\nCHECK: nope\n", "x y\n", &o).is_ok());
    assert!(run_with("B: y\nA: x\n", "x y\n", &o).is_err());
    let o = Options {
        comment_prefixes: vec!["NB".into()],
        ..Options::default()
    };
    assert!(run_with("NB: CHECK: zzz\nCHECK: x\n", "x\n", &o).is_ok());
}

#[test]
fn empty_input() {
    let err = run("CHECK: x\n", "").unwrap_err();
    assert_eq!(
        err,
        (ErrorKind::Usage, "FileCheck error: 'in' is empty.\n".into())
    );
    let o = Options {
        allow_empty_input: true,
        ..Options::default()
    };
    assert!(run_with("CHECK-NOT: x\n", "", &o).is_ok());
}

#[test]
fn non_utf8_input_is_handled() {
    pass(
        "CHECK: a{{.}}b\n",
        "a\u{e9}b\n".replace('\u{e9}', "\u{7f}").as_str(),
    );
    let r = check(
        "c",
        b"CHECK: a{{.+}}b\n",
        "in",
        b"a\xff\xfeb\n",
        &Options::default(),
    );
    assert!(r.is_ok());
}
