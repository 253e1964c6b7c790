//! Printing builtin attributes and types: scalars, aliases, dense and array payloads.

use super::*;

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
