//! Translation of POSIX extended regular expressions (the dialect of `llvm::Regex`, used by
//! `expected-*-re` directives) into `regex` crate syntax, rejecting invalid ones with the
//! message LLVM's regex compiler gives.
//!
//! The validation follows the structure of the BSD `regcomp` that LLVM ships: the first
//! error found left to right wins. Back-references (`\1`), which the `regex` crate cannot
//! express, are reported as unsupported when they are otherwise valid.

/// LLVM's messages for the errors `regcomp` reports.
pub(crate) mod msg {
    pub const EMPTY: &str = "empty (sub)expression";
    pub const BADRPT: &str = "repetition-operator operand invalid";
    pub const BADBR: &str = "invalid repetition count(s)";
    pub const EBRACE: &str = "braces not balanced";
    pub const EBRACK: &str = "brackets ([ ]) not balanced";
    pub const EPAREN: &str = "parentheses not balanced";
    pub const EESCAPE: &str = "trailing backslash (\\)";
    pub const ECTYPE: &str = "invalid character class";
    pub const ECOLLATE: &str = "invalid collating element";
    pub const ERANGE: &str = "invalid character range";
    pub const ESUBREG: &str = "invalid backreference number";
    pub const BACKREF: &str = "back-references are not supported";
}

/// The largest repetition count `regcomp` accepts (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

const CLASSES: [&str; 12] = [
    "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space",
    "upper", "xdigit",
];

struct Translator {
    chars: Vec<char>,
    pos: usize,
    out: String,
    /// Groups opened so far, and which of them are closed (valid back-reference targets).
    closed_groups: Vec<bool>,
}

type Res<T = ()> = Result<T, &'static str>;

fn push_literal(out: &mut String, c: char) {
    if c.is_ascii_alphanumeric() || c == ' ' || !c.is_ascii() {
        out.push(c);
    } else {
        out.push_str(&format!("\\x{{{:X}}}", c as u32));
    }
}

impl Translator {
    fn more(&self) -> bool {
        self.pos < self.chars.len()
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek2(&self) -> Option<char> {
        self.chars.get(self.pos + 1).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn eat_two(&mut self, a: char, b: char) -> bool {
        if self.peek() == Some(a) && self.peek2() == Some(b) {
            self.pos += 2;
            true
        } else {
            false
        }
    }

    fn next(&mut self) -> char {
        let c = self.chars[self.pos];
        self.pos += 1;
        c
    }

    /// Alternatives up to `stop` (or the end).
    fn alternation(&mut self, stop: Option<char>) -> Res {
        loop {
            let mut any = false;
            while let Some(c) = self.peek() {
                if c == '|' || Some(c) == stop {
                    break;
                }
                self.expression()?;
                any = true;
            }
            if !any {
                return Err(msg::EMPTY);
            }
            if !self.eat('|') {
                return Ok(());
            }
            self.out.push('|');
        }
    }

    fn is_repetition_next(&self) -> bool {
        match self.peek() {
            Some('*' | '+' | '?') => true,
            Some('{') => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    /// One atom and its optional repetition.
    fn expression(&mut self) -> Res {
        let c = self.next();
        let mut was_caret = false;
        match c {
            '(' => {
                if !self.more() {
                    return Err(msg::EPAREN);
                }
                let index = self.closed_groups.len();
                self.closed_groups.push(false);
                self.out.push('(');
                if self.peek() != Some(')') {
                    self.alternation(Some(')'))?;
                }
                if !self.eat(')') {
                    return Err(msg::EPAREN);
                }
                self.closed_groups[index] = true;
                self.out.push(')');
            }
            ')' => return Err(msg::EPAREN),
            '^' => {
                self.out.push('^');
                was_caret = true;
            }
            '$' => self.out.push('$'),
            '*' | '+' | '?' => return Err(msg::BADRPT),
            '.' => self.out.push('.'),
            '[' => self.bracket()?,
            '\\' => {
                if !self.more() {
                    return Err(msg::EESCAPE);
                }
                let c = self.next();
                if let Some(n) = c.to_digit(10).filter(|n| *n >= 1) {
                    return Err(if self.closed_groups.get(n as usize - 1) == Some(&true) {
                        msg::BACKREF
                    } else {
                        msg::ESUBREG
                    });
                }
                push_literal(&mut self.out, c);
            }
            '{' => {
                if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    return Err(msg::BADRPT);
                }
                push_literal(&mut self.out, '{');
            }
            c => push_literal(&mut self.out, c),
        }

        if !self.is_repetition_next() {
            return Ok(());
        }
        let op = self.next();
        if was_caret {
            return Err(msg::BADRPT);
        }
        match op {
            '*' | '+' | '?' => self.out.push(op),
            _ => {
                let low = self.count()?;
                let high = if self.eat(',') {
                    if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        let high = self.count()?;
                        if low > high {
                            return Err(msg::BADBR);
                        }
                        Some(high)
                    } else {
                        None
                    }
                } else {
                    Some(low)
                };
                if !self.eat('}') {
                    while self.peek().is_some_and(|c| c != '}') {
                        self.pos += 1;
                    }
                    return Err(if self.more() { msg::BADBR } else { msg::EBRACE });
                }
                match high {
                    Some(high) if high == low => self.out.push_str(&format!("{{{low}}}")),
                    Some(high) => self.out.push_str(&format!("{{{low},{high}}}")),
                    None => self.out.push_str(&format!("{{{low},}}")),
                }
            }
        }
        if self.is_repetition_next() {
            return Err(msg::BADRPT);
        }
        Ok(())
    }

    /// A repetition count (`regcomp`'s `p_count`).
    fn count(&mut self) -> Res<u32> {
        let mut count = 0u32;
        let mut digits = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            if count > DUP_MAX {
                break;
            }
            count = count * 10 + d;
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 || count > DUP_MAX {
            return Err(msg::BADBR);
        }
        Ok(count)
    }

    /// A bracket expression after its `[`.
    fn bracket(&mut self) -> Res {
        let rest: String = self.chars[self.pos..].iter().take(6).collect();
        if rest == "[:<:]]" || rest == "[:>:]]" {
            self.pos += 6;
            self.out.push_str(if rest == "[:<:]]" {
                r"\b{start}"
            } else {
                r"\b{end}"
            });
            return Ok(());
        }
        let mut class = String::from("[");
        if self.eat('^') {
            class.push('^');
        }
        if self.eat(']') {
            push_literal(&mut class, ']');
        } else if self.eat('-') {
            push_literal(&mut class, '-');
        }
        while self.more()
            && self.peek() != Some(']')
            && !(self.peek() == Some('-') && self.peek2() == Some(']'))
        {
            self.bracket_term(&mut class)?;
        }
        if self.eat('-') {
            push_literal(&mut class, '-');
        }
        if !self.eat(']') {
            return Err(msg::EBRACK);
        }
        class.push(']');
        self.out.push_str(&class);
        Ok(())
    }

    fn bracket_term(&mut self, class: &mut String) -> Res {
        let kind = match self.peek() {
            Some('[') => self.peek2(),
            Some('-') => return Err(msg::ERANGE),
            _ => None,
        };
        match kind {
            Some(':') => {
                self.pos += 2;
                match self.peek() {
                    None => return Err(msg::EBRACK),
                    Some('-' | ']') => return Err(msg::ECTYPE),
                    _ => {}
                }
                let start = self.pos;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.pos += 1;
                }
                let name: String = self.chars[start..self.pos].iter().collect();
                if !CLASSES.contains(&name.as_str()) {
                    return Err(msg::ECTYPE);
                }
                if !self.more() {
                    return Err(msg::EBRACK);
                }
                if !self.eat_two(':', ']') {
                    return Err(msg::ECTYPE);
                }
                class.push_str(&format!("[:{name}:]"));
            }
            Some('=') => {
                self.pos += 2;
                match self.peek() {
                    None => return Err(msg::EBRACK),
                    Some('-' | ']') => return Err(msg::ECOLLATE),
                    _ => {}
                }
                let c = self.collating_element('=')?;
                if !self.more() {
                    return Err(msg::EBRACK);
                }
                if !self.eat_two('=', ']') {
                    return Err(msg::ECOLLATE);
                }
                push_literal(class, c);
            }
            _ => {
                let start = self.symbol()?;
                let end = if self.peek() == Some('-') && self.peek2().is_some_and(|c| c != ']') {
                    self.pos += 1;
                    if self.eat('-') { '-' } else { self.symbol()? }
                } else {
                    start
                };
                if start > end {
                    return Err(msg::ERANGE);
                }
                push_literal(class, start);
                if end != start {
                    class.push('-');
                    push_literal(class, end);
                }
            }
        }
        Ok(())
    }

    /// A character in a bracket, possibly written `[.c.]`.
    fn symbol(&mut self) -> Res<char> {
        if !self.more() {
            return Err(msg::EBRACK);
        }
        if !self.eat_two('[', '.') {
            return Ok(self.next());
        }
        let c = self.collating_element('.')?;
        if !self.eat_two('.', ']') {
            return Err(msg::ECOLLATE);
        }
        Ok(c)
    }

    /// The element of `[.x.]` or `[=x=]`: only single characters are supported (POSIX
    /// names such as `hyphen` are rejected as invalid collating elements).
    fn collating_element(&mut self, end: char) -> Res<char> {
        let start = self.pos;
        while self.more() && !(self.peek() == Some(end) && self.peek2() == Some(']')) {
            self.pos += 1;
        }
        if !self.more() {
            return Err(msg::EBRACK);
        }
        match &self.chars[start..self.pos] {
            [c] => Ok(*c),
            _ => Err(msg::ECOLLATE),
        }
    }
}

/// Translates a POSIX extended regular expression into `regex` crate syntax (to be used
/// with the `s` flag: `.` matches any character), or returns LLVM's error message.
pub(crate) fn translate(pattern: &str) -> Result<String, &'static str> {
    let mut t = Translator {
        chars: pattern.chars().collect(),
        pos: 0,
        out: String::with_capacity(pattern.len() + 8),
        closed_groups: Vec::new(),
    };
    t.alternation(None)?;
    Ok(t.out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each pattern with the message mlir-opt 22 prints after "invalid regex: ".
    #[test]
    fn rejects_like_llvm() {
        for (pattern, message) in [
            ("", msg::EMPTY),
            ("a||b", msg::EMPTY),
            ("|a", msg::EMPTY),
            ("a|", msg::EMPTY),
            ("*a", msg::BADRPT),
            ("a**", msg::BADRPT),
            ("a{2,1", msg::BADBR),
            ("a{1", msg::EBRACE),
            ("{1", msg::BADRPT),
            ("a\\", msg::EESCAPE),
            ("[[:foo:]]", msg::ECTYPE),
            ("[z-a]", msg::ERANGE),
            ("[a", msg::EBRACK),
            ("(a", msg::EPAREN),
            ("a)", msg::EPAREN),
            ("a{256", msg::BADBR),
            ("^*", msg::BADRPT),
            ("[--z]", msg::ERANGE),
            ("[a-c-e]", msg::ERANGE),
            ("\\1", msg::ESUBREG),
            ("a{1,2}{3", msg::BADRPT),
            ("a+?", msg::BADRPT),
            ("x{{[", msg::EBRACK),
        ] {
            assert_eq!(translate(pattern), Err(message), "{pattern:?}");
        }
    }

    /// Patterns mlir-opt 22 accepts.
    #[test]
    fn accepts_like_llvm() {
        for pattern in [
            "()",
            "a{x",
            "[[=a=]]",
            "[]a]",
            "[a-]",
            "a{,2",
            "{",
            "[0-9]+",
            ".*",
            "a{2}b{1,}c{1,3}",
            "[^]a]",
        ] {
            assert!(translate(pattern).is_ok(), "{pattern:?}");
        }
    }

    #[test]
    fn translations_match_the_same_strings() {
        let matches = |pattern: &str, text: &str| {
            let re = regex::Regex::new(&format!("(?s){}", translate(pattern).unwrap())).unwrap();
            re.is_match(text)
        };
        assert!(matches(
            "op has [0-9]+ operands",
            "'func.return' op has 0 operands"
        ));
        assert!(!matches("^has", "op has"));
        assert!(matches("a{x", "a{x"));
        assert!(matches("[]a]+$", "x]a]"));
        assert!(matches("[\\d]", "\\"));
        assert!(!matches("[\\d]", "5"));
        assert!(matches("\\d", "d"));
        assert!(matches("[[:digit:]]{2}", "a12"));
        assert!(matches("a.b", "a\nb"));
        assert!(matches("(x|y)z", "yz"));
        assert!(matches("[a-]", "-"));
        assert!(matches("[[:<:]]foo", "a foo"));
        assert!(!matches("[[:<:]]foo", "afoo"));
    }
}
