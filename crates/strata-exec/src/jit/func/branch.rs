//! Branches of the JIT: jumps to rotated loop headers (a copy of the header's exit test,
//! see [`super::super::cfg`]) and conditional branches in the order that keeps Cranelift's
//! loop-invariant code motion working.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{self, BlockArg, InstBuilder};
use cranelift_module::Module;
use strata_ir::ir::{BlockId, OpId, ValueId};

use super::{FuncTranslator, Vals};
use crate::value::ExecResult;

impl<M: Module> FuncTranslator<'_, '_, M> {
    /// A jump to rotated header `h`: a copy of its ops with its arguments bound to the
    /// jump's operands, then its conditional branch, forwarding the arguments the
    /// successors carry.
    pub(super) fn jump_rotated(&mut self, op: OpId, h: BlockId) -> ExecResult<()> {
        let mut bound = Vec::new();
        for v in self.body.successor_operand_values(op, 0) {
            bound.push(self.get(op, v)?);
        }
        let hargs = self.body.block_args(h).to_vec();
        let saved: Vec<(ValueId, Option<Vals>)> = hargs
            .iter()
            .zip(bound)
            .map(|(&a, vs)| (a, self.values.insert(a, vs)))
            .collect();
        let r = &self.cfg.rotated[&h];
        let (term, succs, carried) = (r.branch, r.succs, r.carried.clone());
        let hops: Vec<OpId> = self.body.block_ops(h).collect();
        for &o in &hops[..hops.len() - 1] {
            self.op(o)?;
        }
        let c = self.operand(term, 0)?;
        let mut targets = Vec::new();
        for (k, carried) in carried.iter().enumerate() {
            let mut args = self.succ_args(term, k)?;
            for &a in carried {
                args.extend(self.get(term, a)?.iter().map(|&x| BlockArg::Value(x)));
            }
            targets.push((self.succ_block(term, k)?, args));
        }
        let swap = self.cfg.swap_branch(h, succs[0], succs[1]);
        self.brif(c, &targets[0], &targets[1], swap);
        for (a, old) in saved {
            match old {
                Some(v) => self.values.insert(a, v),
                None => self.values.remove(&a),
            };
        }
        Ok(())
    }

    /// `brif c, t, f`, emitted as `brif !c, f, t` when `swap`.
    pub(super) fn brif(
        &mut self,
        c: ir::Value,
        t: &(ir::Block, Vec<BlockArg>),
        f: &(ir::Block, Vec<BlockArg>),
        swap: bool,
    ) {
        if swap {
            let nc = self.b.ins().icmp_imm_u(IntCC::Equal, c, 0);
            self.b.ins().brif(nc, f.0, &f.1, t.0, &t.1);
        } else {
            self.b.ins().brif(c, t.0, &t.1, f.0, &f.1);
        }
    }
}
