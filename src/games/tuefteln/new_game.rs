//! Tüfteln's options on the new-game form: the tile's side (U1) and the daily challenge, as data
//! the shell draws before the game's code is here ([`crate::launch::form_options`]).

use super::session::daily_seed;
use super::text::TueftelnKey;
use crate::i18n::Key;
use crate::launch::form_options::{Choice, Control, FormOption, FormOptions};
use crate::launch::NewGameForm;
use crate::state::use_app;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

/// The tile's side, and the daily challenge under it.
pub static OPTIONS: FormOptions = FormOptions {
    legend: |lang| Key::Side.text(lang).into(),
    options: &[FormOption {
        id: "side",
        path: "side",
        label: None,
        control: Control::Radios,
        choices: &[
            Choice::plain("A", "\"A\"", |lang| TueftelnKey::SideA.text(lang).into()),
            Choice::plain("B", "\"B\"", |lang| TueftelnKey::SideB.text(lang).into()),
        ],
    }],
    shared_note: None,
};

/// Today's daily-challenge seed, from the device's calendar date.
fn today_seed() -> u64 {
    let now = js_sys::Date::new_0();
    daily_seed(now.get_full_year(), now.get_month() + 1, now.get_date())
}

/// Starts a game with today's seed, on the side chosen, once the game's code is here.
#[component]
fn DailyChallenge(
    /// The form around it.
    form: NewGameForm,
) -> impl IntoView {
    let app = use_app();
    let navigate = use_navigate();
    let start_daily = move |_| {
        if let Some(url) = form.start(&today_seed().to_string()) {
            navigate(&url, Default::default());
        }
    };
    view! {
        <button type="button" class="button" on:click=start_daily
            prop:disabled=move || !form.ready() aria-busy=move || (!form.ready()).then_some("true")>
            {move || app.t(TueftelnKey::DailyChallenge)}
        </button>
    }
}

/// The daily challenge under Tüfteln's options (its registry entry's
/// [`form_extra`](crate::registry::GameEntry::form_extra)).
pub fn daily_challenge(form: NewGameForm) -> AnyView {
    view! { <DailyChallenge form /> }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::form_options::tests::every_choice_is_a_set_up;
    use tablee_rules::tuefteln::Tuefteln;

    #[test]
    fn every_choice_reads_as_tueftelns_set_up() {
        every_choice_is_a_set_up::<Tuefteln>(&OPTIONS);
    }
}
