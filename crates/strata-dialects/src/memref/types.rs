//! Memref type queries shared by the memref ops, folds and patterns: the parts of a
//! memref type, its layout as strides and an offset, and dynamic-aware index arithmetic.

use std::collections::HashMap;

use strata_asm::printer::type_to_string;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};

/// `t` as mlir-opt prints it (for messages).
pub(crate) fn ty(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

/// Whether `t` is `index`.
pub(crate) fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

/// Whether `t` is a signless integer (not `index`).
pub(crate) fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// Whether `t` is a float type.
pub(crate) fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

/// Whether `t` is a ranked or unranked memref type.
pub(crate) fn is_any_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// The shape, element type, layout and memory space of a ranked memref type.
pub(crate) struct MemRef<'a> {
    /// The sizes (`DYNAMIC` for `?`).
    pub(crate) shape: &'a [i64],
    /// The element type.
    pub(crate) element: Type,
    /// The layout attribute, `None` for the identity.
    pub(crate) layout: Option<Attribute>,
    /// The memory space, `None` for the default one.
    pub(crate) space: Option<Attribute>,
}

/// The parts of `t` if it is a ranked memref.
pub(crate) fn memref(ctx: &Context, t: Type) -> Option<MemRef<'_>> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some(MemRef {
            shape,
            element: *element,
            layout: *layout,
            space: *memory_space,
        }),
        _ => None,
    }
}

/// The rank of a ranked memref.
pub(crate) fn rank(ctx: &Context, t: Type) -> Option<usize> {
    memref(ctx, t).map(|m| m.shape.len())
}

/// The element type and memory space of a ranked or unranked memref.
pub(crate) fn elem_and_space(ctx: &Context, t: Type) -> Option<(Type, Option<Attribute>)> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            element,
            memory_space,
            ..
        }
        | TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => Some((*element, *memory_space)),
        _ => None,
    }
}

/// A memref type like `m` with `shape` (same element, layout and memory space).
pub(crate) fn with_shape(ctx: &Context, m: &MemRef<'_>, shape: Vec<i64>) -> Type {
    ctx.intern_type(TypeData::MemRef {
        shape: shape.into(),
        element: m.element,
        layout: m.layout,
        memory_space: m.space,
    })
}

/// Whether a memref layout is the identity (MLIR's `MemRefLayoutAttrInterface::isIdentity`:
/// its affine map is the identity; `strided<[1]>` of a 1-D memref is).
pub(crate) fn identity_layout(ctx: &Context, layout: Option<Attribute>) -> bool {
    match layout.map(|l| ctx.attr_data(l)) {
        None => true,
        Some(AttrData::AffineMap(m)) => ctx.affine().is_identity(*m),
        Some(AttrData::Strided { strides, offset }) => *offset == 0 && **strides == [1],
        Some(_) => false,
    }
}

/// The number of symbols of a memref layout (the symbol operands an allocation takes).
pub(crate) fn layout_symbols(ctx: &Context, layout: Option<Attribute>) -> usize {
    match layout.map(|l| ctx.attr_data(l)) {
        Some(AttrData::AffineMap(m)) => ctx.affine().map_data(*m).num_symbols as usize,
        Some(AttrData::Strided { strides, offset }) => {
            strides.iter().filter(|&&s| s == DYNAMIC).count() + usize::from(*offset == DYNAMIC)
        }
        _ => 0,
    }
}

/// The row-major strides of `shape` (dynamic once a dynamic or zero size is crossed, as
/// upstream's canonical strided layout has it).
pub(crate) fn identity_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0i64; shape.len()];
    let mut running = 1i64;
    for (i, &d) in shape.iter().enumerate().rev() {
        strides[i] = running;
        running = if running == DYNAMIC || d == DYNAMIC || d == 0 {
            DYNAMIC
        } else {
            running.checked_mul(d).unwrap_or(DYNAMIC)
        };
    }
    strides
}

/// Strides and offset of a memref with identity, `strided<...>` or strided affine-map
/// layout; `None` when the layout is not strided.
pub(crate) fn strides_offset(ctx: &Context, m: &MemRef<'_>) -> Option<(Vec<i64>, i64)> {
    match m.layout.map(|l| ctx.attr_data(l)) {
        None => Some((identity_strides(m.shape), 0)),
        Some(AttrData::Strided { strides, offset }) => Some((strides.to_vec(), *offset)),
        Some(AttrData::AffineMap(map)) => map_strides(ctx, *map, m.shape.len()),
        _ => None,
    }
}

/// Whether `t` is a ranked memref with a strided layout.
pub(crate) fn is_strided(ctx: &Context, t: Type) -> bool {
    memref(ctx, t).is_some_and(|m| strides_offset(ctx, &m).is_some())
}

/// A linear form `sum(coeffs[i] * d_i) + constant`; a symbol makes its terms dynamic.
#[derive(Clone)]
struct Linear {
    coeffs: Vec<i64>,
    constant: i64,
    has_dims: bool,
}

/// Strides and offset of a single-result affine map that is linear in its dimensions.
fn map_strides(ctx: &Context, map: AffineMap, rank: usize) -> Option<(Vec<i64>, i64)> {
    let store = ctx.affine();
    let data = store.map_data(map);
    if data.results.len() != 1 || data.num_dims as usize != rank {
        return None;
    }
    let root = data.results[0];
    let mut done: HashMap<AffineExpr, Linear> = HashMap::new();
    let mut stack = vec![root];
    while let Some(&e) = stack.last() {
        if done.contains_key(&e) {
            stack.pop();
            continue;
        }
        let zero = || Linear {
            coeffs: vec![0; rank],
            constant: 0,
            has_dims: false,
        };
        let value = match store.kind(e) {
            AffineExprKind::Constant(c) => Linear {
                constant: c,
                ..zero()
            },
            AffineExprKind::Dim(d) => {
                let mut l = zero();
                *l.coeffs.get_mut(d as usize)? = 1;
                l.has_dims = true;
                l
            }
            AffineExprKind::Symbol(_) => Linear {
                constant: DYNAMIC,
                ..zero()
            },
            AffineExprKind::Add(a, b) | AffineExprKind::Mul(a, b) => {
                let (Some(x), Some(y)) = (done.get(&a), done.get(&b)) else {
                    stack.push(a);
                    stack.push(b);
                    continue;
                };
                if matches!(store.kind(e), AffineExprKind::Add(..)) {
                    Linear {
                        coeffs: x
                            .coeffs
                            .iter()
                            .zip(&y.coeffs)
                            .map(|(&p, &q)| add(p, q))
                            .collect(),
                        constant: add(x.constant, y.constant),
                        has_dims: x.has_dims || y.has_dims,
                    }
                } else {
                    let (lin, factor) = match (x.has_dims, y.has_dims) {
                        (true, true) => return None,
                        (true, false) => (x, y.constant),
                        _ => (y, x.constant),
                    };
                    Linear {
                        coeffs: lin.coeffs.iter().map(|&c| mul(c, factor)).collect(),
                        constant: mul(lin.constant, factor),
                        has_dims: lin.has_dims,
                    }
                }
            }
            _ => return None,
        };
        done.insert(e, value);
        stack.pop();
    }
    let l = done.remove(&root)?;
    Some((l.coeffs, l.constant))
}

/// `a * b` where either may be dynamic (zero wins, then dynamic; overflow is dynamic).
pub(crate) fn mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.checked_mul(b).unwrap_or(DYNAMIC)
    }
}

/// `a + b` where either may be dynamic.
pub(crate) fn add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.checked_add(b).unwrap_or(DYNAMIC)
    }
}

/// The value of an integer attribute of type `iN` (signless) as `i64`.
pub(crate) fn int_of_width(ctx: &Context, attr: Attribute, width: u32) -> Option<i64> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value }
            if matches!(
                ctx.type_data(*ty),
                TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width
            ) =>
        {
            value.to_i64_checked()
        }
        _ => None,
    }
}
