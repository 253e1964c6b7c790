//! Unit tests of the printer: IR built by hand, expected text taken from mlir-opt 22
//! (`--allow-unregistered-dialect`, with and without `--mlir-print-op-generic`).

use strata_ir::apint::ApInt;
use strata_ir::attributes::{AttrData, DenseData, NamedAttribute};
use strata_ir::float::FloatKind;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, OwnedOp, RegionId, Successor, ValueId};
use strata_ir::location::Location;
use strata_ir::types::{DYNAMIC, Signedness, TypeData};
use strata_ir::{Attribute, Context, Type};

use super::{PrintOptions, attr_to_string, print_op_local, print_top_level, type_to_string};

/// Builds IR inside one body.
struct Builder<'c> {
    ctx: &'c Context,
    body: Body,
}

impl<'c> Builder<'c> {
    fn new(ctx: &'c Context) -> Self {
        Builder {
            ctx,
            body: Body::new(),
        }
    }

    /// A detached region with `n` empty blocks.
    fn region(&mut self, n: usize) -> (RegionId, Vec<BlockId>) {
        let r = self.body.new_region();
        let blocks = (0..n)
            .map(|_| {
                let b = self.body.new_block();
                self.body.append_block(r, b);
                b
            })
            .collect();
        (r, blocks)
    }

    fn arg(&mut self, block: BlockId, ty: Type) -> ValueId {
        let loc = self.ctx.unknown_loc();
        self.body.add_block_arg(block, ty, loc)
    }

    #[allow(clippy::too_many_arguments)]
    fn op_full(
        &mut self,
        block: Option<BlockId>,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        successors: &[BlockId],
        regions: &[RegionId],
        attrs: Vec<(&str, Attribute)>,
        loc: Location,
    ) -> OpId {
        let attributes = self.ctx.dictionary_attr(
            attrs
                .into_iter()
                .map(|(n, v)| NamedAttribute {
                    name: self.ctx.ident(n),
                    value: v,
                })
                .collect(),
        );
        let state = OperationState {
            name: self.ctx.op_name(name),
            loc,
            operands: operands.to_vec(),
            result_types: results.to_vec(),
            successors: successors
                .iter()
                .map(|&b| Successor {
                    block: b,
                    num_operands: 0,
                })
                .collect(),
            regions: regions.to_vec(),
            properties: None,
            attributes,
            child_body: None,
        };
        let op = self.body.create_op(state);
        if let Some(b) = block {
            self.body.append_op(b, op);
        }
        op
    }

    fn op(&mut self, block: BlockId, name: &str, operands: &[ValueId], results: &[Type]) -> OpId {
        let loc = self.ctx.unknown_loc();
        self.op_full(Some(block), name, operands, results, &[], &[], vec![], loc)
    }

    fn res(&self, op: OpId, i: usize) -> ValueId {
        self.body.result(op, i)
    }

    /// Wraps the body's region `r` into a `builtin.module` (its child body) and returns
    /// the top-level op.
    fn into_module(
        self,
        r: RegionId,
        attrs: Vec<(&str, Attribute)>,
        props: Option<Attribute>,
        loc: Location,
    ) -> OwnedOp {
        let ctx = self.ctx;
        let mut outer = Body::new();
        let attributes = ctx.dictionary_attr(
            attrs
                .into_iter()
                .map(|(n, v)| NamedAttribute {
                    name: ctx.ident(n),
                    value: v,
                })
                .collect(),
        );
        let op = outer.create_op(OperationState {
            name: ctx.op_name("builtin.module"),
            loc,
            operands: vec![],
            result_types: vec![],
            successors: vec![],
            regions: vec![r],
            properties: props,
            attributes,
            child_body: Some(Box::new(self.body)),
        });
        OwnedOp { body: outer, op }
    }
}

fn print(ctx: &Context, op: &OwnedOp, opts: &PrintOptions) -> String {
    let mut s = String::new();
    print_top_level(ctx, op, opts, &mut s);
    s
}

fn generic() -> PrintOptions {
    PrintOptions {
        generic: true,
        ..Default::default()
    }
}

fn i32t(ctx: &Context) -> Type {
    ctx.builtin_types().i32
}

fn int(ctx: &Context, ty: Type, v: i64) -> Attribute {
    let w = match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    ctx.integer_attr(ty, ApInt::from_i64(w, v))
}

fn f64a(ctx: &Context, v: f64) -> Attribute {
    ctx.intern_attr(AttrData::Float {
        ty: ctx.builtin_types().f64,
        bits: u128::from(v.to_bits()),
    })
}

fn f32a(ctx: &Context, v: f32) -> Attribute {
    ctx.intern_attr(AttrData::Float {
        ty: ctx.builtin_types().f32,
        bits: u128::from(v.to_bits()),
    })
}

fn tensor(ctx: &Context, shape: &[i64], element: Type) -> Type {
    ctx.intern_type(TypeData::RankedTensor {
        shape: shape.into(),
        element,
        encoding: None,
    })
}

fn dense(ctx: &Context, ty: Type, splat: bool, raw: Vec<u8>) -> Attribute {
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Numeric {
            splat,
            raw: raw.into(),
        },
    })
}

fn i32_bytes(vals: &[i32]) -> Vec<u8> {
    vals.iter().flat_map(|v| v.to_le_bytes()).collect()
}

/// A module holding one `foo.a` op with the given attributes.
fn attr_module(ctx: &Context, attrs: Vec<(&str, Attribute)>) -> OwnedOp {
    let mut b = Builder::new(ctx);
    let (r, blocks) = b.region(1);
    let loc = ctx.unknown_loc();
    b.op_full(Some(blocks[0]), "foo.a", &[], &[], &[], &[], attrs, loc);
    b.into_module(r, vec![], None, ctx.unknown_loc())
}

/// The printed `foo.a` line of [`attr_module`], without indentation.
fn attr_line(ctx: &Context, attrs: Vec<(&str, Attribute)>) -> String {
    let text = print(ctx, &attr_module(ctx, attrs), &PrintOptions::default());
    let line = text
        .lines()
        .find(|l| l.contains("\"foo.a\""))
        .unwrap_or_default();
    line.trim_start().to_string()
}

mod attributes;
mod locations;
mod structure;
