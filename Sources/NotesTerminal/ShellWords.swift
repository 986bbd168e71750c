/// A command line split into words as a POSIX shell splits it, for `$VISUAL` and `$EDITOR`
/// (`code --wait`, `"/Applications/Sublime Text.app/…/subl" -w`).
///
/// Blanks separate words; single quotes keep everything up to the next single quote; double quotes
/// keep everything up to the next double quote, a backslash escaping `"`, `\`, `$` and a backquote in
/// them; a backslash outside quotes keeps the next character. Nothing is expanded (no variables,
/// no `~`, no globs): the words are as written.
public enum ShellWords {
    /// The words of `line`; nil when a quote is not closed or a backslash ends the line.
    ///
    /// - Complexity: O(*n*) in the length of `line`.
    public static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var isInWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if isInWord { words.append(word) }
                word = ""
                isInWord = false
            case "'":
                isInWord = true
                while true {
                    guard let next = characters.next() else { return nil }
                    if next == "'" { break }
                    word.append(next)
                }
            case "\"":
                isInWord = true
                while true {
                    guard let next = characters.next() else { return nil }
                    if next == "\"" { break }
                    if next == "\\" {
                        guard let escaped = characters.next() else { return nil }
                        if !"\"\\$`".contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
            case "\\":
                guard let escaped = characters.next() else { return nil }
                isInWord = true
                word.append(escaped)
            default:
                isInWord = true
                word.append(character)
            }
        }
        if isInWord { words.append(word) }
        return words
    }
}
