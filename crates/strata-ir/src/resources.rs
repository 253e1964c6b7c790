//! Resource blobs referenced by `dense_resource<...>` attributes and carried in the
//! `{-# dialect_resources: ... #-}` section of the text format.

use std::sync::Mutex;

use crate::context::{Context, Identifier};

/// A resource key and its blob, if known.
type BlobEntry = (Identifier, Option<Box<[u8]>>);

/// Blobs by key, in first-declaration order.
#[derive(Default)]
pub(crate) struct Resources {
    blobs: Mutex<Vec<BlobEntry>>,
}

impl Context {
    /// Records the blob of builtin resource `key`: the full payload as written in the text
    /// form (a little-endian `u32` alignment followed by the data).
    pub fn set_resource_blob(&self, key: Identifier, blob: Box<[u8]>) {
        let mut blobs = self
            .resources
            .blobs
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        match blobs.iter_mut().find(|(k, _)| *k == key) {
            Some(entry) => entry.1 = Some(blob),
            None => blobs.push((key, Some(blob))),
        }
    }

    /// The blob of builtin resource `key`, if its data is known.
    pub fn resource_blob(&self, key: Identifier) -> Option<Box<[u8]>> {
        let blobs = self
            .resources
            .blobs
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        blobs
            .iter()
            .find(|(k, _)| *k == key)
            .and_then(|(_, b)| b.clone())
    }
}
