//! A face of Twin It!'s table (a card showing its motif, or a pile's top), as the zones and the
//! centre draw it: what a touch on it starts, and what a claim on it shows.

use super::art::Motif;
use super::input::{spot_code, Gesture};
use super::seats::symbol;
use super::table_state::TableState;
use super::text::TwinItKey;
use leptos::prelude::*;
use tablee_rules::twinit::{MotifId, PileId, Spot};
use tablee_rules::Seat;

/// A pile: its top face (claimable, W2) and how many cards it holds.
#[component]
pub(super) fn PileFace(state: TableState, pile: PileId, owner: Option<Seat>) -> impl IntoView {
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
pub(super) fn Face(state: TableState, spot: Spot, motif: MotifId) -> impl IntoView {
    let app = state.app;
    let hands = Memo::new(move |_| {
        let mut seats: Vec<Seat> = state.ui.picks.with(|p| {
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
            let only = state
                .people
                .with_untracked(|p| (p.len() == 1).then(|| p[0]));
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
