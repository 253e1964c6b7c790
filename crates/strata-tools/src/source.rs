//! Source buffers by name, with the line/column arithmetic of LLVM's `SourceMgr` that
//! mlir-opt's diagnostics rely on.
//!
//! Conventions (all as in LLVM): lines are 1-based and counted by `\n`; a column is
//! 1-based and counted in bytes from the last `\n` *or* `\r` before the position; the text
//! of a line runs up to the next `\n` or `\r`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use strata_ir::{Attribute, Context};

/// A named source text, e.g. the input file of `strata-opt` (named as given on the command
/// line; `<stdin>` for standard input, as mlir-opt names it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// The buffer identifier: the file name locations refer to.
    pub name: String,
    /// The whole text.
    pub text: String,
}

/// A source file held by a [`SourceManager`], with a lazily built line index.
#[derive(Debug)]
pub struct SourceBuffer {
    file: SourceFile,
    /// Byte offsets at which lines start: 0, then one past each `\n`.
    line_starts: OnceLock<Vec<usize>>,
}

impl SourceBuffer {
    /// Wraps a file.
    pub fn new(file: SourceFile) -> Self {
        SourceBuffer {
            file,
            line_starts: OnceLock::new(),
        }
    }

    /// The buffer identifier.
    pub fn name(&self) -> &str {
        &self.file.name
    }

    /// The whole text.
    pub fn text(&self) -> &str {
        &self.file.text
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            let mut starts = vec![0];
            starts.extend(
                self.file
                    .text
                    .bytes()
                    .enumerate()
                    .filter(|(_, b)| *b == b'\n')
                    .map(|(i, _)| i + 1),
            );
            starts
        })
    }

    /// The byte offset of a 1-based `line`/`col`, or `None` where LLVM's
    /// `FindLocForLineAndColumn` finds none: line or column 0, a line past the end, or a
    /// column beyond the end of its line (the position of the line break itself is valid).
    pub fn offset_of(&self, line: u32, col: u32) -> Option<usize> {
        if line == 0 || col == 0 {
            return None;
        }
        let start = *self.line_starts().get(line as usize - 1)?;
        let skip = col as usize - 1;
        let bytes = self.file.text.as_bytes();
        let end = start.checked_add(skip)?;
        if end > bytes.len() || bytes[start..end].iter().any(|b| matches!(b, b'\n' | b'\r')) {
            return None;
        }
        Some(end)
    }

    /// The 1-based line and column of a byte offset (clamped to the text).
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let offset = offset.min(self.file.text.len());
        let line = self.line_starts().partition_point(|&s| s <= offset);
        let (start, _) = self.line_bounds(offset);
        (line as u32, (offset - start + 1) as u32)
    }

    /// The byte range of the line holding `offset`, delimited by `\n` or `\r` on either
    /// side, without the line break.
    pub fn line_bounds(&self, offset: usize) -> (usize, usize) {
        let bytes = self.file.text.as_bytes();
        let offset = offset.min(bytes.len());
        let is_break = |b: &u8| matches!(b, b'\n' | b'\r');
        let start = bytes[..offset]
            .iter()
            .rposition(is_break)
            .map_or(0, |i| i + 1);
        let end = bytes[offset..]
            .iter()
            .position(is_break)
            .map_or(bytes.len(), |i| offset + i);
        (start, end)
    }
}

/// Prints an attribute that is not a location (the metadata of a `fused<...>` location)
/// when a location has to be shown in text.
pub type AttrPrinter = dyn Fn(&Context, Attribute) -> String + Send + Sync;

/// The source buffers diagnostics may point into, found by name. Like mlir-opt, it can
/// also load a file a location names from disk (see [`SourceManager::set_load_from_disk`]).
#[derive(Default)]
pub struct SourceManager {
    buffers: Vec<Arc<SourceBuffer>>,
    load_from_disk: bool,
    disk_cache: Mutex<HashMap<String, Option<Arc<SourceBuffer>>>>,
    attr_printer: Option<Box<AttrPrinter>>,
}

impl std::fmt::Debug for SourceManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.buffers.iter().map(|b| b.name()).collect();
        f.debug_struct("SourceManager")
            .field("buffers", &names)
            .field("load_from_disk", &self.load_from_disk)
            .finish()
    }
}

impl SourceManager {
    /// An empty manager that does not read files from disk.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a buffer and returns it. Lookups by name find the first buffer added with that
    /// name.
    pub fn add(&mut self, file: SourceFile) -> Arc<SourceBuffer> {
        let buffer = Arc::new(SourceBuffer::new(file));
        self.buffers.push(buffer.clone());
        buffer
    }

    /// The buffers added with [`SourceManager::add`], in order.
    pub fn buffers(&self) -> &[Arc<SourceBuffer>] {
        &self.buffers
    }

    /// Whether a location naming a file that was not added is looked up on disk (relative
    /// to the working directory), as mlir-opt does; off by default. `strata-opt` turns it
    /// on.
    pub fn set_load_from_disk(&mut self, load: bool) {
        self.load_from_disk = load;
    }

    /// Sets how non-location attributes inside locations (fused metadata) are printed;
    /// without one, only strings and `unit` print faithfully.
    pub fn set_attribute_printer(&mut self, printer: Box<AttrPrinter>) {
        self.attr_printer = Some(printer);
    }

    /// The attribute printer, if one was set.
    pub fn attribute_printer(&self) -> Option<&AttrPrinter> {
        self.attr_printer.as_deref()
    }

    /// The buffer named `name`: an added one, else (if enabled) the file read from disk.
    pub fn find(&self, name: &str) -> Option<Arc<SourceBuffer>> {
        if let Some(buffer) = self.buffers.iter().find(|b| b.name() == name) {
            return Some(buffer.clone());
        }
        if !self.load_from_disk || name.is_empty() {
            return None;
        }
        let mut cache = self.disk_cache.lock().unwrap_or_else(|e| e.into_inner());
        cache
            .entry(name.to_string())
            .or_insert_with(|| {
                let bytes = std::fs::read(name).ok()?;
                let text = String::from_utf8_lossy(&bytes).into_owned();
                Some(Arc::new(SourceBuffer::new(SourceFile {
                    name: name.to_string(),
                    text,
                })))
            })
            .clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buf(text: &str) -> SourceBuffer {
        SourceBuffer::new(SourceFile {
            name: "t.mlir".into(),
            text: text.into(),
        })
    }

    #[test]
    fn line_and_column_lookup_follows_llvm() {
        let b = buf("ab\ncd\r\nef");
        assert_eq!(b.offset_of(1, 1), Some(0));
        assert_eq!(b.offset_of(1, 3), Some(2)); // the line break itself
        assert_eq!(b.offset_of(1, 4), None);
        assert_eq!(b.offset_of(2, 3), Some(5)); // the `\r`
        assert_eq!(b.offset_of(2, 4), None); // would cross the `\r`
        assert_eq!(b.offset_of(3, 3), Some(9)); // end of buffer
        assert_eq!(b.offset_of(3, 4), None);
        assert_eq!(b.offset_of(4, 1), None);
        assert_eq!(b.offset_of(0, 1), None);
        assert_eq!(b.offset_of(1, 0), None);
        assert_eq!(b.line_col(4), (2, 2));
        assert_eq!(b.line_col(9), (3, 3));
        assert_eq!(b.line_bounds(4), (3, 5));
        let trailing = buf("x\n");
        assert_eq!(trailing.offset_of(2, 1), Some(2));
        assert_eq!(trailing.line_col(2), (2, 1));
    }

    #[test]
    fn finds_added_buffers_by_name() {
        let mut sm = SourceManager::new();
        sm.add(SourceFile {
            name: "a".into(),
            text: "first".into(),
        });
        sm.add(SourceFile {
            name: "a".into(),
            text: "second".into(),
        });
        assert_eq!(sm.find("a").unwrap().text(), "first");
        assert!(sm.find("definitely/not/there.mlir").is_none());
    }
}
