//! The end of a round: how each player scored (T17), the match totals (T18), and the way on to
//! the next round or a new match. The score table fits a phone held upright.

use super::table_state::TableState;
use super::text::{TweakKey, TweakPlural};
use crate::i18n::{Key, Plural};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tweak::{RoundScore, RoundSummary};

/// The summary of the round that just ended, or the end of the match.
#[component]
pub(super) fn RoundEnd(
    /// The table, drawn from its seat's view.
    state: TableState,
) -> impl IntoView {
    let app = use_app();
    let view = state.view;
    let summary = move || view.with(|v| v.last_round.clone());
    let finished = move || view.with(|v| v.is_finished());
    let threshold = move || view.with(|v| v.threshold);
    let headline = move || {
        let outcome = view.with(|v| v.outcome.clone())?;
        let names: Vec<String> = outcome.winners.iter().map(|w| state.name(*w)).collect();
        Some(app.tf(Key::Wins, &[&names.join(", ")]))
    };
    view! {
        <section class="panel round-end" aria-labelledby="round-end-title">
            <h2 id="round-end-title">{move || summary().map(|s| app.tf(Key::RoundOver, &[&s.round.to_string()]))}</h2>
            {move || finished().then(|| view! { <p class="tweak-celebrate" role="status">{move || app.tf(Key::GameOverHeadline, &[&headline().unwrap_or_default()])}</p> })}
            {move || summary().map(|s| view! { <SummaryTable state summary=s /> })}
            <p>{move || app.tn(Plural::MatchScores, threshold(), &[])}</p>
            <div class="form-actions">
                {move || if finished() {
                    view! {
                        // Watched again from this device's save.
                        {state.replay_link()}
                        <a href="/new/tweak" class="button button--primary">{move || app.t(Key::PlayAgain)}</a>
                    }.into_any()
                } else {
                    view! {
                        <button type="button" class="button button--primary" data-testid="next-round"
                            on:click=move |_| state.close_summary()>
                            {move || app.t(Key::NextRound)}
                        </button>
                    }.into_any()
                }}
            </div>
        </section>
    }
}

/// How many of one kind a player won, or their points.
type Count = fn(&RoundScore) -> i32;

/// The round's score sheet: one column per player and one row per kind of card (T17), then the
/// round's points and the match totals (T18). Players as columns keep it narrow enough for a
/// phone held upright, whatever the language.
#[component]
fn SummaryTable(state: TableState, summary: RoundSummary) -> impl IntoView {
    let app = use_app();
    let leftover = summary.leftover.len();
    let names = summary
        .scores
        .seats()
        .map(|seat| {
            let name = state.name(seat);
            view! { <th scope="col">{name}</th> }
        })
        .collect_view();
    // The kinds of points, then the total (None).
    let kinds: [(Option<TweakKey>, Count); 6] = [
        (Some(TweakKey::ScorePlain), |s| s.plain.into()),
        (Some(TweakKey::ScoreFives), |s| s.fives.into()),
        (Some(TweakKey::ScoreRed), |s| s.red.into()),
        (Some(TweakKey::ScoreRedFive), |s| s.red_five.into()),
        (Some(TweakKey::ScoreActions), |s| s.actions.into()),
        (None, |s| s.points),
    ];
    let rows = kinds
        .into_iter()
        .map(|(key, count)| {
            let cells = summary
                .scores
                .iter()
                .map(|(_, score)| view! { <td>{count(score)}</td> })
                .collect_view();
            view! { <tr class:tally-total=key.is_none()><th scope="row">{move || key.map_or(app.t(Key::Points), |key| app.t(key))}</th>{cells}</tr> }
        })
        .collect_view();
    let totals = summary
        .totals
        .values()
        .iter()
        .map(|total| view! { <td data-testid="match-total">{*total}</td> })
        .collect_view();
    view! {
        <table class="tally tweak-summary">
            <thead>
                <tr><td></td>{names}</tr>
            </thead>
            <tbody>
                {rows}
                <tr class="tally-total"><th scope="row">{move || app.t(Key::Total)}</th>{totals}</tr>
            </tbody>
        </table>
        <p class="muted small">{move || app.tn(TweakPlural::Leftover, leftover, &[])}</p>
    }
}
