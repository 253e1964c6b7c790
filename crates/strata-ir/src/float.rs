//! Float formats (placeholder).
