/// A plain reference for ``TextFieldEditor``.
///
/// The text is an array of scalars and the caret a count of scalars, with every rule spelled out the
/// slow, obvious way. Character boundaries are found by walking the text's characters from its start
/// after every edit.
struct TextFieldModel {
    var scalars: [Unicode.Scalar]
    var caret: Int
    let isMultiline: Bool

    init(text: String, isMultiline: Bool) {
        self.isMultiline = isMultiline
        scalars = Array((isMultiline ? text : Self.singleLine(text)).unicodeScalars)
        caret = scalars.count
    }

    var text: String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    var characters: [Character] { Array(text) }

    /// The scalar offsets where characters start, and the end.
    var boundaries: [Int] {
        var result = [0]
        for character in text { result.append(result.last! + character.unicodeScalars.count) }
        return result
    }

    /// The caret in characters; it is always on a boundary.
    var characterCaret: Int { boundaries.firstIndex(of: caret)! }

    /// The caret in UTF-8 bytes from the start.
    var utf8Caret: Int { scalars[..<caret].reduce(0) { $0 + String($1).utf8.count } }

    mutating func insert(_ typed: String) {
        var inserted = typed
        if isMultiline {
            inserted = String(
                String.UnicodeScalarView(
                    typed.replacingCRLF().unicodeScalars.map { $0 == "\r" ? "\n" : $0 }))
        } else {
            inserted = Self.singleLine(typed)
        }
        let new = Array(inserted.unicodeScalars)
        scalars.insert(contentsOf: new, at: caret)
        caret += new.count
        caret = boundaries.first { $0 >= caret }!
    }

    mutating func deleteBackward() {
        let index = characterCaret
        guard index > 0 else { return }
        let start = boundaries[index - 1]
        scalars.removeSubrange(start..<caret)
        caret = start
        snapDown()
    }

    mutating func deleteForward() {
        let index = characterCaret
        let all = boundaries
        guard index < all.count - 1 else { return }
        scalars.removeSubrange(caret..<all[index + 1])
        snapDown()
    }

    mutating func deleteWordBackward() {
        let start = boundaries[wordStart(before: characterCaret)]
        scalars.removeSubrange(start..<caret)
        caret = start
        snapDown()
    }

    mutating func moveLeft() { caret = boundaries[max(characterCaret - 1, 0)] }
    mutating func moveRight() { caret = boundaries[min(characterCaret + 1, characters.count)] }
    mutating func moveWordLeft() { caret = boundaries[wordStart(before: characterCaret)] }

    mutating func moveWordRight() {
        let all = characters
        var position = characterCaret
        while position < all.count, !Self.isWord(all[position]) { position += 1 }
        while position < all.count, Self.isWord(all[position]) { position += 1 }
        caret = boundaries[position]
    }

    mutating func moveToLineStart() { caret = boundaries[line(around: characterCaret).lowerBound] }
    mutating func moveToLineEnd() { caret = boundaries[line(around: characterCaret).upperBound] }

    mutating func moveUp() -> Bool {
        let current = line(around: characterCaret)
        guard current.lowerBound > 0 else { return false }
        let column = characterCaret - current.lowerBound
        let above = line(around: current.lowerBound - 1)
        caret = boundaries[min(above.lowerBound + column, above.upperBound)]
        return true
    }

    mutating func moveDown() -> Bool {
        let current = line(around: characterCaret)
        guard current.upperBound < characters.count else { return false }
        let column = characterCaret - current.lowerBound
        let below = line(around: current.upperBound + 1)
        caret = boundaries[min(below.lowerBound + column, below.upperBound)]
        return true
    }

    var lineAndColumn: (line: Int, column: Int) {
        let before = characters.prefix(characterCaret)
        let line = before.filter(Self.isLineBreak).count
        let column = before.count - (before.lastIndex(where: Self.isLineBreak).map { $0 + 1 } ?? 0)
        return (line, column)
    }

    private mutating func snapDown() { caret = boundaries.last { $0 <= caret }! }

    private func line(around offset: Int) -> Range<Int> {
        let all = characters
        var start = offset
        while start > 0, !Self.isLineBreak(all[start - 1]) { start -= 1 }
        var end = offset
        while end < all.count, !Self.isLineBreak(all[end]) { end += 1 }
        return start..<end
    }

    private func wordStart(before offset: Int) -> Int {
        let all = characters
        var position = offset
        while position > 0, !Self.isWord(all[position - 1]) { position -= 1 }
        while position > 0, Self.isWord(all[position - 1]) { position -= 1 }
        return position
    }

    static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    static func isLineBreak(_ character: Character) -> Bool { character == "\n" || character == "\r\n" }

    static func singleLine(_ text: String) -> String { String(text.map { $0.isNewline ? " " : $0 }) }
}

extension String {
    fileprivate func replacingCRLF() -> String {
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in unicodeScalars {
            if scalar == "\n", previous == "\r" {
                result.removeLast()
            }
            result.append(scalar)
            previous = scalar
        }
        return String(result)
    }
}
