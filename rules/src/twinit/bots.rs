//! Computer players for Twin It!, on the real-time machinery ([`PlanningBot`], driven by the
//! [`crate::realtime::Conductor`]). A [`TwinItBot`] sees only its seat's [`View`]: the visible
//! faces, never a card id or a hidden face.
//!
//! ## How a bot plays
//!
//! - It remembers when each pair that shows first appeared, and draws once, then, when it will
//!   have spotted it (`memory`). The conductor asks again after every change, but a card turned
//!   elsewhere never restarts a search: the time runs from the pair's appearance. Pairs that no
//!   longer show are forgotten. The memory is saved with the bot, so a replay is exact.
//! - Claims (W3): it claims the first pair it has spotted. Easy and Normal sometimes take two
//!   look-alike motifs (same outline or same pattern, [`crate::twinit::MotifId::looks_like`])
//!   for a pair and claim them: an error (W4), about 2-6 % of their claims; Strong never errs.
//!   Each look-alike pair is judged once, when it first shows, and one the bot erred on is not
//!   claimed again.
//! - Turning (W5): the seat due to turn looks the table over (every face) and turns, unless a
//!   pair it has spotted comes first; in Le Ring it turns from a pile picked at random among
//!   those with cards.
//! - Les Clans (W6): a bot with no hand down and no teammate's hand waiting puts a hand on one
//!   card of a pair it spotted; a teammate who sees that hand completes the pair after a
//!   reaction (a simple reaction if it had spotted the pair itself, else a search for the twin);
//!   Easy and Normal sometimes complete it with a look-alike (an error). A hand left waiting
//!   longer than the level's patience is lifted, and the bot does not start on that card again
//!   for a while.
//! - Tous ensemble (W6): every bot claims the pairs it spots and, having spotted none for a
//!   while since its last action, turns over a card that is in no pair it knows of. No errors
//!   (the rules refuse them there at no cost).
//! - A bot acts at most once per "motor" interval (hands back, eyes back on the table).
//!
//! ## Timing, from published human figures
//!
//! The spotting time is a serial visual search (`timing`): an intercept (perceive, decide,
//! reach) plus a slope per face inspected, spread log-normally (search reaction times are
//! right-skewed; Wolfe, Palmer & Horowitz 2010, Vision Research 50, fit them with ex-Gaussian and
//! similar skewed laws). The figures it is calibrated on:
//!
//! - Simple reaction time about 200-250 ms, choice reaction time about 350-450 ms (Hick 1952;
//!   Hyman 1953; Luce 1986, *Response Times*): the intercepts start there, plus a reach.
//! - Conjunction search costs about 20-30 ms per item when the target is present, about twice
//!   that when absent (Treisman & Gelade 1980, Cognitive Psychology 12; Wolfe 1998,
//!   Psychological Science 9, over a million trials): Strong's slope is 30 ms an item.
//!   Harder searches run at 40-60 ms an item and more, and a search that needs a fixation per
//!   item is bound by fixations of about 200-300 ms (Rayner 1998, Psychological Bulletin 124):
//!   Normal 70 ms, Easy 150 ms an item.
//! - With no new face to cue the search (Tous ensemble's spread), faces are compared pairwise,
//!   one held in mind while the others are scanned, at the same cost per comparison.
//! - A new face (a turned card) is an abrupt onset, which captures attention (Yantis & Jonides
//!   1984): its twin is searched for as a known target.
//!
//! Resulting means for finding a pair cued by a new face among five faces: Strong about
//! 0.55 s, Normal about 1.1 s, Easy about 2.4 s; each more face inspected adds half the slope on
//! average. Tous ensemble's rule-book ratings (1 player: 5 Aiglons, 7 Faucons, 10 Lynx) put a
//! good solo player at one pair every 6-9 s among the 135 spread faces; alone, Easy scores about
//! 6 (Aiglons), Normal about 11 (Lynx, just) and Strong about 20 (`tablee-sim twinit --mode
//! tous-ensemble`).

mod memory;
mod timing;

#[cfg(test)]
mod tests;

use self::memory::{claimable_faces, may_pair, Face, Memory};
use self::timing::{timing, Timing};
use super::action::{Action, Event, PileId};
use super::clans::team;
use super::game::TwinIt;
use super::mode::Mode;
use super::view::View;
use crate::realtime::{Plan, PlanningBot};
use crate::{BotLevel, GameRng, Millis, Seat, Seed};
use serde::{Deserialize, Serialize};

/// A Twin It! bot at a real-time table. It keeps its level, its generator and its memory of the
/// table for the whole game (all saved with the game), so its timing and its choices replay
/// exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwinItBot {
    level: BotLevel,
    rng: GameRng,
    memory: Memory,
}

impl TwinItBot {
    /// A bot of `level` with its own generator started from `seed`.
    pub fn new(level: BotLevel, seed: Seed) -> TwinItBot {
        TwinItBot {
            level,
            rng: GameRng::from_seed(seed),
            memory: Memory::default(),
        }
    }

    /// The bot's level.
    pub fn level(&self) -> BotLevel {
        self.level
    }

    /// The mean time this level takes to find the twin of a newly shown face among `faces`
    /// visible faces, in milliseconds.
    pub fn mean_spotting_ms(level: BotLevel, faces: usize) -> f64 {
        timing(level).mean_cued_ms(faces)
    }

    /// The claim (or, in Les Clans, the hand) the bot makes next, with when.
    fn claim(&self, view: &View) -> Option<(Millis, Action)> {
        if view.mode == Mode::Clans {
            return self.hand(view);
        }
        self.memory
            .sightings
            .iter()
            .min_by_key(|s| s.ready)
            .map(|s| (s.ready, Action::Claim(s.a.spot, s.b.spot)))
    }

    /// Les Clans (W6): lift a hand that waited too long, complete a teammate's hand, or put a
    /// first hand on a pair.
    fn hand(&self, view: &View) -> Option<(Millis, Action)> {
        let timing = timing(self.level);
        if let Some((_, since)) = self.memory.hand {
            return Some((Millis(since.0 + timing.patience_ms), Action::Lift));
        }
        let faces = claimable_faces(view);
        let me = view.seat;
        // A teammate's hand waits: complete it (the earliest), never start another (W4).
        let waiting = view
            .marks
            .iter()
            .find(|(seat, _)| *seat != me && team(*seat) == team(me));
        if let Some(&(seat, spot)) = waiting {
            let cue = self
                .memory
                .cues
                .iter()
                .find(|c| c.seat == seat && c.face.spot == spot)?;
            // A mistaken teammate takes a look-alike for the twin, when one shows (W4).
            let look_alike = faces
                .iter()
                .filter(|_| cue.mistaken)
                .find(|f| f.motif.looks_like(cue.face.motif) && may_pair(f, &cue.face));
            let twin = look_alike.or_else(|| {
                faces
                    .iter()
                    .find(|f| f.motif == cue.face.motif && may_pair(f, &cue.face))
            })?;
            return Some((cue.ready, Action::Mark(twin.spot)));
        }
        let sighting = self
            .memory
            .sightings
            .iter()
            .filter(|s| s.is_pair() && !self.memory.gave_up(&s.a) && !self.memory.gave_up(&s.b))
            .min_by_key(|s| s.ready)?;
        // The card no hand is on, if there is one (a hand on the other card of an opponent's
        // waiting hand is a litige, W6).
        let free = |f: &Face| !view.marks.iter().any(|(_, spot)| *spot == f.spot);
        let face = if free(&sighting.a) || !free(&sighting.b) {
            sighting.a
        } else {
            sighting.b
        };
        Some((sighting.ready, Action::Mark(face.spot)))
    }

    /// W5: the seat due to turn turns after looking the table over.
    fn turn(&mut self, view: &View, now: Millis, timing: &Timing) -> Option<(Millis, Action)> {
        if view.turner != Some(view.seat) || view.mode.is_cooperative() {
            return None;
        }
        let faces = claimable_faces(view).len();
        let look = self
            .memory
            .look(view, now, |rng| timing.look_ms(rng, faces), &mut self.rng);
        let piles: Vec<PileId> = (0..view.piles.len())
            .map(|i| PileId(i as u8))
            .filter(|p| view.piles[p.index()].count > 0)
            .filter(|p| view.mode == Mode::Ring || *p == PileId::of(view.seat))
            .collect();
        let pile = piles.get((look.pick % piles.len().max(1) as u64) as usize)?;
        Some((look.done, Action::Turn(*pile)))
    }

    /// W6, Tous ensemble: with no pair spotted for a while, turn over a card in no pair it
    /// knows of.
    fn flip(
        &mut self,
        view: &View,
        last: Option<Millis>,
        timing: &Timing,
    ) -> Option<(Millis, Action)> {
        if !view.mode.is_cooperative() {
            return None;
        }
        let at = Millis(last.map_or(0, |t| t.0) + timing.flip_after_ms);
        let look = self.memory.look(view, at, |_| 0, &mut self.rng);
        let known: Vec<Face> = self
            .memory
            .sightings
            .iter()
            .filter(|s| s.ready <= at)
            .flat_map(|s| [s.a, s.b])
            .collect();
        let cards: Vec<Face> = claimable_faces(view)
            .into_iter()
            .filter(|f| matches!(f.spot, super::Spot::Table(_)) && !known.contains(f))
            .collect();
        let card = cards.get((look.pick % cards.len().max(1) as u64) as usize)?;
        let super::Spot::Table(slot) = card.spot else {
            return None;
        };
        Some((at, Action::Flip(slot)))
    }
}

/// When `seat` last acted, from the public record (a hand put down is not recorded, and does
/// not count).
fn last_action(view: &View, seat: Seat) -> Option<Millis> {
    view.events.iter().rev().find_map(|event| match *event {
        Event::Turned { seat: s, at, .. }
        | Event::Flipped { seat: s, at, .. }
        | Event::Won { seat: s, at, .. }
        | Event::Erred { seat: s, at, .. }
        | Event::Tied { seat: s, at, .. }
        | Event::Litige {
            seats: (_, s), at, ..
        } => (s == seat).then_some(at),
    })
}

impl PlanningBot<TwinIt> for TwinItBot {
    fn plan(&mut self, seat: Seat, view: &View, now: Millis) -> Plan<Action> {
        if seat != view.seat || view.is_finished() {
            return Plan::Pass;
        }
        let timing = timing(self.level);
        self.memory.update(view, now, &timing, &mut self.rng);
        let last = last_action(view, seat);
        let earliest = Millis(now.0.max(last.map_or(0, |t| t.0 + timing.motor_ms)));
        // Claims first at equal times: a bot about to turn claims a pair it sees first.
        let options = [
            self.claim(view),
            self.turn(view, now, &timing),
            self.flip(view, last, &timing),
        ];
        match options
            .into_iter()
            .flatten()
            .map(|(at, action)| (at.max(earliest), action))
            .min_by_key(|(at, _)| *at)
        {
            Some((at, action)) => Plan::ActAt(at, action),
            None => Plan::Pass,
        }
    }
}
