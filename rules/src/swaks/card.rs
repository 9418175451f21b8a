//! The 58 cards (S1), the deck by player count (S2) and the cards' positions on the ladder (S4).
//!
//! Every physical card has a [`CardId`], so each one can be followed from the draw pile to a hand
//! and the discard pile:
//!
//! - `0..40`: the numbered family cards, `family * 10 + (number - 1) * 2 + copy`;
//! - `40..44`: the four jokers, `40 + family`;
//! - `44..52`: the eight Boost cards;
//! - `52..58`: the six Upside Down cards.

use serde::{Deserialize, Serialize};

/// One of the four families, in the cycle Poule -> Mouton -> Cochon -> Vache -> Poule (S1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Family {
    /// The hens = 0.
    Poule,
    /// The sheep = 1.
    Mouton,
    /// The pigs = 2.
    Cochon,
    /// The cows = 3.
    Vache,
}

impl Family {
    /// The families in their cycle order (S1).
    pub const ALL: [Family; 4] = [Family::Poule, Family::Mouton, Family::Cochon, Family::Vache];

    /// The family's place in the cycle, 0..4.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The family at `index` mod 4 in the cycle.
    pub const fn from_index(index: u8) -> Family {
        Self::ALL[(index % 4) as usize]
    }

    /// A stable identifier, for CSS classes and translations.
    pub const fn id(self) -> &'static str {
        match self {
            Family::Poule => "poule",
            Family::Mouton => "mouton",
            Family::Cochon => "cochon",
            Family::Vache => "vache",
        }
    }
}

/// The two special cards (S1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Special {
    /// Moves the reference one family further in the current direction (S7).
    Boost,
    /// Flips the direction (S6).
    UpsideDown,
}

impl Special {
    /// A stable identifier, for CSS classes and translations.
    pub const fn id(self) -> &'static str {
        match self {
            Special::Boost => "boost",
            Special::UpsideDown => "upside-down",
        }
    }
}

/// A family and a number, 1 to 5: what a numbered card shows, or what a joker was declared as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Face {
    /// The family.
    pub family: Family,
    /// The number, 1 to 5.
    pub number: u8,
}

impl Face {
    /// The face of `family` and `number` (1..=5), or `None` for another number.
    pub const fn new(family: Family, number: u8) -> Option<Face> {
        if number >= 1 && number <= 5 {
            Some(Face { family, number })
        } else {
            None
        }
    }

    /// S4: the position on the cyclic ladder, `family * 5 + (number - 1)`, 0..20.
    pub const fn position(self) -> u8 {
        self.family.index() * 5 + (self.number - 1)
    }

    /// The face at `position` mod 20 (S4).
    pub const fn from_position(position: u8) -> Face {
        let p = position % 20;
        Face {
            family: Family::from_index(p / 5),
            number: p % 5 + 1,
        }
    }

    /// All 20 faces, in ladder order from 1 of Poule.
    pub fn all() -> impl Iterator<Item = Face> {
        (0..20).map(Face::from_position)
    }
}

/// What a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Card {
    /// A numbered family card (S1).
    Number(Face),
    /// A family's joker: it stands for any number of its family (S5).
    Joker(Family),
    /// A special card (S1).
    Special(Special),
}

impl Card {
    /// The family of a numbered card or a joker.
    pub const fn family(self) -> Option<Family> {
        match self {
            Card::Number(face) => Some(face.family),
            Card::Joker(family) => Some(family),
            Card::Special(_) => None,
        }
    }
}

/// Boost cards in the full game (S1).
pub const BOOSTS: u8 = 8;
/// Upside Down cards in the full game (S1).
pub const UPSIDE_DOWNS: u8 = 6;
/// The whole box: 40 numbered cards, 4 jokers and 14 specials (S1).
pub const CARD_COUNT: u8 = 58;

const JOKERS_FROM: u8 = 40;
const BOOSTS_FROM: u8 = 44;
const UPSIDE_DOWNS_FROM: u8 = BOOSTS_FROM + BOOSTS;

/// One physical card (see the module documentation for the numbering).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u8);

impl CardId {
    /// The `copy`-th (0 or 1) numbered card showing `face`.
    pub const fn number(face: Face, copy: u8) -> CardId {
        CardId(face.family.index() * 10 + (face.number - 1) * 2 + (copy & 1))
    }

    /// The joker of `family`.
    pub const fn joker(family: Family) -> CardId {
        CardId(JOKERS_FROM + family.index())
    }

    /// The `k`-th Boost (0..8).
    pub const fn boost(k: u8) -> CardId {
        CardId(BOOSTS_FROM + k)
    }

    /// The `k`-th Upside Down (0..6).
    pub const fn upside_down(k: u8) -> CardId {
        CardId(UPSIDE_DOWNS_FROM + k)
    }

    /// Every card of the box, in id order.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..CARD_COUNT).map(CardId)
    }

    /// What this card is. Ids beyond the box read as Upside Down; they never occur in a game.
    pub const fn card(self) -> Card {
        let id = self.0;
        if id < JOKERS_FROM {
            Card::Number(Face {
                family: Family::from_index(id / 10),
                number: (id % 10) / 2 + 1,
            })
        } else if id < BOOSTS_FROM {
            Card::Joker(Family::from_index(id - JOKERS_FROM))
        } else if id < UPSIDE_DOWNS_FROM {
            Card::Special(Special::Boost)
        } else {
            Card::Special(Special::UpsideDown)
        }
    }

    /// The face of a numbered card; `None` for a joker or a special.
    pub const fn face(self) -> Option<Face> {
        match self.card() {
            Card::Number(face) => Some(face),
            _ => None,
        }
    }

    /// Whether this is a numbered family card (S14: the only card one may go out on).
    pub const fn is_number(self) -> bool {
        self.0 < JOKERS_FROM
    }
}

/// S2: the cards in play at a table of `seats`: 2-3 players keep 6 Boost and 4 Upside Down
/// (54 cards), 4 or more keep all 14 specials (58 cards).
pub fn deck(seats: usize) -> Vec<CardId> {
    let (boosts, flips) = if seats <= 3 {
        (6, 4)
    } else {
        (BOOSTS, UPSIDE_DOWNS)
    };
    (0..BOOSTS_FROM)
        .map(CardId)
        .chain((0..boosts).map(CardId::boost))
        .chain((0..flips).map(CardId::upside_down))
        .collect()
}

/// S3: the cards a hand is dealt or topped up to: 12 with up to 4 players, 10 with 5, 8 with 6.
pub const fn hand_size(seats: usize) -> usize {
    match seats {
        0..=4 => 12,
        5 => 10,
        _ => 8,
    }
}
