//! Arguments read from Python and checked before any Rust code sees them: integers
//! within a documented range, times that fit a `Duration`, and action ids, each
//! refused with an exception that names the argument. Integer arguments are read as
//! `i128` (PyO3 refuses a float or a string with a `TypeError` noted with the
//! argument's name, and an int beyond 128 bits with an `OverflowError`), then checked
//! against their range here.
//!
//! The rule for an action id (`State.apply_action`, `State.child`, `State.undo_action`
//! and each element of `VecGame.step`'s actions) is Python's own for an index: an
//! `int` or an object with `__index__` (a numpy integer), but not a `bool`; a float, a
//! string or anything else is a `TypeError` (never rounded, never parsed).

use std::fmt::Display;
use std::time::Duration;

use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt};

/// The name of `value`'s type, for a message.
fn type_name(value: &Bound<'_, PyAny>) -> String {
    value.get_type().name().map_or_else(|_| "?".to_owned(), |name| name.to_string())
}

/// `value`'s `repr`, for a message.
fn repr(value: &Bound<'_, PyAny>) -> String {
    value.repr().map_or_else(|_| "?".to_owned(), |text| text.to_string())
}

/// Whether `value` is an integer by the rule of the module's docs: an `int` or an
/// object with `__index__`, not a `bool` nor a float.
fn is_integer(value: &Bound<'_, PyAny>) -> bool {
    if value.is_instance_of::<PyBool>() || value.is_instance_of::<PyFloat>() {
        return false;
    }
    value.is_instance_of::<PyInt>() || value.hasattr("__index__").unwrap_or(false)
}

/// `value`, an integer argument `name` (read as an `i128`, so that PyO3 refuses what
/// is not an integer with a `TypeError` that names it), as a `T` from `min` to `max`;
/// `ValueError` naming it otherwise.
pub fn in_range<T>(value: i128, name: &str, min: T, max: T) -> PyResult<T>
where
    T: TryFrom<i128> + Into<i128> + Copy + Display,
{
    let out_of_range = || PyValueError::new_err(format!("{name} must be from {min} to {max}, not {value}"));
    if value < min.into() || value > max.into() {
        return Err(out_of_range());
    }
    T::try_from(value).map_err(|_| out_of_range())
}

/// An optional integer argument, as [`in_range`] reads it; `None` stays `None`.
pub fn optional_in_range<T>(value: Option<i128>, name: &str, min: T, max: T) -> PyResult<Option<T>>
where
    T: TryFrom<i128> + Into<i128> + Copy + Display,
{
    value.map(|value| in_range(value, name, min, max)).transpose()
}

/// A seed: an integer from 0 to 2⁶⁴ − 1.
pub fn seed(value: i128, name: &str) -> PyResult<u64> {
    in_range(value, name, 0, u64::MAX)
}

/// An optional time in seconds, argument `name`: a positive number that fits a
/// `Duration` (below 2⁶⁴ seconds, some 584 billion years); `ValueError` otherwise.
pub fn optional_seconds(value: Option<f64>, name: &str) -> PyResult<Option<Duration>> {
    let Some(seconds) = value else { return Ok(None) };
    let bad = || {
        PyValueError::new_err(format!(
            "{name} must be a positive number of seconds below 2**64 (a Duration's range), not {seconds}"
        ))
    };
    // NaN is not above 0 either.
    if seconds.partial_cmp(&0.0) != Some(core::cmp::Ordering::Greater) {
        return Err(bad());
    }
    Duration::try_from_secs_f64(seconds).map(Some).map_err(|_| bad())
}

/// An action id (see the module's docs): `TypeError` if `value` is not an integer,
/// `OverflowError` if it does not fit 64 bits, each naming it as `name()` does.
pub fn action(value: &Bound<'_, PyAny>, name: impl Fn() -> String) -> PyResult<i64> {
    // The common case first: a plain int.
    if let Ok(int) = value.cast_exact::<PyInt>() {
        return int.extract().map_err(|_| out_of_range(value, &name));
    }
    if !is_integer(value) {
        return Err(PyTypeError::new_err(format!(
            "{} must be an integer, not {} ({})",
            name(),
            repr(value),
            type_name(value)
        )));
    }
    value.extract().map_err(|error: PyErr| {
        if error.is_instance_of::<PyOverflowError>(value.py()) {
            out_of_range(value, &name)
        } else {
            PyTypeError::new_err(format!("{} must be an integer, not {} ({error})", name(), repr(value)))
        }
    })
}

fn out_of_range(value: &Bound<'_, PyAny>, name: &impl Fn() -> String) -> PyErr {
    PyOverflowError::new_err(format!("{} {} is out of range (64-bit action ids)", name(), repr(value)))
}
