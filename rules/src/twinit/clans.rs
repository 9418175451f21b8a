//! Les Clans (W6): two teams; a claim is two teammates each putting a hand on one card.

use super::action::{Action, Event, Mark, Spot, Won};
use super::card::MotifId;
use super::error::TwinItError;
use super::game::TwinIt;
use super::mode::Mode;
use crate::{Millis, Seat};

/// A seat's team: the teams sit alternately, even seats are team 0, odd seats team 1.
pub const fn team(seat: Seat) -> u8 {
    seat.0 % 2
}

impl TwinIt {
    /// Whether `a` and `b` play together: the same seat, or teammates in Les Clans.
    pub(super) fn allies(&self, a: Seat, b: Seat) -> bool {
        a == b || (self.options.mode == Mode::Clans && team(a) == team(b))
    }

    /// The prises that count for `seat`: its team's in Les Clans, its own otherwise.
    pub(super) fn counted_prises(&self, seat: Seat) -> usize {
        self.board
            .prises
            .iter()
            .filter(|&(s, _)| {
                s == seat || (self.options.mode == Mode::Clans && team(s) == team(seat))
            })
            .map(|(_, prises)| prises.len())
            .sum()
    }

    /// Checks a hand put on `spot` by `seat`.
    pub(super) fn check_mark(&self, seat: Seat, spot: Spot) -> Result<(), TwinItError> {
        if self.options.mode != Mode::Clans {
            return Err(TwinItError::NotInThisMode);
        }
        self.board
            .motif_at(spot)
            .ok_or(TwinItError::NotVisible(spot))?;
        if let Spot::Prise { owner, motif } = spot {
            if self
                .board
                .prise(owner, motif)
                .is_some_and(|p| p.cards.len() >= 3)
            {
                return Err(TwinItError::FullPrise(spot));
            }
        }
        if self.marks.iter().any(|m| m.seat == seat && m.spot == spot) {
            return Err(TwinItError::SameSpot(spot));
        }
        Ok(())
    }

    /// Checks that `seat` has a hand down to lift.
    pub(super) fn check_lift(&self, seat: Seat) -> Result<(), TwinItError> {
        if self.marks.iter().any(|m| m.seat == seat) {
            Ok(())
        } else {
            Err(TwinItError::NoHandDown)
        }
    }

    /// W6: `seat` puts a hand on `spot` (checked). With its own hand already on another card it
    /// is an error. Else, with another seat's hand on another card of the same motif (the
    /// earliest such), a teammate's wins the cards and an opponent's makes a litige. Else, with
    /// a teammate's hand on a card of another motif, the claim is an error (W4). Else the hand
    /// waits.
    pub(super) fn mark(&mut self, seat: Seat, spot: Spot, at: Millis) {
        let motif = self
            .board
            .motif_at(spot)
            .expect("a checked spot shows a face");
        // W6: one player on both cards is an error.
        if let Some(i) = self.marks.iter().position(|m| m.seat == seat) {
            let mine = self.marks.remove(i);
            self.err(seat, (mine.spot, spot), (mine.motif, motif), at);
            self.after_claim(seat, &[mine.spot, spot]);
            return;
        }
        let others: Vec<Mark> = self
            .marks
            .iter()
            .filter(|m| m.spot != spot && !(m.spot.is_prise() && spot.is_prise()))
            .copied()
            .collect();
        if let Some(m) = others.iter().find(|m| m.motif == motif) {
            if self.allies(m.seat, seat) {
                // W6: two teammates on a pair win it (W3: the steal works team against team).
                let how = match (m.spot, spot) {
                    (Spot::Prise { owner, .. }, _) | (_, Spot::Prise { owner, .. }) => {
                        if self.allies(owner, seat) {
                            Won::Kept
                        } else {
                            Won::Stole { from: owner }
                        }
                    }
                    _ => Won::Pair,
                };
                self.win(seat, (m.spot, spot), motif, how, at);
            } else {
                self.litige((m.seat, seat), (m.spot, spot), motif, at);
            }
            self.after_claim(seat, &[m.spot, spot]);
        } else if let Some(m) = others.iter().find(|m| self.allies(m.seat, seat)) {
            // W4: teammates on two different motifs: the claim that completed is an error.
            self.err(seat, (m.spot, spot), (m.motif, motif), at);
            self.after_claim(seat, &[m.spot, spot]);
        } else {
            self.marks.push(Mark {
                seat,
                spot,
                motif,
                at,
            });
        }
    }

    /// Lifts `seat`'s hand.
    pub(super) fn lift(&mut self, seat: Seat) {
        self.marks.retain(|m| m.seat != seat);
    }

    /// W6: two opponents on a pair: a litige. The contested pile and table cards are turned
    /// over (a pile's top onto the table, a table card in place); a prise stays; nobody wins.
    fn litige(&mut self, seats: (Seat, Seat), spots: (Spot, Spot), motif: MotifId, at: Millis) {
        for spot in [spots.0, spots.1] {
            match spot {
                Spot::Pile(pile) => {
                    self.board.turn(pile);
                }
                Spot::Table(slot) => {
                    self.board.flip(slot);
                }
                Spot::Prise { .. } => {}
            }
        }
        self.events.push(Event::Litige {
            seats,
            spots,
            motif,
            at,
        });
    }

    /// After a claim completed (won, erred or contested): the hands on its spots are lifted,
    /// and the seat that completed it starts play again ("qui veut relance la partie").
    fn after_claim(&mut self, seat: Seat, spots: &[Spot]) {
        self.marks.retain(|m| !spots.contains(&m.spot));
        self.turner = self.turner_from(seat);
    }

    /// Drops the hands whose spot no longer shows the motif they were put on.
    pub(super) fn drop_stale_marks(&mut self) {
        let board = &self.board;
        self.marks
            .retain(|m| board.motif_at(m.spot) == Some(m.motif));
    }

    /// The hands `seat` may put down or lift that random play and bots use: with its own hand
    /// down, lifting it; with a teammate's hand down, a hand completing its pair; else a hand on
    /// any spot of a winning pair. Hands that make an error are never listed.
    pub(super) fn listed_marks(&self, seat: Seat) -> Vec<Action> {
        if self.options.mode != Mode::Clans {
            return Vec::new();
        }
        if self.marks.iter().any(|m| m.seat == seat) {
            return vec![Action::Lift];
        }
        let claims = self.board.winning_claims();
        let partners: Vec<Spot> = self
            .marks
            .iter()
            .filter(|m| self.allies(m.seat, seat))
            .flat_map(|m| {
                claims.iter().filter_map(move |&(a, b)| {
                    (a == m.spot).then_some(b).or((b == m.spot).then_some(a))
                })
            })
            .collect();
        let mut spots: Vec<Spot> = if partners.is_empty() {
            claims.into_iter().flat_map(|(a, b)| [a, b]).collect()
        } else {
            partners
        };
        crate::small_sort::sort(&mut spots);
        spots.dedup();
        spots.into_iter().map(Action::Mark).collect()
    }
}
