//! A playing card: face (value, colour with a name and symbol, corner points) or back.

use leptos::prelude::*;

/// How a card's colour is shown: a CSS colour token plus a symbol and a name, so colour is never
/// the only sign.
#[derive(Clone, Debug, PartialEq)]
pub struct CardColour {
    /// The CSS class suffix of the colour token, e.g. `red` for `card--red`.
    pub token: &'static str,
    /// The symbol printed beside the value.
    pub symbol: char,
    /// The colour's name in the current language, for screen readers.
    pub name: String,
}

/// A card face. `label` is the full accessible name; `corner` the points in the corner.
#[component]
pub fn CardFace(
    /// The big value in the middle.
    #[prop(into)]
    value: String,
    /// The card's colour.
    colour: CardColour,
    /// The points printed in the corner, if any.
    #[prop(optional, into)]
    corner: Option<String>,
    /// The accessible name of the whole card.
    #[prop(into)]
    label: String,
    /// Whether the card is selected.
    #[prop(optional, into)]
    selected: Signal<bool>,
) -> impl IntoView {
    view! {
        <div class=format!("card card--{}", colour.token) class:card--selected=selected
            role="img" aria-label=label>
            <span class="card-symbol" aria-hidden="true">{colour.symbol.to_string()}</span>
            <span class="card-value" aria-hidden="true">{value}</span>
            {corner.map(|c| view! { <span class="card-corner" aria-hidden="true">{c}</span> })}
        </div>
    }
}

/// A card's back, showing what the back carries (e.g. TWEAK's target number).
#[component]
pub fn CardBack(
    /// The text printed on the back.
    #[prop(optional, into)]
    mark: Option<String>,
    /// The accessible name.
    #[prop(into)]
    label: String,
) -> impl IntoView {
    view! {
        <div class="card card--back" role="img" aria-label=label>
            {mark.map(|m| view! { <span class="card-back-mark" aria-hidden="true">{m}</span> })}
        </div>
    }
}
