//! Matching an input against parsed checks: LABEL partitioning, DAG/NOT groups,
//! NEXT/SAME/EMPTY line rules, COUNT repetition, and FileCheck-style diagnostics.

use crate::checkfile::{CheckString, describe};
use crate::pattern::{CheckKind, MatchError, Pattern, Vars};
use crate::source::{Severity, SourceBuffer};

/// Safety limit (DP cells) for the "possible intended match" search.
const FUZZY_BUDGET: usize = 64_000_000;

/// Mutable state of one run of a check file over an input.
pub(crate) struct Matcher<'a> {
    /// Check sources (check file, then implicit-check-not buffers).
    pub sources: &'a [SourceBuffer],
    /// The canonicalized input.
    pub input: &'a SourceBuffer,
    /// Current variable values.
    pub vars: Vars,
    /// Rendered diagnostics so far.
    pub diags: String,
    /// Whether local variables are cleared at each CHECK-LABEL boundary.
    pub enable_var_scope: bool,
}

/// Counts newlines in `s` (`\r\n` and `\n\r` count once); also returns the offset just
/// after the first one.
fn count_newlines(s: &[u8]) -> (usize, Option<usize>) {
    let mut n = 0;
    let mut first = None;
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'\n' || s[i] == b'\r' {
            n += 1;
            if i + 1 < s.len() && (s[i + 1] == b'\n' || s[i + 1] == b'\r') && s[i] != s[i + 1] {
                i += 1;
            }
            if n == 1 {
                first = Some(i + 1);
            }
        }
        i += 1;
    }
    (n, first)
}

/// Levenshtein distance between `a` and `b`, or `cap` if it is at least `cap`.
/// Adds the DP cells it visits to `work`.
fn capped_edit_distance(a: &[u8], b: &[u8], cap: usize, work: &mut usize) -> usize {
    if a.len().abs_diff(b.len()) >= cap {
        return cap;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, &ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        let mut row_min = cur[0];
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
            row_min = row_min.min(cur[j + 1]);
        }
        *work += b.len();
        if row_min >= cap {
            return cap;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()].min(cap)
}

impl Matcher<'_> {
    fn text(&self) -> &[u8] {
        &self.input.text
    }

    fn note_input(&mut self, pos: usize, len: usize, msg: &str) {
        let r = self.input.render(pos, len, Severity::Note, msg);
        self.diags.push_str(&r);
    }

    fn error_at(&mut self, pat: &Pattern, pos: usize, msg: &str) {
        let r = self.sources[pat.src].render(pos, 0, Severity::Error, msg);
        self.diags.push_str(&r);
    }

    /// Runs all checks over the input. Returns true if everything matched.
    pub(crate) fn run(&mut self, checks: &[CheckString]) -> bool {
        let end = self.text().len();
        let mut buffer_start = 0;
        let mut failed = false;
        let (mut i, mut j) = (0, 0);
        loop {
            let region_end;
            if j == checks.len() {
                region_end = end;
            } else {
                if checks[j].pat.kind != CheckKind::Label {
                    j += 1;
                    continue;
                }
                let Some((pos, len)) = self.check(&checks[j], buffer_start, end, true) else {
                    return false;
                };
                region_end = pos + len;
                j += 1;
            }
            let mut region_start = buffer_start;
            buffer_start = region_end;
            if i != 0 && self.enable_var_scope {
                self.vars.retain(|name, _| name.starts_with('$'));
            }
            while i != j {
                match self.check(&checks[i], region_start, region_end, false) {
                    Some((pos, len)) => region_start = pos + len,
                    None => {
                        failed = true;
                        i = j;
                        break;
                    }
                }
                i += 1;
            }
            if j == checks.len() {
                break;
            }
        }
        !failed
    }

    /// Matches one check string in `[start, end)`. Returns the absolute position and
    /// length of its match (spanning all repetitions for CHECK-COUNT).
    fn check(
        &mut self,
        cs: &CheckString,
        start: usize,
        end: usize,
        label_scan: bool,
    ) -> Option<(usize, usize)> {
        let mut not_strings: Vec<usize> = Vec::new();
        let last_pos = if label_scan {
            start
        } else {
            self.check_dag(cs, start, end, &mut not_strings)?
        };
        let pat = &cs.pat;
        let mut last_match_end = last_pos;
        let mut first_match_pos = last_pos;
        for i in 1..=pat.count {
            let found = {
                let hay = &self.input.text[last_match_end..end];
                pat.find_in(hay, &mut self.vars)
            };
            match found {
                Ok((p, l)) => {
                    if i == 1 {
                        first_match_pos = last_match_end + p;
                    }
                    last_match_end += p + l;
                }
                Err(e) => {
                    self.report_no_match(&cs.prefix, pat, i, last_match_end, end, e);
                    return None;
                }
            }
        }
        let match_len = last_match_end - first_match_pos;
        if !label_scan
            && (self.check_next(cs, last_pos, first_match_pos)
                || self.check_same(cs, last_pos, first_match_pos)
                || self.check_not(cs, last_pos, first_match_pos, &not_strings))
        {
            return None;
        }
        Some((first_match_pos, match_len))
    }

    /// Matches the CHECK-DAG groups (collecting CHECK-NOTs between them) that precede
    /// `cs`. Returns where the directive itself must start searching.
    fn check_dag(
        &mut self,
        cs: &CheckString,
        start: usize,
        end: usize,
        not_strings: &mut Vec<usize>,
    ) -> Option<usize> {
        let mut start_pos = start;
        // Sorted, non-overlapping ranges matched by the current DAG group.
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for (idx, (pat, prefix)) in cs.dag_nots.iter().enumerate() {
            if pat.kind == CheckKind::Not {
                not_strings.push(idx);
                continue;
            }
            let mut match_pos = start_pos;
            let mut mi = 0;
            loop {
                let found = {
                    let hay = &self.input.text[match_pos..end];
                    pat.find_in(hay, &mut self.vars)
                };
                let (p, l) = match found {
                    Ok(m) => m,
                    Err(e) => {
                        self.report_no_match(prefix, pat, 1, match_pos, end, e);
                        return None;
                    }
                };
                let m = (match_pos + p, match_pos + p + l);
                let mut overlap = false;
                while mi < ranges.len() {
                    if m.0 < ranges[mi].1 {
                        overlap = ranges[mi].0 < m.1;
                        break;
                    }
                    mi += 1;
                }
                if !overlap {
                    ranges.insert(mi, m);
                    break;
                }
                match_pos = ranges[mi].1;
                mi += 1;
            }
            let group_ends = cs
                .dag_nots
                .get(idx + 1)
                .is_none_or(|(next, _)| next.kind == CheckKind::Not);
            if group_ends {
                let (first, last) = (ranges[0].0, ranges[ranges.len() - 1].1);
                if !not_strings.is_empty() {
                    if self.check_not(cs, start_pos, first, not_strings) {
                        return None;
                    }
                    not_strings.clear();
                }
                start_pos = last;
                ranges.clear();
            }
        }
        Some(start_pos)
    }

    /// Verifies that none of the CHECK-NOT patterns `nots` (indices into
    /// `cs.dag_nots`) occur in `[start, end)`. Returns true on failure.
    fn check_not(&mut self, cs: &CheckString, start: usize, end: usize, nots: &[usize]) -> bool {
        let mut failed = false;
        for &idx in nots {
            let (pat, prefix) = &cs.dag_nots[idx];
            let found = {
                let hay = &self.input.text[start..end];
                pat.find_hit(hay, &mut self.vars)
            };
            match found {
                Ok(hit) => {
                    let msg = format!("{}: excluded string found in input", describe(prefix, pat));
                    self.error_at(pat, pat.pos, &msg);
                    self.note_input(start + hit.start, hit.len, "found here");
                    self.substitution_notes(pat, start + hit.start);
                    for (name, s, e) in &hit.captures {
                        self.note_input(start + s, e - s, &format!("captured var \"{name}\""));
                    }
                    failed = true;
                }
                Err(MatchError::NotFound) => {}
                Err(MatchError::Pattern(errors)) => {
                    for (pos, msg) in errors {
                        self.error_at(pat, pos, &msg);
                    }
                    self.substitution_notes(pat, start);
                    failed = true;
                }
            }
        }
        failed
    }

    /// CHECK-NEXT / CHECK-EMPTY: the match must be on the line after the previous
    /// match. Returns true on failure.
    fn check_next(&mut self, cs: &CheckString, prev_end: usize, match_pos: usize) -> bool {
        let name = match cs.pat.kind {
            CheckKind::Next => "-NEXT",
            CheckKind::Empty => "-EMPTY",
            _ => return false,
        };
        let (n, first) = count_newlines(&self.input.text[prev_end..match_pos]);
        if n == 1 {
            return false;
        }
        let what = if n == 0 {
            "is on the same line as previous match"
        } else {
            "is not on the line after the previous match"
        };
        let msg = format!("{}{name}: {what}", cs.prefix);
        self.error_at(&cs.pat, cs.pat.pos, &msg);
        self.note_input(match_pos, 0, "'next' match was here");
        self.note_input(prev_end, 0, "previous match ended here");
        if let Some(first) = first.filter(|_| n > 1) {
            self.note_input(
                prev_end + first,
                0,
                "non-matching line after previous match is here",
            );
        }
        true
    }

    /// CHECK-SAME: the match must be on the same line as the previous match.
    fn check_same(&mut self, cs: &CheckString, prev_end: usize, match_pos: usize) -> bool {
        if cs.pat.kind != CheckKind::Same {
            return false;
        }
        let (n, _) = count_newlines(&self.input.text[prev_end..match_pos]);
        if n == 0 {
            return false;
        }
        let msg = format!(
            "{}-SAME: is not on the same line as the previous match",
            cs.prefix
        );
        self.error_at(&cs.pat, cs.pat.pos, &msg);
        self.note_input(match_pos, 0, "'next' match was here");
        self.note_input(prev_end, 0, "previous match ended here");
        true
    }

    /// Emits "with "X" equal to "value"" notes for the pattern's substitutions.
    fn substitution_notes(&mut self, pat: &Pattern, at: usize) {
        for (name, value) in pat.substitutions(&self.vars) {
            self.note_input(at, 0, &format!("with \"{name}\" equal to {value}"));
        }
    }

    /// Reports that an expected pattern was not found in `[start, end)`.
    fn report_no_match(
        &mut self,
        prefix: &str,
        pat: &Pattern,
        attempt: usize,
        start: usize,
        end: usize,
        err: MatchError,
    ) {
        match err {
            MatchError::Pattern(errors) => {
                for (pos, msg) in errors {
                    self.error_at(pat, pos, &msg);
                }
            }
            MatchError::NotFound => {
                let mut msg = format!(
                    "{}: expected string not found in input",
                    describe(prefix, pat)
                );
                if pat.count > 1 {
                    msg.push_str(&format!(" ({attempt} out of {})", pat.count));
                }
                self.error_at(pat, pat.pos, &msg);
                self.note_input(start, 0, "scanning from here");
            }
        }
        self.substitution_notes(pat, start);
        if let Some(pos) = self.fuzzy_match(pat, start, end) {
            self.note_input(pos, 0, "possible intended match here");
        }
    }

    /// Finds a "possible intended match": the position in the first 4096 bytes of the
    /// search range whose text is closest (by edit distance) to the pattern.
    fn fuzzy_match(&self, pat: &Pattern, start: usize, end: usize) -> Option<usize> {
        let buf = &self.text()[start..end];
        let example = &pat.hint;
        let n = buf.len().min(4096);
        if 4096 * 2048 < n * example.len() {
            return None;
        }
        const CAP: usize = 50;
        let mut work = 0;
        let mut lines = 0usize;
        let mut best: Option<(usize, f64)> = None;
        for i in 0..n {
            if buf[i] == b'\n' {
                lines += 1;
            }
            if buf[i] == b' ' || buf[i] == b'\t' {
                continue;
            }
            let window = &buf[i..(i + example.len()).min(buf.len())];
            let window = window.split(|&b| b == b'\n').next().unwrap_or_default();
            // Only distances below the best quality so far can win, so rows stop early.
            let cap = best.map_or(CAP, |(_, q)| (q.ceil() as usize).min(CAP));
            let dist = capped_edit_distance(window, example, cap, &mut work);
            let quality = dist as f64 + lines as f64 / 100.0;
            if best.is_none_or(|(_, q)| quality < q) {
                best = Some((i, quality));
            }
            if work > FUZZY_BUDGET {
                return None;
            }
        }
        match best {
            Some((b, q)) if b != 0 && q < CAP as f64 => Some(start + b),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newline_counting() {
        assert_eq!(count_newlines(b"abc"), (0, None));
        assert_eq!(count_newlines(b"a\nb"), (1, Some(2)));
        assert_eq!(count_newlines(b"a\r\n\nb"), (2, Some(3)));
        assert_eq!(count_newlines(b"\n\n"), (2, Some(1)));
    }

    #[test]
    fn edit_distance() {
        let mut w = 0;
        assert_eq!(capped_edit_distance(b"kitten", b"sitting", 50, &mut w), 3);
        assert_eq!(capped_edit_distance(b"", b"abc", 50, &mut w), 3);
        assert_eq!(capped_edit_distance(b"abc", b"abc", 50, &mut w), 0);
        assert_eq!(capped_edit_distance(b"aaaa", b"bbbb", 2, &mut w), 2);
    }
}
