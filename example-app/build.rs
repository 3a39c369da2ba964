//! Generates this crate's types from its own `schemas/` folder.

fn main() {
    wire_models_codegen::Builder::new().compile("schemas");
}
