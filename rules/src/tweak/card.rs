//! The 64 movable cards (T1), their target backs (T2) and their points (T17).
//!
//! Every physical card has a [`CardId`], so each one can be followed from the deck to a hand, the
//! table and a pile. The blue 7 (T1) never moves and has no id: it only says that the target is 7
//! once the deck is empty (T15).

use serde::{Deserialize, Serialize};

/// One of the six colours, numbered as in T2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// Red = 0; always in play (T3) and worth more (T17).
    Red,
    /// Orange = 1.
    Orange,
    /// Yellow = 2.
    Yellow,
    /// Green = 3.
    Green,
    /// Blue = 4.
    Blue,
    /// Purple = 5.
    Purple,
}

impl Colour {
    /// All colours in T2 order.
    pub const ALL: [Colour; 6] = [
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Purple,
    ];

    /// The colour's number in T2: red = 0 ... purple = 5.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// A stable identifier, for CSS classes and translations.
    pub const fn id(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Orange => "orange",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Purple => "purple",
        }
    }
}

/// The values of a colour's nine cards, in the order T2 numbers them 0..8 (T1).
pub const VALUES: [u8; 9] = [1, 1, 2, 2, 3, 3, 4, 5, 6];

/// A number card's faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct NumberCard {
    /// Its colour.
    pub colour: Colour,
    /// Its value, 1 to 6 (T1).
    pub value: u8,
    /// The target printed on its back, 7 to 10 (T2).
    pub back: u8,
}

/// The four kinds of \[T!\] action card (T1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ActionKind {
    /// A random card of an opponent's hand goes to the table (T7). Four in the game.
    Thief,
    /// The target changes by +1 or -1 for this turn (T8). Three in the game.
    Joker,
    /// The deck's top card goes to the table and the target moves on (T9). Two in the game.
    Shifter,
    /// Every other player puts a card of their choice on the table (T10). One in the game.
    Bomb,
}

impl ActionKind {
    /// All kinds, in card-id order.
    pub const ALL: [ActionKind; 4] = [
        ActionKind::Thief,
        ActionKind::Joker,
        ActionKind::Shifter,
        ActionKind::Bomb,
    ];

    /// How many cards of this kind the game has (T1).
    pub const fn copies(self) -> u8 {
        match self {
            ActionKind::Thief => 4,
            ActionKind::Joker => 3,
            ActionKind::Shifter => 2,
            ActionKind::Bomb => 1,
        }
    }

    /// A stable identifier, for CSS classes and translations.
    pub const fn id(self) -> &'static str {
        match self {
            ActionKind::Thief => "thief",
            ActionKind::Joker => "joker",
            ActionKind::Shifter => "shifter",
            ActionKind::Bomb => "bomb",
        }
    }
}

/// What a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Card {
    /// A number card.
    Number(NumberCard),
    /// A \[T!\] action card.
    Action(ActionKind),
}

impl Card {
    /// The card's points when won (T17): a number card 1, a red card 3, a non-red 5 is 4, the red
    /// 5 is 5; a \[T!\] card 2, used or not.
    pub const fn points(self) -> i32 {
        match self {
            Card::Number(NumberCard {
                colour: Colour::Red,
                value: 5,
                ..
            }) => 5,
            Card::Number(NumberCard {
                colour: Colour::Red,
                ..
            }) => 3,
            Card::Number(NumberCard { value: 5, .. }) => 4,
            Card::Number(_) => 1,
            Card::Action(_) => 2,
        }
    }
}

/// One physical card. Ids 0..54 are the number cards, `colour * 9 + k` with `k` the card's place
/// in its colour (T2); ids 54..64 are the \[T!\] cards: 4 Thieves, 3 Jokers, 2 Shifters, 1 Bomb.
///
/// Within one value a lower id is never worth fewer points: red comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u8);

impl CardId {
    /// How many movable cards there are: 54 number cards and 10 \[T!\] cards (T1).
    pub const COUNT: usize = 64;
    /// How many number cards there are (T1).
    pub const NUMBER_COUNT: u8 = 54;

    /// Every card, by id.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..Self::COUNT as u8).map(CardId)
    }

    /// The number card `k` (0..8) of `colour` (T2).
    pub const fn number(colour: Colour, k: u8) -> CardId {
        CardId(colour.index() * 9 + k)
    }

    /// The nine number cards of `colour`.
    pub fn of_colour(colour: Colour) -> impl Iterator<Item = CardId> {
        (0..9).map(move |k| CardId::number(colour, k))
    }

    /// The ten \[T!\] cards (T1).
    pub fn actions() -> impl Iterator<Item = CardId> {
        (Self::NUMBER_COUNT..Self::COUNT as u8).map(CardId)
    }

    /// What the card is.
    ///
    /// # Panics
    /// When the id is 64 or more.
    pub fn card(self) -> Card {
        match self.0 {
            0..54 => {
                let colour = Colour::ALL[usize::from(self.0 / 9)];
                let k = self.0 % 9;
                Card::Number(NumberCard {
                    colour,
                    value: VALUES[usize::from(k)],
                    // T2: the back of card k of colour c is 7 + (c + k) mod 4.
                    back: 7 + (colour.index() + k) % 4,
                })
            }
            54..58 => Card::Action(ActionKind::Thief),
            58..61 => Card::Action(ActionKind::Joker),
            61..63 => Card::Action(ActionKind::Shifter),
            63 => Card::Action(ActionKind::Bomb),
            _ => panic!("no card {}", self.0),
        }
    }

    /// The number card, or `None` for a \[T!\] card.
    pub fn number_card(self) -> Option<NumberCard> {
        match self.card() {
            Card::Number(n) => Some(n),
            Card::Action(_) => None,
        }
    }

    /// The \[T!\] kind, or `None` for a number card.
    pub fn action_kind(self) -> Option<ActionKind> {
        match self.card() {
            Card::Action(kind) => Some(kind),
            Card::Number(_) => None,
        }
    }

    /// The value of a number card, 0 for a \[T!\] card.
    pub fn value(self) -> u8 {
        self.number_card().map_or(0, |n| n.value)
    }

    /// The target printed on a number card's back (T2), 0 for a \[T!\] card.
    pub fn back(self) -> u8 {
        self.number_card().map_or(0, |n| n.back)
    }

    /// The card's points when won (T17).
    pub fn points(self) -> i32 {
        self.card().points()
    }
}
