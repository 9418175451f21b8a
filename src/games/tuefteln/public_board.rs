//! Tüfteln as the table screen shows it (a tablet in the middle of the table, a laptop
//! on a television, a phone watching): this round's roll drawn large, the round, who rolled,
//! who has written the roll and who is still writing, and every seat's tile small with its
//! total; at the end, the ranking. Drawn from the public view only: everybody writes on their
//! own phone.

use super::end_screen::ranking;
use super::names;
use super::text::TueftelnKey;
use super::tile_view::{tiles_by_seat, TileView};
use crate::components::die::Die as DieFace;
use crate::i18n::{Key, Plural};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tuefteln::{Public, Rating, Tile, Tuefteln};
use tablee_rules::{Millis, Seat};

/// The columns and rows of the tiles' grid that give `seats` tiles the largest side, in an area
/// about 4 wide by 3 high, each tile with its name line under it (a quarter of its side): in
/// the tile's units, 20 by 12.
pub fn grid_shape(seats: usize) -> (usize, usize) {
    crate::table::phones::board::grid_shape(seats, 20, 12)
}

/// The table screen: the public view of a Tüfteln game drawn large for everyone at the
/// table to read from afar: the round and this round's roll, who rolled it, who is still
/// writing it, every seat's tile with its total, and the ranking once the 15 rounds are
/// written. `names` are the seats' names by seat index; `now` is not needed (Tüfteln has no
/// clock).
pub fn public_board(
    public: Signal<Public>,
    names: Signal<Vec<String>>,
    now: Signal<Millis>,
) -> AnyView {
    let _ = now;
    let app = use_app();
    let name = move |seat: Seat| {
        names.with(|n| {
            n.get(seat.index())
                .cloned()
                .unwrap_or_else(|| (seat.index() + 1).to_string())
        })
    };
    let finished = Memo::new(move |_| public.with(Public::is_finished));
    let seats = public.with_untracked(|p| p.tiles.len());
    let (cols, rows) = grid_shape(seats);
    let roll = move |i: usize| Signal::derive(move || public.with(|p| p.roll.0[i].value()));
    // Who still writes this round's roll (U5: everyone at once).
    let writing = move || {
        public.with(|p| {
            p.placed
                .iter()
                .filter(|(_, &placed)| !placed)
                .map(|(seat, _)| seat)
                .collect::<Vec<_>>()
        })
    };
    // How many have written, and the names of those still writing (the seat marks tell them
    // too, when the names are too many to read here).
    let count = move || {
        let waiting = public.with(|p| p.placed.values().iter().filter(|&&placed| !placed).count());
        app.tf(
            TueftelnKey::WrittenCount,
            &[&(seats - waiting).to_string(), &seats.to_string()],
        )
    };
    let waiting = move || {
        let waiting: Vec<String> = writing().into_iter().map(name).collect();
        (!waiting.is_empty()).then(|| app.tf(TueftelnKey::WaitingFor, &[&waiting.join(", ")]))
    };
    let headline = move || {
        let outcome = public.with(Public::outcome)?;
        let winners: Vec<String> = outcome.winners.iter().map(|&s| name(s)).collect();
        let who = match winners.as_slice() {
            [one] => app.tf(Key::Wins, &[one]),
            many => app.tf(Key::SharedWin, &[&many.join(", ")]),
        };
        Some(app.tf(Key::GameOverHeadline, &[&who]))
    };
    let ranked = move || {
        public.with(|p| {
            ranking(
                p.tiles
                    .iter()
                    .map(|(seat, tile)| (seat, tile.score().total)),
            )
        })
    };
    let playing = move || {
        view! {
            <p class="middle-round" data-testid="middle-round">
                {move || app.tf(Key::Round, &[&public.with(|p| p.round).to_string(), &Tuefteln::ROUNDS.to_string()])}
            </p>
            <div class="middle-roll" data-testid="middle-roll">
                <DieFace value=roll(0) />
                <DieFace value=roll(1) />
            </div>
            <p class="middle-roller">{move || app.tf(TueftelnKey::Roller, &[&name(public.with(|p| p.roller))])}</p>
        }
    };
    // U9: equal totals share a rank.
    let result = move || {
        view! {
            <ol class="middle-ranking" class:middle-ranking--long={seats > 6}>
                {move || ranked().into_iter().map(|(rank, seat, total)| {
                    // The rating is the solo game's (U8).
                    let rating = (seats == 1).then(|| Rating::for_total(total));
                    view! {
                        <li value=rank>
                            <strong>{total}</strong>" "
                            <span class="middle-ranking-name">{move || name(seat)}</span>
                            {rating.map(|rating| view! {
                                " · "<span class="middle-rating">{move || app.t(names::rating(rating))}</span>
                            })}
                        </li>
                    }
                }).collect_view()}
            </ol>
        }
    };
    let by_seat = tiles_by_seat(public, |p: &Public| &p.tiles);
    let tiles = (0..seats)
        .map(|i| {
            let seat = Seat(i as u8);
            let tile: Signal<Tile> = by_seat.with_value(|t| t[i]).into();
            let total = Memo::new(move |_| tile.with(|t| t.score().total));
            let done = Memo::new(move |_| public.with(|p| p.placed[seat]));
            let won = Memo::new(move |_| {
                public.with(|p| p.outcome().is_some_and(|o| o.winners.contains(&seat)))
            });
            // Written or still writing, told by a mark and in words, never by colour alone.
            let mark = move || match (won.get(), finished.get(), done.get()) {
                (true, _, _) => "★",
                (_, true, _) => "",
                (_, _, true) => "✓",
                _ => "✎",
            };
            let state = move || {
                if finished.get() {
                    ""
                } else if done.get() {
                    app.t(TueftelnKey::Written)
                } else {
                    app.t(TueftelnKey::Writing)
                }
            };
            view! {
                <li class="middle-seat" class:middle-seat--waiting=move || !done.get() && !finished.get()
                    data-seat=i>
                    <p class="middle-seat-head">
                        <span class="middle-mark" aria-hidden="true">{mark}</span>
                        <span class="middle-seat-name">{move || name(seat)}</span>
                        <span class="sr-only">{state}</span>
                        <span class="middle-total" aria-hidden="true">{move || total.get()}</span>
                        <span class="sr-only">{move || app.tn(Plural::Points, total.get(), &[])}</span>
                    </p>
                    <TileView tile label=Signal::derive(move || name(seat)) compact=true />
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="middle-board middle-tuefteln" data-testid="middle-board"
            aria-label=tablee_rules::GameKind::Tuefteln.name()>
            <div class="middle-info" class:middle-info--over=finished>
                <Show when=move || finished.get() fallback=playing>
                    {result}
                </Show>
                <p class="middle-turn" data-testid="middle-turn" role="status" aria-live="polite">
                    {move || match headline() {
                        Some(headline) => view! { <strong class="middle-count">{headline}</strong> }.into_any(),
                        None => view! {
                            <strong class="middle-count">{count}</strong>
                            <span class="middle-waiting">{waiting}</span>
                        }.into_any(),
                    }}
                </p>
            </div>
            <ul class="middle-tiles" aria-label=move || app.t(TueftelnKey::Tiles)
                style=format!("--cols:{cols};--rows:{rows}")>
                {tiles}
            </ul>
        </section>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::grid_shape;

    #[test]
    fn the_tiles_fill_a_landscape_area_without_an_empty_row() {
        assert_eq!(grid_shape(1), (1, 1));
        assert_eq!(grid_shape(2), (2, 1));
        assert_eq!(grid_shape(4), (2, 2));
        assert_eq!(grid_shape(15), (5, 3));
        for seats in 1..=15 {
            let (cols, rows) = grid_shape(seats);
            assert!(cols * rows >= seats, "{seats} seats in {cols}x{rows}");
            assert!(cols * (rows - 1) < seats, "{seats} seats: an empty row");
            assert!(cols >= rows, "{seats} seats: landscape");
        }
    }
}
