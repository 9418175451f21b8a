//! The sum being built on screen: one hand card, then table cards, announced as the rule book
//! does ("1 + 3 = 4, + 2 = 6, + 3 = 9"). Pure logic, tested natively.

use tablee_rules::tweak::{Action, CardId};

/// The cards chosen so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    hand: Option<CardId>,
    table: Vec<CardId>,
}

impl Selection {
    /// The chosen hand card.
    pub const fn hand(&self) -> Option<CardId> {
        self.hand
    }

    /// The chosen table cards, in the order chosen.
    pub fn table(&self) -> &[CardId] {
        &self.table
    }

    /// Whether `card` is chosen.
    pub fn contains(&self, card: CardId) -> bool {
        self.hand == Some(card) || self.table.contains(&card)
    }

    /// Chooses `card` as the hand card, or un-chooses it (T11: exactly one hand card).
    pub fn toggle_hand(&mut self, card: CardId) {
        self.hand = if self.hand == Some(card) {
            None
        } else {
            Some(card)
        };
    }

    /// Adds or removes a table card.
    pub fn toggle_table(&mut self, card: CardId) {
        if let Some(i) = self.table.iter().position(|c| *c == card) {
            self.table.remove(i);
        } else {
            self.table.push(card);
        }
    }

    /// Forgets cards that are no longer in the hand or on the table.
    pub fn keep_only(&mut self, hand: &[CardId], table: &[CardId]) {
        if self.hand.is_some_and(|c| !hand.contains(&c)) {
            self.hand = None;
        }
        self.table.retain(|c| table.contains(c));
    }

    /// Empties the selection.
    pub fn clear(&mut self) {
        *self = Selection::default();
    }

    /// The sum of the chosen values.
    pub fn total(&self) -> i32 {
        self.hand
            .iter()
            .chain(&self.table)
            .map(|c| i32::from(c.value()))
            .sum()
    }

    /// The running announcement: the hand card first, then each table card with the sum so far.
    pub fn announcement(&self) -> String {
        let cards: Vec<CardId> = self.hand.iter().chain(&self.table).copied().collect();
        announce_values(&cards)
    }

    /// The sum to play when the selection meets `target` (T11): one hand card and at least one
    /// table card.
    pub fn sum_action(&self, target: i32) -> Option<Action> {
        let hand = self.hand?;
        (!self.table.is_empty() && self.total() == target).then(|| Action::MakeSum {
            hand,
            table: self.table.clone(),
        })
    }

    /// Putting the hand card on the table (T13), when only a hand card is chosen.
    pub fn place_action(&self) -> Option<Action> {
        let card = self.hand?;
        self.table.is_empty().then_some(Action::PlaceCard { card })
    }

    /// The selection showing a sum the engine listed (for the hint).
    pub fn showing(action: &Action) -> Option<Selection> {
        match action {
            Action::MakeSum { hand, table } => Some(Selection {
                hand: Some(*hand),
                table: table.clone(),
            }),
            _ => None,
        }
    }
}

/// Announces a sum of `cards` in order: "1 + 3 = 4, + 2 = 6, + 3 = 9".
pub fn announce_values(cards: &[CardId]) -> String {
    let mut values = cards.iter().map(|c| i32::from(c.value()));
    let Some(first) = values.next() else {
        return String::new();
    };
    let mut text = first.to_string();
    let mut sum = first;
    for (i, value) in values.enumerate() {
        sum += value;
        let step = if i == 0 { " + " } else { ", + " };
        text = format!("{text}{step}{value} = {sum}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::tweak::Colour;

    /// A card of `value` (first copy of red for 1-3, then the other red cards).
    fn card(value: u8) -> CardId {
        CardId::of_colour(Colour::Orange)
            .find(|c| c.value() == value)
            .unwrap()
    }

    #[test]
    fn announcement_reads_like_the_rule_book() {
        let mut s = Selection::default();
        assert_eq!(s.announcement(), "");
        s.toggle_hand(card(1));
        assert_eq!(s.announcement(), "1");
        s.toggle_table(card(3));
        s.toggle_table(card(2));
        s.toggle_table(
            CardId::of_colour(Colour::Green)
                .find(|c| c.value() == 3)
                .unwrap(),
        );
        assert_eq!(s.announcement(), "1 + 3 = 4, + 2 = 6, + 3 = 9");
        assert_eq!(s.total(), 9);
    }

    #[test]
    fn a_sum_needs_one_hand_card_a_table_card_and_the_target() {
        let mut s = Selection::default();
        s.toggle_table(card(4));
        assert_eq!(s.sum_action(4), None, "no hand card (T11)");
        s.toggle_hand(card(3));
        assert_eq!(s.sum_action(8), None, "7 is not 8");
        assert!(matches!(s.sum_action(7), Some(Action::MakeSum { .. })));
        assert_eq!(
            s.place_action(),
            None,
            "placing takes only a hand card (T13)"
        );
        s.toggle_table(card(4));
        assert_eq!(s.sum_action(3), None, "a sum needs a table card (T11)");
        assert_eq!(s.place_action(), Some(Action::PlaceCard { card: card(3) }));
        s.toggle_hand(card(3));
        assert_eq!(s.hand(), None);
    }

    #[test]
    fn cards_that_left_are_forgotten() {
        let mut s = Selection::default();
        s.toggle_hand(card(1));
        s.toggle_table(card(2));
        s.keep_only(&[], &[card(2)]);
        assert_eq!(s.hand(), None);
        assert_eq!(s.table(), &[card(2)]);
    }
}
