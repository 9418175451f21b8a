//! TWEAK's table: the deck with its target, the table cards, the hands (yours face up, the others
//! face down with counts), the won piles, the \[T!\] cards, the log, round summaries and the match
//! end. In pass-and-play a hand is shown only to its own seat, behind the privacy screen.

use super::cards::{action_name, TweakCard};
use super::log::describe;
use super::selection::Selection;
use super::session::{NextUp, Session};
use crate::components::card::CardBack;
use crate::components::privacy_screen::PrivacyScreen;
use crate::components::seat_strip::{SeatBadge, SeatStrip};
use crate::components::top_bar::TopBar;
use crate::handover::{Handover, Screen};
use crate::i18n::Key;
use crate::saves;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use leptos_router::components::A;
use tablee_rules::tweak::{Action, ActionKind, CardId, Event, RoundSummary, View};
use tablee_rules::{Game, GameKind, Seat};

/// Loads the save `id` and shows the table, or explains why it cannot.
#[component]
pub fn TweakPlay(
    /// The save's id.
    id: String,
) -> impl IntoView {
    crate::components::saved_table::saved_table(GameKind::Tweak, id, |id, session: Session| {
        view! { <Table id session /> }.into_any()
    })
}

/// Everything the table's parts share.
#[derive(Clone, Copy)]
struct TableState {
    app: crate::state::AppState,
    session: RwSignal<Session>,
    handover: RwSignal<Handover>,
    selection: RwSignal<Selection>,
    message: RwSignal<Option<String>>,
    /// What the table shows: covered, the privacy screen, or one seat's hand.
    screen: Memo<Screen>,
    /// The view everything is drawn from, computed once per change: the seat whose hand is
    /// shown, else seat 0 (whose hand is then not drawn).
    view: Memo<View>,
}

impl TableState {
    fn new(app: crate::state::AppState, session: Session) -> TableState {
        let session = RwSignal::new(session);
        let handover = RwSignal::new(Handover::default());
        let screen = Memo::new(move |_| {
            let (acting, humans, only) = session.with(|s| {
                let acting = match s.next_up() {
                    NextUp::Human(seat) => Some(seat),
                    _ => None,
                };
                (acting, s.human_count(), s.only_human())
            });
            handover.with(|h| h.screen(acting, humans, only))
        });
        let view = Memo::new(move |_| {
            let seat = match screen.get() {
                Screen::Hand(seat) => seat,
                _ => Seat(0),
            };
            session.with(|s| s.game.view(seat))
        });
        TableState {
            app,
            session,
            handover,
            selection: RwSignal::new(Selection::default()),
            message: RwSignal::new(None),
            screen,
            view,
        }
    }

    fn name(self, seat: Seat) -> String {
        self.session.with(|s| s.name(seat).to_string())
    }

    fn play(self, seat: Seat, action: Action) {
        match self.session.try_update(|s| s.play(seat, action)) {
            Some(Err(e)) => self
                .message
                .set(Some(self.app.tf(Key::MoveRefused, &[&e.to_string()]))),
            _ => {
                self.message.set(None);
                self.selection.update(Selection::clear);
            }
        }
    }
}

#[component]
fn Table(id: String, session: Session) -> impl IntoView {
    let app = use_app();
    let state = TableState::new(app, session);
    let session = state.session;
    let next_up = Memo::new(move |_| session.with(Session::next_up));
    // A counter of moves, so the same seat acting twice in a row is still a new step.
    let step = Memo::new(move |_| {
        session.with(|s| {
            (
                s.game.round_number(),
                state.view.with(|v| v.events.len()),
                s.next_up(),
            )
        })
    });

    let save_id = id.clone();
    Effect::new(move |_| {
        let raw = session.with(|s| saves::write(&s.to_save(&save_id, storage::now_ms())));
        crate::components::saved_table::store_save(&save_id, &raw);
    });

    // Hide every hand as soon as someone else has to act (pass-and-play).
    Effect::new(move |_| {
        let acting = match next_up.get() {
            NextUp::Human(seat) => Some(seat),
            _ => None,
        };
        state.handover.update(|h| h.follow(acting));
    });

    // Bots act one step at a time, slowly enough for people to follow.
    Effect::new(move |_| {
        if let (_, _, NextUp::Bot(seat, level)) = step.get() {
            crate::games::schedule_bot_move(
                app.reduced_motion.get_untracked(),
                700,
                150,
                move || {
                    session.update(|s| {
                        if s.next_up() == NextUp::Bot(seat, level) {
                            s.play_bot(seat, level);
                        }
                    })
                },
            );
        }
    });

    let badges = Signal::derive(move || {
        let view = state.view.get();
        session.with(|s| {
            let acting = s.game.acting();
            SeatBadge::for_setup(&s.setup, |seat| {
                let detail = format!(
                    "{} · {}",
                    app.tf(Key::Points1, &[&view.totals[seat].to_string()]),
                    app.tf(Key::HandCount, &[&view.hand_counts[seat].to_string()])
                );
                (acting.contains(&seat), detail)
            })
        })
    });

    let title = Signal::derive(|| GameKind::Tweak.name().to_string());
    view! {
        <TopBar title />
        <div class="table tweak" data-testid="tweak-table">
            <SeatStrip seats=badges />
            {move || match next_up.get() {
                NextUp::RoundSummary => view! { <RoundEnd state /> }.into_any(),
                NextUp::Finished => view! { <RoundEnd state /> }.into_any(),
                _ => view! { <Board state /> }.into_any(),
            }}
            <EventLog state />
            <p class="muted small seed-line">{move || app.t(Key::Seed)}": "{move || session.with(|s| s.game.seed())}</p>
        </div>
    }
}

#[component]
fn Board(state: TableState) -> impl IntoView {
    let app = use_app();
    let view = state.view;
    let screen = state.screen;
    let others = move || {
        let v = view.get();
        v.hand_counts
            .seats()
            .filter(|s| Some(*s) != shown_seat(screen.get()))
            .collect::<Vec<_>>()
    };
    view! {
        <section class="tweak-opponents" aria-label=move || app.t(Key::Seats)>
            {move || others().into_iter().map(|seat| view! { <Opponent state seat view /> }).collect_view()}
        </section>
        <section class="tweak-centre" aria-label=move || app.t(Key::TableCards)>
            <DeckAndTarget view />
            <TableCards state view screen />
        </section>
        {move || match screen.get() {
            Screen::Privacy(seat) => view! {
                <PrivacyScreen player=Signal::derive(move || state.name(seat))
                    on_ready=Callback::new(move |_| state.handover.update(|h| h.reveal(seat))) />
            }.into_any(),
            Screen::Hand(seat) => view! { <OwnHand state seat view /> }.into_any(),
            Screen::Covered => {
                let acting = state.session.with(|s| s.game.acting());
                let text = acting.first().map(|s| app.tf(Key::BotThinking, &[&state.name(*s)])).unwrap_or_default();
                view! { <p class="bot-thinking" role="status">{text}</p> }.into_any()
            }
        }}
        {move || state.message.get().map(|m| view! { <p class="form-error" role="alert">{m}</p> })}
    }
}

fn shown_seat(screen: Screen) -> Option<Seat> {
    match screen {
        Screen::Hand(seat) => Some(seat),
        _ => None,
    }
}

#[component]
fn Opponent(state: TableState, seat: Seat, view: Memo<View>) -> impl IntoView {
    let app = use_app();
    let name = state.name(seat);
    view! {
        <div class="tweak-opponent">
            <h3 class="small-title">{name}</h3>
            <div class="card-row card-row--small" role="img"
                aria-label=move || app.tf(Key::HandCount, &[&view.with(|v| v.hand_counts[seat]).to_string()])>
                {move || (0..view.with(|v| v.hand_counts[seat])).map(|_| view! { <div class="card card--back card--mini" aria-hidden="true"></div> }).collect_view()}
            </div>
            <p class="muted small">{move || app.tf(Key::PileCount, &[&view.with(|v| v.piles[seat].len()).to_string()])}</p>
            <div class="card-row card-row--small">
                {move || view.with(|v| v.action_cards[seat].clone()).into_iter().map(|card| view! { <TweakCard card /> }).collect_view()}
            </div>
        </div>
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
                    <div class="card card--blue-seven" role="img" aria-label=move || app.t(Key::BlueSeven)>
                        <span class="card-value" aria-hidden="true">"7"</span>
                    </div>
                }.into_any()
            }}
            <div class="tweak-target" data-testid="target">
                <strong>{move || if joker() == 0 {
                    app.tf(Key::TweakTarget, &[&target().to_string()])
                } else {
                    let sign = if joker() > 0 { "+1" } else { "−1" };
                    app.tf(Key::TweakTargetJoker, &[&view.with(View::target_now).to_string(), sign])
                }}</strong>
                <span class="muted small">{move || app.tf(Key::TweakDeck, &[&view.with(|v| v.deck_count).to_string()])}</span>
                <span class="muted small">{move || app.tf(Key::ActionStack, &[&view.with(|v| v.action_stack_count).to_string()])}</span>
            </div>
        </div>
    }
}

#[component]
fn TableCards(state: TableState, view: Memo<View>, screen: Memo<Screen>) -> impl IntoView {
    let choosing = move || matches!(screen.get(), Screen::Hand(seat) if view.with(|v| v.turn == seat && v.bomb_pending.is_empty()));
    view! {
        <ul class="card-row tweak-table-cards" data-testid="table-cards">
            // Keyed, so a card that arrives is drawn once and slides in; the others stay put.
            <For each=move || view.with(|v| v.table.clone()) key=|card| card.0 let:card>
                <TableCard state card choosing=Signal::derive(choosing) />
            </For>
        </ul>
    }
}

#[component]
fn TableCard(state: TableState, card: CardId, choosing: Signal<bool>) -> impl IntoView {
    let selected = Signal::derive(move || state.selection.with(|s| s.table().contains(&card)));
    view! {
        <li class="card-arrives">
            <button type="button" class="card-button" data-card=card.0 disabled=move || !choosing.get()
                aria-pressed=move || if selected.get() { "true" } else { "false" }
                on:click=move |_| state.selection.update(|s| s.toggle_table(card))>
                <TweakCard card selected />
            </button>
        </li>
    }
}

#[component]
fn OwnHand(state: TableState, seat: Seat, view: Memo<View>) -> impl IntoView {
    let app = use_app();
    let legal = move || view.with(|v| v.legal.clone());
    let bomb_victim = move || view.with(|v| v.bomb_pending.contains(&seat));
    // Alone at the table, your hand stays in view during the bots' turns, but you can act only
    // on your own turn (or when the Bomb asks you for a card).
    let my_turn =
        move || bomb_victim() || view.with(|v| v.turn == seat && v.bomb_pending.is_empty());
    // Forget chosen cards that moved away.
    Effect::new(move |_| {
        let (hand, table) = view.with(|v| (v.hand.clone(), v.table.clone()));
        state.selection.update(|s| s.keep_only(&hand, &table));
    });
    let target = move || view.with(View::target_now);
    let sum_action = move || state.selection.with(|s| s.sum_action(target()));
    let place_action = move || {
        state
            .selection
            .with(|s| s.place_action())
            .filter(|a| legal().contains(a))
    };
    let bomb_action = move || {
        state
            .selection
            .with(|s| s.hand())
            .map(|card| Action::BombDiscard { card })
            .filter(|a| legal().contains(a))
    };
    let hints = move || state.session.with(|s| s.setup.options.hints);
    let hint = move |_| {
        let sum = legal()
            .into_iter()
            .find(|a| matches!(a, Action::MakeSum { .. }));
        match sum.as_ref().and_then(Selection::showing) {
            Some(selection) => state.selection.set(selection),
            None => state
                .message
                .set(Some(app.t(Key::NoSumPossible).to_string())),
        }
    };
    let action_buttons = move || {
        legal().into_iter().filter(|a| a.action_kind().is_some()).map(|action| {
            let label = match &action {
                Action::PlayThief { victim } => app.tf(Key::ThiefOn, &[&state.name(*victim)]),
                Action::PlayJoker { delta } if *delta > 0 => app.t(Key::JokerPlus).to_string(),
                Action::PlayJoker { .. } => app.t(Key::JokerMinus).to_string(),
                Action::PlayShifter => app.t(Key::Shifter).to_string(),
                _ => app.t(action_name(ActionKind::Bomb)).to_string(),
            };
            let action = action.clone();
            view! {
                <button type="button" class="button button--action" on:click=move |_| state.play(seat, action.clone())>
                    "✦ "{label}
                </button>
            }
        }).collect_view()
    };
    let just_tweaked = move || {
        view.with(|v| {
            matches!(
                v.events.last(),
                Some(Event::Sum { tweak: Some(_), .. }) | Some(Event::TweakWithoutCard { .. })
            )
        })
    };
    view! {
        <section class="own-hand" aria-labelledby="own-hand-title"
            data-my-turn=move || if my_turn() { "true" } else { "false" }>
            <h2 id="own-hand-title" class="turn-title">{move || app.tf(Key::HandOf, &[&state.name(seat)])}</h2>
            {move || just_tweaked().then(|| view! { <p class="tweak-celebrate" role="status">{move || app.t(Key::TweakCelebrate)}</p> })}
            <p class="instruction">{move || if bomb_victim() {
                app.tf(Key::BombChoose, &[&state.name(seat)])
            } else if my_turn() {
                app.t(Key::SelectHandCard).to_string()
            } else {
                let turn = view.with(|v| v.bomb_pending.first().copied().unwrap_or(v.turn));
                app.tf(Key::BotThinking, &[&state.name(turn)])
            }}</p>
            <ul class="card-row tweak-hand" data-testid="hand">
                {move || view.with(|v| v.hand.clone()).into_iter().map(|card| {
                    let selected = Signal::derive(move || state.selection.with(|s| s.hand() == Some(card)));
                    view! {
                        <li>
                            <button type="button" class="card-button" data-card=card.0
                                disabled=move || !my_turn()
                                aria-pressed=move || if selected.get() { "true" } else { "false" }
                                on:click=move |_| state.selection.update(|s| s.toggle_hand(card))>
                                <TweakCard card selected />
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ul>
            <p class="tweak-announcement" aria-live="polite" data-testid="announcement">
                {move || {
                    let text = state.selection.with(Selection::announcement);
                    if text.is_empty() { String::new() } else {
                        format!("{text} · {}", app.tf(Key::SumNeeds, &[&state.selection.with(Selection::total).to_string(), &target().to_string()]))
                    }
                }}
            </p>
            <div class="turn-actions" class:turn-actions--waiting=move || !my_turn()>
                {move || if bomb_victim() {
                    view! {
                        <button type="button" class="button button--primary" data-testid="bomb-discard"
                            disabled=move || bomb_action().is_none()
                            on:click=move |_| if let Some(a) = bomb_action() { state.play(seat, a) }>
                            {move || app.t(Key::PlaceOnTable)}
                        </button>
                    }.into_any()
                } else {
                    view! {
                        <button type="button" class="button button--primary" data-testid="take-sum"
                            disabled=move || sum_action().is_none()
                            on:click=move |_| if let Some(a) = sum_action() { state.play(seat, a) }>
                            "✓ "{move || app.t(Key::TakeSum)}
                        </button>
                        <button type="button" class="button" data-testid="place-card"
                            disabled=move || place_action().is_none()
                            on:click=move |_| if let Some(a) = place_action() { state.play(seat, a) }>
                            {move || app.t(Key::PlaceOnTable)}
                        </button>
                        <button type="button" class="button" on:click=move |_| state.selection.update(Selection::clear)>
                            {move || app.t(Key::ClearSelection)}
                        </button>
                        {move || hints().then(|| view! {
                            <button type="button" class="button" on:click=hint>{move || app.t(Key::ShowMeASum)}</button>
                        })}
                    }.into_any()
                }}
            </div>
            <div class="tweak-actions" role="group" aria-label=move || app.t(Key::ActionCardsTitle)>
                <div class="card-row card-row--small">
                    {move || view.with(|v| v.action_cards[seat].clone()).into_iter().map(|card| view! { <TweakCard card /> }).collect_view()}
                </div>
                {action_buttons}
            </div>
        </section>
    }
}

#[component]
fn EventLog(state: TableState) -> impl IntoView {
    let app = use_app();
    let lines = move || {
        let lang = app.lang.get();
        state.view.with(|view| {
            let start = view.events.len().saturating_sub(8);
            view.events[start..]
                .iter()
                .map(|e| describe(lang, e, view.round, &|seat| state.name(seat)))
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="event-log" aria-labelledby="log-title">
            <h2 id="log-title" class="small-title">{move || app.t(Key::Log)}</h2>
            <ol aria-live="polite">
                {move || lines().into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
            </ol>
        </section>
    }
}

#[component]
fn RoundEnd(state: TableState) -> impl IntoView {
    let app = use_app();
    let summary = move || state.session.with(|s| s.game.last_round().cloned());
    let finished = move || state.session.with(|s| s.game.is_finished());
    let threshold = move || state.session.with(|s| s.game.threshold());
    let headline = move || {
        let outcome = state.view.with(|v| v.outcome.clone())?;
        let names: Vec<String> = outcome.winners.iter().map(|w| state.name(*w)).collect();
        Some(app.tf(Key::Wins, &[&names.join(", ")]))
    };
    view! {
        <section class="panel round-end" aria-labelledby="round-end-title">
            <h2 id="round-end-title">{move || summary().map(|s| app.tf(Key::RoundOver, &[&s.round.to_string()]))}</h2>
            {move || finished().then(|| view! { <p class="tweak-celebrate" role="status">{move || app.t(Key::GameOver)}": "{headline}</p> })}
            {move || summary().map(|s| view! { <SummaryTable state summary=s /> })}
            <p>{move || app.tf(Key::MatchScores, &[&threshold().to_string()])}</p>
            <div class="form-actions">
                {move || if finished() {
                    view! { <A href="/new/tweak" attr:class="button button--primary">{move || app.t(Key::PlayAgain)}</A> }.into_any()
                } else {
                    view! {
                        <button type="button" class="button button--primary" data-testid="next-round"
                            on:click=move |_| state.session.update(Session::acknowledge_round)>
                            {move || app.t(Key::NextRound)}
                        </button>
                    }.into_any()
                }}
            </div>
        </section>
    }
}

#[component]
fn SummaryTable(state: TableState, summary: RoundSummary) -> impl IntoView {
    let app = use_app();
    let leftover = summary.leftover.len();
    let rows = summary
        .scores
        .iter()
        .map(|(seat, score)| {
            let name = state.name(seat);
            let total = summary.totals[seat];
            let score = score.clone();
            view! {
                <tr>
                    <th scope="row">{name}</th>
                    <td>{score.plain}</td>
                    <td>{score.fives}</td>
                    <td>{score.red}</td>
                    <td>{if score.red_five { "1" } else { "0" }}</td>
                    <td>{score.actions}</td>
                    <td class="tally-total">{score.points}</td>
                    <td class="tally-total" data-testid="match-total">{total}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="tally tweak-summary">
            <thead>
                <tr>
                    <th scope="col"></th>
                    <th scope="col">{move || app.t(Key::ScorePlain)}</th>
                    <th scope="col">{move || app.t(Key::ScoreFives)}</th>
                    <th scope="col">{move || app.t(Key::ScoreRed)}</th>
                    <th scope="col">{move || app.t(Key::ScoreRedFive)}</th>
                    <th scope="col">{move || app.t(Key::ScoreActions)}</th>
                    <th scope="col">{move || app.t(Key::Points)}</th>
                    <th scope="col">{move || app.t(Key::Total)}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        <p class="muted small">{move || app.tf(Key::Leftover, &[&leftover.to_string()])}</p>
    }
}
