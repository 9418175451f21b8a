//! The drawn cards under TWEAK's rules page (the text is data the shell shows, see
//! [`crate::components::rules_text`]).

use super::cards::TweakCard;
use leptos::prelude::*;
use tablee_rules::tweak::{CardId, Colour};

/// A drawn example of each kind of card.
#[component]
pub fn TweakRulesExamples() -> impl IntoView {
    let examples = [
        CardId::number(Colour::Orange, 2),
        CardId::number(Colour::Red, 4),
        CardId::number(Colour::Blue, 7),
        CardId::number(Colour::Red, 7),
        CardId::actions().next().expect("[T!] cards exist"),
    ];
    view! {
        <ul class="card-row rules-cards">
            {examples.into_iter().map(|card| view! { <li><TweakCard card /></li> }).collect_view()}
        </ul>
    }
}
