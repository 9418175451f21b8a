//! The middle of Twin It!'s table: the cards between the edges, who turns next, Le Ring's five
//! piles and Tous ensemble's countdown.

use super::faces::{Face, PileFace};
use super::places::{arrange, Places};
use super::table_state::TableState;
use super::text::TwinItKey;
use leptos::prelude::*;
use tablee_rules::twinit::{Action, Mode, PileId, Slot, Spot};

/// The middle of the table: Le Ring's five piles, the cards laid on the table, and in Tous
/// ensemble the countdown and the score.
#[component]
pub(super) fn Centre(state: TableState) -> impl IntoView {
    let app = state.app;
    let view = state.view;
    let mode = state.mode();
    // Cards keep their place while others come and go (see `places`).
    let places = Memo::new(move |before: Option<&Places>| {
        let now: Vec<Slot> = view.with(|v| v.table.iter().map(|&(slot, _)| slot).collect());
        arrange(before.map_or(&[][..], |b| b.as_slice()), &now)
    });
    // Each place with the card in it and the face it shows (a card turned over is drawn anew).
    let shown = move || {
        let places = places.get();
        view.with(|v| {
            let motif_at = |slot: Slot| v.table.iter().find(|(s, _)| *s == slot).map(|&(_, m)| m);
            places
                .iter()
                .enumerate()
                .map(|(i, place)| (i, place.and_then(|slot| motif_at(slot).map(|m| (slot, m)))))
                .collect::<Vec<_>>()
        })
    };
    view! {
        // Focusable: a scrolling region must be reachable from the keyboard (axe, found on the
        // lesson's empty table).
        <section class="tw-centre" tabindex="0" aria-label=move || TwinItKey::Table.text(app.lang.get())>
            {(mode == Mode::TousEnsemble).then(|| view! { <Countdown state /> })}
            {(mode == Mode::Ring).then(|| view! { <RingPiles state /> })}
            <ul class="tw-cards" class:tw-cards--spread=mode == Mode::TousEnsemble data-testid="tw-cards">
                <For each=shown key=|place| *place let((index, card))>
                    {match card {
                        Some((slot, motif)) => view! { <li><Face state spot=Spot::Table(slot) motif /></li> }.into_any(),
                        None => view! { <li class="tw-hole" aria-hidden="true" data-place=index.to_string()></li> }.into_any(),
                    }}
                </For>
            </ul>
            <TurnerLine state />
        </section>
    }
}

/// Who turns the next card (W5), for the modes with piles.
#[component]
fn TurnerLine(state: TableState) -> impl IntoView {
    let app = state.app;
    let mode = state.mode();
    let line = move || {
        let lang = app.lang.get();
        let (turner, over) = state.view.with(|v| (v.turner, v.is_finished()));
        match turner {
            _ if over => String::new(),
            Some(seat) => TwinItKey::TurnsNext.fill(lang, &[&state.name(seat)]),
            None => TwinItKey::NoMoreTurns.text(lang).to_string(),
        }
    };
    (mode != Mode::TousEnsemble).then(|| view! { <p class="tw-turner muted small">{line}</p> })
}

/// Le Ring's five shared piles, each with its Turn button for the person due to turn (W6).
#[component]
fn RingPiles(state: TableState) -> impl IntoView {
    let app = state.app;
    let piles = state.view.with_untracked(|v| v.piles.len());
    view! {
        <ul class="tw-ring">
            {(0..piles as u8).map(|p| {
                let pile = PileId(p);
                view! {
                    <li class="tw-ring-pile">
                        <PileFace state pile owner=None />
                        <button type="button" class="button tw-turn" data-testid=format!("tw-turn-pile-{p}")
                            aria-label=move || TwinItKey::TurnPile.fill(app.lang.get(), &[&(p + 1).to_string()])
                            disabled=move || state.person_turner().is_none()
                                || state.view.with(|v| v.piles[pile.index()].count == 0)
                            on:click=move |_| if let Some(seat) = state.person_turner() {
                                state.act(seat, Action::Turn(pile));
                            }>
                            {move || TwinItKey::Turn.text(app.lang.get())}
                        </button>
                    </li>
                }
            }).collect_view()}
        </ul>
    }
}

/// Tous ensemble's minute (W6): a bar and the seconds left, and the score so far.
#[component]
fn Countdown(state: TableState) -> impl IntoView {
    let app = state.app;
    let left = Memo::new(move |_| {
        let deadline = state.view.with(|v| v.deadline).unwrap_or_default();
        deadline.0.saturating_sub(state.now.get().0)
    });
    let total = tablee_rules::twinit::MINUTE_MS;
    view! {
        <div class="tw-countdown" role="timer" data-testid="tw-countdown" class:tw-countdown--low=move || left.get() <= 10_000>
            <div class="tw-countdown-bar" aria-hidden="true"
                style:width=move || format!("{}%", (left.get() * 100 / total).min(100))></div>
            <span class="tw-countdown-text">{move || TwinItKey::TimeLeft.fill(app.lang.get(), &[&left.get().div_ceil(1000).to_string()])}</span>
            <span class="tw-score" data-testid="tw-score">{move || super::text::points(app.lang.get(), state.view.with(|v| v.points))}</span>
        </div>
    }
}
