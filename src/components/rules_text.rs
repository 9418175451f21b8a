//! A rules page's text: its sections, each a heading and its paragraphs, in the player's
//! language.
//!
//! The text is data, not code: `src/games/<game>/rules.<lang>.md`, one small file per game and
//! language (served as `text/rules-<game>.<lang>.md`, copied there by `scripts/post-build.sh`)
//! in a tiny subset of Markdown (a `## ` line starts a section, blank lines part its
//! paragraphs), fetched the first time it is shown and kept for the rest of the visit. So a rules page opens with the shell alone
//! (a game's code only draws its examples under the text), a visit fetches one language rather
//! than four, and no game's words weigh on the first load. The service worker precaches every
//! file, so the pages open offline too.

use crate::i18n::{Key, Lang};
use crate::state::use_app;
use leptos::prelude::*;
use std::cell::RefCell;
use std::sync::Arc;
use tablee_rules::GameKind;

/// One section of a rules page.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Section {
    /// The section's heading.
    pub heading: String,
    /// Its paragraphs, in order.
    pub paragraphs: Vec<String>,
}

/// A whole rules page in one language.
pub type Sections = Arc<[Section]>;

/// The address of the text of `kind`'s rules in `lang`, from the site's root.
pub fn text_path(kind: GameKind, lang: Lang) -> String {
    format!("text/rules-{}.{}.md", kind.id(), lang.tag())
}

/// Why a rules page's file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextError {
    /// Text before the first `## ` heading, on this line (counted from 1).
    TextBeforeHeading(usize),
    /// A section without a paragraph, with this heading.
    EmptySection(String),
    /// No section at all.
    NoSection,
}

impl std::fmt::Display for TextError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TextError::TextBeforeHeading(line) => {
                write!(f, "line {line}: text before the first heading")
            }
            TextError::EmptySection(heading) => write!(f, "section {heading:?} has no paragraph"),
            TextError::NoSection => write!(f, "no section"),
        }
    }
}

/// Reads a rules page's file: each `## ` line starts a section, and the lines up to the next
/// blank line make one paragraph.
///
/// # Errors
/// A [`TextError`] for text before the first heading, a section with no paragraph, or a page
/// with no section.
pub fn parse(text: &str) -> Result<Vec<Section>, TextError> {
    let mut sections: Vec<Section> = Vec::new();
    let mut paragraph_open = false;
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if let Some(heading) = line.strip_prefix("## ") {
            sections.push(Section {
                heading: heading.trim().to_string(),
                paragraphs: Vec::new(),
            });
            paragraph_open = false;
        } else if line.is_empty() {
            paragraph_open = false;
        } else {
            let section = sections
                .last_mut()
                .ok_or(TextError::TextBeforeHeading(number + 1))?;
            match section.paragraphs.last_mut() {
                Some(paragraph) if paragraph_open => {
                    paragraph.push(' ');
                    paragraph.push_str(line);
                }
                _ => section.paragraphs.push(line.to_string()),
            }
            paragraph_open = true;
        }
    }
    if let Some(empty) = sections.iter().find(|s| s.paragraphs.is_empty()) {
        return Err(TextError::EmptySection(empty.heading.clone()));
    }
    if sections.is_empty() {
        return Err(TextError::NoSection);
    }
    Ok(sections)
}

thread_local! {
    /// Pages fetched during this visit, with their game and language (at most a few).
    static FETCHED: RefCell<Vec<((GameKind, Lang), Sections)>> = const { RefCell::new(Vec::new()) };
}

/// Where the text stands.
#[derive(Clone)]
enum Text {
    Coming,
    Here(Sections),
    Failed,
}

/// The sections of `kind`'s rules in the player's language, then `children` (the game's drawn
/// examples, shown once the text is here so that nothing above the text moves); while the text
/// comes, a short loading line; if it cannot come, the reason and a way to try again.
#[component]
pub fn RulesText(
    /// Whose rules.
    kind: GameKind,
    /// What follows the text.
    #[prop(optional)]
    children: Option<ChildrenFn>,
) -> impl IntoView {
    let app = use_app();
    let text = RwSignal::new(Text::Coming);
    let attempt = RwSignal::new(0_u32);
    Effect::new(move |_| {
        attempt.track();
        let lang = app.lang.get();
        let kept = FETCHED.with(|f| {
            f.borrow()
                .iter()
                .find(|(key, _)| *key == (kind, lang))
                .map(|(_, sections)| sections.clone())
        });
        if let Some(sections) = kept {
            text.set(Text::Here(sections));
            return;
        }
        text.set(Text::Coming);
        leptos::task::spawn_local(async move {
            let fetched = crate::fetch::text(&format!("/{}", text_path(kind, lang)))
                .await
                .and_then(|text| parse(&text).map_err(|e| e.to_string()));
            // A language changed meanwhile asked for its own text; this answer is stale.
            if app.lang.get_untracked() != lang {
                return;
            }
            match fetched {
                Ok(sections) => {
                    let sections: Sections = sections.into();
                    FETCHED.with(|f| f.borrow_mut().push(((kind, lang), sections.clone())));
                    text.set(Text::Here(sections));
                }
                Err(reason) => {
                    leptos::logging::warn!("rules text of {}: {reason}", kind.id());
                    text.set(Text::Failed);
                }
            }
        });
    });
    move || {
        match text.get() {
        Text::Coming => view! {
            <p class="loading" role="status">{move || app.t(Key::LoadingText)}</p>
        }
        .into_any(),
        Text::Here(sections) => view! {
            {sections
                .iter()
                .map(|section| {
                    view! {
                        <h2>{section.heading.clone()}</h2>
                        {section.paragraphs.iter().map(|p| view! { <p>{p.clone()}</p> }).collect_view()}
                    }
                })
                .collect_view()}
            {children.as_ref().map(|children| children())}
        }
        .into_any(),
        Text::Failed => view! {
            <p role="alert">{move || app.tf(Key::GameLoadFailed, &[kind.name()])}</p>
            <button type="button" class="button" on:click=move |_| attempt.update(|n| *n += 1)>
                {move || app.t(Key::TryAgain)}
            </button>
        }
        .into_any(),
    }
    }
}

/// The text of `kind`'s rules in `lang`, read from the source tree (for native tests).
///
/// # Panics
/// When the file is missing or unreadable.
#[cfg(test)]
pub(crate) fn on_disk(kind: GameKind, lang: Lang) -> Vec<Section> {
    let path = format!(
        "{}/src/games/{}/rules.{}.md",
        env!("CARGO_MANIFEST_DIR"),
        kind.id(),
        lang.tag()
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// All the text of `kind`'s rules in `lang` in one string (for tests that look for facts).
#[cfg(test)]
pub(crate) fn whole_text(kind: GameKind, lang: Lang) -> String {
    on_disk(kind, lang)
        .iter()
        .flat_map(|s| {
            std::iter::once(s.heading.as_str()).chain(s.paragraphs.iter().map(String::as_str))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::typography_problem;

    /// Every game has its rules in every language, with the same sections in each, and the
    /// French and Chinese texts keep their punctuation. A new game without its files fails here.
    #[test]
    fn every_game_has_its_rules_in_every_language() {
        for kind in GameKind::ALL {
            let count = on_disk(kind, Lang::En).len();
            for lang in Lang::ALL {
                let sections = on_disk(kind, lang);
                assert_eq!(sections.len(), count, "{kind:?} {lang:?}");
                for section in &sections {
                    assert!(
                        !section.paragraphs.is_empty(),
                        "{kind:?} {lang:?} {}",
                        section.heading
                    );
                    if matches!(lang, Lang::Fr | Lang::Zh) {
                        for text in std::iter::once(&section.heading).chain(&section.paragraphs) {
                            assert_eq!(typography_problem(lang, text), None, "{kind:?} {lang:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_page_is_read_section_by_section_and_paragraph_by_paragraph() {
        let page = "## Goal\n\nWin cards.\nAll of them.\n\nThen stop.\n\n## Cards\nSix colours.\n";
        let section = |heading: &str, paragraphs: &[&str]| Section {
            heading: heading.into(),
            paragraphs: paragraphs.iter().map(|p| p.to_string()).collect(),
        };
        assert_eq!(
            parse(page).unwrap(),
            vec![
                section("Goal", &["Win cards. All of them.", "Then stop."]),
                section("Cards", &["Six colours."])
            ]
        );
    }

    #[test]
    fn a_page_that_is_not_sections_of_paragraphs_is_refused() {
        assert_eq!(parse(""), Err(TextError::NoSection));
        assert_eq!(
            parse("\nWin.\n## Goal\nWin."),
            Err(TextError::TextBeforeHeading(2))
        );
        assert_eq!(
            parse("## Goal\nWin.\n## Cards\n\n"),
            Err(TextError::EmptySection("Cards".into()))
        );
    }
}
