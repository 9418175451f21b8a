//! Computer players.

use crate::{Game, Seat, Seed};
use serde::{Deserialize, Serialize};

/// How strongly a bot plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BotLevel {
    /// Plays any legal move.
    Easy,
    /// Plays a sensible greedy move.
    #[default]
    Normal,
    /// Plays the game's strongest search.
    Strong,
}

impl BotLevel {
    /// All levels, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Strong];

    /// A stable identifier, for command lines and saved set-ups.
    pub const fn id(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Strong => "strong",
        }
    }

    /// The level named by `id`.
    pub fn from_id(id: &str) -> Option<BotLevel> {
        Self::ALL.into_iter().find(|level| level.id() == id)
    }
}

/// A computer player. It is given its seat's view, never the whole state, and answers with an
/// action; `None` when it has nothing to do. It owns its own seeded generator, so a bot's choices
/// replay exactly.
pub trait Bot<G: Game> {
    /// The action this bot takes for `seat`, seeing only `view`.
    fn act(&mut self, seat: Seat, view: &G::View) -> Option<G::Action>;
}

/// A game's computer players: the [`Bot`] of every [`BotLevel`].
///
/// Kept apart from [`Game`] so that the rules do not depend on their players: each game
/// implements [`Game`] beside its state and `Bots` beside its bots, which use the rules, never the
/// other way round.
pub trait Bots: Game {
    /// A bot of `level` for this game, with its own generator started from `seed`.
    fn bot(level: BotLevel, seed: Seed) -> Box<dyn Bot<Self>>;
}
