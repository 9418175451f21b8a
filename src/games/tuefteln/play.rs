//! Tüfteln's table: the roll, your tile with the draft, the score pad, the other tiles, and the
//! end screen. Bots write between frames so the page never freezes; every confirmed move is saved.

use super::draft::Draft;
use super::names;
use super::session::{NextUp, Session};
use super::tally::Tally;
use super::tile_view::TileView;
use crate::components::die::Die as DieFace;
use crate::components::seat_strip::{SeatBadge, SeatStrip};
use crate::components::table_layout::{edges, Edge, TableLayout};
use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::saves;
use crate::setup::Controller;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use leptos_router::components::A;
use tablee_rules::tuefteln::{CellId, Rating, Tuefteln};
use tablee_rules::{BotLevel, Game, GameKind, Seat, Status};

fn best_key(session: &Session) -> String {
    format!(
        "{}tuefteln.{:?}",
        storage::BEST_PREFIX,
        session.setup.options.side
    )
}

/// Loads the save `id` and shows the table, or explains why it cannot.
#[component]
pub fn TueftelnPlay(
    /// The save's id.
    id: String,
) -> impl IntoView {
    crate::components::saved_table::saved_table(GameKind::Tuefteln, id, |id, session: Session| {
        view! { <Table id session /> }.into_any()
    })
}

#[component]
fn Table(id: String, session: Session) -> impl IntoView {
    let app = use_app();
    let session = RwSignal::new(session);
    // Keyed by round too: the same seat acting in the next round is a new turn.
    let turn = Memo::new(move |_| session.with(|s| (s.game.round(), s.next_up())));
    let next_up = Memo::new(move |_| turn.get().1);
    // The draft belongs to one seat in one round.
    let draft = RwSignal::new(None::<(u8, Seat, Draft)>);
    let message = RwSignal::new(None::<String>);

    // Save after every change.
    let save_id = id.clone();
    Effect::new(move |_| {
        let raw = session.with(|s| saves::write(&s.to_save(&save_id, storage::now_ms())));
        crate::components::saved_table::store_save(&save_id, &raw);
    });

    // For a game resumed straight into its table (the new-game screen usually did this).
    super::prepare_bots_when_idle();
    // The strong bot judges with the learned model of the side in play: fetch it now, only if a
    // strong bot sits at this table (the hint asks for it on its first use).
    let side = session.with_untracked(|s| s.setup.options.side);
    if session.with_untracked(|s| {
        s.setup
            .seats
            .iter()
            .any(|seat| seat.controller == Controller::Bot(BotLevel::Strong))
    }) {
        super::model::want(side);
    }

    // Bots write one at a time, each in its own task, so the page stays responsive. A strong
    // bot waits for its model while it is on its way.
    Effect::new(move |_| {
        if let (_, NextUp::Bot(seat, level)) = turn.get() {
            if level == BotLevel::Strong && !super::model::settled(side) {
                return;
            }
            crate::games::schedule_bot_move(
                app.reduced_motion.get_untracked(),
                250,
                0,
                move || {
                    session.update(|s| {
                        if s.next_up() == NextUp::Bot(seat, level) {
                            s.play_bot(seat, level);
                        }
                    })
                },
            );
        }
    });

    // A fresh draft whenever a person's turn starts.
    Effect::new(move |_| {
        if let (round, NextUp::Human(seat)) = turn.get() {
            let stale = draft
                .with_untracked(|d| !matches!(d, Some((r, s, _)) if *r == round && *s == seat));
            if stale {
                let fresh =
                    session.with_untracked(|s| Draft::new(s.game.tile(seat), s.game.roll()));
                draft.set(Some((round, seat, fresh)));
            }
        }
    });

    let name_of = move |seat: Seat| session.with(|s| s.setup.seats[seat.index()].name.clone());
    let current = move || match next_up.get() {
        NextUp::Human(seat) => Some(seat),
        _ => None,
    };
    let badges = Signal::derive(move || {
        session.with(|s| {
            // Seats still to write this round are exactly the acting ones (U5).
            let acting = s.game.acting();
            SeatBadge::for_setup(&s.setup, |seat| {
                let active = acting.contains(&seat);
                (active, s.game.tile(seat).score().total.to_string())
            })
        })
    });

    let finished = move || session.with(|s| matches!(s.game.status(), Status::Finished(_)));
    // The flat-table layout: every tile on its player's edge; the turn panel in the middle is
    // turned to face a player on the far edge.
    let flat = move || {
        app.settings.with(|s| s.table_layout) && session.with_untracked(|s| s.setup.seats.len() > 1)
    };
    let centre_class = move || {
        let seats = session.with(|s| s.setup.seats.len());
        let far = current().is_some_and(|seat| edges(seats)[seat.index()] == Edge::Top);
        if far {
            "table-flat-turned"
        } else {
            ""
        }
    };
    let centre = move || {
        view! {
            <RoundBar session />
            {move || current().map(|seat| view! { <HumanTurn seat session draft message /> })}
            {move || match next_up.get() {
                NextUp::Bot(seat, _) => Some(view! {
                    <p class="bot-thinking" role="status">{move || app.tf(Key::BotThinking, &[&name_of(seat)])}</p>
                }),
                _ => None,
            }}
        }
    };
    let title = Signal::derive(move || GameKind::Tuefteln.name().to_string());
    view! {
        <TopBar title />
        <div class="table tuefteln" data-testid="tuefteln-table">
            <SeatStrip seats=badges />
            <Show when=move || !finished() fallback=move || view! { <EndScreen session /> }>
                {move || if flat() {
                    let seats = session.with_untracked(|s| s.setup.seats.len());
                    let tiles = (0..seats).map(|i| view! { <SeatTile session seat=Seat(i as u8) /> }.into_any()).collect();
                    view! { <TableLayout seats=tiles centre=view! { <div class=centre_class>{centre()}</div> }.into_any() /> }.into_any()
                } else {
                    view! { {centre()} <Overview session except=Signal::derive(current) /> }.into_any()
                }}
            </Show>
            <p class="muted small seed-line">{move || app.t(Key::Seed)}": "{move || session.with(|s| s.game.seed())}</p>
        </div>
    }
}

#[component]
fn RoundBar(session: RwSignal<Session>) -> impl IntoView {
    let app = use_app();
    let roll = move || session.with(|s| s.game.roll());
    view! {
        <div class="round-bar">
            <span class="round-number" data-testid="round">
                {move || app.tf(Key::Round, &[&session.with(|s| s.game.round()).to_string(), &Tuefteln::ROUNDS.to_string()])}
            </span>
            <span class="roller">{move || {
                let roller = session.with(|s| s.game.roller());
                app.tf(Key::Roller, &[&session.with(|s| s.setup.seats[roller.index()].name.clone())])
            }}</span>
            <span class="roll-dice" aria-hidden="true">
                <DieFace value=Signal::derive(move || roll().0[0].value()) />
                <DieFace value=Signal::derive(move || roll().0[1].value()) />
            </span>
        </div>
    }
}

#[component]
fn HumanTurn(
    seat: Seat,
    session: RwSignal<Session>,
    draft: RwSignal<Option<(u8, Seat, Draft)>>,
    message: RwSignal<Option<String>>,
) -> impl IntoView {
    let app = use_app();
    let with_draft =
        move |f: &dyn Fn(&Draft) -> bool| draft.with(|d| d.as_ref().is_some_and(|(_, _, d)| f(d)));
    let edit = move |f: &dyn Fn(&mut Draft)| {
        draft.update(|d| {
            if let Some((_, _, d)) = d {
                f(d)
            }
        })
    };
    let tile = Signal::derive(move || session.with(|s| s.game.tile(seat).clone()));
    let pending = Signal::derive(move || {
        draft.with(|d| {
            d.as_ref()
                .map(|(_, _, d)| {
                    CellId::all()
                        .filter_map(|c| d.value_at(c).map(|v| (c, v)))
                        .collect()
                })
                .unwrap_or_default()
        })
    });
    let targets = Signal::derive(move || {
        draft.with(|d| {
            d.as_ref()
                .map(|(_, _, d)| d.target_cells())
                .unwrap_or_default()
        })
    });
    let on_cell = Callback::new(move |cell: CellId| {
        edit(&|d| {
            d.write(cell);
        })
    });
    let confirm = move |_| {
        let Some(placement) =
            draft.with_untracked(|d| d.as_ref().and_then(|(_, _, d)| d.placement()))
        else {
            return;
        };
        let result = session.try_update(|s| s.place(seat, placement));
        match result {
            Some(Err(e)) => message.set(Some(app.tf(Key::MoveRefused, &[&e.to_string()]))),
            _ => message.set(None),
        }
    };
    // The hint is the strong bot's choice, with the side's model: asked for on the first use,
    // and shown once the model is settled (at once when it is already here).
    let hint_asked = RwSignal::new(false);
    Effect::new(move |_| {
        let side = session.with_untracked(|s| s.setup.options.side);
        if !hint_asked.get() || !super::model::settled(side) {
            return;
        }
        hint_asked.set(false);
        let view = session.with_untracked(|s| s.game.view(seat));
        let seed = session.with_untracked(|s| s.game.seed());
        if let Some(tablee_rules::tuefteln::Action::Place(p)) =
            super::model::bot(BotLevel::Strong, seed, view.side).act(seat, &view)
        {
            edit(&|d| {
                d.show(p);
            });
        }
    });
    let hint = move |_| {
        super::model::want(session.with_untracked(|s| s.setup.options.side));
        hint_asked.set(true);
    };
    let instruction = move || {
        draft.with(|d| match d {
            Some((_, _, d)) if d.placement().is_some() => app.t(Key::ReadyToConfirm).to_string(),
            Some((_, _, d)) => match d.picked() {
                Some(i) => app.tf(Key::PickCell, &[&d.dice()[i].value().to_string()]),
                None => app.t(Key::PickDie).to_string(),
            },
            None => String::new(),
        })
    };
    let name = move || session.with(|s| s.setup.seats[seat.index()].name.clone());
    let score = Signal::derive(move || tile.with(|t| t.score()));
    let show_name = move || session.with(|s| s.human_count() > 1);
    view! {
        <section class="human-turn" aria-labelledby="turn-title">
            <h2 id="turn-title" class="turn-title">{move || app.tf(Key::TurnOf, &[&name()])}</h2>
            <div class="dice-picker" role="group" aria-label=move || app.t(Key::PickDie)>
                {(0..2usize).map(|i| {
                    let value = Signal::derive(move || draft.with(|d| d.as_ref().map_or(1, |(_, _, d)| d.dice()[i].value())));
                    view! {
                        <button type="button" class="die-button" data-testid=format!("die-{i}")
                            class:die-button--picked=move || with_draft(&|d| d.picked() == Some(i))
                            class:die-button--used=move || with_draft(&|d| d.cell_of(i).is_some())
                            aria-pressed=move || if with_draft(&|d| d.picked() == Some(i)) { "true" } else { "false" }
                            disabled=move || !with_draft(&|d| d.can_pick(i))
                            on:click=move |_| edit(&|d| d.pick(i))>
                            <DieFace value />
                        </button>
                    }
                }).collect_view()}
            </div>
            <p class="instruction" role="status" aria-live="polite">{instruction}</p>
            <div class="turn-layout">
                <div class="turn-board">
                    <TileView tile pending targets on_cell=on_cell label=Signal::derive(name) />
                    <div class="turn-actions">
                        <button type="button" class="button" disabled=move || !with_draft(&Draft::can_undo)
                            on:click=move |_| edit(&Draft::undo)>"↶ "{move || app.t(Key::Undo)}</button>
                        <button type="button" class="button" disabled=move || !with_draft(&Draft::can_swap)
                            on:click=move |_| edit(&Draft::swap)>"⇄ "{move || app.t(Key::SwapDice)}</button>
                        <button type="button" class="button" on:click=hint>"✦ "{move || app.t(Key::Hint)}</button>
                        <button type="button" class="button button--primary" data-testid="confirm"
                            disabled=move || !with_draft(&|d| d.placement().is_some())
                            on:click=confirm>"✓ "{move || app.t(Key::Confirm)}</button>
                    </div>
                </div>
                <Tally score caption=Signal::derive(move || if show_name() { name() } else { app.t(Key::Score).to_string() }) />
            </div>
            {move || message.get().map(|m| view! { <p class="form-error" role="alert">{m}</p> })}
        </section>
    }
}

#[component]
fn Overview(session: RwSignal<Session>, except: Signal<Option<Seat>>) -> impl IntoView {
    let app = use_app();
    let others = move || {
        session.with(|s| {
            s.game
                .tiles()
                .seats()
                .filter(|seat| Some(*seat) != except.get())
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="overview" aria-labelledby="overview-title">
            <h2 id="overview-title" class="small-title">{move || app.t(Key::Overview)}</h2>
            <ul class="overview-list">
                {move || others().into_iter().map(|seat| view! {
                    <li><SeatTile session seat /></li>
                }).collect_view()}
            </ul>
        </section>
    }
}

/// A player's name, total and small tile.
#[component]
fn SeatTile(session: RwSignal<Session>, seat: Seat) -> impl IntoView {
    let name = move || session.with(|s| s.setup.seats[seat.index()].name.clone());
    let tile = Signal::derive(move || session.with(|s| s.game.tile(seat).clone()));
    view! {
        <div class="overview-item">
            <span>{name}" · "{move || tile.with(|t| t.score().total)}</span>
            <TileView tile label=Signal::derive(name) compact=true />
        </div>
    }
}

#[component]
fn EndScreen(session: RwSignal<Session>) -> impl IntoView {
    let app = use_app();
    let outcome = move || match session.with(|s| s.game.status()) {
        Status::Finished(o) => Some(o),
        Status::Acting(_) => None,
    };
    let names = move || {
        session.with(|s| {
            s.setup
                .seats
                .iter()
                .map(|x| x.name.clone())
                .collect::<Vec<_>>()
        })
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
    // The personal best is kept for people only, per tile side.
    let best = RwSignal::new(None::<i32>);
    Effect::new(move |_| {
        let Some(outcome) = outcome() else { return };
        let key = session.with_untracked(best_key);
        let stored: Option<i32> = storage::get(&key).and_then(|v| v.parse().ok());
        let human_top = session.with_untracked(|s| {
            s.setup
                .seats
                .iter()
                .enumerate()
                .filter(|(_, x)| x.controller.is_human())
                .map(|(i, _)| outcome.scores[Seat(i as u8)])
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
        let side = session.with_untracked(|s| s.setup.options.side);
        let seed = session.with_untracked(|s| s.game.seed());
        let mut text = format!("Tablée · Tüfteln ({side:?}, {} {seed})\n", app.t(Key::Seed));
        for (seat, score) in outcome.scores.iter() {
            let rating = app.t(names::rating(Rating::for_total(*score)));
            text.push_str(&format!("{}: {score} ({rating})\n", names[seat.index()]));
        }
        copy_to_clipboard(&text);
        copied.set(true);
    };
    let ranking = move || {
        let outcome = outcome()?;
        let names = names();
        let mut order: Vec<(Seat, i32)> = outcome.scores.iter().map(|(s, v)| (s, *v)).collect();
        order.sort_by_key(|(s, v)| (std::cmp::Reverse(*v), *s));
        Some(order.into_iter().map(|(seat, total)| {
            let tile = Signal::derive(move || session.with(|s| s.game.tile(seat).clone()));
            let name = names[seat.index()].clone();
            let rating = Rating::for_total(total);
            view! {
                <li class="final-row">
                    <h3>{name.clone()}" · "<span data-testid="final-total">{total}</span>" · "{move || app.t(names::rating(rating))}</h3>
                    <div class="turn-layout">
                        <TileView tile label=Signal::derive(move || name.clone()) compact=true />
                        <Tally score=Signal::derive(move || tile.with(|t| t.score())) caption=Signal::derive(move || app.t(Key::Score).to_string()) />
                    </div>
                </li>
            }
        }).collect_view())
    };
    view! {
        <section class="end-screen" aria-labelledby="end-title">
            <h2 id="end-title">{move || app.t(Key::GameOver)}": "{headline}</h2>
            {move || best.get().map(|b| view! { <p>{move || app.tf(Key::PersonalBest, &[&b.to_string()])}</p> })}
            <ol class="final-list">{ranking}</ol>
            <div class="form-actions">
                <button type="button" class="button" on:click=share>{move || app.t(Key::ShareResult)}</button>
                {move || copied.get().then(|| view! { <span role="status">{move || app.t(Key::Copied)}</span> })}
                <A href="/new/tuefteln" attr:class="button button--primary">{move || app.t(Key::PlayAgain)}</A>
            </div>
        </section>
    }
}

fn copy_to_clipboard(text: &str) {
    let navigator = window().navigator();
    let Ok(clipboard) = js_sys::Reflect::get(&navigator, &"clipboard".into()) else {
        return;
    };
    let Ok(write) = js_sys::Reflect::get(&clipboard, &"writeText".into()) else {
        return;
    };
    if let Some(write) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&write) {
        let _ = write.call1(&clipboard, &text.into());
    }
}
