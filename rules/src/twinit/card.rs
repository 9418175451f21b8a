//! The 135 double-sided cards and their motifs (W1).
//!
//! W1 leaves the motif counts to the project. Tablée's deck has 130 motifs on 270 faces:
//!
//! | motifs | ids | faces each | faces |
//! |-------:|:----|-----------:|------:|
//! | 60 | `0..60` | 2 | 120 |
//! | 30 | `60..90` | 1 | 30 |
//! | 40 | `90..130` | 3 | 120 |
//! | **130** | | | **270** |
//!
//! So most motifs make one pair, a third of the faces belong to triples (which makes the steal
//! common enough to matter) and 30 faces never pair at all (decoys).
//!
//! The deck is a fixed construction, the same on every platform and in every game (the game's
//! seed only shuffles it): write the 270 faces in motif-id order, each motif repeated as many
//! times as it has faces, so face `i` shows [`face_motif`]`(i)`. Card `k` (0..135) shows face
//! `k` on its side A and face `135 + (7k mod 135)` on its side B. The first 135 faces hold the
//! doubles and half the singles, the last 135 the other singles and the triples, so no motif has
//! faces in both halves and no card shows one motif on both sides; 7 is prime to 135, so every
//! face is on exactly one card, and the stride spreads each motif's faces over distant cards.

use serde::{Deserialize, Serialize};

/// How many cards the box holds (W1).
pub const CARD_COUNT: usize = 135;
/// How many faces: two per card (W1).
pub const FACE_COUNT: usize = 2 * CARD_COUNT;
/// How many motifs appear on two faces: ids `0..60`.
pub const DOUBLES: u16 = 60;
/// How many motifs appear on one face only: ids `60..90`.
pub const SINGLES: u16 = 30;
/// How many motifs appear on three faces: ids `90..130`.
pub const TRIPLES: u16 = 40;
/// How many motifs the deck has.
pub const MOTIF_COUNT: u16 = DOUBLES + SINGLES + TRIPLES;

/// The stride that pairs side A faces with side B faces; prime to [`CARD_COUNT`].
const STRIDE: usize = 7;

/// How many outlines the motifs are drawn with: a motif's outline is `id % OUTLINES`.
pub const OUTLINES: u16 = 13;
/// How many inner patterns the motifs are drawn with: a motif's pattern is `id / OUTLINES`.
pub const PATTERNS: u16 = 10;

/// A motif, by its id (`0..MOTIF_COUNT`). Its drawing lives in the app, on a grid fixed here:
/// each motif is one outline drawn with one inner pattern ([`MotifId::outline`],
/// [`MotifId::pattern`]), 13 outlines by 10 patterns, every pair used once. Motifs that share
/// an outline or a pattern are look-alikes (what makes spotting take attention, and what the
/// bots confuse when they err); two motifs always differ in one of the two, never by colour
/// alone. The grid runs across the count classes: each outline has doubles, singles and
/// triples.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct MotifId(pub u16);

impl MotifId {
    /// How many faces of the deck show this motif: 1, 2 or 3 (0 for an id outside the deck).
    pub const fn copies(self) -> u8 {
        if self.0 < DOUBLES {
            2
        } else if self.0 < DOUBLES + SINGLES {
            1
        } else if self.0 < MOTIF_COUNT {
            3
        } else {
            0
        }
    }

    /// The outline it is drawn with (`0..OUTLINES`).
    pub const fn outline(self) -> u16 {
        self.0 % OUTLINES
    }

    /// The inner pattern it is drawn with (`0..PATTERNS`).
    pub const fn pattern(self) -> u16 {
        self.0 / OUTLINES
    }

    /// Whether `other` is a different motif with the same outline or the same pattern.
    pub const fn looks_like(self, other: MotifId) -> bool {
        self.0 != other.0
            && (self.outline() == other.outline() || self.pattern() == other.pattern())
    }

    /// Every motif of the deck, by id.
    pub fn all() -> impl Iterator<Item = MotifId> {
        (0..MOTIF_COUNT).map(MotifId)
    }
}

/// One physical card, by its id (`0..135`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u8);

impl CardId {
    /// All 135 cards.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..CARD_COUNT as u8).map(CardId)
    }

    /// The motif on `side` of the card.
    pub fn face(self, side: Side) -> MotifId {
        let k = usize::from(self.0);
        match side {
            Side::A => face_motif(k),
            Side::B => face_motif(CARD_COUNT + (k * STRIDE) % CARD_COUNT),
        }
    }
}

/// One of a card's two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The side printed from the first half of the faces.
    A,
    /// The side printed from the second half.
    B,
}

impl Side {
    /// The other side.
    pub const fn flip(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }
}

/// The motif of face `i` (`0..270`) in the construction above.
///
/// # Panics
/// When `i` is not a face of the deck.
pub fn face_motif(i: usize) -> MotifId {
    let doubles = 2 * usize::from(DOUBLES);
    let singles = doubles + usize::from(SINGLES);
    assert!(i < FACE_COUNT, "face {i} is not in the deck");
    let id = if i < doubles {
        i / 2
    } else if i < singles {
        usize::from(DOUBLES) + (i - doubles)
    } else {
        usize::from(DOUBLES + SINGLES) + (i - singles) / 3
    };
    MotifId(id as u16)
}
