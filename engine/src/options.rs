//! The engine's options: [`Options`], their values, the `option` lines that declare
//! them, and `setoption` with its checks.

use std::time::Duration;

use lines_of_action::{RulePreset, Variant};

use crate::spelling::Spelling;

/// The default transposition table, in MiB.
pub const DEFAULT_HASH_MIB: usize = 16;

/// The largest transposition table, in MiB. The table is emptied before every search,
/// which takes time in proportion to its size.
pub const MAX_HASH_MIB: usize = 1024;

/// The most search threads `Threads` allows: the alpha-beta search's threads
/// ([`AlphaBeta::with_threads`](lines_of_action_search::AlphaBeta::with_threads)),
/// which search one tree together (Lazy SMP), the engine's own thread the main one.
/// More threads than the machine has cores only slow each one down.
pub const MAX_THREADS: usize = 64;

/// The default time kept back a move for the pipes and the driver, in milliseconds.
pub const DEFAULT_MOVE_OVERHEAD_MS: u64 = 30;

/// The most time kept back a move, in milliseconds.
pub const MAX_MOVE_OVERHEAD_MS: u64 = 5000;

/// The values of the engine's options.
///
/// ```
/// use lines_of_action::Variant;
/// use lines_of_action_engine::{Changed, Options};
/// let mut options = Options::default();
/// assert_eq!(options.set("variant", Some("gemma")), Ok(Changed::Game));
/// assert_eq!(options.variant, Variant::CheshireCat);
/// assert_eq!(options.set("Move Overhead", Some("50")), Ok(Changed::Search));
/// assert!(options.set("Hash", Some("0")).is_err());
/// assert!(options.declarations().iter().any(|line| line.starts_with("option name Variant type combo default standard")));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// `Variant`: the game and its start, on its board.
    pub variant: Variant,
    /// `Rules`: the rule preset in force.
    pub rules: RulePreset,
    /// `Hash`: the transposition table's size, in MiB.
    pub hash_mib: usize,
    /// `Threads`: the search threads.
    pub threads: usize,
    /// `MoveOverhead`: the time kept back a move.
    pub move_overhead: Duration,
    /// `Notation`: how the engine writes moves.
    pub spelling: Spelling,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            variant: Variant::default(),
            rules: RulePreset::default(),
            hash_mib: DEFAULT_HASH_MIB,
            threads: 1,
            move_overhead: Duration::from_millis(DEFAULT_MOVE_OVERHEAD_MS),
            spelling: Spelling::default(),
        }
    }
}

/// What a `setoption` changed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Changed {
    /// The game (`Variant`, `Rules`): the position goes back to the variant's start.
    Game,
    /// How the engine searches or writes (`Hash`, `Threads`, `MoveOverhead`, `Notation`).
    Search,
}

/// An option's name as `setoption` compares it: in lower case, without spaces, so that
/// `Move Overhead` is `MoveOverhead`.
fn key(name: &str) -> String {
    name.chars().filter(|c| !c.is_whitespace()).flat_map(char::to_lowercase).collect()
}

/// A whole number from `min` to `max` for the option `name`.
fn spin(name: &str, value: Option<&str>, min: u64, max: u64) -> Result<u64, String> {
    let value = value.ok_or_else(|| format!("{name} needs a value from {min} to {max}"))?;
    match value.parse::<u64>() {
        Ok(number) if (min..=max).contains(&number) => Ok(number),
        _ => Err(format!("{name} needs a whole number from {min} to {max}, not {value:?}")),
    }
}

impl Options {
    /// The `option` lines `uci` prints, one for each option, with its type, default and
    /// range or choices.
    pub fn declarations(&self) -> Vec<String> {
        let defaults = Options::default();
        let vars = |names: Vec<&str>| names.iter().map(|name| format!(" var {name}")).collect::<String>();
        vec![
            format!(
                "option name Variant type combo default {}{}",
                defaults.variant,
                vars(Variant::ALL.iter().map(|variant| variant.name()).collect())
            ),
            format!(
                "option name Rules type combo default {}{}",
                defaults.rules,
                vars(RulePreset::ALL.iter().map(|preset| preset.name()).collect())
            ),
            format!("option name Hash type spin default {DEFAULT_HASH_MIB} min 1 max {MAX_HASH_MIB}"),
            format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"),
            format!(
                "option name MoveOverhead type spin default {DEFAULT_MOVE_OVERHEAD_MS} min 0 max {MAX_MOVE_OVERHEAD_MS}"
            ),
            format!(
                "option name Notation type combo default {}{}",
                defaults.spelling.name(),
                vars(Spelling::ALL.iter().map(|spelling| spelling.name()).collect())
            ),
        ]
    }

    /// Sets the option `name` (in any case, spaces ignored) to `value`.
    ///
    /// # Errors
    /// An unknown option, a missing value, a value out of range or not among the
    /// choices: the options are unchanged.
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<Changed, String> {
        match key(name).as_str() {
            "variant" => {
                let value = value.ok_or("Variant needs a variant's name")?;
                self.variant = value.parse().map_err(|error| format!("bad Variant: {error}"))?;
                Ok(Changed::Game)
            }
            "rules" => {
                let value = value.ok_or("Rules needs a preset's name")?;
                self.rules = value.parse().map_err(|error| format!("bad Rules: {error}"))?;
                Ok(Changed::Game)
            }
            "hash" => {
                self.hash_mib = spin("Hash", value, 1, MAX_HASH_MIB as u64)? as usize;
                Ok(Changed::Search)
            }
            "threads" => {
                self.threads = spin("Threads", value, 1, MAX_THREADS as u64)? as usize;
                Ok(Changed::Search)
            }
            "moveoverhead" => {
                self.move_overhead = Duration::from_millis(spin("MoveOverhead", value, 0, MAX_MOVE_OVERHEAD_MS)?);
                Ok(Changed::Search)
            }
            "notation" => {
                let value = value.ok_or("Notation needs canonical or compact")?;
                self.spelling = Spelling::from_name(value)
                    .ok_or(format!("bad Notation {value:?}: expected canonical or compact"))?;
                Ok(Changed::Search)
            }
            _ => Err(format!(
                "unknown option {name:?}: expected Variant, Rules, Hash, Threads, MoveOverhead or Notation"
            )),
        }
    }
}
