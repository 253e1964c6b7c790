//! Vector ops of the JIT that are not element-wise (element-wise ones run lane by lane in
//! the translator's `op`): `extractelement`, `insertelement`, `shufflevector` and bitcasts
//! that regroup bits into other leaves.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, StackSlotData, StackSlotKind, types as cl};
use cranelift_module::Module;
use strata_ir::AttrData;
use strata_ir::ir::{OpId, ValueId};
use strata_llvm::ops::ConstantOp;

use super::super::layout::{Scalar, leaves_of, size_align};
use super::{FuncTranslator, Vals};
use crate::value::ExecResult;

impl<M: Module> FuncTranslator<'_, '_, M> {
    /// `extractelement`, `insertelement` and `shufflevector` on vectors held as lanes; a
    /// dynamic position selects among the lanes (one out of range gives lane 0's value or
    /// leaves the vector as is, both allowed for LLVM's poison).
    pub(super) fn vector_op(&mut self, op: OpId, short: &str) -> ExecResult<()> {
        let vec = self.get(op, self.body.operand(op, 0))?;
        match short {
            "extractelement" | "insertelement" => {
                let pos_at = if short == "extractelement" { 1 } else { 2 };
                let pv = self.body.operand(op, pos_at);
                let ps = self.scalar_of(op, self.body.value_type(pv))?;
                let pos = self.operand(op, pos_at)?;
                let constant = self.const_int(pv).map(|c| {
                    let c = if let Scalar::Int(w) = ps
                        && w < 64
                    {
                        c & ((1u64 << w) - 1)
                    } else {
                        c
                    };
                    usize::try_from(c).unwrap_or(usize::MAX)
                });
                if short == "extractelement" {
                    let v = match constant {
                        Some(c) => vec.get(c).or(vec.first()).copied(),
                        None => {
                            let pos = self.widen_u64(pos, ps);
                            let mut acc = vec.first().copied();
                            for (i, &x) in vec.iter().enumerate().skip(1) {
                                let hit = self.b.ins().icmp_imm_u(IntCC::Equal, pos, i as i64);
                                acc = acc.map(|a| self.b.ins().select(hit, x, a));
                            }
                            acc
                        }
                    };
                    let v = v.ok_or_else(|| self.err(op, "extractelement from an empty vector"))?;
                    self.set1(op, v);
                } else {
                    let x = self.operand(op, 1)?;
                    let mut out = vec.clone();
                    match constant {
                        Some(c) => {
                            if let Some(slot) = out.get_mut(c) {
                                *slot = x;
                            }
                        }
                        None => {
                            let pos = self.widen_u64(pos, ps);
                            for (i, slot) in out.iter_mut().enumerate() {
                                let hit = self.b.ins().icmp_imm_u(IntCC::Equal, pos, i as i64);
                                *slot = self.b.ins().select(hit, x, *slot);
                            }
                        }
                    }
                    self.set(op, out);
                }
            }
            _ => {
                let other = self.get(op, self.body.operand(op, 1))?;
                let mask = self
                    .attr(op, "mask")
                    .and_then(|a| strata_ods::i32_array(self.ctx, a))
                    .ok_or_else(|| self.err(op, "shufflevector without mask"))?;
                let rty = self.body.value_type(self.body.result(op, 0));
                let elem = match self.lanes(rty) {
                    Some((e, _)) => e,
                    None => self.scalar_of(op, rty)?,
                };
                let mut out = Vals::new();
                for m in mask {
                    let i = usize::try_from(m).ok();
                    let v = match i {
                        Some(i) if i < vec.len() => vec[i],
                        Some(i) if i - vec.len() < other.len() => other[i - vec.len()],
                        _ => self.zero(elem),
                    };
                    out.push(v);
                }
                self.set(op, out);
            }
        }
        Ok(())
    }

    /// The value of integer constant `v` (an `llvm.mlir.constant`), if it is one.
    pub(super) fn const_int(&self, v: ValueId) -> Option<u64> {
        let strata_ir::ir::ValueDef::Result { op, .. } = self.body.value(v).def else {
            return None;
        };
        if !ConstantOp::isa(self.ctx, self.body, op) {
            return None;
        }
        match self.ctx.attr_data(self.attr(op, "value")?) {
            AttrData::Integer { value, .. } => Some(value.low_u64()),
            _ => None,
        }
    }

    /// A `bitcast` that changes how the bits split into leaves (vectors to and from
    /// scalars or other vectors): through a stack slot.
    pub(super) fn bitcast_memory(&mut self, op: OpId) -> ExecResult<()> {
        let (fty, tty) = (
            self.body.value_type(self.body.operand(op, 0)),
            self.body.value_type(self.body.result(op, 0)),
        );
        let (fs, _) = size_align(self.ctx, fty).map_err(|m| self.err(op, m))?;
        let (ts, _) = size_align(self.ctx, tty).map_err(|m| self.err(op, m))?;
        let fl: u64 = leaves_of(self.ctx, fty)
            .map_err(|m| self.err(op, m))?
            .iter()
            .map(|l| l.scalar.size())
            .sum();
        let tl: u64 = leaves_of(self.ctx, tty)
            .map_err(|m| self.err(op, m))?
            .iter()
            .map(|l| l.scalar.size())
            .sum();
        if fl != tl {
            return Err(self.err(op, "bitcast between types of different sizes"));
        }
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            fs.max(ts).max(1) as u32,
            4,
        ));
        let addr = self.b.ins().stack_addr(cl::I64, slot, 0);
        let v = self.get(op, self.body.operand(op, 0))?;
        self.store_leaves(op, fty, &v, addr)?;
        let out = self.load_leaves(op, tty, addr)?;
        self.set(op, out);
        Ok(())
    }
}
