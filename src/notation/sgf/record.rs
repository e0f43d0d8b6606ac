//! [`GameRecord`]: a game read from SGF or to be written as SGF, with its game information.

use core::fmt;

use alloc::string::String;
use alloc::vec::Vec;

use crate::board::geometries::PerGeometry;
use crate::board::geometry::Geometry;
use crate::board::grid8::Grid8;
use crate::{Color, Game, GameResult, Outcome, Position, Setup, Variant};

/// A game with what its record says about it: the game information, the comments, and
/// a resignation.
///
/// `GameRecord` is a record on the boards up to 8×8; `GameRecord<Grid12>` one on the
/// boards from 9×9 to 12×12 ([`Grid12`](crate::Grid12)), `GameRecord<Hex5>` and
/// `GameRecord<Hex6>` ones on the hexagons ([`Hex5`](crate::Hex5), [`Hex6`](crate::Hex6)),
/// and [`AnyGameRecord`](crate::AnyGameRecord) one of any of them, as
/// [`read_any_sgf`](crate::read_any_sgf) reads them.
///
/// [`read_sgf`](crate::read_sgf) builds one per game tree (and
/// [`read_any_sgf`](crate::read_any_sgf) one of any geometry); `to_string()` (its
/// [`Display`](core::fmt::Display)) writes it as a canonical SGF game tree, and reading that
/// back gives the same record, except that [`variations`](GameRecord::variations) is 0 and
/// that [`info.result`](GameInfo::result) holds the `RE` written, the spelling of
/// [`result`](GameRecord::result) if there is one (for
/// every variant's start and every custom start of the standard rules or of Black Hole's,
/// on every board; the `Display` says
/// which starts SGF cannot hold). [`variant`](GameRecord::variant) says which variant the
/// game is.
///
/// ```
/// use lines_of_action::{read_sgf, Color, Comment, Game, GameRecord, RecordResult, Rules};
/// let mut game = Game::new(Rules::default());
/// game.play_move_list("b1-b3 h3-e3 b3xe3")?;
/// let mut record = GameRecord::new(game);
/// record.info.black = Some("Kok".into());
/// record.comments.push(Comment { ply: 2, text: "White [h3] comes in".into() });
/// record.resigned = Some(Color::White);
/// let sgf = record.to_string();
/// assert_eq!(
///     sgf,
///     "(;FF[4]GM[9]SZ[8]SU[Standard]RU[olympiad]PB[Kok]RE[B+R]\n;B[b1-b3]\n;W[h3-e3]C[White [h3\\] comes in]\n;B[b3:e3]\n;W[resign])"
/// );
/// let reread = read_sgf(&sgf)?.remove(0)?;
/// assert_eq!(reread.result(), Some(RecordResult::Resigned { winner: Color::Black }));
/// record.info.result = Some("B+R".into());
/// assert_eq!(reread, record);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord<G: Geometry = Grid8> {
    /// The game: its start, rules, moves and result on the board.
    pub game: Game<G>,
    /// The game information: players, event, date, result as recorded, …
    pub info: GameInfo,
    /// The comments, in the order of the record, each with the ply it follows.
    pub comments: Vec<Comment>,
    /// The side that resigned after the last move, if the record says so (`W[resign]`).
    /// A resignation does not change [`Game::result`], which is the board's.
    pub resigned: Option<Color>,
    /// How many variations the reader left out: the later children at the branch points of
    /// the main line (variations inside those are not counted). 0 for a record written here.
    pub variations: usize,
}

/// [`GameRecord`] on each geometry.
pub struct GameRecords;

impl PerGeometry for GameRecords {
    type Of<G: Geometry> = GameRecord<G>;
}

impl<G: Geometry> GameRecord<G> {
    /// A record of `game` with no information, comments, resignation or variations.
    pub fn new(game: Game<G>) -> GameRecord<G> {
        GameRecord { game, info: GameInfo::default(), comments: Vec::new(), resigned: None, variations: 0 }
    }

    /// The variant the game is: the [`Variant`] whose start
    /// ([`Position::start_of`]) the game starts from, with either side to move; `None`
    /// for any other start, such as an SGF custom setup (`SU[Custom]`) that is no variant's
    /// start.
    ///
    /// It is read off [`Game::start`], so it needs no field of its own and cannot disagree
    /// with the game: a record read from `SU[Gemma]` is [`Variant::CheshireCat`], one from
    /// `SZ[7]SU[LOAP]` [`Variant::Loaps`], one from `SZ[12]` or `SU[Loa-12]`
    /// [`Variant::TwelveByTwelve`], and a custom setup of the mirrored Scrambled Eggs
    /// (which has no SGF name) [`Variant::ScrambledEggsMirrored`]. A Parachute start with
    /// other [`ParachuteOptions`](crate::ParachuteOptions) than the default is still
    /// Parachute: the options are in [`Position::family`] of the start.
    ///
    /// ```
    /// use lines_of_action::{read_sgf, Variant};
    /// let games = read_sgf("(;SU[Gemma])(;SZ[6])(;SU[LOAP])(;SU[Reversed Parachute])(;AB[a1]AW[h8])")?;
    /// let variants: Vec<_> = games.into_iter().map(|game| game.unwrap().variant()).collect();
    /// use Variant::*;
    /// assert_eq!(variants, [Some(CheshireCat), Some(SixBySix), Some(Loaps), Some(ParachuteMirrored), None]);
    /// # Ok::<(), lines_of_action::SgfSyntaxError>(())
    /// ```
    pub fn variant(&self) -> Option<Variant> {
        start_variant(self.game.start())
    }

    /// How the game ended, by the board or by a resignation: the board's result
    /// ([`Game::result`]) if the game ended there, or else the
    /// [`resignation`](GameRecord::resigned); `None` for a game still going on.
    ///
    /// It is what [`write_sgf`](crate::write_sgf) writes as `RE`. The recorded `RE` text
    /// ([`GameInfo::result`]) is not read into it: it is not checked against the moves.
    ///
    /// ```
    /// use lines_of_action::{read_sgf, Color, EndReason, Outcome, RecordResult};
    /// let records = read_sgf("(;GM[9];B[b1-b3];W[Resign])(;GM[9]SU[Custom]AB[a1][c1]AW[h8][h6];B[c1-b2])")?;
    /// let resigned = records[0].as_ref().unwrap().result();
    /// assert_eq!(resigned, Some(RecordResult::Resigned { winner: Color::Black }));
    /// let connected = records[1].as_ref().unwrap().result().unwrap();
    /// assert_eq!(connected.winner(), Some(Color::Black));
    /// assert!(matches!(connected, RecordResult::Board(result) if result.reason == EndReason::Connection));
    /// # Ok::<(), lines_of_action::SgfSyntaxError>(())
    /// ```
    pub fn result(&self) -> Option<RecordResult> {
        self.game
            .result()
            .map(RecordResult::Board)
            .or(self.resigned.map(|color| RecordResult::Resigned { winner: color.other() }))
    }
}

/// How a recorded game ended ([`GameRecord::result`]): on the board, or by a resignation.
///
/// Its `Display` is SGF's `RE` value: `B+` or `W+` for a win on the board, `0` for a draw,
/// `B+R` or `W+R` for a win by resignation.
///
/// ```
/// use lines_of_action::{Color, EndReason, GameResult, Outcome, RecordResult};
/// let draw = RecordResult::Board(GameResult { outcome: Outcome::Draw, reason: EndReason::Repetition });
/// assert_eq!((draw.to_string(), draw.outcome()), ("0".to_string(), Outcome::Draw));
/// let resigned = RecordResult::Resigned { winner: Color::White };
/// assert_eq!((resigned.to_string(), resigned.winner()), ("W+R".to_string(), Some(Color::White)));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RecordResult {
    /// The game ended on the board: by connection, repetition, the move limit, …
    Board(GameResult),
    /// The other side resigned.
    Resigned {
        /// The side that won.
        winner: Color,
    },
}

impl RecordResult {
    /// Who won, or [`Outcome::Draw`].
    pub const fn outcome(self) -> Outcome {
        match self {
            RecordResult::Board(result) => result.outcome,
            RecordResult::Resigned { winner } => Outcome::Win(winner),
        }
    }

    /// The side that won; `None` for a draw.
    pub const fn winner(self) -> Option<Color> {
        self.outcome().winner()
    }
}

impl fmt::Display for RecordResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |color: Color| match color {
            Color::Black => "B",
            Color::White => "W",
        };
        match *self {
            RecordResult::Board(GameResult { outcome: Outcome::Win(winner), .. }) => write!(f, "{}+", side(winner)),
            RecordResult::Board(GameResult { outcome: Outcome::Draw, .. }) => f.write_str("0"),
            RecordResult::Resigned { winner } => write!(f, "{}+R", side(winner)),
        }
    }
}

/// The variant whose start `start` is, with either side to move (and, for Parachute,
/// whichever options `start` carries).
pub(super) fn start_variant<G: Geometry>(start: &Position<G>) -> Option<Variant> {
    let setup = Setup { turn: Color::Black, ..start.to_setup() };
    let options = start.family().parachute_options().unwrap_or_default();
    Variant::ALL.into_iter().find(|variant| variant.setup_on::<G>(options) == Ok(setup))
}

/// The game information of a record, as SGF's game-info properties give it. Every field is
/// optional; the reader leaves a field `None` when the property is missing or blank.
///
/// Texts are kept as written, trimmed, with line breaks as `\n`; in the one-line texts
/// (all but [`comment`](GameInfo::comment)) line breaks become spaces.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameInfo {
    /// `PB`: the player of Black.
    pub black: Option<String>,
    /// `PW`: the player of White.
    pub white: Option<String>,
    /// `EV`: the event.
    pub event: Option<String>,
    /// `RO`: the round.
    pub round: Option<String>,
    /// `DT`: the date.
    pub date: Option<String>,
    /// `PC`: the place.
    pub place: Option<String>,
    /// `RE`: the result as the record states it (`B+R`, `W+`, `0`, `Draw`, …), not checked
    /// against the board; [`GameRecord::result`] is the one the moves give. The writer
    /// writes that one instead when there is one.
    pub result: Option<String>,
    /// `GN`: the game's name.
    pub name: Option<String>,
    /// `GC`: a comment on the whole game (several lines allowed).
    pub comment: Option<String>,
    /// `IY` (Boardspace's "invert Y"): whether a viewer should draw rank 1 at the top. It
    /// changes only the display; squares are taken as written either way.
    pub invert_y: Option<bool>,
}

/// A comment (SGF's `C`) and the ply it follows: 0 before the first move, `n` after the
/// `n`-th move (and after a resignation that follows it).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Comment {
    /// The number of moves played when the comment is made.
    pub ply: usize,
    /// The text, trimmed, with line breaks as `\n`.
    pub text: String,
}
