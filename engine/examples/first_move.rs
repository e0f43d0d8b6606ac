//! The smallest program speaking the engine protocol from the engine's side: it plays
//! the first legal move of the standard game, spelt `b1b3` as LinesOfActionBot spells
//! its moves, and declares no option (as LinesOfActionBot declares none of Variant,
//! Rules or Notation). The tests use it as a stand-in for an engine written elsewhere.
//!
//! ```text
//! cargo run --example first_move
//! ```

use std::io::{self, BufRead, Write};

use lines_of_action::{Game, Rules};
use lines_of_action_engine::Spelling;

fn main() -> io::Result<()> {
    let mut out = io::stdout().lock();
    let mut game = Game::new(Rules::default());
    for line in io::stdin().lock().lines() {
        let line = line?;
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["uci"] => writeln!(out, "id name first-move\nid author the lines-of-action authors\nuciok")?,
            ["isready"] => writeln!(out, "readyok")?,
            ["position", "startpos", rest @ ..] => {
                game = Game::new(Rules::default());
                for text in rest.iter().skip(1) {
                    let played = game.position().parse_move(text).ok().and_then(|mv| game.play(mv).ok());
                    if played.is_none() {
                        writeln!(out, "info string cannot play {text}")?;
                        break;
                    }
                }
            }
            ["go", ..] => match game.legal_moves().as_slice().first() {
                Some(&mv) => writeln!(out, "bestmove {}", Spelling::Compact.write(game.position(), mv))?,
                None => writeln!(out, "bestmove (none)")?,
            },
            ["quit"] => break,
            _ => {}
        }
        out.flush()?;
    }
    Ok(())
}
