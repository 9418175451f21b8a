//! What Twin It! gives the table frame: its [`TableGame`]. The frame builds every place the
//! table is seen from and draws the game's board ([`super::play::Tabletop`]) in it.

use super::input::Picks;
use super::session::Session;
use super::table_state::{TableState, TwinItUi};
use crate::table::frame::TableGame;
use crate::table::phones::PublicBoard;
use leptos::prelude::*;
use tablee_rules::twinit::{Public, TwinIt, View};
use tablee_rules::Seat;

impl TableGame for TwinIt {
    type Ui = TwinItUi;
    const STYLE: &'static str = super::STYLE;

    fn ui(_: Memo<View>) -> TwinItUi {
        TwinItUi {
            picks: RwSignal::new(Picks::default()),
            pointers: StoredValue::new(Vec::new()),
        }
    }

    const TABLETOP: fn(TableState) -> AnyView =
        |frame| view! { <super::play::Tabletop state=frame /> }.into_any();
    const PUBLIC_BOARD: PublicBoard<Public> = super::public_board::public_board;

    /// Drawn as the first person sees it (only `legal` differs between seats).
    fn looker(session: &Session) -> Seat {
        session.people().first().copied().unwrap_or(Seat(0))
    }

    // A lesson starts at once: its coach tells what the ready panel would.
    fn opening(session: &mut Session, lesson: bool) {
        if lesson {
            session.start();
        }
    }
}
