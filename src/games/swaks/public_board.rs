//! Swaks's table screen: the public view drawn large on a tablet between the players or a
//! laptop on a TV, while each person plays on their own phone (a watching phone sees it too).
//! It shows only what anyone at the table may see: the top of the pile, what chains next and the
//! direction, the draw pile, who is due and their time left, a jump-in chance, a forgotten
//! "Swaks!", each seat's hand and match points, the round and its latest events, and the outcome.

use super::cards::SwaksCard;
use super::ladder_view::LadderView;
use super::log::describe_event;
use super::text::SwaksKey;
use super::words;
use crate::i18n::{Key, Lang, Plural};
use crate::state::use_app;
use crate::table::phones::board::{last_few, seat_name};
use leptos::prelude::*;
use tablee_rules::swaks::{playable, Direction, Event, Public};
use tablee_rules::{Millis, Seat};

/// How many of the latest events the board tells, the newest in its own live line.
const EVENTS_SHOWN: usize = 4;

/// The time left under which the countdown is marked as running low, in milliseconds.
const LOW_MS: u64 = 2_000;

/// The table screen: Swaks's public view large enough to read from across the room — the
/// top card of the discard pile, the reference with the cards that may follow it and the
/// direction, the draw pile, who is due with the time left on the turn timer (`now` against
/// `public.deadline`), a jump-in chance, a forgotten "Swaks!", each seat's name, hand and match
/// points, the round, the last few events in words, and the outcome once the match is over.
/// `names` gives each seat's name by seat index; `now` is the host's game time.
pub fn public_board(
    public: Signal<Public>,
    names: Signal<Vec<String>>,
    now: Signal<Millis>,
) -> AnyView {
    let app = use_app();
    let name = move |seat: Seat| names.with(|n| seat_name(app.lang.get(), n, seat));

    let round = move || {
        let lang = app.lang.get();
        public.with(|p| {
            format!(
                "{} · {}",
                SwaksKey::RoundN.fill(lang, &[&p.round.to_string()]),
                Plural::MatchScores.fill(lang, p.target, &[])
            )
        })
    };
    let ladder = Memo::new(move |_| public.with(|p| (p.reference, p.direction)));
    let direction = move || {
        let lang = app.lang.get();
        match ladder.get().1 {
            Direction::Up => format!("▲ {}", SwaksKey::GoingUp.text(lang)),
            Direction::Down => format!("▼ {}", SwaksKey::GoingDown.text(lang)),
        }
    };
    let reference = move || {
        let lang = app.lang.get();
        let (reference, direction) = ladder.get();
        let faces = playable(reference, direction);
        (
            SwaksKey::Reference.fill(lang, &[&words::face_name(lang, reference)]),
            SwaksKey::Playable.fill(
                lang,
                &[
                    &words::face_name(lang, faces[0]),
                    &words::face_name(lang, faces[5]),
                ],
            ),
        )
    };
    let turn = move || {
        let lang = app.lang.get();
        public.with(|p| turn_words(lang, p, &name))
    };
    let left = Memo::new(move |_| {
        let (deadline, total, over) = public.with(|p| (p.deadline, p.timer_ms, p.is_finished()));
        time_left(deadline, total, now.get()).filter(|_| !over)
    });
    let timed = Memo::new(move |_| left.get().is_some());
    let left_ms = move || left.get().map_or(0, |(ms, _)| ms);
    let alerts = move || {
        let lang = app.lang.get();
        public.with(|p| {
            let jump = p.jump.filter(|_| !p.is_finished()).map(|(_, face)| {
                let text = SwaksKey::JumpOpen.fill(lang, &[&words::face_name(lang, face)]);
                view! { <p class="middle-alert" data-testid="middle-jump">"⚡ "{text}</p> }
            });
            let forgot = p.forgot.filter(|_| !p.is_finished()).map(|seat| {
                let text = SwaksKey::ForgotSwaks.fill(lang, &[&name(seat)]);
                view! { <p class="middle-alert" data-testid="middle-forgot">"! "{text}</p> }
            });
            (jump, forgot)
        })
    };
    let events = Memo::new(move |_| {
        let lang = app.lang.get();
        public.with(|p| recent_words(lang, p, &name))
    });
    let older = move || {
        events.with(|lines| {
            let before = lines.len().saturating_sub(1);
            lines[..before]
                .iter()
                .map(|line| view! { <li>{line.clone()}</li> })
                .collect_view()
        })
    };
    let newest = move || events.with(|lines| lines.last().cloned().unwrap_or_default());
    // The rows are drawn once per seat count; each follows its own numbers.
    let seats =
        Memo::new(move |_| public.with(|p| u8::try_from(p.hand_counts.len()).unwrap_or(u8::MAX)));

    view! {
        <div class="middle middle-frame middle-swaks" data-testid="middle-board">
            <header class="middle-head">
                <p class="middle-round">{round}</p>
                <p class="middle-turn middle-big" role="status" aria-live="polite" data-testid="middle-turn">{turn}</p>
                <Show when=move || timed.get()>
                    <div class="middle-timer" role="timer" data-testid="middle-timer" class:middle-timer--low=move || left_ms() <= LOW_MS>
                        <div class="middle-timer-bar" aria-hidden="true"
                            style:width=move || format!("{}%", left.get().map_or(0, |(ms, total)| (ms * 100 / total.max(1)).min(100)))></div>
                        <span class="middle-timer-text">{move || SwaksKey::TimeLeft.fill(app.lang.get(), &[&left_ms().div_ceil(1000).to_string()])}</span>
                    </div>
                </Show>
            </header>
            <section class="middle-pile" aria-label=move || app.t(SwaksKey::OnThePile)>
                <div class="middle-top" data-testid="middle-top">
                    {move || public.with(|p| p.top).map(|card| view! { <SwaksCard card /> })}
                </div>
                <div class="middle-next">
                    <p class="middle-direction middle-big" data-direction=move || ladder.get().1.id()>{direction}</p>
                    <p class="middle-reference">{move || reference().0}</p>
                    <p>{move || reference().1}</p>
                    {move || {
                        let (reference, direction) = ladder.get();
                        view! { <LadderView reference direction compact=true /> }
                    }}
                    <p class="middle-draw">{move || app.tn(Plural::DeckCount, public.with(|p| p.draw_count), &[])}</p>
                    {alerts}
                </div>
            </section>
            <section class="middle-events" aria-label=move || app.t(Key::Log)>
                <ol class="middle-older">{older}</ol>
                <p class="middle-latest" role="status" aria-live="polite" data-testid="middle-latest">{newest}</p>
            </section>
            <ol class="middle-seats" aria-label=move || app.t(Key::Seats)>
                {move || (0..seats.get()).map(|i| seat_row(public, Seat(i), name)).collect_view()}
            </ol>
        </div>
    }
    .into_any()
}

/// One seat's row: a sign when it is due (and `aria-current`), its name, its hand and its match
/// points.
fn seat_row(
    public: Signal<Public>,
    seat: Seat,
    name: impl Fn(Seat) -> String + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let app = use_app();
    let due = move || public.with(|p| p.due == seat && !p.is_finished());
    let won = move || {
        public.with(|p| {
            p.outcome
                .as_ref()
                .is_some_and(|o| o.winners.contains(&seat))
        })
    };
    // A sign besides the colour; the turn line above says it in words.
    let mark = move || {
        if won() {
            "★"
        } else if due() {
            "▶"
        } else {
            ""
        }
    };
    view! {
        <li class="middle-seat" class:middle-seat--turn=due class:middle-seat--winner=won
            aria-current=move || due().then_some("true")>
            <span class="middle-seat-name">{move || name(seat)}</span>
            <span class="middle-seat-score">{move || app.tn(Plural::PointsShort, public.with(|p| p.points[seat]), &[])}</span>
            <span class="middle-seat-detail">{move || app.tf(Key::HandShort, &[&public.with(|p| p.hand_counts[seat]).to_string()])}</span>
            <span class="middle-seat-mark" aria-hidden="true">{mark}</span>
        </li>
    }
}

/// Who is due in words, or the outcome once the match is over.
fn turn_words(lang: Lang, public: &Public, name: &dyn Fn(Seat) -> String) -> String {
    match &public.outcome {
        Some(outcome) => {
            let winners: Vec<String> = outcome.winners.iter().map(|s| name(*s)).collect();
            let who = if winners.len() == 1 {
                Key::Wins.fill(lang, &[&winners[0]])
            } else {
                Key::SharedWin.fill(lang, &[&winners.join(", ")])
            };
            Key::GameOverHeadline.fill(lang, &[&who])
        }
        None => format!("▶ {}", Key::TurnOf.fill(lang, &[&name(public.due)])),
    }
}

/// The due player's time left and the whole turn's time, in milliseconds; `None` without a
/// timer.
fn time_left(deadline: Option<Millis>, total: Option<u32>, now: Millis) -> Option<(u64, u64)> {
    Some((deadline?.0.saturating_sub(now.0), u64::from(total?)))
}

/// The latest events in words, oldest first; at the start of a round the previous round's last
/// events lead in.
fn recent_words(lang: Lang, public: &Public, name: &dyn Fn(Seat) -> String) -> Vec<String> {
    let earlier: &[Event] = public
        .last_round
        .as_ref()
        .filter(|r| r.round != public.round)
        .map_or(&[], |r| &r.events);
    last_few(earlier, &public.events, EVENTS_SHOWN)
        .into_iter()
        .map(|event| describe_event(lang, event, name))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_left_counts_down_to_zero_and_needs_a_timer() {
        let deadline = Some(Millis(12_000));
        assert_eq!(
            time_left(deadline, Some(5_000), Millis(9_500)),
            Some((2_500, 5_000))
        );
        assert_eq!(
            time_left(deadline, Some(5_000), Millis(13_000)),
            Some((0, 5_000))
        );
        assert_eq!(time_left(None, Some(5_000), Millis(0)), None);
        assert_eq!(time_left(deadline, None, Millis(0)), None);
    }
}
