//! The writer's numbering of the IR (upstream's `IRNumbering`).
