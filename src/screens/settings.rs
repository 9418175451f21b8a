//! The settings screen.

use crate::components::top_bar::TopBar;
use crate::i18n::{Key, Lang};
use crate::settings::{BotPace, Preference};
use crate::state::use_app;
use leptos::prelude::*;

/// Language, motion and visual aids; every change applies at once and is remembered.
#[component]
pub fn SettingsScreen() -> impl IntoView {
    let app = use_app();
    let settings = app.settings;
    let lang_value = move || match settings.get().lang {
        Preference::Auto => "auto".to_string(),
        Preference::Set(lang) => lang.tag().to_string(),
    };
    // A language whose words could not be fetched, told until the next choice.
    let unavailable = RwSignal::new(None::<Lang>);
    let set_lang = move |ev| {
        let value = event_target_value(&ev);
        unavailable.set(None);
        let preference = Lang::from_tag(&value).map_or(Preference::Auto, Preference::Set);
        app.choose_lang(preference, move |lang| unavailable.set(Some(lang)));
    };
    let motion_value = move || match settings.get().reduced_motion {
        Preference::Auto => "auto",
        Preference::Set(true) => "on",
        Preference::Set(false) => "off",
    };
    let set_motion = move |ev| {
        let value = event_target_value(&ev);
        settings.update(|s| {
            s.reduced_motion = match value.as_str() {
                "on" => Preference::Set(true),
                "off" => Preference::Set(false),
                _ => Preference::Auto,
            };
        });
    };
    view! {
        <TopBar title=Signal::derive(move || app.t(Key::Settings).to_string()) />
        <form class="panel settings-form" on:submit=|ev| ev.prevent_default()>
            <label class="field">
                <span>{move || app.t(Key::Language)}</span>
                <select id="setting-language" prop:value=lang_value on:change=set_lang>
                    <option value="auto">{move || app.t(Key::FollowBrowser)}</option>
                    {Lang::ALL.into_iter().map(|lang| view! {
                        <option value=lang.tag() lang=lang.tag()>{lang.native_name()}</option>
                    }).collect_view()}
                </select>
            </label>
            {move || unavailable.get().map(|lang| view! {
                <p class="form-error" role="alert" data-testid="language-error">
                    {app.tf(Key::LanguageLoadFailed, &[lang.native_name()])}
                </p>
            })}
            <label class="field">
                <span>{move || app.t(Key::ReducedMotion)}</span>
                <select id="setting-motion" prop:value=motion_value on:change=set_motion>
                    <option value="auto">{move || app.t(Key::FollowSystem)}</option>
                    <option value="on">{move || app.t(Key::On)}</option>
                    <option value="off">{move || app.t(Key::Off)}</option>
                </select>
            </label>
            <label class="field">
                <span>{move || app.t(Key::BotPaceLabel)}</span>
                <select id="setting-bot-pace" prop:value=move || settings.get().bot_pace.tag()
                    on:change=move |ev| {
                        let tag = event_target_value(&ev);
                        if let Some(pace) = BotPace::ALL.into_iter().find(|p| p.tag() == tag) {
                            settings.update(|s| s.bot_pace = pace);
                        }
                    }>
                    {BotPace::ALL.into_iter().map(|pace| {
                        let key = match pace {
                            BotPace::Relaxed => Key::PaceRelaxed,
                            BotPace::Normal => Key::PaceNormal,
                            BotPace::Quick => Key::PaceQuick,
                        };
                        view! { <option value=pace.tag()>{move || app.t(key)}</option> }
                    }).collect_view()}
                </select>
            </label>
            <label class="field field--check">
                <input type="checkbox" prop:checked=move || settings.get().colour_blind
                    on:change=move |ev| settings.update(|s| s.colour_blind = event_target_checked(&ev)) />
                <span>{move || app.t(Key::ColourBlindAids)}</span>
            </label>
            <label class="field field--check">
                <input type="checkbox" prop:checked=move || settings.get().high_contrast
                    on:change=move |ev| settings.update(|s| s.high_contrast = event_target_checked(&ev)) />
                <span>{move || app.t(Key::HighContrast)}</span>
            </label>
            <label class="field field--check">
                <input type="checkbox" prop:checked=move || settings.get().table_layout
                    on:change=move |ev| settings.update(|s| s.table_layout = event_target_checked(&ev)) />
                <span>{move || app.t(Key::TableLayout)}</span>
            </label>
        </form>
    }
}
