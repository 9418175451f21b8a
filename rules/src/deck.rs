//! A face-down pile of cards, drawn from the top.

use crate::GameRng;
use serde::{Deserialize, Serialize};

/// A pile of cards; the last element is the top.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck<C> {
    cards: Vec<C>,
}

impl<C> Deck<C> {
    /// A deck holding `cards`, the last one on top.
    pub fn new(cards: Vec<C>) -> Self {
        Self { cards }
    }

    /// A deck of `cards` shuffled with the game's generator.
    pub fn shuffled(mut cards: Vec<C>, rng: &mut GameRng) -> Self {
        rng.shuffle(&mut cards);
        Self { cards }
    }

    /// Takes the top card.
    pub fn draw(&mut self) -> Option<C> {
        self.cards.pop()
    }

    /// Takes up to `n` cards from the top, fewer when the deck runs out.
    pub fn draw_up_to(&mut self, n: usize) -> Vec<C> {
        let keep = self.cards.len().saturating_sub(n);
        let mut drawn = self.cards.split_off(keep);
        drawn.reverse();
        drawn
    }

    /// The top card, without taking it.
    pub fn top(&self) -> Option<&C> {
        self.cards.last()
    }

    /// How many cards are left.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the deck is empty.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The cards from bottom to top.
    pub fn cards(&self) -> &[C] {
        &self.cards
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_from_the_top_and_runs_out() {
        let mut d = Deck::new(vec![1, 2, 3]);
        assert_eq!(d.top(), Some(&3));
        assert_eq!(d.draw_up_to(2), vec![3, 2]);
        assert_eq!(d.draw_up_to(5), vec![1]);
        assert!(d.is_empty());
        assert_eq!(d.draw(), None);
    }

    #[test]
    fn shuffled_deck_depends_on_seed_only() {
        let a = Deck::shuffled((0..30).collect(), &mut GameRng::from_seed(5));
        let b = Deck::shuffled((0..30).collect(), &mut GameRng::from_seed(5));
        assert_eq!(a, b);
    }
}
