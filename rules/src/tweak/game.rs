//! The match: rounds follow each other until someone reaches the threshold (T18).

use super::action::Action;
use super::card::{CardId, Colour};
use super::error::TweakError;
use super::round::Round;
use super::scoring::{threshold, RoundScore, RoundSummary};
use super::setup::{colour_count, pick_colours};
use super::view::{Public, View};
use crate::{Game, GameKind, GameRng, Millis, Outcome, PerSeat, Seat, Seed, SetupError, Status};
use serde::{Deserialize, Serialize};

/// The options chosen on the new-game screen.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// How many colours each round uses, red included: `None` for the rule book's count by players
    /// (T3), or 3 to 6 (the "player's licence"; other values are brought into 3..=6).
    pub colours: Option<u8>,
}

/// A match of TWEAK.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tweak {
    options: Options,
    rng: GameRng,
    round_no: u32,
    round: Round,
    totals: PerSeat<i32>,
    last_round: Option<RoundSummary>,
    finished: bool,
}

impl Tweak {
    /// The match threshold for this table (T18).
    pub fn threshold(&self) -> i32 {
        threshold(self.seat_count())
    }

    /// The round being played (or the last one, once the match is over), from 1.
    pub fn round_number(&self) -> u32 {
        self.round_no
    }

    /// Each seat's match total from the finished rounds (T18).
    pub fn totals(&self) -> &PerSeat<i32> {
        &self.totals
    }

    /// How the last finished round ended, for the score screen.
    pub fn last_round(&self) -> Option<&RoundSummary> {
        self.last_round.as_ref()
    }

    /// The colours in play this round (T3).
    pub fn colours(&self) -> &[Colour] {
        &self.round.colours
    }

    /// The seed the match was started from.
    pub fn seed(&self) -> Seed {
        self.rng.seed()
    }

    /// Whether the match is over.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Each seat's points in the round so far (T17).
    pub fn round_scores(&self) -> PerSeat<RoundScore> {
        self.round.scores()
    }

    #[cfg(test)]
    pub(crate) fn round(&self) -> &Round {
        &self.round
    }

    #[cfg(test)]
    pub(crate) fn round_mut(&mut self) -> &mut Round {
        &mut self.round
    }

    #[cfg(test)]
    pub(crate) fn rng_reseed(&mut self, seed: Seed) {
        self.rng = GameRng::from_seed(seed);
    }

    #[cfg(test)]
    pub(crate) fn totals_mut(&mut self) -> &mut PerSeat<i32> {
        &mut self.totals
    }

    /// Checks `action` for `seat` without playing it. Any concrete cards are accepted for a sum,
    /// not only the ones [`Game::legal_actions`] lists.
    ///
    /// # Errors
    /// Why the action would be refused.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), TweakError> {
        if seat.index() >= self.seat_count() {
            return Err(TweakError::NoSuchSeat(seat));
        }
        if self.finished {
            return Err(TweakError::GameOver);
        }
        self.round.check(seat, action)
    }

    /// Scores the finished round (T16, T17) and ends the match (T18) or deals the next round.
    fn finish_round(&mut self) {
        let scores = self.round.scores();
        for (seat, score) in scores.iter() {
            self.totals[seat] += score.points;
        }
        self.last_round = Some(RoundSummary {
            round: self.round_no,
            scores,
            leftover: self.round.table.clone(),
            totals: self.totals.clone(),
            events: self.round.events.clone(),
        });
        // T18: the match ends at the end of a round in which someone reached the threshold, with
        // a single highest total; when the top is tied another round is played.
        let top = self.totals.values().iter().copied().max().unwrap_or(0);
        let at_top = self.totals.values().iter().filter(|&&t| t == top).count();
        if top >= self.threshold() && at_top == 1 {
            self.finished = true;
        } else {
            self.deal_next_round();
        }
    }

    /// T4: the next seat deals; T3: the other colours are drawn again.
    fn deal_next_round(&mut self) {
        let seats = self.seat_count();
        let dealer = self.round.dealer.next(seats);
        let colours = pick_colours(colour_count(self.options.colours, seats), &mut self.rng);
        self.round = Round::deal(seats, dealer, colours, &mut self.rng);
        self.round_no += 1;
    }

    /// Where each card is now, for tests and debugging: every card is in exactly one place.
    pub fn place_of(&self, card: CardId) -> Place {
        let r = &self.round;
        if card
            .number_card()
            .is_some_and(|n| !r.colours.contains(&n.colour))
        {
            return Place::OutOfPlay;
        }
        if r.deck.cards().contains(&card) {
            return Place::Deck;
        }
        if r.table.contains(&card) {
            return Place::Table;
        }
        if r.stack.contains(&card) {
            return Place::Stack;
        }
        for seat in r.hands.seats() {
            if r.hands[seat].contains(&card) {
                return Place::Hand(seat);
            }
            if r.piles[seat].contains(&card) {
                return Place::Pile(seat);
            }
            if r.owned[seat].contains(&card) {
                return Place::Owned(seat);
            }
        }
        Place::Discarded
    }
}

/// Where a card is (see [`Tweak::place_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    /// In the face-down deck.
    Deck,
    /// In a player's hand.
    Hand(Seat),
    /// Face up on the table.
    Table,
    /// In a player's won pile (used \[T!\] cards included).
    Pile(Seat),
    /// An unused \[T!\] card a player owns, face up.
    Owned(Seat),
    /// In the \[T!\] stack.
    Stack,
    /// A number card of a colour not in play this round (T3).
    OutOfPlay,
    /// Nowhere: never the case in a consistent state.
    Discarded,
}

impl Game for Tweak {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Public = Public;
    type Error = TweakError;

    const KIND: GameKind = GameKind::Tweak;

    fn new(options: &Options, seats: usize, seed: Seed) -> Result<Self, SetupError> {
        SetupError::check_seats(Self::KIND, seats)?;
        let mut rng = GameRng::from_seed(seed);
        let dealer = Seat(rng.range(0..seats) as u8); // T4: the first dealer is random
        let colours = pick_colours(colour_count(options.colours, seats), &mut rng);
        let round = Round::deal(seats, dealer, colours, &mut rng);
        Ok(Tweak {
            options: options.clone(),
            rng,
            round_no: 1,
            round,
            totals: PerSeat::new(seats, |_| 0),
            last_round: None,
            finished: false,
        })
    }

    fn seat_count(&self) -> usize {
        self.totals.len()
    }

    fn status(&self) -> Status {
        if self.finished {
            Status::Finished(Outcome::highest_wins(self.totals.clone()))
        } else if !self.round.bomb.is_empty() {
            // T10: the players hit by the Bomb choose at once.
            Status::Acting(self.round.bomb.clone())
        } else {
            Status::Acting(vec![self.round.turn])
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat.index() >= self.seat_count() || self.finished {
            return Vec::new();
        }
        self.round.spot(seat).legal_actions()
    }

    fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        self.check(seat, action).is_ok()
    }

    fn play(&mut self, seat: Seat, action: Action, _at: Millis) -> Result<(), TweakError> {
        self.check(seat, &action)?;
        self.round.apply(seat, action, &mut self.rng);
        if self.round.over {
            self.finish_round();
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        View {
            seat,
            hand: self.round.hands[seat].clone(),
            legal: self.legal_actions(seat),
            public: self.public_view(),
        }
    }

    fn public_view(&self) -> Public {
        let round = &self.round;
        let outcome = match self.status() {
            Status::Finished(outcome) => Some(outcome),
            Status::Acting(_) => None,
        };
        Public {
            round: self.round_no,
            dealer: round.dealer,
            turn: round.turn,
            colours: round.colours.clone(),
            hand_counts: PerSeat::new(round.seats(), |s| round.hands[s].len()),
            table: round.table.clone(),
            deck_count: round.deck.len(),
            target: round.target(),
            joker: round.joker,
            action_played: round.action_played,
            action_stack_count: round.stack.len(),
            action_cards: round.owned.clone(),
            piles: round.piles.clone(),
            bomb_pending: round.bomb.clone(),
            events: round.events.clone(),
            totals: self.totals.clone(),
            threshold: self.threshold(),
            last_round: self.last_round.clone(),
            outcome,
        }
    }

    fn public_part(view: &View) -> &Public {
        &view.public
    }

    fn is_due(view: &View) -> bool {
        view.must_act()
    }
}

#[cfg(test)]
impl Tweak {
    /// The same match with everything `seat` may not see shuffled: the other hands (same sizes),
    /// the deck under its top card (whose back shows the target), the \[T!\] stack and the
    /// generator. `seat`'s view must not change.
    pub(crate) fn scrambled_for(&self, seat: Seat, seed: crate::Seed) -> Tweak {
        let mut game = self.clone();
        let mut rng = GameRng::from_seed(seed);
        game.rng = GameRng::from_seed(seed.wrapping_add(1));
        let round = &mut game.round;
        let mut pool: Vec<CardId> = round.deck.cards().to_vec();
        let top = pool.pop();
        let others: Vec<Seat> = round.hands.seats().filter(|s| *s != seat).collect();
        let sizes: Vec<usize> = others.iter().map(|s| round.hands[*s].len()).collect();
        for s in &others {
            pool.append(&mut round.hands[*s]);
        }
        rng.shuffle(&mut pool);
        for (s, size) in others.iter().zip(sizes) {
            round.hands[*s] = pool.split_off(pool.len() - size);
        }
        pool.extend(top);
        round.deck = crate::Deck::new(pool);
        rng.shuffle(&mut round.stack);
        game
    }
}
