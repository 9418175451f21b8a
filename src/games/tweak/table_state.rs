//! What TWEAK gives the table frame ([`TableGame`]): its board, the sum being built and a
//! TWEAK's moment, who may see their hand, and its rounds. Everything below reads the seat's
//! view, never the match itself, so the same board serves every place the frame draws it in.

use super::moves::LatestMove;
use super::selection::Selection;
use super::session::{NextUp, Session};
use super::turn::TurnDraft;
use crate::handover::{Handover, Screen};
use crate::table::frame::{Frame, TableGame};
use crate::table::replay::hands::HandsOf;
use leptos::prelude::*;
use tablee_rules::tweak::{Action, Tweak, View};
use tablee_rules::{Millis, Seat};

/// TWEAK's table in its frame.
pub type TableState = Frame<Tweak>;

/// TWEAK's own state of a table on screen.
#[derive(Clone, Copy)]
pub struct TweakUi {
    /// The sum being built and the \[T!\] card chosen, not yet played.
    pub draft: RwSignal<TurnDraft>,
    /// A TWEAK waiting to be seen by everyone: bots and the handover wait for it.
    pub moment: RwSignal<Option<LatestMove>>,
}

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

    fn tabletop(frame: TableState) -> AnyView {
        view! { <super::play::Tabletop state=frame /> }.into_any()
    }

    fn public_board(
        public: Signal<tablee_rules::tweak::Public>,
        names: Signal<Vec<String>>,
        now: Signal<Millis>,
    ) -> AnyView {
        super::middle::board(public, names, now)
    }

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

impl Frame<Tweak> {
    /// Whether "show me a sum" is offered (a set-up option of the host's; T11).
    pub(super) fn hints(self) -> bool {
        self.session()
            .is_some_and(|session| session.with(|s| s.setup.options.hints))
    }

    /// Changes the sum being built.
    pub(super) fn select(self, change: impl FnOnce(&mut Selection)) {
        self.ui.draft.update(|d| change(&mut d.selection));
    }

    /// Reads the sum being built.
    pub(super) fn with_selection<T>(self, read: impl FnOnce(&Selection) -> T) -> T {
        self.ui.draft.with(|d| read(&d.selection))
    }
}
