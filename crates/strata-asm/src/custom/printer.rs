//! [`OpAsmPrinter`]: what a custom print hook sees of the printer (MLIR's
//! `OpAsmPrinter`). The same hook also runs in an alias-collecting mode, where text is
//! dropped and types, attributes and regions are visited for `#alias`/`!alias` discovery,
//! so alias choices follow exactly what the custom form prints.

use smallvec::SmallVec;
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueId};
use strata_ir::{AttrData, Attribute, Context, NamedAttribute, Type, TypeData};

use crate::printer::alias::AliasCollector;
use crate::printer::asm::Elision;
use crate::printer::ops::{OpFlags, OpPrinter, all_attrs, collect_region_aliases};
use crate::printer::text::push_symbol_ref;

/// Where the hook's output goes.
pub(crate) enum Mode<'a, 'c, 'o, 'n> {
    Print(&'a mut OpPrinter<'c, 'o, 'n>),
    Collect(&'a mut AliasCollector<'c>, OpFlags),
}

/// The printer as a custom print hook sees it: prints the custom form of one op.
pub struct OpAsmPrinter<'a, 'c, 'o, 'n> {
    mode: Mode<'a, 'c, 'o, 'n>,
    ctx: &'c Context,
    body: &'a Body,
    op: OpId,
}

impl<'a, 'c, 'o, 'n> OpAsmPrinter<'a, 'c, 'o, 'n> {
    pub(crate) fn new(
        mode: Mode<'a, 'c, 'o, 'n>,
        ctx: &'c Context,
        body: &'a Body,
        op: OpId,
    ) -> Self {
        OpAsmPrinter {
            mode,
            ctx,
            body,
            op,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }

    /// The body holding the op.
    pub fn body(&self) -> &'a Body {
        self.body
    }

    /// The op being printed.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The op's inherent and discardable attributes, merged and sorted by name.
    pub fn attrs(&self) -> SmallVec<[NamedAttribute; 4]> {
        all_attrs(self.ctx, self.body, self.op)
    }

    /// Whether `--mlir-print-debuginfo` is on.
    pub fn debug_info(&self) -> bool {
        match &self.mode {
            Mode::Print(p) => p.flags.debug_info,
            Mode::Collect(_, f) => f.debug_info,
        }
    }

    /// Raw text.
    pub fn write(&mut self, text: &str) {
        if let Mode::Print(p) = &mut self.mode {
            p.p.out.push_str(text);
        }
    }

    /// A value as `%name` (with `#N` for a result of a multi-result op).
    pub fn print_operand(&mut self, v: ValueId) {
        if let Mode::Print(p) = &mut self.mode {
            let bi = p.body_idx(self.body);
            p.names.push_value(p.p.out, bi, self.body, v, true);
        }
    }

    /// Values separated by `, `.
    pub fn print_operands(&mut self, values: impl IntoIterator<Item = ValueId>) {
        for (i, v) in values.into_iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_operand(v);
        }
    }

    /// A type (or its alias).
    pub fn print_type(&mut self, ty: Type) {
        match &mut self.mode {
            Mode::Print(p) => p.p.print_type(ty),
            Mode::Collect(c, _) => {
                c.visit_type(ty, false);
            }
        }
    }

    /// Types separated by `, `.
    pub fn print_types(&mut self, types: impl IntoIterator<Item = Type>) {
        for (i, t) in types.into_iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(t);
        }
    }

    /// `(inputs) -> results`, the results in parentheses unless there is exactly one that
    /// is not a function type (MLIR's `printFunctionalType`).
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.write("(");
        self.print_types(inputs.iter().copied());
        self.write(") -> ");
        let wrap = results.len() != 1
            || matches!(self.ctx.type_data(results[0]), TypeData::Function { .. });
        if wrap {
            self.write("(");
        }
        self.print_types(results.iter().copied());
        if wrap {
            self.write(")");
        }
    }

    /// An attribute (or its alias), with its type where the syntax shows one.
    pub fn print_attribute(&mut self, attr: Attribute) {
        match &mut self.mode {
            Mode::Print(p) => p.p.print_attribute(attr, Elision::Never),
            Mode::Collect(c, _) => {
                c.visit_attr(attr, false, false);
            }
        }
    }

    /// `@name`, quoted if needed.
    pub fn print_symbol_name(&mut self, name: impl AsRef<[u8]>) {
        if let Mode::Print(p) = &mut self.mode {
            push_symbol_ref(p.p.out, name.as_ref());
        }
    }

    /// ` {a = 1, b}` of the entries not named in `elided`; nothing if none is left.
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        self.attr_dict(attrs, elided, false);
    }

    /// ` attributes {a = 1, b}` of the entries not named in `elided`; nothing if none is
    /// left.
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[NamedAttribute],
        elided: &[&str],
    ) {
        self.attr_dict(attrs, elided, true);
    }

    fn attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let kept: SmallVec<[NamedAttribute; 4]> = attrs
            .iter()
            .filter(|a| !elided.contains(&ctx.ident_str(a.name)))
            .copied()
            .collect();
        if kept.is_empty() {
            return;
        }
        match &mut self.mode {
            Mode::Print(p) => {
                if keyword {
                    p.p.out.push_str(" attributes");
                }
                p.p.out.push_str(" {");
                p.p.print_named_attributes(&kept);
                p.p.out.push('}');
            }
            Mode::Collect(c, _) => {
                for a in kept {
                    c.visit_attr(a.value, false, false);
                }
            }
        }
    }

    /// A region of the op: `{`, its blocks, `}`. The entry block's header is printed when
    /// `print_entry_args` and it has arguments (or when `print_empty_block` and it is
    /// empty); a trailing terminator is left out unless `print_terminators`.
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        let rbody = self.body.regions_body(self.op);
        match &mut self.mode {
            Mode::Print(p) => p.print_region(
                rbody,
                region,
                print_entry_args,
                print_terminators,
                print_empty_block,
            ),
            Mode::Collect(c, flags) => collect_region_aliases(
                c,
                self.ctx,
                rbody,
                region,
                *flags,
                print_entry_args,
                print_terminators,
            ),
        }
    }

    /// An entry-block argument of one of the op's regions, as written before the region:
    /// `%arg0: type {attrs}` (and `loc(...)` with debug info).
    pub fn print_region_argument(&mut self, arg: ValueId, attrs: &[NamedAttribute]) {
        self.print_region_argument_as(arg, attrs, true);
    }

    /// An entry-block argument written without its type (`%i` and, with debug info,
    /// `loc(...)`), as `affine.for` writes its induction variable (MLIR's
    /// `printRegionArgument` with `omitType`).
    pub fn print_region_argument_untyped(&mut self, arg: ValueId) {
        self.print_region_argument_as(arg, &[], false);
    }

    fn print_region_argument_as(&mut self, arg: ValueId, attrs: &[NamedAttribute], typed: bool) {
        let rbody = self.body.regions_body(self.op);
        let loc = match rbody.value(arg).def {
            strata_ir::ir::ValueDef::BlockArg { block, index } => {
                Some(rbody.block_arg_loc(block, index as usize))
            }
            _ => None,
        };
        match &mut self.mode {
            Mode::Print(p) => {
                let bi = p.body_idx(rbody);
                p.names.push_value(p.p.out, bi, rbody, arg, true);
                if typed {
                    p.p.out.push_str(": ");
                    p.p.print_type(rbody.value_type(arg));
                }
            }
            Mode::Collect(c, _) => {
                if typed {
                    c.visit_type(rbody.value_type(arg), false);
                }
            }
        }
        // As mlir-opt, the attributes of a region argument are printed but not collected
        // for aliases (they print in full unless something else gave them an alias).
        if let Mode::Print(_) = &self.mode {
            self.print_optional_attr_dict(attrs, &[]);
        }
        if let Some(loc) = loc
            && self.debug_info()
        {
            let loc = loc.attr(self.ctx);
            match &mut self.mode {
                Mode::Print(p) => {
                    p.p.out.push(' ');
                    p.p.print_location(loc, false);
                }
                Mode::Collect(c, _) => {
                    c.visit_attr(loc, false, false);
                }
            }
        }
    }

    /// A newline, then the op's own indentation (MLIR's `printNewline`).
    pub fn print_newline(&mut self) {
        if let Mode::Print(p) = &mut self.mode {
            p.p.out.push('\n');
            crate::printer::text::push_indent(p.p.out, p.indent);
        }
    }

    /// `^bbN`.
    pub fn print_successor(&mut self, block: BlockId) {
        if let Mode::Print(p) = &mut self.mode {
            let bi = p.body_idx(self.body);
            p.names.push_block(p.p.out, bi, block);
        }
    }

    /// `^bbN` or `^bbN(%a, %b : t1, t2)` for successor `index` of the op.
    pub fn print_successor_and_use_list(&mut self, index: usize) {
        let body = self.body;
        let Some(&succ) = body.successors(self.op).get(index) else {
            return;
        };
        let before: u32 = body.successors(self.op)[..index]
            .iter()
            .map(|s| s.num_operands)
            .sum();
        let start = body.num_non_successor_operands(self.op) + before as usize;
        let values: SmallVec<[ValueId; 4]> = (start..start + succ.num_operands as usize)
            .map(|i| body.operand(self.op, i))
            .collect();
        self.print_successor(succ.block);
        if values.is_empty() {
            return;
        }
        self.write("(");
        self.print_operands(values.iter().copied());
        self.write(" : ");
        self.print_types(values.iter().map(|&v| body.value_type(v)));
        self.write(")");
    }

    /// Whether `attr` is a string attribute, and its text (invalid UTF-8 replaced).
    pub fn string_value(&self, attr: Attribute) -> Option<String> {
        self.string_bytes(attr)
            .map(|v| String::from_utf8_lossy(v).into_owned())
    }

    /// Whether `attr` is a string attribute, and its bytes.
    pub fn string_bytes(&self, attr: Attribute) -> Option<&'c [u8]> {
        match self.ctx.attr_data(attr) {
            AttrData::String { value, .. } => Some(value),
            _ => None,
        }
    }
}
