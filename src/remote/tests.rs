//! A TWEAK table spread over three phones, played through the host's checks: every message a
//! phone receives is its own seat's view and nothing more; bad, replayed and out-of-turn
//! messages are refused, logged and never applied; a phone that leaves gets its seat back.

use super::guest::{Guest, Heard};
use super::host::{Dropped, Host, Invitation, Outgoing, PeerId};
use super::protocol::{self, BadMessage, SeatKey, ToGuest, ToWatcher, TurnedAway};
use super::watcher::{Seen, Watcher};
use crate::games::tweak::session::{NextUp, Session, TweakSetup};
use crate::setup::{Controller, Setup};
use std::collections::HashMap;
use tablee_rules::tweak::{Action, Public, Tweak, TweakError, View};
use tablee_rules::{Game, Millis, Seat};

/// The host's table and the phones, connected by hand.
struct Table {
    session: Session,
    host: Host<Tweak>,
    guests: HashMap<PeerId, Guest<Tweak>>,
    watchers: HashMap<PeerId, Watcher<Tweak>>,
    /// Every text delivered, with its phone.
    delivered: Vec<Outgoing>,
}

impl Table {
    /// Three people: the host at seat 0, phones offered seats 1 and 2.
    fn new(seed: u64) -> Table {
        let setup = Setup::with_controllers(&[Controller::Human; 3], TweakSetup::default());
        Table {
            session: Session::new(setup, seed).unwrap(),
            host: Host::new([Seat(1), Seat(2)], 99),
            guests: HashMap::new(),
            watchers: HashMap::new(),
            delivered: Vec::new(),
        }
    }

    /// `text` from `peer` reaches the host; what it answers reaches the phones, each checked:
    /// a view is exactly the receiving seat's view of the game as it stands.
    fn send(&mut self, peer: PeerId, text: &str) {
        let out = self.host.receive(&mut self.session, peer, text, Millis(0));
        self.deliver(out);
    }

    fn deliver(&mut self, out: Vec<Outgoing>) {
        for (peer, text) in out {
            if self.host.is_watching(peer) {
                self.deliver_to_watcher(peer, &text);
                continue;
            }
            let message = protocol::read::<ToGuest<View, TweakError>>(&text).unwrap();
            if let ToGuest::View { view, .. } = &message {
                let seat = self.host.seat_of(peer).expect("views go to seated phones");
                assert_eq!(
                    *view,
                    self.session.game().view(seat),
                    "{peer:?} got {seat:?}'s view"
                );
                // No hand reaches a phone whose invitation does not own its seat.
                assert_eq!(
                    self.host.invitation(peer),
                    Some(Invitation::Seat(seat)),
                    "{peer:?} got {seat:?}'s hand"
                );
            }
            if let Some(guest) = self.guests.get_mut(&peer) {
                guest.receive(&text, 0).unwrap();
            }
            self.delivered.push((peer, text));
        }
    }

    /// The wire check of a watcher: every text it is sent reads as a watcher's message, holds
    /// no hand and no seat's view, and its public view is the game's as it stands.
    fn deliver_to_watcher(&mut self, peer: PeerId, text: &str) {
        // A seat's hand travels as `"hand":[…]` in its view (a sum's one hand card, shown to
        // all, is `"hand":<id>`); a seat's legal actions as `"legal"`.
        for field in ["\"hand\":[", "\"legal\""] {
            assert!(!text.contains(field), "{field} reached watcher {peer:?}");
        }
        assert!(
            !matches!(
                protocol::read::<ToGuest<View, TweakError>>(text),
                Ok(ToGuest::View { .. } | ToGuest::Seated { .. })
            ),
            "a seat's message reached watcher {peer:?}"
        );
        let message = protocol::read::<ToWatcher<Public>>(text).unwrap();
        if let ToWatcher::Table { public, .. } = &message {
            assert_eq!(*public, self.session.game().public_view());
        }
        if let Some(watcher) = self.watchers.get_mut(&peer) {
            watcher.receive(text, 0).unwrap();
        }
        self.delivered.push((peer, text.to_string()));
    }

    /// The phone on `peer` asks to watch, on a watcher's invitation.
    fn watch(&mut self, peer: PeerId) {
        self.host.invite(peer, Invitation::Watch);
        let (watcher, hello) = Watcher::<Tweak>::ask();
        self.watchers.insert(peer, watcher);
        self.send(peer, &hello);
    }

    /// The phone on `peer` asks for a seat (with `back`, the key of one it held). Unless the
    /// test invited it, the host invites it as a person would: to the seat its key was given
    /// for, else to the first seat no phone took; with none, it comes uninvited.
    fn join(&mut self, peer: PeerId, back: Option<SeatKey>) {
        if self.host.invitation(peer).is_none() {
            let held = back.and_then(|key| {
                self.guests
                    .values()
                    .find(|g| g.key() == Some(key))
                    .and_then(Guest::seat)
            });
            let taken = self.host.taken();
            let free = self.host.seats().find(|s| !taken.contains(s));
            if let Some(seat) = held.or(free) {
                self.host.invite(peer, Invitation::Seat(seat));
            }
        }
        let (guest, hello) = Guest::<Tweak>::join("Léa", back);
        self.guests.insert(peer, guest);
        self.send(peer, &hello);
    }

    /// The phone on `peer` plays `action`; the text it sent.
    fn act(&mut self, peer: PeerId, action: Action) -> String {
        let text = self.guests.get_mut(&peer).unwrap().act(action);
        self.send(peer, &text);
        text
    }

    fn peer_of(&self, seat: Seat) -> Option<PeerId> {
        self.guests
            .keys()
            .copied()
            .find(|&p| self.host.seat_of(p) == Some(seat))
    }

    fn actions(&self) -> usize {
        self.session.history().actions().len()
    }
}

#[test]
fn phones_play_a_round_and_each_sees_only_its_own_hand() {
    let mut t = Table::new(5);
    t.join(PeerId(1), None);
    t.join(PeerId(2), None);
    assert_eq!(t.host.seat_of(PeerId(1)), Some(Seat(1)));
    assert_eq!(t.host.seat_of(PeerId(2)), Some(Seat(2)));
    let guest = &t.guests[&PeerId(1)];
    assert_eq!(guest.seat(), Some(Seat(1)));
    assert_eq!(guest.seats().len(), 3);
    assert_eq!(guest.name(Seat(2)), t.session.name(Seat(2)));
    assert_eq!(guest.view(), Some(&t.session.game().view(Seat(1))));

    // Play until the first round ends: the host plays seat 0, the phones their own seats.
    let mut moves = 0;
    while t.session.next_up() != NextUp::RoundSummary {
        let NextUp::Human(seat) = t.session.next_up() else {
            panic!("a people-only table: {:?}", t.session.next_up());
        };
        let legal = t.session.game().legal_actions(seat);
        let action = legal[moves % legal.len()].clone();
        match t.peer_of(seat) {
            Some(peer) => {
                t.act(peer, action);
            }
            None => {
                t.session.act_now(seat, action).unwrap();
                let out = t.host.changed(&t.session);
                t.deliver(out);
            }
        }
        moves += 1;
        assert!(moves < 500, "the round ends");
    }
    assert!(t.host.log().is_empty(), "{:?}", t.host.log());
    // Each phone ends with the same view as its seat's, and no other seat's hand ever reached
    // it: every view delivered was checked against its own seat as it was sent.
    for peer in [PeerId(1), PeerId(2)] {
        let seat = t.host.seat_of(peer).unwrap();
        assert_eq!(t.guests[&peer].view(), Some(&t.session.game().view(seat)));
    }
    let views = t
        .delivered
        .iter()
        .filter(|(_, m)| m.contains("\"t\":\"view\""));
    let (count, bytes) = views.fold((0, 0), |(c, b), (_, m)| (c + 1, b + m.len()));
    println!(
        "TWEAK over phones: {moves} moves, {count} views, {} bytes a view on average",
        bytes / count
    );
}

#[test]
fn bad_replayed_and_out_of_turn_messages_are_logged_and_never_applied() {
    let mut t = Table::new(8);
    t.join(PeerId(1), None);
    t.join(PeerId(2), None);
    // Move the game on to a phone's turn.
    while !matches!(t.session.next_up(), NextUp::Human(s) if s != Seat(0)) {
        let NextUp::Human(seat) = t.session.next_up() else {
            unreachable!()
        };
        let action = t.session.game().legal_actions(seat)[0].clone();
        t.session.act_now(seat, action).unwrap();
    }
    let NextUp::Human(due) = t.session.next_up() else {
        unreachable!()
    };
    let due_peer = t.peer_of(due).unwrap();
    let idle_peer = if due_peer == PeerId(1) {
        PeerId(2)
    } else {
        PeerId(1)
    };
    let before = t.actions();

    // Garbage, another version, a message of the wrong shape: logged; only the other version
    // is answered (its phone reads the answer as another version's and says so).
    let delivered = t.delivered.len();
    for text in [
        "not json".to_string(),
        r#"{"v":9,"m":{}}"#.to_string(),
        format!(r#"{{"v":{},"m":{{"t":"act"}}}}"#, protocol::PROTOCOL),
    ] {
        t.send(due_peer, &text);
    }
    assert_eq!(t.delivered.len(), delivered + 1);
    let mut other_build = Guest::<Tweak>::join("x", None).0;
    let answer = t.delivered[delivered]
        .1
        .replace(&format!(r#"{{"v":{},"#, protocol::PROTOCOL), r#"{"v":9,"#);
    assert_eq!(other_build.receive(&answer, 0), Err(BadMessage::Version(9)));
    assert!(matches!(
        t.host.log()[..],
        [
            _,
            super::host::Logged {
                dropped: Dropped::Bad(BadMessage::Version(9)),
                ..
            },
            _
        ]
    ));

    // Out of turn: the rules refuse it, the phone is told why.
    let idle_seat = t.host.seat_of(idle_peer).unwrap();
    let delivered = t.delivered.len();
    t.act(idle_peer, Action::PlayBomb);
    assert_eq!(t.actions(), before);
    assert!(matches!(
        t.host.log().last().unwrap().dropped,
        Dropped::Refused(_)
    ));
    let refused = &t.delivered[delivered];
    assert_eq!(refused.0, idle_peer);
    let heard = Guest::<Tweak>::join("x", None)
        .0
        .receive(&refused.1, 0)
        .unwrap();
    assert!(
        matches!(heard, Heard::Refused(_)),
        "{heard:?} for {idle_seat:?}"
    );

    // The due phone's action is played once, however often it arrives.
    let action = t.session.game().legal_actions(due)[0].clone();
    let text = t.act(due_peer, action);
    assert_eq!(t.actions(), before + 1);
    t.send(due_peer, &text);
    assert_eq!(t.actions(), before + 1);
    assert!(matches!(
        t.host.log().last().unwrap().dropped,
        Dropped::Replayed { n: 1, last: 1 }
    ));

    // A connection that holds no seat cannot act.
    let stranger = Guest::<Tweak>::join("x", None).0.act(Action::PlayBomb);
    t.send(PeerId(9), &stranger);
    assert_eq!(t.host.log().last().unwrap().dropped, Dropped::NoSeat);
    assert_eq!(t.actions(), before + 1);
}

#[test]
fn a_phone_that_leaves_gets_its_seat_back_with_its_key_and_no_one_else_can() {
    let mut t = Table::new(3);
    t.join(PeerId(1), None);
    t.join(PeerId(2), None);
    let key = t.guests[&PeerId(1)].key().unwrap();

    t.host.gone(PeerId(1));
    assert!(!t.host.is_connected(Seat(1)));
    // While it is away, the others still get their views, and it gets nothing.
    let out = t.host.changed(&t.session);
    assert!(out.iter().all(|(p, _)| *p == PeerId(2)));
    assert_eq!(
        t.host.taken(),
        [Seat(1), Seat(2)],
        "an away seat stays taken"
    );

    // A stranger (a link nobody invited) is turned away, and so is a made-up key (it counts as
    // none); another game is refused.
    t.join(PeerId(3), None);
    assert_eq!(t.host.seat_of(PeerId(3)), None);
    t.join(PeerId(4), Some(SeatKey(key.0 ^ 1)));
    assert_eq!(t.host.seat_of(PeerId(4)), None);
    let swaks = protocol::write(&super::protocol::ToHost::<Action>::Join {
        game: tablee_rules::GameKind::Swaks,
        name: "x".into(),
        back: None,
    });
    t.send(PeerId(5), &swaks);
    let turned: Vec<_> = t
        .host
        .log()
        .iter()
        .filter_map(|l| match &l.dropped {
            Dropped::TurnedAway(why) => Some(*why),
            _ => None,
        })
        .collect();
    assert_eq!(
        turned,
        [
            TurnedAway::NotInvited,
            TurnedAway::NotInvited,
            TurnedAway::OtherGame {
                playing: tablee_rules::GameKind::Tweak
            }
        ]
    );

    // The phone comes back on a new connection with its key: same seat, the game as it stands.
    t.join(PeerId(6), Some(key));
    assert_eq!(t.host.seat_of(PeerId(6)), Some(Seat(1)));
    assert_eq!(
        t.guests[&PeerId(6)].view(),
        Some(&t.session.game().view(Seat(1)))
    );
}

/// Plays the table on until `seat` is due, each seat played where it is (a phone's seat by its
/// phone); returns how many actions that took.
fn play_until_due(t: &mut Table, seat: Seat) -> usize {
    let mut moves = 0;
    loop {
        match t.session.next_up() {
            NextUp::Human(due) if due == seat => return moves,
            NextUp::Human(due) => {
                let action = t.session.game().legal_actions(due)[0].clone();
                match t.peer_of(due) {
                    Some(peer) => {
                        t.act(peer, action);
                    }
                    None => {
                        t.session.act_now(due, action).unwrap();
                        let out = t.host.changed(&t.session);
                        t.deliver(out);
                    }
                }
            }
            other => panic!("a people-only round: {other:?}"),
        }
        moves += 1;
        assert!(moves < 500, "{seat:?} is due again");
    }
}

#[test]
fn a_phone_back_after_a_break_goes_on_numbering_its_actions() {
    let mut t = Table::new(11);
    t.join(PeerId(1), None);
    t.join(PeerId(2), None);
    // The phone of seat 1 plays twice, then locks.
    for _ in 0..2 {
        play_until_due(&mut t, Seat(1));
        let action = t.session.game().legal_actions(Seat(1))[0].clone();
        let before = t.actions();
        t.act(PeerId(1), action);
        assert_eq!(t.actions(), before + 1);
    }
    let key = t.guests[&PeerId(1)].key().unwrap();
    t.host.gone(PeerId(1));
    play_until_due(&mut t, Seat(1));

    // It comes back on a new connection, as a new page that remembered only its key: the host
    // tells it its last action's number, and its next actions are played, not refused.
    t.join(PeerId(7), Some(key));
    assert_eq!(t.host.seat_of(PeerId(7)), Some(Seat(1)));
    assert_eq!(t.guests[&PeerId(7)].key(), Some(key), "the same key");
    for _ in 0..2 {
        play_until_due(&mut t, Seat(1));
        let action = t.session.game().legal_actions(Seat(1))[0].clone();
        let before = t.actions();
        t.act(PeerId(7), action);
        assert_eq!(t.actions(), before + 1, "{:?}", t.host.log());
    }
    assert!(t.host.log().is_empty(), "{:?}", t.host.log());
    assert_eq!(
        t.guests[&PeerId(7)].view(),
        Some(&t.session.game().view(Seat(1)))
    );
}

#[test]
fn a_phone_asking_again_on_the_same_link_is_sent_the_game_as_it_stands() {
    let mut t = Table::new(12);
    t.join(PeerId(1), None);
    t.join(PeerId(2), None);
    play_until_due(&mut t, Seat(1));
    // The screen slept: the phone asks again on the link that stayed open.
    let again = t.guests[&PeerId(1)].rejoin();
    let delivered = t.delivered.len();
    t.send(PeerId(1), &again);
    assert_eq!(t.host.seat_of(PeerId(1)), Some(Seat(1)));
    assert_eq!(t.delivered.len(), delivered + 2, "seated, then its view");
    assert_eq!(
        t.guests[&PeerId(1)].view(),
        Some(&t.session.game().view(Seat(1)))
    );
}

#[test]
fn a_join_asked_twice_before_its_answer_keeps_one_seat_and_plays_on() {
    let mut t = Table::new(14);
    t.host.invite(PeerId(1), Invitation::Seat(Seat(2)));
    // The phone heard nothing yet and asks again with the same text: both reach the host
    // before either answer reaches the phone.
    let (guest, hello) = Guest::<Tweak>::join("Léa", None);
    t.guests.insert(PeerId(1), guest);
    let first = t.host.receive(&mut t.session, PeerId(1), &hello, Millis(0));
    let second = t.host.receive(&mut t.session, PeerId(1), &hello, Millis(0));
    t.deliver(first);
    t.deliver(second);
    assert_eq!(
        t.host.seat_of(PeerId(1)),
        Some(Seat(2)),
        "the invited seat, once"
    );
    assert_eq!(t.host.taken(), vec![Seat(2)]);
    // The key the phone kept (the later answer's) is the one that opens the seat.
    let kept = t.guests[&PeerId(1)].key().expect("seated");
    t.host.gone(PeerId(1));
    let (guest, back) = Guest::<Tweak>::join("Léa", Some(kept));
    t.guests.insert(PeerId(3), guest);
    t.host.invite(PeerId(3), Invitation::Seat(Seat(2)));
    t.send(PeerId(3), &back);
    assert_eq!(t.host.seat_of(PeerId(3)), Some(Seat(2)));
    t.join(PeerId(2), None);
    play_until_due(&mut t, Seat(2));
    let before = t.actions();
    let action = t.session.game().legal_actions(Seat(2))[0].clone();
    t.act(PeerId(3), action);
    assert_eq!(t.actions(), before + 1, "the seat plays on from its phone");
}

#[test]
fn a_seat_whose_phone_is_away_can_be_invited_for_another_phone() {
    let mut t = Table::new(13);
    t.join(PeerId(1), None);
    t.join(PeerId(2), None);
    let old_key = t.guests[&PeerId(1)].key().unwrap();
    // While its phone is here, inviting the seat does not give it away.
    t.host.invite(PeerId(5), Invitation::Seat(Seat(1)));
    t.join(PeerId(5), None);
    assert_eq!(t.host.seat_of(PeerId(5)), None);
    assert_eq!(t.host.seat_of(PeerId(1)), Some(Seat(1)));

    // Its phone is gone (a flat battery): the host invites the seat again, and a borrowed phone
    // with no key sits down, with a new key; the old phone's key opens nothing now.
    t.host.gone(PeerId(1));
    t.host.invite(PeerId(6), Invitation::Seat(Seat(1)));
    t.join(PeerId(6), None);
    assert_eq!(t.host.seat_of(PeerId(6)), Some(Seat(1)));
    let new_key = t.guests[&PeerId(6)].key().unwrap();
    assert_ne!(new_key, old_key);
    t.join(PeerId(8), Some(old_key));
    assert_eq!(t.host.seat_of(PeerId(8)), None, "the table is full");
    assert_eq!(t.host.seat_of(PeerId(6)), Some(Seat(1)));
}

#[test]
fn a_host_reloaded_remembers_its_phones_and_they_come_back() {
    let mut t = Table::new(14);
    t.join(PeerId(1), None);
    t.join(PeerId(2), None);
    play_until_due(&mut t, Seat(1));
    let action = t.session.game().legal_actions(Seat(1))[0].clone();
    t.act(PeerId(1), action);
    let key = t.guests[&PeerId(1)].key().unwrap();

    // The host's page reloads: the game from its save, the phones from what the panel kept
    // (through JSON, as stored). Every phone is away; both seats stay taken.
    let kept = crate::saves::to_json(&t.host.remembered());
    let remembered: Vec<super::host::RememberedSeat> = serde_json::from_str(&kept).unwrap();
    t.host = Host::remembering(remembered, 1234);
    assert_eq!(t.host.taken(), [Seat(1), Seat(2)]);
    assert!(!t.host.is_connected(Seat(1)) && !t.host.is_connected(Seat(2)));
    // A stranger finds no seat; the phone of seat 1, on a new page with its key, is back and
    // plays on.
    t.join(PeerId(20), None);
    assert_eq!(t.host.seat_of(PeerId(20)), None);
    t.join(PeerId(21), Some(key));
    assert_eq!(t.host.seat_of(PeerId(21)), Some(Seat(1)));
    play_until_due(&mut t, Seat(1));
    let action = t.session.game().legal_actions(Seat(1))[0].clone();
    let before = t.actions();
    t.act(PeerId(21), action);
    assert_eq!(t.actions(), before + 1, "{:?}", t.host.log());
}

#[test]
fn a_ping_comes_back_and_a_late_view_is_dropped() {
    let mut t = Table::new(4);
    t.join(PeerId(1), None);
    let out = t.host.receive(
        &mut t.session,
        PeerId(1),
        &Guest::<Tweak>::ping(100),
        Millis(0),
    );
    let guest = t.guests.get_mut(&PeerId(1)).unwrap();
    assert_eq!(guest.receive(&out[0].1, 104), Ok(Heard::Pong(4)));

    let first = t.host.changed(&t.session);
    let second = t.host.changed(&t.session);
    let guest = t.guests.get_mut(&PeerId(1)).unwrap();
    assert_eq!(guest.receive(&second[0].1, 0), Ok(Heard::View));
    assert_eq!(guest.receive(&first[0].1, 0), Ok(Heard::Stale));
}

#[test]
fn an_invited_phone_gets_its_seat_and_views_go_out_once_per_change() {
    let mut t = Table::new(6);
    t.host.invite(PeerId(4), Invitation::Seat(Seat(2)));
    t.join(PeerId(3), None);
    t.join(PeerId(4), None);
    assert_eq!(t.host.seat_of(PeerId(4)), Some(Seat(2)));
    assert_eq!(t.host.seat_of(PeerId(3)), Some(Seat(1)));

    // Nothing new in the record: nothing to send. A move on this device: one view a phone.
    assert!(t.host.catch_up(&t.session).is_empty());
    let NextUp::Human(seat) = t.session.next_up() else {
        unreachable!()
    };
    let action = t.session.game().legal_actions(seat)[0].clone();
    t.session.act_now(seat, action).unwrap();
    assert_eq!(t.host.catch_up(&t.session).len(), 2);
    assert!(t.host.catch_up(&t.session).is_empty());
}

#[test]
fn a_phone_hears_when_the_hosts_table_stops_waiting_for_people() {
    use crate::games::twinit::session::{Session as TwinItSession, TwinItSetup};
    use tablee_rules::twinit::{Mode, Options, TwinIt, TwinItError, View as TwinItView};
    // Twin It! waits for the players' "ready": until the host starts, a phone's countdowns
    // stand still; the start alone (no action in the record) reaches the phone.
    let setup = Setup::with_controllers(
        &[Controller::Human; 2],
        TwinItSetup {
            rules: Options {
                mode: Mode::TousEnsemble,
            },
        },
    );
    let mut session = TwinItSession::new(setup, 8).unwrap();
    let mut host = Host::<TwinIt>::new([Seat(1)], 5);
    host.invite(PeerId(1), Invitation::Seat(Seat(1)));
    let (mut guest, hello) = Guest::<TwinIt>::join("Bo", None);
    for (_, text) in host.receive(&mut session, PeerId(1), &hello, Millis(0)) {
        guest.receive(&text, 0).unwrap();
    }
    assert!(guest.view().is_some(), "seated, with its view");
    assert!(guest.waiting(), "before the start");
    host.catch_up(&session);
    assert!(host.catch_up(&session).is_empty(), "nothing new");

    session.start();
    let out = host.catch_up(&session);
    assert_eq!(out.len(), 1, "the start reaches the phone");
    let message = protocol::read::<ToGuest<TwinItView, TwinItError>>(&out[0].1).unwrap();
    assert!(matches!(message, ToGuest::View { waiting: false, .. }));
    guest.receive(&out[0].1, 0).unwrap();
    assert!(!guest.waiting());
    assert!(host.catch_up(&session).is_empty(), "once");
}

/// The host plays seat 0 or a phone its own seat, whichever is due, until `moves` moves are
/// played or the round ends.
fn play_moves(t: &mut Table, moves: usize) {
    for i in 0..moves {
        let NextUp::Human(seat) = t.session.next_up() else {
            return;
        };
        let legal = t.session.game().legal_actions(seat);
        let action = legal[i % legal.len()].clone();
        match t.peer_of(seat) {
            Some(peer) => {
                t.act(peer, action);
            }
            None => {
                t.session.act_now(seat, action).unwrap();
                let out = t.host.changed(&t.session);
                t.deliver(out);
            }
        }
    }
}

#[test]
fn a_watcher_joins_mid_game_and_is_sent_the_public_view_only() {
    let mut t = Table::new(21);
    t.join(PeerId(1), None);
    t.join(PeerId(2), None);
    play_moves(&mut t, 6);
    t.watch(PeerId(9));
    assert_eq!(t.host.watchers(), 1);
    let watcher = &t.watchers[&PeerId(9)];
    assert_eq!(watcher.seats().len(), 3);
    assert_eq!(watcher.public(), Some(&t.session.game().public_view()));
    let before = t.delivered.len();
    play_moves(&mut t, 10);
    // Every change reached the watcher (each checked as it was delivered: no hand, the
    // public view as it stood).
    let to_watcher = t.delivered[before..]
        .iter()
        .filter(|(p, _)| *p == PeerId(9))
        .count();
    assert!(to_watcher >= 10, "{to_watcher} tables for 10 moves");
    let (tables, bytes) = t.delivered[before..]
        .iter()
        .filter(|(p, m)| *p == PeerId(9) && m.contains("\"t\":\"table\""))
        .fold((0, 0), |(c, b), (_, m)| (c + 1, b + m.len()));
    println!(
        "TWEAK to a watcher: {tables} public views, {} bytes a view on average",
        bytes / tables.max(1)
    );
    assert_eq!(
        t.watchers[&PeerId(9)].public(),
        Some(&t.session.game().public_view())
    );
    // A watcher cannot play: it holds no seat.
    let actions = t.actions();
    let n = Guest::<Tweak>::join("x", None).0.act(Action::PlayBomb);
    t.send(PeerId(9), &n);
    assert_eq!(t.actions(), actions);
    assert!(matches!(
        t.host.log().last().unwrap().dropped,
        Dropped::NoSeat
    ));
    // A ping is answered in a watcher's words.
    t.send(PeerId(9), &Guest::<Tweak>::ping(5));
    let pong = &t.delivered.last().unwrap().1;
    assert!(matches!(
        t.watchers.get_mut(&PeerId(9)).unwrap().receive(pong, 8),
        Ok(Seen::Pong(3))
    ));
    // Once it leaves, nothing more is sent to it.
    t.host.gone(PeerId(9));
    assert_eq!(t.host.watchers(), 0);
    let before = t.delivered.len();
    play_moves(&mut t, 3);
    assert!(t.delivered[before..].iter().all(|(p, _)| *p != PeerId(9)));
    // The seated phones were never disturbed.
    assert!(
        t.host.log().iter().all(|l| l.from == PeerId(9)),
        "{:?}",
        t.host.log()
    );
}

#[test]
fn a_table_takes_sixteen_watchers_and_turns_the_next_away() {
    let mut t = Table::new(4);
    for peer in 10..10 + super::host::MAX_WATCHERS as u32 {
        t.watch(PeerId(peer));
    }
    assert_eq!(t.host.watchers(), super::host::MAX_WATCHERS);
    let (mut late, hello) = Watcher::<Tweak>::ask();
    t.host.invite(PeerId(99), Invitation::Watch);
    t.host.invite(PeerId(98), Invitation::Watch);
    let out = t
        .host
        .receive(&mut t.session, PeerId(99), &hello, Millis(0));
    assert_eq!(out.len(), 1);
    assert_eq!(
        late.receive(&out[0].1, 0),
        Ok(Seen::TurnedAway(TurnedAway::Full))
    );
    // Watching another game's table is refused in words too.
    let other = protocol::write(&super::protocol::ToHost::<Action>::Watch {
        game: tablee_rules::GameKind::Swaks,
    });
    t.host.gone(PeerId(10));
    let out = t
        .host
        .receive(&mut t.session, PeerId(98), &other, Millis(0));
    assert!(matches!(
        late.receive(&out[0].1, 0),
        Ok(Seen::TurnedAway(TurnedAway::OtherGame { .. }))
    ));
    // Every watcher is sent each change once, the same public view.
    let out = t.host.changed(&t.session);
    assert_eq!(out.len(), super::host::MAX_WATCHERS - 1);
    assert!(out.windows(2).all(|w| w[0].1 == w[1].1));
}

#[test]
fn a_watcher_reads_no_seats_message_and_a_late_table_is_dropped() {
    let mut t = Table::new(6);
    t.join(PeerId(1), None);
    let seat_view = t
        .delivered
        .iter()
        .find(|(_, m)| m.contains("\"t\":\"view\""))
        .unwrap()
        .1
        .clone();
    let mut watcher = Watcher::<Tweak>::default();
    assert!(matches!(
        watcher.receive(&seat_view, 0),
        Err(BadMessage::Shape(_))
    ));
    t.watch(PeerId(5));
    let first = t.delivered.last().unwrap().1.clone();
    play_moves(&mut t, 1);
    let second = t.delivered.last().unwrap().1.clone();
    assert_eq!(watcher.receive(&second, 0), Ok(Seen::Table));
    assert_eq!(watcher.receive(&first, 0), Ok(Seen::Stale));
    assert_eq!(watcher.public(), Some(&t.session.game().public_view()));
}

/// Issue 53's steps: Ana and Bo are offered seats, a watcher is invited, and the watcher's phone
/// asks for a seat (its address edited from `watch` to `join`, or a join sent on its channel):
/// it is turned away in words, gets no hand, and Bo's seat can still be invited and taken. The
/// other way round, a seat's invitation cannot watch; and no invitation gives another seat.
#[test]
fn an_invitation_gives_only_what_it_was_made_for() {
    let mut t = Table::new(31);
    t.host.invite(PeerId(7), Invitation::Watch);
    let (mut guest, hello) = Guest::<Tweak>::join("Mallory", None);
    let out = t.host.receive(&mut t.session, PeerId(7), &hello, Millis(0));
    assert_eq!(out.len(), 1, "one refusal, no view");
    assert!(!out[0].1.contains("\"hand\""), "{}", out[0].1);
    assert_eq!(
        guest.receive(&out[0].1, 0),
        Ok(Heard::TurnedAway(TurnedAway::WatchOnly))
    );
    assert_eq!(t.host.seat_of(PeerId(7)), None);
    assert!(t.host.taken().is_empty(), "no seat was taken");
    // The watcher's link can still watch, as it was invited to.
    let (mut watcher, watch) = Watcher::<Tweak>::ask();
    let out = t.host.receive(&mut t.session, PeerId(7), &watch, Millis(0));
    assert!(out.iter().all(|(_, m)| watcher.receive(m, 0).is_ok()));
    assert!(t.host.is_watching(PeerId(7)));
    // ...and a join it sends while watching is refused too, the watching kept.
    let out = t.host.receive(&mut t.session, PeerId(7), &hello, Millis(0));
    assert_eq!(
        guest.receive(&out[0].1, 0),
        Ok(Heard::TurnedAway(TurnedAway::WatchOnly))
    );
    assert!(t.host.is_watching(PeerId(7)) && t.host.seat_of(PeerId(7)).is_none());

    // Bo's seat is still there for Bo's invitation.
    t.join(PeerId(1), None);
    t.join(PeerId(2), None);
    assert_eq!(t.host.seat_of(PeerId(2)), Some(Seat(2)));

    // A seat's invitation asking to watch is refused, in a watcher's words.
    t.host.invite(PeerId(8), Invitation::Seat(Seat(1)));
    let out = t.host.receive(
        &mut t.session,
        PeerId(8),
        &Watcher::<Tweak>::asking(),
        Millis(0),
    );
    let mut late = Watcher::<Tweak>::default();
    assert_eq!(
        late.receive(&out[0].1, 0),
        Ok(Seen::TurnedAway(TurnedAway::SeatOnly))
    );
    assert!(!t.host.is_watching(PeerId(8)));

    // An invitation to seat 1, whose phone is here, is not a way to another seat: with seat 2's
    // phone away, it still gets none.
    t.host.gone(PeerId(2));
    t.join(PeerId(8), None);
    assert_eq!(t.host.seat_of(PeerId(8)), None);
    assert!(matches!(
        t.host.log().last().unwrap().dropped,
        Dropped::TurnedAway(TurnedAway::Full)
    ));
    // A link nobody invited gets nothing.
    let out = t
        .host
        .receive(&mut t.session, PeerId(40), &hello, Millis(0));
    assert_eq!(
        Guest::<Tweak>::join("x", None).0.receive(&out[0].1, 0),
        Ok(Heard::TurnedAway(TurnedAway::NotInvited))
    );
}

/// Every game's public view, written as a watcher is sent it, after every step of seeded random
/// games at the game's largest table: each fits a message ([`protocol::MAX_MESSAGE`]). The bytes
/// a view costs per move are printed (docs/measurements.md).
#[test]
fn every_games_public_view_fits_a_message() {
    struct Sizes;

    impl tablee_rules::ForGame for Sizes {
        type Output = (usize, usize, usize);

        fn run<G: tablee_rules::Catalogued>(self) -> (usize, usize, usize) {
            let seats = G::KIND.players().max;
            let mut sizes = Vec::new();
            for seed in 0..1 {
                tablee_rules::contract::check_random_game_with::<G>(
                    &G::Options::default(),
                    seats,
                    seed,
                    50_000,
                    |game| {
                        let text = protocol::write(&ToWatcher::Table {
                            step: 1,
                            time: Millis(0),
                            waiting: false,
                            public: game.public_view(),
                        });
                        sizes.push(text.len());
                    },
                );
            }
            let max = sizes.iter().copied().max().unwrap_or(0);
            (seats, sizes.iter().sum::<usize>() / sizes.len().max(1), max)
        }
    }

    for kind in tablee_rules::GameKind::ALL {
        let (seats, mean, max) = kind.with(Sizes);
        println!(
            "{}: a public view to a watcher, {seats} seats: {mean} bytes on average, {max} at most",
            kind.name()
        );
        assert!(max <= protocol::MAX_MESSAGE, "{kind:?}: {max} bytes");
    }
}
