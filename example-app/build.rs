//! Generates this crate's types from its own `schemas/` folder and its OpenAPI documents, with
//! the carriers' registry (`https://carriers.example.com/`) mapped to its local copy in
//! `remote/`: the generator never uses the network.

fn main() {
    wire_models_codegen::Builder::new()
        .remote("https://carriers.example.com/", "remote")
        .openapi("openapi/petstore.yaml")
        .openapi("openapi/petstore-3-1.yaml")
        .openapi("openapi/discriminators.yaml")
        .openapi("openapi/shop.yaml")
        .compile("schemas");
}
