//! The data layout LLVM assumes for a module without one (mlir-translate writes none
//! unless the module carries a DLTI spec): sizes and ABI/preferred alignments of types,
//! which `strata-translate` writes on loads, stores and allocas as LLVM's IRBuilder does.

use strata_ir::float::FloatKind;
use strata_ir::{Context, Type, TypeData};

use crate::types::{LlvmType, llvm_type};

/// The integer widths the default layout lists, with ABI and preferred alignment (bytes).
const INT_ALIGNS: [(u32, u64, u64); 5] = [(1, 1, 1), (8, 1, 1), (16, 2, 2), (32, 4, 4), (64, 4, 8)];

/// The alignment of an `iN`: that of the smallest listed width ≥ N, else of the largest.
fn int_align(width: u32, preferred: bool) -> u64 {
    let (_, abi, pref) = INT_ALIGNS
        .iter()
        .copied()
        .find(|&(w, _, _)| w >= width)
        .unwrap_or(INT_ALIGNS[INT_ALIGNS.len() - 1]);
    if preferred { pref } else { abi }
}

/// The size in bits of `ty` (LLVM's `getTypeSizeInBits`), if it is sized.
pub fn size_in_bits(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(u64::from(*width)),
        TypeData::Index => Some(64),
        TypeData::Float(k) => Some(match k {
            FloatKind::F80 => 80,
            k => u64::from(k.bit_width()),
        }),
        TypeData::Vector { shape, element, .. } => {
            let n: u64 = shape.iter().map(|&d| d as u64).product();
            Some(n * size_in_bits(ctx, *element)?)
        }
        _ => match &*llvm_type(ctx, ty)? {
            LlvmType::Ptr { .. } => Some(64),
            _ => Some(alloc_size(ctx, ty)? * 8),
        },
    }
}

/// The bytes a value of `ty` occupies in memory (`getTypeStoreSize`).
pub fn store_size(ctx: &Context, ty: Type) -> Option<u64> {
    Some(size_in_bits(ctx, ty)?.div_ceil(8))
}

/// The distance between consecutive elements of type `ty` in an array
/// (`getTypeAllocSize`): the store size rounded up to the ABI alignment.
pub fn alloc_size(ctx: &Context, ty: Type) -> Option<u64> {
    if let Some(l) = llvm_type(ctx, ty) {
        match &*l {
            LlvmType::Array { element, len } => return Some(alloc_size(ctx, *element)? * len),
            LlvmType::Struct {
                body: Some(fields),
                packed,
                ..
            } => {
                let mut offset = 0u64;
                let mut align = 1u64;
                for &f in fields {
                    let a = if *packed { 1 } else { abi_align(ctx, f)? };
                    offset = offset.next_multiple_of(a) + alloc_size(ctx, f)?;
                    align = align.max(a);
                }
                return Some(offset.next_multiple_of(align));
            }
            LlvmType::Ptr { .. } => return Some(8),
            _ => return None,
        }
    }
    Some(store_size(ctx, ty)?.next_multiple_of(abi_align(ctx, ty)?))
}

/// The ABI alignment of `ty` in bytes (what loads and stores without an alignment get).
pub fn abi_align(ctx: &Context, ty: Type) -> Option<u64> {
    align(ctx, ty, false)
}

/// The preferred alignment of `ty` in bytes (what allocas without an alignment get).
pub fn preferred_align(ctx: &Context, ty: Type) -> Option<u64> {
    align(ctx, ty, true)
}

fn align(ctx: &Context, ty: Type, preferred: bool) -> Option<u64> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(int_align(*width, preferred)),
        TypeData::Index => Some(int_align(64, preferred)),
        TypeData::Float(k) => Some(match k {
            FloatKind::F16 | FloatKind::BF16 => 2,
            FloatKind::F32 => 4,
            FloatKind::F64 => 8,
            FloatKind::F80 | FloatKind::F128 => 16,
            _ => 1,
        }),
        // Vectors: the listed 64- and 128-bit widths, else the store size rounded up
        // to a power of two.
        TypeData::Vector { .. } => Some(store_size(ctx, ty)?.max(1).next_power_of_two()),
        _ => match &*llvm_type(ctx, ty)? {
            LlvmType::Ptr { .. } => Some(8),
            LlvmType::Array { element, .. } => align(ctx, *element, preferred),
            LlvmType::Struct {
                body: Some(fields),
                packed,
                ..
            } => {
                // The default layout's aggregates: ABI 1, preferred 8 (`a:0:64`).
                let mut a = if preferred { 8 } else { 1 };
                if *packed {
                    return Some(a);
                }
                for &f in fields {
                    a = a.max(align(ctx, f, false)?);
                }
                Some(a)
            }
            _ => None,
        },
    }
}
