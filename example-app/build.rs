//! Generates this crate's types from its own `schemas/` folder and its OpenAPI documents.

fn main() {
    wire_models_codegen::Builder::new()
        .openapi("openapi/petstore.yaml")
        .openapi("openapi/petstore-3-1.yaml")
        .openapi("openapi/discriminators.yaml")
        .openapi("openapi/shop.yaml")
        .compile("schemas");
}
