//! A rules page's text: its sections, each a heading and its paragraphs, in the player's
//! language. Every game's rules page shows its text through it.

use crate::i18n::{Lang, RulesPage};
use crate::state::use_app;
use leptos::prelude::*;

/// The sections `sections` gives for the player's language.
#[component]
pub fn RulesText(
    /// The text of the page in each language.
    sections: fn(Lang) -> RulesPage,
) -> impl IntoView {
    let app = use_app();
    move || {
        sections(app.lang.get())
            .iter()
            .map(|(heading, paragraphs)| {
                view! {
                    <h2>{*heading}</h2>
                    {paragraphs.iter().map(|p| view! { <p>{*p}</p> }).collect_view()}
                }
            })
            .collect_view()
    }
}
