//! The JavaScript the package calls: the few globals it needs (imported here rather
//! than through js-sys, a large crate for so little), the options objects it reads, and
//! the plain objects it returns.

use std::time::Duration;

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: milliseconds since the page or process started, to a
    /// fraction of a millisecond (in browsers, workers and Node).
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;

    /// `Reflect.get(target, key)`: the property, `undefined` if there is none.
    #[wasm_bindgen(js_namespace = Reflect, js_name = get, catch)]
    fn reflect_get(target: &JsValue, key: &JsValue) -> Result<JsValue, JsValue>;

    /// `Reflect.set(target, key, value)`.
    #[wasm_bindgen(js_namespace = Reflect, js_name = set)]
    fn reflect_set(target: &JsValue, key: &JsValue, value: &JsValue) -> bool;

    /// JavaScript's `Object`.
    #[wasm_bindgen(js_name = Object)]
    type Object;

    /// `new Object()`: an empty plain object.
    #[wasm_bindgen(constructor, js_class = "Object")]
    fn new() -> Object;

    /// `Array.isArray(value)`: whether `value` is a JavaScript array.
    #[wasm_bindgen(js_namespace = Array, js_name = isArray)]
    pub fn is_array(value: &JsValue) -> bool;

    /// `new Game`'s options (see the `GameOptions` type).
    #[wasm_bindgen(typescript_type = "GameOptions")]
    pub type GameOptions;

    /// `game.svg`'s options (see the `SvgOptions` type).
    #[wasm_bindgen(typescript_type = "SvgOptions")]
    pub type SvgOptions;

    /// `bestMove`'s options (see the `SearchOptions` type).
    #[wasm_bindgen(typescript_type = "SearchOptions")]
    pub type SearchOptions;
}

/// The time on `performance.now()`'s clock: the search crate's
/// [`Limits::clock`](lines_of_action_search::Limits::clock) here, where
/// `std::time::Instant` has none.
pub fn now() -> Duration {
    Duration::from_secs_f64(performance_now().max(0.0) / 1000.0)
}

/// The property `key` of the options object `options` (`undefined` when `options` is
/// `undefined`, `null` or not an object, or when reading the property throws).
pub fn field(options: &JsValue, key: &str) -> JsValue {
    if !options.is_object() {
        return JsValue::UNDEFINED;
    }
    reflect_get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// A plain object with these properties, in this order.
pub fn object(properties: &[(&str, JsValue)]) -> JsValue {
    let object: JsValue = Object::new().into();
    for (key, value) in properties {
        reflect_set(&object, &JsValue::from_str(key), value);
    }
    object
}

/// `text` as a JavaScript string, `null` for `None`.
pub fn string_or_null(text: Option<&str>) -> JsValue {
    text.map_or(JsValue::NULL, JsValue::from_str)
}
