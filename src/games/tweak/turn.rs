//! What the player on screen is preparing before it is played: the sum being built and a
//! \[T!\] card chosen but not yet confirmed. Nothing here reaches the game until it is
//! confirmed, so a choice can be taken back; everything is forgotten when the turn passes.
//! Pure logic, tested natively.

use super::selection::Selection;
use tablee_rules::tweak::{Action, View};
use tablee_rules::Seat;

/// Who a draft belongs to: the seat on screen and whether it is answering a Bomb (T10).
type Owner = Option<(Seat, bool)>;

/// The choices being prepared on screen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnDraft {
    /// The sum being built.
    pub selection: Selection,
    /// The \[T!\] card chosen, played only on [`TurnDraft::confirm`].
    pending: Option<Action>,
    owner: Owner,
}

impl TurnDraft {
    /// The \[T!\] card waiting for confirmation.
    pub const fn pending(&self) -> Option<&Action> {
        self.pending.as_ref()
    }

    /// Chooses the \[T!\] `action`; choosing the one already chosen takes it back. Nothing is
    /// played yet.
    pub fn choose(&mut self, action: Action) {
        if self.pending.as_ref() == Some(&action) {
            self.pending = None;
        } else {
            self.pending = Some(action);
        }
    }

    /// Takes the chosen \[T!\] card back: the game never hears of it.
    pub fn take_back(&mut self) {
        self.pending = None;
    }

    /// Takes the chosen \[T!\] card out of the draft to be played, when `legal` still lists it.
    pub fn confirm(&mut self, legal: &[Action]) -> Option<Action> {
        let action = self.pending.take()?;
        legal.contains(&action).then_some(action)
    }

    /// Follows the game as `view` shows it to `on_screen` (the seat whose hand is shown).
    /// When the seat that must act there, or why (its turn or a Bomb), changes, everything
    /// chosen is forgotten: a Bomb's victim never sees the sum line of the turn before.
    /// Otherwise only cards that left and a \[T!\] choice no longer allowed are dropped.
    pub fn follow(&mut self, view: &View, on_screen: Option<Seat>) {
        let owner = on_screen.and_then(|seat| {
            let victim = view.bomb_pending.contains(&seat);
            (victim || (view.turn == seat && view.bomb_pending.is_empty()))
                .then_some((seat, victim))
        });
        if owner != self.owner {
            *self = TurnDraft {
                owner,
                ..TurnDraft::default()
            };
            return;
        }
        self.selection.keep_only(&view.hand, &view.table);
        if self
            .pending
            .as_ref()
            .is_some_and(|a| !view.legal.contains(a))
        {
            self.pending = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tweak::session::{Session, TweakSetup};
    use crate::setup::{Controller, Setup};
    use tablee_rules::{BotLevel, Game};

    /// A match between two bots played on until the seat acting may play a \[T!\] card.
    fn session_with_an_action_card() -> (Session, Seat, Action) {
        let bots = [Controller::Bot(BotLevel::Easy); 2];
        for seed in 0..200 {
            let mut s =
                Session::new(Setup::with_controllers(&bots, TweakSetup::default()), seed).unwrap();
            for _ in 0..400 {
                let Some(&seat) = s.game().acting().first() else {
                    break;
                };
                let legal = s.game().legal_actions(seat);
                if let Some(a) = legal.iter().find(|a| a.action_kind().is_some()) {
                    return (s, seat, a.clone());
                }
                s.acknowledge_round();
                s.play_bot(seat);
            }
        }
        panic!("no [T!] card in 200 matches");
    }

    #[test]
    fn a_chosen_action_card_taken_back_leaves_the_game_unchanged() {
        let (mut s, seat, action) = session_with_an_action_card();
        let before = s.clone();
        let mut draft = TurnDraft::default();
        draft.follow(&s.game().view(seat), Some(seat));
        draft.choose(action.clone());
        assert_eq!(draft.pending(), Some(&action));
        draft.take_back();
        assert_eq!(draft.pending(), None);
        assert_eq!(draft.confirm(&s.game().legal_actions(seat)), None);
        // Choosing twice is taking back too.
        draft.choose(action.clone());
        draft.choose(action.clone());
        assert_eq!(draft.confirm(&s.game().legal_actions(seat)), None);
        assert_eq!(s, before, "nothing reached the game");

        // Confirmed, it is played, once.
        draft.choose(action.clone());
        let confirmed = draft.confirm(&s.game().legal_actions(seat)).unwrap();
        assert_eq!(confirmed, action);
        assert_eq!(draft.pending(), None);
        s.act_now(seat, confirmed).unwrap();
        assert_ne!(s, before);
        assert_eq!(
            s.history().actions().len(),
            before.history().actions().len() + 1
        );
        assert!(
            !s.game().legal_actions(seat).contains(&action),
            "one [T!] per turn (T6)"
        );
    }

    #[test]
    fn a_choice_no_longer_allowed_is_dropped() {
        let (s, seat, action) = session_with_an_action_card();
        let mut view = s.game().view(seat);
        let mut draft = TurnDraft::default();
        draft.follow(&view, Some(seat));
        draft.choose(action.clone());
        view.legal.retain(|a| a.action_kind().is_none());
        draft.follow(&view, Some(seat));
        assert_eq!(draft.pending(), None);
    }

    #[test]
    fn the_sum_line_is_reset_when_a_bomb_reaches_the_seat() {
        let (s, seat, _) = session_with_an_action_card();
        let mut view = s.game().view(seat);
        let mut draft = TurnDraft::default();
        draft.follow(&view, Some(seat));
        draft.selection.toggle_hand(view.hand[0]);
        draft.selection.toggle_table(view.table[0]);
        draft.follow(&view, Some(seat));
        assert!(
            !draft.selection.announcement().is_empty(),
            "kept within the turn"
        );

        // Another seat's Bomb asks this seat for a card (T10): the sum is gone.
        let other = Seat(1 - seat.0);
        view.public.turn = other;
        view.public.bomb_pending = vec![seat];
        draft.follow(&view, Some(seat));
        assert_eq!(draft.selection, Selection::default());
        assert_eq!(draft.selection.announcement(), "");

        // And when the hand is covered (pass-and-play), nothing chosen is kept either.
        draft.selection.toggle_hand(view.hand[0]);
        draft.follow(&view, None);
        assert_eq!(draft, TurnDraft::default());
    }

    /// The save the end-to-end test opens (e2e/tweak-table.test.mjs): Ana, a person, to play in
    /// round 1 against two bots, with a \[T!\] card she may play now.
    const ACTION_CARD: &str = include_str!("fixtures/action_card.json");

    #[test]
    fn the_end_to_end_save_has_an_action_card_to_play() {
        let s = crate::saves::read::<Session>(ACTION_CARD).unwrap().data;
        assert_eq!(
            s.next_up(),
            crate::games::tweak::session::NextUp::Human(Seat(0))
        );
        let view = s.game().view(Seat(0));
        assert!(view.bomb_pending.is_empty());
        assert!(view
            .legal
            .iter()
            .any(|a| matches!(a, Action::PlayJoker { .. } | Action::PlayShifter)));
    }
}
