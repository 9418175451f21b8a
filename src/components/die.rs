//! A six-sided die drawn with pips.

use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;

/// Pip centres for each face, on a 0..=2 grid.
const PIPS: [&[(u8, u8)]; 6] = [
    &[(1, 1)],
    &[(0, 0), (2, 2)],
    &[(0, 0), (1, 1), (2, 2)],
    &[(0, 0), (2, 0), (0, 2), (2, 2)],
    &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
];

/// The pip positions of a face, in SVG units of a 30x30 die.
pub fn pip_centres(value: u8) -> Vec<(u8, u8)> {
    let index = usize::from(value.clamp(1, 6) - 1);
    PIPS[index]
        .iter()
        .map(|&(x, y)| (7 + x * 8, 7 + y * 8))
        .collect()
}

/// A die face showing `value` (1-6). It is an image with an accessible name ("Die showing 4");
/// wrap it in a button to make it choosable.
#[component]
pub fn Die(
    /// The number shown.
    #[prop(into)]
    value: Signal<u8>,
) -> impl IntoView {
    let app = use_app();
    // A memo: the pips are drawn again only when the face changes, not each time the view a
    // die is read from does.
    let value = Memo::new(move |_| value.get());
    view! {
        <svg class="die" viewBox="0 0 30 30" role="img"
            aria-label=move || app.tf(Key::DieValue, &[&value.get().to_string()])>
            <rect class="die-body" x="1" y="1" width="28" height="28" rx="6" />
            {move || pip_centres(value.get()).into_iter().map(|(x, y)| view! {
                <circle class="die-pip" cx=x cy=y r="2.6" />
            }).collect_view()}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_face_has_its_number_of_pips() {
        for value in 1..=6 {
            assert_eq!(pip_centres(value).len(), usize::from(value));
        }
    }
}
