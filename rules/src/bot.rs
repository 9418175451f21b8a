//! Computer players.

use crate::realtime::{Plan, PlanningBot};
use crate::{Game, GameRng, Millis, Seat, Seed};
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

/// A turn-based game's bot kept for the whole game: its level and its own generator, saved with
/// the game. For each decision it draws a seed from its generator and asks the game's [`Bot`] of
/// its level ([`Bots::bot`]), so a game's bots replay exactly from their saved state whatever
/// their strategy keeps between moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnBot {
    level: BotLevel,
    rng: GameRng,
}

impl TurnBot {
    /// A bot of `level` with its own generator started from `seed`.
    pub fn new(level: BotLevel, seed: Seed) -> TurnBot {
        TurnBot {
            level,
            rng: GameRng::from_seed(seed),
        }
    }

    /// The bot's level.
    pub fn level(&self) -> BotLevel {
        self.level
    }

    /// The seed of the next decision, drawn from the bot's generator (a game whose bots need
    /// more than [`Bots::bot`] builds its own bot from it: Tüfteln's strong bot and its model).
    pub fn next_seed(&mut self) -> Seed {
        self.rng.next_u64()
    }
}

/// A turn-based bot plans to act at once; the app paces it.
impl<G: Bots> PlanningBot<G> for TurnBot {
    fn plan(&mut self, seat: Seat, view: &G::View, _now: Millis) -> Plan<G::Action> {
        let seed = self.next_seed();
        match G::bot(self.level, seed).act(seat, view) {
            Some(action) => Plan::Act(action),
            None => Plan::Pass,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tweak::Tweak;
    use crate::Game;

    #[test]
    fn a_turn_bot_replays_from_its_saved_state() {
        let game = Tweak::new(&Default::default(), 3, 5).unwrap();
        let seat = game.acting()[0];
        let view = game.view(seat);
        let mut bot = TurnBot::new(BotLevel::Easy, 9);
        let first = PlanningBot::<Tweak>::plan(&mut bot, seat, &view, Millis(0));
        let saved: TurnBot = serde_json::from_str(&serde_json::to_string(&bot).unwrap()).unwrap();
        let (mut a, mut b) = (bot.clone(), saved);
        assert_eq!(a, b);
        for _ in 0..20 {
            assert_eq!(
                PlanningBot::<Tweak>::plan(&mut a, seat, &view, Millis(0)),
                PlanningBot::<Tweak>::plan(&mut b, seat, &view, Millis(0))
            );
        }
        assert!(
            matches!(first, Plan::Act(_)),
            "the acting seat acts at once"
        );
        let idle = Seat((seat.0 + 1) % 3);
        assert_eq!(
            PlanningBot::<Tweak>::plan(&mut a, idle, &game.view(idle), Millis(0)),
            Plan::Pass
        );
    }
}
