//! Thread-safe uniquing storage: each distinct value is stored once and named by a `u32`.
//!
//! Reads by index are lock-free (append-only `boxcar` storage); interning takes one of
//! several sharded locks, chosen by hash, so parallel passes rarely contend.

use std::hash::{BuildHasher, Hash};
use std::sync::Mutex;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

const SHARDS: usize = 16;

/// Stores unique values of `T` and hands out dense `u32` indices for them.
pub(crate) struct Interner<T> {
    items: boxcar::Vec<T>,
    /// Entries are `(tag, index)`; see [`Interner::slot`].
    shards: [Mutex<HashTable<(u32, u32)>>; SHARDS],
}

impl<T: Hash + Eq> Interner<T> {
    /// Creates an empty interner.
    pub(crate) fn new() -> Self {
        Interner {
            items: boxcar::Vec::new(),
            shards: std::array::from_fn(|_| Mutex::new(HashTable::new())),
        }
    }

    /// Returns the index of `value`, storing it if it was not yet present.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let (shard, tag, hash) = self.slot(&value);
        let mut table = shard.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&(_, index)) =
            table.find(hash, |&(t, i)| t == tag && self.items[i as usize] == value)
        {
            return index;
        }
        let index = u32::try_from(self.items.push(value)).expect("more than 2^32 uniqued values");
        table.insert_unique(hash, (tag, index), |&(t, _)| spread(t));
        index
    }

    /// Looks up a value equal to `key` (which must hash like the stored `T`) without
    /// storing anything.
    pub(crate) fn lookup<Q: Hash + ?Sized>(
        &self,
        key: &Q,
        eq: impl Fn(&T, &Q) -> bool,
    ) -> Option<u32> {
        let (shard, tag, hash) = self.slot(key);
        let table = shard.lock().unwrap_or_else(|e| e.into_inner());
        table
            .find(hash, |&(t, i)| t == tag && eq(&self.items[i as usize], key))
            .map(|&(_, i)| i)
    }

    /// The shard for `key`, a 32-bit tag of its hash (stored with each entry, so probing
    /// and rehashing rarely touch stored values) and the table hash derived from the tag.
    fn slot<Q: Hash + ?Sized>(&self, key: &Q) -> (&Mutex<HashTable<(u32, u32)>>, u32, u64) {
        let full = FxBuildHasher.hash_one(key);
        let tag = (full >> 32) as u32;
        (&self.shards[full as usize % SHARDS], tag, spread(tag))
    }

    /// The value stored at `index`.
    #[inline]
    pub(crate) fn get(&self, index: u32) -> &T {
        &self.items[index as usize]
    }

    /// Number of stored values.
    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }
}

/// Spreads a 32-bit tag over 64 bits (hashbrown uses the top bits for its control bytes).
#[inline]
fn spread(tag: u32) -> u64 {
    u64::from(tag).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_idempotent_and_parallel_safe() {
        let interner = Interner::<String>::new();
        let a = interner.intern("a".to_string());
        assert_eq!(interner.intern("a".to_string()), a);
        assert_eq!(interner.lookup("a", |s, k| s == k), Some(a));
        assert_eq!(interner.lookup("zz", |s, k| s == k), None);
        let ids: Vec<Vec<u32>> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..4)
                .map(|_| s.spawn(|| (0..200).map(|i| interner.intern(format!("k{i}"))).collect()))
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(ids.windows(2).all(|w| w[0] == w[1]));
        assert_eq!(interner.get(ids[0][7]), "k7");
        assert_eq!(interner.len(), 201);
    }
}
