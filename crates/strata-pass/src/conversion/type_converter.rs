//! [`TypeConverter`]: type conversion rules, signature conversions of block arguments
//! ([`SignatureConversion`]) and the source/target materialization callbacks that turn
//! values of one type into another (MLIR's `TypeConverter`).

use std::sync::Arc;

use strata_ir::ir::{Body, OpBuilder, OpId, ValueId};
use strata_ir::{Context, Location, Type, TypeData};

/// What a conversion callback says about a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeConversion {
    /// This callback does not handle the type: try the next one.
    Skip,
    /// The type cannot be converted (stops the search).
    Fail,
    /// The type converts to these types (none: the value is dropped; several: 1:N).
    To(Vec<Type>),
}

/// A type conversion callback.
pub type ConversionFn = Arc<dyn Fn(&Context, Type) -> TypeConversion + Send + Sync>;

/// A materialization callback: builds, at the builder's insertion point, a value of the
/// given type from the inputs at the location; `None` if it cannot.
pub type MaterializationFn = Arc<
    dyn Fn(&Context, &mut OpBuilder<'_, '_>, Type, &[ValueId], Location) -> Option<ValueId>
        + Send
        + Sync,
>;

/// A target materialization callback that also sees the original type of the value being
/// converted (MLIR's target materialization with `originalType`): `None` when the driver
/// does not know it.
pub type TargetMaterializationFn = Arc<
    dyn Fn(
            &Context,
            &mut OpBuilder<'_, '_>,
            Type,
            &[ValueId],
            Location,
            Option<Type>,
        ) -> Option<ValueId>
        + Send
        + Sync,
>;

/// Type conversion rules and materializations. Callbacks are tried from the most recently
/// added to the first, as in MLIR.
#[derive(Clone, Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source_materializations: Vec<MaterializationFn>,
    target_materializations: Vec<TargetMaterializationFn>,
}

impl TypeConverter {
    /// A converter with no rules (no type converts).
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a general conversion callback.
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> TypeConversion + Send + Sync + 'static,
    ) -> &mut Self {
        self.conversions.push(Arc::new(f));
        self
    }

    /// Adds a 1:1 conversion callback: `Some(t)` converts to `t`, `None` skips.
    pub fn add_type_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static,
    ) -> &mut Self {
        self.add_conversion(move |ctx, ty| match f(ctx, ty) {
            Some(t) => TypeConversion::To(vec![t]),
            None => TypeConversion::Skip,
        })
    }

    /// Adds the identity conversion for every type (usually added first, as a fallback).
    pub fn add_identity_conversion(&mut self) -> &mut Self {
        self.add_conversion(|_, ty| TypeConversion::To(vec![ty]))
    }

    /// Adds a source materialization: from converted values back to an original type.
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&Context, &mut OpBuilder<'_, '_>, Type, &[ValueId], Location) -> Option<ValueId>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.source_materializations.push(Arc::new(f));
        self
    }

    /// Adds a target materialization: from values of any type to a converted type.
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&Context, &mut OpBuilder<'_, '_>, Type, &[ValueId], Location) -> Option<ValueId>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.target_materializations
            .push(Arc::new(move |ctx, b, ty, inputs, loc, _| {
                f(ctx, b, ty, inputs, loc)
            }));
        self
    }

    /// Adds a target materialization that also receives the original type of the value
    /// being converted, when the driver knows it (MLIR's `addTargetMaterialization` with
    /// an `originalType` parameter): e.g. a memref descriptor packed from its unpacked
    /// fields needs the memref type to know the fields.
    pub fn add_target_materialization_with_original(
        &mut self,
        f: impl Fn(
            &Context,
            &mut OpBuilder<'_, '_>,
            Type,
            &[ValueId],
            Location,
            Option<Type>,
        ) -> Option<ValueId>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.target_materializations.push(Arc::new(f));
        self
    }

    /// The types `ty` converts to (possibly none or several), or `None` if it cannot.
    pub fn convert_types(&self, ctx: &Context, ty: Type) -> Option<Vec<Type>> {
        for f in self.conversions.iter().rev() {
            match f(ctx, ty) {
                TypeConversion::Skip => continue,
                TypeConversion::Fail => return None,
                TypeConversion::To(types) => return Some(types),
            }
        }
        None
    }

    /// The single type `ty` converts to, or `None` (no conversion, or not 1:1).
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        match self.convert_types(ctx, ty)?.as_slice() {
            [t] => Some(*t),
            _ => None,
        }
    }

    /// Whether `ty` is legal: it converts to itself.
    pub fn is_legal_type(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type(ctx, ty) == Some(ty)
    }

    /// Whether every operand and result type of `op` is legal.
    pub fn is_legal_op(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        body.operands(op)
            .chain(body.results(op))
            .all(|v| self.is_legal_type(ctx, body.value_type(v)))
    }

    /// Whether a function type's inputs and results are legal (false for other types).
    pub fn is_signature_legal(&self, ctx: &Context, function_type: Type) -> bool {
        match ctx.type_data(function_type) {
            TypeData::Function { inputs, results } => inputs
                .iter()
                .chain(results.iter())
                .all(|&t| self.is_legal_type(ctx, t)),
            _ => false,
        }
    }

    /// Converts a list of types (concatenating 1:N results), or `None` if one fails.
    pub fn convert_type_list(&self, ctx: &Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::with_capacity(types.len());
        for &t in types {
            out.extend(self.convert_types(ctx, t)?);
        }
        Some(out)
    }

    /// The signature conversion of block arguments (or function inputs) of `types`, or
    /// `None` if one does not convert (MLIR's `convertSignatureArgs`).
    pub fn convert_signature(&self, ctx: &Context, types: &[Type]) -> Option<SignatureConversion> {
        let mut conv = SignatureConversion::new(types.len());
        for (i, &t) in types.iter().enumerate() {
            let converted = self.convert_types(ctx, t)?;
            conv.add_inputs(i, &converted);
        }
        Some(conv)
    }

    /// Runs the source materializations (latest first) at the builder's insertion point.
    pub fn materialize_source(
        &self,
        ctx: &Context,
        builder: &mut OpBuilder<'_, '_>,
        ty: Type,
        inputs: &[ValueId],
        loc: Location,
    ) -> Option<ValueId> {
        self.source_materializations
            .iter()
            .rev()
            .find_map(|f| f(ctx, builder, ty, inputs, loc))
    }

    /// Runs the target materializations (latest first) at the builder's insertion point.
    pub fn materialize_target(
        &self,
        ctx: &Context,
        builder: &mut OpBuilder<'_, '_>,
        ty: Type,
        inputs: &[ValueId],
        loc: Location,
    ) -> Option<ValueId> {
        self.materialize_target_with_original(ctx, builder, ty, inputs, loc, None)
    }

    /// Runs the target materializations (latest first) at the builder's insertion point,
    /// telling them the original type of the value being converted.
    pub fn materialize_target_with_original(
        &self,
        ctx: &Context,
        builder: &mut OpBuilder<'_, '_>,
        ty: Type,
        inputs: &[ValueId],
        loc: Location,
        original: Option<Type>,
    ) -> Option<ValueId> {
        self.target_materializations
            .iter()
            .rev()
            .find_map(|f| f(ctx, builder, ty, inputs, loc, original))
    }
}

/// Where an original argument goes in a [`SignatureConversion`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputMapping {
    /// To `size` new arguments starting at `start` (0: the argument is dropped).
    Args {
        /// First new argument.
        start: usize,
        /// Number of new arguments.
        size: usize,
    },
    /// To an existing value (the argument is dropped and its uses take the value).
    Value(ValueId),
}

/// How the arguments of a block change: each original argument maps to some new ones
/// (or to a value), and new arguments may be added (MLIR's `SignatureConversion`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureConversion {
    mappings: Vec<Option<InputMapping>>,
    types: Vec<Type>,
}

impl SignatureConversion {
    /// A conversion of `num_orig` original arguments, none mapped yet (unmapped ones are
    /// dropped).
    pub fn new(num_orig: usize) -> Self {
        SignatureConversion {
            mappings: vec![None; num_orig],
            types: Vec::new(),
        }
    }

    /// Maps original argument `orig` to new arguments of `types`, appended.
    pub fn add_inputs(&mut self, orig: usize, types: &[Type]) {
        let start = self.types.len();
        self.types.extend_from_slice(types);
        if let Some(m) = self.mappings.get_mut(orig) {
            *m = Some(InputMapping::Args {
                start,
                size: types.len(),
            });
        }
    }

    /// Appends new arguments that no original one maps to.
    pub fn add_new_inputs(&mut self, types: &[Type]) {
        self.types.extend_from_slice(types);
    }

    /// Maps original argument `orig` to the existing value `value`.
    pub fn remap_input(&mut self, orig: usize, value: ValueId) {
        if let Some(m) = self.mappings.get_mut(orig) {
            *m = Some(InputMapping::Value(value));
        }
    }

    /// Number of original arguments.
    pub fn num_orig(&self) -> usize {
        self.mappings.len()
    }

    /// Where original argument `orig` goes (`None`: dropped).
    pub fn input_mapping(&self, orig: usize) -> Option<&InputMapping> {
        self.mappings.get(orig)?.as_ref()
    }

    /// The types of the new arguments.
    pub fn converted_types(&self) -> &[Type] {
        &self.types
    }
}
