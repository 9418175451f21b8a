//! TWEAK's table: the deck with its target, the table cards, the hands (yours face up, the others
//! face down with counts), the won piles, the \[T!\] cards (played once confirmed), the log, and
//! the round summary ([`super::summary`]). In pass-and-play a hand is shown only to its own seat,
//! behind the privacy screen.

use super::board::{shown_seat, Board};
use super::cards::action_name;
use super::event_log::EventLog;
use super::moves::{self, LatestMove, TweakMoment};
use super::summary::RoundEnd;
use super::table_state::TableState;
use super::text::TweakPlural;
use crate::components::seat_strip::{Detail, SeatBadge, SeatStrip};
use crate::components::side_panel::SidePanel;
use crate::components::top_bar::TopBar;
use crate::i18n::{Key, Lang, Plural};
use leptos::prelude::*;
use tablee_rules::tweak::View;
use tablee_rules::{GameKind, Seat};

/// TWEAK's table as one seat's view draws it, on the device that holds the match or on a
/// phone holding one seat.
#[component]
pub(super) fn Tabletop(state: TableState) -> impl IntoView {
    let app = state.app;
    let moment = state.ui.moment;
    // How many people share this screen (none in a replay, where no moment pops up: the log
    // tells each one).
    let people = Signal::derive(move || state.people.with(Vec::len));
    let seats = state.seats;
    let view = state.view;
    let summary_open = Memo::new(move |_| state.summary_open());
    // A counter of moves, so the same seat acting twice in a row is still a new step.
    let step = Memo::new(move |_| {
        let (round, events, acting) = view.with(|v| (v.round, v.events.len(), v.acting()));
        (round, events, acting, summary_open.get())
    });
    let latest = Memo::new(move |_| view.with(|v| moves::latest_move(&v.events)));

    // A new TWEAK (not one already on the table when it opened) gets its moment when people
    // are at the table. Passing the device, it stays until someone goes on; one person alone
    // sees it for a moment (at the bots' pace) or goes on sooner.
    Effect::new(move |opened: Option<()>| {
        let Some(m) = latest.get() else { return };
        let people = people.get_untracked();
        if opened.is_none() || !m.tweak || people == 0 {
            return;
        }
        moment.set(Some(m.clone()));
        if people == 1 {
            let pace = app.settings.with_untracked(|s| s.bot_pace);
            set_timeout(
                move || close_moment(moment, Some(&m)),
                std::time::Duration::from_millis(pace.pause_ms(2_500)),
            );
        }
    });

    // What is being prepared follows the game: cards that left are dropped, and everything is
    // forgotten when the turn passes (a Bomb's victim starts from an empty sum line). After every
    // move, and when a [T!] choice opens or closes, the focus goes to the next action rather
    // than to the page body (not when the table first opens).
    Effect::new(move |first: Option<()>| {
        step.track();
        let shown = shown_seat(state.screen.get());
        view.with(|v| {
            let mut draft = state.ui.draft.get_untracked();
            draft.follow(v, shown);
            if state.ui.draft.with_untracked(|d| *d != draft) {
                state.ui.draft.set(draft);
            }
        });
        state.ui.draft.with(|d| d.pending().is_some());
        if first.is_some() {
            super::focus::after_move(false);
        }
    });

    let badges = Signal::derive(move || {
        let lang = app.lang.get();
        view.with(|view| {
            let acting = view.acting();
            // Everyone's hand, cards won this round and match points, yours included, and
            // the [T!] cards in front of them.
            seats.with(|seats| {
                SeatBadge::for_seats(seats, |seat| {
                    (acting.contains(&seat), seat_detail(lang, view, seat))
                })
            })
        })
    });

    let playing = move || !summary_open.get() && !view.with(|v| v.is_finished());
    let title = Signal::derive(|| GameKind::Tweak.name().to_string());
    view! {
        <TopBar title />
        <div class="table tweak" class:play-screen=playing data-testid="tweak-table">
            {state.strip(std::sync::Arc::new(move || view! { <SeatStrip seats=badges rows=true /> }.into_any()))}
            {move || if playing() {
                view! { <Board state latest /> }.into_any()
            } else {
                view! { <RoundEnd state /> }.into_any()
            }}
            <SidePanel id="log" title=Signal::derive(move || app.t(Key::Log).to_string())>
                <div>
                    <EventLog state />
                    {state.seed_line(Signal::derive(move || view.with(|v| v.is_finished())))}
                </div>
            </SidePanel>
            {move || moment.get().map(|m| {
                let name = state.name(m.seat);
                view! { <TweakMoment moment=m name on_continue=Callback::new(move |_| close_moment(moment, None)) /> }
            })}
        </div>
    }
}

/// Closes the TWEAK's moment (only if it is still `which`, when given) and sends the focus on
/// to the next action.
fn close_moment(moment: RwSignal<Option<LatestMove>>, which: Option<&LatestMove>) {
    let still_open = moment
        .try_with_untracked(|m| m.is_some() && (which.is_none() || m.as_ref() == which))
        .unwrap_or(false);
    if still_open {
        moment.set(None);
        super::focus::after_move(true);
    }
}

/// A seat's row: its hand, cards won, match points and \[T!\] cards, short on screen and in
/// full words for a screen reader.
fn seat_detail(lang: Lang, view: &View, seat: Seat) -> Detail {
    let (hand, won, points) = (
        view.hand_counts[seat],
        view.piles[seat].len(),
        view.totals[seat],
    );
    let actions = view.action_cards[seat]
        .iter()
        .filter_map(|card| card.action_kind())
        .map(|kind| action_name(kind).text(lang).to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let with_actions = |text: String, mark: &str| {
        if actions.is_empty() {
            text
        } else {
            format!("{text} · {mark}{actions}")
        }
    };
    Detail {
        shown: with_actions(
            format!(
                "{} · {} · {}",
                Key::HandShort.fill(lang, &[&hand.to_string()]),
                TweakPlural::WonShort.fill(lang, won, &[]),
                Plural::PointsShort.fill(lang, points, &[])
            ),
            "✦ ",
        ),
        spoken: Some(with_actions(
            format!(
                "{}, {}, {}",
                Plural::HandCount.fill(lang, hand, &[]),
                TweakPlural::PileCount.fill(lang, won, &[]),
                Plural::MatchPoints.fill(lang, points, &[])
            ),
            "[T!] ",
        )),
    }
}
