//! The random generator's builtin types, attributes and locations: every builtin kind,
//! with values mlir-opt 22 accepts (integers within their width, float bit patterns of the
//! format's width, shapes matching payloads, affine expressions that are affine).

use super::Gen;

/// Every builtin float type keyword with its storage width in bits.
pub const FLOATS: &[(&str, u32)] = &[
    ("f16", 16),
    ("bf16", 16),
    ("f32", 32),
    ("f64", 64),
    ("f80", 80),
    ("f128", 128),
    ("tf32", 19),
    ("f8E5M2", 8),
    ("f8E4M3", 8),
    ("f8E4M3FN", 8),
    ("f8E5M2FNUZ", 8),
    ("f8E4M3FNUZ", 8),
    ("f8E4M3B11FNUZ", 8),
    ("f8E3M4", 8),
    ("f4E2M1FN", 4),
    ("f6E2M3FN", 6),
    ("f6E3M2FN", 6),
    ("f8E8M0FNU", 8),
];

/// Decimal float literals (exactly representable in most formats, or rounded).
const FLOAT_LITERALS: &[&str] = &[
    "0.0",
    "-0.0",
    "1.0",
    "-1.0",
    "0.5",
    "1.5",
    "2.0",
    "-2.5",
    "3.0",
    "0.25",
    "4.0",
    "0.1",
    "1.0e+00",
    "2.5E-1",
    "1.000000e+00",
    "-3.75",
];

/// Bit patterns (as fractions of the format) worth trying: zero, the sign bit, all ones.
const SPECIAL_BITS: &[u8] = &[0, 1, 2, 3];

/// An integer type of the generator: width and signedness prefix (`i`, `si`, `ui`).
#[derive(Clone, Copy, Debug)]
pub struct IntTy {
    /// The prefix: `i`, `si` or `ui`.
    pub prefix: &'static str,
    /// The width in bits.
    pub width: u32,
}

impl IntTy {
    /// The type's spelling.
    pub fn text(self) -> String {
        format!("{}{}", self.prefix, self.width)
    }

    /// A random element of a `dense<...>` of this type (`true`/`false` for `i1`).
    pub fn dense_value(self, g: &mut Gen) -> String {
        if self.width == 1 && self.prefix == "i" {
            g.pick(&["true", "false"]).to_string()
        } else {
            self.value(g)
        }
    }

    /// A random value of this type, as a literal.
    pub fn value(self, g: &mut Gen) -> String {
        let w = self.width.min(127);
        let unsigned = self.prefix == "ui";
        let signed = self.prefix == "si" || (self.prefix == "i" && g.chance(1, 2));
        if self.width == 1 && self.prefix == "i" {
            return g.pick(&["0", "1"]).to_string();
        }
        let magnitude: u128 = match g.below(6) {
            0 => 0,
            1 => 1,
            2 => g.below(100) as u128,
            // The largest magnitudes the width allows.
            3 => {
                if signed {
                    (1u128 << (w - 1)) - 1
                } else {
                    (1u128 << w) - 1
                }
            }
            _ => {
                let bits = g.next() as u128 | ((g.next() as u128) << 64);
                bits & ((1u128 << w) - 1)
            }
        };
        let magnitude = magnitude.min((1u128 << w) - 1);
        if signed && !unsigned {
            let limit = 1u128 << (w - 1);
            let negative = g.chance(1, 2);
            if negative {
                let m = magnitude.min(limit);
                if m == 0 {
                    "0".to_string()
                } else {
                    format!("-{m}")
                }
            } else {
                format!("{}", magnitude.min(limit - 1))
            }
        } else if g.chance(1, 5) {
            format!("0x{magnitude:X}")
        } else {
            format!("{magnitude}")
        }
    }
}

impl Gen {
    /// A random integer type (every width class and signedness).
    pub fn int_ty(&mut self) -> IntTy {
        let width = match self.below(10) {
            0 => 1,
            1 => 8,
            2 => 16,
            3 | 4 => 32,
            5 => 64,
            6 => 128,
            _ => 1 + self.below(100) as u32,
        };
        let prefix = match self.below(5) {
            0 => "si",
            1 => "ui",
            _ => "i",
        };
        IntTy { prefix, width }
    }

    /// A random float type keyword and its width.
    pub fn float_ty(&mut self) -> (&'static str, u32) {
        FLOATS[self.below(FLOATS.len())]
    }

    /// A float literal for a format of `width` bits: a decimal or a bit pattern in hex.
    pub fn float_value(&mut self, width: u32) -> String {
        if self.chance(1, 3) {
            let mask = if width >= 128 {
                u128::MAX
            } else {
                (1u128 << width) - 1
            };
            let bits = match SPECIAL_BITS[self.below(SPECIAL_BITS.len())] {
                0 => 0,
                1 => 1u128 << (width - 1),
                2 => mask,
                _ => (self.next() as u128 | ((self.next() as u128) << 64)) & mask,
            };
            let digits = width.div_ceil(4) as usize;
            return format!("0x{bits:0digits$X}");
        }
        let lit = self.pick(FLOAT_LITERALS).to_string();
        match self.below(8) {
            0 | 1 => format!(
                "{}.{}e{}",
                self.below(9) + 1,
                self.below(1000),
                self.below(5)
            ),
            // Any magnitude: rounding, overflow to infinity and underflow in every format.
            2 => {
                let sign = if self.chance(1, 2) { "-" } else { "" };
                let exp = self.below(90) as i64 - 45;
                format!(
                    "{sign}{}.{:06}e{exp}",
                    self.below(9) + 1,
                    self.below(1_000_000)
                )
            }
            _ => lit,
        }
    }

    /// A scalar element type for shaped types: integer, index or float.
    pub fn scalar_ty(&mut self) -> String {
        match self.below(5) {
            0 => "index".to_string(),
            1 | 2 => self.int_ty().text(),
            _ => self.float_ty().0.to_string(),
        }
    }

    /// A random shape of `rank` dimensions (sizes 0..=4, or dynamic when `dynamic`).
    pub fn shape(&mut self, rank: usize, dynamic: bool, zero: bool) -> Vec<Option<u32>> {
        (0..rank)
            .map(|_| {
                if dynamic && self.chance(1, 4) {
                    None
                } else if zero {
                    Some(self.below(4) as u32)
                } else {
                    Some(1 + self.below(3) as u32)
                }
            })
            .collect()
    }

    /// A random builtin (or dialect) type.
    pub fn ty(&mut self) -> String {
        let deep = self.depth < 3;
        self.depth += 1;
        let t = match self.below(if deep { 20 } else { 8 }) {
            0..=2 => self.int_ty().text(),
            3 => "index".to_string(),
            4 | 5 => self.float_ty().0.to_string(),
            6 => "none".to_string(),
            7 => self.opaque_type(),
            8 => {
                let e = if self.chance(1, 2) {
                    self.int_ty().text()
                } else {
                    self.float_ty().0.to_string()
                };
                format!("complex<{e}>")
            }
            9 => {
                let n = self.below(3);
                let items: Vec<String> = (0..n).map(|_| self.ty()).collect();
                format!("tuple<{}>", items.join(", "))
            }
            10 => self.function_type(),
            11 | 12 => self.vector_type(),
            13 | 14 => self.tensor_type(),
            15 | 16 => self.memref_type(),
            17 if !self.type_aliases.is_empty() => {
                let i = self.below(self.type_aliases.len());
                self.type_aliases[i].clone()
            }
            _ => self.scalar_ty(),
        };
        self.depth -= 1;
        t
    }

    /// A function type `(a, b) -> c`.
    pub fn function_type(&mut self) -> String {
        let n = self.below(3);
        let ins: Vec<String> = (0..n).map(|_| self.ty()).collect();
        let m = self.below(3);
        let outs: Vec<String> = (0..m).map(|_| self.ty()).collect();
        let results = if m == 1 && !outs[0].starts_with('(') {
            outs[0].clone()
        } else {
            format!("({})", outs.join(", "))
        };
        format!("({}) -> {results}", ins.join(", "))
    }

    /// An unregistered dialect type in its pretty or opaque form.
    pub fn opaque_type(&mut self) -> String {
        match self.below(6) {
            4 => format!("!{}<\"{}\">", self.dialect(), self.string_body()),
            5 => format!("!{}.n<[<1>], \">\", {{x}}>", self.dialect()),
            0 => format!("!{}.t{}", self.dialect(), self.below(3)),
            1 => format!("!{}<\"{}\">", self.dialect(), self.plain_string()),
            2 => format!(
                "!{}.p<{}, {}>",
                self.dialect(),
                self.scalar_ty(),
                self.below(9)
            ),
            _ => format!("!{}.q<\"s\", [1, 2]>", self.dialect()),
        }
    }

    /// A dialect namespace of unregistered types and attributes.
    pub fn dialect(&mut self) -> &'static str {
        self.pick(&["x", "y", "foo", "test_d"])
    }

    /// `vector<...>` with optional scalable dimensions.
    pub fn vector_type(&mut self) -> String {
        let rank = 1 + self.below(3);
        let dims: Vec<String> = self
            .shape(rank, false, false)
            .into_iter()
            .map(|d| {
                let d = d.unwrap_or(1);
                if self.chance(1, 6) {
                    format!("[{d}]")
                } else {
                    d.to_string()
                }
            })
            .collect();
        let e = self.scalar_ty();
        format!("vector<{}x{e}>", dims.join("x"))
    }

    /// `tensor<...>` ranked (with an optional encoding) or unranked.
    pub fn tensor_type(&mut self) -> String {
        let e = self.element_ty();
        if self.chance(1, 6) {
            return format!("tensor<*x{e}>");
        }
        let rank = self.below(4);
        let shape = dims_text(&self.shape(rank, true, true));
        if self.chance(1, 5) {
            let enc = match self.below(5) {
                0 => self.string_attr(),
                1 => self.opaque_attr(),
                2 => self.dict_attr(),
                3 => self.int_attr(),
                _ => {
                    let (s, r) = (self.below(2), self.below(3));
                    self.affine_map(rank, s, r)
                }
            };
            format!("tensor<{shape}{e}, {enc}>")
        } else {
            format!("tensor<{shape}{e}>")
        }
    }

    /// An element type of tensors and memrefs: scalars, complex, vectors, dialect types.
    fn element_ty(&mut self) -> String {
        match self.below(8) {
            0 => format!("complex<{}>", self.float_ty().0),
            1 => self.opaque_type(),
            2 if self.depth < 3 => self.vector_type(),
            _ => self.scalar_ty(),
        }
    }

    /// `memref<...>` with a layout (affine map or strided) and a memory space, or unranked.
    pub fn memref_type(&mut self) -> String {
        let e = match self.below(6) {
            0 => format!("complex<{}>", self.float_ty().0),
            1 if self.depth < 3 => self.vector_type(),
            _ => self.scalar_ty(),
        };
        let space = match self.below(6) {
            0 | 1 => Some(format!("{}", self.below(5))),
            2 => Some(format!("{} : i64", self.below(7))),
            3 => Some(format!("{} : i32", self.below(7))),
            _ => None,
        };
        if self.chance(1, 6) {
            return match space {
                Some(s) => format!("memref<*x{e}, {s}>"),
                None => format!("memref<*x{e}>"),
            };
        }
        let rank = self.below(4);
        let shape = self.shape(rank, true, true);
        let layout = match self.below(5) {
            0 => {
                let (syms, results) = (self.below(2), 1 + self.below(2));
                Some(self.affine_map(rank, syms, results))
            }
            1 => Some(self.strided(rank)),
            _ => None,
        };
        let mut text = format!("memref<{}{e}", dims_text(&shape));
        if let Some(l) = layout {
            text.push_str(&format!(", {l}"));
        }
        if let Some(s) = space {
            text.push_str(&format!(", {s}"));
        }
        text.push('>');
        text
    }

    /// `strided<[..], offset: ..>` of `rank` strides.
    pub fn strided(&mut self, rank: usize) -> String {
        let v = |g: &mut Gen| {
            if g.chance(1, 4) {
                "?".to_string()
            } else {
                (g.below(40) as i64 - 4).to_string()
            }
        };
        let strides: Vec<String> = (0..rank).map(|_| v(self)).collect();
        match self.below(3) {
            0 => format!("strided<[{}]>", strides.join(", ")),
            _ => format!("strided<[{}], offset: {}>", strides.join(", "), v(self)),
        }
    }

    /// A random builtin attribute (or dialect attribute, or alias).
    pub fn attr(&mut self) -> String {
        let deep = self.depth < 3;
        self.depth += 1;
        let a = match self.below(if deep { 40 } else { 14 }) {
            0 => "unit".to_string(),
            1 => self.pick(&["true", "false"]).to_string(),
            2..=4 => self.int_attr(),
            5..=7 => self.float_attr(),
            8..=10 => self.string_attr(),
            11 => self.ty(),
            12 => self.symbol_ref(),
            13 => self.opaque_attr(),
            14..=16 => self.array_attr(),
            17 | 18 => self.dict_attr(),
            19..=22 => self.dense_attr(),
            23 => self.dense_resource(),
            24 => self.sparse_attr(),
            25 | 26 => self.dense_array(),
            27 | 28 => {
                let d = self.below(4);
                let s = self.below(3);
                let r = self.below(4);
                self.affine_map(d, s, r)
            }
            29 => self.integer_set(),
            30 => {
                let r = self.below(4);
                self.strided(r)
            }
            31 => self.distinct(),
            32 | 33 => format!("loc({})", self.loc_body()),
            34 => self
                .pick(&[
                    "#arith.overflow<nsw>",
                    "#arith.overflow<nsw, nuw>",
                    "#arith.fastmath<fast>",
                    "#arith.fastmath<nnan,ninf>",
                    "#arith.fastmath<none>",
                ])
                .to_string(),
            35 if !self.attr_aliases.is_empty() => {
                let i = self.below(self.attr_aliases.len());
                self.attr_aliases[i].clone()
            }
            _ => self.int_attr(),
        };
        self.depth -= 1;
        a
    }

    /// An integer attribute: typed (any width and signedness, or index) or untyped.
    pub fn int_attr(&mut self) -> String {
        match self.below(6) {
            0 => format!("{}", self.below(1000) as i64 - 500),
            1 => format!("{} : index", self.below(1 << 20) as i64 - 1000),
            _ => {
                let t = self.int_ty();
                format!("{} : {}", t.value(self), t.text())
            }
        }
    }

    /// A float attribute of any format: decimal, special or hexadecimal.
    pub fn float_attr(&mut self) -> String {
        let (t, w) = self.float_ty();
        let v = self.float_value(w);
        if t == "f64" && !v.starts_with("0x") && self.chance(1, 3) {
            return v;
        }
        format!("{v} : {t}")
    }

    /// String contents with escapes (and, sometimes, bytes that are not UTF-8).
    pub fn string_body(&mut self) -> String {
        let n = self.below(8);
        let mut s = String::new();
        for _ in 0..n {
            match self.below(14) {
                0 => s.push_str("\\n"),
                1 => s.push_str("\\t"),
                2 => s.push_str("\\\""),
                3 => s.push_str("\\\\"),
                4 => s.push_str(&format!("\\{:02X}", self.below(32))),
                5 => s.push_str(self.pick(&["\u{e9}", "\u{2192}", "\u{1F600}", "\\C3\\A9"])),
                6 if self.chance(1, 3) => {
                    s.push_str(self.pick(&["\\C4", "\\80", "\\FF", "4\\D0\\96MLIR\\B3"]))
                }
                7 => s.push(' '),
                8 => s.push_str(self.pick(&["#", "@", "%", "{", "}", "<", ">", "'", ":"])),
                _ => {
                    let c = b"abcdefghijklmnopqrstuvwxyz0123456789_."[self.below(38)];
                    s.push(c as char);
                }
            }
        }
        s
    }

    /// A string without escapes, for places (file names, symbol names) that need one.
    pub fn plain_string(&mut self) -> String {
        let n = 1 + self.below(6);
        (0..n)
            .map(|_| b"abcdefgh_ .-0123"[self.below(16)] as char)
            .collect()
    }

    /// A string attribute, sometimes typed.
    pub fn string_attr(&mut self) -> String {
        let body = self.string_body();
        if self.chance(1, 5) {
            let t = self.ty();
            format!("\"{body}\" : {t}")
        } else {
            format!("\"{body}\"")
        }
    }

    /// A symbol name: bare or quoted.
    pub fn symbol_name(&mut self) -> String {
        match self.below(6) {
            0 => format!("@\"{}\"", self.string_body()),
            1 => format!("@\"{}\"", self.plain_string()),
            _ => format!(
                "@{}{}",
                self.pick(&["sym", "f", "_x", "a.b", "x$y", "foo_bar"]),
                self.below(10)
            ),
        }
    }

    /// A flat or nested symbol reference.
    pub fn symbol_ref(&mut self) -> String {
        let n = 1 + self.below(3);
        let parts: Vec<String> = (0..n).map(|_| self.symbol_name()).collect();
        parts.join("::")
    }

    /// An unregistered dialect attribute (pretty, opaque, or typed).
    pub fn opaque_attr(&mut self) -> String {
        let d = self.dialect();
        match self.below(8) {
            5 => format!("#{d}<\"{}\">", self.string_body()),
            6 => format!("#{d}.n<[<1>, {{a = \"}}\"}}, (2)]>"),
            7 => format!("#{d}.s<{}>", self.ty()),
            0 => format!("#{d}.a{}", self.below(4)),
            1 => format!("#{d}<\"{}\">", self.plain_string()),
            2 => format!("#{d}.p<{}, \"s\", [1, 2]>", self.below(9)),
            3 => format!("#{d}.t : {}", self.scalar_ty()),
            _ => format!("#{d}.k<{{a = 1}}>"),
        }
    }

    /// `[a, b, ...]`.
    pub fn array_attr(&mut self) -> String {
        let n = self.below(4);
        let items: Vec<String> = (0..n).map(|_| self.attr()).collect();
        format!("[{}]", items.join(", "))
    }

    /// A dictionary key: bare identifier, dialect-prefixed, or quoted.
    pub fn key(&mut self, i: usize) -> String {
        match self.below(8) {
            0 => format!("\"k {i}\""),
            1 => format!("x.k{i}"),
            2 => format!("_k{i}"),
            _ => format!("k{i}"),
        }
    }

    /// `{a = 1, b}`.
    pub fn dict_attr(&mut self) -> String {
        let n = self.below(4);
        let items: Vec<String> = (0..n)
            .map(|i| {
                let k = self.key(i);
                if self.chance(1, 5) {
                    k
                } else {
                    format!("{k} = {}", self.attr())
                }
            })
            .collect();
        format!("{{{}}}", items.join(", "))
    }

    /// `distinct[n]<attr>`.
    pub fn distinct(&mut self) -> String {
        self.distinct_ids += 1;
        let id = self.distinct_ids;
        let inner = if self.chance(1, 3) {
            "unit".to_string()
        } else {
            self.attr()
        };
        format!("distinct[{id}]<{inner}>")
    }

    /// `array<T: ...>` of integers (any width) or floats (f32/f64).
    pub fn dense_array(&mut self) -> String {
        let n = self.below(5);
        if self.chance(1, 3) {
            let (t, w) = *self.pick_item(&[("f32", 32u32), ("f64", 64)]);
            let items: Vec<String> = (0..n).map(|_| self.float_value(w)).collect();
            if n == 0 {
                return format!("array<{t}>");
            }
            return format!("array<{t}: {}>", items.join(", "));
        }
        let t = IntTy {
            prefix: "i",
            width: *self.pick_item(&[1u32, 8, 16, 32, 64]),
        };
        // Values as signed: a dense array holds the C integer type of its width.
        let values = IntTy {
            prefix: if t.width == 1 { "i" } else { "si" },
            width: t.width,
        };
        let items: Vec<String> = (0..n).map(|_| values.dense_value(self)).collect();
        if n == 0 {
            format!("array<{}>", t.text())
        } else {
            format!("array<{}: {}>", t.text(), items.join(", "))
        }
    }

    /// A location body (what goes inside `loc(...)`), of any kind.
    pub fn loc_body(&mut self) -> String {
        let deep = self.depth < 4;
        self.depth += 1;
        let file = |g: &mut Gen| -> String {
            if g.chance(1, 8) {
                g.string_body()
            } else {
                format!("{}.mlir", g.plain_string())
            }
        };
        let l = match self.below(if deep { 12 } else { 6 }) {
            0 => "unknown".to_string(),
            1 | 2 => format!("\"{}\":{}:{}", file(self), self.below(300), self.below(80)),
            3 => format!("\"{}\":{}", file(self), self.below(300)),
            4 => format!(
                "\"{}\":{}:{} to :{}",
                file(self),
                self.below(300),
                self.below(40),
                40 + self.below(40)
            ),
            5 => {
                let line = self.below(300);
                format!(
                    "\"{}\":{line}:{} to {}:{}",
                    file(self),
                    self.below(80),
                    line + self.below(5),
                    self.below(80)
                )
            }
            6 => format!("\"{}\"", self.string_body()),
            7 => format!("\"{}\"({})", self.plain_string(), self.loc_body()),
            8 => format!("callsite({} at {})", self.loc_body(), self.loc_body()),
            9 | 10 => {
                let n = self.below(4);
                let items: Vec<String> = (0..n).map(|_| self.loc_body()).collect();
                if self.chance(1, 2) {
                    let meta = match self.below(4) {
                        0 => self.string_attr(),
                        1 => self.int_attr(),
                        2 => self.opaque_attr(),
                        _ => self.array_attr(),
                    };
                    format!("fused<{meta}>[{}]", items.join(", "))
                } else {
                    format!("fused[{}]", items.join(", "))
                }
            }
            _ if !self.loc_aliases.is_empty() => {
                let i = self.below(self.loc_aliases.len());
                self.loc_aliases[i].clone()
            }
            _ => "unknown".to_string(),
        };
        self.depth -= 1;
        l
    }

    /// A trailing location, or nothing.
    pub fn maybe_loc(&mut self) -> String {
        if self.chance(1, 2) {
            format!(" loc({})", self.loc_body())
        } else {
            String::new()
        }
    }
}

/// `2x?x` for a shape (empty for rank 0).
pub fn dims_text(shape: &[Option<u32>]) -> String {
    shape
        .iter()
        .map(|d| match d {
            Some(n) => format!("{n}x"),
            None => "?x".to_string(),
        })
        .collect()
}
