//! Tüfteln's table: the seats, the roll, the person's panel ([`super::turn`]), the other tiles,
//! and at the end [`super::end_screen`]. Bots write in the background between frames while
//! people write the same roll, so the page never freezes; every confirmed move is saved.

use super::draft::Draft;
use super::end_screen::EndScreen;
use super::session::Session;
use super::tally::Tally;
use super::text::TueftelnKey;
use super::tile_view::TileView;
use super::turn::{HumanTurn, Waiting};
use crate::components::die::Die as DieFace;
use crate::components::seat_strip::{Detail, SeatBadge, SeatStrip};
use crate::components::side_panel::SidePanel;
use crate::components::table_layout::{edges, Edge, TableLayout};
use crate::components::top_bar::TopBar;
use crate::games::table::Table;
use crate::i18n::{Key, Plural};
use crate::setup::Controller;
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tuefteln::Tuefteln;
use tablee_rules::{BotLevel, Game, GameKind, Seat, Status};

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

/// What the middle of the table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Panel {
    /// A person writes this round's roll (keyed by the round: the next roll is a new turn).
    Writing(u8, Seat),
    /// Every person has written; this one's tile stays big while the bots finish.
    Waiting(Seat),
    /// A table of bots alone: the next bot's name.
    Bots(Option<Seat>),
}

impl Panel {
    fn of(session: &Session) -> Panel {
        match (session.next_person(), session.featured_person()) {
            (Some(seat), _) => Panel::Writing(session.game().round(), seat),
            (None, Some(seat)) => Panel::Waiting(seat),
            (None, None) => Panel::Bots(session.next_bot(true).map(|(seat, _)| seat)),
        }
    }

    /// The person whose tile is shown big.
    const fn person(self) -> Option<Seat> {
        match self {
            Panel::Writing(_, seat) | Panel::Waiting(seat) => Some(seat),
            Panel::Bots(_) => None,
        }
    }
}

#[component]
fn Table(id: String, session: Session) -> impl IntoView {
    let app = use_app();
    let table = Table::new(app, session);
    let session = table.session;
    let panel = Memo::new(move |_| session.with(Panel::of));
    // The draft belongs to one seat in one round.
    let draft = RwSignal::new(None::<(u8, Seat, Draft)>);
    // Set when a person confirms, so the next turn panel takes the keyboard focus.
    let moved = StoredValue::new(false);

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

    // U5: everyone writes the same roll, so the bots write theirs in the background while people
    // write on screen, one move per task so the page stays responsive; the round moves on when
    // all have written. Their pace is the session's plan (a table of bots alone keeps a pause
    // people can follow), woken by the shared driver; a strong bot waits for its model while the
    // others go on.
    table.run(id, Signal::stored(false));

    // A fresh draft whenever a person's turn starts.
    Effect::new(move |_| {
        if let Panel::Writing(round, seat) = panel.get() {
            let stale = draft
                .with_untracked(|d| !matches!(d, Some((r, s, _)) if *r == round && *s == seat));
            if stale {
                let fresh =
                    session.with_untracked(|s| Draft::new(s.game().tile(seat), s.game().roll()));
                draft.set(Some((round, seat, fresh)));
            }
        }
    });

    let name_of = move |seat: Seat| session.with(|s| s.setup.seats[seat.index()].name.clone());
    let person = Signal::derive(move || panel.get().person());
    let badges = Signal::derive(move || {
        session.with(|s| {
            // The seats still to write this round are exactly the acting ones (U5): the marks go
            // out one by one as the bots and people write.
            let acting = s.game().acting();
            SeatBadge::for_setup(&s.setup, |seat| {
                let active = acting.contains(&seat);
                let total = s.game().tile(seat).score().total;
                let detail = Detail {
                    shown: total.to_string(),
                    spoken: Some(app.tn(Plural::Points, total, &[])),
                };
                (active, detail)
            })
        })
    });

    let finished = move || session.with(|s| matches!(s.game().status(), Status::Finished(_)));
    // The flat-table layout: every tile on its player's edge; the turn panel in the middle is
    // turned to face a player on the far edge.
    let flat = move || {
        app.settings.with(|s| s.table_layout) && session.with_untracked(|s| s.setup.seats.len() > 1)
    };
    let centre_class = move || {
        let seats = session.with(|s| s.setup.seats.len());
        let far = person
            .get()
            .is_some_and(|seat| edges(seats)[seat.index()] == Edge::Top);
        if far {
            "table-flat-turned"
        } else {
            ""
        }
    };
    let centre = move || {
        view! {
            <RoundBar session />
            {move || match panel.get() {
                Panel::Writing(_, seat) => view! { <HumanTurn seat table draft moved /> }.into_any(),
                Panel::Waiting(seat) => view! { <Waiting seat session /> }.into_any(),
                Panel::Bots(Some(seat)) => view! {
                    <p class="bot-thinking" role="status">{move || app.tf(Key::BotThinking, &[&name_of(seat)])}</p>
                }.into_any(),
                Panel::Bots(None) => ().into_any(),
            }}
        }
    };
    let title = Signal::derive(move || GameKind::Tuefteln.name().to_string());
    view! {
        <TopBar title />
        <div class="table tuefteln" class:play-screen=move || !finished()
            class:play-screen--flat=move || !finished() && flat() data-testid="tuefteln-table">
            <SeatStrip seats=badges />
            <Show when=move || !finished() fallback=move || view! { <EndScreen session /> }>
                {move || if flat() {
                    let seats = session.with_untracked(|s| s.setup.seats.len());
                    // The person writing has their tile big in the middle: not again on their edge.
                    let tiles = (0..seats).map(|i| {
                        let seat = Seat(i as u8);
                        view! {
                            <div class:table-flat-seat--big=move || person.get() == Some(seat)>
                                <SeatTile session seat />
                            </div>
                        }.into_any()
                    }).collect();
                    let centre = view! {
                        <div class=centre_class>
                            {centre()}
                            {move || person.get().map(|seat| view! { <ScorePanel session seat /> })}
                        </div>
                    };
                    view! { <TableLayout seats=tiles centre=centre.into_any() /> }.into_any()
                } else {
                    view! {
                        {centre()}
                        <div class="play-side">
                            {move || person.get().map(|seat| view! { <ScorePanel session seat /> })}
                            <Overview session except=person />
                        </div>
                    }.into_any()
                }}
            </Show>
            // During play the seed is in the score panel, so the table fits the screen.
            {move || (finished() || person.get().is_none()).then(|| view! { <SeedLine session /> })}
        </div>
    }
}

/// The score pad of the person whose tile is shown big.
#[component]
fn ScorePanel(session: RwSignal<Session>, seat: Seat) -> impl IntoView {
    let app = use_app();
    let tile = super::tile_view::tile_of(session, seat);
    let score = Signal::derive(move || tile.with(|t| t.score()));
    let name = move || session.with(|s| s.setup.seats[seat.index()].name.clone());
    // The panel says "Score"; the pad under it says whose.
    let caption = Signal::derive(name);
    view! {
        <SidePanel id="score" title=Signal::derive(move || app.t(TueftelnKey::Score).to_string())
            summary=Signal::derive(move || app.tn(Plural::Points, score.with(|s| s.total), &[]))>
            <Tally score caption />
            <SeedLine session />
        </SidePanel>
    }
}

/// The game's seed, to replay it.
#[component]
fn SeedLine(session: RwSignal<Session>) -> impl IntoView {
    let app = use_app();
    view! {
        <p class="muted small seed-line">{move || app.tf(Key::SeedLine, &[&session.with(|s| s.game().seed()).to_string()])}</p>
    }
}

#[component]
fn RoundBar(session: RwSignal<Session>) -> impl IntoView {
    let app = use_app();
    let roll = move || session.with(|s| s.game().roll());
    view! {
        <div class="round-bar">
            <span class="round-number" data-testid="round">
                {move || app.tf(Key::Round, &[&session.with(|s| s.game().round()).to_string(), &Tuefteln::ROUNDS.to_string()])}
            </span>
            <span class="roller">{move || {
                let roller = session.with(|s| s.game().roller());
                app.tf(TueftelnKey::Roller, &[&session.with(|s| s.setup.seats[roller.index()].name.clone())])
            }}</span>
            <span class="roll-dice" aria-hidden="true">
                <DieFace value=Signal::derive(move || roll().0[0].value()) />
                <DieFace value=Signal::derive(move || roll().0[1].value()) />
            </span>
        </div>
    }
}

#[component]
fn Overview(session: RwSignal<Session>, except: Signal<Option<Seat>>) -> impl IntoView {
    let app = use_app();
    // A memo, so the small tiles are not drawn again each time a bot writes.
    let others = Memo::new(move |_| {
        session.with(|s| {
            s.game()
                .tiles()
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
                        {seats.into_iter().map(|seat| view! {
                            <li><SeatTile session seat /></li>
                        }).collect_view()}
                    </ul>
                </SidePanel>
            }
        })
    }
}

/// A player's name, total and small tile.
#[component]
fn SeatTile(session: RwSignal<Session>, seat: Seat) -> impl IntoView {
    let name = move || session.with(|s| s.setup.seats[seat.index()].name.clone());
    let tile = super::tile_view::tile_of(session, seat);
    view! {
        <div class="overview-item">
            <span>{name}" · "{move || tile.with(|t| t.score().total)}</span>
            <TileView tile label=Signal::derive(name) compact=true />
        </div>
    }
}
