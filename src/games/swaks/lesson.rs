//! Swaks's lesson: a round against two easy bots with the timer off, guided through
//! the ladder, a joker, a special, a combination, a jump-in and the "Swaks!" call, then played
//! on alone.

use super::session::SwaksSetup;
use crate::i18n::Lang;
use crate::setup::Setup;
use crate::table::lesson::{bot, student, Goal, Lesson, Step, STUDENT};
use tablee_rules::swaks::{Action, Event, Options, Piece, Swaks};
use tablee_rules::{BotLevel, Game};

crate::i18n::messages! {
    /// A step of Swaks's lesson; its English text is its doc.
    SwaksLesson {
        Ladder => ["The top card of the pile is the reference. Going up, you may play the same card or any of the five steps above it, as far as the same number of the next family.", "La carte du dessus de la pile est la référence. En montant, vous pouvez jouer la même carte ou l’une des cinq marches au-dessus, jusqu’au même chiffre de la famille suivante.", "Die oberste Karte des Stapels ist die Vorlage. Aufwärts darfst du dieselbe Karte oder eine der fünf Stufen darüber spielen, bis zur gleichen Zahl der nächsten Familie.", "弃牌堆顶牌是参照牌。向上时，你可以出相同的牌，或它之上的五级之一，最多到下一家族的同一数字。"],
        Single => ["Play a family card on the reference: tap it in your hand. The cards you may play stand out.", "Jouez une carte de famille sur la référence : touchez-la dans votre main. Les cartes jouables ressortent.", "Spiel eine Familienkarte auf die Vorlage: Tippe sie in deiner Hand an. Spielbare Karten sind hervorgehoben.", "在参照牌上出一张家族牌：在手牌中点它。可出的牌会突出显示。"],
        Joker => ["A joker stands for any number of its family. Play one and choose its number: the next player follows that number.", "Un joker vaut n’importe quel chiffre de sa famille. Jouez-en un et choisissez son chiffre : le joueur suivant suit ce chiffre.", "Ein Joker steht für jede Zahl seiner Familie. Spiel einen und wähle seine Zahl: Der Nächste folgt dieser Zahl.", "百搭牌可当作本家族的任意数字。打出一张并选定数字：下家按这个数字接牌。"],
        Special => ["Boost moves the reference one family on; Upside Down turns the direction round. Play one, alone or with a family card.", "Boost fait avancer la référence d’une famille ; Upside Down inverse le sens. Jouez-en une, seule ou avec une carte de famille.", "Boost schiebt die Vorlage eine Familie weiter; Upside Down kehrt die Richtung um. Spiel eine, allein oder mit einer Familienkarte.", "Boost 让参照牌前进一个家族；Upside Down 反转方向。打出一张，可单出或配一张家族牌。"],
        Combination => ["A combination puts several cards down at once, and every other player draws: a triple 3, four of a kind 4, a run 5. Play the one you hold.", "Une combinaison pose plusieurs cartes d’un coup, et chaque autre joueur pioche : brelan 3, carré 4, suite 5. Jouez celle que vous avez.", "Eine Kombination legt mehrere Karten auf einmal, und alle anderen ziehen: Drilling 3, Vierling 4, Straße 5. Spiel die, die du hast.", "组合一次打出多张牌，其他玩家都要摸牌：三条 3 张，四条 4 张，顺子 5 张。打出你手中的组合。"],
        JumpIn => ["Jump in: when someone plays a card you hold too (same family, same number), put yours down at once, ahead of whoever is due.", "Intervenez : quand quelqu’un joue une carte que vous avez aussi (même famille, même chiffre), posez la vôtre aussitôt, avant le joueur dont c’est le tour.", "Spring ein: Wenn jemand eine Karte spielt, die du auch hast (gleiche Familie, gleiche Zahl), leg deine sofort ab, vor dem, der dran ist.", "抢牌：有人打出一张你也有的牌（同家族同数字）时，立刻打出你的那张，抢在该出牌的人之前。"],
        Call => ["When a play leaves you one card, tick “Swaks!” as you play it. Forget, and anyone may call you out: you draw 4. The first to empty their hand wins the round.", "Quand un coup ne vous laisse qu’une carte, cochez « Swaks ! » en le jouant. Si vous oubliez, n’importe qui peut vous dénoncer : vous piochez 4. Le premier à vider sa main gagne la manche.", "Bleibt dir nach einem Zug nur eine Karte, kreuze beim Spielen „Swaks!“ an. Vergisst du es, darf dich jeder erwischen: Du ziehst 4. Wer zuerst keine Karte mehr hat, gewinnt die Runde.", "出牌后只剩一张时，出牌同时勾选“Swaks！”。忘了的话，任何人都可以揭发你：你要摸 4 张。最先出完手牌的人赢得本轮。"],
    }
}

/// The lesson's table: the student and two easy bots (a jump-in takes three players), no timer.
fn setup(lang: Lang) -> Setup<SwaksSetup> {
    Setup {
        seats: vec![
            student(lang),
            bot(lang, 1, BotLevel::Easy),
            bot(lang, 2, BotLevel::Easy),
        ],
        options: SwaksSetup {
            rules: Options {
                timer_ms: None,
                ..Options::default()
            },
        },
    }
}

/// How many plays of the student's `kind` of play the game has seen this round.
fn plays(game: &Swaks, kind: fn(&Action) -> bool) -> usize {
    game.view(STUDENT)
        .events
        .iter()
        .filter(
            |e| matches!(e, Event::Played { seat, action, .. } if *seat == STUDENT && kind(action)),
        )
        .count()
}

fn single(a: &Action) -> bool {
    matches!(
        a,
        Action::Single {
            piece: Piece::Number(_),
            ..
        }
    )
}

fn joker(a: &Action) -> bool {
    matches!(
        a,
        Action::Single {
            piece: Piece::Joker { .. },
            ..
        }
    )
}

fn special(a: &Action) -> bool {
    matches!(a, Action::Boost { .. } | Action::UpsideDown { .. })
}

fn combination(a: &Action) -> bool {
    matches!(a, Action::Combination { .. })
}

fn jump_in(a: &Action) -> bool {
    matches!(a, Action::JumpIn { .. })
}

/// A step done by a play of `kind`, pointing at the hand.
macro_rules! play_step {
    ($say:expr, $kind:path) => {
        Step {
            say: $say,
            point: Some("[data-testid=\"swaks-hand\"]"),
            goal: Goal::Do {
                done: |before, now| plays(now, $kind) > plays(before, $kind),
                shows: |_, a| $kind(a),
            },
        }
    };
}

/// Swaks's lesson.
pub static LESSON: Lesson<Swaks, SwaksLesson> = Lesson {
    setup,
    seed: 134,
    steps: &[
        Step {
            say: SwaksLesson::Ladder,
            point: Some(".swaks-centre"),
            goal: Goal::Read,
        },
        play_step!(SwaksLesson::Single, single),
        play_step!(SwaksLesson::Joker, joker),
        play_step!(SwaksLesson::Special, special),
        play_step!(SwaksLesson::Combination, combination),
        play_step!(SwaksLesson::JumpIn, jump_in),
        Step {
            say: SwaksLesson::Call,
            point: Some("[data-testid=\"swaks-hand\"]"),
            goal: Goal::Read,
        },
    ],
    // Nothing does the step yet: a family card if one fits, else drawing.
    fallback: |_, a| single(a) || matches!(a, Action::Draw),
    moves: None,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::lesson::tests::walk;

    fn open(s: &mut crate::session::Session<Swaks>) {
        if s.summary_open() {
            s.acknowledge_round();
        }
    }

    #[test]
    fn the_lesson_can_be_followed_to_its_end() {
        let moves = walk(&LESSON, false, open);
        assert!(moves <= 12, "the deal brings each step soon: {moves} moves");
    }

    #[test]
    fn every_step_is_written_in_every_language() {
        crate::i18n::check_messages(SwaksLesson::ALL, SwaksLesson::text);
    }

    /// Finds a deal where the lesson's steps come soon (run by hand when the rules change).
    #[test]
    #[ignore]
    fn find_a_deal() {
        crate::table::lesson::tests::find_a_deal(&LESSON, 0..400, false, open);
    }
}
