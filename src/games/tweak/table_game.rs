//! What TWEAK gives the table frame: its [`TableGame`]. The frame builds every place the
//! table is seen from and draws the game's board ([`super::play::Tabletop`]) in it.

use super::session::{NextUp, Session};
use super::table_state::{TableState, TweakUi};
use super::turn::TurnDraft;
use crate::handover::{Handover, Screen};
use crate::table::frame::TableGame;
use crate::table::phones::PublicBoard;
use crate::table::replay::hands::HandsOf;
use leptos::prelude::*;
use tablee_rules::tweak::{Action, Tweak, View};
use tablee_rules::Seat;

/// The person who must act now, whose hand may be shown (none while bots act or a round's
/// summary is up).
fn acting(session: &Session, _: &Handover) -> Option<Seat> {
    match session.next_up() {
        NextUp::Human(seat) => Some(seat),
        _ => None,
    }
}

impl TableGame for Tweak {
    type Ui = TweakUi;
    const STYLE: &'static str = super::STYLE;
    const HOLDER: Option<crate::table::frame::Holder<Self>> = Some(acting);

    fn ui(_: Memo<View>) -> TweakUi {
        TweakUi {
            draft: RwSignal::new(TurnDraft::default()),
            moment: RwSignal::new(None),
        }
    }

    const TABLETOP: fn(TableState) -> AnyView =
        |frame| view! { <super::play::Tabletop state=frame /> }.into_any();
    const PUBLIC_BOARD: PublicBoard<tablee_rules::tweak::Public> =
        super::public_board::public_board;

    // Bots act one move at a time, each after a pause people can follow; a TWEAK's moment,
    // while it is up, holds them back.
    fn held(ui: TweakUi, _: Memo<Screen>) -> bool {
        ui.moment.with(Option::is_some)
    }

    fn played(frame: TableState, action: &Action) {
        // A [T!] card leaves the sum being built as it is (T6: it comes before the sum).
        if action.action_kind().is_none() {
            frame.ui.draft.update(|d| d.selection.clear());
        }
    }

    fn last_round(view: &View) -> u32 {
        view.last_round.as_ref().map_or(0, |r| r.round)
    }

    fn summary_up(session: &Session) -> bool {
        matches!(session.next_up(), NextUp::RoundSummary)
    }

    fn close_round(session: &mut Session) {
        session.acknowledge_round();
    }

    fn other_hands(frame: TableState) -> Option<HandsOf<View>> {
        super::hand::other_hands(frame)
    }
}
