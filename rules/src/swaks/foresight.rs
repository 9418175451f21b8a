//! What a play leaves behind, seen from a seat's view: the reference and direction after it,
//! and whether it would feed an endless loop. Shared by the Normal and Strong bots.

use super::action::{Action, Piece};
use super::card::{CardId, Face};
use super::ladder::{shifted, Direction};
use super::round::piece_face;
use super::view::View;

/// The reference and direction a play leaves, from what the seat sees.
pub(super) fn after(view: &View, action: &Action) -> Option<(Face, Direction)> {
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

/// Whether `action` is a combination whose penalty (S9) reaches past the draw pile for the very
/// first player who draws it, so the penalty comes back from the reshuffled discard pile (S15),
/// the combination's own cards included, and the same combination could be played again: with
/// the pile empty, sensible bots passed one Carré round the table for ever (3.6% of four-player
/// matches never ended). Normal and Strong leave such a combination unplayed unless it empties
/// their hand. Measured with `tablee-sim swaks`: no unfinished match in 2,000 four-player and
/// 1,000 six-player matches, and combinations are still played (0.7 Carrés a round with four).
pub(super) fn feeds_a_loop(view: &View, action: &Action) -> bool {
    let Action::Combination { kind, pieces, .. } = action else {
        return false;
    };
    pieces.len() < view.hand.len() && kind.size() > view.draw_count
}

/// The cards of the seat's hand that a play keeps.
pub(super) fn kept(view: &View, action: &Action) -> Vec<CardId> {
    let played = action.cards();
    view.hand
        .iter()
        .copied()
        .filter(|c| !played.contains(c))
        .collect()
}
