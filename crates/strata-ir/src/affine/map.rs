//! Affine maps and integer sets: uniqued construction, queries and substitution.

use super::{
    AffineExpr, AffineExprKind, AffineMap, AffineMapData, AffineStore, IntegerSet, IntegerSetData,
    MapKey, SetKey,
};

impl AffineStore {
    /// The map `(d0 .. d<num_dims-1>)[s0 .. s<num_symbols-1>] -> (results)`.
    ///
    /// The results are stored as given; they should only use identifiers below the
    /// counts (the printer would otherwise show names the map does not declare).
    pub fn map(&self, num_dims: u32, num_symbols: u32, results: &[AffineExpr]) -> AffineMap {
        let key = MapKey {
            num_dims,
            num_symbols,
            results,
        };
        let eq = |d: &AffineMapData, k: &MapKey<'_>| {
            d.num_dims == k.num_dims && d.num_symbols == k.num_symbols && *d.results == *k.results
        };
        if let Some(index) = self.maps.lookup(&key, eq) {
            return AffineMap(index);
        }
        AffineMap(self.maps.intern(AffineMapData {
            num_dims,
            num_symbols,
            results: results.into(),
        }))
    }

    /// The stored form of `map`.
    #[inline]
    pub fn map_data(&self, map: AffineMap) -> &AffineMapData {
        self.maps.get(map.0)
    }

    /// The map with no inputs and no results, `() -> ()`.
    pub fn empty_map(&self) -> AffineMap {
        self.map(0, 0, &[])
    }

    /// `(d0, ..., d<n-1>) -> (d0, ..., d<n-1>)`.
    pub fn identity_map(&self, n: u32) -> AffineMap {
        let results: Vec<_> = (0..n).map(|i| self.dim(i)).collect();
        self.map(n, 0, &results)
    }

    /// `() -> (value)`.
    pub fn constant_map(&self, value: i64) -> AffineMap {
        self.map(0, 0, &[self.constant(value)])
    }

    /// `(d0, ..., d<n-1>) -> (d<perm[0]>, ...)`.
    pub fn permutation_map(&self, num_dims: u32, permutation: &[u32]) -> AffineMap {
        let results: Vec<_> = permutation.iter().map(|&p| self.dim(p)).collect();
        self.map(num_dims, 0, &results)
    }

    /// Number of dimensions plus symbols of `map`.
    pub fn num_inputs(&self, map: AffineMap) -> u32 {
        self.map_data(map).num_inputs()
    }

    /// True if `map` has as many results as dimensions and result `i` is `d<i>` (symbols
    /// are allowed, as in MLIR's `isIdentity`).
    pub fn is_identity(&self, map: AffineMap) -> bool {
        let data = self.map_data(map);
        data.results.len() == data.num_dims as usize
            && data
                .results
                .iter()
                .enumerate()
                .all(|(i, &e)| self.as_dim(e) == Some(i as u32))
    }

    /// True for `() -> ()`: no inputs and no results (MLIR's `AffineMap::isEmpty`).
    pub fn is_empty(&self, map: AffineMap) -> bool {
        let data = self.map_data(map);
        data.num_dims == 0 && data.num_symbols == 0 && data.results.is_empty()
    }

    /// The constant if `map` has exactly one result and it is constant.
    pub fn single_constant_result(&self, map: AffineMap) -> Option<i64> {
        match *self.map_data(map).results {
            [e] => self.as_constant(e),
            _ => None,
        }
    }

    /// The results as integers if every result is a constant (MLIR's
    /// `getConstantResults`, which requires `isConstant`).
    pub fn constant_results(&self, map: AffineMap) -> Option<Vec<i64>> {
        self.map_data(map)
            .results
            .iter()
            .map(|&e| self.as_constant(e))
            .collect()
    }

    /// True if every result of `map` is pure affine (see [`AffineStore::is_pure_affine`]).
    pub fn is_map_pure_affine(&self, map: AffineMap) -> bool {
        self.map_data(map)
            .results
            .iter()
            .all(|&e| self.is_pure_affine(e))
    }

    /// The map with the results at `indices` (in that order), keeping the inputs; `None`
    /// if an index is out of range.
    pub fn map_sub_map(&self, map: AffineMap, indices: &[usize]) -> Option<AffineMap> {
        let data = self.map_data(map);
        let results: Option<Vec<_>> = indices
            .iter()
            .map(|&i| data.results.get(i).copied())
            .collect();
        Some(self.map(data.num_dims, data.num_symbols, &results?))
    }

    /// Substitutes into every result of `map` (see
    /// [`AffineStore::replace_dims_and_symbols`]) and gives the new map the input counts
    /// `num_dims` / `num_symbols`.
    pub fn replace_dims_and_symbols_in_map(
        &self,
        map: AffineMap,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineMap {
        let mut memo = rustc_hash::FxHashMap::default();
        let results: Vec<_> = self
            .map_data(map)
            .results
            .iter()
            .map(|&e| self.replace_with_memo(e, dims, syms, &mut memo))
            .collect();
        self.map(num_dims, num_symbols, &results)
    }

    /// `outer ∘ inner`: feeds the results of `inner` into the dimensions of `outer`
    /// (MLIR's `outer.compose(inner)`). The composed map takes `inner`'s dimensions and
    /// the symbols of `outer` followed by those of `inner`. `None` if `outer` does not
    /// have one dimension per result of `inner`.
    pub fn compose_maps(&self, outer: AffineMap, inner: AffineMap) -> Option<AffineMap> {
        let (o, i) = (self.map_data(outer), self.map_data(inner));
        if o.num_dims as usize != i.results.len() {
            return None;
        }
        let num_dims = i.num_dims;
        let num_symbols = o.num_symbols + i.num_symbols;
        let dims: Vec<_> = (0..num_dims).map(|p| self.dim(p)).collect();
        let syms: Vec<_> = (o.num_symbols..num_symbols)
            .map(|p| self.symbol(p))
            .collect();
        let shifted =
            self.replace_dims_and_symbols_in_map(inner, &dims, &syms, num_dims, num_symbols);
        let shifted_results = self.map_data(shifted).results.clone();
        let mut memo = rustc_hash::FxHashMap::default();
        let results: Vec<_> = o
            .results
            .iter()
            .map(|&e| self.replace_with_memo(e, &shifted_results, &[], &mut memo))
            .collect();
        Some(self.map(num_dims, num_symbols, &results))
    }

    /// The integer set `(dims)[symbols] : (constraints)` where constraint `i` means
    /// `constraints[i] == 0` if `eq_flags[i]`, else `constraints[i] >= 0`.
    ///
    /// # Panics
    /// If the two slices differ in length.
    pub fn integer_set(
        &self,
        num_dims: u32,
        num_symbols: u32,
        constraints: &[AffineExpr],
        eq_flags: &[bool],
    ) -> IntegerSet {
        assert_eq!(
            constraints.len(),
            eq_flags.len(),
            "one equality flag per constraint"
        );
        let key = SetKey {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        };
        let eq = |d: &IntegerSetData, k: &SetKey<'_>| {
            d.num_dims == k.num_dims
                && d.num_symbols == k.num_symbols
                && *d.constraints == *k.constraints
                && *d.eq_flags == *k.eq_flags
        };
        if let Some(index) = self.sets.lookup(&key, eq) {
            return IntegerSet(index);
        }
        IntegerSet(self.sets.intern(IntegerSetData {
            num_dims,
            num_symbols,
            constraints: constraints.into(),
            eq_flags: eq_flags.into(),
        }))
    }

    /// The stored form of `set`.
    #[inline]
    pub fn set_data(&self, set: IntegerSet) -> &IntegerSetData {
        self.sets.get(set.0)
    }

    /// The canonical empty set `(dims)[symbols] : (1 == 0)`.
    pub fn empty_set(&self, num_dims: u32, num_symbols: u32) -> IntegerSet {
        self.integer_set(num_dims, num_symbols, &[self.constant(1)], &[true])
    }

    /// The set with no constraint, spelled `0 == 0` as the parser builds it for `: ()`.
    pub fn universe_set(&self, num_dims: u32, num_symbols: u32) -> IntegerSet {
        self.integer_set(num_dims, num_symbols, &[self.constant(0)], &[true])
    }

    /// True if `set` is the canonical empty set (MLIR's `isEmptyIntegerSet`).
    pub fn is_empty_set(&self, set: IntegerSet) -> bool {
        let data = self.set_data(set);
        matches!((&*data.constraints, &*data.eq_flags), ([e], [true])
            if self.kind(*e) == AffineExprKind::Constant(1))
    }

    /// Substitutes into every constraint of `set` (see
    /// [`AffineStore::replace_dims_and_symbols`]) with new input counts.
    pub fn replace_dims_and_symbols_in_set(
        &self,
        set: IntegerSet,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> IntegerSet {
        let data = self.set_data(set);
        let mut memo = rustc_hash::FxHashMap::default();
        let constraints: Vec<_> = data
            .constraints
            .iter()
            .map(|&e| self.replace_with_memo(e, dims, syms, &mut memo))
            .collect();
        self.integer_set(num_dims, num_symbols, &constraints, &data.eq_flags)
    }
}
