//! The phones' build's entry point (feature `phones`): the app with the phones'
//! screens, its words built in. scripts/build-wasm.sh builds it beside the app and the page
//! starts it on addresses under /phones/.

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(tablee::App);
}
