//! C's number formatting as the runner utils use it: `printf("%g")` (also what
//! `std::ostream << double` prints with the default precision 6) and `"%e"` (LLVM's
//! `raw_ostream << double`, which `mlir-runner` uses for an `f32` entry-point result).

/// Splits a finite, non-zero `|v|` into its decimal digits (`precision + 1` significant
/// digits, correctly rounded, ties to even as glibc rounds) and decimal exponent.
fn digits(v: f64, precision: usize) -> (String, i32) {
    // Rust's `{:e}` formatting is exact and rounds ties to even, as glibc does.
    let s = format!("{:.*e}", precision, v.abs());
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    (mantissa.replace('.', ""), exp)
}

/// `nan`, `-nan`, `inf`, `-inf` as glibc prints them, or `None` for a finite value.
fn special(v: f64) -> Option<&'static str> {
    if v.is_nan() {
        Some(if v.is_sign_negative() { "-nan" } else { "nan" })
    } else if v.is_infinite() {
        Some(if v < 0.0 { "-inf" } else { "inf" })
    } else {
        None
    }
}

fn exponent_suffix(exp: i32) -> String {
    let sign = if exp < 0 { '-' } else { '+' };
    format!("e{sign}{:02}", exp.unsigned_abs())
}

/// `printf("%.<precision>g", v)`.
pub fn format_g(v: f64, precision: usize) -> String {
    if let Some(s) = special(v) {
        return s.into();
    }
    let p = precision.max(1);
    let sign = if v.is_sign_negative() { "-" } else { "" };
    if v == 0.0 {
        return format!("{sign}0");
    }
    let (digits, exp) = digits(v, p - 1);
    let mut out = String::from(sign);
    if exp < -4 || exp >= p as i32 {
        // Scientific: d.ddd without trailing zeros, then the exponent.
        let (first, rest) = digits.split_at(1);
        let rest = rest.trim_end_matches('0');
        out.push_str(first);
        if !rest.is_empty() {
            out.push('.');
            out.push_str(rest);
        }
        out.push_str(&exponent_suffix(exp));
    } else {
        // Fixed with p - 1 - exp decimals, trailing zeros removed.
        let decimals = (p as i32 - 1 - exp) as usize;
        let s = format!("{:.*}", decimals, v.abs());
        let s = if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        };
        out.push_str(&s);
    }
    out
}

/// `printf("%e", v)` (six decimals).
pub fn format_e(v: f64) -> String {
    if let Some(s) = special(v) {
        return s.into();
    }
    let sign = if v.is_sign_negative() { "-" } else { "" };
    if v == 0.0 {
        return format!("{sign}0.000000e+00");
    }
    let (digits, exp) = digits(v, 6);
    let (first, rest) = digits.split_at(1);
    format!("{sign}{first}.{rest}{}", exponent_suffix(exp))
}

/// The float format of LLVM's `APFloatBase::Semantics` number `semantics`, for the small
/// formats `printApFloat` prints (`convert-vector-to-llvm` passes the number).
pub fn apfloat_kind(semantics: i64) -> Option<strata_ir::float::FloatKind> {
    use strata_ir::float::FloatKind as K;
    Some(match semantics {
        7 => K::F8E5M2,
        8 => K::F8E5M2FNUZ,
        9 => K::F8E4M3,
        10 => K::F8E4M3FN,
        11 => K::F8E4M3FNUZ,
        12 => K::F8E4M3B11FNUZ,
        13 => K::F8E3M4,
        15 => K::F8E8M0FNU,
        16 => K::F6E3M2FN,
        17 => K::F6E2M3FN,
        18 => K::F4E2M1FN,
        _ => return None,
    })
}

/// What `printApFloat(semantics, bits)` prints: the value with `%g`, or `None` for a
/// format it does not know.
pub fn format_apfloat(semantics: i64, bits: u64) -> Option<String> {
    let kind = apfloat_kind(semantics)?;
    let width = kind.bit_width();
    let mask = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    Some(format_g(
        strata_ir::float::to_f64(kind, u128::from(bits & mask)),
        6,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g_matches_printf() {
        // Expected strings are glibc's printf("%g") output.
        let cases: &[(f64, &str)] = &[
            (1.5, "1.5"),
            (0.0, "0"),
            (-0.0, "-0"),
            (100000.0, "100000"),
            (1000000.0, "1e+06"),
            (123456789.0, "1.23457e+08"),
            (0.0001, "0.0001"),
            (0.00001, "1e-05"),
            (0.000123456789, "0.000123457"),
            (1.0 / 3.0, "0.333333"),
            (2.5e10, "2.5e+10"),
            (1e100, "1e+100"),
            (f64::NAN, "nan"),
            (-f64::NAN, "-nan"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (-42.0, "-42"),
            (999999.5, "1e+06"),
            (0.125, "0.125"),
            (f64::from(3.09253e-41_f32), "3.09253e-41"),
        ];
        for &(v, want) in cases {
            assert_eq!(format_g(v, 6), want, "{v:e}");
        }
    }

    #[test]
    fn e_matches_printf() {
        assert_eq!(format_e(2.5e10), "2.500000e+10");
        assert_eq!(format_e(-1.0), "-1.000000e+00");
        assert_eq!(format_e(0.0), "0.000000e+00");
        assert_eq!(format_e(1.23456789e-300), "1.234568e-300");
    }
}
