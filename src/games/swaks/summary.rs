//! Between rounds and at the end: who went out, the match points, the cards each player keeps
//! into the next round (S16), and the match's winner.

use super::table_state::TableState;
use super::text::SwaksKey;
use crate::i18n::{Key, Plural};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::Seat;

/// The summary of the round that just ended, until someone goes on.
#[component]
pub fn RoundSummary(
    /// The table.
    state: TableState,
) -> impl IntoView {
    let app = use_app();
    let summary = state.view.with_untracked(|v| v.last_round.clone());
    let Some(summary) = summary else {
        return ().into_any();
    };
    let seats = summary.points.len();
    let rows = (0..seats as u8)
        .map(Seat)
        .map(|seat| {
            let (points, kept) = (summary.points[seat], summary.hand_counts[seat]);
            view! {
                <tr class:summary-winner=seat == summary.winner>
                    <th scope="row">{state.name(seat)}{(seat == summary.winner).then_some(" ★")}</th>
                    <td>{move || app.tn(Plural::Points, points, &[])}</td>
                    <td>{move || app.tn(Plural::HandCount, kept, &[])}</td>
                </tr>
            }
        })
        .collect_view();
    let winner = state.name(summary.winner);
    let round = summary.round.to_string();
    let heading = crate::table::focus::heading_on_mount();
    let next = move |_| state.close_summary();
    view! {
        <section class="panel swaks-summary" aria-labelledby="swaks-summary-title" data-testid="swaks-summary">
            <h2 id="swaks-summary-title" tabindex="-1" node_ref=heading>{move || app.tf(Key::RoundOver, &[&round])}</h2>
            <p class="summary-headline">{move || app.tf(Key::Wins, &[&winner])}</p>
            <table class="score-table">
                <thead><tr>
                    <th scope="col"></th>
                    <th scope="col">{move || SwaksKey::MatchPoints.text(app.lang.get())}</th>
                    <th scope="col">{move || SwaksKey::Kept.text(app.lang.get())}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
            <p class="muted small">{move || app.tn(Plural::MatchScores, state.view.with(|v| v.target), &[])}</p>
            <button type="button" class="button button--primary" data-testid="swaks-next-round" on:click=next>
                {move || app.t(Key::NextRound)}
            </button>
        </section>
    }
    .into_any()
}

/// The end of the match: the winner and every seat's match points.
#[component]
pub fn MatchEnd(
    /// The table.
    state: TableState,
) -> impl IntoView {
    let app = use_app();
    let (outcome, seats) = state
        .view
        .with_untracked(|v| (v.outcome.clone(), v.points.len()));
    let Some(outcome) = outcome else {
        return ().into_any();
    };
    let names: Vec<String> = outcome.winners.iter().map(|&s| state.name(s)).collect();
    let headline = move || match names.as_slice() {
        [one] => app.tf(Key::Wins, &[one]),
        many => app.tf(Key::SharedWin, &[&many.join(", ")]),
    };
    let rows = (0..seats as u8)
        .map(Seat)
        .map(|seat| {
            let points = outcome.scores[seat];
            let won = outcome.winners.contains(&seat);
            view! {
                <tr class:summary-winner=won>
                    <th scope="row">{state.name(seat)}{won.then_some(" ★")}</th>
                    <td>{move || app.tn(Plural::Points, points, &[])}</td>
                </tr>
            }
        })
        .collect_view();
    let heading = crate::table::focus::heading_on_mount();
    view! {
        <section class="panel swaks-summary" aria-labelledby="swaks-end-title" data-testid="swaks-end">
            <h2 id="swaks-end-title" tabindex="-1" node_ref=heading>{move || app.tf(Key::GameOverHeadline, &[&headline()])}</h2>
            <table class="score-table"><tbody>{rows}</tbody></table>
            <div class="form-actions">
                // Watched again from this device's save.
                {state.replay_link()}
                <a href="/new/swaks" class="button button--primary">{move || app.t(Key::PlayAgain)}</a>
                <a href="/" class="button">{move || app.t(Key::Home)}</a>
            </div>
        </section>
    }
    .into_any()
}
