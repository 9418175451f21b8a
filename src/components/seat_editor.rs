//! The seat editor every new-game form starts with: names, who plays each seat, and adding or
//! removing seats within the game's player range.

use crate::i18n::Key;
use crate::setup::{free_default_name, set_controller, BotWords, Controller, SeatSetup};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::GameKind;

/// Edits the seats of a set-up: names, who plays each, adding and removing seats within
/// `kind`'s player range.
#[component]
pub fn SeatEditor(
    /// The game, for its player range.
    kind: GameKind,
    /// How the game's form names its bot levels.
    bot_words: BotWords,
    /// The seats being edited.
    seats: RwSignal<Vec<SeatSetup>>,
) -> impl IntoView {
    let app = use_app();
    let range = kind.players();
    let add = move |_| {
        seats.update(|s| {
            if s.len() < range.max {
                let controller = Controller::Bot(tablee_rules::BotLevel::Normal);
                s.push(SeatSetup {
                    name: free_default_name(s, controller, app.lang.get_untracked()),
                    controller,
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
                {move || (0..count.get()).map(|i| view! { <SeatRow i seats min=range.min bot_words /> }).collect_view()}
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

/// One seat's row: its name, who plays it (named as the game's form names it, see
/// [`Controller::label`]; a seat changing between person and bot trades a default name for the
/// other kind's, see [`set_controller`]), and its remove button (off at the fewest seats).
#[component]
fn SeatRow(
    i: usize,
    seats: RwSignal<Vec<SeatSetup>>,
    min: usize,
    bot_words: BotWords,
) -> impl IntoView {
    let app = use_app();
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
                        let lang = app.lang.get_untracked();
                        seats.update(|s| set_controller(s, i, c, lang));
                    }
                }>
                {Controller::CHOICES.into_iter().map(|(choice, id, _)| view! {
                    <option value=id>{move || app.t(choice.label(bot_words))}</option>
                }).collect_view()}
            </select>
            <button type="button" class="button button--icon"
                disabled={move || seats.with(Vec::len) <= min}
                aria-label=move || app.tf(Key::RemoveSeat, &[&n3])
                on:click=move |_| seats.update(|s| { if s.len() > min { s.remove(i); } })>
                "✕"
            </button>
        </li>
    }
}
