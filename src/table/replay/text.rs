//! The words of the replay screen, in the four languages. They are in the book every game's
//! screens share ([`crate::words::PLAY`]), fetched with any game's code: every game's end
//! screen offers to watch the game again.

crate::i18n::messages! {
    /// A message of the replay screen; its English text is its doc.
    WatchKey {
        WatchAgain => ["Watch the game again", "Revoir la partie", "Partie noch einmal ansehen", "回放本局"],
        WatchSoFar => ["Watch the game so far", "Revoir la partie jusqu’ici", "Partie bis hierher ansehen", "回看到目前为止"],
        Replay => ["Replay", "Revoir la partie", "Wiederholung", "回放"],
        StepOf => ["Step {0} of {1}", "Étape {0} sur {1}", "Schritt {0} von {1}", "第 {0} 步，共 {1} 步"],
        Steps => ["Steps of the game", "Étapes de la partie", "Schritte der Partie", "对局步骤"],
        FirstStep => ["First step", "Première étape", "Erster Schritt", "第一步"],
        StepBack => ["Step back", "Étape précédente", "Schritt zurück", "上一步"],
        Play => ["Play", "Lecture", "Abspielen", "播放"],
        Pause => ["Pause", "Pause", "Pause", "暂停"],
        StepForward => ["Step forward", "Étape suivante", "Schritt vor", "下一步"],
        LastStep => ["Last step", "Dernière étape", "Letzter Schritt", "最后一步"],
        Speed => ["Speed", "Vitesse", "Tempo", "速度"],
        StepsPerSecond => ["{0} steps/s", "{0} étapes/s", "{0} Schritte/s", "每秒 {0} 步"],
        SeenBy => ["Seen by", "Vue de", "Gesehen von", "视角"],
        EveryHand => ["Every hand", "Toutes les mains", "Alle Hände", "所有手牌"],
        EveryHandOpen => ["Every hand, face up", "Toutes les mains, face visible", "Alle Hände, offen", "所有手牌（亮牌）"],
        Back => ["Back to the game", "Retour à la partie", "Zurück zur Partie", "返回对局"],
        Share => ["Share", "Partager", "Teilen", "分享"],
        ShareLink => ["Copy a link to this replay", "Copier un lien vers cette partie", "Link zu dieser Partie kopieren", "复制回放链接"],
        LinkCopied => ["Link copied. It holds the whole game: whoever opens it watches it, even offline.", "Lien copié. Il contient toute la partie : qui l’ouvre la revoit, même hors ligne.", "Link kopiert. Er enthält die ganze Partie: Wer ihn öffnet, sieht sie, auch offline.", "链接已复制。它包含整局对局：打开它的人即可回放，离线也行。"],
        SaveFile => ["Save as a file", "Enregistrer dans un fichier", "Als Datei speichern", "保存为文件"],
        OpenFile => ["Open a replay file", "Ouvrir un fichier de partie", "Partiedatei öffnen", "打开回放文件"],
        NoReplay => ["This address holds no game to watch. Open a replay file, or a link someone shared.", "Cette adresse ne contient aucune partie à revoir. Ouvrez un fichier de partie, ou un lien partagé.", "Diese Adresse enthält keine Partie. Öffne eine Partiedatei oder einen geteilten Link.", "此地址中没有可回放的对局。请打开回放文件或别人分享的链接。"],
        LinkDamaged => ["This replay link is damaged: part of it is missing or changed.", "Ce lien de partie est abîmé : une partie manque ou a changé.", "Dieser Link ist beschädigt: Ein Teil fehlt oder wurde geändert.", "此回放链接已损坏：部分内容缺失或被改动。"],
        NotAReplay => ["This file is not a Tablée game.", "Ce fichier n’est pas une partie Tablée.", "Diese Datei ist keine Tablée-Partie.", "此文件不是 Tablée 对局。"],
        Unfinished => ["The game is not over: only the people's own views are shown.", "La partie n’est pas finie : seules les vues des joueurs humains sont montrées.", "Die Partie ist nicht zu Ende: Nur die Sicht der Menschen wird gezeigt.", "对局尚未结束：只显示真人玩家的视角。"],
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_message_is_written_in_every_language() {
        crate::i18n::check_messages(super::WatchKey::ALL, super::WatchKey::text);
    }
}
