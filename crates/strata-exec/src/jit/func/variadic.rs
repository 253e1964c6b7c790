//! Calls of variadic C functions from JIT code (x86-64 System V), through the runtime's
//! register shims `__strata_vacall_i` and `__strata_vacall_f`.

use cranelift_codegen::ir::{InstBuilder, MemFlagsData, types as cl};
use cranelift_module::Module;
use strata_ir::ir::{OpId, ValueId};

use super::super::layout::{Scalar, leaves_of};
use super::FuncTranslator;
use crate::value::ExecResult;

/// Whether the host follows the x86-64 System V convention the register shims rely on
/// (x86-64 other than Windows).
const SYSTEM_V_X86_64: bool = cfg!(all(target_arch = "x86_64", not(target_os = "windows")));

impl<M: Module> FuncTranslator<'_, '_, M> {
    /// A call of a variadic C function (x86-64 System V): through a runtime shim that
    /// calls it with six integer and eight floating-point register arguments, which sets
    /// `%al` as the convention requires (Cranelift cannot). Integers and pointers fill the
    /// integer registers in order, floats the vector registers, as the convention assigns
    /// them; arguments that would go on the stack are not supported.
    pub(super) fn variadic_call(
        &mut self,
        op: OpId,
        direct: Option<&str>,
        operands: &[ValueId],
        args: &[ValueId],
    ) -> ExecResult<()> {
        if !SYSTEM_V_X86_64 {
            return Err(self.err(
                op,
                "the cranelift backend calls variadic functions only on x86-64 System V targets",
            ));
        }
        let callee = match direct {
            Some(name) => {
                let f = self.func_ref(op, name)?;
                self.b.ins().func_addr(cl::I64, f)
            }
            None => self.get1(op, operands[0])?,
        };
        let (mut gp, mut fp) = (Vec::new(), Vec::new());
        for &a in args {
            let ls = leaves_of(self.ctx, self.body.value_type(a)).map_err(|m| self.err(op, m))?;
            let vs = self.get(op, a)?;
            if ls.len() != 1 {
                return Err(self.err(
                    op,
                    "the cranelift backend does not support aggregate arguments of variadic calls",
                ));
            }
            let (s, v) = (ls[0].scalar, vs[0]);
            match s {
                Scalar::F64 => fp.push(v),
                Scalar::F32 => {
                    // The float's bits in the low half of the register.
                    let bits = self.b.ins().bitcast(cl::I32, MemFlagsData::new(), v);
                    let bits = self.b.ins().uextend(cl::I64, bits);
                    fp.push(self.b.ins().bitcast(cl::F64, MemFlagsData::new(), bits));
                }
                Scalar::F16 | Scalar::BF16 => {
                    return Err(self.err(
                        op,
                        "the cranelift backend does not support half floats in variadic calls",
                    ));
                }
                Scalar::Ptr => gp.push(v),
                Scalar::Int(_) => gp.push(self.widen_i64(v, s)),
            }
        }
        if gp.len() > 6 || fp.len() > 8 {
            return Err(self.err(
                op,
                "the cranelift backend supports variadic calls with at most 6 integer and 8 \
                 floating-point arguments",
            ));
        }
        let zero = self.b.ins().iconst(cl::I64, 0);
        gp.resize(6, zero);
        let fzero = self.b.ins().f64const(0.0);
        fp.resize(8, fzero);
        let mut all = vec![callee];
        all.extend(gp);
        all.extend(fp);
        let result = self.body.results(op).next();
        let rs = match result {
            None => None,
            Some(r) => Some(self.scalar_of(op, self.body.value_type(r))?),
        };
        let v = match rs {
            None => {
                self.call_lib("__strata_vacall_i", &all, cl::I64)?;
                return Ok(());
            }
            Some(Scalar::F64) => self.call_lib("__strata_vacall_f", &all, cl::F64)?,
            Some(Scalar::F32) => {
                let d = self.call_lib("__strata_vacall_f", &all, cl::F64)?;
                let bits = self.b.ins().bitcast(cl::I64, MemFlagsData::new(), d);
                let bits = self.b.ins().ireduce(cl::I32, bits);
                self.b.ins().bitcast(cl::F32, MemFlagsData::new(), bits)
            }
            Some(s @ Scalar::Int(_)) => {
                let v = self.call_lib("__strata_vacall_i", &all, cl::I64)?;
                let v = if s.cl() == cl::I64 {
                    v
                } else {
                    self.b.ins().ireduce(s.cl(), v)
                };
                self.fix_i1(s, v)
            }
            Some(Scalar::Ptr) => self.call_lib("__strata_vacall_i", &all, cl::I64)?,
            Some(_) => {
                return Err(self.err(
                    op,
                    "the cranelift backend does not support this result of a variadic call",
                ));
            }
        };
        self.set1(op, v);
        Ok(())
    }
}
