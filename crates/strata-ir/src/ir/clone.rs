//! Deep copies: of whole bodies ([`Clone`] for [`Body`]), of an operation with its regions
//! or of a region's blocks within one body, and of the same into another body, plus moving
//! an operation to another body.

use smallvec::SmallVec;

use super::body::{Body, OpData, Operand, OperationState, Successor, Use};
use super::entities::{BlockId, OpId, RegionId, ValueId};
use super::mapping::IrMapping;
use super::walk::WalkOrder;

/// Why an operation or region could not be copied or moved into another body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CloneError {
    /// Operand `operand` of `op` (in the source body) is `value`, defined outside what is
    /// copied and not mapped: values cannot cross bodies.
    UnmappedValue {
        /// The using operation, in the source body.
        op: OpId,
        /// The operand index.
        operand: u32,
        /// The value, in the source body.
        value: ValueId,
    },
    /// Successor `successor` of `op` (in the source body) is `block`, outside what is
    /// copied and not mapped.
    UnmappedBlock {
        /// The branching operation, in the source body.
        op: OpId,
        /// The successor index.
        successor: u32,
        /// The block, in the source body.
        block: BlockId,
    },
    /// Result `result` of the operation to move still has uses in the source body.
    ResultInUse {
        /// The operation, in the source body.
        op: OpId,
        /// The result index.
        result: u32,
    },
}

impl std::fmt::Display for CloneError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CloneError::UnmappedValue { op, operand, value } => write!(
                f,
                "operand #{operand} of {op:?} uses {value:?}, defined outside the copied IR and not mapped"
            ),
            CloneError::UnmappedBlock {
                op,
                successor,
                block,
            } => write!(
                f,
                "successor #{successor} of {op:?} is {block:?}, outside the copied IR and not mapped"
            ),
            CloneError::ResultInUse { op, result } => {
                write!(f, "result #{result} of {op:?} still has uses")
            }
        }
    }
}

impl std::error::Error for CloneError {}

/// What to copy.
#[derive(Clone, Copy)]
enum Root {
    Op(OpId),
    Region {
        src: RegionId,
        dst: RegionId,
        at: usize,
    },
}

impl Clone for Body {
    /// A deep copy with the same ids, child bodies included (iteratively: nesting depth
    /// costs heap, not stack).
    fn clone(&self) -> Body {
        struct Frame<'a> {
            src: &'a Body,
            dst: Body,
            children: Vec<OpId>,
            next: usize,
            owner: OpId,
        }
        fn frame(src: &Body, owner: OpId) -> Frame<'_> {
            Frame {
                src,
                dst: src.shallow_copy(),
                children: (0..src.ops.len())
                    .filter(|&i| src.ops[i].child_body.is_some())
                    .map(|i| OpId(i as u32))
                    .collect(),
                next: 0,
                owner,
            }
        }
        let mut stack = vec![frame(self, OpId(0))];
        while let Some(top) = stack.last_mut() {
            if let Some(&op) = top.children.get(top.next) {
                top.next += 1;
                let src = top.src;
                if let Some(child) = src.ops[op.index()].child_body.as_deref() {
                    stack.push(frame(child, op));
                }
                continue;
            }
            if let Some(done) = stack.pop() {
                match stack.last_mut() {
                    Some(parent) => {
                        parent.dst.ops[done.owner.index()].child_body = Some(Box::new(done.dst))
                    }
                    None => return done.dst,
                }
            }
        }
        Body::new()
    }
}

impl Body {
    /// A copy of this body's arenas without its child bodies.
    fn shallow_copy(&self) -> Body {
        let ops = self
            .ops
            .iter()
            .map(OpData::copy_without_child_body)
            .collect();
        Body {
            ops,
            blocks: self.blocks.clone(),
            regions: self.regions.clone(),
            values: self.values.clone(),
        }
    }

    /// Deep-copies `op` with its regions (child body included) into a new detached
    /// operation of this body, MLIR's `Operation::clone`. Operands defined inside `op`
    /// refer to their copies; others are looked up in `mapping` and used as-is when not
    /// mapped. Every copied value, block and op is recorded in `mapping`; block arguments
    /// already mapped are not copied (their uses take the mapped value).
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        match clone_impl(None, self, Root::Op(op), mapping) {
            Ok(new) => new.unwrap_or(op),
            Err(_) => unreachable!("same-body clones cannot fail"),
        }
    }

    /// Copies the blocks of `src` into `dst` (both in this body), inserting them at block
    /// position `at` of `dst` (clamped to its length); MLIR's `Region::cloneInto`. Values
    /// and blocks are remapped as in [`Body::clone_op`].
    pub fn clone_region_into(
        &mut self,
        src: RegionId,
        dst: RegionId,
        at: usize,
        mapping: &mut IrMapping,
    ) {
        let at = at.min(self.regions[dst.index()].blocks.len());
        if clone_impl(None, self, Root::Region { src, dst, at }, mapping).is_err() {
            unreachable!("same-body clones cannot fail");
        }
    }

    /// Deep-copies `op` (of this body) into a new detached operation of `dst`. Every value
    /// and successor block `op` uses from outside itself must be mapped (to values and
    /// blocks of `dst`); otherwise nothing is created and the first offender is returned.
    /// An isolated-from-above op uses nothing from outside its own operands.
    pub fn clone_op_into(
        &self,
        op: OpId,
        dst: &mut Body,
        mapping: &mut IrMapping,
    ) -> Result<OpId, CloneError> {
        check_closed(self, Root::Op(op), mapping)?;
        Ok(clone_impl(Some(self), dst, Root::Op(op), mapping)?.unwrap_or(op))
    }

    /// Copies the blocks of `src` (of this body) into region `dst_region` of `dst` at block
    /// position `at` (clamped). Values and blocks used from outside `src` must be mapped,
    /// e.g. the entry block's arguments to call operands when inlining.
    pub fn clone_region_into_body(
        &self,
        src: RegionId,
        dst: &mut Body,
        dst_region: RegionId,
        at: usize,
        mapping: &mut IrMapping,
    ) -> Result<(), CloneError> {
        let root = Root::Region {
            src,
            dst: dst_region,
            at: at.min(dst.regions[dst_region.index()].blocks.len()),
        };
        check_closed(self, root, mapping)?;
        clone_impl(Some(self), dst, root, mapping).map(|_| ())
    }

    /// Moves `op` out of this body into a new detached operation of `dst` and erases it
    /// here. An isolated-from-above op takes its child body along without copying; others
    /// are copied as by [`Body::clone_op_into`]. The results of `op` must be unused and
    /// its operands and successors mapped; otherwise nothing changes.
    pub fn move_op_to_body(
        &mut self,
        op: OpId,
        dst: &mut Body,
        mapping: &mut IrMapping,
    ) -> Result<OpId, CloneError> {
        if let Some(result) = self.results(op).position(|r| !self.uses(r).is_empty()) {
            return Err(CloneError::ResultInUse {
                op,
                result: result as u32,
            });
        }
        if self.ops[op.index()].child_body.is_none() {
            let new = self.clone_op_into(op, dst, mapping)?;
            self.erase_op(op);
            return Ok(new);
        }
        check_closed(self, Root::Op(op), mapping)?;
        let old_results: SmallVec<[ValueId; 2]> = self.results(op).collect();
        let result_types = old_results.iter().map(|&r| self.value_type(r)).collect();
        let d = &mut self.ops[op.index()];
        let state = OperationState {
            name: d.name,
            loc: d.loc,
            operands: d
                .operands
                .iter()
                .map(|o| mapping.lookup_value_or_self(o.value))
                .collect(),
            result_types,
            successors: d
                .successors
                .iter()
                .map(|s| Successor {
                    block: mapping.lookup_block_or_self(s.block),
                    ..*s
                })
                .collect(),
            regions: std::mem::take(&mut d.regions).into_vec(),
            properties: d.properties,
            attributes: d.attributes,
            child_body: d.child_body.take(),
        };
        self.erase_op(op);
        let new = dst.create_op(state);
        for (i, r) in old_results.into_iter().enumerate() {
            mapping.map_value(r, dst.result(new, i));
        }
        mapping.map_op(op, new);
        Ok(new)
    }

    /// Appends operand `value` to `op`, linking the use.
    pub(super) fn push_operand(&mut self, op: OpId, value: ValueId) {
        let operand = self.ops[op.index()].operands.len() as u32;
        let use_index = self.add_use(value, Use { op, operand });
        self.ops[op.index()]
            .operands
            .push(Operand { value, use_index });
    }
}

/// Checks that what `root` selects in `src` uses only values and blocks defined inside it
/// or mapped.
fn check_closed(src: &Body, root: Root, mapping: &IrMapping) -> Result<(), CloneError> {
    let mut tree_ops: Vec<OpId> = Vec::new();
    let mut top_blocks: Vec<BlockId> = Vec::new();
    match root {
        Root::Op(op) => tree_ops.extend(src.walk_ops(op, WalkOrder::PreOrder)),
        Root::Region { src: region, .. } => {
            for &b in src.blocks(region) {
                top_blocks.push(b);
                for op in src.block_ops(b) {
                    tree_ops.extend(src.walk_ops(op, WalkOrder::PreOrder));
                }
            }
        }
    }
    let mut values = rustc_hash::FxHashSet::default();
    let mut blocks = rustc_hash::FxHashSet::default();
    let mut add_block = |b: BlockId, values: &mut rustc_hash::FxHashSet<ValueId>| {
        blocks.insert(b);
        values.extend(src.block_args(b).iter().copied());
    };
    for &b in &top_blocks {
        add_block(b, &mut values);
    }
    for &op in &tree_ops {
        values.extend(src.results(op));
        if src.child_body(op).is_none() {
            for &r in src.regions(op) {
                for &b in src.blocks(r) {
                    add_block(b, &mut values);
                }
            }
        }
    }
    for &op in &tree_ops {
        for (i, v) in src.operands(op).enumerate() {
            if !values.contains(&v) && !mapping.contains_value(v) {
                return Err(CloneError::UnmappedValue {
                    op,
                    operand: i as u32,
                    value: v,
                });
            }
        }
        for (i, s) in src.successors(op).iter().enumerate() {
            if !blocks.contains(&s.block) && !mapping.contains_block(s.block) {
                return Err(CloneError::UnmappedBlock {
                    op,
                    successor: i as u32,
                    block: s.block,
                });
            }
        }
    }
    Ok(())
}

/// Copies what `root` selects from `src` (`None`: from `dst` itself) into `dst`. Two
/// passes: first operations (without operands), blocks and arguments, so that forward
/// references resolve; then operands and successors through `mapping`.
fn clone_impl(
    src: Option<&Body>,
    dst: &mut Body,
    root: Root,
    mapping: &mut IrMapping,
) -> Result<Option<OpId>, CloneError> {
    // Blocks created by this call must not be mistaken for source blocks when the
    // destination region lies inside the copied IR.
    let block_limit = if src.is_none() {
        dst.blocks.len()
    } else {
        usize::MAX
    };
    let mut created: Vec<(OpId, OpId)> = Vec::new();
    let mut work: Vec<(RegionId, RegionId, usize)> = Vec::new();
    let new_root = match root {
        Root::Op(op) => Some(create_shell(src, dst, op, mapping, &mut work, &mut created)),
        Root::Region { src: s, dst: d, at } => {
            work.push((s, d, at));
            None
        }
    };
    while let Some((sr, dr, at)) = work.pop() {
        let source_blocks: Vec<BlockId> = {
            let s = src.unwrap_or(&*dst);
            s.blocks(sr)
                .iter()
                .copied()
                .filter(|b| b.index() < block_limit)
                .collect()
        };
        for (k, sb) in source_blocks.into_iter().enumerate() {
            let nb = dst.new_block();
            dst.insert_block(dr, at + k, nb);
            mapping.map_block(sb, nb);
            let (args, ops): (Vec<(ValueId, _, _)>, Vec<OpId>) = {
                let s = src.unwrap_or(&*dst);
                let args = s
                    .block_args(sb)
                    .iter()
                    .enumerate()
                    .map(|(i, &a)| (a, s.value_type(a), s.block_arg_loc(sb, i)))
                    .collect();
                (args, s.block_ops(sb).collect())
            };
            for (a, ty, loc) in args {
                if !mapping.contains_value(a) {
                    let na = dst.add_block_arg(nb, ty, loc);
                    mapping.map_value(a, na);
                }
            }
            for sop in ops {
                let nop = create_shell(src, dst, sop, mapping, &mut work, &mut created);
                dst.append_op(nb, nop);
            }
        }
    }
    for &(sop, nop) in &created {
        let operands: SmallVec<[ValueId; 4]> = src.unwrap_or(&*dst).operands(sop).collect();
        for (i, v) in operands.into_iter().enumerate() {
            let nv = match mapping.lookup_value(v) {
                Some(nv) => nv,
                None if src.is_none() => v,
                None => {
                    return Err(CloneError::UnmappedValue {
                        op: sop,
                        operand: i as u32,
                        value: v,
                    });
                }
            };
            dst.push_operand(nop, nv);
        }
        for (i, succ) in dst.ops[nop.index()].successors.iter_mut().enumerate() {
            match mapping.lookup_block(succ.block) {
                Some(b) => succ.block = b,
                None if src.is_none() => {}
                None => {
                    return Err(CloneError::UnmappedBlock {
                        op: sop,
                        successor: i as u32,
                        block: succ.block,
                    });
                }
            }
        }
    }
    Ok(new_root)
}

/// Creates the copy of `sop` without operands; queues its regions (unless it is isolated:
/// then its child body is copied whole).
fn create_shell(
    src: Option<&Body>,
    dst: &mut Body,
    sop: OpId,
    mapping: &mut IrMapping,
    work: &mut Vec<(RegionId, RegionId, usize)>,
    created: &mut Vec<(OpId, OpId)>,
) -> OpId {
    let (state, src_regions, src_results) = {
        let s = src.unwrap_or(&*dst);
        let d = &s.ops[sop.index()];
        let child_body = d.child_body.as_deref().map(|b| Box::new(b.clone()));
        let (regions, src_regions) = if child_body.is_some() {
            (d.regions.to_vec(), SmallVec::<[RegionId; 2]>::new())
        } else {
            (
                vec![OperationState::PENDING_REGION; d.regions.len()],
                d.regions.iter().copied().collect(),
            )
        };
        let src_results: SmallVec<[ValueId; 2]> = s.results(sop).collect();
        let state = OperationState {
            name: d.name,
            loc: d.loc,
            operands: Vec::new(),
            result_types: src_results.iter().map(|&r| s.value_type(r)).collect(),
            successors: d.successors.to_vec(),
            regions,
            properties: d.properties,
            attributes: d.attributes,
            child_body,
        };
        (state, src_regions, src_results)
    };
    let nop = dst.create_op(state);
    for (i, sr) in src_regions.into_iter().enumerate() {
        work.push((sr, dst.ops[nop.index()].regions[i], 0));
    }
    for (i, r) in src_results.into_iter().enumerate() {
        mapping.map_value(r, dst.result(nop, i));
    }
    mapping.map_op(sop, nop);
    created.push((sop, nop));
    nop
}
