//! Twin It!'s 130 motifs drawn as small inline SVG, our own drawings: each motif is one of 13
//! outlines ([`outline`]) with one of 10 inner patterns ([`pattern`]), composed at run time by
//! one loop, so the chunk carries 10 shapes and 10 patterns, not 130 drawings. Two motifs always
//! differ by outline or pattern; their colour (one of six, from [`colour`]) only helps.
//!
//! A drawing is four parts: a clip path of the outline, the outline's pale ground, the pattern
//! clipped inside it, and the outline's dark stroke on top. [`motif_markup`] writes them as
//! markup (tested natively, and used by [`Motif`] as the inside of its `<svg>`).

pub mod names;
pub mod outline;
pub mod pattern;
#[cfg(test)]
mod tests;

use crate::components::svg_number::svg_number;
use crate::state::use_app;
use leptos::prelude::*;
use names::motif_name;
use outline::Outline;
use pattern::Pattern;
use std::fmt::Write;
use std::sync::atomic::{AtomicU32, Ordering};
use tablee_rules::twinit::MotifId;

/// The motifs' and the gallery's stylesheet (on the page with Twin It!'s own: see its `STYLE`),
/// for the gallery's test page.
#[cfg(test)]
pub const ART_STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/twinit-art.css"));

/// How many colours the motifs use (classes `tw-c0` to `tw-c5`).
pub const COLOURS: u16 = 6;

/// The colour of `motif` (`0..COLOURS`), spread so that look-alikes often share a colour and
/// colour never settles a match alone.
pub const fn colour(motif: MotifId) -> u16 {
    (motif.outline() + 2 * motif.pattern()) % COLOURS
}

/// The CSS classes of a motif's `<svg>`: `tw-motif` and its colour.
pub fn motif_class(motif: MotifId) -> String {
    format!("tw-motif tw-c{}", colour(motif))
}

/// The inside of a motif's `<svg viewBox="0 0 32 32">`: its outline as a clip path named
/// `clip_id` (which must be unique on the page), the pale ground, the pattern clipped inside,
/// then the outline's stroke.
pub fn motif_markup(motif: MotifId, clip_id: &str) -> String {
    let outline = Outline::of(motif);
    let pattern = Pattern::of(motif);
    let d = outline.shape().d;
    let turn = match outline.turn().transform() {
        "" => String::new(),
        t => format!(" transform=\"{t}\""),
    };
    let shift = if pattern.centred() {
        let (x, y) = outline.centre();
        format!(
            " transform=\"translate({} {})\"",
            svg_number(x),
            svg_number(y)
        )
    } else {
        String::new()
    };
    let mut out = format!(
        "<defs><clipPath id=\"{clip_id}\"><path d=\"{d}\"{turn}/></clipPath></defs>\
         <path class=\"tw-b\" d=\"{d}\"{turn}/><g clip-path=\"url(#{clip_id})\">"
    );
    for (class, layer) in pattern.layers() {
        let _ = write!(out, "<path class=\"{class}\" d=\"{layer}\"{shift}/>");
    }
    let _ = write!(out, "</g><path class=\"tw-o\" d=\"{d}\"{turn}/>");
    out
}

/// A fresh clip-path id, so a motif shown several times on a page never shares one.
fn fresh_clip_id() -> String {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    format!("tw-k{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

/// A motif as an image named in the language in force ("striped heart").
#[component]
pub fn Motif(
    /// The motif.
    motif: MotifId,
    /// Its width and height in CSS pixels; without it, the stylesheet sizes it.
    #[prop(optional)]
    size: Option<u16>,
    /// More CSS classes for the `<svg>`.
    #[prop(optional, into)]
    class: Option<String>,
) -> impl IntoView {
    let app = use_app();
    let label = move || motif_name(app.lang.get(), motif);
    let class = match class {
        Some(more) => format!("{} {more}", motif_class(motif)),
        None => motif_class(motif),
    };
    let size = size.map(|s| s.to_string());
    view! {
        <svg
            class=class
            viewBox="0 0 32 32"
            width=size.clone()
            height=size
            role="img"
            aria-label=label
            inner_html=motif_markup(motif, &fresh_clip_id())
        ></svg>
    }
}
