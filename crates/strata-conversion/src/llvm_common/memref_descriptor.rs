//! [`MemRefDescriptor`] and [`UnrankedMemRefDescriptor`]: builders of the `llvm.insertvalue`
//! / `llvm.extractvalue` chains that create, read and update memref descriptors (MLIR's
//! `MemRefDescriptor` / `UnrankedMemRefDescriptor` in `LLVMCommon/MemRefBuilder`).
//!
//! A ranked descriptor is `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>`
//! (allocated pointer, aligned pointer, offset, sizes, strides; no arrays at rank 0); an
//! unranked one `!llvm.struct<(iN, ptr)>` (rank, pointer to a ranked descriptor).

use strata_ir::ir::{Builder, ValueId};
use strata_ir::{Location, Type};
use strata_llvm::types as lt;
use strata_llvm::{ConstantOp, ExtractValueOp, GEPOp, InsertValueOp, PoisonOp};
use strata_ods::i64_array_attr;

/// Field positions of a ranked descriptor.
const ALLOCATED: i64 = 0;
const ALIGNED: i64 = 1;
const OFFSET: i64 = 2;
const SIZES: i64 = 3;
const STRIDES: i64 = 4;

/// Builds `llvm.extractvalue %v[pos] : ty`.
pub fn extract_value(b: &mut impl Builder, loc: Location, v: ValueId, pos: &[i64]) -> ValueId {
    let ctx = b.ctx();
    let container = b.body().value_type(v);
    let res = element_at(ctx, container, pos);
    let attr = i64_array_attr(ctx, pos);
    let op = ExtractValueOp::build(b, loc, res, v, attr);
    b.body().result(op.0, 0)
}

/// Builds `llvm.insertvalue %value, %v[pos]`.
pub fn insert_value(
    b: &mut impl Builder,
    loc: Location,
    v: ValueId,
    value: ValueId,
    pos: &[i64],
) -> ValueId {
    let ctx = b.ctx();
    let ty = b.body().value_type(v);
    let attr = i64_array_attr(ctx, pos);
    let op = InsertValueOp::build(b, loc, ty, v, value, attr);
    b.body().result(op.0, 0)
}

/// Builds `llvm.mlir.poison : ty`.
pub fn poison(b: &mut impl Builder, loc: Location, ty: Type) -> ValueId {
    let op = PoisonOp::build(b, loc, ty);
    b.body().result(op.0, 0)
}

/// Builds `llvm.mlir.constant(value : index) : ty` (the form MLIR's
/// `createIndexAttrConstant` gives).
pub fn index_constant(b: &mut impl Builder, loc: Location, ty: Type, value: i64) -> ValueId {
    let ctx = b.ctx();
    let attr = ctx.integer_attr(
        ctx.index_type(),
        strata_ir::apint::ApInt::from_i64(64, value),
    );
    let op = ConstantOp::build(b, loc, ty, attr);
    b.body().result(op.0, 0)
}

/// The type at `pos` in the LLVM aggregate `ty` (itself for an empty path).
fn element_at(ctx: &strata_ir::Context, ty: Type, pos: &[i64]) -> Type {
    let mut t = ty;
    for &p in pos {
        t = if let Some(fields) = lt::struct_body(ctx, t) {
            usize::try_from(p)
                .ok()
                .and_then(|i| fields.get(i).copied())
                .unwrap_or(t)
        } else if let Some((e, _)) = lt::array_parts(ctx, t) {
            e
        } else {
            t
        };
    }
    t
}

/// A ranked memref descriptor value: typed accessors building `llvm.extractvalue` and
/// setters building `llvm.insertvalue` (each setter updates the held value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemRefDescriptor(pub ValueId);

impl MemRefDescriptor {
    /// The descriptor held by `value`.
    pub fn new(value: ValueId) -> Self {
        MemRefDescriptor(value)
    }

    /// A `llvm.mlir.poison` descriptor of struct type `ty`.
    pub fn poison(b: &mut impl Builder, loc: Location, ty: Type) -> Self {
        MemRefDescriptor(poison(b, loc, ty))
    }

    /// The descriptor value.
    pub fn value(self) -> ValueId {
        self.0
    }

    /// The rank of the descriptor (from its struct type).
    pub fn rank(self, b: &impl Builder) -> usize {
        let ctx = b.ctx();
        let ty = b.body().value_type(self.0);
        match lt::struct_body(ctx, ty).as_deref() {
            Some([_, _, _, sizes, _]) => {
                lt::array_parts(ctx, *sizes).map_or(0, |(_, n)| n as usize)
            }
            _ => 0,
        }
    }

    /// The index type of the descriptor (its offset field's type).
    pub fn index_type(self, b: &impl Builder) -> Type {
        element_at(b.ctx(), b.body().value_type(self.0), &[OFFSET])
    }

    fn get(self, b: &mut impl Builder, loc: Location, pos: &[i64]) -> ValueId {
        extract_value(b, loc, self.0, pos)
    }

    fn set(&mut self, b: &mut impl Builder, loc: Location, pos: &[i64], v: ValueId) {
        self.0 = insert_value(b, loc, self.0, v, pos);
    }

    /// Reads the allocated pointer.
    pub fn allocated_ptr(self, b: &mut impl Builder, loc: Location) -> ValueId {
        self.get(b, loc, &[ALLOCATED])
    }
    /// Sets the allocated pointer.
    pub fn set_allocated_ptr(&mut self, b: &mut impl Builder, loc: Location, v: ValueId) {
        self.set(b, loc, &[ALLOCATED], v)
    }
    /// Reads the aligned pointer.
    pub fn aligned_ptr(self, b: &mut impl Builder, loc: Location) -> ValueId {
        self.get(b, loc, &[ALIGNED])
    }
    /// Sets the aligned pointer.
    pub fn set_aligned_ptr(&mut self, b: &mut impl Builder, loc: Location, v: ValueId) {
        self.set(b, loc, &[ALIGNED], v)
    }
    /// Reads the offset.
    pub fn offset(self, b: &mut impl Builder, loc: Location) -> ValueId {
        self.get(b, loc, &[OFFSET])
    }
    /// Sets the offset.
    pub fn set_offset(&mut self, b: &mut impl Builder, loc: Location, v: ValueId) {
        self.set(b, loc, &[OFFSET], v)
    }
    /// Sets the offset to a constant.
    pub fn set_constant_offset(&mut self, b: &mut impl Builder, loc: Location, value: i64) {
        let ty = self.index_type(b);
        let c = index_constant(b, loc, ty, value);
        self.set_offset(b, loc, c)
    }
    /// Reads the size of dimension `pos`.
    pub fn size(self, b: &mut impl Builder, loc: Location, pos: usize) -> ValueId {
        self.get(b, loc, &[SIZES, pos as i64])
    }
    /// Sets the size of dimension `pos`.
    pub fn set_size(&mut self, b: &mut impl Builder, loc: Location, pos: usize, v: ValueId) {
        self.set(b, loc, &[SIZES, pos as i64], v)
    }
    /// Sets the size of dimension `pos` to a constant.
    pub fn set_constant_size(
        &mut self,
        b: &mut impl Builder,
        loc: Location,
        pos: usize,
        value: i64,
    ) {
        let ty = self.index_type(b);
        let c = index_constant(b, loc, ty, value);
        self.set_size(b, loc, pos, c)
    }
    /// Reads the stride of dimension `pos`.
    pub fn stride(self, b: &mut impl Builder, loc: Location, pos: usize) -> ValueId {
        self.get(b, loc, &[STRIDES, pos as i64])
    }
    /// Sets the stride of dimension `pos`.
    pub fn set_stride(&mut self, b: &mut impl Builder, loc: Location, pos: usize, v: ValueId) {
        self.set(b, loc, &[STRIDES, pos as i64], v)
    }
    /// Sets the stride of dimension `pos` to a constant.
    pub fn set_constant_stride(
        &mut self,
        b: &mut impl Builder,
        loc: Location,
        pos: usize,
        value: i64,
    ) {
        let ty = self.index_type(b);
        let c = index_constant(b, loc, ty, value);
        self.set_stride(b, loc, pos, c)
    }

    /// Reads every size.
    pub fn sizes(self, b: &mut impl Builder, loc: Location) -> Vec<ValueId> {
        (0..self.rank(b)).map(|i| self.size(b, loc, i)).collect()
    }

    /// Reads every stride.
    pub fn strides(self, b: &mut impl Builder, loc: Location) -> Vec<ValueId> {
        (0..self.rank(b)).map(|i| self.stride(b, loc, i)).collect()
    }

    /// The pointer to the first element: the aligned pointer advanced by the offset
    /// (`llvm.getelementptr` of `element`; no GEP when the static offset is 0; MLIR's
    /// `bufferPtr`). `static_offset` is the memref type's offset (`DYNAMIC` reads it).
    pub fn buffer_ptr(
        self,
        b: &mut impl Builder,
        loc: Location,
        element: Type,
        static_offset: i64,
    ) -> ValueId {
        let ptr = self.aligned_ptr(b, loc);
        if static_offset == 0 {
            return ptr;
        }
        let offset = if static_offset == strata_ir::types::DYNAMIC {
            self.offset(b, loc)
        } else {
            let ty = self.index_type(b);
            index_constant(b, loc, ty, static_offset)
        };
        let ptr_ty = b.body().value_type(ptr);
        let op = GEPOp::build_mixed(
            b,
            loc,
            ptr_ty,
            element,
            ptr,
            &[strata_llvm::GepArg::Value(offset)],
            0,
        );
        b.body().result(op.0, 0)
    }

    /// Packs unpacked fields (pointers, offset, sizes..., strides...) into a new
    /// descriptor of struct type `ty` (MLIR's `MemRefDescriptor::pack`).
    pub fn pack_fields(
        b: &mut impl Builder,
        loc: Location,
        ty: Type,
        fields: &[ValueId],
    ) -> ValueId {
        let mut d = MemRefDescriptor::poison(b, loc, ty);
        let rank = fields.len().saturating_sub(3) / 2;
        for (i, &f) in fields.iter().enumerate().take(3) {
            d.set(b, loc, &[i as i64], f);
        }
        // Sizes and strides go in dimension by dimension, as upstream's `pack` does.
        for i in 0..rank {
            d.set_size(b, loc, i, fields[3 + i]);
            d.set_stride(b, loc, i, fields[3 + rank + i]);
        }
        d.0
    }

    /// Reads every field in unpacked order (MLIR's `MemRefDescriptor::unpack`).
    pub fn unpack(self, b: &mut impl Builder, loc: Location) -> Vec<ValueId> {
        let mut out = vec![
            self.allocated_ptr(b, loc),
            self.aligned_ptr(b, loc),
            self.offset(b, loc),
        ];
        out.extend(self.sizes(b, loc));
        out.extend(self.strides(b, loc));
        out
    }

    /// A descriptor of struct type `ty` for a memref with static `shape`, `strides` and
    /// `offset` whose both pointers are `ptr` (MLIR's `fromStaticShape`).
    pub fn from_static_shape(
        b: &mut impl Builder,
        loc: Location,
        ty: Type,
        ptr: ValueId,
        shape: &[i64],
        strides: &[i64],
        offset: i64,
    ) -> Self {
        let mut d = MemRefDescriptor::poison(b, loc, ty);
        d.set_allocated_ptr(b, loc, ptr);
        d.set_aligned_ptr(b, loc, ptr);
        d.set_constant_offset(b, loc, offset);
        for (i, &s) in shape.iter().enumerate() {
            d.set_constant_size(b, loc, i, s);
            if let Some(&st) = strides.get(i) {
                d.set_constant_stride(b, loc, i, st);
            }
        }
        d
    }
}

/// An unranked memref descriptor value `!llvm.struct<(iN, ptr)>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnrankedMemRefDescriptor(pub ValueId);

impl UnrankedMemRefDescriptor {
    /// A descriptor of struct type `ty` holding `rank` and `ptr`.
    pub fn pack(
        b: &mut impl Builder,
        loc: Location,
        ty: Type,
        rank: ValueId,
        ptr: ValueId,
    ) -> Self {
        let mut v = poison(b, loc, ty);
        v = insert_value(b, loc, v, rank, &[0]);
        v = insert_value(b, loc, v, ptr, &[1]);
        UnrankedMemRefDescriptor(v)
    }

    /// The descriptor value.
    pub fn value(self) -> ValueId {
        self.0
    }

    /// Reads the rank.
    pub fn rank(self, b: &mut impl Builder, loc: Location) -> ValueId {
        extract_value(b, loc, self.0, &[0])
    }

    /// Reads the pointer to the ranked descriptor.
    pub fn memref_desc_ptr(self, b: &mut impl Builder, loc: Location) -> ValueId {
        extract_value(b, loc, self.0, &[1])
    }

    /// Sets the rank.
    pub fn set_rank(&mut self, b: &mut impl Builder, loc: Location, v: ValueId) {
        self.0 = insert_value(b, loc, self.0, v, &[0]);
    }

    /// Sets the pointer to the ranked descriptor.
    pub fn set_memref_desc_ptr(&mut self, b: &mut impl Builder, loc: Location, v: ValueId) {
        self.0 = insert_value(b, loc, self.0, v, &[1]);
    }
}
