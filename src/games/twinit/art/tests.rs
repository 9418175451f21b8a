//! The motifs' tests: no two motifs alike without colour (by their drawing's parameters and by
//! their markup), a name for each in every language, the mirrored and turned outlines, markup
//! that parses, and (ignored, run by hand) a sheet of all 130 to look at.

use super::names::{motif_name, MotifWord};
use super::outline::{Outline, Turn};
use super::pattern::Pattern;
use super::*;
use crate::i18n::Lang;
use std::collections::HashSet;

/// A motif as a whole `<svg>`, as [`Motif`] renders it (the label aside).
fn svg(motif: MotifId, clip_id: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"{}\" viewBox=\"0 0 32 32\">{}</svg>",
        motif_class(motif),
        motif_markup(motif, clip_id)
    )
}

/// `markup` without its colour class.
fn without_colour(markup: &str) -> String {
    (0..COLOURS).fold(markup.to_string(), |m, c| {
        m.replace(&format!(" tw-c{c}"), "")
    })
}

#[test]
fn twinit_motifs_differ_by_drawing_parameters_without_colour() {
    let params: HashSet<_> = MotifId::all()
        .map(|m| {
            let (outline, pattern) = (Outline::of(m), Pattern::of(m));
            (
                outline.shape().d,
                outline.turn(),
                pattern.layers(),
                pattern.centred(),
            )
        })
        .collect();
    assert_eq!(params.len(), 130);
    // The grid itself: each outline and each pattern drawn differently.
    let outlines: HashSet<_> = Outline::ALL
        .iter()
        .map(|o| (o.shape().d, o.turn()))
        .collect();
    let patterns: HashSet<_> = Pattern::ALL.iter().map(|p| p.layers()).collect();
    assert_eq!((outlines.len(), patterns.len()), (13, 10));
}

#[test]
fn twinit_motifs_differ_as_markup_without_colour() {
    let mut seen = HashSet::new();
    for motif in MotifId::all() {
        let coloured = svg(motif, "k");
        let plain = without_colour(&coloured);
        assert_ne!(plain, coloured, "{motif:?} has a colour class");
        assert!(!plain.contains("tw-c"), "{motif:?}");
        assert!(
            seen.insert(plain),
            "{motif:?} looks like another without colour"
        );
    }
    // Colour only helps: several motifs of each colour, look-alikes among them.
    for c in 0..COLOURS {
        let same: Vec<MotifId> = MotifId::all().filter(|&m| colour(m) == c).collect();
        assert!(same.len() > 15, "colour {c}");
        assert!(same.iter().any(|&a| same.iter().any(|&b| a.looks_like(b))));
    }
}

#[test]
fn twinit_outlines_include_mirrored_and_turned_variants() {
    let variants: Vec<(Outline, Outline, Turn)> = Outline::ALL
        .iter()
        .flat_map(|&a| Outline::ALL.iter().map(move |&b| (a, b)))
        .filter(|(a, b)| a.turn() == Turn::Upright && a != b && a.shape() == b.shape())
        .map(|(a, b)| (a, b, b.turn()))
        .collect();
    assert_eq!(
        variants,
        [
            (Outline::Square, Outline::Diamond, Turn::Eighth),
            (Outline::MoonRight, Outline::MoonLeft, Turn::Mirror),
            (Outline::ArrowUp, Outline::ArrowRight, Turn::Quarter),
        ]
    );
    assert_eq!(Turn::Mirror.apply((10.0, 16.0)), (22.0, 16.0));
    assert_eq!(
        Turn::Quarter.apply((16.0, 2.0)),
        (30.0, 16.0),
        "the tip points right"
    );
    let (x, y) = Turn::Eighth.apply((5.5, 5.5));
    assert!(
        (x - 16.0).abs() < 1e-4 && y > 0.5 && y < 2.0,
        "the corner goes up"
    );
    for outline in Outline::ALL {
        let (x, y) = outline.centre();
        assert!(
            (4.0..=28.0).contains(&x) && (4.0..=28.0).contains(&y),
            "{outline:?}"
        );
    }
}

#[test]
fn twinit_motifs_have_distinct_names_in_every_language() {
    crate::i18n::check_messages(MotifWord::ALL, MotifWord::text);
    for lang in Lang::ALL {
        let names: HashSet<String> = MotifId::all().map(|m| motif_name(lang, m)).collect();
        assert_eq!(names.len(), 130, "{lang:?}");
        assert!(names.iter().all(|n| !n.contains('{')), "{lang:?}");
    }
    let heart = MotifId(5 + 13 * 2);
    assert_eq!(motif_name(Lang::En, heart), "striped heart");
    assert_eq!(motif_name(Lang::Fr, heart), "cœur à rayures");
    assert_eq!(motif_name(Lang::De, heart), "Herz mit Streifen");
    assert_eq!(motif_name(Lang::Zh, heart), "条纹心形");
}

/// How many tags `markup` has, if they nest and close properly, with every attribute's
/// quotes paired; an error naming the first fault otherwise.
fn check_tags(markup: &str) -> Result<usize, String> {
    let mut open: Vec<&str> = Vec::new();
    let mut count = 0;
    let mut rest = markup;
    while let Some(start) = rest.find('<') {
        if !rest[..start].trim().is_empty() {
            return Err(format!("text outside tags: {:?}", &rest[..start]));
        }
        let end = rest[start..].find('>').ok_or("unclosed tag")? + start;
        let tag = &rest[start + 1..end];
        if !tag.matches('"').count().is_multiple_of(2) || tag.contains('<') {
            return Err(format!("bad tag {tag:?}"));
        }
        if let Some(name) = tag.strip_prefix('/') {
            if open.pop() != Some(name) {
                return Err(format!("</{name}> closes nothing"));
            }
        } else if !tag.ends_with('/') {
            open.push(tag.split(' ').next().unwrap_or(tag));
        }
        count += 1;
        rest = &rest[end + 1..];
    }
    if open.is_empty() && rest.trim().is_empty() {
        Ok(count)
    } else {
        Err(format!("left open: {open:?}"))
    }
}

#[test]
fn twinit_motif_markup_is_well_formed() {
    assert!(check_tags("<g><path/></g>").is_ok());
    assert!(check_tags("<g><path></g>").is_err());
    assert!(check_tags("<g d=\"1></g>").is_err());
    for motif in MotifId::all() {
        let markup = svg(motif, "tw-k9");
        assert!(check_tags(&markup).is_ok(), "{motif:?}: {markup}");
        assert_eq!(markup.matches("id=\"tw-k9\"").count(), 1);
        assert_eq!(markup.matches("url(#tw-k9)").count(), 1);
    }
    assert_ne!(fresh_clip_id(), fresh_clip_id());
}

#[test]
fn twinit_motif_drawings_stay_small() {
    let paths: HashSet<&str> = Outline::ALL
        .iter()
        .map(|o| o.shape().d)
        .chain(
            Pattern::ALL
                .iter()
                .flat_map(|p| p.layers().iter().map(|l| l.1)),
        )
        .collect();
    let total: usize = paths.iter().map(|d| d.len()).sum();
    assert!(total < 1600, "{total} bytes of path data");
}

/// Writes `/tmp/motifs.html` and `/tmp/motifs-grey.html`: the 130 motifs as a grid (outlines
/// across, patterns down) at 64 and 40 px on card-like tiles, to look at or screenshot.
#[test]
#[ignore = "writes a file to look at"]
fn twinit_write_motif_sheet() {
    let mut id = 0;
    let mut tiles = String::new();
    for size in [64, 40] {
        for pattern in 0..10 {
            tiles.push_str("<div class=row>");
            for outline in 0..13 {
                let motif = MotifId(pattern * 13 + outline);
                id += 1;
                let _ = write!(
                    tiles,
                    "<div class=card><svg class=\"{}\" viewBox=\"0 0 32 32\" width=\"{size}\" \
                     height=\"{size}\" role=\"img\" aria-label=\"{}\">{}</svg></div>",
                    motif_class(motif),
                    motif_name(Lang::En, motif),
                    motif_markup(motif, &format!("k{id}"))
                );
            }
            tiles.push_str("</div>");
        }
    }
    for (file, extra) in [
        ("/tmp/motifs.html", ""),
        ("/tmp/motifs-grey.html", "body{filter:grayscale(1)}"),
    ] {
        let page = format!(
            "<!doctype html><meta charset=utf-8><title>Twin It! motifs</title><style>{ART_STYLE}\
             body{{background:#f6f1e7;margin:8px}}.row{{display:flex;gap:6px;margin:6px}}\
             .card{{background:#fffdf8;border-radius:6px;padding:3px;box-shadow:0 1px 2px #0003}}\
             {extra}</style>{tiles}"
        );
        std::fs::write(file, page).expect("write the sheet");
    }
}
