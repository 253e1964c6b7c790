//! [`ConversionTarget`]: which operations are legal after a dialect conversion, by op
//! name, by dialect, dynamically through a callback, or for unknown ops (MLIR's
//! `ConversionTarget`).

use std::sync::Arc;

use rustc_hash::FxHashMap;
use strata_ir::Context;
use strata_ir::ir::{Body, OpId};

/// Decides the legality of one operation: `true` legal, `false` illegal.
pub type LegalityFn = Arc<dyn Fn(&Context, &Body, OpId) -> bool + Send + Sync>;

/// How an op name or dialect is treated.
#[derive(Clone)]
enum Action {
    Legal,
    Illegal,
    Dynamic(LegalityFn),
}

/// A legality entry: its action and whether legal ops of it are recursively legal (their
/// nested ops are not converted).
#[derive(Clone)]
struct Info {
    action: Action,
    recursive: Option<Option<LegalityFn>>,
}

/// The result of a legality query for a legal op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegalOpDetails {
    /// The op's nested operations are legal too and are left alone.
    pub recursively_legal: bool,
}

/// The legality rules of a conversion.
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Info>,
    dialects: FxHashMap<String, Info>,
    unknown: Option<LegalityFn>,
    recursive_ops: FxHashMap<String, Option<LegalityFn>>,
    recursive_dialects: FxHashMap<String, Option<LegalityFn>>,
}

impl ConversionTarget {
    /// A target with no rules (every op of unknown legality).
    pub fn new() -> Self {
        Self::default()
    }

    fn set_op(&mut self, name: &str, action: Action) -> &mut Self {
        self.ops.insert(
            name.to_string(),
            Info {
                action,
                recursive: None,
            },
        );
        self
    }

    fn set_dialect(&mut self, name: &str, action: Action) -> &mut Self {
        self.dialects.insert(
            name.to_string(),
            Info {
                action,
                recursive: None,
            },
        );
        self
    }

    /// Marks op `name` (`arith.addi`) legal.
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.set_op(name, Action::Legal)
    }

    /// Marks op `name` illegal: partial conversions fail if one is left.
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.set_op(name, Action::Illegal)
    }

    /// Makes the legality of op `name` depend on `f`.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        f: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.set_op(name, Action::Dynamic(Arc::new(f)))
    }

    /// Marks every op of dialect `namespace` legal (op rules take precedence).
    pub fn add_legal_dialect(&mut self, namespace: &str) -> &mut Self {
        self.set_dialect(namespace, Action::Legal)
    }

    /// Marks every op of dialect `namespace` illegal.
    pub fn add_illegal_dialect(&mut self, namespace: &str) -> &mut Self {
        self.set_dialect(namespace, Action::Illegal)
    }

    /// Makes the legality of the ops of dialect `namespace` depend on `f`.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        namespace: &str,
        f: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.set_dialect(namespace, Action::Dynamic(Arc::new(f)))
    }

    /// Decides the legality of ops that no op or dialect rule covers through `f`.
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        f: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(Arc::new(f));
        self
    }

    /// Makes legal ops named `name` recursively legal: what they contain is not
    /// converted. With `f`, only the legal ops for which `f` holds.
    pub fn mark_op_recursively_legal(&mut self, name: &str, f: Option<LegalityFn>) -> &mut Self {
        self.recursive_ops.insert(name.to_string(), f);
        self
    }

    /// Makes the legal ops of dialect `namespace` recursively legal.
    pub fn mark_dialect_recursively_legal(
        &mut self,
        namespace: &str,
        f: Option<LegalityFn>,
    ) -> &mut Self {
        self.recursive_dialects.insert(namespace.to_string(), f);
        self
    }

    /// The rule for `op`: op name, then dialect, then the unknown-op callback.
    fn info(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Info> {
        let name = body.op(op).name;
        let full = ctx.op_name_str(name);
        let dialect = ctx.op_name_data(name).dialect();
        let recursive = self
            .recursive_ops
            .get(full)
            .or_else(|| self.recursive_dialects.get(dialect))
            .cloned();
        let mut info = match self.ops.get(full).or_else(|| self.dialects.get(dialect)) {
            Some(i) => i.clone(),
            None => Info {
                action: Action::Dynamic(self.unknown.clone()?),
                recursive: None,
            },
        };
        info.recursive = recursive;
        Some(info)
    }

    /// `Some` if `op` is legal (with whether it is recursively legal), `None` if it is
    /// illegal or of unknown legality.
    pub fn is_legal(&self, ctx: &Context, body: &Body, op: OpId) -> Option<LegalOpDetails> {
        let info = self.info(ctx, body, op)?;
        let legal = match &info.action {
            Action::Legal => true,
            Action::Illegal => false,
            Action::Dynamic(f) => f(ctx, body, op),
        };
        if !legal {
            return None;
        }
        let recursively_legal = match &info.recursive {
            None => false,
            Some(None) => true,
            Some(Some(f)) => f(ctx, body, op),
        };
        Some(LegalOpDetails { recursively_legal })
    }

    /// Whether `op` is explicitly illegal: marked illegal, or dynamically legal with a
    /// callback that says no.
    pub fn is_illegal(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        match self.info(ctx, body, op) {
            None => false,
            Some(Info {
                action: Action::Illegal,
                ..
            }) => true,
            Some(Info {
                action: Action::Dynamic(f),
                ..
            }) => !f(ctx, body, op),
            Some(_) => false,
        }
    }
}
