//! The words of Swaks's table and new-game screen, in the four languages. They live in Swaks's
//! code, so they load with the game and not with the shell; card and family names are in
//! [`super::words`].

crate::i18n::messages! {
    /// A message of Swaks's screens; its English text is its doc.
    SwaksKey {
        PlayableCard => ["{0}, playable", "{0}, jouable", "{0}, spielbar", "{0}，可出"],
        OnThePile => ["On the pile", "Sur la pile", "Auf dem Stapel", "弃牌堆顶"],
        GoingUp => ["Going up", "On monte", "Aufwärts", "向上"],
        GoingDown => ["Going down", "On descend", "Abwärts", "向下"],
        Playable => ["Playable: {0} to {1}", "Jouable\u{202f}: de {0} à {1}", "Spielbar: {0} bis {1}", "可出：{0} 至 {1}"],
        YourTurn => ["Your turn", "À vous de jouer", "Du bist dran", "轮到你了"],
        TimeLeft => ["{0} s left", "encore {0} s", "noch {0} s", "剩余 {0} 秒"],
        PickHint => ["Pick a card to play. For a combination, pick its cards in the order you play them.", "Choisissez une carte à jouer. Pour une combinaison, choisissez ses cartes dans l’ordre où vous les jouez.", "Wähle eine Karte. Für eine Kombination wähle ihre Karten in der Reihenfolge, in der du sie spielst.", "选一张牌出。出组合时，按出牌顺序依次选牌。"],
        Play => ["Play {0}", "Jouer {0}", "{0} spielen", "出 {0}"],
        JokerAs => ["{0} as:", "{0} comme\u{202f}:", "{0} als:", "{0}当作："],
        OtherOrders => ["These cards chain only in another order:", "Ces cartes ne s’enchaînent que dans un autre ordre\u{202f}:", "Diese Karten passen nur in anderer Reihenfolge:", "这些牌只能按别的顺序出："],
        NotPlayable => ["Not playable: {0}", "Injouable\u{202f}: {0}", "Nicht spielbar: {0}", "不能出：{0}"],
        SaySwaks => ["Say “Swaks!” with this play", "Dire «\u{202f}Swaks\u{202f}!\u{202f}» avec ce coup", "Mit diesem Zug „Swaks!“ sagen", "出牌时喊“Swaks！”"],
        CallOut => ["“Swaks!” on {0}", "«\u{202f}Swaks\u{202f}!\u{202f}» contre {0}", "„Swaks!“ gegen {0}", "对 {0} 喊“Swaks！”"],
        JumpIn => ["Jump in with {0}", "Intervenir avec {0}", "Mit {0} dazwischenspielen", "用 {0} 抢出"],
        Draw => ["Draw {0} and pass", "Piocher {0} et passer", "{0} ziehen und aussetzen", "摸 {0} 并跳过"],
        CardsOne => ["1 card", "1 carte", "1 Karte", "1 张牌"],
        CardsMany => ["{0} cards", "{0} cartes", "{0} Karten", "{0} 张牌"],
        WithCard => ["{0} with {1}", "{0} avec {1}", "{0} mit {1}", "{0} 加 {1}"],
        NowGoing => ["{0}, now {1}", "{0}, désormais {1}", "{0}, jetzt {1}", "{0}，改为{1}"],
        ComboOf => ["{0}: {1}", "{0}\u{202f}: {1}", "{0}: {1}", "{0}：{1}"],
        EvRoundStarted => ["Round {0}: {1} starts on {2}.", "Manche {0}\u{202f}: {1} commence sur {2}.", "Runde {0}: {1} beginnt auf {2}.", "第 {0} 轮：{1} 先出，起始牌为 {2}。"],
        EvPlayed => ["{0} plays {1}.", "{0} joue {1}.", "{0} spielt {1}.", "{0} 出 {1}。"],
        EvJumpedIn => ["{0} jumps in with {1}!", "{0} intervient avec {1}\u{202f}!", "{0} spielt {1} dazwischen!", "{0} 用 {1} 抢出！"],
        EvSaidSwaks => ["{0}: “Swaks!”", "{0}\u{202f}: «\u{202f}Swaks\u{202f}!\u{202f}»", "{0}: „Swaks!“", "{0}：“Swaks！”"],
        EvPenalty => ["Everyone else draws {0}.", "Tous les autres piochent {0}.", "Alle anderen ziehen {0}.", "其他人各摸 {0}。"],
        EvPassed => ["{0} draws {1} and passes.", "{0} pioche {1} et passe.", "{0} zieht {1} und setzt aus.", "{0} 摸 {1}，跳过。"],
        EvTimeUp => ["{0} ran out of time and draws {1}.", "{0} n’a pas joué à temps et pioche {1}.", "{0} war zu langsam und zieht {1}.", "{0} 超时，摸 {1}。"],
        EvFalseJump => ["{0} jumped in with {1}, which is not identical, and draws {2}.", "{0} est intervenu avec {1}, qui n’est pas identique, et pioche {2}.", "{0} spielte {1} dazwischen, die nicht gleich ist, und zieht {2}.", "{0} 用 {1} 抢出，但牌不相同，摸 {2}。"],
        EvCalledOut => ["{0} calls “Swaks!” on {1}, who draws {2}.", "{0} dit «\u{202f}Swaks\u{202f}!\u{202f}» contre {1}, qui pioche {2}.", "{0} ruft „Swaks!“ gegen {1}, {1} zieht {2}.", "{0} 对 {1} 喊“Swaks！”，{1} 摸 {2}。"],
        EvReshuffled => ["The discard pile becomes the draw pile ({0}).", "La défausse devient la pioche ({0}).", "Der Ablagestapel wird zum Nachziehstapel ({0}).", "弃牌堆洗成新的摸牌堆（{0}）。"],
        EvWonRound => ["{0} goes out and wins the round.", "{0} pose sa dernière carte et gagne la manche.", "{0} legt die letzte Karte ab und gewinnt die Runde.", "{0} 出完手牌，赢得本轮。"],
        EarlierEvents => ["… and {0} earlier moves this round", "… et {0} coups plus tôt dans cette manche", "… und {0} frühere Züge in dieser Runde", "……以及本轮之前的 {0} 步"],
        RoundN => ["Round {0}", "Manche {0}", "Runde {0}", "第 {0} 轮"],
        Reference => ["Chains on {0}", "On enchaîne sur {0}", "Weiter auf {0}", "接在 {0} 之后"],
        JumpOpen => ["Jump-in open: whoever holds another {0} may play it now.", "Intervention possible\u{202f}: qui a un autre {0} peut le jouer maintenant.", "Dazwischenspielen möglich: Wer noch eine {0} hat, darf sie jetzt spielen.", "可以抢出：谁还有一张 {0}，现在就能出。"],
        ForgotSwaks => ["{0} did not say “Swaks!”: call it out!", "{0} n’a pas dit «\u{202f}Swaks\u{202f}!\u{202f}»\u{202f}: signalez-le\u{202f}!", "{0} hat nicht „Swaks!“ gesagt: jetzt rufen!", "{0} 没喊“Swaks！”：快喊出来！"],
        Kept => ["Cards kept for the next round", "Cartes gardées pour la manche suivante", "Karten für die nächste Runde", "留到下一轮的手牌"],
        MatchPoints => ["Match points", "Points de partie", "Partiepunkte", "比赛得分"],
        TimerOption => ["Time per play", "Temps par coup", "Zeit pro Zug", "每次出牌时限"],
        TimerRules => ["5 seconds (the rules)", "5 secondes (la règle)", "5 Sekunden (Regel)", "5 秒（规则）"],
        TimerRelaxed => ["10 seconds (relaxed)", "10 secondes (détendu)", "10 Sekunden (entspannt)", "10 秒（宽松）"],
        TimerOff => ["No timer", "Sans chrono", "Ohne Zeitlimit", "不限时"],
        TargetOption => ["Match to", "Partie en", "Partie bis", "比赛目标"],
        SharedDevice => ["Several people share this device: jump-ins and “Swaks!” calls on others are offered to the person whose hand is shown.", "Plusieurs personnes partagent cet appareil\u{202f}: les interventions et les «\u{202f}Swaks\u{202f}!\u{202f}» contre les autres sont proposés à la personne dont la main est affichée.", "Mehrere Personen teilen dieses Gerät: Dazwischenspielen und „Swaks!“-Rufe gegen andere gibt es für die Person, deren Hand gezeigt wird.", "多人共用此设备：只有当前显示手牌的玩家可以抢出或对他人喊“Swaks！”。"],
    }
}

use crate::i18n::Lang;

/// "1 card" or "`n` cards" in `lang`.
pub fn cards(lang: Lang, n: usize) -> String {
    if n == 1 {
        SwaksKey::CardsOne.text(lang).to_string()
    } else {
        SwaksKey::CardsMany.fill(lang, &[&n.to_string()])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_with_its_languages_punctuation() {
        crate::i18n::check_messages(SwaksKey::ALL, SwaksKey::text);
        for key in SwaksKey::ALL {
            let braces = |lang| key.text(lang).matches('{').count();
            assert!(
                Lang::ALL.iter().all(|&l| braces(l) >= 1) || braces(Lang::En) == 0,
                "{key:?}"
            );
        }
        assert_eq!(cards(Lang::Fr, 1), "1 carte");
        assert_eq!(cards(Lang::De, 4), "4 Karten");
    }
}
