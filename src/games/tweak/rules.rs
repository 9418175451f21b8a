//! TWEAK's rules page, in the project's own words, with drawn cards.

use super::cards::TweakCard;
use crate::components::rules_text::RulesText;
use crate::components::top_bar::TopBar;
use crate::i18n::{Key, Lang};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tweak::{CardId, Colour};
use tablee_rules::GameKind;

/// The rules text: (heading, paragraphs) per section, per language. Listed in the registry
/// ([`crate::registry::GameEntry::rules_text`]), so it is part of the shell, not of the game's
/// chunk.
pub fn sections(lang: Lang) -> crate::i18n::RulesPage {
    match lang {
        Lang::En => &[
            ("Goal", &["Win cards by making sums that hit the target number. Red cards, fives and [T!] cards are worth more. Rounds are played until someone reaches the match total: 140 points with 2 players, 120 with 3, 100 with 4, 80 with 5, 60 with 6. The highest total wins; a tie at the top plays one more round."]),
            ("The cards", &["Six colours of nine number cards (1, 1, 2, 2, 3, 3, 4, 5, 6), ten [T!] action cards (4 Thieves, 3 Jokers, 2 Shifters, 1 Bomb) and a blue 7 that always lies under the deck. Each number card has a target from 7 to 10 on its back. Two or three players use red and three other colours, four players red and four others, five or six players all six; the set-up screen can change the number of colours."]),
            ("A round", &["Everyone gets 3 cards and 2 cards go face up on the table. The target is the number on the back of the deck's top card; once the deck is empty it is the blue 7. The player after the dealer starts, then play goes round the table."]),
            ("Your turn", &["Either make a sum: exactly one card from your hand plus one or more table cards adding up exactly to the target. You win those cards. If your sum uses every card on the table, that is a TWEAK and you win the top [T!] card. Or, if you make no sum, put one hand card face up on the table. Nothing forces you to take a sum you could make.", "Then refill your hand to 3 cards from the deck, and if the table is empty, 2 cards go from the deck to the table. When the deck is empty nobody refills and the target stays 7; players keep playing with what they hold, and a player with no card is skipped. The round ends when the deck and every hand are empty; cards left on the table score for nobody."]),
            ("[T!] cards", &["Once per turn, before your sum or your placed card, you may play one [T!] card you won on an earlier turn, as long as you still hold a card. Thief: a random card from the hand of an opponent of your choice goes face up to the table. Joker: the target is one more or one less for this turn. Shifter: the deck's top card goes face up to the table and the next card's back becomes the target (not possible once the deck is empty). Bomb: every other player holding a card puts one card of their choice face up on the table. A player whose hand was emptied this way draws back to 3 but skips their next turn."]),
            ("Scoring", &["Each won number card is worth 1, a red card 3, a five of another colour 4 and the red five 5. Every [T!] card you won is worth 2, whether you used it or not."]),
        ],
        Lang::Fr => &[
            ("But", &["Gagnez des cartes en formant des sommes égales à la cible. Les cartes rouges, les 5 et les cartes [T!] valent plus. On joue des manches jusqu’à ce que quelqu’un atteigne le total de la partie : 140 points à 2 joueurs, 120 à 3, 100 à 4, 80 à 5, 60 à 6. Le plus haut total gagne ; en cas d’égalité en tête, on joue une manche de plus."]),
            ("Les cartes", &["Six couleurs de neuf cartes numérotées (1, 1, 2, 2, 3, 3, 4, 5, 6), dix cartes action [T!] (4 Voleurs, 3 Jokers, 2 Shifters, 1 Bombe) et un 7 bleu toujours sous la pioche. Chaque carte numérotée porte au dos une cible de 7 à 10. À 2 ou 3 joueurs on utilise le rouge et trois autres couleurs, à 4 le rouge et quatre autres, à 5 ou 6 les six ; l’écran de préparation permet de changer le nombre de couleurs."]),
            ("Une manche", &["Chacun reçoit 3 cartes et 2 cartes sont posées face visible sur la table. La cible est le nombre au dos de la carte du dessus de la pioche ; quand la pioche est vide, c’est le 7 bleu. Le joueur après le donneur commence, puis on tourne autour de la table."]),
            ("Votre tour", &["Soit vous formez une somme : exactement une carte de votre main et une ou plusieurs cartes de la table dont le total fait exactement la cible. Vous gagnez ces cartes. Si votre somme utilise toutes les cartes de la table, c’est un TWEAK et vous gagnez la carte [T!] du dessus. Soit, sans somme, vous posez une carte de votre main face visible sur la table. Rien ne vous oblige à prendre une somme possible.", "Ensuite vous complétez votre main à 3 cartes depuis la pioche, puis, si la table est vide, 2 cartes de la pioche vont sur la table. Quand la pioche est vide, personne ne complète plus et la cible reste 7 ; on continue avec ce qu’on a en main, et un joueur sans carte passe son tour. La manche se termine quand la pioche et toutes les mains sont vides ; les cartes restées sur la table ne comptent pour personne."]),
            ("Cartes [T!]", &["Une fois par tour, avant votre somme ou votre carte posée, vous pouvez jouer une carte [T!] gagnée lors d’un tour précédent, tant qu’il vous reste une carte en main. Voleur : une carte au hasard de la main d’un adversaire de votre choix va sur la table. Joker : la cible vaut un de plus ou un de moins pour ce tour. Shifter : la carte du dessus de la pioche va sur la table et le dos de la suivante devient la cible (impossible quand la pioche est vide). Bombe : chaque autre joueur qui a une carte en pose une de son choix sur la table. Un joueur dont la main a été vidée ainsi recomplète à 3 mais passe son prochain tour."]),
            ("Points", &["Chaque carte numérotée gagnée vaut 1, une carte rouge 3, un 5 d’une autre couleur 4 et le 5 rouge 5. Chaque carte [T!] gagnée vaut 2, utilisée ou non."]),
        ],
        Lang::De => &[
            ("Ziel", &["Gewinne Karten, indem du Summen bildest, die genau das Ziel treffen. Rote Karten, Fünfer und [T!]-Karten zählen mehr. Es werden Runden gespielt, bis jemand die Partiesumme erreicht: 140 Punkte zu zweit, 120 zu dritt, 100 zu viert, 80 zu fünft, 60 zu sechst. Die höchste Summe gewinnt; bei Gleichstand an der Spitze folgt noch eine Runde."]),
            ("Die Karten", &["Sechs Farben mit je neun Zahlenkarten (1, 1, 2, 2, 3, 3, 4, 5, 6), zehn [T!]-Aktionskarten (4 Diebe, 3 Joker, 2 Schieber, 1 Bombe) und eine blaue 7, die immer unter dem Stapel liegt. Jede Zahlenkarte trägt auf der Rückseite ein Ziel von 7 bis 10. Zu zweit oder dritt spielt man mit Rot und drei weiteren Farben, zu viert mit Rot und vier weiteren, zu fünft oder sechst mit allen; die Vorbereitung erlaubt eine andere Farbanzahl."]),
            ("Eine Runde", &["Alle bekommen 3 Karten, 2 Karten kommen offen auf den Tisch. Das Ziel ist die Zahl auf der Rückseite der obersten Stapelkarte; ist der Stapel leer, gilt die blaue 7. Die Person nach der gebenden beginnt, dann geht es reihum."]),
            ("Dein Zug", &["Entweder bildest du eine Summe: genau eine Handkarte und eine oder mehrere Tischkarten, die zusammen genau das Ziel ergeben. Diese Karten gewinnst du. Nimmt deine Summe alle Tischkarten, ist das ein TWEAK und du gewinnst die oberste [T!]-Karte. Oder du legst ohne Summe eine Handkarte offen auf den Tisch. Niemand muss eine mögliche Summe nehmen.", "Danach füllst du deine Hand vom Stapel auf 3 Karten auf; ist der Tisch leer, kommen 2 Stapelkarten auf den Tisch. Ist der Stapel leer, füllt niemand mehr auf und das Ziel bleibt 7; gespielt wird mit dem, was man hat, und wer keine Karte hat, setzt aus. Die Runde endet, wenn Stapel und alle Hände leer sind; Karten auf dem Tisch zählen für niemanden."]),
            ("[T!]-Karten", &["Einmal pro Zug, vor deiner Summe oder deiner abgelegten Karte, darfst du eine in einem früheren Zug gewonnene [T!]-Karte spielen, solange du noch eine Karte hast. Dieb: Eine zufällige Karte aus der Hand einer Person deiner Wahl kommt auf den Tisch. Joker: Das Ziel ist in diesem Zug eins höher oder niedriger. Schieber: Die oberste Stapelkarte kommt auf den Tisch, die Rückseite der nächsten wird das Ziel (nicht bei leerem Stapel). Bombe: Alle anderen mit Karten legen je eine Karte ihrer Wahl auf den Tisch. Wessen Hand so geleert wurde, füllt auf 3 auf, setzt aber den nächsten Zug aus."]),
            ("Wertung", &["Jede gewonnene Zahlenkarte zählt 1, eine rote 3, eine Fünf anderer Farbe 4 und die rote Fünf 5. Jede gewonnene [T!]-Karte zählt 2, ob benutzt oder nicht."]),
        ],
        Lang::Zh => &[
            ("目标", &["用凑出目标数的“和”来赢牌。红色牌、5 和 [T!] 牌分值更高。一轮接一轮地玩，直到有人达到比赛总分：2 人 140 分，3 人 120 分，4 人 100 分，5 人 80 分，6 人 60 分。总分最高者获胜；最高分相同时再加赛一轮。"]),
            ("牌", &["六种颜色各九张数字牌（1、1、2、2、3、3、4、5、6），十张 [T!] 行动牌（4 张小偷、3 张小丑、2 张转移、1 张炸弹），以及一张始终压在牌堆底下的蓝色 7。每张数字牌背面印有 7 到 10 的目标数。2–3 人用红色加另外三种颜色，4 人用红色加另外四种，5–6 人用全部六种；开局界面可以调整颜色数。"]),
            ("一轮", &["每人发 3 张牌，桌上翻开 2 张。目标数是牌堆顶牌背面的数字；牌堆空了就是蓝色 7。发牌者的下家先行，然后依次进行。"]),
            ("你的回合", &["要么凑一个和：恰好一张手牌加一张或多张桌面牌，总和正好等于目标数，你赢得这些牌。如果用上了桌面所有的牌，就是 TWEAK，你还赢得最上面的一张 [T!] 牌。要么，不凑和时，把一张手牌翻开放到桌上。能凑和也可以不凑。", "之后从牌堆把手牌补到 3 张；若桌面空了，再从牌堆翻 2 张到桌上。牌堆空后不再补牌，目标数保持 7；大家用手上的牌继续，没有手牌的玩家跳过。牌堆和所有手牌都空时本轮结束；桌上剩下的牌不计分。"]),
            ("[T!] 牌", &["每回合一次，在凑和或放牌之前，只要手上还有牌，就可以打出一张在之前回合赢得的 [T!] 牌。小偷：从你选择的对手手牌中随机一张翻到桌上。小丑：本回合目标数加一或减一。转移：牌堆顶牌翻到桌上，下一张的背面成为目标数（牌堆空时不能用）。炸弹：其他每位有牌的玩家各选一张手牌放到桌上。因此手牌被清空的玩家补回 3 张，但跳过下一个回合。"]),
            ("计分", &["赢得的每张数字牌 1 分，红色牌 3 分，其他颜色的 5 为 4 分，红色 5 为 5 分。每张赢得的 [T!] 牌 2 分，无论是否用过。"]),
        ],
    }
}

/// The rules of TWEAK with a drawn example of each kind of card.
#[component]
pub fn TweakRules() -> impl IntoView {
    let app = use_app();
    let examples = [
        CardId::number(Colour::Orange, 2),
        CardId::number(Colour::Red, 4),
        CardId::number(Colour::Blue, 7),
        CardId::number(Colour::Red, 7),
        CardId::actions().next().expect("[T!] cards exist"),
    ];
    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", GameKind::Tweak.name(), app.t(Key::Rules))) />
        <article class="panel rules">
            <ul class="card-row rules-cards">
                {examples.into_iter().map(|card| view! { <li><TweakCard card /></li> }).collect_view()}
            </ul>
            <RulesText sections />
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_the_same_sections_and_its_punctuation() {
        crate::i18n::check_rules_page(sections);
    }
}
