//! `--split-input-file`: cutting an input into independently processed chunks at a marker
//! line and joining the chunks' outputs, exactly as mlir-opt 22 does it.
//!
//! mlir-opt splits the buffer at every occurrence of the marker minus its last two bytes
//! (`// ---`) anywhere in the text, then accepts an occurrence only if the two remaining
//! bytes (`--`) follow and the byte after them is not `0` (an upstream quirk); anything
//! else is a "near miss" warning and stays inside the chunk. Text after a marker on the same
//! line belongs to the next chunk, and an empty first piece (a file starting with the
//! marker) makes the next chunk keep the marker's last two bytes.
//!
//! Chunks are views into the original text: diagnostics inside a chunk name the original
//! file with the line and column in the original file (mlir-opt 22 behaviour), so a parser
//! of a chunk must place locations by [`Chunk::position`].

use strata_ir::diagnostics::Severity;

use crate::diagnostics::render_at_offset;
use crate::source::SourceBuffer;

/// The marker `--split-input-file` uses without a value, and the default of
/// `--output-split-marker`.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// The warning mlir-opt prints at a near miss.
pub const NEAR_MISS_MESSAGE: &str = "near miss with file split marker";

/// One chunk of a split input: a slice of the original text and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's text (a slice of the original).
    pub text: &'a str,
    /// Byte offset of the chunk in the original text.
    pub offset: usize,
    /// 1-based line in the original file of the chunk's first byte.
    pub first_line: u32,
    /// 1-based column (in bytes) in the original file of the chunk's first byte; not 1
    /// when the chunk starts right after a marker on the same line.
    pub first_col: u32,
}

impl Chunk<'_> {
    /// The line and column in the original file of byte `offset` of the chunk, the way
    /// LLVM counts them: lines by `\n`, columns from the last `\n` or `\r`.
    pub fn position(&self, offset: usize) -> (u32, u32) {
        let before = &self.text.as_bytes()[..offset.min(self.text.len())];
        match before.iter().rposition(|b| matches!(b, b'\n' | b'\r')) {
            None => (self.first_line, self.first_col + before.len() as u32),
            Some(brk) => {
                let newlines = before.iter().filter(|b| **b == b'\n').count() as u32;
                (self.first_line + newlines, (before.len() - brk) as u32)
            }
        }
    }
}

/// The result of splitting: the chunks in order, and the byte offsets (in the original
/// text) of near misses, each to be reported with [`render_near_miss`] before the chunks
/// are processed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitInput<'a> {
    /// The chunks; none for an empty input.
    pub chunks: Vec<Chunk<'a>>,
    /// Offsets just past each rejected `marker minus two bytes` occurrence.
    pub near_misses: Vec<usize>,
}

/// Splits `text` at `marker` as mlir-opt's `--split-input-file=<marker>` does. The marker
/// must be at least three bytes long with its last two bytes whole characters (mlir-opt
/// hangs on shorter ones); otherwise this returns an error message.
pub fn split_input<'a>(text: &'a str, marker: &str) -> Result<SplitInput<'a>, String> {
    if marker.len() < 3 || !marker.is_char_boundary(marker.len() - 2) {
        return Err(format!(
            "unsupported split marker '{marker}': it needs at least 3 bytes"
        ));
    }
    let (head, tail) = marker.split_at(marker.len() - 2);
    let bytes = text.as_bytes();

    let mut pieces = Vec::new();
    let mut start = 0;
    for (at, _) in text.match_indices(head) {
        pieces.push((start, at));
        start = at + head.len();
    }
    pieces.push((start, text.len()));

    let mut ranges = Vec::new();
    let mut near_misses = Vec::new();
    let mut prev = (0, 0);
    for (s, e) in pieces {
        if prev.0 == prev.1 {
            prev = (s, e);
            continue;
        }
        let piece = &bytes[s..e];
        if piece.starts_with(tail.as_bytes()) && piece.len() > 2 && piece[2] != b'0' {
            ranges.push(prev);
            prev = (s + 2, e);
        } else {
            near_misses.push(s);
            prev = (prev.0, e);
        }
    }
    if prev.0 != prev.1 {
        ranges.push(prev);
    }

    // Positions of the chunk starts, counted incrementally (starts are increasing).
    let mut chunks = Vec::with_capacity(ranges.len());
    let (mut line, mut counted) = (1u32, 0usize);
    for (s, e) in ranges {
        line += bytes[counted..s].iter().filter(|b| **b == b'\n').count() as u32;
        counted = s;
        let line_start = bytes[..s]
            .iter()
            .rposition(|b| matches!(b, b'\n' | b'\r'))
            .map_or(0, |i| i + 1);
        chunks.push(Chunk {
            text: &text[s..e],
            offset: s,
            first_line: line,
            first_col: (s - line_start + 1) as u32,
        });
    }
    Ok(SplitInput {
        chunks,
        near_misses,
    })
}

/// The warning mlir-opt prints for a near miss at `offset` of the input buffer.
pub fn render_near_miss(buffer: &SourceBuffer, offset: usize) -> String {
    render_at_offset(buffer, offset, Severity::Warning, NEAR_MISS_MESSAGE, None)
}

/// Joins the outputs of the chunks (each as printed, including its trailing newlines; empty
/// for a chunk that failed) with `marker` lines, as mlir-opt writes them.
pub fn join_outputs<S: AsRef<str>>(outputs: &[S], marker: &str) -> String {
    let mut out = String::new();
    for (i, chunk) in outputs.iter().enumerate() {
        if i > 0 {
            out.push_str(marker);
            out.push('\n');
        }
        out.push_str(chunk.as_ref());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceFile;

    fn split(text: &str) -> SplitInput<'_> {
        split_input(text, DEFAULT_SPLIT_MARKER).unwrap()
    }

    fn starts(s: &SplitInput<'_>) -> Vec<(u32, u32)> {
        s.chunks
            .iter()
            .map(|c| (c.first_line, c.first_col))
            .collect()
    }

    #[test]
    fn splits_at_markers_and_keeps_original_positions() {
        let text = "// RUN: foo\nfunc.func @a() {\n  return\n}\n\n// -----\n\nfunc.func @b() {\n  %0 = \"foo.bar\"() : () -> i32\n  return\n}\n// -----\nfunc.func @c() -> i32 {\n  return\n}\n";
        let s = split(text);
        assert_eq!(s.chunks.len(), 3);
        assert!(s.near_misses.is_empty());
        assert_eq!(
            s.chunks[0].text,
            "// RUN: foo\nfunc.func @a() {\n  return\n}\n\n"
        );
        assert_eq!(
            s.chunks[1].text,
            "\n\nfunc.func @b() {\n  %0 = \"foo.bar\"() : () -> i32\n  return\n}\n"
        );
        assert_eq!(starts(&s), [(1, 1), (6, 9), (12, 9)]);
        // mlir-opt: `s.mlir:9:17` for the `(` after "foo.bar", `s.mlir:14:3` for `return`.
        let c1 = s.chunks[1];
        assert_eq!(c1.position(c1.text.find("() :").unwrap()), (9, 17));
        let c2 = s.chunks[2];
        assert_eq!(c2.position(c2.text.find("return").unwrap()), (14, 3));
    }

    #[test]
    fn text_after_marker_and_near_misses() {
        // As t.mlir in the notes: mlir-opt reports 4:19, 7:3, 9:9 and a near miss at 11:7.
        let text = "func.func @a() {\n  return\n}\n// ----- \"foo.bar\"() : () -> ()\n// -----\n func.func @b() -> i32 {\n  return\n}\n// ------\n\"x.y\"() : () -> ()\n// -----0\n\"x.y\"() : () -> ()\n";
        let s = split(text);
        assert_eq!(s.chunks.len(), 4);
        assert_eq!(s.chunks[1].text, " \"foo.bar\"() : () -> ()\n");
        assert_eq!(
            s.chunks[1].position(s.chunks[1].text.find("()").unwrap()),
            (4, 19)
        );
        assert_eq!(
            s.chunks[2].position(s.chunks[2].text.find("return").unwrap()),
            (7, 3)
        );
        assert_eq!(
            s.chunks[3].text,
            "-\n\"x.y\"() : () -> ()\n// -----0\n\"x.y\"() : () -> ()\n"
        );
        assert_eq!(s.chunks[3].position(0), (9, 9));
        let buffer = SourceBuffer::new(SourceFile {
            name: "t.mlir".into(),
            text: text.into(),
        });
        assert_eq!(s.near_misses.len(), 1);
        assert_eq!(
            render_near_miss(&buffer, s.near_misses[0]),
            "t.mlir:11:7: warning: near miss with file split marker\n// -----0\n      ^\n"
        );
    }

    #[test]
    fn edge_cases() {
        assert_eq!(split("").chunks, []);
        // A leading marker: the empty first piece makes the chunk keep `--` (mlir-opt then
        // fails with "expected operation name in quotes" at 1:7).
        let s = split("// -----\n\"a.b\"() : () -> ()\n");
        assert_eq!(s.chunks.len(), 1);
        assert_eq!(s.chunks[0].text, "--\n\"a.b\"() : () -> ()\n");
        assert_eq!(starts(&s), [(1, 7)]);
        // A marker at the very end, without newline, is a near miss.
        let text = "\"a.b\"() : () -> ()\n// -----";
        let s = split(text);
        assert_eq!(s.chunks.iter().map(|c| c.text).collect::<Vec<_>>(), [text]);
        assert_eq!(s.near_misses, [25]);
        // A trailing marker line leaves a chunk holding just the newline.
        let s = split("\"a.b\"() : () -> ()\n// -----\n");
        assert_eq!(
            s.chunks.iter().map(|c| c.text).collect::<Vec<_>>(),
            ["\"a.b\"() : () -> ()\n", "\n"]
        );
        // Four dashes: a near miss, no split.
        let s = split("\"a.b\"() : () -> ()\n// ----\n\"a.c\"() : () -> ()\n");
        assert_eq!((s.chunks.len(), s.near_misses.clone()), (1, vec![25]));
        // Markers need not start a line.
        let s = split("\"a.b\"() : () -> () // -----\n\"a.c\"() : () -> ()\n");
        assert_eq!(
            s.chunks.iter().map(|c| c.text).collect::<Vec<_>>(),
            ["\"a.b\"() : () -> () ", "\n\"a.c\"() : () -> ()\n"]
        );
        // Two markers back to back: the first is a near miss (only `--` follows it).
        let s = split("\"a.b\"() : () -> ()\n// -----// -----\n\"a.c\"() : () -> ()\n");
        assert_eq!(
            s.chunks.iter().map(|c| c.text).collect::<Vec<_>>(),
            ["\"a.b\"() : () -> ()\n// -----", "\n\"a.c\"() : () -> ()\n"]
        );
        assert_eq!(s.near_misses, [25]);
    }

    #[test]
    fn custom_markers() {
        let text =
            "\"a.b\"() : () -> ()\n#-- split\n\"a.c\"() : () -> ()\n#-x\n\"a.d\"() : () -> ()\n";
        let s = split_input(text, "#--").unwrap();
        assert_eq!(s.chunks.len(), 2);
        assert_eq!(
            s.chunks[1].text,
            " split\n\"a.c\"() : () -> ()\n#-x\n\"a.d\"() : () -> ()\n"
        );
        assert_eq!(s.chunks[1].position(1), (2, 5));
        let buffer = SourceBuffer::new(SourceFile {
            name: "c.mlir".into(),
            text: text.into(),
        });
        assert_eq!(
            render_near_miss(&buffer, s.near_misses[0]),
            "c.mlir:4:2: warning: near miss with file split marker\n#-x\n ^\n"
        );
        assert!(split_input(text, "XY").is_err());
        assert!(split_input(text, "a\u{20ac}").is_err());
        assert!(split_input(text, "a\u{e9}").is_ok());
    }

    #[test]
    fn joins_outputs_like_mlir_opt() {
        let module = "module {\n  \"a.b\"() : () -> ()\n}\n\n";
        assert_eq!(
            join_outputs(&[module, "", module], DEFAULT_SPLIT_MARKER),
            format!("{module}// -----\n// -----\n{module}")
        );
        assert_eq!(
            join_outputs(&[module, module], "XX"),
            format!("{module}XX\n{module}")
        );
        assert_eq!(join_outputs::<&str>(&[], DEFAULT_SPLIT_MARKER), "");
    }
}
