//! From the cards a person picked to the plays they make: pure, tested natively.
//!
//! The rules list each distinct play once, with the lower id of two identical cards; the person
//! may pick either copy, so plays are matched by what the cards are, and played with the very
//! cards picked.

use tablee_rules::swaks::{Action, Card, CardId, Combination, Direction, Piece};

/// The cards picked, in the order picked (a combination is played in that order).
pub type Picked = Vec<CardId>;

/// What a person may do with the cards picked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Nothing picked.
    Nothing,
    /// The plays made of exactly these cards, in this order; one per joker number or
    /// announcement. Each comes with and without the "Swaks!" call when it leaves one card.
    Plays(Vec<Action>),
    /// The cards make a combination, but not in the order picked: the orders that chain.
    OtherOrders(Vec<Action>),
    /// No play is made of these cards: this attempt says why when the rules check it.
    Refused(Action),
}

/// What the cards `picked` can be played as, given the seat's `legal` plays, the `reference`'s
/// number (for a lone joker tried on it) and the `direction`.
pub fn choose(
    picked: &[CardId],
    legal: &[Action],
    reference_number: u8,
    direction: Direction,
) -> Choice {
    if picked.is_empty() {
        return Choice::Nothing;
    }
    let plays: Vec<Action> = legal
        .iter()
        .filter(|a| {
            !matches!(
                a,
                Action::JumpIn { .. } | Action::CallSwaks { .. } | Action::Draw
            )
        })
        .filter_map(|a| same_cards(a, picked, true))
        .collect();
    if !plays.is_empty() {
        return Choice::Plays(plays);
    }
    let orders: Vec<Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::Combination { .. }))
        .filter_map(|a| same_cards(a, picked, false))
        .collect();
    if !orders.is_empty() {
        return Choice::OtherOrders(orders);
    }
    Choice::Refused(attempt(picked, reference_number, direction))
}

/// The play closest to what the person picked, to let the rules say why it is refused.
fn attempt(picked: &[CardId], reference_number: u8, direction: Direction) -> Action {
    let piece = |card: CardId| match card.card() {
        // S5: a lone joker is tried on the reference's number, so the rules can say why not.
        Card::Joker(_) => Piece::Joker {
            card,
            number: reference_number,
        },
        _ => Piece::Number(card),
    };
    let special = |card: CardId| matches!(card.card(), Card::Special(_));
    match picked {
        [one] if special(*one) => special_play(*one, None, direction),
        [one] => Action::Single {
            piece: piece(*one),
            swaks: false,
        },
        // S8: a special goes with at most one family card.
        [a, b] if special(*a) && !special(*b) => special_play(*a, Some(piece(*b)), direction),
        [a, b] if special(*b) && !special(*a) => special_play(*b, Some(piece(*a)), direction),
        _ => Action::Combination {
            kind: match picked.len() {
                3 => Combination::Triple,
                4 => Combination::Carre,
                5 => Combination::Suite,
                _ => Combination::SuiteRoyale,
            },
            pieces: picked.iter().map(|&c| piece(c)).collect(),
            swaks: false,
        },
    }
}

/// A Boost or an Upside Down (announcing the flip, S6), alone or with `with`.
fn special_play(card: CardId, with: Option<Piece>, direction: Direction) -> Action {
    match card.card() {
        Card::Special(tablee_rules::swaks::Special::Boost) => Action::Boost {
            card,
            with,
            swaks: false,
        },
        _ => Action::UpsideDown {
            card,
            direction: direction.flipped(),
            with,
            swaks: false,
        },
    }
}

/// `action` played with the cards `picked` when it is made of the same cards (in the same
/// order when `ordered` and the action is a combination; as a set otherwise).
fn same_cards(action: &Action, picked: &[CardId], ordered: bool) -> Option<Action> {
    let cards = action.cards();
    if cards.len() != picked.len() {
        return None;
    }
    let mut free: Vec<Option<CardId>> = picked.iter().copied().map(Some).collect();
    // S9: a combination is played in the order its cards were picked; other plays are sets.
    let in_order = ordered && matches!(action, Action::Combination { .. });
    let mut swapped = Vec::with_capacity(cards.len());
    for (i, card) in cards.iter().enumerate() {
        let slot = if in_order {
            (free[i].is_some_and(|p| p.card() == card.card())).then_some(i)
        } else {
            free.iter()
                .position(|p| p.is_some_and(|p| p.card() == card.card()))
        }?;
        swapped.push(free[slot].take()?);
    }
    let mut next = swapped.into_iter();
    Some(with_cards(action, &mut || {
        next.next().expect("as many cards")
    }))
}

/// `action` with each of its cards, in order, replaced by `next()`.
fn with_cards(action: &Action, next: &mut dyn FnMut() -> CardId) -> Action {
    fn piece(p: Piece, next: &mut dyn FnMut() -> CardId) -> Piece {
        match p {
            Piece::Number(_) => Piece::Number(next()),
            Piece::Joker { number, .. } => Piece::Joker {
                card: next(),
                number,
            },
        }
    }
    match action.clone() {
        Action::Single { piece: p, swaks } => Action::Single {
            piece: piece(p, next),
            swaks,
        },
        Action::Boost { with, swaks, .. } => {
            let card = next();
            Action::Boost {
                card,
                with: with.map(|p| piece(p, next)),
                swaks,
            }
        }
        Action::UpsideDown {
            direction,
            with,
            swaks,
            ..
        } => {
            let card = next();
            Action::UpsideDown {
                card,
                direction,
                with: with.map(|p| piece(p, next)),
                swaks,
            }
        }
        Action::Combination {
            kind,
            pieces,
            swaks,
        } => Action::Combination {
            kind,
            pieces: pieces.into_iter().map(|p| piece(p, next)).collect(),
            swaks,
        },
        other => other,
    }
}

/// The plays among `plays` that carry the "Swaks!" call as `call` says, where a play may carry
/// it (one that leaves one card comes both ways; others only without it).
pub fn with_call(plays: &[Action], call: bool) -> Vec<Action> {
    let chosen: Vec<Action> = plays
        .iter()
        .filter(|a| a.swaks() == call)
        .cloned()
        .collect();
    if chosen.is_empty() {
        plays.to_vec()
    } else {
        chosen
    }
}

/// The hand in the order shown: by family and number, each family's joker after its cards,
/// then the Boosts and the Upside Downs.
pub fn sorted_hand(hand: &[CardId]) -> Vec<CardId> {
    let mut sorted = hand.to_vec();
    tablee_rules::small_sort::sort_by_key(&mut sorted, |&card| match card.card() {
        Card::Number(face) => (face.family.index(), face.number, card.0),
        Card::Joker(family) => (family.index(), 6, card.0),
        Card::Special(special) => (4 + special as u8, 0, card.0),
    });
    sorted
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::swaks::{Face, Family, Options, Swaks};
    use tablee_rules::{Game, Seat};

    fn n(family: Family, number: u8, copy: u8) -> CardId {
        CardId::number(Face::new(family, number).unwrap(), copy)
    }

    #[test]
    fn either_copy_of_an_identical_card_plays() {
        let legal = vec![Action::Single {
            piece: Piece::Number(n(Family::Poule, 3, 0)),
            swaks: false,
        }];
        let second = n(Family::Poule, 3, 1);
        assert_eq!(
            choose(&[second], &legal, 3, Direction::Up),
            Choice::Plays(vec![Action::Single {
                piece: Piece::Number(second),
                swaks: false
            }])
        );
    }

    #[test]
    fn a_combination_in_another_order_offers_the_orders_that_chain() {
        let (a, b, c) = (
            n(Family::Poule, 1, 0),
            n(Family::Poule, 1, 1),
            CardId::joker(Family::Poule),
        );
        let triple = |pieces: Vec<Piece>| Action::Combination {
            kind: Combination::Triple,
            pieces,
            swaks: false,
        };
        let joker = Piece::Joker { card: c, number: 1 };
        let legal = vec![triple(vec![Piece::Number(a), Piece::Number(b), joker])];
        match choose(&[c, a, b], &legal, 1, Direction::Up) {
            Choice::OtherOrders(orders) => assert_eq!(orders, legal),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            choose(&[a, b, c], &legal, 1, Direction::Up),
            Choice::Plays(_)
        ));
    }

    #[test]
    fn a_card_that_cannot_follow_is_tried_so_the_rules_can_say_why() {
        // On a fresh game, every refused single card gets its reason from the rules.
        let game = Swaks::new(&Options::default(), 3, 5).unwrap();
        let seat = game.due();
        let view = game.view(seat);
        for &card in &view.hand {
            let choice = choose(&[card], &view.legal, view.reference.number, view.direction);
            match choice {
                Choice::Plays(plays) => assert!(plays.iter().all(|p| game.is_legal(seat, p))),
                Choice::Refused(attempt) => {
                    assert!(game.check(seat, &attempt, tablee_rules::Millis(0)).is_err())
                }
                other => panic!("{other:?}"),
            }
        }
        let _ = Seat(0);
    }

    #[test]
    fn the_hand_is_sorted_by_family_then_number_with_specials_last() {
        let hand = [
            CardId::boost(0),
            n(Family::Mouton, 2, 0),
            CardId::joker(Family::Poule),
            n(Family::Poule, 5, 1),
            n(Family::Poule, 1, 0),
        ];
        assert_eq!(
            sorted_hand(&hand),
            vec![
                n(Family::Poule, 1, 0),
                n(Family::Poule, 5, 1),
                CardId::joker(Family::Poule),
                n(Family::Mouton, 2, 0),
                CardId::boost(0)
            ]
        );
    }

    #[test]
    fn the_call_picks_its_form_where_a_play_has_both() {
        let one = |swaks| Action::Single {
            piece: Piece::Number(n(Family::Vache, 2, 0)),
            swaks,
        };
        assert_eq!(with_call(&[one(false), one(true)], true), vec![one(true)]);
        assert_eq!(with_call(&[one(false)], true), vec![one(false)]);
    }
}
