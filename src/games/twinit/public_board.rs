//! Twin It! as the table screen shows it (a tablet in the middle of the table, a laptop
//! on a television, a phone watching): the cards on the table with their motifs, the piles,
//! every seat with its prises, who turns the next card or the cooperative minute, the last
//! claims in words, and the outcome. Drawn from the public view only: everybody claims on
//! their own phone.

use super::art::Motif;
use super::log::{describe_event, is_notable};
use super::places::{arrange, Places};
use super::seats::{symbol, team_symbol};
use super::text::{mode_words, points, rating_words, TwinItKey};
use crate::i18n::{Key, Lang};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::twinit::{team, Mode, MotifId, PileId, Public, Rating, Slot, Spot, MINUTE_MS};
use tablee_rules::{Millis, Seat};

/// The claims, errors and disputes told under the table, the latest first.
const EVENTS_SHOWN: usize = 3;

/// The columns and rows that give `cards` square cards the largest side in an area about 7
/// wide by 4 high (all 135 of Tous ensemble: 15 by 9).
pub fn grid_shape(cards: usize) -> (usize, usize) {
    crate::table::phones::board::grid_shape(cards, 7, 4)
}

/// The end in words: the winner, the winning team, the shared win, or the minute over.
fn headline(public: &Public, name: &dyn Fn(Seat) -> String, lang: Lang) -> Option<String> {
    let outcome = public.outcome.as_ref()?;
    let winners = &outcome.winners;
    let who: Vec<String> = winners.iter().map(|&s| name(s)).collect();
    Some(match who.as_slice() {
        _ if public.mode == Mode::TousEnsemble => TwinItKey::TimeUp.text(lang).to_string(),
        _ if public.mode == Mode::Clans && !winners.is_empty() => {
            let team_name = if team(winners[0]) == 0 {
                TwinItKey::TeamSun
            } else {
                TwinItKey::TeamMoon
            };
            format!(
                "{} ({})",
                TwinItKey::TeamWins.fill(lang, &[team_name.text(lang)]),
                who.join(", ")
            )
        }
        [one] => TwinItKey::Winner.fill(lang, &[one]),
        many => TwinItKey::Shared.fill(lang, &[&many.join(", ")]),
    })
}

/// A face on the table: its motif, and the symbols of the seats whose hand is on it (Les
/// Clans, W6).
fn face(
    motif: MotifId,
    hands: Signal<Vec<Seat>>,
    name: impl Fn(Seat) -> String + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let app = use_app();
    view! {
        <div class="tw-card middle-card" data-motif=motif.0.to_string()>
            <Motif motif />
            {move || {
                let hands = hands.get();
                (!hands.is_empty()).then(|| {
                    let who: Vec<String> = hands.iter().map(|&s| name(s)).collect();
                    let lang = app.lang.get();
                    view! {
                        <span class="tw-hands" aria-hidden="true">{hands.iter().map(|&s| symbol(s)).collect::<String>()}</span>
                        <span class="sr-only">{TwinItKey::HandOn.fill(lang, &[&who.join(", "), &super::art::names::motif_name(lang, motif)])}</span>
                    }
                })
            }}
        </div>
    }
}

/// The table screen: the public view of a Twin It! game drawn large for everyone at the
/// table to read from afar: the cards on the table with their motifs, the piles with their top
/// and count, every seat's name with its prises (and the target), who turns the next card or,
/// in Tous ensemble, the points and the time left of the minute (`public.deadline` minus
/// `now`), the last claims in words, and the outcome or the rating at the end. `names` are the
/// seats' names by seat index.
pub fn public_board(
    public: Signal<Public>,
    names: Signal<Vec<String>>,
    now: Signal<Millis>,
) -> AnyView {
    let app = use_app();
    let (mode, seats, ring) = public.with_untracked(|p| {
        let ring = if p.mode == Mode::Ring {
            p.piles.len()
        } else {
            0
        };
        (p.mode, p.prises.len(), ring)
    });
    let name = move |seat: Seat| {
        names.with(|n| {
            n.get(seat.index())
                .cloned()
                .unwrap_or_else(|| (seat.index() + 1).to_string())
        })
    };
    let finished = Memo::new(move |_| public.with(Public::is_finished));
    let hands_on = move |spot: Spot| {
        Signal::derive(move || {
            public.with(|p| {
                p.marks
                    .iter()
                    .filter(|(_, s)| *s == spot)
                    .map(|&(seat, _)| seat)
                    .collect::<Vec<_>>()
            })
        })
    };

    // Who turns, or the minute; the end once it is over.
    let left = Memo::new(move |_| {
        let deadline = public.with(|p| p.deadline).unwrap_or_default();
        deadline.0.saturating_sub(now.get().0)
    });
    let target_line = move || {
        let target = public.with(|p| p.target)?;
        let key = if mode == Mode::Clans {
            TwinItKey::MiddleTargetTeam
        } else {
            TwinItKey::MiddleTarget
        };
        Some(app.tf(key, &[&target.to_string()]))
    };
    // One live region, kept on the page, says what matters now: who turns, the points, the
    // end; a memo, so it is told again only when its words change.
    let status = Memo::new(move |_| {
        let lang = app.lang.get();
        if let Some(end) = public.with(|p| headline(p, &name, lang)) {
            return Key::GameOverHeadline.fill(lang, &[&end]);
        }
        if mode == Mode::TousEnsemble {
            return points(lang, public.with(|p| p.points));
        }
        match public.with(|p| p.turner) {
            Some(seat) => TwinItKey::TurnsNext.fill(lang, &[&name(seat)]),
            None => TwinItKey::NoMoreTurns.text(lang).to_string(),
        }
    });
    // Tous ensemble: the time left while the minute runs, the rating once it is over (W6).
    let minute = move || {
        if mode != Mode::TousEnsemble {
            return None;
        }
        let lang = app.lang.get();
        Some(if finished.get() {
            let (total, rating) = public.with(|p| (p.points, p.rating));
            let rating = rating.unwrap_or(Rating::of(total, seats));
            view! {
                <p class="middle-now" data-rating=rating.id()>{points(lang, total)}" · "{rating_words(rating).text(lang)}</p>
            }
            .into_any()
        } else {
            view! {
                <p class="middle-now middle-clock" class:middle-low=move || left.get() <= 10_000 role="timer">
                    {move || TwinItKey::TimeLeft.fill(app.lang.get(), &[&left.get().div_ceil(1000).to_string()])}
                </p>
                <div class="middle-bar" aria-hidden="true">
                    <div style:width=move || format!("{}%", (left.get() * 100 / MINUTE_MS).min(100))></div>
                </div>
            }
            .into_any()
        })
    };

    // The cards keep their places while others come and go (see `places`).
    let places = Memo::new(move |before: Option<&Places>| {
        let now: Vec<Slot> = public.with(|p| p.table.iter().map(|&(slot, _)| slot).collect());
        arrange(before.map_or(&[][..], |b| b.as_slice()), &now)
    });
    let shown = move || {
        let places = places.get();
        public.with(|p| {
            let motif_at = |slot: Slot| p.table.iter().find(|(s, _)| *s == slot).map(|&(_, m)| m);
            places
                .iter()
                .enumerate()
                .map(|(i, place)| (i, place.and_then(|slot| motif_at(slot).map(|m| (slot, m)))))
                .collect::<Vec<_>>()
        })
    };
    let shape = move || {
        let (cols, rows) = grid_shape(places.with(Vec::len));
        format!("--cols:{cols};--rows:{rows}")
    };

    // A pile: its top motif and how many cards it holds.
    let pile = move |pile: PileId, owner: Option<Seat>| {
        let top =
            Memo::new(move |_| public.with(|p| p.piles.get(pile.index()).and_then(|p| p.top)));
        let count =
            Memo::new(move |_| public.with(|p| p.piles.get(pile.index()).map_or(0, |p| p.count)));
        let label = move || {
            let n = count.get().to_string();
            match owner {
                Some(seat) => app.tf(TwinItKey::PileOf, &[&name(seat), &n]),
                None => app.tf(TwinItKey::RingPile, &[&(pile.0 + 1).to_string(), &n]),
            }
        };
        view! {
            <div class="middle-pile" role="group" aria-label=label>
                {move || match top.get() {
                    Some(motif) => face(motif, hands_on(Spot::Pile(pile)), name).into_any(),
                    None => view! { <span class="tw-card tw-card--empty">{move || app.t(TwinItKey::Empty)}</span> }.into_any(),
                }}
                <span class="middle-pile-count" aria-hidden="true">{move || count.get()}</span>
            </div>
        }
    };

    let seat_rows = (0..seats as u8)
        .map(Seat)
        .map(|seat| {
            let count = Memo::new(move |_| public.with(|p| p.prises[seat].len()));
            let turner = Memo::new(move |_| public.with(|p| p.turner == Some(seat) && !p.is_finished()));
            let won = Memo::new(move |_| {
                public.with(|p| p.outcome.as_ref().is_some_and(|o| o.winners.contains(&seat)))
            });
            let own_pile = matches!(mode, Mode::ChacunPourSoi | Mode::Clans);
            let target = public.with_untracked(|p| p.target);
            view! {
                <li class="middle-seat" class:middle-seat--turner=turner data-seat=seat.0>
                    <p class="middle-seat-head">
                        <span aria-hidden="true">{symbol(seat)}</span>
                        {(mode == Mode::Clans).then(|| view! { <span aria-hidden="true">{team_symbol(seat)}</span> })}
                        <span class="middle-seat-name">{move || name(seat)}</span>
                        <span class="middle-mark" aria-hidden="true">{move || if won.get() { "★" } else if turner.get() { "↻" } else { "" }}</span>
                        <span class="middle-count" aria-hidden="true">{move || match target {
                            Some(t) => format!("{}/{t}", count.get()),
                            None => count.get().to_string(),
                        }}</span>
                        <span class="sr-only">{move || match target {
                            Some(t) => app.tf(TwinItKey::PrisesCount, &[&count.get().to_string(), &t.to_string()]),
                            None => format!("{} {}", app.t(TwinItKey::Prises), count.get()),
                        }}</span>
                    </p>
                    <div class="middle-seat-body">
                        {own_pile.then(|| pile(PileId::of(seat), Some(seat)))}
                        <ul class="middle-prises" aria-label=move || app.t(TwinItKey::Prises)>
                            <For each=move || public.with(|p| p.prises[seat].iter().rev().map(|p| (p.motif, p.cards)).collect::<Vec<_>>())
                                key=|p| *p
                                let((motif, cards))>
                                <li class="tw-prise">
                                    {face(motif, hands_on(Spot::Prise { owner: seat, motif }), name)}
                                    {(cards > 2).then(|| view! { <span class="tw-badge">"×3"</span> })}
                                </li>
                            </For>
                        </ul>
                    </div>
                </li>
            }
        })
        .collect_view();
    // Les Clans: each team's prises towards the target (W6).
    let teams = (mode == Mode::Clans).then(|| {
        let team_line = move |which: u8| {
            let (key, sign) = if which == 0 { (TwinItKey::TeamSun, "☀") } else { (TwinItKey::TeamMoon, "☾") };
            let total = move || {
                public.with(|p| {
                    p.prises
                        .iter()
                        .filter(|(s, _)| team(*s) == which)
                        .map(|(_, prises)| prises.len())
                        .sum::<usize>()
                })
            };
            let target = public.with_untracked(|p| p.target).unwrap_or(0);
            view! {
                <span class="middle-team">
                    <span aria-hidden="true">{sign}" "{move || format!("{}/{target}", total())}</span>
                    <span class="sr-only">{move || format!("{}: {}", app.t(key), app.tf(TwinItKey::PrisesCount, &[&total().to_string(), &target.to_string()]))}</span>
                </span>
            }
        };
        view! { <p class="middle-teams">{team_line(0)}{team_line(1)}</p> }
    });

    // The last claims, errors and disputes, the latest first (a polite live region).
    let events = move || {
        let lang = app.lang.get();
        public.with(|p| {
            p.events
                .iter()
                .rev()
                .filter(|e| is_notable(e))
                .take(EVENTS_SHOWN)
                .map(|e| describe_event(&name, e, lang))
                .collect::<Vec<_>>()
        })
    };
    let latest = Memo::new(move |_| {
        events()
            .into_iter()
            .next()
            .unwrap_or_else(|| app.t(TwinItKey::NoClaimYet).to_string())
    });
    let earlier = move || {
        events()
            .into_iter()
            .skip(1)
            .map(|line| view! { <li>{line}</li> })
            .collect_view()
    };

    view! {
        <section class="middle-board middle-twinit" data-testid="middle-board" data-mode=mode.id()
            aria-label=tablee_rules::GameKind::TwinIt.name()>
            <header class="middle-head">
                <p class="middle-mode">{move || app.t(mode_words(mode).0)}</p>
                <div class="middle-turn" data-testid="middle-turn" class:middle-turn--turner=move || mode != Mode::TousEnsemble && !finished.get()>
                    <p class="middle-now" role="status" aria-live="polite">{status}</p>
                    {minute}
                </div>
                {move || (!finished.get()).then(target_line).flatten().map(|line| view! { <p class="middle-target">{line}</p> })}
            </header>
            <section class="middle-centre" data-testid="middle-centre" aria-label=move || app.t(TwinItKey::Table)>
                {(ring > 0).then(|| view! {
                    <ul class="middle-ring">
                        {(0..ring as u8).map(|p| view! { <li>{pile(PileId(p), None)}</li> }).collect_view()}
                    </ul>
                })}
                <div class="middle-cards-box">
                    <ul class="middle-cards" style=shape>
                        <For each=shown key=|place| *place let((index, card))>
                            {match card {
                                Some((slot, motif)) => view! { <li>{face(motif, hands_on(Spot::Table(slot)), name)}</li> }.into_any(),
                                None => view! { <li class="tw-hole" aria-hidden="true" data-place=index.to_string()></li> }.into_any(),
                            }}
                        </For>
                    </ul>
                </div>
            </section>
            <div class="middle-side">
                {teams}
                <ul class="middle-seats" style=format!("--seats:{seats}")>{seat_rows}</ul>
            </div>
            <div class="middle-events">
                <p class="middle-latest" role="status" aria-live="polite" data-testid="middle-latest">{latest}</p>
                <ol class="middle-earlier" aria-label=move || app.t(Key::Log)>{earlier}</ol>
            </div>
        </section>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::twinit::{Options, TwinIt};
    use tablee_rules::{Game, Outcome, PerSeat};

    #[test]
    fn the_cards_fill_a_landscape_table() {
        assert_eq!(grid_shape(0), (1, 1));
        assert_eq!(grid_shape(1), (1, 1));
        assert_eq!(grid_shape(135), (15, 9));
        for cards in 1..=135 {
            let (cols, rows) = grid_shape(cards);
            assert!(cols * rows >= cards, "{cards} cards in {cols}x{rows}");
            assert!(cols * (rows - 1) < cards, "{cards} cards: an empty row");
        }
    }

    #[test]
    fn the_end_names_the_winner_the_team_or_the_minute() {
        let options = Options { mode: Mode::Clans };
        let mut public = TwinIt::new(&options, 4, 1).unwrap().public_view();
        let name = |seat: Seat| ["Ada", "Bo", "Cy", "Di"][seat.index()].to_string();
        assert_eq!(headline(&public, &name, Lang::En), None);
        public.outcome = Some(Outcome {
            scores: PerSeat::new(4, |_| 0),
            winners: vec![Seat(1), Seat(3)],
        });
        assert_eq!(
            headline(&public, &name, Lang::En).as_deref(),
            Some("Team ☾ wins! (Bo, Di)")
        );
        public.mode = Mode::ChacunPourSoi;
        public.outcome = Some(Outcome {
            scores: PerSeat::new(4, |_| 0),
            winners: vec![Seat(2)],
        });
        assert_eq!(
            headline(&public, &name, Lang::En).as_deref(),
            Some("Cy wins!")
        );
        public.mode = Mode::TousEnsemble;
        assert_eq!(
            headline(&public, &name, Lang::En).as_deref(),
            Some("Time! The minute is over.")
        );
    }
}
