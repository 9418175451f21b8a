//! TWEAK's table: the deck with its target, the table cards, the hands (yours face up, the others
//! face down with counts), the won piles, the \[T!\] cards (played once confirmed), the log, and
//! the round summary ([`super::summary`]). In pass-and-play a hand is shown only to its own seat,
//! behind the privacy screen.

use super::cards::{action_name, TweakCard};
use super::log::describe;
use super::moves::{self, LatestMove, MoveBanner, TweakMoment};
use super::selection::Selection;
use super::session::{NextUp, Session};
use super::summary::RoundEnd;
use super::text::{TweakKey, TweakPlural};
use super::turn::TurnDraft;
use crate::components::card::CardBack;
use crate::components::privacy_screen::PrivacyScreen;
use crate::components::seat_strip::{Detail, SeatBadge, SeatStrip};
use crate::components::side_panel::SidePanel;
use crate::components::top_bar::TopBar;
use crate::handover::{Handover, Screen};
use crate::i18n::{Key, Lang, Plural};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tweak::{Action, ActionKind, CardId, View};
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
    /// The sum being built and the \[T!\] card chosen, not yet played.
    draft: RwSignal<TurnDraft>,
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
            session.with(|s| s.game().view(seat))
        });
        TableState {
            app,
            session,
            handover,
            draft: RwSignal::new(TurnDraft::default()),
            message: RwSignal::new(None),
            screen,
            view,
        }
    }

    fn name(self, seat: Seat) -> String {
        self.session.with(|s| s.name(seat).to_string())
    }

    fn play(self, seat: Seat, action: Action) {
        // A [T!] card leaves the sum being built as it is (T6: it comes before the sum).
        let ends_turn = action.action_kind().is_none();
        let at = crate::games::realtime::game_time(self.session);
        match self.session.try_update(|s| s.person_acts(seat, action, at)) {
            Some(Err(e)) => self.message.set(Some(
                self.app.tf(Key::MoveRefused, &[&self.app.explain(&e)]),
            )),
            _ => {
                self.message.set(None);
                if ends_turn {
                    self.draft.update(|d| d.selection.clear());
                }
            }
        }
    }

    /// Changes the sum being built.
    fn select(self, change: impl FnOnce(&mut Selection)) {
        self.draft.update(|d| change(&mut d.selection));
    }

    /// Reads the sum being built.
    fn with_selection<T>(self, read: impl FnOnce(&Selection) -> T) -> T {
        self.draft.with(|d| read(&d.selection))
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
                s.game().round_number(),
                state.view.with(|v| v.events.len()),
                s.next_up(),
            )
        })
    });
    let latest = Memo::new(move |_| state.view.with(|v| moves::latest_move(&v.events)));
    // A TWEAK waiting to be seen by everyone: bots and the handover wait for it.
    let moment = RwSignal::new(None::<LatestMove>);

    crate::components::saved_table::keep_saved(id.clone(), session, Session::to_save);

    // A new TWEAK (not one already on the table when it opened) gets its moment when people
    // are at the table. Passing the device, it stays until someone goes on; one person alone
    // sees it for a moment (at the bots' pace) or goes on sooner.
    Effect::new(move |opened: Option<()>| {
        let Some(m) = latest.get() else { return };
        if opened.is_none() || !m.tweak {
            return;
        }
        let humans = session.with_untracked(|s| s.human_count());
        if humans == 0 {
            return;
        }
        moment.set(Some(m.clone()));
        if humans == 1 {
            let pace = app.settings.with_untracked(|s| s.bot_pace);
            set_timeout(
                move || close_moment(moment, Some(&m)),
                std::time::Duration::from_millis(pace.pause_ms(2_500)),
            );
        }
    });

    // Hide every hand as soon as someone else has to act (pass-and-play). A TWEAK's moment, if
    // one is up, covers the privacy screen until everyone has seen it.
    Effect::new(move |_| {
        let acting = match next_up.get() {
            NextUp::Human(seat) => Some(seat),
            _ => None,
        };
        state.handover.update(|h| h.follow(acting));
    });

    // What is being prepared follows the game: cards that left are dropped, and everything is
    // forgotten when the turn passes (a Bomb's victim starts from an empty sum line). After every
    // move, and when a [T!] choice opens or closes, the focus goes to the next action rather
    // than to the page body (not when the table first opens).
    Effect::new(move |first: Option<()>| {
        step.track();
        let shown = shown_seat(state.screen.get());
        state.view.with(|v| {
            let mut draft = state.draft.get_untracked();
            draft.follow(v, shown);
            if state.draft.with_untracked(|d| *d != draft) {
                state.draft.set(draft);
            }
        });
        state.draft.with(|d| d.pending().is_some());
        if first.is_some() {
            super::focus::after_move(false);
        }
    });

    // Bots act one move at a time, each after a pause people can follow: the session's plan
    // (its pace follows the player's setting), woken by the shared driver. A TWEAK's moment, while
    // it is up, holds them back.
    Effect::new(move |_| {
        let pace = app.settings.with(|s| s.bot_pace);
        session.update_untracked(|s| s.pace_bots(move |ms| pace.pause_ms(ms)));
    });
    let save_now = crate::components::saved_table::save_now(id.clone(), session, Session::to_save);
    let held = Signal::derive(move || moment.with(Option::is_some));
    crate::games::realtime::drive(session, held, save_now);

    let badges = Signal::derive(move || {
        let lang = app.lang.get();
        state.view.with(|view| {
            session.with(|s| {
                let acting = s.game().acting();
                // Everyone's hand, cards won this round and match points, yours included, and
                // the [T!] cards in front of them.
                SeatBadge::for_setup(&s.setup, |seat| {
                    (acting.contains(&seat), seat_detail(lang, view, seat))
                })
            })
        })
    });

    let playing = move || !matches!(next_up.get(), NextUp::RoundSummary | NextUp::Finished);
    let title = Signal::derive(|| GameKind::Tweak.name().to_string());
    view! {
        <TopBar title />
        <div class="table tweak" class:play-screen=playing data-testid="tweak-table">
            <SeatStrip seats=badges rows=true />
            {move || if playing() {
                view! { <Board state latest /> }.into_any()
            } else {
                view! { <RoundEnd session view=state.view /> }.into_any()
            }}
            <SidePanel id="log" title=Signal::derive(move || app.t(Key::Log).to_string())>
                <div>
                    <EventLog state />
                    <p class="muted small seed-line">{move || app.tf(Key::SeedLine, &[&session.with(|s| s.game().seed()).to_string()])}</p>
                </div>
            </SidePanel>
            {move || moment.get().map(|m| {
                let name = state.name(m.seat);
                view! { <TweakMoment moment=m name on_continue=Callback::new(move |_| close_moment(moment, None)) /> }
            })}
        </div>
    }
}

/// Closes the TWEAK's moment (only if it is still `which`, when given) and sends the focus on
/// to the next action.
fn close_moment(moment: RwSignal<Option<LatestMove>>, which: Option<&LatestMove>) {
    let still_open = moment
        .try_with_untracked(|m| m.is_some() && (which.is_none() || m.as_ref() == which))
        .unwrap_or(false);
    if still_open {
        moment.set(None);
        super::focus::after_move(true);
    }
}

/// A seat's row: its hand, cards won, match points and \[T!\] cards, short on screen and in
/// full words for a screen reader.
fn seat_detail(lang: Lang, view: &View, seat: Seat) -> Detail {
    let (hand, won, points) = (
        view.hand_counts[seat],
        view.piles[seat].len(),
        view.totals[seat],
    );
    let actions = view.action_cards[seat]
        .iter()
        .filter_map(|card| card.action_kind())
        .map(|kind| action_name(kind).text(lang).to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let with_actions = |text: String, mark: &str| {
        if actions.is_empty() {
            text
        } else {
            format!("{text} · {mark}{actions}")
        }
    };
    Detail {
        shown: with_actions(
            format!(
                "{} · {} · {}",
                Key::HandShort.fill(lang, &[&hand.to_string()]),
                TweakPlural::WonShort.fill(lang, won, &[]),
                Plural::PointsShort.fill(lang, points, &[])
            ),
            "✦ ",
        ),
        spoken: Some(with_actions(
            format!(
                "{}, {}, {}",
                Plural::HandCount.fill(lang, hand, &[]),
                TweakPlural::PileCount.fill(lang, won, &[]),
                Plural::MatchPoints.fill(lang, points, &[])
            ),
            "[T!] ",
        )),
    }
}

#[component]
fn Board(state: TableState, latest: Memo<Option<LatestMove>>) -> impl IntoView {
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
                    on_ready=Callback::new(move |_| state.handover.update(|h| h.reveal(seat))) />
            }.into_any(),
            Screen::Hand(seat) => view! { <OwnHand state seat view /> }.into_any(),
            Screen::Covered => {
                let acting = state.session.with(|s| s.game().acting());
                let text = acting.first().map(|s| app.tf(Key::BotThinking, &[&state.name(*s)])).unwrap_or_default();
                view! { <div class="own-hand own-hand--covered"><p class="bot-thinking" role="status">{text}</p></div> }.into_any()
            }
        }}
    }
}

fn shown_seat(screen: Screen) -> Option<Seat> {
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
                    app.tf(TweakKey::TweakTargetJoker, &[&view.with(View::target_now).to_string(), sign])
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

#[component]
fn OwnHand(state: TableState, seat: Seat, view: Memo<View>) -> impl IntoView {
    let app = use_app();
    let legal = move || view.with(|v| v.legal.clone());
    let bomb_victim = move || view.with(|v| v.bomb_pending.contains(&seat));
    // Alone at the table, your hand stays in view during the bots' turns, but you can act only
    // on your own turn (or when the Bomb asks you for a card).
    let my_turn =
        move || bomb_victim() || view.with(|v| v.turn == seat && v.bomb_pending.is_empty());
    let hand = Memo::new(move |_| view.with(|v| v.hand.clone()));
    // While a [T!] card waits for confirmation, nothing else is played.
    let pending = move || state.draft.with(|d| d.pending().is_some());
    let target = move || view.with(View::target_now);
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
    let hints = move || state.session.with(|s| s.setup.options.hints);
    let hint = move |_| {
        let sum = legal()
            .into_iter()
            .find(|a| matches!(a, Action::MakeSum { .. }));
        match sum.as_ref().and_then(Selection::showing) {
            Some(selection) => state.select(|s| *s = selection),
            None => state
                .message
                .set(Some(app.t(TweakKey::NoSumPossible).to_string())),
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
                            on:click=move |_| if let Some(a) = bomb_action() { state.play(seat, a) }>
                            {move || app.t(TweakKey::PlaceOnTable)}
                        </button>
                    }.into_any()
                } else {
                    view! {
                        <button type="button" class="button button--primary" data-testid="take-sum"
                            disabled=move || sum_action().is_none()
                            on:click=move |_| if let Some(a) = sum_action() { state.play(seat, a) }>
                            "✓ "{move || app.t(TweakKey::TakeSum)}
                        </button>
                        <button type="button" class="button" data-testid="place-card"
                            disabled=move || place_action().is_none()
                            on:click=move |_| if let Some(a) = place_action() { state.play(seat, a) }>
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
            {move || state.message.get().map(|m| view! { <p class="form-error" role="alert">{m}</p> })}
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
        if let Some(action) = state.draft.try_update(|d| d.confirm(&legal)).flatten() {
            state.play(seat, action);
        }
    };
    // Drawn again when the choice changes: the focus then moves on to Confirm, or back to the
    // hand once the card is taken back.
    let choices = move || {
        let chosen = state.draft.with(|d| d.pending().cloned());
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
                            state.draft.update(|d| d.choose(action.clone()));
                            // On to Confirm, the next step.
                            if state.draft.with(|d| d.pending().is_some()) {
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
                    on:click=move |_| state.draft.update(TurnDraft::take_back)>
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

/// The whole round told in words; once a round is over, that round (also after the next one
/// is dealt), until the summary is closed.
#[component]
fn EventLog(state: TableState) -> impl IntoView {
    let app = use_app();
    let lines = move || {
        let lang = app.lang.get();
        let name = |seat| state.name(seat);
        let tell = |events: &[tablee_rules::tweak::Event], round| {
            events
                .iter()
                .map(|e| describe(lang, e, round, &name))
                .collect::<Vec<_>>()
        };
        let ended = state.session.with(|s| {
            matches!(s.next_up(), NextUp::RoundSummary | NextUp::Finished)
                .then(|| s.game().last_round().map(|r| tell(&r.events, r.round)))
                .flatten()
        });
        ended.unwrap_or_else(|| state.view.with(|view| tell(&view.events, view.round)))
    };
    // The newest line stays in sight: the log's box is anchored at its end (its style.css).
    view! {
        <div class="event-log">
            <ol data-testid="event-log">
                {move || lines().into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
            </ol>
        </div>
    }
}
