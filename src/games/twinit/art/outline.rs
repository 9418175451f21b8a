//! The 13 outlines of the motifs: ten shapes, three of them drawn twice, turned. The crescent and
//! its mirror image, the arrow pointing up and the same arrow turned a quarter to point right, the
//! square and the same square turned an eighth to stand as a diamond: look-alikes that differ
//! only by how they are turned, so spotting takes attention.
//!
//! Shapes are short path data in a 32 × 32 box, fat enough for a pattern to show inside at 40 px.

use tablee_rules::twinit::MotifId;

/// A shape: its path data in the 32 × 32 box, and the middle of its inside, where centred
/// patterns (rings, a dot, the line of a half-fill) are placed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shape {
    /// The path data.
    pub d: &'static str,
    /// The middle of the inside, before any turn.
    pub centre: (f32, f32),
}

/// How an outline's shape is turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// As drawn.
    Upright,
    /// Mirrored left to right.
    Mirror,
    /// Turned a quarter clockwise.
    Quarter,
    /// Turned an eighth clockwise.
    Eighth,
}

impl Turn {
    /// The SVG `transform` doing the turn about the box's middle (empty when upright).
    pub const fn transform(self) -> &'static str {
        match self {
            Turn::Upright => "",
            Turn::Mirror => "matrix(-1 0 0 1 32 0)",
            Turn::Quarter => "rotate(90 16 16)",
            Turn::Eighth => "rotate(45 16 16)",
        }
    }

    /// Where the turn takes point `(x, y)` of the box (the eighth turn is only used on a shape
    /// whose centre is the box's middle, which it keeps).
    pub fn apply(self, (x, y): (f32, f32)) -> (f32, f32) {
        match self {
            Turn::Upright => (x, y),
            Turn::Mirror => (32.0 - x, y),
            Turn::Quarter => (32.0 - y, x),
            Turn::Eighth => {
                let (dx, dy) = (x - 16.0, y - 16.0);
                let c = std::f32::consts::FRAC_1_SQRT_2;
                (16.0 + c * (dx - dy), 16.0 + c * (dx + dy))
            }
        }
    }
}

const CIRCLE: Shape = Shape {
    d: "M3 16a13 13 0 1 0 26 0a13 13 0 1 0-26 0",
    centre: (16.0, 16.0),
};
/// Side 21, so that turned an eighth (a diamond) it still fits the box.
const SQUARE: Shape = Shape {
    d: "M5.5 5.5h21v21h-21z",
    centre: (16.0, 16.0),
};
const TRIANGLE: Shape = Shape {
    d: "M16 3L30.5 28H1.5z",
    centre: (16.0, 19.5),
};
const STAR: Shape = Shape {
    d: "M16 2.2L20.3 11.2 30.3 12.6 23 19.5 24.8 29.3 16 24.6 7.2 29.3 9 19.5 1.7 12.6 11.7 11.2z",
    centre: (16.0, 17.5),
};
const HEART: Shape = Shape {
    d: "M16 29C11 24 2 19 2 11A7 7 0 0 1 16 8A7 7 0 0 1 30 11C30 19 21 24 16 29z",
    centre: (16.0, 15.0),
};
const DROP: Shape = Shape {
    d: "M16 2C10 9 5 14 5 19A11 11 0 0 0 27 19C27 14 22 9 16 2z",
    centre: (16.0, 19.5),
};
/// A fat crescent, its horns to the right: a circle less a circle set to its right.
const MOON: Shape = Shape {
    d: "M24.6 6.3A13 13 0 1 0 24.6 25.7A10 10 0 0 1 24.6 6.3z",
    centre: (10.0, 16.0),
};
/// A block arrow pointing up.
const ARROW: Shape = Shape {
    d: "M16 2L29 15H21.5V30h-11V15H3z",
    centre: (16.0, 17.0),
};
/// Three bumps on a flat base.
const CLOUD: Shape = Shape {
    d: "M9 26A6 6 0 0 1 8.5 14A8 8 0 0 1 24.4 12.1A7 7 0 0 1 23.5 26z",
    centre: (16.0, 19.0),
};
/// A leaf on the diagonal, with its stalk (an open stroke, no area, so no pattern spills).
const LEAF: Shape = Shape {
    d: "M4 28C4 14 14 4 28 4C28 18 18 28 4 28zM6 26L1.5 30.5",
    centre: (16.0, 16.0),
};

/// One of the 13 outlines, in the order of [`MotifId::outline`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outline {
    /// A circle.
    Circle,
    /// A square.
    Square,
    /// The square turned an eighth.
    Diamond,
    /// A triangle pointing up.
    Triangle,
    /// A five-pointed star.
    Star,
    /// A heart.
    Heart,
    /// A drop, its point up.
    Drop,
    /// A crescent, its horns to the right.
    MoonRight,
    /// The crescent mirrored, its horns to the left.
    MoonLeft,
    /// A block arrow pointing up.
    ArrowUp,
    /// The arrow turned a quarter, pointing right.
    ArrowRight,
    /// A cloud.
    Cloud,
    /// A leaf.
    Leaf,
}

impl Outline {
    /// All outlines, by index.
    pub const ALL: [Outline; 13] = [
        Outline::Circle,
        Outline::Square,
        Outline::Diamond,
        Outline::Triangle,
        Outline::Star,
        Outline::Heart,
        Outline::Drop,
        Outline::MoonRight,
        Outline::MoonLeft,
        Outline::ArrowUp,
        Outline::ArrowRight,
        Outline::Cloud,
        Outline::Leaf,
    ];

    /// The outline `motif` is drawn with.
    pub const fn of(motif: MotifId) -> Outline {
        Outline::ALL[motif.outline() as usize]
    }

    /// The shape it draws, before its turn.
    pub const fn shape(self) -> Shape {
        match self {
            Outline::Circle => CIRCLE,
            Outline::Square | Outline::Diamond => SQUARE,
            Outline::Triangle => TRIANGLE,
            Outline::Star => STAR,
            Outline::Heart => HEART,
            Outline::Drop => DROP,
            Outline::MoonRight | Outline::MoonLeft => MOON,
            Outline::ArrowUp | Outline::ArrowRight => ARROW,
            Outline::Cloud => CLOUD,
            Outline::Leaf => LEAF,
        }
    }

    /// How its shape is turned.
    pub const fn turn(self) -> Turn {
        match self {
            Outline::Diamond => Turn::Eighth,
            Outline::MoonLeft => Turn::Mirror,
            Outline::ArrowRight => Turn::Quarter,
            _ => Turn::Upright,
        }
    }

    /// The middle of its inside once turned.
    pub fn centre(self) -> (f32, f32) {
        self.turn().apply(self.shape().centre)
    }
}
