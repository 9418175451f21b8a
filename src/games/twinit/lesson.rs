//! Twin It!'s lesson: a Chacun pour soi game against one easy bot, on game time that
//! passes at half speed and stands still while the coach speaks, guided through a turn, a claim,
//! a steal and an error, with Le Ring's twist told at the end; then played on alone.

use super::session::TwinItSetup;
use crate::i18n::Lang;
use crate::setup::Setup;
use crate::table::lesson::{bot, student, Goal, Lesson, Step, STUDENT};
use tablee_rules::twinit::{Action, Event, Mode, Options, Spot, TwinIt, Won};
use tablee_rules::{BotLevel, Game};

crate::i18n::messages! {
    /// A step of Twin It!'s lesson; its English text is its doc.
    TwinItLesson {
        Faces => ["Every card has a motif on each face. Your pile shows the face on top; a card turned onto the table shows its other face. Every face in view counts, prises too.", "Chaque carte porte un motif sur chaque face. Votre pile montre la face du dessus\u{202f}; une carte retournée sur la table montre son autre face. Toute face visible compte, les prises aussi.", "Jede Karte hat auf jeder Seite ein Motiv. Dein Stapel zeigt die obere Seite; eine auf den Tisch umgedrehte Karte zeigt ihre andere Seite. Jede sichtbare Seite zählt, auch die Fänge.", "每张牌两面各有一个图案。你的牌堆显示最上面的一面；翻到桌上的牌会显示它的另一面。所有看得见的面都算数，已赢的牌也一样。"],
        Turn => ["When the Turn over button is yours, turn your pile's top card onto the table. Whoever last won cards turns the next one.", "Quand le bouton Retourner est à vous, retournez la carte du dessus de votre pile sur la table. Celui qui a gagné des cartes en dernier retourne la suivante.", "Wenn du mit Umdrehen dran bist, dreh die oberste Karte deines Stapels auf den Tisch. Wer zuletzt Karten gewonnen hat, dreht die nächste um.", "轮到你翻牌时，把牌堆最上面的牌翻到桌上。最后赢得牌的人翻下一张。"],
        Claim => ["Spot two faces with the same motif and tap one, then the other. The first to complete a claim wins both cards: a prise. No pair yet? Turn another card, or wait for the bot to.", "Repérez deux faces au même motif et touchez l’une puis l’autre. Le premier à compléter sa revendication gagne les deux cartes\u{202f}: une prise. Pas encore de paire\u{202f}? Retournez une autre carte, ou attendez que le robot le fasse.", "Finde zwei Seiten mit demselben Motiv und tippe erst die eine, dann die andere an. Wer zuerst fertig ist, gewinnt beide Karten: einen Fang. Noch kein Paar? Dreh eine weitere Karte um oder warte auf den Bot.", "找出两个图案相同的面，先点一个，再点另一个。最先完成认领的人赢得这两张牌，成为一组已赢的牌。还没有成对的？再翻一张，或等机器人翻。"],
        Steal => ["A third face with the motif of the bot's prise? Claim that face together with the prise: you steal it and keep all three cards. Until the bot has won a prise, play on.", "Une troisième face au motif de la prise du robot\u{202f}? Revendiquez cette face avec la prise\u{202f}: vous la volez et gardez les trois cartes. Tant que le robot n’a pas de prise, jouez.", "Eine dritte Seite mit dem Motiv vom Fang des Bots? Melde diese Seite zusammen mit dem Fang: Du schnappst ihn dir und behältst alle drei Karten. Solange der Bot keinen Fang hat, spiel weiter.", "出现了与机器人已赢牌相同图案的第三个面？把这个面和那组牌一起认领：你就把它抢过来，三张牌都归你。机器人还没赢到牌时，继续玩。"],
        Error => ["Now tap two different motifs to see what a mistake costs: you give one prise back, under your pile. Better in the lesson than in a game.", "Touchez maintenant deux motifs différents pour voir ce que coûte une erreur\u{202f}: vous rendez une prise, sous votre pile. Mieux vaut pendant la leçon qu’en partie.", "Tippe jetzt zwei verschiedene Motive an, um zu sehen, was ein Irrtum kostet: Du gibst einen Fang zurück, unter deinen Stapel. Besser in der Lektion als in einer Partie.", "现在点两个不同的图案，看看认错的代价：你要交还一组已赢的牌，放到你的牌堆底下。在教学中犯错总比在对局中好。"],
        Ring => ["Here the first to 5 prises wins. Le Ring twists it: the turner picks from five shared piles, 7 prises win, and two claims on the same pair at the same moment each take one card.", "Ici, le premier à 5 prises gagne. Le Ring change la donne\u{202f}: celui qui retourne choisit parmi cinq piles communes, il faut 7 prises, et deux revendications de la même paire au même instant prennent chacune une carte.", "Hier gewinnt, wer zuerst 5 Fänge hat. Le Ring dreht es weiter: Wer umdreht, wählt aus fünf gemeinsamen Stapeln, 7 Fänge siegen, und zwei gleichzeitige Meldungen desselben Paars bekommen je eine Karte.", "这里先赢 5 组的人获胜。Le Ring 模式有新花样：翻牌的人从五个公共牌堆中任选，赢 7 组才获胜，两人同时认领同一对时各得一张牌。"],
    }
}

/// The lesson's table: the student and one easy bot, each for themselves.
fn setup(lang: Lang) -> Setup<TwinItSetup> {
    Setup {
        seats: vec![student(lang), bot(lang, 1, BotLevel::Easy)],
        options: TwinItSetup {
            rules: Options {
                mode: Mode::ChacunPourSoi,
            },
        },
    }
}

/// How many of the student's events `kind` picks the game has seen.
fn events(game: &TwinIt, kind: fn(&Event) -> bool) -> usize {
    game.events().iter().filter(|e| kind(e)).count()
}

fn turned(e: &Event) -> bool {
    matches!(e, Event::Turned { seat, .. } if *seat == STUDENT)
}

fn won_pair(e: &Event) -> bool {
    matches!(e, Event::Won { seat, how: Won::Pair, .. } if *seat == STUDENT)
}

fn stole(e: &Event) -> bool {
    matches!(e, Event::Won { seat, how: Won::Stole { .. }, .. } if *seat == STUDENT)
}

fn erred(e: &Event) -> bool {
    matches!(e, Event::Erred { seat, .. } if *seat == STUDENT)
}

/// Whether `spot` is another seat's prise.
fn others_prise(spot: Spot) -> bool {
    matches!(spot, Spot::Prise { owner, .. } if owner != STUDENT)
}

/// The motif `spot` shows now, if any.
fn motif(game: &TwinIt, spot: Spot) -> Option<tablee_rules::twinit::MotifId> {
    game.board().motif_at(spot)
}

/// Every claim the student could make now, errors included, beside turning: the rules list only
/// the claims that win, and the lesson shows an error too.
fn every_move(game: &TwinIt) -> Vec<Action> {
    let mut moves = game.legal_actions(STUDENT);
    if game.is_finished() {
        return moves;
    }
    let visible = game.board().visible();
    for (i, &(a, _)) in visible.iter().enumerate() {
        for &(b, _) in &visible[i + 1..] {
            // Two prises are never claimed together (W3).
            if a.is_prise() && b.is_prise() {
                continue;
            }
            let claim = Action::Claim(a, b);
            if !moves.contains(&claim) {
                moves.push(claim);
            }
        }
    }
    moves
}

/// A step done when one more of the student's events `kind` picks shows in the game.
macro_rules! event_step {
    ($say:expr, $point:expr, $kind:path, $shows:expr) => {
        Step {
            say: $say,
            point: Some($point),
            goal: Goal::Do {
                done: |before, now| events(now, $kind) > events(before, $kind),
                shows: $shows,
            },
        }
    };
}

/// Twin It!'s lesson.
pub static LESSON: Lesson<TwinIt, TwinItLesson> = Lesson {
    setup,
    // Found by `find_a_deal` (0..400) for the people-like bots: the bot turns first, and the
    // steps come within 15 moves.
    seed: 119,
    steps: &[
        Step {
            say: TwinItLesson::Faces,
            point: Some("[data-testid=\"tw-zone-0\"]"),
            goal: Goal::Read,
        },
        event_step!(
            TwinItLesson::Turn,
            "[data-testid=\"tw-turn-0\"]",
            turned,
            |_, a| matches!(a, Action::Turn(_))
        ),
        event_step!(
            TwinItLesson::Claim,
            ".tw-centre",
            won_pair,
            |g, a| matches!(*a, Action::Claim(x, y) if !x.is_prise() && !y.is_prise() && motif(g, x) == motif(g, y))
        ),
        event_step!(
            TwinItLesson::Steal,
            "[data-testid=\"tw-zone-1\"]",
            stole,
            |g, a| matches!(*a, Action::Claim(x, y) if (others_prise(x) || others_prise(y)) && motif(g, x) == motif(g, y))
        ),
        event_step!(
            TwinItLesson::Error,
            ".tw-centre",
            erred,
            |g, a| matches!(*a, Action::Claim(x, y) if motif(g, x) != motif(g, y))
        ),
        Step {
            say: TwinItLesson::Ring,
            point: Some("[data-testid=\"tw-count-0\"]"),
            goal: Goal::Read,
        },
    ],
    // Nothing does the step yet: turn a card when it is the student's turn (never a claim the
    // step does not ask for, so the bot can win the prise the steal needs).
    fallback: |_, a| matches!(a, Action::Turn(_)),
    moves: Some(every_move),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Session;
    use crate::table::lesson::tests::walk;

    fn open(s: &mut Session<TwinIt>) {
        s.start();
    }

    #[test]
    fn the_lesson_can_be_followed_to_its_end() {
        let moves = walk(&LESSON, false, open);
        assert!(moves <= 15, "the deal brings each step soon: {moves} moves");
    }

    #[test]
    fn every_step_is_written_in_every_language() {
        crate::i18n::check_messages(TwinItLesson::ALL, TwinItLesson::text);
    }

    /// Finds a deal where the lesson's steps come soon (run by hand when the rules change).
    #[test]
    #[ignore]
    fn find_a_deal() {
        crate::table::lesson::tests::find_a_deal(&LESSON, 0..400, false, open);
    }
}
