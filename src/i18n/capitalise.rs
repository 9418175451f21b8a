//! Capitalising a text's first letter, without the standard library's Unicode case tables.

/// `text` with its first letter in upper case, for headings and labels ("Cœur", "Vers le haut").
///
/// It knows the lower-case letters of ASCII and Latin-1 and `œ`, which covers what our word books
/// put first in French, English and German (a test checks each text that is capitalised against
/// the standard library); any other first letter, Chinese included, stays as it is. The standard
/// library's `char::to_uppercase` would bring its Unicode case tables into every game that
/// capitalises.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let upper = match first {
        'a'..='z' | 'à'..='ö' | 'ø'..='þ' => {
            char::from_u32(first as u32 - 0x20).unwrap_or(first)
        }
        'œ' => 'Œ',
        _ => first,
    };
    std::iter::once(upper).chain(chars).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capitalised_agrees_with_the_standard_library_on_the_letters_it_knows() {
        let known = ('a'..='z').chain('à'..='ö').chain('ø'..='þ').chain(['œ']);
        for letter in known {
            let text = format!("{letter}x");
            let expected: String = letter.to_uppercase().chain(['x']).collect();
            assert_eq!(capitalised(&text), expected, "{letter}");
        }
        assert_eq!(capitalised("vers le haut"), "Vers le haut");
        assert_eq!(capitalised("étoile"), "Étoile");
        assert_eq!(capitalised("心形"), "心形");
        assert_eq!(capitalised(""), "");
    }
}
