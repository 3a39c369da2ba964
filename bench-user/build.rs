//! Generates this crate's types from its `schemas/` folder, as the README tells a user to.

fn main() {
    wire_models_codegen::Builder::new().compile("schemas");
}
