//! Computer players. They see only their seat's [`View`], never the deck or the other hands.
//!
//! - Easy plays a uniformly random legal action.
//! - Normal is greedy (see `normal`): the sum worth most points now, a \[T!\] card when it helps,
//!   else the card that costs least to put down.
//! - Strong (see `strong`) samples deals of the unseen cards that agree with its view and plays
//!   each candidate out with Normal players.

use super::action::Action;
use super::game::Tweak;
use super::normal::normal;
use super::strong::StrongBot;
use super::view::View;
use crate::{Bot, BotLevel, Bots, GameRng, Seat, Seed};

impl Bots for Tweak {
    fn bot(level: BotLevel, seed: Seed) -> Box<dyn Bot<Self>> {
        match level {
            BotLevel::Easy => Box::new(EasyBot {
                rng: GameRng::from_seed(seed),
            }),
            BotLevel::Normal => Box::new(NormalBot),
            BotLevel::Strong => Box::new(StrongBot::new(seed)),
        }
    }
}

/// Plays a uniformly random legal action.
struct EasyBot {
    rng: GameRng,
}

impl Bot<Tweak> for EasyBot {
    fn act(&mut self, seat: Seat, view: &View) -> Option<Action> {
        if seat != view.seat {
            return None;
        }
        self.rng.choose(&view.spot().legal_actions()).cloned()
    }
}

/// Plays Normal's greedy choice.
struct NormalBot;

impl Bot<Tweak> for NormalBot {
    fn act(&mut self, seat: Seat, view: &View) -> Option<Action> {
        if seat != view.seat {
            return None;
        }
        normal(&view.spot())
    }
}
