//! The cyclic ladder (S4) drawn as a row of 20 chips, 1 of Hen to 5 of Cow: the reference and
//! the cards that may follow it in the direction of play are marked by a sign as well as a
//! colour, and an arrow with a word tells the direction.

use super::cards::{animal, drawing};
use super::words::{direction_name, ladder_range, Word};
use crate::i18n::capitalised;
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::swaks::{follows, Direction, Face};

/// The sign on a chip: `◆` on the reference, `✓` on the other cards that may follow it, none
/// elsewhere.
pub fn chip_mark(face: Face, reference: Face, direction: Direction) -> &'static str {
    if face == reference {
        "◆"
    } else if follows(reference, direction, face) {
        "✓"
    } else {
        ""
    }
}

/// The CSS class of a chip: its family, and whether it is the reference or may follow it.
pub fn chip_class(face: Face, reference: Face, direction: Direction) -> String {
    let state = match chip_mark(face, reference, direction) {
        "◆" => " is-ref is-next",
        "✓" => " is-next",
        _ => "",
    };
    format!("swaks-chip swaks-chip--{}{state}", face.family.id())
}

/// The arrow beside the direction's name: the ladder reads left to right going up.
pub const fn arrow(direction: Direction) -> &'static str {
    match direction {
        Direction::Up => "→",
        Direction::Down => "←",
    }
}

/// The ladder around `reference` in `direction`. For a changing reference, wrap it in a closure
/// (`{move || view! { <LadderView reference=r.get() direction=d.get() /> }}`). `compact` leaves
/// out the legend and the sentence, for the table.
#[component]
pub fn LadderView(
    /// The card to follow.
    reference: Face,
    /// The direction of play.
    direction: Direction,
    /// A small ladder with the direction only.
    #[prop(optional)]
    compact: bool,
) -> impl IntoView {
    let app = use_app();
    let class = format!(
        "swaks-ladder swaks-ladder--{}{}",
        direction.id(),
        if compact {
            " swaks-ladder--compact"
        } else {
            ""
        }
    );
    let label = move || ladder_range(app.lang.get(), reference, direction);
    let caption = move || {
        let lang = app.lang.get();
        if compact {
            capitalised(direction_name(lang, direction))
        } else {
            ladder_range(lang, reference, direction)
        }
    };
    view! {
        <figure class=class role="group" aria-label=label>
            <figcaption class="swaks-ladder-dir">
                <span class="swaks-ladder-arrow" aria-hidden="true">{arrow(direction)}</span>
                " "{caption}
            </figcaption>
            <ol class="swaks-ladder-chips" aria-hidden="true">
                {Face::all().map(|face| view! {
                    <li class=chip_class(face, reference, direction)>
                        <b>{face.number}</b>
                        <svg viewBox="0 0 32 32" class="swaks-chip-animal">{drawing(animal(face.family), 0.0, 0.0, 1.0)}</svg>
                        <i class="swaks-chip-mark">{chip_mark(face, reference, direction)}</i>
                    </li>
                }).collect_view()}
            </ol>
            {(!compact).then(|| view! {
                <p class="swaks-ladder-legend" aria-hidden="true">
                    "◆ "{move || Word::Reference.text(app.lang.get())}
                    " · ✓ "{move || Word::MayFollow.text(app.lang.get())}
                </p>
            })}
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::swaks::Family;

    fn f(family: Family, number: u8) -> Face {
        Face::new(family, number).unwrap()
    }

    #[test]
    fn direction_captions_are_capitalised_as_the_standard_library_would() {
        for direction in [Direction::Up, Direction::Down] {
            for lang in crate::i18n::Lang::ALL {
                let name = direction_name(lang, direction);
                let mut chars = name.chars();
                let first = chars.next().expect("a name");
                let expected: String = first.to_uppercase().chain(chars).collect();
                assert_eq!(capitalised(name), expected, "{direction:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn the_reference_and_the_five_next_steps_are_marked() {
        let hen3 = f(Family::Poule, 3);
        let marks: Vec<&str> = Face::all()
            .map(|face| chip_mark(face, hen3, Direction::Up))
            .collect();
        assert_eq!(marks.iter().filter(|m| **m == "◆").count(), 1);
        assert_eq!(marks.iter().filter(|m| **m == "✓").count(), 5);
        assert_eq!(chip_mark(f(Family::Mouton, 3), hen3, Direction::Up), "✓");
        assert_eq!(chip_mark(f(Family::Mouton, 4), hen3, Direction::Up), "");
        assert_eq!(chip_mark(f(Family::Poule, 2), hen3, Direction::Up), "");
        assert_eq!(chip_mark(f(Family::Vache, 3), hen3, Direction::Down), "✓");
        assert_eq!(
            chip_class(hen3, hen3, Direction::Down),
            "swaks-chip swaks-chip--poule is-ref is-next"
        );
        assert_eq!(
            chip_class(f(Family::Vache, 5), hen3, Direction::Up),
            "swaks-chip swaks-chip--vache"
        );
    }

    #[test]
    fn the_ladder_wraps_from_cow_to_hen() {
        let cow4 = f(Family::Vache, 4);
        assert_eq!(chip_mark(f(Family::Poule, 4), cow4, Direction::Up), "✓");
        assert_eq!(chip_mark(f(Family::Poule, 5), cow4, Direction::Up), "");
        assert_ne!(arrow(Direction::Up), arrow(Direction::Down));
    }
}
