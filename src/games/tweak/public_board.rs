//! TWEAK's table screen: the public view drawn large on a tablet between the players or a
//! laptop on a TV, while each person plays on their own phone (a watching phone sees it too).
//! It shows only what anyone at the table may see: the target, the table cards, the deck and the
//! \[T!\] stack, each seat's counts and match total, whose turn it is, the round and its latest
//! events, and the outcome.

use super::cards::{action_name, TweakCard};
use super::log::describe;
use super::text::{TweakKey, TweakPlural};
use crate::components::card::CardBack;
use crate::i18n::{Key, Lang, Plural};
use crate::state::use_app;
use crate::table::phones::board::{last_few, seat_name};
use leptos::prelude::*;
use tablee_rules::tweak::{Event, Public};
use tablee_rules::{Millis, Seat};

/// How many of the latest events the board tells, the newest in its own live line.
const EVENTS_SHOWN: usize = 4;

/// The table screen: TWEAK's public view large enough to read from across the room — the
/// target (Joker included), the face-up table cards, the deck and \[T!\] stack counts, each
/// seat's name with its hand, won cards, \[T!\] cards and match total, whose turn it is (or who
/// owes the Bomb a card), the round, the last few events in words, and the outcome once the
/// match is over. `names` gives each seat's name by seat index; TWEAK has no clock, so `now` is
/// not read.
pub fn public_board(
    public: Signal<Public>,
    names: Signal<Vec<String>>,
    now: Signal<Millis>,
) -> AnyView {
    // Turn-based: nothing on this board depends on the time.
    let _ = now;
    let app = use_app();
    let name = move |seat: Seat| names.with(|n| seat_name(app.lang.get(), n, seat));

    let round = move || {
        let lang = app.lang.get();
        public.with(|p| {
            format!(
                "{} · {}",
                TweakKey::RoundN.fill(lang, &[&p.round.to_string()]),
                Plural::MatchScores.fill(lang, p.threshold, &[])
            )
        })
    };
    let target = move || {
        let lang = app.lang.get();
        public.with(|p| match p.joker {
            0 => TweakKey::TweakTarget.fill(lang, &[&p.target.to_string()]),
            joker => {
                let sign = if joker > 0 { "+1" } else { "−1" };
                TweakKey::TweakTargetJoker.fill(lang, &[&p.target_now().to_string(), sign])
            }
        })
    };
    let deck = move || {
        let (deck, target) = public.with(|p| (p.deck_count, p.target));
        if deck > 0 {
            view! { <CardBack mark=target.to_string() label=app.tf(Key::CardBack, &[&target.to_string()]) /> }.into_any()
        } else {
            view! {
                <div class="card card--blue-seven" role="img" aria-label=move || app.t(TweakKey::BlueSeven)>
                    <span class="card-value" aria-hidden="true">"7"</span>
                </div>
            }
            .into_any()
        }
    };
    // The rows are drawn once per seat count; each follows its own numbers.
    let seats =
        Memo::new(move |_| public.with(|p| u8::try_from(p.hand_counts.len()).unwrap_or(u8::MAX)));
    let turn = move || {
        let lang = app.lang.get();
        public.with(|p| turn_words(lang, p, &name))
    };
    let events = Memo::new(move |_| {
        let lang = app.lang.get();
        public.with(|p| recent_words(lang, p, &name))
    });
    let older = move || {
        events.with(|lines| {
            let before = lines.len().saturating_sub(1);
            lines[..before]
                .iter()
                .map(|line| view! { <li>{line.clone()}</li> })
                .collect_view()
        })
    };
    let newest = move || events.with(|lines| lines.last().cloned().unwrap_or_default());

    view! {
        <div class="middle middle-frame middle-tweak" data-testid="middle-board">
            <header class="middle-head">
                <p class="middle-round">{round}</p>
                <div class="middle-target">
                    {deck}
                    <div class="middle-target-words">
                        <strong data-testid="middle-target">{target}</strong>
                        <span>{move || app.tn(Plural::DeckCount, public.with(|p| p.deck_count), &[])}</span>
                        <span>{move || app.tf(TweakKey::ActionStack, &[&public.with(|p| p.action_stack_count).to_string()])}</span>
                    </div>
                </div>
                <p class="middle-turn middle-big" role="status" aria-live="polite" data-testid="middle-turn">{turn}</p>
            </header>
            <section class="middle-table" aria-label=move || app.t(TweakKey::TableCards)>
                <ul class="card-row middle-tweak-cards" data-testid="middle-table-cards">
                    <For each=move || public.with(|p| p.table.clone()) key=|card| card.0 let:card>
                        <li><TweakCard card /></li>
                    </For>
                </ul>
            </section>
            <section class="middle-events" aria-label=move || app.t(Key::Log)>
                <ol class="middle-older">{older}</ol>
                <p class="middle-latest" role="status" aria-live="polite" data-testid="middle-latest">{newest}</p>
            </section>
            <ol class="middle-seats" aria-label=move || app.t(Key::Seats)>
                {move || (0..seats.get()).map(|i| seat_row(public, Seat(i), name)).collect_view()}
            </ol>
        </div>
    }
    .into_any()
}

/// One seat's row: its name, a sign and a word when it must act, its match total, and its hand,
/// won cards and \[T!\] cards.
fn seat_row(
    public: Signal<Public>,
    seat: Seat,
    name: impl Fn(Seat) -> String + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let app = use_app();
    let acting = move || public.with(|p| p.acting().contains(&seat));
    let won = move || {
        public.with(|p| {
            p.outcome
                .as_ref()
                .is_some_and(|o| o.winners.contains(&seat))
        })
    };
    let mark = move || {
        let lang = app.lang.get();
        public.with(|p| {
            if won() {
                "★".to_string()
            } else if p.bomb_pending.contains(&seat) {
                format!("✦ {}", TweakKey::Bomb.text(lang))
            } else if acting() {
                format!("▶ {}", TweakKey::MiddleToPlay.text(lang))
            } else {
                String::new()
            }
        })
    };
    let detail = move || {
        let lang = app.lang.get();
        public.with(|p| {
            let mut parts = vec![
                Key::HandShort.fill(lang, &[&p.hand_counts[seat].to_string()]),
                TweakPlural::WonShort.fill(lang, p.piles[seat].len(), &[]),
            ];
            let actions: Vec<&str> = p.action_cards[seat]
                .iter()
                .filter_map(|card| card.action_kind())
                .map(|kind| action_name(kind).text(lang))
                .collect();
            if !actions.is_empty() {
                parts.push(format!("[T!] {}", actions.join(", ")));
            }
            parts.join(" · ")
        })
    };
    view! {
        <li class="middle-seat" class:middle-seat--turn=acting class:middle-seat--winner=won>
            <span class="middle-seat-name">{move || name(seat)}</span>
            <span class="middle-seat-score">{move || app.tn(Plural::PointsShort, public.with(|p| p.totals[seat]), &[])}</span>
            <span class="middle-seat-detail">{detail}</span>
            <span class="middle-seat-mark">{mark}</span>
        </li>
    }
}

/// Whose turn it is in words: the outcome once the match is over, the players who owe the Bomb
/// a card, else the player on turn.
fn turn_words(lang: Lang, public: &Public, name: &dyn Fn(Seat) -> String) -> String {
    if let Some(outcome) = &public.outcome {
        let winners: Vec<String> = outcome.winners.iter().map(|s| name(*s)).collect();
        let who = if winners.len() == 1 {
            Key::Wins.fill(lang, &[&winners[0]])
        } else {
            Key::SharedWin.fill(lang, &[&winners.join(", ")])
        };
        return Key::GameOverHeadline.fill(lang, &[&who]);
    }
    if !public.bomb_pending.is_empty() {
        let owing: Vec<String> = public.bomb_pending.iter().map(|s| name(*s)).collect();
        return format!(
            "✦ {}",
            TweakKey::BombChoose.fill(lang, &[&owing.join(", ")])
        );
    }
    format!("▶ {}", Key::TurnOf.fill(lang, &[&name(public.turn)]))
}

/// The latest events in words, oldest first; at the start of a round the previous round's last
/// events lead in.
fn recent_words(lang: Lang, public: &Public, name: &dyn Fn(Seat) -> String) -> Vec<String> {
    let earlier: Vec<(u32, &Event)> = public
        .last_round
        .as_ref()
        .filter(|r| r.round != public.round)
        .map(|r| r.events.iter().map(|e| (r.round, e)).collect())
        .unwrap_or_default();
    let latest: Vec<(u32, &Event)> = public.events.iter().map(|e| (public.round, e)).collect();
    last_few(&earlier, &latest, EVENTS_SHOWN)
        .into_iter()
        .map(|(round, event)| describe(lang, event, *round, name))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::tweak::{Options, Tweak};
    use tablee_rules::Game;

    #[test]
    fn the_turn_names_the_player_on_turn_then_the_winners() {
        let mut public = Tweak::new(&Options::default(), 3, 7).unwrap().public_view();
        let names = ["Ana".to_string(), "Bo".to_string()];
        let name = |seat| seat_name(Lang::En, &names, seat);
        let turn = turn_words(Lang::En, &public, &name);
        assert!(turn.contains(&name(public.turn)), "{turn}");
        assert_eq!(name(Seat(2)), "Player 3");
        public.outcome = Some(tablee_rules::Outcome {
            scores: public.totals.clone(),
            winners: vec![Seat(0), Seat(1)],
        });
        assert_eq!(
            turn_words(Lang::En, &public, &name),
            "Game over: Shared win: Ana, Bo"
        );
    }
}
