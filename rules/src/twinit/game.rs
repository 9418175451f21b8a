//! The game state and the [`crate::Game`] implementation: turning cards, claims (W3), errors
//! (W4), chain reactions and who turns next (W5), the end (W6).

use super::action::Mark;
use super::action::{Action, Event, PileId, Slot, Spot, Won};
use super::board::{Board, Laid, Prise};
use super::card::{CardId, MotifId, Side};
use super::error::TwinItError;
use super::mode::{Mode, Options};
use super::rating::{self, Rating, MINUTE_MS};
use super::view::{PileView, PriseView, Public, View};
use crate::{Game, GameKind, GameRng, Millis, Outcome, PerSeat, Seat, Seed, SetupError, Status};
use serde::{Deserialize, Serialize};

/// How a claim would go, once checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Judged {
    /// The same motif twice: the claimant wins (W3).
    Wins(MotifId, Won),
    /// Two different motifs: an error (W4).
    Error(MotifId, MotifId),
    /// Le Ring: the same pair as the claim just won, completed at the same moment by another
    /// seat: each gets one card (W6). The seat that won it.
    Tie(Seat),
}

/// How many piles Le Ring has: four corners and the centre (W6).
pub const RING_PILES: usize = 5;

/// A game of Twin It!.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwinIt {
    pub(crate) options: Options,
    pub(crate) rng: GameRng,
    pub(crate) board: Board,
    /// Who turns the next card (W5); `None` when every pile is empty.
    pub(crate) turner: Option<Seat>,
    /// The time of the last accepted action (W3).
    pub(crate) last_at: Millis,
    pub(crate) events: Vec<Event>,
    /// Les Clans: the hands down, waiting for a teammate's (W6).
    pub(crate) marks: Vec<Mark>,
    pub(crate) finished: bool,
}

impl TwinIt {
    /// The seed the game was started from.
    pub fn seed(&self) -> Seed {
        self.rng.seed()
    }

    /// The options the game was set up with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Where every card lies.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Who turns the next card (W5); `None` when every pile is empty.
    pub fn turner(&self) -> Option<Seat> {
        self.turner
    }

    /// What happened so far.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// How many prises each seat holds.
    pub fn prise_counts(&self) -> PerSeat<usize> {
        PerSeat::new(self.seat_count(), |s| self.board.prises[s].len())
    }

    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// W6, Tous ensemble: the table's score, 1 a pair and 2 a triple (counted in every mode).
    pub fn points(&self) -> u32 {
        rating::points(self.board.prises.values().iter().flatten())
    }

    /// W6: the rule book's rating of the cooperative score, once the minute is over.
    pub fn rating(&self) -> Option<Rating> {
        (self.finished && self.options.mode.is_cooperative())
            .then(|| Rating::of(self.points(), self.seat_count()))
    }

    /// Checks `action` for `seat` at `at` without playing it.
    ///
    /// # Errors
    /// Why the action would be refused.
    pub fn check(&self, seat: Seat, action: &Action, at: Millis) -> Result<(), TwinItError> {
        self.checked(seat, action, at).map(|_| ())
    }

    fn checked(
        &self,
        seat: Seat,
        action: &Action,
        at: Millis,
    ) -> Result<Option<Judged>, TwinItError> {
        if seat.index() >= self.seat_count() {
            return Err(TwinItError::NoSuchSeat(seat));
        }
        if self.finished {
            return Err(TwinItError::GameOver);
        }
        // W3: actions are taken in the order they completed; one stamped before the last
        // accepted action came too late (equal times go to the first delivered).
        if at < self.last_at {
            return Err(TwinItError::TooLate {
                at,
                last: self.last_at,
            });
        }
        // W6: the cooperative minute is over at its deadline; the game must be advanced to it.
        if let Some(deadline) = self.deadline().filter(|&d| at >= d) {
            return Err(TwinItError::TimeUp { deadline });
        }
        let coop = self.options.mode.is_cooperative();
        match *action {
            Action::Flip(slot) => {
                if !coop {
                    Err(TwinItError::NotInThisMode)
                } else if self.board.motif_at(Spot::Table(slot)).is_none() {
                    Err(TwinItError::NotVisible(Spot::Table(slot)))
                } else {
                    Ok(None)
                }
            }
            Action::Turn(pile) => {
                if coop {
                    Err(TwinItError::NotInThisMode)
                } else if self.turner != Some(seat) {
                    Err(TwinItError::NotYourTurn {
                        turner: self.turner,
                    })
                } else if self.options.mode != Mode::Ring && pile != PileId::of(seat) {
                    Err(TwinItError::NotYourPile(pile))
                } else if !self.board.has_cards(pile) {
                    Err(TwinItError::EmptyPile(pile))
                } else {
                    Ok(None)
                }
            }
            Action::Mark(spot) => self.check_mark(seat, spot).map(|()| None),
            Action::Lift => self.check_lift(seat).map(|()| None),
            // W6: in Les Clans a claim is two teammates' hands, never one seat's.
            Action::Claim(..) if self.options.mode == Mode::Clans => {
                Err(TwinItError::NotInThisMode)
            }
            Action::Claim(a, b) if self.is_ring_tie(seat, a, b, at) => {
                let Some(Event::Won { seat: first, .. }) = self.events.last() else {
                    unreachable!("a tie follows a win")
                };
                Ok(Some(Judged::Tie(*first)))
            }
            Action::Claim(a, b) => match self.judge(seat, a, b)? {
                // W6: together, two different motifs cost nothing: the claim is refused.
                Judged::Error(x, y) if coop => Err(TwinItError::Differ(x, y)),
                judged => Ok(Some(judged)),
            },
        }
    }

    /// W6, Le Ring: whether a claim is the same pair of ring cards as the claim won just before,
    /// by another seat, completed at the same moment: a tie.
    fn is_ring_tie(&self, seat: Seat, a: Spot, b: Spot, at: Millis) -> bool {
        if self.options.mode != Mode::Ring {
            return false;
        }
        let Some(Event::Won {
            seat: first,
            spots,
            motif,
            how: Won::Pair,
            at: won_at,
        }) = self.events.last()
        else {
            return false;
        };
        let in_ring = matches!(spots, (Spot::Table(_), Spot::Table(_)));
        let same = (a, b) == *spots || (b, a) == *spots;
        in_ring
            && same
            && *won_at == at
            && *first != seat
            && self
                .board
                .prise(*first, *motif)
                .is_some_and(|p| p.cards.len() == 2)
    }

    /// W6, Le Ring: the tied claimant takes one of the two cards from the seat that won the pair
    /// at the same moment; each holds a prise of one card.
    fn tie(&mut self, seat: Seat, with: Seat, at: Millis) {
        let Some(Event::Won { motif, .. }) = self.events.last().cloned() else {
            return;
        };
        let prises = &mut self.board.prises[with];
        let Some(prise) = prises.iter_mut().find(|p| p.motif == motif) else {
            return;
        };
        let card = prise.cards.pop().expect("a pair has two cards");
        self.board.prises[seat].push(Prise {
            motif,
            cards: vec![card],
        });
        self.events.push(Event::Tied {
            seat,
            with,
            motif,
            at,
        });
        self.check_target(seat);
    }

    /// W6: the first seat to reach the mode's target wins at once.
    pub(super) fn check_target(&mut self, seat: Seat) {
        if self
            .options
            .mode
            .target()
            .is_some_and(|target| self.counted_prises(seat) >= target)
        {
            self.finished = true;
        }
    }

    /// W5: who turns the next card, starting from `from`: in Le Ring `from` itself while a pile
    /// has a card; otherwise the first seat from `from` on, clockwise, with a card in its pile.
    pub(super) fn turner_from(&self, from: Seat) -> Option<Seat> {
        match self.options.mode {
            Mode::TousEnsemble => None,
            Mode::Ring => (0..RING_PILES)
                .any(|i| self.board.has_cards(PileId(i as u8)))
                .then_some(from),
            Mode::ChacunPourSoi | Mode::Clans => self.board.next_with_cards(from),
        }
    }

    /// W3, W4: what a claim on `a` and `b` by `seat` would do.
    fn judge(&self, seat: Seat, a: Spot, b: Spot) -> Result<Judged, TwinItError> {
        if a == b {
            return Err(TwinItError::SameSpot(a));
        }
        let motif_a = self.board.motif_at(a).ok_or(TwinItError::NotVisible(a))?;
        let motif_b = self.board.motif_at(b).ok_or(TwinItError::NotVisible(b))?;
        if a.is_prise() && b.is_prise() {
            return Err(TwinItError::TwoPrises);
        }
        // W1: a prise of three holds every face of its motif; it cannot be claimed again.
        for spot in [a, b] {
            if let Spot::Prise { owner, motif } = spot {
                if self
                    .board
                    .prise(owner, motif)
                    .is_some_and(|p| p.cards.len() >= 3)
                {
                    return Err(TwinItError::FullPrise(spot));
                }
            }
        }
        if motif_a != motif_b {
            return Ok(Judged::Error(motif_a, motif_b)); // W4
        }
        // W3: a prise named with a card of its motif is the steal (or the owner keeping it).
        let how = match (a, b) {
            (Spot::Prise { .. }, _) | (_, Spot::Prise { .. })
                if self.options.mode.is_cooperative() =>
            {
                Won::Triple
            }
            (Spot::Prise { owner, .. }, _) | (_, Spot::Prise { owner, .. }) => {
                if self.allies(owner, seat) {
                    Won::Kept
                } else {
                    Won::Stole { from: owner }
                }
            }
            _ => Won::Pair,
        };
        Ok(Judged::Wins(motif_a, how))
    }

    /// W3: the claimant takes the cards of both spots as one prise.
    pub(super) fn win(
        &mut self,
        seat: Seat,
        (a, b): (Spot, Spot),
        motif: MotifId,
        how: Won,
        at: Millis,
    ) {
        // The prise's cards first, so a steal keeps the order they were won in.
        let (first, second) = if b.is_prise() { (b, a) } else { (a, b) };
        let mut cards = self.board.take(first);
        cards.extend(self.board.take(second));
        let to = match (how, first) {
            (Won::Triple, Spot::Prise { owner, .. }) => owner,
            _ => seat,
        };
        self.board.prises[to].push(Prise { motif, cards });
        self.events.push(Event::Won {
            seat,
            spots: (a, b),
            motif,
            how,
            at,
        });
        self.check_target(to);
    }

    /// W4: an error costs the claimant their last prise, put under their own pile (in Le Ring
    /// under the smallest pile, the first of equals) with its motif up, so it shows again once
    /// the pile is down to it; nothing if they hold none.
    pub(super) fn err(
        &mut self,
        seat: Seat,
        spots: (Spot, Spot),
        motifs: (MotifId, MotifId),
        at: Millis,
    ) {
        let pile = if self.options.mode == Mode::Ring {
            let piles = &self.board.piles;
            (0..piles.len())
                .min_by_key(|&i| piles[i].len())
                .unwrap_or(0)
        } else {
            seat.index()
        };
        let returned = self.board.prises[seat].pop().map(|prise| {
            for &card in &prise.cards {
                let up = if card.face(Side::A) == prise.motif {
                    Side::A
                } else {
                    Side::B
                };
                self.board.piles[pile].insert(0, Laid { card, up });
            }
            prise.motif
        });
        self.events.push(Event::Erred {
            seat,
            spots,
            motifs,
            returned,
            at,
        });
    }

    /// Ends the game when nothing can happen any more: no card to turn and no claim that wins.
    /// The cooperative minute only ends with its time (cards can always be turned over).
    fn settle(&mut self) {
        if !self.finished
            && !self.options.mode.is_cooperative()
            && self.turner.is_none()
            && self.board.winning_claims().is_empty()
        {
            self.finished = true;
        }
    }

    /// What `seat` sees.
    fn view_of(&self, seat: Seat) -> View {
        View {
            seat,
            legal: self.legal_actions(seat),
            public: self.public_of(),
        }
    }

    /// What everyone sees.
    fn public_of(&self) -> Public {
        let board = &self.board;
        let outcome = match self.status() {
            Status::Finished(outcome) => Some(outcome),
            Status::Acting(_) => None,
        };
        Public {
            mode: self.options.mode,
            piles: board
                .piles
                .iter()
                .map(|pile| PileView {
                    count: pile.len(),
                    top: pile.last().map(|l| l.motif()),
                })
                .collect(),
            table: board
                .table
                .iter()
                .map(|t| (t.slot, t.laid.motif()))
                .collect(),
            marks: self.marks.iter().map(|m| (m.seat, m.spot)).collect(),
            prises: PerSeat::new(self.seat_count(), |s| {
                board.prises[s]
                    .iter()
                    .map(|p| PriseView {
                        motif: p.motif,
                        cards: p.cards.len(),
                    })
                    .collect()
            }),
            target: self.options.mode.target(),
            deadline: Game::deadline(self),
            points: self.points(),
            rating: self.rating(),
            turner: self.turner,
            last_at: self.last_at,
            events: self.events.clone(),
            outcome,
        }
    }

    /// The same game with what `seat` may not see dealt again: the cards under every pile's top
    /// (same counts, random sides) and the generator. `seat`'s view must not change.
    #[cfg(test)]
    pub(crate) fn scrambled(&self, seed: Seed) -> TwinIt {
        let mut game = self.clone();
        let mut rng = GameRng::from_seed(seed);
        game.rng = GameRng::from_seed(seed.wrapping_add(1));
        let piles = &mut game.board.piles;
        let mut pool: Vec<CardId> = Vec::new();
        let mut sizes = Vec::new();
        for pile in piles.iter_mut() {
            let len = pile.len().saturating_sub(1);
            sizes.push(len);
            pool.extend(pile.drain(..len).map(|l| l.card));
        }
        rng.shuffle(&mut pool);
        for (pile, size) in piles.iter_mut().zip(sizes) {
            let under: Vec<Laid> = pool
                .split_off(pool.len() - size)
                .into_iter()
                .map(|card| Laid {
                    card,
                    up: random_side(&mut rng),
                })
                .collect();
            pile.splice(0..0, under);
        }
        game
    }
}

fn random_side(rng: &mut GameRng) -> Side {
    if rng.range(0..2) == 0 {
        Side::A
    } else {
        Side::B
    }
}

impl Game for TwinIt {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Public = Public;
    type Error = TwinItError;

    const KIND: GameKind = GameKind::TwinIt;

    fn new(options: &Options, seats: usize, seed: Seed) -> Result<Self, SetupError> {
        SetupError::check_seats(Self::KIND, seats)?;
        let (min, max) = options.mode.players();
        if !(min..=max).contains(&seats) {
            return Err(SetupError::PlayerCount {
                got: seats,
                min,
                max,
            });
        }
        let mut rng = GameRng::from_seed(seed);
        // Shuffled, each card with a random side up.
        let mut cards: Vec<CardId> = CardId::all().collect();
        rng.shuffle(&mut cards);
        let laid: Vec<Laid> = cards
            .into_iter()
            .map(|card| Laid {
                card,
                up: random_side(&mut rng),
            })
            .collect();
        let mut board = Board {
            piles: Vec::new(),
            table: Vec::new(),
            prises: PerSeat::new(seats, |_| Vec::new()),
            next_slot: Slot(0),
        };
        let turner = if options.mode.is_cooperative() {
            // W6: every card spread on the table at once, in slot order.
            for laid in laid {
                board.lay(laid);
            }
            None
        } else {
            // Dealt round the piles as evenly as can be: one per seat, five in Le Ring (W6).
            let count = if options.mode == Mode::Ring {
                RING_PILES
            } else {
                seats
            };
            board.piles = vec![Vec::new(); count];
            for (i, laid) in laid.into_iter().enumerate() {
                board.piles[i % count].push(laid);
            }
            // The rule book's first player (the most colours worn) is drawn at random.
            Some(Seat(rng.range(0..seats) as u8))
        };
        let mut game = TwinIt {
            options: options.clone(),
            rng,
            board,
            turner,
            last_at: Millis(0),
            events: Vec::new(),
            marks: Vec::new(),
            finished: false,
        };
        game.settle();
        Ok(game)
    }

    fn seat_count(&self) -> usize {
        self.board.prises.len()
    }

    /// The seat due to turn must act (the game waits for it); when no pile has a card left,
    /// everyone may still claim. Claims by anyone at any time are in [`Game::may_act`].
    fn status(&self) -> Status {
        if self.finished {
            let scores = if self.options.mode.is_cooperative() {
                // W6: one score for the whole table; everyone shares it.
                let points = self.points() as i32;
                PerSeat::new(self.seat_count(), |_| points)
            } else {
                PerSeat::new(self.seat_count(), |s| self.counted_prises(s) as i32)
            };
            Status::Finished(Outcome::highest_wins(scores))
        } else if let Some(turner) = self.turner {
            Status::Acting(vec![turner])
        } else {
            Status::Acting(self.board.prises.seats().collect())
        }
    }

    /// The turn for the seat due to turn, and every claim that wins cards. Claims that would be
    /// errors (W4) are accepted by [`Game::play`] but never listed.
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat.index() >= self.seat_count() || self.finished {
            return Vec::new();
        }
        let turns = (0..self.board.piles.len())
            .map(|i| PileId(i as u8))
            .filter(|&pile| self.turner == Some(seat) && self.board.has_cards(pile))
            .filter(|&pile| self.options.mode == Mode::Ring || pile == PileId::of(seat))
            .map(Action::Turn);
        let flips = self
            .board
            .table
            .iter()
            .filter(|_| self.options.mode.is_cooperative())
            .map(|t| Action::Flip(t.slot));
        let claims = self
            .board
            .winning_claims()
            .into_iter()
            .filter(|_| self.options.mode != Mode::Clans)
            .map(|(a, b)| Action::Claim(a, b));
        let marks = self.listed_marks(seat);
        turns.chain(claims).chain(flips).chain(marks).collect()
    }

    fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        self.checked(seat, action, self.last_at).is_ok()
    }

    fn play(&mut self, seat: Seat, action: Action, at: Millis) -> Result<(), TwinItError> {
        let judged = self.checked(seat, &action, at)?;
        self.last_at = at;
        match (action, judged) {
            (Action::Turn(pile), _) => {
                if let Some((slot, motif)) = self.board.turn(pile) {
                    self.events.push(Event::Turned {
                        seat,
                        pile,
                        slot,
                        motif,
                        at,
                    });
                }
                // Clockwise, skipping empty piles.
                self.turner = self.turner_from(seat.next(self.seat_count()));
            }
            (Action::Claim(a, b), Some(Judged::Wins(motif, how))) => {
                self.win(seat, (a, b), motif, how, at);
                // W5: the last player to win cards turns next (the next with cards if they
                // have none); new pairs shown by a pile's new top may be claimed at once.
                self.turner = self.turner_from(seat);
            }
            (Action::Claim(..), Some(Judged::Tie(with))) => {
                // W6: the tie changes nobody's turn: the first winner still turns next.
                self.tie(seat, with, at);
            }
            (Action::Claim(a, b), Some(Judged::Error(x, y))) => {
                self.err(seat, (a, b), (x, y), at);
                // W4: the claimant starts play again.
                self.turner = self.turner_from(seat);
            }
            (Action::Flip(slot), _) => {
                if let Some(motif) = self.board.flip(slot) {
                    self.events.push(Event::Flipped {
                        seat,
                        slot,
                        motif,
                        at,
                    });
                }
            }
            (Action::Mark(spot), _) => self.mark(seat, spot, at),
            (Action::Lift, _) => self.lift(seat),
            (Action::Claim(..), None) => unreachable!("a checked claim is judged"),
        }
        self.drop_stale_marks();
        self.settle();
        Ok(())
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
        view.outcome.is_none() && view.turner == Some(view.seat)
    }

    /// W6: the end of the cooperative minute; `None` in the other modes and once it is over.
    fn deadline(&self) -> Option<Millis> {
        (self.options.mode.is_cooperative() && !self.finished).then_some(Millis(MINUTE_MS))
    }

    /// W6: at the end of the minute the cooperative game is over.
    fn advance_to(&mut self, now: Millis) {
        if let Some(deadline) = self.deadline().filter(|&d| now >= d) {
            self.finished = true;
            self.last_at = self.last_at.max(deadline);
        }
    }

    /// Everyone may claim at any time (W3).
    fn may_act(&self) -> Vec<Seat> {
        if self.finished {
            Vec::new()
        } else {
            self.board.prises.seats().collect()
        }
    }
}

/// Every card is in exactly one place.
#[cfg(test)]
pub(crate) fn assert_each_card_once(game: &TwinIt) {
    let mut seen = [false; super::card::CARD_COUNT];
    let mut count = 0;
    for card in game.board.cards() {
        let i = usize::from(card.0);
        assert!(!seen[i], "{card:?} is in two places");
        seen[i] = true;
        count += 1;
    }
    assert_eq!(count, super::card::CARD_COUNT, "cards lost");
    // W6: only Le Ring's ties make prises of one card.
    let least = if game.options.mode == Mode::Ring {
        1
    } else {
        2
    };
    for prise in game.board.prises.values().iter().flatten() {
        assert!((least..=3).contains(&prise.cards.len()), "{prise:?}");
        for card in &prise.cards {
            assert!(
                card.face(Side::A) == prise.motif || card.face(Side::B) == prise.motif,
                "{card:?} in the prise of {:?}",
                prise.motif
            );
        }
    }
}
