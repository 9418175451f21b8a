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

/// How many bytes of serialised state [`check_random_game`] round-trips per step, on average at
/// most: a game whose state stays under it is round-tripped at every step; one whose state grows
/// (a round's event log) at steps spaced out as it grows, so the check stays linear in the steps.
pub const SERDE_BYTES_PER_STEP: usize = 2048;

/// Plays one game from `seed` with uniformly random legal actions, checking the contract at every
/// step, and returns it.
///
/// Checks: some seat can act until the game ends; every action listed for every seat is legal
/// ([`Game::is_legal`]), the chosen one is accepted and, at one step in four, one more listed
/// action picked at random is played on a copy and accepted; a finished game lists no action for
/// anyone; replaying the log (and the moments time was let pass) from the seed reaches the same
/// state. The state survives a serde round-trip unchanged: at every step while it is small, at
/// steps spaced out as it grows (at most [`SERDE_BYTES_PER_STEP`] bytes a step on average), and
/// always at the end; at the same steps the public view is checked ([`check_public_view`]).
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
    check_random_game_with(options, seats, seed, max_steps, |_: &G| {})
}

/// Like [`check_random_game`], also calling `each` on the state after the set-up and after
/// every step (an action or time passing): for a game's own invariants (every card in exactly
/// one place, scores), checked at every step.
///
/// # Panics
/// When any check fails, or the game is not over after `max_steps` actions.
pub fn check_random_game_with<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: Seed,
    max_steps: usize,
    mut each: impl FnMut(&G),
) -> Played<G> {
    let mut game = G::new(options, seats, seed).expect("setup");
    let mut chooser = GameRng::from_seed(seed ^ 0x5eed_5eed);
    // A second generator picks the extra action played on a copy, so the games played (the
    // chooser's draws) stay the same with or without it.
    let mut sampler = GameRng::from_seed(seed ^ 0x5a3b_1e00);
    let mut serde = SerdeBudget::default();
    let mut log = Vec::new();
    let mut advances = Vec::new();
    let mut now = Millis(0);
    let everyone: Vec<Seat> = (0..seats as u8).map(Seat).collect();
    each(&game);
    serde.maybe_round_trip(&game, 0, seed);
    for _ in 0..max_steps {
        if chooser.range(0..4) == 0 {
            now = Millis(now.0 + chooser.range(0..10_000) as u64);
            let before = game.deadline().is_none().then(|| game.clone());
            game.advance_to(now);
            advances.push((log.len(), now));
            if let Some(before) = before {
                assert_eq!(
                    game, before,
                    "time passing changed a game that waits for none (seed {seed})"
                );
            }
            each(&game);
        }
        let acting = match game.status() {
            Status::Finished(outcome) => {
                for &seat in &everyone {
                    assert!(
                        game.legal_actions(seat).is_empty(),
                        "finished game lists actions for {seat:?}"
                    );
                }
                assert_eq!(
                    serde_json_round_trip(&game),
                    game,
                    "serde round-trip changed the final state (seed {seed})"
                );
                check_public_view(&game, seed);
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
        // Every listed action of every seat is legal; the chosen seat must have one.
        let listed: Vec<Vec<G::Action>> = everyone
            .iter()
            .map(|&seat| {
                let actions = game.legal_actions(seat);
                for action in &actions {
                    assert!(
                        game.is_legal(seat, action),
                        "listed {action:?} is not legal for {seat:?} (seed {seed})"
                    );
                }
                actions
            })
            .collect();
        let seat = *chooser.choose(&acting).expect("acting seat");
        let actions = &listed[seat.index()];
        assert!(
            !actions.is_empty(),
            "{seat:?} is acting but has no legal action (seed {seed})"
        );
        let action = chooser.choose(actions).expect("action").clone();
        now = Millis(now.0 + chooser.range(0..3000) as u64);
        if game.deadline().is_some_and(|deadline| deadline <= now) {
            // The action would come at or after the deadline: time runs out first, and the actions
            // are chosen again from the state it leaves.
            game.advance_to(now);
            advances.push((log.len(), now));
            each(&game);
            continue;
        }
        // At one step in four, one more listed action, of any seat, is played on a copy and
        // accepted at the same moment (a copy a step would cost more than the rest of the step
        // for a game with a long event log).
        let others: Vec<(Seat, &G::Action)> = everyone
            .iter()
            .flat_map(|&s| listed[s.index()].iter().map(move |a| (s, a)))
            .collect();
        let extra = (sampler.range(0..4) == 0)
            .then(|| sampler.choose(&others))
            .flatten();
        if let Some(&(other, extra)) = extra {
            game.clone()
                .play(other, extra.clone(), now)
                .unwrap_or_else(|e| {
                    panic!("listed action refused: {extra:?} by {other:?}: {e} (seed {seed})")
                });
        }
        game.play(seat, action.clone(), now)
            .unwrap_or_else(|e| panic!("listed action refused: {action:?}: {e} (seed {seed})"));
        log.push((seat, action, now));
        if let Some(deadline) = game.deadline() {
            assert!(deadline > now, "a deadline not in the future (seed {seed})");
        }
        each(&game);
        serde.maybe_round_trip(&game, log.len(), seed);
    }
    panic!("game from seed {seed} did not end within {max_steps} actions");
}

/// Spaces out the serde round-trips of a growing state (see [`SERDE_BYTES_PER_STEP`]).
#[derive(Default)]
struct SerdeBudget {
    /// The bytes round-tripped so far.
    spent: usize,
    /// The size of the last state round-tripped: the estimate for the next.
    last: usize,
}

impl SerdeBudget {
    fn maybe_round_trip<G: Game>(&mut self, game: &G, steps: usize, seed: Seed) {
        if self.spent + self.last > SERDE_BYTES_PER_STEP * steps {
            return;
        }
        let json = serde_json::to_string(game).expect("state serialises");
        let back: G = serde_json::from_str(&json).expect("state deserialises");
        assert_eq!(
            &back, game,
            "serde round-trip changed the state (seed {seed})"
        );
        check_public_view(game, seed);
        self.spent += json.len();
        self.last = json.len();
    }
}

/// Checks the public view of `game` ([`Game::public_view`]): every seat's view holds it whole,
/// so it tells nothing that some seat may not see, and it survives a serde round-trip. A seat
/// its view calls due ([`Game::is_due`]) is one the game waits for.
/// [`check_random_game`] checks it at the steps it round-trips the state.
///
/// # Panics
/// When a seat's view holds another public view, or the round-trip changes it.
pub fn check_public_view<G: Game>(game: &G, seed: Seed) {
    let public = game.public_view();
    let acting = game.acting();
    for seat in (0..game.seat_count() as u8).map(Seat) {
        let view = game.view(seat);
        assert_eq!(
            G::public_part(&view),
            &public,
            "{seat:?}'s view holds another public view (seed {seed})"
        );
        assert!(
            !G::is_due(&view) || acting.contains(&seat),
            "{seat:?} is told it is due but the game does not wait for it (seed {seed})"
        );
    }
    let json = serde_json::to_string(&public).expect("public view serialises");
    let back: G::Public = serde_json::from_str(&json).expect("public view deserialises");
    assert_eq!(
        back, public,
        "serde round-trip changed the public view (seed {seed})"
    );
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
    assert_eq!(
        state.public_view(),
        other.public_view(),
        "the public view changed with hidden information only"
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
