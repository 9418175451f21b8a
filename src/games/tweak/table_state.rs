//! TWEAK: its table in the frame ([`TableState`]) and what is its own there: the sum being built and a
//! TWEAK's moment ([`TweakUi`]), "show me a sum" and the selection. Everything below reads the
//! seat's view, never the match itself, so the same board serves every place the frame draws it
//! in; what TWEAK gives the frame is in `table_game.rs`.

use super::moves::LatestMove;
use super::selection::Selection;
use super::turn::TurnDraft;
use crate::table::frame::Frame;
use leptos::prelude::*;
use tablee_rules::tweak::Tweak;

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
