//! TWEAK's lesson: a match against one easy bot, guided through its first turns — the
//! target, a sum, a TWEAK and one \[T!\] card — then played on alone.

use super::session::TweakSetup;
use crate::i18n::Lang;
use crate::setup::Setup;
use crate::table::lesson::{bot, student, Goal, Lesson, Step, STUDENT};
use tablee_rules::tweak::{Action, Tweak};
use tablee_rules::{BotLevel, Game};

crate::i18n::messages! {
    /// A step of TWEAK's lesson; its English text is its doc.
    TweakLesson {
        Target => ["The number on the back of the deck's top card is the target. Every sum must hit it exactly.", "Le chiffre au dos de la carte du dessus de la pioche est la cible. Chaque somme doit tomber juste.", "Die Zahl auf der Rückseite der obersten Karte des Stapels ist das Ziel. Jede Summe muss es genau treffen.", "牌堆顶牌背面的数字就是目标。每个和都必须正好等于它。"],
        Cards => ["You hold three cards; two lie face up on the table. Only you see your hand.", "Vous avez trois cartes en main ; deux sont posées face visible sur la table. Vous seul voyez votre main.", "Du hast drei Karten auf der Hand; zwei liegen offen auf dem Tisch. Nur du siehst deine Hand.", "你手里有三张牌；桌上有两张明牌。只有你能看到自己的手牌。"],
        Sum => ["Make a sum: one card from your hand plus table cards that add up to the target. You win them all. If no sum reaches it, put a card on the table instead.", "Faites une somme : une carte de votre main plus des cartes de la table qui font la cible. Vous les gagnez toutes. Si aucune somme ne tombe juste, posez plutôt une carte sur la table.", "Bilde eine Summe: eine Karte aus deiner Hand plus Tischkarten, die zusammen das Ziel ergeben. Du gewinnst sie alle. Geht keine Summe auf, leg stattdessen eine Karte auf den Tisch.", "凑一个和：一张手牌加上若干桌面牌，总和等于目标。这些牌都归你。如果凑不出，就改为把一张牌放到桌上。"],
        Tweak => ["A sum that takes every card on the table is a TWEAK: it wins you the top [T!] card. Wait for one, or put a card down meanwhile.", "Une somme qui prend toutes les cartes de la table est un TWEAK : elle vous fait gagner la carte [T!] du dessus. Attendez-en un, ou posez une carte en attendant.", "Eine Summe, die alle Karten vom Tisch nimmt, ist ein TWEAK: Sie bringt dir die oberste [T!]-Karte. Warte darauf oder leg solange eine Karte ab.", "用光桌上所有牌的和就是 TWEAK：你将赢得最上面的 [T!] 牌。等待机会，其间可先放一张牌。"],
        Action => ["Play your [T!] card now, before your sum or your card. Each one changes the turn in its own way; its name says how.", "Jouez maintenant votre carte [T!], avant votre somme ou votre carte. Chacune change le tour à sa façon ; son nom dit comment.", "Spiel jetzt deine [T!]-Karte, vor deiner Summe oder Karte. Jede verändert den Zug auf ihre Art; ihr Name sagt wie.", "现在打出你的 [T!] 牌，在凑和或放牌之前。每张都会以自己的方式改变这一回合；看它的名字就知道。"],
        Points => ["Won cards score at the round's end: 1 each, red 3, a five 4, the red five 5, each [T!] card 2. Rounds go on until someone reaches the match total.", "Les cartes gagnées comptent en fin de manche : 1 chacune, rouge 3, un cinq 4, le cinq rouge 5, chaque carte [T!] 2. Les manches s’enchaînent jusqu’au total de la partie.", "Gewonnene Karten zählen am Rundenende: je 1, Rot 3, eine Fünf 4, die rote Fünf 5, jede [T!]-Karte 2. Es wird gespielt, bis jemand die Partiesumme erreicht.", "赢得的牌在本轮结束时计分：每张 1 分，红色 3 分，5 点 4 分，红 5 为 5 分，每张 [T!] 牌 2 分。一轮接一轮，直到有人达到比赛总分。"],
    }
}

/// The lesson's table: the student and one easy bot.
fn setup(lang: Lang) -> Setup<TweakSetup> {
    Setup {
        seats: vec![student(lang), bot(lang, 1, BotLevel::Easy)],
        options: TweakSetup::default(),
    }
}

/// How many cards the student has won this round.
fn won(game: &Tweak) -> usize {
    game.view(STUDENT).piles[STUDENT].len()
}

/// How many unused \[T!\] cards the student holds.
fn actions(game: &Tweak) -> usize {
    game.view(STUDENT).action_cards[STUDENT].len()
}

/// Whether `action` is a sum taking every table card.
fn is_tweak(game: &Tweak, action: &Action) -> bool {
    matches!(action, Action::MakeSum { table, .. } if table.len() == game.view(STUDENT).table.len())
}

/// TWEAK's lesson.
pub static LESSON: Lesson<Tweak, TweakLesson> = Lesson {
    setup,
    seed: 15,
    steps: &[
        Step {
            say: TweakLesson::Target,
            point: Some("[data-testid=\"target\"]"),
            goal: Goal::Read,
        },
        Step {
            say: TweakLesson::Cards,
            point: Some("[data-testid=\"table-cards\"]"),
            goal: Goal::Read,
        },
        Step {
            say: TweakLesson::Sum,
            point: Some(".own-hand"),
            goal: Goal::Do {
                done: |before, now| won(now) > won(before),
                shows: |_, a| matches!(a, Action::MakeSum { .. }),
            },
        },
        Step {
            say: TweakLesson::Tweak,
            point: Some("[data-testid=\"table-cards\"]"),
            goal: Goal::Do {
                done: |before, now| actions(now) > actions(before),
                shows: is_tweak,
            },
        },
        Step {
            say: TweakLesson::Action,
            point: Some(".tweak-actions"),
            goal: Goal::Do {
                done: |before, now| actions(now) < actions(before),
                shows: |_, a| a.action_kind().is_some(),
            },
        },
        Step {
            say: TweakLesson::Points,
            point: Some(".seat-strip"),
            goal: Goal::Read,
        },
    ],
    fallback: |_, a| matches!(a, Action::PlaceCard { .. }),
    moves: None,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::lesson::tests::walk;

    #[test]
    fn the_lesson_can_be_followed_to_its_end() {
        let moves = walk(&LESSON, true, |s| s.acknowledge_round());
        assert!(moves <= 5, "the deal brings each step soon: {moves} moves");
    }

    #[test]
    fn every_step_is_written_in_every_language() {
        crate::i18n::check_messages(TweakLesson::ALL, TweakLesson::text);
    }

    /// Finds a deal where the lesson's steps come soon (run by hand when the rules change).
    #[test]
    #[ignore]
    fn find_a_deal() {
        crate::table::lesson::tests::find_a_deal(&LESSON, 0..300, true, |s| s.acknowledge_round());
    }
}
