//! What Swaks gives the table frame: its [`TableGame`]. The frame builds every place the
//! table is seen from and draws the game's board ([`super::play::Tabletop`]) in it.

use super::session::Session;
use super::table_state::{SwaksUi, TableState};
use crate::handover::{Handover, Screen};
use crate::table::frame::{Holder, TableGame};
use crate::table::phones::PublicBoard;
use crate::table::replay::hands::HandsOf;
use leptos::prelude::*;
use tablee_rules::swaks::{Action, Public, Swaks, View};
use tablee_rules::Seat;

/// The controls of the next action after a play, best first: hand the device over, close the
/// round summary, a playable card, any card, drawing.
const NEXT_ACTION: [&str; 5] = [
    ".privacy-ready",
    "[data-testid='swaks-next-round']",
    ".swaks-hand-card--playable",
    ".swaks-hand-card",
    "[data-testid='swaks-draw']",
];

/// The person whose hand may be shown: the due seat when a person plays it, else whoever held
/// the device last (they may still jump in or call out while bots play).
// S10, S13 on one device: only the person whose hand is shown may jump in or call out.
fn holder(session: &Session, handover: &Handover) -> Option<Seat> {
    let due = session.game().due();
    if session.is_human(due) {
        Some(due)
    } else {
        handover.shown_to().or_else(|| session.only_human())
    }
}

impl TableGame for Swaks {
    type Ui = SwaksUi;
    const STYLE: &'static str = super::STYLE;
    const HOLDER: Option<Holder<Self>> = Some(holder);

    fn ui(_: Memo<View>) -> SwaksUi {
        SwaksUi {
            picked: RwSignal::new(Vec::new()),
            call: RwSignal::new(false),
        }
    }

    const TABLETOP: fn(TableState) -> AnyView =
        |frame| view! { <super::play::Tabletop state=frame /> }.into_any();
    const PUBLIC_BOARD: PublicBoard<Public> = super::public_board::public_board;

    // The turn's countdown stands still behind the privacy screen.
    fn held(_: SwaksUi, screen: Memo<Screen>) -> bool {
        matches!(screen.get(), Screen::Privacy(_))
    }

    fn played(frame: TableState, _: &Action) {
        frame.ui.picked.set(Vec::new());
        frame.ui.call.set(false);
        // The card played is gone: the focus goes on to the next thing to do.
        crate::table::focus::after_move("[data-testid='swaks-table']", &NEXT_ACTION, false);
    }

    fn last_round(view: &View) -> u32 {
        view.last_round.as_ref().map_or(0, |r| r.round)
    }

    fn summary_up(session: &Session) -> bool {
        session.summary_open()
    }

    fn close_round(session: &mut Session) {
        session.acknowledge_round();
    }

    fn other_hands(frame: TableState) -> Option<HandsOf<View>> {
        super::hand::other_hands(frame)
    }
}
