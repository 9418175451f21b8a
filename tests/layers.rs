//! The app's layers point one way: a module may name (`crate::…`) only modules of its own layer
//! or of a layer below. This test reads every file under `src/` and fails on a name that reaches
//! up, with the file, the line and both layers: move the code down, or hand it up as a value (a
//! function, a context) from the layer that knows it. Tests (`tests.rs`, `mod tests`) may reach
//! anywhere, and comments are not read. The layers, from the ground up, are [`LAYERS`]; the README
//! draws them ("The layers").
#![cfg(not(target_arch = "wasm32"))]
#![allow(missing_docs)]
// A test never ships: the size rules of clippy.toml (the standard sorts) are for the wasm app.
#![allow(clippy::disallowed_methods)]

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
    // The games, their shared table frame, and the screens of the phones beside it.
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

/// The code of `text` without its comments and its `#[cfg(test)] mod tests` block (which comes
/// last in a file, as everywhere in this code).
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    text.lines()
        .map(|line| match line.find("//") {
            // A `//` inside a string (an address) is rare in lines that name modules.
            Some(at) if !line[..at].contains('"') => &line[..at],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

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
    let mut files = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
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
    let code = code_of("use crate::{state::use_app, registry};\n// crate::screens\nfn f() { crate::games::realtime::wall_ms(); }\n#[cfg(test)]\nmod tests { use crate::screens; }\n");
    assert_eq!(
        named_modules(&code),
        vec![
            (1, "state".to_string()),
            (1, "registry".to_string()),
            (3, "games".to_string()),
        ]
    );
    assert!(layer_of("registry") > layer_of("games"));
    assert!(layer_of("remote") < layer_of("games"));
    assert_eq!(module_of(Path::new("games/tweak/mod.rs")), "games::tweak");
}
