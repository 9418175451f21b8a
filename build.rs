//! Writes each game's stylesheet (`src/games/<game>/style.css`, and one in any folder below it)
//! and each stylesheet of the table frame (`src/table/<part>/style.css`) without comments and spare whitespace into `OUT_DIR`, where the game's code includes it
//! (`include_str!(concat!(env!("OUT_DIR"), "/<game>.css"))`): a game carries its styles in its own chunk, so
//! every byte of them is paid on its first opening. The first load's styles are minified by
//! Trunk instead.
//!
//! Only what is safe everywhere in CSS is removed: comments, runs of whitespace (made one
//! space), and spaces next to `{`, `}` and `;`. Spaces around `:` or `>` stay (`a :hover` and
//! `a:hover` differ).

// A build script runs on the build machine and never ships: the size rules of clippy.toml (the
// standard sorts and the like) are for the wasm app.
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

use std::path::{Path, PathBuf};

/// Where the stylesheets that travel in a chunk live: the games' folders and the table frame's.
/// Every `style.css` below them is written out.
const STYLE_DIRS: [&str; 2] = ["src/games", "src/table"];

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for root in STYLE_DIRS {
        // A new game's folder (or a new stylesheet in one) runs this again.
        println!("cargo:rerun-if-changed={root}");
        for source in stylesheets(Path::new(root)) {
            println!("cargo:rerun-if-changed={}", source.display());
            let css = std::fs::read_to_string(&source)
                .unwrap_or_else(|e| panic!("{}: {e}", source.display()));
            let path = Path::new(&out).join(format!("{}.css", style_name(root, &source)));
            std::fs::write(&path, minify(&css))
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
    }
}

/// Every `style.css` below `dir`, in a stable order.
fn stylesheets(dir: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable folder").path())
        .collect();
    entries.sort();
    let mut found = Vec::new();
    for path in entries {
        if path.is_dir() {
            found.extend(stylesheets(&path));
        } else if path.file_name().is_some_and(|name| name == "style.css") {
            found.push(path);
        }
    }
    found
}

/// The name a stylesheet is written under in `OUT_DIR`: its folders below `root` (one of
/// [`STYLE_DIRS`]) joined by `-` (`src/games/twinit/art/style.css` is `twinit-art`).
fn style_name(root: &str, source: &Path) -> String {
    let folder = source
        .parent()
        .and_then(|p| p.strip_prefix(root).ok())
        .expect("a stylesheet below its root");
    let parts: Vec<String> = folder
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    parts.join("-")
}

/// `css` without comments, with each run of whitespace made one space and no space next to
/// `{`, `}` or `;`.
fn minify(css: &str) -> String {
    let mut without_comments = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(start) = rest.find("/*") {
        without_comments.push_str(&rest[..start]);
        without_comments.push(' ');
        rest = rest[start + 2..]
            .find("*/")
            .map_or("", |end| &rest[start + 2 + end + 2..]);
    }
    without_comments.push_str(rest);
    let mut out = String::with_capacity(without_comments.len());
    for word in without_comments.split_whitespace() {
        let glued = out.ends_with(['{', '}', ';']) || word.starts_with(['{', '}', ';']);
        if !out.is_empty() && !glued {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}
