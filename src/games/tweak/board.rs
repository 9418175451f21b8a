//! The board of TWEAK's table: the deck with its target and joker, the table cards a sum takes
//! from, and under them the hand of the seat shown (or the privacy screen between turns).

use super::cards::TweakCard;
use super::hand::OwnHand;
use super::moves::{self, LatestMove, MoveBanner};
use super::table_state::TableState;
use super::text::TweakKey;
use crate::components::card::CardBack;
use crate::components::privacy_screen::PrivacyScreen;
use crate::handover::Screen;
use crate::i18n::{Key, Plural};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tweak::{CardId, View};
use tablee_rules::Seat;

#[component]
pub(super) fn Board(state: TableState, latest: Memo<Option<LatestMove>>) -> impl IntoView {
    let app = use_app();
    let view = state.view;
    let screen = state.screen;
    let words = Signal::derive(move || {
        let lang = app.lang.get();
        view.with(|v| {
            latest.with(|m| {
                moves::words(lang, &v.events, v.round, m.as_ref(), &|seat| {
                    state.name(seat)
                })
            })
        })
    });
    view! {
        <section class="tweak-centre" aria-label=move || app.t(TweakKey::TableCards)>
            <DeckAndTarget view />
            <MoveBanner latest words />
            <TableCards state view screen latest />
        </section>
        {move || match screen.get() {
            Screen::Privacy(seat) => view! {
                <PrivacyScreen player=Signal::derive(move || state.name(seat))
                    on_ready=Callback::new(move |_| state.reveal(seat)) />
            }.into_any(),
            Screen::Hand(seat) => view! { <OwnHand state seat view /> }.into_any(),
            Screen::Covered => {
                let acting = view.with(|v| v.acting());
                let text = acting.first().map(|s| app.tf(Key::BotThinking, &[&state.name(*s)])).unwrap_or_default();
                view! { <div class="own-hand own-hand--covered"><p class="bot-thinking" role="status">{text}</p></div> }.into_any()
            }
        }}
    }
}

pub(super) fn shown_seat(screen: Screen) -> Option<Seat> {
    match screen {
        Screen::Hand(seat) => Some(seat),
        _ => None,
    }
}

#[component]
fn DeckAndTarget(view: Memo<View>) -> impl IntoView {
    let app = use_app();
    let target = move || view.with(|v| v.target);
    let joker = move || view.with(|v| v.joker);
    view! {
        <div class="tweak-deck">
            {move || if view.with(|v| v.deck_count) > 0 {
                view! { <CardBack mark=target().to_string() label=app.tf(Key::CardBack, &[&target().to_string()]) /> }.into_any()
            } else {
                view! {
                    <div class="card card--blue-seven" role="img" aria-label=move || app.t(TweakKey::BlueSeven)>
                        <span class="card-value" aria-hidden="true">"7"</span>
                    </div>
                }.into_any()
            }}
            <div class="tweak-target" data-testid="target">
                <strong>{move || if joker() == 0 {
                    app.tf(TweakKey::TweakTarget, &[&target().to_string()])
                } else {
                    let sign = if joker() > 0 { "+1" } else { "−1" };
                    app.tf(TweakKey::TweakTargetJoker, &[&view.with(|v| v.target_now()).to_string(), sign])
                }}</strong>
                <span class="muted small">{move || app.tn(Plural::DeckCount, view.with(|v| v.deck_count), &[])}</span>
                <span class="muted small">{move || app.tf(TweakKey::ActionStack, &[&view.with(|v| v.action_stack_count).to_string()])}</span>
            </div>
        </div>
    }
}

#[component]
fn TableCards(
    state: TableState,
    view: Memo<View>,
    screen: Memo<Screen>,
    latest: Memo<Option<LatestMove>>,
) -> impl IntoView {
    let choosing = move || matches!(screen.get(), Screen::Hand(seat) if view.with(|v| v.turn == seat && v.bomb_pending.is_empty()));
    view! {
        <ul class="card-row tweak-table-cards" data-testid="table-cards">
            // Keyed, so a card that arrives is drawn once and slides in; the others stay put.
            <For each=move || view.with(|v| v.table.clone()) key=|card| card.0 let:card>
                <TableCard state card choosing=Signal::derive(choosing) latest />
            </For>
        </ul>
    }
}

#[component]
fn TableCard(
    state: TableState,
    card: CardId,
    choosing: Signal<bool>,
    /// The latest move: the card it put on the table is marked with who sent it.
    latest: Memo<Option<LatestMove>>,
) -> impl IntoView {
    let selected = Signal::derive(move || state.with_selection(|s| s.table().contains(&card)));
    let landed_by = move || {
        latest
            .with(|m| {
                m.as_ref()
                    .filter(|m| m.landed == Some(card))
                    .map(|m| m.seat)
            })
            .map(|seat| state.name(seat))
    };
    view! {
        <li class="card-arrives" class:card-landed=move || landed_by().is_some()>
            <button type="button" class="card-button" data-card=card.0 disabled=move || !choosing.get()
                aria-pressed=move || if selected.get() { "true" } else { "false" }
                on:click=move |_| state.select(|s| s.toggle_table(card))>
                <TweakCard card selected />
            </button>
            {move || landed_by().map(|name| view! { <span class="card-landed-by">{name}</span> })}
        </li>
    }
}
