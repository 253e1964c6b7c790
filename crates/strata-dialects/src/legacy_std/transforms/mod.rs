//! The passes of the `std` dialect: [`upgrade`], rewriting it to today's dialects.

pub mod upgrade;
