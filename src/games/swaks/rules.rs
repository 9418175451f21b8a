//! The drawings under Swaks's rules page: the ladder going up and down and an example of each
//! combination. The text (facts from the rule book as settled by the rulings S1-S16) is data
//! the shell shows, see [`crate::components::rules_text`].

use super::cards::SwaksCard;
use super::ladder_view::LadderView;
use super::words::{combination_name, fill, Word};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::swaks::{CardId, Combination, Direction, Face, Family};

/// A card of the examples, with a joker's declared number.
type Shown = (CardId, Option<u8>);

/// The face `number` of `family`.
const fn face(family: Family, number: u8) -> Face {
    Face { family, number }
}

/// The first copy of the numbered card `number` of `family`.
const fn numbered(family: Family, number: u8) -> Shown {
    (CardId::number(face(family, number), 0), None)
}

/// One example of each combination (S9), its cards in an order that chains going up.
pub fn examples() -> [(Combination, Vec<Shown>); 4] {
    use Family::{Cochon, Mouton, Vache};
    [
        (
            Combination::Triple,
            vec![
                numbered(Mouton, 3),
                (CardId::number(face(Mouton, 3), 1), None),
                (CardId::joker(Mouton), Some(3)),
            ],
        ),
        (
            Combination::Carre,
            Family::ALL.iter().map(|&f| numbered(f, 4)).collect(),
        ),
        (
            Combination::Suite,
            (1..=5).map(|n| numbered(Cochon, n)).collect(),
        ),
        (
            Combination::SuiteRoyale,
            (1..=5)
                .map(|n| numbered(Vache, n))
                .chain([(CardId::joker(Vache), Some(5))])
                .collect(),
        ),
    ]
}

/// The ladder both ways and one example of each combination.
#[component]
pub fn SwaksRulesExamples() -> impl IntoView {
    let app = use_app();
    view! {
        <div class="swaks-rules-ladders">
            <LadderView reference=face(Family::Poule, 3) direction=Direction::Up />
            <LadderView reference=face(Family::Mouton, 3) direction=Direction::Down />
        </div>
        <div class="swaks-combos">
            {examples().into_iter().map(|(kind, cards)| view! {
                <figure class="swaks-combo">
                    <figcaption>{move || {
                        let lang = app.lang.get();
                        let draw = fill(Word::OthersDraw.text(lang), &[("n", &kind.size().to_string())]);
                        format!("{} · {draw}", combination_name(lang, kind))
                    }}</figcaption>
                    <ul class="card-row swaks-combo-cards">
                        {cards.into_iter().map(|(card, declared)| view! { <li><SwaksCard card declared /></li> }).collect_view()}
                    </ul>
                </figure>
            }).collect_view()}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use tablee_rules::swaks::{follows, Card};
    use tablee_rules::GameKind;

    #[test]
    fn the_examples_are_combinations_that_chain() {
        for (kind, cards) in examples() {
            assert_eq!(cards.len(), kind.size(), "{kind:?}");
            let faces: Vec<Face> = cards
                .iter()
                .map(|&(card, declared)| match (card.card(), declared) {
                    (Card::Number(f), None) => f,
                    (Card::Joker(family), Some(n)) => face(family, n),
                    other => panic!("{kind:?}: {other:?}"),
                })
                .collect();
            assert!(
                faces.windows(2).all(|w| follows(w[0], Direction::Up, w[1])),
                "{kind:?}"
            );
            let jokers = cards.iter().filter(|(_, d)| d.is_some()).count();
            let wanted = match kind {
                Combination::Triple | Combination::SuiteRoyale => 1,
                Combination::Carre | Combination::Suite => 0,
            };
            assert_eq!(jokers, wanted, "{kind:?}");
        }
    }

    /// The facts every language must state: the numbers of the deck, the hands, the
    /// penalties, the timer and the match targets.
    #[test]
    fn every_language_states_the_numbers() {
        for lang in Lang::ALL {
            let text = crate::components::rules_text::whole_text(GameKind::Swaks, lang);
            for number in ["44", "54", "58", "12", "20"] {
                assert!(text.contains(number), "{lang:?} lacks {number}");
            }
            assert!(text.contains("Swaks"), "{lang:?}");
        }
    }
}
