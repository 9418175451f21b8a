//! Twin It!'s table: each seat's zone (pile, prises, the Turn button), the cards on the table
//! (the five shared piles in Le Ring, the spread of all 135 in Tous ensemble), the latest
//! claim in words, and the end. Game time runs through the shared driver
//! ([`crate::table::realtime`]), so bots claim on their own time; every person's touch is
//! stamped with game time when it lands (W3).
//!
//! Touches become actions in [`super::input`]: alone, tap two cards; several people on one
//! tablet each claim from their own zone, one pointer per slide, so two people claiming at the
//! same moment each claim for themselves.

use super::end::GameEnd;
use super::hit::{spot_at, start_of};
use super::input::read_gesture;
use super::panels::{EventLog, Latest, ReadyPanel};
use super::session::Session;
use super::table_state::TableState;
use super::zones::Sides;
use crate::components::side_panel::SidePanel;
use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::twinit::{MotifId, Spot, View};
use tablee_rules::GameKind;
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

#[component]
pub(super) fn Table(id: String, mut session: Session) -> impl IntoView {
    let app = use_app();
    // A lesson starts at once: its coach tells what the ready panel would.
    let lesson = use_context::<crate::table::lesson::LessonHook<tablee_rules::twinit::TwinIt>>();
    if lesson.is_some() {
        session.start();
    }
    let people = session.people().len();
    let state = TableState::open(app, id, session);
    let Some((table, away)) = state.here() else {
        unreachable!("opened on this device")
    };
    view! {
        <Tabletop state />
        {crate::table::device::phones_panel(table, away, people)}
    }
}

/// Twin It!'s table as a view draws it, on the device that holds the game or on a phone
/// holding one seat.
#[component]
pub(super) fn Tabletop(state: TableState) -> impl IntoView {
    let app = state.app;
    let view = state.view;
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
            .with_untracked(|people| read_gesture(state.mode(), people, start, end));
        state.gesture(gesture);
    };
    let on_pointercancel = move |ev: web_sys::PointerEvent| {
        let id = ev.pointer_id();
        state.pointers.update_value(|p| p.retain(|(i, _)| *i != id));
    };
    let mode = state.mode();
    let phase = Memo::new(move |_| {
        if view.with(|v| v.is_finished()) {
            Phase::Over
        } else if state.waits_for_start() {
            Phase::Ready
        } else {
            Phase::Playing
        }
    });
    let title = Signal::derive(|| GameKind::TwinIt.name().to_string());
    view! {
        <TopBar title />
        <div class="table twinit play-screen" data-mode=mode.id() data-testid="twinit-table"
            class:tw-table--shared=move || state.shared()>
            <div class="tw-table" class:tw-table--shared=move || state.shared()
                on:pointerdown=on_pointerdown on:pointerup=on_pointerup
                on:pointercancel=on_pointercancel>
                <Sides state />
                <Latest state />
            </div>
            {move || match phase.get() {
                Phase::Ready => view! { <ReadyPanel state /> }.into_any(),
                Phase::Over => view! { <GameEnd state /> }.into_any(),
                Phase::Playing => ().into_any(),
            }}
            <SidePanel id="log" title=Signal::derive(move || app.t(Key::Log).to_string())>
                <div>
                    <EventLog state />
                    {crate::table::device::seed_line(app, state.seed, state.here().is_some(), Signal::derive(move || view.with(|v| v.is_finished())))}
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
pub(super) fn shows(view: &View, spot: Spot) -> Option<MotifId> {
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
