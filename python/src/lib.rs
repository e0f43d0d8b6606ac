//! The native part of the Python package `lines_of_action`: OpenSpiel's `Game` and
//! `State` on the rules crate, the batched `VecGame`, and the search crate's bots.
//! The Python side (`lines_of_action/`) adds the environments and the type stubs.

#![forbid(unsafe_code)]

mod actions;
mod args;
mod bots;
mod game;
mod geometry;
mod llm;
mod observation;
mod vec_game;

use pyo3::prelude::*;

/// Lines of Action: the rules engine and its searches (the package's native module).
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<game::Game>()?;
    module.add_class::<game::State>()?;
    module.add_function(wrap_pyfunction!(game::restore_state, module)?)?;
    module.add_function(wrap_pyfunction!(llm::rules_document, module)?)?;
    module.add_class::<vec_game::VecGame>()?;
    module.add_class::<bots::RandomBot>()?;
    module.add_class::<bots::GreedyBot>()?;
    module.add_class::<bots::AlphaBetaBot>()?;
    module.add_class::<bots::MctsBot>()?;
    module.add("VARIANTS", lines_of_action::Variant::ALL.map(|variant| variant.name()).to_vec())?;
    module.add("RULES", lines_of_action::RulePreset::ALL.map(|preset| preset.name()).to_vec())?;
    Ok(())
}
