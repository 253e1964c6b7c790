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
    external: Mutex<Vec<ExternalGroup>>,
}

/// The `external_resources` entries of one owner: `(key, value as written)`.
/// Keys are byte strings, like every MLIR string.
pub type ExternalGroup = (String, Vec<(Vec<u8>, String)>);

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

    /// Records an `external_resources` entry (a resource of a tool or dialect Strata does
    /// not interpret), kept verbatim so it prints back unchanged.
    pub fn add_external_resource(&self, owner: &str, key: &[u8], value: &str) {
        let mut groups = self
            .resources
            .external
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let index = match groups.iter().position(|(o, _)| o == owner) {
            Some(i) => i,
            None => {
                groups.push((owner.to_string(), Vec::new()));
                groups.len() - 1
            }
        };
        let entries = &mut groups[index].1;
        match entries.iter_mut().find(|(k, _)| k == key) {
            Some(entry) => entry.1 = value.to_string(),
            None => entries.push((key.to_vec(), value.to_string())),
        }
    }

    /// All `external_resources` entries, by owner, in first-declaration order.
    pub fn external_resources(&self) -> Vec<ExternalGroup> {
        self.resources
            .external
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
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
