//! A Lines of Action engine that other programs drive over a text protocol of UCI's
//! shape (`docs/protocol.md`), on the [`lines-of-action`](lines_of_action) rules engine
//! and the [`lines-of-action-search`](lines_of_action_search) alpha-beta search, for
//! every variant, on every board. The binary `loa-engine` reads commands on standard
//! input and answers on standard output; this library is its parts, one a module:
//!
//! - [`command`]: the commands and their parser;
//! - [`session`]: the state between commands and what each command does;
//! - [`options`]: the options, their declarations and checks;
//! - [`time`]: the time a move gets;
//! - [`thinking`]: the search on its own thread, stopped on demand;
//! - [`output`] and [`spelling`]: the lines the engine writes and how it spells moves;
//! - [`player`]: the other side, a protocol engine as a player in a match (the
//!   `loa tournament`), and [`sprt`], the test that ends a match once its answer
//!   is clear.
//!
//! ```
//! use lines_of_action_engine::{Command, Go};
//! let command: Command = "go wtime 10000 btime 10000 winc 100 binc 100".parse()?;
//! assert!(matches!(command, Command::Go(Go { winc: Some(_), .. })));
//! # Ok::<(), lines_of_action_engine::ParseCommandError>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod command;
pub mod options;
pub mod output;
pub mod player;
pub mod session;
pub mod spelling;
pub mod sprt;
pub mod thinking;
pub mod time;

pub use command::{Command, Go, ParseCommandError, Start};
pub use options::{Changed, Options};
pub use output::Output;
pub use player::{EngineProcess, PlayerError};
pub use session::{Flow, Session};
pub use spelling::Spelling;
pub use sprt::{Sprt, SprtVerdict};
