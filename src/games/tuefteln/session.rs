//! A Tüfteln session: the set-up and the rules state, saved whole after every move.

use crate::saves::{Save, Summary, SCHEMA_VERSION};
use crate::setup::{Controller, Setup};
use serde::{Deserialize, Serialize};
use tablee_rules::tuefteln::{Action, Options, Placement, Tuefteln};
use tablee_rules::{BotLevel, Game, GameKind, Millis, Seat, Seed, SetupError};

/// Everything a Tüfteln game in progress needs to resume exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Session {
    /// Who plays and the options.
    pub setup: Setup<Options>,
    /// The rules state, with its generator.
    pub game: Tuefteln,
}

/// Who should act next, from the app's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextUp {
    /// A bot still has to write this round's roll.
    Bot(Seat, BotLevel),
    /// A person has to write this round's roll.
    Human(Seat),
    /// The game is over.
    Finished,
}

impl Session {
    /// A new game from `setup` and `seed`.
    ///
    /// # Errors
    /// When the seat count is outside 1 to 15.
    pub fn new(setup: Setup<Options>, seed: Seed) -> Result<Session, SetupError> {
        let game = Tuefteln::new(&setup.options, setup.seats.len(), seed)?;
        Ok(Session { setup, game })
    }

    /// Bots write first (they need no screen), then people in seat order.
    pub fn next_up(&self) -> NextUp {
        let acting = self.game.acting();
        let controller = |seat: Seat| self.setup.seats[seat.index()].controller;
        if let Some(&seat) = acting.iter().find(|s| !controller(**s).is_human()) {
            if let Controller::Bot(level) = controller(seat) {
                return NextUp::Bot(seat, level);
            }
        }
        acting
            .first()
            .map_or(NextUp::Finished, |&seat| NextUp::Human(seat))
    }

    /// Plays a placement for `seat`.
    ///
    /// # Errors
    /// The engine's error when the placement is not legal.
    pub fn place(
        &mut self,
        seat: Seat,
        placement: Placement,
    ) -> Result<(), tablee_rules::tuefteln::PlaceError> {
        self.game.play(seat, Action::Place(placement), Millis(0))
    }

    /// Lets the bot in `seat` write this round's roll. Its generator is seeded from the game's
    /// seed, the round and the seat, so a replay makes the same choices.
    pub fn play_bot(&mut self, seat: Seat, level: BotLevel) {
        let seed = self
            .game
            .seed()
            .wrapping_mul(1_000_003)
            .wrapping_add(u64::from(self.game.round()) * 16 + seat.0 as u64);
        let mut bot = super::model::bot(level, seed, self.game.side());
        let view = self.game.view(seat);
        if let Some(action) = bot.act(seat, &view) {
            self.game
                .play(seat, action, Millis(0))
                .expect("bots play legal placements");
        }
    }

    /// The save of this session under `id`.
    pub fn to_save(&self, id: &str, now_ms: u64) -> Save<Session> {
        Save {
            schema: SCHEMA_VERSION,
            kind: GameKind::Tuefteln,
            id: id.to_string(),
            summary: Summary {
                players: self.setup.seats.iter().map(|s| s.name.clone()).collect(),
                round: u32::from(self.game.round()),
                updated: now_ms,
                finished: self.game.acting().is_empty(),
            },
            data: self.clone(),
        }
    }

    /// The number of people at the table.
    pub fn human_count(&self) -> usize {
        self.setup.human_count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::saves;

    fn setup(controllers: &[Controller]) -> Setup<Options> {
        Setup::with_controllers(controllers, Options::default())
    }

    #[test]
    fn bots_write_before_people_and_the_game_ends() {
        let mut s = Session::new(
            setup(&[
                Controller::Human,
                Controller::Bot(BotLevel::Easy),
                Controller::Bot(BotLevel::Normal),
            ]),
            11,
        )
        .unwrap();
        let mut steps = 0;
        loop {
            steps += 1;
            assert!(steps < 200);
            match s.next_up() {
                NextUp::Bot(seat, level) => s.play_bot(seat, level),
                NextUp::Human(seat) => {
                    assert_eq!(seat, Seat(0));
                    assert!(s.game.has_placed(Seat(1)) && s.game.has_placed(Seat(2)));
                    let first = s.game.tile(seat).legal_placements(s.game.roll())[0];
                    s.place(seat, first).unwrap();
                }
                NextUp::Finished => break,
            }
        }
        assert!(s.game.tile(Seat(0)).is_full());
    }

    #[test]
    fn save_round_trip_resumes_exactly() {
        let mut s = Session::new(setup(&[Controller::Human]), 5).unwrap();
        let p = s.game.tile(Seat(0)).legal_placements(s.game.roll())[3];
        s.place(Seat(0), p).unwrap();
        let raw = saves::write(&s.to_save("x", 9));
        let back: Save<Session> = saves::read(&raw).unwrap();
        assert_eq!(back.data, s);
        assert_eq!(back.summary.round, 2);
        let _ = Lang::En;
    }

    #[test]
    fn refused_placement_changes_nothing() {
        let mut s = Session::new(setup(&[Controller::Human]), 5).unwrap();
        let before = s.clone();
        let mut p = s.game.tile(Seat(0)).legal_placements(s.game.roll())[0];
        p.cells[1] = p.cells[0];
        assert!(s.place(Seat(0), p).is_err());
        assert_eq!(s, before);
    }
}

/// The seed of the daily challenge for a calendar date: everyone gets the same rolls that day.
pub fn daily_seed(year: u32, month: u32, day: u32) -> Seed {
    // SplitMix64 finaliser over the date written as YYYYMMDD, so neighbouring days differ widely.
    let mut z = u64::from(year * 10_000 + month * 100 + day).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod daily_tests {
    use super::daily_seed;

    #[test]
    fn daily_seed_is_fixed_per_day_and_differs_between_days() {
        assert_eq!(daily_seed(2026, 11, 21), daily_seed(2026, 11, 21));
        assert_ne!(daily_seed(2026, 11, 21), daily_seed(2026, 11, 22));
        assert_ne!(daily_seed(2026, 11, 21), daily_seed(2025, 11, 21));
    }
}
