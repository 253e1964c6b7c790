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
    /// At the first difference (byte offset in both outputs): the lengths of the
    /// differing spans to skip in mlir-opt's and strata-opt's output, if it is this class.
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

/// Every known class. Remove a class when its fix lands.
pub const CLASSES: &[KnownClass] = &[
    KnownClass {
        name: "non-utf8-bytes",
        owner: "wt-text-bytes (issue 10, class 1)",
        recognizer: Recognizer::Text(non_utf8_string),
    },
    KnownClass {
        name: "splat-detection",
        owner: "wt-text-bytes (issue 10, class 2)",
        recognizer: Recognizer::Text(splat),
    },
    KnownClass {
        name: "empty-dense-any-element-type",
        owner: "wt-text-bytes (issue 10, class 3)",
        recognizer: Recognizer::Failure("invalid element type for dense attribute"),
    },
    KnownClass {
        name: "generic-default-properties",
        owner: "wt-text-props (issue 10, class 4)",
        recognizer: Recognizer::Text(default_properties),
    },
];

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
    let classes = CLASSES;
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
    match CLASSES.iter().position(|c| match c.recognizer {
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

/// If `p` lies inside a string literal of `s` (judged from the start of its line), the
/// offset of the literal's opening quote.
fn string_start(s: &str, p: usize) -> Option<usize> {
    let line = s[..p].rfind('\n').map_or(0, |i| i + 1);
    let b = s.as_bytes();
    let (mut i, mut open) = (line, None);
    while i < p {
        match (b[i], open) {
            (b'"', None) => open = Some(i),
            (b'"', Some(_)) => open = None,
            (b'\\', Some(_)) => i += 1,
            _ => {}
        }
        i += 1;
    }
    open
}

/// The end (one past the closing quote) of the string literal opening at `start`.
fn string_end(s: &str, start: usize) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = start + 1;
    while i < b.len() {
        match b[i] {
            b'"' => return Some(i + 1),
            b'\\' => i += 2,
            b'\n' => return None,
            _ => i += 1,
        }
    }
    None
}

/// The bytes a printed string literal's body stands for (`\XX` and `\\`, `\"`, `\n`,
/// `\t` escapes decoded).
fn literal_bytes(body: &str) -> Vec<u8> {
    let b = body.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            let hex = body
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            match (b[i + 1], hex) {
                (_, Some(v)) => {
                    out.push(v);
                    i += 3;
                    continue;
                }
                (b'n', _) => out.push(b'\n'),
                (b't', _) => out.push(b'\t'),
                (c, _) => out.push(c),
            }
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

/// Class `non-utf8-bytes`: mlir-opt prints a string (symbol name, file name, string
/// attribute) holding bytes that are not UTF-8; strata-opt prints U+FFFD (`\EF\BF\BD`)
/// in their place.
fn non_utf8_string(e: &str, a: &str, p: usize) -> Option<(usize, usize)> {
    let start = string_start(e, p)?;
    if string_start(a, p)? != start {
        return None;
    }
    let (ee, ae) = (string_end(e, start)?, string_end(a, start)?);
    let eb = literal_bytes(&e[start + 1..ee - 1]);
    let ab = literal_bytes(&a[start + 1..ae - 1]);
    let replaced = String::from_utf8_lossy(&eb).into_owned().into_bytes();
    (std::str::from_utf8(&eb).is_err() && replaced == ab).then_some((ee, ae))
}

/// The end of the angle-bracketed construct whose `<` is at `open` (strings skipped).
fn angle_end(s: &str, open: usize) -> Option<usize> {
    let b = s.as_bytes();
    let (mut depth, mut i) = (0usize, open);
    while i < b.len() {
        match b[i] {
            b'<' => depth += 1,
            b'>' if i > 0 && b[i - 1] == b'-' => {}
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => i = string_end(s, i)? - 1,
            b'\n' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The leaves of a printed dense payload (`[[1, 2], [3, 4]]` → `1`, `2`, `3`, `4`;
/// complex `(1,2)` and strings stay whole).
fn payload_leaves(payload: &str) -> Vec<&str> {
    let b = payload.as_bytes();
    let mut leaves = Vec::new();
    let (mut i, mut start, mut parens) = (0, None::<usize>, 0);
    while i < b.len() {
        match b[i] {
            b'[' | b']' | b',' if parens == 0 => {
                if let Some(s) = start.take() {
                    leaves.push(payload[s..i].trim());
                }
            }
            b' ' if start.is_none() => {}
            c => {
                if start.is_none() {
                    start = Some(i);
                }
                match c {
                    b'(' => parens += 1,
                    b')' => parens -= 1,
                    b'"' => {
                        if let Some(end) = string_end(payload, i) {
                            i = end - 1;
                        }
                    }
                    _ => {}
                }
            }
        }
        i += 1;
    }
    if let Some(s) = start {
        leaves.push(payload[s..].trim());
    }
    leaves
}

/// Class `splat-detection`: mlir-opt prints a dense payload whose elements are all equal
/// as one element; strata-opt prints the list (`dense<[7, 7]>` for `dense<7>`) or the hex
/// payload.
fn splat(e: &str, a: &str, p: usize) -> Option<(usize, usize)> {
    let line = e[..p].rfind('\n').map_or(0, |i| i + 1);
    let mut search = p;
    while let Some(at) = e[line..search].rfind("dense<").map(|i| i + line) {
        let open = at + "dense".len();
        if let (Some(ee), Some(ae)) = (angle_end(e, open), angle_end(a, open))
            && ee > p
        {
            let ep = &e[open + 1..ee - 1];
            let ap = &a[open + 1..ae - 1];
            let leaves = payload_leaves(ap);
            let collapses = !ap.starts_with("\"0x")
                && !leaves.is_empty()
                && leaves.iter().all(|l| *l == leaves[0])
                && leaves[0] == ep;
            let hex_splat =
                ap.starts_with("\"0x") && !ep.starts_with('[') && !ep.starts_with("\"0x");
            return (collapses || hex_splat).then_some((ee, ae));
        }
        search = at;
    }
    None
}

/// Class `generic-default-properties`: in generic form mlir-opt prints a registered op's
/// properties that have default values (`<{overflowFlags = #arith.overflow<none>}>`);
/// strata-opt leaves them out (all of them, or some entries of the dictionary).
fn default_properties(e: &str, a: &str, p: usize) -> Option<(usize, usize)> {
    let line = e[..p].rfind('\n').map_or(0, |i| i + 1);
    if let Some(open) = e[line..p].rfind("<{").map(|i| i + line)
        && a[open..].starts_with("<{")
    {
        let (ee, ae) = (angle_end(e, open)?, angle_end(a, open)?);
        if ee <= p {
            return None;
        }
        let entries = |s: &str| -> Vec<String> {
            split_top(&s[2..s.len() - 2])
                .into_iter()
                .map(str::to_string)
                .collect()
        };
        let (en, an) = (entries(&e[open..ee]), entries(&a[open..ae]));
        return an.iter().all(|x| en.contains(x)).then_some((ee, ae));
    }
    // The whole dictionary is missing: ` <{...}>` in mlir-opt's output only.
    let rest = &e[p..];
    let (skip, open) = if rest.starts_with("<{") {
        (0, p)
    } else if rest.starts_with(" <{") {
        (1, p + 1)
    } else {
        return None;
    };
    let end = angle_end(e, open)?;
    let tail = if e[end..].starts_with(' ') && skip == 0 {
        1
    } else {
        0
    };
    Some((end + tail, p))
}

/// Splits `s` at commas outside brackets and strings.
fn split_top(s: &str) -> Vec<&str> {
    let b = s.as_bytes();
    let (mut out, mut depth, mut start, mut i) = (Vec::new(), 0i32, 0, 0);
    while i < b.len() {
        match b[i] {
            b'<' | b'[' | b'{' | b'(' => depth += 1,
            b'>' if i > 0 && b[i - 1] == b'-' => {}
            b'>' | b']' | b'}' | b')' => depth -= 1,
            b'"' => {
                if let Some(end) = string_end(s, i) {
                    i = end - 1;
                }
            }
            b',' if depth == 0 => {
                out.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if !s[start..].trim().is_empty() {
        out.push(s[start..].trim());
    }
    out
}

/// The class names of a classification's indices.
pub fn names(indices: &[usize]) -> Vec<&'static str> {
    indices.iter().map(|i| CLASSES[*i].name).collect()
}

#[test]
fn non_utf8_strings_are_recognized() {
    let e = "  \"x.op\"() {a = \"4\\D0\\96MLIR\\B3\", b = 1} : () -> ()\n";
    let a = "  \"x.op\"() {a = \"4\\D0\\96MLIR\\EF\\BF\\BD\", b = 1} : () -> ()\n";
    assert_eq!(
        names(match &classify_outputs(e, a) {
            Classification::Known(k) => k,
            Classification::New(d) => panic!("{d}"),
        }),
        vec!["non-utf8-bytes"]
    );
    // A different valid string is new.
    let b = "  \"x.op\"() {a = \"4\\D0\\96MLIR\\C3\\A9\", b = 1} : () -> ()\n";
    assert!(matches!(classify_outputs(e, b), Classification::New(_)));
}

#[test]
fn splats_are_recognized() {
    let e = "x {a = dense<-128> : vector<4xsi8>, b = dense<(1,2)> : tensor<1xcomplex<i8>>}\n";
    let a = "x {a = dense<[-128, -128, -128, -128]> : vector<4xsi8>, b = dense<[(1,2)]> : tensor<1xcomplex<i8>>}\n";
    assert_eq!(classify_outputs(e, a), Classification::Known(vec![1]));
    let h = "x {a = dense<\"0x01000000010000000100000001000000\"> : tensor<4xi32>}\n";
    let s = "x {a = dense<1> : tensor<4xi32>}\n";
    assert_eq!(classify_outputs(s, h), Classification::Known(vec![1]));
    // Unequal elements are not a splat.
    let u = "x {a = dense<[-128, 1, -128, -128]> : vector<4xsi8>, b = dense<(1,2)> : tensor<1xcomplex<i8>>}\n";
    assert!(matches!(classify_outputs(e, u), Classification::New(_)));
}

#[test]
fn default_properties_are_recognized() {
    let e = "%0 = \"arith.addi\"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n";
    let a = "%0 = \"arith.addi\"(%a, %b) : (i32, i32) -> i32\n";
    assert_eq!(classify_outputs(e, a), Classification::Known(vec![3]));
    let e2 = "\"arith.cmpf\"(%a, %b) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1\n";
    let a2 = "\"arith.cmpf\"(%a, %b) <{predicate = 1 : i64}> : (f32, f32) -> i1\n";
    assert_eq!(classify_outputs(e2, a2), Classification::Known(vec![3]));
    let a3 = "\"arith.cmpf\"(%a, %b) <{predicate = 2 : i64}> : (f32, f32) -> i1\n";
    assert!(matches!(classify_outputs(e2, a3), Classification::New(_)));
}

#[test]
fn failures_are_classified_by_message() {
    let msg = "<stdin>:3:9: error: invalid element type for dense attribute: '!x.t'\n";
    assert_eq!(classify_failure(msg), Classification::Known(vec![2]));
    assert!(matches!(
        classify_failure("<stdin>:1:1: error: something else\n"),
        Classification::New(_)
    ));
}
