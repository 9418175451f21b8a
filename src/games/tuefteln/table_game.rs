//! What Tüfteln gives the table frame: its [`TableGame`]. The frame builds every place the
//! table is seen from and draws the game's board ([`super::play::Tabletop`]) in it.

use super::session::Session;
use super::table_state::{TableState, TueftelnUi};
use super::tile_view::tiles_by_seat;
use crate::setup::Controller;
use crate::table::frame::TableGame;
use crate::table::phones::PublicBoard;
use leptos::prelude::*;
use tablee_rules::tuefteln::{Public, Tuefteln, View};
use tablee_rules::BotLevel;

impl TableGame for Tuefteln {
    type Ui = TueftelnUi;
    const STYLE: &'static str = super::STYLE;

    fn ui(view: Memo<View>) -> TueftelnUi {
        TueftelnUi {
            tiles: tiles_by_seat(view, |v: &View| &v.tiles),
        }
    }

    const TABLETOP: fn(TableState) -> AnyView =
        |frame| view! { <super::play::Tabletop state=frame /> }.into_any();
    const PUBLIC_BOARD: PublicBoard<Public> = super::public_board::public_board;

    // U5: everyone writes the same roll, so the bots write theirs in the background while
    // people write on screen, one move per task so the page stays responsive; the round moves
    // on when all have written. A strong bot waits for its model while the others go on.
    fn opening(session: &mut Session, _lesson: bool) {
        // For a game resumed straight into its table (the new-game screen usually did this).
        super::prepare_bots_in_pieces();
        // The strong bot judges with the learned model of the side in play: fetch it now, only
        // if a strong bot sits at this table (the hint asks for it on its first use).
        let strong = session
            .setup
            .seats
            .iter()
            .any(|seat| seat.controller == Controller::Bot(BotLevel::Strong));
        if strong {
            super::model::want(session.setup.options.side);
        }
    }
}
