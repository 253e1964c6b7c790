//! Known classes of differences between strata-opt and mlir-opt 22 that other work fixes.
//!
//! A difference is explained when every place where the two outputs differ is matched by
//! one class's recognizer: starting at the first differing byte, each recognizer looks at
//! the syntax around it (the string literal, the `dense<...>`, the `<{...}>` there) and, if
//! the difference is of its kind, says how far to skip on each side; the comparison then
//! resumes. A file counts as a known difference only if the whole output is explained,
//! so a new difference next to a known one is still reported. Failures (strata-opt
//! rejecting a file mlir-opt accepts) are classified by strata-opt's error message.
//!
//! When a class is fixed, delete its entry from [`CLASSES`]: the test then reports any
//! difference of that kind as new.

/// How a class recognizes its differences.
pub enum Recognizer {
    /// At the first difference (byte offset in both outputs): where the comparison resumes
    /// in mlir-opt's and strata-opt's output (offsets from their starts), if it is this
    /// class.
    Text(fn(&str, &str, usize) -> Option<(usize, usize)>),
    /// strata-opt fails with an error message containing this text (mlir-opt succeeds).
    Failure(&'static str),
}

/// A known class of differences.
pub struct KnownClass {
    /// Short name, reported with its count.
    pub name: &'static str,
    /// Who fixes it (the branch working on it).
    pub owner: &'static str,
    /// How it is recognized.
    pub recognizer: Recognizer,
}

/// Every known class. Remove a class when its fix lands. (Empty: the classes this test
/// found first — non-UTF-8 bytes, splat detection, empty dense elements of any element
/// type, default-valued properties in generic form — are fixed.)
pub const CLASSES: &[KnownClass] = &[];

/// The outcome of classifying one difference.
#[derive(Debug, PartialEq)]
pub enum Classification {
    /// Entirely explained by these classes (indices into [`CLASSES`]).
    Known(Vec<usize>),
    /// Not explained; the text says where.
    New(String),
}

/// Classifies a difference between two successful outputs.
pub fn classify_outputs(expected: &str, actual: &str) -> Classification {
    classify_outputs_with(CLASSES, expected, actual)
}

/// [`classify_outputs`] against the classes `classes`.
fn classify_outputs_with(classes: &[KnownClass], expected: &str, actual: &str) -> Classification {
    let (mut e, mut a) = (expected, actual);
    let mut found = Vec::new();
    // Each step consumes at least one byte on one side, so this terminates.
    loop {
        let p = common_prefix(e, a);
        if p == e.len() && p == a.len() {
            found.sort_unstable();
            found.dedup();
            return Classification::Known(found);
        }
        let hit = classes
            .iter()
            .enumerate()
            .find_map(|(i, c)| match c.recognizer {
                Recognizer::Text(f) => f(e, a, p).map(|r| (i, r)),
                Recognizer::Failure(_) => None,
            });
        match hit {
            Some((i, (ee, ae))) if ee > 0 || ae > 0 => {
                found.push(i);
                e = &e[ee..];
                a = &a[ae..];
            }
            _ => {
                let line_start = e[..p].rfind('\n').map_or(0, |i| i + 1);
                let context = |s: &str| {
                    let end = s[p..].find('\n').map_or(s.len(), |i| p + i);
                    s[line_start.min(s.len())..end].to_string()
                };
                return Classification::New(format!(
                    "unexplained difference:\n - {:?}\n + {:?}",
                    context(e),
                    context(a)
                ));
            }
        }
    }
}

/// Classifies a failure of strata-opt on a file mlir-opt accepts, by its error output.
pub fn classify_failure(stderr: &str) -> Classification {
    classify_failure_with(CLASSES, stderr)
}

/// [`classify_failure`] against the classes `classes`.
fn classify_failure_with(classes: &[KnownClass], stderr: &str) -> Classification {
    match classes.iter().position(|c| match c.recognizer {
        Recognizer::Failure(needle) => stderr.contains(needle),
        Recognizer::Text(_) => false,
    }) {
        Some(i) => Classification::Known(vec![i]),
        None => Classification::New(format!(
            "strata-opt fails where mlir-opt succeeds:\n{}",
            stderr.lines().take(4).collect::<Vec<_>>().join("\n")
        )),
    }
}

/// Length of the common prefix of `a` and `b`, backed up to a character boundary of both.
fn common_prefix(a: &str, b: &str) -> usize {
    let mut p = a
        .bytes()
        .zip(b.bytes())
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    while !a.is_char_boundary(p) || !b.is_char_boundary(p) {
        p -= 1;
    }
    p
}

/// The class names of a classification's indices.
pub fn names(indices: &[usize]) -> Vec<&'static str> {
    indices.iter().map(|i| CLASSES[*i].name).collect()
}

/// A class for the tests of the mechanism: a differing run of digits (the recognizer
/// returns where the comparison resumes on each side).
fn digits(e: &str, a: &str, p: usize) -> Option<(usize, usize)> {
    let run = |s: &str| s[p..].bytes().take_while(u8::is_ascii_digit).count();
    let (x, y) = (run(e), run(a));
    (x > 0 && y > 0).then_some((p + x, p + y))
}

#[test]
fn differences_are_explained_only_when_every_one_is_known() {
    let classes = [
        KnownClass {
            name: "digits",
            owner: "test",
            recognizer: Recognizer::Text(digits),
        },
        KnownClass {
            name: "failure",
            owner: "test",
            recognizer: Recognizer::Failure("no such thing"),
        },
    ];
    assert_eq!(
        classify_outputs_with(&classes, "a 12 b 3\n", "a 45 b 678\n"),
        Classification::Known(vec![0])
    );
    assert!(matches!(
        classify_outputs_with(&classes, "a 12 b\n", "a 45 c\n"),
        Classification::New(_)
    ));
    assert_eq!(
        classify_failure_with(&classes, "x: error: no such thing here"),
        Classification::Known(vec![1])
    );
    assert!(matches!(
        classify_failure_with(&classes, "x: error: other"),
        Classification::New(_)
    ));
    assert!(names(&[]).is_empty());
}
