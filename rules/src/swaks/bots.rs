//! Computer players. They see only their seat's [`View`], never the draw pile or other hands.
//!
//! - Easy plays a uniformly random legal action, and forgets "Swaks!" as often as not.
//! - Normal is greedy: it calls out and jumps in whenever it can, always calls "Swaks!", and
//!   plays what sheds most cards while keeping most of its hand playable on the reference it
//!   leaves; it draws only when nothing else is legal.
//! - Strong plays as Normal for now.

use super::action::{Action, Piece};
use super::card::{CardId, Face};
use super::game::Swaks;
use super::ladder::{follows, shifted, Direction};
use super::round::piece_face;
use super::view::View;
use crate::{Bot, BotLevel, Bots, GameRng, Seat, Seed};

impl Bots for Swaks {
    fn bot(level: BotLevel, seed: Seed) -> Box<dyn Bot<Self>> {
        match level {
            BotLevel::Easy => Box::new(EasyBot {
                rng: GameRng::from_seed(seed),
            }),
            BotLevel::Normal | BotLevel::Strong => Box::new(NormalBot),
        }
    }
}

/// Plays a uniformly random legal action.
struct EasyBot {
    rng: GameRng,
}

impl Bot<Swaks> for EasyBot {
    fn act(&mut self, seat: Seat, view: &View) -> Option<Action> {
        if seat != view.seat {
            return None;
        }
        self.rng.choose(&view.legal).cloned()
    }
}

/// Plays Normal's greedy choice.
struct NormalBot;

impl Bot<Swaks> for NormalBot {
    fn act(&mut self, seat: Seat, view: &View) -> Option<Action> {
        if seat != view.seat {
            return None;
        }
        greedy(view)
    }
}

/// The reference and direction a play leaves, from what the seat sees.
fn after(view: &View, action: &Action) -> Option<(Face, Direction)> {
    let face = |p: &Piece| piece_face(*p).ok();
    let (r, d) = (view.reference, view.direction);
    Some(match action {
        Action::Single { piece, .. } => (face(piece)?, d),
        Action::Boost { with: None, .. } => (shifted(r, d), d),
        Action::UpsideDown {
            with: None,
            direction,
            ..
        } => (r, *direction),
        Action::Boost {
            with: Some(piece), ..
        }
        | Action::UpsideDown {
            with: Some(piece), ..
        } => (
            face(piece)?,
            if matches!(action, Action::UpsideDown { .. }) {
                d.flipped()
            } else {
                d
            },
        ),
        Action::Combination { pieces, .. } => (shifted(face(pieces.last()?)?, d), d),
        Action::JumpIn { card, .. } => (card.face()?, d),
        Action::Draw | Action::CallSwaks { .. } => return None,
    })
}

/// How good a play looks: cards shed first, then how many of the cards kept could follow the
/// reference it leaves (a special always can), then keeping jokers and specials for later.
fn score(view: &View, action: &Action) -> i64 {
    let played = action.cards();
    let kept: Vec<CardId> = view
        .hand
        .iter()
        .copied()
        .filter(|c| !played.contains(c))
        .collect();
    if kept.is_empty() {
        return i64::MAX;
    }
    let Some((reference, direction)) = after(view, action) else {
        return i64::MIN;
    };
    let open = kept
        .iter()
        .filter(|c| match c.face() {
            Some(face) => follows(reference, direction, face),
            None => true,
        })
        .count() as i64;
    let spent_wild = played.iter().filter(|c| !c.is_number()).count() as i64;
    let call = i64::from(action.swaks());
    played.len() as i64 * 100 + open * 10 - spent_wild * 5 + call
}

/// Normal's choice among the legal actions.
pub(crate) fn greedy(view: &View) -> Option<Action> {
    if let Some(call) = view
        .legal
        .iter()
        .find(|a| matches!(a, Action::CallSwaks { .. }))
    {
        return Some(call.clone());
    }
    view.legal
        .iter()
        .max_by_key(|a| match a {
            Action::Draw => i64::MIN + 1,
            a => score(view, a),
        })
        .cloned()
}
