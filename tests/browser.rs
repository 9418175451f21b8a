//! Component tests in a real browser (headless Chromium through wasm-bindgen-test-runner).
//! Run by `scripts/test.sh wasm`. Natively this file compiles to nothing.
#![cfg(target_arch = "wasm32")]
#![allow(missing_docs)]

use leptos::prelude::*;
use tablee::components::die::Die;
use tablee::components::next_task::Later;
use tablee::components::privacy_screen::PrivacyScreen;
use tablee::components::seat_strip::{Detail, SeatBadge, SeatStrip};
use tablee::components::side_panel::SidePanel;
use tablee::games::swaks::cards::SwaksCard;
use tablee::games::swaks::ladder_view::LadderView;
use tablee::games::swaks::words;
use tablee::games::tuefteln::tally::Tally;
use tablee::games::tuefteln::tile_view::{tiles_by_seat, TileView};
use tablee::games::tweak::cards::{card_name, symbol, TweakCard};
use tablee::state::use_app;
use tablee_rules::tuefteln::{
    Action, CellId, Options, Public, Score, Side, SquareKind, Tile, Tuefteln,
};
use tablee_rules::tweak::{CardId, Colour};
use tablee_rules::{Game, GameRng, Millis, Seat};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

mod common;
use common::{mount, tick};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn rng_matches_the_native_build() {
    // Same constant as rules/src/rng.rs's native test: a seed replays the same game everywhere.
    assert_eq!(GameRng::from_seed(1).next_u64(), 7_424_550_030_962_593_201);
}

#[wasm_bindgen_test]
async fn die_draws_its_pips_and_names_itself() {
    let value = RwSignal::new(5u8);
    let root = mount(move || view! { <Die value /> });
    tick().await;
    assert_eq!(
        root.query_selector_all("circle.die-pip").unwrap().length(),
        5
    );
    let svg = root.query_selector("svg").unwrap().unwrap();
    assert!(svg.get_attribute("aria-label").unwrap().contains('5'));
    value.set(2);
    tick().await;
    assert_eq!(
        root.query_selector_all("circle.die-pip").unwrap().length(),
        2
    );
}

#[wasm_bindgen_test]
async fn tile_offers_only_target_cells() {
    let chosen = RwSignal::new(None::<CellId>);
    let target = Tile::new(Side::A).free_cells().next().unwrap();
    let root = mount(move || {
        view! {
            <TileView tile=Signal::derive(|| Tile::new(Side::A))
                targets=Signal::derive(move || vec![target])
                on_cell=Callback::new(move |c| chosen.set(Some(c)))
                label=Signal::derive(|| "tile".to_string()) />
        }
    });
    tick().await;
    let cells = root.query_selector_all("button.cell").unwrap();
    assert_eq!(cells.length(), 36);
    for i in 0..cells.length() {
        let cell: web_sys::HtmlElement = cells.item(i).unwrap().unchecked_into();
        assert!(cell
            .get_attribute("aria-label")
            .unwrap()
            .starts_with("Square "));
    }
    // A cell that is not a target does nothing.
    let other = (0..36u8).find(|c| *c != target.0).unwrap();
    let other: web_sys::HtmlElement = root
        .query_selector(&format!("[data-cell='{other}']"))
        .unwrap()
        .unwrap()
        .unchecked_into();
    other.click();
    tick().await;
    assert_eq!(chosen.get_untracked(), None);
    let good: web_sys::HtmlElement = root
        .query_selector(&format!("[data-cell='{}']", target.0))
        .unwrap()
        .unwrap()
        .unchecked_into();
    assert_eq!(
        good.get_attribute("aria-disabled").as_deref(),
        Some("false")
    );
    good.click();
    tick().await;
    assert_eq!(chosen.get_untracked(), Some(target));
}

#[wasm_bindgen_test]
async fn privacy_screen_names_the_player_and_waits_for_a_tap() {
    let ready = RwSignal::new(false);
    let root = mount(move || {
        view! {
            <PrivacyScreen player=Signal::derive(|| "Alice".to_string())
                on_ready=Callback::new(move |_| ready.set(true)) />
        }
    });
    tick().await;
    assert!(root.text_content().unwrap().contains("Alice"));
    let button: web_sys::HtmlElement = root
        .query_selector("button")
        .unwrap()
        .unwrap()
        .unchecked_into();
    button.click();
    tick().await;
    assert!(ready.get_untracked());
}

/// The text of the first element matching `selector` inside `root`.
fn text_of(root: &web_sys::HtmlElement, selector: &str) -> String {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no {selector}"))
        .text_content()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn tweak_card_names_itself_and_shows_a_symbol_besides_its_colour() {
    let selected = RwSignal::new(false);
    let red_five = CardId::number(Colour::Red, 7);
    let expected_name = RwSignal::new(String::new());
    let root = mount(move || {
        expected_name.set(card_name(use_app().lang.get_untracked(), red_five));
        view! { <TweakCard card=red_five selected /> }
    });
    tick().await;
    let card = root.query_selector(".card").unwrap().unwrap();
    let label = card.get_attribute("aria-label").unwrap();
    assert!(label.starts_with(&expected_name.get_untracked()), "{label}");
    assert_eq!(text_of(&root, ".card-value"), "5");
    // Colour is never the only sign: the colour's symbol is printed too.
    assert_eq!(
        text_of(&root, ".card-symbol"),
        symbol(Colour::Red).to_string()
    );
    assert!(!card.class_list().contains("card--selected"));
    selected.set(true);
    tick().await;
    let card = root.query_selector(".card").unwrap().unwrap();
    assert!(card.class_list().contains("card--selected"));
    // Being chosen is said to screen readers as well as drawn.
    assert!(card.get_attribute("aria-label").unwrap().len() > label.len());
}

#[wasm_bindgen_test]
async fn seat_strip_marks_acting_seats_with_an_arrow_and_aria_current() {
    let badge = |name: &str, is_bot: bool, active: bool| SeatBadge {
        name: name.to_string(),
        is_bot,
        active,
        detail: "12".to_string().into(),
    };
    let seats = RwSignal::new(vec![badge("Ana", false, true), badge("Bo", true, false)]);
    let root = mount(move || view! { <SeatStrip seats /> });
    tick().await;
    let items = root.query_selector_all("li.seat-badge").unwrap();
    assert_eq!(items.length(), 2);
    let item = |i: u32| -> web_sys::Element { items.item(i).unwrap().unchecked_into() };
    assert_eq!(
        item(0).get_attribute("aria-current").as_deref(),
        Some("step")
    );
    assert!(item(0).text_content().unwrap().contains('▶'));
    assert_eq!(item(1).get_attribute("aria-current"), None);
    assert!(!item(1).text_content().unwrap().contains('▶'));
    // The bot mark shows on the bot's badge only (hidden, not absent, on a person's).
    let bot_mark_shown = |i: u32| {
        item(i)
            .query_selector(".seat-bot:not([hidden])")
            .unwrap()
            .is_some()
    };
    assert!(bot_mark_shown(1));
    assert!(!bot_mark_shown(0));
    let bot_word = item(1)
        .query_selector(".seat-bot")
        .unwrap()
        .unwrap()
        .first_child()
        .unwrap();
    // The turn moves on: the marks follow it.
    seats.set(vec![badge("Ana", false, false), badge("Bo", true, true)]);
    tick().await;
    let items = root.query_selector_all("li.seat-badge").unwrap();
    let second: web_sys::Element = items.item(1).unwrap().unchecked_into();
    assert_eq!(
        second.get_attribute("aria-current").as_deref(),
        Some("step")
    );
    // The bot's mark keeps its very word: a change of the badge builds none of it again (at a
    // 15-seat table that was two elements' parts at every bot's move).
    let word_now = second
        .query_selector(".seat-bot")
        .unwrap()
        .unwrap()
        .first_child();
    assert!(bot_word.is_same_node(word_now.as_ref()));
}

#[wasm_bindgen_test]
async fn seat_strip_says_a_short_detail_in_full_words() {
    let seats = RwSignal::new(vec![SeatBadge {
        name: "Ana".to_string(),
        is_bot: false,
        active: false,
        detail: Detail {
            shown: "3 in hand · 2 won".to_string(),
            spoken: Some("3 cards in hand, 2 cards won".to_string()),
        },
    }]);
    let root = mount(move || view! { <SeatStrip seats rows=true /> });
    tick().await;
    let shown = root.query_selector(".seat-detail").unwrap().unwrap();
    assert_eq!(shown.get_attribute("aria-hidden").as_deref(), Some("true"));
    let spoken = root.query_selector(".sr-only").unwrap().unwrap();
    assert_eq!(
        spoken.text_content().unwrap(),
        "3 cards in hand, 2 cards won"
    );
    assert!(root.query_selector(".seat-strip--rows").unwrap().is_some());
}

#[wasm_bindgen_test]
async fn later_draws_its_children_a_task_after_the_rest() {
    let root = mount(move || {
        view! {
            <p class="now">"now"</p>
            <Later><p class="later">"later"</p></Later>
        }
    });
    // Mounted: the rest is there, the later part is not yet.
    assert!(root.query_selector(".now").unwrap().is_some());
    assert!(root.query_selector(".later").unwrap().is_none());
    tick().await;
    assert_eq!(text_of(&root, ".later"), "later");
    // Drawn once: still one after another task.
    tick().await;
    assert_eq!(root.query_selector_all(".later").unwrap().length(), 1);
}

#[wasm_bindgen_test]
async fn side_panel_opens_and_closes_from_its_button_and_escape() {
    let root = mount(move || {
        view! {
            <SidePanel id="log" title=Signal::derive(|| "What happened".to_string())>
                <p class="inside">"line"</p>
            </SidePanel>
        }
    });
    tick().await;
    let section = root.query_selector(".side-panel").unwrap().unwrap();
    let toggle: web_sys::HtmlElement = root
        .query_selector(".side-panel-toggle")
        .unwrap()
        .unwrap()
        .unchecked_into();
    assert_eq!(
        toggle.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    assert_eq!(
        toggle.get_attribute("aria-controls").as_deref(),
        Some("log-body")
    );
    assert!(root.query_selector("#log-body .inside").unwrap().is_some());
    toggle.click();
    tick().await;
    assert!(section.class_list().contains("side-panel--open"));
    assert_eq!(
        toggle.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );
    // Escape inside the sheet closes it.
    let body = root.query_selector("#log-body").unwrap().unwrap();
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("Escape");
    init.set_bubbles(true);
    let escape =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    body.dispatch_event(&escape).unwrap();
    tick().await;
    assert!(!section.class_list().contains("side-panel--open"));
}

#[wasm_bindgen_test]
async fn tally_follows_the_score_with_counts_bonus_and_total() {
    use SquareKind::*;
    // U6/U7: one of each scoring kind plus a second straight is 27 points and the bonus.
    let full = Score {
        squares: [
            Some(Mix),
            Some(Pair),
            Some(TwoPairs),
            Some(Cross),
            Some(Four),
            Some(Straight),
            Some(Straight),
            Some(Triple),
            None,
        ],
        bonus: true,
        total: 34,
    };
    let score = RwSignal::new(full);
    let root = mount(move || {
        view! { <Tally score caption=Signal::derive(|| "Ana".to_string()) /> }
    });
    tick().await;
    assert_eq!(text_of(&root, "[data-testid='tally-total']"), "34");
    let rows = root.query_selector_all("tbody tr").unwrap();
    // Six kinds, then the bonus row.
    assert_eq!(rows.length(), 7);
    let cells = |row: u32| -> Vec<String> {
        let row: web_sys::Element = rows.item(row).unwrap().unchecked_into();
        let tds = row.query_selector_all("td").unwrap();
        (0..tds.length())
            .map(|i| tds.item(i).unwrap().text_content().unwrap())
            .collect()
    };
    // The straight row: two squares, 12 points, and a tick besides the row's colour.
    assert_eq!(cells(5), ["2", "12"]);
    assert_eq!(
        root.query_selector_all(".tally-row--hit").unwrap().length(),
        6
    );
    assert!(text_of(&root, "tbody tr:nth-child(6) th").contains('✓'));
    assert_eq!(cells(6), ["✓", "7"]);
    score.set(Score {
        squares: [None; 9],
        bonus: false,
        total: 0,
    });
    tick().await;
    assert_eq!(text_of(&root, "[data-testid='tally-total']"), "0");
    assert_eq!(
        root.query_selector_all(".tally-row--hit").unwrap().length(),
        0
    );
    assert_eq!(cells(6), ["–", "0"]);
}

#[wasm_bindgen_test]
fn storage_round_trips_and_survives_garbage() {
    use tablee::storage;
    assert_eq!(storage::set("tablee.test", "x"), storage::Written::Stored);
    assert_eq!(storage::get("tablee.test").as_deref(), Some("x"));
    storage::remove("tablee.test");
    assert_eq!(storage::get("tablee.test"), None);
    // A save is never replaced by a shorter history of the same game (issue 53).
    let save = |moves: u32| {
        format!(
            r#"{{"schema":2,"kind":"Tuefteln","id":"t","summary":{{"players":["A"],"round":1,"updated":1,"moves":{moves}}},"data":{{}}}}"#
        )
    };
    let key = storage::save_key("t");
    assert_eq!(storage::set(&key, &save(5)), storage::Written::Stored);
    assert_eq!(storage::set(&key, &save(4)), storage::Written::Refused);
    assert_eq!(storage::set(&key, &save(6)), storage::Written::Stored);
    storage::remove(&key);
    // Damaged settings fall back to defaults instead of breaking the app.
    storage::set(storage::SETTINGS_KEY, "{oops");
    let _ = mount(|| view! { <p>"ok"</p> });
    storage::remove(storage::SETTINGS_KEY);
}

#[wasm_bindgen_test]
async fn swaks_cards_name_themselves_and_draw_their_family_animal() {
    use tablee_rules::swaks::{CardId as SwaksCardId, Face, Family};
    let sheep_three = SwaksCardId::number(Face::new(Family::Mouton, 3).unwrap(), 0);
    let joker = SwaksCardId::joker(Family::Poule);
    let names = RwSignal::new((String::new(), String::new()));
    let root = mount(move || {
        let lang = use_app().lang.get_untracked();
        names.set((
            words::card_name(lang, sheep_three),
            words::piece_name(
                lang,
                tablee_rules::swaks::Piece::Joker {
                    card: joker,
                    number: 4,
                },
            ),
        ));
        view! {
            <SwaksCard card=sheep_three declared=None />
            <SwaksCard card=joker declared=Some(4) />
            <SwaksCard card=SwaksCardId::boost(0) declared=None />
        }
    });
    tick().await;
    let cards = root.query_selector_all("[role=img]").unwrap();
    assert_eq!(cards.length(), 3);
    let label = |i| {
        cards
            .item(i)
            .unwrap()
            .unchecked_into::<web_sys::Element>()
            .get_attribute("aria-label")
            .unwrap()
    };
    let (sheep_name, joker_name) = names.get_untracked();
    assert_eq!(label(0), sheep_name);
    assert_eq!(label(1), joker_name, "a declared joker says its number");
    assert_ne!(label(2), label(0));
    // Each family has its own class (colour) and its own drawing (shape): not colour alone.
    let first = cards.item(0).unwrap().unchecked_into::<web_sys::Element>();
    assert!(first.get_attribute("class").unwrap().contains("mouton"));
}

#[wasm_bindgen_test]
async fn the_swaks_ladder_marks_the_reference_and_the_cards_that_may_follow() {
    use tablee_rules::swaks::{Direction, Face, Family};
    let root = mount(move || {
        view! { <LadderView reference=Face::new(Family::Poule, 3).unwrap() direction=Direction::Up /> }
    });
    tick().await;
    assert_eq!(root.query_selector_all(".swaks-chip").unwrap().length(), 20);
    assert_eq!(
        root.query_selector_all(".swaks-chip.is-ref")
            .unwrap()
            .length(),
        1
    );
    // The reference itself and the five after it may follow (S4).
    assert_eq!(
        root.query_selector_all(".swaks-chip.is-next")
            .unwrap()
            .length(),
        6
    );
    let group = root.query_selector("[role=group]").unwrap().unwrap();
    assert!(!group.get_attribute("aria-label").unwrap().is_empty());
}

#[wasm_bindgen_test]
async fn twinit_motifs_name_themselves_and_draw_their_outline_clipped() {
    use tablee::games::twinit::art::{names::motif_name, Motif};
    use tablee_rules::twinit::MotifId;
    let (a, b) = (MotifId(0), MotifId(13)); // the same outline, two patterns: look-alikes
    let names = RwSignal::new((String::new(), String::new()));
    let root = mount(move || {
        let lang = use_app().lang.get_untracked();
        names.set((motif_name(lang, a), motif_name(lang, b)));
        view! { <Motif motif=a /><Motif motif=b /><Motif motif=a /> }
    });
    tick().await;
    let drawings = root.query_selector_all("svg[role=img]").unwrap();
    assert_eq!(drawings.length(), 3);
    let element = |i| {
        drawings
            .item(i)
            .unwrap()
            .unchecked_into::<web_sys::Element>()
    };
    let (a_name, b_name) = names.get_untracked();
    assert_eq!(element(0).get_attribute("aria-label").unwrap(), a_name);
    assert_eq!(element(1).get_attribute("aria-label").unwrap(), b_name);
    assert_ne!(a_name, b_name);
    // Each drawing clips its pattern with a clip path of its own, even the same motif twice.
    let clip = |i| element(i).query_selector("clipPath").unwrap().unwrap().id();
    assert_ne!(
        clip(0),
        clip(2),
        "two drawings of one motif never share an id"
    );
}

#[wasm_bindgen_test]
async fn twinit_gallery_shows_every_motif_once_and_turns_grey_on_request() {
    use tablee::games::twinit::gallery::MotifGallery;
    let root = mount(|| view! { <MotifGallery /> });
    tick().await;
    // Drawn only when asked for (the rules page stays light).
    assert_eq!(
        root.query_selector_all(".tw-gallery-item")
            .unwrap()
            .length(),
        0
    );
    let show = root
        .query_selector("[data-testid=tw-gallery-open]")
        .unwrap()
        .unwrap()
        .unchecked_into::<web_sys::HtmlElement>();
    assert_eq!(
        show.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    show.click();
    tick().await;
    assert_eq!(show.get_attribute("aria-expanded").as_deref(), Some("true"));
    assert_eq!(
        root.query_selector_all(".tw-gallery-item svg[role=img]")
            .unwrap()
            .length(),
        130
    );
    let grey = root
        .query_selector(".tw-gallery-tools > button")
        .unwrap()
        .unwrap()
        .unchecked_into::<web_sys::HtmlElement>();
    grey.click();
    tick().await;
    assert!(root.query_selector(".tw-gallery--grey").unwrap().is_some());
    assert_eq!(grey.get_attribute("aria-pressed").as_deref(), Some("true"));
}

/// The shared table every game stands on: a hand is shown only to its seat after the privacy
/// screen, a refused action is told in words to the seat that tried it (and only to it), a
/// played action clears the words, and the hand is covered as soon as someone else must act.
#[wasm_bindgen_test]
async fn the_shared_table_hides_hands_and_tells_a_refusal_to_its_seat() {
    use std::cell::RefCell;
    use std::rc::Rc;
    use tablee::games::tweak::session::{NextUp, Session, TweakSetup};
    use tablee::handover::{Handover, Screen};
    use tablee::setup::{Controller, Setup};
    use tablee::table::device::{refusal_line, HiddenHands, Table};
    use tablee_rules::tweak::{Action, Tweak};
    use tablee_rules::{Game, Seat};

    fn acting(session: &Session, _: &Handover) -> Option<Seat> {
        match session.next_up() {
            NextUp::Human(seat) => Some(seat),
            _ => None,
        }
    }
    type Parts = (Table<Tweak>, HiddenHands<Tweak>);
    let parts: Rc<RefCell<Option<Parts>>> = Rc::default();
    let kept = parts.clone();
    let root = mount(move || {
        let people = [Controller::Human, Controller::Human];
        let setup = Setup::with_controllers(&people, TweakSetup::default());
        let table = Table::new(use_app(), Session::new(setup, 7).unwrap());
        let hands = HiddenHands::new(table.session, acting);
        *kept.borrow_mut() = Some((table, hands));
        refusal_line(move || table.refusal_text())
    });
    let (table, hands) = parts.borrow().unwrap();
    let first = table
        .session
        .with_untracked(|s| acting(s, &Handover::default()))
        .unwrap();
    let other = Seat(1 - first.0);
    assert_eq!(hands.screen.get_untracked(), Screen::Privacy(first));

    hands.handover.update(|h| h.reveal(first));
    assert_eq!(hands.screen.get_untracked(), Screen::Hand(first));
    assert!(hands.view.with_untracked(|v| !v.hand.is_empty()));

    // The other person tries to act out of turn: refused, in words, for them only.
    assert!(table.act(other, Action::PlayBomb).is_err());
    tick().await;
    let words = table
        .refusal_for(other)
        .expect("a refusal for the seat that tried");
    assert!(table.refusal_for(first).is_none());
    assert_eq!(text_of(&root, "[role='alert']"), words);

    // The person due places a card: the words go, and their hand is covered for the next one.
    let place = table
        .session
        .with_untracked(|s| s.game().legal_actions(first))
        .into_iter()
        .find(|a| matches!(a, Action::PlaceCard { .. }))
        .unwrap();
    table.act(first, place).unwrap();
    tick().await;
    assert!(table.refusal.get_untracked().is_none());
    assert!(root.query_selector("[role='alert']").unwrap().is_none());
    assert_eq!(hands.screen.get_untracked(), Screen::Privacy(other));
}

/// A game's options are drawn by the shell before the game's code is here, and the form reads
/// them, as the game's set-up, only when it starts: the game's code says how to start
/// once it comes, and the form starts nothing before.
#[wasm_bindgen_test]
async fn new_game_options_are_drawn_by_the_shell_and_read_when_starting() {
    use tablee::games::tweak::session::TweakSetup;
    use tablee::launch::GameOptions;
    use tablee::launch::NewGameForm;
    use tablee_rules::GameKind;
    // Not through the registry: its loaders are split points, which a test build cannot link.
    let options = &tablee::games::tweak::new_game::OPTIONS;
    tablee::storage::set(
        &format!("{}tweak", tablee::storage::SETUP_PREFIX),
        r#"{"seats":[],"options":{"rules":{"colours":5},"hints":true}}"#,
    );
    let form = StoredValue::new_local(None::<NewGameForm>);
    let root = mount(move || {
        let made = NewGameForm::new(GameKind::Tweak, options, use_app().lang, String::new());
        form.set_value(Some(made));
        view! { <GameOptions form=made extra=None /> }
    });
    tick().await;
    let form = form.get_value().expect("the form is made");
    let select: web_sys::HtmlSelectElement = root
        .query_selector("#colour-count")
        .unwrap()
        .expect("TWEAK's colour count is drawn")
        .unchecked_into();
    assert_eq!(select.length(), 5, "by the players, then 3 to 6 colours");
    assert_eq!(select.value(), "5", "the colours of the last match");
    let hints: web_sys::HtmlInputElement = root
        .query_selector("#tweak-hints")
        .unwrap()
        .expect("the hints' checkbox is drawn")
        .unchecked_into();
    assert!(hints.checked(), "the hints of the last match");
    let read = || serde_json::from_str::<TweakSetup>(&form.options_json()).unwrap();
    assert_eq!(read().rules.colours, Some(5));
    select.set_value("4");
    // As a person's choice does, the change bubbles up to the options' one listener.
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let change = web_sys::Event::new_with_event_init_dict("change", &init).unwrap();
    select.dispatch_event(&change).unwrap();
    hints.click();
    assert_eq!(read().rules.colours, Some(4));
    assert!(!read().hints);
    // Until the game's code says how, nothing starts.
    assert!(!form.ready());
    assert_eq!(form.start(""), None);
    form.on_start(|form, seed| {
        let setup: TweakSetup = serde_json::from_str(&form.options_json()).ok()?;
        Some(format!(
            "/play/{}/{seed}-{:?}",
            form.kind.id(),
            setup.rules.colours
        ))
    });
    assert!(form.ready());
    assert_eq!(form.start("7").as_deref(), Some("/play/tweak/7-Some(4)"));
    tablee::storage::remove(&format!("{}tweak", tablee::storage::SETUP_PREFIX));
}

#[wasm_bindgen_test]
async fn tweak_middle_board_shows_the_target_the_table_and_whose_turn_it_is() {
    use tablee_rules::tweak::{Options, Tweak};
    use tablee_rules::{Game, Millis, Outcome, Seat};

    let game = Tweak::new(&Options::default(), 3, 11).unwrap();
    let public = RwSignal::new(game.public_view());
    let names = Signal::derive(|| vec!["Ana".to_string(), "Bo".to_string(), "Cy".to_string()]);
    let root = mount(move || {
        tablee::games::tweak::public_board::public_board(
            public.into(),
            names,
            Signal::derive(|| Millis(0)),
        )
    });
    tick().await;
    let (target, turn, table) = public.with_untracked(|p| (p.target_now(), p.turn, p.table.len()));
    assert!(root
        .query_selector("[data-testid='middle-board']")
        .unwrap()
        .is_some());
    assert!(text_of(&root, "[data-testid='middle-target']").contains(&target.to_string()));
    let on_turn = ["Ana", "Bo", "Cy"][turn.index()];
    assert!(text_of(&root, "[data-testid='middle-turn']").contains(on_turn));
    let cards = root.query_selector_all("[data-testid='middle-table-cards'] .card");
    assert_eq!(cards.unwrap().length() as usize, table);
    assert_eq!(root.query_selector_all(".middle-seat").unwrap().length(), 3);
    // The seat on turn is marked by more than a colour.
    let marked = root.query_selector(".middle-seat--turn").unwrap().unwrap();
    assert!(marked.text_content().unwrap().contains('▶'));
    assert!(!text_of(&root, "[data-testid='middle-latest']").is_empty());
    // Once the match is over, the turn line names the winner.
    public.update(|p| {
        p.outcome = Some(Outcome {
            scores: p.totals.clone(),
            winners: vec![Seat(2)],
        })
    });
    tick().await;
    assert!(text_of(&root, "[data-testid='middle-turn']").contains("Cy"));
    assert_eq!(
        root.query_selector_all(".middle-seat--turn")
            .unwrap()
            .length(),
        0
    );
}

#[wasm_bindgen_test]
async fn swaks_middle_board_shows_the_pile_and_counts_the_turn_down() {
    use tablee_rules::swaks::{Face, Family, Options, Swaks};
    use tablee_rules::{Game, Millis, Seat};

    let game = Swaks::new(&Options::default(), 4, 5).unwrap();
    let public = RwSignal::new(game.public_view());
    public.update(|p| {
        p.deadline = Some(Millis(10_000));
        p.timer_ms = Some(5_000);
        p.jump = None;
        p.forgot = None;
    });
    let now = RwSignal::new(Millis(7_500));
    let root = mount(move || {
        tablee::games::swaks::public_board::public_board(
            public.into(),
            Signal::derive(|| vec!["Ana".into(), "Bo".into(), "Cy".into(), "Di".into()]),
            now.into(),
        )
    });
    tick().await;
    assert!(root
        .query_selector("[data-testid='middle-top'] svg")
        .unwrap()
        .is_some());
    let due = public.with_untracked(|p| p.due);
    let name = ["Ana", "Bo", "Cy", "Di"][due.index()];
    assert!(text_of(&root, "[data-testid='middle-turn']").contains(name));
    assert!(text_of(&root, "[data-testid='middle-timer']").contains('3'));
    now.set(Millis(9_100));
    tick().await;
    assert!(text_of(&root, "[data-testid='middle-timer']").contains('1'));
    assert_eq!(root.query_selector_all(".middle-seat").unwrap().length(), 4);
    assert!(root
        .query_selector("[data-testid='middle-jump']")
        .unwrap()
        .is_none());
    public.update(|p| {
        p.jump = Some((Seat(1), Face::new(Family::Poule, 3).unwrap()));
        p.forgot = Some(Seat(3));
        p.deadline = None;
    });
    tick().await;
    assert!(root
        .query_selector("[data-testid='middle-jump']")
        .unwrap()
        .is_some());
    assert!(text_of(&root, "[data-testid='middle-forgot']").contains("Di"));
    assert!(root
        .query_selector("[data-testid='middle-timer']")
        .unwrap()
        .is_none());
}

#[wasm_bindgen_test]
async fn a_seat_writing_wakes_only_its_own_tile() {
    let mut game = Tuefteln::new(&Options::default(), 3, 7).unwrap();
    let public = RwSignal::new(game.public_view());
    // How many times what draws each seat's tile ran, and the tiles' signals.
    let runs = RwSignal::new(vec![0; 3]);
    let shown = std::rc::Rc::new(std::cell::Cell::new(None));
    let out = shown.clone();
    mount(move || {
        let tiles = tiles_by_seat(public, |p: &Public| &p.tiles);
        for i in 0..3 {
            let tile = tiles.with_value(|t| t[i]);
            Effect::new(move |_| {
                tile.track();
                runs.update_untracked(|r| r[i] += 1);
            });
        }
        out.set(Some(tiles));
    });
    tick().await;
    assert_eq!(runs.get_untracked(), vec![1, 1, 1]);
    let placement = game.tile(Seat(1)).legal_placements(game.roll())[0];
    game.play(Seat(1), Action::Place(placement), Millis(0))
        .unwrap();
    public.set(game.public_view());
    tick().await;
    assert_eq!(
        runs.get_untracked(),
        vec![1, 2, 1],
        "only seat 2's tile ran again"
    );
    let tiles = shown.get().unwrap();
    assert_eq!(
        tiles.with_value(|t| t[1].get_untracked()),
        *game.tile(Seat(1))
    );
    // The view changes, no tile does (who has written): nothing drawn again.
    public.update(|_| {});
    tick().await;
    assert_eq!(runs.get_untracked(), vec![1, 2, 1]);
}

#[wasm_bindgen_test]
async fn a_seat_strip_draws_again_only_the_badge_that_changed() {
    let badge = |name: &str, detail: &str| SeatBadge {
        name: name.into(),
        is_bot: true,
        active: false,
        detail: Detail::from(detail.to_string()),
    };
    let seats = RwSignal::new(vec![badge("A", "1"), badge("B", "2"), badge("C", "3")]);
    mount(move || view! { <SeatStrip seats /> });
    tick().await;
    // Every change inside this strip (the last mounted), by the name of the badge it is in.
    js_sys::eval(
        "window.__changed = [];
         const strips = document.querySelectorAll('.seat-strip');
         new MutationObserver((list) => list.forEach((m) => {
           const el = m.target.nodeType === 1 ? m.target : m.target.parentElement;
           window.__changed.push(el.closest('li').querySelector('.seat-name').textContent);
         })).observe(strips[strips.length - 1], { subtree: true, attributes: true, childList: true, characterData: true });",
    )
    .unwrap();
    let changed = || -> Vec<String> {
        let list = js_sys::eval("window.__changed.splice(0)").unwrap();
        js_sys::Array::from(&list)
            .iter()
            .filter_map(|v| v.as_string())
            .collect()
    };
    // The same seats again (the view they come from changed elsewhere): nothing is drawn.
    seats.set(vec![badge("A", "1"), badge("B", "2"), badge("C", "3")]);
    tick().await;
    assert!(changed().is_empty());
    // One seat's detail, then another's turn: only that badge changes.
    seats.update(|s| s[1].detail = Detail::from("5".to_string()));
    tick().await;
    let first = changed();
    assert!(
        !first.is_empty() && first.iter().all(|n| n == "B"),
        "{first:?}"
    );
    seats.update(|s| s[2].active = true);
    tick().await;
    let second = changed();
    assert!(
        !second.is_empty() && second.iter().all(|n| n == "C"),
        "{second:?}"
    );
}
