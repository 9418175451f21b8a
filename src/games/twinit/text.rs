//! The words of Twin It!'s table and new-game screen, in the four languages. They live in
//! Twin It!'s code, so they load with the game and not with the shell; motif names are in
//! [`super::art`].

crate::i18n::messages! {
    /// A message of Twin It!'s screens; its English text is its doc.
    TwinItKey {
        ModeOption => ["Mode", "Mode", "Modus", "模式"],
        ModeChacun => ["Chacun pour soi (each for themselves)", "Chacun pour soi", "Chacun pour soi (jeder für sich)", "Chacun pour soi（各自为战）"],
        ModeClans => ["Les Clans (two teams)", "Les Clans", "Les Clans (zwei Teams)", "Les Clans（两队）"],
        ModeTous => ["Tous ensemble (all together, one minute)", "Tous ensemble", "Tous ensemble (alle zusammen, eine Minute)", "Tous ensemble（合作一分钟）"],
        ModeRing => ["Le Ring (five shared piles)", "Le Ring", "Le Ring (fünf gemeinsame Stapel)", "Le Ring（五个公共牌堆）"],
        ModeChacunAbout => ["2 to 6 players. The first to win 5 prises wins.", "2 à 6 joueurs. Le premier à remporter 5 prises gagne.", "2 bis 6 Personen. Wer zuerst 5 Fänge gewinnt, siegt.", "2 至 6 人。先赢得 5 组的人获胜。"],
        ModeClansAbout => ["4 to 6 players in two teams sitting alternately. A claim takes two teammates, one hand on each card. 5 prises for the team win.", "4 à 6 joueurs en deux équipes assises en alternance. Une prise demande deux coéquipiers, une main sur chaque carte. 5 prises pour l’équipe gagnent.", "4 bis 6 Personen in zwei Teams, abwechselnd sitzend. Ein Anspruch braucht zwei aus dem Team, je eine Hand auf einer Karte. 5 Fänge fürs Team gewinnen.", "4 至 6 人，分两队交替就座。一次认领需要两名队友各按一张牌。一队先得 5 组获胜。"],
        ModeTousAbout => ["1 to 6 players together against the clock: one minute to find as many pairs as you can among all 135 cards.", "1 à 6 joueurs ensemble contre la montre\u{202f}: une minute pour trouver le plus de paires possible parmi les 135 cartes.", "1 bis 6 Personen gemeinsam gegen die Uhr: eine Minute, um unter allen 135 Karten so viele Paare wie möglich zu finden.", "1 至 6 人合作计时：一分钟内在全部 135 张牌中找出尽可能多的对子。"],
        ModeRingAbout => ["2 to 6 players turn cards from five shared piles. The first to win 7 prises wins.", "2 à 6 joueurs retournent les cartes de cinq piles communes. Le premier à remporter 7 prises gagne.", "2 bis 6 Personen decken Karten von fünf gemeinsamen Stapeln auf. Wer zuerst 7 Fänge gewinnt, siegt.", "2 至 6 人从五个公共牌堆翻牌。先赢得 7 组的人获胜。"],
        ModePlayers => ["{0} is played by {1} to {2} players.", "{0} se joue de {1} à {2} joueurs.", "{0} spielt man zu {1} bis {2}.", "{0} 需要 {1} 至 {2} 名玩家。"],
        SharedDevice => ["Several people share this tablet: lay it flat in the middle. Each of you claims from your own corner: slide a finger from your corner onto one card, then again onto the other.", "Plusieurs personnes partagent cette tablette\u{202f}: posez-la à plat au milieu. Chacun revendique depuis son coin\u{202f}: glissez un doigt de votre coin jusqu’à une carte, puis de nouveau jusqu’à l’autre.", "Mehrere Personen teilen dieses Tablet: Legt es flach in die Mitte. Jede Person beansprucht aus ihrer eigenen Ecke: Wische mit einem Finger von deiner Ecke auf eine Karte, dann noch einmal auf die andere.", "多人共用这台平板：把它平放在中间。每人从自己的角落认领：手指从你的角落滑到一张牌上，再滑到另一张上。"],
        Ready => ["Ready?", "Prêts\u{202f}?", "Bereit?", "准备好了吗？"],
        StartPlay => ["Start", "C’est parti", "Los", "开始"],
        HostStarts => ["The host starts the game once everyone is ready.", "L’hôte lance la partie dès que tout le monde est prêt.", "Der Gastgeber startet das Spiel, sobald alle bereit sind.", "大家都准备好后，由主持人开始游戏。"],
        HintTap => ["Tap a motif, then the identical one.", "Touchez un motif, puis son identique.", "Tippe ein Motiv an, dann das gleiche.", "点一个图案，再点与它相同的那个。"],
        HintSlide => ["Slide from your corner onto a motif, then onto the identical one.", "Glissez depuis votre coin jusqu’à un motif, puis jusqu’à son identique.", "Wische aus deiner Ecke auf ein Motiv, dann auf das gleiche.", "从你的角落滑到一个图案，再滑到与它相同的那个。"],
        HintClans => ["Put your hand on one motif; a teammate puts theirs on the identical one.", "Posez la main sur un motif\u{202f}; un coéquipier pose la sienne sur son identique.", "Lege deine Hand auf ein Motiv; jemand aus deinem Team legt die Hand auf das gleiche.", "把手放在一个图案上，由队友按住与它相同的那个。"],
        HintTogether => ["Tap two identical motifs to pair them. Tap a picked card again to turn it over.", "Touchez deux motifs identiques pour les apparier. Touchez de nouveau une carte choisie pour la retourner.", "Tippe zwei gleiche Motive an, um sie zu paaren. Tippe eine gewählte Karte noch einmal an, um sie umzudrehen.", "点两个相同的图案配对。再点一次已选的牌可将它翻面。"],
        HintTogetherShared => ["Slide from one motif to the identical one to pair them; tap a card to turn it over.", "Glissez d’un motif à son identique pour les apparier\u{202f}; touchez une carte pour la retourner.", "Wische von einem Motiv zum gleichen, um sie zu paaren; tippe eine Karte an, um sie umzudrehen.", "从一个图案滑到相同的图案即可配对；点一张牌将它翻面。"],
        SlideFromCorner => ["Several people share the table: slide from your own corner so the claim is yours.", "Plusieurs personnes partagent la table\u{202f}: glissez depuis votre coin pour que la prise soit la vôtre.", "Mehrere teilen den Tisch: Wische aus deiner eigenen Ecke, damit der Anspruch dir gehört.", "多人共用桌面：请从你自己的角落滑动，认领才算你的。"],
        Turn => ["Turn over", "Retourner", "Umdrehen", "翻牌"],
        TurnPile => ["Turn over pile {0}", "Retourner la pile {0}", "Karte von Stapel {0} umdrehen", "翻第 {0} 堆"],
        YouTurn => ["Your turn to turn a card", "À vous de retourner une carte", "Du drehst die nächste Karte um", "轮到你翻牌"],
        TurnsNext => ["{0} turns the next card", "{0} retourne la prochaine carte", "{0} dreht die nächste Karte um", "{0} 翻下一张牌"],
        NoMoreTurns => ["No card left to turn: claim what you can", "Plus de carte à retourner\u{202f}: revendiquez ce que vous pouvez", "Keine Karte mehr umzudrehen: Melde, was du kannst", "没有牌可翻了：能认领的就认领"],
        Pile => ["Pile", "Pile", "Stapel", "牌堆"],
        PileOf => ["{0}’s pile, {1} cards", "Pile de {0}, {1} cartes", "Stapel von {0}, {1} Karten", "{0} 的牌堆，{1} 张"],
        RingPile => ["Pile {0}, {1} cards", "Pile {0}, {1} cartes", "Stapel {0}, {1} Karten", "第 {0} 堆，{1} 张"],
        Empty => ["empty", "vide", "leer", "空"],
        Table => ["Table", "Table", "Tisch", "桌面"],
        Prises => ["Prises", "Prises", "Fänge", "已赢"],
        PriseOf => ["{0}’s prise: {1}, {2} cards", "Prise de {0}\u{202f}: {1}, {2} cartes", "Fang von {0}: {1}, {2} Karten", "{0} 赢得的 {1}，{2} 张"],
        PrisesCount => ["{0} of {1} prises", "{0} prises sur {1}", "{0} von {1} Fängen", "{0}/{1} 组"],
        TeamSun => ["Team ☀", "Équipe ☀", "Team ☀", "☀ 队"],
        TeamMoon => ["Team ☾", "Équipe ☾", "Team ☾", "☾ 队"],
        HandOn => ["{0}’s hand is on {1}", "La main de {0} est sur {1}", "Die Hand von {0} liegt auf {1}", "{0} 的手按在 {1} 上"],
        Picked => ["Picked: {0}", "Choisi\u{202f}: {0}", "Gewählt: {0}", "已选：{0}"],
        TimeLeft => ["{0} s left", "encore {0} s", "noch {0} s", "剩余 {0} 秒"],
        Points => ["{0} points", "{0} points", "{0} Punkte", "{0} 分"],
        PointOne => ["1 point", "1 point", "1 Punkt", "1 分"],
        EvTurned => ["{0} turns over {1}.", "{0} retourne {1}.", "{0} dreht {1} um.", "{0} 翻出 {1}。"],
        EvFlipped => ["{0} turns a card over: {1}.", "{0} retourne une carte\u{202f}: {1}.", "{0} dreht eine Karte um: {1}.", "{0} 把一张牌翻面：{1}。"],
        EvPair => ["{0} wins the pair of {1}!", "{0} remporte la paire de {1}\u{202f}!", "{0} gewinnt das Paar {1}!", "{0} 赢得一对 {1}！"],
        EvStole => ["{0} steals {1} from {2}!", "{0} vole {1} à {2}\u{202f}!", "{0} schnappt {2} {1} weg!", "{0} 从 {2} 手里抢走 {1}！"],
        EvKept => ["{0} adds the third {1} to their prise!", "{0} ajoute le troisième {1} à sa prise\u{202f}!", "{0} legt das dritte {1} zum eigenen Fang!", "{0} 把第三张 {1} 收入自己的牌组！"],
        EvTriple => ["{0} completes the triple of {1}: 2 points!", "{0} complète le triplé de {1}\u{202f}: 2 points\u{202f}!", "{0} vervollständigt das Trio {1}: 2 Punkte!", "{0} 凑齐三张 {1}：2 分！"],
        EvTied => ["{0} and {1} tie on {2}: one card each.", "{0} et {1} sont à égalité sur {2}\u{202f}: une carte chacun.", "{0} und {1} gleichzeitig bei {2}: je eine Karte.", "{0} 和 {1} 同时拿到 {2}：各得一张。"],
        EvLitige => ["Dispute: {0} and {1} both went for {2}. The cards are turned over.", "Litige\u{202f}: {0} et {1} ont visé {2} tous les deux. Les cartes sont retournées.", "Streitfall: {0} und {1} wollten beide {2}. Die Karten werden umgedreht.", "争议：{0} 和 {1} 同时抢 {2}，牌被翻面。"],
        EvErred => ["{0} made a mistake: {1} and {2} differ.", "{0} s’est trompé\u{202f}: {1} et {2} sont différents.", "{0} hat sich geirrt: {1} und {2} sind verschieden.", "{0} 认错了：{1} 和 {2} 不同。"],
        EvGaveBack => ["{0} puts the prise of {1} back under a pile and turns next.", "{0} remet la prise de {1} sous une pile et retourne la prochaine carte.", "{0} legt den Fang {1} unter einen Stapel zurück und dreht als Nächstes um.", "{0} 把 {1} 那组放回牌堆底，并由他翻下一张。"],
        EvNoPrise => ["{0} had no prise to give back and turns next.", "{0} n’avait pas de prise à rendre et retourne la prochaine carte.", "{0} hatte keinen Fang zurückzugeben und dreht als Nächstes um.", "{0} 没有可退还的牌组，由他翻下一张。"],
        Winner => ["{0} wins!", "{0} gagne\u{202f}!", "{0} gewinnt!", "{0} 获胜！"],
        TeamWins => ["{0} wins!", "{0} gagne\u{202f}!", "{0} gewinnt!", "{0} 获胜！"],
        Shared => ["Shared win: {0}", "Victoire partagée\u{202f}: {0}", "Geteilter Sieg: {0}", "并列获胜：{0}"],
        TimeUp => ["Time! The minute is over.", "Temps écoulé\u{202f}! La minute est finie.", "Zeit! Die Minute ist um.", "时间到！一分钟结束。"],
        RatingTaupes => ["Moles: you will do better next time.", "Taupes\u{202f}: vous ferez mieux la prochaine fois.", "Maulwürfe: Beim nächsten Mal klappt es besser.", "鼹鼠：下次会更好。"],
        RatingAiglons => ["Eaglets: you are on the right track!", "Aiglons\u{202f}: vous êtes sur la bonne voie\u{202f}!", "Jungadler: Ihr seid auf dem richtigen Weg!", "雏鹰：方向对了！"],
        RatingFaucons => ["Falcons: well spotted!", "Faucons\u{202f}: bien vu\u{202f}!", "Falken: Gut gesehen!", "猎鹰：眼力真好！"],
        RatingLynx => ["Lynxes: an amazing performance!", "Lynx\u{202f}: une performance incroyable\u{202f}!", "Luchse: Eine unglaubliche Leistung!", "猞猁：惊人的表现！"],
        RatingScale => ["For {0} players: Eaglets from {1}, Falcons from {2}, Lynxes from {3} points.", "Pour {0} joueurs\u{202f}: Aiglons dès {1}, Faucons dès {2}, Lynx dès {3} points.", "Bei {0} Personen: Jungadler ab {1}, Falken ab {2}, Luchse ab {3} Punkten.", "{0} 人时：{1} 分起为雏鹰，{2} 分起为猎鹰，{3} 分起为猞猁。"],
        Gallery => ["Every motif", "Tous les motifs", "Alle Motive", "全部图案"],
        ErrGameOver => ["The game is over.", "La partie est finie.", "Das Spiel ist vorbei.", "游戏已结束。"],
        ErrTooLate => ["Too late: someone was quicker.", "Trop tard\u{202f}: quelqu’un a été plus rapide.", "Zu spät: Jemand war schneller.", "太晚了：有人更快。"],
        ErrNotYourTurn => ["{0} turns the next card.", "C’est {0} qui retourne la prochaine carte.", "{0} dreht die nächste Karte um.", "由 {0} 翻下一张牌。"],
        ErrNothingToTurn => ["No card is left to turn.", "Il ne reste aucune carte à retourner.", "Es ist keine Karte mehr umzudrehen.", "没有牌可翻了。"],
        ErrSameSpot => ["Pick two different cards.", "Choisissez deux cartes différentes.", "Wähle zwei verschiedene Karten.", "请选两张不同的牌。"],
        ErrGone => ["That card is gone: someone was quicker.", "Cette carte n’est plus là\u{202f}: quelqu’un a été plus rapide.", "Diese Karte ist weg: Jemand war schneller.", "那张牌已经不在了：有人更快。"],
        ErrTwoPrises => ["Two prises cannot be claimed together: claim a prise with a card from a pile or the table.", "On ne revendique pas deux prises ensemble\u{202f}: une prise se revendique avec une carte d’une pile ou de la table.", "Zwei Fänge gehen nicht zusammen: Ein Fang wird mit einer Karte vom Stapel oder Tisch gemeldet.", "两组已赢的牌不能一起认领：要用牌堆或桌上的一张牌来认领。"],
        ErrFullPrise => ["That prise already holds three cards.", "Cette prise compte déjà trois cartes.", "Dieser Fang hat schon drei Karten.", "那组已经有三张牌了。"],
        ErrDiffer => ["These two motifs differ: {0} and {1}.", "Ces deux motifs sont différents\u{202f}: {0} et {1}.", "Diese zwei Motive sind verschieden: {0} und {1}.", "这两个图案不同：{0} 和 {1}。"],
        SameOutline => ["Same shape, different pattern.", "Même forme, motif intérieur différent.", "Gleiche Form, anderes Muster.", "形状相同，花纹不同。"],
        SamePattern => ["Same pattern, different shape.", "Même motif intérieur, forme différente.", "Gleiches Muster, andere Form.", "花纹相同，形状不同。"],
        ErrTimeUp => ["The minute is over.", "La minute est finie.", "Die Minute ist um.", "一分钟已经结束。"],
        ErrNotYourPile => ["You turn cards from your own pile.", "Vous retournez les cartes de votre propre pile.", "Du drehst Karten von deinem eigenen Stapel um.", "你只能翻自己牌堆的牌。"],
        ErrEmptyPile => ["That pile is empty.", "Cette pile est vide.", "Dieser Stapel ist leer.", "那个牌堆空了。"],
        ErrNoHand => ["Your hand is not on a card.", "Votre main n’est sur aucune carte.", "Deine Hand liegt auf keiner Karte.", "你的手没有按在牌上。"],
        ErrNotInMode => ["Not in this mode.", "Pas dans ce mode.", "Nicht in diesem Modus.", "此模式中不可用。"],
        ErrNoSeat => ["There is no such seat at this table.", "Cette place n’existe pas à cette table.", "Diesen Platz gibt es an diesem Tisch nicht.", "这张桌上没有这个座位。"],
        MiddleTarget => ["The first to win {0} prises wins", "Le premier à remporter {0} prises gagne", "Wer zuerst {0} Fänge gewinnt, siegt", "先赢得 {0} 组的人获胜"],
        MiddleTargetTeam => ["The first team to win {0} prises wins", "La première équipe à remporter {0} prises gagne", "Das Team, das zuerst {0} Fänge gewinnt, siegt", "先赢得 {0} 组的队伍获胜"],
        NoClaimYet => ["No pair won yet", "Aucune paire remportée pour l’instant", "Noch kein Paar gewonnen", "还没有人赢得对子"],
    }
}

use tablee_rules::twinit::{Mode, Rating};

/// The mode's name and its one-line description.
pub fn mode_words(mode: Mode) -> (TwinItKey, TwinItKey) {
    match mode {
        Mode::ChacunPourSoi => (TwinItKey::ModeChacun, TwinItKey::ModeChacunAbout),
        Mode::Clans => (TwinItKey::ModeClans, TwinItKey::ModeClansAbout),
        Mode::TousEnsemble => (TwinItKey::ModeTous, TwinItKey::ModeTousAbout),
        Mode::Ring => (TwinItKey::ModeRing, TwinItKey::ModeRingAbout),
    }
}

/// "1 point" or "`n` points" in `lang`.
pub fn points(lang: crate::i18n::Lang, n: u32) -> String {
    if n == 1 {
        TwinItKey::PointOne.text(lang).to_string()
    } else {
        TwinItKey::Points.fill(lang, &[&n.to_string()])
    }
}

/// The rating's words (W6).
pub fn rating_words(rating: Rating) -> TwinItKey {
    match rating {
        Rating::Taupes => TwinItKey::RatingTaupes,
        Rating::Aiglons => TwinItKey::RatingAiglons,
        Rating::Faucons => TwinItKey::RatingFaucons,
        Rating::Lynx => TwinItKey::RatingLynx,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_with_its_languages_punctuation() {
        crate::i18n::check_messages(TwinItKey::ALL, TwinItKey::text);
    }
}
