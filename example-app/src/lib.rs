//! An application crate with its own JSON Schemas: `build.rs` runs `wire-models-codegen` over
//! `schemas/`, and the types land here, one module per schema, validated by the wire-models
//! runtime. References between the files (`invoice.customer` is `party::Party`) use the other
//! module's type.
#![deny(missing_docs)]

include!(concat!(env!("OUT_DIR"), "/models.rs"));
