import Foundation

/// A note's title and text as one document of text: the file an external editor edits, and the
/// file a note is exported as.
///
/// The plain-text form is the title on the first line, a blank line, then the text, ending with a
/// line break; ``init(parsingPlainText:)`` reads it back, so that a document written and read
/// unchanged gives the same title and text.
public struct NoteTextDocument: Sendable, Hashable {
    /// The note's title, on one line.
    public var title: String
    /// The note's text.
    public var content: String

    /// A document of `title` and `content`.
    public init(title: String, content: String) {
        self.title = title
        self.content = content
    }

    /// Reads a document in the plain-text form: the first line is the title; one blank line after
    /// it is skipped; the rest is the text, less the one line break that ends the file.
    ///
    /// Accepts any text: a file without a blank line keeps every line after the title, an empty
    /// file gives an empty title and text; a Windows line break (CR LF) ends the title and the
    /// blank line as a line break does.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public init(parsingPlainText text: String) {
        // Scalars, not characters: "\r\n" is one `Character`, and a text's last CR must stay.
        let scalars = text.unicodeScalars
        guard let titleEnd = scalars.firstIndex(of: "\n") else {
            self.init(title: text, content: "")
            return
        }
        var title = scalars[..<titleEnd]
        if title.last == "\r" { title = title.dropLast() }
        var rest = scalars[scalars.index(after: titleEnd)...]
        if rest.first == "\n" {
            rest = rest.dropFirst()
        } else if rest.starts(with: ["\r", "\n"]) {
            rest = rest.dropFirst(2)
        }
        if rest.last == "\n" { rest = rest.dropLast() }
        self.init(
            title: String(String.UnicodeScalarView(title)), content: String(String.UnicodeScalarView(rest)))
    }

    /// The document as text in `format`, ending with a line break unless the text is empty.
    ///
    /// Plain text is read back by ``init(parsingPlainText:)``. In Markdown the title is a
    /// level-one heading (a title that is empty is left out; its Markdown characters at the
    /// start and a closing `#` are escaped, so that it reads as the words it is), and the text
    /// follows as written. A title's line breaks become spaces in both.
    ///
    /// - Complexity: O(*n*) in the length of the title and text.
    public func text(in format: NoteExportFormat) -> String {
        let line = String(title.map { $0.isNewline ? " " : $0 })
        // One line break ends the file, after the text's own: reading drops exactly that one.
        let body = content.isEmpty ? "" : content + "\n"
        switch format {
        case .plainText:
            return line + "\n\n" + body
        case .markdown:
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return body }
            return "# " + Self.markdownHeading(line) + "\n\n" + body
        }
    }

    /// `title` with backslashes before the characters that would make a heading's start or end
    /// mean something else.
    private static func markdownHeading(_ title: String) -> String {
        var text = title.trimmingCharacters(in: .whitespaces)
        if let first = text.first, "#>*+-=`~|[".contains(first) { text = "\\" + text }
        if text.hasSuffix("#") { text = String(text.dropLast()) + "\\#" }
        return text
    }
}
