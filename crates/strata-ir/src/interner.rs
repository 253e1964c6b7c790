//! Thread-safe uniquing storage: each distinct value is stored once and named by a `u32`.
//!
//! Reads by index are lock-free (append-only `boxcar` storage); interning takes one of
//! several sharded locks, chosen by hash, so parallel passes rarely contend. Values that
//! are interned again and again (`i32`, `index`, common attributes) are found through a
//! small per-thread cache without taking any lock: with two threads parsing, the lock's
//! cache line bouncing between cores cost more than the hashing itself.

use std::cell::Cell;
use std::hash::{BuildHasher, Hash};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

/// log2 of the number of shards; an index keeps its shard in its low bits.
const SHARD_BITS: u32 = 6;
const SHARDS: usize = 1 << SHARD_BITS;

/// One lock and its table, alone on a cache line so that threads working on different
/// shards do not slow each other down.
#[repr(align(128))]
struct Shard(Mutex<HashTable<(u32, u32)>>);

/// The values of one shard. Kept apart from the locks: pushes happen under the shard's
/// lock, so a thread interning new values (e.g. each op's location while parsing) only
/// writes to its shard's storage, never to a cache line every reader needs.
#[repr(align(128))]
struct Storage<T>(boxcar::Vec<T>);

/// Stores unique values of `T` and hands out `u32` indices for them: a value's index is
/// its position in its shard's storage, shifted left, plus the shard number.
pub(crate) struct Interner<T> {
    /// `SHARDS` storages (boxed: padded, they take tens of kilobytes).
    storage: Box<[Storage<T>]>,
    /// `SHARDS` tables; entries are `(tag, index)`, see [`Interner::slot`].
    shards: Box<[Shard]>,
    /// Distinguishes this interner's entries in the per-thread [`HIT_CACHE`].
    id: u32,
}

/// Number of entries of the per-thread cache of recent hits (a power of two).
const HIT_CACHE_SIZE: usize = 1024;

/// A cached hit: which interner, the value's 32-bit hash tag, and its index. Entries are
/// only hints: a hit is confirmed by comparing the stored value.
#[derive(Clone, Copy)]
struct HitEntry {
    interner: u32,
    tag: u32,
    index: u32,
}

thread_local! {
    /// Recently found values of every interner, direct-mapped by hash tag.
    static HIT_CACHE: [Cell<HitEntry>; HIT_CACHE_SIZE] = const {
        [const { Cell::new(HitEntry { interner: 0, tag: 0, index: 0 }) }; HIT_CACHE_SIZE]
    };
}

/// Source of interner ids; 0 is never handed out, so empty cache entries match nothing.
static NEXT_INTERNER_ID: AtomicU32 = AtomicU32::new(1);

impl<T: Hash + Eq> Interner<T> {
    /// Creates an empty interner.
    pub(crate) fn new() -> Self {
        Interner {
            storage: (0..SHARDS).map(|_| Storage(boxcar::Vec::new())).collect(),
            shards: (0..SHARDS)
                .map(|_| Shard(Mutex::new(HashTable::new())))
                .collect(),
            id: NEXT_INTERNER_ID.fetch_add(1, Ordering::Relaxed).max(1),
        }
    }

    /// Creates an interner holding `first` at index 0 (for values whose index must be
    /// known at compile time).
    pub(crate) fn with_first(first: T) -> Self {
        let interner = Self::new();
        let (shard, tag, hash) = interner.slot(&first);
        let position = interner.storage[0].0.push(first);
        debug_assert_eq!(position, 0);
        let mut table = interner.shards[shard]
            .0
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        table.insert_unique(hash, (tag, 0), |&(t, _)| spread(t));
        drop(table);
        interner
    }

    /// Returns the index of `value`, storing it if it was not yet present.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let (shard, tag, hash) = self.slot(&value);
        if let Some(index) = self.cached(tag, |stored| *stored == value) {
            return index;
        }
        self.intern_locked(shard, tag, hash, value, true)
    }

    /// Like [`Interner::intern`] for values that are most likely new (e.g. the location of
    /// each parsed op): skips the per-thread cache, which they would only fill with entries
    /// nobody asks for again.
    pub(crate) fn intern_fresh(&self, value: T) -> u32 {
        let (shard, tag, hash) = self.slot(&value);
        self.intern_locked(shard, tag, hash, value, false)
    }

    /// Finds or stores `value` under its shard's lock.
    fn intern_locked(&self, shard: usize, tag: u32, hash: u64, value: T, remember: bool) -> u32 {
        let mut table = self.shards[shard]
            .0
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(&(_, index)) = table.find(hash, |&(t, i)| t == tag && *self.get(i) == value) {
            drop(table);
            if remember {
                self.remember(tag, index);
            }
            return index;
        }
        let position = self.storage[shard].0.push(value);
        let index = u32::try_from(position)
            .ok()
            .filter(|&p| p < 1 << (32 - SHARD_BITS))
            .map(|p| (p << SHARD_BITS) | shard as u32)
            .expect("more than 2^26 uniqued values in one shard");
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
        if let Some(index) = self.cached(tag, |stored| eq(stored, key)) {
            return Some(index);
        }
        let table = self.shards[shard]
            .0
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let found = table
            .find(hash, |&(t, i)| t == tag && eq(self.get(i), key))
            .map(|&(_, i)| i);
        drop(table);
        if let Some(index) = found {
            self.remember(tag, index);
        }
        found
    }

    /// The index of a value with hash `tag` that this thread found recently and that
    /// satisfies `is_match`, read without locking.
    #[inline]
    fn cached(&self, tag: u32, is_match: impl Fn(&T) -> bool) -> Option<u32> {
        let entry = HIT_CACHE.with(|cache| cache[tag as usize % HIT_CACHE_SIZE].get());
        if entry.interner != self.id || entry.tag != tag {
            return None;
        }
        // The entry was written for this interner, so the index is in range; `get` keeps
        // even a stale entry from an interner with a recycled id harmless.
        let stored = self.try_get(entry.index)?;
        is_match(stored).then_some(entry.index)
    }

    /// Records that the value with hash `tag` is stored at `index`.
    #[inline]
    fn remember(&self, tag: u32, index: u32) {
        let entry = HitEntry {
            interner: self.id,
            tag,
            index,
        };
        HIT_CACHE.with(|cache| cache[tag as usize % HIT_CACHE_SIZE].set(entry));
    }

    /// The shard for `key`, a 32-bit tag of its hash (stored with each entry, so probing
    /// and rehashing rarely touch stored values) and the table hash derived from the tag.
    fn slot<Q: Hash + ?Sized>(&self, key: &Q) -> (usize, u32, u64) {
        let full = FxBuildHasher.hash_one(key);
        let tag = (full >> 32) as u32;
        (full as usize % SHARDS, tag, spread(tag))
    }

    /// The value stored at `index`.
    #[inline]
    pub(crate) fn get(&self, index: u32) -> &T {
        &self.storage[index as usize % SHARDS].0[(index >> SHARD_BITS) as usize]
    }

    /// The value stored at `index`, if there is one.
    #[inline]
    fn try_get(&self, index: u32) -> Option<&T> {
        self.storage[index as usize % SHARDS]
            .0
            .get((index >> SHARD_BITS) as usize)
    }

    /// Number of stored values.
    pub(crate) fn len(&self) -> usize {
        self.storage.iter().map(|s| s.0.count()).sum()
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
