//! The rulings the code quotes are the rulings `docs/rulings.md` defines.
//!
//! The code names the ruling behind a decision by its id where it makes it (`// U6`, `(W4)`,
//! `"S9: ..."`). This test reads every source file under `src/`, `rules/`, `sim/`, `tests/`,
//! `e2e/` and `scripts/` (Rust, JavaScript, shell and CSS; not `target/`, `node_modules/`,
//! `dist/`, fixtures or minified files) and fails, naming the file, the line and the id, when a
//! quoted id has no entry in `docs/rulings.md`. It also fails when an id has two entries there.
//!
//! A quote is what the pattern `\b[TSUW][1-9][0-9]?\b(?!\.[0-9])` finds in the prose of a file:
//! the text of its comments and, in Rust and JavaScript, of its string literals (test names and
//! assertion messages quote rulings too). Code itself is never read, so a generic parameter `T1`
//! or a type `S12` is not a quote; the word boundaries leave out `W3C`, `S1_x` and `T10a`; the
//! lookahead leaves out a version such as `U1.2`; and only T, S, U and W start an id, so a key
//! name like `F1` is not one. CSS strings (selectors, generated content) are not prose.
//!
//! Run natively: `cargo test -p tablee --test rulings`. In the browser build it compiles to
//! nothing.
#![cfg(not(target_arch = "wasm32"))]
// Tests never ship: the size rules of clippy.toml (the standard sorts and the like) are for the
// wasm app.
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The folders whose files may quote a ruling, relative to the repository.
const SOURCE_FOLDERS: [&str; 6] = ["src", "rules", "sim", "tests", "e2e", "scripts"];

/// Folders never read: build output, installed packages and recorded test data.
const SKIPPED_FOLDERS: [&str; 4] = ["target", "node_modules", "dist", "fixtures"];

/// The page that defines every ruling id, relative to the repository.
const RULINGS_PAGE: &str = "docs/rulings.md";

/// One ruling id quoted by a source file.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Quote {
    /// The file, relative to the repository.
    file: String,
    /// The line, counted from 1.
    line: usize,
    /// The id, such as `U6`.
    id: String,
}

/// The languages read, each with its own comments and string literals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Language {
    /// `//` and nested `/* */` comments; strings, raw strings, char literals and lifetimes.
    Rust,
    /// `//` and `/* */` comments; `'`, `"` and template strings; regular expression literals.
    JavaScript,
    /// `#` comments; `'` and `"` strings.
    Shell,
    /// `/* */` comments; strings, which are not prose.
    Css,
}

impl Language {
    /// The language of a file, from its extension; `None` for a file not read.
    fn of(path: &Path) -> Option<Language> {
        let name = path.file_name()?.to_str()?;
        if name.contains(".min.") {
            return None;
        }
        match path.extension()?.to_str()? {
            "rs" => Some(Language::Rust),
            "mjs" | "js" => Some(Language::JavaScript),
            "sh" => Some(Language::Shell),
            "css" => Some(Language::Css),
            _ => None,
        }
    }

    /// The comment or literal starting at `i`, if one does; `None` for a character of code.
    fn token_at(self, s: &[char], i: usize) -> Option<Token> {
        match self {
            Language::Rust => rust_token(s, i),
            Language::JavaScript => javascript_token(s, i),
            Language::Shell => shell_token(s, i),
            Language::Css => css_token(s, i),
        }
    }
}

/// A comment or a literal: where it ends (exclusive), and whether its text is prose to search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Token {
    /// The index just after the token's last character.
    end: usize,
    /// Whether the token's text may quote a ruling.
    prose: bool,
}

impl Token {
    /// A comment or string, searched for quotes.
    fn prose(end: usize) -> Token {
        Token { end, prose: true }
    }

    /// A literal that is code (a char literal, a regular expression, a CSS string).
    fn code(end: usize) -> Token {
        Token { end, prose: false }
    }
}

// ---------------------------------------------------------------- reading the prose of a file

/// The text of `source` with every character of code made a space: only comments and string
/// literals are left, at their places, with every line break kept so line numbers still hold.
fn prose(source: &str, language: Language) -> String {
    let s: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < s.len() {
        let token = language.token_at(&s, i).unwrap_or(Token::code(i + 1));
        for &c in &s[i..token.end] {
            out.push(if token.prose || c == '\n' { c } else { ' ' });
        }
        i = token.end;
    }
    out
}

/// A Rust comment, string (also `b"..."`, `r#"..."#`) or char literal at `i`. A lifetime is code.
fn rust_token(s: &[char], i: usize) -> Option<Token> {
    match (s[i], at(s, i + 1)) {
        ('/', Some('/')) => Some(Token::prose(line_end(s, i))),
        ('/', Some('*')) => Some(Token::prose(block_comment_end(s, i, true))),
        ('"', _) => Some(Token::prose(string_end(s, i, true))),
        ('r', _) if starts_raw_string(s, i) => Some(Token::prose(raw_string_end(s, i))),
        ('\'', _) => char_literal_end(s, i).map(Token::code),
        _ => None,
    }
}

/// A JavaScript comment, string, template or regular expression literal at `i`.
fn javascript_token(s: &[char], i: usize) -> Option<Token> {
    match (s[i], at(s, i + 1)) {
        ('/', Some('/')) => Some(Token::prose(line_end(s, i))),
        ('/', Some('*')) => Some(Token::prose(block_comment_end(s, i, false))),
        ('/', _) if regex_may_start(s, i) => regex_end(s, i).map(Token::code),
        ('\'' | '"', _) => Some(Token::prose(string_end(s, i, false))),
        ('`', _) => Some(Token::prose(string_end(s, i, true))),
        _ => None,
    }
}

/// A shell comment or string at `i`; a backslash and the character it escapes are code.
fn shell_token(s: &[char], i: usize) -> Option<Token> {
    match s[i] {
        '#' if i == 0 || s[i - 1].is_whitespace() || ";(|&".contains(s[i - 1]) => {
            Some(Token::prose(line_end(s, i)))
        }
        '\'' => Some(Token::prose(
            closing(s, i + 1, '\'').map_or(s.len(), |j| j + 1),
        )),
        '"' => Some(Token::prose(string_end(s, i, true))),
        '\\' => Some(Token::code((i + 2).min(s.len()))),
        _ => None,
    }
}

/// A CSS comment, or a CSS string (code: a selector's value or generated content).
fn css_token(s: &[char], i: usize) -> Option<Token> {
    match (s[i], at(s, i + 1)) {
        ('/', Some('*')) => Some(Token::prose(block_comment_end(s, i, false))),
        ('\'' | '"', _) => Some(Token::code(string_end(s, i, false))),
        _ => None,
    }
}

/// The character at `i`, if the text goes that far.
fn at(s: &[char], i: usize) -> Option<char> {
    s.get(i).copied()
}

/// Whether `c` can be part of a word (an identifier, a number).
fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The index of the first `target` at or after `from`, if any.
fn closing(s: &[char], from: usize, target: char) -> Option<usize> {
    (from..s.len()).find(|&j| s[j] == target)
}

/// The end of the line `i` is on (the index of its line break, or the end of the text).
fn line_end(s: &[char], i: usize) -> usize {
    closing(s, i, '\n').unwrap_or(s.len())
}

/// The end of the block comment opening at `i` (`/*`), counting nested ones when `nested`.
fn block_comment_end(s: &[char], i: usize, nested: bool) -> usize {
    let mut depth = 0;
    let mut j = i;
    while j + 1 < s.len() {
        if s[j] == '/' && s[j + 1] == '*' && (nested || depth == 0) {
            depth += 1;
            j += 2;
        } else if s[j] == '*' && s[j + 1] == '/' {
            depth -= 1;
            j += 2;
            if depth == 0 {
                return j;
            }
        } else {
            j += 1;
        }
    }
    s.len()
}

/// The end of the string whose quote is at `i`, with backslash escapes. A string that may not
/// span lines (`multiline` false) ends at the first unescaped line break, if it is unclosed.
fn string_end(s: &[char], i: usize, multiline: bool) -> usize {
    let quote = s[i];
    let mut j = i + 1;
    while j < s.len() {
        match s[j] {
            '\\' => j += 2,
            c if c == quote => return j + 1,
            '\n' if !multiline => return j,
            _ => j += 1,
        }
    }
    s.len()
}

/// Whether the `r` at `i` opens a raw string (`r"`, `r#"`, `br"`), not a name or `r#ident`.
fn starts_raw_string(s: &[char], i: usize) -> bool {
    let before = |k: usize| k.checked_sub(1).and_then(|k| at(s, k));
    let prefix_ok = match before(i) {
        None => true,
        Some('b' | 'c') => !before(i - 1).is_some_and(is_word),
        Some(c) => !is_word(c),
    };
    let hashes = s[i + 1..].iter().take_while(|&&c| c == '#').count();
    prefix_ok && at(s, i + 1 + hashes) == Some('"')
}

/// The end of the raw string opening at `i` (`r`, some `#`, `"`): a `"` and as many `#`.
fn raw_string_end(s: &[char], i: usize) -> usize {
    let hashes = s[i + 1..].iter().take_while(|&&c| c == '#').count();
    let mut j = i + 2 + hashes;
    while let Some(quote) = closing(s, j, '"') {
        let closed = (1..=hashes).all(|k| at(s, quote + k) == Some('#'));
        if closed {
            return quote + 1 + hashes;
        }
        j = quote + 1;
    }
    s.len()
}

/// The end of the char literal opening at `i` (`'x'`, `'\n'`, `'\''`), or `None` for a lifetime.
fn char_literal_end(s: &[char], i: usize) -> Option<usize> {
    if at(s, i + 1) == Some('\\') {
        return closing(s, i + 3, '\'').map(|j| j + 1);
    }
    (at(s, i + 2) == Some('\'')).then_some(i + 3)
}

/// Whether a `/` at `i` can open a regular expression in JavaScript: where a value is expected,
/// after an operator or an opening bracket, not after a name, a number or a closing bracket.
fn regex_may_start(s: &[char], i: usize) -> bool {
    let previous = s[..i].iter().rev().find(|c| !c.is_whitespace());
    previous.is_none_or(|&c| "(,=:[!&|?{};+-*%<>~^".contains(c))
}

/// The end of the regular expression opening at `i`, with its flags; `None` when no `/` closes
/// it on its line (then the `/` was a division after all).
fn regex_end(s: &[char], i: usize) -> Option<usize> {
    let mut in_class = false;
    let mut j = i + 1;
    while j < s.len() {
        match s[j] {
            '\\' => j += 1,
            '[' => in_class = true,
            ']' => in_class = false,
            '/' if !in_class => {
                let flags = s[j + 1..].iter().take_while(|&&c| is_word(c)).count();
                return Some(j + 1 + flags);
            }
            '\n' => return None,
            _ => {}
        }
        j += 1;
    }
    None
}

// ---------------------------------------------------------------- finding the quotes

/// The ruling ids in one line of prose: T, S, U or W then 1 to 99 (no leading zero), as a word of
/// its own, and not the start of a dotted number like `U1.2`.
fn ids_in(line: &str) -> Vec<String> {
    let s: Vec<char> = line.chars().collect();
    (0..s.len())
        .filter_map(|i| id_end(&s, i).map(|end| s[i..end].iter().collect()))
        .collect()
}

/// Where the id starting at `i` ends, if one starts there.
fn id_end(s: &[char], i: usize) -> Option<usize> {
    let starts_word = i == 0 || !is_word(s[i - 1]);
    if !starts_word || !"TSUW".contains(s[i]) || !at(s, i + 1)?.is_ascii_digit() {
        return None;
    }
    if s[i + 1] == '0' {
        return None;
    }
    let digits = s[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
    let end = i + 1 + digits;
    let ends_word = !at(s, end).is_some_and(is_word);
    let dotted = at(s, end) == Some('.') && at(s, end + 1).is_some_and(|c| c.is_ascii_digit());
    (digits <= 2 && ends_word && !dotted).then_some(end)
}

/// The quotes in one file's text, with the line each is on.
fn quotes_in(file: &str, source: &str, language: Language) -> Vec<Quote> {
    let mut quotes = Vec::new();
    for (index, line) in prose(source, language).lines().enumerate() {
        for id in ids_in(line) {
            quotes.push(Quote {
                file: file.to_string(),
                line: index + 1,
                id,
            });
        }
    }
    quotes
}

// ---------------------------------------------------------------- the files and the page

/// The repository: the app crate's folder.
fn repository() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every file read below `folder`, in a stable order.
fn source_files(folder: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .map(|entry| entry.expect("a readable folder").path())
        .collect();
    entries.sort();
    let mut files = Vec::new();
    for path in entries {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        if path.is_dir() && !SKIPPED_FOLDERS.contains(&name) {
            files.extend(source_files(&path));
        } else if path.is_file() && Language::of(&path).is_some() {
            files.push(path);
        }
    }
    files
}

/// Every quote in the source folders.
fn quotes_in_repository() -> Vec<Quote> {
    let mut quotes = Vec::new();
    for folder in SOURCE_FOLDERS {
        for path in source_files(&repository().join(folder)) {
            let language = Language::of(&path).expect("only files of a known language");
            let source = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let file = path.strip_prefix(repository()).unwrap_or(&path);
            quotes.extend(quotes_in(&file.display().to_string(), &source, language));
        }
    }
    quotes
}

/// The ids the page defines, in its order: each entry's line starts `- **T11**`.
fn defined_ids(page: &str) -> Vec<String> {
    page.lines()
        .filter_map(|line| line.strip_prefix("- **")?.split_once("**"))
        .map(|(id, _)| id.to_string())
        .filter(|id| ids_in(id) == [id.clone()])
        .collect()
}

/// The ids defined by `docs/rulings.md`.
fn rulings_page_ids() -> Vec<String> {
    let path = repository().join(RULINGS_PAGE);
    let page = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    defined_ids(&page)
}

/// The quotes whose id is not among `defined`.
fn undefined<'a>(quotes: &'a [Quote], defined: &[String]) -> Vec<&'a Quote> {
    quotes.iter().filter(|q| !defined.contains(&q.id)).collect()
}

/// One line per quote: `file:line: id`.
fn listing(quotes: &[&Quote]) -> String {
    quotes
        .iter()
        .map(|q| format!("  {}:{}: {}\n", q.file, q.line, q.id))
        .collect()
}

// ---------------------------------------------------------------- the tests

#[test]
fn every_quoted_ruling_is_defined_in_docs_rulings_md() {
    let quotes = quotes_in_repository();
    assert!(
        !quotes.is_empty(),
        "no quote found: are the source folders read?"
    );
    let defined = rulings_page_ids();
    let missing = undefined(&quotes, &defined);
    assert!(
        missing.is_empty(),
        "{} quote(s) of a ruling that {RULINGS_PAGE} does not define:\n{}",
        missing.len(),
        listing(&missing)
    );
    let distinct: BTreeSet<&str> = quotes.iter().map(|q| q.id.as_str()).collect();
    println!(
        "{} quotes of {} distinct rulings, {} rulings defined",
        quotes.len(),
        distinct.len(),
        defined.len()
    );
}

#[test]
fn no_ruling_is_defined_twice() {
    let mut entries: BTreeMap<String, usize> = BTreeMap::new();
    for id in rulings_page_ids() {
        *entries.entry(id).or_default() += 1;
    }
    let twice: Vec<_> = entries.iter().filter(|(_, &n)| n > 1).collect();
    assert!(
        twice.is_empty(),
        "defined more than once in {RULINGS_PAGE}: {twice:?}"
    );
}

#[test]
fn the_page_defines_rulings_of_all_four_games() {
    let defined = rulings_page_ids();
    for game in ["T", "S", "U", "W"] {
        assert!(
            defined.iter().any(|id| id.starts_with(game)),
            "no ruling {game}.. defined"
        );
    }
}

/// The ids `quotes_in` finds in `source`.
fn found(source: &str, language: Language) -> Vec<String> {
    quotes_in("sample", source, language)
        .into_iter()
        .map(|q| q.id)
        .collect()
}

#[test]
fn quotes_in_rust_comments_and_strings_are_found() {
    let source = "let a = 1; // U6\n\
                  // W4, W6\n\
                  /// Chains (S9), as the rulings T7 and T8 say.\n\
                  assert!(ok, \"U5: either way round\");\n\
                  /* T1/T2, U1-U3 */ let s = r#\"S4.\"#;\n";
    let ids = [
        "U6", "W4", "W6", "S9", "T7", "T8", "U5", "T1", "T2", "U1", "U3", "S4",
    ];
    assert_eq!(found(source, Language::Rust), ids);
}

#[test]
fn rust_code_and_lookalikes_are_not_quotes() {
    let source = "fn pair<T1, T2>(a: T1) -> S12 { let S1_x = 'W'; let c = '\"'; }\n\
                  // W3C, F1, T10a, S1_x, U1.2, T0, S100, xS4, #U5b\n\
                  fn f<'a>(x: &'a str) {} // lifetimes are code\n";
    assert_eq!(found(source, Language::Rust), Vec::<String>::new());
}

#[test]
fn a_quote_is_placed_on_its_line() {
    let source = "let s = \"a\nb (T13)\";\n/* x\n   T9 */\n";
    let quotes = quotes_in("f.rs", source, Language::Rust);
    let lines: Vec<(usize, &str)> = quotes.iter().map(|q| (q.line, q.id.as_str())).collect();
    assert_eq!(lines, [(2, "T13"), (4, "T9")]);
}

#[test]
fn quotes_in_javascript_shell_and_css_are_found_in_their_prose() {
    let js = "// U5\ntest('a tie (U9)', () => { const k = /T1/; x = a / b; });\n";
    assert_eq!(found(js, Language::JavaScript), ["U5", "U9"]);
    let shell = "# S12\necho \"$# T3\" 'W2' ${#list[@]} U7\n";
    assert_eq!(found(shell, Language::Shell), ["S12", "T3", "W2"]);
    let css = "/* T12 */ .a::after { content: \"S4\"; } .S3 { color: #fff; }\n";
    assert_eq!(found(css, Language::Css), ["T12"]);
}

#[test]
fn a_quote_of_an_undefined_ruling_is_reported_with_its_place() {
    // The bogus id is built here, so that this file itself quotes no undefined ruling.
    let bogus = format!("U{}", 99);
    let source = format!("fn f() {{}}\n// {bogus}: a ruling nobody wrote\n");
    let quotes = quotes_in("src/sample.rs", &source, Language::Rust);
    let defined = vec!["U6".to_string()];
    let missing = undefined(&quotes, &defined);
    assert_eq!(listing(&missing), format!("  src/sample.rs:2: {bogus}\n"));
}

#[test]
fn the_page_entries_are_read_by_their_pattern() {
    let page = "intro T1\n\n## TWEAK\n\n- **T1** Cards.\n  more (T2)\n- **S16** Rounds.\n\
                - **Note** not an id\n";
    assert_eq!(defined_ids(page), ["T1", "S16"]);
}
