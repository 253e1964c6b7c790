//! The passes of the `func` dialect: [`duplicate_function_elimination`]
//! (`duplicate-function-elimination`).

pub mod duplicate_function_elimination;

pub use duplicate_function_elimination::DuplicateFunctionElimination;
