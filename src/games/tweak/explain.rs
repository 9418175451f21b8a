//! Why TWEAK refuses a move, in the player's language. Its words live in TWEAK's code, so they
//! load with the game.

use super::text::TweakKey;
use crate::i18n::{Explain, Key, Lang};
use tablee_rules::tweak::TweakError;

crate::i18n::messages! {
    /// TWEAK's reasons for refusing a move; the English text is the doc.
    TweakWhy {
        WaitingForBomb => ["the players hit by the Bomb are still choosing", "les joueurs touchés par la Bombe choisissent encore", "die von der Bombe Getroffenen wählen noch", "被炸弹波及的玩家还在选牌"],
        NotABombVictim => ["you have no card to put down for the Bomb", "vous n’avez pas de carte à poser pour la Bombe", "du musst für die Bombe keine Karte ablegen", "你无需因炸弹放牌"],
        NoBombPending => ["no Bomb is waiting", "aucune Bombe n’est en attente", "es wartet keine Bombe", "没有待处理的炸弹"],
        SecondActionCard => ["only one [T!] card per turn", "une seule carte [T!] par tour", "nur eine [T!]-Karte pro Zug", "每回合只能打一张 [T!] 牌"],
        NoCardsInHand => ["with no card in hand, [T!] cards can no longer be played", "sans carte en main, on ne peut plus jouer de carte [T!]", "ohne Handkarte lassen sich keine [T!]-Karten mehr spielen", "没有手牌时不能再打 [T!] 牌"],
        NoSuchActionCard => ["you have no unused [T!] card of this kind", "vous n’avez plus de carte [T!] de ce type", "du hast keine unbenutzte [T!]-Karte dieser Art", "你没有未使用的这种 [T!] 牌"],
        ThiefVictimIsYou => ["the Thief robs an opponent, not you", "le Voleur vole un adversaire, pas vous", "der Dieb bestiehlt andere, nicht dich", "小偷只能偷对手，不能偷自己"],
        ThiefVictimHasNoCards => ["this player holds no card to steal", "ce joueur n’a aucune carte à voler", "diese Person hat keine Karte zum Stehlen", "这位玩家没有可偷的牌"],
        JokerDelta => ["the Joker changes the target by +1 or −1 only", "le Joker change la cible de +1 ou de −1 seulement", "der Joker ändert das Ziel nur um +1 oder −1", "小丑只能把目标加 1 或减 1"],
        ShifterOnEmptyDeck => ["the Shifter needs a card in the deck", "le Shifter a besoin d’une carte dans la pioche", "der Schieber braucht eine Karte im Stapel", "牌堆空了就不能用转移"],
        NotInHand => ["this card is not in your hand", "cette carte n’est pas dans votre main", "diese Karte ist nicht auf deiner Hand", "这张牌不在你手里"],
        NotOnTable => ["this card is not on the table", "cette carte n’est pas sur la table", "diese Karte liegt nicht auf dem Tisch", "这张牌不在桌上"],
        DuplicateCard => ["a card is chosen twice", "une carte est choisie deux fois", "eine Karte ist doppelt gewählt", "同一张牌选了两次"],
        OneHandCard => ["a sum uses exactly one card from your hand", "une somme utilise exactement une carte de votre main", "eine Summe nutzt genau eine Handkarte", "凑和只能用一张手牌"],
        SumNeedsTableCard => ["a sum needs at least one table card", "une somme demande au moins une carte de la table", "eine Summe braucht mindestens eine Tischkarte", "凑和至少要用一张桌面牌"],
        WrongTotal => ["the cards add up to {0}, not {1}", "les cartes font {0}, pas {1}", "die Karten ergeben {0}, nicht {1}", "这些牌加起来是 {0}，不是 {1}"],
    }
}

impl Explain for TweakError {
    fn explain(&self, lang: Lang) -> String {
        let key = match self {
            TweakError::GameOver => Key::WhyGameOver.text(lang),
            TweakError::NoSuchSeat(_) => Key::WhyNoSuchSeat.text(lang),
            TweakError::NotYourTurn => TweakKey::WhyNotYourTurn.text(lang),
            TweakError::WaitingForBomb => TweakWhy::WaitingForBomb.text(lang),
            TweakError::NotABombVictim => TweakWhy::NotABombVictim.text(lang),
            TweakError::NoBombPending => TweakWhy::NoBombPending.text(lang),
            TweakError::SecondActionCard => TweakWhy::SecondActionCard.text(lang),
            TweakError::NoCardsInHand => TweakWhy::NoCardsInHand.text(lang),
            TweakError::NoSuchActionCard(_) => TweakWhy::NoSuchActionCard.text(lang),
            TweakError::ThiefVictimIsYou => TweakWhy::ThiefVictimIsYou.text(lang),
            TweakError::ThiefVictimHasNoCards(_) => TweakWhy::ThiefVictimHasNoCards.text(lang),
            TweakError::JokerDelta(_) => TweakWhy::JokerDelta.text(lang),
            TweakError::ShifterOnEmptyDeck => TweakWhy::ShifterOnEmptyDeck.text(lang),
            TweakError::NotInHand(_) => TweakWhy::NotInHand.text(lang),
            TweakError::NotOnTable(_) => TweakWhy::NotOnTable.text(lang),
            TweakError::DuplicateCard(_) => TweakWhy::DuplicateCard.text(lang),
            TweakError::SumMustUseOneHandCard(_) => TweakWhy::OneHandCard.text(lang),
            TweakError::SumNeedsTableCard => TweakWhy::SumNeedsTableCard.text(lang),
            TweakError::WrongTotal { got, target } => {
                return TweakWhy::WrongTotal.fill(lang, &[&got.to_string(), &target.to_string()])
            }
        };
        key.to_string()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_reason_is_written_with_its_languages_punctuation() {
        crate::i18n::check_messages(super::TweakWhy::ALL, super::TweakWhy::text);
    }
}
