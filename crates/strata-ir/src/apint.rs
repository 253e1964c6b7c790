//! Arbitrary-width integers (placeholder).
