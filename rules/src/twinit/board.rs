//! Where the cards lie: the seats' piles, the table, the won prises; what shows (W2).

use super::action::{PileId, Slot, Spot};
use super::card::{CardId, MotifId, Side};
use crate::{PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// A card lying with one side up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Laid {
    /// The card.
    pub card: CardId,
    /// The side that shows.
    pub up: Side,
}

impl Laid {
    /// The motif that shows.
    pub fn motif(self) -> MotifId {
        self.card.face(self.up)
    }
}

/// A card on the table, in its slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableCard {
    /// Its slot.
    pub slot: Slot,
    /// The card and the side that shows.
    pub laid: Laid,
}

/// Cards won with one motif (W3): two, or three after a steal or a kept third.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prise {
    /// The motif it was won with; it is what shows (W2).
    pub motif: MotifId,
    /// The cards, in the order they were won.
    pub cards: Vec<CardId>,
}

/// Every card's place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// The piles, bottom first; the top shows its upper side (W2).
    pub piles: Vec<Vec<Laid>>,
    /// The cards turned onto the table, in the order they were laid.
    pub table: Vec<TableCard>,
    /// Each seat's prises, in the order they were won.
    pub prises: PerSeat<Vec<Prise>>,
    /// The slot the next card laid on the table gets.
    pub next_slot: Slot,
}

impl Board {
    /// The motif `spot` shows now, if it shows one (W2).
    pub fn motif_at(&self, spot: Spot) -> Option<MotifId> {
        match spot {
            Spot::Pile(pile) => self.piles.get(pile.index())?.last().map(|l| l.motif()),
            Spot::Table(slot) => self
                .table
                .iter()
                .find(|t| t.slot == slot)
                .map(|t| t.laid.motif()),
            Spot::Prise { owner, motif } => self.prise(owner, motif).map(|_| motif),
        }
    }

    /// The prise `owner` won with `motif`.
    pub fn prise(&self, owner: Seat, motif: MotifId) -> Option<&Prise> {
        if owner.index() >= self.prises.len() {
            return None;
        }
        self.prises[owner].iter().find(|p| p.motif == motif)
    }

    /// Every visible face with its spot: pile tops in seat order, table cards in slot order,
    /// prises by seat and order won (W2).
    pub fn visible(&self) -> Vec<(Spot, MotifId)> {
        let tops = self.piles.iter().enumerate().filter_map(|(i, pile)| {
            let top = pile.last()?;
            Some((Spot::Pile(PileId(i as u8)), top.motif()))
        });
        let table = self
            .table
            .iter()
            .map(|t| (Spot::Table(t.slot), t.laid.motif()));
        let prises = self.prises.iter().flat_map(|(owner, prises)| {
            prises.iter().map(move |p| {
                let spot = Spot::Prise {
                    owner,
                    motif: p.motif,
                };
                (spot, p.motif)
            })
        });
        tops.chain(table).chain(prises).collect()
    }

    /// Every claim that names one motif twice and may win cards (W3), each pair of spots once,
    /// in a fixed order: by motif, then by the spots' order in [`Board::visible`].
    pub fn winning_claims(&self) -> Vec<(Spot, Spot)> {
        let mut visible = self.visible();
        // A full prise (three cards) cannot be claimed again; it never meets its motif anyway.
        visible.retain(|(spot, motif)| match spot {
            Spot::Prise { owner, .. } => self
                .prise(*owner, *motif)
                .is_some_and(|p| p.cards.len() < 3),
            _ => true,
        });
        crate::small_sort::sort_by_key(&mut visible, |&(_, motif)| motif); // stable: keeps the spots' order
        let mut claims = Vec::new();
        for group in visible.chunk_by(|a, b| a.1 == b.1) {
            for (i, &(a, _)) in group.iter().enumerate() {
                for &(b, _) in &group[i + 1..] {
                    if !(a.is_prise() && b.is_prise()) {
                        claims.push((a, b));
                    }
                }
            }
        }
        claims
    }

    /// Takes the cards at `spot` off the board: a pile's top, a table card, a whole prise.
    /// Nothing when the spot shows nothing.
    pub fn take(&mut self, spot: Spot) -> Vec<CardId> {
        match spot {
            Spot::Pile(pile) => self.piles[pile.index()]
                .pop()
                .map(|l| l.card)
                .into_iter()
                .collect(),
            Spot::Table(slot) => match self.table.iter().position(|t| t.slot == slot) {
                Some(i) => vec![self.table.remove(i).laid.card],
                None => Vec::new(),
            },
            Spot::Prise { owner, motif } => {
                match self.prises[owner].iter().position(|p| p.motif == motif) {
                    Some(i) => self.prises[owner].remove(i).cards,
                    None => Vec::new(),
                }
            }
        }
    }

    /// Turns the top card of `pile` onto the table, showing its hidden side (W2); the slot it
    /// lies in, or `None` when the pile is empty.
    pub fn turn(&mut self, pile: PileId) -> Option<(Slot, MotifId)> {
        let laid = self.piles.get_mut(pile.index())?.pop()?;
        let laid = Laid {
            card: laid.card,
            up: laid.up.flip(),
        };
        Some((self.lay(laid), laid.motif()))
    }

    /// Lays `laid` on the table in the next slot, showing its upper side.
    pub fn lay(&mut self, laid: Laid) -> Slot {
        let slot = self.next_slot;
        self.next_slot = Slot(slot.0 + 1);
        self.table.push(TableCard { slot, laid });
        slot
    }

    /// Turns the table card in `slot` over (Tous ensemble, W6); the motif it shows now.
    pub fn flip(&mut self, slot: Slot) -> Option<MotifId> {
        let t = self.table.iter_mut().find(|t| t.slot == slot)?;
        t.laid.up = t.laid.up.flip();
        Some(t.laid.motif())
    }

    /// The first seat from `from` on, clockwise, whose own pile is not empty.
    pub fn next_with_cards(&self, from: Seat) -> Option<Seat> {
        let seats = self.prises.len();
        (0..seats)
            .map(|i| Seat(((from.index() + i) % seats) as u8))
            .find(|&seat| self.has_cards(PileId::of(seat)))
    }

    /// Whether `pile` holds a card.
    pub fn has_cards(&self, pile: PileId) -> bool {
        self.piles.get(pile.index()).is_some_and(|p| !p.is_empty())
    }

    /// Every card on the board, wherever it is.
    pub fn cards(&self) -> impl Iterator<Item = CardId> + '_ {
        let piles = self.piles.iter().flatten().map(|l| l.card);
        let table = self.table.iter().map(|t| t.laid.card);
        let prises = self
            .prises
            .values()
            .iter()
            .flatten()
            .flat_map(|p| p.cards.iter().copied());
        piles.chain(table).chain(prises)
    }
}
