//! The app's layers point one way: a module may name (`crate::…`) only modules of its own layer
//! or of a layer below. This test reads every file under `src/` and fails on a name that reaches
//! up, with the file, the line and both layers: move the code down, or hand it up as a value (a
//! function, a context) from the layer that knows it. Tests (`tests.rs`, `mod tests`) may reach
//! anywhere, and comments are not read. The layers, from the ground up, are [`LAYERS`]; the README
//! draws them ("The layers"). A second test finds import circles between files: a file may not
//! name another that names it back, however long the way round.
#![cfg(not(target_arch = "wasm32"))]
#![allow(missing_docs)]
// A test never ships: the size rules of clippy.toml (the standard sorts) are for the wasm app.
#![allow(clippy::disallowed_methods)]

mod walk;

use std::path::{Path, PathBuf};

/// Each layer: its name and the module paths it holds (a path holds the modules below it). A
/// module path not listed belongs to the layer of its nearest listed parent.
const LAYERS: &[(&str, &[&str])] = &[
    // What every screen may use: the device's storage, fetching, the clock, the saves'
    // envelope, who holds the device, a module's loading.
    (
        "ground",
        &[
            "fetch", "storage", "one_tab", "clock", "loading", "saves", "handover",
        ],
    ),
    // The four languages and the player's settings, and the app's state built on them. (The
    // runtime shelf of words and the messages name each other: they are one layer.)
    (
        "words and settings",
        &["i18n", "words", "settings", "setup", "state"],
    ),
    // The session core: a game's set-up, seed, bots, clock and history, free of Leptos.
    ("session", &["session"]),
    // Components every screen may draw.
    ("components", &["components"]),
    // One table on several phones, below the screens: the messages, the host's and a guest's
    // bookkeeping, the WebRTC link, the pairing code and its QR code.
    ("remote", &["remote"]),
    // The new-game form, the same for every game: its options, drawn before a game's code is
    // here, and the start of a session.
    ("launch", &["launch"]),
    // The table frame: the places a table is seen from, the frame a game draws its table in,
    // the replay, the lesson, the phones and the table screen. It never names a game.
    ("table", &["table"]),
    // The four games, each in a folder of its own.
    ("games", &["games"]),
    // The one list of the games, and the word books written from every game's tables.
    ("registry", &["registry", "word_books"]),
    // The shell's screens and the app; and the fuzzing of every reader (a test module, above
    // all it reads).
    ("screens", &["screens", "App", "lib", "fuzz"]),
];

/// The layer of a module path (`games::tweak::play`), as an index into [`LAYERS`].
fn layer_of(module: &str) -> Option<usize> {
    let first = module.split("::").next()?;
    LAYERS
        .iter()
        .position(|(_, modules)| modules.contains(&first))
}

/// The module path of a file under `src/` (`games/tweak/mod.rs` is `games::tweak`).
fn module_of(relative: &Path) -> String {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts.join("::")
}

use walk::code_of;

/// The modules `code` names through `crate::`: each with its line (1-based).
fn named_modules(code: &str) -> Vec<(usize, String)> {
    let mut named = Vec::new();
    for (index, line) in code.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            if let Some(group) = rest.strip_prefix('{') {
                // `use crate::{a::b, c}`: every first name in the group.
                let end = group.find('}').unwrap_or(group.len());
                for item in group[..end].split(',') {
                    let name = item.trim().split("::").next().unwrap_or("").trim();
                    if !name.is_empty() {
                        named.push((index + 1, name.to_string()));
                    }
                }
                continue;
            }
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                named.push((index + 1, name));
            }
        }
    }
    named
}

/// Every `.rs` file under `folder`, with its path.
fn rust_files(folder: &Path) -> Vec<PathBuf> {
    walk::files_with_extension(folder, "rs")
}

/// Every name in `src/` that reaches a layer above its file's, as a line of the report.
fn reaching_up(src: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for file in rust_files(src) {
        let relative = file.strip_prefix(src).expect("under src");
        let module = module_of(relative);
        // The entry points and the tests stand above every layer.
        if relative.starts_with("bin")
            || module == "main"
            || module.ends_with("::tests")
            || module.contains("::tests::")
        {
            continue;
        }
        let Some(own) = layer_of(&module) else {
            found.push(format!(
                "{}: a module in no layer (add it to LAYERS)",
                relative.display()
            ));
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("a readable file");
        for (line, name) in named_modules(&code_of(&text)) {
            match layer_of(&name) {
                Some(theirs) if theirs > own => found.push(format!(
                    "{}:{line}: {module} ({}) names crate::{name} ({})",
                    relative.display(),
                    LAYERS[own].0,
                    LAYERS[theirs].0,
                )),
                Some(_) => {}
                None => found.push(format!(
                    "{}:{line}: crate::{name} is in no layer (add it to LAYERS)",
                    relative.display()
                )),
            }
        }
    }
    found
}

/// The module paths `code` names: `crate::a::b`, and `super::`/`self::` paths made whole from
/// `module` (the naming file's module path), each as its segments; groups (`{a, b::c}`) give
/// one path an item.
fn named_paths(module: &str, code: &str) -> Vec<Vec<String>> {
    let own: Vec<String> = module.split("::").map(str::to_string).collect();
    // A file's `super` is its parent module; its `self`, its own module.
    let parent = own[..own.len().saturating_sub(1)].to_vec();
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut paths = Vec::new();
    for (prefix, base) in [
        ("crate::", Vec::new()),
        ("super::", parent),
        ("self::", own),
    ] {
        let mut rest = code;
        while let Some(at) = rest.find(prefix) {
            // Only a path's start (not `a_super::`), and not a macro's `$crate::`: the file
            // that calls the macro names that path, not the one that defines it.
            let before = rest[..at].chars().last();
            rest = &rest[at + prefix.len()..];
            if before.is_some_and(|c| ident(c) || c == ':' || c == '$') {
                continue;
            }
            let mut base = base.clone();
            // `super::super::`
            while let Some(more) = rest.strip_prefix("super::") {
                base.pop();
                rest = more;
            }
            let items: Vec<String> = if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                group[..end]
                    .split(',')
                    .map(|i| i.trim().to_string())
                    .collect()
            } else {
                let path: String = rest.chars().take_while(|&c| ident(c) || c == ':').collect();
                vec![path]
            };
            for item in items {
                let mut path = base.clone();
                path.extend(
                    item.split("::")
                        .map(|s| s.trim().to_string())
                        .take_while(|s| !s.is_empty() && s.chars().all(ident)),
                );
                paths.push(path);
            }
        }
    }
    paths
}

/// The file under `src` that a module path leads to: its longest prefix that is a file.
fn file_of(src: &Path, path: &[String]) -> Option<PathBuf> {
    (1..=path.len()).rev().find_map(|n| {
        let stem = path[..n].join("/");
        [format!("{stem}.rs"), format!("{stem}/mod.rs")]
            .into_iter()
            .map(|f| src.join(f))
            .find(|f| f.is_file())
    })
}

/// The import circles between the files of `src` (tests, the binaries and `main.rs` aside):
/// each as its files, in order.
fn circles(src: &Path) -> Vec<Vec<PathBuf>> {
    let files: Vec<PathBuf> = rust_files(src)
        .into_iter()
        .filter(|f| {
            let relative = f.strip_prefix(src).expect("under src");
            let module = module_of(relative);
            !(relative.starts_with("bin")
                || module == "main"
                || module.ends_with("tests")
                || module.contains("::tests::"))
        })
        .collect();
    let edges: Vec<Vec<usize>> = files
        .iter()
        .map(|file| {
            let relative = file.strip_prefix(src).expect("under src");
            let text = std::fs::read_to_string(file).expect("a readable file");
            let mut to: Vec<usize> = named_paths(&module_of(relative), &code_of(&text))
                .iter()
                .filter_map(|path| file_of(src, path))
                .filter_map(|target| files.iter().position(|f| *f == target))
                .filter(|&target| files[target] != *file)
                .collect();
            to.sort_unstable();
            to.dedup();
            to
        })
        .collect();
    // Depth first: a file reached again while it is on the path closes a circle.
    let mut found = Vec::new();
    let mut state = vec![0_u8; files.len()]; // 0 unseen, 1 on the path, 2 done
    fn visit(
        at: usize,
        edges: &[Vec<usize>],
        state: &mut [u8],
        path: &mut Vec<usize>,
        found: &mut Vec<Vec<usize>>,
    ) {
        state[at] = 1;
        path.push(at);
        for &next in &edges[at] {
            match state[next] {
                0 => visit(next, edges, state, path, found),
                1 => {
                    let from = path.iter().position(|&p| p == next).expect("on the path");
                    found.push(path[from..].to_vec());
                }
                _ => {}
            }
        }
        path.pop();
        state[at] = 2;
    }
    for start in 0..files.len() {
        if state[start] == 0 {
            visit(start, &edges, &mut state, &mut Vec::new(), &mut found);
        }
    }
    found
        .into_iter()
        .map(|c| c.into_iter().map(|i| files[i].clone()).collect())
        .collect()
}

#[test]
fn no_file_imports_another_that_imports_it_back() {
    let src = Path::new(option_env!("CARGO_MANIFEST_DIR").unwrap_or(".")).join("src");
    let found: Vec<String> = circles(&src)
        .iter()
        .map(|c| {
            c.iter()
                .map(|f| {
                    f.strip_prefix(&src)
                        .expect("under src")
                        .display()
                        .to_string()
                })
                .collect::<Vec<_>>()
                .join(" -> ")
        })
        .collect();
    assert!(
        found.is_empty(),
        "{} import circles between files (each file names the next, the last the first):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_circle_check_reads_every_kind_of_path() {
    let code = "use super::table_state::TableState;\nuse crate::{storage, remote::host::Host};\nfn f() { super::super::realtime::drive(); self::x::y(); }";
    let paths = named_paths("games::tweak::hand", code);
    let joined: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        joined,
        [
            "storage",
            "remote::host::Host",
            "games::tweak::table_state::TableState",
            "games::realtime::drive",
            "games::tweak::hand::x::y",
        ]
    );
    let src = Path::new(option_env!("CARGO_MANIFEST_DIR").unwrap_or(".")).join("src");
    assert_eq!(
        file_of(&src, &paths[2]),
        Some(src.join("games/tweak/table_state.rs"))
    );
    assert_eq!(file_of(&src, &paths[1]), Some(src.join("remote/host.rs")));
}

#[test]
fn no_module_names_a_layer_above_its_own() {
    let src = Path::new(option_env!("CARGO_MANIFEST_DIR").unwrap_or(".")).join("src");
    let found = reaching_up(&src);
    assert!(
        found.is_empty(),
        "{} names reach up a layer:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_check_sees_a_name_that_reaches_up() {
    let code = code_of("use crate::{state::use_app, registry};\n// crate::screens\nfn f() { crate::table::realtime::wall_ms(); }\n#[cfg(test)]\nmod tests { use crate::screens; }\n");
    assert_eq!(
        named_modules(&code),
        vec![
            (1, "state".to_string()),
            (1, "registry".to_string()),
            (3, "table".to_string()),
        ]
    );
    assert!(layer_of("registry") > layer_of("games"));
    assert!(layer_of("games") > layer_of("table"));
    assert!(layer_of("remote") < layer_of("games"));
    assert_eq!(module_of(Path::new("games/tweak/mod.rs")), "games::tweak");
}
