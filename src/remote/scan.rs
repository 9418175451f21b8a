//! Scanning the other phone's QR code with this phone's camera: the back camera's picture on
//! screen, read a few times a second, by the browser's `BarcodeDetector` where it has one, else
//! by [`super::read_qr`]. The code read is handed on and the camera stopped. Where the camera is
//! refused or missing, the person is told, and the code can still be pasted.

use super::link::{browser_reason as reason, sleep};
use super::text::PhoneKey;
use crate::i18n::Key;
use crate::state::use_app;
use leptos::html::Video;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream,
    MediaStreamConstraints, MediaStreamTrack,
};

/// How often a frame is read, in milliseconds.
const READ_EVERY_MS: u32 = 250;

/// A "Scan with the camera" button; once scanning, the camera's picture and a "Stop" button.
/// `on_read` is given the text of the first QR code read.
#[component]
pub fn Scanner(
    /// Called with the code read; the camera is stopped by then.
    on_read: Callback<String>,
) -> impl IntoView {
    let app = use_app();
    let video = NodeRef::<Video>::new();
    let stream = StoredValue::new_local(None::<MediaStream>);
    let scanning = RwSignal::new(false);
    let problem = RwSignal::new(None::<String>);
    let stop = move || {
        scanning.set(false);
        if let Some(stream) = stream.try_update_value(Option::take).flatten() {
            for track in stream.get_tracks().iter() {
                track.unchecked_into::<MediaStreamTrack>().stop();
            }
        }
    };
    let start = move |_| {
        problem.set(None);
        scanning.set(true);
        spawn_local(async move {
            let opened = match open_camera().await {
                Ok(opened) => opened,
                Err(why) => {
                    scanning.set(false);
                    problem.set(Some(app.tf(PhoneKey::CameraRefused, &[&why])));
                    return;
                }
            };
            stream.set_value(Some(opened.clone()));
            let Some(element) = video.get_untracked() else {
                return stop();
            };
            let element: HtmlVideoElement = element;
            element.set_src_object(Some(&opened));
            if let Ok(playing) = element.play() {
                let _ = JsFuture::from(playing).await;
            }
            // The browser's detector, else the app's own reader (its code fetched now).
            let reader = match barcode_detector() {
                Some(detector) => Reader::Browser(detector),
                None => match super::read_qr::reader().await {
                    Ok(read) => Reader::Own(read),
                    Err(_) => {
                        stop();
                        problem.set(Some(app.t(Key::TryAgain).to_string()));
                        return;
                    }
                },
            };
            while stream.try_with_value(Option::is_some).unwrap_or(false) {
                if let Some(text) = read_frame(&element, &reader).await {
                    stop();
                    on_read.run(text);
                    return;
                }
                sleep(READ_EVERY_MS).await;
            }
        });
    };
    on_cleanup(stop);
    view! {
        <div class="scanner">
            <button type="button" class="button" data-testid="scan" hidden=move || scanning.get()
                on:click=start>{move || app.t(PhoneKey::Scan)}</button>
            <div class="scanner-view" hidden=move || !scanning.get()>
                <video node_ref=video class="scanner-video" playsinline="" muted="" aria-hidden="true"></video>
                <button type="button" class="button" data-testid="scan-stop"
                    on:click=move |_| stop()>{move || app.t(PhoneKey::StopScan)}</button>
            </div>
            {move || problem.get().map(|p| view! { <p class="form-error" role="alert">{p}</p> })}
        </div>
    }
}

/// The back camera's picture, once the person allowed it; the browser's reason otherwise.
async fn open_camera() -> Result<MediaStream, String> {
    let devices = window().navigator().media_devices().map_err(reason)?;
    let constraints = MediaStreamConstraints::new();
    let video = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&video, &"facingMode".into(), &"environment".into());
    constraints.set_video(&video);
    constraints.set_audio(&JsValue::FALSE);
    let asked = devices
        .get_user_media_with_constraints(&constraints)
        .map_err(reason)?;
    Ok(JsFuture::from(asked)
        .await
        .map_err(reason)?
        .unchecked_into())
}

/// What reads the camera's frames.
enum Reader {
    /// The browser's `BarcodeDetector`, set for QR codes.
    Browser(JsValue),
    /// The app's own reader ([`super::read_qr`]).
    Own(super::read_qr::Reader),
}

/// The browser's `BarcodeDetector` for QR codes, where it has one.
fn barcode_detector() -> Option<JsValue> {
    let class: js_sys::Function =
        js_sys::Reflect::get(&js_sys::global(), &"BarcodeDetector".into())
            .ok()?
            .dyn_into()
            .ok()?;
    let options = js_sys::Object::new();
    let formats = js_sys::Array::of1(&"qr_code".into());
    js_sys::Reflect::set(&options, &"formats".into(), &formats).ok()?;
    js_sys::Reflect::construct(&class, &js_sys::Array::of1(&options)).ok()
}

/// The text of a QR code in the video's current frame, if one is read.
async fn read_frame(video: &HtmlVideoElement, reader: &Reader) -> Option<String> {
    let (width, height) = (video.video_width(), video.video_height());
    if width == 0 || height == 0 {
        return None;
    }
    let own = match reader {
        Reader::Own(read) => *read,
        Reader::Browser(detector) => {
            let detect: js_sys::Function = js_sys::Reflect::get(detector, &"detect".into())
                .ok()?
                .dyn_into()
                .ok()?;
            let found = JsFuture::from(js_sys::Promise::from(detect.call1(detector, video).ok()?))
                .await
                .ok()?;
            let first = js_sys::Array::from(&found).get(0);
            return js_sys::Reflect::get(&first, &"rawValue".into())
                .ok()?
                .as_string();
        }
    };
    let canvas: HtmlCanvasElement = document().create_element("canvas").ok()?.unchecked_into();
    canvas.set_width(width);
    canvas.set_height(height);
    let context: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.unchecked_into();
    context
        .draw_image_with_html_video_element(video, 0.0, 0.0)
        .ok()?;
    let pixels = context
        .get_image_data(0.0, 0.0, f64::from(width), f64::from(height))
        .ok()?;
    own(width as usize, height as usize, &pixels.data())
}
