//! What the table shows of the latest move until the next one: the cards a player took,
//! highlighted with their name and the sum in words, or the card that landed on the table; and
//! a TWEAK's moment (who, the cards, the \[T!\] card won), which everyone sees before the game
//! goes on.

use super::cards::TweakCard;
use super::log::describe;
use super::text::TweakKey;
use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tweak::{CardId, Event};
use tablee_rules::Seat;

/// The latest move of a round's events, as the table shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LatestMove {
    /// Its index in the round's events (a new move has a new index).
    pub index: usize,
    /// Who made it.
    pub seat: Seat,
    /// The cards taken by a sum, hand card first (empty for other moves).
    pub taken: Vec<CardId>,
    /// The card that landed on the table: placed, put down for the Bomb, stolen or shifted.
    pub landed: Option<CardId>,
    /// Whether the sum took the whole table (T12).
    pub tweak: bool,
    /// The \[T!\] card won by that TWEAK, if the stack had one.
    pub won: Option<CardId>,
}

/// The round's latest move, if a player has moved since the deal. Cards refilled from the deck
/// (T14) follow a move and are not one; a skipped turn is (someone's turn passed).
pub fn latest_move(events: &[Event]) -> Option<LatestMove> {
    let index = events.iter().rposition(|e| {
        !matches!(
            e,
            Event::TableRefilled { .. } | Event::TweakWithoutCard { .. }
        )
    })?;
    let mut shown = LatestMove {
        index,
        seat: Seat(0),
        taken: Vec::new(),
        landed: None,
        tweak: false,
        won: None,
    };
    match &events[index] {
        Event::Dealt { .. } => return None,
        Event::Sum {
            seat,
            hand,
            table,
            tweak,
        } => {
            shown.seat = *seat;
            shown.taken = super::log::sum_cards(*hand, table);
            shown.won = *tweak;
            // T12: with an empty [T!] stack the TWEAK is told just before its sum.
            let without_card =
                index > 0 && events[index - 1] == Event::TweakWithoutCard { seat: *seat };
            shown.tweak = tweak.is_some() || without_card;
        }
        Event::Placed { seat, card } | Event::BombDiscard { seat, card } => {
            shown.seat = *seat;
            shown.landed = Some(*card);
        }
        Event::Stole { by, card, .. } | Event::Shifted { by, card } => {
            shown.seat = *by;
            shown.landed = Some(*card);
        }
        Event::Joker { by, .. } | Event::Bomb { by, .. } => shown.seat = *by,
        Event::Skipped { seat, .. } => shown.seat = *seat,
        Event::TableRefilled { .. } | Event::TweakWithoutCard { .. } => {
            unreachable!("skipped above")
        }
    }
    Some(shown)
}

/// How long a move stays on the table before a bot acts, at the normal pace: a sum, which
/// takes cards away, a little longer than the rest.
pub fn pause_after(latest: Option<&LatestMove>) -> u64 {
    match latest {
        Some(m) if !m.taken.is_empty() => 1_400,
        _ => 900,
    }
}

/// The latest move in words above the table cards, and the cards a sum took, still shown and
/// highlighted until the next move. Read out by screen readers as it changes.
#[component]
pub fn MoveBanner(
    /// The latest move, if any.
    latest: Memo<Option<LatestMove>>,
    /// The latest move in words (empty before the first move).
    #[prop(into)]
    words: Signal<String>,
) -> impl IntoView {
    let taken = move || latest.with(|m| m.as_ref().map(|m| m.taken.clone()).unwrap_or_default());
    view! {
        <div class="move-banner" role="status" aria-live="polite" data-testid="latest-move">
            <p class="move-words">{words}</p>
            <ul class="card-row card-row--small move-taken" aria-hidden="true">
                {move || taken().into_iter().map(|card| view! { <li class="card-taken"><TweakCard card /></li> }).collect_view()}
            </ul>
        </div>
    }
}

/// A TWEAK's moment: over the whole table, until someone goes on, so everyone sees who took
/// the whole table with which cards and the \[T!\] card they won, before the device passes on.
#[component]
pub fn TweakMoment(
    /// The TWEAK.
    moment: LatestMove,
    /// The player's name.
    name: String,
    /// Closes the moment.
    on_continue: Callback<()>,
) -> impl IntoView {
    let app = use_app();
    let won = moment.won;
    // The way on takes the focus (autofocus works only once per page).
    super::focus::after_move(true);
    view! {
        <section class="tweak-moment" role="dialog" aria-modal="true" aria-labelledby="tweak-moment-title"
            data-testid="tweak-moment">
            <h2 id="tweak-moment-title" class="tweak-celebrate">{move || app.t(TweakKey::TweakCelebrate)}</h2>
            <p class="tweak-moment-who">{app.tf(TweakKey::TweakMomentWho, &[&name])}</p>
            <ul class="card-row move-taken" aria-label=move || app.t(TweakKey::TweakMomentCards)>
                {moment.taken.iter().map(|&card| view! { <li><TweakCard card /></li> }).collect_view()}
            </ul>
            {match won {
                Some(card) => view! {
                    <p>{move || app.t(TweakKey::TweakMomentWon)}</p>
                    <div class="card-row"><TweakCard card /></div>
                }.into_any(),
                None => view! { <p>{move || app.t(TweakKey::TweakMomentEmpty)}</p> }.into_any(),
            }}
            <button type="button" class="button button--primary" data-testid="tweak-moment-continue"
                on:click=move |_| on_continue.run(())>
                {move || app.t(Key::Continue)}
            </button>
        </section>
    }
}

/// The latest move in words, in the language in force (empty before the first move).
pub fn words(
    lang: crate::i18n::Lang,
    events: &[Event],
    round: u32,
    latest: Option<&LatestMove>,
    name: &dyn Fn(Seat) -> String,
) -> String {
    latest.map_or_else(String::new, |m| {
        describe(lang, &events[m.index], round, name)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEAL: Event = Event::Dealt {
        dealer: Seat(0),
        table: Vec::new(),
    };

    #[test]
    fn a_sum_shows_its_cards_until_the_next_move() {
        let sum = Event::Sum {
            seat: Seat(1),
            hand: CardId(3),
            table: vec![CardId(7), CardId(9)],
            tweak: None,
        };
        let refill = Event::TableRefilled {
            cards: vec![CardId(20)],
        };
        let shown = latest_move(&[DEAL, sum.clone(), refill.clone()]).unwrap();
        assert_eq!(shown.index, 1, "a refill is no move");
        assert_eq!(shown.seat, Seat(1));
        assert_eq!(shown.taken, vec![CardId(3), CardId(7), CardId(9)]);
        assert!(!shown.tweak);
        let placed = Event::Placed {
            seat: Seat(2),
            card: CardId(4),
        };
        let next = latest_move(&[DEAL, sum, refill, placed]).unwrap();
        assert_eq!((next.index, next.seat), (3, Seat(2)));
        assert!(next.taken.is_empty());
        assert_eq!(next.landed, Some(CardId(4)));
        assert_eq!(pause_after(Some(&next)), 900);
    }

    #[test]
    fn nothing_is_shown_before_the_first_move() {
        assert_eq!(latest_move(&[]), None);
        assert_eq!(latest_move(&[DEAL]), None);
        assert_eq!(pause_after(None), 900);
    }

    #[test]
    fn a_tweak_is_known_with_or_without_its_card() {
        let with_card = Event::Sum {
            seat: Seat(0),
            hand: CardId(1),
            table: vec![CardId(2)],
            tweak: Some(CardId(60)),
        };
        let m = latest_move(&[DEAL, with_card]).unwrap();
        assert!(m.tweak);
        assert_eq!(m.won, Some(CardId(60)));
        assert_eq!(pause_after(Some(&m)), 1_400);
        // T12: the empty stack is told before the sum.
        let without = [
            DEAL,
            Event::TweakWithoutCard { seat: Seat(2) },
            Event::Sum {
                seat: Seat(2),
                hand: CardId(1),
                table: vec![CardId(2)],
                tweak: None,
            },
        ];
        let m = latest_move(&without).unwrap();
        assert!(m.tweak);
        assert_eq!(m.won, None);
        // Someone else's TweakWithoutCard before a plain sum makes no TWEAK of it.
        let mut other = without.clone();
        other[1] = Event::TweakWithoutCard { seat: Seat(1) };
        assert!(!latest_move(&other).unwrap().tweak);
    }

    #[test]
    fn cards_that_land_are_shown_with_who_sent_them() {
        let stole = Event::Stole {
            by: Seat(1),
            victim: Seat(0),
            card: CardId(5),
        };
        let m = latest_move(&[DEAL, stole]).unwrap();
        assert_eq!((m.seat, m.landed), (Seat(1), Some(CardId(5))));
        let joker = Event::Joker {
            by: Seat(2),
            delta: 1,
        };
        let m = latest_move(&[DEAL, joker]).unwrap();
        assert_eq!((m.seat, m.landed), (Seat(2), None));
    }
}

/// A match set-up for the end-to-end fixtures below: named seats, the default rules, no hints.
#[cfg(test)]
fn fixture_setup(
    seats: &[(&str, crate::setup::Controller)],
) -> crate::setup::Setup<super::session::TweakSetup> {
    crate::setup::Setup {
        seats: seats
            .iter()
            .map(|&(name, controller)| crate::setup::SeatSetup {
                name: name.into(),
                controller,
            })
            .collect(),
        options: super::session::TweakSetup {
            rules: tablee_rules::tweak::Options::default(),
            hints: false,
        },
    }
}

/// Writes `session` as the save `id` to `src/games/tweak/fixtures/<file>`.
#[cfg(test)]
fn write_fixture(file: &str, session: &super::session::Session, id: &str) {
    let raw = crate::saves::write(&session.to_save(id, 1_763_800_000_000));
    let path = format!(
        "{}/src/games/tweak/fixtures/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::write(path, raw).unwrap();
}

/// The save the end-to-end layout test opens (e2e/layout.test.mjs): Ana, a person, to play
/// against two bots with twelve cards on the table, reached by legal moves (the most the table
/// must show without the page scrolling).
#[cfg(test)]
mod full_table {
    use crate::games::tweak::session::{NextUp, Session};
    use crate::saves;
    use crate::setup::Controller;
    use tablee_rules::tweak::Action;
    use tablee_rules::{BotLevel, Game, Seat};

    const FULL_TABLE: &str = include_str!("fixtures/full_table.json");

    #[test]
    fn the_layout_save_has_twelve_table_cards_and_ana_to_play() {
        let s = saves::read::<Session>(FULL_TABLE).unwrap().data;
        assert_eq!(s.next_up(), NextUp::Human(Seat(0)));
        let view = s.game().view(Seat(0));
        assert_eq!(view.table.len(), 12);
        assert!(!view.hand.is_empty());
    }

    /// Writes the fixture: every seat puts a card down whenever it may, until twelve cards lie
    /// on the table on Ana's turn. Run with `cargo test -p tablee write_full_table -- --ignored`.
    #[test]
    #[ignore]
    fn write_full_table_fixture() {
        let setup = super::fixture_setup(&[
            ("Ana", Controller::Human),
            ("Bo", Controller::Bot(BotLevel::Normal)),
            ("Cy", Controller::Bot(BotLevel::Normal)),
        ]);
        for seed in 0..500 {
            let mut s = Session::new(setup.clone(), seed).unwrap();
            for _ in 0..200 {
                let Some(&seat) = s.game().acting().first() else {
                    break;
                };
                if seat == Seat(0) && s.game().view(seat).table.len() >= 12 {
                    super::write_fixture("full_table.json", &s, "tweak-full");
                    return;
                }
                let legal = s.game().legal_actions(seat);
                let action = legal
                    .iter()
                    .find(|a| matches!(a, Action::PlaceCard { .. } | Action::BombDiscard { .. }))
                    .or_else(|| {
                        legal.iter().find(
                            |a| matches!(a, Action::MakeSum { table, .. } if table.len() == 1),
                        )
                    })
                    .unwrap_or(&legal[0])
                    .clone();
                if s.act_now(seat, action).is_err() || s.game().round_number() > 1 {
                    break;
                }
            }
        }
        panic!("no seed under 500 gave a table of twelve cards");
    }
}

/// The save the end-to-end test of a TWEAK's moment opens (e2e/tweak-table.test.mjs): Ana and
/// Bo pass the device, Ana to play with a sum that takes the whole table.
#[cfg(test)]
mod tweak_ready {
    use crate::games::tweak::session::{NextUp, Session};
    use crate::saves;
    use crate::setup::Controller;
    use tablee_rules::tweak::Action;
    use tablee_rules::{Game, Seat};

    const TWEAK_READY: &str = include_str!("fixtures/tweak_ready.json");

    fn takes_all(s: &Session) -> Option<Action> {
        let view = s.game().view(Seat(0));
        let on_table = view.table.len();
        view.legal
            .into_iter()
            .find(|a| matches!(a, Action::MakeSum { table, .. } if table.len() == on_table))
    }

    #[test]
    fn the_moment_save_has_a_tweak_for_ana() {
        let s = saves::read::<Session>(TWEAK_READY).unwrap().data;
        assert_eq!(s.next_up(), NextUp::Human(Seat(0)));
        assert_eq!(s.human_count(), 2);
        assert!(takes_all(&s).is_some());
    }

    /// Writes the fixture. Run with `cargo test -p tablee write_tweak_ready -- --ignored`.
    #[test]
    #[ignore]
    fn write_tweak_ready_fixture() {
        let setup = super::fixture_setup(&[("Ana", Controller::Human), ("Bo", Controller::Human)]);
        for seed in 0..500 {
            let mut s = Session::new(setup.clone(), seed).unwrap();
            for _ in 0..60 {
                let Some(&seat) = s.game().acting().first() else {
                    break;
                };
                if seat == Seat(0) && takes_all(&s).is_some() {
                    super::write_fixture("tweak_ready.json", &s, "tweak-ready");
                    return;
                }
                // Plain moves, no [T!] card: sums of one table card, else a card put down.
                let legal = s.game().legal_actions(seat);
                let Some(action) = legal
                    .iter()
                    .find(|a| matches!(a, Action::MakeSum { table, .. } if table.len() == 1))
                    .or_else(|| {
                        legal.iter().find(|a| {
                            matches!(a, Action::PlaceCard { .. } | Action::BombDiscard { .. })
                        })
                    })
                    .cloned()
                else {
                    break;
                };
                if s.act_now(seat, action).is_err() || s.game().round_number() > 1 {
                    break;
                }
            }
        }
        panic!("no seed under 500 gave Ana a TWEAK");
    }
}
