//! TWEAK's cards on screen: faces with value, colour name and symbol and corner points; the
//! \[T!\] cards; their names in words for the log and screen readers.

use super::text::TweakKey;
use crate::components::card::{CardColour, CardFace};
use crate::i18n::{Key, Lang, Plural};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tweak::{ActionKind, Card, CardId, Colour};

/// The symbol printed on each colour, so colour is never the only sign.
pub const fn symbol(colour: Colour) -> char {
    match colour {
        Colour::Red => '♥',
        Colour::Orange => '✚',
        Colour::Yellow => '▲',
        Colour::Green => '■',
        Colour::Blue => '◆',
        Colour::Purple => '★',
    }
}

/// The name of a colour.
pub const fn colour_name(colour: Colour) -> Key {
    match colour {
        Colour::Red => Key::HueRed,
        Colour::Orange => Key::HueOrange,
        Colour::Yellow => Key::HueYellow,
        Colour::Green => Key::HueGreen,
        Colour::Blue => Key::HueBlue,
        Colour::Purple => Key::HuePurple,
    }
}

/// A number card's name by colour: the colour agrees with the number the way each language
/// wants it ("red 5", "5 rouge", "rote 5", "红色 5").
const fn card_key(colour: Colour) -> TweakKey {
    match colour {
        Colour::Red => TweakKey::CardRed,
        Colour::Orange => TweakKey::CardOrange,
        Colour::Yellow => TweakKey::CardYellow,
        Colour::Green => TweakKey::CardGreen,
        Colour::Blue => TweakKey::CardBlue,
        Colour::Purple => TweakKey::CardPurple,
    }
}

/// The name of a \[T!\] card.
pub const fn action_name(kind: ActionKind) -> TweakKey {
    match kind {
        ActionKind::Thief => TweakKey::Thief,
        ActionKind::Joker => TweakKey::Joker,
        ActionKind::Shifter => TweakKey::Shifter,
        ActionKind::Bomb => TweakKey::Bomb,
    }
}

/// A card in words: "red 5", "5 rouge", "\[T!\] Thief".
pub fn card_name(lang: Lang, card: CardId) -> String {
    match card.card() {
        Card::Number(n) => card_key(n.colour).fill(lang, &[&n.value.to_string()]),
        Card::Action(kind) => format!("[T!] {}", action_name(kind).text(lang)),
    }
}

/// Cards in words, joined by commas.
pub fn card_list(lang: Lang, cards: &[CardId]) -> String {
    cards
        .iter()
        .map(|c| card_name(lang, *c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A card face: number cards show value, colour symbol and corner points; \[T!\] cards their name.
#[component]
pub fn TweakCard(
    /// The card.
    card: CardId,
    /// Whether it is chosen.
    #[prop(optional, into)]
    selected: Signal<bool>,
) -> impl IntoView {
    let app = use_app();
    move || {
        let lang = app.lang.get();
        let mut label = format!(
            "{}, {}",
            card_name(lang, card),
            Plural::Points.fill(lang, card.points(), &[])
        );
        if selected.get() {
            label = format!("{label}, {}", TweakKey::Selected.text(lang));
        }
        match card.card() {
            Card::Number(n) => view! {
                <CardFace value=n.value.to_string()
                    colour=CardColour { token: n.colour.id(), symbol: symbol(n.colour), name: colour_name(n.colour).text(lang).to_string() }
                    corner=card.points().to_string() label selected />
            }
            .into_any(),
            Card::Action(kind) => view! {
                <CardFace value="T!".to_string()
                    colour=CardColour { token: "action", symbol: '✦', name: action_name(kind).text(lang).to_string() }
                    corner=action_name(kind).text(lang).to_string() label selected />
            }
            .into_any(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_has_a_name_in_every_language() {
        for lang in Lang::ALL {
            let mut names: Vec<String> = CardId::all()
                .filter(|c| c.action_kind().is_none())
                .map(|c| card_name(lang, c))
                .collect();
            names.sort();
            names.dedup();
            // Two copies of 1, 2 and 3 share a name: 6 colours × 6 distinct values.
            assert_eq!(names.len(), 36, "{lang:?}");
        }
        assert_eq!(
            card_name(Lang::Fr, CardId::number(Colour::Red, 7)),
            "5 rouge"
        );
        assert_eq!(card_name(Lang::En, CardId::number(Colour::Red, 7)), "red 5");
        assert_eq!(
            card_name(Lang::De, CardId::number(Colour::Yellow, 1)),
            "gelbe 1"
        );
    }

    #[test]
    fn symbols_are_distinct() {
        let mut symbols: Vec<char> = Colour::ALL.iter().map(|c| symbol(*c)).collect();
        symbols.dedup();
        assert_eq!(symbols.len(), 6);
    }
}
