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
use super::table_state::TableState;
use super::zones::Sides;
use crate::components::side_panel::SidePanel;
use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use leptos::prelude::*;
use tablee_rules::twinit::{MotifId, Spot, View};
use tablee_rules::GameKind;
use wasm_bindgen::JsCast;

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
                .ui
                .picks
                .with_untracked(|p| p.all().iter().any(|&(_, s)| !showing(s)))
            {
                state.ui.picks.update(|p| p.retain_visible(showing));
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
            state.ui.pointers.update_value(|p| {
                p.retain(|(i, _)| *i != id);
                p.push((id, start));
            });
        }
    };
    let on_pointerup = move |ev: web_sys::PointerEvent| {
        let id = ev.pointer_id();
        let mut start = None;
        state.ui.pointers.update_value(|p| {
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
        state
            .ui
            .pointers
            .update_value(|p| p.retain(|(i, _)| *i != id));
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
                    {state.seed_line(Signal::derive(move || view.with(|v| v.is_finished())))}
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
