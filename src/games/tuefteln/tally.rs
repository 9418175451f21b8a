//! The score pad: kind, count, points, bonus and total, updated live.

use super::names;
use super::text::TueftelnKey;
use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tuefteln::{Score, SquareKind, BONUS};

/// The score pad of one tile.
#[component]
pub fn Tally(
    /// The tile's score.
    #[prop(into)]
    score: Signal<Score>,
    /// The caption (the player's name).
    #[prop(into)]
    caption: Signal<String>,
) -> impl IntoView {
    let app = use_app();
    let rows = move || {
        SquareKind::SCORING
            .into_iter()
            .map(|kind| {
                let count = move || score.with(|s| s.count(kind));
                view! {
                    <tr class:tally-row--hit={move || count() > 0}>
                        <th scope="row">
                            <span class="tally-mark" aria-hidden="true">{move || if count() > 0 { "✓ " } else { "" }}</span>
                            {move || app.t(names::kind(kind))}
                            <span class="muted">" ("{kind.points()}")"</span>
                        </th>
                        <td>{count}</td>
                        <td>{move || score.with(|s| s.points_of(kind))}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <table class="tally">
            <caption>{caption}</caption>
            <thead>
                <tr>
                    <th scope="col">{move || app.t(TueftelnKey::Kind)}</th>
                    <th scope="col">{move || app.t(Key::Count)}</th>
                    <th scope="col">{move || app.t(Key::Points)}</th>
                </tr>
            </thead>
            <tbody>
                {rows}
                <tr>
                    <th scope="row">{move || app.t(TueftelnKey::Bonus)}<span class="muted">" ("{BONUS}")"</span></th>
                    <td>{move || if score.with(|s| s.bonus) { "✓" } else { "–" }}</td>
                    <td>{move || score.with(|s| s.bonus_points())}</td>
                </tr>
            </tbody>
            <tfoot>
                <tr>
                    <th scope="row">{move || app.t(Key::Total)}</th>
                    <td></td>
                    <td class="tally-total" data-testid="tally-total">{move || score.with(|s| s.total)}</td>
                </tr>
            </tfoot>
        </table>
    }
}
