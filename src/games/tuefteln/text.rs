//! The words of Tüfteln's screens, in the four languages. They live in Tüfteln's code, so
//! they load with the game and not with the shell.

crate::i18n::messages! {
    /// A message of Tüfteln's screens; its English text is its doc.
    TueftelnKey {
        Roller => ["{0} rolled", "{0} a lancé", "{0} hat gewürfelt", "{0} 掷骰"],
        Undo => ["Undo", "Annuler", "Rückgängig", "撤销"],
        SwapDice => ["Swap the dice", "Inverser les dés", "Würfel tauschen", "交换骰子"],
        Hint => ["Hint", "Indice", "Tipp", "提示"],
        PickDie => ["Choose a die, then a highlighted cell.", "Choisissez un dé, puis une case en surbrillance.", "Wähle einen Würfel, dann ein markiertes Feld.", "先选一颗骰子，再选高亮的格子。"],
        PickCell => ["Now choose a highlighted cell for {0}.", "Choisissez maintenant une case en surbrillance pour le {0}.", "Wähle jetzt ein markiertes Feld für die {0}.", "为 {0} 选择一个高亮格子。"],
        ReadyToConfirm => ["Both numbers are placed: confirm, or undo to change.", "Les deux chiffres sont placés : validez, ou annulez pour changer.", "Beide Zahlen stehen: bestätigen oder rückgängig machen.", "两个数字已放好：确认，或撤销重选。"],
        Score => ["Score", "Points", "Punkte", "得分"],
        Bonus => ["Bonus", "Bonus", "Bonus", "奖励"],
        Kind => ["Kind", "Figure", "Muster", "类型"],
        PersonalBest => ["Personal best: {0}", "Record personnel : {0}", "Persönliche Bestleistung: {0}", "个人最佳：{0}"],
        ShareResult => ["Copy the result", "Copier le résultat", "Ergebnis kopieren", "复制结果"],
        Copied => ["Copied.", "Copié.", "Kopiert.", "已复制。"],
        SideA => ["Side A: white cells and blue bridges", "Face A : cases blanches et ponts bleus", "Seite A: weiße Felder und blaue Brücken", "A 面：白格与蓝色连桥"],
        SideB => ["Side B: five colours", "Face B : cinq couleurs", "Seite B: fünf Farben", "B 面：五种颜色"],
        DailyChallenge => ["Daily challenge", "Défi du jour", "Tagesaufgabe", "每日挑战"],
        Overview => ["Other tiles", "Autres tuiles", "Andere Tafeln", "其他玩家的板"],
        WaitingFor => ["Waiting for {0}…", "On attend encore {0}…", "Noch am Schreiben: {0} …", "还在等 {0} 落笔…"],
        White => ["white", "blanche", "weiß", "白色"],
        BridgeTo => ["blue bridge to square {0}", "pont bleu vers le carré {0}", "blaue Brücke zu Quadrat {0}", "连到方格 {0} 的蓝桥"],
        Printed => ["printed", "imprimé", "vorgedruckt", "印好的"],
        CellName => ["Square {0}, {1}, {2}, {3}", "Carré {0}, {1}, {2}, {3}", "Quadrat {0}, {1}, {2}, {3}", "方格 {0}，{1}，{2}，{3}"],
        TopLeft => ["top left", "en haut à gauche", "oben links", "左上"],
        TopRight => ["top right", "en haut à droite", "oben rechts", "右上"],
        BottomRight => ["bottom right", "en bas à droite", "unten rechts", "右下"],
        BottomLeft => ["bottom left", "en bas à gauche", "unten links", "左下"],
        KindMix => ["Mix", "Mix", "Mix", "杂"],
        KindPair => ["2er (pair)", "2er (paire)", "2er (Paar)", "2er（对子）"],
        KindTwoPairs => ["2er + 2er (two pairs)", "2er + 2er (double paire)", "2er + 2er (zwei Paare)", "2er + 2er（两对）"],
        KindCross => ["Cross", "Cross (croix)", "Kreuz", "交叉"],
        KindFour => ["4er (four of a kind)", "4er (carré)", "4er (vier gleiche)", "4er（四同）"],
        KindStraight => ["Str (straight)", "Str (suite)", "Str (Straße)", "顺子"],
        KindTriple => ["three of a kind", "triplé", "Drilling", "三同"],
        KindDiagonalPair => ["diagonal pair", "paire en diagonale", "Paar über Eck", "对角对子"],
        RatingNovice => ["novice", "novice", "Neuling", "新手"],
        RatingClub => ["welcome to the club", "bienvenue au club", "willkommen im Club", "欢迎入会"],
        RatingNotBad => ["not bad", "pas mal", "nicht schlecht", "还不错"],
        RatingGood => ["good", "bien", "gut", "好"],
        RatingVeryStrong => ["very strong", "très fort", "sehr stark", "很强"],
        RatingExcellent => ["excellent", "excellent", "exzellent", "优秀"],
        RatingPro => ["pro", "pro", "Profi", "专业"],
        RatingWorldClass => ["world class", "classe mondiale", "Weltklasse", "世界级"],
        RatingLegendary => ["legendary", "légendaire", "legendär", "传奇"],
        RatingExtraterrestrial => ["extraterrestrial", "extraterrestre", "außerirdisch", "外星级"],
        Written => ["has written this roll", "a noté ce lancer", "hat diesen Wurf eingetragen", "已填好这次的点数"],
        Writing => ["is still writing", "écrit encore", "schreibt noch", "还在填写"],
        WrittenCount => ["{0} of {1} have written this roll", "{0} sur {1} ont noté ce lancer", "{0} von {1} haben diesen Wurf eingetragen", "{1} 人中已有 {0} 人填好这次的点数"],
        Tiles => ["Everyone’s tiles", "Les tuiles de chacun", "Die Tafeln aller", "每个人的板"],
    }
}

crate::i18n::plurals! {
    /// A message of Tüfteln's screens about a number of things; its English plural is its doc.
    TueftelnPlural {
        SquareDone => [["Square {0}: {1}, {n} point", "Square {0}: {1}, {n} points"], ["Carré {0} : {1}, {n} point", "Carré {0} : {1}, {n} points"], ["Quadrat {0}: {1}, {n} Punkt", "Quadrat {0}: {1}, {n} Punkte"], "方格 {0}：{1}，{n} 分"],
        KindPoints => [["{0} · {n} point", "{0} · {n} points"], ["{0} · {n} point", "{0} · {n} points"], ["{0} · {n} Punkt", "{0} · {n} Punkte"], "{0} · {n} 分"],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_with_its_languages_punctuation() {
        crate::i18n::check_plurals(TueftelnPlural::ALL, TueftelnPlural::text, &[]);
        crate::i18n::check_messages(TueftelnKey::ALL, TueftelnKey::text);
    }
}
