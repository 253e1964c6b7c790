//! Strata command-line tools (binaries live in `src/bin`).
