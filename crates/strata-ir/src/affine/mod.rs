//! Affine expressions, affine maps and integer sets: uniqued in an [`AffineStore`],
//! simplified at construction exactly like MLIR's `AffineExpr`, flattened into coefficient
//! form ([`flatten`]), evaluated, and printed in MLIR's textual syntax
//! (`affine_map<(d0)[s0] -> (-d0 + s0 - 1)>`; parsing lives in `strata-asm`).
//!
//! Handles ([`AffineExpr`], [`AffineMap`], [`IntegerSet`]) are `u32` indices: `Copy`,
//! `Send + Sync`, compared and hashed in O(1). They are only meaningful with the store that
//! created them (a handle from another store reads an unrelated entry or panics). Expressions built through the store's constructors (`add`, `mul`, ...)
//! are always in MLIR's canonical construction form, so two structurally equal results of
//! the same construction steps are the same handle — which is what makes printed output
//! match `mlir-opt`.
//!
//! Nothing here recurses on expression depth except the bounded simplification steps;
//! walks, printing, evaluation and substitution use explicit stacks.

mod eval;
pub mod flatten;
mod map;
mod print;
mod semi;
mod simplify;

use std::hash::{Hash, Hasher};

use crate::interner::Interner;

pub use print::{DisplayExpr, DisplayMap, DisplaySet};

/// A uniqued affine expression (`d0 + s0 * 4`, `d1 floordiv 2`, `7`, ...).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineExpr(u32);

/// A uniqued affine map `(dims)[symbols] -> (results)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineMap(u32);

/// A uniqued integer set `(dims)[symbols] : (constraints)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct IntegerSet(u32);

impl AffineExpr {
    /// The raw index of this handle in its store (stable for the store's lifetime).
    pub fn index(self) -> u32 {
        self.0
    }
}

impl AffineMap {
    /// The raw index of this handle in its store (stable for the store's lifetime).
    pub fn index(self) -> u32 {
        self.0
    }
}

impl IntegerSet {
    /// The raw index of this handle in its store (stable for the store's lifetime).
    pub fn index(self) -> u32 {
        self.0
    }
}

/// The shape of an affine expression: a binary operation on two sub-expressions, a
/// constant, or a dimension / symbol identifier by position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineExprKind {
    /// `lhs + rhs`.
    Add(AffineExpr, AffineExpr),
    /// `lhs * rhs`.
    Mul(AffineExpr, AffineExpr),
    /// `lhs mod rhs` (result in `[0, rhs)` for a positive `rhs`).
    Mod(AffineExpr, AffineExpr),
    /// `lhs floordiv rhs` (rounds toward negative infinity).
    FloorDiv(AffineExpr, AffineExpr),
    /// `lhs ceildiv rhs` (rounds toward positive infinity).
    CeilDiv(AffineExpr, AffineExpr),
    /// An integer constant.
    Constant(i64),
    /// The dimension identifier `d<pos>`.
    Dim(u32),
    /// The symbol identifier `s<pos>`.
    Symbol(u32),
}

/// The binary operators of affine expressions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinaryOp {
    /// `+`.
    Add,
    /// `*`.
    Mul,
    /// `mod`.
    Mod,
    /// `floordiv`.
    FloorDiv,
    /// `ceildiv`.
    CeilDiv,
}

impl AffineExprKind {
    /// The operator and operands if this is a binary expression.
    pub fn as_binary(self) -> Option<(AffineBinaryOp, AffineExpr, AffineExpr)> {
        match self {
            AffineExprKind::Add(l, r) => Some((AffineBinaryOp::Add, l, r)),
            AffineExprKind::Mul(l, r) => Some((AffineBinaryOp::Mul, l, r)),
            AffineExprKind::Mod(l, r) => Some((AffineBinaryOp::Mod, l, r)),
            AffineExprKind::FloorDiv(l, r) => Some((AffineBinaryOp::FloorDiv, l, r)),
            AffineExprKind::CeilDiv(l, r) => Some((AffineBinaryOp::CeilDiv, l, r)),
            _ => None,
        }
    }
}

/// The stored form of an affine map.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AffineMapData {
    /// Number of dimension inputs (`d0 ... d<n-1>`).
    pub num_dims: u32,
    /// Number of symbol inputs (`s0 ... s<n-1>`).
    pub num_symbols: u32,
    /// The result expressions, possibly none.
    pub results: Box<[AffineExpr]>,
}

impl AffineMapData {
    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// Number of inputs: dimensions plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }
}

impl Hash for AffineMapData {
    fn hash<H: Hasher>(&self, state: &mut H) {
        MapKey {
            num_dims: self.num_dims,
            num_symbols: self.num_symbols,
            results: &self.results,
        }
        .hash(state)
    }
}

/// Borrowed lookup key hashing exactly like [`AffineMapData`].
#[derive(Hash)]
struct MapKey<'a> {
    num_dims: u32,
    num_symbols: u32,
    results: &'a [AffineExpr],
}

/// The stored form of an integer set: each constraint is `expr >= 0`, or `expr == 0` when
/// its equality flag is set.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IntegerSetData {
    /// Number of dimension inputs.
    pub num_dims: u32,
    /// Number of symbol inputs.
    pub num_symbols: u32,
    /// The constraint expressions.
    pub constraints: Box<[AffineExpr]>,
    /// `eq_flags[i]` says constraint `i` is an equality (`== 0`) rather than `>= 0`.
    pub eq_flags: Box<[bool]>,
}

impl IntegerSetData {
    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// Number of inputs: dimensions plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// Iterates over `(constraint, is_equality)` pairs.
    pub fn iter(&self) -> impl Iterator<Item = (AffineExpr, bool)> + '_ {
        self.constraints
            .iter()
            .copied()
            .zip(self.eq_flags.iter().copied())
    }
}

impl Hash for IntegerSetData {
    fn hash<H: Hasher>(&self, state: &mut H) {
        SetKey {
            num_dims: self.num_dims,
            num_symbols: self.num_symbols,
            constraints: &self.constraints,
            eq_flags: &self.eq_flags,
        }
        .hash(state)
    }
}

/// Borrowed lookup key hashing exactly like [`IntegerSetData`].
#[derive(Hash)]
struct SetKey<'a> {
    num_dims: u32,
    num_symbols: u32,
    constraints: &'a [AffineExpr],
    eq_flags: &'a [bool],
}

/// A stored expression: its shape plus facts derived from its operands when it was
/// created, so queries that MLIR answers by walking the tree are O(1) here.
#[derive(Clone, Copy, Debug)]
struct ExprNode {
    kind: AffineExprKind,
    /// No dimension occurs in the expression.
    symbolic: bool,
    /// MLIR's `getLargestKnownDivisor` (with its wrap-around on overflow).
    divisor: i64,
}

impl PartialEq for ExprNode {
    fn eq(&self, other: &Self) -> bool {
        self.kind == other.kind
    }
}

impl Eq for ExprNode {}

impl Hash for ExprNode {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.kind.hash(state)
    }
}

/// Thread-safe uniquing store of affine expressions, maps and integer sets.
///
/// Reads by handle are lock-free; creating a value takes one sharded lock.
pub struct AffineStore {
    exprs: Interner<ExprNode>,
    maps: Interner<AffineMapData>,
    sets: Interner<IntegerSetData>,
}

impl Default for AffineStore {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for AffineStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AffineStore")
            .field("exprs", &self.exprs.len())
            .field("maps", &self.maps.len())
            .field("sets", &self.sets.len())
            .finish()
    }
}

impl AffineStore {
    /// Creates an empty store.
    pub fn new() -> Self {
        AffineStore {
            exprs: Interner::new(),
            maps: Interner::new(),
            sets: Interner::new(),
        }
    }

    fn node(&self, e: AffineExpr) -> &ExprNode {
        self.exprs.get(e.0)
    }

    /// The shape of `expr`.
    #[inline]
    pub fn kind(&self, expr: AffineExpr) -> AffineExprKind {
        self.node(expr).kind
    }

    /// The value of `expr` if it is a constant.
    pub fn as_constant(&self, expr: AffineExpr) -> Option<i64> {
        match self.kind(expr) {
            AffineExprKind::Constant(v) => Some(v),
            _ => None,
        }
    }

    /// The position of `expr` if it is a dimension identifier.
    pub fn as_dim(&self, expr: AffineExpr) -> Option<u32> {
        match self.kind(expr) {
            AffineExprKind::Dim(p) => Some(p),
            _ => None,
        }
    }

    /// The position of `expr` if it is a symbol identifier.
    pub fn as_symbol(&self, expr: AffineExpr) -> Option<u32> {
        match self.kind(expr) {
            AffineExprKind::Symbol(p) => Some(p),
            _ => None,
        }
    }

    /// True if no dimension identifier occurs in `expr` (MLIR's `isSymbolicOrConstant`).
    #[inline]
    pub fn is_symbolic_or_constant(&self, expr: AffineExpr) -> bool {
        self.node(expr).symbolic
    }

    /// The largest integer known to divide every value of `expr` (MLIR's
    /// `getLargestKnownDivisor`; like MLIR it wraps around on overflow).
    #[inline]
    pub fn largest_known_divisor(&self, expr: AffineExpr) -> i64 {
        self.node(expr).divisor
    }

    /// The integer constant `value`.
    pub fn constant(&self, value: i64) -> AffineExpr {
        self.intern(AffineExprKind::Constant(value))
    }

    /// The dimension identifier `d<position>`.
    pub fn dim(&self, position: u32) -> AffineExpr {
        self.intern(AffineExprKind::Dim(position))
    }

    /// The symbol identifier `s<position>`.
    pub fn symbol(&self, position: u32) -> AffineExpr {
        self.intern(AffineExprKind::Symbol(position))
    }

    /// Stores `kind` as is (no simplification), computing its derived facts.
    fn intern(&self, kind: AffineExprKind) -> AffineExpr {
        let (symbolic, divisor) = match kind {
            AffineExprKind::Constant(v) => (true, v.wrapping_abs()),
            AffineExprKind::Dim(_) => (false, 1),
            AffineExprKind::Symbol(_) => (true, 1),
            AffineExprKind::Add(l, r) | AffineExprKind::Mod(l, r) => {
                let (l, r) = (self.node(l), self.node(r));
                (
                    l.symbolic && r.symbolic,
                    gcd(l.divisor as u64, r.divisor as u64) as i64,
                )
            }
            AffineExprKind::Mul(l, r) => {
                let (l, r) = (self.node(l), self.node(r));
                (l.symbolic && r.symbolic, l.divisor.wrapping_mul(r.divisor))
            }
            AffineExprKind::FloorDiv(l, r) | AffineExprKind::CeilDiv(l, r) => {
                let (ln, rn) = (self.node(l), self.node(r));
                let divisor = match rn.kind {
                    AffineExprKind::Constant(c) if c != 0 && ln.divisor.wrapping_rem(c) == 0 => {
                        ln.divisor.wrapping_div(c).wrapping_abs()
                    }
                    _ => 1,
                };
                (ln.symbolic && rn.symbolic, divisor)
            }
        };
        AffineExpr(self.exprs.intern(ExprNode {
            kind,
            symbolic,
            divisor,
        }))
    }

    /// True if `expr` is pure affine: multiplication, `floordiv`, `ceildiv` and `mod` only
    /// with constants (MLIR's `isPureAffine`).
    pub fn is_pure_affine(&self, expr: AffineExpr) -> bool {
        let mut stack = vec![expr];
        while let Some(e) = stack.pop() {
            match self.kind(e) {
                AffineExprKind::Add(l, r) => stack.extend([l, r]),
                AffineExprKind::Mul(l, r) => {
                    if self.as_constant(l).is_none() && self.as_constant(r).is_none() {
                        return false;
                    }
                    stack.extend([l, r]);
                }
                AffineExprKind::Mod(l, r)
                | AffineExprKind::FloorDiv(l, r)
                | AffineExprKind::CeilDiv(l, r) => {
                    if self.as_constant(r).is_none() {
                        return false;
                    }
                    stack.push(l);
                }
                _ => {}
            }
        }
        true
    }

    /// Calls `f` on every sub-expression of `expr` (including `expr`) in post-order.
    pub fn walk(&self, expr: AffineExpr, mut f: impl FnMut(AffineExpr)) {
        // (expr, children already pushed)
        let mut stack = vec![(expr, false)];
        while let Some((e, expanded)) = stack.pop() {
            match self.kind(e).as_binary() {
                Some((_, l, r)) if !expanded => {
                    stack.push((e, true));
                    stack.push((r, false));
                    stack.push((l, false));
                }
                _ => f(e),
            }
        }
    }

    /// True if the dimension `d<position>` occurs in `expr`.
    pub fn is_function_of_dim(&self, expr: AffineExpr, position: u32) -> bool {
        self.any_leaf(expr, |k| k == AffineExprKind::Dim(position))
    }

    /// True if the symbol `s<position>` occurs in `expr`.
    pub fn is_function_of_symbol(&self, expr: AffineExpr, position: u32) -> bool {
        self.any_leaf(expr, |k| k == AffineExprKind::Symbol(position))
    }

    fn any_leaf(&self, expr: AffineExpr, pred: impl Fn(AffineExprKind) -> bool) -> bool {
        let mut stack = vec![expr];
        while let Some(e) = stack.pop() {
            let kind = self.kind(e);
            match kind.as_binary() {
                Some((_, l, r)) => stack.extend([l, r]),
                None if pred(kind) => return true,
                None => {}
            }
        }
        false
    }

    /// Substitutes `dims[i]` for `d<i>` and `syms[i]` for `s<i>` (identifiers beyond the
    /// slices stay) and rebuilds the expression with the simplifying constructors.
    pub fn replace_dims_and_symbols(
        &self,
        expr: AffineExpr,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
    ) -> AffineExpr {
        let mut memo = rustc_hash::FxHashMap::default();
        self.replace_with_memo(expr, dims, syms, &mut memo)
    }

    fn replace_with_memo(
        &self,
        expr: AffineExpr,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        memo: &mut rustc_hash::FxHashMap<AffineExpr, AffineExpr>,
    ) -> AffineExpr {
        let mut stack = vec![(expr, false)];
        while let Some((e, expanded)) = stack.pop() {
            if memo.contains_key(&e) {
                continue;
            }
            let kind = self.kind(e);
            let new = match kind {
                AffineExprKind::Dim(p) => dims.get(p as usize).copied().unwrap_or(e),
                AffineExprKind::Symbol(p) => syms.get(p as usize).copied().unwrap_or(e),
                AffineExprKind::Constant(_) => e,
                _ => {
                    let (op, l, r) = kind.as_binary().expect("binary expression");
                    if !expanded {
                        stack.push((e, true));
                        stack.push((r, false));
                        stack.push((l, false));
                        continue;
                    }
                    let (nl, nr) = (memo[&l], memo[&r]);
                    if nl == l && nr == r {
                        e
                    } else {
                        self.binary(op, nl, nr)
                    }
                }
            };
            memo.insert(e, new);
        }
        memo[&expr]
    }
}

/// Greatest common divisor (`gcd(0, x) == x`).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
