//! The docs name only what exists: every path the README and `docs/` name (in backticks, or as
//! a link) is a file or folder of the repository, and every heading a link points to (`#…`) is a
//! heading of its page. A moved file or a renamed heading fails here, with the page and the
//! line, rather than leaving a newcomer a pointer to nothing.
#![cfg(not(target_arch = "wasm32"))]
#![allow(missing_docs)]
#![allow(clippy::disallowed_methods)]

mod walk;

use std::path::{Path, PathBuf};

/// The folders a path in the docs starts from.
const ROOTS: &[&str] = &[
    "src/", "rules/", "sim/", "scripts/", "e2e/", "tests/", "docs/", "public/", "style/", ".ci/",
];

/// The repository's root.
fn repo() -> PathBuf {
    PathBuf::from(option_env!("CARGO_MANIFEST_DIR").unwrap_or("."))
}

/// The pages checked: the README and every page of `docs/`.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![repo().join("README.md")];
    pages.extend(walk::files_with_extension(&repo().join("docs"), "md"));
    pages
}

/// A heading's anchor as GitHub writes it: lower case, spaces to hyphens, punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a page's headings.
fn anchors(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.strip_prefix('#'))
        .map(|l| anchor(l.trim_start_matches('#')))
        .collect()
}

/// Every path a page names in backticks, with its line: it starts at one of [`ROOTS`], and
/// names no placeholder (`<game>`) or pattern (`*`). A `:line` or `#anchor` after it is left off.
fn backticked_paths(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        for (i, piece) in line.split('`').enumerate() {
            // Odd pieces are inside backticks.
            if i % 2 == 0 {
                continue;
            }
            let word = piece.split_whitespace().next().unwrap_or("");
            if !ROOTS.iter().any(|r| word.starts_with(r))
                || word.contains(['<', '*', '{', '$'])
                || word.contains("...")
            {
                continue;
            }
            let path = word.split([':', '#', ',', ')']).next().unwrap_or(word);
            found.push((index + 1, path.to_string()));
        }
    }
    found
}

/// Every link target of a page that is a file of the repository (not a web address), with its
/// line: `[text](target)`.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let end = rest.find(')').unwrap_or(rest.len());
            let target = &rest[..end];
            if !target.contains("://") && !target.starts_with("mailto:") {
                found.push((index + 1, target.to_string()));
            }
        }
    }
    found
}

/// What a page names that does not exist, as lines of the report.
fn missing_in(page: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(page).expect("a readable page");
    let shown = page
        .strip_prefix(repo())
        .unwrap_or(page)
        .display()
        .to_string();
    let folder = page.parent().expect("a page's folder");
    let mut missing = Vec::new();
    for (line, path) in backticked_paths(&text) {
        if !repo().join(&path).exists() {
            missing.push(format!("{shown}:{line}: `{path}` does not exist"));
        }
    }
    for (line, target) in links(&text) {
        let (file, heading) = target.split_once('#').unwrap_or((&target, ""));
        let file = if file.is_empty() {
            page.to_path_buf()
        } else {
            folder.join(file)
        };
        if !file.exists() {
            missing.push(format!("{shown}:{line}: link to {target}: no such file"));
            continue;
        }
        if !heading.is_empty() && file.extension().is_some_and(|e| e == "md") {
            let target_text = std::fs::read_to_string(&file).expect("a readable page");
            if !anchors(&target_text).contains(&heading.to_string()) {
                missing.push(format!("{shown}:{line}: link to {target}: no such heading"));
            }
        }
    }
    missing
}

#[test]
fn every_path_and_heading_the_docs_name_exists() {
    let missing: Vec<String> = pages().iter().flat_map(|p| missing_in(p)).collect();
    assert!(
        missing.is_empty(),
        "{} pointers to nothing:\n{}",
        missing.len(),
        missing.join("\n")
    );
}

/// The ordinal words a page could tell its history by.
const ORDINALS: &[&str] = &[
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
    "twenty-first",
    "twenty-second",
];

#[test]
fn no_page_tells_its_history_by_session_ordinals() {
    let mut found = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a readable page");
        for (index, line) in text.to_lowercase().lines().enumerate() {
            for ordinal in ORDINALS {
                if line.contains(&format!("{ordinal} session")) {
                    let shown = page
                        .strip_prefix(repo())
                        .unwrap_or(&page)
                        .display()
                        .to_string();
                    found.push(format!(
                        "{shown}:{}: \"{ordinal} session\": say its date",
                        index + 1
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_check_reads_paths_links_and_headings() {
    let text = "# The layers\nSee `src/table/device.rs:12`, `src/games/<game>/` and `cargo test`.\n[a](docs/x.md#the-layers) [b](https://example.org)";
    assert_eq!(
        backticked_paths(text),
        [(2, "src/table/device.rs".to_string())]
    );
    assert_eq!(links(text), [(3, "docs/x.md#the-layers".to_string())]);
    assert_eq!(anchors(text), ["the-layers"]);
    assert_eq!(anchor("How a move travels"), "how-a-move-travels");
}

/// A size a build changes, as a comment would give it: a number before `KB`, `kB` or `B gzip`
/// (`12 KB`, `1,650 B gzip`). The figures belong in `docs/measurements.md`, dated.
fn sizes_in(comment: &str) -> Vec<String> {
    let words: Vec<&str> = comment.split_whitespace().collect();
    let mut found = Vec::new();
    for (i, pair) in words.windows(2).enumerate() {
        let number = pair[0]
            .trim_start_matches(['(', '~'])
            .chars()
            .all(|c| c.is_ascii_digit() || c == ',' || c == '.' || c == '-')
            && pair[0].chars().any(|c| c.is_ascii_digit());
        let unit = pair[1].trim_end_matches([',', ')', ';', '.', ':']);
        let gzip = unit == "B" && words.get(i + 2).is_some_and(|w| w.starts_with("gzip"));
        if number && (unit == "KB" || unit == "kB" || gzip) {
            found.push(format!(
                "{} {}",
                pair[0].trim_start_matches(['(', '~']),
                unit
            ));
        }
    }
    found
}

#[test]
fn no_comment_gives_a_size_a_build_changes() {
    let mut found = Vec::new();
    for (folder, extension) in [
        ("src", "rs"),
        ("rules/src", "rs"),
        ("scripts", "mjs"),
        ("scripts", "sh"),
    ] {
        for file in walk::files_with_extension(&repo().join(folder), extension) {
            let text = std::fs::read_to_string(&file).expect("a readable file");
            for (index, line) in text.lines().enumerate() {
                let comment = line
                    .find("//")
                    .or_else(|| line.trim_start().starts_with('#').then_some(0))
                    .map(|at| &line[at..]);
                for size in comment.map(sizes_in).unwrap_or_default() {
                    let shown = file
                        .strip_prefix(repo())
                        .unwrap_or(&file)
                        .display()
                        .to_string();
                    found.push(format!("{shown}:{}: \"{size}\"", index + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "comments give sizes a build changes (say why; the figure goes in docs/measurements.md):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_size_check_sees_a_size() {
    assert_eq!(sizes_in("// about 12 KB of wasm"), ["12 KB"]);
    assert_eq!(sizes_in("// (1,650 B gzip)"), ["1,650 B"]);
    assert!(sizes_in("// 32 bytes of two hex digits, 2 B | P 6").is_empty());
}
