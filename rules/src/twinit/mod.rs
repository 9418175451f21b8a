//! # Twin It!
//!
//! A real-time spotting game: everyone looks at the same cards, and the first to put a hand on
//! two identical motifs wins them. Rules from the rule book (seed 004) as settled by the rulings
//! W1-W6 in the project's rules decisions.
//!
//! - [`card`]: the 135 double-sided cards and the motif counts (W1).
//! - [`action`]: the moves (turn a card, claim two visible faces), the spots a claim names and
//!   the public record of play.
//! - [`error`]: why an action is refused.
//! - [`board`]: where the cards lie and which faces show (W2).
//! - [`game`]: the state and the [`crate::Game`] implementation: claims (W3), errors (W4),
//!   chain reactions and who turns next (W5), the end (W6).
//! - [`clans`]: Les Clans's teams and hands (W6).
//! - [`rating`]: Tous ensemble's score and the rule book's rating table (W6).
//! - [`view`]: what one seat sees: only what is face up.
//! - [`bots`]: the computer players ([`TwinItBot`]), timed on published visual-search figures.
//!
//! All four modes of W6 are built: Chacun pour soi, Les Clans, Tous ensemble and Le Ring.
//!
//! ## Choices the rulings leave open
//!
//! - W1: 130 motifs: 60 on two faces, 30 on one, 40 on three; the deck is a fixed
//!   construction (see [`card`]), shuffled by the game's seed. At the deal each card lies with a
//!   random side up, and the cards are dealt one by one round the table (piles differ by one
//!   card at most). The first player (the rule book's "most colours worn") is drawn at random.
//! - W2: a pile shows its top card's upper side; turning it lays it on the table showing the
//!   other side. A claim names spots ([`Spot`]): a seat's pile, a table slot ([`Slot`], never
//!   reused) or a prise by owner and motif, never a card id (which would tell the hidden face);
//!   the views hold no card ids either.
//! - W3: a claim's time is when it completed (the second hand landed). Actions are taken in the
//!   order of their times: one stamped before the last accepted action is refused as
//!   [`TwinItError::TooLate`], equal times go to the first delivered, so the driver delivers
//!   claims in time order (several people's claims on one tablet are sorted by completion time).
//!   The loser of a race finds the cards gone: [`TwinItError::NotVisible`], nothing happens.
//!   The rule book's litiges (two hands on the two cards) and "the hand below has priority" do
//!   not arise: the first complete claim wins.
//! - W3, the steal: a prise of two named with a visible card of its motif (a pile top or a
//!   table card) goes, with that card, to the claimant: a steal from someone else, or the owner
//!   keeping all three. When three identical faces show at once, a claim on two of them wins the
//!   pair; the third stays where it is, and is then a steal (the rule book turns it over; under
//!   W3 it is a third appearance like any other).
//! - W4: only a claim on two visible spots showing different motifs is an error; it is accepted
//!   and punished: the claimant's last won prise goes under their own pile, its motif up, and the
//!   claimant turns next ("relance la partie"). A claim naming a spot that shows nothing, one
//!   spot twice, two prises, or a full prise of three is refused and changes nothing. Errors are
//!   never listed among the legal actions (random play makes only winning claims; the bots
//!   err now and then on their own, see [`bots`]).
//! - W5: the last seat to win cards turns the next card, or after an error the claimant;
//!   otherwise turns go clockwise. A seat whose pile is empty is skipped.
//! - W6, the end: the first seat to reach 5 prises wins at once. If every pile is empty and no
//!   claim can win cards, the game ends and the most prises win (equal counts share the win).
//! - W6, Les Clans: the teams sit alternately ([`team`]: even seats and odd seats); each seat
//!   has its own pile as in Chacun pour soi. A claim is two hands ([`Action::Mark`]), each by
//!   one seat on one spot; [`Action::Claim`] is refused. A hand waits until another lands:
//!   the same seat's second hand is an error (W6, even on a pair); a hand on another card of
//!   the same motif as a waiting hand (the earliest) completes the claim: a teammate's wins the
//!   cards for the seat whose hand landed last (a third appearance steals from the other team,
//!   W3), an opponent's is a litige (the pile top is turned onto the table, a table card turned
//!   over in place, a prise stays, nobody wins). A hand on another motif than a waiting
//!   teammate's hand is an error of the seat whose hand landed last (W4). Any other hand waits;
//!   [`Action::Lift`] takes one's hand back, and a hand whose spot stops showing its motif is
//!   gone. An error gives back the erring seat's own last prise. After a claim (won, erred or
//!   contested) the seat whose hand completed it turns next (the rule book's "qui veut").
//!   Prises are kept by seat and counted by team: 5 for the team wins, and every seat of the
//!   team gets the team's count in the outcome. Listed hands never make an error.
//! - W6, Tous ensemble: all 135 cards lie on the table from the start, each with a random side
//!   up, in slots `0..135`; there are no piles and nobody turns. Any seat may turn a table card
//!   over ([`Action::Flip`]) or claim at any time; a claim on two different motifs is refused
//!   ([`TwinItError::Differ`], the rule book gives no penalty), and a third appearance claimed
//!   with a pair joins it where it lies ([`Won::Triple`]). The minute runs from game time 0 (the
//!   app starts game time when the spread is shown): [`crate::Game::deadline`] is 60 000 ms, an
//!   action stamped at it is refused ([`TwinItError::TimeUp`]) and
//!   [`crate::Game::advance_to`] ends the game there. The score is 1 a pair and 2 a triple;
//!   every seat gets it in the outcome, so all share the result, and [`Rating::of`] applies the
//!   rule book's table for the player count.
//! - W6, Le Ring: the cards are dealt round five shared piles ([`RING_PILES`]; piles 0-3 are
//!   the corners, 4 the centre). The seat due to turn turns from any pile with a card; turns go
//!   clockwise, and the last seat to win cards (or to err) turns next. The rule book's hand on
//!   the central pile (for a pair with a pile top or a prise) is how people at a real table
//!   show a claim they cannot reach; here every claim names its two spots, and the app may show
//!   the gesture. A tie is the same pair of ring (table) cards claimed by another seat at the
//!   very same moment as the claim that just won it (equal times, W3): the tied seat takes one
//!   of the two cards, and each holds a prise of one card; the first winner still turns next. A
//!   pair with a pile top or a prise is never tied (the rule book's ties are in the ring only).
//!   Tied claims are accepted but not listed (they are legal only at that moment). A prise of
//!   one card claimed with a visible card of its motif goes, with it, to the claimant. An error
//!   returns the claimant's last prise under the smallest pile (the first of equals), W4's "any
//!   pile" chosen for them. 7 prises win; all piles empty and no winning claim left ends the
//!   game, the most prises winning.
//! - [`crate::Status::Acting`] holds the seat due to turn (the game waits for it); everyone may
//!   claim at any time ([`crate::Game::may_act`]). With no card left to turn, every seat is
//!   acting (claims only); in Tous ensemble every seat is always acting. No time passes by
//!   itself in the competitive modes: no deadline.

pub mod action;
pub mod board;
pub mod bots;
pub mod card;
pub mod clans;
pub mod error;
pub mod game;
pub mod mode;
pub mod rating;
pub mod view;

#[cfg(test)]
pub(crate) mod tests;

pub use action::{Action, Event, Mark, PileId, Slot, Spot, Won};
pub use board::{Board, Laid, Prise, TableCard};
pub use bots::TwinItBot;
pub use card::{CardId, MotifId, Side, CARD_COUNT, MOTIF_COUNT};
pub use clans::team;
pub use error::TwinItError;
pub use game::{TwinIt, RING_PILES};
pub use mode::{Mode, Options};
pub use rating::{Rating, MINUTE_MS};
pub use view::{PileView, PriseView, Public, View};
