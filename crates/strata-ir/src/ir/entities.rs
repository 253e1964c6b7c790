//! Typed `u32` ids for the entities stored in a [`Body`](super::Body).

macro_rules! entity {
    ($(#[$doc:meta])* $name:ident, $fmt:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);

        impl $name {
            /// The id as an index into its arena.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, $fmt, self.0)
            }
        }
    };
}

entity!(
    /// An operation within a body.
    OpId,
    "op{}"
);
entity!(
    /// A block within a body.
    BlockId,
    "^bb{}"
);
entity!(
    /// A region within a body.
    RegionId,
    "region{}"
);
entity!(
    /// An SSA value (operation result or block argument) within a body.
    ValueId,
    "%{}"
);
