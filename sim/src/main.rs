//! `tablee-sim`: plays seeded games between Tablée bots and prints statistics.
//!
//! ```text
//! tablee-sim tuefteln [--games N] [--seed S] [--side A|B] [--levels easy,normal,strong] [--model PATH|none]
//! tablee-sim tuefteln-train [--side A|B] [--games N] [--hidden H] [--seed S] [--from PATH]
//!                           [--lambda L] [--rate R] [--bonus B] [--explore P]
//!                           [--targets played|expected]
//!                           [--player shortlist|exhaustive|lookahead] --out PATH
//! tablee-sim tweak    [--games N] [--seed S] --levels strong,normal   (one level per seat)
//! tablee-sim swaks    [--games N] [--seed S] --levels strong,normal [--players P]
//!                     [--timer on|off|MS] [--target T]
//! tablee-sim twinit   [--games N] [--seed S] [--levels strong,normal] [--players P]
//!                     [--mode chacun-pour-soi|clans|ring|tous-ensemble|all] [--pairings]
//! tablee-sim any GAME [--games N] [--seed S] [--levels strong,normal] [--players P]
//! ```
//! `any` plays any game's bots through one generic entry (win rates by level, game length); a
//! game's own subcommand adds what only it measures, and a game without one is played by `any`.
//! A bad option says so and exits with status 2.

// The simulator runs natively and never ships: the size rules of clippy.toml (the standard
// sorts and the like) are for the wasm app.
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tablee_rules::contract::{play_with_bots, play_with_bots_made};
use tablee_rules::tuefteln::model::train::{train, Player, Targets, TrainOptions};
use tablee_rules::tuefteln::model::MAX_HIDDEN;
use tablee_rules::tuefteln::{Model, Options, Rating, Side, Tuefteln};
use tablee_rules::tweak::Tweak;
use tablee_rules::{BotLevel, Bots, GameKind};

mod any;
mod swaks;
mod twinit;

/// Parsed command-line options shared by the subcommands.
struct Args {
    games: usize,
    seed: u64,
    /// Whether `--games` and `--seed` were given (training has its own defaults).
    games_given: bool,
    seed_given: bool,
    side: Side,
    levels: Vec<BotLevel>,
    /// Which model the strong Tüfteln bot judges with.
    model: ModelChoice,
    /// Hidden width for training.
    hidden: Option<usize>,
    /// Where training writes the model.
    out: Option<PathBuf>,
    /// The model training starts from (else from zero).
    from: Option<PathBuf>,
    /// What training pulls tiles toward, when not the recipe's.
    targets: Option<Targets>,
    /// How the self-play player chooses, when not the recipe's.
    player: Option<Player>,
    /// The starting learning rate, when not the recipe's.
    rate: Option<f32>,
    /// The bonus's worth in training, when not the recipe's.
    bonus: Option<f32>,
    /// Training's lambda, when not the recipe's.
    lambda: Option<f32>,
    /// Training's chance of a random move, when not the recipe's.
    explore: Option<f32>,
    /// Seats at the table, when not one per level (the last level fills the rest).
    players: Option<usize>,
    /// Swaks's timer in milliseconds (`None`: off), when not the default.
    timer_ms: Option<Option<u32>>,
    /// The match target, when not the game's default.
    target: Option<u32>,
    /// Twin It!'s mode by its id (`None`: every mode).
    mode: Option<String>,
    /// Twin It!: the table of every pairing of levels (`--pairings`, a flag with no value).
    pairings: bool,
}

/// Which model the strong Tüfteln bot judges with (`--model`).
enum ModelChoice {
    /// The shipped model of the side, if the file is there.
    Shipped,
    /// None: `--model none`.
    Without,
    /// The model in this file.
    File(PathBuf),
}

/// The shipped model of `side`, which the app downloads from `/models/`.
fn shipped_model(side: Side) -> PathBuf {
    let name = match side {
        Side::A => "tuefteln-a.bin",
        Side::B => "tuefteln-b.bin",
    };
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../public/models")
        .join(name)
}

/// Games played (or trained) when `--games` is not given.
const DEFAULT_GAMES: usize = 1000;
/// The first seed when `--seed` is not given.
const DEFAULT_SEED: u64 = 1;

fn parse(mut words: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut args = Args {
        games: DEFAULT_GAMES,
        seed: DEFAULT_SEED,
        side: Side::A,
        levels: BotLevel::ALL.to_vec(),
        games_given: false,
        seed_given: false,
        model: ModelChoice::Shipped,
        hidden: None,
        out: None,
        from: None,
        targets: None,
        player: None,
        rate: None,
        bonus: None,
        lambda: None,
        explore: None,
        players: None,
        timer_ms: None,
        target: None,
        mode: None,
        pairings: false,
    };
    while let Some(flag) = words.next() {
        if flag == "--pairings" {
            args.pairings = true;
            continue;
        }
        let value = words.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--games" => {
                args.games = value.parse().map_err(|_| format!("bad --games {value}"))?;
                args.games_given = true;
            }
            "--seed" => {
                args.seed = value.parse().map_err(|_| format!("bad --seed {value}"))?;
                args.seed_given = true;
            }
            "--side" => {
                args.side = match value.as_str() {
                    "A" | "a" => Side::A,
                    "B" | "b" => Side::B,
                    _ => return Err(format!("bad --side {value}: A or B")),
                }
            }
            "--levels" => {
                args.levels = value
                    .split(',')
                    .map(|l| BotLevel::from_id(l).ok_or(format!("unknown level {l}")))
                    .collect::<Result<_, _>>()?
            }
            "--model" => {
                args.model = match value.as_str() {
                    "none" => ModelChoice::Without,
                    _ => ModelChoice::File(PathBuf::from(value)),
                };
            }
            "--hidden" => {
                args.hidden = Some(value.parse().map_err(|_| format!("bad --hidden {value}"))?)
            }
            "--out" => args.out = Some(PathBuf::from(value)),
            "--from" => args.from = Some(PathBuf::from(value)),
            "--targets" => {
                args.targets = Some(match value.as_str() {
                    "played" => Targets::Played,
                    "expected" => Targets::Expected,
                    _ => return Err(format!("bad --targets {value}: played or expected")),
                })
            }
            "--player" => {
                args.player = Some(match value.as_str() {
                    "shortlist" => Player::Shortlist,
                    "exhaustive" => Player::Exhaustive,
                    "lookahead" => Player::Lookahead,
                    _ => {
                        return Err(format!(
                            "bad --player {value}: shortlist, exhaustive or lookahead"
                        ))
                    }
                })
            }
            "--lambda" => {
                args.lambda = Some(value.parse().map_err(|_| format!("bad --lambda {value}"))?)
            }
            "--explore" => {
                args.explore = Some(
                    value
                        .parse()
                        .map_err(|_| format!("bad --explore {value}"))?,
                )
            }
            "--bonus" => {
                args.bonus = Some(value.parse().map_err(|_| format!("bad --bonus {value}"))?)
            }
            "--players" => {
                args.players = Some(
                    value
                        .parse()
                        .map_err(|_| format!("bad --players {value}"))?,
                )
            }
            "--timer" => {
                args.timer_ms = Some(match value.as_str() {
                    "on" => Some(tablee_rules::swaks::DEFAULT_TIMER_MS),
                    "off" => None,
                    ms => Some(
                        ms.parse()
                            .map_err(|_| format!("bad --timer {value}: on, off or milliseconds"))?,
                    ),
                })
            }
            "--target" => {
                args.target = Some(value.parse().map_err(|_| format!("bad --target {value}"))?)
            }
            "--mode" => args.mode = Some(value),
            "--rate" => args.rate = Some(value.parse().map_err(|_| format!("bad --rate {value}"))?),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(args)
}

fn mean_and_sd(values: &[f64]) -> (f64, f64) {
    let n = values.len().max(1) as f64;
    let mean = values.iter().sum::<f64>() / n;
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n;
    (mean, var.sqrt())
}

fn percentile(times: &mut [Duration], p: f64) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.sort_unstable();
    let index = ((times.len() - 1) as f64 * p).round() as usize;
    times[index]
}

/// Replaces a recipe's `setting` with the command line's `given` value, when there is one.
fn override_with<T>(setting: &mut T, given: Option<T>) {
    if let Some(value) = given {
        *setting = value;
    }
}

/// Trains a model for the strong Tüfteln bot and writes it to `--out`.
fn tuefteln_train(args: &Args) -> Result<(), String> {
    let out = args.out.as_ref().ok_or("tuefteln-train needs --out PATH")?;
    let mut options = TrainOptions::shipped(args.side);
    if args.games_given {
        options.games = args.games as u64;
    }
    if args.seed_given {
        options.seed = args.seed;
    }
    if let Some(hidden) = args.hidden {
        if !(1..=MAX_HIDDEN).contains(&hidden) {
            return Err(format!("--hidden {hidden}: 1 to {MAX_HIDDEN}"));
        }
        options.hidden = hidden;
    }
    override_with(&mut options.targets, args.targets);
    override_with(&mut options.player, args.player);
    override_with(&mut options.explore, args.explore);
    override_with(&mut options.lambda, args.lambda);
    override_with(&mut options.bonus, args.bonus);
    override_with(&mut options.learning_rate, args.rate);
    let start = match &args.from {
        None => None,
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let model =
                Model::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            if model.side() != options.side {
                return Err(format!("{}: a model for the other side", path.display()));
            }
            options.hidden = model.hidden();
            Some(model)
        }
    };
    println!("training {options:?}");
    let started = Instant::now();
    let every = (options.games / 20).max(1);
    let model = train(&options, start.as_ref(), every, |p| {
        println!(
            "{:>9} games  error {:.3}  {:?}",
            p.games,
            p.error,
            started.elapsed()
        );
    });
    let bytes = model.to_bytes();
    std::fs::write(out, &bytes).map_err(|e| format!("{}: {e}", out.display()))?;
    println!("wrote {} ({} bytes)", out.display(), bytes.len());
    Ok(())
}

fn tuefteln(args: &Args) -> Result<(), String> {
    println!(
        "Tüfteln solo, side {:?}, {} games from seed {}",
        args.side, args.games, args.seed
    );
    let path = match &args.model {
        ModelChoice::Shipped => Some(shipped_model(args.side)).filter(|path| path.exists()),
        ModelChoice::Without => None,
        ModelChoice::File(path) => Some(path.clone()),
    };
    let model = match path {
        None => None,
        Some(path) => match std::fs::read(&path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| Model::from_bytes(&bytes).map_err(|e| e.to_string()))
        {
            Ok(model) => {
                println!("strong judges with the model {}", path.display());
                Some(Arc::new(model))
            }
            Err(e) => return Err(format!("{}: {e}", path.display())),
        },
    };
    for level in &args.levels {
        let stats = play_with_bots_made::<Tuefteln>(
            &Options { side: args.side },
            1,
            args.seed,
            args.games,
            100,
            |_, seed| match (&model, level) {
                (Some(model), BotLevel::Strong) => Tuefteln::strong_bot(Arc::clone(model)),
                _ => Tuefteln::bot(*level, seed),
            },
        );
        let totals: Vec<f64> = stats
            .outcomes
            .iter()
            .map(|o| f64::from(o.scores.values()[0]))
            .collect();
        let (mean, sd) = mean_and_sd(&totals);
        let mut times = stats.decision_times.clone();
        let p50 = percentile(&mut times, 0.5);
        let p99 = percentile(&mut times, 0.99);
        let max = times.last().copied().unwrap_or_default();
        println!(
            "\n{:<7} mean {mean:6.2}  sd {sd:5.2}  decision p50 {:?} p99 {:?} max {:?}",
            level.id(),
            p50,
            p99,
            max
        );
        for rating in Rating::ALL {
            let share = totals
                .iter()
                .filter(|t| Rating::for_total(**t as i32) == rating)
                .count() as f64
                / totals.len().max(1) as f64;
            let (low, high) = rating.range();
            let band = match high {
                Some(h) => format!("{low}-{h}"),
                None => format!("{low}+"),
            };
            println!("    {:<18} {band:>6}  {:5.1}%", rating.id(), share * 100.0);
        }
    }
    Ok(())
}

/// A 95% Wilson score interval for `wins` out of `n`.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let z = 1.96_f64;
    let p = wins / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn tweak(args: &Args) {
    let levels = &args.levels;
    println!(
        "TWEAK matches, seats {:?}, {} matches from seed {}",
        levels.iter().map(|l| l.id()).collect::<Vec<_>>(),
        args.games,
        args.seed
    );
    // Every seat order is played equally often, so no level gains from its seat.
    let mut wins = vec![0.0_f64; levels.len()];
    let mut points = vec![0.0_f64; levels.len()];
    let mut rounds = 0.0_f64;
    let mut times = Vec::new();
    for rotation in 0..levels.len() {
        let seated: Vec<BotLevel> = (0..levels.len())
            .map(|seat| levels[(seat + rotation) % levels.len()])
            .collect();
        let share = args.games / levels.len() + usize::from(rotation < args.games % levels.len());
        let first = args.seed + (rotation * args.games) as u64;
        let stats = play_with_bots::<Tweak>(&Default::default(), &seated, first, share, 1_000_000);
        times.extend(stats.decision_times);
        for (outcome, fin) in stats.outcomes.iter().zip(&stats.finals) {
            let played = f64::from(fin.round_number());
            rounds += played;
            for (seat, score) in outcome.scores.iter() {
                let level_index = (seat.index() + rotation) % levels.len();
                points[level_index] += f64::from(*score);
                if outcome.winners.contains(&seat) {
                    wins[level_index] += 1.0 / outcome.winners.len() as f64;
                }
            }
        }
    }
    let n = args.games as f64;
    println!("average rounds per match: {:.2}", rounds / n.max(1.0));
    for (i, level) in levels.iter().enumerate() {
        let (low, high) = wilson(wins[i], n);
        println!(
            "seat level {:<7} wins {:5.1}% (95% CI {:4.1}-{:4.1}%), points per round {:5.2}",
            level.id(),
            100.0 * wins[i] / n.max(1.0),
            100.0 * low,
            100.0 * high,
            points[i] / rounds.max(1.0)
        );
    }
    let p50 = percentile(&mut times, 0.5);
    let p99 = percentile(&mut times, 0.99);
    let max = times.last().copied().unwrap_or_default();
    println!(
        "decision time p50 {p50:?} p99 {p99:?} max {max:?} over {} decisions",
        times.len()
    );
}

/// Success, or the error printed and exit status 2.
fn report(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tablee-sim: {e}");
            ExitCode::from(2)
        }
    }
}

fn main() -> ExitCode {
    let mut words = std::env::args().skip(1);
    let Some(game) = words.next() else {
        eprintln!("usage: tablee-sim <tweak|swaks|tuefteln|twinit> [--games N] [--seed S] [--side A|B] [--levels easy,normal,strong]");
        return ExitCode::from(2);
    };
    // `any GAME`: the game's id follows.
    let generic = (game == "any").then(|| words.next().unwrap_or_default());
    let args = match parse(words) {
        Ok(args) => args,
        Err(e) => {
            eprintln!("tablee-sim: {e}");
            return ExitCode::from(2);
        }
    };
    if game == "tuefteln-train" {
        return report(tuefteln_train(&args));
    }
    if let Some(id) = generic {
        return match GameKind::from_id(&id) {
            Some(kind) => report(any::run(kind, &args)),
            None => {
                eprintln!(
                    "tablee-sim: any needs a game: tablee-sim any <tweak|swaks|tuefteln|twinit>"
                );
                ExitCode::from(2)
            }
        };
    }
    match GameKind::from_id(&game) {
        Some(GameKind::Tuefteln) => report(tuefteln(&args)),
        Some(GameKind::Tweak) => {
            if !(2..=6).contains(&args.levels.len()) {
                eprintln!(
                    "tablee-sim: tweak needs 2 to 6 levels, one per seat (--levels strong,normal)"
                );
                return ExitCode::from(2);
            }
            tweak(&args);
            ExitCode::SUCCESS
        }
        Some(GameKind::Swaks) => report(swaks::run(&args)),
        Some(GameKind::TwinIt) => report(twinit::run(&args)),
        #[allow(unreachable_patterns)] // a game with no subcommand of its own
        Some(kind) => report(any::run(kind, &args)),
        None => {
            eprintln!("tablee-sim: unknown game {game}");
            ExitCode::from(2)
        }
    }
}
