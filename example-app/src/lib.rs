//! An application crate with its own JSON Schemas: `build.rs` runs `wire-models-codegen` over
//! `schemas/`, and the types land here, one module per schema, validated by the wire-models
//! runtime. References between the files (`invoice.customer` is `party::Party`) use the other
//! module's type, and a remote document that `build.rs` maps to a local copy gets a module of
//! its own (`tracking.carrier` is `carrier::Carrier`). `schemas/wire-models.json` shapes some of them: extra derives and attributes,
//! renames, and [`geo::GeoPoint`], a type of this crate in place of a generated one.
#![deny(missing_docs)]

include!(concat!(env!("OUT_DIR"), "/models.rs"));

pub mod geo {
    //! Types of this crate that the configuration puts in place of generated ones.

    /// A position, as this crate wants it: two `f64`s. The schema's `geoPoint` still checks
    /// every value (latitude within ±90, longitude within ±180, nothing else) before it
    /// becomes one.
    #[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    pub struct GeoPoint {
        /// Degrees north.
        pub lat: f64,
        /// Degrees east.
        pub lon: f64,
    }

    wire_models::extern_type!(GeoPoint);

    /// With the `schemars` feature, the schema the generated code checks it against.
    #[cfg(feature = "schemars")]
    impl schemars::JsonSchema for GeoPoint {
        fn schema_name() -> std::borrow::Cow<'static, str> {
            "GeoPoint".into()
        }
        fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
            schemars::json_schema!({
                "type": "object",
                "properties": {
                    "lat": { "type": "number", "minimum": -90, "maximum": 90 },
                    "lon": { "type": "number", "minimum": -180, "maximum": 180 }
                },
                "required": ["lat", "lon"],
                "additionalProperties": false
            })
        }
    }
}
