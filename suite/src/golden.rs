//! The golden corpus of the generator (`codegen/tests/golden/`), compiled: each expected module
//! included as it is checked in, so a golden file that does not build fails here, and
//! `tests/golden.rs` reads and writes documents with its types. Warnings are errors here: the
//! generated code must build clean in a user's crate.
#![deny(warnings)]
#![warn(clippy::all)]

pub mod all_of {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/all_of.rs"
    ));
}
pub mod always {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/always.rs"
    ));
}
pub mod anchors {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/anchors.rs"
    ));
}
pub mod any_of {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/any_of.rs"
    ));
}
pub mod array_of_named {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/array_of_named.rs"
    ));
}
pub mod bounded_numbers {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/bounded_numbers.rs"
    ));
}
pub mod branch_members {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/branch_members.rs"
    ));
}
pub mod closed_struct {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/closed_struct.rs"
    ));
}
pub mod conditional {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/conditional.rs"
    ));
}
pub mod conditional_map {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/conditional_map.rs"
    ));
}
pub mod contains {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/contains.rs"
    ));
}
pub mod defs_ref {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/defs_ref.rs"
    ));
}
pub mod dependencies {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/dependencies.rs"
    ));
}
pub mod discriminator {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/discriminator.rs"
    ));
}
pub mod enum_const {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/enum_const.rs"
    ));
}
pub mod extensions {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/extensions.rs"
    ));
}
pub mod formats {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/formats.rs"
    ));
}
pub mod inline_items {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/inline_items.rs"
    ));
}
pub mod map {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/map.rs"
    ));
}
pub mod negation {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/negation.rs"
    ));
}
pub mod nested_definitions {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/nested_definitions.rs"
    ));
}
pub mod nested_object {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/nested_object.rs"
    ));
}
pub mod never {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/never.rs"
    ));
}
pub mod nullable {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/nullable.rs"
    ));
}
pub mod nullable_object {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/nullable_object.rs"
    ));
}
pub mod object_facets {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/object_facets.rs"
    ));
}
pub mod one_of_shapes {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/one_of_shapes.rs"
    ));
}
pub mod optional_positions {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/optional_positions.rs"
    ));
}
pub mod pattern_map {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/pattern_map.rs"
    ));
}
pub mod pattern_overlap {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/pattern_overlap.rs"
    ));
}
pub mod pattern_properties {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/pattern_properties.rs"
    ));
}
pub mod recursive_tree {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/recursive_tree.rs"
    ));
}
pub mod string_constraints {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/string_constraints.rs"
    ));
}
pub mod struct_members {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/struct_members.rs"
    ));
}
pub mod tuple {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/tuple.rs"
    ));
}
pub mod tuple_with_rest {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/tuple_with_rest.rs"
    ));
}
pub mod type_union {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/type_union.rs"
    ));
}
pub mod union_shapes {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/union_shapes.rs"
    ));
}
pub mod unevaluated {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/unevaluated.rs"
    ));
}
pub mod untyped_unions {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/untyped_unions.rs"
    ));
}
pub mod unique_items {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../codegen/tests/golden/unique_items.rs"
    ));
}
