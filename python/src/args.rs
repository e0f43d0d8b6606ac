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

use numpy::{PyArray1, PyArrayDescrMethods, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyList, PyTuple};

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

/// Reads `VecGame.step`'s actions into `out`: a one-dimensional numpy array of integers (any
/// integer dtype; an object array's elements one by one), or a list or tuple of
/// integers as `State.apply_action` takes them. `TypeError` naming the first element
/// that is not an integer (for an array of floats, strings or bools, its first), and
/// `ValueError` for an array of more dimensions.
pub fn actions(actions: &Bound<'_, PyAny>, out: &mut Vec<i64>) -> PyResult<()> {
    out.clear();
    let elements = |sequence: &Bound<'_, PyAny>, out: &mut Vec<i64>| -> PyResult<()> {
        for (index, item) in sequence.try_iter()?.enumerate() {
            out.push(action(&item?, || format!("actions[{index}]"))?);
        }
        Ok(())
    };
    if let Ok(array) = actions.cast::<PyUntypedArray>() {
        if array.ndim() != 1 {
            return Err(PyValueError::new_err(format!(
                "actions must be one-dimensional, not of shape {:?}",
                array.shape()
            )));
        }
        let dtype = array.dtype();
        let read = |array: &Bound<'_, PyArray1<i64>>, out: &mut Vec<i64>| -> PyResult<()> {
            out.extend(array.try_readonly()?.as_array().iter().copied());
            Ok(())
        };
        return match dtype.kind() {
            b'u' if dtype.itemsize() == 8 => {
                let array = actions.call_method1("view", ("uint64",))?.cast_into::<PyArray1<u64>>()?;
                for (index, &action) in array.try_readonly()?.as_array().iter().enumerate() {
                    let action = i64::try_from(action).map_err(|_| {
                        PyOverflowError::new_err(format!(
                            "actions[{index}] {action} is out of range (64-bit action ids)"
                        ))
                    })?;
                    out.push(action);
                }
                Ok(())
            }
            b'i' | b'u' => match actions.cast::<PyArray1<i64>>() {
                Ok(array) => read(array, out),
                Err(_) => read(&actions.call_method1("astype", ("int64",))?.cast_into::<PyArray1<i64>>()?, out),
            },
            b'O' => elements(actions, out),
            _ => {
                let first = match array.len() {
                    0 => String::new(),
                    _ => format!(": actions[0] is {}", actions.get_item(0)?.call_method0("item")?.repr()?),
                };
                Err(PyTypeError::new_err(format!("actions must be integers, not an array of {dtype}{first}")))
            }
        };
    }
    if actions.is_instance_of::<PyList>() || actions.is_instance_of::<PyTuple>() {
        return elements(actions, out);
    }
    Err(PyTypeError::new_err(format!(
        "actions must be a one-dimensional numpy array or a list of integers, not {}",
        actions.get_type().name()?
    )))
}

fn out_of_range(value: &Bound<'_, PyAny>, name: &impl Fn() -> String) -> PyErr {
    PyOverflowError::new_err(format!("{} {} is out of range (64-bit action ids)", name(), repr(value)))
}
