//! Tüfteln's rules page, in the project's own words, with drawn examples.

use super::tile_view::TileView;
use crate::components::rules_text::RulesText;
use crate::components::top_bar::TopBar;
use crate::i18n::{Key, Lang, Plural};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tuefteln::{Side, SquareKind, Tile};
use tablee_rules::GameKind;

/// One worked example: the four numbers of a square, clockwise from top-left, and its kind.
const EXAMPLES: [([u8; 4], SquareKind); 8] = [
    ([4, 1, 2, 6], SquareKind::Mix),
    ([6, 6, 3, 4], SquareKind::Pair),
    ([2, 5, 5, 2], SquareKind::TwoPairs),
    ([6, 3, 6, 3], SquareKind::Cross),
    ([2, 2, 2, 2], SquareKind::Four),
    ([4, 5, 6, 3], SquareKind::Straight),
    ([3, 3, 3, 1], SquareKind::Triple),
    ([5, 1, 5, 2], SquareKind::DiagonalPair),
];

/// The rules text: (heading, paragraphs) per section, per language. Listed in the registry
/// ([`crate::registry::GameEntry::rules_text`]), so it is part of the shell, not of the game's
/// chunk.
pub fn sections(lang: Lang) -> crate::i18n::RulesPage {
    match lang {
        Lang::En => &[
            ("Goal", &["Every player fills their own tile of nine small squares (2 by 2 cells each) with dice numbers. When all 36 cells are full, each square scores on its own. The highest total wins; equal top totals share the win."]),
            ("A round", &["Two dice are rolled once for everyone. Each player writes both numbers, in the order they like, into two free cells of their tile. After 15 rounds every cell is full. The dice pass to the next player each round."]),
            ("Side A", &["Six cells already show the numbers 1 to 6. The other cells are white or blue. Both numbers go either into any two free white cells (the same square is fine) or into the two blue cells joined by one bridge."]),
            ("Side B", &["Six printed numbers again; the other 30 cells come in five colours, six of each, each colour with its own symbol. Both numbers go into two free cells of the same colour."]),
            ("Scoring a square", &["Four equal: 4er, 5 points. Two pairs sitting on the diagonals: Cross, 4. Two pairs side by side: 2er + 2er, 3. One pair side by side plus two different numbers: 2er, 2. Four different numbers running up by one clockwise from any cell: Str, 6. Any other four different numbers: Mix, 1. Three equal numbers, or a single pair placed on a diagonal, score nothing.", "Score all six kinds (Mix, 2er, 2er + 2er, Cross, 4er, Str) at least once for a 7-point bonus."]),
            ("Playing alone", &["The solo rating: up to 25 novice, 26–30 welcome to the club, 31–34 not bad, 35–37 good, 38–40 very strong, 41–42 excellent, 43–44 pro, 45–46 world class, 47–50 legendary, 51 or more extraterrestrial."]),
        ],
        Lang::Fr => &[
            ("But", &["Chaque joueur remplit sa propre tuile de neuf petits carrés (de 2 sur 2 cases) avec des chiffres de dés. Quand les 36 cases sont pleines, chaque carré rapporte ses points séparément. Le plus haut total gagne ; les ex æquo en tête partagent la victoire."]),
            ("Une manche", &["On lance deux dés une seule fois pour tout le monde. Chacun écrit les deux chiffres, dans l’ordre qu’il veut, dans deux cases libres de sa tuile. Après 15 manches, tout est rempli. Les dés passent au joueur suivant à chaque manche."]),
            ("Face A", &["Six cases portent déjà les chiffres 1 à 6. Les autres sont blanches ou bleues. Les deux chiffres vont soit dans deux cases blanches libres quelconques (le même carré est permis), soit dans les deux cases bleues reliées par un même pont."]),
            ("Face B", &["Toujours six chiffres imprimés ; les 30 autres cases ont cinq couleurs, six de chaque, chacune avec son symbole. Les deux chiffres vont dans deux cases libres de même couleur."]),
            ("Compter un carré", &["Quatre identiques : 4er, 5 points. Deux paires posées sur les diagonales : Cross, 4. Deux paires côte à côte : 2er + 2er, 3. Une paire côte à côte et deux chiffres différents : 2er, 2. Quatre chiffres différents qui montent de un en un dans le sens horaire à partir d’une case : Str, 6. Quatre autres chiffres différents : Mix, 1. Trois identiques, ou une seule paire en diagonale, ne rapportent rien.", "Réussir les six figures (Mix, 2er, 2er + 2er, Cross, 4er, Str) au moins une fois donne 7 points de bonus."]),
            ("Jouer seul", &["Évaluation en solo : jusqu’à 25 novice, 26–30 bienvenue au club, 31–34 pas mal, 35–37 bien, 38–40 très fort, 41–42 excellent, 43–44 pro, 45–46 classe mondiale, 47–50 légendaire, 51 et plus extraterrestre."]),
        ],
        Lang::De => &[
            ("Ziel", &["Alle füllen ihre eigene Tafel aus neun kleinen Quadraten (je 2 mal 2 Felder) mit Würfelzahlen. Sind alle 36 Felder voll, zählt jedes Quadrat für sich. Die höchste Summe gewinnt; bei Gleichstand an der Spitze wird der Sieg geteilt."]),
            ("Eine Runde", &["Zwei Würfel werden einmal für alle geworfen. Jede Person trägt beide Zahlen in beliebiger Reihenfolge in zwei freie Felder ihrer Tafel ein. Nach 15 Runden ist alles voll. Die Würfel wandern jede Runde weiter."]),
            ("Seite A", &["Sechs Felder zeigen schon die Zahlen 1 bis 6. Die übrigen sind weiß oder blau. Beide Zahlen kommen entweder in zwei beliebige freie weiße Felder (auch im selben Quadrat) oder in die zwei blauen Felder einer Brücke."]),
            ("Seite B", &["Wieder sechs vorgedruckte Zahlen; die anderen 30 Felder haben fünf Farben, je sechs, jede mit eigenem Symbol. Beide Zahlen kommen in zwei freie Felder derselben Farbe."]),
            ("Ein Quadrat werten", &["Vier gleiche: 4er, 5 Punkte. Zwei Paare auf den Diagonalen: Kreuz, 4. Zwei Paare nebeneinander: 2er + 2er, 3. Ein Paar nebeneinander und zwei andere Zahlen: 2er, 2. Vier verschiedene Zahlen, die im Uhrzeigersinn ab einem Feld um eins steigen: Str, 6. Andere vier verschiedene Zahlen: Mix, 1. Drei gleiche oder ein einzelnes Paar über Eck zählen nichts.", "Wer alle sechs Muster (Mix, 2er, 2er + 2er, Kreuz, 4er, Str) mindestens einmal hat, bekommt 7 Bonuspunkte."]),
            ("Allein spielen", &["Solo-Wertung: bis 25 Neuling, 26–30 willkommen im Club, 31–34 nicht schlecht, 35–37 gut, 38–40 sehr stark, 41–42 exzellent, 43–44 Profi, 45–46 Weltklasse, 47–50 legendär, ab 51 außerirdisch."]),
        ],
        Lang::Zh => &[
            ("目标", &["每位玩家在自己的板上填写骰子点数，板由九个 2×2 的小方格组成。36 个格子全部填满后，每个方格单独计分。总分最高者获胜；最高分相同则共享胜利。"]),
            ("每一轮", &["为所有人掷一次两颗骰子。每位玩家把两个数字按任意顺序写进自己板上的两个空格。15 轮后所有格子填满。每轮由下一位玩家掷骰。"]),
            ("A 面", &["有六个格子已印好 1 到 6。其余格子为白色或蓝色。两个数字要么写进任意两个空白格（可在同一方格），要么写进同一座桥连接的两个蓝格。"]),
            ("B 面", &["同样有六个印好的数字；其余 30 格分五种颜色，每色六格，各有自己的符号。两个数字必须写进两个同色的空格。"]),
            ("方格计分", &["四个相同：4er，5 分。两对分别在对角线上：交叉，4 分。两对相邻：2er + 2er，3 分。一对相邻加两个不同数字：2er，2 分。四个不同数字从某格起顺时针依次加一：顺子，6 分。其他四个不同数字：杂，1 分。三个相同，或仅有的一对位于对角，不得分。", "六种类型（杂、2er、2er + 2er、交叉、4er、顺子）各至少一次，可得 7 分奖励。"]),
            ("单人游戏", &["单人评级：25 分及以下新手，26–30 欢迎入会，31–34 还不错，35–37 好，38–40 很强，41–42 优秀，43–44 专业，45–46 世界级，47–50 传奇，51 分以上外星级。"]),
        ],
    }
}

/// The rules of Tüfteln with a drawn example of every kind of square.
#[component]
pub fn TueftelnRules() -> impl IntoView {
    let app = use_app();
    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", GameKind::Tuefteln.name(), app.t(Key::Rules))) />
        <article class="panel rules">
            <RulesText sections />
            <div class="rules-sides">
                {Side::ALL.into_iter().map(|side| {
                    let caption = if side == Side::A { Key::SideA } else { Key::SideB };
                    view! {
                        <figure class="rules-side">
                            <TileView tile=Signal::derive(move || Tile::new(side))
                                label=Signal::derive(move || app.t(caption).to_string()) />
                            <figcaption>{move || app.t(caption)}</figcaption>
                        </figure>
                    }
                }).collect_view()}
            </div>
            <ul class="rules-examples">
                {EXAMPLES.into_iter().map(|(values, kind)| view! {
                    <li class="rules-example">
                        <div class="mini-square" role="img"
                            aria-label=move || format!("{} {} {} {}: {}", values[0], values[1], values[2], values[3], app.t(super::names::kind(kind)))>
                            // Drawn in reading order: TL, TR, then BL, BR (the values are clockwise).
                            {[values[0], values[1], values[3], values[2]].into_iter().map(|v| view! { <span>{v}</span> }).collect_view()}
                        </div>
                        <span>{move || app.tn(Plural::KindPoints, kind.points(), &[app.t(super::names::kind(kind))])}</span>
                    </li>
                }).collect_view()}
            </ul>
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_examples_match_the_engine() {
        for (values, kind) in EXAMPLES {
            assert_eq!(SquareKind::classify(values), kind, "{values:?}");
        }
    }

    #[test]
    fn every_language_has_the_same_sections_and_its_punctuation() {
        crate::i18n::check_rules_page(sections);
    }

    #[test]
    fn example_captions_say_the_points_once() {
        let caption = |lang, kind| {
            Plural::KindPoints.fill(
                lang,
                SquareKind::points(kind),
                &[super::super::names::kind(kind).text(lang)],
            )
        };
        assert_eq!(caption(Lang::Fr, SquareKind::Triple), "triplé · 0 point");
        assert_eq!(caption(Lang::Fr, SquareKind::Mix), "Mix · 1 point");
        assert_eq!(
            caption(Lang::En, SquareKind::Triple),
            "three of a kind · 0 points"
        );
        assert_eq!(caption(Lang::De, SquareKind::Mix), "Mix · 1 Punkt");
        assert_eq!(caption(Lang::Zh, SquareKind::Straight), "顺子 · 6 分");
    }
}
