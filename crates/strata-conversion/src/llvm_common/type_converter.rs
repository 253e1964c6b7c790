//! [`LlvmTypeConverter`]: the type conversion every `*-to-llvm` pass shares (MLIR's
//! `LLVMTypeConverter`): builtin integers become signless, `index` an integer of the
//! index bitwidth, floats LLVM lacks (f4/f6/f8) integers of their width, n-D vectors
//! arrays of 1-D vectors, `complex<T>` a struct of two `T`, function types `!llvm.ptr`,
//! ranked memrefs their descriptor struct `!llvm.struct<(ptr, ptr, i64, array<N x i64>,
//! array<N x i64>)>` and unranked memrefs `!llvm.struct<(i64, ptr)>`; LLVM-compatible
//! types stay. Function signatures convert with memref arguments unpacked into their
//! descriptor fields (or bare pointers), results packed into a struct.

use std::sync::{Arc, Mutex};

use strata_ir::float::FloatKind;
use strata_ir::{AttrData, Context, Location, Signedness, Type, TypeData};
use strata_llvm::types::{self as lt, LlvmType};
use strata_pass::conversion::{SignatureConversion, TypeConversion, TypeConverter};

use super::memref_descriptor::{MemRefDescriptor, UnrankedMemRefDescriptor};

/// Options of the lowerings to the `llvm` dialect (MLIR's `LowerToLLVMOptions`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowerToLlvmOptions {
    /// The bitwidth `index` converts to (the `index-bitwidth` pass option; 64 by default,
    /// from the default data layout).
    pub index_bitwidth: u32,
    /// Pass statically shaped memrefs to and from functions as bare pointers to their
    /// elements (`use-bare-ptr-memref-call-conv`).
    pub use_bare_ptr_call_conv: bool,
}

impl Default for LowerToLlvmOptions {
    fn default() -> Self {
        LowerToLlvmOptions {
            index_bitwidth: 64,
            use_bare_ptr_call_conv: false,
        }
    }
}

impl LowerToLlvmOptions {
    /// The options with `index-bitwidth` set from a pass option (0 means the data
    /// layout's, 64).
    pub fn with_index_bitwidth(mut self, bits: u32) -> Self {
        self.index_bitwidth = if bits == 0 { 64 } else { bits };
        self
    }
}

/// The LLVM type converter: the rules as plain functions (usable without a pass) and a
/// [`TypeConverter`] holding them with the `unrealized_conversion_cast` and memref
/// descriptor materializations, for the conversion driver.
#[derive(Clone)]
pub struct LlvmTypeConverter {
    options: LowerToLlvmOptions,
    converter: Arc<TypeConverter>,
    /// The errors conversions reported (MLIR's converter emits them as it converts).
    errors: Arc<Mutex<Vec<String>>>,
}

impl LlvmTypeConverter {
    /// The converter for `options`.
    pub fn new(options: LowerToLlvmOptions) -> Self {
        let mut tc = TypeConverter::new();
        let errors: Arc<Mutex<Vec<String>>> = Arc::default();
        let sink = errors.clone();
        tc.add_conversion(move |ctx, ty| match convert_type_with(ctx, &options, ty) {
            Some(t) => TypeConversion::To(vec![t]),
            None => {
                note_memref_failure(ctx, &options, ty, &sink);
                TypeConversion::Skip
            }
        });
        // Generic materializations: an unrealized cast.
        tc.add_source_materialization(|ctx, b, ty, inputs, loc| {
            Some(super::unrealized_cast(ctx, b, loc, inputs, ty))
        });
        tc.add_target_materialization(|ctx, b, ty, inputs, loc| {
            Some(super::unrealized_cast(ctx, b, loc, inputs, ty))
        });
        // Descriptor fields (a block's unpacked memref arguments) back to a memref: pack
        // them into the descriptor struct, then cast.
        tc.add_source_materialization(move |ctx, b, ty, inputs, loc| {
            let packed = pack_descriptor(ctx, &options, b, loc, ty, inputs)?;
            Some(super::unrealized_cast(ctx, b, loc, &[packed], ty))
        });
        // A memref's unpacked descriptor fields (a function argument converted 1:N) to the
        // descriptor struct a converted user wants: packed, knowing the memref type (MLIR's
        // target materialization with the original type).
        tc.add_target_materialization_with_original(move |ctx, b, ty, inputs, loc, original| {
            let original = original?;
            if convert_type_with(ctx, &options, original) != Some(ty) {
                return None;
            }
            pack_descriptor(ctx, &options, b, loc, original, inputs)
        });
        LlvmTypeConverter {
            options,
            converter: Arc::new(tc),
            errors,
        }
    }

    /// The errors the conversions reported so far (each distinct one once, at an unknown
    /// location as upstream's), emptying the list: a pass emits them without failing.
    pub fn take_diagnostics(&self, ctx: &Context) -> Vec<strata_ir::diagnostics::Diagnostic> {
        let messages = match self.errors.lock() {
            Ok(mut e) => std::mem::take(&mut *e),
            Err(_) => Vec::new(),
        };
        messages
            .into_iter()
            .map(|m| strata_ir::diagnostics::Diagnostic::error(ctx.unknown_loc(), m))
            .collect()
    }

    /// The options.
    pub fn options(&self) -> &LowerToLlvmOptions {
        &self.options
    }

    /// The [`TypeConverter`] for conversion patterns.
    pub fn type_converter(&self) -> &Arc<TypeConverter> {
        &self.converter
    }

    /// The integer type `index` converts to.
    pub fn index_type(&self, ctx: &Context) -> Type {
        ctx.integer_type(self.options.index_bitwidth, Signedness::Signless)
    }

    /// The converted type of `ty` (MLIR's `convertType`), `None` if it has none.
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        self.converter.convert_type(ctx, ty)
    }

    /// The descriptor field types of a ranked memref type (MLIR's
    /// `getMemRefDescriptorFields`): allocated and aligned pointers, offset, then the
    /// sizes and strides as two arrays or, `unpack`ed, as `2 * rank` integers.
    pub fn memref_descriptor_fields(
        &self,
        ctx: &Context,
        ty: Type,
        unpack: bool,
    ) -> Option<Vec<Type>> {
        let fields = memref_descriptor_fields(ctx, &self.options, ty, unpack);
        if fields.is_none() {
            note_memref_failure(ctx, &self.options, ty, &self.errors);
        }
        fields
    }

    /// The fields of an unranked memref descriptor: rank and pointer to a ranked
    /// descriptor.
    pub fn unranked_memref_descriptor_fields(&self, ctx: &Context) -> Vec<Type> {
        vec![self.index_type(ctx), lt::ptr_type(ctx, 0)]
    }

    /// The LLVM address space of a memref type's memory space (none: 0; an integer
    /// attribute: its value), `None` when it has none.
    pub fn memref_address_space(&self, ctx: &Context, ty: Type) -> Option<u32> {
        memref_address_space(ctx, ty)
    }

    /// Whether a memref type can be passed as a bare pointer: ranked, static shape,
    /// strides and offset (MLIR's `canConvertToBarePtr`).
    pub fn can_convert_to_bare_ptr(ctx: &Context, ty: Type) -> bool {
        let TypeData::MemRef { shape, .. } = ctx.type_data(ty) else {
            return false;
        };
        if shape.contains(&strata_ir::types::DYNAMIC) {
            return false;
        }
        match strata_dialects::memref::strides_and_offset(ctx, ty) {
            Some((strides, offset)) => {
                !strides.contains(&strata_ir::types::DYNAMIC) && offset != strata_ir::types::DYNAMIC
            }
            None => false,
        }
    }

    /// The bare pointer a memref type converts to in the bare-pointer convention.
    pub fn convert_memref_to_bare_ptr(&self, ctx: &Context, ty: Type) -> Option<Type> {
        if !Self::can_convert_to_bare_ptr(ctx, ty) {
            return None;
        }
        let elem = ctx.type_data(ty).element_type()?;
        self.convert_type(ctx, elem)?;
        Some(lt::ptr_type(ctx, memref_address_space(ctx, ty)?))
    }

    /// The types a function argument or result of type `ty` becomes: memrefs as their
    /// unpacked descriptor fields (or a bare pointer with `bare`), the rest converted
    /// (MLIR's `structFuncArgTypeConverter` / `barePtrFuncArgTypeConverter`).
    pub fn convert_call_arg(&self, ctx: &Context, ty: Type, bare: bool) -> Option<Vec<Type>> {
        match ctx.type_data(ty) {
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } if bare => {
                Some(vec![self.convert_memref_to_bare_ptr(ctx, ty)?])
            }
            TypeData::MemRef { .. } => self.memref_descriptor_fields(ctx, ty, true),
            TypeData::UnrankedMemRef { element, .. } => {
                self.convert_type(ctx, *element)?;
                Some(self.unranked_memref_descriptor_fields(ctx))
            }
            _ => self.convert_type(ctx, ty).map(|t| vec![t]),
        }
    }

    /// The type a function result of type `ty` becomes: the converted type, or a bare
    /// pointer in the bare-pointer convention (MLIR's `convertCallingConventionType`).
    fn convert_result(&self, ctx: &Context, ty: Type, bare: bool) -> Option<Type> {
        if bare
            && matches!(
                ctx.type_data(ty),
                TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
            )
        {
            return self.convert_memref_to_bare_ptr(ctx, ty);
        }
        self.convert_type(ctx, ty)
    }

    /// The LLVM type of a function's results: the converted type of a single one, a
    /// literal struct of several (MLIR's `packFunctionResults`); `None` for none or if one
    /// does not convert.
    pub fn pack_function_results(&self, ctx: &Context, types: &[Type], bare: bool) -> Option<Type> {
        let bare = bare || self.options.use_bare_ptr_call_conv;
        let converted: Vec<Type> = types
            .iter()
            .map(|&t| self.convert_result(ctx, t, bare))
            .collect::<Option<_>>()?;
        match converted.as_slice() {
            [] => None,
            [t] => Some(*t),
            _ => lt::struct_type(ctx, &converted, false).ok(),
        }
    }

    /// The LLVM type of several op results (MLIR's `packOperationResults`).
    pub fn pack_operation_results(&self, ctx: &Context, types: &[Type]) -> Option<Type> {
        match types {
            [] => None,
            [t] => self.convert_type(ctx, *t),
            _ => {
                let converted: Vec<Type> = types
                    .iter()
                    .map(|&t| {
                        self.convert_type(ctx, t)
                            .filter(|&c| lt::is_compatible(ctx, c))
                    })
                    .collect::<Option<_>>()?;
                lt::struct_type(ctx, &converted, false).ok()
            }
        }
    }

    /// Converts a builtin function type to an `!llvm.func` and the signature conversion of
    /// its arguments (MLIR's `convertFunctionSignature`).
    pub fn convert_function_signature(
        &self,
        ctx: &Context,
        function_type: Type,
        vararg: bool,
        bare: bool,
    ) -> Option<(Type, SignatureConversion)> {
        let TypeData::Function { inputs, results } = ctx.type_data(function_type) else {
            return None;
        };
        let bare = bare || self.options.use_bare_ptr_call_conv;
        let mut conv = SignatureConversion::new(inputs.len());
        for (i, &t) in inputs.iter().enumerate() {
            let converted = self.convert_call_arg(ctx, t, bare)?;
            conv.add_inputs(i, &converted);
        }
        let result = if results.is_empty() {
            lt::void_type(ctx)
        } else {
            self.pack_function_results(ctx, results, bare)?
        };
        let func = lt::func_type_unchecked(ctx, result, conv.converted_types(), vararg);
        Some((func, conv))
    }

    /// The C-interface type of a function: memref arguments as pointers to descriptors,
    /// a struct result returned through a leading pointer argument; with the struct
    /// result type if there is one (MLIR's `convertFunctionTypeCWrapper`).
    pub fn convert_function_type_c_wrapper(
        &self,
        ctx: &Context,
        function_type: Type,
    ) -> Option<(Type, Option<Type>)> {
        let TypeData::Function { inputs, results } = ctx.type_data(function_type) else {
            return None;
        };
        let mut result = if results.is_empty() {
            lt::void_type(ctx)
        } else {
            self.pack_function_results(ctx, results, false)?
        };
        let ptr = lt::ptr_type(ctx, 0);
        let mut params = Vec::new();
        let struct_result = matches!(
            lt::llvm_type(ctx, result).as_deref(),
            Some(LlvmType::Struct { .. })
        )
        .then_some(result);
        if struct_result.is_some() {
            params.push(ptr);
            result = lt::void_type(ctx);
        }
        for &t in inputs.iter() {
            let c = self
                .convert_type(ctx, t)
                .filter(|&c| lt::is_compatible(ctx, c))?;
            let is_memref = matches!(
                ctx.type_data(t),
                TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
            );
            params.push(if is_memref { ptr } else { c });
        }
        Some((
            lt::func_type(ctx, result, &params, false).ok()?,
            struct_result,
        ))
    }
}

/// Packs `inputs` into the descriptor of memref type `ty` if they are its unpacked
/// fields (ranked) or fields (unranked).
fn pack_descriptor(
    ctx: &Context,
    options: &LowerToLlvmOptions,
    b: &mut strata_ir::ir::OpBuilder<'_, '_>,
    loc: Location,
    ty: Type,
    inputs: &[strata_ir::ir::ValueId],
) -> Option<strata_ir::ir::ValueId> {
    let types: Vec<Type> = inputs.iter().map(|&v| b.body().value_type(v)).collect();
    match ctx.type_data(ty) {
        TypeData::MemRef { .. } => {
            if types != memref_descriptor_fields(ctx, options, ty, true)? {
                return None;
            }
            let struct_ty = convert_type_with(ctx, options, ty)?;
            Some(MemRefDescriptor::pack_fields(b, loc, struct_ty, inputs))
        }
        TypeData::UnrankedMemRef { .. } => {
            let index = ctx.integer_type(options.index_bitwidth, Signedness::Signless);
            if types != [index, lt::ptr_type(ctx, 0)] {
                return None;
            }
            let struct_ty = convert_type_with(ctx, options, ty)?;
            Some(UnrankedMemRefDescriptor::pack(b, loc, struct_ty, inputs[0], inputs[1]).value())
        }
        _ => None,
    }
}

/// Records the error upstream's converter emits when a ranked memref type does not
/// convert: a layout without strided form, or a memory space that is no integer.
fn note_memref_failure(
    ctx: &Context,
    options: &LowerToLlvmOptions,
    ty: Type,
    sink: &Mutex<Vec<String>>,
) {
    let TypeData::MemRef {
        element,
        memory_space,
        ..
    } = ctx.type_data(ty)
    else {
        return;
    };
    let message = if strata_dialects::memref::strides_and_offset(ctx, ty).is_none() {
        "conversion to strided form failed either due to non-strided layout maps (which should have been normalized away) or other reasons".to_string()
    } else if convert_type_with(ctx, options, *element).is_none() {
        return;
    } else if let Some(space) = memory_space
        && memref_address_space(ctx, ty).is_none()
    {
        format!(
            "conversion of memref memory space {} to integer address space failed. Consider adding memory space conversions.",
            memory_space_text(ctx, *space)
        )
    } else {
        return;
    };
    if let Ok(mut errors) = sink.lock()
        && !errors.contains(&message)
    {
        errors.push(message);
    }
}

/// A memory space attribute as upstream prints it in the error above (string attributes,
/// the common non-integer case, escaped as MLIR does; others by kind).
fn memory_space_text(ctx: &Context, space: strata_ir::Attribute) -> String {
    match ctx.attr_data(space) {
        AttrData::String { value, .. } => {
            let mut out = String::from("\"");
            for &byte in value.iter() {
                if (byte.is_ascii_graphic() && byte != b'"' && byte != b'\\') || byte == b' ' {
                    out.push(byte as char);
                } else {
                    out.push_str(&format!("\\{byte:02X}"));
                }
            }
            out.push('"');
            out
        }
        other => format!("{other:?}"),
    }
}

/// The LLVM address space of a memref type's memory space.
pub fn memref_address_space(ctx: &Context, ty: Type) -> Option<u32> {
    let space = match ctx.type_data(ty) {
        TypeData::MemRef { memory_space, .. } | TypeData::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => return None,
    };
    let Some(space) = space else {
        return Some(0);
    };
    match ctx.attr_data(space) {
        AttrData::Integer { ty, value } => {
            let ok = matches!(
                ctx.type_data(*ty),
                TypeData::Index
                    | TypeData::Integer {
                        signedness: Signedness::Signless,
                        ..
                    }
            );
            if !ok {
                return None;
            }
            u32::try_from(value.to_i64_checked()?).ok()
        }
        _ => None,
    }
}

fn memref_descriptor_fields(
    ctx: &Context,
    options: &LowerToLlvmOptions,
    ty: Type,
    unpack: bool,
) -> Option<Vec<Type>> {
    let TypeData::MemRef { shape, element, .. } = ctx.type_data(ty) else {
        return None;
    };
    strata_dialects::memref::strides_and_offset(ctx, ty)?;
    convert_type_with(ctx, options, *element)?;
    let ptr = lt::ptr_type(ctx, memref_address_space(ctx, ty)?);
    let index = ctx.integer_type(options.index_bitwidth, Signedness::Signless);
    let mut fields = vec![ptr, ptr, index];
    let rank = shape.len();
    if rank == 0 {
        return Some(fields);
    }
    if unpack {
        fields.extend(std::iter::repeat_n(index, 2 * rank));
    } else {
        let arr = lt::array_type(ctx, index, rank as u64).ok()?;
        fields.extend([arr, arr]);
    }
    Some(fields)
}

/// The converted type of a vector type (MLIR's `convertVectorType`): 0-D to `vector<1xT>`,
/// 1-D kept, n-D to nested arrays of the trailing 1-D vector; a scalable dimension other
/// than the last one does not convert.
fn convert_vector(ctx: &Context, options: &LowerToLlvmOptions, ty: Type) -> Option<Type> {
    let TypeData::Vector {
        shape,
        scalable,
        element,
    } = ctx.type_data(ty)
    else {
        return None;
    };
    let elem = convert_type_with(ctx, options, *element)?;
    if shape.is_empty() {
        return Some(ctx.intern_type(TypeData::Vector {
            shape: Box::new([1]),
            scalable: Box::new([false]),
            element: elem,
        }));
    }
    let n = shape.len();
    if scalable[..n - 1].contains(&true) {
        return None;
    }
    let mut out = ctx.intern_type(TypeData::Vector {
        shape: Box::new([shape[n - 1]]),
        scalable: Box::new([scalable[n - 1]]),
        element: elem,
    });
    for &d in shape[..n - 1].iter().rev() {
        out = lt::array_type(ctx, out, u64::try_from(d).ok()?).ok()?;
    }
    Some(out)
}

/// The LLVM type rules, applied recursively (the part of MLIR's `LLVMTypeConverter`
/// built from `addConversion` callbacks).
pub fn convert_type_with(ctx: &Context, options: &LowerToLlvmOptions, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(ctx.integer_type(*width, Signedness::Signless)),
        TypeData::Index => Some(ctx.integer_type(options.index_bitwidth, Signedness::Signless)),
        TypeData::Float(kind) => {
            if lt::is_compatible_float(ctx, ty) {
                return Some(ty);
            }
            match kind {
                FloatKind::F8E5M2
                | FloatKind::F8E4M3
                | FloatKind::F8E4M3FN
                | FloatKind::F8E5M2FNUZ
                | FloatKind::F8E4M3FNUZ
                | FloatKind::F8E4M3B11FNUZ
                | FloatKind::F8E3M4
                | FloatKind::F4E2M1FN
                | FloatKind::F6E2M3FN
                | FloatKind::F6E3M2FN
                | FloatKind::F8E8M0FNU => {
                    Some(ctx.integer_type(kind.bit_width(), Signedness::Signless))
                }
                _ => None,
            }
        }
        TypeData::Complex(elem) => {
            let e = convert_type_with(ctx, options, *elem)?;
            lt::struct_type(ctx, &[e, e], false).ok()
        }
        TypeData::Function { .. } => Some(lt::ptr_type(ctx, 0)),
        TypeData::MemRef { .. } => {
            let fields = memref_descriptor_fields(ctx, options, ty, false)?;
            lt::struct_type(ctx, &fields, false).ok()
        }
        TypeData::UnrankedMemRef { element, .. } => {
            convert_type_with(ctx, options, *element)?;
            let index = ctx.integer_type(options.index_bitwidth, Signedness::Signless);
            lt::struct_type(ctx, &[index, lt::ptr_type(ctx, 0)], false).ok()
        }
        TypeData::Vector { .. } => convert_vector(ctx, options, ty),
        _ => convert_llvm_type(ctx, options, ty),
    }
}

/// LLVM dialect types: compatible ones stay; literal structs, arrays and function types
/// convert their element types.
fn convert_llvm_type(ctx: &Context, options: &LowerToLlvmOptions, ty: Type) -> Option<Type> {
    if lt::is_compatible(ctx, ty) {
        return Some(ty);
    }
    let conv = |t: Type| convert_type_with(ctx, options, t);
    match lt::llvm_type(ctx, ty)?.as_ref() {
        LlvmType::Struct {
            name: None,
            body: Some(body),
            packed,
        } => {
            let elems: Vec<Type> = body.iter().map(|&t| conv(t)).collect::<Option<_>>()?;
            lt::struct_type(ctx, &elems, *packed).ok()
        }
        LlvmType::Array { element, len } => lt::array_type(ctx, conv(*element)?, *len).ok(),
        LlvmType::Func {
            result,
            params,
            vararg,
        } => {
            let r = conv(*result)?;
            let ps: Vec<Type> = params.iter().map(|&t| conv(t)).collect::<Option<_>>()?;
            Some(lt::func_type_unchecked(ctx, r, &ps, *vararg))
        }
        _ => None,
    }
}
