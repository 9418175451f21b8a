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
        Some(GameKind::Tweak) => {
            view! { <crate::games::tweak::new_game::TweakNewGame /> }.into_any()
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
    // Rows are rebuilt only when seats are added or removed, not on every keystroke in a name.
    let count = Memo::new(move |_| seats.with(Vec::len));
    view! {
        <fieldset class="seat-editor">
            <legend>{move || app.t(Key::Seats)}</legend>
            <ol class="seat-editor-list">
                {move || (0..count.get()).map(|i| {
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
                                on:input=move |ev| { let v = event_target_value(&ev); seats.update(|s| s[i].name = v) } />
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

fn setup_key(kind: GameKind) -> String {
    format!("{}{}", crate::storage::SETUP_PREFIX, kind.id())
}

/// The set-up last used for `kind` on this device, or the first-time one.
pub fn remembered_setup<O>(kind: GameKind, lang: crate::i18n::Lang) -> crate::setup::Setup<O>
where
    O: Default + serde::de::DeserializeOwned,
{
    crate::storage::get(&setup_key(kind))
        .and_then(|raw| serde_json::from_str::<crate::setup::Setup<O>>(&raw).ok())
        .filter(|s| s.validate(kind).is_ok())
        .unwrap_or_else(|| crate::setup::Setup::first_time(kind, lang))
}

/// Starts a game of `kind`: checks the set-up and the typed seed, remembers the set-up, saves
/// the new game made by `save_new(seed, id)` (which returns the save's text) and returns the
/// address of its table.
///
/// # Errors
/// The message to show when the set-up or the seed is not valid.
pub fn launch<O: serde::Serialize>(
    kind: GameKind,
    setup: &crate::setup::Setup<O>,
    seed_text: &str,
    lang: crate::i18n::Lang,
    save_new: impl FnOnce(tablee_rules::Seed, &str) -> String,
) -> Result<String, String> {
    setup.validate(kind).map_err(|p| p.message(lang, kind))?;
    let seed = crate::setup::parse_seed(seed_text)
        .map_err(|p| p.message(lang, kind))?
        .unwrap_or_else(crate::storage::random_u64);
    let setup_json = serde_json::to_string(setup).expect("set-ups serialise");
    crate::storage::set(&setup_key(kind), &setup_json);
    crate::storage::remove_finished_saves();
    let id = crate::storage::new_save_id();
    let raw = save_new(seed, &id);
    crate::storage::set(&format!("{}{id}", crate::storage::SAVE_PREFIX), &raw);
    Ok(format!("/play/{}/{id}", kind.id()))
}

/// The seed field shared by every new-game screen, prefilled from `?seed=` in the address.
#[component]
pub fn SeedField(
    /// The typed seed.
    seed_text: RwSignal<String>,
) -> impl IntoView {
    let app = use_app();
    view! {
        <label class="field">
            <span>{move || app.t(Key::Seed)}</span>
            <input type="text" inputmode="numeric" id="seed-input" prop:value=move || seed_text.get()
                on:input=move |ev| seed_text.set(event_target_value(&ev)) aria-describedby="seed-help" />
            <small id="seed-help" class="muted">{move || app.t(Key::SeedHelp)}</small>
        </label>
    }
}

/// The seed typed in the address (`?seed=...`), if any.
pub fn seed_from_query() -> String {
    leptos_router::hooks::use_query_map()
        .with_untracked(|q| q.get("seed"))
        .unwrap_or_default()
}
