//! Tests for TWEAK, named after the rulings (T1-T18) they check.

use super::card::VALUES;
use super::round::Round;
use super::strong::sample_deal;
use super::sums::{can_make, concrete, sum_shapes, table_combinations, value_counts};
use super::*;
use crate::contract::{check_random_game, play_with_bots};
use crate::{BotLevel, Bots, Deck, Game, GameRng, Millis, PerSeat, Seat, SetupError, Status};
use proptest::prelude::*;
use std::collections::BTreeSet;

const T: Millis = Millis(0);

/// The `copy`-th (0 or 1) number card of `value` in `colour`.
fn nth(colour: Colour, value: u8, copy: u8) -> CardId {
    let k = VALUES
        .iter()
        .enumerate()
        .filter(|(_, &v)| v == value)
        .nth(usize::from(copy))
        .expect("such a card")
        .0;
    CardId::number(colour, k as u8)
}

/// The first number card of `value` in `colour`.
fn card(colour: Colour, value: u8) -> CardId {
    nth(colour, value, 0)
}

/// A purple card whose back shows `target`; tests keep purple for the deck.
fn purple_back(target: u8, skip: usize) -> CardId {
    CardId::of_colour(Colour::Purple)
        .filter(|c| c.back() == target)
        .nth(skip)
        .expect("a purple card with that back")
}

fn new_game(seats: usize, seed: u64) -> Tweak {
    Tweak::new(&Options::default(), seats, seed).expect("setup")
}

/// A game whose round holds exactly these hands, table and deck (last card on top), with seat 0
/// on turn, empty piles, no \[T!\] owned and the \[T!\] stack in id order (the Bomb on top).
fn staged(hands: &[&[CardId]], table: &[CardId], deck: &[CardId]) -> Tweak {
    let mut game = new_game(hands.len(), 1);
    let r = game.round_mut();
    r.colours = Colour::ALL.to_vec();
    r.hands = PerSeat::new(hands.len(), |s| hands[s.index()].to_vec());
    r.table = table.to_vec();
    r.deck = Deck::new(deck.to_vec());
    r.piles = PerSeat::new(hands.len(), |_| Vec::new());
    r.owned = PerSeat::new(hands.len(), |_| Vec::new());
    r.stack = CardId::actions().collect();
    r.turn = Seat(0);
    r.dealer = Seat(hands.len() as u8 - 1);
    r.events.clear();
    game
}

/// Moves a \[T!\] card of `kind` from the stack to `seat`'s face-up cards.
fn give(game: &mut Tweak, seat: Seat, kind: ActionKind) -> CardId {
    let r = game.round_mut();
    let i = r
        .stack
        .iter()
        .position(|c| c.action_kind() == Some(kind))
        .expect("left in the stack");
    let c = r.stack.remove(i);
    r.owned[seat].push(c);
    c
}

fn round(game: &Tweak) -> &Round {
    game.round()
}

// ---------------------------------------------------------------- cards (T1, T2, T17)

#[test]
fn t1_54_number_cards_and_10_action_cards() {
    let numbers: Vec<NumberCard> = CardId::all().filter_map(|c| c.number_card()).collect();
    assert_eq!(numbers.len(), 54);
    for colour in Colour::ALL {
        let mut values: Vec<u8> = numbers
            .iter()
            .filter(|n| n.colour == colour)
            .map(|n| n.value)
            .collect();
        values.sort_unstable();
        assert_eq!(values, vec![1, 1, 2, 2, 3, 3, 4, 5, 6], "{colour:?}");
    }
    for kind in ActionKind::ALL {
        let n = CardId::all()
            .filter(|c| c.action_kind() == Some(kind))
            .count();
        assert_eq!(n, usize::from(kind.copies()), "{kind:?}");
    }
    let copies: Vec<u8> = ActionKind::ALL.iter().map(|k| k.copies()).collect();
    assert_eq!(copies, vec![4, 3, 2, 1]);
    assert_eq!(CardId::actions().count(), 10);
}

#[test]
fn t2_backs_follow_seven_plus_colour_plus_index_mod_four() {
    for colour in Colour::ALL {
        for k in 0..9u8 {
            let back = CardId::number(colour, k).back();
            assert_eq!(back, 7 + (colour.index() + k) % 4);
            assert!((7..=10).contains(&back));
        }
    }
    assert_eq!(CardId::number(Colour::Red, 0).back(), 7);
    assert_eq!(CardId::number(Colour::Red, 3).back(), 10);
    assert_eq!(CardId::number(Colour::Orange, 3).back(), 7);
    assert_eq!(CardId::number(Colour::Purple, 8).back(), 8);
    assert_eq!(Colour::Blue.index(), 4);
}

#[test]
fn t17_points_per_card() {
    assert_eq!(card(Colour::Green, 1).points(), 1);
    assert_eq!(card(Colour::Green, 6).points(), 1);
    assert_eq!(card(Colour::Red, 1).points(), 3);
    assert_eq!(card(Colour::Red, 6).points(), 3);
    assert_eq!(card(Colour::Blue, 5).points(), 4);
    assert_eq!(card(Colour::Red, 5).points(), 5);
    for c in CardId::actions() {
        assert_eq!(c.points(), 2);
    }
    // A whole colour: red 8 * 3 + 5; another colour 8 * 1 + 4.
    let red: i32 = CardId::of_colour(Colour::Red).map(|c| c.points()).sum();
    let blue: i32 = CardId::of_colour(Colour::Blue).map(|c| c.points()).sum();
    assert_eq!((red, blue), (29, 12));
    let score = RoundScore::of(&[
        card(Colour::Red, 5),
        card(Colour::Red, 2),
        card(Colour::Blue, 5),
        card(Colour::Blue, 2),
        CardId(54),
    ]);
    assert_eq!(
        (
            score.red_five,
            score.red,
            score.fives,
            score.plain,
            score.actions,
            score.points
        ),
        (true, 1, 1, 1, 1, 5 + 3 + 4 + 1 + 2)
    );
}

#[test]
fn lower_ids_of_one_value_are_worth_at_least_as_much() {
    for a in CardId::all().filter(|c| c.number_card().is_some()) {
        for b in CardId::all().filter(|c| c.number_card().is_some()) {
            if a.value() == b.value() && a < b {
                assert!(a.points() >= b.points(), "{a:?} {b:?}");
            }
        }
    }
}

// ---------------------------------------------------------------- setup (T3, T4, T5)

#[test]
fn t3_colours_by_player_count_with_red_always_in() {
    for (seats, colours, cards) in [(2, 4, 36), (3, 4, 36), (4, 5, 45), (5, 6, 54), (6, 6, 54)] {
        for seed in 0..20 {
            let game = new_game(seats, seed);
            assert_eq!(game.colours().len(), colours, "{seats} players");
            assert!(game.colours().contains(&Colour::Red));
            let in_play = CardId::all()
                .filter(|c| c.number_card().is_some())
                .filter(|&c| game.place_of(c) != Place::OutOfPlay)
                .count();
            assert_eq!(in_play, cards);
        }
    }
}

#[test]
fn t3_colour_count_option_from_3_to_6() {
    for (chosen, expected) in [(3, 3), (4, 4), (5, 5), (6, 6), (1, 3), (9, 6)] {
        let options = Options {
            colours: Some(chosen),
        };
        let game = Tweak::new(&options, 6, 3).unwrap();
        assert_eq!(game.colours().len(), expected);
        assert!(game.colours().contains(&Colour::Red));
    }
}

#[test]
fn t3_other_colours_are_random_per_round() {
    let sets: BTreeSet<Vec<Colour>> = (0..30)
        .map(|seed| new_game(2, seed).colours().to_vec())
        .collect();
    assert!(sets.len() > 3, "the other colours vary: {sets:?}");
    // And they are drawn again for each round.
    let mut per_round = BTreeSet::new();
    let mut game = new_game(2, 5);
    let mut bots = [
        Tweak::bot(BotLevel::Normal, 1),
        Tweak::bot(BotLevel::Normal, 2),
    ];
    while let Status::Acting(acting) = game.status() {
        per_round.insert((game.round_number(), game.colours().to_vec()));
        let seat = acting[0];
        let action = bots[seat.index()].act(seat, &game.view(seat)).unwrap();
        game.play(seat, action, T).unwrap();
    }
    let rounds = per_round.len();
    let sets: BTreeSet<Vec<Colour>> = per_round.into_iter().map(|(_, c)| c).collect();
    assert!(rounds >= 2 && sets.len() >= 2, "{rounds} rounds, {sets:?}");
}

#[test]
fn t4_random_first_dealer_and_the_seat_after_plays_first() {
    let dealers: BTreeSet<Seat> = (0..40)
        .map(|seed| round(&new_game(4, seed)).dealer)
        .collect();
    assert_eq!(dealers.len(), 4);
    for seed in 0..20 {
        let game = new_game(4, seed);
        assert_eq!(game.acting(), vec![round(&game).dealer.next(4)]);
    }
}

#[test]
fn t4_next_round_is_dealt_by_the_next_seat() {
    let mut game = staged(
        &[&[card(Colour::Red, 1)], &[]],
        &[card(Colour::Blue, 6)],
        &[],
    );
    game.round_mut().dealer = Seat(1);
    game.play(
        Seat(0),
        Action::PlaceCard {
            card: card(Colour::Red, 1),
        },
        T,
    )
    .unwrap();
    assert_eq!(game.round_number(), 2);
    assert_eq!(round(&game).dealer, Seat(0));
    assert_eq!(game.acting(), vec![Seat(1)]);
}

#[test]
fn t5_deal_three_each_two_on_the_table_the_rest_is_the_deck() {
    for seats in 2..=6 {
        let game = new_game(seats, 11);
        let r = round(&game);
        for seat in r.hands.seats() {
            assert_eq!(r.hands[seat].len(), 3);
        }
        assert_eq!(r.table.len(), 2);
        let in_play = game.colours().len() * 9;
        assert_eq!(r.deck.len(), in_play - 3 * seats - 2);
        assert_eq!(r.target(), r.deck.top().unwrap().back());
        assert_eq!(r.stack.len(), 10);
        let view = game.view(Seat(0));
        assert_eq!(view.target, r.deck.top().unwrap().back());
    }
}

// ---------------------------------------------------------------- [T!] cards (T6-T10)

#[test]
fn t6_two_action_cards_in_one_turn_are_refused() {
    let top = purple_back(8, 0);
    let mut game = staged(
        &[
            &[card(Colour::Red, 1), card(Colour::Red, 2)],
            &[card(Colour::Blue, 1)],
        ],
        &[card(Colour::Green, 6)],
        &[purple_back(9, 0), top],
    );
    give(&mut game, Seat(0), ActionKind::Joker);
    give(&mut game, Seat(0), ActionKind::Shifter);
    game.play(Seat(0), Action::PlayJoker { delta: 1 }, T)
        .unwrap();
    assert_eq!(
        game.play(Seat(0), Action::PlayShifter, T),
        Err(TweakError::SecondActionCard)
    );
    assert!(!game
        .legal_actions(Seat(0))
        .iter()
        .any(|a| a.action_kind().is_some()));
}

#[test]
fn t6_no_action_card_with_an_empty_hand() {
    let mut game = staged(&[&[], &[card(Colour::Blue, 1)]], &[], &[]);
    give(&mut game, Seat(0), ActionKind::Bomb);
    assert_eq!(
        game.check(Seat(0), &Action::PlayBomb),
        Err(TweakError::NoCardsInHand)
    );
}

#[test]
fn t6_action_card_needs_one_owned_and_comes_before_the_sum() {
    let mut game = staged(
        &[&[card(Colour::Red, 1)], &[card(Colour::Blue, 1)]],
        &[card(Colour::Green, 6)],
        &[purple_back(7, 0)],
    );
    assert_eq!(
        game.check(Seat(0), &Action::PlayBomb),
        Err(TweakError::NoSuchActionCard(ActionKind::Bomb))
    );
    // A sum ends the turn: no [T!] card can follow it in the same turn.
    give(&mut game, Seat(0), ActionKind::Bomb);
    game.play(
        Seat(0),
        Action::MakeSum {
            hand: card(Colour::Red, 1),
            table: vec![card(Colour::Green, 6)],
        },
        T,
    )
    .unwrap();
    assert_eq!(
        game.check(Seat(0), &Action::PlayBomb),
        Err(TweakError::NotYourTurn)
    );
}

#[test]
fn t6_t12_action_card_won_this_turn_is_playable_from_the_next_turn() {
    let deck = vec![
        purple_back(8, 0),
        purple_back(9, 0),
        purple_back(10, 0),
        purple_back(8, 1),
        purple_back(7, 0),
    ];
    let mut game = staged(
        &[
            &[card(Colour::Red, 1), card(Colour::Red, 2)],
            &[card(Colour::Blue, 1), card(Colour::Blue, 2)],
        ],
        &[card(Colour::Green, 6)],
        &deck,
    );
    // Red 1 + green 6 = 7 takes the whole table: a TWEAK wins the top [T!] card, the Bomb.
    game.play(
        Seat(0),
        Action::MakeSum {
            hand: card(Colour::Red, 1),
            table: vec![card(Colour::Green, 6)],
        },
        T,
    )
    .unwrap();
    assert_eq!(round(&game).owned[Seat(0)], vec![CardId(63)]);
    assert_eq!(game.acting(), vec![Seat(1)]);
    let blue = round(&game).hands[Seat(1)][0];
    game.play(Seat(1), Action::PlaceCard { card: blue }, T)
        .unwrap();
    assert!(game.is_legal(Seat(0), &Action::PlayBomb));
    assert!(game.legal_actions(Seat(0)).contains(&Action::PlayBomb));
}

#[test]
fn t7_thief_moves_a_random_card_of_an_opponent_to_the_table() {
    let victim_hand = [
        card(Colour::Blue, 1),
        card(Colour::Blue, 2),
        card(Colour::Blue, 3),
    ];
    let mut stolen = BTreeSet::new();
    for seed in 0..30 {
        let mut game = staged(
            &[&[card(Colour::Red, 1)], &victim_hand, &[]],
            &[card(Colour::Green, 6)],
            &[purple_back(8, 0)],
        );
        game.rng_reseed(seed);
        give(&mut game, Seat(0), ActionKind::Thief);
        assert_eq!(
            game.check(Seat(0), &Action::PlayThief { victim: Seat(0) }),
            Err(TweakError::ThiefVictimIsYou)
        );
        assert_eq!(
            game.check(Seat(0), &Action::PlayThief { victim: Seat(2) }),
            Err(TweakError::ThiefVictimHasNoCards(Seat(2)))
        );
        let legal = game.legal_actions(Seat(0));
        assert!(legal.contains(&Action::PlayThief { victim: Seat(1) }));
        assert!(!legal.contains(&Action::PlayThief { victim: Seat(2) }));
        game.play(Seat(0), Action::PlayThief { victim: Seat(1) }, T)
            .unwrap();
        let r = round(&game);
        assert_eq!(r.hands[Seat(1)].len(), 2);
        assert_eq!(r.table.len(), 2);
        let card = r.table[1];
        assert!(victim_hand.contains(&card));
        stolen.insert(card);
        // The used Thief goes to the player's pile (T17) and the turn goes on.
        assert_eq!(r.piles[Seat(0)], vec![CardId(54)]);
        assert_eq!(game.acting(), vec![Seat(0)]);
    }
    assert_eq!(stolen.len(), 3, "the stolen card is random");
}

#[test]
fn t8_joker_changes_the_target_for_this_turn_only() {
    let mut game = staged(
        &[
            &[card(Colour::Red, 2), card(Colour::Red, 3)],
            &[card(Colour::Blue, 1)],
        ],
        &[card(Colour::Green, 6), card(Colour::Green, 4)],
        &[purple_back(9, 0), purple_back(8, 0)],
    );
    give(&mut game, Seat(0), ActionKind::Joker);
    assert_eq!(
        game.check(Seat(0), &Action::PlayJoker { delta: 2 }),
        Err(TweakError::JokerDelta(2))
    );
    let sum = Action::MakeSum {
        hand: card(Colour::Red, 3),
        table: vec![card(Colour::Green, 6)],
    };
    assert_eq!(
        game.check(Seat(0), &sum),
        Err(TweakError::WrongTotal { got: 9, target: 8 })
    );
    game.play(Seat(0), Action::PlayJoker { delta: 1 }, T)
        .unwrap();
    assert_eq!(game.view(Seat(0)).target_now(), 9);
    assert_eq!(game.view(Seat(1)).joker, 1);
    game.play(Seat(0), sum, T).unwrap();
    // Next turn: the Joker is over; the refill emptied the deck, so the target is 7 (T15).
    assert_eq!(round(&game).joker, 0);
    assert_eq!(game.view(Seat(1)).target_now(), 7);
}

#[test]
fn t9_shifter_moves_the_deck_top_to_the_table() {
    let top = purple_back(8, 0);
    let next = purple_back(10, 0);
    let mut game = staged(
        &[&[card(Colour::Red, 1)], &[card(Colour::Blue, 1)]],
        &[card(Colour::Green, 6)],
        &[next, top],
    );
    give(&mut game, Seat(0), ActionKind::Shifter);
    assert_eq!(game.view(Seat(0)).target, 8);
    game.play(Seat(0), Action::PlayShifter, T).unwrap();
    assert_eq!(round(&game).table, vec![card(Colour::Green, 6), top]);
    assert_eq!(game.view(Seat(0)).target, 10);
}

#[test]
fn t9_shifter_refused_on_an_empty_deck_and_target_becomes_seven() {
    let top = purple_back(10, 0);
    let mut game = staged(
        &[&[card(Colour::Red, 1)], &[card(Colour::Blue, 1)]],
        &[card(Colour::Green, 6)],
        &[top],
    );
    give(&mut game, Seat(0), ActionKind::Shifter);
    give(&mut game, Seat(0), ActionKind::Shifter);
    game.play(Seat(0), Action::PlayShifter, T).unwrap();
    assert_eq!(game.view(Seat(0)).target, 7, "T15: the blue 7");
    let mut game2 = staged(
        &[&[card(Colour::Red, 1)], &[card(Colour::Blue, 1)]],
        &[card(Colour::Green, 6)],
        &[],
    );
    give(&mut game2, Seat(0), ActionKind::Shifter);
    assert_eq!(
        game2.check(Seat(0), &Action::PlayShifter),
        Err(TweakError::ShifterOnEmptyDeck)
    );
    assert!(!game2.legal_actions(Seat(0)).contains(&Action::PlayShifter));
}

#[test]
fn t10_bomb_makes_every_other_player_with_a_card_put_one_down() {
    let mut game = staged(
        &[
            &[card(Colour::Red, 1)],
            &[card(Colour::Blue, 1), card(Colour::Blue, 2)],
            &[],
            &[card(Colour::Green, 3)],
        ],
        &[card(Colour::Green, 6)],
        &[purple_back(8, 0), purple_back(9, 0)],
    );
    give(&mut game, Seat(0), ActionKind::Bomb);
    game.play(Seat(0), Action::PlayBomb, T).unwrap();
    assert_eq!(game.status(), Status::Acting(vec![Seat(1), Seat(3)]));
    assert_eq!(
        game.check(
            Seat(0),
            &Action::PlaceCard {
                card: card(Colour::Red, 1)
            }
        ),
        Err(TweakError::WaitingForBomb)
    );
    assert_eq!(
        game.check(
            Seat(2),
            &Action::BombDiscard {
                card: card(Colour::Green, 3)
            }
        ),
        Err(TweakError::NotABombVictim)
    );
    assert_eq!(
        game.legal_actions(Seat(1)),
        vec![
            Action::BombDiscard {
                card: card(Colour::Blue, 1)
            },
            Action::BombDiscard {
                card: card(Colour::Blue, 2)
            },
        ]
    );
    game.play(
        Seat(3),
        Action::BombDiscard {
            card: card(Colour::Green, 3),
        },
        T,
    )
    .unwrap();
    assert_eq!(game.status(), Status::Acting(vec![Seat(1)]));
    game.play(
        Seat(1),
        Action::BombDiscard {
            card: card(Colour::Blue, 2),
        },
        T,
    )
    .unwrap();
    // The bomber goes on with the cards on the table.
    assert_eq!(game.status(), Status::Acting(vec![Seat(0)]));
    assert_eq!(
        round(&game).table,
        vec![
            card(Colour::Green, 6),
            card(Colour::Green, 3),
            card(Colour::Blue, 2)
        ]
    );
    assert_eq!(
        game.check(
            Seat(1),
            &Action::BombDiscard {
                card: card(Colour::Blue, 1)
            }
        ),
        Err(TweakError::NoBombPending)
    );
}

// ---------------------------------------------------------------- sums (T11-T13)

#[test]
fn t11_a_sum_is_one_hand_card_and_at_least_one_table_card() {
    let hand = [card(Colour::Red, 3), card(Colour::Red, 4)];
    let table = [card(Colour::Green, 1), card(Colour::Green, 3)];
    // Target 7.
    let game = staged(
        &[&hand, &[card(Colour::Blue, 1)]],
        &table,
        &[purple_back(7, 0)],
    );
    let check =
        |hand: CardId, table: Vec<CardId>| game.check(Seat(0), &Action::MakeSum { hand, table });
    assert_eq!(
        check(card(Colour::Red, 3), vec![]),
        Err(TweakError::SumNeedsTableCard)
    );
    assert_eq!(
        check(card(Colour::Red, 3), vec![card(Colour::Red, 4)]),
        Err(TweakError::SumMustUseOneHandCard(card(Colour::Red, 4)))
    );
    assert_eq!(
        check(card(Colour::Green, 3), vec![card(Colour::Green, 1)]),
        Err(TweakError::NotInHand(card(Colour::Green, 3)))
    );
    assert_eq!(
        check(card(Colour::Red, 3), vec![card(Colour::Blue, 1)]),
        Err(TweakError::NotOnTable(card(Colour::Blue, 1)))
    );
    assert_eq!(
        check(
            card(Colour::Red, 3),
            vec![card(Colour::Green, 3), card(Colour::Green, 3)]
        ),
        Err(TweakError::DuplicateCard(card(Colour::Green, 3)))
    );
    assert_eq!(
        check(card(Colour::Red, 3), vec![card(Colour::Green, 1)]),
        Err(TweakError::WrongTotal { got: 4, target: 7 })
    );
    assert_eq!(
        check(card(Colour::Red, 4), vec![card(Colour::Green, 3)]),
        Ok(())
    );
    assert_eq!(
        check(
            card(Colour::Red, 3),
            vec![card(Colour::Green, 1), card(Colour::Green, 3)]
        ),
        Ok(())
    );
}

#[test]
fn t11_won_cards_go_to_the_pile_and_one_sum_ends_the_turn() {
    let mut game = staged(
        &[
            &[card(Colour::Red, 4), card(Colour::Red, 1)],
            &[card(Colour::Blue, 1)],
        ],
        &[card(Colour::Green, 3), card(Colour::Green, 2)],
        &[purple_back(8, 0), purple_back(9, 0), purple_back(7, 0)],
    );
    game.play(
        Seat(0),
        Action::MakeSum {
            hand: card(Colour::Red, 4),
            table: vec![card(Colour::Green, 3)],
        },
        T,
    )
    .unwrap();
    let r = round(&game);
    assert_eq!(
        r.piles[Seat(0)],
        vec![card(Colour::Red, 4), card(Colour::Green, 3)]
    );
    assert_eq!(r.table, vec![card(Colour::Green, 2)]);
    assert_eq!(game.acting(), vec![Seat(1)], "one sum per turn");
    assert_eq!(game.round_scores()[Seat(0)].points, 4);
}

#[test]
fn t11_nothing_forces_a_sum_t13_placing_ends_the_turn() {
    let mut game = staged(
        &[&[card(Colour::Red, 1)], &[card(Colour::Blue, 1)]],
        &[card(Colour::Green, 6)],
        &[purple_back(8, 0), purple_back(7, 0)],
    );
    let legal = game.legal_actions(Seat(0));
    assert!(legal.contains(&Action::MakeSum {
        hand: card(Colour::Red, 1),
        table: vec![card(Colour::Green, 6)]
    }));
    assert!(legal.contains(&Action::PlaceCard {
        card: card(Colour::Red, 1)
    }));
    game.play(
        Seat(0),
        Action::PlaceCard {
            card: card(Colour::Red, 1),
        },
        T,
    )
    .unwrap();
    assert_eq!(
        round(&game).table,
        vec![card(Colour::Green, 6), card(Colour::Red, 1)]
    );
    assert_eq!(game.acting(), vec![Seat(1)]);
}

#[test]
fn t12_tweak_wins_the_top_action_card_if_any_is_left() {
    let mut game = staged(
        &[
            &[card(Colour::Red, 1), card(Colour::Red, 2)],
            &[card(Colour::Blue, 1)],
        ],
        &[card(Colour::Green, 2), card(Colour::Green, 4)],
        &[purple_back(8, 0), purple_back(9, 0), purple_back(7, 0)],
    );
    game.play(
        Seat(0),
        Action::MakeSum {
            hand: card(Colour::Red, 1),
            table: vec![card(Colour::Green, 2), card(Colour::Green, 4)],
        },
        T,
    )
    .unwrap();
    assert_eq!(round(&game).owned[Seat(0)], vec![CardId(63)]);
    assert_eq!(round(&game).stack.len(), 9);
    assert!(matches!(
        round(&game).events[0],
        Event::Sum {
            tweak: Some(CardId(63)),
            ..
        }
    ));

    let mut empty = staged(
        &[&[card(Colour::Red, 1)], &[card(Colour::Blue, 1)]],
        &[card(Colour::Green, 6)],
        &[purple_back(8, 0), purple_back(7, 0)],
    );
    empty.round_mut().stack.clear();
    empty
        .play(
            Seat(0),
            Action::MakeSum {
                hand: card(Colour::Red, 1),
                table: vec![card(Colour::Green, 6)],
            },
            T,
        )
        .unwrap();
    assert!(round(&empty).owned[Seat(0)].is_empty());
    assert!(round(&empty)
        .events
        .contains(&Event::TweakWithoutCard { seat: Seat(0) }));
}

// ---------------------------------------------------------------- refills and the end (T14-T16)

#[test]
fn t14_the_hand_refills_before_the_table() {
    let (d0, d1, d2) = (purple_back(8, 0), purple_back(9, 0), purple_back(7, 0));
    let mut game = staged(
        &[
            &[card(Colour::Red, 1), card(Colour::Red, 2)],
            &[card(Colour::Blue, 1)],
        ],
        &[card(Colour::Green, 6)],
        &[d0, d1, d2],
    );
    // A TWEAK empties the table; the hand needs 2 of the 3 deck cards, the table gets the last.
    game.play(
        Seat(0),
        Action::MakeSum {
            hand: card(Colour::Red, 1),
            table: vec![card(Colour::Green, 6)],
        },
        T,
    )
    .unwrap();
    let r = round(&game);
    assert_eq!(r.hands[Seat(0)], vec![card(Colour::Red, 2), d2, d1]);
    assert_eq!(r.table, vec![d0]);
    assert!(r.deck.is_empty());
}

#[test]
fn t14_the_table_gets_two_cards_when_it_is_empty() {
    let deck = [
        purple_back(8, 0),
        purple_back(9, 0),
        purple_back(10, 0),
        purple_back(7, 0),
    ];
    let mut game = staged(
        &[
            &[
                card(Colour::Red, 1),
                card(Colour::Red, 2),
                card(Colour::Red, 3),
            ],
            &[card(Colour::Blue, 1)],
        ],
        &[card(Colour::Green, 6)],
        &deck,
    );
    game.play(
        Seat(0),
        Action::MakeSum {
            hand: card(Colour::Red, 1),
            table: vec![card(Colour::Green, 6)],
        },
        T,
    )
    .unwrap();
    let r = round(&game);
    assert_eq!(r.hands[Seat(0)].len(), 3);
    assert_eq!(r.table, vec![deck[2], deck[1]]);
    assert_eq!(r.deck.len(), 1);
}

#[test]
fn t14_hand_emptied_by_thief_skips_its_turn_but_refills_first() {
    let deck: Vec<CardId> = CardId::of_colour(Colour::Purple).collect();
    let mut game = staged(
        &[
            &[
                card(Colour::Red, 1),
                card(Colour::Red, 2),
                card(Colour::Red, 3),
            ],
            &[card(Colour::Blue, 1)],
        ],
        &[card(Colour::Green, 6)],
        &deck,
    );
    give(&mut game, Seat(0), ActionKind::Thief);
    game.play(Seat(0), Action::PlayThief { victim: Seat(1) }, T)
        .unwrap();
    assert!(round(&game).hands[Seat(1)].is_empty());
    let place = Action::PlaceCard {
        card: card(Colour::Red, 3),
    };
    game.play(Seat(0), place, T).unwrap();
    // Seat 1's turn came: it drew 3 and passed; seat 0 plays again.
    let r = round(&game);
    assert_eq!(r.hands[Seat(1)].len(), 3, "refilled before passing");
    assert_eq!(game.acting(), vec![Seat(0)], "the turn was skipped");
    assert_eq!(
        r.events.last(),
        Some(&Event::Skipped {
            seat: Seat(1),
            drew: 3
        })
    );
    // The refill happened at the skipped turn, after seat 0's own refill.
    assert_eq!(r.hands[Seat(0)].len(), 3);
    assert_eq!(r.deck.len(), 9 - 1 - 3);
}

#[test]
fn t14_hand_emptied_by_bomb_skips_its_turn_but_refills_first() {
    let deck: Vec<CardId> = CardId::of_colour(Colour::Purple).collect();
    let mut game = staged(
        &[
            &[card(Colour::Red, 1), card(Colour::Red, 2)],
            &[card(Colour::Blue, 1)],
            &[card(Colour::Yellow, 1), card(Colour::Yellow, 2)],
        ],
        &[card(Colour::Green, 6)],
        &deck,
    );
    give(&mut game, Seat(0), ActionKind::Bomb);
    game.play(Seat(0), Action::PlayBomb, T).unwrap();
    for (seat, c) in [
        (Seat(1), card(Colour::Blue, 1)),
        (Seat(2), card(Colour::Yellow, 1)),
    ] {
        game.play(seat, Action::BombDiscard { card: c }, T).unwrap();
    }
    game.play(
        Seat(0),
        Action::PlaceCard {
            card: card(Colour::Red, 2),
        },
        T,
    )
    .unwrap();
    let r = round(&game);
    assert_eq!(r.hands[Seat(1)].len(), 3, "refilled at the skipped turn");
    assert_eq!(game.acting(), vec![Seat(2)]);
    assert_eq!(
        r.hands[Seat(2)].len(),
        1,
        "seat 2 refills at its own turn's end"
    );
}

#[test]
fn t15_empty_deck_target_seven_no_refill_empty_hand_skipped() {
    let mut game = staged(
        &[
            &[card(Colour::Red, 1), card(Colour::Red, 2)],
            &[],
            &[card(Colour::Blue, 1)],
        ],
        &[card(Colour::Green, 3)],
        &[],
    );
    assert_eq!(game.view(Seat(0)).target, 7);
    game.play(
        Seat(0),
        Action::PlaceCard {
            card: card(Colour::Red, 1),
        },
        T,
    )
    .unwrap();
    let r = round(&game);
    assert_eq!(r.hands[Seat(0)], vec![card(Colour::Red, 2)], "no refill");
    assert_eq!(game.acting(), vec![Seat(2)], "empty hand skipped");
    assert!(r.events.contains(&Event::Skipped {
        seat: Seat(1),
        drew: 0
    }));
    game.play(
        Seat(2),
        Action::PlaceCard {
            card: card(Colour::Blue, 1),
        },
        T,
    )
    .unwrap();
    game.play(
        Seat(0),
        Action::MakeSum {
            hand: card(Colour::Red, 2),
            table: vec![
                card(Colour::Green, 3),
                card(Colour::Red, 1),
                card(Colour::Blue, 1),
            ],
        },
        T,
    )
    .unwrap();
    // Every hand is empty and the deck too: the round is over (T16).
    assert_eq!(game.round_number(), 2);
}

#[test]
fn t16_round_ends_when_deck_and_hands_are_empty_and_leftovers_score_for_nobody() {
    let mut game = staged(
        &[&[card(Colour::Red, 5)], &[]],
        &[card(Colour::Blue, 5)],
        &[],
    );
    game.round_mut().piles[Seat(1)] = vec![card(Colour::Green, 1), CardId(55)];
    game.round_mut().owned[Seat(1)] = vec![CardId(56)];
    game.play(
        Seat(0),
        Action::PlaceCard {
            card: card(Colour::Red, 5),
        },
        T,
    )
    .unwrap();
    let summary = game.last_round().expect("a finished round");
    assert_eq!(summary.round, 1);
    assert_eq!(
        summary.leftover,
        vec![card(Colour::Blue, 5), card(Colour::Red, 5)]
    );
    assert_eq!(summary.scores[Seat(0)].points, 0);
    // T17: a used [T!] (in the pile) and an unused one both count 2.
    assert_eq!(summary.scores[Seat(1)].points, 1 + 2 + 2);
    assert_eq!(summary.scores[Seat(1)].actions, 2);
    assert_eq!(game.totals().values(), &[0, 5]);
    assert_eq!(game.round_number(), 2);
    assert_eq!(round(&game).table.len(), 2, "the next round is dealt");
    assert!(!game.is_finished());
}

// ---------------------------------------------------------------- the match (T18)

#[test]
fn t18_thresholds_by_player_count() {
    let got: Vec<i32> = (2..=6).map(threshold).collect();
    assert_eq!(got, vec![140, 120, 100, 80, 60]);
    for seats in 2..=6 {
        assert_eq!(new_game(seats, 0).threshold(), threshold(seats));
    }
}

fn last_card_round(totals: [i32; 2], won: CardId) -> Tweak {
    let mut game = staged(
        &[&[card(Colour::Red, 1)], &[]],
        &[card(Colour::Blue, 6)],
        &[],
    );
    game.round_mut().piles[Seat(0)] = vec![won];
    *game.totals_mut() = PerSeat::new(2, |s| totals[s.index()]);
    game.play(
        Seat(0),
        Action::PlaceCard {
            card: card(Colour::Red, 1),
        },
        T,
    )
    .unwrap();
    game
}

#[test]
fn t18_the_match_ends_when_someone_reaches_the_threshold() {
    let game = last_card_round([139, 100], card(Colour::Green, 1));
    assert!(game.is_finished());
    match game.status() {
        Status::Finished(outcome) => {
            assert_eq!(outcome.winners, vec![Seat(0)]);
            assert_eq!(outcome.scores.values(), &[140, 100]);
        }
        Status::Acting(_) => panic!("should be over"),
    }
    assert!(game.legal_actions(Seat(0)).is_empty());
    assert!(game.legal_actions(Seat(1)).is_empty());
    assert_eq!(
        game.check(
            Seat(0),
            &Action::PlaceCard {
                card: card(Colour::Red, 1)
            }
        ),
        Err(TweakError::GameOver)
    );
    assert!(game.view(Seat(1)).is_finished());
}

#[test]
fn t18_below_the_threshold_another_round() {
    let game = last_card_round([100, 100], card(Colour::Green, 1));
    assert!(!game.is_finished());
    assert_eq!(game.round_number(), 2);
}

#[test]
fn t18_tied_top_plays_another_round() {
    let game = last_card_round([139, 140], card(Colour::Green, 1));
    assert_eq!(game.totals().values(), &[140, 140]);
    assert!(!game.is_finished(), "a tie at the top plays another round");
    assert_eq!(game.round_number(), 2);
    // The highest total wins even when the one who reached the threshold first is not on top.
    let game = last_card_round([139, 141], card(Colour::Red, 5));
    assert!(game.is_finished());
    assert_eq!(
        game.view(Seat(0)).outcome.clone().unwrap().winners,
        vec![Seat(0)],
        "144 beats 141"
    );
}

#[test]
fn setup_refuses_wrong_player_counts() {
    for seats in [0, 1, 7] {
        assert_eq!(
            Tweak::new(&Options::default(), seats, 0),
            Err(SetupError::PlayerCount {
                got: seats,
                min: 2,
                max: 6
            })
        );
    }
    assert_eq!(
        new_game(2, 0).check(Seat(5), &Action::PlaceCard { card: CardId(0) }),
        Err(TweakError::NoSuchSeat(Seat(5)))
    );
}

// ---------------------------------------------------------------- hidden information

#[test]
fn view_shows_own_hand_and_only_counts_of_the_others() {
    let game = new_game(4, 9);
    let r = round(&game);
    for seat in r.hands.seats() {
        let view = game.view(seat);
        assert_eq!(view.hand, r.hands[seat]);
        assert_eq!(view.hand_counts.values(), &[3, 3, 3, 3]);
        let json = serde_json::to_string(&view).unwrap();
        assert!(!json.contains("rng"));
        assert!(!json.contains("stack\":["));
        for other in r.hands.seats().filter(|&s| s != seat) {
            for c in &r.hands[other] {
                // No other hand's card appears anywhere but in a public field by chance.
                assert!(!view.hand.contains(c));
            }
        }
        assert_eq!(view.deck_count, r.deck.len());
        assert_eq!(view.table, r.table);
    }
}

#[test]
fn strong_samples_agree_with_the_view() {
    for seed in 0..20 {
        let game = new_game(3, seed);
        let view = game.view(Seat(1));
        let mut rng = GameRng::from_seed(seed);
        let world = sample_deal(&view, &mut rng);
        assert_eq!(world.hands[Seat(1)], view.hand);
        for seat in world.hands.seats() {
            assert_eq!(world.hands[seat].len(), view.hand_counts[seat]);
        }
        assert_eq!(world.deck.len(), view.deck_count);
        assert_eq!(
            world.target(),
            view.target,
            "the sampled top shows the target"
        );
        assert_eq!(world.stack.len(), 10);
        let mut all: Vec<CardId> = world.deck.cards().to_vec();
        for seat in world.hands.seats() {
            all.extend(&world.hands[seat]);
        }
        all.extend(&world.table);
        all.sort_unstable();
        let mut expected: Vec<CardId> = super::setup::number_cards(&view.colours);
        expected.sort_unstable();
        assert_eq!(all, expected);
    }
}

// ---------------------------------------------------------------- sum enumeration (T11)

/// Every distinct (hand value, table value counts) found by trying every subset.
fn brute_force(hand: &[CardId], table: &[CardId], target: i32) -> BTreeSet<SumShape> {
    let mut out = BTreeSet::new();
    for &h in hand {
        for mask in 1u32..(1 << table.len()) {
            let chosen: Vec<CardId> = (0..table.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| table[i])
                .collect();
            let total: i32 =
                i32::from(h.value()) + chosen.iter().map(|c| i32::from(c.value())).sum::<i32>();
            if total == target {
                out.insert(SumShape {
                    hand: h.value(),
                    table: value_counts(&chosen),
                });
            }
        }
    }
    out
}

proptest! {
    #[test]
    fn t11_sum_shapes_agree_with_brute_force(
        picks in proptest::collection::vec(0u8..54, 1..14),
        hand_len in 1usize..=3,
        target in 6i32..=11,
    ) {
        let mut cards: Vec<CardId> = picks.into_iter().map(CardId).collect();
        cards.sort_unstable();
        cards.dedup();
        prop_assume!(cards.len() > hand_len);
        let (hand, table) = cards.split_at(hand_len);
        let fast: BTreeSet<SumShape> = sum_shapes(hand, table, target).into_iter().collect();
        prop_assert_eq!(&fast, &brute_force(hand, table, target));
        for shape in &fast {
            let (h, t) = concrete(shape, hand, table).expect("concrete cards");
            prop_assert!(hand.contains(&h));
            prop_assert!(t.iter().all(|c| table.contains(c)));
            let got: i32 = i32::from(h.value()) + t.iter().map(|c| i32::from(c.value())).sum::<i32>();
            prop_assert_eq!(got, target);
        }
        let counts = value_counts(table);
        for wanted in -1..=12 {
            prop_assert_eq!(can_make(&counts, wanted), !table_combinations(&counts, wanted).is_empty());
        }
    }
}

#[test]
fn t11_a_25_card_table_is_enumerated_fast() {
    let table: Vec<CardId> = (0..54)
        .map(CardId)
        .filter(|c| c.0 % 2 == 0 && c.0 < 54)
        .take(25)
        .collect();
    assert_eq!(table.len(), 25);
    let hand = [
        card(Colour::Orange, 1),
        card(Colour::Orange, 2),
        card(Colour::Orange, 4),
    ];
    let started = std::time::Instant::now();
    let mut count = 0;
    for _ in 0..100 {
        count = sum_shapes(&hand, &table, 11).len();
    }
    assert!(count > 10);
    assert!(
        started.elapsed().as_millis() < 500,
        "100 enumerations took {:?}",
        started.elapsed()
    );
    // The listed sums stay few.
    let mut game = staged(
        &[&hand, &[card(Colour::Blue, 1)]],
        &table,
        &[purple_back(10, 0)],
    );
    game.round_mut().joker = 1;
    let legal = game.legal_actions(Seat(0));
    assert_eq!(legal.len(), count + 3);
}

#[test]
fn t11_is_legal_accepts_any_cards_with_the_listed_values() {
    // Two green 1s on the table: the listed sum uses one, the other works as well.
    let game = staged(
        &[&[card(Colour::Red, 6)], &[card(Colour::Blue, 1)]],
        &[
            nth(Colour::Green, 1, 0),
            nth(Colour::Green, 1, 1),
            card(Colour::Red, 1),
        ],
        &[purple_back(7, 0)],
    );
    let listed = game.legal_actions(Seat(0));
    assert!(listed.contains(&Action::MakeSum {
        hand: card(Colour::Red, 6),
        table: vec![card(Colour::Red, 1)]
    }));
    assert!(!listed.contains(&Action::MakeSum {
        hand: card(Colour::Red, 6),
        table: vec![nth(Colour::Green, 1, 1)]
    }));
    assert!(game.is_legal(
        Seat(0),
        &Action::MakeSum {
            hand: card(Colour::Red, 6),
            table: vec![nth(Colour::Green, 1, 1)]
        }
    ));
}

// ---------------------------------------------------------------- contract and invariants

/// Every card is in exactly one place; the round scores and the match totals match a recount.
fn check_invariants(game: &Tweak, running_totals: &mut Vec<i32>, last_seen: &mut u32) {
    let r = round(game);
    let mut count = [0u8; CardId::COUNT];
    let mut add = |cards: &[CardId]| {
        for c in cards {
            count[usize::from(c.0)] += 1;
        }
    };
    add(r.deck.cards());
    add(&r.table);
    add(&r.stack);
    for seat in r.hands.seats() {
        add(&r.hands[seat]);
        add(&r.piles[seat]);
        add(&r.owned[seat]);
        assert!(r.hands[seat].len() <= HAND_SIZE);
    }
    for c in CardId::all() {
        let out = c
            .number_card()
            .is_some_and(|n| !r.colours.contains(&n.colour));
        let expected = u8::from(!out);
        assert_eq!(
            count[usize::from(c.0)],
            expected,
            "{c:?} at {:?}",
            game.place_of(c)
        );
        assert_ne!(game.place_of(c), Place::Discarded);
    }
    // Independent recount of T17.
    let recount = |cards: &[CardId]| -> i32 {
        cards
            .iter()
            .map(|c| match c.card() {
                Card::Action(_) => 2,
                Card::Number(n) => match (n.colour == Colour::Red, n.value == 5) {
                    (true, true) => 5,
                    (true, false) => 3,
                    (false, true) => 4,
                    (false, false) => 1,
                },
            })
            .sum()
    };
    let scores = game.round_scores();
    for seat in r.hands.seats() {
        let mut cards = r.piles[seat].clone();
        cards.extend(&r.owned[seat]);
        assert_eq!(scores[seat].points, recount(&cards));
    }
    if let Some(summary) = game.last_round() {
        if summary.round != *last_seen {
            *last_seen = summary.round;
            for (seat, s) in summary.scores.iter() {
                assert_eq!(s.points, recount(&s.cards));
                running_totals[seat.index()] += recount(&s.cards);
            }
        }
    }
    assert_eq!(game.totals().values(), running_totals.as_slice());
    if !game.is_finished() {
        for seat in game.acting() {
            if r.bomb.is_empty() {
                assert!(!r.hands[seat].is_empty(), "the player on turn holds a card");
            }
        }
        assert!((6..=11).contains(&r.target_now()));
    }
}

fn random_matches(seats: usize, seeds: std::ops::Range<u64>, options: &Options) {
    for seed in seeds {
        let played = check_random_game::<Tweak>(options, seats, seed, 20_000);
        let mut game = Tweak::new(options, seats, seed).unwrap();
        let mut totals = vec![0; seats];
        let mut last = 0;
        check_invariants(&game, &mut totals, &mut last);
        for (seat, action, at) in &played.log {
            game.play(*seat, action.clone(), *at).unwrap();
            check_invariants(&game, &mut totals, &mut last);
        }
        assert!(game.is_finished());
        let top = *totals.iter().max().unwrap();
        assert!(top >= threshold(seats), "seed {seed}");
        assert_eq!(totals.iter().filter(|&&t| t == top).count(), 1);
        assert_eq!(played.outcome.winners.len(), 1);
    }
}

#[test]
fn contract_two_players() {
    random_matches(2, 0..60, &Options::default());
}

#[test]
fn contract_three_players() {
    random_matches(3, 0..50, &Options::default());
}

#[test]
fn contract_four_players() {
    random_matches(4, 0..40, &Options::default());
}

#[test]
fn contract_five_and_six_players() {
    random_matches(5, 0..30, &Options::default());
    random_matches(6, 0..30, &Options::default());
}

#[test]
fn contract_with_chosen_colour_counts() {
    for colours in 3..=6 {
        random_matches(
            6,
            100..105,
            &Options {
                colours: Some(colours),
            },
        );
        random_matches(
            2,
            100..105,
            &Options {
                colours: Some(colours),
            },
        );
    }
}

/// The long run: `cargo test --release -p tablee-rules contract_long -- --ignored`.
/// Called by the long run over every game (`catalogue`).
pub(crate) fn contract_long() {
    for seats in 2..=6 {
        random_matches(seats, 1000..3000, &Options::default());
    }
}

// ---------------------------------------------------------------- bots

#[test]
fn bots_play_only_legal_actions() {
    for level in [BotLevel::Easy, BotLevel::Normal] {
        for seats in [2, 3, 5] {
            let levels = vec![level; seats];
            let played = play_with_bots::<Tweak>(&Options::default(), &levels, 40, 2, 20_000);
            assert_eq!(played.outcomes.len(), 2);
        }
    }
    // Strong is slow in debug builds: one mixed match, and one of Strong alone in release.
    let mixed = [BotLevel::Easy, BotLevel::Normal, BotLevel::Strong];
    let played = play_with_bots::<Tweak>(&Options::default(), &mixed, 7, 1, 20_000);
    assert_eq!(played.outcomes.len(), 1);
    if !cfg!(debug_assertions) {
        let strong = [BotLevel::Strong; 4];
        let played = play_with_bots::<Tweak>(&Options::default(), &strong, 8, 1, 20_000);
        assert_eq!(played.outcomes.len(), 1);
    }
}

#[test]
fn bots_answer_only_for_their_own_seat_and_bomb_victims_discard() {
    let mut game = staged(
        &[
            &[card(Colour::Red, 1)],
            &[card(Colour::Blue, 1), card(Colour::Red, 5)],
        ],
        &[card(Colour::Green, 6)],
        &[purple_back(8, 0), purple_back(9, 0)],
    );
    give(&mut game, Seat(0), ActionKind::Bomb);
    game.play(Seat(0), Action::PlayBomb, T).unwrap();
    for level in BotLevel::ALL {
        let mut bot = Tweak::bot(level, 3);
        assert_eq!(bot.act(Seat(0), &game.view(Seat(0))), None);
        let action = bot.act(Seat(1), &game.view(Seat(1))).expect("a discard");
        assert!(game.is_legal(Seat(1), &action));
        if level == BotLevel::Normal {
            assert_eq!(
                action,
                Action::BombDiscard {
                    card: card(Colour::Blue, 1)
                },
                "keeps the red 5"
            );
        }
    }
}

#[test]
fn normal_bot_takes_the_most_points_and_prefers_a_tweak() {
    // Target 7: blue 3 + green 4 (2 points) or red 1 + red 6 (6 points) or the TWEAK?
    let game = staged(
        &[
            &[card(Colour::Red, 1), card(Colour::Blue, 3)],
            &[card(Colour::Blue, 1)],
        ],
        &[card(Colour::Red, 6), card(Colour::Green, 4)],
        &[purple_back(8, 0), purple_back(7, 0)],
    );
    let mut bot = Tweak::bot(BotLevel::Normal, 0);
    assert_eq!(
        bot.act(Seat(0), &game.view(Seat(0))),
        Some(Action::MakeSum {
            hand: card(Colour::Red, 1),
            table: vec![card(Colour::Red, 6)]
        })
    );
    let tweak = staged(
        &[&[card(Colour::Blue, 2)], &[card(Colour::Blue, 1)]],
        &[card(Colour::Green, 1), card(Colour::Green, 4)],
        &[purple_back(8, 0), purple_back(7, 0)],
    );
    assert_eq!(
        bot.act(Seat(0), &tweak.view(Seat(0))),
        Some(Action::MakeSum {
            hand: card(Colour::Blue, 2),
            table: vec![card(Colour::Green, 1), card(Colour::Green, 4)]
        })
    );
}

/// Decision-time statistics: mean, 99th percentile, slowest.
type Times = (
    std::time::Duration,
    std::time::Duration,
    std::time::Duration,
);

fn time_stats(mut times: Vec<std::time::Duration>) -> Times {
    times.sort_unstable();
    let n = times.len().max(1);
    let mean = times.iter().sum::<std::time::Duration>() / n as u32;
    let p99 = times.get(n * 99 / 100).copied().unwrap_or_default();
    let slowest = times.last().copied().unwrap_or_default();
    (mean, p99, slowest)
}

/// The share of matches won by `levels[0]` against `levels[1]`, each level playing both seats so
/// that neither gains from the seat order, and the decision times of both.
fn win_rate(levels: [BotLevel; 2], games: usize, first_seed: u64) -> (f64, Times) {
    let options = Options::default();
    let a = play_with_bots::<Tweak>(&options, &levels, first_seed, games / 2, 50_000);
    let b = play_with_bots::<Tweak>(
        &options,
        &[levels[1], levels[0]],
        first_seed,
        games / 2,
        50_000,
    );
    let won = |outcomes: &[crate::Outcome], seat: Seat| {
        outcomes
            .iter()
            .filter(|o| o.winners.contains(&seat))
            .count()
    };
    let wins = won(&a.outcomes, Seat(0)) + won(&b.outcomes, Seat(1));
    let times = a
        .decision_times
        .into_iter()
        .chain(b.decision_times)
        .collect();
    (
        wins as f64 / (a.outcomes.len() + b.outcomes.len()) as f64,
        time_stats(times),
    )
}

#[test]
fn normal_beats_easy() {
    let games = if cfg!(debug_assertions) { 10 } else { 200 };
    let (rate, _) = win_rate([BotLevel::Normal, BotLevel::Easy], games, 500);
    assert!(rate >= 0.7, "Normal won {rate} against Easy");
}

/// Measures the bots:
/// `cargo test --release -p tablee-rules tweak::tests::measure -- --ignored --nocapture`.
#[test]
#[ignore = "slow; a measurement, run in release"]
fn measure_bot_levels() {
    for (levels, games) in [
        ([BotLevel::Normal, BotLevel::Easy], 1000),
        ([BotLevel::Strong, BotLevel::Normal], 400),
        ([BotLevel::Strong, BotLevel::Easy], 100),
    ] {
        let (rate, (mean, p99, slowest)) = win_rate(levels, games, 77_000);
        println!(
            "{:?} vs {:?}: won {:.1}% of {games} two-player matches; decisions (both bots): \
             mean {mean:?}, p99 {p99:?}, slowest {slowest:?}",
            levels[0],
            levels[1],
            rate * 100.0
        );
    }
    for seats in [4, 6] {
        let played = play_with_bots::<Tweak>(
            &Options::default(),
            &vec![BotLevel::Strong; seats],
            9_000,
            5,
            50_000,
        );
        let (mean, p99, slowest) = time_stats(played.decision_times);
        println!("{seats} Strong bots: decisions mean {mean:?}, p99 {p99:?}, slowest {slowest:?}");
    }
}

/// Plays `games` two-player matches, each seed twice with the seats swapped; returns the share
/// won by the bots `a` makes, and the slowest decision of `a`.
fn duel(
    a: &dyn Fn(u64) -> Box<dyn crate::Bot<Tweak>>,
    b: &dyn Fn(u64) -> Box<dyn crate::Bot<Tweak>>,
    games: usize,
    first_seed: u64,
) -> (f64, std::time::Duration) {
    let mut wins = 0.0;
    let mut slowest = std::time::Duration::ZERO;
    for i in 0..games {
        let seed = first_seed + (i / 2) as u64;
        let a_seat = Seat((i % 2) as u8);
        let mut game = new_game(2, seed);
        let mut bots = [a(seed * 2), b(seed * 2 + 1)];
        if a_seat == Seat(1) {
            bots.swap(0, 1);
        }
        while let Status::Acting(acting) = game.status() {
            let seat = acting[0];
            let started = std::time::Instant::now();
            let action = bots[seat.index()]
                .act(seat, &game.view(seat))
                .expect("an action");
            if seat == a_seat {
                slowest = slowest.max(started.elapsed());
                if std::env::var("TWEAK_SLOW").is_ok() && started.elapsed().as_millis() > 15 {
                    let view = game.view(seat);
                    println!(
                        "slow {:?}: table {}, legal {}, deck {}",
                        started.elapsed(),
                        view.table.len(),
                        view.legal.len(),
                        view.deck_count
                    );
                }
            }
            game.play(seat, action, T).expect("legal");
        }
        if let Status::Finished(outcome) = game.status() {
            if outcome.winners.contains(&a_seat) {
                wins += 1.0;
            }
        }
    }
    (wins / games as f64, slowest)
}

/// Tries strong-bot settings against Normal:
/// `cargo test --release -p tablee-rules tweak::tests::tune_strong -- --ignored --nocapture`.
#[test]
#[ignore = "slow; tuning aid, run in release"]
fn tune_strong() {
    use super::strong::{Params, StrongBot};
    let games: usize = std::env::var("TWEAK_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(100);
    let sets: Vec<Params> = std::env::var("TWEAK_PARAMS")
        .ok()
        .map(|s| {
            s.split(';')
                .map(|p| {
                    let f: Vec<&str> = p.split(',').collect();
                    Params {
                        samples: f[0].parse().unwrap(),
                        min_samples: f[1].parse().unwrap(),
                        budget: f[2].parse().unwrap(),
                        cycles: f[3].parse().unwrap(),
                        max_turns: f[4].parse().unwrap(),
                        next_sum: f[5].parse().unwrap(),
                        max_sums: f[6].parse().unwrap(),
                    }
                })
                .collect()
        })
        .unwrap_or_else(|| vec![Params::STANDARD]);
    for params in sets {
        let started = std::time::Instant::now();
        let (rate, slowest) = duel(
            &|seed| Box::new(StrongBot::with(seed, params)),
            &|seed| Tweak::bot(BotLevel::Normal, seed),
            games,
            31_000,
        );
        println!(
            "{params:?}: {:.1}% of {games}, slowest {slowest:?}, {:?}",
            rate * 100.0,
            started.elapsed()
        );
    }
}

/// A seat's view shows nothing of the others' hands, the deck under its top card, the \[T!\]
/// stack or the generator: shuffling all of those leaves it as it was.
#[test]
fn a_view_is_unchanged_when_only_hidden_cards_differ() {
    let mut scrambles_that_changed_the_state = 0;
    for seed in 0..20 {
        let seats = 2 + (seed as usize % 5);
        let played = check_random_game::<Tweak>(&Options::default(), seats, seed, 20_000);
        let mut game = Tweak::new(&Options::default(), seats, seed).unwrap();
        for (step, (seat, action, at)) in played.log.iter().enumerate() {
            if step % 7 == 0 {
                for viewer in (0..seats as u8).map(Seat) {
                    let other = game.scrambled_for(viewer, seed * 1_000 + step as u64);
                    if other != game {
                        scrambles_that_changed_the_state += 1;
                    }
                    crate::contract::assert_same_view(&game, &other, viewer);
                }
            }
            game.play(*seat, action.clone(), *at).unwrap();
        }
    }
    assert!(
        scrambles_that_changed_the_state > 100,
        "the scrambles hid something"
    );
}
