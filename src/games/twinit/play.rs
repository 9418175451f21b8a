//! Twin It!'s table: each seat's zone (pile, prises, the Turn button), the cards on the table
//! (the five shared piles in Le Ring, the spread of all 135 in Tous ensemble), the latest
//! claim in words, and the end. Game time runs through the shared driver
//! ([`crate::games::realtime`]), so bots claim on their own time; every person's touch is
//! stamped with game time when it lands (W3).
//!
//! Touches become actions in [`super::input`]: alone, tap two cards; several people on one
//! tablet each claim from their own zone, one pointer per slide, so two people claiming at the
//! same moment each claim for themselves.

use super::art::Motif;
use super::end::GameEnd;
use super::input::{parse_spot, read_gesture, spot_code, Gesture, Picks, Start, Touch};
use super::log::{describe_event, is_notable};
use super::places::{arrange, Places};
use super::seats::{sides, symbol, team_symbol};
use super::session::Session;
use super::text::TwinItKey;
use crate::components::side_panel::SidePanel;
use crate::components::top_bar::TopBar;
use crate::games::realtime::{drive, game_time};
use crate::i18n::{Explain, Key};
use crate::state::{use_app, AppState};
use leptos::prelude::*;
use tablee_rules::twinit::{Action, Event, Mode, MotifId, PileId, Slot, Spot, TwinItError, View};
use tablee_rules::{Game, GameKind, Millis, Seat};
use wasm_bindgen::JsCast;

/// Loads the save `id` and shows the table, or explains why it cannot.
#[component]
pub fn TwinItPlay(
    /// The save's id.
    id: String,
) -> impl IntoView {
    crate::components::saved_table::saved_table(GameKind::TwinIt, id, |id, session: Session| {
        view! { <Table id session /> }.into_any()
    })
}

/// What the table's parts share.
#[derive(Clone, Copy)]
struct TableState {
    app: AppState,
    session: RwSignal<Session>,
    /// What everyone sees (the first person's view; only `legal` differs between seats).
    view: Memo<View>,
    /// Each seat's first hand, waiting for the second.
    picks: RwSignal<Picks>,
    /// The last refusal, with the seat it is for.
    message: RwSignal<Option<(Seat, String)>>,
    /// The game time shown (refreshed a few times a second).
    now: ReadSignal<Millis>,
    /// The seats played by people.
    people: StoredValue<Vec<Seat>>,
    /// The pointers down, with where each went down.
    pointers: StoredValue<Vec<(i32, Start)>>,
}

impl TableState {
    fn name(self, seat: Seat) -> String {
        self.session.with_untracked(|s| s.name(seat).to_string())
    }

    fn mode(self) -> Mode {
        self.session.with_untracked(Session::mode)
    }

    fn shared(self) -> bool {
        self.people.with_value(|p| p.len() > 1)
    }

    /// `seat` plays `action` now; a refusal is explained on their side.
    fn act(self, seat: Seat, action: Action) {
        let at = game_time(self.session);
        let result = self
            .session
            .try_update(|s| s.person_acts(seat, action, at))
            .unwrap_or(Err(TwinItError::GameOver));
        match result {
            Ok(()) => self.message.set(None),
            Err(error) => {
                let lang = self.app.lang.get_untracked();
                let text = match error {
                    TwinItError::NotYourTurn {
                        turner: Some(turner),
                    } => TwinItKey::TurnsNext.fill(lang, &[&self.name(turner)]),
                    other => other.explain(lang),
                };
                self.message.set(Some((seat, text)));
            }
        }
    }

    /// `seat` touches `spot`: a pick, or an action.
    fn touch(self, seat: Seat, spot: Spot) {
        let mode = self.mode();
        let own_mark = self.view.with_untracked(|v| {
            v.marks
                .iter()
                .find(|(s, _)| *s == seat)
                .map(|&(_, spot)| spot)
        });
        let touched = self
            .picks
            .try_update(|p| p.touch(mode, seat, spot, own_mark))
            .unwrap_or(Touch::Unpicked);
        if let Touch::Act(action) = touched {
            self.act(seat, action);
        } else {
            self.message.set(None);
        }
    }

    /// A gesture read by [`read_gesture`], carried out.
    fn gesture(self, gesture: Gesture) {
        match gesture {
            Gesture::Touch(seat, spot) => self.touch(seat, spot),
            Gesture::Claim(seat, a, b) => {
                self.picks.update(|p| p.clear(seat));
                self.act(seat, Action::Claim(a, b));
            }
            Gesture::Flip(seat, slot) => self.act(seat, Action::Flip(slot)),
            Gesture::FromYourCorner => {
                let text = TwinItKey::SlideFromCorner.text(self.app.lang.get_untracked());
                let first = self.people.with_value(|p| p[0]);
                self.message.set(Some((first, text.to_string())));
            }
            Gesture::Nothing => {}
        }
    }

    /// The person who turns with the Turn button of a shared pile: the turner when a person
    /// plays it.
    fn person_turner(self) -> Option<Seat> {
        let turner = self.view.with(|v| v.turner)?;
        self.session.with(|s| s.is_human(turner)).then_some(turner)
    }
}

/// Where a pointer going down on `target` starts: a face, or a seat's zone. When several people
/// share the table, a face inside a zone (its pile, its prises) starts a slide from that zone.
fn start_of(target: &web_sys::Element) -> Option<Start> {
    let spot = target
        .closest("[data-spot]")
        .ok()
        .flatten()
        .and_then(|e| e.get_attribute("data-spot"))
        .and_then(|code| parse_spot(&code));
    match (spot, zone_of(target)) {
        (Some(_), Some(zone)) if shared_table(target) => Some(Start::Zone(zone)),
        (Some(spot), _) => Some(Start::Spot(spot)),
        (None, zone) => zone.map(Start::Zone),
    }
}

fn zone_of(target: &web_sys::Element) -> Option<Seat> {
    target
        .closest("[data-zone]")
        .ok()
        .flatten()
        .and_then(|e| e.get_attribute("data-zone"))
        .and_then(|z| z.parse().ok())
        .map(Seat)
}

fn shared_table(target: &web_sys::Element) -> bool {
    target.closest(".tw-table--shared").ok().flatten().is_some()
}

/// The face under a point of the screen.
fn spot_at(x: i32, y: i32) -> Option<Spot> {
    document()
        .element_from_point(x as f32, y as f32)?
        .closest("[data-spot]")
        .ok()
        .flatten()?
        .get_attribute("data-spot")
        .and_then(|code| parse_spot(&code))
}

#[component]
fn Table(id: String, session: Session) -> impl IntoView {
    let app = use_app();
    let people = session.people();
    let session = RwSignal::new(session);
    let save_now = crate::components::saved_table::save_now(id.clone(), session, Session::to_save);
    let now = drive(session, Signal::derive(|| false), save_now);
    let looker = people.first().copied().unwrap_or(Seat(0));
    let view = Memo::new(move |_| session.with(|s| s.game().view(looker)));
    let state = TableState {
        app,
        session,
        view,
        picks: RwSignal::new(Picks::default()),
        message: RwSignal::new(None),
        now,
        people: StoredValue::new(people),
        pointers: StoredValue::new(Vec::new()),
    };
    crate::components::saved_table::keep_saved(id, session, Session::to_save);
    // A pick whose card has gone (won by someone else, turned over) is dropped.
    Effect::new(move |_| {
        view.with(|v| {
            let showing = |spot: Spot| shows(v, spot).is_some();
            if state
                .picks
                .with_untracked(|p| p.all().iter().any(|&(_, s)| !showing(s)))
            {
                state.picks.update(|p| p.retain_visible(showing));
            }
        });
    });

    let on_pointerdown = move |ev: web_sys::PointerEvent| {
        let Some(target) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        if let Some(start) = start_of(&target) {
            let id = ev.pointer_id();
            state.pointers.update_value(|p| {
                p.retain(|(i, _)| *i != id);
                p.push((id, start));
            });
        }
    };
    let on_pointerup = move |ev: web_sys::PointerEvent| {
        let id = ev.pointer_id();
        let mut start = None;
        state.pointers.update_value(|p| {
            if let Some(i) = p.iter().position(|(i, _)| *i == id) {
                start = Some(p.remove(i).1);
            }
        });
        let Some(start) = start else { return };
        let end = spot_at(ev.client_x(), ev.client_y());
        let gesture = state
            .people
            .with_value(|people| read_gesture(state.mode(), people, start, end));
        state.gesture(gesture);
    };
    let on_pointercancel = move |ev: web_sys::PointerEvent| {
        let id = ev.pointer_id();
        state.pointers.update_value(|p| p.retain(|(i, _)| *i != id));
    };
    let mode = state.mode();
    let phase = Memo::new(move |_| {
        session.with(|s| {
            if s.game().is_finished() {
                Phase::Over
            } else if !s.seen.started {
                Phase::Ready
            } else {
                Phase::Playing
            }
        })
    });
    let title = Signal::derive(|| GameKind::TwinIt.name().to_string());
    view! {
        <TopBar title />
        <div class="table twinit play-screen" data-mode=mode.id() data-testid="twinit-table"
            class:tw-table--shared=state.shared()>
            <div class="tw-table" class:tw-table--shared=state.shared()
                on:pointerdown=on_pointerdown on:pointerup=on_pointerup
                on:pointercancel=on_pointercancel>
                <Sides state />
                <Latest state />
            </div>
            {move || match phase.get() {
                Phase::Ready => view! { <ReadyPanel state /> }.into_any(),
                Phase::Over => view! { <GameEnd session /> }.into_any(),
                Phase::Playing => ().into_any(),
            }}
            <SidePanel id="log" title=Signal::derive(move || app.t(Key::Log).to_string())>
                <div>
                    <EventLog state />
                    <p class="muted small seed-line">{move || app.tf(Key::SeedLine, &[&session.with(|s| s.game().seed()).to_string()])}</p>
                </div>
            </SidePanel>
        </div>
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Ready,
    Playing,
    Over,
}

/// The motif a spot shows in `view`, if it shows one.
fn shows(view: &View, spot: Spot) -> Option<MotifId> {
    match spot {
        Spot::Pile(pile) => view.piles.get(pile.index())?.top,
        Spot::Table(slot) => view.table.iter().find(|(s, _)| *s == slot).map(|&(_, m)| m),
        Spot::Prise { owner, motif } => view
            .prises
            .values()
            .get(owner.index())?
            .iter()
            .any(|p| p.motif == motif)
            .then_some(motif),
    }
}

/// The seats along the two edges and the cards between them.
#[component]
fn Sides(state: TableState) -> impl IntoView {
    let (seats, mode) = state
        .session
        .with_untracked(|s| (s.setup.seats.len(), s.mode()));
    let layout = state.people.with_value(|p| sides(mode, seats, p));
    view! {
        <div class="tw-side tw-side--top">
            {layout.top.into_iter().map(|seat| view! { <Zone state seat /> }).collect_view()}
        </div>
        <Centre state />
        <div class="tw-side tw-side--bottom">
            {layout.bottom.into_iter().map(|seat| view! { <Zone state seat /> }).collect_view()}
        </div>
    }
}

/// One seat's zone: name and symbol, its pile with the Turn button, its prises, and what
/// concerns it (its refused claim, its error).
#[component]
fn Zone(state: TableState, seat: Seat) -> impl IntoView {
    let app = state.app;
    let view = state.view;
    let (mode, human, name) = state
        .session
        .with_untracked(|s| (s.mode(), s.is_human(seat), s.name(seat).to_string()));
    let own_pile = matches!(mode, Mode::ChacunPourSoi | Mode::Clans);
    let target = view.with_untracked(|v| v.target);
    let count = Memo::new(move |_| view.with(|v| v.prises[seat].len()));
    let is_turner = Memo::new(move |_| view.with(|v| v.turner == Some(seat) && !v.is_finished()));
    let erred = Memo::new(move |_| {
        view.with(|v| match v.events.iter().rev().find(|e| is_notable(e)) {
            Some(Event::Erred { seat: s, .. }) => *s == seat,
            _ => false,
        })
    });
    let message = move || {
        state
            .message
            .get()
            .filter(|(s, _)| *s == seat)
            .map(|(_, m)| m)
    };
    let pile = PileId::of(seat);
    view! {
        <section class="tw-zone" data-zone=seat.0.to_string() data-testid=format!("tw-zone-{}", seat.0)
            class:tw-zone--person=human class:tw-zone--turner=is_turner class:tw-zone--erred=erred
            aria-label=name.clone()>
            <header class="tw-zone-head">
                <span class="tw-symbol" aria-hidden="true">{symbol(seat)}</span>
                {(mode == Mode::Clans).then(|| view! {
                    <span class="tw-team" title=move || {
                        let key = if team_symbol(seat) == "☀" { TwinItKey::TeamSun } else { TwinItKey::TeamMoon };
                        key.text(app.lang.get())
                    }>{team_symbol(seat)}</span>
                })}
                <span class="tw-name">{name.clone()}</span>
                {target.map(|t| view! {
                    <span class="tw-count" data-testid=format!("tw-count-{}", seat.0)>
                        <span aria-hidden="true">{move || format!("{}/{t}", count.get())}</span>
                        <span class="sr-only">{move || TwinItKey::PrisesCount.fill(app.lang.get(), &[&count.get().to_string(), &t.to_string()])}</span>
                    </span>
                })}
            </header>
            <div class="tw-zone-body">
                {own_pile.then(|| view! { <PileFace state pile owner=Some(seat) /> })}
                {(own_pile && human).then(|| view! {
                    <button type="button" class="button tw-turn" data-testid=format!("tw-turn-{}", seat.0)
                        disabled=move || !is_turner.get()
                        on:click=move |_| state.act(seat, Action::Turn(pile))>
                        {move || TwinItKey::Turn.text(app.lang.get())}
                    </button>
                })}
                <ul class="tw-prises" aria-label=move || TwinItKey::Prises.text(app.lang.get())>
                    <For each=move || view.with(|v| v.prises[seat].iter().map(|p| (p.motif, p.cards)).collect::<Vec<_>>())
                        key=|p| *p
                        let((motif, cards))>
                        <li class="tw-prise">
                            <Face state spot=Spot::Prise { owner: seat, motif } motif />
                            {(cards > 2).then(|| view! { <span class="tw-badge">"×3"</span> })}
                        </li>
                    </For>
                </ul>
            </div>
            // A bot's zone says nothing: the ↻ and the line under the table say who turns.
            {human.then(|| view! {
                <p class="tw-zone-note" role="status">{move || {
                    if let Some(m) = message() { return m; }
                    let lang = app.lang.get();
                    if is_turner.get() { TwinItKey::YouTurn.text(lang).to_string() } else { String::new() }
                }}</p>
            })}
        </section>
    }
}

/// A pile: its top face (claimable, W2) and how many cards it holds.
#[component]
fn PileFace(state: TableState, pile: PileId, owner: Option<Seat>) -> impl IntoView {
    let app = state.app;
    let view = state.view;
    let top = Memo::new(move |_| view.with(|v| v.piles.get(pile.index()).and_then(|p| p.top)));
    let count = Memo::new(move |_| view.with(|v| v.piles.get(pile.index()).map_or(0, |p| p.count)));
    let label = move || {
        let lang = app.lang.get();
        let n = count.get().to_string();
        match owner {
            Some(seat) => TwinItKey::PileOf.fill(lang, &[&state.name(seat), &n]),
            None => TwinItKey::RingPile.fill(lang, &[&(pile.0 + 1).to_string(), &n]),
        }
    };
    view! {
        <div class="tw-pile" role="group" aria-label=label data-testid=format!("tw-pile-{}", pile.0)>
            {move || match top.get() {
                Some(motif) => view! { <Face state spot=Spot::Pile(pile) motif /> }.into_any(),
                None => view! { <span class="tw-card tw-card--empty">{move || TwinItKey::Empty.text(app.lang.get())}</span> }.into_any(),
            }}
            <span class="tw-pile-count" aria-hidden="true">{move || count.get()}</span>
        </div>
    }
}

/// A visible face: a button that picks it or claims with it, marked with the symbol of every
/// seat whose hand is on it.
#[component]
fn Face(state: TableState, spot: Spot, motif: MotifId) -> impl IntoView {
    let app = state.app;
    let hands = Memo::new(move |_| {
        let mut seats: Vec<Seat> = state.picks.with(|p| {
            p.all()
                .iter()
                .filter(|(_, s)| *s == spot)
                .map(|&(seat, _)| seat)
                .collect()
        });
        state.view.with(|v| {
            seats.extend(
                v.marks
                    .iter()
                    .filter(|(_, s)| *s == spot)
                    .map(|&(seat, _)| seat),
            );
        });
        seats
    });
    let label = move || {
        let lang = app.lang.get();
        let name = super::art::names::motif_name(lang, motif);
        let hands = hands.get();
        if hands.is_empty() {
            name
        } else {
            let who: Vec<String> = hands.iter().map(|&s| state.name(s)).collect();
            TwinItKey::HandOn.fill(lang, &[&who.join(", "), &name])
        }
    };
    // A keyboard's Enter or Space (a click with no pointer) is the only person's touch; taps
    // and slides are read from the pointer events on the table.
    let on_click = move |ev: web_sys::MouseEvent| {
        if ev.detail() == 0 {
            let only = state.people.with_value(|p| (p.len() == 1).then(|| p[0]));
            match only {
                Some(seat) => state.touch(seat, spot),
                None => state.gesture(Gesture::FromYourCorner),
            }
        }
    };
    view! {
        <button type="button" class="tw-card" data-spot=spot_code(spot) data-motif=motif.0.to_string()
            aria-pressed=move || if hands.get().is_empty() { "false" } else { "true" }
            aria-label=label on:click=on_click>
            <Motif motif />
            {move || {
                let hands = hands.get();
                (!hands.is_empty()).then(|| view! {
                    <span class="tw-hands" aria-hidden="true">{hands.iter().map(|&s| symbol(s)).collect::<String>()}</span>
                })
            }}
        </button>
    }
}

/// The middle of the table: Le Ring's five piles, the cards laid on the table, and in Tous
/// ensemble the countdown and the score.
#[component]
fn Centre(state: TableState) -> impl IntoView {
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
        <section class="tw-centre" aria-label=move || TwinItKey::Table.text(app.lang.get())>
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

/// The latest claim, error or dispute in words (a polite live region), and how to claim.
#[component]
fn Latest(state: TableState) -> impl IntoView {
    let app = state.app;
    let latest = move || {
        let lang = app.lang.get();
        state.view.with(|v| {
            v.events
                .iter()
                .rev()
                .find(|e| is_notable(e))
                .map(|e| state.session.with_untracked(|s| describe_event(s, e, lang)))
        })
    };
    let hint = move || {
        let lang = app.lang.get();
        let key = match (state.mode(), state.shared()) {
            (Mode::Clans, _) => TwinItKey::HintClans,
            (Mode::TousEnsemble, false) => TwinItKey::HintTogether,
            (Mode::TousEnsemble, true) => TwinItKey::HintTogetherShared,
            (_, true) => TwinItKey::HintSlide,
            (_, false) => TwinItKey::HintTap,
        };
        key.text(lang)
    };
    view! {
        <p class="move-banner tw-latest" aria-live="polite" data-testid="tw-latest">
            {move || latest().unwrap_or_else(|| hint().to_string())}
        </p>
    }
}

/// Before the first card: how to play in this mode, and the Start button (game time and the
/// cooperative minute start with it).
#[component]
fn ReadyPanel(state: TableState) -> impl IntoView {
    let app = state.app;
    let mode = state.mode();
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    let (name, about) = super::text::mode_words(mode);
    view! {
        <div class="tw-overlay" role="dialog" aria-modal="true" aria-labelledby="tw-ready-title">
            <div class="panel tw-ready">
                <h2 id="tw-ready-title">{move || TwinItKey::Ready.text(app.lang.get())}</h2>
                <p><strong>{move || name.text(app.lang.get())}</strong></p>
                <p>{move || about.text(app.lang.get())}</p>
                {state.shared().then(|| view! { <p>{move || TwinItKey::SharedDevice.text(app.lang.get())}</p> })}
                <button type="button" class="button button--primary" node_ref=button data-testid="tw-start"
                    on:click=move |_| state.session.update(Session::start)>
                    {move || TwinItKey::StartPlay.text(app.lang.get())}
                </button>
            </div>
        </div>
    }
}

/// Every claim, error and dispute so far, newest last.
#[component]
fn EventLog(state: TableState) -> impl IntoView {
    let app = state.app;
    view! {
        <ol class="event-log" data-testid="tw-log">
            {move || {
                let lang = app.lang.get();
                state.view.with(|v| {
                    v.events
                        .iter()
                        .filter(|e| is_notable(e))
                        .map(|e| view! { <li>{state.session.with_untracked(|s| describe_event(s, e, lang))}</li> })
                        .collect_view()
                })
            }}
        </ol>
    }
}
