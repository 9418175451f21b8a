//! The coach's own words (every lesson's steps are in its game's words), in the four languages.
//! They are in the book every game's screens share ([`crate::words::PLAY`]).

crate::i18n::messages! {
    /// A message of the lessons' coach; its English text is its doc.
    LessonKey {
        Coach => ["Your coach", "Votre guide", "Dein Coach", "教学向导"],
        StepOf => ["Step {0} of {1}", "Étape {0} sur {1}", "Schritt {0} von {1}", "第 {0} 步，共 {1} 步"],
        Next => ["Next", "Suivant", "Weiter", "下一步"],
        ShowMe => ["Show me", "Montrez-moi", "Zeig es mir", "示范一下"],
        YourTurnNow => ["Your turn: do it on the table.", "À vous : faites-le sur la table.", "Du bist dran: mach es auf dem Tisch.", "轮到你了：在桌面上操作。"],
        Skip => ["Skip the lesson", "Passer la leçon", "Lektion überspringen", "跳过教学"],
        StartOver => ["Start the lesson over", "Recommencer la leçon", "Lektion neu beginnen", "重新开始教学"],
        Done => ["Lesson done. The game is yours: play it to the end, or start a real one.", "Leçon terminée. La partie est à vous : finissez-la, ou lancez-en une vraie.", "Lektion geschafft. Die Partie gehört dir: Spiel sie zu Ende oder starte eine echte.", "教学完成。这局交给你了：玩到结束，或开始一局正式游戏。"],
        RealGame => ["Start a real game", "Lancer une vraie partie", "Echte Partie starten", "开始正式游戏"],
        Close => ["Close the coach", "Fermer le guide", "Coach schließen", "关闭向导"],
        More => ["Skip or start over", "Passer ou recommencer", "Überspringen oder neu beginnen", "跳过或重新开始"],
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_message_is_written_in_every_language() {
        crate::i18n::check_messages(super::LessonKey::ALL, super::LessonKey::text);
    }
}
