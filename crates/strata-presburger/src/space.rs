//! `Space`: how the variables of a relation split into domain, range and parameters.

/// The variables of a relation, in column order: domain dims, range dims, then parameters
/// (named; two relations' parameters match by name). A set is a relation with no domain
/// dims and `is_set` true.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Space {
    /// Number of domain (input) dimensions; 0 for sets.
    pub n_dom: usize,
    /// Number of range (output) dimensions; the dimensions of a set.
    pub n_range: usize,
    /// Parameter (symbol) names.
    pub params: Vec<String>,
    /// Whether this is the space of a set (printed without `->`).
    pub is_set: bool,
}

impl Space {
    /// The space of a set with `n` dims and the given parameters.
    pub fn set(n: usize, params: Vec<String>) -> Space {
        Space {
            n_dom: 0,
            n_range: n,
            params,
            is_set: true,
        }
    }

    /// The space of a relation `n_dom -> n_range`.
    pub fn map(n_dom: usize, n_range: usize, params: Vec<String>) -> Space {
        Space {
            n_dom,
            n_range,
            params,
            is_set: false,
        }
    }

    /// Number of dims (domain + range).
    pub fn n_dims(&self) -> usize {
        self.n_dom + self.n_range
    }

    /// Number of non-local variables (dims + parameters).
    pub fn n_vars(&self) -> usize {
        self.n_dom + self.n_range + self.params.len()
    }

    /// Whether both spaces have the same tuple shape (ignoring parameters).
    pub fn same_tuples(&self, other: &Space) -> bool {
        self.n_dom == other.n_dom && self.n_range == other.n_range && self.is_set == other.is_set
    }
}
