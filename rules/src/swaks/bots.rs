//! Computer players. They see only their seat's [`View`], never the draw pile or other hands.
//!
//! - Easy plays a uniformly random legal action, and forgets "Swaks!" as often as not.
//! - Normal is greedy: it calls out and jumps in whenever it can, always calls "Swaks!", and
//!   plays what sheds most cards while keeping most of its hand playable on the reference it
//!   leaves; it draws only when nothing else is legal.
//! - Strong judges each play by what it sheds, the penalty it deals, how playable the hand it
//!   keeps is, the specials and jokers it keeps (a special alone is always a play: it saves a
//!   draw), going out on a numbered card (S14) and how likely the next player is stuck, from the
//!   cards not yet seen (see `strong`). It always calls "Swaks!" and calls out.
//!
//! At a real-time table each of them is a [`SwaksBot`]: it plans its play after a thinking
//! time, and jumps in or calls out after a reaction time, both drawn from its own generator,
//! sometimes missing the chance (more often at easier levels).

use super::action::Action;
use super::foresight::{after, feeds_a_loop, kept};
use super::game::Swaks;
use super::ladder::follows;
use super::strong::strong;
use super::view::View;
use crate::realtime::{reaction_time, Plan, PlanningBot};
use crate::{Bot, BotLevel, Bots, GameRng, Millis, Seat, Seed};
use serde::{Deserialize, Serialize};

impl Bots for Swaks {
    fn bot(level: BotLevel, seed: Seed) -> Box<dyn Bot<Self>> {
        match level {
            BotLevel::Easy => Box::new(EasyBot {
                rng: GameRng::from_seed(seed),
            }),
            BotLevel::Normal => Box::new(NormalBot),
            BotLevel::Strong => Box::new(StrongBot),
        }
    }
}

/// Plays a uniformly random legal action.
struct EasyBot {
    rng: GameRng,
}

impl Bot<Swaks> for EasyBot {
    fn act(&mut self, seat: Seat, view: &View) -> Option<Action> {
        if seat != view.seat {
            return None;
        }
        self.rng.choose(&view.legal).cloned()
    }
}

/// Plays Normal's greedy choice.
struct NormalBot;

impl Bot<Swaks> for NormalBot {
    fn act(&mut self, seat: Seat, view: &View) -> Option<Action> {
        if seat != view.seat {
            return None;
        }
        greedy(view)
    }
}

/// Plays Strong's choice.
struct StrongBot;

impl Bot<Swaks> for StrongBot {
    fn act(&mut self, seat: Seat, view: &View) -> Option<Action> {
        if seat != view.seat {
            return None;
        }
        strong(view)
    }
}

/// How good a play looks: cards shed first, then how many of the cards kept could follow the
/// reference it leaves (a special always can), then keeping jokers and specials for later.
fn score(view: &View, action: &Action) -> i64 {
    let played = action.cards();
    let kept = kept(view, action);
    if kept.is_empty() {
        return i64::MAX;
    }
    let Some((reference, direction)) = after(view, action) else {
        return i64::MIN;
    };
    let open = kept
        .iter()
        .filter(|c| match c.face() {
            Some(face) => follows(reference, direction, face),
            None => true,
        })
        .count() as i64;
    let spent_wild = played.iter().filter(|c| !c.is_number()).count() as i64;
    let call = i64::from(action.swaks());
    played.len() as i64 * 100 + open * 10 - spent_wild * 5 + call
}

/// Normal's choice among the legal actions.
pub(crate) fn greedy(view: &View) -> Option<Action> {
    if let Some(call) = view
        .legal
        .iter()
        .find(|a| matches!(a, Action::CallSwaks { .. }))
    {
        return Some(call.clone());
    }
    view.legal
        .iter()
        .filter(|a| !feeds_a_loop(view, a))
        .max_by_key(|a| match a {
            Action::Draw => i64::MIN + 1,
            a => score(view, a),
        })
        .or_else(|| view.legal.first())
        .cloned()
}

/// How a level times its moves and how often it misses a chance to jump in or call out.
struct Timing {
    /// Typical time to choose a play on one's turn, in milliseconds.
    think_ms: u64,
    /// Typical time to react to a card that can be jumped on or a forgotten "Swaks!".
    react_ms: u64,
    /// Spread around both, in percent.
    spread: u8,
    /// Chances in a hundred of not seeing a jump-in or a call-out at all.
    miss_percent: usize,
}

const fn timing(level: BotLevel) -> Timing {
    match level {
        BotLevel::Easy => Timing {
            think_ms: 1_800,
            react_ms: 1_100,
            spread: 40,
            miss_percent: 50,
        },
        BotLevel::Normal => Timing {
            think_ms: 1_300,
            react_ms: 750,
            spread: 30,
            miss_percent: 20,
        },
        BotLevel::Strong => Timing {
            think_ms: 1_000,
            react_ms: 500,
            spread: 25,
            miss_percent: 8,
        },
    }
}

/// The least time a bot leaves before its deadline when it plays on its turn.
const DEADLINE_MARGIN_MS: u64 = 400;

/// A bot at a real-time table: it keeps its level and its generator for the whole match (saved
/// with the game), so its choices and its timing replay exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SwaksBot {
    level: BotLevel,
    rng: GameRng,
}

impl SwaksBot {
    /// A bot of `level` with its own generator started from `seed`.
    pub fn new(level: BotLevel, seed: Seed) -> SwaksBot {
        SwaksBot {
            level,
            rng: GameRng::from_seed(seed),
        }
    }

    /// The bot's level.
    pub fn level(&self) -> BotLevel {
        self.level
    }

    /// What the bot would play now, by its level's strategy.
    fn choose(&mut self, view: &View) -> Option<Action> {
        match self.level {
            BotLevel::Easy => self.rng.choose(&view.legal).cloned(),
            BotLevel::Normal => greedy(view),
            BotLevel::Strong => strong(view),
        }
    }
}

impl PlanningBot<Swaks> for SwaksBot {
    fn plan(&mut self, seat: Seat, view: &View, now: Millis) -> Plan<Action> {
        if seat != view.seat || view.legal.is_empty() {
            return Plan::Pass;
        }
        let timing = timing(self.level);
        if view.due == seat {
            let Some(action) = self.choose(view) else {
                return Plan::Pass;
            };
            let mut at = now.0 + reaction_time(&mut self.rng, timing.think_ms, timing.spread);
            if let Some(deadline) = view.deadline {
                // S12: a bot plays in time, with a margin (never before now).
                at = at
                    .min(deadline.0.saturating_sub(DEADLINE_MARGIN_MS))
                    .max(now.0);
            }
            return Plan::ActAt(Millis(at), action);
        }
        // Out of turn: only a jump-in (S10) or a call-out (S13) is listed.
        if self.rng.range(0..100) < timing.miss_percent {
            return Plan::Pass;
        }
        let Some(action) = self.choose(view) else {
            return Plan::Pass;
        };
        let at = now.0 + reaction_time(&mut self.rng, timing.react_ms, timing.spread);
        Plan::ActAt(Millis(at), action)
    }
}
