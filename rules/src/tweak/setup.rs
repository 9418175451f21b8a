//! Which colours are in play (T3).

use super::card::{CardId, Colour};
use crate::GameRng;

/// The fewest colours a round may use (T3: the "player's licence" goes down to 3).
pub const MIN_COLOURS: u8 = 3;
/// The most colours a round may use (T1).
pub const MAX_COLOURS: u8 = 6;

/// How many colours the rule book uses for `players` players (T3): red + 3 for 2-3 players
/// (36 cards), red + 4 for 4 (45), all six for 5-6 (54).
pub const fn default_colour_count(players: usize) -> u8 {
    match players {
        0..=3 => 4,
        4 => 5,
        _ => 6,
    }
}

/// The colour count for a round: the chosen one, kept within 3..=6 (T3), or the rule book's.
pub fn colour_count(chosen: Option<u8>, players: usize) -> u8 {
    chosen
        .unwrap_or_else(|| default_colour_count(players))
        .clamp(MIN_COLOURS, MAX_COLOURS)
}

/// Red and `count - 1` other colours chosen at random (T3), in T2 order.
pub fn pick_colours(count: u8, rng: &mut GameRng) -> Vec<Colour> {
    let mut others: Vec<Colour> = Colour::ALL[1..].to_vec();
    rng.shuffle(&mut others);
    // T3: red is always in.
    let mut colours = vec![Colour::Red];
    colours.extend(
        others
            .into_iter()
            .take(usize::from(count.saturating_sub(1))),
    );
    crate::small_sort::sort(&mut colours);
    colours
}

/// The number cards of `colours`, by id.
pub fn number_cards(colours: &[Colour]) -> Vec<CardId> {
    colours
        .iter()
        .flat_map(|&colour| CardId::of_colour(colour))
        .collect()
}
