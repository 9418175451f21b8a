//! Tests for Twin It!, named after the rulings (W1-W6) they check.

use super::card::{face_motif, DOUBLES, FACE_COUNT, SINGLES, TRIPLES};
use super::game::assert_each_card_once;
use super::*;
use crate::contract::{assert_same_view, check_random_game_with};
use crate::{Game, Millis, PerSeat, Seat, SetupError, Status};
use std::collections::BTreeMap;

/// Every face of the deck: (card, side, motif).
fn faces() -> Vec<(CardId, Side, MotifId)> {
    CardId::all()
        .flat_map(|c| [Side::A, Side::B].map(|s| (c, s, c.face(s))))
        .collect()
}

/// A card showing `motif` on some side, not among `used`; the side it shows it on.
fn card_with(motif: MotifId, used: &[CardId]) -> Laid {
    let (card, up, _) = faces()
        .into_iter()
        .find(|&(c, _, m)| m == motif && !used.contains(&c))
        .expect("a free card with that motif");
    Laid { card, up }
}

/// A staged board: the cards named are placed one by one; [`Stage::done`] puts every other
/// card under the piles, so all 135 cards stay in play. Seat 0 turns.
struct Stage {
    game: TwinIt,
    used: Vec<CardId>,
}

impl Stage {
    /// An empty board for `seats` seats: all 135 cards are in a reserve (kept at the bottom of
    /// the piles at the end), seat 0 turns.
    fn new(seats: usize) -> Stage {
        Stage::with(&Options::default(), seats)
    }

    fn with(options: &Options, seats: usize) -> Stage {
        let mut game = TwinIt::new(options, seats, 1).expect("setup");
        let piles = if options.mode == Mode::Ring {
            RING_PILES
        } else {
            seats
        };
        game.board.piles = vec![Vec::new(); piles];
        game.board.table.clear();
        game.board.prises = PerSeat::new(seats, |_| Vec::new());
        game.board.next_slot = Slot(0);
        game.turner = Some(Seat(0));
        game.events.clear();
        Stage {
            game,
            used: Vec::new(),
        }
    }

    /// An empty board for a Tous ensemble game of `seats` seats.
    fn together(seats: usize) -> Stage {
        let mut stage = Stage::with(&together(), seats);
        stage.game.turner = None;
        stage
    }

    /// The Tous ensemble game, with every card not placed yet on the table after the staged ones.
    fn spread(self) -> TwinIt {
        let mut game = self.game;
        for card in CardId::all().filter(|c| !self.used.contains(c)) {
            game.board.lay(Laid { card, up: Side::A });
        }
        assert_each_card_once(&game);
        game
    }

    fn take(&mut self, motif: MotifId) -> Laid {
        let laid = card_with(motif, &self.used);
        self.used.push(laid.card);
        laid
    }

    /// Puts a card showing `motif` on top of `seat`'s pile.
    fn pile(mut self, seat: u8, motif: u16) -> Stage {
        let laid = self.take(MotifId(motif));
        self.game.board.piles[usize::from(seat)].push(laid);
        self
    }

    /// Lays a card showing `motif` on the table.
    fn table(mut self, motif: u16) -> Stage {
        let laid = self.take(MotifId(motif));
        let slot = self.game.board.next_slot;
        self.game.board.next_slot = Slot(slot.0 + 1);
        self.game.board.table.push(TableCard { slot, laid });
        self
    }

    /// Gives `seat` a prise of `motif` with two cards.
    fn prise(mut self, seat: u8, motif: u16) -> Stage {
        let cards = vec![
            self.take(MotifId(motif)).card,
            self.take(MotifId(motif)).card,
        ];
        self.game.board.prises[Seat(seat)].push(Prise {
            motif: MotifId(motif),
            cards,
        });
        self
    }

    /// The game, with every card not placed yet at the bottom of the piles: dealt round the
    /// piles with `spread`, else all under the last pile (side A up).
    fn done(self, spread: bool) -> TwinIt {
        let mut game = self.game;
        let rest: Vec<CardId> = CardId::all().filter(|c| !self.used.contains(c)).collect();
        let seats = game.board.piles.len();
        if spread {
            for (i, card) in rest.into_iter().enumerate() {
                let pile = &mut game.board.piles[i % seats];
                pile.insert(0, Laid { card, up: Side::A });
            }
        } else {
            let last = seats - 1;
            for card in rest {
                game.board.piles[last].insert(0, Laid { card, up: Side::A });
            }
        }
        assert_each_card_once(&game);
        game
    }
}

fn claim(a: Spot, b: Spot) -> Action {
    Action::Claim(a, b)
}

fn pile(seat: u8) -> Spot {
    Spot::Pile(PileId(seat))
}

fn table(slot: u16) -> Spot {
    Spot::Table(Slot(slot))
}

fn prise(owner: u8, motif: u16) -> Spot {
    Spot::Prise {
        owner: Seat(owner),
        motif: MotifId(motif),
    }
}

fn at(ms: u64) -> Millis {
    Millis(ms)
}

// ---------------------------------------------------------------- W1

#[test]
fn w1_the_box_has_135_cards_and_270_faces() {
    assert_eq!(CardId::all().count(), 135);
    assert_eq!(faces().len(), FACE_COUNT);
    assert_eq!(FACE_COUNT, 270);
}

#[test]
fn w1_no_card_shows_one_motif_on_both_sides() {
    for card in CardId::all() {
        assert_ne!(card.face(Side::A), card.face(Side::B), "{card:?}");
    }
}

#[test]
fn w1_motif_counts_are_as_documented() {
    let mut counts: BTreeMap<MotifId, u8> = BTreeMap::new();
    for (_, _, motif) in faces() {
        *counts.entry(motif).or_default() += 1;
    }
    assert_eq!(counts.len(), usize::from(MOTIF_COUNT));
    for (&motif, &n) in &counts {
        assert_eq!(n, motif.copies(), "{motif:?}");
        assert!((1..=3).contains(&n));
    }
    let with = |n: u8| counts.values().filter(|&&c| c == n).count();
    assert_eq!(with(1), usize::from(SINGLES));
    assert_eq!(with(2), usize::from(DOUBLES));
    assert_eq!(with(3), usize::from(TRIPLES));
    assert_eq!((SINGLES, DOUBLES, TRIPLES), (30, 60, 40));
    assert_eq!(with(1) + 2 * with(2) + 3 * with(3), 270);
}

#[test]
fn w1_motifs_are_one_outline_and_pattern_each_and_look_alikes_cross_the_counts() {
    use super::card::{OUTLINES, PATTERNS};
    let mut grid = std::collections::BTreeSet::new();
    for motif in MotifId::all() {
        assert!(motif.outline() < OUTLINES && motif.pattern() < PATTERNS);
        assert!(
            grid.insert((motif.outline(), motif.pattern())),
            "{motif:?} drawn twice"
        );
    }
    assert_eq!(grid.len(), usize::from(OUTLINES * PATTERNS));
    for outline in 0..OUTLINES {
        let copies: std::collections::BTreeSet<u8> = MotifId::all()
            .filter(|m| m.outline() == outline)
            .map(MotifId::copies)
            .collect();
        assert_eq!(
            copies.len(),
            3,
            "outline {outline} has singles, doubles and triples"
        );
    }
    let a = MotifId(0);
    assert!(a.looks_like(MotifId(OUTLINES)), "same outline");
    assert!(a.looks_like(MotifId(1)), "same pattern");
    assert!(!a.looks_like(MotifId(OUTLINES + 1)) && !a.looks_like(a));
}

#[test]
fn w1_the_deck_is_a_fixed_construction() {
    // Card k shows face k on side A and face 135 + 7k mod 135 on side B.
    assert_eq!(face_motif(0), MotifId(0));
    assert_eq!(face_motif(119), MotifId(59));
    assert_eq!(face_motif(120), MotifId(60));
    assert_eq!(face_motif(149), MotifId(89));
    assert_eq!(face_motif(150), MotifId(90));
    assert_eq!(face_motif(269), MotifId(129));
    assert_eq!(CardId(0).face(Side::A), MotifId(0));
    assert_eq!(CardId(0).face(Side::B), MotifId(75));
    assert_eq!(CardId(1).face(Side::B), MotifId(82));
    assert_eq!(CardId(3).face(Side::B), MotifId(92)); // face 156: the third triple
                                                      // The three faces of a triple are on three different cards.
    for motif in MotifId::all() {
        let cards: Vec<CardId> = faces()
            .into_iter()
            .filter(|f| f.2 == motif)
            .map(|f| f.0)
            .collect();
        let mut distinct = cards.clone();
        distinct.dedup();
        assert_eq!(distinct.len(), cards.len(), "{motif:?}");
    }
}

#[test]
fn w1_the_deal_uses_every_card_once_and_evenly() {
    for seats in 2..=6 {
        let game = TwinIt::new(&Options::default(), seats, 9).expect("setup");
        assert_each_card_once(&game);
        let sizes: Vec<usize> = game.board.piles.iter().map(Vec::len).collect();
        let (min, max) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
        assert!(max - min <= 1, "{sizes:?}");
    }
}

// ---------------------------------------------------------------- W2

#[test]
fn w2_pile_tops_table_cards_and_prises_are_visible() {
    let game = Stage::new(2)
        .pile(0, 0)
        .pile(1, 1)
        .table(2)
        .prise(1, 3)
        .done(false);
    let view = game.view(Seat(0));
    assert_eq!(view.piles[0].top, Some(MotifId(0)));
    assert_eq!(view.piles[1].top, Some(MotifId(1)));
    assert_eq!(view.table, vec![(Slot(0), MotifId(2))]);
    assert_eq!(
        view.prises[Seat(1)],
        vec![PriseView {
            motif: MotifId(3),
            cards: 2
        }]
    );
    let visible: Vec<MotifId> = game.board.visible().into_iter().map(|v| v.1).collect();
    assert_eq!(
        visible,
        vec![MotifId(0), MotifId(1), MotifId(2), MotifId(3)]
    );
}

#[test]
fn w2_turning_a_card_shows_its_hidden_face() {
    let mut game = Stage::new(2).pile(0, 7).done(false);
    let top = *game.board.piles[0].last().unwrap();
    game.play(Seat(0), Action::Turn(PileId(0)), at(10)).unwrap();
    let laid = game.board.table[0].laid;
    assert_eq!(laid.card, top.card);
    assert_eq!(laid.motif(), top.card.face(top.up.flip()));
    assert_ne!(laid.motif(), MotifId(7));
}

#[test]
fn w2_all_visible_motifs_count_for_a_claim() {
    // A pile top with a table card, a table card with a pile top of another seat.
    let mut game = Stage::new(3)
        .pile(0, 5)
        .pile(2, 6)
        .table(5)
        .table(6)
        .done(false);
    game.play(Seat(1), claim(pile(0), table(0)), at(5)).unwrap();
    game.play(Seat(0), claim(table(1), pile(2)), at(6)).unwrap();
    assert_eq!(game.prise_counts().values(), &[1, 1, 0]);
}

#[test]
fn w2_a_seat_sees_nothing_hidden() {
    for seed in 0..5 {
        let mut game = TwinIt::new(&Options::default(), 3, seed).expect("setup");
        for step in 0..20 {
            let turner = game.turner().expect("cards left");
            game.play(turner, Action::Turn(PileId::of(turner)), at(step))
                .unwrap();
        }
        for seat in 0..3 {
            assert_same_view(&game, &game.scrambled(seed + 100), Seat(seat));
        }
        let json = serde_json::to_string(&game.view(Seat(0))).unwrap();
        assert!(!json.contains("\"card\""), "a view holds card ids: {json}");
    }
}

// ---------------------------------------------------------------- W3

#[test]
fn w3_a_race_is_won_by_the_earlier_completion() {
    // A fake clock: game time starts at wall time 5 000; seat 1's claim completes at wall
    // time 6 200 (game time 1 200), seat 2's at 6 150 (1 150) but is reported second. The
    // driver delivers claims in the order they completed.
    let mut clock = crate::realtime::GameClock::paused_at(Millis(0));
    clock.resume(5_000);
    let start = Stage::new(3).pile(0, 10).table(10).done(false);
    let mut claims = [
        (Seat(1), claim(pile(0), table(0)), clock.now(6_200)),
        (Seat(2), claim(table(0), pile(0)), clock.now(6_150)),
    ];
    assert_eq!(claims[1].2, at(1_150));
    claims.sort_by_key(|c| c.2);
    let mut game = start.clone();
    let results: Vec<_> = claims
        .iter()
        .map(|&(seat, action, t)| game.play(seat, action, t))
        .collect();
    assert_eq!(results[0], Ok(()));
    assert_eq!(results[1], Err(TwinItError::NotVisible(pile(0))));
    assert_eq!(game.prise_counts().values(), &[0, 0, 1]);
    // A claim that completed before the last accepted action is too late, whatever it names.
    let mut late = start.clone();
    late.play(Seat(2), claim(pile(0), table(0)), at(1_150))
        .unwrap();
    assert_eq!(
        late.play(Seat(1), Action::Turn(PileId(1)), at(1_100)),
        Err(TwinItError::TooLate {
            at: at(1_100),
            last: at(1_150)
        })
    );
    // Equal times go to the first delivered.
    let mut tie = start;
    tie.play(Seat(1), claim(pile(0), table(0)), at(500))
        .unwrap();
    assert!(tie
        .play(Seat(2), claim(pile(0), table(0)), at(500))
        .is_err());
    assert_eq!(tie.prise_counts().values(), &[0, 1, 0]);
}

#[test]
fn w3_a_third_appearance_steals_the_prise() {
    // Seat 0 won motif 95 (a triple); its third face shows on seat 1's pile.
    let mut game = Stage::new(3).prise(0, 95).pile(1, 95).done(false);
    assert!(game
        .legal_actions(Seat(2))
        .contains(&claim(pile(1), prise(0, 95))));
    game.play(Seat(2), claim(pile(1), prise(0, 95)), at(3))
        .unwrap();
    assert_eq!(game.prise_counts().values(), &[0, 0, 1]);
    let stolen = &game.board.prises[Seat(2)][0];
    assert_eq!(stolen.motif, MotifId(95));
    assert_eq!(stolen.cards.len(), 3);
    assert!(matches!(
        game.events().last(),
        Some(Event::Won {
            how: Won::Stole { from: Seat(0) },
            ..
        })
    ));
    // A full prise has no fourth appearance.
    assert_eq!(
        game.check(Seat(0), &claim(prise(2, 95), pile(2)), at(4)),
        Err(TwinItError::FullPrise(prise(2, 95)))
    );
    assert_each_card_once(&game);
}

#[test]
fn w3_the_owner_may_claim_the_third_appearance() {
    let mut game = Stage::new(2).prise(0, 100).table(100).done(false);
    game.play(Seat(0), claim(prise(0, 100), table(0)), at(3))
        .unwrap();
    assert_eq!(game.prise_counts().values(), &[1, 0]);
    assert_eq!(game.board.prises[Seat(0)][0].cards.len(), 3);
    assert!(matches!(
        game.events().last(),
        Some(Event::Won { how: Won::Kept, .. })
    ));
    assert!(game.board.table.is_empty());
}

#[test]
fn w3_three_at_once_the_pair_then_the_third_is_a_steal() {
    let mut game = Stage::new(2).pile(0, 120).table(120).table(120).done(false);
    game.play(Seat(1), claim(table(0), table(1)), at(1))
        .unwrap();
    assert_eq!(game.prise_counts().values(), &[0, 1]);
    // The third stays on seat 0's pile, and seat 0 steals with it.
    game.play(Seat(0), claim(pile(0), prise(1, 120)), at(2))
        .unwrap();
    assert_eq!(game.prise_counts().values(), &[1, 0]);
}

#[test]
fn w3_two_prises_cannot_be_claimed_together() {
    let game = Stage::new(2).prise(0, 1).prise(1, 2).done(false);
    assert_eq!(
        game.check(Seat(0), &claim(prise(0, 1), prise(1, 2)), at(0)),
        Err(TwinItError::TwoPrises)
    );
    assert_eq!(
        game.check(Seat(0), &claim(table(4), pile(0)), at(0)),
        Err(TwinItError::NotVisible(table(4)))
    );
    assert_eq!(
        game.check(Seat(0), &claim(pile(1), pile(1)), at(0)),
        Err(TwinItError::SameSpot(pile(1)))
    );
}

// ---------------------------------------------------------------- W4

#[test]
fn w4_an_error_gives_back_the_last_prise_under_the_own_pile() {
    let mut game = Stage::new(2)
        .prise(1, 20)
        .prise(1, 21)
        .pile(0, 30)
        .table(31)
        .done(true);
    let below = game.board.piles[1].len();
    game.play(Seat(1), claim(pile(0), table(0)), at(7)).unwrap();
    assert_eq!(game.prise_counts().values(), &[0, 1]);
    assert_eq!(game.board.prises[Seat(1)][0].motif, MotifId(20));
    let pile1 = &game.board.piles[1];
    assert_eq!(pile1.len(), below + 2);
    assert!(pile1[..2].iter().all(|l| l.motif() == MotifId(21)));
    assert!(matches!(
        game.events().last(),
        Some(Event::Erred {
            returned: Some(MotifId(21)),
            ..
        })
    ));
    // The claimed cards stay where they were, and the claimant turns next.
    assert_eq!(game.board.motif_at(pile(0)), Some(MotifId(30)));
    assert_eq!(game.board.motif_at(table(0)), Some(MotifId(31)));
    assert_eq!(game.turner(), Some(Seat(1)));
    assert_each_card_once(&game);
}

#[test]
fn w4_an_error_without_a_prise_costs_nothing_else() {
    let mut game = Stage::new(2).pile(0, 30).table(31).done(true);
    let before = game.board.clone();
    game.play(Seat(1), claim(table(0), pile(0)), at(7)).unwrap();
    assert_eq!(game.board, before);
    assert!(matches!(
        game.events().last(),
        Some(Event::Erred { returned: None, .. })
    ));
    assert_eq!(game.turner(), Some(Seat(1)));
    // Errors are accepted but never listed.
    assert!(!game
        .legal_actions(Seat(1))
        .contains(&claim(table(0), pile(0))));
    assert!(game.is_legal(Seat(1), &claim(table(0), pile(0))));
}

// ---------------------------------------------------------------- W5

#[test]
fn w5_taking_a_pile_top_may_start_a_chain_reaction() {
    // Seat 0's pile: motif 40 under motif 41. Taking the 41 shows the 40, which pairs with a
    // table card at once; then the winner of the second claim turns next.
    let mut game = Stage::new(3)
        .pile(0, 40)
        .pile(0, 41)
        .table(41)
        .table(40)
        .done(true);
    game.turner = Some(Seat(2));
    assert!(!game
        .legal_actions(Seat(1))
        .contains(&claim(pile(0), table(1))));
    game.play(Seat(1), claim(pile(0), table(0)), at(100))
        .unwrap();
    assert_eq!(game.turner(), Some(Seat(1)));
    assert_eq!(game.board.motif_at(pile(0)), Some(MotifId(40)));
    assert!(game
        .legal_actions(Seat(2))
        .contains(&claim(pile(0), table(1))));
    game.play(Seat(2), claim(pile(0), table(1)), at(350))
        .unwrap();
    assert_eq!(game.prise_counts().values(), &[0, 1, 1]);
    assert_eq!(game.turner(), Some(Seat(2)), "the last winner turns next");
}

#[test]
fn w5_turns_go_clockwise_and_skip_empty_piles() {
    let mut game = Stage::new(3).pile(0, 1).pile(2, 2).pile(2, 3).done(false);
    // Seat 1 got no cards (the spare cards all went under seat 2's pile).
    assert!(game.board.piles[1].is_empty());
    game.play(Seat(0), Action::Turn(PileId(0)), at(1)).unwrap();
    assert_eq!(game.turner(), Some(Seat(2)));
    assert_eq!(
        game.play(Seat(0), Action::Turn(PileId(0)), at(2)),
        Err(TwinItError::NotYourTurn {
            turner: Some(Seat(2))
        })
    );
    game.play(Seat(2), Action::Turn(PileId(2)), at(2)).unwrap();
    assert_eq!(
        game.turner(),
        Some(Seat(2)),
        "seats 0 and 1 have no card left"
    );
}

#[test]
fn w5_a_winner_with_an_empty_pile_passes_the_turn_on() {
    let mut game = Stage::new(3).pile(1, 50).table(50).done(false);
    game.play(Seat(1), claim(pile(1), table(0)), at(1)).unwrap();
    assert_eq!(game.turner(), Some(Seat(2)));
}

// ---------------------------------------------------------------- W6

#[test]
fn w6_chacun_pour_soi_takes_two_to_six_players() {
    for seats in 2..=6 {
        assert!(TwinIt::new(&Options::default(), seats, 1).is_ok());
    }
    for seats in [0, 1, 7] {
        assert!(matches!(
            TwinIt::new(&Options::default(), seats, 1),
            Err(SetupError::PlayerCount { .. })
        ));
    }
}

#[test]
fn w6_chacun_pour_soi_is_won_at_five_prises() {
    let mut game = Stage::new(2)
        .prise(0, 1)
        .prise(0, 2)
        .prise(0, 3)
        .prise(0, 4)
        .pile(1, 5)
        .table(5)
        .done(true);
    assert_eq!(game.status(), Status::Acting(vec![Seat(0)]));
    assert_eq!(game.may_act(), vec![Seat(0), Seat(1)]);
    game.play(Seat(0), claim(pile(1), table(0)), at(9)).unwrap();
    match game.status() {
        Status::Finished(outcome) => {
            assert_eq!(outcome.winners, vec![Seat(0)]);
            assert_eq!(outcome.scores.values(), &[5, 0]);
        }
        Status::Acting(_) => panic!("five prises win"),
    }
    assert_eq!(
        game.play(Seat(1), Action::Turn(PileId(1)), at(10)),
        Err(TwinItError::GameOver)
    );
    assert!(game.legal_actions(Seat(0)).is_empty());
}

// ---------------------------------------------------------------- W6, Tous ensemble

fn together() -> Options {
    Options {
        mode: Mode::TousEnsemble,
    }
}

#[test]
fn w6_tous_ensemble_spreads_every_card_face_up_for_1_to_6() {
    for seats in 1..=6 {
        let game = TwinIt::new(&together(), seats, 3).expect("setup");
        assert_each_card_once(&game);
        assert_eq!(game.board.table.len(), 135);
        assert!(game.board.piles.iter().all(Vec::is_empty));
        assert_eq!(game.turner(), None);
        let everyone: Vec<Seat> = (0..seats as u8).map(Seat).collect();
        assert_eq!(game.status(), Status::Acting(everyone.clone()));
        assert_eq!(game.may_act(), everyone);
        assert_eq!(game.deadline(), Some(Millis(MINUTE_MS)));
        assert_eq!(game.view(Seat(0)).table.len(), 135);
    }
    assert!(TwinIt::new(&together(), 7, 3).is_err());
    assert!(TwinIt::new(&Options::default(), 1, 3).is_err());
}

#[test]
fn w6_tous_ensemble_cards_may_be_turned_over() {
    let mut game = Stage::together(2).table(8).spread();
    let card = game.board.table[0].laid.card;
    game.play(Seat(1), Action::Flip(Slot(0)), at(10)).unwrap();
    let shown = game.board.motif_at(table(0)).unwrap();
    assert_ne!(shown, MotifId(8));
    assert!(shown == card.face(Side::A) || shown == card.face(Side::B));
    game.play(Seat(0), Action::Flip(Slot(0)), at(20)).unwrap();
    assert_eq!(game.board.motif_at(table(0)), Some(MotifId(8)));
    // Not in the competitive modes.
    let mut apart = Stage::new(2).table(8).done(false);
    assert_eq!(
        apart.play(Seat(0), Action::Flip(Slot(0)), at(1)),
        Err(TwinItError::NotInThisMode)
    );
}

#[test]
fn w6_tous_ensemble_scores_1_a_pair_and_2_a_triple() {
    let mut game = Stage::together(2)
        .table(100)
        .table(100)
        .table(100)
        .table(1)
        .table(1)
        .spread();
    game.play(Seat(0), claim(table(0), table(1)), at(1_000))
        .unwrap();
    assert_eq!(game.points(), 1);
    // Seat 1 makes the triple with seat 0's pair: it stays with seat 0, now worth 2.
    game.play(Seat(1), claim(table(2), prise(0, 100)), at(2_000))
        .unwrap();
    assert_eq!(game.points(), 2);
    assert_eq!(game.board.prises[Seat(0)][0].cards.len(), 3);
    assert!(matches!(
        game.events().last(),
        Some(Event::Won {
            how: Won::Triple,
            ..
        })
    ));
    game.play(Seat(1), claim(table(3), table(4)), at(3_000))
        .unwrap();
    assert_eq!(game.points(), 3);
    assert_eq!(game.view(Seat(1)).points, 3);
}

#[test]
fn w6_tous_ensemble_a_wrong_claim_is_refused_at_no_cost() {
    let game = Stage::together(1).table(1).table(2).spread();
    assert_eq!(
        game.check(Seat(0), &claim(table(0), table(1)), at(5)),
        Err(TwinItError::Differ(MotifId(1), MotifId(2)))
    );
}

#[test]
fn w6_tous_ensemble_ends_after_one_minute_with_its_rating() {
    let mut game = Stage::together(1).table(3).table(3).spread();
    game.play(Seat(0), claim(table(0), table(1)), at(59_000))
        .unwrap();
    assert_eq!(
        game.check(Seat(0), &Action::Flip(Slot(5)), at(MINUTE_MS)),
        Err(TwinItError::TimeUp {
            deadline: Millis(MINUTE_MS)
        })
    );
    game.advance_to(Millis(MINUTE_MS - 1));
    assert!(!game.is_finished());
    assert_eq!(game.rating(), None);
    game.advance_to(Millis(MINUTE_MS));
    assert!(game.is_finished());
    assert_eq!(game.deadline(), None);
    assert_eq!(game.rating(), Some(Rating::Taupes));
    match game.status() {
        Status::Finished(outcome) => {
            assert_eq!(outcome.scores.values(), &[1]);
            assert_eq!(outcome.winners, vec![Seat(0)]);
        }
        Status::Acting(_) => panic!("the minute is over"),
    }
    assert!(game.legal_actions(Seat(0)).is_empty());
    assert_eq!(game.view(Seat(0)).rating, Some(Rating::Taupes));
}

#[test]
fn w6_tous_ensemble_rating_table_per_player_count() {
    use Rating::{Aiglons, Faucons, Lynx, Taupes};
    // The rule book's table: per player count, the top of Taupes, the range of Aiglons and
    // Faucons, the bottom of Lynx.
    /// Players, the top of Taupes, Aiglons, Faucons, the bottom of Lynx.
    type Row = (usize, u32, (u32, u32), (u32, u32), u32);
    let table: [Row; 6] = [
        (1, 4, (5, 6), (7, 9), 10),
        (2, 9, (10, 12), (13, 17), 18),
        (3, 14, (15, 18), (19, 26), 27),
        (4, 19, (20, 24), (25, 35), 36),
        (5, 24, (25, 30), (31, 44), 45),
        (6, 29, (30, 36), (37, 53), 54),
    ];
    for (players, taupes, aiglons, faucons, lynx) in table {
        assert_eq!(Rating::of(0, players), Taupes);
        assert_eq!(Rating::of(taupes, players), Taupes);
        assert_eq!(Rating::of(aiglons.0, players), Aiglons);
        assert_eq!(Rating::of(aiglons.1, players), Aiglons);
        assert_eq!(Rating::of(faucons.0, players), Faucons);
        assert_eq!(Rating::of(faucons.1, players), Faucons);
        assert_eq!(Rating::of(lynx, players), Lynx);
        assert_eq!(Rating::of(200, players), Lynx);
    }
}

// ---------------------------------------------------------------- W6, Le Ring

fn ring() -> Options {
    Options { mode: Mode::Ring }
}

#[test]
fn w6_le_ring_deals_five_shared_piles_for_2_to_6() {
    for seats in 2..=6 {
        let game = TwinIt::new(&ring(), seats, 4).expect("setup");
        assert_each_card_once(&game);
        assert_eq!(game.board.piles.len(), RING_PILES);
        assert!(game.board.piles.iter().all(|p| p.len() == 27));
        let turner = game.turner().expect("someone turns");
        let turns: Vec<Action> = (0..5).map(|i| Action::Turn(PileId(i))).collect();
        let legal = game.legal_actions(turner);
        assert!(
            turns.iter().all(|t| legal.contains(t)),
            "any pile: {legal:?}"
        );
        assert_eq!(game.view(turner).target, Some(7));
    }
    assert!(TwinIt::new(&ring(), 1, 4).is_err());
    assert!(TwinIt::new(&ring(), 7, 4).is_err());
}

#[test]
fn w6_le_ring_turns_from_any_pile_then_clockwise() {
    let mut game = Stage::with(&ring(), 3).done(true);
    game.play(Seat(0), Action::Turn(PileId(4)), at(1)).unwrap();
    assert_eq!(game.turner(), Some(Seat(1)));
    game.play(Seat(1), Action::Turn(PileId(2)), at(2)).unwrap();
    assert_eq!(game.turner(), Some(Seat(2)));
    assert_eq!(game.board.table.len(), 2);
    // In Chacun pour soi a seat turns from its own pile only.
    let mut apart = Stage::new(2).done(true);
    assert_eq!(
        apart.play(Seat(0), Action::Turn(PileId(1)), at(1)),
        Err(TwinItError::NotYourPile(PileId(1)))
    );
}

#[test]
fn w6_le_ring_a_tie_in_the_ring_gives_each_one_card() {
    let start = Stage::with(&ring(), 3).table(12).table(12).done(true);
    let mut game = start.clone();
    game.play(Seat(1), claim(table(0), table(1)), at(800))
        .unwrap();
    // Seat 2 completed the same claim at the same moment: a tie.
    game.play(Seat(2), claim(table(1), table(0)), at(800))
        .unwrap();
    assert_eq!(game.prise_counts().values(), &[0, 1, 1]);
    for seat in [1, 2] {
        let prise = &game.board.prises[Seat(seat)][0];
        assert_eq!((prise.motif, prise.cards.len()), (MotifId(12), 1));
    }
    assert!(matches!(
        game.events().last(),
        Some(Event::Tied {
            seat: Seat(2),
            with: Seat(1),
            ..
        })
    ));
    assert_eq!(game.turner(), Some(Seat(1)), "the first winner turns next");
    assert_each_card_once(&game);
    // A third seat at the same moment finds nothing left to share.
    assert_eq!(
        game.check(Seat(0), &claim(table(0), table(1)), at(800)),
        Err(TwinItError::NotVisible(table(0)))
    );
    // One moment later is no tie: the race is lost.
    let mut later = start;
    later
        .play(Seat(1), claim(table(0), table(1)), at(800))
        .unwrap();
    assert_eq!(
        later.play(Seat(2), claim(table(0), table(1)), at(801)),
        Err(TwinItError::NotVisible(table(0)))
    );
}

#[test]
fn w6_le_ring_no_tie_on_a_pile_top() {
    let mut game = Stage::with(&ring(), 2).pile(3, 14).table(14).done(true);
    game.play(Seat(0), claim(pile(3), table(0)), at(5)).unwrap();
    assert_eq!(
        game.play(Seat(1), claim(pile(3), table(0)), at(5)),
        Err(TwinItError::NotVisible(table(0)))
    );
    assert_eq!(game.prise_counts().values(), &[1, 0]);
}

#[test]
fn w6_le_ring_is_won_at_seven_prises() {
    let mut stage = Stage::with(&ring(), 2);
    for motif in 1..=6 {
        stage = stage.prise(1, motif);
    }
    let mut game = stage.table(7).table(7).done(true);
    assert!(!game.is_finished());
    game.play(Seat(1), claim(table(0), table(1)), at(5))
        .unwrap();
    assert!(game.is_finished());
    assert_eq!(
        game.status(),
        Status::Finished(crate::Outcome {
            scores: PerSeat::new(2, |s| if s == Seat(1) { 7 } else { 0 }),
            winners: vec![Seat(1)],
        })
    );
}

#[test]
fn w4_in_le_ring_an_error_returns_the_prise_under_the_smallest_pile() {
    let mut game = Stage::with(&ring(), 2)
        .prise(0, 22)
        .table(23)
        .table(24)
        .done(true);
    let extra = game.board.piles[2].split_off(3);
    game.board.piles[0].splice(0..0, extra);
    let (p2, p4) = (game.board.piles[2].len(), game.board.piles[4].len());
    game.play(Seat(0), claim(table(0), table(1)), at(5))
        .unwrap();
    assert_eq!(game.prise_counts().values(), &[0, 0]);
    assert_eq!(game.board.piles[2].len(), p2 + 2);
    assert_eq!(game.board.piles[4].len(), p4);
    assert_eq!(game.board.piles[2][0].motif(), MotifId(22));
    assert_each_card_once(&game);
}

// ---------------------------------------------------------------- W6, Les Clans

fn clans() -> Options {
    Options { mode: Mode::Clans }
}

fn mark(spot: Spot) -> Action {
    Action::Mark(spot)
}

#[test]
fn w6_les_clans_takes_4_to_6_in_two_alternating_teams() {
    for seats in 4..=6 {
        let game = TwinIt::new(&clans(), seats, 2).expect("setup");
        assert_each_card_once(&game);
        assert_eq!(game.board.piles.len(), seats);
    }
    for seats in [2, 3, 7] {
        assert!(TwinIt::new(&clans(), seats, 2).is_err());
    }
    assert_eq!(team(Seat(0)), team(Seat(2)));
    assert_eq!(team(Seat(1)), team(Seat(5)));
    assert_ne!(team(Seat(0)), team(Seat(1)));
}

#[test]
fn w6_les_clans_a_claim_by_two_teammates_wins_the_pair() {
    let mut game = Stage::with(&clans(), 4).pile(1, 50).table(50).done(true);
    // One seat alone cannot claim.
    assert_eq!(
        game.check(Seat(0), &claim(pile(1), table(0)), at(1)),
        Err(TwinItError::NotInThisMode)
    );
    game.play(Seat(0), mark(pile(1)), at(100)).unwrap();
    assert_eq!(game.view(Seat(3)).marks, vec![(Seat(0), pile(1))]);
    game.play(Seat(2), mark(table(0)), at(300)).unwrap();
    assert_eq!(game.board.prises[Seat(2)].len(), 1);
    assert_eq!(game.prise_counts().values(), &[0, 0, 1, 0]);
    assert!(game.marks.is_empty());
    assert_eq!(
        game.turner(),
        Some(Seat(2)),
        "the seat that completed it turns"
    );
    assert_each_card_once(&game);
}

#[test]
fn w6_les_clans_one_player_on_both_cards_is_an_error() {
    let mut game = Stage::with(&clans(), 4)
        .prise(1, 51)
        .pile(0, 52)
        .table(52)
        .done(true);
    game.play(Seat(1), mark(pile(0)), at(10)).unwrap();
    game.play(Seat(1), mark(table(0)), at(20)).unwrap();
    assert!(matches!(
        game.events().last(),
        Some(Event::Erred {
            seat: Seat(1),
            returned: Some(MotifId(51)),
            ..
        })
    ));
    assert!(game.board.prises[Seat(1)].is_empty());
    assert_eq!(game.board.piles[1][0].motif(), MotifId(51));
    assert_eq!(
        game.board.motif_at(pile(0)),
        Some(MotifId(52)),
        "nobody won it"
    );
    assert!(game.marks.is_empty());
    assert_each_card_once(&game);
}

#[test]
fn w6_les_clans_two_opponents_make_a_litige() {
    let mut game = Stage::with(&clans(), 4).pile(2, 53).table(53).done(true);
    let top = *game.board.piles[2].last().unwrap();
    game.play(Seat(0), mark(pile(2)), at(10)).unwrap();
    game.play(Seat(1), mark(table(0)), at(20)).unwrap();
    assert!(matches!(
        game.events().last(),
        Some(Event::Litige {
            seats: (Seat(0), Seat(1)),
            ..
        })
    ));
    assert_eq!(game.prise_counts().values(), &[0, 0, 0, 0]);
    // The pile's top went onto the table, showing its other face; the table card was flipped.
    assert_eq!(game.board.table.len(), 2);
    assert_ne!(game.board.motif_at(table(0)), Some(MotifId(53)));
    assert_eq!(game.board.table[1].laid.card, top.card);
    assert_ne!(game.board.motif_at(table(1)), Some(MotifId(53)));
    assert!(game.marks.is_empty());
    assert_each_card_once(&game);
}

#[test]
fn w6_les_clans_teammates_on_different_motifs_err() {
    let mut game = Stage::with(&clans(), 4).table(54).table(55).done(true);
    game.play(Seat(1), mark(table(0)), at(10)).unwrap();
    game.play(Seat(3), mark(table(1)), at(20)).unwrap();
    assert!(matches!(
        game.events().last(),
        Some(Event::Erred {
            seat: Seat(3),
            returned: None,
            ..
        })
    ));
    // An opponent's hand on another motif just waits; it can be lifted.
    game.play(Seat(0), mark(table(0)), at(30)).unwrap();
    game.play(Seat(1), mark(table(1)), at(40)).unwrap();
    assert_eq!(game.marks.len(), 2);
    game.play(Seat(1), Action::Lift, at(50)).unwrap();
    assert_eq!(game.marks.len(), 1);
    assert_eq!(
        game.play(Seat(1), Action::Lift, at(60)),
        Err(TwinItError::NoHandDown)
    );
}

#[test]
fn w6_les_clans_a_team_wins_at_five_prises() {
    let mut game = Stage::with(&clans(), 4)
        .prise(0, 1)
        .prise(2, 2)
        .prise(0, 3)
        .prise(2, 4)
        .prise(1, 5)
        .table(56)
        .table(56)
        .done(true);
    game.play(Seat(2), mark(table(0)), at(10)).unwrap();
    game.play(Seat(0), mark(table(1)), at(20)).unwrap();
    match game.status() {
        Status::Finished(outcome) => {
            assert_eq!(outcome.scores.values(), &[5, 1, 5, 1]);
            assert_eq!(outcome.winners, vec![Seat(0), Seat(2)]);
        }
        Status::Acting(_) => panic!("the team has five prises"),
    }
}

#[test]
fn w6_les_clans_a_steal_is_team_against_team() {
    let mut game = Stage::with(&clans(), 4).prise(0, 96).table(96).done(true);
    game.play(Seat(1), mark(prise(0, 96)), at(10)).unwrap();
    game.play(Seat(3), mark(table(0)), at(20)).unwrap();
    assert!(matches!(
        game.events().last(),
        Some(Event::Won {
            how: Won::Stole { from: Seat(0) },
            ..
        })
    ));
    assert_eq!(game.prise_counts().values(), &[0, 0, 0, 1]);
}

// ---------------------------------------------------------------- contract

#[test]
fn contract_random_games() {
    let (mut wins, mut steals) = (0, 0);
    for seats in 2..=6 {
        for seed in 0..8 {
            let played = check_random_game_with::<TwinIt>(
                &Options::default(),
                seats,
                seed,
                2_000,
                assert_each_card_once,
            );
            assert!(played.state.is_finished());
            let game = &played.state;
            wins += usize::from(game.prise_counts().values().contains(&5));
            steals += game
                .events()
                .iter()
                .filter(|e| {
                    matches!(
                        e,
                        Event::Won {
                            how: Won::Stole { .. },
                            ..
                        }
                    )
                })
                .count();
        }
    }
    // Random play reaches the target in most games, and steals happen.
    assert!(wins > 30, "{wins} of 40 games reached 5 prises");
    assert!(steals > 0);
}

#[test]
fn contract_random_games_tous_ensemble() {
    for seats in 1..=6 {
        for seed in 0..4 {
            let played = check_random_game_with::<TwinIt>(
                &together(),
                seats,
                seed,
                2_000,
                assert_each_card_once,
            );
            assert!(played.state.rating().is_some());
        }
    }
}

#[test]
fn contract_random_games_le_ring() {
    for seats in 2..=6 {
        for seed in 0..6 {
            let played = check_random_game_with::<TwinIt>(
                &ring(),
                seats,
                seed,
                2_000,
                assert_each_card_once,
            );
            assert!(played.state.is_finished());
        }
    }
}

#[test]
fn contract_random_games_les_clans() {
    for seats in 4..=6 {
        for seed in 0..6 {
            let played = check_random_game_with::<TwinIt>(
                &clans(),
                seats,
                seed,
                3_000,
                assert_each_card_once,
            );
            assert!(played.state.is_finished());
        }
    }
}

/// The long run (`cargo test --release -p tablee-rules contract_long -- --ignored`): 10,000
/// seeded random games, 2,500 in each mode of W6 with the player counts taken in turn, every
/// step checked by the contract (listed actions legal, serde round-trips, replay) and every
/// card in exactly one place at every step.
/// Called by the long run over every game (`catalogue`).
pub(crate) fn contract_long() {
    for (options, max_steps) in [
        (Options::default(), 2_000),
        (together(), 2_000),
        (ring(), 2_000),
        (clans(), 3_000),
    ] {
        let (min, max) = options.mode.players();
        for seed in 0..2_500_u64 {
            let seats = min + seed as usize % (max - min + 1);
            let played = check_random_game_with::<TwinIt>(
                &options,
                seats,
                100_000 + seed,
                max_steps,
                assert_each_card_once,
            );
            assert!(played.state.is_finished(), "{:?} seed {seed}", options.mode);
        }
    }
}
