//! The words of the screens for playing on several phones, in the four languages. They load
//! with the code for phones, not with the shell.

crate::i18n::messages! {
    /// A message of the phones' screens; its English text is its doc.
    PhoneKey {
        Waiting => ["Connected. Waiting for the host to seat you…", "Connecté. L’hôte vous attribue une place…", "Verbunden. Der Gastgeber weist dir einen Platz zu…", "已连接。等待主持人为你安排座位……"],
        Lost => ["The link to the host’s phone is lost. Scan the host’s code again to take your seat back.", "Le lien avec le téléphone de l’hôte est perdu. Scannez à nouveau son code pour reprendre votre place.", "Die Verbindung zum Telefon des Gastgebers ist weg. Scanne seinen Code erneut, um deinen Platz zurückzubekommen.", "与主持人手机的连接已断开。请再次扫描主持人的二维码以回到你的座位。"],
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_message_is_written_with_its_languages_punctuation() {
        crate::i18n::check_messages(super::PhoneKey::ALL, super::PhoneKey::text);
    }
}
