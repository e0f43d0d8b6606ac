//! Arguments read from JavaScript and checked before the engine sees them: names,
//! booleans, whole numbers within a documented range and lists of strings, each
//! refused with an `Error` that names the argument and says what it takes.

use lines_of_action::{RulePreset, Variant};
use wasm_bindgen::prelude::*;

use crate::js;

/// JavaScript's `typeof value`, for a message (`"null"` for null, `"array"` for an array).
fn type_of(value: &JsValue) -> String {
    if value.is_null() {
        "null".into()
    } else if js::is_array(value) {
        "array".into()
    } else {
        value.js_typeof().as_string().unwrap_or_default()
    }
}

/// The error for `value`, given as `name`, which is not `wanted`.
fn not_a(name: &str, wanted: &str, value: &JsValue) -> JsError {
    JsError::new(&format!("{name} must be {wanted}, not {}", type_of(value)))
}

/// The variant named `name` (any of the crate's names for it).
pub fn variant(name: &str) -> Result<Variant, JsError> {
    name.parse().map_err(|error| JsError::new(&format!("{error}")))
}

/// The rule preset named `name`.
pub fn preset(name: &str) -> Result<RulePreset, JsError> {
    name.parse().map_err(|error| JsError::new(&format!("{error}")))
}

/// An optional string argument: `None` for `undefined` or `null`.
pub fn string(value: &JsValue, name: &str) -> Result<Option<String>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    value.as_string().map(Some).ok_or_else(|| not_a(name, "a string", value))
}

/// An optional boolean argument: `None` for `undefined` or `null`.
pub fn boolean(value: &JsValue, name: &str) -> Result<Option<bool>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    value.as_bool().map(Some).ok_or_else(|| not_a(name, "a boolean", value))
}

/// An optional number argument, finite and from `min` to `max`: `None` for `undefined`
/// or `null`.
pub fn number(value: &JsValue, name: &str, min: f64, max: f64) -> Result<Option<f64>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    let number = value.as_f64().ok_or_else(|| not_a(name, "a number", value))?;
    if !(min..=max).contains(&number) {
        return Err(JsError::new(&format!("{name} must be from {min} to {max}, not {number}")));
    }
    Ok(Some(number))
}

/// An optional whole-number argument from `min` to `max`: `None` for `undefined` or
/// `null`.
pub fn integer(value: &JsValue, name: &str, min: u64, max: u64) -> Result<Option<u64>, JsError> {
    // Every bound used is below 2⁵³, so it is exact as a float.
    let Some(number) = number(value, name, min as f64, max as f64)? else { return Ok(None) };
    if number.fract() != 0.0 {
        return Err(JsError::new(&format!("{name} must be a whole number, not {number}")));
    }
    Ok(Some(number as u64))
}

/// A whole number given as a plain `f64` argument, from `min` to `max`.
pub fn whole(value: f64, name: &str, min: u64, max: u64) -> Result<u64, JsError> {
    Ok(integer(&JsValue::from_f64(value), name, min, max)?.unwrap_or(min))
}

/// An optional list of strings: `None` for `undefined` or `null`.
pub fn strings(value: &JsValue, name: &str) -> Result<Option<Vec<String>>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    if !js::is_array(value) {
        return Err(not_a(name, "an array of strings", value));
    }
    let length = js::field(value, "length").as_f64().unwrap_or(0.0) as usize;
    (0..length)
        .map(|index| {
            let item = js::field(value, &index.to_string());
            item.as_string().ok_or_else(|| not_a(&format!("{name}[{index}]"), "a string", &item))
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

/// Checks that `options`, given as `name`, is an object (or `undefined` or `null`, for
/// the defaults).
pub fn object(options: &JsValue, name: &str) -> Result<(), JsError> {
    if options.is_undefined() || options.is_null() || (options.is_object() && !js::is_array(options)) {
        Ok(())
    } else {
        Err(not_a(name, "an object", options))
    }
}
