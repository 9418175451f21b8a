//! Writes the app's word books (`words-<book>.<lang>.json`, see `tablee::word_books`) into a folder:
//! `cargo run -p tablee --bin words -- <folder>`. `scripts/build-wasm.sh` runs it into the
//! build's `text/`.

#[cfg(not(feature = "fetched-words"))]
fn main() -> std::io::Result<()> {
    use tablee::i18n::Lang;
    let folder = std::path::PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "text".to_string()),
    );
    std::fs::create_dir_all(&folder)?;
    for lang in Lang::ALL {
        for (book, json) in tablee::word_books::books(lang) {
            std::fs::write(folder.join(tablee::words::file_name(book, lang)), json)?;
        }
    }
    Ok(())
}

/// Built with fetched words, the app carries no texts to write.
#[cfg(feature = "fetched-words")]
fn main() {
    eprintln!("words: build it without the fetched-words feature");
    std::process::exit(2);
}
