//! `tablee-sim twinit`: all-bot Twin It! games played in real time by the [`Conductor`] (every
//! bot spots pairs, turns and flips on its own human-like timing), in each mode.
//!
//! - Chacun pour soi and Le Ring: entry `i` of `--levels` (the last repeated up to `--players`)
//!   sits at every seat equally often.
//! - Les Clans: `--levels a,b` gives team 0 (even seats) level `a` and team 1 level `b`, the
//!   teams swapping levels every other game; 4 players unless `--players`.
//! - Tous ensemble: every seat at one level, for each level of `--levels` and each player count
//!   (1 to 6, or `--players`): the mean score and the rule book's ratings.
//!
//! - `--pairings`: a table per mode of the three pairings of levels (strong against
//!   normal, normal against easy, strong against easy), `--games` games each, the levels
//!   swapping seats every other game: the stronger level's share of wins with its 95% Wilson
//!   interval, against the targets (60-85 % for neighbouring levels, at most 97 % for strong
//!   against easy). Two seats, except Les Clans, which needs two teams of two (4 seats,
//!   W6). Tous ensemble: the team's score (mean, standard deviation from game to game, the
//!   mean's 95% interval) for two seats of each level and for mixed pairs.
//!
//! Ties: when the game ends with equal top prises (every pile empty and no pair left, W6), the
//! tied seats (or teams) share the win: each counts `1 / tied` of a win. The share of tied games
//! is printed.

use super::{wilson, Args};
use tablee_rules::realtime::Conductor;
use tablee_rules::twinit::{team, Event, Mode, Options, Rating, TwinIt, TwinItBot};
use tablee_rules::{BotLevel, Game, Seat, Status};

/// Most conductor steps one game may take (real games take a few hundred).
const MAX_STEPS: usize = 50_000;

/// The modes `--mode` names (all four when not given).
fn modes(args: &Args) -> Result<Vec<Mode>, String> {
    let all = [
        Mode::ChacunPourSoi,
        Mode::Clans,
        Mode::Ring,
        Mode::TousEnsemble,
    ];
    match args.mode.as_deref() {
        None | Some("all") => Ok(all.to_vec()),
        Some(id) => all
            .into_iter()
            .find(|m| m.id() == id)
            .map(|m| vec![m])
            .ok_or(format!(
                "unknown --mode {id}: chacun-pour-soi, clans, ring, tous-ensemble or all"
            )),
    }
}

/// One finished game, counted.
#[derive(Default)]
struct Tally {
    games: f64,
    unfinished: usize,
    tied: f64,
    game_ms: Vec<f64>,
    /// Per entry (or team): wins, claims won, errors, and the seats it held (for averages).
    wins: Vec<f64>,
    claims: Vec<f64>,
    errors: Vec<f64>,
    seats: Vec<f64>,
}

impl Tally {
    fn new(entries: usize) -> Tally {
        Tally {
            wins: vec![0.0; entries],
            claims: vec![0.0; entries],
            errors: vec![0.0; entries],
            seats: vec![0.0; entries],
            ..Tally::default()
        }
    }

    /// Counts `game`, where seat `s` played for entry `entry_of(s)`.
    fn count(&mut self, game: &TwinIt, entry_of: impl Fn(Seat) -> usize) {
        self.games += 1.0;
        let seats = game.seat_count();
        for s in 0..seats {
            self.seats[entry_of(Seat(s as u8))] += 1.0;
        }
        let mut end = 0;
        for event in game.events() {
            match event {
                Event::Won { seat, at, .. } => {
                    self.claims[entry_of(*seat)] += 1.0;
                    end = end.max(at.0);
                }
                Event::Erred { seat, at, .. } => {
                    self.errors[entry_of(*seat)] += 1.0;
                    end = end.max(at.0);
                }
                Event::Turned { at, .. } | Event::Tied { at, .. } | Event::Litige { at, .. } => {
                    end = end.max(at.0);
                }
                Event::Flipped { at, .. } => end = end.max(at.0),
            }
        }
        self.game_ms.push(end as f64);
        let Status::Finished(outcome) = game.status() else {
            self.unfinished += 1;
            return;
        };
        // The winning entries (a team counts once), sharing the win when tied.
        let mut winners: Vec<usize> = outcome.winners.iter().map(|&s| entry_of(s)).collect();
        winners.sort_unstable();
        winners.dedup();
        if winners.len() > 1 {
            self.tied += 1.0;
        }
        for entry in &winners {
            self.wins[*entry] += 1.0 / winners.len() as f64;
        }
    }

    /// Prints each entry's wins with a 95% Wilson interval, claims a minute and errors a game.
    fn print(&self, names: &[String]) {
        let n = self.games.max(1.0);
        let minutes = self.game_ms.iter().sum::<f64>() / 60_000.0;
        for (i, name) in names.iter().enumerate() {
            let (low, high) = wilson(self.wins[i], self.games);
            let per_seat = self.seats[i].max(1.0) / n;
            let attempts = (self.claims[i] + self.errors[i]).max(1.0);
            println!(
                "  {name:<16} wins {:5.1}% (95% CI {:4.1}-{:4.1}%)  claims/min {:5.2} a seat  errors/game {:4.2} a seat ({:.1}% of its claims)",
                100.0 * self.wins[i] / n,
                100.0 * low,
                100.0 * high,
                self.claims[i] / minutes.max(1e-9) / per_seat,
                self.errors[i] / n / per_seat,
                100.0 * self.errors[i] / attempts,
            );
        }
        let mut lengths = self.game_ms.clone();
        lengths.sort_by(f64::total_cmp);
        let mean = lengths.iter().sum::<f64>() / lengths.len().max(1) as f64;
        let median = lengths.get(lengths.len() / 2).copied().unwrap_or(0.0);
        println!(
            "  game time: mean {:.1} s, median {:.1} s; tied {:.1}% (a tie shares the win)",
            mean / 1000.0,
            median / 1000.0,
            100.0 * self.tied / n
        );
        if self.unfinished > 0 {
            println!("  {} games did not finish", self.unfinished);
        }
    }
}

/// Plays one game of `mode` with `seated[seat]` at each seat, to its end.
fn play(mode: Mode, seated: &[BotLevel], seed: u64) -> TwinIt {
    let mut game = TwinIt::new(&Options { mode }, seated.len(), seed).expect("seats");
    let bots = seated
        .iter()
        .enumerate()
        .map(|(i, level)| {
            Some(TwinItBot::new(
                *level,
                seed.wrapping_mul(7919).wrapping_add(i as u64 + 1),
            ))
        })
        .collect();
    let mut conductor: Conductor<TwinIt, TwinItBot> = Conductor::new(bots);
    conductor.run_to_end(&mut game, MAX_STEPS);
    game
}

/// The levels at each seat of a Chacun pour soi or Le Ring table: `--levels`, the last one
/// repeated up to `--players`.
fn seat_levels(args: &Args, mode: Mode) -> Result<Vec<BotLevel>, String> {
    let mut levels = args.levels.clone();
    let players = args.players.unwrap_or(levels.len().max(2));
    let (min, max) = mode.players();
    if !(min..=max).contains(&players) || levels.len() > players {
        return Err(format!(
            "{} needs {min} to {max} seats and at most one level a seat",
            mode.id()
        ));
    }
    let last = *levels.last().ok_or("no --levels")?;
    levels.resize(players, last);
    Ok(levels)
}

/// Chacun pour soi or Le Ring: every entry at every seat equally often.
fn each_for_themselves(args: &Args, mode: Mode) -> Result<(), String> {
    let levels = seat_levels(args, mode)?;
    let n = levels.len();
    println!(
        "{}: seats {:?}, {} games from seed {}",
        mode.id(),
        levels.iter().map(|l| l.id()).collect::<Vec<_>>(),
        args.games,
        args.seed
    );
    let mut tally = Tally::new(n);
    for m in 0..args.games {
        let rotation = m % n;
        let entry = |seat: Seat| (seat.index() + n - rotation) % n;
        let seated: Vec<BotLevel> = (0..n).map(|s| levels[entry(Seat(s as u8))]).collect();
        let game = play(mode, &seated, args.seed + m as u64);
        tally.count(&game, entry);
    }
    let names: Vec<String> = levels
        .iter()
        .enumerate()
        .map(|(i, l)| format!("entry {i} {}", l.id()))
        .collect();
    tally.print(&names);
    Ok(())
}

/// Les Clans: team 0 plays `--levels`'s first level, team 1 its second, swapping every game.
fn clans(args: &Args) -> Result<(), String> {
    let teams = match args.levels.as_slice() {
        [a] => [*a, *a],
        [a, b] => [*a, *b],
        _ => return Err("clans takes one level a team: --levels strong,normal".into()),
    };
    let players = args.players.unwrap_or(4);
    if !(4..=6).contains(&players) {
        return Err("clans needs 4 to 6 players".into());
    }
    println!(
        "clans: {players} players, teams {} vs {}, {} games from seed {}",
        teams[0].id(),
        teams[1].id(),
        args.games,
        args.seed
    );
    let mut tally = Tally::new(2);
    for m in 0..args.games {
        let swap = usize::from(m % 2 == 1);
        let entry = |seat: Seat| (usize::from(team(seat)) + swap) % 2;
        let seated: Vec<BotLevel> = (0..players).map(|s| teams[entry(Seat(s as u8))]).collect();
        let game = play(Mode::Clans, &seated, args.seed + m as u64);
        tally.count(&game, entry);
    }
    let names: Vec<String> = teams
        .iter()
        .enumerate()
        .map(|(i, l)| format!("team {i} {}", l.id()))
        .collect();
    tally.print(&names);
    Ok(())
}

/// Tous ensemble: for each level and player count, the mean score and the ratings.
fn together(args: &Args) -> Result<(), String> {
    let counts: Vec<usize> = match args.players {
        Some(p) if (1..=6).contains(&p) => vec![p],
        Some(p) => return Err(format!("tous-ensemble takes 1 to 6 players, not {p}")),
        None => (1..=6).collect(),
    };
    println!(
        "tous-ensemble: {} games a level and player count, from seed {}",
        args.games, args.seed
    );
    for level in &args.levels {
        for &players in &counts {
            let seated = vec![*level; players];
            let mut points = Vec::new();
            let mut ratings = [0usize; 4];
            let mut flips = 0usize;
            for m in 0..args.games {
                let game = play(Mode::TousEnsemble, &seated, args.seed + m as u64);
                points.push(f64::from(game.points()));
                flips += game
                    .events()
                    .iter()
                    .filter(|e| matches!(e, Event::Flipped { .. }))
                    .count();
                let rating = game.rating().unwrap_or(Rating::Taupes);
                ratings[rating as usize] += 1;
            }
            let n = points.len().max(1) as f64;
            let mean = points.iter().sum::<f64>() / n;
            let shares = rating_shares(&ratings, n);
            println!(
                "  {:<7} {players} players: score {mean:5.2}, flips {:5.1}; {}",
                level.id(),
                flips as f64 / n,
                shares.join(", ")
            );
        }
    }
    Ok(())
}

/// One level's figures in a pairing: its share of wins (ties shared), claims a minute a seat,
/// and wrong claims as a share of its claims.
struct Figures {
    wins: f64,
    low: f64,
    high: f64,
    claims_per_min: f64,
    wrong: f64,
}

impl Tally {
    /// Entry `i`'s figures.
    fn figures(&self, i: usize) -> Figures {
        let n = self.games.max(1.0);
        let minutes = self.game_ms.iter().sum::<f64>() / 60_000.0;
        let (low, high) = wilson(self.wins[i], self.games);
        let per_seat = self.seats[i].max(1.0) / n;
        Figures {
            wins: self.wins[i] / n,
            low,
            high,
            claims_per_min: self.claims[i] / minutes.max(1e-9) / per_seat,
            wrong: self.errors[i] / (self.claims[i] + self.errors[i]).max(1.0),
        }
    }
}

/// Issue 40's pairings, the stronger level first, with the stronger level's target share of
/// wins.
const PAIRINGS: [(BotLevel, BotLevel, (f64, f64)); 3] = [
    (BotLevel::Strong, BotLevel::Normal, (0.60, 0.85)),
    (BotLevel::Normal, BotLevel::Easy, (0.60, 0.85)),
    (BotLevel::Strong, BotLevel::Easy, (0.0, 0.97)),
];

/// The pairings of a competitive mode: `games` games a pairing on the mode's smallest table of
/// two sides (2 seats; Les Clans 4, two a team), or `--players` seats; the two levels sit at
/// alternate seats (Les Clans: one a team) and swap every other game.
fn duel_table(args: &Args, mode: Mode) -> Result<(), String> {
    let (min, max) = mode.players();
    let seats = args.players.unwrap_or(min.max(2));
    if !(min.max(2)..=max).contains(&seats) {
        return Err(format!("{} takes {min} to {max} seats", mode.id()));
    }
    println!(
        "{}: {seats} seats, {} games a pairing from seed {}",
        mode.id(),
        args.games,
        args.seed
    );
    println!(
        "  {:<17} {:>28}  {:>7}  {:>13}  {:>17}  {:>6}  target",
        "pairing", "stronger wins (95% CI)", "tied", "claims/min", "wrong claims", "game"
    );
    for (strong, weak, (low, high)) in PAIRINGS {
        let levels = [strong, weak];
        let mut tally = Tally::new(2);
        for m in 0..args.games {
            let entry = |seat: Seat| {
                let side = if mode == Mode::Clans {
                    usize::from(team(seat))
                } else {
                    seat.index() % 2
                };
                (side + m) % 2
            };
            let seated: Vec<BotLevel> = (0..seats).map(|s| levels[entry(Seat(s as u8))]).collect();
            let game = play(mode, &seated, args.seed + m as u64);
            tally.count(&game, entry);
        }
        let (a, b) = (tally.figures(0), tally.figures(1));
        let mean_s = tally.game_ms.iter().sum::<f64>() / tally.game_ms.len().max(1) as f64 / 1e3;
        let met = a.low >= low - 1e-9 && a.high <= high + 1e-9;
        let within = (low..=high).contains(&a.wins);
        println!(
            "  {:<17} {:>9.1}% ({:4.1}-{:4.1}%)  {:>6.1}%  {:>5.2} vs {:>5.2}  {:>5.1}% vs {:>5.1}%  {:>5.1}s  {:.0}-{:.0}%: {}",
            format!("{} vs {}", strong.id(), weak.id()),
            100.0 * a.wins,
            100.0 * a.low,
            100.0 * a.high,
            100.0 * tally.tied / tally.games.max(1.0),
            a.claims_per_min,
            b.claims_per_min,
            100.0 * a.wrong,
            100.0 * b.wrong,
            mean_s,
            100.0 * low,
            100.0 * high,
            if met {
                "met"
            } else if within {
                "met, CI overlaps an edge"
            } else {
                "MISSED"
            }
        );
        if tally.unfinished > 0 {
            println!("    {} games did not finish", tally.unfinished);
        }
    }
    Ok(())
}

/// Tous ensemble's table: the team's score for `--players` seats (2 unless given) of each level
/// and of mixed levels, over `games` minutes.
fn together_table(args: &Args) -> Result<(), String> {
    let players = args.players.unwrap_or(2);
    if !(1..=6).contains(&players) {
        return Err(format!("tous-ensemble takes 1 to 6 players, not {players}"));
    }
    println!(
        "tous-ensemble: {players} seats, {} minutes a team from seed {}",
        args.games, args.seed
    );
    println!(
        "  {:<17} {:>6} {:>6} {:>15}  {:>5} {:>5}  ratings",
        "team", "score", "sd", "mean's 95% CI", "min", "max"
    );
    let mut teams: Vec<Vec<BotLevel>> = BotLevel::ALL.iter().map(|l| vec![*l]).collect();
    if players > 1 {
        teams.extend(
            PAIRINGS
                .iter()
                .rev()
                .map(|(strong, weak, _)| vec![*strong, *weak]),
        );
    }
    for team in teams {
        let seated: Vec<BotLevel> = (0..players).map(|s| team[s % team.len()]).collect();
        let mut points = Vec::new();
        let mut ratings = [0usize; 4];
        for m in 0..args.games {
            let game = play(Mode::TousEnsemble, &seated, args.seed + m as u64);
            points.push(f64::from(game.points()));
            ratings[game.rating().unwrap_or(Rating::Taupes) as usize] += 1;
        }
        let n = points.len().max(1) as f64;
        let mean = points.iter().sum::<f64>() / n;
        let sd =
            (points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0)).sqrt();
        let half = 1.96 * sd / n.sqrt();
        let (min, max) = points
            .iter()
            .fold((f64::MAX, f64::MIN), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
        let shares = rating_shares(&ratings, n);
        let name = team.iter().map(|l| l.id()).collect::<Vec<_>>().join("+");
        println!(
            "  {name:<17} {mean:>6.2} {sd:>6.2} {:>6.2}-{:<6.2}   {min:>5.0} {max:>5.0}  {}",
            mean - half,
            mean + half,
            shares.join(", ")
        );
    }
    Ok(())
}

/// `--pairings`: how often each level beats each other level, for each mode of `--mode` (all by default).
fn pairings(args: &Args) -> Result<(), String> {
    for mode in modes(args)? {
        match mode {
            Mode::TousEnsemble => together_table(args)?,
            _ => duel_table(args, mode)?,
        }
    }
    Ok(())
}

/// Runs the subcommand.
pub fn run(args: &Args) -> Result<(), String> {
    println!(
        "mean time to spot a pair cued by a new face among 5 faces (usual form, lapses included): {}",
        BotLevel::ALL
            .iter()
            .map(|l| format!("{} {:.0} ms", l.id(), TwinItBot::mean_spotting_ms(*l, 5)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if args.pairings {
        return pairings(args);
    }
    for mode in modes(args)? {
        match mode {
            Mode::ChacunPourSoi | Mode::Ring => each_for_themselves(args, mode)?,
            Mode::Clans => clans(args)?,
            Mode::TousEnsemble => together(args)?,
        }
    }
    Ok(())
}

/// Each rating's share of `n` games, as printed ("lynx 35%"), from its count in `ratings`
/// (indexed by the rating).
fn rating_shares(ratings: &[usize], n: f64) -> Vec<String> {
    [
        Rating::Taupes,
        Rating::Aiglons,
        Rating::Faucons,
        Rating::Lynx,
    ]
    .iter()
    .map(|r| format!("{} {:.0}%", r.id(), 100.0 * ratings[*r as usize] as f64 / n))
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(levels: &[BotLevel], mode: Option<&str>) -> Args {
        let mut args = super::super::parse(std::iter::empty()).expect("defaults");
        args.levels = levels.to_vec();
        args.mode = mode.map(str::to_owned);
        args.games = 2;
        args
    }

    #[test]
    fn modes_are_named_by_their_ids() {
        assert_eq!(modes(&args(&[], Some("ring"))), Ok(vec![Mode::Ring]));
        assert_eq!(modes(&args(&[], None)).map(|m| m.len()), Ok(4));
        assert!(modes(&args(&[], Some("solo"))).is_err());
    }

    #[test]
    fn a_game_is_played_and_counted_with_ties_shared() {
        let mut tally = Tally::new(2);
        let game = play(Mode::ChacunPourSoi, &[BotLevel::Strong, BotLevel::Easy], 3);
        assert!(game.is_finished());
        tally.count(&game, |s| s.index());
        assert_eq!(tally.wins.iter().sum::<f64>(), 1.0);
        assert!(tally.claims.iter().sum::<f64>() >= 5.0);
        assert!(tally.game_ms[0] > 0.0);
    }

    #[test]
    fn every_mode_runs() {
        let levels = [BotLevel::Strong, BotLevel::Normal];
        for mode in ["chacun-pour-soi", "clans", "ring"] {
            assert_eq!(run(&args(&levels, Some(mode))), Ok(()));
        }
        let mut solo = args(&[BotLevel::Easy], Some("tous-ensemble"));
        solo.players = Some(1);
        assert_eq!(run(&solo), Ok(()));
        assert!(seat_levels(&args(&levels, None), Mode::Clans).is_err());
    }

    #[test]
    fn the_pairings_table_runs_in_every_mode() {
        let mut table = args(&[], None);
        table.pairings = true;
        assert_eq!(run(&table), Ok(()));
        table.players = Some(1);
        table.mode = Some("clans".into());
        assert!(run(&table).is_err(), "Les Clans needs four seats");
    }
}
