//! The random generator's programs: a file of aliases, unregistered ops with attributes,
//! properties, results, regions, blocks and locations, functions with argument/result
//! attributes, registered `arith` ops in custom and generic form (with and without their
//! properties), nested modules, and the `dialect_resources` section for the blobs used.

use super::Gen;

/// Predicates of `arith.cmpi` in custom form, in the order of their integer values.
const CMPI: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// Overflow flag spellings (custom form, property form).
const OVERFLOW: &[(&str, &str)] = &[
    ("", ""),
    (" overflow<nsw>", "#arith.overflow<nsw>"),
    (" overflow<nuw>", "#arith.overflow<nuw>"),
    (" overflow<nsw, nuw>", "#arith.overflow<nsw, nuw>"),
];

/// Fastmath flag spellings (custom form, property form).
const FASTMATH: &[(&str, &str)] = &[
    ("", ""),
    (" fastmath<fast>", "#arith.fastmath<fast>"),
    (" fastmath<nnan,ninf>", "#arith.fastmath<nnan,ninf>"),
    (" fastmath<contract>", "#arith.fastmath<contract>"),
];

impl Gen {
    /// A whole file.
    pub fn file_text(&mut self) -> String {
        let mut head = String::new();
        for i in 0..self.below(3) {
            let a = self.attr();
            head.push_str(&format!("#a{i} = {a}\n"));
            self.attr_aliases.push(format!("#a{i}"));
        }
        for i in 0..self.below(3) {
            let t = self.ty();
            head.push_str(&format!("!t{i} = {t}\n"));
            self.type_aliases.push(format!("!t{i}"));
        }
        for i in 0..self.below(3) {
            let l = self.loc_body();
            head.push_str(&format!("#l{i} = loc({l})\n"));
            self.loc_aliases.push(format!("#l{i}"));
        }
        let n = 2 + self.below(6);
        let mut body = String::new();
        for _ in 0..n {
            body.push_str(&self.top_op("  "));
        }
        let mut text = head;
        if self.chance(1, 3) {
            let name = if self.chance(1, 2) {
                format!(" {}", self.fresh_symbol())
            } else {
                String::new()
            };
            let attrs = if self.chance(1, 2) {
                format!(" attributes {}", self.dialect_dict(1))
            } else {
                String::new()
            };
            text.push_str(&format!(
                "module{name}{attrs} {{\n{body}}}{}\n",
                self.maybe_loc()
            ));
        } else {
            text.push_str(&body);
        }
        if !self.resources.is_empty() {
            text.push_str("{-#\n  dialect_resources: {\n    builtin: {\n");
            let entries: Vec<String> = self
                .resources
                .iter()
                .map(|(k, v)| format!("      {k}: \"{v}\""))
                .collect();
            text.push_str(&entries.join(",\n"));
            text.push_str("\n    }\n  }\n#-}\n");
        }
        text
    }

    /// A symbol name not used before in this file.
    pub fn fresh_symbol(&mut self) -> String {
        self.symbols += 1;
        match self.below(5) {
            0 => {
                let n = self.symbols;
                format!("@\"s {n} {}\"", self.string_body())
            }
            _ => format!("@s{}", self.symbols),
        }
    }

    /// `{k0 = a, k1}` with at least `min` entries.
    fn attr_dict(&mut self, min: usize) -> String {
        self.dict_of(min, false)
    }

    /// `{x.k0 = a, x.k1}` (dialect-prefixed names, as module attributes and function
    /// argument/result attributes need).
    fn dialect_dict(&mut self, min: usize) -> String {
        self.dict_of(min, true)
    }

    /// A dictionary of at least `min` entries, with dialect-prefixed names when `dialect`.
    fn dict_of(&mut self, min: usize, dialect: bool) -> String {
        let n = min + self.below(3);
        let items: Vec<String> = (0..n)
            .map(|i| {
                let k = if dialect {
                    format!("{}.k{i}", self.dialect())
                } else {
                    self.key(i)
                };
                if self.chance(1, 6) {
                    k
                } else {
                    format!("{k} = {}", self.attr())
                }
            })
            .collect();
        format!("{{{}}}", items.join(", "))
    }

    /// An op at module level (or inside a region), ending with a newline.
    fn top_op(&mut self, indent: &str) -> String {
        match self.below(12) {
            0..=3 => self.unregistered_op(indent, &[]),
            4 | 5 => self.function(indent),
            6 => self.arith_function(indent),
            11 if self.chance(1, 2) => self.memref_function(indent),
            7 | 8 => self.region_op(indent),
            9 if indent.len() < 6 => {
                let inner_indent = format!("{indent}  ");
                let inner = self.top_op(&inner_indent);
                let name = self.fresh_symbol();
                format!(
                    "{indent}module {name} {{\n{inner}{indent}}}{}\n",
                    self.maybe_loc()
                )
            }
            _ => {
                let n = 1 + self.below(3);
                let mut text = String::new();
                let mut values = Vec::new();
                for _ in 0..n {
                    let t = self.ty();
                    self.values += 1;
                    let v = format!("%v{}", self.values);
                    text.push_str(&format!(
                        "{indent}{v} = \"x.def\"() : () -> {}{}\n",
                        wrap_fn_result(&t),
                        self.maybe_loc()
                    ));
                    values.push((v, t));
                }
                text.push_str(&self.unregistered_op(indent, &values));
                text
            }
        }
    }

    /// An unregistered op with attributes and/or properties, using `operands`.
    fn unregistered_op(&mut self, indent: &str, operands: &[(String, String)]) -> String {
        let name = format!("{}.op{}", self.dialect(), self.below(5));
        let props = match self.below(4) {
            0 => format!(" <{}>", self.attr_dict(1)),
            1 if self.chance(1, 4) => format!(" <{}>", self.attr()),
            _ => String::new(),
        };
        let attrs = if props.is_empty() || self.chance(1, 2) {
            format!(" {}", self.attr_dict(1))
        } else {
            String::new()
        };
        let names: Vec<&str> = operands.iter().map(|(v, _)| v.as_str()).collect();
        let types: Vec<&str> = operands.iter().map(|(_, t)| t.as_str()).collect();
        let results = if self.chance(1, 3) {
            let t = self.ty();
            self.values += 1;
            (format!("%r{} = ", self.values), t)
        } else {
            (String::new(), "()".to_string())
        };
        let result_ty = if results.1.starts_with('(') && results.1 != "()" {
            format!("({})", results.1)
        } else {
            results.1
        };
        format!(
            "{indent}{}\"{name}\"({}){props}{attrs} : ({}) -> {result_ty}{}\n",
            results.0,
            names.join(", "),
            types.join(", "),
            self.maybe_loc()
        )
    }

    /// An unregistered op with one or two regions, blocks with arguments and locations.
    fn region_op(&mut self, indent: &str) -> String {
        let inner = format!("{indent}  ");
        let regions = 1 + self.below(2);
        let mut parts = Vec::new();
        for _ in 0..regions {
            if self.chance(1, 5) {
                parts.push("{\n}".to_string());
                continue;
            }
            let blocks = 1 + self.below(2);
            let mut text = String::from("{\n");
            for b in 0..blocks {
                let nargs = self.below(3);
                let mut args = Vec::new();
                for _ in 0..nargs {
                    self.values += 1;
                    let t = self.ty();
                    let l = self.maybe_loc();
                    args.push((format!("%b{}", self.values), t, l));
                }
                if b > 0 || nargs > 0 || self.chance(1, 2) {
                    let list: Vec<String> = args
                        .iter()
                        .map(|(v, t, l)| format!("{v}: {t}{l}"))
                        .collect();
                    if list.is_empty() {
                        text.push_str(&format!("{indent}^bb{b}:\n"));
                    } else {
                        text.push_str(&format!("{indent}^bb{b}({}):\n", list.join(", ")));
                    }
                }
                let operands: Vec<(String, String)> =
                    args.into_iter().map(|(v, t, _)| (v, t)).collect();
                text.push_str(&self.unregistered_op(&inner, &operands));
                if b + 1 < blocks {
                    text.push_str(&format!(
                        "{inner}\"x.br\"()[^bb{}] : () -> (){}\n",
                        b + 1,
                        self.maybe_loc()
                    ));
                }
            }
            text.push_str(indent);
            text.push('}');
            parts.push(text);
        }
        let attrs = if self.chance(1, 2) {
            format!(" {}", self.attr_dict(1))
        } else {
            String::new()
        };
        format!(
            "{indent}\"x.region\"() ({}){attrs} : () -> (){}\n",
            parts.join(", "),
            self.maybe_loc()
        )
    }

    /// A `func.func` (declaration or definition) with argument, result and function
    /// attributes and argument locations.
    fn function(&mut self, indent: &str) -> String {
        let name = self.fresh_symbol();
        let nargs = self.below(4);
        let nres = self.below(3);
        let arg_types: Vec<String> = (0..nargs).map(|_| self.ty()).collect();
        let res_types: Vec<String> = (0..nres).map(|_| self.ty()).collect();
        let arg_attr = |g: &mut Gen| {
            if g.chance(1, 3) {
                format!(" {}", g.dialect_dict(1))
            } else {
                String::new()
            }
        };
        let declaration = self.chance(1, 4);
        let args: Vec<String> = arg_types
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let a = arg_attr(self);
                if declaration {
                    format!("{t}{a}")
                } else {
                    format!("%arg{i}: {t}{a}{}", self.maybe_loc())
                }
            })
            .collect();
        let results: Vec<String> = res_types
            .iter()
            .map(|t| format!("{t}{}", arg_attr(self)))
            .collect();
        let sig_results = match results.len() {
            0 => String::new(),
            1 if !results[0].contains('{') && !res_types[0].starts_with('(') => {
                format!(" -> {}", results[0])
            }
            _ => format!(" -> ({})", results.join(", ")),
        };
        let attrs = if self.chance(1, 3) {
            format!(" attributes {}", self.attr_dict(1))
        } else {
            String::new()
        };
        if declaration {
            return format!(
                "{indent}func.func private {name}({}){sig_results}{attrs}{}\n",
                args.join(", "),
                self.maybe_loc()
            );
        }
        let inner = format!("{indent}  ");
        let mut body = String::new();
        let params: Vec<(String, String)> = arg_types
            .iter()
            .enumerate()
            .map(|(i, t)| (format!("%arg{i}"), t.clone()))
            .collect();
        if !params.is_empty() && self.chance(1, 2) {
            body.push_str(&self.unregistered_op(&inner, &params));
        }
        let mut returned = Vec::new();
        for t in &res_types {
            self.values += 1;
            let v = format!("%f{}", self.values);
            body.push_str(&format!(
                "{inner}{v} = \"x.make\"() : () -> {}{}\n",
                wrap_fn_result(t),
                self.maybe_loc()
            ));
            returned.push(v);
        }
        if returned.is_empty() {
            body.push_str(&format!("{inner}return{}\n", self.maybe_loc()));
        } else {
            body.push_str(&format!(
                "{inner}return {} : {}{}\n",
                returned.join(", "),
                res_types.join(", "),
                self.maybe_loc()
            ));
        }
        format!(
            "{indent}func.func {name}({}){sig_results}{attrs} {{\n{body}{indent}}}{}\n",
            args.join(", "),
            self.maybe_loc()
        )
    }

    /// A function of registered `arith` ops in custom and generic form, with and without
    /// their properties (overflow flags, fastmath, predicates) and with discardable
    /// attributes and locations.
    fn arith_function(&mut self, indent: &str) -> String {
        let name = self.fresh_symbol();
        let width = *self.pick_item(&[1u32, 8, 16, 32, 64, 7, 128]);
        let it = format!("i{width}");
        let ft = self.pick(&["f16", "bf16", "f32", "f64"]).to_string();
        let inner = format!("{indent}  ");
        let mut body = String::new();
        let n = 1 + self.below(5);
        for _ in 0..n {
            self.values += 1;
            let v = format!("%a{}", self.values);
            let generic = self.chance(1, 2);
            let extra = if self.chance(1, 4) {
                format!(" {}", self.attr_dict(1))
            } else {
                String::new()
            };
            let loc = self.maybe_loc();
            let line = match self.below(5) {
                0 => {
                    let op = self.pick(&["addi", "subi", "muli", "shli"]);
                    let (custom, prop) = *self.pick_item(OVERFLOW);
                    if generic {
                        let props = if prop.is_empty() {
                            String::new()
                        } else {
                            format!(" <{{overflowFlags = {prop}}}>")
                        };
                        format!("{v} = \"arith.{op}\"(%i, %j){props}{extra} : ({it}, {it}) -> {it}")
                    } else {
                        format!("{v} = arith.{op} %i, %j{custom}{extra} : {it}")
                    }
                }
                1 => {
                    let op = self.pick(&["addf", "subf", "mulf", "divf"]);
                    let (custom, prop) = *self.pick_item(FASTMATH);
                    if generic {
                        let props = if prop.is_empty() {
                            String::new()
                        } else {
                            format!(" <{{fastmath = {prop}}}>")
                        };
                        format!("{v} = \"arith.{op}\"(%x, %y){props}{extra} : ({ft}, {ft}) -> {ft}")
                    } else {
                        format!("{v} = arith.{op} %x, %y{custom}{extra} : {ft}")
                    }
                }
                2 => {
                    let p = self.below(CMPI.len());
                    if generic {
                        format!(
                            "{v} = \"arith.cmpi\"(%i, %j) <{{predicate = {p} : i64}}>{extra} : ({it}, {it}) -> i1"
                        )
                    } else {
                        format!("{v} = arith.cmpi {}, %i, %j{extra} : {it}", CMPI[p])
                    }
                }
                3 => {
                    let value = if self.chance(1, 2) {
                        let t = super::attrs::IntTy { prefix: "i", width };
                        format!("{} : {it}", t.value(self))
                    } else {
                        let w = match ft.as_str() {
                            "f16" | "bf16" => 16,
                            "f32" => 32,
                            _ => 64,
                        };
                        format!("{} : {ft}", self.float_value(w))
                    };
                    if generic {
                        let t = value.rsplit(" : ").next().unwrap_or("i1").to_string();
                        format!(
                            "{v} = \"arith.constant\"() <{{value = {value}}}>{extra} : () -> {t}"
                        )
                    } else {
                        format!("{v} = arith.constant{extra} {value}")
                    }
                }
                _ => {
                    let d = self.dense_attr();
                    let t = d.rsplit(" : ").next().unwrap_or("").to_string();
                    let ok = !t.contains('!')
                        && !t.contains("complex")
                        && !t.contains("si")
                        && !t.contains("ui")
                        && !d.contains('"')
                        && !t.contains("f8E8M0");
                    if !ok {
                        format!("{v} = arith.constant dense<0> : tensor<2x{it}>")
                    } else if generic {
                        format!("{v} = \"arith.constant\"() <{{value = {d}}}>{extra} : () -> {t}")
                    } else {
                        format!("{v} = arith.constant{extra} {d}")
                    }
                }
            };
            body.push_str(&format!("{inner}{line}{loc}\n"));
        }
        body.push_str(&format!("{inner}return\n"));
        format!(
            "{indent}func.func {name}(%i: {it}, %j: {it}, %x: {ft}, %y: {ft}) {{\n{body}{indent}}}\n"
        )
    }
}

impl Gen {
    /// `memref.global`s (initial values, alignment) and a function of `memref` loads and
    /// stores with and without `nontemporal`, casts and calls, in custom and generic form.
    fn memref_function(&mut self, indent: &str) -> String {
        let (et, w) = *self.pick_item(&[("f32", 32u32), ("i32", 32), ("f16", 16), ("i8", 8)]);
        let n = 1 + self.below(4);
        let mt = format!("memref<{n}x{et}>");
        let global = self.fresh_symbol();
        let value = |g: &mut Gen| -> String {
            if et.starts_with('f') {
                g.float_value(w)
            } else {
                super::attrs::IntTy {
                    prefix: "si",
                    width: w,
                }
                .value(g)
            }
        };
        let init = match self.below(4) {
            0 => String::new(),
            1 => " = uninitialized".to_string(),
            2 => format!(" = dense<{}>", value(self)),
            _ => {
                let v: Vec<String> = (0..n).map(|_| value(self)).collect();
                format!(" = dense<[{}]>", v.join(", "))
            }
        };
        let (visibility, constant) = (
            self.pick(&["", "\"private\" ", "\"public\" ", "\"nested\" "]),
            if self.chance(1, 2) { "constant " } else { "" },
        );
        let align = if self.chance(1, 2) {
            format!(" {{alignment = {} : i64}}", 1 << self.below(7))
        } else {
            String::new()
        };
        let mut text = format!(
            "{indent}memref.global {visibility}{constant}{global} : {mt}{init}{align}{}\n",
            self.maybe_loc()
        );
        let name = self.fresh_symbol();
        let inner = format!("{indent}  ");
        let mut body = String::new();
        for _ in 0..1 + self.below(4) {
            self.values += 1;
            let v = format!("%m{}", self.values);
            let nt = self.below(3);
            let loc = self.maybe_loc();
            let line = match (self.below(4), self.chance(1, 2)) {
                (0, false) => {
                    let attr = ["", " {nontemporal = true}", " {nontemporal = false}"][nt];
                    format!("{v} = memref.load %m[%i]{attr} : {mt}")
                }
                (0, true) => {
                    let p = ["", " <{nontemporal = true}>", " <{nontemporal = false}>"][nt];
                    format!("{v} = \"memref.load\"(%m, %i){p} : ({mt}, index) -> {et}")
                }
                (1, false) => {
                    let attr = ["", " {nontemporal = true}", " {nontemporal = false}"][nt];
                    format!("memref.store %v, %m[%i]{attr} : {mt}")
                }
                (1, true) => {
                    let p = ["", " <{nontemporal = true}>", " <{nontemporal = false}>"][nt];
                    format!("\"memref.store\"(%v, %m, %i){p} : ({et}, {mt}, index) -> ()")
                }
                (2, _) => format!("{v} = memref.get_global {global} : {mt}"),
                _ => {
                    let t = self.ty();
                    let a = if self.chance(1, 2) {
                        format!(" {}", self.attr_dict(1))
                    } else {
                        String::new()
                    };
                    format!("{v} = builtin.unrealized_conversion_cast %v : {et} to {t}{a}")
                }
            };
            body.push_str(&format!("{inner}{line}{loc}\n"));
        }
        body.push_str(&format!(
            "{inner}func.call {name}(%m, %i, %v) : ({mt}, index, {et}) -> ()\n"
        ));
        body.push_str(&format!("{inner}return\n"));
        text.push_str(&format!(
            "{indent}func.func {name}(%m: {mt}, %i: index, %v: {et}) {{\n{body}{indent}}}\n"
        ));
        text
    }
}

/// A type as it may appear in a result list: function types in parentheses.
fn wrap_fn_result(t: &str) -> String {
    if t.starts_with('(') {
        format!("({t})")
    } else {
        t.to_string()
    }
}
