//! One round: the deal (T5), the turns (T4, T6-T14), the empty deck (T15) and the end (T16).

use super::action::{Action, Event};
use super::card::{ActionKind, CardId, Colour};
use super::error::TweakError;
use super::scoring::RoundScore;
use super::setup::number_cards;
use super::spot::Spot;
use crate::{Deck, GameRng, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// Cards in a full hand (T5, T14).
pub const HAND_SIZE: usize = 3;
/// Cards put on an empty table (T5, T14).
pub const TABLE_DEAL: usize = 2;
/// The target once the deck is empty: the blue 7 (T1, T15).
pub const EMPTY_DECK_TARGET: u8 = 7;

/// The state of one round. Every card of the colours in play is in exactly one place: the deck,
/// a hand, the table or a pile; every \[T!\] card is in the stack, owned face up, or in a pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Round {
    /// The colours in play (T3).
    pub colours: Vec<Colour>,
    /// Who dealt (T4).
    pub dealer: Seat,
    /// The face-down deck; its top card's back is the target (T5).
    pub deck: Deck<CardId>,
    /// Each player's hand.
    pub hands: PerSeat<Vec<CardId>>,
    /// The face-up cards on the table, oldest first.
    pub table: Vec<CardId>,
    /// Each player's won cards, used \[T!\] cards included (T11, T17).
    pub piles: PerSeat<Vec<CardId>>,
    /// Each player's unused \[T!\] cards, face up (T12).
    pub owned: PerSeat<Vec<CardId>>,
    /// The \[T!\] stack; the last card is the top (T12).
    pub stack: Vec<CardId>,
    /// Whose turn it is.
    pub turn: Seat,
    /// This turn's Joker change, 0 when none (T8).
    pub joker: i8,
    /// Whether a \[T!\] card was played this turn (T6).
    pub action_played: bool,
    /// Players who still owe a card to the Bomb, in play order (T10).
    pub bomb: Vec<Seat>,
    /// Whether the round is over (T16).
    pub over: bool,
    /// What happened so far, as everyone saw it.
    pub events: Vec<Event>,
}

impl Round {
    /// Deals a round (T5): 3 cards to each player from the seat after the dealer, 2 face up to the
    /// table, the rest is the deck; the \[T!\] cards are shuffled into their own stack. The seat
    /// after the dealer plays first (T4).
    pub fn deal(seats: usize, dealer: Seat, colours: Vec<Colour>, rng: &mut GameRng) -> Round {
        let mut deck = Deck::shuffled(number_cards(&colours), rng);
        let mut stack: Vec<CardId> = CardId::actions().collect();
        rng.shuffle(&mut stack);
        let mut hands = PerSeat::new(seats, |_| Vec::with_capacity(HAND_SIZE));
        for _ in 0..HAND_SIZE {
            let mut seat = dealer.next(seats);
            for _ in 0..seats {
                hands[seat].extend(deck.draw());
                seat = seat.next(seats);
            }
        }
        let table = deck.draw_up_to(TABLE_DEAL);
        Round {
            colours,
            dealer,
            deck,
            hands,
            events: vec![Event::Dealt {
                dealer,
                table: table.clone(),
            }],
            table,
            piles: PerSeat::new(seats, |_| Vec::new()),
            owned: PerSeat::new(seats, |_| Vec::new()),
            stack,
            turn: dealer.next(seats),
            joker: 0,
            action_played: false,
            bomb: Vec::new(),
            over: false,
        }
    }

    /// How many seats play.
    pub fn seats(&self) -> usize {
        self.hands.len()
    }

    /// The target shown: the back of the deck's top card, or 7 when the deck is empty (T5, T15).
    pub fn target(&self) -> u8 {
        self.deck
            .top()
            .map_or(EMPTY_DECK_TARGET, |card| card.back())
    }

    /// The target this turn, Joker included (T8).
    pub fn target_now(&self) -> i32 {
        i32::from(self.target()) + i32::from(self.joker)
    }

    /// What `seat` knows now.
    pub fn spot(&self, seat: Seat) -> Spot<'_> {
        Spot {
            seat,
            turn: self.turn,
            hand: &self.hands[seat],
            hand_counts: self.hands.values().iter().map(Vec::len).collect(),
            table: &self.table,
            owned: &self.owned[seat],
            deck_len: self.deck.len(),
            target: self.target(),
            joker: self.joker,
            action_played: self.action_played,
            stack_len: self.stack.len(),
            bomb: &self.bomb,
            over: self.over,
        }
    }

    /// Every seat's round score so far: its pile and its unused \[T!\] cards (T17).
    pub fn scores(&self) -> PerSeat<RoundScore> {
        PerSeat::new(self.seats(), |seat| {
            let mut cards = self.piles[seat].clone();
            cards.extend_from_slice(&self.owned[seat]);
            RoundScore::of(&cards)
        })
    }

    /// Checks `action` for `seat` (a seat of this table) without playing it.
    ///
    /// # Errors
    /// Why the action would be refused.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), TweakError> {
        if self.over {
            return Err(TweakError::GameOver);
        }
        if let Action::BombDiscard { card } = action {
            if self.bomb.is_empty() {
                return Err(TweakError::NoBombPending);
            }
            if !self.bomb.contains(&seat) {
                return Err(TweakError::NotABombVictim);
            }
            return self.in_hand(seat, *card);
        }
        if !self.bomb.is_empty() {
            // T10: the bomber goes on only once every victim has put a card down.
            return Err(if seat == self.turn {
                TweakError::WaitingForBomb
            } else {
                TweakError::NotYourTurn
            });
        }
        if seat != self.turn {
            return Err(TweakError::NotYourTurn);
        }
        if let Some(kind) = action.action_kind() {
            self.check_action_card(seat, kind)?;
        }
        match action {
            Action::PlayThief { victim } => {
                // T7: an opponent who holds at least one card.
                if *victim == seat {
                    Err(TweakError::ThiefVictimIsYou)
                } else if victim.index() >= self.seats() {
                    Err(TweakError::NoSuchSeat(*victim))
                } else if self.hands[*victim].is_empty() {
                    Err(TweakError::ThiefVictimHasNoCards(*victim))
                } else {
                    Ok(())
                }
            }
            Action::PlayJoker { delta } => match delta {
                // T8: +1 or -1.
                1 | -1 => Ok(()),
                other => Err(TweakError::JokerDelta(*other)),
            },
            Action::PlayShifter if self.deck.is_empty() => Err(TweakError::ShifterOnEmptyDeck), // T9
            Action::PlayShifter | Action::PlayBomb => Ok(()),
            Action::MakeSum { hand, table } => self.check_sum(seat, *hand, table),
            Action::PlaceCard { card } => self.in_hand(seat, *card),
            Action::BombDiscard { .. } => unreachable!("handled above"),
        }
    }

    fn in_hand(&self, seat: Seat, card: CardId) -> Result<(), TweakError> {
        if self.hands[seat].contains(&card) {
            Ok(())
        } else {
            Err(TweakError::NotInHand(card))
        }
    }

    /// T6: one \[T!\] card per turn, before the sum or placement (which end the turn), only with a
    /// card in hand. A \[T!\] card won this turn was won by a sum, which ended the turn, so it can
    /// only be played from the next turn on.
    fn check_action_card(&self, seat: Seat, kind: ActionKind) -> Result<(), TweakError> {
        if self.action_played {
            Err(TweakError::SecondActionCard)
        } else if self.hands[seat].is_empty() {
            Err(TweakError::NoCardsInHand)
        } else if !self.owned[seat]
            .iter()
            .any(|card| card.action_kind() == Some(kind))
        {
            Err(TweakError::NoSuchActionCard(kind))
        } else {
            Ok(())
        }
    }

    /// T11: exactly one hand card plus one or more table cards adding up to the target.
    fn check_sum(&self, seat: Seat, hand: CardId, table: &[CardId]) -> Result<(), TweakError> {
        self.in_hand(seat, hand)?;
        if table.is_empty() {
            return Err(TweakError::SumNeedsTableCard);
        }
        let mut seen = vec![hand];
        for &card in table {
            if seen.contains(&card) {
                return Err(TweakError::DuplicateCard(card));
            }
            seen.push(card);
            if self.hands[seat].contains(&card) {
                return Err(TweakError::SumMustUseOneHandCard(card));
            }
            if !self.table.contains(&card) {
                return Err(TweakError::NotOnTable(card));
            }
        }
        let got: u32 = seen.iter().map(|c| u32::from(c.value())).sum();
        let target = self.target_now();
        if i64::from(got) == i64::from(target) {
            Ok(())
        } else {
            Err(TweakError::WrongTotal { got, target })
        }
    }

    /// Plays a checked action; `rng` picks the Thief's card (T7).
    pub fn apply(&mut self, seat: Seat, action: Action, rng: &mut GameRng) {
        match action {
            Action::PlayThief { victim } => {
                self.use_action_card(seat, ActionKind::Thief);
                // T7: a random card of the victim's hand goes face up to the table.
                let index = rng.range(0..self.hands[victim].len());
                let card = self.hands[victim].remove(index);
                self.table.push(card);
                self.events.push(Event::Stole {
                    by: seat,
                    victim,
                    card,
                });
            }
            Action::PlayJoker { delta } => {
                self.use_action_card(seat, ActionKind::Joker);
                self.joker = delta; // T8: for this turn only
                self.events.push(Event::Joker { by: seat, delta });
            }
            Action::PlayShifter => {
                self.use_action_card(seat, ActionKind::Shifter);
                // T9: the top card becomes a table card; the next back (or 7) is the target.
                let card = self.deck.draw().expect("checked: the deck is not empty");
                self.table.push(card);
                self.events.push(Event::Shifted { by: seat, card });
            }
            Action::PlayBomb => {
                self.use_action_card(seat, ActionKind::Bomb);
                // T10: every other player who holds a card, in play order.
                let n = self.seats();
                let mut victims = Vec::new();
                let mut other = seat.next(n);
                while other != seat {
                    if !self.hands[other].is_empty() {
                        victims.push(other);
                    }
                    other = other.next(n);
                }
                self.events.push(Event::Bomb {
                    by: seat,
                    victims: victims.clone(),
                });
                self.bomb = victims;
            }
            Action::BombDiscard { card } => {
                self.take_from_hand(seat, card);
                self.table.push(card);
                self.bomb.retain(|&s| s != seat);
                self.events.push(Event::BombDiscard { seat, card });
            }
            Action::MakeSum { hand, table } => {
                self.take_from_hand(seat, hand);
                self.table.retain(|card| !table.contains(card));
                self.piles[seat].push(hand);
                self.piles[seat].extend_from_slice(&table);
                // T12: taking the whole table is a TWEAK and wins the top [T!] card, if any.
                let tweak = if self.table.is_empty() {
                    let won = self.stack.pop();
                    match won {
                        Some(card) => self.owned[seat].push(card),
                        None => self.events.push(Event::TweakWithoutCard { seat }),
                    }
                    won
                } else {
                    None
                };
                self.events.push(Event::Sum {
                    seat,
                    hand,
                    table,
                    tweak,
                });
                self.end_turn(seat);
            }
            Action::PlaceCard { card } => {
                // T13: no sum, so a hand card goes face up to the table.
                self.take_from_hand(seat, card);
                self.table.push(card);
                self.events.push(Event::Placed { seat, card });
                self.end_turn(seat);
            }
        }
    }

    fn take_from_hand(&mut self, seat: Seat, card: CardId) {
        let hand = &mut self.hands[seat];
        let index = hand
            .iter()
            .position(|&c| c == card)
            .expect("checked: in hand");
        hand.remove(index);
    }

    /// Moves one unused \[T!\] card of `kind` (the lowest id) to the player's pile, where it still
    /// scores 2 (T17), and marks the turn's \[T!\] card as played (T6).
    fn use_action_card(&mut self, seat: Seat, kind: ActionKind) {
        let owned = &mut self.owned[seat];
        let index = owned
            .iter()
            .enumerate()
            .filter(|(_, c)| c.action_kind() == Some(kind))
            .min_by_key(|(_, c)| **c)
            .map(|(i, _)| i)
            .expect("checked: owned");
        let card = owned.remove(index);
        self.piles[seat].push(card);
        self.action_played = true;
    }

    /// T14: first the hand back up to 3 from the deck, then, if the table is empty, 2 cards from the
    /// deck to the table; each step takes what is left. On an empty deck nothing moves (T15).
    /// Returns how many cards went to the hand.
    fn refill(&mut self, seat: Seat) -> u8 {
        let need = HAND_SIZE.saturating_sub(self.hands[seat].len());
        let drawn = self.deck.draw_up_to(need);
        let drew = drawn.len() as u8;
        self.hands[seat].extend(drawn);
        if self.table.is_empty() {
            let cards = self.deck.draw_up_to(TABLE_DEAL);
            if !cards.is_empty() {
                self.table.extend_from_slice(&cards);
                self.events.push(Event::TableRefilled { cards });
            }
        }
        drew
    }

    /// Ends `seat`'s turn after its sum or placement: refill (T14), then pass the turn on.
    fn end_turn(&mut self, seat: Seat) {
        self.refill(seat);
        self.joker = 0; // T8: the Joker's change lasts this turn only
        self.action_played = false;
        self.pass_turn(seat);
    }

    /// Gives the turn to the next seat that holds a card, or ends the round (T16).
    ///
    /// A seat whose turn comes with an empty hand is skipped. Its hand can only be empty there
    /// because a Thief or a Bomb emptied it (every turn ends with a refill), or because the deck is
    /// empty. T14: the skipped player first refills, at the moment their skipped turn comes (as the
    /// rule book's §10 says: they refill "before passing the turn to the next player"), hand first
    /// and then the table; so they play with 3 cards on the turn after. On an empty deck the refill
    /// takes nothing and the player is simply skipped (T15).
    fn pass_turn(&mut self, from: Seat) {
        let n = self.seats();
        let mut seat = from;
        // Each seat is visited at most twice: a skipped seat holds cards the next time round,
        // unless the deck is empty, and then some hand holds a card or the round is over.
        for _ in 0..=2 * n {
            if self.deck.is_empty() && self.hands.values().iter().all(Vec::is_empty) {
                // T16: the deck is empty and every hand is empty.
                self.over = true;
                return;
            }
            seat = seat.next(n);
            if self.hands[seat].is_empty() {
                let drew = self.refill(seat);
                self.events.push(Event::Skipped { seat, drew });
            } else {
                self.turn = seat;
                return;
            }
        }
        unreachable!("a seat holds a card or the round is over");
    }
}
