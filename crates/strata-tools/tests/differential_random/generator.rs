//! A seeded random generator of MLIR files over the builtin types, attributes, properties
//! and locations: the same `(seed, index, attempt)` always gives the same file.

/// The generator's state for one file.
pub struct Gen {
    /// xorshift64* state (never 0).
    state: u64,
    /// Nesting depth of the type/attribute/location being generated (bounds recursion).
    pub depth: usize,
    /// The file's number (resource keys include it, so batched files never share one).
    pub file: usize,
    /// `dense_resource` blobs used so far: key and hex payload.
    pub resources: Vec<(String, String)>,
    /// `dense_resource` keys used without a blob.
    pub dangling: usize,
    /// Attribute aliases defined so far (`#a0`).
    pub attr_aliases: Vec<String>,
    /// Type aliases defined so far (`!t0`).
    pub type_aliases: Vec<String>,
    /// Location aliases defined so far (`#l0`).
    pub loc_aliases: Vec<String>,
    /// `distinct[n]` ids handed out.
    pub distinct_ids: u64,
    /// Symbols handed out (names are unique per file).
    pub symbols: usize,
    /// SSA values handed out (names are unique per file).
    pub values: usize,
}

/// SplitMix64's finalizer: spreads a seed over all bits.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Gen {
    /// The generator of file `index` of run `seed`, `attempt`-th try.
    pub fn new(seed: u64, index: usize, attempt: u32) -> Gen {
        let state = mix(mix(mix(seed) ^ index as u64) ^ u64::from(attempt)) | 1;
        Gen {
            state,
            depth: 0,
            file: index,
            resources: Vec::new(),
            dangling: 0,
            attr_aliases: Vec::new(),
            type_aliases: Vec::new(),
            loc_aliases: Vec::new(),
            distinct_ids: 0,
            symbols: 0,
            values: 0,
        }
    }

    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.state ^= self.state >> 12;
        self.state ^= self.state << 25;
        self.state ^= self.state >> 27;
        self.state.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) < num
    }

    /// One of `items` (not empty).
    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }

    /// One of `items` (not empty), by reference.
    pub fn pick_item<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// File `index` of run `seed`, `attempt`-th try (a new attempt when mlir-opt rejected the
/// previous one).
pub fn generate(seed: u64, index: usize, attempt: u32) -> String {
    Gen::new(seed, index, attempt).file_text()
}
