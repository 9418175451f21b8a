//! One round: the deal and the reference (S3, S16), checking and applying plays (S4-S11, S13,
//! S14) and the draw pile (S15).

use super::action::{Action, Event, Failure, Piece};
use super::card::{hand_size, Card, CardId, Face, Family, Special};
use super::combo::{chain, is_shape};
use super::error::SwaksError;
use super::ladder::{follows, shifted, Direction};
use crate::{Deck, GameRng, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// The state of one round. Every card in play is in exactly one place: the draw pile, a hand or
/// the discard pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Round {
    /// The round, from 1.
    pub number: u32,
    /// Who played first (S16).
    pub starter: Seat,
    /// Each player's hand.
    pub hands: PerSeat<Vec<CardId>>,
    /// The face-down draw pile.
    pub draw: Deck<CardId>,
    /// The discard pile, its top last.
    pub discard: Vec<CardId>,
    /// What the next play chains on (S4, S5, S7, S9).
    pub reference: Face,
    /// The direction of play (S6).
    pub direction: Direction,
    /// Who is due to play.
    pub due: Seat,
    /// The numbered card just played and who played it, while a jump-in on it is open (S10).
    pub jump: Option<(Seat, Face)>,
    /// A player who went down to one card without calling "Swaks!", while the call-out is open
    /// (S13).
    pub forgot: Option<Seat>,
    /// Who went out (S14).
    pub winner: Option<Seat>,
    /// What happened this round.
    pub events: Vec<Event>,
}

/// A checked play, ready to apply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Move {
    /// The cards leaving the hand, in play order.
    cards: Vec<CardId>,
    /// The reference after the play.
    reference: Face,
    /// The direction after the play.
    direction: Direction,
    /// Cards every other player draws (S9).
    penalty: usize,
    /// The numbered card that may be jumped on (S10).
    jump: Option<Face>,
    /// Who is due next.
    next: Seat,
}

/// A checked action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Checked {
    /// Cards are played.
    Play(Move),
    /// The due player draws and passes (S11).
    Draw,
    /// A forgotten "Swaks!" is called on this seat (S13).
    Call(Seat),
    /// A jump-in with a card not identical to the one just played (S11): the jumper draws.
    FalseJump(CardId),
}

/// The face a piece stands for (S5).
pub(crate) fn piece_face(piece: Piece) -> Result<Face, SwaksError> {
    match piece {
        Piece::Number(card) => card.face().ok_or(SwaksError::NotANumber(card)),
        Piece::Joker { card, number } => match card.card() {
            Card::Joker(family) => Face::new(family, number).ok_or(SwaksError::JokerNumber(number)),
            _ => Err(SwaksError::NotAJoker(card)),
        },
    }
}

impl Round {
    /// Starts round `number`: `pile` is shuffled into the draw pile, every hand is topped up to
    /// the deal size (S3, S16) from `starter` on, and the first numbered card turned from the draw
    /// pile is the reference (S16). Each round starts up (S6).
    pub fn start(
        number: u32,
        mut hands: PerSeat<Vec<CardId>>,
        pile: Vec<CardId>,
        starter: Seat,
        rng: &mut GameRng,
    ) -> Round {
        let seats = hands.len();
        let mut draw = Deck::shuffled(pile, rng);
        let size = hand_size(seats);
        let mut seat = starter;
        for _ in 0..seats {
            let missing = size.saturating_sub(hands[seat].len());
            hands[seat].extend(draw.draw_up_to(missing));
            seat = seat.next(seats);
        }
        // S16: turn cards until a numbered family card shows; the jokers and specials turned on
        // the way stay in the discard pile under it (a choice the rulings leave open). With no
        // numbered card left to turn, the reference is the 1 of Poule.
        let mut discard = Vec::new();
        let mut card = None;
        while let Some(turned) = draw.draw() {
            discard.push(turned);
            if turned.is_number() {
                card = Some(turned);
                break;
            }
        }
        let reference = card.and_then(CardId::face).unwrap_or(Face {
            family: Family::Poule,
            number: 1,
        });
        Round {
            number,
            starter,
            hands,
            draw,
            discard,
            reference,
            direction: Direction::Up,
            due: starter,
            jump: None,
            forgot: None,
            winner: None,
            events: vec![Event::RoundStarted {
                round: number,
                starter,
                card,
                reference,
            }],
        }
    }

    /// How many seats play.
    pub fn seats(&self) -> usize {
        self.hands.len()
    }

    /// The seats that may act now without having to: those who can jump in (S10), then those
    /// who can call "Swaks!" on someone (S13); never the due player, who must act.
    pub fn may_act(&self) -> Vec<Seat> {
        let mut out: Vec<Seat> = self
            .hands
            .seats()
            .filter(|&s| self.jump_card(s).is_some())
            .collect();
        if let Some(forgot) = self.forgot {
            for seat in self.hands.seats() {
                if seat != forgot && seat != self.due && !out.contains(&seat) {
                    out.push(seat);
                }
            }
        }
        out
    }

    /// A card `seat` holds that it may jump in with now (S10).
    pub fn jump_card(&self, seat: Seat) -> Option<CardId> {
        let (by, face) = self.jump?;
        if self.seats() < 3 || seat == self.due || seat == by {
            return None;
        }
        self.hands[seat]
            .iter()
            .copied()
            .filter(|c| c.face() == Some(face))
            .min()
    }

    /// Checks `action` for `seat`.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<Checked, SwaksError> {
        match action {
            Action::CallSwaks { on } => {
                // S13: another player calls it before the next play.
                let open = self.forgot.ok_or(SwaksError::NoSwaksToCall)?;
                if *on == seat {
                    return Err(SwaksError::CallOnYourself);
                }
                if *on != open {
                    return Err(SwaksError::WrongSwaksTarget { open });
                }
                Ok(Checked::Call(open))
            }
            Action::JumpIn { card, swaks } => {
                // S10: only with 3 or more players, before the due player acts.
                if self.seats() < 3 {
                    return Err(SwaksError::NoJumpInWithTwo);
                }
                let (by, played) = self.jump.ok_or(SwaksError::NothingToJumpOn)?;
                if seat == self.due || seat == by {
                    return Err(SwaksError::NotAJumper);
                }
                self.in_hand(seat, &[*card])?;
                if card.face() != Some(played) {
                    // S11: a jump-in without an identical card breaks a rule: the jumper draws.
                    return Ok(Checked::FalseJump(*card));
                }
                let m = Move {
                    cards: vec![*card],
                    reference: played,
                    direction: self.direction,
                    penalty: 0,
                    jump: Some(played),
                    // S10: play goes on from the jumper.
                    next: seat.next(self.seats()),
                };
                self.finish_check(seat, m, *swaks)
            }
            _ if seat != self.due => Err(SwaksError::NotYourTurn { due: self.due }),
            Action::Draw => Ok(Checked::Draw),
            Action::Single { piece, swaks } => {
                self.in_hand(seat, &[piece.card()])?;
                let face = piece_face(*piece)?;
                self.follow(face, self.reference, self.direction)?;
                let m = self.single_move(vec![piece.card()], face, self.direction, *piece);
                self.finish_check(seat, m, *swaks)
            }
            Action::Boost { card, with, swaks } => {
                if card.card() != Card::Special(Special::Boost) {
                    return Err(SwaksError::NotABoost(*card));
                }
                // S7, S8: the Boost moves the reference first.
                let boosted = shifted(self.reference, self.direction);
                self.special(seat, *card, *with, boosted, self.direction, *swaks)
            }
            Action::UpsideDown {
                card,
                direction,
                with,
                swaks,
            } => {
                if card.card() != Card::Special(Special::UpsideDown) {
                    return Err(SwaksError::NotAnUpsideDown(*card));
                }
                // S6: the announced direction is the flip; S8: it applies first.
                let expected = self.direction.flipped();
                if *direction != expected {
                    return Err(SwaksError::MustFlip {
                        announced: *direction,
                        expected,
                    });
                }
                self.special(seat, *card, *with, self.reference, expected, *swaks)
            }
            Action::Combination {
                kind,
                pieces,
                swaks,
            } => {
                let cards: Vec<CardId> = pieces.iter().map(|p| p.card()).collect();
                self.in_hand(seat, &cards)?;
                let faces = pieces
                    .iter()
                    .map(|&p| piece_face(p).map(|f| (matches!(p, Piece::Joker { .. }), f)))
                    .collect::<Result<Vec<_>, _>>()?;
                if !is_shape(*kind, &faces) {
                    return Err(SwaksError::NotACombination(*kind));
                }
                chain(self.reference, self.direction, faces.iter().map(|x| x.1))?;
                let last = faces[faces.len() - 1].1;
                let m = Move {
                    cards,
                    // S9: the next player chains on the last card moved one family further.
                    reference: shifted(last, self.direction),
                    direction: self.direction,
                    penalty: kind.size(),
                    jump: None,
                    next: seat.next(self.seats()),
                };
                self.finish_check(seat, m, *swaks)
            }
        }
    }

    /// S8: a special alone changes the reference or direction; with a family card, the card must
    /// follow the changed reference.
    fn special(
        &self,
        seat: Seat,
        card: CardId,
        with: Option<Piece>,
        reference: Face,
        direction: Direction,
        swaks: bool,
    ) -> Result<Checked, SwaksError> {
        let m = match with {
            None => {
                self.in_hand(seat, &[card])?;
                Move {
                    cards: vec![card],
                    reference,
                    direction,
                    penalty: 0,
                    jump: None,
                    next: seat.next(self.seats()),
                }
            }
            Some(piece) => {
                self.in_hand(seat, &[card, piece.card()])?;
                let face = piece_face(piece)?;
                self.follow(face, reference, direction)?;
                self.single_move(vec![card, piece.card()], face, direction, piece)
            }
        };
        self.finish_check(seat, m, swaks)
    }

    fn single_move(
        &self,
        cards: Vec<CardId>,
        face: Face,
        direction: Direction,
        piece: Piece,
    ) -> Move {
        Move {
            cards,
            // S5: the next player chains on the declared card.
            reference: face,
            direction,
            penalty: 0,
            // S10: a numbered card played alone or with a special can be jumped on; a joker is
            // never identical to anything.
            jump: matches!(piece, Piece::Number(_)).then_some(face),
            next: self.due.next(self.seats()),
        }
    }

    fn follow(&self, card: Face, reference: Face, direction: Direction) -> Result<(), SwaksError> {
        if follows(reference, direction, card) {
            Ok(())
        } else {
            Err(SwaksError::CannotFollow {
                card,
                reference,
                direction,
            })
        }
    }

    /// The going-out rule (S14) and the own call (S13).
    fn finish_check(&self, seat: Seat, m: Move, swaks: bool) -> Result<Checked, SwaksError> {
        let left = self.hands[seat].len() - m.cards.len();
        if left == 0 && !m.cards[m.cards.len() - 1].is_number() {
            return Err(SwaksError::MustGoOutOnNumber); // S14
        }
        if swaks && left != 1 {
            return Err(SwaksError::SwaksWithoutOneCard); // S13
        }
        Ok(Checked::Play(m))
    }

    fn in_hand(&self, seat: Seat, cards: &[CardId]) -> Result<(), SwaksError> {
        for (i, card) in cards.iter().enumerate() {
            if cards[..i].contains(card) {
                return Err(SwaksError::DuplicateCard(*card));
            }
            if !self.hands[seat].contains(card) {
                return Err(SwaksError::NotInHand(*card));
            }
        }
        Ok(())
    }

    /// Applies a checked action. Returns whether the turn moved on (the timer restarts, S12).
    pub fn apply(
        &mut self,
        seat: Seat,
        action: Action,
        checked: Checked,
        rng: &mut GameRng,
    ) -> bool {
        match checked {
            Checked::Call(on) => {
                // S13: the forgetful player draws 4.
                let drew = self.draw_into(on, 4, rng);
                self.forgot = None;
                self.events.push(Event::CalledOut { by: seat, on, drew });
                false
            }
            Checked::Draw => {
                self.fail(seat, Failure::Passed, rng);
                true
            }
            Checked::FalseJump(card) => {
                // S11: 2 cards, 4 with one card left; the card stays in hand, and the due player
                // (who did nothing wrong) still plays, on the same reference, with the same time.
                let n = if self.hands[seat].len() == 1 { 4 } else { 2 };
                let drew = self.draw_into(seat, n, rng);
                self.events.push(Event::Failed {
                    seat,
                    why: Failure::FalseJump(card),
                    drew,
                });
                false
            }
            Checked::Play(m) => {
                let swaks = action.swaks();
                self.hands[seat].retain(|c| !m.cards.contains(c));
                self.discard.extend(&m.cards);
                self.reference = m.reference;
                self.direction = m.direction;
                self.jump = m.jump.map(|face| (seat, face));
                // S13: going down to one card without the call opens the call-out until the
                // next play.
                self.forgot = (self.hands[seat].len() == 1 && !swaks).then_some(seat);
                self.due = m.next;
                self.events.push(Event::Played {
                    seat,
                    action,
                    reference: m.reference,
                    direction: m.direction,
                });
                if m.penalty > 0 {
                    // S9: every other player draws the penalty, from the next seat on.
                    let seats = self.seats();
                    let mut drew = Vec::new();
                    let mut other = seat.next(seats);
                    while other != seat {
                        drew.push((other, self.draw_into(other, m.penalty, rng)));
                        other = other.next(seats);
                    }
                    self.events.push(Event::Penalty { by: seat, drew });
                }
                if self.hands[seat].is_empty() {
                    self.winner = Some(seat); // S14
                }
                true
            }
        }
    }

    /// S11: the due player draws 2, or 4 with one card left, and the turn passes.
    pub fn fail(&mut self, seat: Seat, why: Failure, rng: &mut GameRng) {
        let n = if self.hands[seat].len() == 1 { 4 } else { 2 };
        let drew = self.draw_into(seat, n, rng);
        self.events.push(Event::Failed { seat, why, drew });
        // The due player has acted: the jump-in and the call-out close.
        self.jump = None;
        self.forgot = None;
        self.due = seat.next(self.seats());
    }

    /// Draws up to `n` cards into `seat`'s hand, reshuffling the discard pile when the draw pile
    /// is empty (S15). Returns how many were drawn.
    fn draw_into(&mut self, seat: Seat, n: usize, rng: &mut GameRng) -> u8 {
        let mut drew = 0;
        while drew < n {
            if self.draw.is_empty() {
                // S15: all but the top card of the discard pile, shuffled.
                let Some(top) = self.discard.pop() else { break };
                let rest = std::mem::replace(&mut self.discard, vec![top]);
                if rest.is_empty() {
                    break; // S15: nothing to draw; the player draws what there was.
                }
                self.events.push(Event::Reshuffled { cards: rest.len() });
                self.draw = Deck::shuffled(rest, rng);
            }
            let got = self.draw.draw_up_to(n - drew);
            drew += got.len();
            self.hands[seat].extend(got);
        }
        drew as u8
    }
}
