//! Why Swaks refused a move, told in the player's language: [`Explain`] for [`SwaksError`], with
//! the cards named as in [`super::words`]. Like the other games' reasons, each is a clause to go
//! inside [`crate::i18n::Key::MoveRefused`]: no capital letter of its own, no final stop.

use super::words::{card_name, combination_name, direction_name, face_name, fill};
use crate::i18n::{Explain, Key, Lang};
use tablee_rules::swaks::{playable, SwaksError};

crate::i18n::messages! {
    /// Swaks's reasons for refusing a move; the English text is the doc. Placeholders: `{c}` a
    /// card, `{n}` a number, `{r}` the reference, `{d}` the direction, `{a}` and `{b}` the first
    /// and last cards that may follow, `{e}` the expected direction, `{k}` a combination.
    SwaksWhy {
        TooLate => ["another player was quicker", "un autre joueur a été plus rapide", "jemand anderes war schneller", "别人抢先了一步"],
        TimeUp => ["the time for this play has run out", "le temps de ce coup est écoulé", "die Zeit für diesen Zug ist abgelaufen", "这一手的时间已经用完"],
        NotYourTurn => ["it is another player’s turn", "c’est au tour d’un autre joueur", "jemand anderes ist dran", "现在轮到别人"],
        NotInHand => ["{c} is not in your hand", "la carte {c} n’est pas dans votre main", "{c} ist nicht auf deiner Hand", "{c} 不在你手里"],
        DuplicateCard => ["{c} is chosen twice", "la carte {c} est choisie deux fois", "{c} ist doppelt gewählt", "{c} 选了两次"],
        NotANumber => ["{c} is not a numbered family card", "la carte {c} n’est pas une carte famille numérotée", "{c} ist keine Familienkarte mit Zahl", "{c} 不是带数字的家族牌"],
        NotAJoker => ["{c} is not a joker", "la carte {c} n’est pas un joker", "{c} ist kein Joker", "{c} 不是百搭牌"],
        NotABoost => ["{c} is not a Boost", "la carte {c} n’est pas un Boost", "{c} ist kein Boost", "{c} 不是加速牌"],
        NotAnUpsideDown => ["{c} is not an Upside Down", "la carte {c} n’est pas un Upside Down", "{c} ist kein Upside Down", "{c} 不是倒转牌"],
        JokerNumber => ["a joker stands for 1 to 5, not {n}", "un joker vaut de 1 à 5, pas {n}", "ein Joker steht für 1 bis 5, nicht für {n}", "百搭牌只能当 1 到 5，不能当 {n}"],
        CannotFollow => ["{c} cannot follow {r} going {d}: from {a} to {b}", "le {c} ne peut pas suivre le {r} {d}\u{202f}: on peut jouer du {a} au {b}", "{c} kann {d} nicht auf {r} folgen: erlaubt ist {a} bis {b}", "{d}时，{c} 不能接在{r}之后：可出{a}到{b}"],
        MustFlip => ["Upside Down turns the play {e}, not {d}", "Upside Down fait passer le jeu {e}, pas {d}", "Upside Down wechselt die Richtung: {e}, nicht {d}", "倒转牌要把方向改为{e}，而不是{d}"],
        NotACombination => ["these cards do not make a {k}", "ces cartes ne forment pas la combinaison {k}", "diese Karten bilden nicht die Kombination {k}", "这些牌组不成{k}"],
        MustGoOutOnNumber => ["your last card must be a numbered family card", "votre dernière carte doit être une carte famille numérotée", "deine letzte Karte muss eine Familienkarte mit Zahl sein", "最后一张牌必须是带数字的家族牌"],
        SwaksWithoutOneCard => ["“Swaks!” is called only with a play that leaves you one card", "on n’annonce «\u{202f}Swaks\u{202f}!\u{202f}» que sur un coup qui vous laisse une seule carte", "„Swaks!“ ruft man nur bei einem Zug, nach dem dir genau eine Karte bleibt", "只有出牌后只剩一张时才能喊“Swaks！”"],
        NoJumpInWithTwo => ["nobody jumps in with two players", "on n’intervient pas à deux joueurs", "zu zweit spielt niemand dazwischen", "两人游戏不能抢出"],
        NothingToJumpOn => ["there is no card to jump in on now", "il n’y a pas de carte sur laquelle intervenir maintenant", "gerade gibt es keine Karte zum Dazwischenspielen", "现在没有可以抢出的牌"],
        NotAJumper => ["you cannot jump in now", "vous ne pouvez pas intervenir maintenant", "du kannst jetzt nicht dazwischenspielen", "你现在不能抢出"],
        NoSwaksToCall => ["nobody forgot to call “Swaks!”", "personne n’a oublié d’annoncer «\u{202f}Swaks\u{202f}!\u{202f}»", "niemand hat vergessen, „Swaks!“ zu rufen", "没有人忘记喊“Swaks！”"],
        CallOnYourself => ["you cannot call “Swaks!” on yourself", "vous ne pouvez pas annoncer «\u{202f}Swaks\u{202f}!\u{202f}» contre vous-même", "du kannst „Swaks!“ nicht gegen dich selbst rufen", "不能对自己喊“Swaks！”"],
        WrongSwaksTarget => ["another player is the one who forgot to call “Swaks!”", "c’est un autre joueur qui a oublié d’annoncer «\u{202f}Swaks\u{202f}!\u{202f}»", "jemand anderes hat vergessen, „Swaks!“ zu rufen", "忘记喊“Swaks！”的是另一位玩家"],
    }
}

/// The reason's template in `lang`, before [`fill`] names its cards.
fn template(error: &SwaksError, lang: Lang) -> &'static str {
    let why = match error {
        SwaksError::GameOver => return Key::WhyGameOver.text(lang),
        SwaksError::NoSuchSeat(_) => return Key::WhyNoSuchSeat.text(lang),
        SwaksError::TooLate { .. } => SwaksWhy::TooLate,
        SwaksError::TimeUp { .. } => SwaksWhy::TimeUp,
        SwaksError::NotYourTurn { .. } => SwaksWhy::NotYourTurn,
        SwaksError::NotInHand(_) => SwaksWhy::NotInHand,
        SwaksError::DuplicateCard(_) => SwaksWhy::DuplicateCard,
        SwaksError::NotANumber(_) => SwaksWhy::NotANumber,
        SwaksError::NotAJoker(_) => SwaksWhy::NotAJoker,
        SwaksError::NotABoost(_) => SwaksWhy::NotABoost,
        SwaksError::NotAnUpsideDown(_) => SwaksWhy::NotAnUpsideDown,
        SwaksError::JokerNumber(_) => SwaksWhy::JokerNumber,
        SwaksError::CannotFollow { .. } => SwaksWhy::CannotFollow,
        SwaksError::MustFlip { .. } => SwaksWhy::MustFlip,
        SwaksError::NotACombination(_) => SwaksWhy::NotACombination,
        SwaksError::MustGoOutOnNumber => SwaksWhy::MustGoOutOnNumber,
        SwaksError::SwaksWithoutOneCard => SwaksWhy::SwaksWithoutOneCard,
        SwaksError::NoJumpInWithTwo => SwaksWhy::NoJumpInWithTwo,
        SwaksError::NothingToJumpOn => SwaksWhy::NothingToJumpOn,
        SwaksError::NotAJumper => SwaksWhy::NotAJumper,
        SwaksError::NoSwaksToCall => SwaksWhy::NoSwaksToCall,
        SwaksError::CallOnYourself => SwaksWhy::CallOnYourself,
        SwaksError::WrongSwaksTarget { .. } => SwaksWhy::WrongSwaksTarget,
    };
    why.text(lang)
}

impl Explain for SwaksError {
    fn explain(&self, lang: Lang) -> String {
        let text = template(self, lang);
        match self {
            SwaksError::NotInHand(card)
            | SwaksError::DuplicateCard(card)
            | SwaksError::NotANumber(card)
            | SwaksError::NotAJoker(card)
            | SwaksError::NotABoost(card)
            | SwaksError::NotAnUpsideDown(card) => fill(text, &[("c", &card_name(lang, *card))]),
            SwaksError::JokerNumber(n) => fill(text, &[("n", &n.to_string())]),
            SwaksError::CannotFollow {
                card,
                reference,
                direction,
            } => {
                let range = playable(*reference, *direction);
                fill(
                    text,
                    &[
                        ("c", &face_name(lang, *card)),
                        ("r", &face_name(lang, *reference)),
                        ("d", direction_name(lang, *direction)),
                        ("a", &face_name(lang, range[0])),
                        ("b", &face_name(lang, range[5])),
                    ],
                )
            }
            SwaksError::MustFlip {
                announced,
                expected,
            } => fill(
                text,
                &[
                    ("e", direction_name(lang, *expected)),
                    ("d", direction_name(lang, *announced)),
                ],
            ),
            SwaksError::NotACombination(kind) => {
                fill(text, &[("k", combination_name(lang, *kind))])
            }
            _ => text.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::typography_problem;
    use tablee_rules::swaks::{CardId, Combination, Direction, Face, Family};
    use tablee_rules::{Millis, Seat};

    /// One of each variant; [`variant`]'s exhaustive match makes a new variant fail to compile
    /// until it is listed here.
    fn every_error() -> Vec<SwaksError> {
        let hen2 = Face::new(Family::Poule, 2).unwrap();
        vec![
            SwaksError::GameOver,
            SwaksError::NoSuchSeat(Seat(7)),
            SwaksError::TooLate {
                at: Millis(10),
                last: Millis(20),
            },
            SwaksError::TimeUp {
                deadline: Millis(5000),
            },
            SwaksError::NotYourTurn { due: Seat(1) },
            SwaksError::NotInHand(CardId(3)),
            SwaksError::DuplicateCard(CardId(40)),
            SwaksError::NotANumber(CardId::boost(1)),
            SwaksError::NotAJoker(CardId(12)),
            SwaksError::NotABoost(CardId::upside_down(0)),
            SwaksError::NotAnUpsideDown(CardId::boost(0)),
            SwaksError::JokerNumber(6),
            SwaksError::CannotFollow {
                card: Face::new(Family::Cochon, 4).unwrap(),
                reference: hen2,
                direction: Direction::Up,
            },
            SwaksError::MustFlip {
                announced: Direction::Up,
                expected: Direction::Down,
            },
            SwaksError::NotACombination(Combination::Carre),
            SwaksError::MustGoOutOnNumber,
            SwaksError::SwaksWithoutOneCard,
            SwaksError::NoJumpInWithTwo,
            SwaksError::NothingToJumpOn,
            SwaksError::NotAJumper,
            SwaksError::NoSwaksToCall,
            SwaksError::CallOnYourself,
            SwaksError::WrongSwaksTarget { open: Seat(2) },
        ]
    }

    /// The variant's place in [`every_error`].
    fn variant(error: &SwaksError) -> usize {
        match error {
            SwaksError::GameOver => 0,
            SwaksError::NoSuchSeat(_) => 1,
            SwaksError::TooLate { .. } => 2,
            SwaksError::TimeUp { .. } => 3,
            SwaksError::NotYourTurn { .. } => 4,
            SwaksError::NotInHand(_) => 5,
            SwaksError::DuplicateCard(_) => 6,
            SwaksError::NotANumber(_) => 7,
            SwaksError::NotAJoker(_) => 8,
            SwaksError::NotABoost(_) => 9,
            SwaksError::NotAnUpsideDown(_) => 10,
            SwaksError::JokerNumber(_) => 11,
            SwaksError::CannotFollow { .. } => 12,
            SwaksError::MustFlip { .. } => 13,
            SwaksError::NotACombination(_) => 14,
            SwaksError::MustGoOutOnNumber => 15,
            SwaksError::SwaksWithoutOneCard => 16,
            SwaksError::NoJumpInWithTwo => 17,
            SwaksError::NothingToJumpOn => 18,
            SwaksError::NotAJumper => 19,
            SwaksError::NoSwaksToCall => 20,
            SwaksError::CallOnYourself => 21,
            SwaksError::WrongSwaksTarget { .. } => 22,
        }
    }

    #[test]
    fn every_error_is_explained_in_every_language() {
        let errors = every_error();
        let places: Vec<usize> = errors.iter().map(variant).collect();
        assert_eq!(places, (0..errors.len()).collect::<Vec<_>>());
        for error in &errors {
            let english = error.explain(Lang::En);
            for lang in Lang::ALL {
                let words = error.explain(lang);
                assert!(!words.trim().is_empty(), "{error:?} in {lang:?}");
                assert!(!words.contains('{'), "{error:?} in {lang:?}: {words}");
                assert_eq!(typography_problem(lang, &words), None, "{error:?}");
                if lang != Lang::En {
                    assert_ne!(words, english, "{error:?} in {lang:?}");
                }
            }
        }
    }

    #[test]
    fn cannot_follow_names_the_cards_that_may() {
        let error = &every_error()[12];
        assert_eq!(
            error.explain(Lang::En),
            "4 of Pig cannot follow 2 of Hen going up: from 2 of Hen to 2 of Sheep"
        );
        assert_eq!(
            error.explain(Lang::Fr),
            "le 4 de Cochon ne peut pas suivre le 2 de Poule vers le haut\u{202f}: on peut jouer du 2 de Poule au 2 de Mouton"
        );
        assert_eq!(
            error.explain(Lang::De),
            "Schwein 4 kann aufwärts nicht auf Huhn 2 folgen: erlaubt ist Huhn 2 bis Schaf 2"
        );
    }

    #[test]
    fn cards_and_directions_are_named_in_words() {
        let errors = every_error();
        assert_eq!(errors[5].explain(Lang::En), "2 of Hen is not in your hand");
        assert_eq!(
            errors[7].explain(Lang::De),
            "Boost ist keine Familienkarte mit Zahl"
        );
        assert_eq!(
            errors[13].explain(Lang::En),
            "Upside Down turns the play down, not up"
        );
        assert_eq!(
            errors[14].explain(Lang::En),
            "these cards do not make a Four of a kind"
        );
    }
}
