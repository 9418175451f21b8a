//! Strong's judgement. It sees only its seat's [`View`]: its hand, the counts of the others, and
//! the cards played this round (`events`), from which it knows which cards are still unseen
//! (in other hands or the draw pile) without knowing where.
//!
//! Each legal action is scored by:
//! - the cards it sheds, and a combination's penalty on the others (S9);
//! - how likely the kept numbered cards and jokers are to follow the references the next turns
//!   will bring (the others drift the reference up to five steps each, S4);
//! - the specials kept: a Boost or an Upside Down alone is always a legal play, so each one kept
//!   is a turn that never has to draw (S6, S7, S11);
//! - the jokers kept, for combinations and any number of their family (S5, S9);
//! - the going-out rule: a hand of only jokers and specials cannot go out (S14);
//! - how likely the next player is to be stuck on the reference left, from the unseen cards
//!   and their hand count, weighed more as their hand empties.

use super::action::Action;
use super::card::{deck, Card, CardId, Face};
use super::foresight::{after, feeds_a_loop, kept};
use super::ladder::{follows, Direction};
use super::view::View;

/// The weights of the terms, in hundredths of a shed card.
struct Weights {
    /// Per card shed.
    shed: f64,
    /// Per card of penalty each other player draws (S9).
    penalty: f64,
    /// For a kept hand sure to follow the next reference (scaled by the chance).
    cover: f64,
    /// Per special kept, for the first few: more than a shed card, so a special is played
    /// only when no family card can be, or with a family card as the last play (measured in
    /// 1,000 two-player matches against Normal: 0 wins 56%, 60 wins 62%, 120 wins 75%, 160
    /// wins 79%, 400 wins 76%).
    special: f64,
    /// Per joker kept.
    joker: f64,
    /// For a kept hand with no numbered card (S14).
    no_number: f64,
    /// For leaving the next player surely stuck, at most (scaled by the chance and urgency).
    block: f64,
}

/// Strong's weights, tuned with `tablee-sim swaks` in two-player matches against Normal (with
/// `special` at 60: 62% as they are, 52% without `cover`, 56% without `block`; the penalty and
/// joker terms within the noise).
const WEIGHTS: Weights = Weights {
    shed: 100.0,
    penalty: 25.0,
    cover: 80.0,
    special: 160.0,
    joker: 30.0,
    no_number: 250.0,
    block: 150.0,
};

/// Specials worth keeping as insurance; more add nothing.
const USEFUL_SPECIALS: usize = 2;

/// Strong's choice among the legal actions: a call-out first (S13), otherwise the best-scored
/// play; it draws only when nothing else is legal.
pub(crate) fn strong(view: &View) -> Option<Action> {
    if let Some(call) = view
        .legal
        .iter()
        .find(|a| matches!(a, Action::CallSwaks { .. }))
    {
        return Some(call.clone());
    }
    let unseen = unseen(view);
    view.legal
        .iter()
        .filter(|a| !matches!(a, Action::Draw) && !feeds_a_loop(view, a))
        .map(|a| (score(view, &unseen, a), a))
        .max_by(|x, y| x.0.total_cmp(&y.0))
        .map(|(_, a)| a.clone())
        .or_else(|| view.legal.first().cloned())
}

/// The cards of this table's deck (S2) the seat has not seen: not in its hand and not in the
/// discard pile (a reshuffle, S15, sends all but the top back to the draw pile).
fn unseen(view: &View) -> Vec<CardId> {
    deck(view.hand_counts.len())
        .into_iter()
        .filter(|c| !view.hand.contains(c) && !view.discard.contains(c))
        .collect()
}

/// Whether `card` alone could be played on `reference` going `direction`: a numbered card that
/// follows (S4), a joker whose family holds a face that follows (S5), or a special (S6, S7).
fn can_follow(card: CardId, reference: Face, direction: Direction) -> bool {
    match card.card() {
        Card::Number(face) => follows(reference, direction, face),
        Card::Joker(family) => {
            (1..=5).any(|number| follows(reference, direction, Face { family, number }))
        }
        Card::Special(_) => true,
    }
}

/// The chance that a hand of `size` cards drawn from `unseen` holds nothing to play on
/// `reference` going `direction` (hypergeometric: every card misses).
fn stuck_chance(unseen: &[CardId], size: usize, reference: Face, direction: Direction) -> f64 {
    let total = unseen.len();
    let playable = unseen
        .iter()
        .filter(|c| can_follow(**c, reference, direction))
        .count();
    let missing = total - playable;
    (0..size.min(total)).fold(1.0, |p, i| {
        p * (missing.saturating_sub(i)) as f64 / (total - i) as f64
    })
}

/// The chance that the numbered cards and jokers of `kept` follow the reference at the seat's
/// next turn, the others having moved it 0 to 5 steps each from `reference` in `direction`.
fn cover(kept: &[CardId], reference: Face, direction: Direction, others: usize) -> f64 {
    let family: Vec<CardId> = kept
        .iter()
        .copied()
        .filter(|c| c.is_number() || is_joker(*c))
        .collect();
    let reach = (5 * others).min(19) as u8;
    let hits = (0..=reach)
        .filter(|k| {
            let at = step(reference, direction, *k);
            family.iter().any(|c| can_follow(*c, at, direction))
        })
        .count();
    hits as f64 / f64::from(reach + 1)
}

/// The face `k` steps from `reference` in `direction` (S4).
fn step(reference: Face, direction: Direction, k: u8) -> Face {
    let p = reference.position();
    match direction {
        Direction::Up => Face::from_position(p + k),
        Direction::Down => Face::from_position(p + 20 - k % 20),
    }
}

fn is_joker(card: CardId) -> bool {
    matches!(card.card(), Card::Joker(_))
}

/// How good `action` looks to the seat (see the module documentation).
fn score(view: &View, unseen: &[CardId], action: &Action) -> f64 {
    let played = action.cards();
    let kept = kept(view, action);
    if kept.is_empty() {
        return f64::INFINITY; // S14: the play goes out (the listing checked its last card)
    }
    let Some((reference, direction)) = after(view, action) else {
        return f64::NEG_INFINITY;
    };
    let w = &WEIGHTS;
    let seats = view.hand_counts.len();
    let mut value = w.shed * played.len() as f64;
    if let Action::Combination { kind, .. } = action {
        value += w.penalty * (kind.size() * (seats - 1)) as f64; // S9
    }
    value += w.cover * cover(&kept, reference, direction, seats - 1);
    let specials = kept
        .iter()
        .filter(|c| matches!(c.card(), Card::Special(_)))
        .count();
    value += w.special * specials.min(USEFUL_SPECIALS) as f64;
    value += w.joker * kept.iter().filter(|c| is_joker(**c)).count() as f64;
    if !kept.iter().any(|c| c.is_number()) {
        value -= w.no_number; // S14: one cannot go out on a joker or a special
    }
    value += w.block * block(view, unseen, action, reference, direction);
    // S13: the own call, whenever the play leaves one card.
    value + f64::from(u8::from(action.swaks()))
}

/// How much leaving `reference` and `direction` hurts the next player: the chance they are
/// stuck, weighed by how close they are to going out.
fn block(
    view: &View,
    unseen: &[CardId],
    action: &Action,
    reference: Face,
    direction: Direction,
) -> f64 {
    let seats = view.hand_counts.len();
    let next = match action {
        Action::JumpIn { .. } => view.seat.next(seats),
        _ => view.due.next(seats),
    };
    let mut size = view.hand_counts[next];
    if let Action::Combination { kind, .. } = action {
        size += kind.size(); // S9: they draw the penalty first
    }
    let urgency = match size {
        0..=2 => 1.0,
        3..=4 => 0.6,
        5..=7 => 0.3,
        _ => 0.1,
    };
    urgency * stuck_chance(unseen, size, reference, direction)
}
