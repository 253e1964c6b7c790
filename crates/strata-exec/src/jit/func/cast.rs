//! Casts of the JIT between scalar types (`trunc`, `zext`, `sext`, float conversions,
//! `ptrtoint`, `inttoptr`, same-width `bitcast`).

use cranelift_codegen::ir::{InstBuilder, MemFlagsData, types as cl};
use cranelift_module::Module;
use strata_ir::ir::OpId;

use super::super::layout::Scalar;
use super::FuncTranslator;
use crate::value::ExecResult;

impl<M: Module> FuncTranslator<'_, '_, M> {
    pub(super) fn cast(&mut self, op: OpId, short: &str) -> ExecResult<()> {
        let from = self.operand_scalar(op, 0)?;
        self.cast_with(op, short, from)
    }

    /// A cast whose operand is of scalar type `from`.
    pub(super) fn cast_with(&mut self, op: OpId, short: &str, from: Scalar) -> ExecResult<()> {
        let to = self.result_scalar(op)?;
        let x = self.operand(op, 0)?;
        let (ft, tt) = (from.cl(), to.cl());
        let v = match short {
            "trunc" => {
                let v = if ft == tt {
                    x
                } else {
                    self.b.ins().ireduce(tt, x)
                };
                self.fix_i1(to, v)
            }
            "zext" if ft == tt => x,
            "zext" => self.b.ins().uextend(tt, x),
            "sext" => {
                let x = self.signed_i1(from, x);
                let v = if ft == tt {
                    x
                } else {
                    self.b.ins().sextend(tt, x)
                };
                self.fix_i1(to, v)
            }
            "fptrunc" if ft == tt => x,
            "fptrunc" => self.b.ins().fdemote(tt, x),
            "fpext" if ft == tt => x,
            "fpext" => self.b.ins().fpromote(tt, x),
            "sitofp" | "uitofp" => {
                let signed = short == "sitofp";
                let x = if ft.bits() < 32 {
                    if signed {
                        let x = self.signed_i1(from, x);
                        self.b.ins().sextend(cl::I32, x)
                    } else {
                        self.b.ins().uextend(cl::I32, x)
                    }
                } else {
                    x
                };
                if signed {
                    self.b.ins().fcvt_from_sint(tt, x)
                } else {
                    self.b.ins().fcvt_from_uint(tt, x)
                }
            }
            "fptosi" | "fptoui" => {
                let wide = if tt.bits() < 32 { cl::I32 } else { tt };
                let v = if short == "fptosi" {
                    self.b.ins().fcvt_to_sint_sat(wide, x)
                } else {
                    self.b.ins().fcvt_to_uint_sat(wide, x)
                };
                let v = if wide == tt {
                    v
                } else {
                    self.b.ins().ireduce(tt, v)
                };
                self.fix_i1(to, v)
            }
            "ptrtoint" | "inttoptr" if ft == tt => x,
            "ptrtoint" | "inttoptr" => {
                if ft.bits() > tt.bits() {
                    self.b.ins().ireduce(tt, x)
                } else {
                    self.b.ins().uextend(tt, x)
                }
            }
            "addrspacecast" => x,
            _ => {
                // bitcast
                if ft == tt {
                    x
                } else if ft.bits() == tt.bits() {
                    self.b.ins().bitcast(tt, MemFlagsData::new(), x)
                } else {
                    return Err(self.err(op, "bitcast between types of different sizes"));
                }
            }
        };
        self.set1(op, v);
        Ok(())
    }
}
