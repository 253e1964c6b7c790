//! LLVM IR text of the atomic ops (`atomicrmw`, `cmpxchg`, `fence`) and of the
//! intrinsics with operand bundles or immediate arguments (`llvm.assume`,
//! `llvm.prefetch`).

use std::fmt::Write as _;

use strata_ir::Context;
use strata_ir::ir::{Body, OpId};
use strata_ods::i32_array;

use super::{Names, TResult, Translator, alignment_or, mangle_type};
use crate::attrs::{AtomicBinOp, AtomicOrdering, int_value};
use crate::ops::bundle_tags;

fn ordering(ctx: &Context, body: &Body, op: OpId, name: &str) -> &'static str {
    let case = strata_ir::symbols::op_attr(ctx, body, op, name)
        .and_then(|a| AtomicOrdering::case(ctx, a))
        .unwrap_or(0);
    AtomicOrdering::keyword(case)
}

/// ` syncscope("x")` or nothing.
fn syncscope(ctx: &Context, body: &Body, op: OpId) -> String {
    match strata_ir::symbols::op_attr(ctx, body, op, "syncscope").map(|a| ctx.attr_data(a)) {
        Some(strata_ir::AttrData::String { value, .. }) => {
            format!(" syncscope(\"{}\")", super::escape_bytes(value))
        }
        _ => String::new(),
    }
}

fn flag(ctx: &Context, body: &Body, op: OpId, name: &str, text: &'static str) -> &'static str {
    if strata_ir::symbols::op_attr(ctx, body, op, name).is_some() {
        text
    } else {
        ""
    }
}

impl Translator<'_> {
    /// `atomicrmw`, `cmpxchg` or `fence` (`short` is the op name without `llvm.`).
    pub(super) fn atomic(
        &mut self,
        body: &Body,
        names: &mut Names,
        op: OpId,
        short: &str,
    ) -> TResult<String> {
        let ctx = self.ctx;
        let scope = syncscope(ctx, body, op);
        if short == "fence" {
            return Ok(format!(
                "fence{scope} {}",
                ordering(ctx, body, op, "ordering")
            ));
        }
        let vol = flag(ctx, body, op, "volatile_", "volatile ");
        let ptr = self.typed(body, names, body.operand(op, 0))?;
        let val_ty = body.value_type(body.operand(op, body.num_operands(op) - 1));
        let align = alignment_or(
            ctx,
            strata_ir::symbols::op_attr(ctx, body, op, "alignment"),
            // IRBuilder's default for atomics: the value's store size.
            crate::layout::store_size(ctx, val_ty),
        );
        let mut s = if short == "atomicrmw" {
            let bin_op = strata_ir::symbols::op_attr(ctx, body, op, "bin_op")
                .and_then(|a| AtomicBinOp::case(ctx, a))
                .unwrap_or(0);
            let kw = AtomicBinOp::keyword(bin_op).trim_start_matches('_');
            let val = self.typed(body, names, body.operand(op, 1))?;
            let ord = ordering(ctx, body, op, "ordering");
            format!("atomicrmw {vol}{kw} {ptr}, {val}{scope} {ord}")
        } else {
            let weak = flag(ctx, body, op, "weak", "weak ");
            let cmp = self.typed(body, names, body.operand(op, 1))?;
            let val = self.typed(body, names, body.operand(op, 2))?;
            let succ = ordering(ctx, body, op, "success_ordering");
            let fail = ordering(ctx, body, op, "failure_ordering");
            format!("cmpxchg {weak}{vol}{ptr}, {cmp}, {val}{scope} {succ} {fail}")
        };
        if let Some(al) = align {
            let _ = write!(s, ", align {al}");
        }
        s.push_str(&self.tbaa_attachment(body, op)?);
        s.push_str(&self.scope_attachments(body, op)?);
        let r = self.result_name(body, names, op).unwrap_or_default();
        Ok(format!("{r} = {s}"))
    }

    /// `call void @llvm.assume(i1 %c) [ "tag"(args), ... ]`.
    pub(super) fn assume(&mut self, body: &Body, names: &mut Names, op: OpId) -> TResult<String> {
        let ctx = self.ctx;
        let cond = self.typed(body, names, body.operand(op, 0))?;
        let sizes = strata_ir::symbols::op_attr(ctx, body, op, "op_bundle_sizes")
            .and_then(|a| i32_array(ctx, a))
            .unwrap_or_default();
        let tags = bundle_tags(ctx, body, op).unwrap_or_default();
        let operands: Vec<_> = body.operands(op).skip(1).collect();
        let mut bundles = Vec::new();
        let mut at = 0usize;
        for (&n, tag) in sizes.iter().zip(&tags) {
            let n = n.max(0) as usize;
            let mut args = Vec::new();
            for &v in operands.get(at..at + n).unwrap_or(&[]) {
                args.push(self.typed(body, names, v)?);
            }
            at += n;
            bundles.push(format!(
                "\"{}\"({})",
                super::escape_bytes(tag),
                args.join(", ")
            ));
        }
        self.declare(
            "llvm.assume",
            "declare void @llvm.assume(i1 noundef)".into(),
            "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)",
        );
        let mut call = format!("call void @llvm.assume({cond})");
        if !bundles.is_empty() {
            let _ = write!(call, " [ {} ]", bundles.join(", "));
        }
        Ok(call)
    }

    /// `call void @llvm.prefetch.pN(ptr %p, i32 rw, i32 hint, i32 cache)`.
    pub(super) fn prefetch(&mut self, body: &Body, names: &mut Names, op: OpId) -> TResult<String> {
        let ctx = self.ctx;
        let addr = body.operand(op, 0);
        let ptr_ty = body.value_type(addr);
        let p = self.typed(body, names, addr)?;
        let t = self.ty(ptr_ty);
        let name = format!("llvm.prefetch.{}", mangle_type(self, ptr_ty));
        let imm = |n: &str| {
            strata_ir::symbols::op_attr(ctx, body, op, n)
                .and_then(|a| int_value(ctx, a, 32))
                .unwrap_or(0) as u32 as i32
        };
        let (rw, hint, cache) = (imm("rw"), imm("hint"), imm("cache"));
        self.declare(
            &name,
            format!(
                "declare void @{name}({t} readonly captures(none), i32 immarg, i32 immarg, i32 immarg)"
            ),
            "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)",
        );
        Ok(format!(
            "call void @{name}({p}, i32 {rw}, i32 {hint}, i32 {cache})"
        ))
    }

    /// Declares intrinsic `name` once, in order of first use.
    pub(super) fn declare(&mut self, name: &str, decl: String, attrs: &'static str) {
        if !self.intrinsics.iter().any(|(n, _, _)| n == name) {
            self.intrinsics.push((name.to_string(), decl, attrs));
        }
    }
}
