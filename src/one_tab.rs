//! One game, one writer: two tabs (or windows) open on one game must not write over each
//! other's moves. The tab that opens a game last holds it: it says so to the other tabs over a
//! `BroadcastChannel`, and a tab that hears its game was opened elsewhere stops writing it and
//! is told so (see [`on_lost`]), with a way to take the game back (reloading it as the other tab
//! left it, which tells that tab in turn). Another tab's write of the game's save means the same
//! ([`crate::storage`] hears it, for browsers or moments the channel misses), and
//! [`crate::storage::set`] never replaces a save by a shorter history of the same game.

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The channel's name.
const CHANNEL: &str = "tablee.games";

/// This tab's game, and what it knows of it.
#[derive(Default)]
struct Held {
    /// The save id of the game open in this tab.
    id: Option<String>,
    /// Whether another tab took it over since: this tab no longer writes it.
    lost: bool,
    /// This tab's own mark, so it does not hear itself.
    tab: String,
    /// The channel, once opened.
    channel: Option<web_sys::BroadcastChannel>,
    /// Told the id of a game this tab lost to another.
    on_lost: Option<Box<dyn Fn(String)>>,
}

thread_local! {
    static HELD: RefCell<Held> = RefCell::new(Held::default());
}

/// This tab opens the game `id`: it holds it from now on, and every other tab on it is told.
pub fn open(id: &str) {
    listen();
    let channel = HELD.with_borrow_mut(|held| {
        held.id = Some(id.to_string());
        held.lost = false;
        held.channel.clone().map(|c| (c, held.tab.clone()))
    });
    if let Some((channel, tab)) = channel {
        let _ = channel.post_message(&JsValue::from_str(&format!("{tab} {id}")));
    }
}

/// This tab leaves the game `id` (its screen closed).
pub fn close(id: &str) {
    HELD.with_borrow_mut(|held| {
        if held.id.as_deref() == Some(id) {
            held.id = None;
            held.lost = false;
        }
    });
}

/// Whether this tab may write the save `id`: not once another tab took its game over.
pub fn may_write(id: &str) -> bool {
    HELD.with_borrow(|held| !(held.lost && held.id.as_deref() == Some(id)))
}

/// Another tab has the game `id` (it opened it, or wrote a longer history of it): if it is this
/// tab's game, this tab stops writing it and is told.
pub fn lost_to_another_tab(id: &str) {
    let newly = HELD.with_borrow_mut(|held| {
        let ours = held.id.as_deref() == Some(id);
        let newly = ours && !held.lost;
        held.lost |= ours;
        newly
    });
    if newly {
        HELD.with_borrow(|held| {
            if let Some(tell) = &held.on_lost {
                tell(id.to_string());
            }
        });
    }
}

/// Tells `tell` the id of the game whenever this tab loses it to another.
pub fn on_lost(tell: impl Fn(String) + 'static) {
    HELD.with_borrow_mut(|held| held.on_lost = Some(Box::new(tell)));
}

/// Opens the channel and listens to it and to the other tabs' writes, once.
fn listen() {
    if HELD.with_borrow(|held| held.channel.is_some()) {
        return;
    }
    // A float's digits would bring the float formatter into the first load (kilobytes): its
    // bits, written as an integer, are as good a mark.
    let tab = js_sys::Math::random().to_bits().to_string();
    let Ok(channel) = web_sys::BroadcastChannel::new(CHANNEL) else {
        return;
    };
    let mine = tab.clone();
    let heard =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            if let Some((from, id)) = text.split_once(' ') {
                if from != mine {
                    lost_to_another_tab(id);
                }
            }
        });
    channel.set_onmessage(Some(heard.as_ref().unchecked_ref()));
    heard.forget();
    HELD.with_borrow_mut(|held| {
        held.tab = tab;
        held.channel = Some(channel);
    });
}
