//! The match: rounds follow each other until someone reaches the target (S16), with the per-play
//! timer (S12) kept as data.

use super::action::{Action, Event, Failure};
use super::card::{deck, CardId};
use super::error::SwaksError;
use super::legal::legal_actions;
use super::round::Round;
use super::view::{latest_events, Public, RoundSummary, View};
use crate::{Game, GameKind, GameRng, Millis, Outcome, PerSeat, Seat, Seed, SetupError, Status};
use serde::{Deserialize, Serialize};

/// The per-play time by default, in milliseconds (S12).
pub const DEFAULT_TIMER_MS: u32 = 5000;

/// The options chosen on the new-game screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The time for each play in milliseconds, `None` for no timer (S12). Default 5000.
    pub timer_ms: Option<u32>,
    /// The match points that win the match: 3, 5 or 10 in the rule book (S16); any value of at
    /// least 1 is accepted. Default 3.
    pub target: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            timer_ms: Some(DEFAULT_TIMER_MS),
            target: 3,
        }
    }
}

/// A match of Swaks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Swaks {
    options: Options,
    rng: GameRng,
    round: Round,
    points: PerSeat<u32>,
    /// When the due player's time runs out (S12); `None` without a timer or once the match ends.
    deadline: Option<Millis>,
    /// The time of the last accepted action or time step: earlier actions lost the race.
    last_at: Millis,
    last_round: Option<RoundSummary>,
    finished: bool,
}

/// Where a card is (see [`Swaks::place_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    /// In the face-down draw pile.
    Draw,
    /// In a player's hand.
    Hand(Seat),
    /// In the discard pile.
    Discard,
    /// A special left in the box at this table (S2).
    OutOfPlay,
}

impl Swaks {
    /// The match target (S16).
    pub fn target(&self) -> u32 {
        self.options.target.max(1)
    }

    /// The round being played (or the last one), from 1.
    pub fn round_number(&self) -> u32 {
        self.round.number
    }

    /// Each seat's match points (S16).
    pub fn points(&self) -> &PerSeat<u32> {
        &self.points
    }

    /// The seat due to play.
    pub fn due(&self) -> Seat {
        self.round.due
    }

    /// How the last finished round ended.
    pub fn last_round(&self) -> Option<&RoundSummary> {
        self.last_round.as_ref()
    }

    /// The seed the match was started from.
    pub fn seed(&self) -> Seed {
        self.rng.seed()
    }

    /// Whether the match is over.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Where `card` is now: every card is in exactly one place.
    pub fn place_of(&self, card: CardId) -> Place {
        let r = &self.round;
        if let Some(seat) = r.hands.seats().find(|&s| r.hands[s].contains(&card)) {
            Place::Hand(seat)
        } else if r.draw.cards().contains(&card) {
            Place::Draw
        } else if r.discard.contains(&card) {
            Place::Discard
        } else {
            Place::OutOfPlay
        }
    }

    #[cfg(test)]
    pub(crate) fn round(&self) -> &Round {
        &self.round
    }

    #[cfg(test)]
    pub(crate) fn round_mut(&mut self) -> &mut Round {
        &mut self.round
    }

    /// The same match with everything `seat` may not see shuffled: the other hands (same sizes)
    /// and the draw pile dealt again from their cards, and the generator. `seat`'s view must not
    /// change.
    #[cfg(test)]
    pub(crate) fn scrambled_for(&self, seat: Seat, seed: Seed) -> Swaks {
        let mut game = self.clone();
        let mut rng = GameRng::from_seed(seed);
        game.rng = GameRng::from_seed(seed.wrapping_add(1));
        let round = &mut game.round;
        let mut pool: Vec<CardId> = round.draw.cards().to_vec();
        let others: Vec<Seat> = round.hands.seats().filter(|s| *s != seat).collect();
        let sizes: Vec<usize> = others.iter().map(|s| round.hands[*s].len()).collect();
        for s in &others {
            pool.append(&mut round.hands[*s]);
        }
        rng.shuffle(&mut pool);
        for (s, size) in others.iter().zip(sizes) {
            round.hands[*s] = pool.split_off(pool.len() - size);
        }
        round.draw = crate::Deck::new(pool);
        game
    }

    #[cfg(test)]
    pub(crate) fn points_mut(&mut self) -> &mut PerSeat<u32> {
        &mut self.points
    }

    fn restart_timer(&mut self, at: Millis) {
        // A time of 0 counts as 1 ms, so time always moves past a deadline.
        self.deadline = self
            .options
            .timer_ms
            .map(|ms| Millis(at.0 + u64::from(ms.max(1))));
    }

    /// Checks `action` for `seat` at `at` without playing it.
    ///
    /// # Errors
    /// Why the action would be refused.
    pub fn check(&self, seat: Seat, action: &Action, at: Millis) -> Result<(), SwaksError> {
        self.checked(seat, action, at).map(|_| ())
    }

    fn checked(
        &self,
        seat: Seat,
        action: &Action,
        at: Millis,
    ) -> Result<super::round::Checked, SwaksError> {
        if seat.index() >= self.seat_count() {
            return Err(SwaksError::NoSuchSeat(seat));
        }
        if self.finished {
            return Err(SwaksError::GameOver);
        }
        // S10: the race is decided by the actions' times; a later-stamped claim already won.
        if at < self.last_at {
            return Err(SwaksError::TooLate {
                at,
                last: self.last_at,
            });
        }
        // S12: at the deadline the due player has already failed; advance the game first.
        if let Some(deadline) = self.deadline.filter(|&d| at >= d) {
            return Err(SwaksError::TimeUp { deadline });
        }
        self.round.check(seat, action)
    }

    /// S16: scores the round and ends the match or starts the next round.
    fn finish_round(&mut self, winner: Seat, at: Millis) {
        self.points[winner] += 1;
        self.round.events.push(Event::WonRound {
            seat: winner,
            points: self.points[winner],
        });
        let r = &self.round;
        self.last_round = Some(RoundSummary {
            round: r.number,
            winner,
            hand_counts: PerSeat::new(r.seats(), |s| r.hands[s].len()),
            points: self.points.clone(),
            events: r.events.clone(),
        });
        if self.points[winner] >= self.target() {
            self.finished = true;
            self.deadline = None;
            return;
        }
        // S16: hands are kept, the rest is shuffled, the next seat starts.
        let mut pile = self.round.draw.cards().to_vec();
        pile.append(&mut self.round.discard);
        let hands = self.round.hands.clone();
        let starter = self.round.starter.next(self.seat_count());
        self.round = Round::start(self.round.number + 1, hands, pile, starter, &mut self.rng);
        self.restart_timer(at);
    }
}

impl Game for Swaks {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Public = Public;
    type Error = SwaksError;

    const KIND: GameKind = GameKind::Swaks;

    fn new(options: &Options, seats: usize, seed: Seed) -> Result<Self, SetupError> {
        SetupError::check_seats(Self::KIND, seats)?;
        let mut rng = GameRng::from_seed(seed);
        let starter = Seat(rng.range(0..seats) as u8); // S16: the first starter is random
        let hands = PerSeat::new(seats, |_| Vec::new());
        // S2, S3: the first round deals from the shuffled deck for this player count.
        let round = Round::start(1, hands, deck(seats), starter, &mut rng);
        let mut game = Swaks {
            options: options.clone(),
            rng,
            round,
            points: PerSeat::new(seats, |_| 0),
            deadline: None,
            last_at: Millis(0),
            last_round: None,
            finished: false,
        };
        game.restart_timer(Millis(0));
        Ok(game)
    }

    fn seat_count(&self) -> usize {
        self.points.len()
    }

    fn status(&self) -> Status {
        if self.finished {
            let scores = PerSeat::new(self.seat_count(), |s| self.points[s] as i32);
            Status::Finished(Outcome::highest_wins(scores))
        } else {
            // The due player must act; jump-ins and call-outs are in `may_act`.
            Status::Acting(vec![self.round.due])
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat.index() >= self.seat_count() || self.finished {
            return Vec::new();
        }
        legal_actions(&self.round, seat)
    }

    fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        self.checked(seat, action, self.last_at).is_ok()
    }

    fn play(&mut self, seat: Seat, action: Action, at: Millis) -> Result<(), SwaksError> {
        let checked = self.checked(seat, &action, at)?;
        self.last_at = at;
        if self.round.apply(seat, action, checked, &mut self.rng) {
            self.restart_timer(at);
        }
        if let Some(winner) = self.round.winner {
            self.finish_round(winner, at);
        }
        Ok(())
    }

    /// S12: when the due player's time runs out; `None` without a timer or once the match ends.
    fn deadline(&self) -> Option<Millis> {
        self.deadline
    }

    /// S10, S13: the seats that may jump in or call "Swaks!" on someone.
    fn may_act(&self) -> Vec<Seat> {
        if self.finished {
            Vec::new()
        } else {
            self.round.may_act()
        }
    }

    fn view(&self, seat: Seat) -> View {
        self.view_of(seat)
    }

    fn public_view(&self) -> Public {
        self.public_of()
    }

    fn public_part(view: &View) -> &Public {
        &view.public
    }

    fn is_due(view: &View) -> bool {
        view.outcome.is_none() && view.due == view.seat
    }

    /// S11, S12: each deadline reached by `now` makes the due player fail (draw 2, or 4 with
    /// one card) and starts the next player's time at that deadline.
    fn advance_to(&mut self, now: Millis) {
        if self.finished || self.deadline.is_none() {
            return; // nothing waits for time: the state stays as it is
        }
        while let Some(deadline) = self.deadline {
            if now < deadline {
                break;
            }
            let due = self.round.due;
            self.round.fail(due, Failure::TimeUp, &mut self.rng);
            self.last_at = self.last_at.max(deadline);
            self.restart_timer(deadline);
        }
        self.last_at = self.last_at.max(now);
    }
}

impl Swaks {
    /// The options the match was set up with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// What `seat` sees of the match.
    fn view_of(&self, seat: Seat) -> View {
        View {
            seat,
            hand: self.round.hands[seat].clone(),
            legal: self.legal_actions(seat),
            public: self.public_of(),
        }
    }

    /// What everyone sees of the match.
    fn public_of(&self) -> Public {
        let (game, round) = (self, &self.round);
        let outcome = match game.status() {
            Status::Finished(outcome) => Some(outcome),
            Status::Acting(_) => None,
        };
        let (events, earlier_events) = latest_events(&round.events);
        Public {
            round: round.number,
            starter: round.starter,
            hand_counts: PerSeat::new(round.seats(), |s| round.hands[s].len()),
            draw_count: round.draw.len(),
            top: round.discard.last().copied(),
            discard: round.discard.clone(),
            reference: round.reference,
            direction: round.direction,
            due: round.due,
            deadline: Game::deadline(game),
            timer_ms: game.options().timer_ms,
            jump: if round.seats() >= 3 { round.jump } else { None },
            forgot: round.forgot,
            points: game.points().clone(),
            target: game.target(),
            events,
            earlier_events,
            last_round: game.last_round_summary().map(|mut summary| {
                summary.events = latest_events(&summary.events).0;
                summary
            }),
            outcome,
        }
    }

    pub(crate) fn last_round_summary(&self) -> Option<RoundSummary> {
        self.last_round.clone()
    }
}
