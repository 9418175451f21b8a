//! The words of the screens for playing on several phones, in the four languages. They load
//! with the code for phones, not with the shell.

use super::checked::CodeError;
use super::link::LinkError;
use super::protocol::TurnedAway;

crate::i18n::messages! {
    /// A message of the phones' screens; its English text is its doc.
    PhoneKey {
        Waiting => ["Connected. Waiting for the host to seat you…", "Connecté. L’hôte vous attribue une place…", "Verbunden. Der Gastgeber weist dir einen Platz zu…", "已连接。等待主持人为你安排座位……"],
        Title => ["Play on several phones", "Jouer sur plusieurs téléphones", "Auf mehreren Telefonen spielen", "在多部手机上玩"],
        HowTo => ["Each person can play their seat on their own phone, on the same Wi-Fi or this phone’s hotspot. Invite a seat, let that person scan the code with their camera, then scan or paste the answer their phone shows.", "Chacun peut jouer sa place sur son propre téléphone, sur le même Wi-Fi ou le partage de connexion de ce téléphone. Invitez une place, laissez la personne scanner le code avec son appareil photo, puis scannez ou collez la réponse affichée sur son téléphone.", "Jede Person kann ihren Platz auf dem eigenen Telefon spielen, im selben WLAN oder über den Hotspot dieses Telefons. Lade einen Platz ein, lass die Person den Code mit der Kamera scannen und scanne oder füge dann die Antwort ein, die ihr Telefon zeigt.", "每个人都可以在自己的手机上玩自己的座位，需连接同一 Wi-Fi 或本机热点。邀请一个座位，让对方用相机扫描二维码，然后扫描或粘贴对方手机上显示的回复。"],
        Joined => ["{0} of {1} on their phone", "{0} sur {1} sur leur téléphone", "{0} von {1} am eigenen Telefon", "{1} 人中 {0} 人已用手机加入"],
        Invite => ["Invite a phone", "Inviter un téléphone", "Telefon einladen", "邀请手机"],
        OnThisDevice => ["on this device", "sur cet appareil", "auf diesem Gerät", "在本设备上"],
        OnItsPhone => ["on their phone ✓", "sur son téléphone ✓", "auf dem eigenen Telefon ✓", "在其手机上 ✓"],
        PhoneAway => ["phone away: the seat waits", "téléphone absent : la place attend", "Telefon weg: Der Platz wartet", "手机已离开：座位等待中"],
        ScanFor => ["{0}: scan this code with your phone’s camera.", "{0} : scannez ce code avec l’appareil photo de votre téléphone.", "{0}: Scanne diesen Code mit der Kamera deines Telefons.", "{0}：请用手机相机扫描此二维码。"],
        QrLabel => ["QR code to join this table", "Code QR pour rejoindre cette table", "QR-Code, um diesem Tisch beizutreten", "加入此牌桌的二维码"],
        CodeToShare => ["Or share this address", "Ou partagez cette adresse", "Oder teile diese Adresse", "或分享此地址"],
        PhoneAnswer => ["The answer the phone shows", "La réponse affichée par le téléphone", "Die Antwort, die das Telefon zeigt", "对方手机显示的回复"],
        Connect => ["Connect", "Connecter", "Verbinden", "连接"],
        AnswerRefused => ["This answer does not connect: {0}", "Cette réponse ne permet pas de se connecter : {0}", "Mit dieser Antwort klappt die Verbindung nicht: {0}", "此回复无法连接：{0}"],
        JoinTitle => ["Join the table on this phone", "Rejoindre la table sur ce téléphone", "Mit diesem Telefon an den Tisch", "用这部手机加入牌桌"],
        YourName => ["Your name", "Votre nom", "Dein Name", "你的名字"],
        HostCode => ["The host’s code (or address)", "Le code de l’hôte (ou son adresse)", "Der Code des Gastgebers (oder die Adresse)", "主持人的代码（或地址）"],
        Join => ["Join", "Rejoindre", "Beitreten", "加入"],
        OfferRefused => ["This code does not open a table: {0}", "Ce code n’ouvre pas de table : {0}", "Dieser Code öffnet keinen Tisch: {0}", "此代码无法打开牌桌：{0}"],
        ShowHost => ["Show this to the host", "Montrez ceci à l’hôte", "Zeig das dem Gastgeber", "请出示给主持人"],
        AnswerToShare => ["Or give the host this answer", "Ou donnez cette réponse à l’hôte", "Oder gib dem Gastgeber diese Antwort", "或把这段回复交给主持人"],
        WaitingForHost => ["Waiting for the host to connect…", "En attente de la connexion de l’hôte…", "Warte, bis der Gastgeber verbindet…", "等待主持人连接……"],
        BotPlaysIt => ["a bot plays it until the phone is back", "un robot la joue jusqu’au retour du téléphone", "ein Bot spielt ihn, bis das Telefon zurück ist", "电脑代打，直到手机回来"],
        LetABotPlay => ["Let a bot play", "Laisser jouer un robot", "Einen Bot spielen lassen", "让电脑代打"],
        GiveBack => ["Give the seat back", "Rendre la place", "Platz zurückgeben", "归还座位"],
        Scan => ["Scan with the camera", "Scanner avec l’appareil photo", "Mit der Kamera scannen", "用相机扫描"],
        StopScan => ["Stop the camera", "Arrêter l’appareil photo", "Kamera ausschalten", "关闭相机"],
        CameraRefused => ["The camera could not be opened ({0}). Paste the code instead.", "Impossible d’ouvrir l’appareil photo ({0}). Collez plutôt le code.", "Die Kamera ließ sich nicht öffnen ({0}). Füge stattdessen den Code ein.", "无法打开相机（{0}）。请改为粘贴代码。"],
        Guest => ["Guest", "Invité", "Gast", "来宾"],
        ScanAgain => ["Scan the host’s new code", "Scanner le nouveau code de l’hôte", "Den neuen Code des Gastgebers scannen", "扫描主持人的新二维码"],
        Full => ["Every seat at this table is taken. Ask the host to invite your seat again.", "Toutes les places de cette table sont prises. Demandez à l’hôte d’inviter à nouveau votre place.", "Alle Plätze an diesem Tisch sind vergeben. Bitte den Gastgeber, deinen Platz noch einmal einzuladen.", "此牌桌的座位已满。请主持人再次邀请你的座位。"],
        OtherGame => ["The host’s table plays {0}: open the code of a table of this game.", "La table de l’hôte joue à {0} : ouvrez le code d’une table de ce jeu.", "Am Tisch des Gastgebers wird {0} gespielt: Öffne den Code eines Tisches dieses Spiels.", "主持人的牌桌在玩{0}：请打开这个游戏牌桌的二维码。"],
        OtherVersion => ["This phone and the host’s run different versions of Tablée. Reload both pages, then join again.", "Ce téléphone et celui de l’hôte n’ont pas la même version de Tablée. Rechargez les deux pages, puis rejoignez la table.", "Dieses Telefon und das des Gastgebers haben verschiedene Versionen von Tablée. Lade beide Seiten neu und tritt dann wieder bei.", "这部手机与主持人的手机运行的 Tablée 版本不同。请重新加载两个页面，然后再次加入。"],
        NoWebRtc => ["This browser cannot link phones (it has no WebRTC). Play on one device here, or open Tablée in another browser to use several phones.", "Ce navigateur ne peut pas relier des téléphones (il n’a pas WebRTC). Jouez ici sur un seul appareil, ou ouvrez Tablée dans un autre navigateur pour utiliser plusieurs téléphones.", "Dieser Browser kann keine Telefone verbinden (ihm fehlt WebRTC). Spielt hier auf einem Gerät oder öffnet Tablée in einem anderen Browser, um mehrere Telefone zu nutzen.", "此浏览器无法连接手机（不支持 WebRTC）。请在这一台设备上玩，或在其他浏览器中打开 Tablée 以使用多部手机。"],
        Watchers => ["Watching: {0}", "Spectateurs : {0}", "Zuschauer: {0}", "观看者：{0}"],
        InviteWatcher => ["Invite a watcher", "Inviter un spectateur", "Zuschauer einladen", "邀请观看者"],
        AWatcher => ["A watcher", "Un spectateur", "Ein Zuschauer", "一位观看者"],
        WatchTitle => ["Watch the table on this phone", "Regarder la table sur ce téléphone", "Den Tisch auf diesem Telefon verfolgen", "用这部手机观看牌桌"],
        Watch => ["Watch", "Regarder", "Zuschauen", "观看"],
        WatchingNow => ["You are watching: no seat, nothing hidden is shown.", "Vous regardez : pas de place, rien de caché n’est montré.", "Du schaust zu: kein Platz, nichts Verdecktes wird gezeigt.", "你正在观看：没有座位，不显示任何隐藏信息。"],
        WatchersFull => ["This table has as many watchers as it takes. Ask the host to let one leave.", "Cette table a déjà tous ses spectateurs. Demandez à l’hôte d’en laisser partir un.", "An diesem Tisch schauen schon so viele zu, wie möglich. Bitte den Gastgeber, einen gehen zu lassen.", "此牌桌的观看者已满。请主持人让一位离开。"],
        NoPhoneYet => ["waiting for its phone", "attend son téléphone", "wartet auf sein Telefon", "等待其手机"],
        GoOn => ["Go on", "Continuer", "Weiter", "继续"],
        EveryoneOnPhones => ["This screen is the table: everyone, you included, plays on their own phone. Invite each seat, then put this screen in the middle.", "Cet écran est la table : chacun, vous compris, joue sur son propre téléphone. Invitez chaque place, puis posez cet écran au milieu.", "Dieser Bildschirm ist der Tisch: Alle, auch du, spielen auf dem eigenen Telefon. Lade jeden Platz ein und stelle den Bildschirm dann in die Mitte.", "这块屏幕就是牌桌：每个人（包括你）都用自己的手机玩。邀请每个座位，然后把屏幕放在中间。"],
        WatchOnly => ["This invitation is for watching the table, not for a seat. Open it as the host sent it, or ask the host to invite your seat.", "Cette invitation sert à regarder la table, pas à prendre une place. Ouvrez-la telle que l’hôte l’a envoyée, ou demandez-lui d’inviter votre place.", "Diese Einladung ist zum Zuschauen, nicht für einen Platz. Öffne sie so, wie der Gastgeber sie geschickt hat, oder bitte ihn, deinen Platz einzuladen.", "此邀请用于观看牌桌，而不是入座。请按主持人发送的方式打开，或请主持人邀请你的座位。"],
        SeatOnly => ["This invitation is for a seat, not for watching. Open it as the host sent it.", "Cette invitation sert à prendre une place, pas à regarder. Ouvrez-la telle que l’hôte l’a envoyée.", "Diese Einladung ist für einen Platz, nicht zum Zuschauen. Öffne sie so, wie der Gastgeber sie geschickt hat.", "此邀请用于入座，而不是观看。请按主持人发送的方式打开。"],
        NotInvited => ["The host did not invite this phone. Ask for a new invitation.", "L’hôte n’a pas invité ce téléphone. Demandez une nouvelle invitation.", "Der Gastgeber hat dieses Telefon nicht eingeladen. Bitte um eine neue Einladung.", "主持人没有邀请这部手机。请索取新的邀请。"],
        AskedSeatAsWatcher => ["A phone asked for a seat with the watcher’s invitation: it was turned away. Only a seat’s own invitation takes a seat.", "Un téléphone a demandé une place avec l’invitation d’un spectateur : il a été refusé. Seule l’invitation d’une place permet de la prendre.", "Ein Telefon wollte mit der Zuschauer-Einladung einen Platz: Es wurde abgewiesen. Nur die Einladung eines Platzes gibt diesen Platz.", "有手机用观看者的邀请请求座位：已被拒绝。只有座位自己的邀请才能入座。"],
        AskedWatchAsSeat => ["A phone asked to watch with {0}’s invitation: it was turned away. The invitation still waits for {0}’s phone.", "Un téléphone a demandé à regarder avec l’invitation de {0} : il a été refusé. L’invitation attend toujours le téléphone de {0}.", "Ein Telefon wollte mit der Einladung von {0} zuschauen: Es wurde abgewiesen. Die Einladung wartet weiter auf das Telefon von {0}.", "有手机用{0}的邀请请求观看：已被拒绝。该邀请仍在等待{0}的手机。"],
        CodeDamaged => ["This code is damaged: a character is missing or changed. Copy it again whole, or scan it.", "Ce code est abîmé : un caractère manque ou a changé. Copiez-le à nouveau en entier, ou scannez-le.", "Dieser Code ist beschädigt: Ein Zeichen fehlt oder wurde geändert. Kopiere ihn noch einmal vollständig oder scanne ihn.", "此代码已损坏：缺少或改动了一个字符。请重新完整复制，或扫描它。"],
        NotAnAnswer => ["This is the host’s invitation, not a phone’s answer. Paste the answer the phone shows.", "C’est l’invitation de l’hôte, pas la réponse d’un téléphone. Collez la réponse affichée par le téléphone.", "Das ist die Einladung des Gastgebers, nicht die Antwort eines Telefons. Füge die Antwort ein, die das Telefon zeigt.", "这是主持人的邀请，不是手机的回复。请粘贴手机显示的回复。"],
        NotAnInvitation => ["This is a phone’s answer, not the host’s invitation. Open the code the host shows.", "C’est la réponse d’un téléphone, pas l’invitation de l’hôte. Ouvrez le code affiché par l’hôte.", "Das ist die Antwort eines Telefons, nicht die Einladung des Gastgebers. Öffne den Code, den der Gastgeber zeigt.", "这是手机的回复，不是主持人的邀请。请打开主持人显示的代码。"],
        OtherInvitation => ["This answer is for another invitation (an older one, or another seat’s). The phone must open the code shown here; this invitation still waits for it.", "Cette réponse correspond à une autre invitation (plus ancienne, ou d’une autre place). Le téléphone doit ouvrir le code affiché ici ; cette invitation l’attend toujours.", "Diese Antwort gehört zu einer anderen Einladung (einer älteren oder der eines anderen Platzes). Das Telefon muss den hier gezeigten Code öffnen; diese Einladung wartet weiter darauf.", "此回复属于另一个邀请（较早的邀请或其他座位的邀请）。手机必须打开这里显示的代码；此邀请仍在等待。"],
        Lost => ["The link to the host’s phone is lost. Scan the host’s code again to take your seat back.", "Le lien avec le téléphone de l’hôte est perdu. Scannez à nouveau son code pour reprendre votre place.", "Die Verbindung zum Telefon des Gastgebers ist weg. Scanne seinen Code erneut, um deinen Platz zurückzubekommen.", "与主持人手机的连接已断开。请再次扫描主持人的二维码以回到你的座位。"],
    }
}

/// Why a pairing code was refused, in words: `answer` when the host read a phone's answer,
/// else a phone read the host's invitation.
pub fn link_refused(app: crate::state::AppState, answer: bool, why: &LinkError) -> String {
    let key = match why {
        LinkError::Code(CodeError::OtherVersion) => PhoneKey::OtherVersion,
        LinkError::Code(_) => PhoneKey::CodeDamaged,
        LinkError::WrongHalf if answer => PhoneKey::NotAnAnswer,
        LinkError::WrongHalf => PhoneKey::NotAnInvitation,
        LinkError::OtherInvitation => PhoneKey::OtherInvitation,
        LinkError::Browser(reason) => {
            let key = if answer {
                PhoneKey::AnswerRefused
            } else {
                PhoneKey::OfferRefused
            };
            return app.tf(key, &[reason]);
        }
    };
    app.t(key).to_string()
}

/// Why the host turned this phone away, in words: a guest's phone asked for a seat, a
/// watcher's (`watching`) to watch.
pub fn turned_away(app: crate::state::AppState, watching: bool, why: TurnedAway) -> String {
    let key = match why {
        TurnedAway::Version { .. } => PhoneKey::OtherVersion,
        TurnedAway::OtherGame { playing } => {
            return app.tf(PhoneKey::OtherGame, &[playing.name()]);
        }
        TurnedAway::Full if watching => PhoneKey::WatchersFull,
        TurnedAway::Full => PhoneKey::Full,
        TurnedAway::WatchOnly => PhoneKey::WatchOnly,
        TurnedAway::SeatOnly => PhoneKey::SeatOnly,
        TurnedAway::NotInvited => PhoneKey::NotInvited,
    };
    app.t(key).to_string()
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_message_is_written_with_its_languages_punctuation() {
        crate::i18n::check_messages(super::PhoneKey::ALL, super::PhoneKey::text);
    }
}
