//! Twin It!'s rules page: the text in the four languages ([`super::rules_text`]) and the
//! gallery of every motif with its count.

use super::gallery::MotifGallery;
use super::rules_text::sections;
use crate::components::rules_text::RulesText;
use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::GameKind;

/// The rules page.
#[component]
pub fn TwinItRules() -> impl IntoView {
    let app = use_app();
    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", GameKind::TwinIt.name(), app.t(Key::Rules))) />
        <article class="panel rules twinit-rules" data-testid="twinit-rules">
            <RulesText sections />
            <MotifGallery />
        </article>
    }
}
