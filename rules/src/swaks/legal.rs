//! Every legal action of a seat, listed once per distinct play: of two identical cards (or two
//! specials of a kind) the lower id is listed; any copy is accepted when played.

use super::action::{Action, Combination, Piece};
use super::card::{Card, CardId, Face, Family, Special};
use super::combo::carre_order;
use super::ladder::{shifted, Direction};
use super::round::{Checked, Round};
use crate::Seat;

/// What a hand holds, by face.
struct Holding {
    /// The numbered cards of each face (by position), lowest id first.
    numbers: [Vec<CardId>; 20],
    /// Each family's joker.
    jokers: [Option<CardId>; 4],
    /// The lowest Boost.
    boost: Option<CardId>,
    /// The lowest Upside Down.
    flip: Option<CardId>,
}

impl Holding {
    fn of(hand: &[CardId]) -> Holding {
        let mut h = Holding {
            numbers: Default::default(),
            jokers: [None; 4],
            boost: None,
            flip: None,
        };
        let mut sorted = hand.to_vec();
        crate::small_sort::sort(&mut sorted);
        for card in sorted {
            match card.card() {
                Card::Number(face) => h.numbers[usize::from(face.position())].push(card),
                Card::Joker(family) => h.jokers[usize::from(family.index())] = Some(card),
                Card::Special(Special::Boost) => {
                    h.boost.get_or_insert(card);
                }
                Card::Special(Special::UpsideDown) => {
                    h.flip.get_or_insert(card);
                }
            }
        }
        h
    }

    fn number(&self, face: Face) -> Option<CardId> {
        self.numbers[usize::from(face.position())].first().copied()
    }

    fn joker(&self, face: Face) -> Option<Piece> {
        self.jokers[usize::from(face.family.index())].map(|card| Piece::Joker {
            card,
            number: face.number,
        })
    }

    /// Every way to lay one family card: each numbered face once, each joker as each number.
    fn pieces(&self) -> Vec<Piece> {
        let mut out: Vec<Piece> = Face::all()
            .filter_map(|f| self.number(f))
            .map(Piece::Number)
            .collect();
        for family in Family::ALL {
            for number in 1..=5 {
                out.extend(self.joker(Face { family, number }));
            }
        }
        out
    }
}

/// Every action `seat` may take in `round`.
pub(crate) fn legal_actions(round: &Round, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    if seat == round.due {
        turn_plays(round, &mut out);
        out.push(Action::Draw);
    }
    if let Some(card) = round.jump_card(seat) {
        push_swaks(&mut out, |swaks| Action::JumpIn { card, swaks });
    }
    if let Some(on) = round.forgot.filter(|&s| s != seat) {
        out.push(Action::CallSwaks { on });
    }
    // Keep what the checker accepts: the listing and `Round::check` must agree.
    let mut keep = Vec::with_capacity(out.len());
    for action in out {
        if matches!(
            round.check(seat, &action),
            Ok(Checked::Play(_) | Checked::Draw | Checked::Call(_))
        ) {
            keep.push(action);
        }
    }
    keep
}

/// Both Swaks flags; the checker drops the wrong one (S13).
fn push_swaks(out: &mut Vec<Action>, make: impl Fn(bool) -> Action) {
    out.push(make(false));
    out.push(make(true));
}

/// The due player's plays: candidates that follow the ladder; the checker then drops those that
/// break the going-out rule (S14) or carry the wrong Swaks flag (S13).
fn turn_plays(round: &Round, out: &mut Vec<Action>) {
    let hand = &round.hands[round.due];
    let h = Holding::of(hand);
    let (reference, direction) = (round.reference, round.direction);
    let pieces = h.pieces();
    let follows = |p: &Piece, r: Face, d: Direction| {
        super::round::piece_face(*p).is_ok_and(|f| super::ladder::follows(r, d, f))
    };
    for &piece in pieces.iter().filter(|p| follows(p, reference, direction)) {
        push_swaks(out, |swaks| Action::Single { piece, swaks });
    }
    if let Some(card) = h.boost {
        let boosted = shifted(reference, direction);
        push_swaks(out, |swaks| Action::Boost {
            card,
            with: None,
            swaks,
        });
        for &piece in pieces.iter().filter(|p| follows(p, boosted, direction)) {
            push_swaks(out, |swaks| Action::Boost {
                card,
                with: Some(piece),
                swaks,
            });
        }
    }
    if let Some(card) = h.flip {
        let flipped = direction.flipped();
        push_swaks(out, |swaks| Action::UpsideDown {
            card,
            direction: flipped,
            with: None,
            swaks,
        });
        for &piece in pieces.iter().filter(|p| follows(p, reference, flipped)) {
            push_swaks(out, |swaks| Action::UpsideDown {
                card,
                direction: flipped,
                with: Some(piece),
                swaks,
            });
        }
    }
    for (kind, order) in combinations(&h, direction) {
        let first = super::round::piece_face(order[0]).ok();
        if first.is_some_and(|f| super::ladder::follows(reference, direction, f)) {
            push_swaks(out, |swaks| Action::Combination {
                kind,
                pieces: order.clone(),
                swaks,
            });
        }
    }
}

/// Every combination the hand can make, in every order that chains in `direction` (S9).
fn combinations(h: &Holding, direction: Direction) -> Vec<(Combination, Vec<Piece>)> {
    let mut out = Vec::new();
    // Triple: two identical cards and the joker, the joker in any of the three places.
    for face in Face::all() {
        let same = &h.numbers[usize::from(face.position())];
        if let (Some(joker), [a, b, ..]) = (h.joker(face), same.as_slice()) {
            let (a, b) = (Piece::Number(*a), Piece::Number(*b));
            for order in [[joker, a, b], [a, joker, b], [a, b, joker]] {
                out.push((Combination::Triple, order.to_vec()));
            }
        }
    }
    // Carré: each number, all real or one family's card replaced by its joker; the families in
    // cycle order from each start.
    for number in 1..=5 {
        let face = |family| Face { family, number };
        let mut variants: Vec<[Option<Piece>; 4]> = Vec::new();
        let real = Family::ALL.map(|f| h.number(face(f)).map(Piece::Number));
        variants.push(real);
        for family in Family::ALL {
            let mut v = real;
            v[usize::from(family.index())] = h.joker(face(family));
            variants.push(v);
        }
        for v in variants {
            if v.iter().any(Option::is_none) {
                continue;
            }
            for start in Family::ALL {
                let order = carre_order(start, direction)
                    .iter()
                    .filter_map(|f| v[usize::from(f.index())])
                    .collect();
                out.push((Combination::Carre, order));
            }
        }
    }
    for family in Family::ALL {
        let numbers: Vec<u8> = match direction {
            Direction::Up => (1..=5).collect(),
            Direction::Down => (1..=5).rev().collect(),
        };
        let face = |number| Face { family, number };
        let real: Vec<Option<Piece>> = numbers
            .iter()
            .map(|&n| h.number(face(n)).map(Piece::Number))
            .collect();
        // Suite: all real, or one number laid by the joker.
        let mut suites = vec![real.clone()];
        for (k, &n) in numbers.iter().enumerate() {
            let mut v = real.clone();
            v[k] = h.joker(face(n));
            suites.push(v);
        }
        for v in suites {
            if let Some(order) = v.into_iter().collect::<Option<Vec<_>>>() {
                out.push((Combination::Suite, order));
            }
        }
        // Suite royale: the five real cards and the joker beside the number it is declared as.
        if let Some(real) = real.into_iter().collect::<Option<Vec<_>>>() {
            for (k, &n) in numbers.iter().enumerate() {
                if let Some(joker) = h.joker(face(n)) {
                    for at in [k, k + 1] {
                        let mut order = real.clone();
                        order.insert(at, joker);
                        out.push((Combination::SuiteRoyale, order));
                    }
                }
            }
        }
    }
    out
}
