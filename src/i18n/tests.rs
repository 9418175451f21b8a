//! Tests of the machinery: each language's plural rule, filling placeholders and counts, the
//! errors told in the player's language, and the language the browser asks for.

use super::*;

const LANGS_FORMS: [(Lang, [Form; 4]); 4] = [
    (Lang::En, [Form::Other, Form::One, Form::Other, Form::Other]),
    (Lang::De, [Form::Other, Form::One, Form::Other, Form::Other]),
    (Lang::Fr, [Form::One, Form::One, Form::Other, Form::Other]),
    (Lang::Zh, [Form::Other; 4]),
];
const COUNTS: [u64; 4] = [0, 1, 2, 5];

#[test]
fn each_language_picks_its_plural_form() {
    for (lang, forms) in LANGS_FORMS {
        for (n, form) in COUNTS.into_iter().zip(forms) {
            assert_eq!(lang.plural_form(n), form, "{lang:?} {n}");
        }
    }
    assert_eq!(Lang::Fr.plural_form(1_000_000), Form::Other);
}

#[test]
fn plural_messages_agree_with_their_count() {
    assert_eq!(
        Plural::HandCount.fill(Lang::En, 1_usize, &[]),
        "1 card in hand"
    );
    assert_eq!(
        Plural::HandCount.fill(Lang::En, 0_usize, &[]),
        "0 cards in hand"
    );
    assert_eq!(
        Plural::HandCount.fill(Lang::Fr, 1_usize, &[]),
        "1 carte en main"
    );
    assert_eq!(
        Plural::HandCount.fill(Lang::Fr, 0_usize, &[]),
        "0 carte en main"
    );
    assert_eq!(
        Plural::HandCount.fill(Lang::Fr, 2_usize, &[]),
        "2 cartes en main"
    );
    assert_eq!(Plural::Points.fill(Lang::De, 1_i32, &[]), "1 Punkt");
    assert_eq!(Plural::Points.fill(Lang::De, 0_i32, &[]), "0 Punkte");
    assert_eq!(Plural::Points.fill(Lang::En, -1_i32, &[]), "-1 point");
    assert_eq!(Plural::HandCount.fill(Lang::Zh, 1_u8, &[]), "手牌 1 张");
    assert_eq!(
        Plural::DeckCount.fill(Lang::Fr, 2_u32, &[]),
        "Pioche\u{202f}: 2 cartes"
    );
}

#[test]
fn engine_errors_are_told_in_the_players_language() {
    use tablee_rules::tuefteln::{CellId, PlaceError};
    use tablee_rules::tweak::TweakError;
    use tablee_rules::tweak::{ActionKind, CardId};
    use tablee_rules::Seat;
    let place = [
        PlaceError::GameOver,
        PlaceError::AlreadyPlaced,
        PlaceError::NoSuchCell(CellId(40)),
        PlaceError::CellNotFree(CellId(3)),
        PlaceError::SameCell,
        PlaceError::NotAPair,
        PlaceError::WrongValues,
        PlaceError::NoSuchSeat(Seat(7)),
    ];
    let tweak = [
        TweakError::GameOver,
        TweakError::NoSuchSeat(Seat(7)),
        TweakError::NotYourTurn,
        TweakError::WaitingForBomb,
        TweakError::NotABombVictim,
        TweakError::NoBombPending,
        TweakError::SecondActionCard,
        TweakError::NoCardsInHand,
        TweakError::NoSuchActionCard(ActionKind::Thief),
        TweakError::ThiefVictimIsYou,
        TweakError::ThiefVictimHasNoCards(Seat(1)),
        TweakError::JokerDelta(2),
        TweakError::ShifterOnEmptyDeck,
        TweakError::NotInHand(CardId(3)),
        TweakError::NotOnTable(CardId(3)),
        TweakError::DuplicateCard(CardId(3)),
        TweakError::SumMustUseOneHandCard(CardId(3)),
        TweakError::SumNeedsTableCard,
        TweakError::WrongTotal { got: 9, target: 8 },
    ];
    let saves = [
        SaveError::Corrupt(Damage::Malformed("expected `,`".into())),
        SaveError::Corrupt(Damage::NewerRecord {
            found: 3,
            supported: 2,
        }),
        SaveError::NewerSchema { found: 99 },
        SaveError::UnknownGame,
    ];
    let told: Vec<(String, &dyn Explain)> = place
        .iter()
        .map(|e| (e.to_string(), e as &dyn Explain))
        .chain(tweak.iter().map(|e| (e.to_string(), e as &dyn Explain)))
        .chain(saves.iter().map(|e| (format!("{e:?}"), e as &dyn Explain)))
        .collect();
    for (english, error) in told {
        for lang in [Lang::Fr, Lang::De, Lang::Zh] {
            let words = error.explain(lang);
            assert!(
                !words.is_empty() && words != english,
                "{english} in {lang:?}"
            );
            assert_ne!(words, error.explain(Lang::En), "{english} in {lang:?}");
        }
    }
    assert_eq!(
        TweakError::WrongTotal { got: 9, target: 8 }.explain(Lang::Fr),
        "les cartes font 9, pas 8"
    );
}

#[test]
fn fill_replaces_placeholders() {
    assert_eq!(
        Key::PassTo.fill(Lang::En, &["Alice"]),
        "Pass the tablet to Alice"
    );
    assert_eq!(Key::Round.fill(Lang::De, &["3", "15"]), "Runde 3 von 15");
}

#[test]
fn browser_languages_pick_the_first_supported() {
    assert_eq!(Lang::from_browser(["it-IT", "de-CH", "en"]), Lang::De);
    assert_eq!(Lang::from_browser(["zh-Hans-CN"]), Lang::Zh);
    assert_eq!(Lang::from_browser(["pt-BR"]), Lang::En);
    assert_eq!(Lang::from_browser([]), Lang::En);
}
