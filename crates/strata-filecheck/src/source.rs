//! Source buffers: whitespace canonicalization, line lookup and FileCheck-style diagnostics.

use std::fmt::Write as _;

/// A named, canonicalized text buffer (check file, input, or a command-line pattern).
#[derive(Debug, Clone)]
pub struct SourceBuffer {
    /// Name used in diagnostics (`<stdin>`, a path, or `command line`).
    pub name: String,
    /// The canonicalized bytes.
    pub text: Vec<u8>,
    /// Byte offset of the start of each line.
    line_starts: Vec<usize>,
}

/// Severity of one rendered diagnostic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// An error (`error:`).
    Error,
    /// A note (`note:`).
    Note,
}

impl SourceBuffer {
    /// Wraps `text` as-is (no canonicalization).
    pub fn raw(name: &str, text: Vec<u8>) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(
            text.iter()
                .enumerate()
                .filter(|&(_, &b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        SourceBuffer {
            name: name.to_string(),
            text,
            line_starts,
        }
    }

    /// Canonicalizes `text` like FileCheck: drops the `\r` of `\r\n` and, unless
    /// `strict_whitespace`, folds each run of spaces and tabs into a single space.
    pub fn canonical(name: &str, text: &[u8], strict_whitespace: bool) -> Self {
        let mut out = Vec::with_capacity(text.len());
        let mut i = 0;
        while i < text.len() {
            let b = text[i];
            if b == b'\r' && text.get(i + 1) == Some(&b'\n') {
                i += 1;
                continue;
            }
            if strict_whitespace || (b != b' ' && b != b'\t') {
                out.push(b);
                i += 1;
                continue;
            }
            out.push(b' ');
            i += 1;
            while i < text.len() && (text[i] == b' ' || text[i] == b'\t') {
                i += 1;
            }
        }
        Self::raw(name, out)
    }

    /// Returns the 1-based (line, column) of byte offset `pos` (clamped to the end).
    pub fn line_col(&self, pos: usize) -> (usize, usize) {
        let pos = pos.min(self.text.len());
        let line = self.line_starts.partition_point(|&s| s <= pos) - 1;
        (line + 1, pos - self.line_starts[line] + 1)
    }

    /// Returns the byte range of the line containing `pos`, without its newline.
    fn line_range(&self, pos: usize) -> (usize, usize) {
        let pos = pos.min(self.text.len());
        let line = self.line_starts.partition_point(|&s| s <= pos) - 1;
        let start = self.line_starts[line];
        let end = self.text[start..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .map_or(self.text.len(), |n| start + n);
        (start, end)
    }

    /// Renders a diagnostic at `pos` with an optional highlighted range of `len` bytes,
    /// in the `name:line:col: kind: message` + source line + caret format.
    pub fn render(&self, pos: usize, len: usize, severity: Severity, message: &str) -> String {
        let (line, col) = self.line_col(pos);
        let kind = match severity {
            Severity::Error => "error",
            Severity::Note => "note",
        };
        let mut out = String::new();
        let _ = writeln!(out, "{}:{}:{}: {}: {}", self.name, line, col, kind, message);
        let (start, end) = self.line_range(pos);
        let line = &self.text[start..end];
        // The caret line in byte columns: `~` under the range (clipped to the line),
        // `^` at the position, trailing spaces dropped.
        let col = pos.min(self.text.len()) - start;
        let mut caret = vec![b' '; line.len().max(col) + 1];
        let range_end = (col + len).min(line.len());
        for c in caret.iter_mut().take(range_end).skip(col) {
            *c = b'~';
        }
        caret[col] = b'^';
        while caret.last() == Some(&b' ') {
            caret.pop();
        }
        // Print both lines with tabs expanded to 8-column stops, repeating the caret
        // line's character under a tab, as LLVM's SourceMgr does.
        const TAB: usize = 8;
        let mut shown = Vec::with_capacity(line.len());
        for &b in line {
            if b == b'\t' {
                shown.push(b' ');
                while shown.len() % TAB != 0 {
                    shown.push(b' ');
                }
            } else {
                shown.push(b);
            }
        }
        out.push_str(&String::from_utf8_lossy(&shown));
        out.push('\n');
        let mut out_col = 0;
        for (i, &c) in caret.iter().enumerate() {
            // A UTF-8 continuation byte shares its character's column.
            if line.get(i).is_some_and(|&b| b & 0xC0 == 0x80) {
                continue;
            }
            if line.get(i) != Some(&b'\t') {
                out.push(c as char);
                out_col += 1;
                continue;
            }
            loop {
                out.push(c as char);
                out_col += 1;
                if out_col % TAB == 0 {
                    break;
                }
            }
        }
        out.push('\n');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonicalizes_whitespace_and_crlf() {
        let b = SourceBuffer::canonical("f", b"a \t b\r\nc\t\td\r", false);
        assert_eq!(b.text, b"a b\nc d\r");
        let s = SourceBuffer::canonical("f", b"a \t b\r\n", true);
        assert_eq!(s.text, b"a \t b\n");
    }

    #[test]
    fn line_col_and_render() {
        let b = SourceBuffer::raw("in", b"hello\nfoo bar\n".to_vec());
        assert_eq!(b.line_col(0), (1, 1));
        assert_eq!(b.line_col(6), (2, 1));
        assert_eq!(b.line_col(10), (2, 5));
        assert_eq!(b.line_col(14), (3, 1));
        assert_eq!(
            b.render(10, 3, Severity::Note, "found here"),
            "in:2:5: note: found here\nfoo bar\n    ^~~\n"
        );
        // Ranges are clipped at the end of the line.
        assert_eq!(
            b.render(4, 10, Severity::Error, "x"),
            "in:1:5: error: x\nhello\n    ^\n"
        );
        assert_eq!(
            b.render(14, 0, Severity::Note, "eof"),
            "in:3:1: note: eof\n\n^\n"
        );
    }

    #[test]
    fn render_expands_tabs_and_counts_characters() {
        let b = SourceBuffer::raw("in", b"a\tb\t\tx\tyy\n".to_vec());
        assert_eq!(
            b.render(5, 3, Severity::Note, "n"),
            "in:1:6: note: n\na       b               x       yy\n                        ^~~~~~~~~\n"
        );
        let u = SourceBuffer::raw("in", "\u{e9}\u{e9}x\n".as_bytes().to_vec());
        assert_eq!(
            u.render(4, 1, Severity::Note, "n"),
            "in:1:5: note: n\n\u{e9}\u{e9}x\n  ^\n"
        );
    }
}
