//! Writes an SVG diagram of a position to standard output (needs the `svg` feature).
//!
//! ```text
//! diagram [--variant NAME] [POSITION] [--last MOVE] [--targets SQUARE] [--arrow FROM-TO[:COLOUR]]...
//!         [--threats] [--theme NAME] [--coords-all-sides] [--flip]
//!
//! cargo run --features svg --example diagram > start.svg
//! cargo run --features svg --example diagram -- "1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w" --last b1-b3 --targets a2
//! cargo run --features svg --example diagram -- --variant 6x6
//! cargo run --features svg --example diagram -- "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 b" --threats --theme blue
//! cargo run --features svg --example diagram -- --arrow b1-b3 --arrow a2-c2:red --coords-all-sides
//! cargo run --features svg --example diagram -- --variant parachute "8/b6w/w6b/2b4w/w2w3b/b6w/w6b/8 w 5,6" --last a5-c5@d4
//! cargo run --features svg --example diagram -- --variant 12x12 --targets c1
//! cargo run --features svg --example diagram -- --variant black-hole "w3w4/9/9/9/9/9/4b4/9/bb7 w" --threats
//! cargo run --features svg --example diagram -- --variant hex6 "2bbbb/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 w" --last k2-k6 --targets a2
//! ```
//!
//! POSITION is the position notation (RULES.md, "Notation"), either as one quoted
//! argument or as two or three arguments, board, side to move and Parachute's reserves;
//! it is read as the text of `--variant NAME` (default `standard`), and defaults to that
//! variant's start. Every variant is drawn: the small boards and the wide ones (9x9 to
//! 12x12) with their own coordinates, Cheshire Cat's holes as gaps, Parachute's reserves
//! below the board, Black Hole's black hole on e5, and the hexagons (hex5, hex6) as
//! hexagons of hexagonal cells, with their row letters and cell numbers, hex6's black
//! hole on f6.
//!
//! `--last MOVE` draws MOVE: the move that led to POSITION, so it has already been played
//! there and is read as text, not checked against the rules. Its squares are tinted; a slide is an arrow, an exit
//! (`e8-^^`, Cheshire Cat) an arrow off the board, a drop (`a3-c5@d4`, `pass@d4`,
//! Parachute) a ring on the dropped stone; `pass` draws nothing. Any usual spelling is
//! taken: `b1-b3`, `b1xb3`, `b1:b3`, `b1b3`, upper case, trailing `+ # ! ?`. MOVE must fit
//! what POSITION shows after it:
//! - its squares are on the board;
//! - a slide's target holds a piece of the side that just moved (the side not to move
//!   in POSITION), or is Black Hole's black hole, which swallowed it;
//! - the square it left (a slide's start, an exit's square) is empty, or holds the stone
//!   dropped there; in Cheshire Cat it is a hole, and only Cheshire Cat has exits;
//! - a drop is a Parachute move, its square holds a stone of the side to move (a drop
//!   places an opponent's stone), and the side that just moved no longer holds all the
//!   stones it started with.
//!
//! `--targets SQUARE` (either case) selects the piece on SQUARE and marks the squares it
//! can move to (none if it is not a piece of the side to move; in the drop phase, the
//! squares of the slide part); SQUARE must be on the board and hold a piece. `--flip`
//! turns the board half a turn: the last rank at the bottom, the last file on the left.
//!
//! `--arrow FROM-TO[:COLOUR]` (repeatable) draws an arrow from FROM to TO, two different
//! squares of the board, in COLOUR (an SVG colour: a name such as `red`, or `#rgb`,
//! `#rrggbb`; default `#2962ff`, blue). `--threats` marks the wins the opponent of the side
//! to move threatens (under the default rules): the squares they land on in red, the
//! pieces they start from ringed in red. `--theme NAME` picks the colours: `wood`
//! (default), `blue` or `high-contrast`. `--coords-all-sides` writes the coordinates on
//! all four sides of the board.
//!
//! A bad argument, position, move or square: one line on standard error, exit status 2.

mod cli;

use cli::Failure;

use std::io::{self, Write};
use std::process::ExitCode;

use std::str::FromStr;

use lines_of_action::{
    BoardSquare, CellShape, Geometry, Move, Position, Rules, SquareSet, SvgOptions, Theme, Variant, on_any_board,
};

const USAGE: &str = "usage: diagram [--variant NAME] [POSITION] [--last MOVE] [--targets SQUARE] \
                     [--arrow FROM-TO[:COLOUR]]... [--threats] [--theme NAME] [--coords-all-sides] [--flip]";

/// The colour of an `--arrow` without one.
const ARROW_COLOUR: &str = "#2962ff";

const HELP: &str = "\
Writes an SVG diagram of POSITION (default: the standard start) to standard output.

  POSITION          position notation, one quoted argument or board, side to move
                    (and Parachute's reserves), e.g.
                    \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\"
  --last MOVE       draw MOVE, the move that led to POSITION, its squares tinted:
                    b1-b3 (or b1xb3, b1:b3, b1b3) as an arrow, an exit e8-^^ as an
                    arrow off the board, a drop a3-c5@d4 or pass@d4 with a ring on the
                    stone; pass draws nothing.
                    Its target must hold a piece of the side that just moved, the
                    square it left must be empty (a hole in cheshire-cat), a drop's
                    square must hold a stone of the side to move
  --targets SQUARE  select the piece on SQUARE and mark where it can move (in the
                    drop phase, where its slide can go); SQUARE must hold a piece
  --arrow FROM-TO[:COLOUR]
                    draw an arrow from FROM to TO in COLOUR, an SVG colour such as red
                    or #1e90ff (default #2962ff); repeatable
  --threats         mark the opponent's threatened wins (default rules): where they
                    land in red, the pieces that make them ringed in red
  --theme NAME      the colours: wood (default), blue or high-contrast
  --coords-all-sides
                    coordinates on all four sides (default: left and bottom)
  --variant NAME    the game: {VARIANTS};
                    POSITION is read as its text, and defaults to its start
  --flip            turn the board: the last rank at the bottom, the last file on the left
  -h, --help        print this help";

/// The variants' names for `--help`, from [`Variant::ALL`]: `standard (default),
/// scrambled, …, black-hole or black-hole-scrambled`, wrapped as the help's other
/// entries are, after `  --variant NAME    the game: `.
fn variant_names() -> String {
    const INDENT: usize = 20;
    const WIDTH: usize = 86;
    let mut list = String::new();
    for (index, variant) in Variant::ALL.iter().enumerate() {
        let separator = match index {
            0 => "",
            _ if index + 1 == Variant::ALL.len() => " or ",
            _ => ", ",
        };
        list.push_str(separator);
        list.push_str(variant.name());
        if *variant == Variant::default() {
            list.push_str(" (default)");
        }
    }
    let mut text = String::new();
    let mut column = INDENT + "the game: ".len();
    for word in list.split(' ') {
        // One column is kept for the `;` after the list.
        if column + 1 + word.len() + 1 > WIDTH {
            text.push('\n');
            text.push_str(&" ".repeat(INDENT));
            column = INDENT;
        } else if !text.is_empty() {
            text.push(' ');
            column += 1;
        }
        text.push_str(word);
        column += word.len();
    }
    text
}

fn main() -> ExitCode {
    cli::main_with(run)
}

fn run(args: &[String]) -> Result<(), Failure> {
    let mut flipped = false;
    let mut variant = Variant::Standard;
    let mut last = None;
    let mut targets = None;
    let mut arrows = Vec::new();
    let mut threats = false;
    let mut theme = Theme::default();
    let mut all_sides = false;
    let mut position_args = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--flip" => flipped = true,
            "--variant" => variant = cli::variant_value(&mut args)?,
            "--last" => last = Some(value(&mut args, "--last", "a move such as b1-b3 or a3-c5@d4")?),
            "--targets" => targets = Some(value(&mut args, "--targets", "a square such as c1")?),
            "--arrow" => arrows.push(value(&mut args, "--arrow", "two squares and a colour such as b1-b3:red")?),
            "--threats" => threats = true,
            "--coords-all-sides" => all_sides = true,
            "--theme" => {
                let name = value(&mut args, "--theme", "a theme: wood, blue or high-contrast")?;
                theme = name.parse().map_err(|error| Failure::usage(format!("--theme: {error}")))?;
            }
            "-h" | "--help" => {
                writeln!(io::stdout().lock(), "{USAGE}\n\n{}", HELP.replace("{VARIANTS}", &variant_names()))?;
                return Ok(());
            }
            _ if arg.starts_with('-') => {
                return Err(cli::unknown_option(arg));
            }
            _ => position_args.push(arg.as_str()),
        }
    }
    let request = Request { flipped, last, targets, arrows, threats, theme, all_sides };
    let position = cli::any_position_from_args(&position_args, variant)?;
    let svg = on_any_board!(&position, |position| draw(position, &request))?;
    writeln!(io::stdout().lock(), "{svg}")?;
    Ok(())
}

/// What the options ask to draw, as given.
struct Request<'a> {
    flipped: bool,
    last: Option<&'a str>,
    targets: Option<&'a str>,
    arrows: Vec<&'a str>,
    threats: bool,
    theme: Theme,
    all_sides: bool,
}

/// The diagram of `position`, on any board, as `request` says.
fn draw<G: Geometry>(position: &Position<G>, request: &Request<'_>) -> Result<String, Failure>
where
    G::Square: FromStr,
{
    let mut options = SvgOptions::<G>::defaults()
        .with_flipped(request.flipped)
        .with_theme(request.theme)
        .with_coordinates_on_all_sides(request.all_sides);
    if request.threats {
        options = options.with_threats(Rules::default());
    }
    for text in &request.arrows {
        let (from, to, colour) = arrow(position, text)?;
        options = options.with_arrow(from, to, colour);
    }
    if let Some(text) = request.last {
        options = options.with_last_move(last_move(position, text)?);
    }
    if let Some(text) = request.targets {
        let name = text.to_ascii_lowercase();
        let square: G::Square = name.parse().map_err(|_| {
            Failure::usage(format!("--targets {text:?}: {}", not_a_square::<G>(&name, "expected a square such as c1")))
        })?;
        if !position.board().contains(square) {
            return Err(Failure::usage(format!("--targets {text:?}: {}", off_board(position, square))));
        }
        if position.piece_at(square).is_none() {
            let what = if position.holes().contains(square) { "a hole" } else { "empty" };
            return Err(Failure::usage(format!(
                "--targets {text:?}: {square} is {what}, so there is no piece to select"
            )));
        }
        options = options.with_legal_targets(position, square);
    }
    Ok(position.to_svg(&options))
}

/// The argument after `option`, or a usage error saying what was expected.
fn value<'a>(args: &mut impl Iterator<Item = &'a String>, option: &str, expected: &str) -> Result<&'a str, Failure> {
    args.next().map(String::as_str).ok_or_else(|| Failure::usage(format!("{option} needs {expected}")))
}

/// The move that led to `position`, in any spelling `Move`'s reader takes: `b1-b3`,
/// `b1xb3`, `b1:b3`, `b1b3` in either case, with trailing annotation marks, an exit
/// `e8-^^`, a drop-phase turn `a3-c5@d4` or `pass@d4`, or `pass`. It has already been
/// played, so it is checked only against the result (see the module's documentation).
fn last_move<G: Geometry>(position: &Position<G>, text: &str) -> Result<Move<G::Square>, Failure> {
    let bad = |problem: &str| Failure::usage(format!("--last {text:?}: {problem}"));
    let mv: Move<G::Square> = text.parse().map_err(|_| {
        bad("expected two squares such as b1-b3, an exit such as e8-^^, a drop-phase turn such as a3-c5@d4 or pass@d4, or pass")
    })?;
    let squares = [mv.origin(), mv.target(), mv.drop_square()];
    if let Some(square) = squares.into_iter().flatten().find(|&square| !position.board().contains(square)) {
        return Err(bad(&off_board(position, square)));
    }
    let mover = position.turn().other();
    let holes = position.family().has_holes();
    if let Some(drop) = mv.drop_square() {
        let Some(options) = position.family().parachute_options() else {
            return Err(bad("a drop is a Parachute move (--variant parachute or parachute-mirrored)"));
        };
        let turn = position.turn();
        if position.piece_at(drop) != Some(turn) {
            return Err(bad(&format!(
                "{drop} holds no {turn} stone, so {mover} (who just moved, dropping a {turn} stone) did not drop there"
            )));
        }
        if position.reserve(mover) >= options.turns {
            return Err(bad(&format!(
                "{mover} still holds all {} stones of its reserve, so it has not dropped one",
                options.turns
            )));
        }
    }
    if let Some(from) = mv.origin() {
        if matches!(mv, Move::Exit { .. }) && !holes {
            return Err(bad("an exit is a Cheshire Cat move (--variant cheshire-cat)"));
        }
        if holes && !position.holes().contains(from) {
            return Err(bad(&format!(
                "{from} is not a hole, so no piece has just left it (in Cheshire Cat every square left becomes one)"
            )));
        }
        if position.occupied().contains(from) && mv.drop_square() != Some(from) {
            return Err(bad(&format!("{from} is not empty, so no piece has just left it")));
        }
    }
    // A piece that lands on Black Hole's black hole is gone: the square stays empty.
    if let Some(to) = mv.target().filter(|&to| position.black_hole() != Some(to)) {
        if position.piece_at(to) != Some(mover) {
            return Err(bad(&format!("{to} holds no {mover} piece, so {mover} (who just moved) did not land there")));
        }
    }
    Ok(mv)
}

/// An `--arrow` value, `FROM-TO[:COLOUR]`: two different squares of `position`'s board
/// (either case) and an SVG colour of letters, digits and `#` (default [`ARROW_COLOUR`]).
fn arrow<G: Geometry>(position: &Position<G>, text: &str) -> Result<(G::Square, G::Square, String), Failure>
where
    G::Square: FromStr,
{
    let bad = |problem: &str| Failure::usage(format!("--arrow {text:?}: {problem}"));
    let (squares, colour) = text.split_once(':').unwrap_or((text, ARROW_COLOUR));
    if colour.is_empty() || !colour.chars().all(|c| c.is_ascii_alphanumeric() || c == '#') {
        return Err(bad("expected a colour such as red or #1e90ff after ':'"));
    }
    let square = |name: &str| name.to_ascii_lowercase().parse::<G::Square>().map_err(|_| name.to_ascii_lowercase());
    let expected = "expected two squares such as b1-b3, then an optional :COLOUR";
    let Some((from, to)) = squares.split_once('-') else {
        return Err(bad(expected));
    };
    let (from, to) = match (square(from), square(to)) {
        (Ok(from), Ok(to)) => (from, to),
        (Err(name), _) | (_, Err(name)) => return Err(bad(&not_a_square::<G>(&name, expected))),
    };
    if let Some(square) = [from, to].into_iter().find(|&square| !position.board().contains(square)) {
        return Err(bad(&off_board(position, square)));
    }
    if from == to {
        return Err(bad("an arrow needs two different squares"));
    }
    Ok((from, to, colour.to_owned()))
}

/// Why `name` reads as no square: on a hexagon, why it is no cell of it (`a7 is off
/// hex6: row a has 6 cells, a1 to a6`); on a square board, `expected`.
fn not_a_square<G: Geometry>(name: &str, expected: &str) -> String {
    match G::CELL_SHAPE {
        CellShape::Hexagon => G::Square::off_board(name),
        CellShape::Square => expected.to_owned(),
    }
}

/// Why `square` cannot be used: it is off `position`'s small board.
fn off_board<G: Geometry>(position: &Position<G>, square: G::Square) -> String {
    let n = position.board_size();
    format!("{square} is not on the {n}x{n} board")
}
