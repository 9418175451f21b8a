//! `tablee-sim any <game>`: the one entry that plays any game's bots, through the same
//! conductor and fake clock as the app's tables, and prints win rates by level, game length and
//! game time. A new game gets it with no line of its own here (through
//! [`tablee_rules::GameKind::with`]); the games' own subcommands add what only they measure.

use crate::{wilson, Args};
use std::time::Instant;
use tablee_rules::realtime::Step;
use tablee_rules::{BotLevel, Catalogued, ForGame, GameKind, Status};

/// Plays `args.games` games of `kind` between bots of `args.levels` (one per seat; with
/// `--players`, the last level fills the other seats), every seat order equally often.
pub fn run(kind: GameKind, args: &Args) -> Result<(), String> {
    let seats = args.players.unwrap_or(args.levels.len());
    let range = kind.players();
    if !range.contains(seats) {
        return Err(format!(
            "{} takes {} to {} players, not {seats}",
            kind.name(),
            range.min,
            range.max
        ));
    }
    let mut levels = args.levels.clone();
    let last = *levels.last().ok_or("--levels names no level")?;
    levels.resize(seats, last);
    kind.with(Games {
        levels,
        games: args.games,
        seed: args.seed,
    })
}

/// The games to play, as [`ForGame`] work.
struct Games {
    levels: Vec<BotLevel>,
    games: usize,
    seed: u64,
}

impl ForGame for Games {
    type Output = Result<(), String>;

    fn run<G: Catalogued>(self) -> Result<(), String> {
        let seats = self.levels.len();
        let ids: Vec<&str> = self.levels.iter().map(|l| l.id()).collect();
        println!(
            "{}: {} games of bots {ids:?} from seed {} (default options)",
            G::KIND.name(),
            self.games,
            self.seed
        );
        let (mut wins, mut scores) = (vec![0.0_f64; seats], vec![0.0_f64; seats]);
        let (mut actions, mut game_ms) = (0_usize, 0_u64);
        let started = Instant::now();
        for i in 0..self.games {
            // Every seat order equally often: the level at seat s is levels[(s + i) % seats].
            let level_at = |seat: usize| (seat + i) % seats;
            let seed = self.seed + i as u64;
            let mut game = G::new(&G::Options::default(), seats, seed)
                .map_err(|e| format!("seed {seed}: {e}"))?;
            let seated: Vec<BotLevel> = (0..seats).map(|s| self.levels[level_at(s)]).collect();
            let steps = G::bot_table(&seated, seed).run_to_end(&mut game, 5_000_000);
            let Status::Finished(outcome) = game.status() else {
                return Err(format!("seed {seed}: the bots stopped before the end"));
            };
            // The steps come in time order: the last one is the game's end.
            actions += steps
                .iter()
                .filter(|s| matches!(s, Step::Played { .. }))
                .count();
            game_ms += steps.last().map_or(0, |step| match step {
                Step::Played { at, .. } | Step::Advanced(at) => at.0,
            });
            for (seat, score) in outcome.scores.iter() {
                scores[level_at(seat.index())] += f64::from(*score);
                if outcome.winners.contains(&seat) {
                    wins[level_at(seat.index())] += 1.0 / outcome.winners.len() as f64;
                }
            }
        }
        let n = self.games.max(1) as f64;
        for (i, id) in ids.iter().enumerate() {
            let (low, high) = wilson(wins[i], n);
            println!(
                "seat of level {id:<7} wins {:5.1}% (95% CI {:4.1}-{:4.1}%), mean score {:6.2}",
                100.0 * wins[i] / n,
                100.0 * low,
                100.0 * high,
                scores[i] / n
            );
        }
        println!(
            "{:.1} actions a game; {:.1?} of computing a game",
            actions as f64 / n,
            started.elapsed() / self.games.max(1) as u32
        );
        if game_ms > 0 {
            println!("game time {:.1} s a game", game_ms as f64 / 1000.0 / n);
        }
        Ok(())
    }
}
