//! Every game's rules reached from its [`crate::GameKind`]: the tools that work on any game (the
//! simulator's generic entry, the contract run over every game) go through
//! [`crate::GameKind::with`], which the games' list in `kind.rs` writes for every game, with each
//! game's seat bot: a new game cannot be left out.

use crate::realtime::{Conductor, PlanningBot};
use crate::{BotLevel, Game, Seed};

/// A game as the generic tools take it: its rules, and a bot that plays a seat for the whole
/// game (the app has its own, see its session core).
pub trait Catalogued: Game {
    /// A bot kept for the whole game, planning in game time.
    type SeatBot: PlanningBot<Self> + Clone;

    /// A bot of `level` with its own generator started from `seed`.
    fn seat_bot(level: BotLevel, seed: Seed) -> Self::SeatBot;

    /// A table of bots, `levels[seat]` at each seat, each with its own generator from `seed`.
    fn bot_table(levels: &[BotLevel], seed: Seed) -> Conductor<Self, Self::SeatBot> {
        let bots = levels
            .iter()
            .enumerate()
            .map(|(seat, &level)| Some(Self::seat_bot(level, seed.wrapping_mul(31) + seat as u64)))
            .collect();
        Conductor::new(bots)
    }
}

/// Work done on whichever game a [`crate::GameKind`] names ([`crate::GameKind::with`]).
pub trait ForGame {
    /// What the work gives back.
    type Output;

    /// Does the work on the game `G`.
    fn run<G: Catalogued>(self) -> Self::Output;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::check_random_game;
    use crate::{GameKind, Status};

    /// Random legal play of every game, checked by the contract at every step, with the
    /// smallest and the largest table its default options take.
    struct RandomGames(std::ops::Range<u64>);

    impl ForGame for RandomGames {
        type Output = ();

        fn run<G: Catalogued>(self) {
            let range = G::KIND.players();
            for seed in self.0 {
                for seats in [range.min, range.max] {
                    if G::new(&G::Options::default(), seats, seed).is_err() {
                        continue; // a mode that takes other counts (W6)
                    }
                    let played =
                        check_random_game::<G>(&G::Options::default(), seats, seed, 50_000);
                    assert!(matches!(played.state.status(), Status::Finished(_)));
                }
            }
        }
    }

    /// A game of the kind's bots, at every level, played to its end through the conductor with
    /// a fake clock.
    struct BotsToTheEnd;

    impl ForGame for BotsToTheEnd {
        type Output = usize;

        fn run<G: Catalogued>(self) -> usize {
            let seats = G::KIND.players().min.max(2);
            let mut game = G::new(&G::Options::default(), seats, 3).expect("the game's seats");
            let levels: Vec<BotLevel> = (0..seats).map(|i| BotLevel::ALL[i % 3]).collect();
            let mut conductor = G::bot_table(&levels, 11);
            let steps = conductor.run_to_end(&mut game, 200_000);
            assert!(
                matches!(game.status(), Status::Finished(_)),
                "{:?}: the bots stopped after {} steps",
                G::KIND,
                steps.len()
            );
            steps.len()
        }
    }

    #[test]
    fn every_game_keeps_the_contract_under_random_play() {
        for kind in GameKind::ALL {
            kind.with(RandomGames(0..2));
        }
    }

    #[test]
    fn every_games_bots_play_a_game_to_its_end() {
        for kind in GameKind::ALL {
            assert!(kind.with(BotsToTheEnd) > 0, "{kind:?}");
        }
    }

    /// The long run of every game (`cargo test --release -p tablee-rules contract_long --
    /// --ignored`, the `long` stage of `scripts/test.sh`): 10,000 seeded games each, every step
    /// checked by the contract and by the game's own invariants. Each game names its long run on
    /// its line in `kind.rs`, so a new game cannot skip it.
    #[test]
    #[ignore = "slow; run in release"]
    fn contract_long_every_game() {
        for kind in GameKind::ALL {
            let started = std::time::Instant::now();
            crate::kind::contract_long(kind);
            eprintln!(
                "{}: long contract in {:.1?}",
                kind.name(),
                started.elapsed()
            );
        }
    }
}
