//! The 10 inner patterns of the motifs: coarse, bold, told apart at 40 px and in grey. Each is
//! one or two short paths coloured by a CSS class (`tw-f` filled, `tw-s` bold stroke, `tw-t` thin
//! stroke, `tw-d` a dotted stroke, `tw-k` a stroke dashed into checks), clipped inside the
//! outline. Tiled patterns cover the 32 × 32 box; centred ones are drawn round 0, 0 and moved to
//! the outline's centre.

use tablee_rules::twinit::MotifId;

/// One layer of a pattern: its CSS class and its path data.
pub type Layer = (&'static str, &'static str);

/// A circle of radius 5.5 round 0, 0.
const DOT: &str = "M-5.5 0a5.5 5.5 0 1 0 11 0a5.5 5.5 0 1 0-11 0";

/// One of the 10 patterns, in the order of [`MotifId::pattern`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// Nothing inside: the pale ground only.
    Empty,
    /// Filled with the colour.
    Solid,
    /// Horizontal bands.
    Stripes,
    /// Staggered dots.
    Dots,
    /// A chequerboard.
    Checks,
    /// Two rings round the centre.
    Rings,
    /// The top half filled.
    Half,
    /// Thin diagonal lines both ways.
    Hatch,
    /// One big dot in the centre.
    Dot,
    /// Horizontal waves.
    Waves,
}

impl Pattern {
    /// All patterns, by index.
    pub const ALL: [Pattern; 10] = [
        Pattern::Empty,
        Pattern::Solid,
        Pattern::Stripes,
        Pattern::Dots,
        Pattern::Checks,
        Pattern::Rings,
        Pattern::Half,
        Pattern::Hatch,
        Pattern::Dot,
        Pattern::Waves,
    ];

    /// The pattern `motif` is drawn with.
    pub const fn of(motif: MotifId) -> Pattern {
        Pattern::ALL[motif.pattern() as usize]
    }

    /// Its layers, in the box (or round 0, 0 when [`Pattern::centred`]).
    pub const fn layers(self) -> &'static [Layer] {
        match self {
            Pattern::Empty => &[],
            Pattern::Solid => &[("tw-f", "M0 0h32v32H0z")],
            Pattern::Stripes => &[("tw-s", "M0 4H32M0 10H32M0 16H32M0 22H32M0 28H32")],
            Pattern::Dots => &[("tw-d", "M4 4H32M8 10H32M4 16H32M8 22H32M4 28H32")],
            Pattern::Checks => &[(
                "tw-k",
                "M0 3.2H32M-6.4 9.6H32M0 16H32M-6.4 22.4H32M0 28.8H32",
            )],
            Pattern::Rings => &[(
                "tw-s",
                "M-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0M-11 0a11 11 0 1 0 22 0a11 11 0 1 0-22 0",
            )],
            Pattern::Half => &[("tw-f", "M-32-32H32V0H-32z")],
            Pattern::Hatch => &[(
                "tw-t",
                "M-24 0l32 32M-16 0l32 32M-8 0l32 32M0 0l32 32M8 0l32 32M16 0l32 32M24 0l32 32\
                 M8 0l-32 32M16 0l-32 32M24 0l-32 32M32 0l-32 32M40 0l-32 32M48 0l-32 32M56 0l-32 32",
            )],
            Pattern::Dot => &[("tw-f", DOT)],
            Pattern::Waves => &[(
                "tw-s",
                "M0 5q4-4 8 0t8 0 8 0 8 0M0 13q4-4 8 0t8 0 8 0 8 0\
                 M0 21q4-4 8 0t8 0 8 0 8 0M0 29q4-4 8 0t8 0 8 0 8 0",
            )],
        }
    }

    /// Whether it is drawn round the outline's centre rather than tiled over the box.
    pub const fn centred(self) -> bool {
        matches!(self, Pattern::Rings | Pattern::Half | Pattern::Dot)
    }
}
