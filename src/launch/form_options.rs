//! A game's options on its new-game form, as data the shell draws ([`FormOptions`]) before the
//! game's code is here. Each option is a choice among a few values, each value a JSON
//! literal at a place in the game's set-up options (`rules/colours` is 4 in
//! `{"rules":{"colours":4}}`); starting the game, its code reads the options so written as its
//! own set-up type. One component draws every game's options ([`super::GameOptions`]),
//! so the shell carries one copy of the drawing code for all of them.

use crate::i18n::Lang;

/// Words the form shows, in the language given.
pub type Words = fn(Lang) -> String;

/// A game's options on its new-game form.
pub struct FormOptions {
    /// The heading of the options.
    pub legend: Words,
    /// The options, in the order shown.
    pub options: &'static [FormOption],
    /// A note shown while more than one person sits at the table (sharing one device), if any.
    pub shared_note: Option<Words>,
}

/// One option of a game: a choice among [`FormOption::choices`].
pub struct FormOption {
    /// The control's id (a select's or a checkbox's), or the radio buttons' name.
    pub id: &'static str,
    /// Where its value goes in the set-up's options, as names separated by `/`.
    pub path: &'static str,
    /// What it is called (radio buttons without one are named by the legend).
    pub label: Option<Words>,
    /// How it is chosen.
    pub control: Control,
    /// The values offered; the first is the one chosen the first time.
    pub choices: &'static [Choice],
}

/// How an option is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// A drop-down list.
    Select,
    /// A list of radio buttons.
    Radios,
    /// A checkbox: its first choice is "off", its second "on".
    Check,
}

/// One value of an option.
pub struct Choice {
    /// The value's name in the page (a select's option value, a radio button's value).
    pub id: &'static str,
    /// The value as it is written in the set-up, a JSON literal.
    pub json: &'static str,
    /// What it is called.
    pub label: Words,
    /// A line that explains it, if any (shown beside a radio button).
    pub about: Option<Words>,
}

impl Choice {
    /// A value with no line that explains it.
    pub const fn plain(id: &'static str, json: &'static str, label: Words) -> Choice {
        Choice {
            id,
            json,
            label,
            about: None,
        }
    }
}

impl FormOptions {
    /// The options' JSON, each with the choice of the same index in `chosen` (a choice's index
    /// in its option).
    pub fn json(&self, chosen: &[usize]) -> String {
        let fields: Vec<(Vec<&str>, &str)> = self
            .options
            .iter()
            .zip(chosen)
            .map(|(option, &i)| (option.path.split('/').collect(), option.choices[i].json))
            .collect();
        object(&fields)
    }

    /// The index of each option's choice in `setup`, the set-up of the last game started (JSON,
    /// its options under `options` as [`FormOptions::json`] writes them), or its first choice
    /// when it is missing or no longer offered.
    pub fn remembered(&self, setup: Option<&str>) -> Vec<usize> {
        let written = setup.and_then(read_json);
        self.options
            .iter()
            .map(|option| {
                let path = format!("options/{}", option.path);
                let value = written.as_ref().and_then(|w| literal_at(w, &path));
                value
                    .and_then(|v| option.choices.iter().position(|c| c.json == v))
                    .unwrap_or(0)
            })
            .collect()
    }
}

/// A JSON object of `fields` (each a path of names and a literal); fields sharing their first
/// name are one object under it.
fn object(fields: &[(Vec<&str>, &str)]) -> String {
    let mut names: Vec<&str> = Vec::new();
    for (path, _) in fields {
        if !names.contains(&path[0]) {
            names.push(path[0]);
        }
    }
    let members: Vec<String> = names
        .iter()
        .map(|name| {
            let under: Vec<(Vec<&str>, &str)> = fields
                .iter()
                .filter(|(path, _)| path[0] == *name)
                .map(|(path, literal)| (path[1..].to_vec(), *literal))
                .collect();
            let value = match under.as_slice() {
                [(rest, literal)] if rest.is_empty() => literal.to_string(),
                _ => object(&under),
            };
            format!("\"{name}\":{value}")
        })
        .collect();
    format!("{{{}}}", members.join(","))
}

/// JSON read by the browser's parser (a set-up is read once a form; serde's reader of a generic
/// JSON value would weigh on the first load).
#[cfg(target_arch = "wasm32")]
type Json = wasm_bindgen::JsValue;

#[cfg(target_arch = "wasm32")]
fn read_json(text: &str) -> Option<Json> {
    js_sys::JSON::parse(text).ok()
}

/// The literal at `path` in `json`, as JSON writes it.
#[cfg(target_arch = "wasm32")]
fn literal_at(json: &Json, path: &str) -> Option<String> {
    let mut value = json.clone();
    for name in path.split('/') {
        if !value.is_object() {
            return None;
        }
        value = js_sys::Reflect::get(&value, &name.into()).ok()?;
    }
    if value.is_undefined() {
        return None;
    }
    js_sys::JSON::stringify(&value).ok()?.as_string()
}

/// Natively (in tests) JSON is read by serde's reader.
#[cfg(not(target_arch = "wasm32"))]
#[allow(clippy::disallowed_types)] // native only: the wasm build reads JSON by `JSON.parse` above
type Json = serde_json::Value;

#[cfg(not(target_arch = "wasm32"))]
fn read_json(text: &str) -> Option<Json> {
    serde_json::from_str(text).ok()
}

#[cfg(not(target_arch = "wasm32"))]
fn literal_at(json: &Json, path: &str) -> Option<String> {
    json.pointer(&format!("/{path}")).map(ToString::to_string)
}

/// The controls of `options` as HTML, each showing its choice in `chosen`, in `lang`.
///
/// The shell writes them as text rather than as a view of their own: a view of every kind of
/// control would add its own copy of the rendering code to the first load, where
/// these few lines cost almost nothing. A change is read back by [`GameOptions`](super::GameOptions)'s one listener.
pub fn controls_html(options: &FormOptions, chosen: &[usize], lang: Lang) -> String {
    let mut html = String::new();
    for (option, &current) in options.options.iter().zip(chosen) {
        let label = option
            .label
            .map(|label| escape(&label(lang)))
            .unwrap_or_default();
        match option.control {
            Control::Select => {
                html += &format!(
                    r#"<label class="field"><span>{label}</span><select id="{}">"#,
                    option.id
                );
                for (i, choice) in option.choices.iter().enumerate() {
                    let selected = if i == current { " selected" } else { "" };
                    let words = escape(&(choice.label)(lang));
                    html += &format!(
                        r#"<option value="{}"{selected}>{words}</option>"#,
                        choice.id
                    );
                }
                html += "</select></label>";
            }
            Control::Check => {
                let checked = if current == 1 { " checked" } else { "" };
                html += &format!(
                    r#"<label class="field field--check"><input type="checkbox" id="{}"{checked}><span>{label}</span></label>"#,
                    option.id
                );
            }
            Control::Radios => {
                for (i, choice) in option.choices.iter().enumerate() {
                    let checked = if i == current { " checked" } else { "" };
                    let name = escape(&(choice.label)(lang));
                    let about = choice.about.map_or(String::new(), |about| {
                        format!(
                            r#" <span class="choice-about muted small">{}</span>"#,
                            escape(&about(lang))
                        )
                    });
                    html += &format!(
                        r#"<label class="choice"><input type="radio" name="{}" value="{}"{checked}><span><span class="choice-name">{name}</span>{about}</span></label>"#,
                        option.id, choice.id
                    );
                }
            }
        }
    }
    html
}

/// `text` safe to write as HTML text.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

impl FormOptions {
    /// The option and choice a control of [`controls_html`] now shows: the control's `id` (a
    /// radio button's `name`), its `value` and whether it is checked.
    pub fn choice_of(&self, id: &str, value: &str, checked: bool) -> Option<(usize, usize)> {
        let index = self.options.iter().position(|o| o.id == id)?;
        let option = &self.options[index];
        let choice = match option.control {
            Control::Check => usize::from(checked),
            Control::Select | Control::Radios => {
                option.choices.iter().position(|c| c.id == value)?
            }
        };
        Some((index, choice))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::session::SessionGame;

    /// Checks a game's form options against its set-up type `G::Setup`: the first choices are
    /// the set-up's default, every choice reads as a set-up of its own, and a set-up started
    /// with any choices (as the launch writes it) is read back as the same choices.
    pub(crate) fn every_choice_is_a_set_up<G: SessionGame>(form: &FormOptions) {
        let read = |chosen: &[usize]| -> G::Setup {
            let json = form.json(chosen);
            serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"))
        };
        let first = vec![0; form.options.len()];
        assert_eq!(
            read(&first),
            G::Setup::default(),
            "the first choices are the default"
        );
        assert_eq!(form.remembered(None), first, "the first time");
        for (index, option) in form.options.iter().enumerate() {
            let mut setups = Vec::new();
            for (i, choice) in option.choices.iter().enumerate() {
                let mut chosen = first.clone();
                chosen[index] = i;
                let setup = read(&chosen);
                assert!(
                    !setups.contains(&setup),
                    "{}: {} is like another",
                    option.id,
                    choice.id
                );
                setups.push(setup.clone());
                let written = format!(
                    r#"{{"seats":[],"options":{}}}"#,
                    serde_json::to_string(&setup).unwrap()
                );
                assert_eq!(form.remembered(Some(&written)), chosen, "{written}");
                let ids = option.choices.iter().filter(|c| c.id == choice.id).count();
                assert_eq!(ids, 1, "{}: {} is one choice's id", option.id, choice.id);
            }
            if option.control == Control::Check {
                assert_eq!(option.choices.len(), 2, "{}: off and on", option.id);
            }
        }
    }

    fn option(path: &'static str, choices: &'static [Choice]) -> FormOption {
        FormOption {
            id: path,
            path,
            label: None,
            control: Control::Select,
            choices,
        }
    }

    const NUMBERS: &[Choice] = &[
        Choice::plain("none", "null", |_| String::new()),
        Choice::plain("four", "4", |_| String::new()),
    ];

    fn form(options: &'static [FormOption]) -> FormOptions {
        FormOptions {
            legend: |_| String::new(),
            options,
            shared_note: None,
        }
    }

    #[test]
    fn options_sharing_a_name_are_one_object_in_the_json() {
        let options: &'static [FormOption] = Box::leak(Box::new([
            option("rules/colours", NUMBERS),
            option("hints", NUMBERS),
            option("rules/timer", NUMBERS),
        ]));
        assert_eq!(
            form(options).json(&[1, 0, 1]),
            r#"{"rules":{"colours":4,"timer":4},"hints":null}"#
        );
    }

    #[test]
    fn a_remembered_value_no_longer_offered_or_missing_is_the_first_choice() {
        let options: &'static [FormOption] =
            Box::leak(Box::new([option("a/b", NUMBERS), option("c", NUMBERS)]));
        let form = form(options);
        assert_eq!(
            form.remembered(Some(r#"{"options":{"a":{"b":4},"c":4}}"#)),
            [1, 1]
        );
        assert_eq!(
            form.remembered(Some(r#"{"options":{"a":{"b":7}}}"#)),
            [0, 0]
        );
        assert_eq!(form.remembered(Some(r#"{"options":{"a":3}}"#)), [0, 0]);
        assert_eq!(form.remembered(Some("{oops")), [0, 0]);
    }

    #[test]
    fn the_controls_show_what_is_chosen_and_read_back_as_that_choice() {
        use crate::games::{tuefteln, tweak, twinit};
        let tweak = &tweak::new_game::OPTIONS;
        let html = controls_html(tweak, &[2, 1], Lang::Fr);
        assert!(html.contains(r#"<select id="colour-count">"#), "{html}");
        assert!(
            html.contains(r#"<option value="4" selected>4 couleurs (rouge et 3 autres)</option>"#),
            "{html}"
        );
        assert_eq!(html.matches(" selected").count(), 1);
        assert!(
            html.contains(r#"<input type="checkbox" id="tweak-hints" checked>"#),
            "{html}"
        );
        assert_eq!(tweak.choice_of("colour-count", "4", false), Some((0, 2)));
        assert_eq!(tweak.choice_of("colour-count", "auto", false), Some((0, 0)));
        assert_eq!(tweak.choice_of("tweak-hints", "on", false), Some((1, 0)));
        assert_eq!(tweak.choice_of("tweak-hints", "on", true), Some((1, 1)));
        assert_eq!(tweak.choice_of("colour-count", "9", false), None);
        assert_eq!(
            tweak.choice_of("seed-input", "4", false),
            None,
            "not an option"
        );

        let side = controls_html(&tuefteln::new_game::OPTIONS, &[1], Lang::En);
        assert!(
            side.contains(r#"<input type="radio" name="side" value="B" checked>"#),
            "{side}"
        );
        assert!(!side.contains(r#"value="A" checked"#), "{side}");

        let modes = controls_html(&twinit::new_game::OPTIONS, &[0], Lang::De);
        assert_eq!(
            modes.matches(r#"type="radio" name="twinit-mode""#).count(),
            4
        );
        assert_eq!(
            modes.matches("choice-about").count(),
            4,
            "each mode explained"
        );
        assert_eq!(
            twinit::new_game::OPTIONS.choice_of("twinit-mode", "clans", true),
            Some((0, 1))
        );
    }

    #[test]
    fn words_are_written_as_text_never_as_markup() {
        assert_eq!(escape("a < b & c > d"), "a &lt; b &amp; c &gt; d");
    }
}
