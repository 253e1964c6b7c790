//! Parallel parsing of long runs of top-level operations (the body of a top-level
//! `builtin.module`, or the operations of a file without one).
//!
//! The run is cut speculatively at lines that look like the start of an operation at the
//! run's indentation; each piece is parsed by a worker thread with a private copy of the
//! parser state (aliases, nesting depth, default dialects), positions staying those of the
//! whole source. The pieces are accepted only if they provably reproduce the sequential
//! parse: every piece but the last must end exactly where the next one starts, no piece
//! may define or use SSA names or blocks of the enclosing scope, create `distinct`
//! attributes, or produce ops whose regions live outside a child body. Otherwise nothing
//! is consumed and the sequential parser parses the run (so diagnostics are exactly the
//! sequential ones).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rustc_hash::FxHashMap;
use strata_ir::ir::{BlockId, Body, OpId, OperationState};
use strata_ir::{Attribute, Context, Identifier, OpName, Type};

use super::operations::OpState;
use super::{ParseOptions, Parser};
use crate::lexer::{Lexer, TokenKind as K};

/// Runs of ops parsed in parallel so far (by every parser of the process).
static PARALLEL_RUNS: AtomicUsize = AtomicUsize::new(0);

/// How many runs of top-level ops have been parsed in parallel so far in this process
/// (for tests and diagnostics of [`ParseOptions::threads`]).
pub fn parallel_runs() -> usize {
    PARALLEL_RUNS.load(Ordering::Relaxed)
}

/// Most pieces a run is cut into.
const MAX_PIECES: usize = 4096;

/// Stack size of worker threads: nesting is bounded by [`super::MAX_NESTING`], but each
/// level of it may take several recursive frames.
const WORKER_STACK: usize = 256 << 20;

/// What a worker needs to build its own parser (everything `Send + Sync`).
struct Seed<'s, 'c> {
    ctx: &'c Context,
    src: &'s str,
    file: Identifier,
    line_starts: Arc<Vec<usize>>,
    start: (u32, u32),
    attr_aliases: FxHashMap<&'s str, Attribute>,
    type_aliases: FxHashMap<&'s str, Type>,
    depth: usize,
    default_dialects: Vec<&'static str>,
    distinct: FxHashMap<u64, (Attribute, Attribute)>,
    options: ParseOptions,
}

/// The ops of one piece, parsed into a body of their own.
struct Piece<'s> {
    body: Body,
    ops: Vec<OpId>,
    /// Offset of the token after the piece.
    end: usize,
    /// Deferred `loc(#alias)` placeholders, as [`OpState::deferred`].
    deferred: Vec<(Attribute, (&'s str, usize))>,
}

impl<'s, 'c> Seed<'s, 'c> {
    /// A parser positioned at byte `offset`, in a fresh isolated scope with one region open.
    fn parser(&self, offset: usize) -> Parser<'s, 'c> {
        let mut lexer = Lexer::new(self.src);
        lexer.reset(offset);
        let tok = lexer.next_token();
        let mut p = Parser {
            ctx: self.ctx,
            src: self.src,
            lexer,
            tok,
            file: self.file,
            line_starts: Arc::clone(&self.line_starts),
            start: self.start,
            line_cache: std::cell::Cell::new(0),
            attr_aliases: self.attr_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            depth: self.depth,
            op_names: FxHashMap::default(),
            options: self.options.clone(),
            ops: OpState {
                distinct: self.distinct.clone(),
                default_dialects: self.default_dialects.clone(),
                ..Default::default()
            },
        };
        p.push_isolated_scope();
        p.push_region_scope();
        p
    }

    /// Parses the piece from `start` up to `limit` (or the end of the run); `None` when
    /// the piece cannot be used.
    fn parse_piece(
        &self,
        start: usize,
        limit: Option<usize>,
        top_level: bool,
        abandon: &AtomicBool,
    ) -> Option<Piece<'s>> {
        let mut p = self.parser(start);
        let mut body = Body::new();
        let mut ops = Vec::new();
        loop {
            if limit.is_some_and(|l| p.tok.start >= l) || p.at_run_end(top_level) {
                break;
            }
            if abandon.load(Ordering::Relaxed) {
                return None;
            }
            ops.push(p.parse_operation(&mut body).ok()?);
        }
        if limit.is_some_and(|l| p.tok.start != l) || ops.is_empty() {
            return None;
        }
        let scope = p.ops.scopes.last()?;
        let clean = scope.values.is_empty()
            && scope.forward_refs.is_empty()
            && scope.blocks.iter().all(|b| b.is_empty())
            && p.ops.distinct.len() == self.distinct.len()
            && ops.iter().all(|&op| {
                body.num_operands(op) == 0
                    && body.successors(op).is_empty()
                    && (body.regions(op).is_empty() || body.child_body(op).is_some())
            });
        if !clean {
            return None;
        }
        Some(Piece {
            body,
            ops,
            end: p.tok.start,
            deferred: p.ops.deferred.into_iter().collect(),
        })
    }
}

impl<'s> Parser<'s, '_> {
    /// Records that the op being parsed is a top-level `builtin.module`: its body is the
    /// next block parsed one level down.
    pub(super) fn note_top_level_module(&mut self, name: OpName) {
        if self.depth == 0
            && self.ops.scopes.len() == 1
            && self.ctx.op_name_str(name) == strata_ir::builtin::MODULE_OP
        {
            self.ops.module_body_pending = true;
        }
    }

    /// Whether the current token ends a run of ops: in a block (`^bb`, `}`, end of input),
    /// or at the top level (an alias definition, file metadata, end of input, bad token).
    fn at_run_end(&self, top_level: bool) -> bool {
        if top_level {
            matches!(
                self.tok.kind,
                K::Eof | K::HashIdent | K::ExclamationIdent | K::FileMetadataBegin | K::Error
            )
        } else {
            matches!(self.tok.kind, K::CaretIdent | K::RBrace | K::Eof)
        }
    }

    /// Parses the run of ops starting at the current token on several threads, appending
    /// them to `block` of `body`. Returns `false`, having consumed nothing, when the run
    /// is too short or not suitable; the caller then parses it sequentially.
    pub(super) fn try_parse_ops_parallel(
        &mut self,
        body: &mut Body,
        block: BlockId,
        top_level: bool,
    ) -> bool {
        if self.ops.parallel_failed || !matches!(self.tok.kind, K::BareIdent | K::String) {
            return false;
        }
        // A file holding one module: its body is the run worth splitting, not the module.
        if top_level
            && (self.at_keyword("module")
                || (self.at(K::String) && self.spelling() == "\"builtin.module\""))
        {
            return false;
        }
        let chunk = self.options.parallel_chunk_bytes.max(1);
        let start = self.tok.start;
        if start < self.ops.parallel_skip_until || (self.src.len() - start) / chunk < 2 {
            return false;
        }
        let Some(scope) = self.ops.scopes.last() else {
            return false;
        };
        if !scope.values.is_empty() || !scope.forward_refs.is_empty() {
            return false;
        }
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        if threads < 2 {
            return false;
        }
        let (starts, run_end) = split_points(self.src, start, chunk, &mut self.ops.run_end_cache);
        if starts.len() < 2 {
            // Later ops of this run would not be split either.
            self.ops.parallel_skip_until = run_end;
            return false;
        }
        let seed = Seed {
            ctx: self.ctx,
            src: self.src,
            file: self.file,
            line_starts: Arc::clone(&self.line_starts),
            start: self.start,
            attr_aliases: self.attr_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            depth: self.depth,
            default_dialects: self.ops.default_dialects.clone(),
            distinct: self.ops.distinct.clone(),
            options: ParseOptions {
                threads: false,
                ..self.options.clone()
            },
        };
        let Some(pieces) = run_pieces(&seed, &starts, top_level, threads) else {
            self.ops.parallel_failed = true;
            return false;
        };
        let mut end = self.tok.start;
        for mut piece in pieces {
            for &op in &piece.ops {
                let moved = adopt_op(body, &mut piece.body, op);
                body.append_op(block, moved);
            }
            // In order of first use, as the sequential parser records them.
            piece
                .deferred
                .sort_unstable_by_key(|(_, (_, offset))| *offset);
            for (placeholder, entry) in piece.deferred {
                self.ops.deferred.entry(placeholder).or_insert(entry);
            }
            end = piece.end;
        }
        self.reset_to(end);
        PARALLEL_RUNS.fetch_add(1, Ordering::Relaxed);
        true
    }
}

/// Parses every piece (`starts[i]..starts[i + 1]`, the last to the end of the run) on up
/// to `threads` threads; `None` if any piece failed or pieces do not join up.
fn run_pieces<'s>(
    seed: &Seed<'s, '_>,
    starts: &[usize],
    top_level: bool,
    threads: usize,
) -> Option<Vec<Piece<'s>>> {
    let next = AtomicUsize::new(0);
    let abandon = AtomicBool::new(false);
    let worker = || {
        let mut out = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= starts.len() || abandon.load(Ordering::Relaxed) {
                break;
            }
            let piece =
                seed.parse_piece(starts[i], starts.get(i + 1).copied(), top_level, &abandon);
            if piece.is_none() {
                abandon.store(true, Ordering::Relaxed);
                break;
            }
            out.push((i, piece));
        }
        out
    };
    let mut results = std::thread::scope(|s| {
        let handles: Vec<_> = (1..threads.min(starts.len()))
            .filter_map(|_| {
                std::thread::Builder::new()
                    .stack_size(WORKER_STACK)
                    .spawn_scoped(s, worker)
                    .ok()
            })
            .collect();
        let mut all = worker();
        for h in handles {
            match h.join() {
                Ok(r) => all.extend(r),
                Err(e) => std::panic::resume_unwind(e),
            }
        }
        all
    });
    if abandon.load(Ordering::Relaxed) || results.len() != starts.len() {
        return None;
    }
    results.sort_unstable_by_key(|r| r.0);
    let pieces: Vec<Piece<'s>> = results.into_iter().map(|r| r.1).collect::<Option<_>>()?;
    Some(pieces)
}

/// Where to cut the run of ops starting at byte `start`: `start`, then roughly every
/// `chunk` bytes the next line that begins, at the indentation of the run's first op,
/// with what may start an op (a dialect-qualified name or a quoted generic name). The run
/// is taken to end at the first line beginning, at that indentation, with what only
/// appears at the top level (an alias definition or file metadata).
/// Also returns where the run is taken to end.
fn split_points(
    src: &str,
    start: usize,
    chunk: usize,
    cache: &mut RunEndCache,
) -> (Vec<usize>, usize) {
    let bytes = src.as_bytes();
    let mut line_start = start;
    while line_start > 0 && matches!(bytes[line_start - 1], b' ' | b'\t') {
        line_start -= 1;
    }
    if line_start > 0 && bytes[line_start - 1] != b'\n' {
        // The run does not start a line: none of its ops on this line is worth trying.
        let line_end = memchr::memchr(b'\n', &bytes[start..]).map_or(bytes.len(), |i| start + i);
        return (vec![start], line_end);
    }
    let indent = &bytes[line_start..start];
    let run_end = cache.find(bytes, start, indent);
    let length = run_end - start;
    let pieces = (length / chunk).min(MAX_PIECES);
    let mut starts = vec![start];
    if pieces < 2 {
        return (starts, run_end);
    }
    for k in 1..pieces {
        let target = start + k * (length / pieces);
        let last = *starts.last().unwrap_or(&start);
        let Some(c) = next_candidate(&bytes[..run_end], target.max(last + 1), indent) else {
            break;
        };
        starts.push(c);
    }
    (starts, run_end)
}

/// Where runs of ops end: the next line starting with `#`, `!` (after a given indentation)
/// or `{-#`. Searches are remembered, so that the many runs of a file cost about one scan
/// of it per kind of line.
#[derive(Default)]
pub(super) struct RunEndCache {
    indent: Vec<u8>,
    /// Per kind of line: the offset a search started from and the start of the first such
    /// line found after it (`None`: there is none).
    searches: [Option<(usize, Option<usize>)>; 3],
}

impl RunEndCache {
    /// The start of the first line after `start` beginning with `indent` then `#` or `!`,
    /// or with `{-#`; the end of `bytes` if there is none.
    fn find(&mut self, bytes: &[u8], start: usize, indent: &[u8]) -> usize {
        if self.indent != indent {
            *self = RunEndCache {
                indent: indent.to_vec(),
                ..Default::default()
            };
        }
        let mut best = bytes.len();
        for (i, lead) in [&b"#"[..], b"!", b"{-#"].into_iter().enumerate() {
            let found = match self.searches[i] {
                Some((from, found)) if from <= start && found.is_none_or(|n| n > start) => found,
                _ => {
                    let mut needle = Vec::with_capacity(indent.len() + 4);
                    needle.push(b'\n');
                    if i < 2 {
                        needle.extend_from_slice(indent);
                    }
                    needle.extend_from_slice(lead);
                    let found =
                        memchr::memmem::find(&bytes[start..], &needle).map(|p| start + p + 1);
                    self.searches[i] = Some((start, found));
                    found
                }
            };
            if let Some(n) = found {
                best = best.min(n);
            }
        }
        best
    }
}

/// The first op-start candidate on a line beginning after `from`.
fn next_candidate(bytes: &[u8], from: usize, indent: &[u8]) -> Option<usize> {
    let mut pos = from;
    loop {
        let nl = memchr::memchr(b'\n', bytes.get(pos..)?)?;
        let line = pos + nl + 1;
        pos = line;
        let rest = &bytes[line..];
        if !rest.starts_with(indent) {
            continue;
        }
        let op = &rest[indent.len()..];
        match op.first() {
            Some(b'"') => return Some(line + indent.len()),
            Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {
                let word_len = op
                    .iter()
                    .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.')))
                    .unwrap_or(op.len());
                if op[..word_len].contains(&b'.') {
                    return Some(line + indent.len());
                }
            }
            _ => {}
        }
    }
}

/// Moves op `op` of `src` (no operands, no successors, regions only in its child body)
/// into `dst`, returning its id there.
fn adopt_op(dst: &mut Body, src: &mut Body, op: OpId) -> OpId {
    let result_types = src.results(op).map(|v| src.value_type(v)).collect();
    let regions = src.regions(op).to_vec();
    let child = src.child_body_mut(op).map(std::mem::take);
    let d = src.op(op);
    dst.create_op(OperationState {
        name: d.name,
        loc: d.loc,
        operands: Vec::new(),
        result_types,
        successors: Vec::new(),
        regions,
        properties: d.properties,
        attributes: d.attributes,
        child_body: child.map(Box::new),
    })
}
