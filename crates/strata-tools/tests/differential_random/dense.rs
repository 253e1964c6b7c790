//! The random generator's shaped-payload and affine attributes: `dense<...>` in every
//! literal form (splat, nested lists, all-equal lists, hex, empty), `dense_resource` with
//! its blob, `sparse<...>`, `affine_map<...>` and `affine_set<...>`.

use super::Gen;
use super::attrs::{IntTy, dims_text};

/// The element kind of a generated dense payload.
#[derive(Clone, Copy)]
enum Elem {
    /// An integer type (or `index` when `index`).
    Int(IntTy, bool),
    /// A float type keyword and its width.
    Float(&'static str, u32),
    /// `complex<f32>` / `complex<iN>`.
    Complex(Option<IntTy>),
    /// Strings (tensors only), of a dialect element type.
    Str,
}

impl Elem {
    /// The element type text.
    fn ty(self) -> String {
        match self {
            Elem::Int(_, true) => "index".to_string(),
            Elem::Int(t, false) => t.text(),
            Elem::Float(t, _) => t.to_string(),
            Elem::Complex(Some(t)) => format!("complex<{}>", t.text()),
            Elem::Complex(None) => "complex<f32>".to_string(),
            Elem::Str => "!x.str".to_string(),
        }
    }

    /// Bytes per element in a hex payload, when the type has one.
    fn hex_bytes(self) -> Option<usize> {
        match self {
            Elem::Int(_, true) => Some(8),
            Elem::Int(t, false) if t.width % 8 == 0 && t.width <= 64 => Some(t.width as usize / 8),
            Elem::Float(_, w) if w % 8 == 0 && w <= 64 => Some(w as usize / 8),
            Elem::Complex(None) => Some(8),
            _ => None,
        }
    }
}

impl Gen {
    /// A random element kind for dense payloads.
    fn elem(&mut self, tensor: bool) -> Elem {
        match self.below(if tensor { 10 } else { 7 }) {
            0 => Elem::Int(
                IntTy {
                    prefix: "i",
                    width: 64,
                },
                true,
            ),
            1..=3 => Elem::Int(self.int_ty(), false),
            4..=6 => {
                let (t, w) = self.float_ty();
                Elem::Float(t, w)
            }
            7 => {
                if self.chance(1, 2) {
                    Elem::Complex(None)
                } else {
                    let t = self.int_ty();
                    Elem::Complex(Some(IntTy {
                        prefix: t.prefix,
                        width: t.width.max(2),
                    }))
                }
            }
            _ => Elem::Str,
        }
    }

    /// One element literal.
    fn elem_value(&mut self, e: Elem) -> String {
        match e {
            Elem::Int(_, true) => format!("{}", self.below(2000) as i64 - 1000),
            Elem::Int(t, false) => t.dense_value(self),
            Elem::Float(_, w) => self.float_value(w),
            Elem::Complex(None) => format!("({}, {})", self.float_value(32), self.float_value(32)),
            Elem::Complex(Some(t)) => format!("({}, {})", t.value(self), t.value(self)),
            Elem::Str => format!("\"{}\"", self.string_body()),
        }
    }

    /// Nested list literal for `shape`, each leaf from `leaf`.
    fn nested(&mut self, shape: &[u32], leaf: &mut dyn FnMut(&mut Gen) -> String) -> String {
        match shape.split_first() {
            None => leaf(self),
            Some((n, rest)) => {
                let items: Vec<String> = (0..*n).map(|_| self.nested(rest, leaf)).collect();
                format!("[{}]", items.join(", "))
            }
        }
    }

    /// `dense<...> : tensor<...>` or `vector<...>`, in a random literal form.
    pub fn dense_attr(&mut self) -> String {
        let tensor = self.chance(2, 3);
        let e = self.elem(tensor);
        let rank = self.below(4);
        let large = rank > 0 && self.chance(1, 12);
        let shape: Vec<u32> = (0..rank)
            .map(|i| {
                if large && i == 0 {
                    // Large payloads: printed in hex past mlir-opt's threshold.
                    [9u32, 16, 33, 101, 128][self.below(5)]
                } else if tensor && self.chance(1, 10) {
                    0
                } else {
                    1 + self.below(3) as u32
                }
            })
            .collect();
        let count: usize = shape.iter().map(|d| *d as usize).product();
        let dims = dims_text(&shape.iter().map(|d| Some(*d)).collect::<Vec<_>>());
        let ty = if tensor {
            format!("tensor<{dims}{}>", e.ty())
        } else if rank == 0 {
            format!("vector<{}>", e.ty())
        } else {
            format!("vector<{dims}{}>", e.ty())
        };
        let payload = match self.below(8) {
            _ if count == 0 => {
                let first_zero = shape.iter().position(|d| *d == 0);
                if self.chance(1, 2) || first_zero != Some(shape.len() - 1) {
                    String::new()
                } else {
                    self.nested(&shape, &mut |_| String::new())
                }
            }
            0 | 1 => self.elem_value(e),
            2 => {
                let v = self.elem_value(e);
                self.nested(&shape, &mut |_| v.clone())
            }
            3 if e.hex_bytes().is_some() => {
                let bytes = e.hex_bytes().unwrap_or(1);
                let splat = self.chance(1, 2);
                let n = if splat && self.chance(1, 2) { 1 } else { count };
                let unit: Vec<u8> = (0..bytes).map(|_| self.next() as u8).collect();
                let mut hex = String::from("\"0x");
                for _ in 0..n {
                    if splat {
                        hex.extend(unit.iter().map(|b| format!("{b:02X}")));
                    } else {
                        hex.extend((0..bytes).map(|_| format!("{:02X}", self.next() as u8)));
                    }
                }
                hex.push('"');
                hex
            }
            _ => self.nested(&shape, &mut |g| g.elem_value(e)),
        };
        format!("dense<{payload}> : {ty}")
    }

    /// `dense_resource<key> : tensor<...>`, registering a blob of the right size for the
    /// file's `{-# dialect_resources #-}` section (or none, sometimes).
    pub fn dense_resource(&mut self) -> String {
        let (t, bytes) = *self.pick_item(&[
            ("i32", 4usize),
            ("f32", 4),
            ("i8", 1),
            ("f64", 8),
            ("i64", 8),
        ]);
        let n = 1 + self.below(4);
        let key = format!(
            "blob_{}_{}",
            self.file,
            self.resources.len() + self.dangling
        );
        if self.chance(1, 6) {
            self.dangling += 1;
        } else {
            let mut hex = format!("0x{:02X}000000", bytes.max(4));
            for _ in 0..n * bytes {
                hex.push_str(&format!("{:02X}", self.next() as u8));
            }
            self.resources.push((key.clone(), hex));
        }
        format!("dense_resource<{key}> : tensor<{n}x{t}>")
    }

    /// `sparse<indices, values> : tensor<...>`.
    pub fn sparse_attr(&mut self) -> String {
        let rank = 1 + self.below(2);
        let shape: Vec<u32> = (0..rank).map(|_| 2 + self.below(3) as u32).collect();
        let t = self.int_ty();
        let e = if self.chance(1, 3) {
            let (f, w) = *self.pick_item(&[("f32", 32u32), ("f16", 16), ("f64", 64)]);
            Elem::Float(f, w)
        } else {
            Elem::Int(t, false)
        };
        let dims = dims_text(&shape.iter().map(|d| Some(*d)).collect::<Vec<_>>());
        let ty = format!("tensor<{dims}{}>", e.ty());
        let n = self.below(4);
        if n == 0 {
            return format!("sparse<> : {ty}");
        }
        let idx: Vec<String> = (0..n)
            .map(|_| {
                let coords: Vec<String> = shape
                    .iter()
                    .map(|d| self.below(*d as usize).to_string())
                    .collect();
                format!("[{}]", coords.join(", "))
            })
            .collect();
        let values = if self.chance(1, 3) {
            self.elem_value(e)
        } else {
            let v: Vec<String> = (0..n).map(|_| self.elem_value(e)).collect();
            format!("[{}]", v.join(", "))
        };
        format!("sparse<[{}], {values}> : {ty}", idx.join(", "))
    }

    /// An affine expression over `dims` dimensions and `syms` symbols.
    fn affine_expr(&mut self, dims: usize, syms: usize, depth: usize) -> String {
        let leaf = |g: &mut Gen| -> String {
            match g.below(5) {
                0 | 1 if dims > 0 => format!("d{}", g.below(dims)),
                2 if syms > 0 => format!("s{}", g.below(syms)),
                _ => format!("{}", g.below(9) as i64 - 2),
            }
        };
        if depth == 0 || self.chance(1, 3) {
            return leaf(self);
        }
        let a = self.affine_expr(dims, syms, depth - 1);
        match self.below(7) {
            0 | 1 => format!("{a} + {}", self.affine_expr(dims, syms, depth - 1)),
            2 => format!("{a} - {}", self.affine_expr(dims, syms, depth - 1)),
            3 => format!("({a}) * {}", self.below(7) as i64 - 2),
            4 => format!("({a}) mod {}", 1 + self.below(8)),
            5 => format!("({a}) floordiv {}", 1 + self.below(8)),
            _ => {
                if syms > 0 && self.chance(1, 2) {
                    format!("({a}) ceildiv s{}", self.below(syms))
                } else {
                    format!("({a}) ceildiv {}", 1 + self.below(8))
                }
            }
        }
    }

    /// `(d0, ..)[s0, ..]` of an affine map or set.
    fn affine_header(dims: usize, syms: usize) -> String {
        let d: Vec<String> = (0..dims).map(|i| format!("d{i}")).collect();
        let s: Vec<String> = (0..syms).map(|i| format!("s{i}")).collect();
        if syms == 0 {
            format!("({})", d.join(", "))
        } else {
            format!("({})[{}]", d.join(", "), s.join(", "))
        }
    }

    /// `affine_map<...>` with `results` results.
    pub fn affine_map(&mut self, dims: usize, syms: usize, results: usize) -> String {
        let r: Vec<String> = (0..results)
            .map(|_| self.affine_expr(dims, syms, 3))
            .collect();
        format!(
            "affine_map<{} -> ({})>",
            Self::affine_header(dims, syms),
            r.join(", ")
        )
    }

    /// `affine_set<...>` with equalities and inequalities.
    pub fn integer_set(&mut self) -> String {
        let dims = self.below(3);
        let syms = self.below(3);
        let n = 1 + self.below(3);
        let c: Vec<String> = (0..n)
            .map(|_| {
                let e = self.affine_expr(dims, syms, 2);
                if self.chance(1, 3) {
                    format!("{e} == 0")
                } else {
                    format!("{e} >= 0")
                }
            })
            .collect();
        format!(
            "affine_set<{} : ({})>",
            Self::affine_header(dims, syms),
            c.join(", ")
        )
    }
}
