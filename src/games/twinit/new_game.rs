//! Twin It!'s new-game screen: seats, the mode (W6) and seed. A seat count the mode does not
//! take is explained before anything starts.

use super::session::{Session, TwinItSetup};
use super::text::{mode_words, TwinItKey};
use crate::components::seat_editor::SeatEditor;
use crate::components::seed_field::{seed_from_query, SeedField};
use crate::components::top_bar::TopBar;
use crate::games::launch::{launch, remembered_setup};
use crate::i18n::{Key, Lang};
use crate::setup::Setup;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use tablee_rules::twinit::{Mode, Options};
use tablee_rules::GameKind;

const KIND: GameKind = GameKind::TwinIt;

/// The modes, in the order offered.
const MODES: [Mode; 4] = [
    Mode::ChacunPourSoi,
    Mode::Clans,
    Mode::TousEnsemble,
    Mode::Ring,
];

/// Why `seats` seats cannot play `mode` (W6), in `lang`.
pub fn seat_problem(mode: Mode, seats: usize, lang: Lang) -> Option<String> {
    let (min, max) = mode.players();
    (!(min..=max).contains(&seats)).then(|| {
        TwinItKey::ModePlayers.fill(
            lang,
            &[
                mode_words(mode).0.text(lang),
                &min.to_string(),
                &max.to_string(),
            ],
        )
    })
}

/// Seats, mode and seed; "Start" saves the new game and opens its table.
#[component]
pub fn TwinItNewGame() -> impl IntoView {
    let app = use_app();
    let initial: Setup<TwinItSetup> = remembered_setup(KIND, app.lang.get_untracked());
    let seats = RwSignal::new(initial.seats);
    let mode = RwSignal::new(initial.options.rules.mode);
    let seed_text = RwSignal::new(seed_from_query());
    let problem = RwSignal::new(None::<String>);
    let navigate = use_navigate();

    let start = move || {
        let lang = app.lang.get_untracked();
        let setup = Setup {
            seats: seats.get_untracked(),
            options: TwinItSetup {
                rules: Options {
                    mode: mode.get_untracked(),
                },
            },
        };
        if let Some(message) = seat_problem(setup.options.rules.mode, setup.seats.len(), lang) {
            problem.set(Some(message));
            return;
        }
        let made = launch(
            KIND,
            &setup,
            &seed_text.get_untracked(),
            lang,
            |seed, id| {
                let session = Session::new(setup.clone(), seed).expect("validated set-up");
                crate::saves::write(&session.to_save(id, storage::now_ms()))
            },
        );
        match made {
            Ok(url) => navigate(&url, Default::default()),
            Err(message) => problem.set(Some(message)),
        }
    };
    let shared = move || seats.with(|s| s.iter().filter(|s| s.controller.is_human()).count() > 1);
    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", KIND.name(), app.t(Key::NewGame))) />
        <form class="panel new-game" on:submit=move |ev| { ev.prevent_default(); start(); }>
            <SeatEditor kind=KIND seats />
            <fieldset class="options">
                <legend>{move || TwinItKey::ModeOption.text(app.lang.get())}</legend>
                {MODES.into_iter().map(|m| {
                    let (name, about) = mode_words(m);
                    view! {
                        <label class="choice">
                            <input type="radio" name="twinit-mode" value=m.id()
                                prop:checked=move || mode.get() == m
                                on:change=move |_| { mode.set(m); problem.set(None); } />
                            <span><strong>{move || name.text(app.lang.get())}</strong>
                                <span class="muted small">" "{move || about.text(app.lang.get())}</span></span>
                        </label>
                    }
                }).collect_view()}
                {move || shared().then(|| view! { <p class="muted small">{move || TwinItKey::SharedDevice.text(app.lang.get())}</p> })}
            </fieldset>
            <SeedField seed_text />
            {move || problem.get().map(|p| view! { <p class="form-error" role="alert" data-testid="form-error">{p}</p> })}
            <div class="form-actions">
                <button type="submit" class="button button--primary" data-testid="start-game">{move || app.t(Key::Start)}</button>
            </div>
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_count_the_mode_does_not_take_is_explained() {
        assert!(seat_problem(Mode::Clans, 3, Lang::En)
            .unwrap()
            .contains("4 to 6"));
        assert!(seat_problem(Mode::ChacunPourSoi, 1, Lang::Fr)
            .unwrap()
            .contains("2 à 6"));
        assert_eq!(seat_problem(Mode::TousEnsemble, 1, Lang::De), None);
        assert_eq!(seat_problem(Mode::Ring, 6, Lang::Zh), None);
    }
}
