//! The hand of the person holding the device: sorted by family and number, playable cards
//! lifted, cards picked in order; under it the plays the picked cards make (a joker's number,
//! a special alone or with a card, a combination in the order picked), the "Swaks!" call, the
//! jump-in and call-out buttons and drawing.

use super::cards::SwaksCard;
use super::choice::{choose, sorted_hand, with_call, Choice};
use super::log::describe_action;
use super::table_state::TableState;
use super::text::{cards, SwaksKey};
use super::words;
use crate::i18n::Key;
use crate::state::use_app;
use crate::table::device::refusal_line;
use crate::table::replay::hands::HandsOf;
use leptos::prelude::*;
use tablee_rules::swaks::{Action, CardId, Piece, View};
use tablee_rules::Seat;

/// In a replay, the others' hands as they are drawn face up when its reader shows every hand:
/// in the order a hand is shown.
pub fn other_hands(state: TableState) -> Option<HandsOf<View>> {
    Some(HandsOf {
        every: state.every?,
        watched: state.looked_through()?,
        name: Callback::new(move |seat| state.name(seat)),
        cards: |view| {
            sorted_hand(&view.hand)
                .into_iter()
                .map(|card| card.0)
                .collect()
        },
        card: |id| view! { <SwaksCard card=CardId(id) /> }.into_any(),
    })
}

/// The cards of `seat`, who holds the device, and what they can do now.
#[component]
pub fn OwnHand(
    /// The table.
    state: TableState,
    /// The person holding the device.
    seat: Seat,
) -> impl IntoView {
    let app = use_app();
    let view = state.view;
    // Every card that is part of some legal play is lifted.
    let playable = Memo::new(move |_| {
        view.with(|v| {
            v.legal
                .iter()
                .flat_map(Action::cards)
                .map(|c| c.card())
                .collect::<Vec<_>>()
        })
    });
    let toggle = move |card: CardId| {
        state.clear_refusal();
        state
            .ui
            .picked
            .update(|p| match p.iter().position(|&c| c == card) {
                Some(i) => {
                    p.remove(i);
                }
                None => p.push(card),
            });
    };
    let hand = move || view.with(|v| sorted_hand(&v.hand));
    view! {
        <section class="swaks-own" aria-labelledby="swaks-hand-title" data-testid="swaks-hand">
            <h2 id="swaks-hand-title" class="small-title">
                {move || if view.with(|v| v.due == seat) {
                    format!("{} · {}", app.t(Key::YourHand), SwaksKey::YourTurn.text(app.lang.get()))
                } else {
                    app.tf(Key::HandOf, &[&state.name(seat)])
                }}
            </h2>
            <ul class="swaks-hand">
                <For each=hand key=|card| card.0 let:card>
                    {
                        let lifted = move || playable.with(|p| p.contains(&card.card()));
                        let order = move || state.ui.picked.with(|p| p.iter().position(|&c| c == card));
                        view! {
                            <li>
                                <button type="button" class="swaks-hand-card"
                                    class:swaks-hand-card--playable=lifted
                                    class:swaks-hand-card--picked=move || order().is_some()
                                    aria-pressed=move || if order().is_some() { "true" } else { "false" }
                                    aria-label=move || {
                                        let lang = app.lang.get();
                                        let name = words::card_name(lang, card);
                                        if lifted() { SwaksKey::PlayableCard.fill(lang, &[&name]) } else { name }
                                    }
                                    data-card=card.0
                                    on:click=move |_| toggle(card)>
                                    <SwaksCard card />
                                    {move || order().map(|i| view! { <span class="swaks-pick-order" aria-hidden="true">{i + 1}</span> })}
                                </button>
                            </li>
                        }
                    }
                </For>
            </ul>
            <Actions state seat />
        </section>
    }
}

/// The buttons for what `seat` can do with the cards picked, and out of turn.
#[component]
fn Actions(state: TableState, seat: Seat) -> impl IntoView {
    let app = use_app();
    let view = state.view;
    let choice = Memo::new(move |_| {
        state
            .ui
            .picked
            .with(|picked| view.with(|v| choose(picked, &v.legal, v.reference.number, v.direction)))
    });
    let act = move |action: Action| state.act(seat, action);
    let button = move |action: Action, class: &'static str| {
        let label = SwaksKey::Play.fill(
            app.lang.get_untracked(),
            &[&describe_action(app.lang.get_untracked(), &action)],
        );
        view! {
            <button type="button" class=format!("button {class}") on:click=move |_| act(action.clone())>{label}</button>
        }
    };
    // S13: the call is offered when the play leaves one card (the plays then come both ways).
    let call_offered = move || match choice.get() {
        Choice::Plays(plays) => plays.iter().any(Action::swaks),
        _ => false,
    };
    let plays = move || {
        let call = state.ui.call.get();
        match choice.get() {
            Choice::Nothing => view! {
                <p class="muted small">{move || view.with(|v| v.due == seat).then(|| SwaksKey::PickHint.text(app.lang.get()))}</p>
            }.into_any(),
            Choice::Plays(plays) => {
                let plays = with_call(&plays, call);
                match lone_joker(&plays) {
                    Some(joker) => joker_picker(joker, plays, act).into_any(),
                    None => plays
                        .into_iter()
                        .map(|a| button(a, "button--primary"))
                        .collect_view()
                        .into_any(),
                }
            }
            Choice::OtherOrders(orders) => view! {
                <p>{SwaksKey::OtherOrders.text(app.lang.get_untracked())}</p>
                {with_call(&orders, call).into_iter().map(|a| button(a, "")).collect_view()}
            }.into_any(),
            Choice::Refused(attempt) => {
                // Checked at the game's time now, and again whenever the game moves on.
                let why = state.check(seat, &attempt);
                let text = why.map(|e| SwaksKey::NotPlayable.fill(app.lang.get_untracked(), &[&app.explain(&e)]));
                view! { <p class="form-error" role="status">{text}</p> }.into_any()
            }
        }
    };
    let out_of_turn = move || {
        let lang = app.lang.get();
        let call = state.ui.call.get();
        view.with(|v| {
            let jumps: Vec<Action> = v
                .legal
                .iter()
                .filter(|a| matches!(a, Action::JumpIn { .. }))
                .cloned()
                .collect();
            let jumps = with_call(&jumps, call).into_iter().map(move |a| {
                let Action::JumpIn { card, .. } = a else { unreachable!() };
                let label = SwaksKey::JumpIn.fill(lang, &[&words::card_name(lang, card).to_string()]);
                view! { <button type="button" class="button button--primary swaks-jump" data-testid="swaks-jump" on:click=move |_| act(a.clone())>{label}</button> }
            });
            let calls = v.legal.iter().filter_map(|a| match a {
                Action::CallSwaks { on } => Some((*on, a.clone())),
                _ => None,
            }).map(move |(on, a)| {
                let label = SwaksKey::CallOut.fill(lang, &[&state.name(on)]);
                view! { <button type="button" class="button button--primary swaks-call" data-testid="swaks-call" on:click=move |_| act(a.clone())>{label}</button> }
            });
            let draw = v.legal.contains(&Action::Draw).then(|| {
                let n = if v.hand.len() == 1 { 4 } else { 2 };
                let label = SwaksKey::Draw.fill(lang, &[&cards(lang, n)]);
                view! { <button type="button" class="button" data-testid="swaks-draw" on:click=move |_| act(Action::Draw)>{label}</button> }
            });
            (jumps.collect_view(), calls.collect_view(), draw)
        })
    };
    view! {
        <div class="swaks-actions" data-testid="swaks-actions">
            <div class="swaks-plays">{plays}</div>
            {move || call_offered().then(|| view! {
                <label class="field field--check swaks-say">
                    <input type="checkbox" data-testid="swaks-say" prop:checked=move || state.ui.call.get()
                        on:change=move |ev| state.ui.call.set(event_target_checked(&ev)) />
                    <span>{move || SwaksKey::SaySwaks.text(app.lang.get())}</span>
                </label>
            })}
            <div class="swaks-out-of-turn">{out_of_turn}</div>
            {move || (!state.ui.picked.with(Vec::is_empty)).then(|| view! {
                <button type="button" class="button" on:click=move |_| state.ui.picked.set(Vec::new())>{move || app.t(Key::ClearSelection)}</button>
            })}
            {refusal_line(move || state.refusal())}
        </div>
    }
}

/// The joker when every play is that joker alone, declared as different numbers (S5).
fn lone_joker(plays: &[Action]) -> Option<CardId> {
    let mut jokers = plays.iter().map(|a| match a {
        Action::Single {
            piece: Piece::Joker { card, .. },
            ..
        } => Some(*card),
        _ => None,
    });
    let first = jokers.next()??;
    jokers.all(|j| j == Some(first)).then_some(first)
}

/// A joker's number picker: one small button per number it may be declared as.
fn joker_picker(
    joker: CardId,
    plays: Vec<Action>,
    act: impl Fn(Action) + Copy + 'static,
) -> impl IntoView {
    let app = use_app();
    let lang = app.lang.get_untracked();
    let name = words::card_name(lang, joker);
    view! {
        <div class="swaks-joker-picker" role="group" aria-label=SwaksKey::JokerAs.fill(lang, &[&name])>
            <span aria-hidden="true">{SwaksKey::JokerAs.fill(lang, &[&name])}</span>
            {plays.into_iter().map(|action| {
                let Action::Single { piece: Piece::Joker { number, .. }, .. } = action else {
                    unreachable!("a lone joker's plays")
                };
                let label = SwaksKey::Play.fill(lang, &[&describe_action(lang, &action)]);
                view! {
                    <button type="button" class="button button--primary swaks-number" aria-label=label
                        on:click=move |_| act(action.clone())>{number}</button>
                }
            }).collect_view()}
        </div>
    }
}
