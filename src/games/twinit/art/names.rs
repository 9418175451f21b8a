//! The motifs' names for screen readers, in the app's four languages: an outline's name put in
//! its pattern's phrase ("striped heart", "cœur à rayures", "Herz mit Streifen", "条纹心形").
//! The phrases are chosen to need no agreement (French "à rayures", "sans motif"; German "mit
//! …", or after a comma), so composing them takes no grammar.

use super::outline::Outline;
use super::pattern::Pattern;
use crate::i18n::Lang;
use tablee_rules::twinit::MotifId;

crate::i18n::messages! {
    /// An outline's name, or a pattern's phrase round `{0}` (the outline's name); its English
    /// text is its doc.
    MotifWord {
        Circle => ["circle", "cercle", "Kreis", "圆形"],
        Square => ["square", "carré", "Quadrat", "正方形"],
        Diamond => ["diamond", "losange", "Raute", "菱形"],
        Triangle => ["triangle", "triangle", "Dreieck", "三角形"],
        Star => ["star", "étoile", "Stern", "星形"],
        Heart => ["heart", "cœur", "Herz", "心形"],
        Drop => ["drop", "goutte", "Tropfen", "水滴"],
        MoonRight => ["crescent opening right", "croissant ouvert à droite", "nach rechts offene Mondsichel", "右开口月牙"],
        MoonLeft => ["crescent opening left", "croissant ouvert à gauche", "nach links offene Mondsichel", "左开口月牙"],
        ArrowUp => ["arrow pointing up", "flèche vers le haut", "Pfeil nach oben", "向上箭头"],
        ArrowRight => ["arrow pointing right", "flèche vers la droite", "Pfeil nach rechts", "向右箭头"],
        Cloud => ["cloud", "nuage", "Wolke", "云朵"],
        Leaf => ["leaf", "feuille", "Blatt", "树叶"],
        Empty => ["empty {0}", "{0} sans motif", "{0} ohne Muster", "空心{0}"],
        Solid => ["solid {0}", "{0} tout en couleur", "{0}, ganz ausgefüllt", "实心{0}"],
        Stripes => ["striped {0}", "{0} à rayures", "{0} mit Streifen", "条纹{0}"],
        Dots => ["polka-dot {0}", "{0} à pois", "{0} mit Punkten", "圆点{0}"],
        Checks => ["checked {0}", "{0} à carreaux", "{0} mit Karos", "格子{0}"],
        Rings => ["{0} with rings", "{0} à anneaux", "{0} mit Ringen", "圆环{0}"],
        Half => ["half-filled {0}", "{0}, moitié haute en couleur", "{0}, obere Hälfte ausgefüllt", "上半实心{0}"],
        Hatch => ["cross-hatched {0}", "{0} à hachures", "{0} mit Schraffur", "网纹{0}"],
        Dot => ["{0} with a centre dot", "{0} à point central", "{0} mit Mittelpunkt", "中心点{0}"],
        Waves => ["{0} with waves", "{0} à vagues", "{0} mit Wellen", "波浪{0}"],
    }
}

/// An outline's name: "heart", "cœur", "Herz", "心形".
pub fn outline_name(lang: Lang, outline: Outline) -> &'static str {
    match outline {
        Outline::Circle => MotifWord::Circle,
        Outline::Square => MotifWord::Square,
        Outline::Diamond => MotifWord::Diamond,
        Outline::Triangle => MotifWord::Triangle,
        Outline::Star => MotifWord::Star,
        Outline::Heart => MotifWord::Heart,
        Outline::Drop => MotifWord::Drop,
        Outline::MoonRight => MotifWord::MoonRight,
        Outline::MoonLeft => MotifWord::MoonLeft,
        Outline::ArrowUp => MotifWord::ArrowUp,
        Outline::ArrowRight => MotifWord::ArrowRight,
        Outline::Cloud => MotifWord::Cloud,
        Outline::Leaf => MotifWord::Leaf,
    }
    .text(lang)
}

/// A pattern's phrase, with `{0}` for the outline's name.
const fn pattern_phrase(pattern: Pattern) -> MotifWord {
    match pattern {
        Pattern::Empty => MotifWord::Empty,
        Pattern::Solid => MotifWord::Solid,
        Pattern::Stripes => MotifWord::Stripes,
        Pattern::Dots => MotifWord::Dots,
        Pattern::Checks => MotifWord::Checks,
        Pattern::Rings => MotifWord::Rings,
        Pattern::Half => MotifWord::Half,
        Pattern::Hatch => MotifWord::Hatch,
        Pattern::Dot => MotifWord::Dot,
        Pattern::Waves => MotifWord::Waves,
    }
}

/// A motif's name: "striped heart", "cœur à rayures", "Herz mit Streifen", "条纹心形".
pub fn motif_name(lang: Lang, motif: MotifId) -> String {
    pattern_phrase(Pattern::of(motif)).fill(lang, &[outline_name(lang, Outline::of(motif))])
}
