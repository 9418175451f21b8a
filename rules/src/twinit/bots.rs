//! Computer players for Twin It!, on the real-time machinery ([`PlanningBot`], driven by the
//! [`crate::realtime::Conductor`]). A [`TwinItBot`] sees only its seat's [`View`]: the visible
//! faces, never a card id or a hidden face.
//!
//! ## The levels
//!
//! One for each person at a family table, and they overlap, so that a person a little slower
//! than a level still beats it now and then:
//!
//! - **Easy: a young child's pace.** Slow searches, a claim every several seconds, pairs
//!   missed for a while (lapses on one race in eight), the most wrong claims.
//! - **Normal: a casual adult.**
//! - **Strong: a practised player.** Quick, rarely distracted, rarely wrong.
//!
//! Over 2,000 two-seat games (Les Clans: four seats, two teams of two, its fewest) Strong beats
//! Normal in about 71-72 % of games (Les Clans 80 %), Normal beats Easy in about 72-74 % (Les
//! Clans 82 %), Strong beats Easy in about 87 % (Les Clans 96 %); in Tous ensemble the team's
//! score rises with the level and varies from game to game (a standard deviation of about 3.7
//! points). `tablee-sim twinit --pairings` prints
//! these with their intervals; `docs/measurements.md` keeps the figures.
//!
//! ## How a bot plays
//!
//! - It remembers when each pair that shows first appeared, and draws once, then, when it will
//!   have spotted it (`memory`): a race. The conductor asks again after every change, but a card
//!   turned elsewhere never restarts a search: the time runs from the pair's appearance. Pairs
//!   that no longer show are forgotten. The memory is saved with the bot, so a replay is exact.
//! - Its form for the game is drawn when it is made, from its own generator: a factor on all
//!   its times (people have good and bad days). A bot saved before forms existed plays at its
//!   level's own pace.
//! - Claims (W3): it claims the first pair it has spotted. Now and then (every level, children
//!   most) a race ends in a hasty wrong claim before the twin is found: the new face taken with
//!   a look-alike (same outline or same pattern, [`crate::twinit::MotifId::looks_like`]), or
//!   any other face when none shows. W4 punishes it; the bot has seen its mistake and does not
//!   make it again, and may still win the pair once it finds the real twin (as the rule book
//!   allows in Le Ring).
//! - Turning (W5): the seat due to turn looks the table over (every face) and turns, unless a
//!   pair it has spotted comes first; in Le Ring it turns from a pile picked at random among
//!   those with cards.
//! - Les Clans (W6): a bot with no hand down and no teammate's hand waiting puts a hand on one
//!   card of a pair it spotted; a teammate who sees that hand completes the pair after a
//!   reaction (a simple reaction if it had spotted the pair itself, else a search for the twin);
//!   now and then, at the level's rate of wrong claims, it completes it with a look-alike (an
//!   error). A hand left waiting longer than the level's patience is lifted, and the bot does
//!   not start on that card again for a while.
//! - Tous ensemble (W6): every bot claims the pairs it spots and, having spotted none for a
//!   while since its last action, turns over a card that is in no pair it knows of. No wrong
//!   claims (the rules refuse them there at no cost).
//! - A bot acts at most once per "motor" interval (hands back, eyes back on the table).
//!
//! ## Timing, from published human figures
//!
//! The spotting time is a serial visual search (`timing`, where every figure and its source is
//! listed): an intercept (perceive, decide, reach) plus a slope per face inspected, spread
//! log-normally (search reaction times are right-skewed, their spread growing with their mean;
//! Wolfe, Palmer & Horowitz 2010, *Vision Research* 50; Palmer, Horowitz, Torralba & Wolfe
//! 2011), then scaled by the game's form, plus now and then a lapse of 2 to 8 s (Dinges &
//! Powell 1985). The figures it is calibrated on:
//!
//! - Simple reaction time about 200-250 ms, choice reaction time about 350-450 ms (Hick 1952;
//!   Hyman 1953; Luce 1986, *Response Times*): the intercepts start there, plus a reach.
//! - Conjunction search costs about 20-30 ms per item when the target is present, about twice
//!   that when absent (Treisman & Gelade 1980, *Cognitive Psychology* 12; Wolfe 1998,
//!   *Psychological Science* 9, over a million trials); harder searches run at 40-60 ms an item
//!   and more, and a search that needs a fixation per item is bound by fixations of about
//!   200-300 ms (Rayner 1998, *Psychological Bulletin* 124). Normal searches at 60 ms a face,
//!   Strong at 48, Easy at 78.
//! - Children are slower than adults by one factor on every stage (Kail 1991, *Psychological
//!   Bulletin* 109; Hale 1990, *Child Development* 61: about 1.8 times at 10 years, 1.5 at 12);
//!   Easy's search is about 1.3 times Normal's, about 1.45 times with its lapses, the low end of
//!   that range (a design choice, so that the levels overlap).
//! - With no new face to cue the search (Tous ensemble's spread), faces are compared pairwise,
//!   one held in mind while the others are scanned, at the same cost per comparison.
//! - A new face (a turned card) is an abrupt onset, which captures attention (Yantis & Jonides
//!   1984): its twin is searched for as a known target.
//!
//! Resulting means for finding a pair cued by a new face among five faces, lapses included:
//! Strong about 1.07 s, Normal about 1.46 s, Easy about 2.12 s; each more face inspected adds
//! half the slope on average. Tous ensemble's rule-book ratings (1 player: 5 Aiglons, 7
//! Faucons, 10 Lynx; 2 players: 10, 13, 18) put a good solo player at one pair every 6-9 s
//! among the 135 spread faces, which sets how long a bot looks before it turns a card over:
//! alone, Easy scores about 6.7 (Aiglons to Faucons), Normal about 8.7 (Faucons) and Strong
//! about 11.4 (Lynx); two of a level about 12.7, 16.3 and 20.6 (`tablee-sim twinit --pairings
//! --mode tous-ensemble`).

mod memory;
mod timing;

#[cfg(test)]
mod tests;

use self::memory::{claimable_faces, may_pair, Face, Memory};
use self::timing::{draw_form, timing, Timing, USUAL_FORM};
use super::action::{Action, Event, PileId};
use super::clans::team;
use super::game::TwinIt;
use super::mode::Mode;
use super::view::View;
use crate::realtime::{Plan, PlanningBot};
use crate::{BotLevel, GameRng, Millis, Seat, Seed};
use serde::{Deserialize, Serialize};

/// A Twin It! bot at a real-time table. It keeps its level, its form for this game, its
/// generator and its memory of the table for the whole game (all saved with the game), so its
/// timing and its choices replay exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwinItBot {
    level: BotLevel,
    /// This game's form, in thousandths of the level's times (drawn when the bot is made; a
    /// bot saved before forms existed plays at its level's own pace).
    #[serde(default = "usual_form")]
    form: u16,
    rng: GameRng,
    memory: Memory,
}

/// The form of a bot saved before forms existed: its level's own pace.
const fn usual_form() -> u16 {
    USUAL_FORM
}

impl TwinItBot {
    /// A bot of `level` with its own generator started from `seed`; its first draw is its form
    /// for the game (people have good and bad days).
    pub fn new(level: BotLevel, seed: Seed) -> TwinItBot {
        let mut rng = GameRng::from_seed(seed);
        let form = draw_form(&mut rng, level);
        TwinItBot {
            level,
            form,
            rng,
            memory: Memory::default(),
        }
    }

    /// The bot's level.
    pub fn level(&self) -> BotLevel {
        self.level
    }

    /// The bot's form in this game: the factor on its level's times (below 1 quicker, above 1
    /// slower).
    pub fn form(&self) -> f64 {
        f64::from(self.form) / f64::from(USUAL_FORM)
    }

    /// The mean time this level takes to find the twin of a newly shown face among `faces`
    /// visible faces at its usual form, lapses included, in milliseconds.
    pub fn mean_spotting_ms(level: BotLevel, faces: usize) -> f64 {
        timing(level).mean_cued_ms(faces)
    }

    /// This bot's timing: its level's, in its form.
    fn timing(&self) -> Timing {
        timing(self.level).in_form(self.form)
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
        let timing = self.timing();
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
        let timing = self.timing();
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
