//! A TWEAK session: set-up, the match state and what the players have acknowledged, saved whole
//! after every move.

use crate::saves::{Save, Summary, SCHEMA_VERSION};
use crate::setup::{Controller, Setup};
use serde::{Deserialize, Serialize};
use tablee_rules::tweak::{Action, Options, Tweak, TweakError};
use tablee_rules::{BotLevel, Game, GameKind, Millis, Seat, Seed, SetupError};

/// What the new-game screen sets: the rules' options and the app's own.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TweakSetup {
    /// The rules' options (colour count, T3).
    pub rules: Options,
    /// Whether the "show me a sum" hint is offered (off by default: missing a sum is part of
    /// the game, T11).
    pub hints: bool,
}

/// Everything a TWEAK match in progress needs to resume exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Session {
    /// Who plays and the options.
    pub setup: Setup<TweakSetup>,
    /// The match, with its generator.
    pub game: Tweak,
    /// The last round whose summary the players have closed; play waits while a newer one is
    /// shown.
    pub acknowledged_round: u32,
}

/// Who should act next, from the app's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextUp {
    /// The players are reading the summary of the round that just ended.
    RoundSummary,
    /// A bot acts.
    Bot(Seat, BotLevel),
    /// A person acts.
    Human(Seat),
    /// The match is over.
    Finished,
}

impl Session {
    /// A new match from `setup` and `seed`.
    ///
    /// # Errors
    /// When the seat count is outside 2 to 6.
    pub fn new(setup: Setup<TweakSetup>, seed: Seed) -> Result<Session, SetupError> {
        let game = Tweak::new(&setup.options.rules, setup.seats.len(), seed)?;
        Ok(Session {
            setup,
            game,
            acknowledged_round: 0,
        })
    }

    /// The seat's controller.
    pub fn controller(&self, seat: Seat) -> Controller {
        self.setup.seats[seat.index()].controller
    }

    /// The seat's name.
    pub fn name(&self, seat: Seat) -> &str {
        &self.setup.seats[seat.index()].name
    }

    /// Who acts next: a finished round's summary first, then bots (Bomb victims included),
    /// then people.
    pub fn next_up(&self) -> NextUp {
        let finished_round = self.game.last_round().map_or(0, |r| r.round);
        if finished_round > self.acknowledged_round {
            return NextUp::RoundSummary;
        }
        let acting = self.game.acting();
        if acting.is_empty() {
            return NextUp::Finished;
        }
        for &seat in &acting {
            if let Controller::Bot(level) = self.controller(seat) {
                return NextUp::Bot(seat, level);
            }
        }
        NextUp::Human(acting[0])
    }

    /// Closes the round summary.
    pub fn acknowledge_round(&mut self) {
        self.acknowledged_round = self.game.last_round().map_or(0, |r| r.round);
    }

    /// Plays `action` for `seat`.
    ///
    /// # Errors
    /// The engine's error when it is not legal; nothing changes then.
    pub fn play(&mut self, seat: Seat, action: Action) -> Result<(), TweakError> {
        self.game.play(seat, action, Millis(0))
    }

    /// Lets the bot in `seat` act once. Its generator is seeded from the game's seed and how far
    /// the match is, so a replay makes the same choices.
    pub fn play_bot(&mut self, seat: Seat, level: BotLevel) {
        let progress = self.game.view(seat).events.len() as u64;
        let seed = self.game.seed().wrapping_mul(1_000_003).wrapping_add(
            (u64::from(self.game.round_number()) << 20) + (progress << 4) + u64::from(seat.0),
        );
        let view = self.game.view(seat);
        if let Some(action) = Tweak::bot(level, seed).act(seat, &view) {
            self.game
                .play(seat, action, Millis(0))
                .expect("bots play legal actions");
        }
    }

    /// The number of people at the table.
    pub fn human_count(&self) -> usize {
        self.setup.human_count()
    }

    /// The only person at the table, when there is exactly one.
    pub fn only_human(&self) -> Option<Seat> {
        let mut humans = (0..self.setup.seats.len() as u8)
            .map(Seat)
            .filter(|s| self.controller(*s).is_human());
        match (humans.next(), humans.next()) {
            (Some(seat), None) => Some(seat),
            _ => None,
        }
    }

    /// The save of this session under `id`.
    pub fn to_save(&self, id: &str, now_ms: u64) -> Save<Session> {
        Save {
            schema: SCHEMA_VERSION,
            kind: GameKind::Tweak,
            id: id.to_string(),
            summary: Summary {
                players: self.setup.seats.iter().map(|s| s.name.clone()).collect(),
                round: self.game.round_number(),
                updated: now_ms,
                finished: self.game.is_finished(),
            },
            data: self.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves;

    fn setup(controllers: &[Controller]) -> Setup<TweakSetup> {
        Setup::with_controllers(controllers, TweakSetup::default())
    }

    #[test]
    fn a_match_between_bots_ends_with_summaries_acknowledged() {
        let mut s = Session::new(
            setup(&[
                Controller::Bot(BotLevel::Easy),
                Controller::Bot(BotLevel::Normal),
            ]),
            4,
        )
        .unwrap();
        let mut summaries = 0;
        for _ in 0..20_000 {
            match s.next_up() {
                NextUp::Bot(seat, level) => s.play_bot(seat, level),
                NextUp::RoundSummary => {
                    summaries += 1;
                    s.acknowledge_round();
                }
                NextUp::Human(_) => unreachable!("no person at this table"),
                NextUp::Finished => break,
            }
        }
        assert!(s.game.is_finished());
        assert!(summaries >= 1);
        assert_eq!(s.next_up(), NextUp::Finished);
    }

    #[test]
    fn save_round_trip_resumes_exactly() {
        let mut s = Session::new(setup(&[Controller::Human, Controller::Human]), 9).unwrap();
        let seat = s.game.acting()[0];
        let action = s.game.legal_actions(seat)[0].clone();
        s.play(seat, action).unwrap();
        let raw = saves::write(&s.to_save("t", 1));
        let back: Save<Session> = saves::read(&raw).unwrap();
        assert_eq!(back.data, s);
    }

    #[test]
    fn only_human_is_found() {
        let s = Session::new(
            setup(&[Controller::Bot(BotLevel::Easy), Controller::Human]),
            1,
        )
        .unwrap();
        assert_eq!(s.only_human(), Some(Seat(1)));
        assert_eq!(s.human_count(), 1);
    }
}
