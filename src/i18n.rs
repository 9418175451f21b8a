//! The app's four languages and every message it shows.
//!
//! Each message is a [`Key`]; the `messages!` table below gives its text in all four
//! languages, and the macro refuses to compile a key that lacks one, so no screen can fall back
//! to another language by accident. Messages with values use `{0}`, `{1}` placeholders, filled by
//! [`Key::fill`]; a test checks every language uses the same placeholders.
//!
//! A message about a number of things ("3 cards in hand") is a [`Plural`] instead: the `plurals!`
//! table gives a singular and a plural form in French, English and German and one form in
//! Chinese, and [`Lang::plural_form`] picks one by the language's rule (English and German: 1 is
//! singular; French: 0 and 1 are; Chinese has one form). The count fills `{n}`.
//!
//! Typography is checked by tests over every message: French puts a (narrow) no-break space
//! before `:` `;` `!` `?` and inside « »; Chinese uses full-width punctuation (`：` `，` `！`).
//!
//! Errors the player can meet (a refused move, an unreadable save) are told through [`Explain`],
//! in the player's language, never through the engine's English `Display`.

use crate::saves::{Damage, SaveError, SCHEMA_VERSION};
use serde::{Deserialize, Serialize};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// Français.
    Fr,
    /// English.
    En,
    /// Deutsch.
    De,
    /// 中文 (simplified Chinese).
    Zh,
}

impl Lang {
    /// All languages, in the order the settings list them.
    pub const ALL: [Lang; 4] = [Lang::Fr, Lang::En, Lang::De, Lang::Zh];

    /// The BCP 47 tag, for the `lang` attribute.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
            Lang::De => "de",
            Lang::Zh => "zh",
        }
    }

    /// The language's own name for itself.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::Fr => "Français",
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Zh => "中文",
        }
    }

    /// The first supported language among the browser's preferred `tags`, or English.
    pub fn from_browser<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or(Lang::En)
    }

    /// The language for a tag such as `de-CH` or `zh-Hans-CN`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.tag() == primary)
    }

    /// Which form of a [`Plural`] message this language uses for `n` things (`n` is the count
    /// without its sign): English and German take the singular for 1 only, French for 0 and 1,
    /// and Chinese has a single form, reported as [`Form::Other`].
    pub const fn plural_form(self, n: u64) -> Form {
        let singular = match self {
            Lang::En | Lang::De => n == 1,
            Lang::Fr => n <= 1,
            Lang::Zh => false,
        };
        if singular {
            Form::One
        } else {
            Form::Other
        }
    }
}

/// The two forms of a [`Plural`] message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// The singular ("1 card").
    One,
    /// The plural ("2 cards"), and the only form in Chinese.
    Other,
}

/// A number of things a [`Plural`] message counts: any integer type.
pub trait Count: Copy {
    /// The count as an `i64` (saturating for the rare `u64` beyond it).
    fn count(self) -> i64;
}

macro_rules! count_from {
    ($($t:ty),*) => {$(
        impl Count for $t {
            fn count(self) -> i64 {
                i64::from(self)
            }
        }
    )*};
}
count_from!(u8, u16, u32, i8, i16, i32, i64);

impl Count for u64 {
    fn count(self) -> i64 {
        i64::try_from(self).unwrap_or(i64::MAX)
    }
}

impl Count for usize {
    fn count(self) -> i64 {
        i64::try_from(self).unwrap_or(i64::MAX)
    }
}

/// A table of messages: an enum `$name` with one key per message and its text in English,
/// French, German and Chinese. A key missing a language does not compile. The shell's messages
/// are [`Key`]; a game keeps its own table in its own code (so it loads with the game).
macro_rules! messages {
    ($(#[$doc:meta])* $name:ident { $($key:ident => [$en:expr, $fr:expr, $de:expr, $zh:expr $(,)?]),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(#[doc = concat!("`", $en, "`")] $key),*
        }

        impl $name {
            /// Every key, for the completeness tests.
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            /// The table's name in the word books ([`crate::words`]).
            pub const TABLE: &'static str = concat!(module_path!(), "::", stringify!($name));

            /// The message in `lang`, as written here.
            #[cfg(not(feature = "fetched-words"))]
            pub const fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                use $crate::i18n::Lang;
                match self {
                    $($name::$key => match lang {
                        Lang::En => $en,
                        Lang::Fr => $fr,
                        Lang::De => $de,
                        Lang::Zh => $zh,
                    }),*
                }
            }

            /// The message in `lang`, from the word book fetched for it ([`crate::words`]).
            #[cfg(feature = "fetched-words")]
            pub fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                $crate::words::text(lang, Self::TABLE, self as usize)
            }

            /// The message in `lang` with `{0}`, `{1}`, ... replaced by `args`.
            pub fn fill(self, lang: $crate::i18n::Lang, args: &[&str]) -> String {
                $crate::i18n::fill_text(self.text(lang), args)
            }

            /// The table as the word books carry it: one text per key, in key order.
            #[cfg(not(feature = "fetched-words"))]
            pub const WORDS: $crate::i18n::WordTable = $crate::i18n::WordTable {
                name: Self::TABLE,
                texts: |lang| Self::ALL.iter().map(|key| key.text(lang)).collect(),
            };
        }

        impl $crate::i18n::Message for $name {
            fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                $name::text(self, lang)
            }
        }
    };
}
pub(crate) use messages;

/// A table of messages as the word books carry it ([`crate::words`]): each `messages!` and
/// `plurals!` table has one, `WORDS`, in builds that carry their texts.
#[derive(Clone, Copy)]
pub struct WordTable {
    /// The table's module path and type, its name in a book.
    pub name: &'static str,
    /// Its texts in a language, in key order.
    pub texts: fn(Lang) -> Vec<&'static str>,
}

/// A text in the four languages kept outside the messages table: what a game's entry in the
/// registry says of it (its blurb on the home screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Translated {
    /// English.
    pub en: &'static str,
    /// French.
    pub fr: &'static str,
    /// German.
    pub de: &'static str,
    /// Chinese.
    pub zh: &'static str,
}

impl Message for Translated {
    fn text(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
            Lang::De => self.de,
            Lang::Zh => self.zh,
        }
    }
}

/// A message of any table made by `messages!` (the shell's [`Key`] or a game's own), so that
/// [`crate::state::AppState::t`] says any of them in the language in force.
pub trait Message: Copy {
    /// The message in `lang`.
    fn text(self, lang: Lang) -> &'static str;

    /// The message in `lang` with `{0}`, `{1}`, ... replaced by `args`.
    fn fill(self, lang: Lang, args: &[&str]) -> String {
        fill_text(self.text(lang), args)
    }
}

/// Checks a table of messages made by `messages!`: every text of `all` (`text(key, lang)`) is
/// there and keeps its language's punctuation.
///
/// # Panics
/// On the first empty text or punctuation problem (a test helper).
#[cfg(test)]
pub(crate) fn check_messages<K: Copy + std::fmt::Debug>(
    all: &[K],
    text: fn(K, Lang) -> &'static str,
) {
    for &key in all {
        for lang in Lang::ALL {
            let words = text(key, lang);
            assert!(!words.is_empty(), "{key:?} in {lang:?}");
            assert_eq!(typography_problem(lang, words), None, "{key:?} in {lang:?}");
        }
    }
}

/// Checks a table of messages made by `plurals!`: each form of each message has `{n}` and the
/// English placeholders, and keeps its language's punctuation; the two forms differ where the
/// language has two (except the pairs in `same_forms`); the form for 0, 1, 2 and 5 is the one
/// the language's rule picks, filled.
///
/// # Panics
/// On the first message that is wrong (a test helper).
#[cfg(test)]
pub(crate) fn check_plurals<K: Counted + std::fmt::Debug + PartialEq>(
    all: &[K],
    text: fn(K, Lang, Form) -> &'static str,
    same_forms: &[(K, Lang)],
) {
    const LANGS_FORMS: [(Lang, [Form; 4]); 4] = [
        (Lang::En, [Form::Other, Form::One, Form::Other, Form::Other]),
        (Lang::De, [Form::Other, Form::One, Form::Other, Form::Other]),
        (Lang::Fr, [Form::One, Form::One, Form::Other, Form::Other]),
        (Lang::Zh, [Form::Other; 4]),
    ];
    let placeholders = |text: &str| -> Vec<usize> {
        (0..10)
            .filter(|i| text.contains(&format!("{{{i}}}")))
            .collect()
    };
    for &key in all {
        let english = placeholders(text(key, Lang::En, Form::Other));
        for (lang, forms) in LANGS_FORMS {
            let one = text(key, lang, Form::One);
            let other = text(key, lang, Form::Other);
            for form in [one, other] {
                assert!(
                    form.contains("{n}"),
                    "{key:?} in {lang:?} lacks {{n}}: {form}"
                );
                assert_eq!(placeholders(form), english, "{key:?} in {lang:?}: {form}");
                assert_eq!(typography_problem(lang, form), None, "{key:?} in {lang:?}");
            }
            if lang == Lang::Zh || same_forms.contains(&(key, lang)) {
                assert_eq!(one, other, "{key:?} in {lang:?}: one form");
            } else {
                assert_ne!(one, other, "{key:?} in {lang:?} has one form only");
            }
            for (n, form) in [0_i64, 1, 2, 5].into_iter().zip(forms) {
                let filled = Counted::fill(key, lang, n, &["A", "B"]);
                let expected = fill_count(text(key, lang, form), n, &["A", "B"]);
                assert_eq!(filled, expected, "{key:?} in {lang:?} for {n}");
                assert!(
                    filled.contains(&n.to_string()) && !filled.contains('{'),
                    "{filled}"
                );
            }
        }
    }
}

/// `text` with `{0}`, `{1}`, ... replaced by `args`.
pub(crate) fn fill_text(text: &str, args: &[&str]) -> String {
    let mut text = text.to_string();
    for (i, arg) in args.iter().enumerate() {
        text = text.replace(&format!("{{{i}}}"), arg);
    }
    text
}

/// `text` with its first letter in upper case, for headings and labels ("Cœur", "Vers le haut").
///
/// It knows the lower-case letters of ASCII and Latin-1 and `œ`, which covers what our word books
/// put first in French, English and German (a test checks each text that is capitalised against
/// the standard library); any other first letter, Chinese included, stays as it is. The standard
/// library's `char::to_uppercase` would bring its Unicode case tables, about 5 KB gzip, into
/// every game that capitalises.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let upper = match first {
        'a'..='z' | 'à'..='ö' | 'ø'..='þ' => {
            char::from_u32(first as u32 - 0x20).unwrap_or(first)
        }
        'œ' => 'Œ',
        _ => first,
    };
    std::iter::once(upper).chain(chars).collect()
}

/// The table of [`Plural`] messages: per key, `[singular, plural]` in English, French and
/// German, then the one Chinese form. A key missing a language or a form does not compile.
macro_rules! plurals {
    ($(#[$doc:meta])* $name:ident { $($key:ident => [
        [$en1:expr, $en:expr $(,)?],
        [$fr1:expr, $fr:expr $(,)?],
        [$de1:expr, $de:expr $(,)?],
        $zh:expr $(,)?
    ]),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(#[doc = concat!("`", $en, "`")] $key),*
        }

        impl $name {
            /// Every plural message, for the completeness tests.
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            /// The table's name in the word books ([`crate::words`]).
            pub const TABLE: &'static str = concat!(module_path!(), "::", stringify!($name));

            /// The message's `form` in `lang`, from the word book fetched for it
            /// ([`crate::words`]): a key's two forms are its two entries there.
            #[cfg(feature = "fetched-words")]
            pub fn text(self, lang: $crate::i18n::Lang, form: $crate::i18n::Form) -> &'static str {
                $crate::words::text(lang, Self::TABLE, 2 * self as usize + form as usize)
            }

            /// The message's `form` in `lang` as written here (Chinese gives its one form for
            /// both).
            #[cfg(not(feature = "fetched-words"))]
            pub const fn text(self, lang: $crate::i18n::Lang, form: $crate::i18n::Form) -> &'static str {
                use $crate::i18n::{Form, Lang};
                let (one, other) = match self {
                    $($name::$key => match lang {
                        Lang::En => ($en1, $en),
                        Lang::Fr => ($fr1, $fr),
                        Lang::De => ($de1, $de),
                        Lang::Zh => ($zh, $zh),
                    }),*
                };
                match form {
                    Form::One => one,
                    Form::Other => other,
                }
            }

            /// The table as the word books carry it: each key's singular, then its plural.
            #[cfg(not(feature = "fetched-words"))]
            pub const WORDS: $crate::i18n::WordTable = $crate::i18n::WordTable {
                name: Self::TABLE,
                texts: |lang| {
                    use $crate::i18n::Form;
                    Self::ALL
                        .iter()
                        .flat_map(|key| [key.text(lang, Form::One), key.text(lang, Form::Other)])
                        .collect()
                },
            };

            /// The message for `n` things in `lang`: the form `lang`'s rule picks for `n`, with
            /// `{n}` replaced by `n` and `{0}`, `{1}`, ... by `args`.
            pub fn fill(self, lang: $crate::i18n::Lang, n: impl $crate::i18n::Count, args: &[&str]) -> String {
                $crate::i18n::fill_count(self.text(lang, lang.plural_form(n.count().unsigned_abs())), n.count(), args)
            }
        }

        impl $crate::i18n::Counted for $name {
            fn fill(self, lang: $crate::i18n::Lang, n: i64, args: &[&str]) -> String {
                $crate::i18n::fill_count(self.text(lang, lang.plural_form(n.unsigned_abs())), n, args)
            }
        }
    };
}
pub(crate) use plurals;

/// A message of any table made by `plurals!` (the shell's [`Plural`] or a game's own), so that
/// [`crate::state::AppState::tn`] says any of them.
pub trait Counted: Copy {
    /// The message for `n` things in `lang`, its placeholders filled.
    fn fill(self, lang: Lang, n: i64, args: &[&str]) -> String;
}

/// `text` (a plural message's form) with `{n}` replaced by `n` and `{0}`, `{1}`, ... by `args`.
pub(crate) fn fill_count(text: &str, n: i64, args: &[&str]) -> String {
    fill_text(&text.replace("{n}", &n.to_string()), args)
}

messages! {
    /// A message of the app's shell; its English text is its doc.
    Key {
    AppTagline => ["Four tabletop games to play on one screen.", "Quatre jeux de table à jouer sur un seul écran.", "Vier Tischspiele auf einem Bildschirm.", "在一块屏幕上玩四款桌游。"],
    Home => ["Home", "Accueil", "Start", "首页"],
    Settings => ["Settings", "Réglages", "Einstellungen", "设置"],
    Rules => ["Rules", "Règles", "Regeln", "规则"],
    NewToGame => ["New to {0}? Learn it by playing a short guided game.", "Vous découvrez {0} ? Apprenez en jouant une courte partie guidée.", "Neu bei {0}? Lerne es in einer kurzen geführten Partie.", "第一次玩 {0}？通过一局简短的引导对局来学习。"],
    LearnToPlay => ["Learn to play", "Apprendre à jouer", "Spielen lernen", "学习玩法"],
    Back => ["Back", "Retour", "Zurück", "返回"],
    Close => ["Close", "Fermer", "Schließen", "关闭"],
    HandShort => ["{0} in hand", "{0} en main", "{0} auf der Hand", "手牌 {0}"],
    NewGame => ["New game", "Nouvelle partie", "Neues Spiel", "新游戏"],
    ContinueTitle => ["Continue", "Reprendre", "Fortsetzen", "继续"],
    ContinueGame => ["Continue {0}: round {1}, {2}", "Reprendre {0} : manche {1}, {2}", "{0} fortsetzen: Runde {1}, {2}", "继续 {0}：第 {1} 轮，{2}"],
    PlayersRange => ["{0}–{1} players", "{0} à {1} joueurs", "{0}–{1} Personen", "{0}–{1} 名玩家"],
    MinutesRange => ["{0}–{1} min", "{0} à {1} min", "{0}–{1} Min.", "{0}–{1} 分钟"],
    MinutesAbout => ["about {0} min", "environ {0} min", "etwa {0} Min.", "约 {0} 分钟"],
    Language => ["Language", "Langue", "Sprache", "语言"],
    FollowBrowser => ["Same as the browser", "Comme le navigateur", "Wie der Browser", "跟随浏览器"],
    ReducedMotion => ["Reduced motion", "Animations réduites", "Weniger Bewegung", "减少动画"],
    FollowSystem => ["Same as the system", "Comme le système", "Wie das System", "跟随系统"],
    On => ["On", "Activé", "An", "开"],
    Off => ["Off", "Désactivé", "Aus", "关"],
    ColourBlindAids => ["Colour-blind aids (patterns and symbols on every colour)", "Aide daltonisme (motifs et symboles sur chaque couleur)", "Hilfe bei Farbenblindheit (Muster und Symbole auf jeder Farbe)", "色盲辅助（每种颜色都带图案和符号）"],
    HighContrast => ["High contrast", "Contraste élevé", "Hoher Kontrast", "高对比度"],
    Seats => ["Seats", "Places", "Plätze", "座位"],
    AddSeat => ["Add a seat", "Ajouter une place", "Platz hinzufügen", "添加座位"],
    RemoveSeat => ["Remove seat {0}", "Retirer la place {0}", "Platz {0} entfernen", "移除座位 {0}"],
    SeatName => ["Name of seat {0}", "Nom de la place {0}", "Name für Platz {0}", "座位 {0} 的名字"],
    DefaultPlayerName => ["Player {0}", "Joueur {0}", "Person {0}", "玩家 {0}"],
    DefaultBotName => ["Bot {0}", "Robot {0}", "Bot {0}", "电脑 {0}"],
    BotBadge => ["bot", "robot", "Bot", "电脑"],
    Human => ["Human", "Humain", "Mensch", "真人"],
    BotEasy => ["Bot: easy", "Robot : facile", "Bot: leicht", "电脑：简单"],
    BotNormal => ["Bot: normal", "Robot : normal", "Bot: normal", "电脑：普通"],
    BotStrong => ["Bot: strong", "Robot : fort", "Bot: stark", "电脑：困难"],
    TwinItBotEasy => ["Bot: easy, like a young child", "Robot : facile, comme un jeune enfant", "Bot: leicht, wie ein kleines Kind", "电脑：简单，像小孩子"],
    TwinItBotNormal => ["Bot: normal, like a casual adult", "Robot : normal, comme un adulte qui joue de temps en temps", "Bot: normal, wie eine erwachsene Person, die ab und zu spielt", "电脑：普通，像偶尔玩玩的成年人"],
    TwinItBotStrong => ["Bot: strong, like a practised player", "Robot : fort, comme un joueur aguerri", "Bot: stark, wie eine geübte Person", "电脑：困难，像熟练的玩家"],
    WhoPlays => ["Who plays seat {0}", "Qui joue la place {0}", "Wer spielt Platz {0}", "谁来玩座位 {0}"],
    Start => ["Start", "Commencer", "Starten", "开始"],
    StartOnPhones => ["Start on several phones", "Commencer sur plusieurs téléphones", "Auf mehreren Telefonen starten", "在多部手机上开始"],
    Seed => ["Seed", "Graine", "Startwert", "种子"],
    SeedHelp => ["Leave empty for a new deal; enter a seed to replay one.", "Laissez vide pour une nouvelle donne ; saisissez une graine pour en rejouer une.", "Leer lassen für ein neues Spiel; einen Startwert eingeben, um eines nachzuspielen.", "留空则随机开局；输入种子可重玩同一局。"],
    SeedInvalid => ["A seed is a whole number from 0 to 18446744073709551615.", "Une graine est un nombre entier de 0 à 18446744073709551615.", "Ein Startwert ist eine ganze Zahl von 0 bis 18446744073709551615.", "种子是 0 到 18446744073709551615 之间的整数。"],
    SeatCountInvalid => ["{0} is played by {1} to {2} players.", "{0} se joue de {1} à {2} joueurs.", "{0} spielt man zu {1} bis {2} Personen.", "{0} 需要 {1} 到 {2} 名玩家。"],
    NameEmpty => ["Every seat needs a name.", "Chaque place a besoin d’un nom.", "Jeder Platz braucht einen Namen.", "每个座位都需要名字。"],
    Options => ["Options", "Options", "Optionen", "选项"],
    PassTo => ["Pass the tablet to {0}", "Passez la tablette à {0}", "Gib das Tablet an {0} weiter", "请把平板交给 {0}"],
    TapWhenReady => ["{0}, tap here when only you can see the screen.", "{0}, touchez ici quand vous seul voyez l’écran.", "{0}, tippe hier, wenn nur du den Bildschirm siehst.", "{0}，确认只有你能看到屏幕后点这里。"],
    TurnOf => ["{0} to play", "À {0} de jouer", "{0} ist dran", "轮到 {0}"],
    BotThinking => ["{0} is thinking…", "{0} réfléchit…", "{0} überlegt…", "{0} 思考中…"],
    SaveUnreadable => ["A saved game could not be read: {0}", "Une partie sauvegardée n’a pas pu être lue : {0}", "Ein gespeichertes Spiel ließ sich nicht lesen: {0}", "无法读取一个存档：{0}"],
    SaveCorrupt => ["its data is damaged", "ses données sont abîmées", "die Daten sind beschädigt", "数据已损坏"],
    SaveNewer => ["it was saved by a newer version of Tablée (format {0}, this one reads up to {1})", "elle vient d’une version plus récente de Tablée (format {0}, celle-ci lit jusqu’au {1})", "es stammt aus einer neueren Tablée-Version (Format {0}, diese liest bis {1})", "它来自更新版本的 Tablée（格式 {0}，当前最高支持 {1}）"],
    SaveUnknownGame => ["it belongs to a game this version does not know", "elle appartient à un jeu que cette version ne connaît pas", "es gehört zu einem Spiel, das diese Version nicht kennt", "它属于本版本不认识的游戏"],
    ExportRaw => ["Export the raw data", "Exporter les données brutes", "Rohdaten exportieren", "导出原始数据"],
    Delete => ["Delete", "Supprimer", "Löschen", "删除"],
    UpdateReady => ["A new version of Tablée is ready.", "Une nouvelle version de Tablée est prête.", "Eine neue Version von Tablée ist bereit.", "Tablée 新版本已就绪。"],
    Reload => ["Reload", "Recharger", "Neu laden", "重新加载"],
    Later => ["Later", "Plus tard", "Später", "稍后"],
    NotFound => ["This page does not exist.", "Cette page n’existe pas.", "Diese Seite gibt es nicht.", "页面不存在。"],
    GameNotFound => ["This game is no longer saved on this device.", "Cette partie n’est plus sauvegardée sur cet appareil.", "Dieses Spiel ist auf diesem Gerät nicht mehr gespeichert.", "此设备上已没有这局游戏的存档。"],
    Offline => ["Works offline once loaded.", "Fonctionne hors ligne une fois chargé.", "Funktioniert nach dem Laden auch offline.", "加载后可离线使用。"],
    Round => ["Round {0} of {1}", "Manche {0} sur {1}", "Runde {0} von {1}", "第 {0} 轮，共 {1} 轮"],
    DieValue => ["Die showing {0}", "Dé montrant {0}", "Würfel zeigt {0}", "骰子点数 {0}"],
    Confirm => ["Confirm", "Valider", "Bestätigen", "确认"],
    Total => ["Total", "Total", "Summe", "总分"],
    Count => ["Count", "Nombre", "Anzahl", "数量"],
    Points => ["Points", "Points", "Punkte", "分数"],
    GameOver => ["Game over", "Partie terminée", "Spiel vorbei", "游戏结束"],
    Wins => ["{0} wins!", "{0} gagne !", "{0} gewinnt!", "{0} 获胜！"],
    SharedWin => ["Shared win: {0}", "Victoire partagée : {0}", "Geteilter Sieg: {0}", "并列获胜：{0}"],
    PlayAgain => ["Play again", "Rejouer", "Nochmal spielen", "再玩一局"],
    Rating => ["Rating", "Évaluation", "Wertung", "评级"],
    Side => ["Tile side", "Face de la tuile", "Seite der Tafel", "板面"],
    // Tüfteln: a person has written the roll, the bots are still writing theirs.
    Empty => ["empty", "vide", "leer", "空"],
    HueOrange => ["orange", "orange", "orange", "橙色"],
    HueRed => ["red", "rouge", "rot", "红色"],
    HueYellow => ["yellow", "jaune", "gelb", "黄色"],
    HueGreen => ["green", "vert", "grün", "绿色"],
    HueBlue => ["blue", "bleu", "blau", "蓝色"],
    HuePurple => ["purple", "violet", "lila", "紫色"],
    LoadingGame => ["Opening {0}…", "Ouverture de {0}…", "{0} wird geöffnet …", "正在打开 {0}…"],
    LanguageLoadFailed => ["The words in {0} could not be loaded. Check the connection, then choose it again.", "Les textes en {0} n’ont pas pu être chargés. Vérifiez la connexion, puis choisissez de nouveau.", "Die Texte auf {0} ließen sich nicht laden. Prüfe die Verbindung und wähle noch einmal.", "无法加载{0}的文字。请检查网络连接后重新选择。"],
    GameLoadFailed => ["{0} could not be loaded. Check the connection, then try again.", "{0} n’a pas pu être chargé. Vérifiez la connexion, puis réessayez.", "{0} ließ sich nicht laden. Prüfe die Verbindung und versuche es noch einmal.", "无法加载 {0}。请检查网络连接后重试。"],
    LoadingText => ["Loading…", "Chargement…", "Wird geladen …", "正在加载…"],
    TryAgain => ["Try again", "Réessayer", "Noch einmal versuchen", "重试"],
    Privacy => ["Everything stays on this device: no account, no tracking, no network needed.", "Tout reste sur cet appareil : ni compte, ni pistage, ni réseau nécessaire.", "Alles bleibt auf diesem Gerät: kein Konto, kein Tracking, kein Netz nötig.", "所有数据都留在本设备：无需账号、无跟踪、无需联网。"],
    YourHand => ["Your hand", "Votre main", "Deine Hand", "你的手牌"],
    HandOf => ["{0}’s hand", "Main de {0}", "Hand von {0}", "{0} 的手牌"],
    ClearSelection => ["Clear the choice", "Effacer le choix", "Auswahl löschen", "清除选择"],
    Continue => ["Continue", "Continuer", "Weiter", "继续"],
    Log => ["What happened", "Ce qui s’est passé", "Was geschah", "经过"],
    EvStole => ["{0} played a Thief on {1}: {2} goes to the table.", "{0} joue un Voleur sur {1} : {2} va sur la table.", "{0} spielt einen Dieb bei {1}: Die {2} kommt auf den Tisch.", "{0} 对 {1} 使用小偷：{2} 放到桌上。"],
    RoundOver => ["Round {0} is over", "La manche {0} est terminée", "Runde {0} ist vorbei", "第 {0} 轮结束"],
    NextRound => ["Next round", "Manche suivante", "Nächste Runde", "下一轮"],
    CardBack => ["Deck, target {0} on the back", "Pioche, cible {0} au dos", "Stapel, Ziel {0} auf der Rückseite", "牌堆，背面目标 {0}"],
    FaceDown => ["face down", "face cachée", "verdeckt", "背面朝上"],
    // TWEAK: the seat pills, a [T!] card chosen but not yet played.
    MoveRefused => ["That move is not allowed now ({0}).", "Ce coup n’est pas permis maintenant ({0}).", "Dieser Zug ist jetzt nicht erlaubt ({0}).", "现在不能这样走（{0}）。"],
    BotPaceLabel => ["Bot speed (how long each bot move stays on the table)", "Vitesse des robots (durée d’affichage de chaque coup)", "Tempo der Bots (wie lange jeder Zug zu sehen ist)", "机器人速度（每步在桌上停留的时间）"],
    PaceRelaxed => ["Relaxed", "Posée", "Gemächlich", "慢"],
    PaceNormal => ["Normal", "Normale", "Normal", "正常"],
    PaceQuick => ["Quick", "Rapide", "Schnell", "快"],
    TableLayout => ["Table layout for Tüfteln (tablet lying flat: each tile faces its player)", "Disposition table pour Tüfteln (tablette à plat : chaque grille face à son joueur)", "Tischansicht für Tüfteln (Tablet liegt flach: jedes Blatt zeigt zu seiner Person)", "Tüfteln 桌面布局（平板平放：每张格子朝向各自的玩家）"],
    SeedLine => ["Seed: {0}", "Graine : {0}", "Startwert: {0}", "种子：{0}"],
    GameOverHeadline => ["Game over: {0}", "Partie terminée : {0}", "Spiel vorbei: {0}", "游戏结束：{0}"],
    DeleteGame => ["Delete this {0} game ({1})", "Supprimer cette partie de {0} ({1})", "Diese {0}-Partie löschen ({1})", "删除这局 {0}（{1}）"],
    ConfirmDelete => ["Delete this {0} game for good? It cannot be brought back.", "Supprimer définitivement cette partie de {0} ? Elle ne pourra pas être récupérée.", "Diese {0}-Partie endgültig löschen? Sie lässt sich nicht wiederherstellen.", "确定要永久删除这局 {0} 吗？删除后无法恢复。"],
    KeepGame => ["Keep it", "La garder", "Behalten", "保留"],
    WhyGameOver => ["the game is over", "la partie est terminée", "das Spiel ist vorbei", "游戏已经结束"],
    WhyNoSuchSeat => ["there is no such seat at this table", "cette place n’existe pas à cette table", "diesen Platz gibt es an diesem Tisch nicht", "这张桌上没有这个座位"],
    }
}

plurals! {
    /// A message about a number of things, in the form the count asks for; its English plural
    /// is its doc.
    Plural {
    Points => [["{n} point", "{n} points"], ["{n} point", "{n} points"], ["{n} Punkt", "{n} Punkte"], "{n} 分"],
    HandCount => [["{n} card in hand", "{n} cards in hand"], ["{n} carte en main", "{n} cartes en main"], ["{n} Karte auf der Hand", "{n} Karten auf der Hand"], "手牌 {n} 张"],
    DeckCount => [["Deck: {n} card", "Deck: {n} cards"], ["Pioche : {n} carte", "Pioche : {n} cartes"], ["Stapel: {n} Karte", "Stapel: {n} Karten"], "牌堆：{n} 张"],
    MatchScores => [["Match: first to {n} point", "Match: first to {n} points"], ["Partie : le premier à {n} point", "Partie : le premier à {n} points"], ["Partie: Wer zuerst {n} Punkt hat", "Partie: Wer zuerst {n} Punkte hat"], "比赛：先到 {n} 分者胜"],
    PointsShort => [["{n} pt", "{n} pts"], ["{n} pt", "{n} pts"], ["{n} Pkt.", "{n} Pkt."], "{n} 分"],
    MatchPoints => [["{n} match point", "{n} match points"], ["{n} point de partie", "{n} points de partie"], ["{n} Partiepunkt", "{n} Partiepunkte"], "比赛 {n} 分"],
    }
}

/// Something the app tells the player in words: an error, said in the player's language.
pub trait Explain {
    /// The explanation in `lang`, ready to go into a sentence such as [`Key::MoveRefused`].
    fn explain(&self, lang: Lang) -> String;
}

/// Why a save cannot be read, as the part after [`Key::SaveUnreadable`]'s colon.
impl Explain for SaveError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            SaveError::Corrupt(Damage::NewerRecord { found, supported }) => {
                Key::SaveNewer.fill(lang, &[&found.to_string(), &supported.to_string()])
            }
            SaveError::Corrupt(_) => Key::SaveCorrupt.text(lang).to_string(),
            SaveError::NewerSchema { found } => {
                Key::SaveNewer.fill(lang, &[&found.to_string(), &SCHEMA_VERSION.to_string()])
            }
            SaveError::UnknownGame => Key::SaveUnknownGame.text(lang).to_string(),
        }
    }
}

/// What is wrong with the punctuation of `text` in `lang`, if anything: French wants a (narrow)
/// no-break space before `:` `;` `!` `?` and inside « »; Chinese wants full-width `：` `；` `！`
/// `？` `，` and parentheses. The card name `[T!]` is left alone. Used by the tests over every
/// message, here and on the rules pages.
#[cfg(test)]
pub(crate) fn typography_problem(lang: Lang, text: &str) -> Option<String> {
    const NO_BREAK: [char; 2] = ['\u{202f}', '\u{a0}'];
    let text = text.replace("[T!]", "[T]");
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        let wrong = match (lang, c) {
            (Lang::Fr, ':' | ';' | '!' | '?' | '»') => {
                !before.is_some_and(|b| NO_BREAK.contains(&b))
            }
            (Lang::Fr, '«') => !after.is_some_and(|a| NO_BREAK.contains(&a)),
            (Lang::Zh, ':' | ';' | '!' | '?' | ',' | '(' | ')') => true,
            _ => false,
        };
        if wrong {
            return Some(format!("{c:?} at {i} in {text:?}"));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const LANGS_FORMS: [(Lang, [Form; 4]); 4] = [
        (Lang::En, [Form::Other, Form::One, Form::Other, Form::Other]),
        (Lang::De, [Form::Other, Form::One, Form::Other, Form::Other]),
        (Lang::Fr, [Form::One, Form::One, Form::Other, Form::Other]),
        (Lang::Zh, [Form::Other; 4]),
    ];
    const COUNTS: [u64; 4] = [0, 1, 2, 5];

    #[test]
    fn capitalised_agrees_with_the_standard_library_on_the_letters_it_knows() {
        let known = ('a'..='z').chain('à'..='ö').chain('ø'..='þ').chain(['œ']);
        for letter in known {
            let text = format!("{letter}x");
            let expected: String = letter.to_uppercase().chain(['x']).collect();
            assert_eq!(capitalised(&text), expected, "{letter}");
        }
        assert_eq!(capitalised("vers le haut"), "Vers le haut");
        assert_eq!(capitalised("étoile"), "Étoile");
        assert_eq!(capitalised("心形"), "心形");
        assert_eq!(capitalised(""), "");
    }

    #[test]
    fn each_language_picks_its_plural_form() {
        for (lang, forms) in LANGS_FORMS {
            for (n, form) in COUNTS.into_iter().zip(forms) {
                assert_eq!(lang.plural_form(n), form, "{lang:?} {n}");
            }
        }
        assert_eq!(Lang::Fr.plural_form(1_000_000), Form::Other);
    }

    /// Short forms whose words do not change with the number in that language ("3 Pkt.").
    const SAME_FORMS: [(Plural, Lang); 1] = [(Plural::PointsShort, Lang::De)];

    #[test]
    fn every_plural_message_reads_right_for_0_1_2_and_5() {
        check_plurals(Plural::ALL, Plural::text, &SAME_FORMS);
    }

    #[test]
    fn plural_messages_agree_with_their_count() {
        assert_eq!(
            Plural::HandCount.fill(Lang::En, 1_usize, &[]),
            "1 card in hand"
        );
        assert_eq!(
            Plural::HandCount.fill(Lang::En, 0_usize, &[]),
            "0 cards in hand"
        );
        assert_eq!(
            Plural::HandCount.fill(Lang::Fr, 1_usize, &[]),
            "1 carte en main"
        );
        assert_eq!(
            Plural::HandCount.fill(Lang::Fr, 0_usize, &[]),
            "0 carte en main"
        );
        assert_eq!(
            Plural::HandCount.fill(Lang::Fr, 2_usize, &[]),
            "2 cartes en main"
        );
        assert_eq!(Plural::Points.fill(Lang::De, 1_i32, &[]), "1 Punkt");
        assert_eq!(Plural::Points.fill(Lang::De, 0_i32, &[]), "0 Punkte");
        assert_eq!(Plural::Points.fill(Lang::En, -1_i32, &[]), "-1 point");
        assert_eq!(Plural::HandCount.fill(Lang::Zh, 1_u8, &[]), "手牌 1 张");
        assert_eq!(
            Plural::DeckCount.fill(Lang::Fr, 2_u32, &[]),
            "Pioche\u{202f}: 2 cartes"
        );
    }

    /// Messages with a number before a counted noun that are still plain [`Key`]s, with why.
    const PLAIN_COUNTS: &[(Key, &str)] = &[
        (Key::PlayersRange, "a range: its upper end is at least 2"),
        (
            Key::SeatCountInvalid,
            "a range: its upper end is at least 2",
        ),
    ];

    /// Nouns the app counts; a plain message must not put a number before one.
    const COUNTED: [&str; 12] = [
        "card", "cards", "point", "points", "player", "players", "colour", "colours", "round",
        "rounds", "seat", "seats",
    ];

    #[test]
    fn every_message_that_counts_things_is_a_plural() {
        for &key in Key::ALL {
            let text = key.text(Lang::En);
            let counts = (0..10).any(|i| {
                text.split(&format!("{{{i}}} ")).skip(1).any(|rest| {
                    let word: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
                    COUNTED.contains(&word.as_str())
                })
            });
            let listed = PLAIN_COUNTS.iter().any(|(k, _)| *k == key);
            assert_eq!(
                counts, listed,
                "{key:?}: {text:?} counts things: make it a Plural"
            );
        }
    }

    #[test]
    fn french_and_chinese_punctuation() {
        for lang in [Lang::Fr, Lang::Zh] {
            for &key in Key::ALL {
                let problem = typography_problem(lang, key.text(lang));
                assert_eq!(problem, None, "{key:?} in {lang:?}");
            }
        }
        assert!(typography_problem(Lang::Fr, "Graine : 4").is_some());
        assert!(typography_problem(Lang::Fr, "Pile [T!]\u{202f}: 2").is_none());
        assert!(typography_problem(Lang::Zh, "种子: 4").is_some());
    }

    #[test]
    fn engine_errors_are_told_in_the_players_language() {
        use tablee_rules::tuefteln::{CellId, PlaceError};
        use tablee_rules::tweak::TweakError;
        use tablee_rules::tweak::{ActionKind, CardId};
        use tablee_rules::Seat;
        let place = [
            PlaceError::GameOver,
            PlaceError::AlreadyPlaced,
            PlaceError::NoSuchCell(CellId(40)),
            PlaceError::CellNotFree(CellId(3)),
            PlaceError::SameCell,
            PlaceError::NotAPair,
            PlaceError::WrongValues,
            PlaceError::NoSuchSeat(Seat(7)),
        ];
        let tweak = [
            TweakError::GameOver,
            TweakError::NoSuchSeat(Seat(7)),
            TweakError::NotYourTurn,
            TweakError::WaitingForBomb,
            TweakError::NotABombVictim,
            TweakError::NoBombPending,
            TweakError::SecondActionCard,
            TweakError::NoCardsInHand,
            TweakError::NoSuchActionCard(ActionKind::Thief),
            TweakError::ThiefVictimIsYou,
            TweakError::ThiefVictimHasNoCards(Seat(1)),
            TweakError::JokerDelta(2),
            TweakError::ShifterOnEmptyDeck,
            TweakError::NotInHand(CardId(3)),
            TweakError::NotOnTable(CardId(3)),
            TweakError::DuplicateCard(CardId(3)),
            TweakError::SumMustUseOneHandCard(CardId(3)),
            TweakError::SumNeedsTableCard,
            TweakError::WrongTotal { got: 9, target: 8 },
        ];
        let saves = [
            SaveError::Corrupt(Damage::Malformed("expected `,`".into())),
            SaveError::Corrupt(Damage::NewerRecord {
                found: 3,
                supported: 2,
            }),
            SaveError::NewerSchema { found: 99 },
            SaveError::UnknownGame,
        ];
        let told: Vec<(String, &dyn Explain)> = place
            .iter()
            .map(|e| (e.to_string(), e as &dyn Explain))
            .chain(tweak.iter().map(|e| (e.to_string(), e as &dyn Explain)))
            .chain(saves.iter().map(|e| (format!("{e:?}"), e as &dyn Explain)))
            .collect();
        for (english, error) in told {
            for lang in [Lang::Fr, Lang::De, Lang::Zh] {
                let words = error.explain(lang);
                assert!(
                    !words.is_empty() && words != english,
                    "{english} in {lang:?}"
                );
                assert_ne!(words, error.explain(Lang::En), "{english} in {lang:?}");
            }
        }
        assert_eq!(
            TweakError::WrongTotal { got: 9, target: 8 }.explain(Lang::Fr),
            "les cartes font 9, pas 8"
        );
    }

    fn placeholders(text: &str) -> Vec<usize> {
        let mut found: Vec<usize> = (0..10)
            .filter(|i| text.contains(&format!("{{{i}}}")))
            .collect();
        found.sort_unstable();
        found
    }

    #[test]
    fn every_message_has_text_in_every_language() {
        for key in Key::ALL {
            for lang in Lang::ALL {
                assert!(
                    !key.text(lang).trim().is_empty(),
                    "{key:?} is empty in {lang:?}"
                );
            }
        }
    }

    #[test]
    fn every_language_uses_the_same_placeholders() {
        for key in Key::ALL {
            let english = placeholders(key.text(Lang::En));
            for lang in Lang::ALL {
                assert_eq!(placeholders(key.text(lang)), english, "{key:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn fill_replaces_placeholders() {
        assert_eq!(
            Key::PassTo.fill(Lang::En, &["Alice"]),
            "Pass the tablet to Alice"
        );
        assert_eq!(Key::Round.fill(Lang::De, &["3", "15"]), "Runde 3 von 15");
    }

    #[test]
    fn browser_languages_pick_the_first_supported() {
        assert_eq!(Lang::from_browser(["it-IT", "de-CH", "en"]), Lang::De);
        assert_eq!(Lang::from_browser(["zh-Hans-CN"]), Lang::Zh);
        assert_eq!(Lang::from_browser(["pt-BR"]), Lang::En);
        assert_eq!(Lang::from_browser([]), Lang::En);
    }
}
