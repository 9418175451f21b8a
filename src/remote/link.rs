//! The browser's side of a link between two phones: one WebRTC data channel, paired with no
//! server by handing over two codes ([`super::offer`]): the host's offer, then the guest's
//! answer. On one Wi-Fi network or a phone's hotspot the phones reach each other directly by
//! their host candidates, so no STUN or TURN server is named.
//!
//! Candidates are gathered in full before a code is made (no trickle), so each side's code is
//! the whole of what the other needs. The channel is negotiated on both sides (id 0), so both
//! hold it from the start and no `datachannel` event is awaited.

use super::checked::{self, CodeError};
use super::offer::{Role, Signal};
use std::cell::Cell;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState, RtcIceGatheringState,
    RtcPeerConnection, RtcSdpType, RtcSessionDescription, RtcSessionDescriptionInit,
};

/// How long candidates are gathered at most, in milliseconds: on a phone with a network that
/// never answers, the code is made with what was found by then.
const GATHERING_MS: u32 = 4_000;

/// Why a link could not be made.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkError {
    /// The code read is not a pairing code (damaged, or of another version).
    Code(CodeError),
    /// The code is the wrong half: an answer where an offer was expected, or the reverse.
    WrongHalf,
    /// The answer answers another invitation (an older one, or another seat's).
    OtherInvitation,
    /// The browser refused a step, in its words.
    Browser(String),
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkError::Code(e) => write!(f, "not a pairing code: {e}"),
            LinkError::WrongHalf => write!(f, "the other phone's half of the pairing was expected"),
            LinkError::OtherInvitation => write!(f, "an answer to another invitation"),
            LinkError::Browser(e) => write!(f, "the browser refused: {e}"),
        }
    }
}

impl std::error::Error for LinkError {}

impl From<JsValue> for LinkError {
    fn from(value: JsValue) -> Self {
        LinkError::Browser(browser_reason(value))
    }
}

/// Whether this browser can link phones at all: some have no WebRTC (WebKitGTK as Linux
/// distributions build it, some in-app browsers), and say so rather than fail at the first step.
pub fn supported() -> bool {
    js_sys::Reflect::has(&js_sys::global(), &JsValue::from_str("RTCPeerConnection"))
        .unwrap_or(false)
}

/// The browser's words for a refusal (an `Error`'s message, or the value itself).
pub(super) fn browser_reason(value: JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| format!("{value:?}"))
}

/// The handlers a link set on its channel, kept alive as long as it.
type Handlers = Rc<RefCell<Vec<Closure<dyn FnMut(JsValue)>>>>;

/// One link to another phone.
#[derive(Clone)]
pub struct Link {
    connection: RtcPeerConnection,
    channel: RtcDataChannel,
    handlers: Handlers,
    /// The tag of this side's offer (the host's): the one invitation an answer may answer.
    offer_tag: Rc<Cell<Option<u16>>>,
}

impl Link {
    /// A new link from the host's side, and the offer code to show the guest.
    ///
    /// # Errors
    /// [`LinkError::Browser`] when the browser refuses a step.
    pub async fn offer() -> Result<(Link, String), LinkError> {
        let link = Link::new()?;
        let offer = JsFuture::from(link.connection.create_offer()).await?;
        link.describe_self(offer).await?;
        let code = link.code(Role::Offer, None).await?;
        link.offer_tag
            .set(checked::read(&code).ok().map(|read| read.tag));
        Ok((link, code))
    }

    /// The guest's link answering the host's `offer` code, and the answer code to show the
    /// host.
    ///
    /// # Errors
    /// [`LinkError::Code`] or [`LinkError::WrongHalf`] for a bad code; [`LinkError::Browser`]
    /// when the browser refuses a step.
    pub async fn answer(offer: &str) -> Result<(Link, String), LinkError> {
        let offer = checked::read(offer).map_err(LinkError::Code)?;
        if offer.signal.role != Role::Offer {
            return Err(LinkError::WrongHalf);
        }
        let link = Link::new()?;
        link.describe_other(RtcSdpType::Offer, &offer.signal)
            .await?;
        let answer = JsFuture::from(link.connection.create_answer()).await?;
        link.describe_self(answer).await?;
        let code = link.code(Role::Answer, Some(offer.tag)).await?;
        Ok((link, code))
    }

    /// Completes the host's link with the guest's `answer` code; the channel opens soon after.
    ///
    /// # Errors
    /// [`LinkError::Code`] or [`LinkError::WrongHalf`] for a bad code,
    /// [`LinkError::OtherInvitation`] for an answer to another offer (the link then still waits
    /// for its own); [`LinkError::Browser`] when the browser refuses it.
    pub async fn accept(&self, answer: &str) -> Result<(), LinkError> {
        let answer = checked::read(answer).map_err(LinkError::Code)?;
        if answer.signal.role != Role::Answer {
            return Err(LinkError::WrongHalf);
        }
        if answer.answers != self.offer_tag.get() {
            return Err(LinkError::OtherInvitation);
        }
        self.describe_other(RtcSdpType::Answer, &answer.signal)
            .await
    }

    /// Whether the channel is open.
    pub fn is_open(&self) -> bool {
        self.channel.ready_state() == RtcDataChannelState::Open
    }

    /// Sends `text`; whether the channel took it (it must be open).
    pub fn send(&self, text: &str) -> bool {
        self.is_open() && self.channel.send_with_str(text).is_ok()
    }

    /// Calls `on_text` with every text that arrives.
    pub fn on_message(&self, on_text: impl Fn(String) + 'static) {
        let handler = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            if let Some(text) = event
                .dyn_ref::<MessageEvent>()
                .and_then(|e| e.data().as_string())
            {
                on_text(text);
            }
        });
        self.channel
            .set_onmessage(Some(handler.as_ref().unchecked_ref()));
        self.handlers.borrow_mut().push(handler);
    }

    /// Calls `on_open` when the channel opens, and `on_close` when it closes (the other phone
    /// left, locked or lost the network).
    pub fn on_open_and_close(&self, on_open: impl Fn() + 'static, on_close: impl Fn() + 'static) {
        let open = Closure::<dyn FnMut(JsValue)>::new(move |_| on_open());
        let close = Closure::<dyn FnMut(JsValue)>::new(move |_| on_close());
        self.channel.set_onopen(Some(open.as_ref().unchecked_ref()));
        self.channel
            .set_onclose(Some(close.as_ref().unchecked_ref()));
        self.handlers.borrow_mut().extend([open, close]);
    }

    /// Closes the link.
    pub fn close(&self) {
        self.channel.close();
        self.connection.close();
    }

    fn new() -> Result<Link, LinkError> {
        // No ICE server: the phones share a network and reach each other directly.
        let connection = RtcPeerConnection::new()?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        let channel = connection.create_data_channel_with_data_channel_dict("tablee", &init);
        Ok(Link {
            connection,
            channel,
            handlers: Rc::default(),
            offer_tag: Rc::default(),
        })
    }

    /// Sets this side's description (`description`, as the browser made it).
    async fn describe_self(&self, description: JsValue) -> Result<(), LinkError> {
        let description: RtcSessionDescriptionInit = description.unchecked_into();
        JsFuture::from(self.connection.set_local_description(&description)).await?;
        Ok(())
    }

    /// Sets the other side's description, rebuilt from its code.
    async fn describe_other(&self, kind: RtcSdpType, signal: &Signal) -> Result<(), LinkError> {
        let description = RtcSessionDescriptionInit::new(kind);
        description.set_sdp(&signal.to_sdp());
        JsFuture::from(self.connection.set_remote_description(&description)).await?;
        Ok(())
    }

    /// This side's code, once its candidates are gathered (an answer names the offer it
    /// answers, `answers`).
    async fn code(&self, role: Role, answers: Option<u16>) -> Result<String, LinkError> {
        let mut waited = 0;
        while self.connection.ice_gathering_state() != RtcIceGatheringState::Complete
            && waited < GATHERING_MS
        {
            sleep(50).await;
            waited += 50;
        }
        let sdp = self
            .connection
            .local_description()
            .as_ref()
            .map(RtcSessionDescription::sdp)
            .unwrap_or_default();
        Signal::from_sdp(role, &sdp)
            .map(|s| checked::write(&s, answers))
            .map_err(|e| LinkError::Code(CodeError::Signal(e)))
    }
}

/// Waits `ms` milliseconds.
pub(super) async fn sleep(ms: u32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ =
                window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms as i32);
        }
    });
    let _ = JsFuture::from(promise).await;
}
