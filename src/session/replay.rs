//! Watching a game again: its record laid out as the game at its start and after
//! every step (each action, each moment game time was let pass), to step through forward and
//! back. It is built once by replaying the record, so a finished game, the current one so far
//! and a record written by an older build (read by the same readers as any save) open alike.
//! Free of Leptos, so it is tested natively.

use super::{Record, Session, SessionGame};
use crate::saves::{Damage, History};
use crate::setup::Setup;
use tablee_rules::{Millis, Outcome, Seat, Status};

/// A game's record as the game after each of its steps.
#[derive(Clone, Debug)]
pub struct Replay<G: SessionGame> {
    /// Who played and the options.
    pub setup: Setup<G::Setup>,
    /// The game at its start, then after each step, with the step's game time.
    states: Vec<(G, Millis)>,
}

impl<G: SessionGame> Replay<G> {
    /// Lays out `record` step by step.
    ///
    /// # Errors
    /// The [`Damage`] that keeps the record from being replayed.
    pub fn from_record(record: Record<G>) -> Result<Self, Damage> {
        let mut states = Vec::new();
        History::replay_watched(
            G::rules(&record.setup.options),
            record.setup.seats.len(),
            record.seed,
            record.base.map(G::from_base),
            record.actions,
            record.advances,
            |game, at| states.push((game.clone(), at)),
        )?;
        Ok(Replay {
            setup: record.setup,
            states,
        })
    }

    /// The game of `session` so far.
    ///
    /// # Errors
    /// As [`Replay::from_record`] (a session's own record always replays).
    pub fn of_session(session: &Session<G>) -> Result<Self, Damage> {
        Replay::from_record(session.record())
    }

    /// How many steps the game took (step 0 is its start).
    pub fn steps(&self) -> usize {
        self.states.len().saturating_sub(1)
    }

    /// The game after `step` steps (the last step when `step` is beyond it).
    pub fn game(&self, step: usize) -> &G {
        &self.states[step.min(self.steps())].0
    }

    /// The game time of `step`.
    pub fn time(&self, step: usize) -> Millis {
        self.states[step.min(self.steps())].1
    }

    /// What `seat` saw after `step` steps.
    pub fn view(&self, step: usize, seat: Seat) -> G::View {
        self.game(step).view(seat)
    }

    /// What every seat saw after `step` steps, in seat order: the whole game laid open, for a
    /// reader of a finished game.
    pub fn every_view(&self, step: usize) -> Vec<G::View> {
        let game = self.game(step);
        (0..self.setup.seats.len())
            .map(|i| game.view(Seat(i as u8)))
            .collect()
    }

    /// How the game ended, if it did.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.game(self.steps()).status() {
            Status::Finished(outcome) => Some(outcome),
            Status::Acting(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves;
    use tablee_rules::swaks::Swaks;
    use tablee_rules::tuefteln::Tuefteln;
    use tablee_rules::tweak::Tweak;
    use tablee_rules::Game;

    #[test]
    fn a_replay_goes_from_the_deal_to_the_game_as_saved() {
        // A TWEAK match begun in schema 1 (its actions continue from the old state) and a
        // Tüfteln game of today's record: both replay to the game their save reopens as.
        let tweak = saves::read::<Session<Tweak>>(include_str!(
            "../games/tweak/fixtures/schema1_bots.json"
        ))
        .unwrap()
        .data;
        let replay = Replay::of_session(&tweak).unwrap();
        assert_eq!(replay.steps(), tweak.history().actions().len());
        assert_eq!(replay.game(replay.steps()), tweak.game());
        assert_eq!(replay.game(usize::MAX), tweak.game(), "clamped");

        let tuefteln = saves::read::<Session<Tuefteln>>(include_str!(
            "../games/tuefteln/fixtures/schema2_bots.json"
        ))
        .unwrap()
        .data;
        let replay = Replay::of_session(&tuefteln).unwrap();
        let start = Tuefteln::new(
            &tuefteln.setup.options,
            tuefteln.setup.seats.len(),
            tuefteln.game().seed(),
        )
        .unwrap();
        assert_eq!(replay.game(0), &start, "step 0 is the deal");
        assert_eq!(replay.game(replay.steps()), tuefteln.game());
        // Each step is one action more.
        for step in 1..=replay.steps() {
            let free = |g: &Tuefteln| {
                g.tiles()
                    .values()
                    .iter()
                    .map(|t| t.free_cells().count())
                    .sum::<usize>()
            };
            assert_eq!(free(replay.game(step)) + 2, free(replay.game(step - 1)));
        }
    }

    /// At every step of a finished game of `G`, the views of every seat: each is that seat's
    /// own, their hands (`hand`) hold as many cards as every view's counts (`count`) say, and
    /// no card is in two hands.
    fn every_hand_is_each_seats_own<G, C>(
        fixture: &str,
        hand: fn(&G::View) -> &[C],
        count: fn(&G::View, Seat) -> usize,
    ) where
        G: SessionGame,
        G::View: PartialEq + std::fmt::Debug,
        C: Ord + Copy + std::fmt::Debug,
    {
        let session = saves::read::<Session<G>>(fixture).unwrap().data;
        let replay = Replay::of_session(&session).unwrap();
        assert!(replay.outcome().is_some(), "the fixture is a finished game");
        let seats = replay.setup.seats.len();
        let mut cards_seen = 0;
        for step in 0..=replay.steps() {
            let every = replay.every_view(step);
            assert_eq!(every.len(), seats);
            let mut all: Vec<C> = Vec::new();
            for (i, view) in every.iter().enumerate() {
                let seat = Seat(i as u8);
                assert_eq!(view, &replay.view(step, seat), "step {step}, seat {i}");
                for other in &every {
                    assert_eq!(
                        hand(view).len(),
                        count(other, seat),
                        "step {step}, seat {i}"
                    );
                }
                all.extend_from_slice(hand(view));
            }
            let dealt = all.len();
            cards_seen += dealt;
            all.sort();
            all.dedup();
            assert_eq!(all.len(), dealt, "step {step}: a card in two hands");
        }
        assert!(cards_seen > 0, "hands were dealt");
    }

    #[test]
    fn every_view_lays_every_hand_open() {
        every_hand_is_each_seats_own::<Tweak, _>(
            include_str!("../games/tweak/fixtures/finished.json"),
            |v| &v.hand,
            |v, seat| v.hand_counts[seat],
        );
        every_hand_is_each_seats_own::<Swaks, _>(
            include_str!("../games/swaks/fixtures/finished.json"),
            |v| &v.hand,
            |v, seat| v.hand_counts[seat],
        );
    }

    #[test]
    fn a_damaged_record_is_refused_in_words() {
        let mut record = saves::read::<Session<Tuefteln>>(include_str!(
            "../games/tuefteln/fixtures/schema2_bots.json"
        ))
        .unwrap()
        .data
        .record();
        record.actions.swap(0, 1);
        record.actions.truncate(3);
        record.actions.push(record.actions[0].clone());
        assert!(matches!(
            Replay::from_record(record),
            Err(Damage::Refused { .. })
        ));
    }
}
