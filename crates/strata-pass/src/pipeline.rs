//! mlir-opt's textual pass pipeline syntax: `builtin.module(func.func(cse,canonicalize{
//! max-iterations=3}))` — parsing into [`PipelineElement`]s and mlir-opt's error messages.

use crate::pass::OptionError;

/// One element of a textual pipeline: a pass with options, or an op name with a nested
/// pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineElement {
    /// The pass argument or op name.
    pub name: String,
    /// Byte offset of `name` in the parsed text (for diagnostics).
    pub offset: usize,
    /// The text between `{` and `}`, if present.
    pub options: Option<String>,
    /// The nested pipeline between `(` and `)`, if present (an op-name element).
    pub nested: Option<Vec<PipelineElement>>,
}

/// Why a pipeline could not be parsed or built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PipelineError {
    /// `--pass-pipeline` text not of the form `anchor(...)`.
    NotWrapped,
    /// A syntax or name error at a byte offset of `text`.
    At {
        /// The text being parsed (the part inside the anchor's parentheses).
        text: String,
        /// Byte offset of the problem.
        offset: usize,
        /// The message.
        message: String,
    },
    /// A pass's options were rejected.
    Options {
        /// The pass argument.
        pass: String,
        /// The option text.
        options: String,
        /// What was wrong.
        error: OptionError,
    },
    /// Any other error (e.g. two pipelines given).
    Other(String),
}

impl PipelineError {
    /// The error as mlir-opt prints it; `tool` names the program (`strata-opt`). Ends with a
    /// newline.
    pub fn render(&self, tool: &str) -> String {
        match self {
            PipelineError::NotWrapped => "<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'\n".to_string(),
            PipelineError::At {
                text,
                offset,
                message,
            } => {
                let col = text[..(*offset).min(text.len())].chars().count();
                format!(
                    "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:{}: error: {message}\n{text}\n{}^\n\n",
                    col + 1,
                    " ".repeat(col)
                )
            }
            PipelineError::Options {
                pass,
                options,
                error,
            } => match error {
                OptionError::Unknown(key) => format!(
                    "<unknown>:0: error: <Pass-Options-Parser>: no such option {key}\n\nfailed to add `{pass}` with options `{options}`\n"
                ),
                OptionError::InvalidValue { option, message } => format!(
                    "{tool}: for the --{option} option: {message}\n<unknown>:0: error: \nfailed to add `{pass}` with options `{options}`\n"
                ),
                OptionError::Syntax(message) => format!(
                    "<unknown>:0: error: <Pass-Options-Parser>: {message}\n\nfailed to add `{pass}` with options `{options}`\n"
                ),
                OptionError::Reported(text) => {
                    format!("{text}failed to add `{pass}` with options `{options}`\n\n")
                }
            },
            PipelineError::Other(message) => format!("<unknown>:0: error: {message}\n"),
        }
    }

    /// The error as mlir-opt prints it when the pipeline is the value of a pass option
    /// (`composite-fixed-point-pass{pipeline=...}`, `inline{op-pipelines=...}`): written
    /// to the error stream without `<unknown>:0: error: ` prefixes, ending with a newline.
    pub fn render_nested(&self, tool: &str) -> String {
        let rendered = self.render(tool);
        let mut text = rendered.replace("<unknown>:0: error: ", "");
        if matches!(self, PipelineError::NotWrapped | PipelineError::At { .. }) {
            text.truncate(text.trim_end_matches('\n').len());
            if matches!(self, PipelineError::At { .. }) {
                text.push('\n');
            }
        }
        text
    }
}

/// Splits `anchor(inner)` into the anchor name and the inner text, as `--pass-pipeline`
/// requires.
pub fn split_anchor(text: &str) -> Result<(&str, &str), PipelineError> {
    let text = text.trim();
    let open = text.find('(').ok_or(PipelineError::NotWrapped)?;
    if !text.ends_with(')') || open == 0 {
        return Err(PipelineError::NotWrapped);
    }
    Ok((text[..open].trim(), &text[open + 1..text.len() - 1]))
}

/// Parses a comma-separated pipeline (`cse,func.func(canonicalize{max-iterations=3})`).
/// Whitespace around names is ignored. Nesting is handled with an explicit stack.
pub fn parse_pipeline(text: &str) -> Result<Vec<PipelineElement>, PipelineError> {
    let err = |offset: usize, message: String| PipelineError::At {
        text: text.to_string(),
        offset,
        message,
    };
    let bytes = text.as_bytes();
    // Each frame: the elements parsed so far at that level, and the offset of its '('.
    let mut stack: Vec<(Vec<PipelineElement>, usize)> = vec![(Vec::new(), 0)];
    let mut i = 0;
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    loop {
        // An element: name, optional {options}, optional (nested).
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        while i < bytes.len() && !matches!(bytes[i], b',' | b'(' | b')' | b'{') {
            i += 1;
        }
        let name = text[start..i].trim_end().to_string();
        let mut element = PipelineElement {
            name,
            offset: start,
            options: None,
            nested: None,
        };
        if i < bytes.len() && bytes[i] == b'{' {
            let open = i;
            let mut depth = 0usize;
            let mut quote: Option<u8> = None;
            let mut close = None;
            while i < bytes.len() {
                let c = bytes[i];
                match quote {
                    Some(q) if c == q => quote = None,
                    Some(_) => {}
                    None => match c {
                        b'"' | b'\'' => quote = Some(c),
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                close = Some(i);
                                break;
                            }
                        }
                        _ => {}
                    },
                }
                i += 1;
            }
            let Some(close) = close else {
                return Err(err(
                    open,
                    "missing closing '}' while processing pass options".to_string(),
                ));
            };
            element.options = Some(text[open + 1..close].to_string());
            i = close + 1;
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
        }
        // Only a bare name opens a nested pipeline: `name{options}(...)` is an error.
        if element.options.is_none() && i < bytes.len() && bytes[i] == b'(' {
            // Open a nested pipeline: the element is completed when its ')' is seen.
            stack
                .last_mut()
                .expect("stack is never empty")
                .0
                .push(element);
            stack.push((Vec::new(), i));
            i += 1;
            continue;
        }
        stack
            .last_mut()
            .expect("stack is never empty")
            .0
            .push(element);
        // After an element: ',' ')' or end.
        loop {
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            if i == bytes.len() {
                if stack.len() > 1 {
                    let open = stack.last().map_or(0, |f| f.1);
                    return Err(err(
                        open,
                        "missing closing ')' while processing pipeline".to_string(),
                    ));
                }
                return Ok(stack.pop().map(|f| f.0).unwrap_or_default());
            }
            match bytes[i] {
                b',' => {
                    i += 1;
                    break;
                }
                b')' => {
                    if stack.len() == 1 {
                        return Err(err(
                            i,
                            "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline".to_string(),
                        ));
                    }
                    let (elements, _) = stack.pop().expect("checked above");
                    let parent = stack.last_mut().expect("checked above");
                    if let Some(last) = parent.0.last_mut() {
                        last.nested = Some(elements);
                    }
                    i += 1;
                }
                _ => {
                    return Err(err(i, "expected ',' after parsing pipeline".to_string()));
                }
            }
        }
    }
}
