//! Runtime values of the interpreter ([`Value`]), the scalar types they are read at
//! ([`ScalarTy`]) and located execution errors ([`ExecError`]).

use std::rc::Rc;

use smallvec::SmallVec;
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::float::FloatKind;
use strata_ir::{Context, Location, Type, TypeData};

use crate::memory::MemRef;

/// A runtime value. Scalars carry no type: the op reading them knows it (decided once when
/// a function is prepared), so integers, `index` and floats of up to 64 bits share
/// [`Value::Bits`].
#[derive(Clone, Debug)]
pub enum Value {
    /// An integer of at most 64 bits (zero-extended: bits above the width are 0), an
    /// `index` (64 bits) or the bit pattern of a float format of at most 64 bits.
    Bits(u64),
    /// An integer wider than 64 bits, or the bits of `f80`/`f128` (as wide as the format).
    Wide(Rc<ApInt>),
    /// A memref descriptor (ranked or unranked: the descriptor knows its rank).
    MemRef(Rc<MemRef>),
    /// The elements of a vector, row-major.
    Vector(Rc<Vec<Value>>),
    /// A function reference (`func.constant`): the callee's symbol name.
    Func(Box<Rc<[u8]>>),
    /// An `!llvm.ptr`: a byte offset into buffer `buf` of the interpreter's memory (its
    /// provenance), or, when `buf` is [`Value::NO_BUFFER`], the plain address `off` (null,
    /// `inttoptr` of an address outside every allocation). Offsets are checked on access.
    Ptr {
        /// The buffer (index in `Memory::buffers`) or [`Value::NO_BUFFER`].
        buf: u32,
        /// Byte offset in the buffer (or the address).
        off: i64,
    },
    /// A poison value and where it was produced (`ub.poison`, an overflowing `nsw` add,
    /// a too-large shift, ...). Using it where behaviour depends on it is an error.
    Poison(Location),
}

/// Values stay two words wide: frames copy them around constantly.
const _: () = assert!(std::mem::size_of::<Value>() == 16);

impl Value {
    /// The `buf` of a pointer into no allocation.
    pub const NO_BUFFER: u32 = u32::MAX;

    /// The null pointer.
    pub const NULL: Value = Value::Ptr {
        buf: Value::NO_BUFFER,
        off: 0,
    };

    /// A boolean as an `i1`.
    #[inline]
    pub fn bool(b: bool) -> Value {
        Value::Bits(u64::from(b))
    }
}

/// The scalar type a value is read at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarTy {
    /// A signless (or signed/unsigned) integer of this width.
    Int(u32),
    /// `index` (64 bits).
    Index,
    /// A float format.
    Float(FloatKind),
}

impl ScalarTy {
    /// The scalar type of `ty` (the element type for vectors), if it is one.
    pub fn of(ctx: &Context, ty: Type) -> Option<ScalarTy> {
        match ctx.type_data(ty) {
            // `i0` has no values to compute with: ops on it are not run.
            TypeData::Integer { width: 0, .. } => None,
            TypeData::Integer { width, .. } => Some(ScalarTy::Int(*width)),
            TypeData::Index => Some(ScalarTy::Index),
            TypeData::Float(k) => Some(ScalarTy::Float(*k)),
            TypeData::Vector { element, .. } => ScalarTy::of(ctx, *element),
            _ => None,
        }
    }

    /// Bit width (`index`: 64).
    pub fn bits(self) -> u32 {
        match self {
            ScalarTy::Int(w) => w,
            ScalarTy::Index => 64,
            ScalarTy::Float(k) => k.bit_width(),
        }
    }

    /// Bytes one element occupies in memory, as LLVM's data layout allocates it: the
    /// store size rounded up to a power of two (`i1`: 1, `i24`: 4, `f80`: 16).
    pub fn alloc_size(self) -> usize {
        let bytes = (self.bits() as usize).div_ceil(8).max(1);
        bytes.next_power_of_two()
    }

    /// Whether values of this type are [`Value::Wide`].
    pub fn is_wide(self) -> bool {
        self.bits() > 64
    }

    /// The type's name as the IR spells it (`i32`, `index`, `f16`).
    pub fn name(self) -> String {
        match self {
            ScalarTy::Int(w) => format!("i{w}"),
            ScalarTy::Index => "index".into(),
            ScalarTy::Float(k) => k.keyword().into(),
        }
    }
}

/// The vector shape of `ty`, if it is a (fixed-size) vector.
pub fn vector_shape(ctx: &Context, ty: Type) -> Option<SmallVec<[i64; 4]>> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => Some(shape.iter().copied().collect()),
        _ => None,
    }
}

/// An execution error at an operation: rendered as `file:line:col: error: message`.
#[derive(Clone, Debug)]
pub struct ExecError {
    /// Where (the failing op's location).
    pub loc: Location,
    /// What happened.
    pub message: String,
    /// Further located remarks (e.g. where a poison value came from).
    pub notes: Vec<(Location, String)>,
}

impl ExecError {
    /// An error at `loc`.
    pub fn new(loc: Location, message: impl Into<String>) -> ExecError {
        ExecError {
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> ExecError {
        self.notes.push((loc, message.into()));
        self
    }

    /// The error as a diagnostic.
    pub fn to_diagnostic(&self) -> Diagnostic {
        let mut d = Diagnostic::error(self.loc, self.message.clone());
        for (loc, msg) in &self.notes {
            d = d.with_note(Diagnostic::note(*loc, msg.clone()));
        }
        d
    }
}

/// Result of executing something.
pub type ExecResult<T> = Result<T, ExecError>;

/// Whether `a` and `b` are vectors of one shape whose element types have one bit width
/// (a bitcast between them leaves every element's bits as they are).
pub fn same_width_vectors(
    ctx: &strata_ir::Context,
    a: strata_ir::Type,
    b: strata_ir::Type,
) -> bool {
    use strata_ir::TypeData;
    let width = |t: strata_ir::Type| match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.bit_width()),
        TypeData::Index => Some(64),
        _ => None,
    };
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::Vector {
                shape: sa,
                scalable: ca,
                element: ea,
            },
            TypeData::Vector {
                shape: sb,
                scalable: cb,
                element: eb,
            },
        ) => sa == sb && ca == cb && width(*ea).is_some() && width(*ea) == width(*eb),
        _ => false,
    }
}
