//! The hand of the seat whose turn it is at TWEAK's table, with its sum line and the choice of a
//! \[T!\] card's target.

use super::cards::{action_name, TweakCard};
use super::selection::Selection;
use super::table_state::TableState;
use super::text::TweakKey;
use super::turn::TurnDraft;
use crate::i18n::Key;
use crate::state::use_app;
use crate::table::device::refusal_line;
use crate::table::replay::hands::HandsOf;
use leptos::prelude::*;
use tablee_rules::tweak::{Action, ActionKind, CardId, View};
use tablee_rules::Seat;

/// In a replay, the others' hands as they are drawn face up when its reader shows every hand.
pub(super) fn other_hands(state: TableState) -> Option<HandsOf<View>> {
    Some(HandsOf {
        every: state.every?,
        watched: state.looked_through()?,
        name: Callback::new(move |seat| state.name(seat)),
        cards: |view| view.hand.iter().map(|card| card.0).collect(),
        card: |id| view! { <TweakCard card=CardId(id) /> }.into_any(),
    })
}

#[component]
pub(super) fn OwnHand(state: TableState, seat: Seat, view: Memo<View>) -> impl IntoView {
    let app = use_app();
    let legal = move || view.with(|v| v.legal.clone());
    let bomb_victim = move || view.with(|v| v.bomb_pending.contains(&seat));
    // Alone at the table, your hand stays in view during the bots' turns, but you can act only
    // on your own turn (or when the Bomb asks you for a card).
    let my_turn =
        move || bomb_victim() || view.with(|v| v.turn == seat && v.bomb_pending.is_empty());
    let hand = Memo::new(move |_| view.with(|v| v.hand.clone()));
    // While a [T!] card waits for confirmation, nothing else is played.
    let pending = move || state.ui.draft.with(|d| d.pending().is_some());
    let target = move || view.with(|v| v.target_now());
    let sum_action = move || {
        state
            .with_selection(|s| s.sum_action(target()))
            .filter(|_| !pending())
    };
    let place_action = move || {
        state
            .with_selection(|s| s.place_action())
            .filter(|a| !pending() && legal().contains(a))
    };
    let bomb_action = move || {
        state
            .with_selection(|s| s.hand())
            .map(|card| Action::BombDiscard { card })
            .filter(|a| legal().contains(a))
    };
    let hints = move || state.hints();
    let hint = move |_| {
        let sum = legal()
            .into_iter()
            .find(|a| matches!(a, Action::MakeSum { .. }));
        match sum.as_ref().and_then(Selection::showing) {
            Some(selection) => state.select(|s| *s = selection),
            None => state.tell(seat, Some(app.t(TweakKey::NoSumPossible).to_string())),
        }
    };
    view! {
        <section class="own-hand" aria-labelledby="own-hand-title"
            data-my-turn=move || if my_turn() { "true" } else { "false" }>
            <h2 id="own-hand-title" class="turn-title">{move || app.tf(Key::HandOf, &[&state.name(seat)])}</h2>
            <p class="instruction" class:instruction--optional=move || !bomb_victim()>{move || if bomb_victim() {
                app.tf(TweakKey::BombChoose, &[&state.name(seat)])
            } else if my_turn() {
                app.t(TweakKey::SelectHandCard).to_string()
            } else {
                let turn = view.with(|v| v.bomb_pending.first().copied().unwrap_or(v.turn));
                app.tf(Key::BotThinking, &[&state.name(turn)])
            }}</p>
            <ul class="card-row tweak-hand" data-testid="hand">
                // Redrawn only when the hand changes, so the focus stays on a card while the
                // others play. Out of turn the cards stay focusable but unavailable, so the focus
                // can wait on the hand.
                {move || hand.get().into_iter().map(|card| {
                    let selected = Signal::derive(move || state.with_selection(|s| s.hand() == Some(card)));
                    view! {
                        <li>
                            <button type="button" class="card-button" data-card=card.0
                                aria-disabled=move || (!my_turn()).then_some("true")
                                aria-pressed=move || if selected.get() { "true" } else { "false" }
                                on:click=move |_| if my_turn() { state.select(|s| s.toggle_hand(card)) }>
                                <TweakCard card selected />
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ul>
            <p class="tweak-announcement" aria-live="polite" data-testid="announcement">
                {move || {
                    let text = state.with_selection(Selection::announcement);
                    // Putting a card down for the Bomb is no sum: no sum line then.
                    if text.is_empty() || bomb_victim() { String::new() } else {
                        format!("{text} · {}", app.tf(TweakKey::SumNeeds, &[&state.with_selection(Selection::total).to_string(), &target().to_string()]))
                    }
                }}
            </p>
            <div class="turn-actions" class:turn-actions--waiting=move || !my_turn()>
                {move || if bomb_victim() {
                    view! {
                        <button type="button" class="button button--primary" data-testid="bomb-discard"
                            disabled=move || bomb_action().is_none()
                            on:click=move |_| if let Some(a) = bomb_action() { state.act(seat, a) }>
                            {move || app.t(TweakKey::PlaceOnTable)}
                        </button>
                    }.into_any()
                } else {
                    view! {
                        <button type="button" class="button button--primary" data-testid="take-sum"
                            disabled=move || sum_action().is_none()
                            on:click=move |_| if let Some(a) = sum_action() { state.act(seat, a) }>
                            "✓ "{move || app.t(TweakKey::TakeSum)}
                        </button>
                        <button type="button" class="button" data-testid="place-card"
                            disabled=move || place_action().is_none()
                            on:click=move |_| if let Some(a) = place_action() { state.act(seat, a) }>
                            {move || app.t(TweakKey::PlaceOnTable)}
                        </button>
                        <button type="button" class="button" on:click=move |_| state.select(Selection::clear)>
                            {move || app.t(Key::ClearSelection)}
                        </button>
                        {move || hints().then(|| view! {
                            <button type="button" class="button" on:click=hint>{move || app.t(TweakKey::ShowMeASum)}</button>
                        })}
                    }.into_any()
                }}
            </div>
            <ActionChoice state seat view />
            {refusal_line(move || state.refusal())}
        </section>
    }
}

/// The seat's \[T!\] cards and the ones it may play now. Choosing one only marks it: it is
/// played on Confirm and can be taken back until then.
#[component]
fn ActionChoice(state: TableState, seat: Seat, view: Memo<View>) -> impl IntoView {
    let app = use_app();
    let confirm = move |_| {
        let legal = view.with(|v| v.legal.clone());
        if let Some(action) = state.ui.draft.try_update(|d| d.confirm(&legal)).flatten() {
            state.act(seat, action);
        }
    };
    // Drawn again when the choice changes: the focus then moves on to Confirm, or back to the
    // hand once the card is taken back.
    let choices = move || {
        let chosen = state.ui.draft.with(|d| d.pending().cloned());
        let buttons = view
            .with(|v| v.legal.clone())
            .into_iter()
            .filter(|a| a.action_kind().is_some())
            .map(|action| {
                let pressed = if chosen.as_ref() == Some(&action) {
                    "true"
                } else {
                    "false"
                };
                let text = action_label(state, &action);
                view! {
                    <button type="button" class="button button--action" data-testid="action-card"
                        aria-pressed=pressed on:click=move |_| {
                            state.ui.draft.update(|d| d.choose(action.clone()));
                            // On to Confirm, the next step.
                            if state.ui.draft.with(|d| d.pending().is_some()) {
                                super::focus::after_move(true);
                            }
                        }>
                        "✦ "{text}
                    </button>
                }
            })
            .collect_view();
        let pending = chosen.map(|action| view! {
            <div class="tweak-pending">
                <p id="tweak-pending-text">{app.tf(TweakKey::ActionChosen, &[&action_label(state, &action)])}</p>
                <button type="button" class="button button--primary" data-testid="confirm-action"
                    aria-describedby="tweak-pending-text" on:click=confirm>
                    "✓ "{app.t(Key::Confirm)}
                </button>
                <button type="button" class="button" data-testid="take-back-action"
                    on:click=move |_| state.ui.draft.update(TurnDraft::take_back)>
                    "↶ "{app.t(TweakKey::TakeBack)}
                </button>
            </div>
        });
        (buttons, pending)
    };
    view! {
        <div class="tweak-actions" role="group" aria-label=move || app.t(TweakKey::ActionCardsTitle)>
            <div class="card-row card-row--small">
                {move || view.with(|v| v.action_cards[seat].clone()).into_iter().map(|card| view! { <TweakCard card /> }).collect_view()}
            </div>
            {choices}
        </div>
    }
}

/// A \[T!\] action in words: "Thief on Bo", "Joker +1".
fn action_label(state: TableState, action: &Action) -> String {
    let app = state.app;
    match action {
        Action::PlayThief { victim } => app.tf(TweakKey::ThiefOn, &[&state.name(*victim)]),
        Action::PlayJoker { delta } if *delta > 0 => app.t(TweakKey::JokerPlus).to_string(),
        Action::PlayJoker { .. } => app.t(TweakKey::JokerMinus).to_string(),
        Action::PlayShifter => app.t(TweakKey::Shifter).to_string(),
        _ => app.t(action_name(ActionKind::Bomb)).to_string(),
    }
}
