//! Source locations: where an operation, block argument or diagnostic comes from.
//!
//! In MLIR every location is a uniqued attribute. Strata keeps that model for every kind
//! but the commonest: a plain `"file":line:col` — what the parser and the bytecode reader
//! give each operation — is held in the [`Location`] value itself, so reading a file does
//! not unique one attribute per operation (that was a third of the time of reading
//! bytecode). The form is canonical: a plain file-line-col location is never held as an
//! attribute, so two locations are equal exactly when MLIR's uniqued ones would be, and
//! comparing and hashing stay O(1).

use crate::attributes::{AttrData, Attribute};
use crate::context::{Context, Identifier};

/// A location: a plain `"file":line:col`, or a uniqued location attribute of any other
/// kind (unknown, ranges, names, call sites, fused). Build one with the [`Context`]'s
/// `*_loc` functions or [`Location::from_attr`]; [`Location::attr`] gives the attribute.
/// Twelve bytes: `head` is the file name's identifier, or the attribute when `line` is
/// [`ATTR_LINE`] (a plain location on that line is held as an attribute instead).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Location {
    head: u32,
    line: u32,
    col: u32,
}

/// The `line` of a [`Location`] held as an attribute.
const ATTR_LINE: u32 = u32::MAX;

impl Location {
    /// A location held as the attribute `attr`.
    fn of_attr(attr: Attribute) -> Location {
        Location {
            head: attr.0,
            line: ATTR_LINE,
            col: 0,
        }
    }

    /// `"file":line:col`, held as such unless `line` is [`ATTR_LINE`].
    fn plain(ctx: &Context, file: Identifier, line: u32, col: u32) -> Location {
        if line == ATTR_LINE {
            return Location::of_attr(ctx.intern_attr(plain_data(file, line, col)));
        }
        Location {
            head: file.0,
            line,
            col,
        }
    }

    /// The location an attribute stands for. `attr` should be a location attribute
    /// ([`AttrData::is_location`]); any other is kept as it is (the parser uses that for
    /// placeholders of locations not yet defined).
    pub fn from_attr(ctx: &Context, attr: Attribute) -> Location {
        match *ctx.attr_data(attr) {
            AttrData::FileLineColLoc {
                file,
                line,
                col,
                end_line,
                end_col,
                fields: 2,
            } if end_line == line && end_col == col && line != ATTR_LINE => Location {
                head: file.0,
                line,
                col,
            },
            _ => Location::of_attr(attr),
        }
    }

    /// The uniqued attribute of this location (a plain file-line-col location is uniqued
    /// now, which only printing with debug info, bytecode writing and diagnostics need).
    pub fn attr(self, ctx: &Context) -> Attribute {
        match self.file_line_col() {
            None => Attribute(self.head),
            Some((file, line, col)) => ctx.intern_attr(plain_data(file, line, col)),
        }
    }

    /// File, line and column of a plain `"file":line:col` location.
    pub fn file_line_col(self) -> Option<(Identifier, u32, u32)> {
        (self.line != ATTR_LINE).then_some((Identifier(self.head), self.line, self.col))
    }

    /// Whether this is `loc(unknown)`.
    pub fn is_unknown(self, ctx: &Context) -> bool {
        self.line == ATTR_LINE && Attribute(self.head) == ctx.common_attrs.unknown_loc
    }
}

/// The attribute data of `"file":line:col`.
fn plain_data(file: Identifier, line: u32, col: u32) -> AttrData {
    AttrData::FileLineColLoc {
        file,
        line,
        col,
        end_line: line,
        end_col: col,
        fields: 2,
    }
}

impl std::fmt::Debug for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.file_line_col() {
            None => write!(f, "loc({:?})", Attribute(self.head)),
            Some((file, line, col)) => write!(f, "loc({file:?}:{line}:{col})"),
        }
    }
}

impl Context {
    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Location {
        Location::of_attr(self.common_attrs.unknown_loc)
    }

    /// A `"file":line:col` location.
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        self.file_loc_in(self.ident(file), line, col)
    }

    /// A `"file":line:col` location whose file name is already an identifier (touches
    /// nothing in the context).
    pub fn file_loc_in(&self, file: Identifier, line: u32, col: u32) -> Location {
        Location::plain(self, file, line, col)
    }

    /// `loc("name")` or `loc("name"(child))`.
    pub fn name_loc(&self, name: Identifier, child: Option<Location>) -> Location {
        let child = child.map(|c| c.attr(self));
        Location::of_attr(self.intern_attr(AttrData::NameLoc { name, child }))
    }

    /// `loc(callsite(callee at caller))`.
    pub fn call_site_loc(&self, callee: Location, caller: Location) -> Location {
        Location::of_attr(self.intern_attr(AttrData::CallSiteLoc {
            callee: callee.attr(self),
            caller: caller.attr(self),
        }))
    }

    /// `loc(fused<metadata>[...])` normalized like MLIR's `FusedLoc::get`: nested fused
    /// locations with the same metadata are flattened, unknown and duplicate locations
    /// dropped; no locations gives `unknown` (or `fused<metadata>[unknown]`), and a single
    /// location without metadata is returned as is.
    pub fn fused_loc(&self, locations: &[Location], metadata: Option<Attribute>) -> Location {
        let mut flat: Vec<Attribute> = Vec::with_capacity(locations.len());
        for loc in locations {
            let attr = loc.attr(self);
            match self.attr_data(attr) {
                // The inner locations are taken as they are, unknown included: MLIR assumes
                // a fused location holds none, but `fused<m>[]` holds one (so
                // `fused<[]>["a":1:1, fused<[]>[]]` keeps an `unknown`, as in mlir-opt).
                AttrData::FusedLoc {
                    locations: inner,
                    metadata: m,
                } if *m == metadata => {
                    for &l in inner.iter() {
                        if !flat.contains(&l) {
                            flat.push(l);
                        }
                    }
                }
                AttrData::UnknownLoc => {}
                _ if flat.contains(&attr) => {}
                _ => flat.push(attr),
            }
        }
        match (flat.len(), metadata) {
            (0, None) => self.unknown_loc(),
            (0, Some(_)) => Location::of_attr(self.intern_attr(AttrData::FusedLoc {
                locations: Box::new([self.common_attrs.unknown_loc]),
                metadata,
            })),
            (1, None) => Location::from_attr(self, flat[0]),
            _ => Location::of_attr(self.intern_attr(AttrData::FusedLoc {
                locations: flat.into(),
                metadata,
            })),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_locations_are_canonical_and_unique_on_demand() {
        let ctx = Context::new();
        let inline = ctx.file_loc("a.mlir", 3, 4);
        let attr = inline.attr(&ctx);
        assert_eq!(attr, ctx.file_loc("a.mlir", 3, 4).attr(&ctx));
        assert_eq!(Location::from_attr(&ctx, attr), inline);
        assert_eq!(inline.file_line_col(), Some((ctx.ident("a.mlir"), 3, 4)));
        assert_ne!(inline, ctx.file_loc("a.mlir", 3, 5));
        // A range is not a plain location: it stays an attribute and differs.
        let range = ctx.intern_attr(AttrData::FileLineColLoc {
            file: ctx.ident("a.mlir"),
            line: 3,
            col: 4,
            end_line: 3,
            end_col: 9,
            fields: 3,
        });
        let range = Location::from_attr(&ctx, range);
        assert_eq!(range.file_line_col(), None);
        assert_ne!(range, inline);
        assert!(ctx.unknown_loc().is_unknown(&ctx));
        assert!(!inline.is_unknown(&ctx));
    }

    #[test]
    fn fusing_one_plain_location_gives_it_back() {
        let ctx = Context::new();
        let a = ctx.file_loc("f", 1, 1);
        assert_eq!(ctx.fused_loc(&[a, ctx.unknown_loc(), a], None), a);
    }
}
