//! The trait every game implements, and the small types it speaks in.

use crate::{GameKind, PerSeat, Seat, Seed};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Debug;

/// A moment of play: milliseconds since the game started, read from the caller's clock.
///
/// The engine never reads a clock. Real-time games (Twin It! claims, the Swaks timer) decide
/// races and deadlines from these timestamps, so tests can drive them with a fake clock and a
/// saved game replays exactly. Turn-based games ignore them.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Millis(pub u64);

/// Who may act now, or how the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// These seats may act now. One seat in a plain turn; several when players act at once
    /// (all Tüfteln players write the same roll; a Swaks jump-in; a Twin It! race).
    Acting(Vec<Seat>),
    /// The game is over.
    Finished(Outcome),
}

/// The final result of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Every seat's final score.
    pub scores: PerSeat<i32>,
    /// The winning seats; more than one when equal top scores share the win.
    pub winners: Vec<Seat>,
}

impl Outcome {
    /// An outcome where the highest scores share the win.
    pub fn highest_wins(scores: PerSeat<i32>) -> Self {
        let top = scores.values().iter().copied().max().unwrap_or(0);
        let winners = scores
            .iter()
            .filter(|(_, &s)| s == top)
            .map(|(seat, _)| seat)
            .collect();
        Self { scores, winners }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    /// The game is not played with this many seats.
    PlayerCount {
        /// Seats asked for.
        got: usize,
        /// The fewest seats the game allows.
        min: usize,
        /// The most seats the game allows.
        max: usize,
    },
}

impl SetupError {
    /// Checks that `kind` is played with `seats` seats.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] when it is not.
    pub fn check_seats(kind: GameKind, seats: usize) -> Result<(), SetupError> {
        let range = kind.players();
        if range.contains(seats) {
            Ok(())
        } else {
            Err(SetupError::PlayerCount {
                got: seats,
                min: range.min,
                max: range.max,
            })
        }
    }
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::PlayerCount { got, min, max } => {
                write!(f, "{got} players asked for; this game takes {min} to {max}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// A game's rules: its state, its actions, what each seat sees, and how it ends.
///
/// The state holds its own seeded generator, so `new(options, seats, seed)` followed by the same
/// actions always reaches the same state, natively and in the browser.
pub trait Game: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static {
    /// The options chosen on the new-game screen.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned;
    /// One thing a seat can do: a move, a claim, a call.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What one seat may see of the state; bots and hidden-hand screens get only this. It holds
    /// the [`Game::Public`] view whole ([`Game::public_part`]), and what only this seat sees.
    type View: Clone + Debug + Serialize;
    /// What anyone at the table may see, seat or none: no hand, no face-down order, no
    /// generator. A table screen in the middle and a watcher are sent only this.
    type Public: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Why an action was refused.
    type Error: std::error::Error + Clone + PartialEq;

    /// Which game this is.
    const KIND: GameKind;

    /// A new game for `seats` seats, dealt or rolled from `seed`.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] when `seats` is outside the game's range.
    fn new(options: &Self::Options, seats: usize, seed: Seed) -> Result<Self, SetupError>;

    /// How many seats play.
    fn seat_count(&self) -> usize;

    /// Who may act now, or the outcome.
    fn status(&self) -> Status;

    /// Every action `seat` may take now; empty when it may not act.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Plays `action` for `seat` at time `at`.
    ///
    /// # Errors
    /// The game's typed error when the action is not legal now; the state is then unchanged.
    fn play(&mut self, seat: Seat, action: Self::Action, at: Millis) -> Result<(), Self::Error>;

    /// What `seat` may see.
    fn view(&self, seat: Seat) -> Self::View;

    /// What anyone at the table may see ([`Game::Public`]).
    fn public_view(&self) -> Self::Public;

    /// The public part of one seat's view: every seat's view holds the same, so the public
    /// view tells nothing some seat may not see (checked by [`crate::contract`]).
    fn public_part(view: &Self::View) -> &Self::Public;

    /// Whether the seat looking at `view` is the one play waits for (its turn, the roll to
    /// write, the card to turn): a phone buzzes when this becomes true. A chance to act that
    /// play does not wait for (a jump-in, a race for a pair) is not.
    fn is_due(view: &Self::View) -> bool;

    /// Lets time pass with no action (timers, deadlines). Turn-based games do nothing.
    fn advance_to(&mut self, _now: Millis) {}

    /// When the game next needs time to pass with no action ([`Game::advance_to`]): the end of
    /// a countdown, the close of a call-out window. `None` for turn-based games, and whenever
    /// nothing would happen by waiting. The deadline is the first moment that is too late:
    /// `advance_to(deadline)` makes it happen, and an action stamped at it is refused.
    fn deadline(&self) -> Option<Millis> {
        None
    }

    /// The seats that *may* act now without having to (a jump-in, a call-out, a Twin It!
    /// claim), beside those in [`Game::status`] who must. Empty in turn-based games.
    fn may_act(&self) -> Vec<Seat> {
        Vec::new()
    }

    /// Whether `action` is legal for `seat` now.
    fn is_legal(&self, seat: Seat, action: &Self::Action) -> bool {
        self.legal_actions(seat).contains(action)
    }

    /// The seats that may act now (empty once the game is over).
    fn acting(&self) -> Vec<Seat> {
        match self.status() {
            Status::Acting(seats) => seats,
            Status::Finished(_) => Vec::new(),
        }
    }
}

/// Lets a game's seat view read as its public view (`view.round` for `view.public.round`): a
/// seat's view holds the public view whole, in its field `public` ([`Game::public_part`]).
macro_rules! reads_as_public {
    ($view:ty => $public:ty) => {
        impl std::ops::Deref for $view {
            type Target = $public;

            fn deref(&self) -> &$public {
                &self.public
            }
        }
    };
}

pub(crate) use reads_as_public;
