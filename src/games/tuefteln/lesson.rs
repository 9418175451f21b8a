//! Tüfteln's lesson: a solo game on side A, guided through its first three rolls —
//! writing a roll, where numbers may go, the square kinds and the bonus — then played on alone.

use crate::i18n::Lang;
use crate::setup::Setup;
use crate::table::lesson::{student, Goal, Lesson, Step};
use tablee_rules::tuefteln::{Options, Side, Tuefteln};

crate::i18n::messages! {
    /// A step of Tüfteln's lesson; its English text is its doc.
    TueftelnLesson {
        Tile => ["This is your tile: nine squares of four cells. Six cells already show a number. Fill every cell, and each square scores on its own.", "Voici votre tuile : neuf carrés de quatre cases. Six cases portent déjà un chiffre. Remplissez toutes les cases : chaque carré marque ses points à part.", "Das ist deine Tafel: neun Quadrate aus je vier Feldern. Sechs Felder zeigen schon eine Zahl. Füll alle Felder; jedes Quadrat zählt für sich.", "这是你的板：九个方格，每格四个小格。其中六个小格已印有数字。填满所有小格后，每个方格单独计分。"],
        Dice => ["Each round two dice are rolled for everyone. You write both numbers on your tile.", "À chaque manche, deux dés sont lancés pour tout le monde. Vous écrivez les deux chiffres sur votre tuile.", "Jede Runde werden zwei Würfel für alle geworfen. Du schreibst beide Zahlen auf deine Tafel.", "每轮为所有人掷两颗骰子。你要把两个数字都写到自己的板上。"],
        WriteFirst => ["Choose a die, then a highlighted cell; then the other die. Confirm when both are written.", "Choisissez un dé, puis une case en surbrillance ; puis l’autre dé. Validez quand les deux sont écrits.", "Wähle einen Würfel, dann ein markiertes Feld; dann den anderen Würfel. Bestätige, wenn beide stehen.", "先选一颗骰子，再选一个高亮格子；然后是另一颗骰子。两个都写好后点确认。"],
        SideA => ["On side A, both numbers go into any two free white cells, even in one square, or into the two blue cells joined by one bridge.", "Sur la face A, les deux chiffres vont dans deux cases blanches libres, même dans un seul carré, ou dans les deux cases bleues reliées par un pont.", "Auf Seite A kommen beide Zahlen in zwei freie weiße Felder, auch im selben Quadrat, oder in die zwei blauen Felder einer Brücke.", "在 A 面，两个数字可以写进任意两个空白格（同一方格也行），或写进由一座桥相连的两个蓝格。"],
        Kinds => ["A full square scores by its kind: Mix 1, 2er 2, 2er + 2er 3, Cross 4, 4er 5, Str 6. Three equal numbers, or a lone pair on a diagonal, score nothing.", "Un carré plein marque selon sa figure : Mix 1, 2er 2, 2er + 2er 3, Cross 4, 4er 5, Str 6. Trois chiffres égaux, ou une seule paire en diagonale, ne marquent rien.", "Ein volles Quadrat zählt nach seinem Muster: Mix 1, 2er 2, 2er + 2er 3, Kreuz 4, 4er 5, Str 6. Drei gleiche Zahlen oder ein einzelnes Paar über Eck zählen nichts.", "填满的方格按类型计分：杂 1、2er 2、2er + 2er 3、交叉 4、4er 5、顺子 6。三个相同数字，或仅一对位于对角，不得分。"],
        Pair => ["Write the next roll. A pair side by side in one square is a good start.", "Écrivez le lancer suivant. Une paire côte à côte dans un carré est un bon début.", "Schreib den nächsten Wurf. Ein Paar nebeneinander in einem Quadrat ist ein guter Anfang.", "写下一次掷骰。在一个方格里并排放一对是不错的开始。"],
        Bonus => ["Score all six kinds at least once for 7 more points. The pad ticks each kind you have.", "Réalisez les six figures au moins une fois pour 7 points de plus. Le bloc coche chaque figure obtenue.", "Schaffe alle sechs Muster mindestens einmal für 7 Punkte mehr. Der Block hakt jedes erreichte Muster ab.", "六种类型每种至少得一次，可再加 7 分。计分表会勾出你已得到的类型。"],
        OneMore => ["One more roll. After 15 rounds every cell is full and the game ends.", "Encore un lancer. Après 15 manches, toutes les cases sont pleines et la partie s’arrête.", "Noch ein Wurf. Nach 15 Runden sind alle Felder voll und die Partie endet.", "再来一次。15 轮后所有格子都写满，游戏结束。"],
    }
}

/// The lesson's table: the student alone, on side A.
fn setup(lang: Lang) -> Setup<Options> {
    Setup {
        seats: vec![student(lang)],
        options: Options { side: Side::A },
    }
}

/// A roll written: the round moved on (the student plays alone).
fn wrote(before: &Tuefteln, now: &Tuefteln) -> bool {
    now.round() > before.round() || now.is_finished()
}

/// A step the student does by writing the roll.
const fn write(say: TueftelnLesson) -> Step<Tuefteln, TueftelnLesson> {
    Step {
        say,
        point: Some(".dice-picker"),
        goal: Goal::Do {
            done: wrote,
            shows: |_, _| true,
        },
    }
}

/// A step the student reads, pointing at `point`.
const fn read(say: TueftelnLesson, point: &'static str) -> Step<Tuefteln, TueftelnLesson> {
    Step {
        say,
        point: Some(point),
        goal: Goal::Read,
    }
}

/// Tüfteln's lesson.
pub static LESSON: Lesson<Tuefteln, TueftelnLesson> = Lesson {
    setup,
    seed: 24,
    steps: &[
        read(TueftelnLesson::Tile, ".turn-board .tile"),
        read(TueftelnLesson::Dice, ".dice-picker"),
        write(TueftelnLesson::WriteFirst),
        read(TueftelnLesson::SideA, ".turn-board .tile"),
        read(TueftelnLesson::Kinds, ".side-panel--score"),
        write(TueftelnLesson::Pair),
        read(TueftelnLesson::Bonus, ".side-panel--score"),
        write(TueftelnLesson::OneMore),
    ],
    fallback: |_, _| true,
    moves: None,
};

#[cfg(test)]
mod tests {
    #[test]
    fn the_lesson_can_be_followed_to_its_end() {
        let moves = crate::table::lesson::tests::walk(&super::LESSON, true, |_| {});
        assert_eq!(moves, 3, "one roll a step");
    }

    #[test]
    fn every_step_is_written_in_every_language() {
        crate::i18n::check_messages(super::TueftelnLesson::ALL, super::TueftelnLesson::text);
    }
}
