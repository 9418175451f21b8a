//! Swaks's table: the seats, the pile with its reference, direction and the range it allows,
//! the countdown, the latest move, the hand of the person holding the device with the plays
//! their picked cards make, the round's log, the round summary and the match's end. Game time
//! runs through the shared driver ([`crate::table::realtime`]): bots jump in and call out on
//! their own time, and the countdown stands still behind the privacy screen.

use super::cards::SwaksCard;
use super::choice::Picked;
use super::hand::OwnHand;
use super::log::{describe_event, latest_words};
use super::summary::{MatchEnd, RoundSummary};
use super::table_state::TableState;
use super::text::SwaksKey;
use super::words;
use crate::components::privacy_screen::PrivacyScreen;
use crate::components::seat_strip::{Detail, SeatBadge, SeatStrip};
use crate::components::side_panel::SidePanel;
use crate::components::top_bar::TopBar;
use crate::handover::Screen;
use crate::i18n::{Key, Lang, Plural};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::swaks::{playable, Direction, View};
use tablee_rules::{GameKind, Seat};

/// Swaks's table as one seat's view draws it, on the device that holds the match or on a phone
/// holding one seat.
#[component]
pub(super) fn Tabletop(state: TableState) -> impl IntoView {
    let seats = state.seats;
    let app = use_app();
    let (screen, view) = (state.screen, state.view);

    // A new hand on screen starts afresh: nothing picked, no call ticked, no message.
    Effect::new(move |_| {
        screen.track();
        state.ui.picked.set(Vec::new());
        state.ui.call.set(false);
        state.clear_refusal();
    });
    // Picked cards that left the hand are dropped; the message goes with the next move.
    Effect::new(move |_| {
        view.with(|v| {
            let kept: Picked = state
                .ui
                .picked
                .get_untracked()
                .into_iter()
                .filter(|c| v.hand.contains(c))
                .collect();
            if state.ui.picked.with_untracked(|p| *p != kept) {
                state.ui.picked.set(kept);
            }
        });
    });

    let badges = Signal::derive(move || {
        let lang = app.lang.get();
        view.with(|v| {
            seats.with(|seats| {
                SeatBadge::for_seats(seats, |seat| {
                    (
                        v.due == seat && !v.is_finished(),
                        seat_detail(lang, v, seat),
                    )
                })
            })
        })
    });
    let phase = Memo::new(move |_| {
        if view.with(|v| v.is_finished()) {
            Phase::Over
        } else if state.summary_open() {
            Phase::Summary
        } else {
            Phase::Playing
        }
    });
    let title = Signal::derive(|| GameKind::Swaks.name().to_string());
    view! {
        <TopBar title />
        <div class="table swaks" class:play-screen=move || phase.get() == Phase::Playing data-testid="swaks-table">
            {state.strip(std::sync::Arc::new(move || view! { <SeatStrip seats=badges rows=true /> }.into_any()))}
            {move || match phase.get() {
                Phase::Playing => view! { <Board state /> }.into_any(),
                Phase::Summary => view! { <RoundSummary state /> }.into_any(),
                Phase::Over => view! { <MatchEnd state /> }.into_any(),
            }}
            <SidePanel id="log" title=Signal::derive(move || app.t(Key::Log).to_string())>
                <div>
                    <EventLog state />
                    {state.seed_line(Signal::derive(move || view.with(|v| v.is_finished())))}
                </div>
            </SidePanel>
        </div>
    }
}

/// Where the match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Playing,
    Summary,
    Over,
}

/// A seat's row: cards in hand and match points, short on screen and in words for a screen
/// reader.
fn seat_detail(lang: Lang, view: &View, seat: Seat) -> Detail {
    let (hand, points) = (view.hand_counts[seat], view.points[seat]);
    Detail {
        shown: format!(
            "{} · {}",
            Key::HandShort.fill(lang, &[&hand.to_string()]),
            Plural::PointsShort.fill(lang, points, &[])
        ),
        spoken: Some(format!(
            "{}, {}",
            Plural::HandCount.fill(lang, hand, &[]),
            Plural::MatchPoints.fill(lang, points, &[])
        )),
    }
}

/// The pile, the latest move, and the hand or the privacy screen.
#[component]
fn Board(state: TableState) -> impl IntoView {
    let app = use_app();
    let view = state.view;
    let latest = Signal::derive(move || {
        let lang = app.lang.get();
        view.with(|v| latest_words(lang, &v.events, &|seat| state.name(seat)))
    });
    view! {
        <section class="swaks-centre" aria-label=move || SwaksKey::OnThePile.text(app.lang.get())>
            <Pile state />
            <p class="move-banner" aria-live="polite" data-testid="swaks-latest">{latest}</p>
        </section>
        {move || match state.screen.get() {
            Screen::Privacy(seat) => view! {
                <PrivacyScreen player=Signal::derive(move || state.name(seat))
                    on_ready=Callback::new(move |_| state.reveal(seat)) />
            }.into_any(),
            Screen::Hand(seat) => view! { <OwnHand state seat /> }.into_any(),
            Screen::Covered => view! {
                <p class="muted swaks-covered">{move || {
                    let due = view.with(|v| v.due);
                    app.tf(Key::TurnOf, &[&state.name(due)])
                }}</p>
            }.into_any(),
        }}
    }
}

/// The top of the pile, the reference and direction, the range of cards that may follow, the
/// draw pile and the countdown.
#[component]
fn Pile(state: TableState) -> impl IntoView {
    let app = use_app();
    let view = state.view;
    let direction = Memo::new(move |_| view.with(|v| v.direction));
    let range = move || {
        let lang = app.lang.get();
        view.with(|v| {
            let faces = playable(v.reference, v.direction);
            SwaksKey::Playable.fill(
                lang,
                &[
                    &words::face_name(lang, faces[0]).to_string(),
                    &words::face_name(lang, faces[5]).to_string(),
                ],
            )
        })
    };
    view! {
        <div class="swaks-pile">
            <div class="swaks-top" data-testid="swaks-top">
                {move || view.with(|v| v.top).map(|card| view! { <SwaksCard card /> })}
            </div>
            <div class="swaks-reference">
                <p class="swaks-direction" data-direction=move || direction.get().id() data-testid="swaks-direction">
                    <span class="swaks-arrow" aria-hidden="true">{move || match direction.get() {
                        Direction::Up => "▲",
                        Direction::Down => "▼",
                    }}</span>
                    {move || match direction.get() {
                        Direction::Up => SwaksKey::GoingUp.text(app.lang.get()),
                        Direction::Down => SwaksKey::GoingDown.text(app.lang.get()),
                    }}
                </p>
                <p class="swaks-range" data-testid="swaks-range">{range}</p>
                <p class="muted small">{move || app.tn(Plural::DeckCount, view.with(|v| v.draw_count), &[])}</p>
                <Countdown state />
            </div>
        </div>
    }
}

/// The due player's time left (S12), as a bar and in seconds.
#[component]
fn Countdown(state: TableState) -> impl IntoView {
    let app = use_app();
    let total = state.view.with_untracked(|v| v.timer_ms).map(u64::from);
    let left = Memo::new(move |_| {
        let deadline = state.view.with(|v| v.deadline)?;
        Some(deadline.0.saturating_sub(state.now.get().0))
    });
    let shown = move || total.is_some() && left.get().is_some();
    let left_ms = move || left.get().unwrap_or(0);
    let total = total.unwrap_or(1).max(1);
    view! {
        <Show when=shown>
            <div class="swaks-countdown" role="timer" data-testid="swaks-countdown"
                class:swaks-countdown--low=move || left_ms() <= 2000>
                <div class="swaks-countdown-bar" aria-hidden="true"
                    style:width=move || format!("{}%", (left_ms() * 100 / total).min(100))></div>
                <span class="swaks-countdown-text">{move || {
                    SwaksKey::TimeLeft.fill(app.lang.get(), &[&left_ms().div_ceil(1000).to_string()])
                }}</span>
            </div>
        </Show>
    }
}

/// Every move of the round so far, newest last (the latest a view carries, after a line that
/// counts the earlier ones).
#[component]
fn EventLog(state: TableState) -> impl IntoView {
    let app = use_app();
    let earlier = move || state.view.with(|v| v.earlier_events);
    view! {
        {move || (earlier() > 0).then(|| view! {
            <p class="muted small">{move || app.tf(SwaksKey::EarlierEvents, &[&earlier().to_string()])}</p>
        })}
        <ol class="event-log" data-testid="swaks-log">
            {move || {
                let lang = app.lang.get();
                state.view.with(|v| {
                    v.events
                        .iter()
                        .map(|e| view! { <li>{describe_event(lang, e, &|seat| state.name(seat))}</li> })
                        .collect_view()
                })
            }}
        </ol>
    }
}
