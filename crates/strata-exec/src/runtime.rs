//! The runtime of MLIR's runner utils (`libmlir_c_runner_utils`, `libmlir_runner_utils`)
//! as functions the interpreted program calls through bodiless `func.func` declarations:
//! `printI64/U64/F16/BF16/F32/F64/Newline/Comma/Open/Close`, `printMemref*` (unranked and the
//! `_mlir_ciface_` forms, ranked `printMemref<N>d*`, `printMemrefShape*`), `rtclock`,
//! `_mlir_ciface_nanoTime` and `printFlops`. Output is byte-identical to upstream's.

use std::fmt::Write as _;
use std::io::Write as _;

use strata_ir::Location;
use strata_ir::float::FloatKind;

use crate::format::format_g;
use crate::interp::Interpreter;
use crate::memory::MemRef;
use crate::value::{ExecError, ExecResult, ScalarTy, Value};

/// How `printMemref*` prints one element type (C++ `operator<<` of the element type).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Elem {
    F32,
    F64,
    /// `int8_t`: printed as a character.
    I8,
    I32,
    I64,
    /// `uint64_t`.
    Index,
}

impl Elem {
    fn matches(self, ty: ScalarTy) -> bool {
        match self {
            Elem::F32 => ty == ScalarTy::Float(FloatKind::F32),
            Elem::F64 => ty == ScalarTy::Float(FloatKind::F64),
            Elem::I8 => ty == ScalarTy::Int(8),
            Elem::I32 => ty == ScalarTy::Int(32),
            Elem::I64 => ty == ScalarTy::Int(64),
            Elem::Index => ty == ScalarTy::Index,
        }
    }

    fn of_suffix(s: &str) -> Option<Elem> {
        Some(match s {
            "F32" => Elem::F32,
            "F64" => Elem::F64,
            "I8" => Elem::I8,
            "I32" => Elem::I32,
            "I64" => Elem::I64,
            "Ind" => Elem::Index,
            _ => return None,
        })
    }
}

/// Which memref printer a name selects: element type, whether it prints data, whether the
/// descriptor is ranked (`Memref ` rather than `Unranked Memref `) and its fixed rank.
struct MemrefPrinter {
    elem: Elem,
    data: bool,
    ranked: Option<usize>,
}

fn memref_printer(name: &str) -> Option<MemrefPrinter> {
    if let Some(s) = name.strip_prefix("_mlir_ciface_printMemrefShape") {
        return Some(MemrefPrinter {
            elem: Elem::of_suffix(s)?,
            data: false,
            ranked: None,
        });
    }
    let (ciface, s) = match name.strip_prefix("_mlir_ciface_printMemref") {
        Some(s) => (true, s),
        None => (false, name.strip_prefix("printMemref")?),
    };
    // `_mlir_ciface_printMemref<N>d<T>`: a ranked descriptor of rank N.
    if ciface
        && let Some((n, t)) = s.split_once('d')
        && let Ok(n) = n.parse::<usize>()
    {
        let elem = Elem::of_suffix(t)?;
        let allowed = match elem {
            Elem::F32 => n <= 4,
            _ => n == 1,
        };
        return allowed.then_some(MemrefPrinter {
            elem,
            data: true,
            ranked: Some(n),
        });
    }
    let elem = Elem::of_suffix(s)?;
    // Upstream has `printMemrefI8` only in its `_mlir_ciface_` form.
    if elem == Elem::I8 && !ciface {
        return None;
    }
    Some(MemrefPrinter {
        elem,
        data: true,
        ranked: None,
    })
}

fn arg_u64(args: &[Value], name: &str, loc: Location) -> ExecResult<u64> {
    match args.first() {
        Some(Value::Bits(b)) => Ok(*b),
        Some(Value::Poison(at)) => Err(ExecError::new(
            loc,
            format!("the argument of {name} is a poison value"),
        )
        .with_note(*at, "the poison value was produced here")),
        _ => Err(ExecError::new(
            loc,
            format!("{name} expects one scalar argument"),
        )),
    }
}

/// Calls runtime function `name`, or `None` if the runtime has no such function.
pub fn call(
    it: &mut Interpreter<'_>,
    name: &[u8],
    args: &[Value],
    loc: Location,
) -> Option<ExecResult<Vec<Value>>> {
    let name = std::str::from_utf8(name).ok()?;
    let mut print = |s: &str| {
        it.out.extend_from_slice(s.as_bytes());
        Ok(Vec::new())
    };
    Some(match name {
        "printNewline" => print("\n"),
        "printComma" => print(", "),
        "printOpen" => print("( "),
        "printClose" => print(" )"),
        "printI64" => match arg_u64(args, name, loc) {
            Ok(v) => print(&(v as i64).to_string()),
            Err(e) => Err(e),
        },
        "printU64" => match arg_u64(args, name, loc) {
            Ok(v) => print(&v.to_string()),
            Err(e) => Err(e),
        },
        "printF32" => match arg_u64(args, name, loc) {
            Ok(v) => print(&format_g(f64::from(f32::from_bits(v as u32)), 6)),
            Err(e) => Err(e),
        },
        "printF64" => match arg_u64(args, name, loc) {
            Ok(v) => print(&format_g(f64::from_bits(v), 6)),
            Err(e) => Err(e),
        },
        "printF16" => match arg_u64(args, name, loc) {
            Ok(v) => print(&format_g(
                strata_ir::float::to_f64(strata_ir::float::FloatKind::F16, u128::from(v & 0xffff)),
                6,
            )),
            Err(e) => Err(e),
        },
        "printBF16" => match arg_u64(args, name, loc) {
            Ok(v) => print(&format_g(
                f64::from(f32::from_bits(((v & 0xffff) as u32) << 16)),
                6,
            )),
            Err(e) => Err(e),
        },
        "printApFloat" => match (args.first(), args.get(1)) {
            (Some(Value::Bits(sem)), Some(Value::Bits(bits))) => {
                match crate::format::format_apfloat(*sem as u32 as i32 as i64, *bits) {
                    Some(text) => print(&text),
                    None => Err(ExecError::new(
                        loc,
                        format!(
                            "printApFloat: unknown float semantics {}",
                            *sem as u32 as i32
                        ),
                    )),
                }
            }
            _ => Err(ExecError::new(
                loc,
                "printApFloat expects a semantics number and the bits of a float".to_string(),
            )),
        },
        "printFlops" => match arg_u64(args, name, loc) {
            Ok(v) => {
                let _ = writeln!(std::io::stderr(), "{:.6} GFLOPS", f64::from_bits(v) / 1.0e9);
                Ok(Vec::new())
            }
            Err(e) => Err(e),
        },
        "rtclock" => {
            let t = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0.0, |d| {
                    d.as_secs() as f64 + f64::from(d.subsec_micros()) * 1.0e-6
                });
            Ok(vec![Value::Bits(t.to_bits())])
        }
        "_mlir_ciface_nanoTime" => {
            let t = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64);
            Ok(vec![Value::Bits(t)])
        }
        _ => {
            let p = memref_printer(name)?;
            print_memref(it, name, &p, args, loc).map(|()| Vec::new())
        }
    })
}

fn print_memref(
    it: &mut Interpreter<'_>,
    name: &str,
    p: &MemrefPrinter,
    args: &[Value],
    loc: Location,
) -> ExecResult<()> {
    let m = match args.first() {
        Some(Value::MemRef(m)) => m.clone(),
        Some(Value::Poison(at)) => {
            return Err(
                ExecError::new(loc, format!("the argument of {name} is a poison value"))
                    .with_note(*at, "the poison value was produced here"),
            );
        }
        _ => {
            return Err(ExecError::new(
                loc,
                format!("{name} expects a memref argument"),
            ));
        }
    };
    if !p.elem.matches(m.elem) {
        return Err(ExecError::new(
            loc,
            format!("{name} called with a memref of {} elements", m.elem.name()),
        ));
    }
    if let Some(r) = p.ranked
        && r != m.rank()
    {
        return Err(ExecError::new(
            loc,
            format!("{name} expects a memref of rank {r}, not {}", m.rank()),
        ));
    }
    let mut s = String::new();
    s.push_str(if p.ranked.is_some() {
        "Memref "
    } else {
        "Unranked Memref "
    });
    let join = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    let _ = write!(
        s,
        "base@ = {:#x} rank = {} offset = {} sizes = [{}] strides = [{}]",
        it.memory.address(&m),
        m.rank(),
        m.offset,
        join(&m.sizes),
        join(&m.strides)
    );
    if !p.data {
        s.push('\n');
        it.out.extend_from_slice(s.as_bytes());
        return Ok(());
    }
    s.push_str(" data = \n");
    let mut out = s.into_bytes();
    let rank = m.rank();
    if rank == 0 {
        out.push(b'[');
    }
    let mut printer = DataPrinter {
        it,
        m: &m,
        elem: p.elem,
        out: &mut out,
    };
    printer
        .print(rank, rank, m.offset, 0)
        .map_err(|e| ExecError::new(loc, format!("{name}: {e}")))?;
    if rank == 0 {
        out.push(b']');
    }
    out.push(b'\n');
    it.out.extend_from_slice(&out);
    Ok(())
}

/// Upstream's `MemRefDataPrinter`: nested brackets, `", "` separators, a newline after
/// each row of an outer dimension and `rank - dim + 1` spaces of indentation.
struct DataPrinter<'p, 'i> {
    it: &'p Interpreter<'i>,
    m: &'p MemRef,
    elem: Elem,
    out: &'p mut Vec<u8>,
}

impl DataPrinter<'_, '_> {
    fn spaces(&mut self, n: usize) {
        self.out.extend(std::iter::repeat_n(b' ', n));
    }

    fn element(&mut self, linear: i64) -> Result<(), String> {
        let at = self
            .it
            .memory
            .linear_offset(self.m, linear)
            .map_err(|e| e.to_string())?;
        let v = self.it.memory.read(self.m, at);
        let Value::Bits(b) = v else {
            return Err("cannot print this element".into());
        };
        match self.elem {
            Elem::F32 => self
                .out
                .extend_from_slice(format_g(f64::from(f32::from_bits(b as u32)), 6).as_bytes()),
            Elem::F64 => self
                .out
                .extend_from_slice(format_g(f64::from_bits(b), 6).as_bytes()),
            Elem::I8 => self.out.push(b as u8),
            Elem::I32 => self
                .out
                .extend_from_slice((b as u32 as i32).to_string().as_bytes()),
            Elem::I64 => self
                .out
                .extend_from_slice((b as i64).to_string().as_bytes()),
            Elem::Index => self.out.extend_from_slice(b.to_string().as_bytes()),
        }
        Ok(())
    }

    /// Prints dimension `axis` onwards (`dim` dimensions left) starting at `offset`.
    fn print(&mut self, dim: usize, rank: usize, offset: i64, axis: usize) -> Result<(), String> {
        if dim == 0 {
            return self.element(offset);
        }
        let size = self.m.sizes[axis];
        let stride = self.m.strides[axis];
        // First element.
        self.out.push(b'[');
        if size >= 1 {
            self.print(dim - 1, rank, offset, axis + 1)?;
        }
        if size <= 1 {
            self.out.push(b']');
            return Ok(());
        }
        self.out.extend_from_slice(b", ");
        if dim > 1 {
            self.out.push(b'\n');
        }
        for i in 1..size - 1 {
            self.spaces(rank - dim + 1);
            self.print(dim - 1, rank, offset + i * stride, axis + 1)?;
            self.out.extend_from_slice(b", ");
            if dim > 1 {
                self.out.push(b'\n');
            }
        }
        // Last element.
        self.spaces(rank - dim + 1);
        self.print(dim - 1, rank, offset + (size - 1) * stride, axis + 1)?;
        self.out.push(b']');
        Ok(())
    }
}
