//! Tüfteln's end screen: the result, the ranking (equal totals share a rank, U9), every tile
//! with its score pad, the personal best and the result to share.

use super::names;
use super::table_state::TableState;
use super::tally::Tally;
use super::text::TueftelnKey;
use super::tile_view::TileView;
use crate::i18n::Key;
use crate::storage;
use leptos::prelude::*;
use tablee_rules::tuefteln::{Rating, Side};
use tablee_rules::Seat;

/// The seats by total, best first (then in seat order), each with its rank: one more than the
/// number of seats with a higher total, so equal totals share a rank (U9) and the next rank
/// skips as many places ("1, 1, 3").
pub fn ranking(totals: impl IntoIterator<Item = (Seat, i32)>) -> Vec<(usize, Seat, i32)> {
    let mut order: Vec<(Seat, i32)> = totals.into_iter().collect();
    tablee_rules::small_sort::sort_by_key(&mut order, |&(seat, total)| {
        (std::cmp::Reverse(total), seat)
    });
    let mut ranked = Vec::with_capacity(order.len());
    for (i, &(seat, total)) in order.iter().enumerate() {
        let rank = match ranked.last() {
            Some(&(rank, _, previous)) if previous == total => rank,
            _ => i + 1,
        };
        ranked.push((rank, seat, total));
    }
    ranked
}

/// The ranking's rows drawn with the end screen; then [`MORE_ROWS`] a task.
const FIRST_ROWS: usize = 4;
/// The rows drawn in each later task.
const MORE_ROWS: usize = 2;

/// Shows [`MORE_ROWS`] more of the `count` rows in each task to come, until all are shown.
fn show_more_rows(shown: RwSignal<usize>, count: usize) {
    if shown.try_get_untracked().is_none_or(|n| n >= count) {
        return;
    }
    crate::components::next_task::in_a_task(move || {
        if shown.try_update(|n| *n += MORE_ROWS).is_some() {
            show_more_rows(shown, count);
        }
    });
}

fn best_key(side: Side) -> String {
    format!("{}tuefteln.{side:?}", storage::BEST_PREFIX)
}

/// The end of the game: who won, the ranking with every tile, the personal best, sharing.
#[component]
pub(super) fn EndScreen(
    /// The finished game's table.
    state: TableState,
) -> impl IntoView {
    let app = state.app;
    let outcome = move || state.outcome();
    let names = move || {
        state
            .seats
            .with(|seats| seats.iter().map(|x| x.name.clone()).collect::<Vec<_>>())
    };
    let headline = move || {
        let outcome = outcome()?;
        let names = names();
        let winners: Vec<String> = outcome
            .winners
            .iter()
            .map(|w| names[w.index()].clone())
            .collect();
        Some(if winners.len() == 1 {
            app.tf(Key::Wins, &[&winners[0]])
        } else {
            app.tf(Key::SharedWin, &[&winners.join(", ")])
        })
    };
    // The personal best is kept for the people of this device only (a phone's own seat), per
    // tile side.
    let best = RwSignal::new(None::<i32>);
    Effect::new(move |_| {
        let Some(outcome) = outcome() else { return };
        let key = best_key(state.side());
        let stored: Option<i32> = storage::get(&key).and_then(|v| v.parse().ok());
        let human_top = untrack(|| {
            outcome
                .scores
                .iter()
                .filter(|(seat, _)| state.plays_here(*seat))
                .map(|(_, score)| *score)
                .max()
        });
        let new_best = match (stored, human_top) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        if let Some(b) = new_best {
            storage::set(&key, &b.to_string());
        }
        best.set(new_best);
    });
    let copied = RwSignal::new(false);
    let share = move |_| {
        let Some(outcome) = outcome() else { return };
        let names = names();
        let side = state.side();
        let mut text = match state.seed {
            Some(seed) => format!("Tablée · Tüfteln ({side:?}, {} {seed})\n", app.t(Key::Seed)),
            None => format!("Tablée · Tüfteln ({side:?})\n"),
        };
        for (seat, score) in outcome.scores.iter() {
            let rating = app.t(names::rating(Rating::for_total(*score)));
            text.push_str(&format!("{}: {score} ({rating})\n", names[seat.index()]));
        }
        storage::copy_to_clipboard(&text);
        copied.set(true);
    };
    // The ranking is drawn a few rows a task: at a big table every row (a tile and its score
    // pad) at once was one task of over half a second on a slow phone.
    let shown = RwSignal::new(FIRST_ROWS);
    let seat_count = state.seats.with_untracked(Vec::len);
    show_more_rows(shown, seat_count);
    let row = move |rank: usize, seat: Seat, total: i32, name: String| {
        let tile = state.tile(seat);
        let rating = Rating::for_total(total);
        view! {
            <li class="final-row" value=rank>
                <h3>{name.clone()}" · "<span data-testid="final-total">{total}</span>" · "{move || app.t(names::rating(rating))}</h3>
                <div class="turn-layout">
                    <TileView tile label=Signal::derive(move || name.clone()) compact=true />
                    <Tally score=Signal::derive(move || tile.with(|t| t.score())) caption=Signal::derive(move || app.t(TueftelnKey::Score).to_string()) />
                </div>
            </li>
        }
    };
    let rows = move || {
        let outcome = outcome()?;
        let names = names();
        let ranked = ranking(outcome.scores.iter().map(|(s, v)| (s, *v)));
        Some(
            ranked
                .into_iter()
                .enumerate()
                .map(|(place, (rank, seat, total))| {
                    let name = names[seat.index()].clone();
                    // A memo, so a row is drawn once, when its turn comes, not again for the next ones.
                    let visible = Memo::new(move |_| place < shown.get());
                    move || visible.get().then(|| row(rank, seat, total, name.clone()))
                })
                .collect_view(),
        )
    };
    view! {
        <section class="end-screen" aria-labelledby="end-title">
            <h2 id="end-title">{move || app.tf(Key::GameOverHeadline, &[&headline().unwrap_or_default()])}</h2>
            {move || best.get().map(|b| view! { <p>{move || app.tf(TueftelnKey::PersonalBest, &[&b.to_string()])}</p> })}
            <ol class="final-list">{rows}</ol>
            <div class="form-actions">
                // Watched again from this device's save.
                {state.replay_link()}
                <button type="button" class="button" on:click=share>{move || app.t(TueftelnKey::ShareResult)}</button>
                {move || copied.get().then(|| view! { <span role="status">{move || app.t(TueftelnKey::Copied)}</span> })}
                <a href="/new/tuefteln" class="button button--primary">{move || app.t(Key::PlayAgain)}</a>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::ranking;
    use tablee_rules::Seat;

    #[test]
    fn equal_totals_share_a_rank() {
        // U9: both 35 share the win, both are first; the next is third.
        assert_eq!(
            ranking([(Seat(0), 20), (Seat(1), 35), (Seat(2), 35)]),
            [(1, Seat(1), 35), (1, Seat(2), 35), (3, Seat(0), 20)]
        );
        assert_eq!(
            ranking([(Seat(0), 30), (Seat(1), 41), (Seat(2), 30), (Seat(3), 12)]),
            [
                (1, Seat(1), 41),
                (2, Seat(0), 30),
                (2, Seat(2), 30),
                (4, Seat(3), 12)
            ]
        );
        assert_eq!(
            ranking([(Seat(0), 7), (Seat(1), 7)]),
            [(1, Seat(0), 7), (1, Seat(1), 7)]
        );
    }

    #[test]
    fn different_totals_rank_in_order() {
        assert_eq!(ranking([(Seat(0), 33)]), [(1, Seat(0), 33)]);
        assert_eq!(
            ranking([(Seat(0), -1), (Seat(1), 12), (Seat(2), 40)]),
            [(1, Seat(2), 40), (2, Seat(1), 12), (3, Seat(0), -1)]
        );
        assert!(ranking([]).is_empty());
    }
}
