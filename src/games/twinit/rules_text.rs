//! Temporary stand-in for the rules text (replaced on merge).
use crate::i18n::Lang;
/// The rules text.
pub fn sections(_lang: Lang) -> crate::i18n::RulesPage {
    &[]
}
