//! The new-game screen: seats (name, human or bot) within the game's range, then the game's
//! own options, which each game's folder provides.

use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::setup::{Controller, SeatSetup};
use crate::state::use_app;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use tablee_rules::GameKind;

/// Routes `/new/:game` to that game's set-up, or says plainly that it is not playable yet.
#[component]
pub fn NewGame() -> impl IntoView {
    let params = use_params_map();
    let kind = move || super::game_from_route(params.read().get("game"));
    move || match kind() {
        Some(GameKind::Tuefteln) => {
            view! { <crate::games::tuefteln::new_game::TueftelnNewGame /> }.into_any()
        }
        Some(other) => view! { <NotPlayableYet kind=other /> }.into_any(),
        None => view! { <super::not_found::NotFound /> }.into_any(),
    }
}

/// The honest answer for a game that is still being built.
#[component]
pub fn NotPlayableYet(
    /// The game.
    kind: GameKind,
) -> impl IntoView {
    let app = use_app();
    view! {
        <TopBar title=Signal::derive(move || kind.name().to_string()) />
        <section class="panel">
            <p class="badge badge--soon">{move || app.t(Key::ComingSoon)}</p>
            <p>{move || app.t(Key::ComingSoonLong)}</p>
        </section>
    }
}

/// Edits the seats of a set-up: names, who plays each, adding and removing seats within
/// `kind`'s player range.
#[component]
pub fn SeatEditor(
    /// The game, for its player range.
    kind: GameKind,
    /// The seats being edited.
    seats: RwSignal<Vec<SeatSetup>>,
) -> impl IntoView {
    let app = use_app();
    let range = kind.players();
    let add = move |_| {
        seats.update(|s| {
            if s.len() < range.max {
                let number = s.len().to_string();
                s.push(SeatSetup {
                    name: app.tf(Key::DefaultBotName, &[&number]),
                    controller: Controller::Bot(tablee_rules::BotLevel::Normal),
                });
            }
        });
    };
    view! {
        <fieldset class="seat-editor">
            <legend>{move || app.t(Key::Seats)}</legend>
            <ol class="seat-editor-list">
                {move || (0..seats.with(Vec::len)).map(|i| {
                    let number = (i + 1).to_string();
                    let n2 = number.clone();
                    let n3 = number.clone();
                    let name = move || seats.with(|s| s.get(i).map(|x| x.name.clone()).unwrap_or_default());
                    let controller = move || seats.with(|s| s.get(i).map_or("human", |x| x.controller.id()));
                    view! {
                        <li class="seat-editor-row">
                            <input type="text" class="seat-name-input" maxlength="24"
                                aria-label=move || app.tf(Key::SeatName, &[&number])
                                prop:value=name
                                on:change=move |ev| { let v = event_target_value(&ev); seats.update(|s| s[i].name = v) } />
                            <select aria-label=move || app.tf(Key::WhoPlays, &[&n2]) prop:value=controller
                                on:change=move |ev| {
                                    if let Some(c) = Controller::from_id(&event_target_value(&ev)) {
                                        seats.update(|s| s[i].controller = c);
                                    }
                                }>
                                {Controller::CHOICES.into_iter().map(|(_, id, label)| view! {
                                    <option value=id>{move || app.t(label)}</option>
                                }).collect_view()}
                            </select>
                            <button type="button" class="button button--icon"
                                disabled={move || seats.with(Vec::len) <= range.min}
                                aria-label=move || app.tf(Key::RemoveSeat, &[&n3])
                                on:click=move |_| seats.update(|s| { if s.len() > range.min { s.remove(i); } })>
                                "✕"
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ol>
            <button type="button" class="button" on:click=add
                disabled={move || seats.with(Vec::len) >= range.max}>
                "+ "{move || app.t(Key::AddSeat)}
            </button>
            <p class="muted small">
                {move || app.tf(Key::PlayersRange, &[&range.min.to_string(), &range.max.to_string()])}
            </p>
        </fieldset>
    }
}
