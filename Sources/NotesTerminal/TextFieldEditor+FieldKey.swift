import Terminal

/// The line-editing keys every text field shares.
extension TextFieldEditor {
    /// Applies `key` (pressed as `press`, whose character is typed for ``FieldKey/insert``);
    /// returns `false` for the keys a field leaves to its screen (lines, pages, a new line).
    mutating func apply(_ key: FieldKey, _ press: TerminalKeyPress) -> Bool {
        switch key {
        case .insert:
            guard case .character(let character) = press.key else { return false }
            insert(String(character))
        case .deleteBackward: deleteBackward()
        case .deleteForward: deleteForward()
        case .deleteWord: deleteWordBackward()
        case .deleteToStart: while !textBeforeCaret.isEmpty { deleteBackward() }
        case .left: moveLeft()
        case .right: moveRight()
        case .wordLeft: moveWordLeft()
        case .wordRight: moveWordRight()
        case .lineStart: moveToLineStart()
        case .lineEnd: moveToLineEnd()
        case .textStart:
            while moveUp() {}
            moveToLineStart()
        case .textEnd:
            while moveDown() {}
            moveToLineEnd()
        case .lineUp, .lineDown, .pageUp, .pageDown, .newLine: return false
        }
        return true
    }
}
