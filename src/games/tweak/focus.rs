//! TWEAK's next actions, best first, for the shared focus rule ([`crate::table::focus`]).

/// The controls of the next action, best first: go on after a TWEAK's moment, close the round
/// summary, hand the device over, confirm a chosen \[T!\] card, choose a hand card (during the
/// bots' turns the hand stays focusable, marked unavailable, so the focus can wait there).
const NEXT_ACTION: [&str; 7] = [
    "[data-testid='tweak-moment-continue']",
    "[data-testid='next-round']",
    ".round-end .button--primary",
    ".privacy-ready",
    "[data-testid='confirm-action']",
    "[data-testid='hand'] .card-button:not([aria-disabled='true'])",
    "[data-testid='hand'] .card-button",
];

/// After the next frame is drawn, moves the focus to the next action: always when `always`,
/// else only if the focus was lost.
pub fn after_move(always: bool) {
    crate::table::focus::after_move("[data-testid='tweak-table']", &NEXT_ACTION, always);
}
