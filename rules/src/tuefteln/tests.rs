//! Tests for Tüfteln, named after the rulings (U1-U9) they check.

use super::*;
use crate::contract::{check_random_game, play_with_bots};
use crate::{BotLevel, Bots, Die, Game, Millis, Seat, SetupError, Status};
use proptest::prelude::*;
use std::collections::{BTreeSet, HashSet};

fn die(v: u8) -> Die {
    Die::new(v).expect("1..=6")
}

fn roll(a: u8, b: u8) -> Roll {
    Roll::of(a, b).expect("dice")
}

fn place(a: CellId, va: u8, b: CellId, vb: u8) -> Action {
    Action::Place(Placement {
        cells: [a, b],
        values: [die(va), die(vb)],
    })
}

/// A tile from its nine squares, each read clockwise TL, TR, BR, BL.
fn tile_of_squares(side: Side, squares: [[u8; 4]; 9]) -> Tile {
    let flat: Vec<u8> = squares.iter().flatten().copied().collect();
    Tile::from_values(side, flat.try_into().expect("36")).expect("valid tile")
}

fn kind(values: [u8; 4]) -> SquareKind {
    SquareKind::classify(values)
}

fn cells_where(side: Side, pred: impl Fn(CellKind) -> bool) -> Vec<CellId> {
    let layout = Layout::for_side(side);
    CellId::all().filter(|&c| pred(layout.kind(c))).collect()
}

// ---------------------------------------------------------------- layouts (U1-U4)

#[test]
fn u1_both_sides_print_one_to_six_in_six_different_squares() {
    for side in Side::ALL {
        let layout = Layout::for_side(side);
        let printed = cells_where(side, |k| matches!(k, CellKind::Printed(_)));
        assert_eq!(printed.len(), 6, "{side:?}");
        let values: BTreeSet<u8> = printed
            .iter()
            .map(|&c| layout.printed(c).unwrap().value())
            .collect();
        assert_eq!(values, (1..=6).collect(), "{side:?}: printed 1-6 once each");
        let squares: HashSet<u8> = printed.iter().map(|c| c.square()).collect();
        assert_eq!(
            squares.len(),
            6,
            "{side:?}: each printed number in its own square"
        );
        let tile = Tile::new(side);
        assert_eq!(tile.free_cells().count(), 30);
        for cell in printed {
            assert!(!tile.is_free(cell));
        }
    }
}

#[test]
fn u2_side_a_has_six_bridges_across_square_borders_and_an_even_white_count() {
    let layout = Layout::for_side(Side::A);
    let whites = cells_where(Side::A, |k| k == CellKind::White);
    let blues = cells_where(Side::A, |k| matches!(k, CellKind::Bridge(_)));
    assert_eq!((whites.len(), blues.len()), (18, 12));
    assert_eq!(whites.len() % 2, 0, "U2: the white count is even");
    assert_eq!(layout.bridge_count(), 6);
    let mut ends = HashSet::new();
    for id in 0..layout.bridge_count() {
        let [a, b] = layout.bridge_cells(id);
        assert_eq!(layout.kind(a), CellKind::Bridge(id));
        assert_eq!(layout.kind(b), CellKind::Bridge(id));
        assert!(a.touches(b), "U2: bridge {id} links touching cells");
        assert_ne!(
            a.square(),
            b.square(),
            "U2: bridge {id} crosses a square border"
        );
        let (ra, ca, rb, cb) = (
            a.square() / 3,
            a.square() % 3,
            b.square() / 3,
            b.square() % 3,
        );
        assert_eq!(
            ra.abs_diff(rb) + ca.abs_diff(cb),
            1,
            "U2: orthogonally adjacent squares"
        );
        assert!(ends.insert(a) && ends.insert(b));
    }
    assert_eq!(ends.len(), 12);
    // Balance: every square keeps two white cells.
    for square in 0..9 {
        assert_eq!(
            whites.iter().filter(|c| c.square() == square).count(),
            2,
            "square {square}"
        );
    }
}

#[test]
fn u3_side_b_has_five_colours_of_six_cells_mixed_in_every_square() {
    let layout = Layout::for_side(Side::B);
    for hue in Hue::ALL {
        assert_eq!(
            cells_where(Side::B, |k| k == CellKind::Coloured(hue)).len(),
            6,
            "{hue:?}"
        );
    }
    assert_eq!(layout.bridge_count(), 0);
    for square in 0..9 {
        let hues: Vec<CellKind> = CellId::all()
            .filter(|c| c.square() == square)
            .map(|c| layout.kind(c))
            .filter(|k| matches!(k, CellKind::Coloured(_)))
            .collect();
        let distinct: HashSet<_> = hues.iter().collect();
        assert_eq!(
            distinct.len(),
            hues.len(),
            "square {square} repeats a colour"
        );
    }
    let symbols: HashSet<char> = Hue::ALL.iter().map(|h| h.symbol()).collect();
    assert_eq!(symbols.len(), 5, "U3: every colour has its own shape");
}

#[test]
fn u2_white_cells_pair_anywhere_blue_cells_only_with_their_bridge() {
    let tile = Tile::new(Side::A);
    let layout = tile.layout();
    let whites = cells_where(Side::A, |k| k == CellKind::White);
    // Two white cells of the same square, and of distant squares.
    let same_square: Vec<_> = whites.iter().filter(|c| c.square() == 0).collect();
    assert!(tile.can_pair(*same_square[0], *same_square[1]));
    assert!(tile.can_pair(whites[0], whites[17]));
    let [a, b] = layout.bridge_cells(0);
    let [c, _] = layout.bridge_cells(1);
    assert!(tile.can_pair(a, b) && tile.can_pair(b, a));
    assert!(!tile.can_pair(a, c), "U2: ends of two different bridges");
    assert!(!tile.can_pair(a, whites[0]), "U2: a blue and a white cell");
    assert!(!tile.can_pair(whites[0], whites[0]));
    let printed = cells_where(Side::A, |k| matches!(k, CellKind::Printed(_)));
    assert!(!tile.can_pair(printed[0], whites[0]));
    // A written cell is no longer free.
    let written = tile.with(Placement {
        cells: [a, b],
        values: [die(1), die(2)],
    });
    assert!(!written.can_pair(a, b));
    assert_eq!(written.value(a), Some(die(1)));
}

#[test]
fn u3_cells_pair_only_with_their_own_colour() {
    let tile = Tile::new(Side::B);
    let reds = cells_where(Side::B, |k| k == CellKind::Coloured(Hue::Red));
    let blues = cells_where(Side::B, |k| k == CellKind::Coloured(Hue::Blue));
    assert!(tile.can_pair(reds[0], reds[5]));
    assert!(!tile.can_pair(reds[0], blues[0]));
}

#[test]
fn u2_u3_legal_placements_are_distinct_canonical_and_complete() {
    for side in Side::ALL {
        let tile = Tile::new(side);
        let pairs = CellId::all()
            .flat_map(|a| CellId::all().map(move |b| (a, b)))
            .filter(|&(a, b)| a < b && tile.can_pair(a, b))
            .count();
        let double = tile.legal_placements(roll(3, 3));
        assert_eq!(
            double.len(),
            pairs,
            "a double: one placement per pair of cells"
        );
        let mixed = tile.legal_placements(roll(2, 5));
        assert_eq!(mixed.len(), 2 * pairs, "two numbers: both ways round");
        let set: HashSet<_> = mixed.iter().collect();
        assert_eq!(set.len(), mixed.len());
        for p in &mixed {
            assert_eq!(*p, p.canonical());
        }
        let expected = match side {
            Side::A => 18 * 17 / 2 + 6, // U2
            Side::B => 5 * 15,          // U3
        };
        assert_eq!(pairs, expected);
    }
}

// ---------------------------------------------------------------- scoring (U6, U7)

#[test]
fn u6_four_equal_is_a_4er_worth_5() {
    assert_eq!(kind([3, 3, 3, 3]), SquareKind::Four);
    assert_eq!(SquareKind::Four.points(), 5);
}

#[test]
fn u6_two_pairs_on_the_diagonals_is_a_cross_worth_4() {
    assert_eq!(kind([6, 3, 6, 3]), SquareKind::Cross);
    assert_eq!(SquareKind::Cross.points(), 4);
}

#[test]
fn u6_two_pairs_touching_is_2er_2er_worth_3() {
    assert_eq!(kind([2, 5, 5, 2]), SquareKind::TwoPairs); // pairs side by side vertically
    assert_eq!(kind([2, 2, 5, 5]), SquareKind::TwoPairs); // horizontally
    assert_eq!(SquareKind::TwoPairs.points(), 3);
}

#[test]
fn u6_an_orthogonal_pair_is_a_2er_worth_2() {
    assert_eq!(kind([6, 6, 3, 4]), SquareKind::Pair);
    assert_eq!(kind([1, 6, 6, 4]), SquareKind::Pair);
    assert_eq!(kind([1, 3, 6, 6]), SquareKind::Pair);
    assert_eq!(kind([6, 3, 4, 6]), SquareKind::Pair);
    assert_eq!(SquareKind::Pair.points(), 2);
}

#[test]
fn u6_a_diagonal_pair_scores_0() {
    assert_eq!(kind([6, 3, 6, 4]), SquareKind::DiagonalPair);
    assert_eq!(kind([1, 5, 2, 5]), SquareKind::DiagonalPair);
    assert_eq!(SquareKind::DiagonalPair.points(), 0);
}

#[test]
fn u6_three_equal_scores_0() {
    assert_eq!(kind([4, 4, 4, 2]), SquareKind::Triple);
    assert_eq!(kind([1, 4, 4, 4]), SquareKind::Triple);
    assert_eq!(SquareKind::Triple.points(), 0);
}

#[test]
fn u6_straight_ascending_clockwise_from_each_cell_is_worth_6() {
    // Starting at TL, TR, BR and BL in turn.
    for values in [[1, 2, 3, 4], [6, 3, 4, 5], [4, 5, 2, 3], [3, 4, 5, 2]] {
        assert_eq!(kind(values), SquareKind::Straight, "{values:?}");
    }
    // The rule book's example: 4 5 over 3 2.
    assert_eq!(kind([4, 5, 2, 3]), SquareKind::Straight);
    assert_eq!(SquareKind::Straight.points(), 6);
}

#[test]
fn u6_consecutive_but_not_ascending_clockwise_is_a_mix() {
    assert_eq!(kind([4, 3, 2, 1]), SquareKind::Mix, "descending clockwise");
    assert_eq!(
        kind([3, 2, 5, 4]),
        SquareKind::Mix,
        "descending clockwise from BR"
    );
    assert_eq!(kind([1, 3, 2, 4]), SquareKind::Mix, "jumbled");
    assert_eq!(kind([1, 2, 4, 3]), SquareKind::Mix, "jumbled");
}

#[test]
fn u6_four_different_not_consecutive_is_a_mix_worth_1() {
    assert_eq!(kind([4, 1, 2, 6]), SquareKind::Mix); // the rule book's 4 1 over 6 2
    assert_eq!(kind([1, 2, 3, 5]), SquareKind::Mix);
    assert_eq!(SquareKind::Mix.points(), 1);
}

#[test]
fn u6_every_square_of_four_numbers_has_exactly_one_kind_and_all_kinds_occur() {
    let mut seen = HashSet::new();
    for code in 0..1296u32 {
        let v = [code % 6, code / 6 % 6, code / 36 % 6, code / 216].map(|d| d as u8 + 1);
        seen.insert(kind(v));
    }
    assert_eq!(seen.len(), 8);
    assert_eq!(
        SquareKind::SCORING.map(SquareKind::points),
        [1, 2, 3, 4, 5, 6]
    );
}

#[test]
#[allow(clippy::identity_op)] // the sums spell out each square, the triple's 0 included
fn u7_bonus_needs_all_six_scoring_kinds() {
    let all_six = [
        [1, 3, 5, 2], // Mix (5 printed at BR of square 0)
        [6, 6, 4, 3], // 2er
        [2, 5, 5, 2], // 2er + 2er (2 printed at TL of square 2)
        [4, 1, 4, 1], // Cross (1 printed at TR of square 3)
        [3, 3, 3, 3], // 4er (3 printed at BL of square 4)
        [1, 2, 3, 4], // Str
        [1, 1, 1, 1],
        [2, 4, 2, 2],
        [6, 6, 6, 6],
    ];
    let tile = tile_of_squares(Side::A, all_six);
    let score = tile.score();
    assert!(score.bonus);
    assert_eq!(score.total, 1 + 2 + 3 + 4 + 5 + 6 + 5 + 0 + 5 + BONUS);
    // Five kinds only: no bonus.
    let mut five = all_six;
    five[5] = [1, 2, 3, 5];
    let score = tile_of_squares(Side::A, five).score();
    assert!(!score.bonus);
    assert_eq!(score.total, 1 + 2 + 3 + 4 + 5 + 1 + 5 + 0 + 5);
    // U7: only full squares count; an unfinished straight earns nothing.
    let mut partial = all_six;
    partial[5] = [1, 2, 3, 0];
    let score = tile_of_squares(Side::A, partial).score();
    assert_eq!(score.squares[5], None);
    assert!(!score.bonus);
    assert_eq!(score.total, 1 + 2 + 3 + 4 + 5 + 5 + 0 + 5);
}

#[test]
fn u6_u7_tim_scores_32() {
    // Four 4er, a straight, a cross, a 2er, a triple and a diagonal pair (rule book).
    let tim = tile_of_squares(
        Side::A,
        [
            [5, 5, 5, 5],
            [2, 2, 2, 2],
            [2, 2, 2, 2],
            [4, 1, 4, 1],
            [4, 5, 6, 3],
            [6, 6, 6, 6],
            [3, 3, 1, 5],
            [4, 4, 4, 2],
            [2, 6, 3, 6],
        ],
    );
    assert!(tim.is_full());
    let score = tim.score();
    assert_eq!(score.count(SquareKind::Four), 4);
    assert_eq!(score.points_of(SquareKind::Four), 20);
    assert_eq!(score.points_of(SquareKind::Straight), 6);
    assert_eq!(score.points_of(SquareKind::Cross), 4);
    assert_eq!(score.points_of(SquareKind::Pair), 2);
    assert_eq!(score.count(SquareKind::Triple), 1);
    assert_eq!(score.count(SquareKind::DiagonalPair), 1);
    assert!(!score.bonus);
    assert_eq!(score.total, 32);
    assert_eq!(Rating::for_total(score.total), Rating::NotBad);
}

#[test]
fn u6_u7_sarah_scores_35_with_the_bonus() {
    // Mix, two 2er, one 2er+2er, a cross, two 4er, a straight and a triple, plus the bonus.
    let sarah = tile_of_squares(
        Side::A,
        [
            [1, 3, 5, 2],
            [6, 6, 4, 3],
            [2, 5, 1, 2],
            [1, 1, 3, 3],
            [5, 3, 5, 3],
            [4, 4, 4, 4],
            [1, 1, 1, 1],
            [3, 4, 5, 6],
            [6, 6, 2, 6],
        ],
    );
    let score = sarah.score();
    assert_eq!(score.points_of(SquareKind::Four), 10);
    assert_eq!(score.points_of(SquareKind::Pair), 4);
    assert_eq!(score.count(SquareKind::Triple), 1);
    assert!(score.bonus);
    assert_eq!(score.bonus_points(), 7);
    assert_eq!(score.total, 35);
    assert_eq!(Rating::for_total(score.total), Rating::Good);
}

#[test]
fn u1_from_values_keeps_printed_numbers() {
    let mut values = [1u8; 36];
    assert!(matches!(
        Tile::from_values(Side::A, values),
        Err(TileError::Printed { .. })
    ));
    values = [0; 36];
    for cell in CellId::all() {
        if let Some(d) = Layout::for_side(Side::A).printed(cell) {
            values[cell.index()] = d.value();
        }
    }
    assert_eq!(Tile::from_values(Side::A, values), Ok(Tile::new(Side::A)));
    values[CellId::at(0, 0).index()] = 7;
    assert!(matches!(
        Tile::from_values(Side::A, values),
        Err(TileError::BadValue { .. })
    ));
}

#[test]
fn tile_json_is_checked_when_read_back() {
    let tile = Tile::new(Side::B);
    let json = serde_json::to_string(&tile).unwrap();
    assert_eq!(serde_json::from_str::<Tile>(&json).unwrap(), tile);
    let cells = vec![0u8; 36];
    let bad = serde_json::json!({ "side": "B", "cells": cells });
    assert!(
        serde_json::from_value::<Tile>(bad).is_err(),
        "printed cells cannot be erased"
    );
}

// ---------------------------------------------------------------- rating (U8)

#[test]
fn u8_rating_bands_follow_the_rule_book() {
    let cases = [
        (0, Rating::Novice),
        (25, Rating::Novice),
        (26, Rating::WelcomeToTheClub),
        (30, Rating::WelcomeToTheClub),
        (31, Rating::NotBad),
        (34, Rating::NotBad),
        (35, Rating::Good),
        (37, Rating::Good),
        (38, Rating::VeryStrong),
        (40, Rating::VeryStrong),
        (41, Rating::Excellent),
        (42, Rating::Excellent),
        (43, Rating::Pro),
        (44, Rating::Pro),
        (45, Rating::WorldClass),
        (46, Rating::WorldClass),
        (47, Rating::Legendary),
        (50, Rating::Legendary),
        (51, Rating::Extraterrestrial),
        (99, Rating::Extraterrestrial),
    ];
    for (total, rating) in cases {
        assert_eq!(Rating::for_total(total), rating, "{total}");
    }
    // The bands are contiguous and cover every total.
    for pair in Rating::ALL.windows(2) {
        assert_eq!(pair[0].range().1, Some(pair[1].range().0 - 1));
    }
    assert_eq!(Rating::Extraterrestrial.range(), (51, None));
    for (i, rating) in Rating::ALL.iter().enumerate() {
        let (low, high) = rating.range();
        assert_eq!(Rating::for_total(low), *rating);
        if let Some(high) = high {
            assert_eq!(Rating::for_total(high), *rating);
        }
        assert_eq!(Rating::ALL.iter().position(|r| r == rating), Some(i));
    }
}

// ---------------------------------------------------------------- play (U5, U9)

fn new_game(side: Side, seats: usize, seed: u64) -> Tuefteln {
    Tuefteln::new(&Options { side }, seats, seed).expect("setup")
}

/// Some legal action for `seat`.
fn first_action(game: &Tuefteln, seat: Seat) -> Action {
    game.legal_actions(seat)[0]
}

#[test]
fn u5_seat_counts_are_one_to_fifteen() {
    for bad in [0, 16] {
        assert_eq!(
            Tuefteln::new(&Options::default(), bad, 1),
            Err(SetupError::PlayerCount {
                got: bad,
                min: 1,
                max: 15
            })
        );
    }
    assert!(Tuefteln::new(&Options::default(), 15, 1).is_ok());
}

#[test]
fn u5_everybody_writes_each_roll_then_the_next_seat_rolls() {
    let mut game = new_game(Side::A, 3, 11);
    assert_eq!(game.round(), 1);
    assert_eq!(game.seed(), 11);
    assert_eq!(game.side(), Side::A);
    let mut rollers = vec![game.roller()];
    for round in 1..=Tuefteln::ROUNDS {
        assert_eq!(game.round(), round);
        assert_eq!(
            game.status(),
            Status::Acting(vec![Seat(0), Seat(1), Seat(2)])
        );
        game.play(Seat(1), first_action(&game, Seat(1)), Millis(0))
            .unwrap();
        assert!(game.has_placed(Seat(1)));
        assert_eq!(game.status(), Status::Acting(vec![Seat(0), Seat(2)]));
        assert!(game.legal_actions(Seat(1)).is_empty());
        game.play(Seat(2), first_action(&game, Seat(2)), Millis(0))
            .unwrap();
        let before = game.roll();
        game.play(Seat(0), first_action(&game, Seat(0)), Millis(0))
            .unwrap();
        if round < Tuefteln::ROUNDS {
            assert_eq!(game.round(), round + 1);
            assert!(!game.has_placed(Seat(1)));
            rollers.push(game.roller());
        } else {
            assert_eq!(game.roll(), before);
        }
    }
    // U5: the roller passes to the next seat each round.
    for pair in rollers.windows(2) {
        assert_eq!(pair[1], pair[0].next(3));
    }
    assert!(matches!(game.status(), Status::Finished(_)));
    for seat in [Seat(0), Seat(1), Seat(2)] {
        assert!(game.tile(seat).is_full());
    }
}

#[test]
fn u5_first_roller_is_random() {
    let rollers: HashSet<Seat> = (0..40)
        .map(|seed| new_game(Side::A, 4, seed).roller())
        .collect();
    assert_eq!(rollers.len(), 4);
}

#[test]
fn u9_equal_top_totals_share_the_win() {
    let mut game = new_game(Side::B, 3, 5);
    while !game.is_finished() {
        assert_eq!(game.view(Seat(1)).outcome(), None, "not before the end");
        let action = first_action(&game, Seat(0));
        let other = game.legal_actions(Seat(2)).last().copied().unwrap();
        game.play(Seat(0), action, Millis(0)).unwrap();
        game.play(Seat(1), action, Millis(0)).unwrap();
        game.play(Seat(2), other, Millis(0)).unwrap();
    }
    let Status::Finished(outcome) = game.status() else {
        panic!("not over")
    };
    let (a, c) = (
        game.tile(Seat(0)).score().total,
        game.tile(Seat(2)).score().total,
    );
    assert_eq!(outcome.scores[Seat(1)], a);
    if a >= c {
        let mut expected = vec![Seat(0), Seat(1)];
        if a == c {
            expected.push(Seat(2));
        }
        assert_eq!(outcome.winners, expected, "U9");
    } else {
        assert_eq!(outcome.winners, vec![Seat(2)]);
    }
}

#[test]
fn u5_placements_are_accepted_in_either_cell_order() {
    let game = new_game(Side::A, 1, 3);
    let Roll([x, y]) = game.roll();
    let actions = game.legal_actions(Seat(0));
    let Action::Place(p) = actions[0];
    let swapped = Placement {
        cells: [p.cells[1], p.cells[0]],
        values: [p.values[1], p.values[0]],
    };
    assert!(game.is_legal(Seat(0), &Action::Place(swapped)));
    let mut a = game.clone();
    let mut b = game.clone();
    a.play(Seat(0), Action::Place(p), Millis(0)).unwrap();
    b.play(Seat(0), Action::Place(swapped), Millis(0)).unwrap();
    assert_eq!(a, b);
    // U5: the two numbers either way round.
    let flipped = Placement {
        cells: p.cells,
        values: [p.values[1], p.values[0]],
    };
    assert!(game.is_legal(Seat(0), &Action::Place(flipped)));
    let same_cells = actions
        .iter()
        .filter(|Action::Place(q)| q.cells == p.cells)
        .count();
    assert_eq!(
        same_cells,
        if x == y { 1 } else { 2 },
        "doubles are listed once"
    );
}

#[test]
fn typed_errors_leave_the_state_unchanged() {
    let game = new_game(Side::A, 2, 8);
    let Roll([x, y]) = game.roll();
    let (x, y) = (x.value(), y.value());
    let whites = cells_where(Side::A, |k| k == CellKind::White);
    let printed = cells_where(Side::A, |k| matches!(k, CellKind::Printed(_)));
    let [b0, b1] = Layout::for_side(Side::A).bridge_cells(0);
    let wrong = if x == 6 || y == 6 {
        (1..=6).find(|v| *v != x && *v != y).unwrap()
    } else {
        6
    };
    let cases = [
        (place(whites[0], x, whites[0], y), PlaceError::SameCell),
        // A cell id past the tile (from a damaged save) is refused, not a panic.
        (
            place(CellId(36), x, whites[0], y),
            PlaceError::NoSuchCell(CellId(36)),
        ),
        (
            place(whites[0], x, CellId(255), y),
            PlaceError::NoSuchCell(CellId(255)),
        ),
        (
            place(printed[0], x, whites[0], y),
            PlaceError::CellNotFree(printed[0]),
        ),
        (place(whites[0], x, b0, y), PlaceError::NotAPair),
        (
            place(b0, x, Layout::for_side(Side::A).bridge_cells(1)[0], y),
            PlaceError::NotAPair,
        ),
        (
            place(whites[0], wrong, whites[1], y),
            PlaceError::WrongValues,
        ),
    ];
    for (action, error) in cases {
        let mut g = game.clone();
        assert_eq!(g.play(Seat(0), action, Millis(0)), Err(error), "{action:?}");
        assert_eq!(g, game);
        assert!(!g.is_legal(Seat(0), &action));
        assert!(!error.to_string().is_empty());
    }
    let mut g = game.clone();
    assert_eq!(
        g.play(Seat(7), place(b0, x, b1, y), Millis(0)),
        Err(PlaceError::NoSuchSeat(Seat(7)))
    );
    assert!(g.legal_actions(Seat(7)).is_empty());
    // Written cells are no longer free, and a seat writes once per round.
    g.play(Seat(0), place(b0, x, b1, y), Millis(0)).unwrap();
    let after = g.clone();
    assert_eq!(
        g.play(Seat(0), place(whites[0], x, whites[1], y), Millis(0)),
        Err(PlaceError::AlreadyPlaced)
    );
    assert_eq!(g, after);
    g.play(Seat(1), place(whites[0], x, whites[1], y), Millis(0))
        .unwrap();
    let (nx, ny) = (g.roll().0[0].value(), g.roll().0[1].value());
    let before = g.clone();
    assert_eq!(
        g.play(Seat(0), place(b1, nx, b0, ny), Millis(0)),
        Err(PlaceError::CellNotFree(b1))
    );
    assert_eq!(g, before);
    // After the last round nobody may write.
    let mut done = new_game(Side::B, 1, 2);
    while !done.is_finished() {
        done.play(Seat(0), first_action(&done, Seat(0)), Millis(0))
            .unwrap();
    }
    let finished = done.clone();
    assert_eq!(
        done.play(Seat(0), place(whites[0], x, whites[1], y), Millis(0)),
        Err(PlaceError::GameOver)
    );
    assert_eq!(done, finished);
}

#[test]
fn view_shows_everything_but_the_generator() {
    let game = new_game(Side::B, 2, 4);
    let view = game.view(Seat(1));
    assert_eq!(view.seat, Seat(1));
    assert_eq!(
        (view.side, view.round, view.roller, view.roll),
        (Side::B, 1, game.roller(), game.roll())
    );
    assert_eq!(view.tiles[Seat(0)], *game.tile(Seat(0)));
    assert!(!view.is_finished());
    let json = serde_json::to_string(&view).unwrap();
    assert!(
        !json.contains("rng") && !json.contains("inner"),
        "the view must not leak the generator"
    );
}

// ---------------------------------------------------------------- random play, contract (U2, U3, U5)

/// An independent recount of a full tile, written apart from `scoring.rs`.
fn recount(tile: &Tile) -> i32 {
    let mut seen = [false; 7];
    let mut total = 0;
    for square in 0..9u8 {
        let v: Vec<u8> = [0, 1, 2, 3]
            .iter()
            .map(|&c| tile.value(CellId(square * 4 + c)).expect("full").value())
            .collect();
        let mut hist = [0u8; 7];
        for &x in &v {
            hist[x as usize] += 1;
        }
        let mut shape: Vec<u8> = hist.iter().copied().filter(|&n| n > 0).collect();
        shape.sort_unstable_by(|a, b| b.cmp(a));
        let points = match shape.as_slice() {
            [4] => 5,
            [3, 1] => 0,
            [2, 2] => {
                if v[0] == v[2] {
                    4
                } else {
                    3
                }
            }
            [2, 1, 1] => {
                let i = (0..4).find(|&i| hist[v[i] as usize] == 2).unwrap();
                let j = (i + 1..4).find(|&j| v[j] == v[i]).unwrap();
                if j - i == 2 {
                    0
                } else {
                    2
                }
            }
            _ => {
                let low = (0..4).min_by_key(|&i| v[i]).unwrap();
                if (0..4).all(|k| v[(low + k) % 4] == v[low] + k as u8) {
                    6
                } else {
                    1
                }
            }
        };
        seen[points as usize] = true;
        total += points;
    }
    // Each scoring kind has its own points value, 1 to 6.
    if seen[1..].iter().all(|&s| s) {
        total += 7;
    }
    total
}

fn random_games(side: Side, seats: usize, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let played = check_random_game::<Tuefteln>(&Options { side }, seats, seed, 1000);
        let game = &played.state;
        assert_eq!(game.round(), 15);
        assert_eq!(played.log.len(), 15 * seats);
        for seat in (0..seats as u8).map(Seat) {
            let tile = game.tile(seat);
            assert!(tile.is_full(), "seed {seed}");
            assert_eq!(tile.score().total, recount(tile), "seed {seed}");
            assert_eq!(played.outcome.scores[seat], recount(tile));
            // A phone's table ends the game from its view alone.
            assert_eq!(game.view(seat).outcome().as_ref(), Some(&played.outcome));
        }
    }
}

#[test]
fn contract_side_a_solo() {
    random_games(Side::A, 1, 0..2000);
}

#[test]
fn contract_side_b_solo() {
    random_games(Side::B, 1, 0..2000);
}

#[test]
fn contract_side_a_two_seats() {
    random_games(Side::A, 2, 0..2000);
}

#[test]
fn contract_side_b_two_seats() {
    random_games(Side::B, 2, 0..2000);
}

/// The long run over 10,000 seeds per side: `cargo test --release -p tablee-rules
/// contract_long -- --ignored` (the `long` stage of `scripts/test.sh`).
/// Called by the long run over every game (`catalogue`).
pub(crate) fn contract_long() {
    random_games(Side::A, 1, 10_000..20_000);
    random_games(Side::B, 1, 10_000..20_000);
}

#[test]
fn contract_fifteen_seats() {
    random_games(Side::A, 15, 0..40);
    random_games(Side::B, 15, 0..40);
}

proptest! {
    /// U2/U3: each cell group has an even size, so whatever was written, any roll fits somewhere
    /// while cells are free: the game never gets stuck.
    #[test]
    fn u2_u3_never_stuck(side_b: bool, picks in proptest::collection::vec(0usize..1000, 15), dice in proptest::collection::vec((1u8..=6, 1u8..=6), 15)) {
        let side = if side_b { Side::B } else { Side::A };
        let mut tile = Tile::new(side);
        for (pick, (a, b)) in picks.iter().zip(dice) {
            let options = tile.legal_placements(roll(a, b));
            prop_assert!(!options.is_empty());
            tile = tile.with(options[pick % options.len()]);
        }
        prop_assert!(tile.is_full());
    }

    /// U6: turning a square keeps its kind, shifting all numbers by one keeps it too, and reading
    /// it the other way round only turns a straight into a mix.
    #[test]
    fn u6_classify_respects_the_squares_symmetries(v in proptest::array::uniform4(1u8..=6), turn in 0usize..4) {
        let k = kind(v);
        prop_assert!([0, 1, 2, 3, 4, 5, 6].contains(&k.points()));
        let turned: [u8; 4] = std::array::from_fn(|i| v[(i + turn) % 4]);
        prop_assert_eq!(kind(turned), k);
        if v.iter().all(|&x| x < 6) {
            prop_assert_eq!(kind(v.map(|x| x + 1)), k);
        }
        let mirrored = [v[1], v[0], v[3], v[2]];
        let expected = if k == SquareKind::Straight { SquareKind::Mix } else { k };
        let mirrored_kind = kind(mirrored);
        prop_assert!(mirrored_kind == expected || (k == SquareKind::Mix && mirrored_kind == SquareKind::Straight));
    }
}

// ---------------------------------------------------------------- bots

#[test]
fn bots_play_only_legal_actions_and_only_when_due() {
    for level in BotLevel::ALL {
        for side in Side::ALL {
            let games = play_with_bots::<Tuefteln>(&Options { side }, &[level, level], 900, 2, 100);
            assert_eq!(games.outcomes.len(), 2);
        }
        let mut bot = Tuefteln::bot(level, 1);
        let mut game = new_game(Side::A, 2, 1);
        let action = bot.act(Seat(0), &game.view(Seat(0))).expect("an action");
        assert!(game.is_legal(Seat(0), &action));
        game.play(Seat(0), action, Millis(0)).unwrap();
        assert_eq!(
            bot.act(Seat(0), &game.view(Seat(0))),
            None,
            "already placed"
        );
    }
}

fn mean_solo(level: BotLevel, side: Side, games: usize) -> f64 {
    let played = play_with_bots::<Tuefteln>(&Options { side }, &[level], 10_000, games, 100);
    played
        .outcomes
        .iter()
        .map(|o| f64::from(o.scores.values()[0]))
        .sum::<f64>()
        / games as f64
}

#[test]
fn normal_beats_easy_and_strong_keeps_up_with_normal() {
    let games = if cfg!(debug_assertions) { 30 } else { 200 };
    for side in Side::ALL {
        let easy = mean_solo(BotLevel::Easy, side, games);
        let normal = mean_solo(BotLevel::Normal, side, games);
        let strong = mean_solo(BotLevel::Strong, side, games);
        assert!(
            normal > easy + 3.0,
            "{side:?}: normal {normal} vs easy {easy}"
        );
        assert!(
            strong >= normal,
            "{side:?}: strong {strong} vs normal {normal}"
        );
    }
}

/// Measures the bots: `cargo test --release -p tablee-rules -- --ignored --nocapture`.
#[test]
#[ignore = "slow; a measurement, run in release"]
fn measure_bot_levels() {
    for side in Side::ALL {
        for level in BotLevel::ALL {
            let played = play_with_bots::<Tuefteln>(&Options { side }, &[level], 50_000, 1000, 100);
            let scores: Vec<f64> = played
                .outcomes
                .iter()
                .map(|o| f64::from(o.scores.values()[0]))
                .collect();
            let mean = scores.iter().sum::<f64>() / scores.len() as f64;
            let slowest = played
                .decision_times
                .iter()
                .max()
                .copied()
                .unwrap_or_default();
            let bonus = played.outcomes.len();
            println!("side {side:?} {level:?}: mean {mean:.2} over {bonus} games, slowest decision {slowest:?}");
        }
    }
}

/// Tries judgement knobs for the greedy bot: `cargo test --release -p tablee-rules tune -- --ignored --nocapture`.
#[test]
#[ignore = "slow; tuning aid, run in release"]
fn tune_judge_params() {
    use super::eval::{Judge, Params};
    let knobs = [
        (0.3f32, 1.0f32),
        (0.4, 1.0),
        (0.5, 1.0),
        (0.6, 1.0),
        (1.0, 0.7),
        (1.5, 0.6),
        (2.0, 0.5),
        (3.0, 0.3),
    ];
    let bonuses = [0.6f32, 0.9, 1.2];
    for side in Side::ALL {
        for &(flex, power) in &knobs {
            for &bonus in &bonuses {
                let judge = Judge::new(Params { flex, power, bonus });
                let mut total = 0i64;
                let games = 1500u64;
                for seed in 0..games {
                    let mut game = new_game(side, 1, 77_000 + seed);
                    while !game.is_finished() {
                        let horizon = usize::from(Tuefteln::ROUNDS - game.round());
                        let p = super::bots::best_greedy(
                            &judge,
                            None::<&super::model::Model>,
                            game.tile(Seat(0)),
                            game.roll(),
                            horizon,
                        )
                        .unwrap();
                        game.play(Seat(0), Action::Place(p), Millis(0)).unwrap();
                    }
                    total += i64::from(game.tile(Seat(0)).score().total);
                }
                println!(
                    "{side:?} flex {flex} power {power} bonus {bonus}: {:.2}",
                    total as f64 / games as f64
                );
            }
        }
    }
}
