//! What a bot remembers between two looks at the table: the faces it has seen, when it will
//! have spotted each pair that shows (measured from the moment the pair appeared, so a card
//! turned elsewhere never restarts a search), its cues from teammates' hands, its own hand.
//!
//! All of it is built from the seat's [`View`] only, and saved with the bot, so a replay or a
//! reloaded game goes on exactly.

use super::timing::Timing;
use crate::twinit::{team, Event, Mode, MotifId, Spot, View};
use crate::{GameRng, Millis, Seat};
use serde::{Deserialize, Serialize};

/// One visible face that a claim may name, told apart from a later face at the same spot: a
/// pile's top by the pile's size (the card under it shows at a smaller size), a prise by its
/// cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Face {
    /// Where it shows.
    pub spot: Spot,
    /// The pile's size or the prise's cards; 0 on the table.
    pub depth: u8,
    /// The motif it shows.
    pub motif: MotifId,
}

/// The faces of `view` a claim may name, in the view's order: pile tops, table cards, prises of
/// fewer than three cards (W2, W3).
pub fn claimable_faces(view: &View) -> Vec<Face> {
    let tops = view.piles.iter().enumerate().filter_map(|(i, pile)| {
        Some(Face {
            spot: Spot::Pile(crate::twinit::PileId(i as u8)),
            depth: pile.count.min(255) as u8,
            motif: pile.top?,
        })
    });
    let table = view.table.iter().map(|&(slot, motif)| Face {
        spot: Spot::Table(slot),
        depth: 0,
        motif,
    });
    let prises = view.prises.iter().flat_map(|(owner, prises)| {
        prises.iter().filter(|p| p.cards < 3).map(move |p| Face {
            spot: Spot::Prise {
                owner,
                motif: p.motif,
            },
            depth: p.cards as u8,
            motif: p.motif,
        })
    });
    tops.chain(table).chain(prises).collect()
}

/// Whether a claim may name `a` and `b` together: two spots, not two prises (W3).
pub fn may_pair(a: &Face, b: &Face) -> bool {
    a.spot != b.spot && !(a.spot.is_prise() && b.spot.is_prise())
}

/// The card a hasty claim takes for the twin of `cue`: a face of another motif that looks like
/// it (the same outline or pattern, [`MotifId::looks_like`]), or when none shows, any face of
/// another motif (the hand lands on the wrong card); `None` when no face may be claimed with it.
fn wrong_face(faces: &[Face], cue: &Face, rng: &mut GameRng) -> Option<Face> {
    let others: Vec<Face> = faces
        .iter()
        .filter(|f| f.motif != cue.motif && may_pair(f, cue))
        .copied()
        .collect();
    let alike: Vec<Face> = others
        .iter()
        .filter(|f| f.motif.looks_like(cue.motif))
        .copied()
        .collect();
    let pool = if alike.is_empty() { &others } else { &alike };
    rng.choose(pool).copied()
}

/// The pairs of `faces` (by index, the lower first, in order) with at least one face not in
/// `known` (sorted): the pairs that showed since the last look.
fn new_pairs(faces: &[Face], known: &[Face]) -> Vec<(usize, usize)> {
    let is_new: Vec<bool> = faces
        .iter()
        .map(|f| known.binary_search(f).is_err())
        .collect();
    let mut pairs: Vec<(usize, usize)> = (0..faces.len())
        .filter(|&i| is_new[i])
        .flat_map(|i| {
            let is_new = &is_new;
            (0..faces.len())
                .filter(move |&j| j != i && (!is_new[j] || j > i))
                .map(move |j| (i.min(j), i.max(j)))
        })
        .collect();
    crate::small_sort::sort(&mut pairs);
    pairs
}

/// A pair the bot will have spotted at `ready`: the same motif twice, or a hasty claim on two
/// different motifs (an error, W4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sighting {
    /// The first face.
    pub a: Face,
    /// The second face.
    pub b: Face,
    /// When the bot will have found it.
    pub ready: Millis,
}

impl Sighting {
    /// Whether it is a real pair (not a hasty wrong claim).
    pub fn is_pair(&self) -> bool {
        self.a.motif == self.b.motif
    }

    /// Whether it names `face`.
    pub fn has(&self, face: &Face) -> bool {
        self.a == *face || self.b == *face
    }
}

/// Les Clans: a teammate's hand the bot has seen, and when it will have found the card that
/// completes it (W6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cue {
    /// Whose hand.
    pub seat: Seat,
    /// The face it lies on.
    pub face: Face,
    /// When the bot will have found the other card.
    pub ready: Millis,
    /// Whether it will take a look-alike for the other card.
    pub mistaken: bool,
}

/// The look over the table that the bot due to turn takes before turning, drawn once per state
/// of the public record so that a claim elsewhere in Les Clans does not draw it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Look {
    /// The length of the record when it was drawn.
    pub events: usize,
    /// When the look is over.
    pub done: Millis,
    /// A random number to pick a pile (Le Ring) or a card (Tous ensemble) with.
    pub pick: u64,
}

/// Everything the bot remembers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Memory {
    /// Whether the bot has looked at the table before.
    pub looked: bool,
    /// The faces it saw at its last look, sorted.
    pub known: Vec<Face>,
    /// The pairs showing (and the hasty wrong claims), with when each will be made.
    pub sightings: Vec<Sighting>,
    /// Les Clans: the teammates' hands showing.
    pub cues: Vec<Cue>,
    /// Les Clans: the bot's own hand and when it saw it land.
    pub hand: Option<(Face, Millis)>,
    /// Les Clans: faces whose hand the bot lifted, and when; it does not start a claim on them
    /// again for a while.
    pub given_up: Vec<(Face, Millis)>,
    /// The current look before turning or flipping.
    pub look: Option<Look>,
    /// How much of the public record the bot has read.
    pub events_read: usize,
}

impl Memory {
    /// Brings the memory up to what `view` shows at `now`: each new pair is a race, with its
    /// spotting time (a search, and now and then a lapse) and, in the modes where one seat
    /// claims alone, now and then a hasty wrong claim before it (W4); pairs that no longer show
    /// are forgotten, and so are wrong claims already made.
    pub fn update(&mut self, view: &View, now: Millis, timing: &Timing, rng: &mut GameRng) {
        let faces = claimable_faces(view);
        self.read_events(view);
        let mut sorted = faces.clone();
        crate::small_sort::sort(&mut sorted);
        let seen = |f: &Face| sorted.binary_search(f).is_ok();
        self.sightings.retain(|s| seen(&s.a) && seen(&s.b));
        let n = faces.len();
        // Together a wrong claim is refused at no cost, and in Les Clans a claim takes two
        // hands (their slips are a teammate's, in `update_hands`).
        let claims_alone = matches!(view.mode, Mode::ChacunPourSoi | Mode::Ring);
        for (i, j) in new_pairs(&faces, &self.known) {
            let (a, b) = (&faces[i], &faces[j]);
            if !may_pair(a, b) || a.motif != b.motif {
                continue;
            }
            let search = if self.looked {
                timing.cued_ms(rng, n)
            } else {
                timing.uncued_ms(rng, n)
            };
            let ready = Millis(now.0 + search + timing.lapse(rng));
            self.sightings.push(Sighting {
                a: *a,
                b: *b,
                ready,
            });
            // W4: now and then the race ends in a hasty claim on a wrong card, which the rules
            // punish (a prise given back); the real pair is still claimed at its time.
            if claims_alone && timing.false_alarm(rng) {
                // The face whose twin is searched for (the newer one), and a wrong card.
                let cue = if self.known.binary_search(b).is_err() {
                    b
                } else {
                    a
                };
                if let Some(wrong) = wrong_face(&faces, cue, rng) {
                    let at = Millis(now.0 + timing.hasty_ms(rng, search));
                    self.sightings.push(Sighting {
                        a: *cue,
                        b: wrong,
                        ready: at,
                    });
                }
            }
        }
        self.known = sorted;
        self.looked = true;
        self.update_hands(view, &faces, now, timing, rng);
        let known = &self.known;
        self.given_up.retain(|(face, at)| {
            known.binary_search(face).is_ok() && now.0 < at.0 + 3 * timing.patience_ms
        });
    }

    /// Forgets the wrong claims the bot made (W4): the faces still show, and it has seen its
    /// mistake.
    fn read_events(&mut self, view: &View) {
        for event in view.events.iter().skip(self.events_read) {
            if let Event::Erred { seat, spots, .. } = event {
                if *seat == view.seat {
                    self.sightings.retain(|s| {
                        (s.a.spot, s.b.spot) != *spots && (s.b.spot, s.a.spot) != *spots
                    });
                }
            }
        }
        self.events_read = view.events.len();
    }

    /// Les Clans: notes the bot's own hand (and a hand it lifted) and its teammates' hands.
    fn update_hands(
        &mut self,
        view: &View,
        faces: &[Face],
        now: Millis,
        timing: &Timing,
        rng: &mut GameRng,
    ) {
        let me = view.seat;
        let face_at = |spot: Spot| faces.iter().find(|f| f.spot == spot).copied();
        let mine = view
            .marks
            .iter()
            .find(|(seat, _)| *seat == me)
            .and_then(|&(_, spot)| face_at(spot));
        match (self.hand, mine) {
            (Some((old, _)), Some(face)) if old == face => {}
            (old, now_hand) => {
                // A hand gone while its face still shows was lifted: do not start on it again.
                if let Some((face, _)) = old.filter(|_| now_hand.is_none()) {
                    if self.known.binary_search(&face).is_ok() {
                        self.given_up.push((face, now));
                    }
                }
                self.hand = now_hand.map(|face| (face, now));
            }
        }
        let hands: Vec<(Seat, Face)> = view
            .marks
            .iter()
            .filter(|(seat, _)| *seat != me && team(*seat) == team(me))
            .filter_map(|&(seat, spot)| Some((seat, face_at(spot)?)))
            .collect();
        self.cues.retain(|c| {
            hands
                .iter()
                .any(|&(seat, face)| c.seat == seat && c.face == face)
        });
        for (seat, face) in hands {
            if self.cues.iter().any(|c| c.seat == seat && c.face == face) {
                continue;
            }
            // Already seen the pair: a reaction to the hand; else a search for its twin.
            let known = self
                .sightings
                .iter()
                .filter(|s| s.is_pair() && s.has(&face))
                .map(|s| s.ready)
                .min();
            let ms = match known {
                Some(ready) if ready <= now => timing.react_ms(rng),
                Some(ready) => timing.cued_ms(rng, faces.len()).min(ready.0 - now.0),
                None => timing.cued_ms(rng, faces.len()),
            };
            // W4, W6: at the level's rate of wrong claims, a look-alike is taken for the twin.
            let mistaken = timing.false_alarm(rng);
            self.cues.push(Cue {
                seat,
                face,
                ready: Millis(now.0 + ms),
                mistaken,
            });
        }
    }

    /// The look before turning or flipping for the record's current length, drawn if needed:
    /// it ends `ms` after `from`.
    pub fn look(
        &mut self,
        view: &View,
        from: Millis,
        ms: impl FnOnce(&mut GameRng) -> u64,
        rng: &mut GameRng,
    ) -> Look {
        match self.look {
            Some(look) if look.events == view.events.len() => look,
            _ => {
                let done = Millis(from.0 + ms(rng));
                let look = Look {
                    events: view.events.len(),
                    done,
                    pick: rng.next_u64(),
                };
                self.look = Some(look);
                look
            }
        }
    }

    /// Whether the bot gave up a hand on `face` lately.
    pub fn gave_up(&self, face: &Face) -> bool {
        self.given_up.iter().any(|(f, _)| f == face)
    }
}
