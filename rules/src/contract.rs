//! The contract every game must keep, checked the same way for all of them.
//!
//! [`check_random_game`] plays many seeded games with random legal actions and checks, at every
//! step, that the engine agrees with itself: the listed actions are accepted and replays,
//! clones and serde round-trips give back the same state. Each game's tests call it; the
//! simulator uses [`play_with_bots`] to pit bots against each other.

#[cfg(not(target_arch = "wasm32"))]
use crate::{Bot, BotLevel, Bots};
use crate::{Game, GameRng, Millis, Outcome, Seat, Seed, Status};
#[cfg(not(target_arch = "wasm32"))]
use std::time::{Duration, Instant};

/// What one checked game did.
#[derive(Clone, Debug)]
pub struct Played<G: Game> {
    /// The final state.
    pub state: G,
    /// The outcome.
    pub outcome: Outcome,
    /// Every action in order, with its seat and time.
    pub log: Vec<(Seat, G::Action, Millis)>,
    /// The times game time was let pass with no action ([`Game::advance_to`]): `(i, at)` came
    /// just before the `i`-th action of the log (or after the last one when `i` is its length).
    pub advances: Vec<(usize, Millis)>,
}

/// Plays one game from `seed` with uniformly random legal actions, checking the contract at every
/// step, and returns it.
///
/// Checks: some seat can act until the game ends; every listed action is legal and accepted;
/// the state survives a serde round-trip unchanged; a finished game lists no action for anyone;
/// replaying the log (and the moments time was let pass) from the seed reaches the same state.
/// Between actions game time sometimes jumps ahead by up to ten seconds with no action
/// ([`Game::advance_to`]): a game that asks for no time to pass ([`Game::deadline`] is `None`)
/// must be unchanged by it, and a deadline is never in the past of the last action. When the
/// chosen action's time falls after the game's deadline, time is let pass to it instead and the
/// action is chosen again.
///
/// # Panics
/// When any check fails, or the game is not over after `max_steps` actions.
pub fn check_random_game<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: Seed,
    max_steps: usize,
) -> Played<G> {
    let mut game = G::new(options, seats, seed).expect("setup");
    let mut chooser = GameRng::from_seed(seed ^ 0x5eed_5eed);
    let mut log = Vec::new();
    let mut advances = Vec::new();
    let mut now = Millis(0);
    for _ in 0..max_steps {
        if chooser.range(0..4) == 0 {
            now = Millis(now.0 + chooser.range(0..10_000) as u64);
            let before = game.clone();
            let waited_for = game.deadline();
            game.advance_to(now);
            advances.push((log.len(), now));
            if waited_for.is_none() {
                assert_eq!(
                    game, before,
                    "time passing changed a game that waits for none (seed {seed})"
                );
            }
        }
        let acting = match game.status() {
            Status::Finished(outcome) => {
                for seat in (0..seats as u8).map(Seat) {
                    assert!(
                        game.legal_actions(seat).is_empty(),
                        "finished game lists actions for {seat:?}"
                    );
                }
                assert_eq!(
                    replay_with_time::<G>(options, seats, seed, &log, &advances),
                    game,
                    "replay differs (seed {seed})"
                );
                return Played {
                    state: game,
                    outcome,
                    log,
                    advances,
                };
            }
            Status::Acting(acting) => acting,
        };
        assert!(
            !acting.is_empty(),
            "nobody can act in an unfinished game (seed {seed})"
        );
        let seat = *chooser.choose(&acting).expect("acting seat");
        let actions = game.legal_actions(seat);
        assert!(
            !actions.is_empty(),
            "{seat:?} is acting but has no legal action (seed {seed})"
        );
        let action = chooser.choose(&actions).expect("action").clone();
        assert!(game.is_legal(seat, &action));
        now = Millis(now.0 + chooser.range(0..3000) as u64);
        if game.deadline().is_some_and(|deadline| deadline <= now) {
            // The action would come at or after the deadline: time runs out first, and the actions
            // are chosen again from the state it leaves.
            game.advance_to(now);
            advances.push((log.len(), now));
            continue;
        }
        game.play(seat, action.clone(), now)
            .unwrap_or_else(|e| panic!("listed action refused: {action:?}: {e} (seed {seed})"));
        log.push((seat, action, now));
        if let Some(deadline) = game.deadline() {
            assert!(deadline > now, "a deadline not in the future (seed {seed})");
        }
        let json = serde_json_round_trip(&game);
        assert_eq!(
            json, game,
            "serde round-trip changed the state (seed {seed})"
        );
    }
    panic!("game from seed {seed} did not end within {max_steps} actions");
}

/// Checks that `seat` sees the same of `state` and of `other`, two states that differ only in
/// what `seat` may not see (other hands, the order of a face-down pile, the generator).
///
/// # Panics
/// When the two views differ.
pub fn assert_same_view<G: Game>(state: &G, other: &G, seat: Seat) {
    let view = |g: &G| serde_json::to_value(g.view(seat)).expect("view serialises");
    assert_eq!(
        view(state),
        view(other),
        "{seat:?} sees something it may not: its view changed with hidden information only"
    );
}

/// Replays `log` on a new game from `seed`.
///
/// # Panics
/// When a logged action is refused.
pub fn replay<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: Seed,
    log: &[(Seat, G::Action, Millis)],
) -> G {
    replay_with_time(options, seats, seed, log, &[])
}

/// Replays `log` on a new game from `seed`, letting game time pass at the moments `advances`
/// gives (see [`Played::advances`]).
///
/// # Panics
/// When a logged action is refused.
pub fn replay_with_time<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: Seed,
    log: &[(Seat, G::Action, Millis)],
    advances: &[(usize, Millis)],
) -> G {
    let mut game = G::new(options, seats, seed).expect("setup");
    let mut waits = advances.iter().peekable();
    for (i, (seat, action, at)) in log.iter().enumerate() {
        while let Some((_, now)) = waits.next_if(|(before, _)| *before <= i) {
            game.advance_to(*now);
        }
        game.play(*seat, action.clone(), *at)
            .expect("replayed action");
    }
    for (_, now) in waits {
        game.advance_to(*now);
    }
    game
}

fn serde_json_round_trip<G: Game>(game: &G) -> G {
    let json = serde_json::to_string(game).expect("state serialises");
    serde_json::from_str(&json).expect("state deserialises")
}

/// Statistics from bots playing each other (native only: it reads the wall clock).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Debug)]
pub struct BotGames<G> {
    /// One outcome per game.
    pub outcomes: Vec<Outcome>,
    /// The final state of each game, in the same order.
    pub finals: Vec<G>,
    /// How long each bot decision took.
    pub decision_times: Vec<Duration>,
}

/// Plays `games` games from consecutive seeds starting at `first_seed`, one bot per seat at the
/// given levels, and returns the outcomes and decision times.
///
/// # Panics
/// When a bot offers an illegal action or a game does not end within `max_steps` actions.
#[cfg(not(target_arch = "wasm32"))]
pub fn play_with_bots<G: Bots>(
    options: &G::Options,
    levels: &[BotLevel],
    first_seed: Seed,
    games: usize,
    max_steps: usize,
) -> BotGames<G> {
    play_with_bots_made(
        options,
        levels.len(),
        first_seed,
        games,
        max_steps,
        |seat, seed| G::bot(levels[seat], seed),
    )
}

/// Like [`play_with_bots`], with each seat's bot made by `make(seat index, bot seed)`.
///
/// # Panics
/// When a bot offers an illegal action or a game does not end within `max_steps` actions.
#[cfg(not(target_arch = "wasm32"))]
pub fn play_with_bots_made<G: Game>(
    options: &G::Options,
    seats: usize,
    first_seed: Seed,
    games: usize,
    max_steps: usize,
    make: impl Fn(usize, Seed) -> Box<dyn Bot<G>>,
) -> BotGames<G> {
    let mut stats = BotGames {
        outcomes: Vec::new(),
        finals: Vec::new(),
        decision_times: Vec::new(),
    };
    for seed in first_seed..first_seed + games as u64 {
        let mut game = G::new(options, seats, seed).expect("setup");
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..seats)
            .map(|i| make(i, seed.wrapping_mul(31).wrapping_add(i as u64)))
            .collect();
        let mut now = Millis(0);
        for step in 0.. {
            assert!(step < max_steps, "bot game from seed {seed} did not end");
            let acting = match game.status() {
                Status::Finished(outcome) => {
                    stats.outcomes.push(outcome);
                    stats.finals.push(game);
                    break;
                }
                Status::Acting(acting) => acting,
            };
            let seat = acting[0];
            let view = game.view(seat);
            let started = Instant::now();
            let action = bots[seat.index()]
                .act(seat, &view)
                .expect("bot had no action");
            stats.decision_times.push(started.elapsed());
            now = Millis(now.0 + 1000);
            game.play(seat, action, now)
                .expect("bot played an illegal action");
        }
    }
    stats
}
