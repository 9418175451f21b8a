//! The motif gallery: all 130 motifs, each with how many cards show it (as a number and in
//! words), grouped by that count (three cards, two, one) or by outline, with a grey-scale switch
//! to check that nothing rests on colour. The motifs are drawn once the reader asks for them:
//! 130 drawings are the heaviest thing a rules page could draw on a slow phone, and most readers
//! come for the text. Within a count, motifs run by outline then pattern, so
//! look-alikes stand side by side; by outline, each group is one family of ten look-alikes.
//!
//! Its words live in its own table, so they load with Twin It!.

use super::art::names::outline_name;
use super::art::outline::Outline;
use super::art::Motif;
use crate::i18n::{capitalised, Lang};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::twinit::MotifId;

crate::i18n::messages! {
    /// A message of the motif gallery; its English text is its doc.
    GalleryKey {
        Title => ["The 130 motifs", "Les 130 motifs", "Die 130 Motive", "130 个图案"],
        Intro => ["Each motif is one of 13 outlines with one of 10 patterns. Motifs sharing an outline or a pattern look alike; colour only helps.", "Chaque motif associe l’un des 13 contours à l’un des 10 remplissages. Les motifs qui partagent un contour ou un remplissage se ressemblent\u{202f}; la couleur n’est qu’une aide.", "Jedes Motiv ist einer von 13 Umrissen mit einem von 10 Mustern. Motive mit gleichem Umriss oder gleichem Muster sehen sich ähnlich; die Farbe hilft nur.", "每个图案由 13 种轮廓之一和 10 种花纹之一组成。轮廓或花纹相同的图案彼此相似；颜色只是辅助。"],
        GroupBy => ["Group by", "Regrouper par", "Gruppieren nach", "分组方式"],
        ByCount => ["Number of cards", "Nombre de cartes", "Anzahl der Karten", "牌数"],
        ByOutline => ["Outline", "Contour", "Umriss", "轮廓"],
        Show => ["Show the motifs", "Afficher les motifs", "Motive zeigen", "显示图案"],
        Hide => ["Hide the motifs", "Masquer les motifs", "Motive ausblenden", "隐藏图案"],
        Grey => ["Grey scale", "Niveaux de gris", "Graustufen", "灰度显示"],
        OnThree => ["On three cards", "Sur trois cartes", "Auf drei Karten", "出现在三张牌上"],
        OnTwo => ["On two cards", "Sur deux cartes", "Auf zwei Karten", "出现在两张牌上"],
        OnOne => ["On one card only", "Sur une seule carte", "Auf nur einer Karte", "只出现在一张牌上"],
        OneCard => ["one card", "une carte", "eine Karte", "一张牌"],
        TwoCards => ["two cards", "deux cartes", "zwei Karten", "两张牌"],
        ThreeCards => ["three cards", "trois cartes", "drei Karten", "三张牌"],
        Motifs => ["{0} motifs", "{0} motifs", "{0} Motive", "{0} 个图案"],
    }
}

/// How the gallery groups the motifs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grouping {
    /// By how many cards show them: three, two, then one.
    ByCount,
    /// By outline, in the outlines' order.
    ByOutline,
}

/// What a group of the gallery gathers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heading {
    /// The motifs on this many cards.
    Count(u8),
    /// The motifs drawn with this outline.
    Outline(Outline),
}

impl Heading {
    /// The group's heading in `lang`.
    pub fn text(self, lang: Lang) -> String {
        match self {
            Heading::Count(3) => GalleryKey::OnThree.text(lang).to_string(),
            Heading::Count(2) => GalleryKey::OnTwo.text(lang).to_string(),
            Heading::Count(_) => GalleryKey::OnOne.text(lang).to_string(),
            Heading::Outline(outline) => capitalised(outline_name(lang, outline)),
        }
    }
}

/// "one card", "two cards" or "three cards" in `lang`.
pub fn count_words(lang: Lang, copies: u8) -> &'static str {
    match copies {
        3 => GalleryKey::ThreeCards,
        2 => GalleryKey::TwoCards,
        _ => GalleryKey::OneCard,
    }
    .text(lang)
}

/// The gallery's groups in order, each with its motifs in order.
pub fn groups(grouping: Grouping) -> Vec<(Heading, Vec<MotifId>)> {
    match grouping {
        Grouping::ByCount => [3, 2, 1]
            .into_iter()
            .map(|copies| {
                let mut motifs: Vec<MotifId> =
                    MotifId::all().filter(|m| m.copies() == copies).collect();
                tablee_rules::small_sort::sort_by_key(&mut motifs, |m| (m.outline(), m.pattern()));
                (Heading::Count(copies), motifs)
            })
            .collect(),
        Grouping::ByOutline => Outline::ALL
            .into_iter()
            .enumerate()
            .map(|(i, outline)| {
                let mut motifs: Vec<MotifId> = MotifId::all()
                    .filter(|m| usize::from(m.outline()) == i)
                    .collect();
                tablee_rules::small_sort::sort_by_key(&mut motifs, |m| m.pattern());
                (Heading::Outline(outline), motifs)
            })
            .collect(),
    }
}

/// One group: its heading with its size, and its motifs as a list.
fn group_view(lang: Lang, heading: Heading, motifs: Vec<MotifId>) -> impl IntoView {
    let size = GalleryKey::Motifs.fill(lang, &[&motifs.len().to_string()]);
    view! {
        <section class="tw-gallery-group">
            <h3>{heading.text(lang)} " " <small>{size}</small></h3>
            <ul class="tw-gallery-list">
                {motifs
                    .into_iter()
                    .map(|motif| {
                        let copies = motif.copies();
                        view! {
                            <li class="tw-gallery-item">
                                <Motif motif />
                                <span class="tw-gallery-count">
                                    <b aria-hidden="true">{format!("×{copies}")}</b>
                                    {count_words(lang, copies)}
                                </span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}

/// The gallery of every motif, with its grouping buttons and its grey-scale switch, drawn when
/// the reader opens it.
#[component]
pub fn MotifGallery() -> impl IntoView {
    let app = use_app();
    let open = RwSignal::new(false);
    let text = move |key: GalleryKey| key.text(app.lang.get());
    view! {
        <section class="tw-gallery" aria-labelledby="tw-gallery-title">
            <h2 id="tw-gallery-title">{move || text(GalleryKey::Title)}</h2>
            <p>{move || text(GalleryKey::Intro)}</p>
            <button
                type="button"
                class="button"
                aria-expanded=move || if open.get() { "true" } else { "false" }
                aria-controls="tw-gallery-motifs"
                data-testid="tw-gallery-open"
                on:click=move |_| open.update(|o| *o = !*o)
            >
                {move || text(if open.get() { GalleryKey::Hide } else { GalleryKey::Show })}
            </button>
            <div id="tw-gallery-motifs">{move || open.get().then(GalleryMotifs)}</div>
        </section>
    }
}

/// The gallery's tools and its motifs, grouped.
#[component]
fn GalleryMotifs() -> impl IntoView {
    let app = use_app();
    let grouping = RwSignal::new(Grouping::ByCount);
    let grey = RwSignal::new(false);
    let text = move |key: GalleryKey| key.text(app.lang.get());
    let pressed = |on: bool| if on { "true" } else { "false" };
    let choice = move |option: Grouping, key: GalleryKey| {
        view! {
            <button
                type="button"
                class="button"
                aria-pressed=move || pressed(grouping.get() == option)
                on:click=move |_| grouping.set(option)
            >
                {move || text(key)}
            </button>
        }
    };
    view! {
        <div class=move || if grey.get() { "tw-gallery-motifs tw-gallery--grey" } else { "tw-gallery-motifs" }>
            <div class="tw-gallery-tools">
                <span id="tw-gallery-group-by">{move || text(GalleryKey::GroupBy)}</span>
                <div role="group" aria-labelledby="tw-gallery-group-by">
                    {choice(Grouping::ByCount, GalleryKey::ByCount)}
                    " "
                    {choice(Grouping::ByOutline, GalleryKey::ByOutline)}
                </div>
                <button
                    type="button"
                    class="button"
                    aria-pressed=move || pressed(grey.get())
                    on:click=move |_| grey.update(|g| *g = !*g)
                >
                    {move || text(GalleryKey::Grey)}
                </button>
            </div>
            {move || {
                let lang = app.lang.get();
                groups(grouping.get())
                    .into_iter()
                    .map(|(heading, motifs)| group_view(lang, heading, motifs))
                    .collect_view()
            }}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twinit_gallery_words_are_complete() {
        crate::i18n::check_messages(GalleryKey::ALL, GalleryKey::text);
        assert_eq!(count_words(Lang::De, 3), "drei Karten");
        assert_eq!(Heading::Outline(Outline::Heart).text(Lang::Fr), "Cœur");
    }

    #[test]
    fn twinit_outline_headings_are_capitalised_as_the_standard_library_would() {
        for (heading, _) in groups(Grouping::ByOutline) {
            let Heading::Outline(outline) = heading else {
                panic!("{heading:?} in the grouping by outline");
            };
            for lang in Lang::ALL {
                let name = outline_name(lang, outline);
                let mut chars = name.chars();
                let first = chars.next().expect("a name");
                let expected: String = first.to_uppercase().chain(chars).collect();
                assert_eq!(heading.text(lang), expected, "{outline:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn twinit_gallery_shows_every_motif_once_in_either_grouping() {
        for grouping in [Grouping::ByCount, Grouping::ByOutline] {
            let mut seen: Vec<MotifId> = groups(grouping).into_iter().flat_map(|g| g.1).collect();
            seen.sort();
            assert_eq!(seen, MotifId::all().collect::<Vec<_>>(), "{grouping:?}");
        }
        let by_count: Vec<(Heading, usize)> = groups(Grouping::ByCount)
            .into_iter()
            .map(|(h, m)| (h, m.len()))
            .collect();
        assert_eq!(
            by_count,
            [
                (Heading::Count(3), 40),
                (Heading::Count(2), 60),
                (Heading::Count(1), 30)
            ]
        );
        for (heading, motifs) in groups(Grouping::ByOutline) {
            assert_eq!(motifs.len(), 10);
            assert!(motifs
                .iter()
                .all(|&m| Heading::Outline(Outline::of(m)) == heading));
        }
    }
}
