//! Unit tests of the printer: IR built by hand, expected text taken from mlir-opt 22
//! (`--allow-unregistered-dialect`, with and without `--mlir-print-op-generic`).

use strata_ir::apint::ApInt;
use strata_ir::attributes::{AttrData, DenseData, Location, NamedAttribute};
use strata_ir::float::FloatKind;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, OwnedOp, RegionId, Successor, ValueId};
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

#[test]
fn numbering_custom_and_generic() {
    // The IR of:
    //   %t:2 = "foo.top"() ; "foo.a"(%t#1) ({ ^bb0(%a): %0 = foo.b(%a); "foo.r1"() ({^bb0(%x):
    //   %1 = foo.in1; foo.yield}, {%2 = foo.in2; foo.yield}); %3 = foo.b(%0); foo.br(%3)[^bb1]
    //   ^bb1(%z): foo.br(%z)[^bb1, ^bb2] ^bb2: foo.r2() ({^bb0(%y): %4 = foo.in3}) }, {
    //   %5 = foo.c }) ; %u = foo.top
    let ctx = Context::new();
    let i32 = i32t(&ctx);
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let t = b.op(tb[0], "foo.top", &[], &[i32, i32]);
    let t1 = b.res(t, 1);
    let (ra, rab) = b.region(3);
    let a = b.arg(rab[0], i32);
    let o0 = b.op(rab[0], "foo.b", &[a], &[i32]);
    let v0 = b.res(o0, 0);
    let (r1a, r1ab) = b.region(1);
    b.arg(r1ab[0], i32);
    b.op(r1ab[0], "foo.in1", &[], &[i32]);
    b.op(r1ab[0], "foo.yield", &[], &[]);
    let (r1b, r1bb) = b.region(1);
    b.op(r1bb[0], "foo.in2", &[], &[i32]);
    b.op(r1bb[0], "foo.yield", &[], &[]);
    let unk = ctx.unknown_loc();
    b.op_full(
        Some(rab[0]),
        "foo.r1",
        &[],
        &[],
        &[],
        &[r1a, r1b],
        vec![],
        unk,
    );
    let o3 = b.op(rab[0], "foo.b", &[v0], &[i32]);
    let v3 = b.res(o3, 0);
    b.op_full(
        Some(rab[0]),
        "foo.br",
        &[v3],
        &[],
        &[rab[1]],
        &[],
        vec![],
        unk,
    );
    let z = b.arg(rab[1], i32);
    b.op_full(
        Some(rab[1]),
        "foo.br",
        &[z],
        &[],
        &[rab[1], rab[2]],
        &[],
        vec![],
        unk,
    );
    let (r2, r2b) = b.region(1);
    b.arg(r2b[0], i32);
    b.op(r2b[0], "foo.in3", &[], &[i32]);
    b.op_full(Some(rab[2]), "foo.r2", &[], &[], &[], &[r2], vec![], unk);
    let (rb, rbb) = b.region(1);
    b.op(rbb[0], "foo.c", &[], &[i32]);
    b.op_full(
        Some(tb[0]),
        "foo.a",
        &[t1],
        &[],
        &[],
        &[ra, rb],
        vec![],
        unk,
    );
    b.op(tb[0], "foo.top", &[], &[i32]);
    let m = b.into_module(top, vec![], None, unk);

    let custom = r#"module {
  %0:2 = "foo.top"() : () -> (i32, i32)
  "foo.a"(%0#1) ({
  ^bb0(%arg0: i32):
    %2 = "foo.b"(%arg0) : (i32) -> i32
    "foo.r1"() ({
    ^bb0(%arg1: i32):
      %5 = "foo.in1"() : () -> i32
      "foo.yield"() : () -> ()
    }, {
      %5 = "foo.in2"() : () -> i32
      "foo.yield"() : () -> ()
    }) : () -> ()
    %3 = "foo.b"(%2) : (i32) -> i32
    "foo.br"(%3)[^bb1] : (i32) -> ()
  ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb1
    "foo.br"(%4)[^bb1, ^bb2] : (i32) -> ()
  ^bb2:  // pred: ^bb1
    "foo.r2"() ({
    ^bb0(%arg1: i32):
      %5 = "foo.in3"() : () -> i32
    }) : () -> ()
  }, {
    %2 = "foo.c"() : () -> i32
  }) : (i32) -> ()
  %1 = "foo.top"() : () -> i32
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), custom);

    let generic_text = r#""builtin.module"() ({
  %0:2 = "foo.top"() : () -> (i32, i32)
  "foo.a"(%0#1) ({
  ^bb0(%arg0: i32):
    %3 = "foo.b"(%arg0) : (i32) -> i32
    "foo.r1"() ({
    ^bb0(%arg2: i32):
      %8 = "foo.in1"() : () -> i32
      "foo.yield"() : () -> ()
    }, {
      %7 = "foo.in2"() : () -> i32
      "foo.yield"() : () -> ()
    }) : () -> ()
    %4 = "foo.b"(%3) : (i32) -> i32
    "foo.br"(%4)[^bb1] : (i32) -> ()
  ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb1
    "foo.br"(%5)[^bb1, ^bb2] : (i32) -> ()
  ^bb2:  // pred: ^bb1
    "foo.r2"() ({
    ^bb0(%arg1: i32):
      %6 = "foo.in3"() : () -> i32
    }) : () -> ()
  }, {
    %2 = "foo.c"() : () -> i32
  }) : (i32) -> ()
  %1 = "foo.top"() : () -> i32
}) : () -> ()
"#;
    assert_eq!(print(&ctx, &m, &generic()), generic_text);
    // --mlir-print-unique-ssa-ids numbers like the generic form.
    let unique = print(
        &ctx,
        &m,
        &PrintOptions {
            unique_ssa_ids: true,
            ..Default::default()
        },
    );
    assert!(
        unique.contains("%8 = \"foo.in1\"") && unique.contains("^bb0(%arg2: i32)"),
        "{unique}"
    );
}

fn tuple_of(ctx: &Context, n: usize, last: Type) -> Type {
    let mut v = vec![i32t(ctx); n - 1];
    v.push(last);
    ctx.tuple_type(&v)
}

#[test]
fn builtin_attributes_and_aliases() {
    let ctx = Context::new();
    let bt = *ctx.builtin_types();
    let (i32, i64, f32) = (bt.i32, bt.i64, bt.f32);
    let ident = |s: &str| ctx.ident(s);
    let dyn_memref = ctx.intern_type(TypeData::MemRef {
        shape: [4, DYNAMIC].into(),
        element: f32,
        layout: Some(ctx.intern_attr(AttrData::Strided {
            strides: [1, DYNAMIC].into(),
            offset: DYNAMIC,
        })),
        memory_space: None,
    });
    let distinct = ctx.intern_attr(AttrData::Distinct {
        id: 5,
        referenced: int(&ctx, i64, 1),
    });
    let tuple17 = tuple_of(&ctx, 17, i32);
    let tuple17f = tuple_of(&ctx, 17, f32);
    let vec4 = ctx.intern_type(TypeData::Vector {
        shape: [4].into(),
        scalable: [false].into(),
        element: f32,
    });
    let attrs = vec![
        ("a", int(&ctx, i64, 1)),
        ("b", int(&ctx, i32, 2)),
        ("c", int(&ctx, bt.i1, 1)),
        ("d", f64a(&ctx, 2.0)),
        ("e", f32a(&ctx, 2.0)),
        ("f", ctx.string_attr("s\n\u{1}é".as_bytes())),
        (
            "g",
            ctx.array_attr(&[int(&ctx, i64, 1), int(&ctx, i32, 2), f64a(&ctx, 3.0)]),
        ),
        ("h", ctx.unit_attr()),
        (
            "a b",
            ctx.intern_attr(AttrData::SymbolRef {
                root: ident("x y"),
                nested: [ident("z")].into(),
            }),
        ),
        ("l", ctx.type_attr(dyn_memref)),
        ("m", ctx.type_attr(tuple17)),
        ("n", distinct),
        (
            "o",
            ctx.intern_attr(AttrData::Distinct {
                id: 3,
                referenced: ctx.unit_attr(),
            }),
        ),
        (
            "p",
            dense(
                &ctx,
                tensor(&ctx, &[2, 2], i32),
                false,
                i32_bytes(&[1, 2, 3, 4]),
            ),
        ),
        (
            "q",
            ctx.intern_attr(AttrData::DenseElements {
                ty: vec4,
                data: DenseData::Numeric {
                    splat: true,
                    raw: 1.5f32.to_le_bytes().into(),
                },
            }),
        ),
        (
            "r",
            ctx.intern_attr(AttrData::DenseArray {
                element: i32,
                len: 2,
                raw: i32_bytes(&[1, 2]).into(),
            }),
        ),
        (
            "s",
            ctx.intern_attr(AttrData::DenseArray {
                element: f32,
                len: 0,
                raw: Box::new([]),
            }),
        ),
        ("t", ctx.type_attr(tuple_of(&ctx, 16, i32))),
        ("u", ctx.array_attr(&[distinct, ctx.type_attr(tuple17f)])),
    ];
    let m = attr_module(&ctx, attrs);
    let expected = r#"!tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
!tuple1 = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32>
#distinct = distinct[0]<1 : i64>
module {
  "foo.a"() {a = 1 : i64, "a b" = @"x y"::@z, b = 2 : i32, c = true, d = 2.000000e+00 : f64, e = 2.000000e+00 : f32, f = "s\0A\01\C3\A9", g = [1, 2 : i32, 3.000000e+00], h, l = memref<4x?xf32, strided<[1, ?], offset: ?>>, m = !tuple, n = #distinct, o = distinct[1]<>, p = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, q = dense<1.500000e+00> : vector<4xf32>, r = array<i32: 1, 2>, s = array<f32>, t = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, u = [#distinct, !tuple1]} : () -> ()
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), expected);
    // Local scope: no aliases; distinct ids still count from 0 in print order.
    let local = print(
        &ctx,
        &m,
        &PrintOptions {
            local_scope: true,
            ..Default::default()
        },
    );
    assert!(
        local.starts_with("module {\n  \"foo.a\"() {a = 1 : i64,"),
        "{local}"
    );
    assert!(
        local.contains("n = distinct[0]<1 : i64>, o = distinct[1]<>"),
        "{local}"
    );
    assert!(local.ends_with("u = [distinct[0]<1 : i64>, tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32>]} : () -> ()\n}"), "{local}");
}

#[test]
fn scalar_attributes() {
    // mlir-opt: {a = "q\"\\\t", b = 1 : ui1, c = -1 : si1, d = 255 : ui8, e = -1 : i8,
    // f = 5 : index, g = [5 : index, 1 : i64, true, 2.5 : f64, 1.0 : f32,
    // 0x7FF0000000000000 : f64, 0x7FC00000 : f32, "s" : i32, @a], h = {b = 2, a}, i = [],
    // j = {}, k = 0.1, m = -0.0, n = 123456789.0, s = 0.3333333333333333, u = i32,
    // v = [i32, index], w = ["x"], x = [[1]], y = [unit], z = [{a = 1}]}
    let ctx = Context::new();
    let bt = *ctx.builtin_types();
    let ui1 = ctx.integer_type(1, Signedness::Unsigned);
    let si1 = ctx.integer_type(1, Signedness::Signed);
    let ui8 = ctx.integer_type(8, Signedness::Unsigned);
    let index = ctx.index_type();
    let idx5 = ctx.integer_attr(index, ApInt::from_i64(64, 5));
    let inf = ctx.intern_attr(AttrData::Float {
        ty: bt.f64,
        bits: u128::from(f64::INFINITY.to_bits()),
    });
    let nan = ctx.intern_attr(AttrData::Float {
        ty: bt.f32,
        bits: 0x7FC0_0000,
    });
    let typed_str = ctx.intern_attr(AttrData::String {
        value: (*b"s").into(),
        ty: bt.i32,
    });
    let sym = ctx.intern_attr(AttrData::SymbolRef {
        root: ctx.ident("a"),
        nested: Box::new([]),
    });
    let h = ctx.dictionary_attr(vec![
        NamedAttribute {
            name: ctx.ident("b"),
            value: int(&ctx, bt.i64, 2),
        },
        NamedAttribute {
            name: ctx.ident("a"),
            value: ctx.unit_attr(),
        },
    ]);
    let one = int(&ctx, bt.i64, 1);
    let attrs = vec![
        ("a", ctx.string_attr(b"q\"\\\t")),
        ("b", int(&ctx, ui1, 1)),
        ("c", ctx.integer_attr(si1, ApInt::from_u64(1, 1))),
        ("d", ctx.integer_attr(ui8, ApInt::from_u64(8, 255))),
        ("e", int(&ctx, bt.i8, -1)),
        ("f", idx5),
        (
            "g",
            ctx.array_attr(&[
                idx5,
                one,
                int(&ctx, bt.i1, 1),
                f64a(&ctx, 2.5),
                f32a(&ctx, 1.0),
                inf,
                nan,
                typed_str,
                sym,
            ]),
        ),
        ("h", h),
        ("i", ctx.array_attr(&[])),
        ("j", ctx.empty_dictionary()),
        ("k", f64a(&ctx, 0.1)),
        ("m", f64a(&ctx, -0.0)),
        ("n", f64a(&ctx, 123456789.0)),
        ("s", f64a(&ctx, 1.0 / 3.0)),
        ("u", ctx.type_attr(bt.i32)),
        (
            "v",
            ctx.array_attr(&[ctx.type_attr(bt.i32), ctx.type_attr(index)]),
        ),
        ("w", ctx.array_attr(&[ctx.string_attr(b"x")])),
        ("x", ctx.array_attr(&[ctx.array_attr(&[one])])),
        ("y", ctx.array_attr(&[ctx.unit_attr()])),
        (
            "z",
            ctx.array_attr(&[ctx.dictionary_attr(vec![NamedAttribute {
                name: ctx.ident("a"),
                value: one,
            }])]),
        ),
    ];
    let expected = r#""foo.a"() {a = "q\22\\\09", b = 1 : ui1, c = -1 : si1, d = 255 : ui8, e = -1 : i8, f = 5 : index, g = [5 : index, 1, true, 2.500000e+00, 1.000000e+00 : f32, 0x7FF0000000000000 : f64, 0x7FC00000 : f32, "s" : i32, @a], h = {a, b = 2 : i64}, i = [], j = {}, k = 1.000000e-01 : f64, m = -0.000000e+00 : f64, n = 0x419D6F3454000000 : f64, s = 0.33333333333333331 : f64, u = i32, v = [i32, index], w = ["x"], x = [[1]], y = [unit], z = [{a = 1 : i64}]} : () -> ()"#;
    assert_eq!(attr_line(&ctx, attrs), expected);
    // Dictionary keys and symbol names are quoted unless bare identifiers.
    let attrs = vec![
        ("0a", one),
        ("a$b.c", one),
        ("_x", one),
        (
            "s",
            ctx.intern_attr(AttrData::SymbolRef {
                root: ctx.ident("a b"),
                nested: [ctx.ident("c"), ctx.ident("0")].into(),
            }),
        ),
    ];
    assert_eq!(
        attr_line(&ctx, attrs),
        r#""foo.a"() {"0a" = 1 : i64, _x = 1 : i64, a$b.c = 1 : i64, s = @"a b"::@c::@"0"} : () -> ()"#
    );
}

#[test]
fn builtin_types() {
    let ctx = Context::new();
    let bt = *ctx.builtin_types();
    let t = |d: TypeData| ctx.intern_type(d);
    let f = |k: FloatKind| ctx.float_type(k);
    let unit_fn = ctx.function_type(&[], &[]);
    let i32_fn = ctx.function_type(&[bt.i32], &[bt.i32]);
    let enc = ctx.string_attr(b"enc");
    let space1 = int(&ctx, bt.i64, 1);
    let cases: Vec<(Type, &str)> = vec![
        (ctx.integer_type(8, Signedness::Signed), "si8"),
        (ctx.integer_type(16, Signedness::Unsigned), "ui16"),
        (ctx.integer_type(0, Signedness::Signless), "i0"),
        (bt.index, "index"),
        (f(FloatKind::BF16), "bf16"),
        (f(FloatKind::TF32), "tf32"),
        (f(FloatKind::F8E4M3B11FNUZ), "f8E4M3B11FNUZ"),
        (bt.none, "none"),
        (t(TypeData::Complex(bt.f32)), "complex<f32>"),
        (unit_fn, "() -> ()"),
        (i32_fn, "(i32) -> i32"),
        (
            ctx.function_type(&[bt.i32], &[bt.i32, bt.i32]),
            "(i32) -> (i32, i32)",
        ),
        (ctx.function_type(&[], &[unit_fn]), "() -> (() -> ())"),
        (
            ctx.function_type(&[i32_fn], &[bt.i32]),
            "((i32) -> i32) -> i32",
        ),
        (ctx.tuple_type(&[]), "tuple<>"),
        (ctx.tuple_type(&[bt.i32, bt.f32]), "tuple<i32, f32>"),
        (
            t(TypeData::Vector {
                shape: Box::new([]),
                scalable: Box::new([]),
                element: bt.f32,
            }),
            "vector<f32>",
        ),
        (
            t(TypeData::Vector {
                shape: [4, 8].into(),
                scalable: [true, false].into(),
                element: bt.f32,
            }),
            "vector<[4]x8xf32>",
        ),
        (
            t(TypeData::Vector {
                shape: [2, 4].into(),
                scalable: [false, true].into(),
                element: bt.i1,
            }),
            "vector<2x[4]xi1>",
        ),
        (tensor(&ctx, &[], bt.f32), "tensor<f32>"),
        (tensor(&ctx, &[DYNAMIC, 4], bt.f32), "tensor<?x4xf32>"),
        (
            t(TypeData::UnrankedTensor { element: bt.f32 }),
            "tensor<*xf32>",
        ),
        (
            t(TypeData::RankedTensor {
                shape: [4].into(),
                element: bt.f32,
                encoding: Some(enc),
            }),
            "tensor<4xf32, \"enc\">",
        ),
        (
            t(TypeData::MemRef {
                shape: Box::new([]),
                element: bt.f32,
                layout: None,
                memory_space: None,
            }),
            "memref<f32>",
        ),
        (
            t(TypeData::MemRef {
                shape: [4].into(),
                element: bt.f32,
                layout: None,
                memory_space: Some(space1),
            }),
            "memref<4xf32, 1>",
        ),
        (
            t(TypeData::MemRef {
                shape: [4].into(),
                element: bt.f32,
                layout: None,
                memory_space: Some(int(&ctx, bt.i32, 1)),
            }),
            "memref<4xf32, 1 : i32>",
        ),
        (
            t(TypeData::MemRef {
                shape: [4].into(),
                element: bt.f32,
                layout: None,
                memory_space: Some(ctx.string_attr(b"gpu")),
            }),
            "memref<4xf32, \"gpu\">",
        ),
        (
            t(TypeData::MemRef {
                shape: [4, 4].into(),
                element: bt.f32,
                layout: Some(ctx.intern_attr(AttrData::Strided {
                    strides: [4, 1].into(),
                    offset: 0,
                })),
                memory_space: None,
            }),
            "memref<4x4xf32, strided<[4, 1]>>",
        ),
        (
            t(TypeData::MemRef {
                shape: [4, 4].into(),
                element: bt.f32,
                layout: Some(ctx.intern_attr(AttrData::Strided {
                    strides: [DYNAMIC, 1].into(),
                    offset: 5,
                })),
                memory_space: None,
            }),
            "memref<4x4xf32, strided<[?, 1], offset: 5>>",
        ),
        (
            t(TypeData::UnrankedMemRef {
                element: bt.f32,
                memory_space: Some(int(&ctx, bt.i64, 3)),
            }),
            "memref<*xf32, 3>",
        ),
        (
            t(TypeData::Opaque {
                dialect: ctx.ident("foo"),
                body: "\"abc\"".into(),
            }),
            "!foo<\"abc\">",
        ),
        (
            t(TypeData::Opaque {
                dialect: ctx.ident("foo"),
                body: "bar<x>".into(),
            }),
            "!foo.bar<x>",
        ),
        (
            t(TypeData::Opaque {
                dialect: ctx.ident("foo"),
                body: "1x2".into(),
            }),
            "!foo<1x2>",
        ),
    ];
    for (ty, text) in cases {
        assert_eq!(type_to_string(&ctx, ty), text);
    }
    let strided = ctx.intern_attr(AttrData::Strided {
        strides: Box::new([]),
        offset: DYNAMIC,
    });
    assert_eq!(attr_to_string(&ctx, strided), "strided<[], offset: ?>");
    let opaque = ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("foo"),
        body: "k".into(),
        ty: Some(bt.i32),
    });
    assert_eq!(attr_to_string(&ctx, opaque), "#foo.k : i32");
    let opaque = ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("foo"),
        body: "\"x\"".into(),
        ty: None,
    });
    assert_eq!(attr_to_string(&ctx, opaque), "#foo<\"x\">");
}

#[test]
fn dense_elements() {
    let ctx = Context::new();
    let bt = *ctx.builtin_types();
    let c = |e: Type| ctx.intern_type(TypeData::Complex(e));
    let ui8 = ctx.integer_type(8, Signedness::Unsigned);
    let s_ty = ctx.intern_type(TypeData::Opaque {
        dialect: ctx.ident("foo"),
        body: "s".into(),
    });
    let strings = |ty: Type, splat: bool, v: &[&[u8]]| {
        ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: DenseData::Strings {
                splat,
                values: v.iter().map(|s| Box::<[u8]>::from(*s)).collect(),
            },
        })
    };
    let f32s = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let scalable = ctx.intern_type(TypeData::Vector {
        shape: [4].into(),
        scalable: [true].into(),
        element: bt.i32,
    });
    let attrs = vec![
        (
            "a",
            dense(&ctx, tensor(&ctx, &[2], bt.i1), false, vec![1, 0]),
        ),
        ("b", dense(&ctx, tensor(&ctx, &[], bt.i1), true, vec![1])),
        (
            "c",
            dense(
                &ctx,
                tensor(&ctx, &[1, 2], bt.f32),
                false,
                f32s(&[1.0, 2.0]),
            ),
        ),
        ("d", dense(&ctx, tensor(&ctx, &[0], bt.i32), false, vec![])),
        (
            "e",
            dense(
                &ctx,
                tensor(&ctx, &[2], c(bt.i32)),
                false,
                i32_bytes(&[1, 2, 3, 4]),
            ),
        ),
        (
            "f",
            dense(&ctx, tensor(&ctx, &[2], c(bt.f32)), true, f32s(&[1.0, 2.0])),
        ),
        ("g", strings(tensor(&ctx, &[2], s_ty), false, &[b"a", b"b"])),
        ("h", strings(tensor(&ctx, &[3], s_ty), true, &[b"x"])),
        ("i", dense(&ctx, tensor(&ctx, &[2], ui8), true, vec![255])),
        ("j", dense(&ctx, tensor(&ctx, &[2], bt.i8), true, vec![255])),
        (
            "k",
            dense(
                &ctx,
                tensor(&ctx, &[2, 3], bt.i64),
                false,
                (1..=6i64).flat_map(|v| v.to_le_bytes()).collect(),
            ),
        ),
        (
            "l",
            dense(&ctx, tensor(&ctx, &[2, 1, 1], bt.i8), false, vec![1, 2]),
        ),
        (
            "m",
            dense(&ctx, tensor(&ctx, &[2, 0], bt.i32), true, i32_bytes(&[5])),
        ),
        (
            "n",
            dense(&ctx, tensor(&ctx, &[0, 3], bt.i32), false, vec![]),
        ),
        ("o", dense(&ctx, scalable, true, i32_bytes(&[1]))),
        (
            "p",
            dense(
                &ctx,
                tensor(&ctx, &[2], bt.f32),
                true,
                0x7FC0_0000u32.to_le_bytes().to_vec(),
            ),
        ),
        (
            "q",
            dense(
                &ctx,
                tensor(&ctx, &[2], bt.index),
                false,
                [1i64, 2].iter().flat_map(|v| v.to_le_bytes()).collect(),
            ),
        ),
        (
            "r",
            dense(&ctx, tensor(&ctx, &[], bt.i32), true, i32_bytes(&[7])),
        ),
        ("t", strings(tensor(&ctx, &[1], s_ty), true, &[b"a\0"])),
    ];
    let expected = r#""foo.a"() {a = dense<[true, false]> : tensor<2xi1>, b = dense<true> : tensor<i1>, c = dense<[[1.000000e+00, 2.000000e+00]]> : tensor<1x2xf32>, d = dense<> : tensor<0xi32>, e = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, f = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, g = dense<["a", "b"]> : tensor<2x!foo.s>, h = dense<"x"> : tensor<3x!foo.s>, i = dense<255> : tensor<2xui8>, j = dense<-1> : tensor<2xi8>, k = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>, l = dense<[[[1]], [[2]]]> : tensor<2x1x1xi8>, m = dense<5> : tensor<2x0xi32>, n = dense<> : tensor<0x3xi32>, o = dense<1> : vector<[4]xi32>, p = dense<0x7FC00000> : tensor<2xf32>, q = dense<[1, 2]> : tensor<2xindex>, r = dense<7> : tensor<i32>, t = dense<"a\00"> : tensor<1x!foo.t>} : () -> ()"#;
    let t_ty = ctx.intern_type(TypeData::Opaque {
        dialect: ctx.ident("foo"),
        body: "t".into(),
    });
    let mut attrs = attrs;
    attrs.last_mut().unwrap().1 = strings(tensor(&ctx, &[1], t_ty), true, &[b"a\0"]);
    assert_eq!(attr_line(&ctx, attrs), expected);
}

#[test]
fn dense_hex_and_elision() {
    let ctx = Context::new();
    let bt = *ctx.builtin_types();
    // 101 elements print as hex; 100 do not; `i1` payloads are bit-packed.
    let big: Vec<i32> = (0..101).collect();
    let a = dense(&ctx, tensor(&ctx, &[101], bt.i32), false, i32_bytes(&big));
    let text = attr_to_string(&ctx, a);
    assert!(
        text.starts_with("dense<\"0x000000000100000002000000"),
        "{text}"
    );
    assert!(
        text.ends_with("6300000064000000\"> : tensor<101xi32>"),
        "{text}"
    );
    let b = dense(
        &ctx,
        tensor(&ctx, &[100], bt.i32),
        false,
        i32_bytes(&big[..100]),
    );
    assert!(attr_to_string(&ctx, b).starts_with("dense<[0, 1, 2, "));
    let bools: Vec<u8> = (0..101).map(|i| u8::from(i % 3 == 0)).collect();
    let c = dense(&ctx, tensor(&ctx, &[101], bt.i1), false, bools);
    assert_eq!(
        attr_to_string(&ctx, c),
        "dense<\"0x49922449922449922449922409\"> : tensor<101xi1>"
    );
    let i3 = ctx.integer_type(3, Signedness::Signless);
    let d = dense(
        &ctx,
        tensor(&ctx, &[101], i3),
        false,
        (0..101).map(|i| ((i % 4) as u8 + 6) & 7).collect(),
    );
    assert!(attr_to_string(&ctx, d).starts_with("dense<\"0x06070001060700010607"));

    // --mlir-elide-elementsattrs-if-larger=2 (mlir-opt output).
    let idx = dense(
        &ctx,
        tensor(&ctx, &[2, 2], bt.i64),
        false,
        [0i64, 0, 1, 2]
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect(),
    );
    let vals = dense(&ctx, tensor(&ctx, &[2], bt.i32), false, i32_bytes(&[1, 5]));
    let sp_ty = tensor(&ctx, &[3, 4], bt.i32);
    let sparse = ctx.intern_attr(AttrData::Sparse {
        ty: sp_ty,
        indices: idx,
        values: vals,
    });
    let empty_idx = dense(&ctx, tensor(&ctx, &[0, 1], bt.i64), false, vec![]);
    let empty_vals = dense(&ctx, tensor(&ctx, &[0], bt.f32), false, vec![]);
    let sparse_empty = ctx.intern_attr(AttrData::Sparse {
        ty: tensor(&ctx, &[3], bt.f32),
        indices: empty_idx,
        values: empty_vals,
    });
    let one_idx = dense(
        &ctx,
        tensor(&ctx, &[1, 1], bt.i64),
        true,
        1i64.to_le_bytes().to_vec(),
    );
    let one_val = dense(
        &ctx,
        tensor(&ctx, &[1], bt.f32),
        true,
        2.0f32.to_le_bytes().to_vec(),
    );
    let sparse_one = ctx.intern_attr(AttrData::Sparse {
        ty: tensor(&ctx, &[3], bt.f32),
        indices: one_idx,
        values: one_val,
    });
    let three = dense(
        &ctx,
        tensor(&ctx, &[3], bt.i32),
        false,
        i32_bytes(&[1, 2, 3]),
    );
    let splat5 = dense(&ctx, tensor(&ctx, &[5], bt.i32), true, i32_bytes(&[1]));
    let attrs = vec![
        ("a", sparse),
        ("b", sparse_empty),
        ("d", three),
        ("e", splat5),
        ("f", sparse_one),
    ];
    assert_eq!(
        attr_line(&ctx, attrs.clone()),
        r#""foo.a"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<3xf32>, d = dense<[1, 2, 3]> : tensor<3xi32>, e = dense<1> : tensor<5xi32>, f = sparse<1, 2.000000e+00> : tensor<3xf32>} : () -> ()"#
    );
    let m = attr_module(&ctx, attrs);
    let elided = print(
        &ctx,
        &m,
        &PrintOptions {
            elide_elements_if_larger: Some(2),
            ..Default::default()
        },
    );
    assert!(
        elided.contains(r#"{a = dense_resource<__elided__> : tensor<3x4xi32>, b = sparse<> : tensor<3xf32>, d = dense_resource<__elided__> : tensor<3xi32>, e = dense<1> : tensor<5xi32>, f = sparse<1, 2.000000e+00> : tensor<3xf32>}"#),
        "{elided}"
    );
}

#[test]
fn dense_arrays() {
    // mlir-opt: {a = array<i1: true, false>, b = array<i8: -1, 127>, c = array<i16: -300>,
    // d = array<i64: -9223372036854775808>, e = array<f32: 1.5, 0.1>,
    // f = array<f64: 1.0e300, 0x7FF0000000000000>, g = array<i1>}
    let ctx = Context::new();
    let bt = *ctx.builtin_types();
    let arr = |element: Type, len: usize, raw: Vec<u8>| {
        ctx.intern_attr(AttrData::DenseArray {
            element,
            len,
            raw: raw.into(),
        })
    };
    let attrs = vec![
        ("a", arr(bt.i1, 2, vec![1, 0])),
        ("b", arr(bt.i8, 2, vec![255, 127])),
        ("c", arr(bt.i16, 1, (-300i16).to_le_bytes().to_vec())),
        ("d", arr(bt.i64, 1, i64::MIN.to_le_bytes().to_vec())),
        (
            "e",
            arr(
                bt.f32,
                2,
                [1.5f32, 0.1].iter().flat_map(|v| v.to_le_bytes()).collect(),
            ),
        ),
        (
            "f",
            arr(
                bt.f64,
                2,
                [1.0e300f64, f64::INFINITY]
                    .iter()
                    .flat_map(|v| v.to_le_bytes())
                    .collect(),
            ),
        ),
        ("g", arr(bt.i1, 0, vec![])),
    ];
    assert_eq!(
        attr_line(&ctx, attrs),
        r#""foo.a"() {a = array<i1: true, false>, b = array<i8: -1, 127>, c = array<i16: -300>, d = array<i64: -9223372036854775808>, e = array<f32: 1.500000e+00, 1.000000e-01>, f = array<f64: 1.000000e+300, 0x7FF0000000000000>, g = array<i1>} : () -> ()"#
    );
}

fn file_range(
    ctx: &Context,
    file: &str,
    line: u32,
    col: u32,
    end_line: u32,
    end_col: u32,
) -> Location {
    Location(ctx.intern_attr(AttrData::FileLineColLoc {
        file: ctx.ident(file),
        line,
        col,
        end_line,
        end_col,
        fields: 4,
    }))
}

fn name_loc(ctx: &Context, name: &str, child: Option<Location>) -> Location {
    Location(ctx.intern_attr(AttrData::NameLoc {
        name: ctx.ident(name),
        child: child.map(|c| c.0),
    }))
}

/// The IR of mlir-opt's `t2.mlir`:
/// ```mlir
/// "foo.a"() ({
/// ^bb0(%a: i32 loc("x.c":1:2), %b: i32 loc(unknown)):
///   %0 = "foo.b"(%a) : (i32) -> i32 loc(callsite("f" at "y.c":3:4))
///   "foo.c"(%0)[^bb1] : (i32) -> () loc(fused<"m">["a.c":1:1, "b.c":2:2])
/// ^bb1:
///   "foo.d"() : () -> () loc("n"("x.c":1:2))
/// }) : () -> () loc("x.c":1:2 to 3:4)
/// "foo.e"() : () -> () loc("x.c":5:6 to :9)
/// "foo.e"() : () -> () loc(unknown)
/// ```
fn located_module(ctx: &Context) -> OwnedOp {
    let i32 = i32t(ctx);
    let unk = ctx.unknown_loc();
    let xc12 = ctx.file_loc("x.c", 1, 2);
    let mut b = Builder::new(ctx);
    let (top, tb) = b.region(1);
    let (r, rb) = b.region(2);
    let a = b.body.add_block_arg(rb[0], i32, xc12);
    b.body.add_block_arg(rb[0], i32, unk);
    let callsite = Location(ctx.intern_attr(AttrData::CallSiteLoc {
        callee: name_loc(ctx, "f", None).0,
        caller: ctx.file_loc("y.c", 3, 4).0,
    }));
    let o = b.op_full(
        Some(rb[0]),
        "foo.b",
        &[a],
        &[i32],
        &[],
        &[],
        vec![],
        callsite,
    );
    let v = b.res(o, 0);
    let fused = Location(ctx.intern_attr(AttrData::FusedLoc {
        locations: [ctx.file_loc("a.c", 1, 1).0, ctx.file_loc("b.c", 2, 2).0].into(),
        metadata: Some(ctx.string_attr(b"m")),
    }));
    b.op_full(
        Some(rb[0]),
        "foo.c",
        &[v],
        &[],
        &[rb[1]],
        &[],
        vec![],
        fused,
    );
    b.op_full(
        Some(rb[1]),
        "foo.d",
        &[],
        &[],
        &[],
        &[],
        vec![],
        name_loc(ctx, "n", Some(xc12)),
    );
    b.op_full(
        Some(tb[0]),
        "foo.a",
        &[],
        &[],
        &[],
        &[r],
        vec![],
        file_range(ctx, "x.c", 1, 2, 3, 4),
    );
    b.op_full(
        Some(tb[0]),
        "foo.e",
        &[],
        &[],
        &[],
        &[],
        vec![],
        file_range(ctx, "x.c", 5, 6, 5, 9),
    );
    b.op_full(Some(tb[0]), "foo.e", &[], &[], &[], &[], vec![], unk);
    b.into_module(top, vec![], None, ctx.file_loc("t2.mlir", 0, 0))
}

#[test]
fn debug_info_location_aliases() {
    let ctx = Context::new();
    let m = located_module(&ctx);
    let body = r#"  "foo.a"() ({
  ^bb0(%arg0: i32 loc("x.c":1:2), %arg1: i32 loc(unknown)):
    %0 = "foo.b"(%arg0) : (i32) -> i32 loc(#loc9)
    "foo.c"(%0)[^bb1] : (i32) -> () loc(#loc10)
  ^bb1:  // pred: ^bb0
    "foo.d"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
  "foo.e"() : () -> () loc(#loc8)
  "foo.e"() : () -> () loc(#loc3)
"#;
    let deferred = r#"#loc = loc("t2.mlir":0:0)
#loc1 = loc("x.c":1:2 to 3:4)
#loc4 = loc("f")
#loc5 = loc("y.c":3:4)
#loc6 = loc("a.c":1:1)
#loc7 = loc("b.c":2:2)
#loc8 = loc("x.c":5:6 to :9)
#loc9 = loc(callsite(#loc4 at #loc5))
#loc10 = loc(fused<"m">[#loc6, #loc7])
#loc11 = loc("n"(#loc2))
"#;
    let head = "#loc2 = loc(\"x.c\":1:2)\n#loc3 = loc(unknown)\n";
    let opts = PrintOptions {
        debug_info: true,
        ..Default::default()
    };
    assert_eq!(
        print(&ctx, &m, &opts),
        format!("{head}module {{\n{body}}} loc(#loc)\n{deferred}")
    );
    let opts = PrintOptions {
        debug_info: true,
        generic: true,
        ..Default::default()
    };
    assert_eq!(
        print(&ctx, &m, &opts),
        format!("{head}\"builtin.module\"() ({{\n{body}}}) : () -> () loc(#loc)\n{deferred}")
    );

    let local = r#""builtin.module"() ({
  "foo.a"() ({
  ^bb0(%arg0: i32 loc("x.c":1:2), %arg1: i32 loc(unknown)):
    %0 = "foo.b"(%arg0) : (i32) -> i32 loc(callsite("f" at "y.c":3:4))
    "foo.c"(%0)[^bb1] : (i32) -> () loc(fused<"m">["a.c":1:1, "b.c":2:2])
  ^bb1:  // pred: ^bb0
    "foo.d"() : () -> () loc("n"("x.c":1:2))
  }) : () -> () loc("x.c":1:2 to 3:4)
  "foo.e"() : () -> () loc("x.c":5:6 to :9)
  "foo.e"() : () -> () loc(unknown)
}) : () -> () loc("t2.mlir":0:0)"#;
    let opts = PrintOptions {
        debug_info: true,
        generic: true,
        local_scope: true,
        ..Default::default()
    };
    assert_eq!(print(&ctx, &m, &opts), local);

    let pretty = r#"#loc2 = x.c:1:2
#loc3 = [unknown]
"builtin.module"() ({
  "foo.a"() ({
  ^bb0(%arg0: i32 x.c:1:2, %arg1: i32 [unknown]):
    %0 = "foo.b"(%arg0) : (i32) -> i32 #loc4 at #loc5
    "foo.c"(%0)[^bb1] : (i32) -> () <"m">[#loc6, #loc7]
  ^bb1:  // pred: ^bb0
    "foo.d"() : () -> () "n"(#loc2)
  }) : () -> () x.c:1:2 to 3:4
  "foo.e"() : () -> () x.c:5:6 to :9
  "foo.e"() : () -> () [unknown]
}) : () -> () t2.mlir:0:0
#loc = t2.mlir:0:0
#loc1 = x.c:1:2 to 3:4
#loc4 = "f"
#loc5 = y.c:3:4
#loc6 = a.c:1:1
#loc7 = b.c:2:2
#loc8 = x.c:5:6 to :9
#loc9 = #loc4 at #loc5
#loc10 = <"m">[#loc6, #loc7]
#loc11 = "n"(#loc2)
"#;
    let opts = PrintOptions {
        debug_info: true,
        generic: true,
        pretty_debug_info: true,
        ..Default::default()
    };
    assert_eq!(print(&ctx, &m, &opts), pretty);
}

#[test]
fn pretty_callsite_and_fused_locations() {
    // mlir-opt --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope.
    let ctx = Context::new();
    let call = |callee: Location, caller: Location| {
        Location(ctx.intern_attr(AttrData::CallSiteLoc {
            callee: callee.0,
            caller: caller.0,
        }))
    };
    let x11 = ctx.file_loc("x", 1, 1);
    let b34 = ctx.file_loc("b.c", 3, 4);
    let cases = [
        (call(ctx.file_loc("a.c", 1, 2), b34), "a.c:1:2\n at b.c:3:4"),
        (
            call(
                name_loc(&ctx, "f", None),
                file_range(&ctx, "b.c", 3, 4, 5, 6),
            ),
            "\"f\" at b.c:3:4 to 5:6",
        ),
        (
            call(
                name_loc(&ctx, "f", None),
                call(name_loc(&ctx, "g", None), x11),
            ),
            "\"f\"\n at \"g\" at x:1:1",
        ),
        (
            name_loc(&ctx, "na\"me", Some(ctx.file_loc("a", 1, 1))),
            "\"na\\22me\"(a:1:1)",
        ),
        (ctx.file_loc("fi le\n", 1, 1), "fi le\n:1:1"),
    ];
    for (loc, text) in cases {
        let mut b = Builder::new(&ctx);
        let (r, blocks) = b.region(1);
        b.op_full(Some(blocks[0]), "foo.a", &[], &[], &[], &[], vec![], loc);
        let m = b.into_module(r, vec![], None, ctx.unknown_loc());
        let opts = PrintOptions {
            debug_info: true,
            pretty_debug_info: true,
            local_scope: true,
            ..Default::default()
        };
        assert_eq!(
            print(&ctx, &m, &opts),
            format!("module {{\n  \"foo.a\"() : () -> () {text}\n}} [unknown]")
        );
    }
    let fused = Location(ctx.intern_attr(AttrData::FusedLoc {
        locations: [ctx.file_loc("a", 1, 1).0].into(),
        metadata: Some(ctx.dictionary_attr(vec![NamedAttribute {
            name: ctx.ident("a"),
            value: int(&ctx, ctx.builtin_types().i64, 1),
        }])),
    }));
    assert_eq!(
        attr_to_string(&ctx, fused.0),
        "loc(fused<{a = 1 : i64}>[\"a\":1:1])"
    );
    assert_eq!(
        attr_to_string(&ctx, ctx.file_loc("fi le\n", 1, 1).0),
        "loc(\"fi le\\0A\":1:1)"
    );
}

/// A `builtin.module` op in `b`'s body whose region (one block) is filled by `fill`.
fn nested_module(
    b: &mut Builder<'_>,
    block: BlockId,
    props: Vec<(&str, Attribute)>,
    attrs: Vec<(&str, Attribute)>,
    fill: impl FnOnce(&mut Builder<'_>, BlockId),
) -> OpId {
    let ctx = b.ctx;
    let mut inner = Builder::new(ctx);
    let (r, blocks) = inner.region(1);
    fill(&mut inner, blocks[0]);
    let dict = |v: Vec<(&str, Attribute)>| {
        ctx.dictionary_attr(
            v.into_iter()
                .map(|(n, a)| NamedAttribute {
                    name: ctx.ident(n),
                    value: a,
                })
                .collect(),
        )
    };
    let properties = if props.is_empty() {
        None
    } else {
        Some(dict(props))
    };
    let op = b.body.create_op(OperationState {
        name: ctx.op_name("builtin.module"),
        loc: ctx.unknown_loc(),
        operands: vec![],
        result_types: vec![],
        successors: vec![],
        regions: vec![r],
        properties,
        attributes: dict(attrs),
        child_body: Some(Box::new(inner.body)),
    });
    b.body.append_op(block, op);
    op
}

#[test]
fn modules_and_empty_regions() {
    let ctx = Context::new();
    let i64t = ctx.builtin_types().i64;
    let s = |t: &str| ctx.string_attr(t.as_bytes());
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    nested_module(
        &mut b,
        tb[0],
        vec![("sym_name", s("name"))],
        vec![("foo.x", ctx.unit_attr()), ("foo.y", int(&ctx, i64t, 1))],
        |_, _| {},
    );
    nested_module(&mut b, tb[0], vec![], vec![], |inner, blk| {
        inner.op(blk, "foo.z", &[], &[]);
    });
    nested_module(
        &mut b,
        tb[0],
        vec![("sym_name", s("a b"))],
        vec![("foo.x", ctx.unit_attr())],
        |_, _| {},
    );
    nested_module(
        &mut b,
        tb[0],
        vec![("sym_name", s("v")), ("sym_visibility", s("private"))],
        vec![],
        |_, _| {},
    );
    nested_module(
        &mut b,
        tb[0],
        vec![("sym_name", s("w")), ("sym_visibility", s("nested"))],
        vec![("foo.a", int(&ctx, i64t, 2)), ("a.b", ctx.unit_attr())],
        |_, _| {},
    );
    // An unregistered op: its regions hold a module (printed `builtin.module` in the custom
    // form) and empty blocks.
    let (r0, _) = b.region(0);
    let (r1, r1b) = b.region(1);
    let (r2, r2b) = b.region(1);
    b.arg(r2b[0], i32t(&ctx));
    let (r3, r3b) = b.region(3);
    b.op(r3b[0], "foo.x", &[], &[]);
    b.op(r3b[2], "foo.x", &[], &[]);
    nested_module(&mut b, r1b[0], vec![], vec![], |_, _| {});
    let unk = ctx.unknown_loc();
    b.op_full(
        Some(tb[0]),
        "foo.a",
        &[],
        &[],
        &[],
        &[r0, r1, r2, r3],
        vec![],
        unk,
    );
    let m = b.into_module(top, vec![], None, unk);
    let custom = r#"module {
  module @name attributes {foo.x, foo.y = 1 : i64} {
  }
  module {
    "foo.z"() : () -> ()
  }
  module @"a b" attributes {foo.x} {
  }
  module @v attributes {sym_visibility = "private"} {
  }
  module @w attributes {a.b, foo.a = 2 : i64, sym_visibility = "nested"} {
  }
  "foo.a"() ({
  }, {
    builtin.module {
    }
  }, {
  ^bb0(%arg0: i32):
  }, {
    "foo.x"() : () -> ()
  ^bb1:  // no predecessors
  ^bb2:  // no predecessors
    "foo.x"() : () -> ()
  }) : () -> ()
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), custom);
    let generic_text = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "name"}> ({
  ^bb0:
  }) {foo.x, foo.y = 1 : i64} : () -> ()
  "builtin.module"() ({
    "foo.z"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "a b"}> ({
  ^bb0:
  }) {foo.x} : () -> ()
  "builtin.module"() <{sym_name = "v", sym_visibility = "private"}> ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() <{sym_name = "w", sym_visibility = "nested"}> ({
  ^bb0:
  }) {a.b, foo.a = 2 : i64} : () -> ()
  "foo.a"() ({
  }, {
    "builtin.module"() ({
    ^bb0:
    }) : () -> ()
  }, {
  ^bb0(%arg0: i32):
  }, {
    "foo.x"() : () -> ()
  ^bb1:  // no predecessors
  ^bb2:  // no predecessors
    "foo.x"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(print(&ctx, &m, &generic()), generic_text);
}

#[test]
fn predecessor_comments() {
    // ^bb0 branches twice to ^bb2; duplicates are listed, as mlir-opt does.
    let ctx = Context::new();
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let (r, rb) = b.region(4);
    let unk = ctx.unknown_loc();
    b.op_full(
        Some(rb[0]),
        "foo.br",
        &[],
        &[],
        &[rb[2], rb[2]],
        &[],
        vec![],
        unk,
    );
    b.op_full(Some(rb[1]), "foo.br", &[], &[], &[rb[2]], &[], vec![], unk);
    b.op_full(Some(rb[2]), "foo.br", &[], &[], &[rb[3]], &[], vec![], unk);
    b.op_full(
        Some(rb[3]),
        "foo.br",
        &[],
        &[],
        &[rb[1], rb[3]],
        &[],
        vec![],
        unk,
    );
    b.op_full(Some(tb[0]), "foo.a", &[], &[], &[], &[r], vec![], unk);
    let m = b.into_module(top, vec![], None, unk);
    let expected = r#"module {
  "foo.a"() ({
    "foo.br"()[^bb2, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb3
    "foo.br"()[^bb2] : () -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb0, ^bb1
    "foo.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb3
    "foo.br"()[^bb1, ^bb3] : () -> ()
  }) : () -> ()
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), expected);
}

#[test]
fn properties_and_signatures() {
    // Properties of unregistered ops print verbatim (any attribute, `<{}>` too) and are not
    // considered for aliases; function types as results are parenthesized.
    let ctx = Context::new();
    let bt = *ctx.builtin_types();
    let unit_fn = ctx.function_type(&[], &[]);
    let i32_fn = ctx.function_type(&[bt.i32], &[bt.i32]);
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let unk = ctx.unknown_loc();
    let distinct = ctx.intern_attr(AttrData::Distinct {
        id: 9,
        referenced: ctx.string_attr(b"p"),
    });
    let with_props =
        |b: &mut Builder<'_>, name: &str, props: Attribute, attrs: Vec<(&str, Attribute)>| {
            let op = b.op_full(Some(tb[0]), name, &[], &[], &[], &[], attrs, unk);
            b.body.op_mut(op).properties = Some(props);
        };
    with_props(
        &mut b,
        "foo.a",
        ctx.dictionary_attr(vec![NamedAttribute {
            name: ctx.ident("p"),
            value: distinct,
        }]),
        vec![],
    );
    with_props(
        &mut b,
        "foo.b",
        ctx.empty_dictionary(),
        vec![("x", distinct)],
    );
    with_props(
        &mut b,
        "foo.c",
        ctx.array_attr(&[int(&ctx, bt.i64, 1), int(&ctx, bt.i64, 2)]),
        vec![],
    );
    let f = b.op(tb[0], "foo.f", &[], &[unit_fn]);
    let fv = b.res(f, 0);
    let g = b.op(tb[0], "foo.g", &[fv, fv], &[bt.i32, bt.i32, i32_fn]);
    let (g0, g2) = (b.res(g, 0), b.res(g, 2));
    b.op(tb[0], "foo.h", &[g0, g2], &[]);
    let m = b.into_module(top, vec![], None, unk);
    let expected = r#"#distinct = distinct[0]<"p">
module {
  "foo.a"() <{p = #distinct}> : () -> ()
  "foo.b"() <{}> {x = #distinct} : () -> ()
  "foo.c"() <[1, 2]> : () -> ()
  %0 = "foo.f"() : () -> (() -> ())
  %1:3 = "foo.g"(%0, %0) : (() -> (), () -> ()) -> (i32, i32, (i32) -> i32)
  "foo.h"(%1#0, %1#2) : (i32, (i32) -> i32) -> ()
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), expected);
}

#[test]
fn resources_section() {
    // Blobs are listed in order of first reference; keys without data are skipped.
    let ctx = Context::new();
    let t = tensor(&ctx, &[1], ctx.builtin_types().i8);
    let res = |k: &str| {
        ctx.intern_attr(AttrData::DenseResource {
            ty: t,
            handle: ctx.ident(k),
        })
    };
    for (k, v) in [("aa", 1u8), ("mm", 2), ("zz", 3), ("b 2", 4)] {
        ctx.set_resource_blob(ctx.ident(k), vec![4, 0, 0, 0, v].into());
    }
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let unk = ctx.unknown_loc();
    b.op_full(
        Some(tb[0]),
        "foo.a",
        &[],
        &[],
        &[],
        &[],
        vec![("a", res("zz")), ("b", res("aa"))],
        unk,
    );
    b.op_full(
        Some(tb[0]),
        "foo.b",
        &[],
        &[],
        &[],
        &[],
        vec![("a", res("aa")), ("b", res("b 2")), ("c", res("none"))],
        unk,
    );
    let m = b.into_module(top, vec![], None, unk);
    let expected = r#"module {
  "foo.a"() {a = dense_resource<zz> : tensor<1xi8>, b = dense_resource<aa> : tensor<1xi8>} : () -> ()
  "foo.b"() {a = dense_resource<aa> : tensor<1xi8>, b = dense_resource<"b 2"> : tensor<1xi8>, c = dense_resource<none> : tensor<1xi8>} : () -> ()
}

{-#
  dialect_resources: {
    builtin: {
      zz: "0x0400000003",
      aa: "0x0400000001",
      "b 2": "0x0400000004"
    }
  }
#-}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), expected);
    // Local scope prints no metadata section.
    let local = print(
        &ctx,
        &m,
        &PrintOptions {
            local_scope: true,
            ..Default::default()
        },
    );
    assert!(local.ends_with("tensor<1xi8>} : () -> ()\n}"), "{local}");
}

/// Prints a large generated module; run with `--ignored --nocapture` in release mode to
/// see the printing speed.
#[test]
#[ignore]
fn bench_large_module() {
    let ctx = Context::new();
    let bt = *ctx.builtin_types();
    let t4 = tensor(&ctx, &[4, DYNAMIC], bt.f32);
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let n = 400_000;
    let init = b.op(tb[0], "foo.init", &[], &[t4]);
    let mut prev = b.res(init, 0);
    for i in 0..n {
        let attrs = vec![
            ("value", int(&ctx, bt.i32, i64::from(i % 7))),
            ("name", ctx.string_attr(b"x")),
        ];
        let loc = ctx.file_loc("big.mlir", i + 2, 1);
        let op = b.op_full(
            Some(tb[0]),
            "foo.op",
            &[prev, prev],
            &[t4],
            &[],
            &[],
            attrs,
            loc,
        );
        prev = b.res(op, 0);
    }
    let m = b.into_module(top, vec![], None, ctx.file_loc("big.mlir", 0, 0));
    let debug = PrintOptions {
        debug_info: true,
        ..Default::default()
    };
    for opts in [PrintOptions::default(), generic(), debug] {
        let start = std::time::Instant::now();
        let text = print(&ctx, &m, &opts);
        eprintln!("{} bytes in {:?}", text.len(), start.elapsed());
    }
}

#[test]
fn locations_as_attribute_values() {
    // `"foo.a"() {a = loc("x":1:1), b = [loc(callsite("f" at "y":2:2))]} loc("x":1:1)`:
    // location attributes get non-deferred `#loc` aliases; the op location shares one.
    let ctx = Context::new();
    let x11 = ctx.file_loc("x", 1, 1);
    let call = ctx.intern_attr(AttrData::CallSiteLoc {
        callee: name_loc(&ctx, "f", None).0,
        caller: ctx.file_loc("y", 2, 2).0,
    });
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    b.op_full(
        Some(tb[0]),
        "foo.a",
        &[],
        &[],
        &[],
        &[],
        vec![("a", x11.0), ("b", ctx.array_attr(&[call]))],
        x11,
    );
    let m = b.into_module(top, vec![], None, ctx.file_loc("u4.mlir", 0, 0));
    let plain = r#"#loc = loc("x":1:1)
#loc1 = loc("f")
#loc2 = loc("y":2:2)
#loc3 = loc(callsite(#loc1 at #loc2))
module {
  "foo.a"() {a = #loc, b = [#loc3]} : () -> ()
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), plain);
    let pretty = "#loc = x:1:1\n#loc1 = \"f\"\n#loc2 = y:2:2\n#loc3 = #loc1 at #loc2\nmodule {\n  \"foo.a\"() {a = #loc, b = [#loc3]} : () -> ()\n}\n";
    assert_eq!(
        print(
            &ctx,
            &m,
            &PrintOptions {
                pretty_debug_info: true,
                ..Default::default()
            }
        ),
        pretty
    );
    let debug = r#"#loc1 = loc("x":1:1)
#loc2 = loc("f")
#loc3 = loc("y":2:2)
#loc4 = loc(callsite(#loc2 at #loc3))
module {
  "foo.a"() {a = #loc1, b = [#loc4]} : () -> () loc(#loc1)
} loc(#loc)
#loc = loc("u4.mlir":0:0)
"#;
    assert_eq!(
        print(
            &ctx,
            &m,
            &PrintOptions {
                debug_info: true,
                ..Default::default()
            }
        ),
        debug
    );
}

#[test]
fn nested_op_with_local_scope() {
    // mlir-opt's note for an op with successors in mid-block:
    // `note: see current operation: "foo.mid"()[^bb3] : () -> ()`.
    let ctx = Context::new();
    let i32 = i32t(&ctx);
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let (r, rb) = b.region(4);
    let unk = ctx.unknown_loc();
    let x = b.arg(rb[0], i32);
    b.op_full(Some(rb[0]), "foo.br", &[], &[], &[rb[3]], &[], vec![], unk);
    let mid = b.op_full(
        Some(rb[3]),
        "foo.mid",
        &[x],
        &[i32],
        &[rb[3]],
        &[],
        vec![],
        unk,
    );
    b.op_full(Some(tb[0]), "foo.a", &[], &[], &[], &[r], vec![], unk);
    let m = b.into_module(top, vec![], None, unk);
    let inner = m.body.child_body(m.op).expect("module body");
    let mut s = String::new();
    print_op_local(&ctx, &m.body, m.op, inner, mid, &generic(), &mut s);
    assert_eq!(s, r#"%0 = "foo.mid"(%arg0)[^bb3] : (i32) -> i32"#);
}
