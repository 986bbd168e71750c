import Terminal

/// Keys pressed with a Russian keyboard layout, read as the Latin keys they share a key with, so
/// that every single-letter binding works without switching the layout.
extension TerminalKeyPress {
    /// The ЙЦУКЕН letters in the order of the QWERTY keys in ``latinKeys``.
    static let russianKeys = Array("йцукенгшщзфывапролдячсмитьЁёЙЦУКЕНГШЩЗФЫВАПРОЛДЯЧСМИТЬ")
    /// The Latin letters on the same keys.
    static let latinKeys = Array("qwertyuiopasdfghjklzxcvbnm~`QWERTYUIOPASDFGHJKLZXCVBNM")

    /// This press with a Russian letter replaced by the Latin letter on the same key (`т` → `n`,
    /// `Ф` → `A`), modifiers kept; any other press unchanged.
    ///
    /// Use it for key bindings only, never for text being typed.
    ///
    /// - Complexity: O(1) (a scan of 54 letters).
    package var onLatinLayout: TerminalKeyPress {
        guard case .character(let character) = key,
            let index = Self.russianKeys.firstIndex(of: character)
        else { return self }
        return TerminalKeyPress(.character(Self.latinKeys[index]), modifiers: modifiers)
    }

    /// This press read as ``onLatinLayout`` reads it, except while a box asks yes or no
    /// (`answeringYesOrNo`): then `д` (*да*) is yes (`y`) and `н` (*нет*) is no (`n`), though `н`
    /// shares its key with `y`; a user who types the first letter of the answer gets that answer.
    ///
    /// - Complexity: O(1) (a scan of 54 letters).
    package func onLatinLayout(answeringYesOrNo: Bool) -> TerminalKeyPress {
        guard answeringYesOrNo, case .character(let character) = key else { return onLatinLayout }
        switch character {
        case "д", "Д": return TerminalKeyPress(.character("y"), modifiers: modifiers)
        case "н", "Н": return TerminalKeyPress(.character("n"), modifiers: modifiers)
        default: return onLatinLayout
        }
    }
}
