//! The words of TWEAK's screens, in the four languages. They live in TWEAK's code, so
//! they load with the game and not with the shell.

crate::i18n::messages! {
    /// A message of TWEAK's screens; its English text is its doc.
    TweakKey {
        TweakTarget => ["Target {0}", "Cible {0}", "Ziel {0}", "目标 {0}"],
        TweakTargetJoker => ["Target {0} (Joker {1})", "Cible {0} (Joker {1})", "Ziel {0} (Joker {1})", "目标 {0}（小丑 {1}）"],
        BlueSeven => ["The blue 7: the deck is empty, the target is 7.", "Le 7 bleu : la pioche est vide, la cible est 7.", "Die blaue 7: Der Stapel ist leer, das Ziel ist 7.", "蓝色 7：牌堆已空，目标为 7。"],
        TableCards => ["Table", "Table", "Tisch", "桌面"],
        ActionStack => ["[T!] stack: {0}", "Pile [T!] : {0}", "[T!]-Stapel: {0}", "[T!] 牌堆：{0}"],
        Thief => ["Thief", "Voleur", "Dieb", "小偷"],
        Joker => ["Joker", "Joker", "Joker", "小丑"],
        Shifter => ["Shifter", "Shifter", "Schieber", "转移"],
        Bomb => ["Bomb", "Bombe", "Bombe", "炸弹"],
        ThiefOn => ["Thief on {0}", "Voleur sur {0}", "Dieb bei {0}", "对 {0} 使用小偷"],
        JokerPlus => ["Joker +1", "Joker +1", "Joker +1", "小丑 +1"],
        JokerMinus => ["Joker −1", "Joker −1", "Joker −1", "小丑 −1"],
        ActionCardsTitle => ["Your [T!] cards", "Vos cartes [T!]", "Deine [T!]-Karten", "你的 [T!] 牌"],
        SelectHandCard => ["Choose one card from your hand, then table cards that add up to the target — or put the hand card on the table.", "Choisissez une carte de votre main, puis des cartes de la table qui atteignent la cible — ou posez la carte sur la table.", "Wähle eine Handkarte, dann Tischkarten bis zum Ziel — oder lege die Handkarte auf den Tisch.", "选一张手牌，再选桌上的牌凑出目标 —— 或把这张手牌放到桌上。"],
        TakeSum => ["Take the cards", "Prendre les cartes", "Karten nehmen", "拿走这些牌"],
        PlaceOnTable => ["Put it on the table", "La poser sur la table", "Auf den Tisch legen", "放到桌上"],
        SumNeeds => ["{0} of {1}", "{0} sur {1}", "{0} von {1}", "{0} / {1}"],
        BombChoose => ["{0}, the Bomb: choose a card to put on the table.", "{0}, la Bombe : choisissez une carte à poser sur la table.", "{0}, die Bombe: Wähle eine Karte für den Tisch.", "{0}，炸弹：选一张牌放到桌上。"],
        TweakMomentWho => ["{0} took every card on the table.", "{0} a pris toutes les cartes de la table.", "{0} hat alle Karten vom Tisch genommen.", "{0} 拿走了桌上所有的牌。"],
        TweakMomentCards => ["The cards taken", "Les cartes prises", "Die genommenen Karten", "拿走的牌"],
        TweakMomentWon => ["The [T!] card won:", "Carte [T!] gagnée :", "Die gewonnene [T!]-Karte:", "赢得的 [T!] 牌："],
        TweakMomentEmpty => ["The [T!] stack is empty: no card to win this time.", "La pile [T!] est vide : pas de carte à gagner cette fois.", "Der [T!]-Stapel ist leer: Diesmal gibt es keine Karte.", "[T!] 牌堆已空：这次没有牌可赢。"],
        TweakCelebrate => ["TWEAK! The whole table is taken.", "TWEAK ! Toute la table est prise.", "TWEAK! Der ganze Tisch ist abgeräumt.", "TWEAK！整张桌面都被拿走了。"],
        ShowMeASum => ["Show me a sum", "Montrez-moi une somme", "Zeig mir eine Summe", "给我提示一个和"],
        NoSumPossible => ["No sum is possible: put a card on the table.", "Aucune somme possible : posez une carte sur la table.", "Keine Summe möglich: Lege eine Karte auf den Tisch.", "凑不出和：请把一张牌放到桌上。"],
        HintsOption => ["Offer “show me a sum” hints", "Proposer l’indice « montrez-moi une somme »", "Tipp „Zeig mir eine Summe“ anbieten", "提供“提示一个和”"],
        ColourCount => ["Colours in play", "Couleurs en jeu", "Farben im Spiel", "使用的颜色数"],
        ColourCountAuto => ["By the number of players", "Selon le nombre de joueurs", "Nach Anzahl der Personen", "按玩家人数"],
        ColourCountN => ["{0} colours (red and {1} more)", "{0} couleurs (rouge et {1} autres)", "{0} Farben (Rot und {1} weitere)", "{0} 种颜色（红色加 {1} 种）"],
        EvDealt => ["{0} dealt round {1}.", "{0} a distribué la manche {1}.", "{0} hat Runde {1} gegeben.", "{0} 发了第 {1} 轮的牌。"],
        EvJoker => ["{0} played a Joker: the target is {1} this turn.", "{0} joue un Joker : la cible est {1} ce tour-ci.", "{0} spielt einen Joker: Das Ziel ist diesen Zug {1}.", "{0} 使用小丑：本回合目标为 {1}。"],
        EvShifted => ["{0} played a Shifter: {1} goes to the table.", "{0} joue un Shifter : {1} va sur la table.", "{0} spielt einen Schieber: Die {1} kommt auf den Tisch.", "{0} 使用转移：{1} 放到桌上。"],
        EvBomb => ["{0} played the Bomb.", "{0} joue la Bombe.", "{0} spielt die Bombe.", "{0} 使用了炸弹。"],
        EvBombDiscard => ["{0} put {1} on the table.", "{0} pose {1} sur la table.", "{0} legt die {1} auf den Tisch.", "{0} 把 {1} 放到桌上。"],
        EvTweak => ["TWEAK by {0}: wins a [T!] card.", "TWEAK de {0} : gagne une carte [T!].", "TWEAK von {0}: gewinnt eine [T!]-Karte.", "{0} 完成 TWEAK：赢得一张 [T!] 牌。"],
        EvTweakNoCard => ["TWEAK by {0}, but no [T!] card is left.", "TWEAK de {0}, mais il ne reste aucune carte [T!].", "TWEAK von {0}, aber keine [T!]-Karte mehr übrig.", "{0} 完成 TWEAK，但 [T!] 牌已用完。"],
        EvPlaced => ["{0} put {1} on the table.", "{0} pose {1} sur la table.", "{0} legt die {1} auf den Tisch.", "{0} 把 {1} 放到桌上。"],
        EvTableRefilled => ["The table was empty: {0} from the deck.", "La table était vide : {0} depuis la pioche.", "Der Tisch war leer: {0} vom Stapel.", "桌面已空：从牌堆补上 {0}。"],
        EvSkipped => ["{0} has no card and passes.", "{0} n’a plus de carte et passe.", "{0} hat keine Karte und setzt aus.", "{0} 没有手牌，跳过。"],
        CardRed => ["red {0}", "{0} rouge", "rote {0}", "红色 {0}"],
        CardOrange => ["orange {0}", "{0} orange", "orange {0}", "橙色 {0}"],
        CardYellow => ["yellow {0}", "{0} jaune", "gelbe {0}", "黄色 {0}"],
        CardGreen => ["green {0}", "{0} vert", "grüne {0}", "绿色 {0}"],
        CardBlue => ["blue {0}", "{0} bleu", "blaue {0}", "蓝色 {0}"],
        CardPurple => ["purple {0}", "{0} violet", "lila {0}", "紫色 {0}"],
        ScorePlain => ["number cards × 1", "cartes numérotées × 1", "Zahlenkarten × 1", "数字牌 × 1"],
        ScoreFives => ["non-red 5s × 4", "5 non rouges × 4", "nicht rote 5er × 4", "非红色 5 × 4"],
        ScoreRed => ["red cards × 3", "cartes rouges × 3", "rote Karten × 3", "红色牌 × 3"],
        ScoreRedFive => ["the red 5 × 5", "le 5 rouge × 5", "die rote 5 × 5", "红色 5 × 5"],
        ScoreActions => ["[T!] cards × 2", "cartes [T!] × 2", "[T!]-Karten × 2", "[T!] 牌 × 2"],
        Selected => ["selected", "choisie", "ausgewählt", "已选"],
        ActionChosen => ["{0} is chosen: confirm to play it, or take it back.", "{0} est choisie : validez pour la jouer, ou reprenez-la.", "{0} ist gewählt: Bestätige, um sie zu spielen, oder nimm sie zurück.", "已选 {0}：确认即打出，也可以收回。"],
        TakeBack => ["Take back", "Reprendre", "Zurücknehmen", "收回"],
        RoundN => ["Round {0}", "Manche {0}", "Runde {0}", "第 {0} 轮"],
        MiddleToPlay => ["to play", "à jouer", "am Zug", "出牌中"],
        WhyNotYourTurn => ["it is not your turn", "ce n’est pas votre tour", "du bist nicht dran", "还没轮到你"],
    }
}

crate::i18n::plurals! {
    /// A message of TWEAK's screens about a number of things; its English plural is its doc.
    TweakPlural {
        PileCount => [["{n} card won", "{n} cards won"], ["{n} carte gagnée", "{n} cartes gagnées"], ["{n} Karte gewonnen", "{n} Karten gewonnen"], "赢得 {n} 张"],
        EvSum => [["{0}: {1}. Won {n} card.", "{0}: {1}. Won {n} cards."], ["{0} : {1}. Gagne {n} carte.", "{0} : {1}. Gagne {n} cartes."], ["{0}: {1}. Gewinnt {n} Karte.", "{0}: {1}. Gewinnt {n} Karten."], "{0}：{1}。赢得 {n} 张牌。"],
        Leftover => [["{n} card left on the table scores for nobody.", "{n} cards left on the table score for nobody."], ["{n} carte restée sur la table ne compte pour personne.", "{n} cartes restées sur la table ne comptent pour personne."], ["{n} Karte auf dem Tisch zählt für niemanden.", "{n} Karten auf dem Tisch zählen für niemanden."], "桌上剩下的 {n} 张牌不计分。"],
        WonShort => [["{n} won", "{n} won"], ["{n} gagnée", "{n} gagnées"], ["{n} gewonnen", "{n} gewonnen"], "赢 {n}"],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_sum_in_the_log_counts_its_cards() {
        assert_eq!(
            TweakPlural::EvSum.fill(Lang::En, 1_u32, &["Ana", "3 + 4"]),
            "Ana: 3 + 4. Won 1 card."
        );
    }

    #[test]
    fn every_message_is_written_with_its_languages_punctuation() {
        crate::i18n::check_plurals(
            TweakPlural::ALL,
            TweakPlural::text,
            &[
                (TweakPlural::WonShort, Lang::En),
                (TweakPlural::WonShort, Lang::De),
            ],
        );
        crate::i18n::check_messages(TweakKey::ALL, TweakKey::text);
    }
}
