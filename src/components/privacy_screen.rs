//! The screen shown between human seats when hidden information changes hands.

use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;

/// Covers the whole table until the named player taps; nothing behind it is in the page while it
/// shows (the caller renders the hidden part only after `on_ready`).
#[component]
pub fn PrivacyScreen(
    /// The player who should take the device.
    #[prop(into)]
    player: Signal<String>,
    /// Called when that player is ready.
    on_ready: Callback<()>,
) -> impl IntoView {
    let app = use_app();
    view! {
        <section class="privacy-screen" role="dialog" aria-modal="true" aria-labelledby="privacy-title">
            <h2 id="privacy-title">{move || app.tf(Key::PassTo, &[&player.get()])}</h2>
            // Styled as a light, raised button on the felt (style/components.css): a primary
            // button, felt on felt, read as plain text.
            <button type="button" class="button privacy-ready" autofocus
                on:click=move |_| on_ready.run(())>
                {move || app.tf(Key::TapWhenReady, &[&player.get()])}
            </button>
        </section>
    }
}
