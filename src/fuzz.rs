//! Every reader of what comes from outside the app's own memory, fed thousands of mutated
//! inputs: the saves of every game (and so a replay link's record, which is a save's text), the
//! settings, the pairing codes and the messages between phones. None may panic, and each refusal
//! comes with words (its `Display`), which the screens then put in the player's language.
//!
//! The inputs start from good ones (each game's finished fixture, a real settings object, codes
//! and messages the app writes) and are changed by a seeded generator: a character replaced,
//! removed or doubled, a piece cut out or repeated, a number made huge, a cut at any place. A
//! failure prints the seed and the input.

use crate::remote::checked;
use crate::remote::guest::Guest;
use crate::remote::host::{Host, Invitation, PeerId};
use crate::remote::offer::{Address, Candidate, Role, Signal};
use crate::remote::watcher::Watcher;
use crate::saves;
use crate::settings::Settings;
use tablee_rules::{GameRng, Millis, Seat};

/// Mutated inputs per reader.
const ROUNDS: usize = 2_000;

/// Characters the mutations bring in: JSON's own, digits, letters, code characters, and a few
/// that are not ASCII.
const ALPHABET: &[char] = &[
    '{', '}', '[', ']', '"', ':', ',', '-', '0', '9', '.', 'e', 'A', 'z', '_', '\\', ' ', 'é',
    '\u{0}', '漢', 't', 'n', 'u', 'l',
];

/// `good`, changed by one to three mutations drawn from `rng`.
fn mutate(rng: &mut GameRng, good: &str) -> String {
    let mut chars: Vec<char> = good.chars().collect();
    let below = |rng: &mut GameRng, n: usize| (rng.next_u64() % n.max(1) as u64) as usize;
    for _ in 0..1 + below(rng, 3) {
        let at = below(rng, chars.len());
        match below(rng, 7) {
            0 => {
                if at < chars.len() {
                    chars[at] = ALPHABET[below(rng, ALPHABET.len())];
                }
            }
            1 => {
                if at < chars.len() {
                    chars.remove(at);
                }
            }
            2 => chars.insert(at, ALPHABET[below(rng, ALPHABET.len())]),
            3 => {
                let end = (at + 1 + below(rng, 40)).min(chars.len());
                chars.drain(at..end);
            }
            4 => {
                let end = (at + 1 + below(rng, 40)).min(chars.len());
                let piece: Vec<char> = chars[at..end].to_vec();
                chars.splice(at..at, piece);
            }
            5 => {
                let huge: Vec<char> = "99999999999999999999".chars().collect();
                chars.splice(at..at, huge);
            }
            _ => chars.truncate(at),
        }
    }
    chars.into_iter().collect()
}

/// Runs `read` on `ROUNDS` mutations of each of `goods`; `read` returns the refusal's words,
/// if refused, which must not be empty.
fn fuzz(name: &str, seed: u64, goods: &[String], mut read: impl FnMut(&str) -> Option<String>) {
    let mut rng = GameRng::from_seed(seed);
    let mut refused = 0;
    for good in goods {
        assert_eq!(read(good).as_deref(), None, "{name}: a good input is read");
        for _ in 0..ROUNDS {
            let input = mutate(&mut rng, good);
            if let Some(words) = read(&input) {
                assert!(!words.trim().is_empty(), "{name}: no words for {input:?}");
                refused += 1;
            }
        }
    }
    assert!(
        refused > 0,
        "{name}: no mutation was refused, the reader checks nothing"
    );
    println!(
        "{name}: {} inputs, {refused} refused in words",
        goods.len() * ROUNDS
    );
}

#[test]
fn saves_of_every_game_and_replay_records() {
    use crate::games::{swaks, tuefteln, tweak, twinit};
    let fixture = |game: &str| {
        let path = format!(
            "{}/src/games/{game}/fixtures/finished.json",
            env!("CARGO_MANIFEST_DIR")
        );
        vec![std::fs::read_to_string(path).unwrap()]
    };
    fn words<T>(read: Result<T, saves::SaveError>) -> Option<String> {
        read.err().map(|e| e.to_string())
    }
    fuzz("TWEAK saves", 1, &fixture("tweak"), |t| {
        words(saves::read::<tweak::session::Session>(t))
    });
    fuzz("Tüfteln saves", 2, &fixture("tuefteln"), |t| {
        words(saves::read::<tuefteln::session::Session>(t))
    });
    fuzz("Swaks saves", 3, &fixture("swaks"), |t| {
        words(saves::read::<swaks::session::Session>(t))
    });
    fuzz("Twin It! saves", 4, &fixture("twinit"), |t| {
        words(saves::read::<twinit::session::Session>(t))
    });
    // The home screen reads every save's header alone.
    fuzz("save headers", 5, &fixture("tweak"), |t| {
        words(saves::read_header(t))
    });
}

#[test]
fn settings() {
    let good = r#"{"lang":{"Set":"Fr"},"reduced_motion":"Auto","colour_blind":true,"high_contrast":false,"table_layout":true,"bot_pace":"Relaxed"}"#;
    // Settings never refuse: whatever is stored, the whole is read, or every field that reads
    // alone (as the app does through the browser's JSON reader), the rest their defaults.
    let mut rng = GameRng::from_seed(6);
    let mut kept = 0;
    for _ in 0..ROUNDS {
        let input = mutate(&mut rng, good);
        let _ = Settings::from_json(Some(&input));
        let object: serde_json::Value = serde_json::from_str(&input).unwrap_or_default();
        let fields = object.as_object().map(|o| {
            o.iter()
                .map(|(k, v)| (k.clone(), v.to_string()))
                .collect::<Vec<_>>()
        });
        if let Some(fields) = fields {
            kept += usize::from(Settings::from_fields(fields) != Settings::default());
        }
    }
    assert!(kept > 0, "no mutated settings kept a field");
}

#[test]
fn pairing_codes() {
    let signal = |role| Signal {
        role,
        ufrag: "AbCd".into(),
        pwd: "abcdefghijklmnopqrstuvwx".into(),
        fingerprint: [9; 32],
        candidates: vec![
            Candidate {
                address: Address::MdnsUuid([5; 16]),
                port: 51_000,
            },
            Candidate {
                address: Address::Ipv4([192, 0, 2, 7].into()),
                port: 40_000,
            },
        ],
    };
    let goods = vec![
        checked::write(&signal(Role::Offer), None),
        checked::write(&signal(Role::Answer), Some(0x1234)),
    ];
    fuzz("pairing codes", 7, &goods, |t| {
        checked::read(t).err().map(|e| e.to_string())
    });
}

#[test]
fn messages_between_phones() {
    use crate::games::tweak::session::{Session as TweakSession, TweakSetup};
    use crate::setup::{Controller, Setup};
    use tablee_rules::tweak::{Action, Tweak};
    let setup = Setup::with_controllers(&[Controller::Human; 3], TweakSetup::default());
    let mut session = TweakSession::new(setup, 8).unwrap();
    let mut host = Host::<Tweak>::new([Seat(1), Seat(2)], 3);
    host.invite(PeerId(1), Invitation::Seat(Seat(1)));
    host.invite(PeerId(2), Invitation::Watch);
    let (mut guest, join) = Guest::<Tweak>::join("Léa", None);
    let out = host.receive(&mut session, PeerId(1), &join, Millis(0));
    let to_guest: Vec<String> = out.iter().map(|(_, t)| t.clone()).collect();
    for text in &to_guest {
        guest.receive(text, 0).unwrap();
    }
    let (_, watch) = Watcher::<Tweak>::ask();
    let to_watcher: Vec<String> = host
        .receive(&mut session, PeerId(2), &watch, Millis(0))
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    // To the host: whatever a phone sends is logged or applied, never a panic; the game stays
    // one the rules accept.
    let from_phones = vec![
        join,
        watch,
        guest.act(Action::PlayBomb),
        Guest::<Tweak>::ping(4),
    ];
    let mut rng = GameRng::from_seed(8);
    for good in &from_phones {
        for _ in 0..ROUNDS {
            let input = mutate(&mut rng, good);
            let _ = host.receive(
                &mut session,
                PeerId(1 + (rng.next_u64() % 3) as u32),
                &input,
                Millis(0),
            );
        }
    }
    // To a phone: a guest's and a watcher's reader.
    fuzz("messages to a seat's phone", 9, &to_guest, |t| {
        guest.clone().receive(t, 0).err().map(|e| e.to_string())
    });
    fuzz("messages to a watcher", 10, &to_watcher, |t| {
        Watcher::<Tweak>::default()
            .receive(t, 0)
            .err()
            .map(|e| e.to_string())
    });
}
