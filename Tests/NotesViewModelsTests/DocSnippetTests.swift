import Foundation
import Testing

/// The code blocks of the articles listed here are code that compiles: each one stands, character
/// for character, in a snippet region of a test source file that `swift test` builds.
@Suite struct DocSnippetTests {
    /// Articles whose every Swift code block is compiled, and the files (or folders of files)
    /// holding their snippets.
    ///
    /// The snippets live in the test target of the module the article documents; a block that also
    /// needs a module above it (a note, an editor, a screen) lives in a test target that has it, so
    /// an article may be listed with more than one file. This one suite reads them all by path from
    /// the package root.
    static let checked: [(article: String, snippets: String)] = [
        ("Docs/NotesKit.docc/EditNote.md", "Tests/NotesViewModelsTests/EditNoteDocSnippets.swift"),
        ("Docs/NotesKit.docc/ListNotes.md", "Tests/NotesViewModelsTests/ListNotesDocSnippets.swift"),
        ("Docs/NotesKit.docc/ColorPicker.md", "Tests/NotesViewModelsTests/ColorPickerDocSnippets.swift"),
        ("Docs/NotesKit.docc/NotesModel.md", "Tests/NotesCoreTests/NotesModelDocSnippets.swift"),
        ("Docs/NotesKit.docc/Search.md", "Tests/NotesCoreTests/SearchDocSnippets.swift"),
        ("Docs/NotesKit.docc/TextLayout.md", "Tests/NotesTextUITests/TextLayoutDocSnippets.swift"),
        (
            "Docs/NotesKit.docc/WritingAFrontEnd.md",
            "Tests/NotesViewModelsTests/WritingAFrontEndSnippets.swift"
        ),
        ("Docs/NotesKit.docc/Bindings.md", "Tests/BindingsTests/BindingsDocSnippets.swift"),
        ("Docs/NotesKit.docc/Bindings.md", "Tests/NotesViewModelsTests/BindingsViewModelDocSnippets.swift"),
        (
            "Docs/NotesKit.docc/GalleryAndPhotoPager.md",
            "Tests/NotesViewModelsTests/GalleryAndPhotoPagerDocSnippets.swift"
        ),
        ("Docs/NotesKit.docc/Snapshots.md", "Tests/NotesViewModelsTests/SnapshotsDocSnippets.swift"),
        // The front end on the SwiftUI and UIKit stand-ins: the articles show it as it is compiled.
        (
            "Docs/NotesKit.docc/WritingAFrontEnd.md",
            "Tests/FrontEndHarnessTests/SwiftUIFrontEnd/NotesAppView.swift"
        ),
        (
            "Docs/NotesKit.docc/WritingAFrontEnd.md",
            "Tests/FrontEndHarnessTests/SwiftUIFrontEnd/EditNoteView.swift"
        ),
        // A folder: every file of the UIKit app.
        ("Docs/NotesKit.docc/WritingAFrontEnd.md", "Tests/FrontEndHarnessTests/UIKitFrontEnd"),
        ("Docs/NotesKit.docc/WritingAFrontEnd.md", "Tests/FrontEndHarnessTests/AppKitFrontEnd"),
        ("Docs/NotesKit.docc/ListNotes.md", "Tests/FrontEndHarnessTests/SwiftUIFrontEnd/ListNotesView.swift"),
        ("Docs/NotesKit.docc/EditNote.md", "Tests/FrontEndHarnessTests/SwiftUIFrontEnd/EditNoteView.swift"),
        (
            "Docs/NotesKit.docc/ColorPicker.md",
            "Tests/FrontEndHarnessTests/SwiftUIFrontEnd/ColorPickerView.swift"
        ),
        (
            "Docs/NotesKit.docc/GalleryAndPhotoPager.md",
            "Tests/FrontEndHarnessTests/SwiftUIFrontEnd/GalleryView.swift"
        ),
        (
            "Docs/NotesKit.docc/GalleryAndPhotoPager.md",
            "Tests/FrontEndHarnessTests/SwiftUIFrontEnd/PhotoPagerView.swift"
        ),
        ("Docs/NotesKit.docc/Store.md", "Tests/NotesCoreTests/StoreDocSnippets.swift"),
        ("Docs/NotesKit.docc/Terminal.md", "Tests/TerminalTests/TerminalDocSnippets.swift"),
        ("Docs/NotesKit.docc/Terminal.md", "Tests/NotesTerminalTests/TerminalSessionDocSnippets.swift"),
    ]

    /// Each checked article once, in the order of ``checked``.
    static let articles: [String] = checked.map(\.article).reduce(into: []) { articles, article in
        if !articles.contains(article) { articles.append(article) }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift code blocks of a Markdown text, without their fences.
    static func codeBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The regions between `// snippet: name` and `// end snippet`, with their common indentation
    /// removed.
    static func snippets(in source: String) -> [String] {
        var regions: [String] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet:") {
                current = []
            } else if trimmed == "// end snippet", let lines = current {
                let indent =
                    lines.filter { !$0.allSatisfy(\.isWhitespace) }
                    .map { $0.prefix { $0 == " " }.count }.min() ?? 0
                regions.append(
                    lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
                        .joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return regions
    }

    /// The file at `url`, or the Swift files of the folder at `url`.
    static func sourceFiles(at url: URL) throws -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
        else {
            return [url]
        }
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
    }

    @Test(arguments: articles)
    func everyCodeBlockOfTheArticleIsCompiledCode(article: String) throws {
        let snippetsPaths = Self.checked.filter { $0.article == article }.map(\.snippets)
        let markdown = try String(
            contentsOf: Self.packageRoot.appendingPathComponent(article), encoding: .utf8)
        var regions: Set<String> = []
        for snippetsPath in snippetsPaths {
            for file in try Self.sourceFiles(at: Self.packageRoot.appendingPathComponent(snippetsPath)) {
                regions.formUnion(Self.snippets(in: try String(contentsOf: file, encoding: .utf8)))
            }
        }
        let blocks = Self.codeBlocks(in: markdown)
        #expect(!blocks.isEmpty)
        for block in blocks {
            #expect(regions.contains(block), "not compiled: \n\(block)")
        }
    }

    @Test func aBlockThatDiffersFromEverySnippetIsFound() {
        let source = "    // snippet: a\n    let x = 1\n    // end snippet\n"
        #expect(Self.snippets(in: source) == ["let x = 1"])
        #expect(Self.codeBlocks(in: "text\n```swift\nlet x = 2\n```\n") == ["let x = 2"])
        #expect(!Set(Self.snippets(in: source)).contains("let x = 2"))
    }
}
