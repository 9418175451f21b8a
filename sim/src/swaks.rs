//! `tablee-sim swaks`: all-bot Swaks matches played in real time by the [`Conductor`] (thinking
//! times, jump-ins, call-outs and the timer happen as at a table), with the seats rotated so no
//! level gains from its seat.

use super::{percentile, wilson, Args};
use std::time::{Duration, Instant};
use tablee_rules::realtime::{Conductor, Plan, PlanningBot};
use tablee_rules::swaks::{Action, Combination, Event, Failure, Options, Special, Swaks, SwaksBot};
use tablee_rules::{BotLevel, Game, Millis, Seat};

/// Most conductor wake-ups one match may take: a guard against the endless matches the rules
/// allow (with the draw pile empty, a combination's penalty can draw its own cards back, S9,
/// S15, and deterministic bots may replay it forever). Real matches take a few hundred.
const MAX_WAKES: usize = 20_000;

/// Most game time one match may take, in milliseconds (the same guard; real matches take a
/// few minutes).
const MAX_GAME_MS: u64 = 30 * 60 * 1000;

/// A [`SwaksBot`] whose `plan` calls are timed natively (the rules crate stays clock-free).
struct Timed {
    bot: SwaksBot,
    times: Vec<Duration>,
}

impl PlanningBot<Swaks> for Timed {
    fn plan(&mut self, seat: Seat, view: &<Swaks as Game>::View, now: Millis) -> Plan<Action> {
        let started = Instant::now();
        let plan = self.bot.plan(seat, view, now);
        self.times.push(started.elapsed());
        plan
    }
}

/// What happened over the rounds played, summed.
#[derive(Default)]
struct Tally {
    rounds: f64,
    actions: f64,
    game_ms: f64,
    combinations: [f64; 4],
    boosts: f64,
    upside_downs: f64,
    jump_ins: f64,
    call_outs: f64,
    time_ups: f64,
    draws: f64,
}

impl Tally {
    /// Counts one finished round from its public record; it lasted `ms` of game time.
    fn round(&mut self, events: &[Event], ms: u64) {
        self.rounds += 1.0;
        self.game_ms += ms as f64;
        for event in events {
            match event {
                Event::Played { action, .. } => self.played(action),
                Event::CalledOut { .. } => {
                    self.actions += 1.0;
                    self.call_outs += 1.0;
                }
                Event::Failed { why, .. } => {
                    self.actions += 1.0;
                    match why {
                        Failure::TimeUp => self.time_ups += 1.0,
                        Failure::Passed | Failure::FalseJump(_) => self.draws += 1.0,
                    }
                }
                _ => {}
            }
        }
    }

    fn played(&mut self, action: &Action) {
        self.actions += 1.0;
        match action {
            Action::Combination { kind, .. } => {
                let i = Combination::ALL.iter().position(|k| k == kind).unwrap_or(0);
                self.combinations[i] += 1.0;
            }
            Action::Boost { .. } => self.boosts += 1.0,
            Action::UpsideDown { .. } => self.upside_downs += 1.0,
            Action::JumpIn { .. } => self.jump_ins += 1.0,
            _ => {}
        }
    }

    /// Prints the per-round averages.
    fn print(&self) {
        let r = self.rounds.max(1.0);
        println!(
            "rounds {:.0}; per round: {:.1} actions, {:.1} game seconds, {:.2} draws",
            self.rounds,
            self.actions / r,
            self.game_ms / r / 1000.0,
            self.draws / r
        );
        let combos: Vec<String> = Combination::ALL
            .iter()
            .zip(self.combinations)
            .map(|(k, n)| format!("{} {:.3}", k.id(), n / r))
            .collect();
        println!("combinations per round: {}", combos.join(", "));
        println!(
            "specials per round: {} {:.2}, {} {:.2}",
            Special::Boost.id(),
            self.boosts / r,
            Special::UpsideDown.id(),
            self.upside_downs / r
        );
        println!(
            "per round: jump-ins {:.2}, call-outs {:.3}, time-ups {:.3}",
            self.jump_ins / r,
            self.call_outs / r,
            self.time_ups / r
        );
    }
}

/// The levels at the table, one per seat: `--levels`, the last one repeated up to `--players`.
fn seat_levels(args: &Args) -> Result<Vec<BotLevel>, String> {
    let mut levels = args.levels.clone();
    let players = args.players.unwrap_or(levels.len());
    if !(2..=6).contains(&players) || levels.len() > players {
        return Err("swaks needs 2 to 6 seats: --levels strong,normal [--players 4]".into());
    }
    let last = *levels.last().ok_or("no --levels")?;
    levels.resize(players, last);
    Ok(levels)
}

/// The table's options from `--timer` and `--target`.
fn options(args: &Args) -> Options {
    let mut options = Options::default();
    if let Some(timer) = args.timer_ms {
        options.timer_ms = timer;
    }
    if let Some(target) = args.target {
        options.target = target;
    }
    options
}

/// One match's result: the winning seats and the bots (with their decision times).
struct Played {
    winners: Vec<Seat>,
    bots: Vec<Timed>,
}

/// Plays one match with `seated[seat]` at each seat, counting its rounds into `tally`.
fn play_match(options: &Options, seated: &[BotLevel], seed: u64, tally: &mut Tally) -> Played {
    let mut game = Swaks::new(options, seated.len(), seed).expect("2 to 6 seats");
    let bots = seated
        .iter()
        .enumerate()
        .map(|(i, level)| {
            Some(Timed {
                bot: SwaksBot::new(*level, seed.wrapping_mul(7919).wrapping_add(i as u64 + 1)),
                times: Vec::new(),
            })
        })
        .collect();
    let mut conductor = Conductor::new(bots);
    let (mut rounds_seen, mut round_start) = (0, Millis(0));
    for _ in 0..MAX_WAKES {
        let Some((at, _)) = conductor
            .next_wake(&game)
            .filter(|(at, _)| at.0 <= MAX_GAME_MS)
        else {
            break;
        };
        let steps = conductor.run_until(&mut game, at);
        if let Some(summary) = game.last_round().filter(|s| s.round > rounds_seen) {
            rounds_seen = summary.round;
            tally.round(&summary.events, at.0.saturating_sub(round_start.0));
            round_start = at;
        }
        if steps.is_empty() && conductor.next_wake(&game).is_some_and(|(n, _)| n <= at) {
            break;
        }
    }
    let winners = match game.status() {
        tablee_rules::Status::Finished(outcome) => outcome.winners,
        tablee_rules::Status::Acting(_) => Vec::new(),
    };
    let bots = (0..seated.len())
        .map(|i| {
            let t = conductor.bot(Seat(i as u8)).expect("all bots");
            Timed {
                bot: t.bot.clone(),
                times: t.times.clone(),
            }
        })
        .collect();
    Played { winners, bots }
}

/// Runs the subcommand.
pub fn run(args: &Args) -> Result<(), String> {
    let levels = seat_levels(args)?;
    let options = options(args);
    let n = levels.len();
    println!(
        "Swaks matches, seats {:?}, {} matches from seed {}, timer {:?} ms, target {}",
        levels.iter().map(|l| l.id()).collect::<Vec<_>>(),
        args.games,
        args.seed,
        options.timer_ms,
        options.target
    );
    let mut wins = vec![0.0_f64; n];
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); BotLevel::ALL.len()];
    let mut tally = Tally::default();
    let mut unfinished = 0;
    for m in 0..args.games {
        // Every seat order is played equally often: entry `i` of `--levels` sits at seat
        // `(i + rotation) % n`.
        let rotation = m % n;
        let seated: Vec<BotLevel> = (0..n).map(|s| levels[entry(s, rotation, n)]).collect();
        let played = play_match(&options, &seated, args.seed + m as u64, &mut tally);
        if played.winners.is_empty() {
            unfinished += 1;
        }
        for seat in &played.winners {
            wins[entry(seat.index(), rotation, n)] += 1.0 / played.winners.len() as f64;
        }
        for timed in played.bots {
            let level = BotLevel::ALL.iter().position(|l| *l == timed.bot.level());
            times[level.unwrap_or(0)].extend(timed.times);
        }
    }
    print_wins(&levels, &wins, args.games as f64);
    if unfinished > 0 {
        println!("{unfinished} matches did not finish");
    }
    tally.print();
    for (level, mut t) in BotLevel::ALL.iter().zip(times) {
        if t.is_empty() {
            continue;
        }
        let (p50, p99) = (percentile(&mut t, 0.5), percentile(&mut t, 0.99));
        let max = t.last().copied().unwrap_or_default();
        println!(
            "{:<7} plan p50 {p50:?} p99 {p99:?} max {max:?} over {} calls",
            level.id(),
            t.len()
        );
    }
    Ok(())
}

/// The entry of `--levels` sitting at `seat` when the seats are turned by `rotation` of `n`.
fn entry(seat: usize, rotation: usize, n: usize) -> usize {
    (seat + n - rotation % n) % n
}

/// Prints each entry of `--levels` with its wins and 95% Wilson interval, then each level's
/// share of all matches.
fn print_wins(levels: &[BotLevel], wins: &[f64], n: f64) {
    for (i, level) in levels.iter().enumerate() {
        let (low, high) = wilson(wins[i], n);
        println!(
            "seat {i} level {:<7} wins {:5.1}% (95% CI {:4.1}-{:4.1}%)",
            level.id(),
            100.0 * wins[i] / n.max(1.0),
            100.0 * low,
            100.0 * high
        );
    }
    for level in BotLevel::ALL {
        let count = levels.iter().filter(|l| **l == level).count();
        if count > 1 {
            let total: f64 = (0..levels.len())
                .filter(|i| levels[*i] == level)
                .map(|i| wins[i])
                .sum();
            let (low, high) = wilson(total, n);
            println!(
                "all {count} {:<7} together win {:5.1}% (95% CI {:4.1}-{:4.1}%)",
                level.id(),
                100.0 * total / n.max(1.0),
                100.0 * low,
                100.0 * high
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(levels: &[BotLevel], players: Option<usize>) -> Args {
        let mut args = super::super::parse(std::iter::empty()).expect("defaults");
        args.levels = levels.to_vec();
        args.players = players;
        args
    }

    #[test]
    fn the_last_level_fills_the_table() {
        use BotLevel::{Normal, Strong};
        let four = seat_levels(&args(&[Strong, Normal], Some(4))).expect("four seats");
        assert_eq!(four, vec![Strong, Normal, Normal, Normal]);
        assert!(seat_levels(&args(&[Strong], None)).is_err(), "one seat");
        assert!(seat_levels(&args(&[Strong, Normal, Normal], Some(2))).is_err());
    }

    #[test]
    fn each_entry_sits_at_every_seat_once_per_turn_of_the_table() {
        for rotation in 0..4 {
            let seats: Vec<usize> = (0..4).map(|s| entry(s, rotation, 4)).collect();
            assert_eq!(seats[rotation], 0, "entry 0 sits at seat {rotation}");
            let mut sorted = seats.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, vec![0, 1, 2, 3]);
        }
    }

    #[test]
    fn a_match_is_played_in_real_time_and_counted() {
        let mut tally = Tally::default();
        let options = Options::default();
        let levels = [BotLevel::Strong, BotLevel::Normal, BotLevel::Easy];
        let played = play_match(&options, &levels, 3, &mut tally);
        assert_eq!(played.winners.len(), 1, "someone reached the target");
        assert!(
            tally.rounds >= 3.0,
            "a three-point match has three rounds at least"
        );
        assert!(tally.actions > tally.rounds && tally.game_ms > 0.0);
        assert!(
            played.bots.iter().all(|b| !b.times.is_empty()),
            "every bot was asked"
        );
    }
}
