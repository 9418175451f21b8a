//! Swaks's cards drawn as small inline SVG: each family with its own colour and its own animal
//! (hen, sheep, pig, cow), so colour is never the only sign; jokers with a star and a "J";
//! Boost as a double chevron, Upside Down as two turning arrows.
//!
//! The drawings are our own, made of a few short `&'static str` paths: one path per colour layer,
//! all drawn by one loop, to keep the wasm chunk small.

use super::words::{card_name, piece_name};
use crate::components::svg_number::svg_number;
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::swaks::{Card, CardId, Family, Piece, Special};

/// One layer of a drawing: its CSS class (which colours it) and its path, in a 32 × 32 box.
pub type Layer = (&'static str, &'static str);

/// The hen: plump body and tail, head, red comb, beak, eye and legs.
const HEN: &[Layer] = &[
    ("sw-s", "M13 27v4m6-4v4"),
    (
        "sw-a",
        "M6 21a10 8 0 1 0 20 0a10 8 0 1 0-20 0M7 20L2 11l9 4zM17 10a5 5 0 1 0 10 0a5 5 0 1 0-10 0",
    ),
    ("sw-r", "M18 7q1-4 2.5-1q1-4 2.5-1q1.5-3 2 1z"),
    ("sw-o", "M27 9l4 2-4 2z"),
    ("sw-k", "M22.5 9a1 1 0 1 0 2 0a1 1 0 1 0-2 0"),
];

/// The sheep: woolly cloud, dark head and ear, legs, eye.
const SHEEP: &[Layer] = &[
    ("sw-s", "M11 26v5m8-5v5"),
    (
        "sw-a",
        "M3 18a5 5 0 1 0 10 0a5 5 0 1 0-10 0M8 13a6 6 0 1 0 12 0a6 6 0 1 0-12 0M15 15a6 6 0 1 0 12 0a6 6 0 1 0-12 0M6 23a5 5 0 1 0 10 0a5 5 0 1 0-10 0M14 23a5 5 0 1 0 10 0a5 5 0 1 0-10 0",
    ),
    ("sw-k", "M23 17a4 5 0 1 0 8 0a4 5 0 1 0-8 0M24 13l-5-2 2 5z"),
    ("sw-w", "M27.5 15.5a1 1 0 1 0 2 0a1 1 0 1 0-2 0"),
];

/// The pig, seen from the front: round head, pointed ears, snout with nostrils, eyes.
const PIG: &[Layer] = &[
    (
        "sw-a",
        "M5 18a11 11 0 1 0 22 0a11 11 0 1 0-22 0M6 11L6 2l8 5zM26 11l0-9-8 5z",
    ),
    ("sw-d", "M10 21a6 4 0 1 0 12 0a6 4 0 1 0-12 0"),
    (
        "sw-k",
        "M12.5 21a1 1.5 0 1 0 2 0a1 1.5 0 1 0-2 0M17.5 21a1 1.5 0 1 0 2 0a1 1.5 0 1 0-2 0M10.5 14a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0M18.7 14a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0",
    ),
];

/// The cow, seen from the front: horns, ears, long head with a patch, wide muzzle, eyes.
const COW: &[Layer] = &[
    ("sw-w", "M8 8Q2 7 3 1q2 4 7 4zM24 8q6-1 5-7q-2 4-7 4z"),
    ("sw-a", "M8 11L1 12l7 4zM24 11l7 1-7 4zM9 5h14q3 0 3 4v13H6V9q0-4 3-4z"),
    ("sw-w", "M17 5h6v6q-4 1-6-3zM6 25a10 6 0 1 0 20 0a10 6 0 1 0-20 0"),
    (
        "sw-k",
        "M11 12a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0M18.2 12a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0M11.5 25a1.2 1.5 0 1 0 2.4 0a1.2 1.5 0 1 0-2.4 0M18.1 25a1.2 1.5 0 1 0 2.4 0a1.2 1.5 0 1 0-2.4 0",
    ),
];

/// Boost: a double chevron pointing on.
const BOOST: &[Layer] = &[(
    "sw-g",
    "M3 6h6l10 10-10 10H3l10-10zM13 6h6l10 10-10 10h-6l10-10z",
)];

/// Upside Down: two arrows turning round a circle.
const UPSIDE_DOWN: &[Layer] = &[
    ("sw-gs", "M6 16a10 10 0 0 1 18-6M26 16a10 10 0 0 1-18 6"),
    ("sw-g", "M25.8 7.4L21 11l5.1 1.8zM6.2 24.6L11 21l-5.1-1.8z"),
];

/// The joker's star, centred on 0, 0.
const STAR: &str = "M0-5L1.2-1.6 4.8-1.5 1.9.6 2.9 4 0 2-2.9 4-1.9.6-4.8-1.5-1.2-1.6z";

/// The animal of a family, as layers in a 32 × 32 box.
pub const fn animal(family: Family) -> &'static [Layer] {
    match family {
        Family::Poule => HEN,
        Family::Mouton => SHEEP,
        Family::Cochon => PIG,
        Family::Vache => COW,
    }
}

/// The drawing of a special card, as layers in a 32 × 32 box.
const fn special_icon(special: Special) -> &'static [Layer] {
    match special {
        Special::Boost => BOOST,
        Special::UpsideDown => UPSIDE_DOWN,
    }
}

/// Draws `layers` in a group placed at `x`, `y` and scaled by `scale` (1 = 32 units).
pub fn drawing(layers: &'static [Layer], x: f32, y: f32, scale: f32) -> impl IntoView {
    view! {
        <g transform=format!("translate({} {}) scale({})", svg_number(x), svg_number(y), svg_number(scale))>
            {layers.iter().map(|(class, d)| view! { <path class=*class d=*d /> }).collect_view()}
        </g>
    }
}

/// The CSS class of a card: its kind and family or special, e.g. `swaks-card swaks-card--poule`.
pub fn card_class(card: CardId) -> String {
    match card.card() {
        Card::Number(face) => format!("swaks-card swaks-card--{}", face.family.id()),
        Card::Joker(family) => format!("swaks-card swaks-card--joker swaks-card--{}", family.id()),
        Card::Special(special) => format!(
            "swaks-card swaks-card--special swaks-card--{}",
            special.id()
        ),
    }
}

/// The x of the `i`-th of `n` pips, centred on the card.
fn pip_x(i: u8, n: u8) -> f32 {
    25.0 + (f32::from(i) - f32::from(n - 1) / 2.0) * 7.0
}

/// The picture on the card, inside its frame.
fn face_view(card: CardId, declared: Option<u8>) -> AnyView {
    match card.card() {
        Card::Number(face) => {
            let n = face.number;
            view! {
                <text x="4" y="16" class="sw-n">{n}</text>
                {drawing(animal(face.family), 10.0, 19.0, 0.94)}
                {(0..n).map(|i| view! { <circle cx=svg_number(pip_x(i, n)) cy="61" r="2.4" class="sw-pip" /> }).collect_view()}
            }
            .into_any()
        }
        Card::Joker(family) => view! {
            <rect x="4" y="4" width="42" height="62" rx="3" class="sw-jframe" />
            <text x="7" y="17" class="sw-n">"J"</text>
            <path transform="translate(40 12)" d=STAR class="sw-star" />
            {drawing(animal(family), 10.0, 20.0, 0.94)}
            {match declared {
                Some(n) => view! { <text x="25" y="63" class="sw-decl">{format!("= {n}")}</text> }.into_any(),
                None => view! { <path transform="translate(25 58) scale(1.2)" d=STAR class="sw-star" /> }.into_any(),
            }}
        }
        .into_any(),
        Card::Special(special) => drawing(special_icon(special), 7.0, 17.0, 1.1).into_any(),
    }
}

/// A Swaks card face. A joker shows its declared number when it has one (S5). The card is one
/// image for screen readers, named in words ("Sheep joker as 4").
#[component]
pub fn SwaksCard(
    /// The card.
    card: CardId,
    /// A joker's declared number, 1 to 5, if it was played.
    #[prop(optional_no_strip)]
    declared: Option<u8>,
) -> impl IntoView {
    let app = use_app();
    let label = move || {
        let lang = app.lang.get();
        match declared {
            Some(number) if matches!(card.card(), Card::Joker(_)) => {
                piece_name(lang, Piece::Joker { card, number })
            }
            _ => card_name(lang, card),
        }
    };
    view! {
        <svg class=card_class(card) viewBox="0 0 50 70" role="img" aria-label=label>
            <rect x="1" y="1" width="48" height="68" rx="5" class="sw-bg" />
            {face_view(card, declared)}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::swaks::Face;

    /// Whether every number in a path's data lies in the 32 × 32 box (with a little margin for
    /// relative moves, which are checked by their absolute starts only).
    fn starts_in_box(d: &str) -> bool {
        d.split('M').skip(1).all(|part| {
            let nums: Vec<f32> = part
                .split(|c: char| !(c.is_ascii_digit() || c == '.'))
                .filter(|s| !s.is_empty())
                .take(2)
                .filter_map(|s| s.parse().ok())
                .collect();
            nums.iter().all(|&v| (0.0..=32.0).contains(&v))
        })
    }

    #[test]
    fn each_family_has_its_own_animal_and_class() {
        let mut seen: Vec<&[Layer]> = Vec::new();
        for family in Family::ALL {
            let drawing = animal(family);
            assert!(!seen.contains(&drawing), "{family:?} shares a drawing");
            seen.push(drawing);
            assert!(drawing.iter().all(|(_, d)| starts_in_box(d)), "{family:?}");
            let card = CardId::number(Face::new(family, 2).unwrap(), 0);
            assert!(card_class(card).ends_with(family.id()));
        }
    }

    #[test]
    fn specials_and_jokers_are_marked_apart() {
        assert!(card_class(CardId::joker(Family::Vache)).contains("swaks-card--joker"));
        assert!(card_class(CardId::boost(0)).contains("swaks-card--boost"));
        assert!(card_class(CardId::upside_down(0)).contains("swaks-card--upside-down"));
        assert_ne!(
            special_icon(Special::Boost),
            special_icon(Special::UpsideDown)
        );
    }

    #[test]
    fn pips_are_centred() {
        assert_eq!(pip_x(0, 1), 25.0);
        assert_eq!(pip_x(0, 5) + pip_x(4, 5), 50.0);
        assert!(pip_x(0, 5) > 5.0 && pip_x(4, 5) < 45.0);
    }
}
