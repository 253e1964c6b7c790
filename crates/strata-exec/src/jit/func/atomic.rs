//! Atomics of the JIT: `llvm.atomicrmw` (Cranelift's `atomic_rmw` for the integer
//! operations it has, a compare-and-swap loop on the bit pattern for the others),
//! `llvm.cmpxchg` (`atomic_cas`) and `llvm.fence`. Cranelift's atomics are sequentially
//! consistent, which is correct for every weaker ordering.

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{self, AtomicRmwOp, BlockArg, InstBuilder, MemFlagsData, types as cl};
use cranelift_module::Module;
use smallvec::SmallVec;
use strata_ir::ir::OpId;
use strata_llvm::attrs::AtomicBinOp;

use super::super::layout::Scalar;
use super::FuncTranslator;
use crate::value::ExecResult;

fn atomic_flags() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

impl<M: Module> FuncTranslator<'_, '_, M> {
    /// The integer type an atomic access of a `s` value uses, or an error for widths
    /// Cranelift cannot access atomically.
    fn atomic_type(&self, op: OpId, s: Scalar) -> ExecResult<cl::Type> {
        match s {
            Scalar::Int(w @ (8 | 16 | 32 | 64)) => Ok(cl::Type::int(w as u16).unwrap_or(cl::I64)),
            Scalar::Int(w) => Err(self.err(
                op,
                format!("the cranelift backend cannot access i{w} atomically (only i8, i16, i32 and i64)"),
            )),
            Scalar::Ptr => Ok(cl::I64),
            Scalar::F16 | Scalar::BF16 => Ok(cl::I16),
            Scalar::F32 => Ok(cl::I32),
            Scalar::F64 => Ok(cl::I64),
        }
    }

    /// A value of scalar type `s` as the integer bits an atomic access uses.
    fn as_atomic_bits(&mut self, s: Scalar, v: ir::Value) -> ir::Value {
        match s {
            Scalar::F32 => self.b.ins().bitcast(cl::I32, MemFlagsData::new(), v),
            Scalar::F64 => self.b.ins().bitcast(cl::I64, MemFlagsData::new(), v),
            _ => v,
        }
    }

    /// The inverse of `as_atomic_bits`.
    fn of_atomic_bits(&mut self, s: Scalar, v: ir::Value) -> ir::Value {
        match s {
            Scalar::F32 => self.b.ins().bitcast(cl::F32, MemFlagsData::new(), v),
            Scalar::F64 => self.b.ins().bitcast(cl::F64, MemFlagsData::new(), v),
            _ => v,
        }
    }

    /// `llvm.atomicrmw`.
    pub(super) fn atomicrmw(&mut self, op: OpId) -> ExecResult<()> {
        let ty = self.body.value_type(self.body.operand(op, 1));
        if self.lanes(ty).is_some() {
            return Err(self.err(
                op,
                "the cranelift backend does not support 'llvm.atomicrmw' on vectors",
            ));
        }
        let bin_op = self
            .attr(op, "bin_op")
            .and_then(|a| AtomicBinOp::case(self.ctx, a))
            .map(AtomicBinOp::keyword)
            .ok_or_else(|| self.err(op, "atomicrmw without bin_op"))?;
        let s = self.operand_scalar(op, 1)?;
        let at = self.atomic_type(op, s)?;
        let addr = self.operand(op, 0)?;
        let val = self.operand(op, 1)?;
        let rmw = match bin_op {
            "xchg" => Some(AtomicRmwOp::Xchg),
            "add" => Some(AtomicRmwOp::Add),
            "sub" => Some(AtomicRmwOp::Sub),
            "_and" => Some(AtomicRmwOp::And),
            "nand" => Some(AtomicRmwOp::Nand),
            "_or" => Some(AtomicRmwOp::Or),
            "_xor" => Some(AtomicRmwOp::Xor),
            "max" => Some(AtomicRmwOp::Smax),
            "min" => Some(AtomicRmwOp::Smin),
            "umax" => Some(AtomicRmwOp::Umax),
            "umin" => Some(AtomicRmwOp::Umin),
            _ => None,
        };
        if let Some(rmw) = rmw {
            let x = self.as_atomic_bits(s, val);
            let old = self.b.ins().atomic_rmw(at, atomic_flags(), rmw, addr, x);
            let old = self.of_atomic_bits(s, old);
            self.set1(op, old);
            return Ok(());
        }
        let is_float = matches!(s, Scalar::F32 | Scalar::F64 | Scalar::F16 | Scalar::BF16);
        let float_op = matches!(
            bin_op,
            "fadd" | "fsub" | "fmax" | "fmin" | "fmaximum" | "fminimum"
        );
        let int_op = matches!(bin_op, "uinc_wrap" | "udec_wrap" | "usub_cond" | "usub_sat");
        if !(float_op && is_float || int_op && matches!(s, Scalar::Int(_))) {
            return Err(self.err(
                op,
                format!(
                    "the cranelift backend does not support 'llvm.atomicrmw {bin_op}' on this type"
                ),
            ));
        }
        // A compare-and-swap loop: `old` is the last value seen in memory.
        let init = self.b.ins().load(at, atomic_flags(), addr, 0);
        let head = self.b.create_block();
        let done = self.b.create_block();
        let old = self.b.append_block_param(head, at);
        let res = self.b.append_block_param(done, at);
        self.b.ins().jump(head, &[BlockArg::Value(init)]);
        self.b.switch_to_block(head);
        let new = if float_op {
            let x = self.of_atomic_bits(s, old);
            let n = self.float_rmw(s, bin_op, x, val)?;
            self.as_atomic_bits(s, n)
        } else {
            self.int_rmw(bin_op, old, val)
        };
        let got = self.b.ins().atomic_cas(atomic_flags(), addr, old, new);
        let ok = self.b.ins().icmp(IntCC::Equal, got, old);
        self.b.ins().brif(
            ok,
            done,
            &[BlockArg::Value(got)],
            head,
            &[BlockArg::Value(got)],
        );
        self.b.switch_to_block(done);
        let r = self.of_atomic_bits(s, res);
        self.set1(op, r);
        Ok(())
    }

    /// `bin_op` of the float operations on `x` and `y` (of type `s`).
    fn float_rmw(
        &mut self,
        s: Scalar,
        bin_op: &str,
        x: ir::Value,
        y: ir::Value,
    ) -> ExecResult<ir::Value> {
        if s.is_half() {
            let xf = self.half_to_f32(s, x)?;
            let yf = self.half_to_f32(s, y)?;
            let r = self.float_rmw(Scalar::F32, bin_op, xf, yf)?;
            return self.half_from(s, r);
        }
        let ins = self.b.ins();
        Ok(match bin_op {
            "fadd" => ins.fadd(x, y),
            "fsub" => ins.fsub(x, y),
            "fmaximum" => ins.fmax(x, y),
            "fminimum" => ins.fmin(x, y),
            _ => {
                // `fmax`/`fmin` are `maxnum`/`minnum`: the non-NaN operand when one is NaN.
                let m = if bin_op == "fmax" {
                    self.b.ins().fmax(x, y)
                } else {
                    self.b.ins().fmin(x, y)
                };
                let x_nan = self.b.ins().fcmp(FloatCC::Unordered, x, x);
                let y_nan = self.b.ins().fcmp(FloatCC::Unordered, y, y);
                let m = self.b.ins().select(y_nan, x, m);
                self.b.ins().select(x_nan, y, m)
            }
        })
    }

    /// The integer operations Cranelift has no `atomic_rmw` for, on `old` and `v`.
    fn int_rmw(&mut self, bin_op: &str, old: ir::Value, v: ir::Value) -> ir::Value {
        let ty = self.b.func.dfg.value_type(old);
        let zero = self.b.ins().iconst(ty, 0);
        let ge = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, old, v);
        match bin_op {
            "uinc_wrap" => {
                let inc = self.b.ins().iadd_imm_s(old, 1);
                self.b.ins().select(ge, zero, inc)
            }
            "udec_wrap" => {
                let dec = self.b.ins().iadd_imm_s(old, -1);
                let is_zero = self.b.ins().icmp(IntCC::Equal, old, zero);
                let gt = self.b.ins().icmp(IntCC::UnsignedGreaterThan, old, v);
                let wrap = self.b.ins().bor(is_zero, gt);
                self.b.ins().select(wrap, v, dec)
            }
            "usub_cond" => {
                let d = self.b.ins().isub(old, v);
                self.b.ins().select(ge, d, old)
            }
            _ => {
                let d = self.b.ins().isub(old, v);
                self.b.ins().select(ge, d, zero)
            }
        }
    }

    /// `llvm.cmpxchg`: the struct `{old, old == cmp}`.
    pub(super) fn cmpxchg(&mut self, op: OpId) -> ExecResult<()> {
        let s = self.operand_scalar(op, 2)?;
        let at = self.atomic_type(op, s)?;
        debug_assert!(at.is_int());
        let addr = self.operand(op, 0)?;
        let cmp = self.operand(op, 1)?;
        let val = self.operand(op, 2)?;
        let old = self.b.ins().atomic_cas(atomic_flags(), addr, cmp, val);
        let ok = self.b.ins().icmp(IntCC::Equal, old, cmp);
        self.set(op, SmallVec::from_slice(&[old, ok]));
        Ok(())
    }
}
