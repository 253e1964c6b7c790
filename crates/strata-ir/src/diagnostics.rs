//! Diagnostics: errors, warnings, remarks and notes attached to locations.

use crate::location::Location;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// `note:` (attached to another diagnostic).
    Note,
    /// `remark:`.
    Remark,
    /// `warning:`.
    Warning,
    /// `error:`.
    Error,
}

impl Severity {
    /// The word printed before the message (`error`, `warning`, ...).
    pub fn label(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A message at a location, with attached notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it applies.
    pub loc: Location,
    /// The message text.
    pub message: String,
    /// Notes attached to it.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A note at `loc`, to attach with [`Diagnostic::with_note`].
    pub fn note(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Attaches a note.
    pub fn with_note(mut self, note: Diagnostic) -> Self {
        self.notes.push(note);
        self
    }
}
