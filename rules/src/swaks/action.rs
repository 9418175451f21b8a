//! What a seat can do, and the public record of what happened.

use super::card::{CardId, Face};
use super::ladder::Direction;
use crate::Seat;
use serde::{Deserialize, Serialize};

/// A family card as it is played: a numbered card, or a joker with its declared number (S5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Piece {
    /// A numbered family card; it stands for its own face.
    Number(CardId),
    /// A joker, declared as `number` of its family (S5).
    Joker {
        /// The joker.
        card: CardId,
        /// The declared number, 1 to 5.
        number: u8,
    },
}

impl Piece {
    /// The physical card.
    pub const fn card(self) -> CardId {
        match self {
            Piece::Number(card) | Piece::Joker { card, .. } => card,
        }
    }
}

/// The four combinations (S9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Combination {
    /// Two identical cards and their family's joker; penalty 3.
    Triple,
    /// The same number in all four families, at most one joker; penalty 4.
    Carre,
    /// 1 to 5 of one family, at most one joker; penalty 5.
    Suite,
    /// 1 to 5 of one family and its joker; penalty 6.
    SuiteRoyale,
}

impl Combination {
    /// All four, smallest first.
    pub const ALL: [Combination; 4] = [
        Combination::Triple,
        Combination::Carre,
        Combination::Suite,
        Combination::SuiteRoyale,
    ];

    /// How many cards it has, which is also what every other player draws (S9).
    pub const fn size(self) -> usize {
        match self {
            Combination::Triple => 3,
            Combination::Carre => 4,
            Combination::Suite => 5,
            Combination::SuiteRoyale => 6,
        }
    }

    /// A stable identifier, for translations.
    pub const fn id(self) -> &'static str {
        match self {
            Combination::Triple => "triple",
            Combination::Carre => "carre",
            Combination::Suite => "suite",
            Combination::SuiteRoyale => "suite-royale",
        }
    }
}

/// One move. Rounds follow each other by themselves: there is no action to start one.
///
/// `swaks` is the player's own "Swaks!" call (S13): it must be set on a play that leaves exactly
/// one card and may not be set on any other; leaving it off there opens the call-out.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// One family card on the reference (S4, S5).
    Single {
        /// The card played.
        piece: Piece,
        /// The own "Swaks!" call (S13).
        swaks: bool,
    },
    /// A Boost, alone or with a family card played on the shifted reference (S7, S8).
    Boost {
        /// The Boost card.
        card: CardId,
        /// The family card played with it, if any.
        with: Option<Piece>,
        /// The own "Swaks!" call (S13).
        swaks: bool,
    },
    /// An Upside Down announcing the new direction, alone or with a family card played in that
    /// direction (S6, S8).
    UpsideDown {
        /// The Upside Down card.
        card: CardId,
        /// The announced direction: the flip of the current one (S6).
        direction: Direction,
        /// The family card played with it, if any.
        with: Option<Piece>,
        /// The own "Swaks!" call (S13).
        swaks: bool,
    },
    /// A combination, its cards in the order chosen (S9).
    Combination {
        /// Which combination.
        kind: Combination,
        /// The cards in play order: the first follows the reference, each next the one before.
        pieces: Vec<Piece>,
        /// The own "Swaks!" call (S13).
        swaks: bool,
    },
    /// Jump in out of turn with a card identical to the one just played (S10).
    JumpIn {
        /// The identical numbered card.
        card: CardId,
        /// The own "Swaks!" call (S13).
        swaks: bool,
    },
    /// Do not play: draw 2 (4 with one card left) and pass the turn (S11).
    Draw,
    /// Call "Swaks!" on a player who went down to one card without calling it (S13).
    CallSwaks {
        /// The player called out.
        on: Seat,
    },
}

impl Action {
    /// The own "Swaks!" call carried by a play.
    pub const fn swaks(&self) -> bool {
        match self {
            Action::Single { swaks, .. }
            | Action::Boost { swaks, .. }
            | Action::UpsideDown { swaks, .. }
            | Action::Combination { swaks, .. }
            | Action::JumpIn { swaks, .. } => *swaks,
            Action::Draw | Action::CallSwaks { .. } => false,
        }
    }

    /// The cards a play puts on the discard pile, in order.
    pub fn cards(&self) -> Vec<CardId> {
        match self {
            Action::Single { piece, .. } => vec![piece.card()],
            Action::Boost { card, with, .. } | Action::UpsideDown { card, with, .. } => {
                std::iter::once(*card)
                    .chain(with.map(Piece::card))
                    .collect()
            }
            Action::Combination { pieces, .. } => pieces.iter().map(|p| p.card()).collect(),
            Action::JumpIn { card, .. } => vec![*card],
            Action::Draw | Action::CallSwaks { .. } => Vec::new(),
        }
    }
}

/// Why a seat drew cards (S11): the due seat then loses its turn; a false jump-in draws and
/// the due seat still plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Failure {
    /// It chose, or had, to draw.
    Passed,
    /// Its time ran out (S12).
    TimeUp,
    /// It jumped in with a card that is not identical to the one just played (S10, S11).
    FalseJump(CardId),
}

/// Something that happened in the round, as every player saw it. Which cards were drawn is
/// private and not recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A round began (S16): who starts, and the reference turned from the draw pile.
    RoundStarted {
        /// The round, from 1.
        round: u32,
        /// Who plays first.
        starter: Seat,
        /// The first numbered card turned, if one could be turned.
        card: Option<CardId>,
        /// The starting reference.
        reference: Face,
    },
    /// A seat played cards; `reference` and `direction` are what the next player chains on.
    Played {
        /// Who played.
        seat: Seat,
        /// What they played.
        action: Action,
        /// The reference after the play.
        reference: Face,
        /// The direction after the play.
        direction: Direction,
    },
    /// Every other player drew the combination's penalty (S9).
    Penalty {
        /// Who played the combination.
        by: Seat,
        /// Cards each other player drew (fewer when the piles ran out, S15).
        drew: Vec<(Seat, u8)>,
    },
    /// A seat failed: it drew and lost its turn (S11).
    Failed {
        /// Who failed.
        seat: Seat,
        /// Why.
        why: Failure,
        /// How many cards it drew.
        drew: u8,
    },
    /// A seat was called out for a forgotten "Swaks!" and drew (S13).
    CalledOut {
        /// Who called.
        by: Seat,
        /// Who forgot.
        on: Seat,
        /// How many cards they drew.
        drew: u8,
    },
    /// The discard pile, all but its top card, became the new draw pile (S15).
    Reshuffled {
        /// How many cards went into the draw pile.
        cards: usize,
    },
    /// A seat went out and won the round (S14, S16).
    WonRound {
        /// The winner.
        seat: Seat,
        /// Their match points after the round.
        points: u32,
    },
}
