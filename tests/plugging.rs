//! A game plugs into the app through its two folders (`src/games/<game>/`, `rules/src/<game>/`)
//! and a few lines elsewhere; the table frame (`src/table/`) builds every place a table is seen
//! from. These tests read the code as text and hold both: no game folder names a place, and the
//! lines naming a game outside its folders are counted (the README, "Adding a game").
#![cfg(not(target_arch = "wasm32"))]
#![allow(missing_docs)]
// A test never ships: the size rules of clippy.toml (the standard sorts) are for the wasm app.
#![allow(clippy::disallowed_methods)]

mod walk;

use std::path::{Path, PathBuf};
use walk::{code_of, files_with_extension};

/// The games: the name of their folders, and the words that name one in code (its module, its
/// rules type, its kind, its CSS classes).
const GAMES: [(&str, &[&str]); 4] = [
    ("tweak", &["tweak", "Tweak", "TWEAK"]),
    ("swaks", &["swaks", "Swaks"]),
    ("tuefteln", &["tuefteln", "Tuefteln", "Tüfteln"]),
    ("twinit", &["twinit", "TwinIt", "Twin It"]),
];

/// What only the frame may name: the places and their constructors. A game folder that names
/// one builds a place itself.
const PLACE_WORDS: [&str; 11] = [
    "Place::",
    "Place<",
    "place::",
    "PhoneSeat",
    "Watched",
    "seat_screen",
    "Frame::open",
    "Frame::on_phone",
    "Frame::replay",
    ".here()",
    "HiddenHands",
];

/// The files a place would be built in, as they were before the frame owned them.
const PLACE_FILES: [&str; 2] = ["phone.rs", "watch.rs"];

/// The lines naming each game outside its folders, at most. The target is four: its module
/// (`src/games/mod.rs`) and its registry line here, its module and its `games!` line in the
/// rules crate. Tüfteln has a fifth, its table layout in the settings page's words;
/// see the README's "Adding a game" for what remains. The simulator (`sim/`), a tool beside the
/// app, is not counted: a new game needs none of it (`tablee-sim any <game>` comes with its
/// line in `rules/src/kind.rs`), and its reports of the four games' bots name them.
/// `TABLEE_SHOW_NAMES=1 cargo test --test plugging -- --nocapture` lists every line.
const NAMED_ELSEWHERE_AT_MOST: [(&str, usize); 4] = [
    ("tweak", 16),
    ("swaks", 21),
    ("tuefteln", 25),
    ("twinit", 24),
];

fn root() -> PathBuf {
    PathBuf::from(option_env!("CARGO_MANIFEST_DIR").unwrap_or("."))
}

/// The places `code` names: each with its line (1-based).
fn places_named(code: &str) -> Vec<(usize, &'static str)> {
    let mut found = Vec::new();
    for (i, line) in code.lines().enumerate() {
        for word in PLACE_WORDS {
            let at_word = line.match_indices(word).any(|(at, _)| {
                let before = line[..at].chars().next_back();
                let after = line[at + word.len()..].chars().next();
                let part_of_name =
                    |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                // A word ending in a letter must end there (`Watched`, not `WatchedAt`).
                let ends_in_letter = word.ends_with(|c: char| c.is_alphanumeric());
                // A method (`.here()`) follows its receiver's name.
                let starts_in_letter = !word.starts_with('.');
                let joined_before = starts_in_letter && part_of_name(before);
                let joined_after = ends_in_letter && part_of_name(after);
                !(joined_before || joined_after)
            });
            if at_word {
                found.push((i + 1, word));
            }
        }
    }
    found
}

#[test]
fn no_game_folder_names_a_place() {
    let mut found = Vec::new();
    for (game, _) in GAMES {
        let folder = root().join("src/games").join(game);
        for file in files_with_extension(&folder, "rs") {
            let name = file.file_name().unwrap_or_default().to_string_lossy();
            if PLACE_FILES.contains(&name.as_ref()) {
                found.push(format!("{}: a place's file", file.display()));
            }
            if name == "tests.rs" {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("a readable file");
            for (line, word) in places_named(&code_of(&text)) {
                found.push(format!("{}:{line}: names {word}", file.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "a game folder builds a place (the frame in src/table/ does):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_place_check_sees_a_place() {
    let code = "let p = Place::Here { table };\nlet here = state.here();\nlet f = Frame::replay(w);\nlet placed = view.placed;\nact(Action::Place(p));\n";
    assert_eq!(
        places_named(code),
        [(1, "Place::"), (2, ".here()"), (3, "Frame::replay")]
    );
}

/// Whether `line` names the game with `words`, as the start of a name (`tweak` in `tweak::`,
/// `.tweak-hand`, `GameKind::Tweak`, `TwinItBot`; not in `tweaked`).
fn names(line: &str, words: &[&str]) -> bool {
    words.iter().any(|word| {
        line.match_indices(word).any(|(at, _)| {
            let after = line[at + word.len()..].chars().next();
            let before = line[..at].chars().next_back();
            // `TwinItBot` names Twin It!; `tweaked` is a word of its own.
            !before.is_some_and(char::is_alphabetic) && !after.is_some_and(char::is_lowercase)
        })
    })
}

/// The code of a file as text: a Rust file without its comments and its tests, a stylesheet
/// without its comments.
fn code_of_file(file: &Path) -> String {
    let text = std::fs::read_to_string(file).expect("a readable file");
    match file.extension().and_then(|e| e.to_str()) {
        Some("css") => {
            let mut code = String::new();
            let mut rest = text.as_str();
            while let Some(start) = rest.find("/*") {
                code.push_str(&rest[..start]);
                rest = rest[start..]
                    .find("*/")
                    .map_or("", |end| &rest[start + end + 2..]);
            }
            code.push_str(rest);
            code
        }
        _ => code_of(&text),
    }
}

/// The lines outside `game`'s folders whose code names it, as `file:line`.
fn named_elsewhere(game: &str, words: &[&str]) -> Vec<String> {
    let root = root();
    let own = [
        root.join("src/games").join(game),
        root.join("rules/src").join(game),
    ];
    let mut files = Vec::new();
    for folder in ["src", "style", "rules/src"] {
        for extension in ["rs", "css"] {
            files.extend(files_with_extension(&root.join(folder), extension));
        }
    }
    files.push(root.join("index.html"));
    let test_file = |file: &Path| {
        file.components()
            .any(|c| c.as_os_str() == "tests" || c.as_os_str() == "fixtures")
            || file
                .file_name()
                .is_some_and(|n| n == "tests.rs" || n == "fuzz.rs")
    };
    let mut found = Vec::new();
    for file in files {
        if own.iter().any(|folder| file.starts_with(folder)) || test_file(&file) {
            continue;
        }
        for (i, line) in code_of_file(&file).lines().enumerate() {
            if names(line, words) {
                let shown = file
                    .strip_prefix(&root)
                    .unwrap_or(&file)
                    .display()
                    .to_string();
                found.push(format!("{shown}:{}", i + 1));
            }
        }
    }
    found
}

#[test]
fn a_game_is_named_outside_its_folders_only_where_it_plugs_in() {
    let mut over = Vec::new();
    for (game, words) in GAMES {
        let found = named_elsewhere(game, words);
        let most = NAMED_ELSEWHERE_AT_MOST
            .iter()
            .find(|(g, _)| *g == game)
            .map_or(0, |(_, most)| *most);
        let files: std::collections::BTreeSet<&str> =
            found.iter().filter_map(|at| at.split(':').next()).collect();
        // Printed, so the figure can be read from a run (`cargo test --test plugging -- --nocapture`).
        println!(
            "{game}: {} lines in {} files outside its folders (at most {most}, target 4)",
            found.len(),
            files.len()
        );
        if std::env::var_os("TABLEE_SHOW_NAMES").is_some() {
            println!("  {}", found.join("\n  "));
        }
        if found.len() > most {
            over.push(format!(
                "{game}: {} lines, at most {most}:\n  {}",
                found.len(),
                found.join("\n  ")
            ));
        }
    }
    assert!(
        over.is_empty(),
        "a game is named in more places outside its folders than it was:\n{}",
        over.join("\n")
    );
}

#[test]
fn the_name_check_sees_a_game_as_a_whole_word() {
    let words = &["tweak", "Tweak"];
    assert!(names("use crate::games::tweak::play;", words));
    assert!(names(".tweak-hand .card { }", words));
    assert!(names("GameKind::Tweak => 3,", words));
    assert!(!names("a tweaked value", words));
    assert!(names("Key::TwinItBotEasy", &["TwinIt"]));
}
