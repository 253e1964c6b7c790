//! Typed `u32` ids for the entities stored in a [`Body`](super::Body), and
//! [`PackedOption`], an optional id in four bytes for the links the arenas keep.

use std::marker::PhantomData;

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

        impl Entity for $name {
            #[inline]
            fn from_u32(raw: u32) -> Self {
                $name(raw)
            }
            #[inline]
            fn to_u32(self) -> u32 {
                self.0
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

/// An id type: a `u32` index into its arena.
pub(crate) trait Entity: Copy {
    /// The id of index `raw`.
    fn from_u32(raw: u32) -> Self;
    /// The index of the id.
    fn to_u32(self) -> u32;
}

/// An `Option` of an id in four bytes instead of eight: `u32::MAX` stands for `None` (no
/// arena can reach 2^32 - 1 entries: that many operations would take half a terabyte).
/// Used for the parent and sibling links every op, block and region keeps.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct PackedOption<T>(u32, PhantomData<T>);

impl<T: Entity> PackedOption<T> {
    /// No id.
    pub(crate) const NONE: Self = PackedOption(u32::MAX, PhantomData);

    /// Packs `id`.
    #[inline]
    pub(crate) fn new(id: Option<T>) -> Self {
        match id {
            Some(id) => {
                debug_assert!(id.to_u32() != u32::MAX, "entity index out of range");
                PackedOption(id.to_u32(), PhantomData)
            }
            None => Self::NONE,
        }
    }

    /// Packs `Some(id)`.
    #[inline]
    pub(crate) fn some(id: T) -> Self {
        Self::new(Some(id))
    }

    /// The id, if any.
    #[inline]
    pub(crate) fn get(self) -> Option<T> {
        (self.0 != u32::MAX).then(|| T::from_u32(self.0))
    }

    /// Whether there is no id.
    #[inline]
    pub(crate) fn is_none(self) -> bool {
        self.0 == u32::MAX
    }

    /// The id, leaving none behind.
    #[inline]
    pub(crate) fn take(&mut self) -> Option<T> {
        std::mem::replace(self, Self::NONE).get()
    }
}

impl<T: Entity + std::fmt::Debug> std::fmt::Debug for PackedOption<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

impl<T: Entity> Default for PackedOption<T> {
    fn default() -> Self {
        Self::NONE
    }
}
