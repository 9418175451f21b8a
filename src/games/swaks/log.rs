//! Swaks's moves in words: what a play is ("Boost with 3 of Hen"), and what happened, for the
//! banner over the pile and the round's log.

use super::text::{cards, SwaksKey};
use super::words;
use crate::i18n::Lang;
use tablee_rules::swaks::{Action, Event, Failure};
use tablee_rules::Seat;

/// A play in words: its cards, a joker with its declared number, a special with its card.
pub fn describe_action(lang: Lang, action: &Action) -> String {
    match action {
        Action::Single { piece, .. } => words::piece_name(lang, *piece).to_string(),
        Action::JumpIn { card, .. } => words::card_name(lang, *card).to_string(),
        Action::Boost { card, with, .. } => {
            with_card(lang, words::card_name(lang, *card).to_string(), with)
        }
        Action::UpsideDown {
            card,
            direction,
            with,
            ..
        } => {
            let flip = SwaksKey::NowGoing.fill(
                lang,
                &[
                    &words::card_name(lang, *card).to_string(),
                    words::direction_name(lang, *direction),
                ],
            );
            with_card(lang, flip, with)
        }
        Action::Combination { kind, pieces, .. } => {
            let list = pieces
                .iter()
                .map(|p| words::piece_name(lang, *p).to_string())
                .collect::<Vec<_>>()
                .join(", ");
            SwaksKey::ComboOf.fill(lang, &[words::combination_name(lang, *kind), &list])
        }
        Action::Draw => SwaksKey::Draw.fill(lang, &[&cards(lang, 2)]),
        Action::CallSwaks { .. } => String::new(),
    }
}

/// `first` played together with the family card `with`, if any (S8).
fn with_card(lang: Lang, first: String, with: &Option<tablee_rules::swaks::Piece>) -> String {
    match with {
        Some(piece) => SwaksKey::WithCard.fill(
            lang,
            &[&first, &words::piece_name(lang, *piece).to_string()],
        ),
        None => first,
    }
}

/// One event of the round in words; `name` gives a seat's name.
pub fn describe_event(lang: Lang, event: &Event, name: &dyn Fn(Seat) -> String) -> String {
    match event {
        Event::RoundStarted {
            round,
            starter,
            reference,
            ..
        } => SwaksKey::EvRoundStarted.fill(
            lang,
            &[
                &round.to_string(),
                &name(*starter),
                &words::face_name(lang, *reference).to_string(),
            ],
        ),
        Event::Played { seat, action, .. } => {
            let key = if matches!(action, Action::JumpIn { .. }) {
                SwaksKey::EvJumpedIn
            } else {
                SwaksKey::EvPlayed
            };
            let played = key.fill(lang, &[&name(*seat), &describe_action(lang, action)]);
            if action.swaks() {
                let call = SwaksKey::EvSaidSwaks.fill(lang, &[&name(*seat)]);
                format!("{played} {call}")
            } else {
                played
            }
        }
        Event::Penalty { drew, .. } => {
            let most = drew.iter().map(|(_, n)| usize::from(*n)).max().unwrap_or(0);
            SwaksKey::EvPenalty.fill(lang, &[&cards(lang, most)])
        }
        Event::Failed { seat, why, drew } => {
            let drew = cards(lang, usize::from(*drew));
            match why {
                Failure::Passed => SwaksKey::EvPassed.fill(lang, &[&name(*seat), &drew]),
                Failure::TimeUp => SwaksKey::EvTimeUp.fill(lang, &[&name(*seat), &drew]),
                Failure::FalseJump(card) => SwaksKey::EvFalseJump.fill(
                    lang,
                    &[
                        &name(*seat),
                        &words::card_name(lang, *card).to_string(),
                        &drew,
                    ],
                ),
            }
        }
        Event::CalledOut { by, on, drew } => SwaksKey::EvCalledOut.fill(
            lang,
            &[&name(*by), &name(*on), &cards(lang, usize::from(*drew))],
        ),
        Event::Reshuffled { cards: n } => SwaksKey::EvReshuffled.fill(lang, &[&cards(lang, *n)]),
        Event::WonRound { seat, .. } => SwaksKey::EvWonRound.fill(lang, &[&name(*seat)]),
    }
}

/// The latest move in words, for the banner over the pile: the last event, with the play it
/// follows when it is that play's consequence (a combination's penalty, going out).
pub fn latest_words(lang: Lang, events: &[Event], name: &dyn Fn(Seat) -> String) -> String {
    let Some((last, before)) = events.split_last() else {
        return String::new();
    };
    let last_words = describe_event(lang, last, name);
    match (last, before.last()) {
        (Event::Penalty { .. } | Event::WonRound { .. }, Some(played @ Event::Played { .. })) => {
            format!("{} {last_words}", describe_event(lang, played, name))
        }
        _ => last_words,
    }
}
