//! What happened at the table, in words: the latest event under the table (a polite live
//! region, so screen readers hear it) and the game's log.

use super::art::names::motif_name;
use super::text::TwinItKey;
use crate::i18n::Lang;
use tablee_rules::twinit::{Event, Won};

/// One event as a sentence (two for an error: what differed, and the prise given back, W4),
/// with each seat called by `name`.
pub fn describe_event(
    name: &dyn Fn(tablee_rules::Seat) -> String,
    event: &Event,
    lang: Lang,
) -> String {
    let motif = |m| motif_name(lang, m);
    match event {
        Event::Turned { seat, motif: m, .. } => {
            TwinItKey::EvTurned.fill(lang, &[&name(*seat), &motif(*m)])
        }
        Event::Flipped { seat, motif: m, .. } => {
            TwinItKey::EvFlipped.fill(lang, &[&name(*seat), &motif(*m)])
        }
        Event::Won {
            seat,
            motif: m,
            how,
            ..
        } => match how {
            Won::Pair => TwinItKey::EvPair.fill(lang, &[&name(*seat), &motif(*m)]),
            Won::Stole { from } => {
                TwinItKey::EvStole.fill(lang, &[&name(*seat), &motif(*m), &name(*from)])
            }
            Won::Kept => TwinItKey::EvKept.fill(lang, &[&name(*seat), &motif(*m)]),
            Won::Triple => TwinItKey::EvTriple.fill(lang, &[&name(*seat), &motif(*m)]),
        },
        Event::Tied {
            seat,
            with,
            motif: m,
            ..
        } => TwinItKey::EvTied.fill(lang, &[&name(*seat), &name(*with), &motif(*m)]),
        Event::Litige {
            seats, motif: m, ..
        } => TwinItKey::EvLitige.fill(lang, &[&name(seats.0), &name(seats.1), &motif(*m)]),
        Event::Erred {
            seat,
            motifs,
            returned,
            ..
        } => {
            let erred =
                TwinItKey::EvErred.fill(lang, &[&name(*seat), &motif(motifs.0), &motif(motifs.1)]);
            let after = match returned {
                Some(m) => TwinItKey::EvGaveBack.fill(lang, &[&name(*seat), &motif(*m)]),
                None => TwinItKey::EvNoPrise.fill(lang, &[&name(*seat)]),
            };
            format!("{erred} {after}")
        }
    }
}

/// Whether the event is worth a line of its own in the latest-move area: claims, errors and
/// disputes (every turned card would drown them out).
pub fn is_notable(event: &Event) -> bool {
    !matches!(event, Event::Turned { .. } | Event::Flipped { .. })
}
