//! The end of a game: the winner (or the team, or the shared win) and every seat's prises; in
//! Tous ensemble the table's score, its rating and the rule book's scale (W6).

use super::table_state::TableState;
use super::text::{rating_words, TwinItKey};
use crate::i18n::Key;
use leptos::prelude::*;
use tablee_rules::twinit::{team, Mode, Rating};
use tablee_rules::Seat;

/// The end panel; it takes the focus when it appears.
#[component]
pub(super) fn GameEnd(
    /// The finished game's table.
    state: TableState,
) -> impl IntoView {
    let app = state.app;
    let (outcome, points, rating) = state
        .view
        .with_untracked(|v| (v.outcome.clone(), v.points, v.rating));
    let (mode, names) = (state.mode(), state.names());
    let players = names.len();
    let Some(outcome) = outcome else {
        return ().into_any();
    };
    let heading = crate::table::focus::heading_on_mount();
    let headline = {
        let names = names.clone();
        let winners = outcome.winners.clone();
        move || {
            let lang = app.lang.get();
            if mode == Mode::TousEnsemble {
                return TwinItKey::TimeUp.text(lang).to_string();
            }
            let who: Vec<&str> = winners.iter().map(|s| names[s.index()].as_str()).collect();
            match who.as_slice() {
                _ if mode == Mode::Clans && !winners.is_empty() => {
                    let team_name = if team(winners[0]) == 0 {
                        TwinItKey::TeamSun
                    } else {
                        TwinItKey::TeamMoon
                    };
                    let members = who.join(", ");
                    format!(
                        "{} ({members})",
                        TwinItKey::TeamWins.fill(lang, &[team_name.text(lang)])
                    )
                }
                [one] => TwinItKey::Winner.fill(lang, &[one]),
                many => TwinItKey::Shared.fill(lang, &[&many.join(", ")]),
            }
        }
    };
    let body = if mode == Mode::TousEnsemble {
        let rating = rating.unwrap_or(Rating::of(points, players));
        let [a, f, l] =
            [Rating::Aiglons, Rating::Faucons, Rating::Lynx].map(|r| lowest(r, players));
        view! {
            <p class="tw-final-score" data-testid="tw-final-score">{move || super::text::points(app.lang.get(), points)}</p>
            <p class="tw-rating" data-rating=rating.id() data-testid="tw-rating">{move || rating_words(rating).text(app.lang.get())}</p>
            <p class="muted small">{move || TwinItKey::RatingScale.fill(app.lang.get(), &[&players.to_string(), &a.to_string(), &f.to_string(), &l.to_string()])}</p>
        }
        .into_any()
    } else {
        let rows = (0..players as u8)
            .map(Seat)
            .map(|seat| {
                let won = outcome.winners.contains(&seat);
                let prises = outcome.scores[seat];
                view! {
                    <tr class:summary-winner=won>
                        <th scope="row">{names[seat.index()].clone()}{won.then_some(" ★")}</th>
                        <td>{move || TwinItKey::PrisesCount.fill(app.lang.get(), &[&prises.to_string(), &mode.target().unwrap_or(0).to_string()])}</td>
                    </tr>
                }
            })
            .collect_view();
        view! { <table class="score-table"><tbody>{rows}</tbody></table> }.into_any()
    };
    view! {
        <div class="tw-overlay">
            <section class="panel tw-end" aria-labelledby="tw-end-title" data-testid="tw-end">
                <h2 id="tw-end-title" tabindex="-1" node_ref=heading>{move || app.tf(Key::GameOverHeadline, &[&headline()])}</h2>
                {body}
                <div class="form-actions">
                    // Watched again from this device's save.
                    {state.replay_link()}
                    <a href="/new/twinit" class="button button--primary">{move || app.t(Key::PlayAgain)}</a>
                    <a href="/" class="button">{move || app.t(Key::Home)}</a>
                </div>
            </section>
        </div>
    }
    .into_any()
}

/// The lowest score that earns `rating` with `players` players (W6's table).
fn lowest(rating: Rating, players: usize) -> u32 {
    (0..200)
        .find(|&p| Rating::of(p, players) >= rating)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_shown_is_the_rule_books_table() {
        assert_eq!(lowest(Rating::Aiglons, 1), 5);
        assert_eq!(lowest(Rating::Lynx, 1), 10);
        assert_eq!(lowest(Rating::Faucons, 4), 25);
        assert_eq!(lowest(Rating::Lynx, 6), 54);
    }
}
