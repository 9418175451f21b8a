//! Temporary stand-in (replaced by the real bots on merge).

use super::action::Action;
use super::game::TwinIt;
use super::view::View;
use crate::realtime::{Plan, PlanningBot};
use crate::{BotLevel, GameRng, Millis, Seat, Seed};
use serde::{Deserialize, Serialize};

/// A Twin It! bot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TwinItBot {
    level: BotLevel,
    rng: GameRng,
}

impl TwinItBot {
    /// A bot of `level` with its own generator.
    pub fn new(level: BotLevel, seed: Seed) -> Self {
        TwinItBot {
            level,
            rng: GameRng::from_seed(seed),
        }
    }
}

impl PlanningBot<TwinIt> for TwinItBot {
    fn plan(&mut self, seat: Seat, view: &View, now: Millis) -> Plan<Action> {
        let _ = (seat, &mut self.rng);
        match view.legal.first() {
            Some(a) => Plan::ActAt(Millis(now.0 + 1500), *a),
            None => Plan::Pass,
        }
    }
}
