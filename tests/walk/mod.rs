//! Walking the repository's folders, and reading code without its comments, for the native
//! tests that read its files as text.

// Each test file that walks uses its own part of this module.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// Every file under `folder` whose name ends in `.<extension>`, sorted.
pub fn files_with_extension(folder: &Path, extension: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == extension) {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The code of `text` without its comments and its `#[cfg(test)] mod tests` block (which comes
/// last in a file, as everywhere in this code).
pub fn code_of(text: &str) -> String {
    let tests = [
        "#[cfg(test)]\nmod tests",
        "#[cfg(test)]\npub(crate) mod tests",
    ];
    let text = match tests.iter().filter_map(|t| text.find(t)).min() {
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
