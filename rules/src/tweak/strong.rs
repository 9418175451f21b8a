//! The strong bot: determinisation. It samples deals of the cards it cannot see (the other hands,
//! the deck order, the \[T!\] stack order) that agree with its view, plays every candidate action in
//! each sampled deal, lets Normal players finish the round, and keeps the action with the best
//! average result (its round points minus the opponents' average).
//!
//! The same sampled deals and the same dice serve every candidate, so the comparison is fair. The
//! bot decides from its own seeded generator and a fixed amount of work, so its choices replay
//! exactly.

use super::action::Action;
use super::card::CardId;
use super::game::Tweak;
use super::normal::{best_sum, normal, sum_worth};
use super::round::Round;
use super::setup::number_cards;
use super::spot::Spot;
use super::view::View;
use crate::{Bot, Deck, GameRng, PerSeat, Seat, Seed};

/// How much search the strong bot does, and how it judges where a rollout stops.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Params {
    /// Sampled deals per decision, at most.
    pub samples: usize,
    /// Sampled deals per decision, at least.
    pub min_samples: usize,
    /// Turns played out per decision, over all rollouts: with many candidates or a long horizon,
    /// fewer deals are sampled (not below `min_samples`).
    pub budget: usize,
    /// Turns each seat plays in a rollout after the decision (0: to the round's end).
    pub cycles: usize,
    /// Turns played in a rollout, at most (at big tables, less than `cycles` rounds of turns).
    pub max_turns: usize,
    /// Weight of the best sum the bot could make where the rollout stops, when it is its turn.
    pub next_sum: f32,
    /// Sums weighed, at most: the ones worth most points now.
    pub max_sums: usize,
}

impl Params {
    /// The strong bot's settings.
    pub const STANDARD: Params = Params {
        samples: 32,
        min_samples: 12,
        budget: 1280,
        cycles: 2,
        max_turns: 6,
        next_sum: 0.5,
        max_sums: 5,
    };
}

/// Actions played out per rollout at most (more than a round).
const MAX_ACTIONS: usize = 400;

/// The strong bot, with its own generator.
pub(crate) struct StrongBot {
    rng: GameRng,
    params: Params,
}

impl StrongBot {
    /// A strong bot started from `seed`.
    pub(crate) fn new(seed: Seed) -> Self {
        Self::with(seed, Params::STANDARD)
    }

    /// A strong bot with other settings (for tuning).
    pub(crate) fn with(seed: Seed, params: Params) -> Self {
        StrongBot {
            rng: GameRng::from_seed(seed),
            params,
        }
    }
}

impl Bot<Tweak> for StrongBot {
    fn act(&mut self, seat: Seat, view: &View) -> Option<Action> {
        if seat != view.seat {
            return None;
        }
        let spot = view.spot();
        let candidates = candidates(&spot, self.params.max_sums);
        if candidates.len() <= 1 {
            return candidates.into_iter().next();
        }
        let greedy = normal(&spot);
        let samples = (self.params.budget / candidates.len()).clamp(
            self.params.min_samples,
            self.params.samples.max(self.params.min_samples),
        );
        let worlds: Vec<(Round, Seed)> = (0..samples)
            .map(|_| (sample_deal(view, &mut self.rng), self.rng.next_u64()))
            .collect();
        let mut best: Option<(Action, f32)> = None;
        for action in candidates {
            let mut sum = 0.0;
            for (world, dice) in &worlds {
                sum += rollout(world.clone(), seat, action.clone(), *dice, &self.params);
            }
            // Normal's own choice wins ties, so Strong never does worse on a flat landscape.
            let bonus = if Some(&action) == greedy.as_ref() {
                0.01
            } else {
                0.0
            };
            let worth = sum / samples as f32 + bonus;
            if best.as_ref().is_none_or(|(_, w)| worth > *w) {
                best = Some((action, worth));
            }
        }
        best.map(|(action, _)| action)
    }
}

/// The actions worth weighing: every legal action but the poorer sums.
fn candidates(spot: &Spot, max_sums: usize) -> Vec<Action> {
    let mut sums: Vec<(Action, f32)> = Vec::new();
    let mut out = Vec::new();
    for action in spot.legal_actions() {
        if let Action::MakeSum { hand, table } = &action {
            let worth = sum_worth(spot, *hand, table);
            sums.push((action, worth));
        } else {
            out.push(action);
        }
    }
    // Stable: equal worths keep the listing order, so the choice replays exactly.
    crate::small_sort::sort_by(&mut sums, |a, b| b.1.total_cmp(&a.1));
    out.extend(sums.into_iter().take(max_sums).map(|(a, _)| a));
    out
}

/// A full round state that agrees with everything `view` shows: the unseen number cards are
/// shuffled into the other hands (by their sizes) and the deck (whose top card's back must be the
/// target shown), and the unseen \[T!\] cards into the stack.
pub(crate) fn sample_deal(view: &View, rng: &mut GameRng) -> Round {
    let seats = view.hand_counts.len();
    let mut seen = [false; CardId::COUNT];
    let mut mark = |cards: &[CardId]| {
        for c in cards {
            seen[usize::from(c.0)] = true;
        }
    };
    mark(&view.hand);
    mark(&view.table);
    for (_, cards) in view.piles.iter() {
        mark(cards);
    }
    for (_, cards) in view.action_cards.iter() {
        mark(cards);
    }
    let mut unseen: Vec<CardId> = number_cards(&view.colours)
        .into_iter()
        .filter(|c| !seen[usize::from(c.0)])
        .collect();
    rng.shuffle(&mut unseen);
    let mut stack: Vec<CardId> = CardId::actions()
        .filter(|c| !seen[usize::from(c.0)])
        .collect();
    rng.shuffle(&mut stack);

    // The deck: its top card (the last) must show the target on its back (T5).
    let deck_len = view.deck_count.min(unseen.len());
    if deck_len > 0 {
        if let Some(i) = unseen.iter().position(|c| c.back() == view.target) {
            unseen.swap(i, deck_len - 1);
        }
    }
    let rest = unseen.split_off(deck_len);
    let deck = Deck::new(unseen);
    let mut rest = rest.into_iter();
    let hands = PerSeat::new(seats, |s| {
        if s == view.seat {
            view.hand.clone()
        } else {
            rest.by_ref().take(view.hand_counts[s]).collect()
        }
    });
    Round {
        colours: view.colours.clone(),
        dealer: view.dealer,
        deck,
        hands,
        table: view.table.clone(),
        piles: view.piles.clone(),
        owned: view.action_cards.clone(),
        stack,
        turn: view.turn,
        joker: view.joker,
        action_played: view.action_played,
        bomb: view.bomb_pending.clone(),
        over: view.outcome.is_some(),
        events: Vec::new(),
    }
}

/// Plays `action` for `seat` in `world`, then Normal for everybody for `params.cycles` turns each
/// (or to the round's end); returns the seat's round points minus the opponents' average, plus the worth
/// of its best sum if the rollout stops on its turn.
pub(crate) fn rollout(
    mut world: Round,
    seat: Seat,
    action: Action,
    dice: Seed,
    params: &Params,
) -> f32 {
    let mut rng = GameRng::from_seed(dice);
    if world.check(seat, &action).is_err() {
        // Cannot happen with a consistent sample; judge it as hopeless rather than panic.
        return f32::MIN / 4.0;
    }
    let horizon = horizon(params, world.seats());
    let mut turns = usize::from(ends_turn(&action));
    world.apply(seat, action, &mut rng);
    for _ in 0..MAX_ACTIONS {
        if world.over || (horizon > 0 && turns >= horizon) {
            break;
        }
        let actor = world.bomb.first().copied().unwrap_or(world.turn);
        let Some(next) = normal(&world.spot(actor)) else {
            break;
        };
        debug_assert!(world.check(actor, &next).is_ok(), "{next:?}");
        turns += usize::from(ends_turn(&next));
        world.apply(actor, next, &mut rng);
    }
    let mut position = 0.0;
    if params.next_sum > 0.0 && !world.over && world.bomb.is_empty() && world.turn == seat {
        let spot = world.spot(seat);
        position = best_sum(&spot, spot.target_now()).map_or(0.0, |(_, w)| w) * params.next_sum;
    }
    let scores = world.scores();
    let mine = scores[seat].points as f32;
    let others: f32 = scores
        .iter()
        .filter(|(s, _)| *s != seat)
        .map(|(_, score)| score.points as f32)
        .sum();
    mine - others / (scores.len() - 1) as f32 + position
}

/// Turns played out in a rollout at a table of `seats` (0: to the round's end).
fn horizon(params: &Params, seats: usize) -> usize {
    (params.cycles * seats).min(params.max_turns)
}

/// Whether `action` ends its player's turn (T11, T13).
fn ends_turn(action: &Action) -> bool {
    matches!(action, Action::MakeSum { .. } | Action::PlaceCard { .. })
}
