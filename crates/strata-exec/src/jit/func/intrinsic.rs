//! `llvm.intr.*` ops in the JIT: float and integer intrinsics as Cranelift instructions
//! or library calls, memory intrinsics as calls of the C library, and hints (lifetime
//! markers, `assume`, alias-scope declarations) as nothing.

use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::{InstBuilder, types as cl};
use cranelift_module::Module;
use strata_ir::ir::OpId;

use super::super::layout::Scalar;
use super::FuncTranslator;
use crate::value::ExecResult;

impl<M: Module> FuncTranslator<'_, '_, M> {
    /// An `llvm.intr.*` op (`short` is the name after `llvm.intr.`).
    pub(super) fn intrinsic(&mut self, op: OpId, short: &str) -> ExecResult<()> {
        let n = self.body.num_operands(op);
        let mut xs = Vec::with_capacity(n);
        for i in 0..n {
            xs.push(self.operand(op, i)?);
        }
        let result = match self.body.results(op).next() {
            Some(r) => Some(self.scalar_of(op, self.body.value_type(r))?),
            None => None,
        };
        let f32_ = result == Some(Scalar::F32);
        let libm = |n32: &'static str, n64: &'static str| if f32_ { n32 } else { n64 };
        let rt = result.map(Scalar::cl).unwrap_or(cl::I64);
        let v = match (short, xs.as_slice()) {
            ("fmuladd" | "fma", &[a, b, c]) => self.b.ins().fma(a, b, c),
            ("fabs", &[a]) => self.b.ins().fabs(a),
            ("sqrt", &[a]) => self.b.ins().sqrt(a),
            ("floor", &[a]) => self.b.ins().floor(a),
            ("ceil", &[a]) => self.b.ins().ceil(a),
            ("trunc", &[a]) => self.b.ins().trunc(a),
            ("roundeven" | "rint", &[a]) => self.b.ins().nearest(a),
            ("copysign", &[a, b]) => self.b.ins().fcopysign(a, b),
            ("maximum", &[a, b]) => self.b.ins().fmax(a, b),
            ("minimum", &[a, b]) => self.b.ins().fmin(a, b),
            ("maxnum" | "minnum", &[a, b]) => {
                // The non-NaN operand when one is NaN.
                let m = if short == "maxnum" {
                    self.b.ins().fmax(a, b)
                } else {
                    self.b.ins().fmin(a, b)
                };
                let a_nan = self.b.ins().fcmp(FloatCC::Unordered, a, a);
                let b_nan = self.b.ins().fcmp(FloatCC::Unordered, b, b);
                let m = self.b.ins().select(b_nan, a, m);
                self.b.ins().select(a_nan, b, m)
            }
            ("exp", &[a]) => self.call_lib(libm("expf", "exp"), &[a], rt)?,
            ("exp2", &[a]) => self.call_lib(libm("exp2f", "exp2"), &[a], rt)?,
            ("log", &[a]) => self.call_lib(libm("logf", "log"), &[a], rt)?,
            ("log2", &[a]) => self.call_lib(libm("log2f", "log2"), &[a], rt)?,
            ("log10", &[a]) => self.call_lib(libm("log10f", "log10"), &[a], rt)?,
            ("sin", &[a]) => self.call_lib(libm("sinf", "sin"), &[a], rt)?,
            ("cos", &[a]) => self.call_lib(libm("cosf", "cos"), &[a], rt)?,
            ("round", &[a]) => self.call_lib(libm("roundf", "round"), &[a], rt)?,
            ("pow", &[a, b]) => self.call_lib(libm("powf", "pow"), &[a, b], rt)?,
            ("powi", &[a, b]) => {
                let s = self.operand_scalar(op, 1)?;
                let b = if s.cl() == cl::I32 {
                    b
                } else if s.cl().bits() > 32 {
                    self.b.ins().ireduce(cl::I32, b)
                } else {
                    self.b.ins().sextend(cl::I32, b)
                };
                self.call_lib(libm("__strata_powif", "__strata_powi"), &[a, b], rt)?
            }
            ("smax" | "smin", &[a, b]) => {
                let s = self.operand_scalar(op, 0)?;
                let (a, b) = (self.signed_i1(s, a), self.signed_i1(s, b));
                if short == "smax" {
                    self.b.ins().smax(a, b)
                } else {
                    self.b.ins().smin(a, b)
                }
            }
            ("umax", &[a, b]) => self.b.ins().umax(a, b),
            ("umin", &[a, b]) => self.b.ins().umin(a, b),
            ("ctpop", &[a]) => self.b.ins().popcnt(a),
            ("bitreverse" | "bswap" | "ctlz" | "cttz", &[a]) => {
                let s = self.operand_scalar(op, 0)?;
                let (w, c) = match s {
                    Scalar::Int(w) => (w, s.cl().bits()),
                    _ => (64, 64),
                };
                if w != c && !matches!(short, "ctlz" | "cttz") {
                    return Err(self.err(
                        op,
                        format!(
                            "the cranelift backend does not support 'llvm.intr.{short}' on i{w}"
                        ),
                    ));
                }
                match short {
                    "bitreverse" => self.b.ins().bitrev(a),
                    "bswap" => self.b.ins().bswap(a),
                    "ctlz" => {
                        let v = self.b.ins().clz(a);
                        self.b.ins().iadd_imm_s(v, i64::from(w) - i64::from(c))
                    }
                    _ => {
                        let v = self.b.ins().ctz(a);
                        let n = self.b.ins().iconst(s.cl(), i64::from(w));
                        self.b.ins().umin(v, n)
                    }
                }
            }
            ("abs", &[a]) => {
                let s = self.operand_scalar(op, 0)?;
                let a = self.signed_i1(s, a);
                self.b.ins().iabs(a)
            }
            ("memcpy" | "memmove", &[d, s, len]) => {
                let ls = self.operand_scalar(op, 2)?;
                let len = self.widen_u64(len, ls);
                self.call_lib_void(short, &[d, s, len])?;
                return Ok(());
            }
            ("memset", &[d, v, len]) => {
                let ls = self.operand_scalar(op, 2)?;
                let len = self.widen_u64(len, ls);
                let v = self.b.ins().uextend(cl::I32, v);
                self.call_lib_void("memset", &[d, v, len])?;
                return Ok(());
            }
            ("stacksave", &[]) => self.b.ins().iconst(cl::I64, 0),
            ("stackrestore", &[_]) => return Ok(()),
            (
                "lifetime.start" | "lifetime.end" | "assume" | "experimental.noalias.scope.decl",
                _,
            ) => return Ok(()),
            ("ssa.copy", &[a]) => a,
            _ => {
                return Err(self.err(
                    op,
                    format!("the cranelift backend does not support 'llvm.intr.{short}'"),
                ));
            }
        };
        let v = match result {
            Some(s) => self.fix_i1(s, v),
            None => v,
        };
        self.set1(op, v);
        Ok(())
    }
}
