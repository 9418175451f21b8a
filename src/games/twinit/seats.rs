//! Where each seat sits on the screen and how it is marked: pure, so it is tested natively.
//!
//! Alone with bots, the person sits at the bottom (with their teammates in Les Clans) and the
//! others at the top. With several people the tablet lies flat: even seats along the bottom
//! edge, odd seats along the top edge, turned to face them, so in Les Clans (teams sit
//! alternately, W6) each team holds one edge: teams are told by position and by their symbol,
//! never by colour alone.

use tablee_rules::twinit::{team, Mode};
use tablee_rules::Seat;

/// Each seat's own symbol, shown on its zone and on the cards its hand is on.
pub const SYMBOLS: [&str; 6] = ["●", "▲", "■", "◆", "★", "✚"];

/// The symbols of Les Clans's two teams (W6), by [`team`].
pub const TEAM_SYMBOLS: [&str; 2] = ["☀", "☾"];

/// The seat's symbol.
pub fn symbol(seat: Seat) -> &'static str {
    SYMBOLS[seat.index() % SYMBOLS.len()]
}

/// The symbol of the seat's team in Les Clans.
pub fn team_symbol(seat: Seat) -> &'static str {
    TEAM_SYMBOLS[usize::from(team(seat))]
}

/// The seats along the bottom edge and along the top edge, each in seat order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sides {
    /// Along the bottom edge, facing the person holding the device (or sitting there).
    pub bottom: Vec<Seat>,
    /// Along the top edge; turned to face the other side when several people play.
    pub top: Vec<Seat>,
}

/// Where the `seats` seats sit, `people` being the seats played by people.
pub fn sides(mode: Mode, seats: usize, people: &[Seat]) -> Sides {
    let all = (0..seats as u8).map(Seat);
    let below = |seat: Seat| match people {
        [one] if mode == Mode::Clans => team(seat) == team(*one),
        [one] => seat == *one,
        _ => team(seat) == 0,
    };
    let (bottom, top) = all.partition(|&s| below(s));
    Sides { bottom, top }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alone_the_person_sits_at_the_bottom_with_their_team() {
        let s = sides(Mode::ChacunPourSoi, 4, &[Seat(2)]);
        assert_eq!(s.bottom, vec![Seat(2)]);
        assert_eq!(s.top, vec![Seat(0), Seat(1), Seat(3)]);
        let s = sides(Mode::Clans, 4, &[Seat(1)]);
        assert_eq!(s.bottom, vec![Seat(1), Seat(3)], "W6: the person's team");
    }

    #[test]
    fn several_people_hold_the_two_edges_by_team() {
        let s = sides(Mode::Clans, 6, &[Seat(0), Seat(1)]);
        assert_eq!(s.bottom, vec![Seat(0), Seat(2), Seat(4)]);
        assert_eq!(s.top, vec![Seat(1), Seat(3), Seat(5)]);
        assert!(s.bottom.iter().all(|&x| team_symbol(x) == "☀"));
        assert!(s.top.iter().all(|&x| team_symbol(x) == "☾"));
    }

    #[test]
    fn every_seat_has_its_own_symbol() {
        let symbols: std::collections::BTreeSet<_> = (0..6).map(|s| symbol(Seat(s))).collect();
        assert_eq!(symbols.len(), 6);
    }
}
