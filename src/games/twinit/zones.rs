//! The seats of Twin It!'s table along its two edges: each zone with its pile and Turn button,
//! its prises and what concerns it, and the faces they show.

use super::centre::Centre;
use super::faces::{Face, PileFace};
use super::log::is_notable;
use super::seats::{sides, symbol, team_symbol};
use super::table_state::TableState;
use super::text::TwinItKey;
use leptos::prelude::*;
use tablee_rules::twinit::{Action, Event, Mode, PileId, Spot};
use tablee_rules::Seat;

/// The seats along the two edges and the cards between them.
#[component]
pub(super) fn Sides(state: TableState) -> impl IntoView {
    let (seats, mode) = (state.names().len(), state.mode());
    let zones = move |seats: Vec<Seat>| {
        seats
            .into_iter()
            .map(|seat| view! { <Zone state seat /> })
            .collect_view()
    };
    // Drawn again, zones and all, when the people at this screen change (a phone took a seat).
    move || {
        let layout = sides(mode, seats, &state.eyes());
        view! {
            <div class="tw-side tw-side--top">{zones(layout.top)}</div>
            <Centre state />
            <div class="tw-side tw-side--bottom">{zones(layout.bottom)}</div>
        }
    }
}

/// One seat's zone: name and symbol, its pile with the Turn button, its prises, and what
/// concerns it (its refused claim, its error).
#[component]
pub(super) fn Zone(state: TableState, seat: Seat) -> impl IntoView {
    let app = state.app;
    let view = state.view;
    let (mode, name) = (state.mode(), state.name(seat));
    // A person at this screen: the zone's Turn button and its corner's words are theirs.
    let human = untrack(|| state.eyes().contains(&seat));
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
    let message = move || state.refusal_for(seat);
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
