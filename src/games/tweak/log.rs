//! The round's events told in words.

use super::cards::{card_list, card_name};
use super::text::{TweakKey, TweakPlural};
use crate::i18n::{Key, Lang};
use tablee_rules::tweak::{CardId, Event};

/// The cards a sum took, hand card first (as the sum is announced).
pub fn sum_cards(hand: CardId, table: &[CardId]) -> Vec<CardId> {
    std::iter::once(hand).chain(table.iter().copied()).collect()
}

/// One event as a sentence; `name` gives a seat's name.
pub fn describe(
    lang: Lang,
    event: &Event,
    round: u32,
    name: &dyn Fn(tablee_rules::Seat) -> String,
) -> String {
    match event {
        Event::Dealt { dealer, .. } => {
            TweakKey::EvDealt.fill(lang, &[&name(*dealer), &round.to_string()])
        }
        Event::Stole { by, victim, card } => {
            Key::EvStole.fill(lang, &[&name(*by), &name(*victim), &card_name(lang, *card)])
        }
        Event::Joker { by, delta } => {
            let sign = if *delta > 0 { "+1" } else { "−1" };
            TweakKey::EvJoker.fill(lang, &[&name(*by), sign])
        }
        Event::Shifted { by, card } => {
            TweakKey::EvShifted.fill(lang, &[&name(*by), &card_name(lang, *card)])
        }
        Event::Bomb { by, .. } => TweakKey::EvBomb.fill(lang, &[&name(*by)]),
        Event::BombDiscard { seat, card } => {
            TweakKey::EvBombDiscard.fill(lang, &[&name(*seat), &card_name(lang, *card)])
        }
        Event::Sum {
            seat,
            hand,
            table,
            tweak,
        } => {
            let cards = sum_cards(*hand, table);
            let announcement = super::selection::announce_values(&cards);
            let mut text =
                TweakPlural::EvSum.fill(lang, cards.len(), &[&name(*seat), &announcement]);
            if tweak.is_some() {
                text = format!("{text} {}", TweakKey::EvTweak.fill(lang, &[&name(*seat)]));
            }
            text
        }
        Event::TweakWithoutCard { seat } => TweakKey::EvTweakNoCard.fill(lang, &[&name(*seat)]),
        Event::Placed { seat, card } => {
            TweakKey::EvPlaced.fill(lang, &[&name(*seat), &card_name(lang, *card)])
        }
        Event::TableRefilled { cards } => {
            TweakKey::EvTableRefilled.fill(lang, &[&card_list(lang, cards)])
        }
        Event::Skipped { seat, .. } => TweakKey::EvSkipped.fill(lang, &[&name(*seat)]),
    }
}
