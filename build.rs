//! Writes each game's stylesheet without comments and spare whitespace into `OUT_DIR`, where
//! the game's code includes it (`include_str!(concat!(env!("OUT_DIR"), "/<name>.css"))`): a game carries its styles in its own chunk, so
//! every byte of them is paid on its first opening. The first load's styles are minified by
//! Trunk instead.
//!
//! Only what is safe everywhere in CSS is removed: comments, runs of whitespace (made one
//! space), and spaces next to `{`, `}` and `;`. Spaces around `:` or `>` stay (`a :hover` and
//! `a:hover` differ).

use std::path::Path;

/// The stylesheets a game's code carries.
const GAME_STYLES: [&str; 5] = ["tweak", "tuefteln", "swaks", "twinit", "twinit-art"];

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for name in GAME_STYLES {
        let source = format!("style/{name}.css");
        println!("cargo:rerun-if-changed={source}");
        let css = std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{source}: {e}"));
        let path = Path::new(&out).join(format!("{name}.css"));
        std::fs::write(&path, minify(&css)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
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
