//! Builtin types: the uniqued, immutable data behind a [`Type`] handle.

use crate::attributes::Attribute;
use crate::context::{Context, Identifier};
use crate::float::FloatKind;

/// A uniqued type; compare and hash in O(1). Its data lives in the [`Context`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

impl std::fmt::Debug for Type {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "type{}", self.0)
    }
}

/// The marker MLIR uses for a dynamic (`?`) dimension size, stride or offset.
pub const DYNAMIC: i64 = i64::MIN;

/// Largest integer bit width MLIR accepts (`IntegerType::kMaxWidth`).
pub const MAX_INTEGER_WIDTH: u32 = (1 << 24) - 1;

/// Integer signedness semantics: `i8` (signless), `si8`, `ui8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: no sign semantics.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// The data of a builtin or dialect type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `i32`, `si8`, `ui1`, ...
    Integer {
        /// Bit width.
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// `f32`, `bf16`, `f8E4M3FN`, ...
    Float(FloatKind),
    /// `none`.
    None,
    /// `complex<T>`.
    Complex(Type),
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Box<[Type]>,
        /// Result types.
        results: Box<[Type]>,
    },
    /// `tuple<...>`.
    Tuple(Box<[Type]>),
    /// `vector<[4]x8xf32>`: `scalable[i]` marks a `[n]` dimension.
    Vector {
        /// Dimension sizes.
        shape: Box<[i64]>,
        /// Per dimension, whether it is scalable (`[n]`).
        scalable: Box<[bool]>,
        /// Element type.
        element: Type,
    },
    /// `tensor<?x4xf32, #enc>`; dimensions may be [`DYNAMIC`].
    RankedTensor {
        /// Dimension sizes ([`DYNAMIC`] for `?`).
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// The encoding attribute, if any.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `memref<4x?xf32, layout, space>`. A `None` layout is the identity layout.
    MemRef {
        /// Dimension sizes ([`DYNAMIC`] for `?`).
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// The layout attribute (`None`: identity).
        layout: Option<Attribute>,
        /// The memory space attribute (`None`: the default space).
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, space>`.
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// The memory space attribute (`None`: the default space).
        memory_space: Option<Attribute>,
    },
    /// A type of a dialect Strata does not know, kept verbatim: `!dialect.body` or
    /// `!dialect<body>`. `body` is the text after `dialect.` in the pretty form, or between
    /// the angle brackets in the opaque form (a quoted string stays quoted).
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// The body text, verbatim.
        body: Box<str>,
    },
}

impl TypeData {
    /// The shape of a ranked shaped type (vector, ranked tensor, ranked memref).
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeData::Vector { shape, .. }
            | TypeData::RankedTensor { shape, .. }
            | TypeData::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The element type of a shaped or complex type.
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeData::Vector { element, .. }
            | TypeData::RankedTensor { element, .. }
            | TypeData::UnrankedTensor { element }
            | TypeData::MemRef { element, .. }
            | TypeData::UnrankedMemRef { element, .. }
            | TypeData::Complex(element) => Some(*element),
            _ => None,
        }
    }
}

/// Common, frequently used types, created once per context.
#[derive(Clone, Copy, Debug)]
pub struct BuiltinTypes {
    /// `i1`
    pub i1: Type,
    /// `i8`
    pub i8: Type,
    /// `i16`
    pub i16: Type,
    /// `i32`
    pub i32: Type,
    /// `i64`
    pub i64: Type,
    /// `index`
    pub index: Type,
    /// `f16`
    pub f16: Type,
    /// `f32`
    pub f32: Type,
    /// `f64`
    pub f64: Type,
    /// `none`
    pub none: Type,
}

impl Context {
    /// Uniques `data` and returns its handle. Does not validate; see the `*_checked` builders.
    pub fn intern_type(&self, data: TypeData) -> Type {
        Type(self.types.intern(data))
    }

    /// The data of `ty`.
    #[inline]
    pub fn type_data(&self, ty: Type) -> &TypeData {
        self.types.get(ty.0)
    }

    /// Frequently used builtin types.
    pub fn builtin_types(&self) -> &BuiltinTypes {
        &self.builtin_types
    }

    /// `iN` / `siN` / `uiN`.
    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        self.intern_type(TypeData::Integer { width, signedness })
    }

    /// A float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeData::Float(kind))
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.builtin_types.index
    }

    /// `none`.
    pub fn none_type(&self) -> Type {
        self.builtin_types.none
    }

    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeData::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }

    /// `tuple<...>`.
    pub fn tuple_type(&self, elements: &[Type]) -> Type {
        self.intern_type(TypeData::Tuple(elements.into()))
    }

    /// Whether `ty` is a signless, signed or unsigned integer type.
    pub fn is_integer(&self, ty: Type) -> bool {
        matches!(self.type_data(ty), TypeData::Integer { .. })
    }

    /// Whether `ty` is `index`.
    pub fn is_index(&self, ty: Type) -> bool {
        matches!(self.type_data(ty), TypeData::Index)
    }

    /// The float format of `ty`, if it is a float type.
    pub fn float_kind(&self, ty: Type) -> Option<FloatKind> {
        match self.type_data(ty) {
            TypeData::Float(k) => Some(*k),
            _ => None,
        }
    }

    /// Whether `ty` may be the element type of a vector (MLIR 22: integer, index, float,
    /// and dialect types whose dialect says so, e.g. `!llvm.ptr`).
    pub fn is_valid_vector_element(&self, ty: Type) -> bool {
        match self.type_data(ty) {
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) => true,
            TypeData::Opaque { .. } => self
                .extension::<VectorElementTypes>()
                .0
                .read()
                .unwrap_or_else(|e| e.into_inner())
                .iter()
                .any(|f| f(self, ty)),
            _ => false,
        }
    }

    /// Declares the dialect types `is_element` accepts valid vector elements (MLIR's
    /// `VectorElementTypeInterface`).
    pub fn register_vector_element_types(&self, is_element: VectorElementFn) {
        self.extension::<VectorElementTypes>()
            .0
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .push(is_element);
    }

    /// Whether `ty` may be the element type of a tensor: scalars, complex, vectors and
    /// types of other dialects.
    pub fn is_valid_tensor_element(&self, ty: Type) -> bool {
        matches!(
            self.type_data(ty),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Complex(_)
                | TypeData::Vector { .. }
                | TypeData::Opaque { .. }
        )
    }

    /// Whether `ty` may be the element type of a memref: scalars, complex, vectors and
    /// memrefs.
    pub fn is_valid_memref_element(&self, ty: Type) -> bool {
        matches!(
            self.type_data(ty),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Complex(_)
                | TypeData::Vector { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        )
    }

    /// Whether `ty` belongs to a non-builtin dialect.
    pub fn is_dialect_type(&self, ty: Type) -> bool {
        matches!(self.type_data(ty), TypeData::Opaque { .. })
    }

    /// Bit width of an integer or float type; `index` counts as 64.
    pub fn int_or_float_bit_width(&self, ty: Type) -> Option<u32> {
        match self.type_data(ty) {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Index => Some(64),
            TypeData::Float(k) => Some(k.bit_width()),
            _ => None,
        }
    }

    /// Number of elements of a statically shaped type.
    pub fn num_elements(&self, ty: Type) -> Option<u64> {
        let shape = self.type_data(ty).shape()?;
        shape.iter().try_fold(1u64, |acc, &d| {
            if d < 0 {
                None
            } else {
                acc.checked_mul(d as u64)
            }
        })
    }
}

/// Whether a dialect type is a valid vector element (see
/// [`Context::register_vector_element_types`]).
pub type VectorElementFn = fn(&Context, Type) -> bool;

/// The registered [`VectorElementFn`]s of a context.
#[derive(Default)]
struct VectorElementTypes(std::sync::RwLock<Vec<VectorElementFn>>);
