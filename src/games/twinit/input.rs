//! How taps and slides become actions, apart from the page: each seat's picked spot, what a
//! tap on a spot does in each mode, and how a slide is read. Pure, so it is tested natively.
//!
//! A claim needs two hands (W3), and a touch on a shared card carries no name. So:
//! - **Alone with bots** (one person): a tap picks a spot and a tap on another claims both; a
//!   slide from one card to another claims them at once.
//! - **Several people on one tablet**: a claim is made from your own corner. A slide that
//!   starts in your zone and ends on a card puts your hand there; a second slide from your zone
//!   onto another card completes the claim. Each slide is followed by its own pointer, so two
//!   people sliding at the same moment each claim for themselves.
//! - **Tous ensemble** (W6) is played together and every claim scores for the table, so with
//!   several people a slide from one card to another pairs them and a tap turns a card over.

use tablee_rules::twinit::{Action, Mode, MotifId, PileId, Slot, Spot};
use tablee_rules::Seat;

/// Each seat's picked spot (its first hand), waiting for the second.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picks(Vec<(Seat, Spot)>);

impl Picks {
    /// The spot `seat` picked, if any.
    pub fn of(&self, seat: Seat) -> Option<Spot> {
        self.0
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|&(_, spot)| spot)
    }

    /// Every pick, in the order made.
    pub fn all(&self) -> &[(Seat, Spot)] {
        &self.0
    }

    /// Forgets `seat`'s pick.
    pub fn clear(&mut self, seat: Seat) {
        self.0.retain(|(s, _)| *s != seat);
    }

    /// Keeps only the picks still showing (`visible` says whether a spot shows a face).
    pub fn retain_visible(&mut self, visible: impl Fn(Spot) -> bool) {
        self.0.retain(|&(_, spot)| visible(spot));
    }

    fn set(&mut self, seat: Seat, spot: Spot) {
        self.clear(seat);
        self.0.push((seat, spot));
    }

    /// `seat` touches `spot` (a tap, or a slide from its zone ending there): picks it, drops the
    /// pick, or completes an action. `own_mark` is where the seat's hand lies in Les Clans.
    pub fn touch(&mut self, mode: Mode, seat: Seat, spot: Spot, own_mark: Option<Spot>) -> Touch {
        if mode == Mode::Clans {
            // W6: each hand is one action; a teammate's hand completes the claim.
            return if own_mark == Some(spot) {
                Touch::Act(Action::Lift)
            } else {
                Touch::Act(Action::Mark(spot))
            };
        }
        match self.of(seat) {
            None => {
                self.set(seat, spot);
                Touch::Picked
            }
            Some(first) if first == spot => {
                self.clear(seat);
                match (mode, spot) {
                    // W6: together, a card can be turned over at any time.
                    (Mode::TousEnsemble, Spot::Table(slot)) => Touch::Act(Action::Flip(slot)),
                    _ => Touch::Unpicked,
                }
            }
            Some(first) => {
                self.clear(seat);
                Touch::Act(Action::Claim(first, spot))
            }
        }
    }
}

/// What a touch did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    /// The spot is now the seat's first hand.
    Picked,
    /// The seat's first hand was lifted.
    Unpicked,
    /// An action to play now.
    Act(Action),
}

/// Where a pointer went down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// In a seat's own zone (not on a card of the table).
    Zone(Seat),
    /// On a visible face.
    Spot(Spot),
}

/// How a finished gesture reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gesture {
    /// A seat touches a spot ([`Picks::touch`]).
    Touch(Seat, Spot),
    /// A slide from one face to another: a claim on both at once, for this seat.
    Claim(Seat, Spot, Spot),
    /// A tap on a table card where several people play together: turn it over (W6).
    Flip(Seat, Slot),
    /// Several people play and the touch did not start in a zone: nobody's claim.
    FromYourCorner,
    /// Nothing to do (a slide that ended off the cards, a tap on one's own zone).
    Nothing,
}

/// Who touches and how, at a table in `mode` where `people` are the seats played by people.
/// `end` is the face under the pointer when it lifted.
pub fn read_gesture(mode: Mode, people: &[Seat], start: Start, end: Option<Spot>) -> Gesture {
    let only = match people {
        [one] => Some(*one),
        _ => None,
    };
    let together = mode == Mode::TousEnsemble;
    match (start, end) {
        (_, None) => Gesture::Nothing,
        (Start::Zone(seat), Some(spot)) => Gesture::Touch(seat, spot),
        (Start::Spot(a), Some(b)) if a != b => match (only, together) {
            _ if mode == Mode::Clans => Gesture::Nothing,
            (Some(seat), _) => Gesture::Claim(seat, a, b),
            (None, true) => Gesture::Claim(people[0], a, b),
            (None, false) => Gesture::FromYourCorner,
        },
        (Start::Spot(_), Some(spot)) => match (only, together, spot) {
            (Some(seat), _, _) => Gesture::Touch(seat, spot),
            (None, true, Spot::Table(slot)) => Gesture::Flip(people[0], slot),
            _ => Gesture::FromYourCorner,
        },
    }
}

/// A spot written as a short word for the page (`data-spot`): `p3` (pile 3), `t12` (table
/// slot 12), `w1-45` (seat 1's prise of motif 45).
pub fn spot_code(spot: Spot) -> String {
    match spot {
        Spot::Pile(PileId(p)) => format!("p{p}"),
        Spot::Table(Slot(s)) => format!("t{s}"),
        Spot::Prise { owner, motif } => format!("w{}-{}", owner.0, motif.0),
    }
}

/// Reads a word written by [`spot_code`].
pub fn parse_spot(code: &str) -> Option<Spot> {
    let (kind, rest) = code.split_at_checked(1)?;
    match kind {
        "p" => Some(Spot::Pile(PileId(rest.parse().ok()?))),
        "t" => Some(Spot::Table(Slot(rest.parse().ok()?))),
        "w" => {
            let (owner, motif) = rest.split_once('-')?;
            Some(Spot::Prise {
                owner: Seat(owner.parse().ok()?),
                motif: MotifId(motif.parse().ok()?),
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: Spot = Spot::Table(Slot(1));
    const B: Spot = Spot::Pile(PileId(2));

    #[test]
    fn a_tap_picks_a_second_claims_and_the_same_again_unpicks() {
        let mut picks = Picks::default();
        let ana = Seat(0);
        assert_eq!(
            picks.touch(Mode::ChacunPourSoi, ana, A, None),
            Touch::Picked
        );
        assert_eq!(picks.of(ana), Some(A));
        assert_eq!(
            picks.touch(Mode::ChacunPourSoi, ana, A, None),
            Touch::Unpicked
        );
        assert_eq!(picks.of(ana), None);
        picks.touch(Mode::Ring, ana, A, None);
        assert_eq!(
            picks.touch(Mode::Ring, ana, B, None),
            Touch::Act(Action::Claim(A, B))
        );
        assert_eq!(picks.of(ana), None, "the claim used the pick");
    }

    #[test]
    fn two_seats_keep_their_own_picks() {
        let mut picks = Picks::default();
        picks.touch(Mode::ChacunPourSoi, Seat(0), A, None);
        picks.touch(Mode::ChacunPourSoi, Seat(1), B, None);
        assert_eq!(picks.all().len(), 2);
        assert_eq!(
            picks.touch(Mode::ChacunPourSoi, Seat(1), A, None),
            Touch::Act(Action::Claim(B, A)),
            "seat 1's second hand completes seat 1's claim, not seat 0's"
        );
        assert_eq!(picks.of(Seat(0)), Some(A));
    }

    #[test]
    fn together_a_picked_card_tapped_again_is_turned_over() {
        let mut picks = Picks::default();
        picks.touch(Mode::TousEnsemble, Seat(0), A, None);
        assert_eq!(
            picks.touch(Mode::TousEnsemble, Seat(0), A, None),
            Touch::Act(Action::Flip(Slot(1)))
        );
    }

    #[test]
    fn in_les_clans_each_touch_is_one_hand_and_touching_ones_own_lifts_it() {
        let mut picks = Picks::default();
        assert_eq!(
            picks.touch(Mode::Clans, Seat(0), A, None),
            Touch::Act(Action::Mark(A))
        );
        assert_eq!(
            picks.touch(Mode::Clans, Seat(0), A, Some(A)),
            Touch::Act(Action::Lift)
        );
        assert_eq!(
            picks.all(),
            &[],
            "Les Clans keeps hands in the game, not here"
        );
    }

    #[test]
    fn gestures_are_tied_to_a_seat_only_when_that_is_sure() {
        let one = [Seat(0)];
        let two = [Seat(0), Seat(2)];
        let cps = Mode::ChacunPourSoi;
        // Alone: taps and slides are the person's.
        assert_eq!(
            read_gesture(cps, &one, Start::Spot(A), Some(A)),
            Gesture::Touch(Seat(0), A)
        );
        assert_eq!(
            read_gesture(cps, &one, Start::Spot(A), Some(B)),
            Gesture::Claim(Seat(0), A, B)
        );
        // Several people: only a slide from a zone counts, for the zone's seat.
        assert_eq!(
            read_gesture(cps, &two, Start::Zone(Seat(2)), Some(B)),
            Gesture::Touch(Seat(2), B)
        );
        assert_eq!(
            read_gesture(cps, &two, Start::Spot(A), Some(B)),
            Gesture::FromYourCorner
        );
        assert_eq!(
            read_gesture(cps, &two, Start::Spot(A), Some(A)),
            Gesture::FromYourCorner
        );
        assert_eq!(
            read_gesture(cps, &two, Start::Zone(Seat(0)), None),
            Gesture::Nothing
        );
        // Together: a slide pairs, a tap turns over.
        let tous = Mode::TousEnsemble;
        assert_eq!(
            read_gesture(tous, &two, Start::Spot(A), Some(B)),
            Gesture::Claim(Seat(0), A, B)
        );
        assert_eq!(
            read_gesture(tous, &two, Start::Spot(A), Some(A)),
            Gesture::Flip(Seat(0), Slot(1))
        );
        // Les Clans: one hand at a time, never a slide from card to card.
        assert_eq!(
            read_gesture(Mode::Clans, &one, Start::Spot(A), Some(B)),
            Gesture::Nothing
        );
    }

    #[test]
    fn spot_codes_read_back() {
        let spots = [
            Spot::Pile(PileId(4)),
            Spot::Table(Slot(134)),
            Spot::Prise {
                owner: Seat(5),
                motif: MotifId(129),
            },
        ];
        for spot in spots {
            assert_eq!(parse_spot(&spot_code(spot)), Some(spot));
        }
        for bad in ["", "x1", "p", "t-1", "w1", "w1-x", "p999"] {
            assert_eq!(parse_spot(bad), None, "{bad}");
        }
    }
}
