//! Pass-and-play: who may see hidden information now, and when the privacy screen must show.
//!
//! Pure logic, tested natively: a hand is shown only to its own seat, only after that player
//! tapped the privacy screen, and is covered again as soon as anyone else has to act.

use tablee_rules::Seat;

/// Tracks which seat the screen is currently shown to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Handover {
    shown_to: Option<Seat>,
}

impl Handover {
    /// What the table should show now, when `acting` is the person who must act (or `None` while
    /// bots act) and `humans` people share the device.
    pub fn screen(&self, acting: Option<Seat>, humans: usize, only_human: Option<Seat>) -> Screen {
        if humans <= 1 {
            // One person alone: their own hand is always theirs to see.
            return only_human.map_or(Screen::Covered, Screen::Hand);
        }
        match acting {
            None => Screen::Covered,
            Some(seat) if self.shown_to == Some(seat) => Screen::Hand(seat),
            Some(seat) => Screen::Privacy(seat),
        }
    }

    /// The seat the screen was last revealed to, while it is still theirs.
    pub fn shown_to(&self) -> Option<Seat> {
        self.shown_to
    }

    /// `seat` tapped the privacy screen.
    pub fn reveal(&mut self, seat: Seat) {
        self.shown_to = Some(seat);
    }

    /// Hides every hand (called when the acting seat changes).
    pub fn cover(&mut self) {
        self.shown_to = None;
    }

    /// Keeps the screen shown only while `acting` is the seat it was revealed to.
    pub fn follow(&mut self, acting: Option<Seat>) {
        if acting != self.shown_to {
            self.cover();
        }
    }
}

/// What the table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Everything public; no hand face up.
    Covered,
    /// "Pass the device to ..." until that player taps.
    Privacy(Seat),
    /// This seat's hand face up.
    Hand(Seat),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alone_you_always_see_your_hand() {
        let h = Handover::default();
        assert_eq!(h.screen(None, 1, Some(Seat(0))), Screen::Hand(Seat(0)));
        assert_eq!(
            h.screen(Some(Seat(0)), 1, Some(Seat(0))),
            Screen::Hand(Seat(0))
        );
    }

    #[test]
    fn a_hand_is_never_shown_to_another_seat() {
        let mut h = Handover::default();
        assert_eq!(h.screen(Some(Seat(0)), 2, None), Screen::Privacy(Seat(0)));
        h.reveal(Seat(0));
        assert_eq!(h.screen(Some(Seat(0)), 2, None), Screen::Hand(Seat(0)));
        // Seat 1 must act: seat 0's hand is covered and seat 1 gets the privacy screen first.
        h.follow(Some(Seat(1)));
        assert_eq!(h.screen(Some(Seat(1)), 2, None), Screen::Privacy(Seat(1)));
        // While a bot acts nothing is shown.
        h.follow(None);
        assert_eq!(h.screen(None, 2, None), Screen::Covered);
    }

    #[test]
    fn every_sequence_of_turns_keeps_hands_private() {
        let mut rng = tablee_rules::GameRng::from_seed(3);
        let mut h = Handover::default();
        for _ in 0..1000 {
            let acting = if rng.range(0..4) == 0 {
                None
            } else {
                Some(Seat(rng.range(0..3) as u8))
            };
            h.follow(acting);
            if rng.range(0..2) == 0 {
                if let Screen::Privacy(seat) = h.screen(acting, 3, None) {
                    h.reveal(seat);
                }
            }
            if let Screen::Hand(seat) = h.screen(acting, 3, None) {
                assert_eq!(
                    Some(seat),
                    acting,
                    "a hand shown to someone who is not acting"
                );
            }
        }
    }
}
