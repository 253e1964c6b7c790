//! FileCheck-compatible matching.
