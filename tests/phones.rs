//! Browser tests of the phones' screens: the WebRTC link between two phones, and a phone
//! holding one seat of a TWEAK match over it. Run by `scripts/test.sh wasm`. Natively this file
//! compiles to nothing.
#![cfg(target_arch = "wasm32")]
// Tests never ship: the size rules of clippy.toml (the standard sorts and the like) are for the
// wasm app.
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

mod common;
use common::{mount, tick};

wasm_bindgen_test_configure!(run_in_browser);

/// Two phones' links, here in one page: paired only by the two codes, with no server, they
/// carry text both ways. Prints the codes' lengths and the round trip of a message.
#[wasm_bindgen_test]
async fn two_links_pair_by_their_codes_alone_and_carry_text_both_ways() {
    use std::cell::RefCell;
    use std::rc::Rc;
    use tablee::remote::link::Link;

    let (host, offer) = Link::offer().await.expect("an offer");
    let (guest, answer) = Link::answer(&offer).await.expect("an answer");
    assert!(
        Link::answer(&answer).await.is_err(),
        "an answer is not an offer"
    );
    // Issue 53: an answer to another invitation, one with a character changed, and the
    // invitation itself are refused, each in its own words; the link still waits for its own.
    use tablee::remote::link::LinkError;
    let (other, other_offer) = Link::offer().await.expect("another offer");
    let (stranger, stale) = Link::answer(&other_offer).await.expect("its answer");
    assert_eq!(host.accept(&stale).await, Err(LinkError::OtherInvitation));
    let at = 40.min(answer.len() - 1);
    let flipped = if &answer[at..=at] == "A" { "B" } else { "A" };
    let changed = format!("{}{flipped}{}", &answer[..at], &answer[at + 1..]);
    assert!(
        matches!(host.accept(&changed).await, Err(LinkError::Code(_))),
        "a changed character"
    );
    assert_eq!(host.accept(&offer).await, Err(LinkError::WrongHalf));
    other.close();
    stranger.close();
    host.accept(&answer).await.expect("the answer accepted");

    // Each echo resolves the promise the sender waits on, so the round trip is timed to the
    // message, not to a polling tick.
    let heard: Rc<RefCell<Vec<String>>> = Rc::default();
    let waiter: Rc<RefCell<Option<js_sys::Function>>> = Rc::default();
    let (kept, woken) = (heard.clone(), waiter.clone());
    host.on_message(move |text| {
        kept.borrow_mut().push(text);
        if let Some(wake) = woken.borrow_mut().take() {
            let _ = wake.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    let echo = guest.clone();
    guest.on_message(move |text| {
        echo.send(&format!("echo {text}"));
    });
    let mut waited = 0;
    while !(host.is_open() && guest.is_open()) {
        assert!(waited < 10_000, "the channel opens within 10 s");
        tick().await;
        waited += 20;
    }

    let performance = web_sys::window().unwrap().performance().unwrap();
    let mut trips = Vec::new();
    for i in 0..20 {
        let echoed = js_sys::Promise::new(&mut |resolve, _| *waiter.borrow_mut() = Some(resolve));
        let start = performance.now();
        assert!(host.send(&format!("ping {i}")));
        wasm_bindgen_futures::JsFuture::from(echoed).await.unwrap();
        trips.push(performance.now() - start);
        assert_eq!(heard.borrow()[i], format!("echo ping {i}"));
    }
    trips.sort_by(f64::total_cmp);
    web_sys::console::log_1(
        &format!(
            "link: offer {} chars, answer {} chars, round trip median {:.1} ms, max {:.1} ms",
            offer.len(),
            answer.len(),
            trips[trips.len() / 2],
            trips[trips.len() - 1]
        )
        .into(),
    );
    host.close();
    guest.close();
}

/// A phone holding one seat of a TWEAK match run on the host's phone, over a real link: it is
/// seated, draws its own hand from the views the host sends (each checked to be its seat's
/// view, and nothing more), and its move reaches the host's match.
#[wasm_bindgen_test]
async fn a_phone_holds_one_seat_of_a_tweak_match_run_on_the_host() {
    use std::cell::RefCell;
    use std::rc::Rc;
    use tablee::games::tweak::session::{Session, TweakSetup};
    use tablee::remote::host::{Host, Invitation, PeerId};
    use tablee::remote::link::Link;
    use tablee::remote::protocol::{self, ToGuest};
    use tablee::setup::{Controller, Setup};
    use tablee::table::frame::phone_table;
    use tablee_rules::tweak::{Action, Tweak, TweakError, View};
    use tablee_rules::{Game, Millis, Seat};

    let (host_link, offer) = Link::offer().await.unwrap();
    let (phone_link, answer) = Link::answer(&offer).await.unwrap();
    host_link.accept(&answer).await.unwrap();
    let mut waited = 0;
    while !(host_link.is_open() && phone_link.is_open()) {
        assert!(waited < 10_000, "the channel opens");
        tick().await;
        waited += 20;
    }

    // The host's side: a match of two people, seat 1 offered to the phone. Every text sent is
    // checked on its way: a view is the phone's seat's view as the match stands.
    let people = [Controller::Human, Controller::Human];
    let setup = Setup::with_controllers(&people, TweakSetup::default());
    let session = Rc::new(RefCell::new(Session::new(setup, 11).unwrap()));
    let host = Rc::new(RefCell::new(Host::<Tweak>::new([Seat(1)], 5)));
    // The link is the seat's invitation: it may take seat 1, and nothing else.
    host.borrow_mut()
        .invite(PeerId(1), Invitation::Seat(Seat(1)));
    let sent = Rc::new(RefCell::new(0));
    let send = {
        let (session, link, sent) = (session.clone(), host_link.clone(), sent.clone());
        move |texts: Vec<(PeerId, String)>| {
            for (_, text) in texts {
                if let Ok(ToGuest::View { view, .. }) =
                    protocol::read::<ToGuest<View, TweakError>>(&text)
                {
                    assert_eq!(view, session.borrow().game().view(Seat(1)));
                }
                *sent.borrow_mut() += 1;
                assert!(link.send(&text));
            }
        }
    };
    {
        let (session, host, send) = (session.clone(), host.clone(), send.clone());
        host_link.on_message(move |text| {
            let out =
                host.borrow_mut()
                    .receive(&mut session.borrow_mut(), PeerId(1), &text, Millis(0));
            send(out);
        });
    }

    // The table's top bar links home: it wants a router.
    let link = send_wrapper::SendWrapper::new(phone_link);
    let root = mount(move || {
        use leptos_router::components::Router;
        view! { <Router>{phone_table::<tablee_rules::tweak::Tweak>(link.take(), "Léa".into(), None)}</Router> }
    });
    let hand_cards = |root: &web_sys::HtmlElement| {
        let cards = root
            .query_selector_all("[data-testid='hand'] [data-card]")
            .unwrap();
        (0..cards.length())
            .map(|i| {
                let card: web_sys::Element = cards.item(i).unwrap().unchecked_into();
                card.get_attribute("data-card").unwrap()
            })
            .collect::<Vec<_>>()
    };
    let mut waited = 0;
    while hand_cards(&root).is_empty() {
        assert!(waited < 5_000, "the phone draws its hand");
        tick().await;
        waited += 20;
    }
    assert_eq!(host.borrow().seat_of(PeerId(1)), Some(Seat(1)));
    let own: Vec<String> = session
        .borrow()
        .game()
        .view(Seat(1))
        .hand
        .iter()
        .map(|c| c.0.to_string())
        .collect();
    assert_eq!(
        hand_cards(&root),
        own,
        "the phone shows its own seat's hand"
    );

    // The host plays seat 0 if it is due, so the phone's seat is next.
    if session.borrow().game().view(Seat(0)).turn == Seat(0) {
        let place = session
            .borrow()
            .game()
            .legal_actions(Seat(0))
            .into_iter()
            .find(|a| matches!(a, Action::PlaceCard { .. }))
            .unwrap();
        session.borrow_mut().act_now(Seat(0), place).unwrap();
        let out = host.borrow_mut().changed(&session.borrow());
        send(out);
    }
    let mut waited = 0;
    while root
        .query_selector("[data-my-turn='true']")
        .unwrap()
        .is_none()
    {
        assert!(waited < 5_000, "the phone sees its turn");
        tick().await;
        waited += 20;
    }

    // The phone puts its first card on the table: the host's match takes it.
    let before = session.borrow().history().actions().len();
    let click = |selector: &str| {
        let el: web_sys::HtmlElement = root
            .query_selector(selector)
            .unwrap()
            .unwrap()
            .unchecked_into();
        el.click();
    };
    click("[data-testid='hand'] .card-button");
    tick().await;
    click("[data-testid='place-card']");
    let mut waited = 0;
    while session.borrow().history().actions().len() == before {
        assert!(waited < 5_000, "the move reaches the host");
        tick().await;
        waited += 20;
    }
    // The card placed has left the phone's hand (a card drawn may have taken its place): the
    // phone shows what the host holds for its seat.
    let at_host = || -> Vec<String> {
        let hand = session.borrow().game().view(Seat(1)).hand;
        hand.iter().map(|c| c.0.to_string()).collect()
    };
    assert_ne!(at_host(), own);
    let mut waited = 0;
    while hand_cards(&root) != at_host() {
        assert!(waited < 5_000, "the phone's hand follows the host's");
        tick().await;
        waited += 20;
    }
    assert!(host.borrow().log().is_empty());
    assert!(*sent.borrow() >= 3);
    host_link.close();
}
