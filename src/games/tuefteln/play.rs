//! Tüfteln's table: the seats, the roll, the person's panel ([`super::turn`]), the other tiles,
//! and at the end [`super::end_screen`]. Bots write in the background between frames while
//! people write the same roll, so the page never freezes; every confirmed move is saved.

use super::draft::Draft;
use super::end_screen::EndScreen;
use super::table_state::{Panel, TableState};
use super::tally::Tally;
use super::text::TueftelnKey;
use super::tile_view::TileView;
use super::turn::HumanTurn;
use crate::components::die::Die as DieFace;
use crate::components::next_task::{in_a_task, Later};
use crate::components::seat_strip::{Detail, SeatBadge, SeatStrip};
use crate::components::side_panel::SidePanel;
use crate::components::table_layout::{edges, Edge, TableLayout};
use crate::components::top_bar::TopBar;
use crate::i18n::{Key, Plural};
use leptos::prelude::*;
use tablee_rules::tuefteln::Tuefteln;
use tablee_rules::{GameKind, Seat};

/// Tüfteln's table as a view draws it, on the device that holds the game or on a phone
/// holding one seat.
#[component]
pub(super) fn Tabletop(state: TableState) -> impl IntoView {
    let app = state.app;
    let view = state.view;
    let panel = Memo::new(move |_| state.panel());
    // The draft belongs to one seat in one round.
    let draft = RwSignal::new(None::<(u8, Seat, Draft)>);
    // Set when a person confirms, so the next turn panel takes the keyboard focus.
    let moved = StoredValue::new(false);

    // A fresh draft whenever a person's turn starts.
    Effect::new(move |_| {
        if let Panel::Writing(round, seat) = panel.get() {
            let stale = draft
                .with_untracked(|d| !matches!(d, Some((r, s, _)) if *r == round && *s == seat));
            if stale {
                let fresh = view.with_untracked(|v| Draft::new(&v.tiles[seat], v.roll));
                draft.set(Some((round, seat, fresh)));
            }
        }
    });

    // Memos, so that the person's panel and score pad are drawn once per seat, not again for
    // each roll or wait.
    let person = Memo::new(move |_| panel.get().person());
    let writing = Memo::new(move |_| match panel.get() {
        Panel::Writing(round, _) => Some(round),
        _ => None,
    });
    let bots_only = Memo::new(move |_| match panel.get() {
        Panel::Bots(seat) => seat,
        _ => None,
    });
    let badges = Signal::derive(move || {
        view.with(|v| {
            state.seats.with(|seats| {
                // The seats still to write this round are exactly the unplaced ones (U5): the
                // marks go out one by one as the bots and people write.
                SeatBadge::for_seats(seats, |seat| {
                    let active = !v.placed[seat];
                    let total = v.tiles[seat].score().total;
                    let detail = Detail {
                        shown: total.to_string(),
                        spoken: Some(app.tn(Plural::Points, total, &[])),
                    };
                    (active, detail)
                })
            })
        })
    });

    let finished = move || panel.get() == Panel::Finished;
    // The end comes in three tasks: the tap that ends the game only hides the play screen, so
    // its answer paints at once; the next task takes the play screen down, the one after draws
    // the end screen. At a 15-seat table on a slow phone the taking down alone held that tap
    // for 96-136 ms.
    let taken_down = RwSignal::new(false);
    let end_drawn = RwSignal::new(false);
    Effect::new(move |_| {
        let over = finished();
        if over != end_drawn.get_untracked() {
            in_a_task(move || {
                let _ = taken_down.try_set(over);
                in_a_task(move || {
                    let _ = end_drawn.try_set(over);
                });
            });
        }
    });
    // The seats never change during a game: read once, so the layout is not drawn again after
    // every move (the seats' signal follows the session).
    let seat_count = move || state.seats.with_untracked(Vec::len);
    // The flat-table layout: every tile on its player's edge; the turn panel in the middle is
    // turned to face a player on the far edge.
    let flat = move || app.settings.with(|s| s.table_layout) && seat_count() > 1;
    let centre_class = move || {
        let far = person
            .get()
            .is_some_and(|seat| edges(seat_count())[seat.index()] == Edge::Top);
        if far {
            "table-flat-turned"
        } else {
            ""
        }
    };
    let centre = move || {
        view! {
            <RoundBar state />
            {move || person.get().map(|seat| view! { <HumanTurn seat state draft writing moved /> })}
            {move || bots_only.get().map(|seat| view! {
                <p class="bot-thinking" role="status">{move || app.tf(Key::BotThinking, &[&state.name(seat)])}</p>
            })}
        }
    };
    let title = Signal::derive(move || GameKind::Tuefteln.name().to_string());
    view! {
        <TopBar title />
        <div class="table tuefteln" class:play-screen=move || !finished()
            class:play-screen--flat=move || !finished() && flat()
            class:table--ending=move || finished() && !taken_down.get() data-testid="tuefteln-table">
            <SeatStrip seats=badges />
            <Show when=move || !taken_down.get() fallback=move || end_drawn.get().then(|| view! { <EndScreen state /> })>
                {move || if flat() {
                    // The person writing has their tile big in the middle: not again on their edge.
                    let tiles = (0..seat_count()).map(|i| {
                        let seat = Seat(i as u8);
                        view! {
                            <div class:table-flat-seat--big=move || person.get() == Some(seat)>
                                <SeatTile state seat />
                            </div>
                        }.into_any()
                    }).collect();
                    let centre = view! {
                        <div class=centre_class>
                            {centre()}
                            {move || person.get().map(|seat| view! { <ScorePanel state seat /> })}
                        </div>
                    };
                    view! { <TableLayout seats=tiles centre=centre.into_any() /> }.into_any()
                } else {
                    view! {
                        {centre()}
                        <div class="play-side">
                            {move || person.get().map(|seat| view! { <ScorePanel state seat /> })}
                            <Overview state except=person.into() />
                        </div>
                    }.into_any()
                }}
            </Show>
            // During play the seed is in the score panel, so the table fits the screen.
            {move || (finished() || person.get().is_none()).then(|| view! { <SeedLine state /> })}
        </div>
    }
}

/// The score pad of the person whose tile is shown big.
#[component]
fn ScorePanel(state: TableState, seat: Seat) -> impl IntoView {
    let app = state.app;
    let tile = state.tile(seat);
    let score = Signal::derive(move || tile.with(|t| t.score()));
    let name = move || state.name(seat);
    // The panel says "Score"; the pad under it says whose.
    let caption = Signal::derive(name);
    view! {
        <SidePanel id="score" title=Signal::derive(move || app.t(TueftelnKey::Score).to_string())
            summary=Signal::derive(move || app.tn(Plural::Points, score.with(|s| s.total), &[]))>
            <Tally score caption />
            <SeedLine state />
        </SidePanel>
    }
}

/// The game's seed, to replay it (where it is known: not on a phone).
#[component]
fn SeedLine(state: TableState) -> impl IntoView {
    let view = state.view;
    let over = Signal::derive(move || view.with(|v| v.is_finished()));
    state.seed_line(over)
}

#[component]
fn RoundBar(state: TableState) -> impl IntoView {
    let (app, view) = (state.app, state.view);
    let roll = move || view.with(|v| v.roll);
    view! {
        <div class="round-bar">
            <span class="round-number" data-testid="round">
                {move || app.tf(Key::Round, &[&view.with(|v| v.round).to_string(), &Tuefteln::ROUNDS.to_string()])}
            </span>
            <span class="roller">{move || {
                let roller = view.with(|v| v.roller);
                app.tf(TueftelnKey::Roller, &[&state.name(roller)])
            }}</span>
            <span class="roll-dice" aria-hidden="true">
                <DieFace value=Signal::derive(move || roll().0[0].value()) />
                <DieFace value=Signal::derive(move || roll().0[1].value()) />
            </span>
        </div>
    }
}

#[component]
fn Overview(state: TableState, except: Signal<Option<Seat>>) -> impl IntoView {
    let app = state.app;
    // A memo, so the small tiles are not drawn again each time a bot writes.
    let others = Memo::new(move |_| {
        state.view.with(|v| {
            v.tiles
                .seats()
                .filter(|seat| Some(*seat) != except.get())
                .collect::<Vec<_>>()
        })
    });
    // Nothing at all when there are no other tiles (a solo game).
    move || {
        let seats = others.get();
        (!seats.is_empty()).then(|| {
            let count = seats.len();
            view! {
                <SidePanel id="others" title=Signal::derive(move || app.t(TueftelnKey::Overview).to_string())
                    summary=Signal::derive(move || count.to_string())>
                    <ul class="overview-list">
                        // A small tile a task: fourteen at once held a slow phone 157 ms.
                        {seats.into_iter().map(|seat| view! {
                            <li><Later><SeatTile state seat /></Later></li>
                        }).collect_view()}
                    </ul>
                </SidePanel>
            }
        })
    }
}

/// A player's name, total and small tile.
#[component]
fn SeatTile(state: TableState, seat: Seat) -> impl IntoView {
    let name = move || state.name(seat);
    let tile = state.tile(seat);
    view! {
        <div class="overview-item">
            <span>{name}" · "{move || tile.with(|t| t.score().total)}</span>
            <TileView tile label=Signal::derive(name) compact=true />
        </div>
    }
}
