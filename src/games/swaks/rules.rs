//! Swaks's rules page, in the project's own words (facts from the rule book as settled by the
//! rulings S1-S16), with the ladder going up and down and a drawn example of each combination.

use super::cards::SwaksCard;
use super::ladder_view::LadderView;
use super::words::{combination_name, fill, Word};
use crate::components::rules_text::RulesText;
use crate::components::top_bar::TopBar;
use crate::i18n::{Key, Lang};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::swaks::{CardId, Combination, Direction, Face, Family};
use tablee_rules::GameKind;

/// The rules text: (heading, paragraphs) per section, per language.
pub fn sections(lang: Lang) -> crate::i18n::RulesPage {
    match lang {
        Lang::En => &[
            ("Goal", &["Be the first to play every card in your hand. Winning a round earns 1 point, and the match goes to the first player to reach the target chosen at set-up: 3, 5 or 10 points. Swaks takes 2 to 6 players and is at its liveliest with 3 or more."]),
            ("The cards", &["Four families take turns in a cycle: Hen, Sheep, Pig, Cow, and after Cow comes Hen again. Each family has two copies of every number from 1 to 5 and one joker, 44 family cards in all. The specials are 8 Boost and 6 Upside Down cards.", "With 2 or 3 players only 6 Boost and 4 Upside Down are used, so 54 cards are in play; from 4 players on, all 58 are. Hands are dealt, and topped up every round, to 12 cards with up to 4 players, 10 cards with 5 and 8 cards with 6."]),
            ("Your turn", &["Play passes from seat to seat. The card on top of the discard pile is the reference, and you play on it: one family card (a joker is one), one special, one special together with one family card, or a combination. If you cannot or do not want to play, you draw instead (see “Not playing”)."]),
            ("The ladder", &["Every numbered card has a step on a ladder of 20: 1 to 5 of Hen, then 1 to 5 of Sheep, of Pig and of Cow; after 5 of Cow the ladder starts again at 1 of Hen. Every round starts going up.", "Going up, you may play the card identical to the reference or any of the five steps above it, as far as the same number in the next family. Going down works the same way with the steps below, as far as the same number in the previous family.", "Going up on 3 of Hen, you may play 3, 4 or 5 of Hen, or 1, 2 or 3 of Sheep. Going down on 3 of Sheep, you may play 3, 2 or 1 of Sheep, or 5, 4 or 3 of Hen."]),
            ("Jokers", &["A joker stands for any number of its own family. Say which number as you play it: that card must be playable, and the next player follows the number you chose. A Hen joker played as 3 is followed like 3 of Hen."]),
            ("Upside Down", &["Upside Down reverses the direction: up becomes down and down becomes up. Announce the new direction as you play it."]),
            ("Boost", &["Boost moves the reference one family on in the current direction. Going up, a reference of 3 of Hen becomes 3 of Sheep; going down, it becomes 3 of Cow."]),
            ("A special with a family card", &["You may add one family card to a special. The special acts first; the family card must then be playable on the new reference or in the new direction. Played alone, a special changes the reference or the direction for the next player. A special never goes with a combination."]),
            ("Combinations", &["A combination puts several cards down at once. You choose their order: the first card must be playable on the reference and each next one on the card before it. A joker in a combination stands for the card it replaces.", "Triple: two identical cards and their family’s joker. Every other player draws 3 cards.", "Four of a kind: the same number in all four families, with at most one joker. Every other player draws 4 cards.", "Run: 1 to 5 of one family, with at most one joker. Every other player draws 5 cards.", "Royal run: 1 to 5 of one family plus that family’s joker. Every other player draws 6 cards.", "After a combination the next player does not follow its last card but the same card one family further on in the current direction, as after a Boost."]),
            ("Jumping in", &["With 3 or more players, when a numbered card has just been played, alone or with a special, anyone else holding the identical card (same family and same number; a joker does not count) may put it down at once, ahead of the player whose turn it is. Play then carries on from the one who jumped in. If several try, the quickest wins.", "Nobody can jump in on their own card, on a joker or on a combination, nor once the player whose turn it was has acted. Jumping in with a card that is not identical is a mistake: you draw 2 cards (4 if you hold a single card), keep the card, and the player whose turn it was still plays."]),
            ("Not playing", &["If you cannot or do not want to play, you draw 2 cards and the turn passes. With a single card in hand you draw 4 instead."]),
            ("The timer", &["You have 5 seconds for each play. When your time runs out you draw 2 cards (4 with a single card in hand) and the turn passes. The set-up screen can give more time or switch the timer off."]),
            ("“Swaks!”", &["When a play leaves you with a single card, call “Swaks!” as part of that play. If you forget, any other player may call “Swaks!” on you until the next player acts or someone jumps in; you then draw 4 cards."]),
            ("Going out", &["Your last card must be a numbered family card: not a joker, not a special. That holds when you go out with a combination too: its last card must be a numbered one. The first player left without cards wins the round and scores 1 point."]),
            ("When the draw pile runs out", &["When the draw pile is empty, every card of the discard pile except the top one is shuffled into a new draw pile. If there is still not enough to draw, you draw what there is."]),
            ("Rounds and the match", &["After a round everyone keeps their hand; the other cards are shuffled together and every hand is topped up to the deal size again. The first round’s starting player is drawn at random, and the start moves on to the next seat every round.", "The starting reference is the first numbered family card turned from the draw pile; jokers and specials turned before it stay underneath. The first player to reach the match target of 3, 5 or 10 points wins the match."]),
            ("Several people on one device", &["When people share one device, a hand is only ever shown to its owner, and the device is passed on between turns. That is why jumping in and calling “Swaks!” on someone are offered only to the person holding the device, while their own hand is on screen. Bots still jump in and call “Swaks!” on others."]),
        ],
        Lang::Fr => &[
            ("But", &["Soyez le premier à poser toutes les cartes de votre main. Chaque manche gagnée rapporte 1 point, et la partie revient au premier joueur qui atteint l’objectif choisi au départ : 3, 5 ou 10 points. Swaks se joue de 2 à 6 joueurs ; c’est à 3 ou plus qu’il est le plus animé."]),
            ("Les cartes", &["Quatre familles se suivent en boucle : Poule, Mouton, Cochon, Vache, puis de nouveau Poule. Chaque famille compte deux exemplaires de chaque numéro de 1 à 5 et un joker, soit 44 cartes famille. Les cartes spéciales sont 8 Boost et 6 Upside Down.", "À 2 ou 3 joueurs, on ne garde que 6 Boost et 4 Upside Down, soit 54 cartes en jeu ; à partir de 4 joueurs, les 58 cartes servent. Chaque main est distribuée, puis complétée à chaque manche, jusqu’à 12 cartes jusqu’à 4 joueurs, 10 cartes à 5 et 8 cartes à 6."]),
            ("Votre tour", &["Le tour passe d’une place à la suivante. La carte du dessus de la défausse est la référence, et vous jouez dessus : une carte famille (un joker en est une), une carte spéciale, une carte spéciale accompagnée d’une carte famille, ou une combinaison. Si vous ne pouvez pas ou ne voulez pas jouer, vous piochez à la place (voir « Ne pas jouer »)."]),
            ("L’échelle", &["Chaque carte numérotée occupe une marche d’une échelle de 20 : 1 à 5 de Poule, puis 1 à 5 de Mouton, de Cochon et de Vache ; après le 5 de Vache, l’échelle reprend au 1 de Poule. Chaque manche commence vers le haut.", "Vers le haut, vous pouvez poser la carte identique à la référence ou l’une des cinq marches au-dessus, jusqu’au même numéro de la famille suivante. Vers le bas, c’est pareil avec les marches en dessous, jusqu’au même numéro de la famille précédente.", "Vers le haut sur un 3 de Poule, on peut poser le 3, le 4 ou le 5 de Poule, ou le 1, le 2 ou le 3 de Mouton. Vers le bas sur un 3 de Mouton, on peut poser le 3, le 2 ou le 1 de Mouton, ou le 5, le 4 ou le 3 de Poule."]),
            ("Les jokers", &["Un joker remplace n’importe quel numéro de sa propre famille. En le posant, annoncez le numéro choisi : cette carte doit être jouable, et le joueur suivant enchaîne sur ce numéro. Un joker Poule annoncé 3 se suit comme un 3 de Poule."]),
            ("Upside Down", &["Upside Down inverse le sens : vers le haut devient vers le bas, et inversement. Annoncez le nouveau sens en posant la carte."]),
            ("Boost", &["Boost avance la référence d’une famille dans le sens du jeu. Vers le haut, une référence 3 de Poule devient 3 de Mouton ; vers le bas, elle devient 3 de Vache."]),
            ("Une spéciale avec une carte famille", &["Vous pouvez joindre une carte famille à une carte spéciale. La spéciale agit d’abord ; la carte famille doit ensuite être jouable sur la nouvelle référence ou dans le nouveau sens. Posée seule, une spéciale change la référence ou le sens pour le joueur suivant. Une spéciale ne s’ajoute jamais à une combinaison."]),
            ("Combinaisons", &["Une combinaison pose plusieurs cartes d’un coup. Vous choisissez leur ordre : la première doit être jouable sur la référence, et chacune des suivantes sur la carte d’avant. Un joker y tient la place de la carte qu’il remplace.", "Triple : deux cartes identiques et le joker de leur famille. Chaque autre joueur pioche 3 cartes.", "Carré : le même numéro dans les quatre familles, avec au plus un joker. Chaque autre joueur pioche 4 cartes.", "Suite : 1 à 5 d’une même famille, avec au plus un joker. Chaque autre joueur pioche 5 cartes.", "Suite royale : 1 à 5 d’une même famille, plus le joker de cette famille. Chaque autre joueur pioche 6 cartes.", "Après une combinaison, le joueur suivant n’enchaîne pas sur sa dernière carte mais sur la même carte décalée d’une famille dans le sens du jeu, comme après un Boost."]),
            ("Intervenir", &["À partir de 3 joueurs, quand une carte numérotée vient d’être posée, seule ou avec une spéciale, tout autre joueur qui tient la carte identique (même famille, même numéro ; un joker ne compte pas) peut la poser aussitôt, avant le joueur dont c’est le tour. Le jeu repart alors de celui qui est intervenu. Si plusieurs essaient, le plus rapide l’emporte.", "Personne ne peut intervenir sur sa propre carte, sur un joker ou sur une combinaison, ni une fois que le joueur dont c’était le tour a agi. Intervenir avec une carte qui n’est pas identique est une faute : vous piochez 2 cartes (4 s’il ne vous en reste qu’une), vous gardez la carte, et le joueur dont c’était le tour joue quand même."]),
            ("Ne pas jouer", &["Si vous ne pouvez pas ou ne voulez pas jouer, vous piochez 2 cartes et le tour passe. Avec une seule carte en main, vous en piochez 4."]),
            ("Le chrono", &["Vous avez 5 secondes pour chaque coup. Si le temps s’écoule, vous piochez 2 cartes (4 avec une seule carte en main) et le tour passe. L’écran de préparation permet de donner plus de temps ou de couper le chrono."]),
            ("« Swaks ! »", &["Quand un coup vous laisse une seule carte, annoncez « Swaks ! » avec ce coup. En cas d’oubli, tout autre joueur peut vous lancer « Swaks ! » tant que le joueur suivant n’a pas agi et que personne n’est intervenu ; vous piochez alors 4 cartes."]),
            ("Finir la manche", &["Votre dernière carte doit être une carte famille numérotée : ni joker, ni spéciale. C’est vrai aussi quand vous finissez avec une combinaison : sa dernière carte doit être numérotée. Le premier joueur sans carte gagne la manche et marque 1 point."]),
            ("Pioche vide", &["Quand la pioche est vide, toutes les cartes de la défausse sauf celle du dessus sont mélangées pour former une nouvelle pioche. S’il n’y a toujours pas assez de cartes, vous piochez ce qu’il y a."]),
            ("Manches et partie", &["Après une manche, chacun garde sa main ; les autres cartes sont mélangées et chaque main est de nouveau complétée jusqu’à la taille de la donne. Le premier joueur de la première manche est tiré au sort, puis le départ passe à la place suivante à chaque manche.", "La référence de départ est la première carte famille numérotée retournée depuis la pioche ; les jokers et spéciales retournés avant elle restent dessous. Le premier joueur qui atteint l’objectif de 3, 5 ou 10 points gagne la partie."]),
            ("Plusieurs personnes sur un appareil", &["Quand plusieurs personnes partagent un appareil, une main n’est jamais montrée qu’à son propriétaire, et l’appareil passe de l’un à l’autre entre les tours. C’est pourquoi intervenir et lancer « Swaks ! » sur quelqu’un ne sont proposés qu’à la personne qui tient l’appareil, pendant que sa propre main est affichée. Les robots, eux, interviennent et lancent « Swaks ! » comme d’habitude."]),
        ],
        Lang::De => &[
            ("Ziel", &["Sei als Erste oder Erster alle Handkarten los. Jede gewonnene Runde bringt 1 Punkt; die Partie gewinnt, wer zuerst das bei der Vorbereitung gewählte Ziel erreicht: 3, 5 oder 10 Punkte. Swaks ist für 2 bis 6 Personen und ab 3 am lebhaftesten."]),
            ("Die Karten", &["Vier Familien folgen im Kreis aufeinander: Huhn, Schaf, Schwein, Kuh, und nach der Kuh wieder das Huhn. Jede Familie hat jede Zahl von 1 bis 5 zweimal und einen Joker, zusammen 44 Familienkarten. Dazu kommen die Sonderkarten: 8 Boost und 6 Upside Down.", "Zu zweit oder zu dritt bleiben nur 6 Boost und 4 Upside Down im Spiel, also 54 Karten; ab 4 Personen sind alle 58 Karten dabei. Jede Hand wird ausgeteilt und in jeder Runde wieder aufgefüllt: auf 12 Karten bei bis zu 4 Personen, auf 10 bei 5 und auf 8 bei 6."]),
            ("Dein Zug", &["Gespielt wird reihum von Platz zu Platz. Die oberste Karte des Ablagestapels ist die Referenz, und darauf spielst du: eine Familienkarte (ein Joker ist eine), eine Sonderkarte, eine Sonderkarte zusammen mit einer Familienkarte oder eine Kombination. Kannst oder willst du nicht spielen, ziehst du stattdessen (siehe „Nicht spielen“)."]),
            ("Die Leiter", &["Jede Zahlenkarte hat eine Stufe auf einer Leiter mit 20 Stufen: Huhn 1 bis 5, dann Schaf, Schwein und Kuh jeweils 1 bis 5; nach Kuh 5 geht es wieder bei Huhn 1 los. Jede Runde beginnt aufwärts.", "Aufwärts darfst du die gleiche Karte wie die Referenz legen oder eine der fünf Stufen darüber, bis zur gleichen Zahl der nächsten Familie. Abwärts gilt dasselbe für die Stufen darunter, bis zur gleichen Zahl der vorigen Familie.", "Aufwärts auf Huhn 3 darfst du Huhn 3, 4 oder 5 oder Schaf 1, 2 oder 3 legen. Abwärts auf Schaf 3 darfst du Schaf 3, 2 oder 1 oder Huhn 5, 4 oder 3 legen."]),
            ("Joker", &["Ein Joker steht für eine beliebige Zahl seiner eigenen Familie. Sag beim Ausspielen, welche Zahl er ist: Diese Karte muss spielbar sein, und die nächste Person spielt auf die gewählte Zahl. Auf einen Huhn-Joker als 3 folgt man wie auf Huhn 3."]),
            ("Upside Down", &["Upside Down kehrt die Richtung um: Aus aufwärts wird abwärts und umgekehrt. Sag beim Ausspielen die neue Richtung an."]),
            ("Boost", &["Boost rückt die Referenz in der aktuellen Richtung um eine Familie weiter. Aufwärts wird aus der Referenz Huhn 3 dann Schaf 3, abwärts Kuh 3."]),
            ("Sonderkarte mit Familienkarte", &["Zu einer Sonderkarte darfst du eine Familienkarte legen. Die Sonderkarte wirkt zuerst; danach muss die Familienkarte auf die neue Referenz oder in der neuen Richtung passen. Allein gespielt ändert eine Sonderkarte Referenz oder Richtung für die nächste Person. Zu einer Kombination kommt nie eine Sonderkarte."]),
            ("Kombinationen", &["Mit einer Kombination legst du mehrere Karten auf einmal. Die Reihenfolge bestimmst du: Die erste Karte muss auf die Referenz passen, jede weitere auf die Karte davor. Ein Joker darin steht für die Karte, die er ersetzt.", "Drilling: zwei gleiche Karten und der Joker ihrer Familie. Alle anderen ziehen 3 Karten.", "Vierling: dieselbe Zahl in allen vier Familien, höchstens ein Joker. Alle anderen ziehen 4 Karten.", "Straße: 1 bis 5 einer Familie, höchstens ein Joker. Alle anderen ziehen 5 Karten.", "Königsstraße: 1 bis 5 einer Familie und dazu ihr Joker. Alle anderen ziehen 6 Karten.", "Nach einer Kombination spielt die nächste Person nicht auf deren letzte Karte, sondern auf dieselbe Karte eine Familie weiter in der aktuellen Richtung, wie nach einem Boost."]),
            ("Dazwischenspielen", &["Ab 3 Personen darf nach einer Zahlenkarte, die allein oder mit einer Sonderkarte gespielt wurde, jede andere Person mit der gleichen Karte (gleiche Familie und Zahl; ein Joker zählt nicht) diese sofort legen, noch vor der Person am Zug. Weiter geht es dann bei der Person, die dazwischengespielt hat. Versuchen es mehrere, gewinnt die schnellste.", "Auf die eigene Karte, auf einen Joker und auf eine Kombination spielt niemand dazwischen, und auch nicht mehr, sobald die Person am Zug gehandelt hat. Wer mit einer nicht gleichen Karte dazwischenspielt, macht einen Fehler: Du ziehst 2 Karten (4, wenn du nur eine hast), behältst die Karte, und die Person am Zug spielt trotzdem."]),
            ("Nicht spielen", &["Kannst oder willst du nicht spielen, ziehst du 2 Karten und der Zug geht weiter. Mit nur einer Karte auf der Hand ziehst du stattdessen 4."]),
            ("Die Uhr", &["Für jeden Zug hast du 5 Sekunden. Läuft die Zeit ab, ziehst du 2 Karten (4 mit nur einer Karte auf der Hand) und der Zug geht weiter. In der Vorbereitung lässt sich mehr Zeit geben oder die Uhr abschalten."]),
            ("„Swaks!“", &["Bleibt dir nach einem Zug nur eine Karte, rufst du mit diesem Zug „Swaks!“. Vergisst du es, darf jede andere Person „Swaks!“ gegen dich rufen, bis die nächste Person handelt oder jemand dazwischenspielt; dann ziehst du 4 Karten."]),
            ("Rausgehen", &["Deine letzte Karte muss eine Familienkarte mit Zahl sein, kein Joker und keine Sonderkarte. Das gilt auch, wenn du mit einer Kombination rausgehst: Ihre letzte Karte muss eine Zahlenkarte sein. Wer zuerst keine Karten mehr hat, gewinnt die Runde und bekommt 1 Punkt."]),
            ("Leerer Nachziehstapel", &["Ist der Nachziehstapel leer, wird der Ablagestapel bis auf die oberste Karte gemischt und bildet den neuen Nachziehstapel. Reicht es dann immer noch nicht, ziehst du, was da ist."]),
            ("Runden und Partie", &["Nach einer Runde behalten alle ihre Hand; die übrigen Karten werden gemischt und jede Hand wird wieder auf die Austeilgröße aufgefüllt. Wer die erste Runde beginnt, entscheidet das Los; danach beginnt jede Runde der nächste Platz.", "Die Start-Referenz ist die erste Familienkarte mit Zahl, die vom Nachziehstapel aufgedeckt wird; vorher aufgedeckte Joker und Sonderkarten bleiben darunter liegen. Wer zuerst das Ziel der Partie von 3, 5 oder 10 Punkten erreicht, gewinnt sie."]),
            ("Mehrere an einem Gerät", &["Teilen sich mehrere Personen ein Gerät, wird jede Hand nur der Person gezeigt, der sie gehört, und das Gerät geht zwischen den Zügen weiter. Deshalb werden Dazwischenspielen und „Swaks!“-Rufen gegen andere nur der Person angeboten, die das Gerät hält, solange ihre eigene Hand zu sehen ist. Bots spielen trotzdem dazwischen und rufen „Swaks!“."]),
        ],
        Lang::Zh => &[
            ("目标", &["最先打出全部手牌。每赢一轮得 1 分，先达到开局时选定目标（3、5 或 10 分）的玩家赢得整场比赛。Swaks 适合 2 到 6 人，3 人以上最热闹。"]),
            ("牌", &["四个家族首尾相接循环：鸡、羊、猪、牛，牛之后又回到鸡。每个家族有 1 到 5 各两张，外加一张百搭，共 44 张家族牌。特殊牌有 8 张加速和 6 张倒转。", "2 或 3 人时只用 6 张加速和 4 张倒转，共 54 张；4 人及以上用全部 58 张。每人的手牌发到、并在每轮补到：4 人及以下 12 张，5 人 10 张，6 人 8 张。"]),
            ("你的回合", &["按座位依次轮流。弃牌堆顶上的牌是参照牌，你在它上面出牌：一张家族牌（百搭也算），一张特殊牌，一张特殊牌加一张家族牌，或一个组合。不能或不想出牌时，改为摸牌（见“不出牌”）。"]),
            ("阶梯", &["每张数字牌在 20 级阶梯上占一级：鸡 1 到 5，接着羊、猪、牛各 1 到 5；牛 5 之后又从鸡 1 开始。每轮开始时方向向上。", "向上时，可以出与参照牌相同的牌，或它上面五级中的任意一张，最远到下一家族的同一数字。向下时同理，往下面的各级出，最远到上一家族的同一数字。", "向上时在鸡 3 上，可以出鸡 3、4、5 或羊 1、2、3。向下时在羊 3 上，可以出羊 3、2、1 或鸡 5、4、3。"]),
            ("百搭", &["百搭可以当作本家族的任意数字。出牌时说出它代表的数字：那张牌必须能出，下一位玩家按你说的数字接牌。鸡百搭当 3 时，就按鸡 3 来接。"]),
            ("倒转", &["倒转牌会反转方向：向上变向下，向下变向上。出牌时要说出新的方向。"]),
            ("加速", &["加速牌让参照牌沿当前方向前进一个家族。向上时，参照牌鸡 3 变成羊 3；向下时变成牛 3。"]),
            ("特殊牌加家族牌", &["特殊牌可以搭配一张家族牌一起出。特殊牌先生效；之后那张家族牌必须能接在新的参照牌上，或符合新的方向。单独出的特殊牌为下一位玩家改变参照牌或方向。组合里不能加特殊牌。"]),
            ("组合", &["组合是一次打出多张牌。顺序由你决定：第一张必须能接参照牌，之后每张都要能接前一张。组合里的百搭代表它所替代的牌。", "三条：两张相同的牌加上它们家族的百搭。其他每位玩家摸 3 张。", "四条：四个家族的同一数字，最多一张百搭。其他每位玩家摸 4 张。", "顺子：同一家族的 1 到 5，最多一张百搭。其他每位玩家摸 5 张。", "皇家顺子：同一家族的 1 到 5，再加该家族的百搭。其他每位玩家摸 6 张。", "组合之后，下一位玩家不是接组合的最后一张，而是接沿当前方向前进一个家族的同一张牌，和加速一样。"]),
            ("抢出", &["3 人及以上时，刚有一张数字牌被单独或与特殊牌一起打出，持有完全相同的牌（同家族、同数字；百搭不算）的其他玩家都可以立刻打出，抢在轮到的玩家之前。之后从抢出的玩家继续。多人同时抢时，最快的人算数。", "不能抢出自己刚出的牌，也不能抢百搭或组合；轮到的玩家行动之后也不能再抢。用不相同的牌抢出算犯规：你摸 2 张（只剩一张时摸 4 张），那张牌留在手里，原本轮到的玩家照常出牌。"]),
            ("不出牌", &["不能或不想出牌时，摸 2 张牌，轮到下一位。手里只剩一张时改摸 4 张。"]),
            ("计时", &["每次出牌有 5 秒。超时就摸 2 张（只剩一张时摸 4 张），轮到下一位。开局界面可以放宽时间或关闭计时。"]),
            ("“Swaks！”", &["出牌后只剩一张时，要在这次出牌时喊“Swaks！”。如果忘了，在下一位玩家行动或有人抢出之前，其他任何玩家都可以对你喊“Swaks！”，你就要摸 4 张。"]),
            ("出完", &["最后一张牌必须是带数字的家族牌，不能是百搭或特殊牌。用组合出完时也一样：组合的最后一张必须是数字牌。最先出完手牌的玩家赢得本轮，得 1 分。"]),
            ("摸牌堆用完", &["摸牌堆空了时，把弃牌堆除顶上一张以外的牌洗匀，作为新的摸牌堆。仍然不够时，有多少摸多少。"]),
            ("轮与比赛", &["一轮结束后，大家保留手牌；其余的牌洗匀，每人手牌再补到发牌张数。第一轮的先手随机决定，之后每轮由下一个座位先出。", "开局参照牌是从摸牌堆翻出的第一张数字家族牌；在它之前翻出的百搭和特殊牌压在它下面。最先达到 3、5 或 10 分比赛目标的玩家赢得比赛。"]),
            ("多人共用一台设备", &["多人共用一台设备时，每副手牌只给它的主人看，设备在回合之间传递。因此，抢出和对别人喊“Swaks！”只提供给手持设备、且屏幕上正显示自己手牌的人。电脑玩家仍会抢出和喊“Swaks！”。"]),
        ],
    }
}

/// A card of the examples, with a joker's declared number.
type Shown = (CardId, Option<u8>);

/// The face `number` of `family`.
const fn face(family: Family, number: u8) -> Face {
    Face { family, number }
}

/// The first copy of the numbered card `number` of `family`.
const fn numbered(family: Family, number: u8) -> Shown {
    (CardId::number(face(family, number), 0), None)
}

/// One example of each combination (S9), its cards in an order that chains going up.
pub fn examples() -> [(Combination, Vec<Shown>); 4] {
    use Family::{Cochon, Mouton, Vache};
    [
        (
            Combination::Triple,
            vec![
                numbered(Mouton, 3),
                (CardId::number(face(Mouton, 3), 1), None),
                (CardId::joker(Mouton), Some(3)),
            ],
        ),
        (
            Combination::Carre,
            Family::ALL.iter().map(|&f| numbered(f, 4)).collect(),
        ),
        (
            Combination::Suite,
            (1..=5).map(|n| numbered(Cochon, n)).collect(),
        ),
        (
            Combination::SuiteRoyale,
            (1..=5)
                .map(|n| numbered(Vache, n))
                .chain([(CardId::joker(Vache), Some(5))])
                .collect(),
        ),
    ]
}

/// The rules of Swaks: the ladder both ways, one example of each combination, then the text.
#[component]
pub fn SwaksRules() -> impl IntoView {
    let app = use_app();
    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", GameKind::Swaks.name(), app.t(Key::Rules))) />
        <article class="panel rules swaks-rules">
            <div class="swaks-rules-ladders">
                <LadderView reference=face(Family::Poule, 3) direction=Direction::Up />
                <LadderView reference=face(Family::Mouton, 3) direction=Direction::Down />
            </div>
            <div class="swaks-combos">
                {examples().into_iter().map(|(kind, cards)| view! {
                    <figure class="swaks-combo">
                        <figcaption>{move || {
                            let lang = app.lang.get();
                            let draw = fill(Word::OthersDraw.text(lang), &[("n", &kind.size().to_string())]);
                            format!("{} · {draw}", combination_name(lang, kind))
                        }}</figcaption>
                        <ul class="card-row swaks-combo-cards">
                            {cards.into_iter().map(|(card, declared)| view! { <li><SwaksCard card declared /></li> }).collect_view()}
                        </ul>
                    </figure>
                }).collect_view()}
            </div>
            <RulesText sections />
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::swaks::{follows, Card};

    #[test]
    fn every_language_has_the_same_sections_and_its_punctuation() {
        crate::i18n::check_rules_page(sections);
    }

    #[test]
    fn the_examples_are_combinations_that_chain() {
        for (kind, cards) in examples() {
            assert_eq!(cards.len(), kind.size(), "{kind:?}");
            let faces: Vec<Face> = cards
                .iter()
                .map(|&(card, declared)| match (card.card(), declared) {
                    (Card::Number(f), None) => f,
                    (Card::Joker(family), Some(n)) => face(family, n),
                    other => panic!("{kind:?}: {other:?}"),
                })
                .collect();
            assert!(
                faces.windows(2).all(|w| follows(w[0], Direction::Up, w[1])),
                "{kind:?}"
            );
            let jokers = cards.iter().filter(|(_, d)| d.is_some()).count();
            let wanted = match kind {
                Combination::Triple | Combination::SuiteRoyale => 1,
                Combination::Carre | Combination::Suite => 0,
            };
            assert_eq!(jokers, wanted, "{kind:?}");
        }
    }

    /// The facts every language must state: the numbers of the deck, the hands, the
    /// penalties, the timer and the match targets.
    #[test]
    fn every_language_states_the_numbers() {
        for lang in Lang::ALL {
            let text: String = sections(lang)
                .iter()
                .flat_map(|(h, ps)| std::iter::once(*h).chain(ps.iter().copied()))
                .collect::<Vec<_>>()
                .join(" ");
            for number in ["44", "54", "58", "12", "20"] {
                assert!(text.contains(number), "{lang:?} lacks {number}");
            }
            assert!(text.contains("Swaks"), "{lang:?}");
        }
    }
}
