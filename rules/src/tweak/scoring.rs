//! What won cards are worth (T17) and the match threshold (T18).

use super::card::{Card, CardId, Colour, NumberCard};
use crate::PerSeat;
use serde::{Deserialize, Serialize};

/// The points a player needs to end the match, by player count (T18): 2: 140, 3: 120, 4: 100,
/// 5: 80, 6: 60.
pub const fn threshold(players: usize) -> i32 {
    match players {
        0..=2 => 140,
        3 => 120,
        4 => 100,
        5 => 80,
        _ => 60,
    }
}

/// One player's won cards in a round, sorted by kind, with their points (T17).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundScore {
    /// Every card won, \[T!\] cards included (used ones from the pile, unused ones face up).
    pub cards: Vec<CardId>,
    /// Non-red number cards other than 5s: 1 point each.
    pub plain: u8,
    /// Non-red 5s: 4 points each.
    pub fives: u8,
    /// Red cards other than the red 5: 3 points each.
    pub red: u8,
    /// Whether the red 5 was won: 5 points.
    pub red_five: bool,
    /// \[T!\] cards won, used or not: 2 points each.
    pub actions: u8,
    /// The round's points.
    pub points: i32,
}

impl RoundScore {
    /// The score of `cards` (T17).
    pub fn of(cards: &[CardId]) -> RoundScore {
        let mut score = RoundScore {
            cards: cards.to_vec(),
            ..RoundScore::default()
        };
        crate::small_sort::sort(&mut score.cards);
        for card in cards {
            match card.card() {
                Card::Action(_) => score.actions += 1,
                Card::Number(NumberCard {
                    colour: Colour::Red,
                    value: 5,
                    ..
                }) => score.red_five = true,
                Card::Number(NumberCard {
                    colour: Colour::Red,
                    ..
                }) => score.red += 1,
                Card::Number(NumberCard { value: 5, .. }) => score.fives += 1,
                Card::Number(_) => score.plain += 1,
            }
            score.points += card.points();
        }
        score
    }
}

/// How a round ended: each player's won cards and points, the cards left on the table, the
/// match totals after it, and the round's events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundSummary {
    /// The round's number, from 1.
    pub round: u32,
    /// Each player's won cards and points (T17).
    pub scores: PerSeat<RoundScore>,
    /// The cards left on the table, which score for nobody (T16).
    pub leftover: Vec<CardId>,
    /// The match totals after the round (T18).
    pub totals: PerSeat<i32>,
    /// Everything that happened in the round, in order (public, like the round's log): kept
    /// so the round can be told to its end after the next one is dealt. Empty in states saved
    /// before it was kept.
    #[serde(default)]
    pub events: Vec<super::action::Event>,
}
