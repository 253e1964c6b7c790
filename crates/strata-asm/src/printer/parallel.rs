//! Multi-threaded printing of the top-level op's region(s): which blocks are split, into
//! which chunks of operations, and the worker pool that handles the chunks in any order
//! while the results come back in order.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use smallvec::SmallVec;
use strata_ir::ir::{BlockId, Body, RegionId};

/// Stack size of worker threads: the printer recurses once or a few times per nesting
/// level of the IR.
const WORKER_STACK: usize = 256 << 20;

/// Chunks per thread: more chunks balance uneven operation sizes better, fewer cost less
/// to merge.
const CHUNKS_PER_THREAD: usize = 8;

/// Where the printer may work on several threads: the blocks of the top-level op's regions.
#[derive(Clone, Debug)]
pub(crate) struct Split {
    /// Address of the body holding the top-level op's regions.
    body: usize,
    /// The top-level op's regions.
    regions: SmallVec<[RegionId; 2]>,
    /// Worker threads (including the calling one).
    pub(crate) threads: usize,
    /// Print the operations as one chunk (on the calling thread): some of them number
    /// `distinct` attributes, in printing order.
    pub(crate) one_chunk: bool,
}

/// The machine's threads (looked up once: it can take a few system calls).
fn machine_threads() -> usize {
    static THREADS: OnceLock<usize> = OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

impl Split {
    /// Splits the blocks of `regions` (held in `body`) over the machine's threads.
    pub(crate) fn new(body: &Body, regions: &[RegionId]) -> Self {
        Split {
            body: body as *const Body as usize,
            regions: regions.iter().copied().collect(),
            threads: machine_threads(),
            one_chunk: false,
        }
    }

    /// Whether the operations of `block` (in `body`) are handled in chunks.
    pub(crate) fn applies(&self, body: &Body, block: BlockId) -> bool {
        self.body == body as *const Body as usize
            && body
                .block_region(block)
                .is_some_and(|r| self.regions.contains(&r))
    }

    /// Consecutive ranges covering `0..n`, as many as worth handing out.
    pub(crate) fn chunks(&self, n: usize) -> Vec<std::ops::Range<usize>> {
        let count = n.min(self.threads.max(1) * CHUNKS_PER_THREAD).max(1);
        (0..count)
            .map(|i| (i * n / count)..((i + 1) * n / count))
            .filter(|r| !r.is_empty())
            .collect()
    }
}

/// Runs `f` on `0..n` with up to `threads` threads (the calling one included) and returns
/// the results in index order. Threads that cannot be started leave their share to the
/// others.
pub(crate) fn run_indexed<T: Send>(
    threads: usize,
    n: usize,
    f: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let work = || {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= n {
                break;
            }
            done.push((i, f(i)));
        }
        done
    };
    let mut all = std::thread::scope(|s| {
        let handles: Vec<_> = (1..threads.min(n))
            .filter_map(|_| {
                std::thread::Builder::new()
                    .stack_size(WORKER_STACK)
                    .spawn_scoped(s, work)
                    .ok()
            })
            .collect();
        let mut all = work();
        for h in handles {
            match h.join() {
                Ok(r) => all.extend(r),
                Err(e) => std::panic::resume_unwind(e),
            }
        }
        all
    });
    all.sort_unstable_by_key(|r| r.0);
    all.into_iter().map(|r| r.1).collect()
}
