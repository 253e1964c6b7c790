//! Affine expressions, maps and integer sets (placeholder).
