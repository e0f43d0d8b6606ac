//! A batch's observation buffers, numpy arrays in the batch's layout: float32
//! `[num_envs, planes, N, N]` (OpenSpiel's tensors) or int8 `[num_envs, N, N, planes]`
//! (each game from the view of its player to move).

use numpy::ndarray::{Array4, Ix4};
use numpy::{BorrowError, PyArray4, PyArrayMethods, PyReadwriteArray, PyUntypedArrayMethods};
use pyo3::CastIntoError;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;

use crate::observation::{Cells, Layout};

use super::batch::check_buffer;

/// An observation buffer of either layout.
pub enum ObservationArray {
    OpenSpiel(Py<PyArray4<f32>>),
    Player(Py<PyArray4<i8>>),
}

/// An observation buffer borrowed for writing.
pub enum ObservationWriter<'py> {
    OpenSpiel(PyReadwriteArray<'py, f32, Ix4>),
    Player(PyReadwriteArray<'py, i8, Ix4>),
}

impl ObservationArray {
    /// A buffer of zeros for `num_envs` games of `layout`, one game's observation of
    /// `shape` (as [`Layout::shape`] gives it).
    pub fn zeros(py: Python<'_>, layout: Layout, num_envs: usize, shape: [usize; 3]) -> ObservationArray {
        let dimensions = (num_envs, shape[0], shape[1], shape[2]);
        match layout {
            Layout::OpenSpiel => Self::OpenSpiel(PyArray4::from_owned_array(py, Array4::zeros(dimensions)).unbind()),
            Layout::Player => Self::Player(PyArray4::from_owned_array(py, Array4::zeros(dimensions)).unbind()),
        }
    }

    /// A caller's buffer for a batch of `layout`: a `TypeError` unless it is a
    /// four-dimensional numpy array of the layout's dtype (float32 or int8).
    pub fn of_caller(layout: Layout, array: Bound<'_, PyAny>) -> PyResult<ObservationArray> {
        let wrong = |error: CastIntoError<'_>| {
            let dtype = match layout {
                Layout::OpenSpiel => "float32",
                Layout::Player => "int8",
            };
            PyTypeError::new_err(format!(
                "observations must be a four-dimensional {dtype} numpy array in the '{}' layout: {error}",
                layout.name()
            ))
        };
        Ok(match layout {
            Layout::OpenSpiel => Self::OpenSpiel(array.cast_into::<PyArray4<f32>>().map_err(wrong)?.unbind()),
            Layout::Player => Self::Player(array.cast_into::<PyArray4<i8>>().map_err(wrong)?.unbind()),
        })
    }

    /// The array, for Python.
    pub fn bind<'py>(&self, py: Python<'py>) -> Bound<'py, PyAny> {
        match self {
            Self::OpenSpiel(array) => array.bind(py).clone().into_any(),
            Self::Player(array) => array.bind(py).clone().into_any(),
        }
    }

    /// Another reference to the same array.
    pub fn clone_ref(&self, py: Python<'_>) -> ObservationArray {
        match self {
            Self::OpenSpiel(array) => Self::OpenSpiel(array.clone_ref(py)),
            Self::Player(array) => Self::Player(array.clone_ref(py)),
        }
    }

    /// Checks that this caller's buffer, `name`, has the shape of `batch` (the batch's
    /// own buffer), is C-contiguous and can be written.
    pub fn check(&self, py: Python<'_>, name: &str, batch: &ObservationArray) -> PyResult<()> {
        let expected = match batch {
            Self::OpenSpiel(array) => array.bind(py).shape().to_vec(),
            Self::Player(array) => array.bind(py).shape().to_vec(),
        };
        match self {
            Self::OpenSpiel(array) => check_buffer(name, array.bind(py), &expected),
            Self::Player(array) => check_buffer(name, array.bind(py), &expected),
        }
    }

    /// The array borrowed for writing (an error if it is borrowed already).
    pub fn readwrite<'py>(&self, py: Python<'py>) -> Result<ObservationWriter<'py>, BorrowError> {
        Ok(match self {
            Self::OpenSpiel(array) => ObservationWriter::OpenSpiel(array.bind(py).try_readwrite()?),
            Self::Player(array) => ObservationWriter::Player(array.bind(py).try_readwrite()?),
        })
    }
}

impl ObservationWriter<'_> {
    /// The buffer's values, every game's in turn.
    pub fn cells(&mut self) -> PyResult<Cells<'_>> {
        Ok(match self {
            Self::OpenSpiel(array) => Cells::OpenSpiel(array.as_slice_mut()?),
            Self::Player(array) => Cells::Player(array.as_slice_mut()?),
        })
    }
}
