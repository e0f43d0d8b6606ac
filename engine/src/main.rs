//! `loa-engine`: the engine on standard input and output (`docs/protocol.md`).

use std::io::{self, BufRead};

use lines_of_action_engine::{Flow, Output, Session};

fn main() {
    let mut session = Session::new(Output::stdout());
    let mut input = io::stdin().lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        // A line that is not UTF-8 is read as far as it is, and reported as any bad line.
        if session.handle(&String::from_utf8_lossy(&line)) == Flow::Quit {
            return;
        }
    }
    // The input ended: the search under way, if any, answers first.
    session.end_of_input();
}
