import Foundation
import NotesCore
import Testing

/// File names for exported notes: any title gives a name every common file system takes, unique
/// in its folder, the same each time.
@Suite struct ExportFileNameTests {
    @Test func aNameKeepsTheTitlesWordsInAnyScript() {
        var names = NoteFileNames(existingNames: [])
        #expect(names.claim(title: "Покупки 🛒 買い物", format: .markdown) == "Покупки 🛒 買い物.md")
        #expect(names.claim(title: "Family 👨‍👩‍👧", format: .plainText) == "Family 👨‍👩‍👧.txt")
    }

    @Test func slashesControlsAndLeadingDotsGo() {
        var names = NoteFileNames(existingNames: [])
        #expect(names.claim(title: "a/b\\c:d", format: .markdown) == "a b c d.md")
        #expect(names.claim(title: "\u{1B}]0;pwned\u{07}", format: .markdown) == "]0;pwned.md")
        #expect(names.claim(title: " ..hidden ", format: .markdown) == "hidden.md")
        #expect(names.claim(title: "\u{202E}evil", format: .markdown) == "evil.md")
        #expect(names.claim(title: "   ", format: .markdown) == "Untitled.md")
        #expect(names.claim(title: "..", format: .markdown) == "Untitled 2.md")
    }

    @Test func aNameTakenByAFileOrAnEarlierNoteGetsANumber() {
        var names = NoteFileNames(existingNames: ["Groceries.md", "notes.txt"])
        #expect(names.claim(title: "Groceries", format: .markdown) == "Groceries 2.md")
        #expect(names.claim(title: "groceries", format: .markdown) == "groceries 3.md")
        #expect(names.claim(title: "Groceries", format: .plainText) == "Groceries.txt")
        #expect(names.claim(title: "Notes", format: .plainText) == "Notes 2.txt")
        // Composed and decomposed é are the same name to APFS and HFS+.
        #expect(names.claim(title: "Caf\u{E9}", format: .markdown) == "Caf\u{E9}.md")
        #expect(names.claim(title: "Cafe\u{301}", format: .markdown) == "Cafe\u{301} 2.md")
    }

    @Test func aLongTitleIsCutBetweenCharacters() {
        var names = NoteFileNames(existingNames: [])
        let name = names.claim(title: String(repeating: "👍🏽", count: 100), format: .markdown)
        #expect(name.utf8.count <= NoteFileNames.maximumNameBytes + 3)
        #expect(name.dropLast(3).allSatisfy { $0 == "👍🏽" })
    }

    /// Model: over random titles of every kind of scalar, every name is valid, no two are the same
    /// (as a case-insensitive file system compares), and the same titles give the same names.
    @Test func namesAreValidUniqueAndStableOverRandomTitles() {
        var generator = SeededRandomNumberGenerator(seed: 2_020)
        for _ in 0..<300 {
            let existing = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                ExportRandomText.text(count: Int.random(in: 1...4, using: &generator), using: &generator)
                    + ".md"
            }
            let titles = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                // Few scalars, so that titles collide.
                ExportRandomText.text(count: Int.random(in: 0...3, using: &generator), using: &generator)
            }
            let formats = titles.map { _ in NoteExportFormat.allCases.randomElement(using: &generator)! }
            func claimAll() -> [String] {
                var names = NoteFileNames(existingNames: existing)
                return zip(titles, formats).map { names.claim(title: $0, format: $1) }
            }
            let names = claimAll()
            #expect(names == claimAll(), "stable")
            let folded = (existing + names).map { $0.precomposedStringWithCanonicalMapping.lowercased() }
            #expect(
                Set(folded).count == Set(
                    existing.map { $0.precomposedStringWithCanonicalMapping.lowercased() }
                ).count + names.count, "unique: \(names)")
            for (name, format) in zip(names, formats) {
                #expect(Self.isValid(name), "\(name.debugDescription)")
                #expect(name.hasSuffix("." + format.fileExtension))
            }
        }
    }

    /// A name every common file system takes, that hides nothing and shows no control character.
    static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255
            && !name.unicodeScalars.contains { "/\\:".unicodeScalars.contains($0) }
            && name.unicodeScalars.first != "." && name.unicodeScalars.first?.properties.isWhitespace == false
            && !name.unicodeScalars.contains {
                $0.properties.generalCategory == .control || $0.properties.generalCategory == .lineSeparator
                    || $0.properties.generalCategory == .paragraphSeparator
                    || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            }
    }
}

/// Exporting into a folder: the files named and written, nothing replaced, failures typed.
@Suite struct ExportFolderTests {
    static let folder = URL(fileURLWithPath: "/export")

    @Test func eachDocumentIsWrittenAsANewFileAndNoFileIsReplaced() throws {
        let disk = InMemoryFileSystem()
        disk.setContents(Data("mine".utf8), of: Self.folder.appendingPathComponent("Groceries.md"))
        let documents = [
            NoteTextDocument(title: "Groceries", content: "Milk"),
            NoteTextDocument(title: "Trip", content: ""),
        ]
        let names = try disk.fileSystem.export(documents, as: .markdown, into: Self.folder)
        #expect(names == ["Groceries 2.md", "Trip.md"])
        #expect(disk.contents(of: Self.folder.appendingPathComponent("Groceries.md")) == Data("mine".utf8))
        #expect(
            disk.contents(of: Self.folder.appendingPathComponent("Groceries 2.md"))
                == Data("# Groceries\n\nMilk\n".utf8))
        #expect(disk.contents(of: Self.folder.appendingPathComponent("Trip.md")) == Data("# Trip\n\n".utf8))
    }

    @Test func aFailedWriteSaysWhichFilesWereWritten() {
        let disk = InMemoryFileSystem()
        disk.failNext(.write, pathSuffix: "B.txt")
        let documents = ["A", "B", "C"].map { NoteTextDocument(title: $0, content: "x") }
        #expect(Self.exportError(disk, documents)?.written == ["A.txt"])
        #expect(disk.contents(of: Self.folder.appendingPathComponent("A.txt")) != nil)
        #expect(disk.contents(of: Self.folder.appendingPathComponent("C.txt")) == nil)
    }

    @Test func aFolderThatCannotBeMadeWritesNothing() {
        let disk = InMemoryFileSystem()
        disk.failNext(.createDirectory)
        let error = Self.exportError(disk, [NoteTextDocument(title: "A", content: "")])
        #expect(error?.operation == .createDirectory)
        #expect(error?.written == nil)
    }

    /// The failed operation of an export that failed, and the files written before a failed write.
    static func exportError(_ disk: InMemoryFileSystem, _ documents: [NoteTextDocument]) -> (
        operation: FileSystemError.Operation, written: [String]?
    )? {
        do {
            _ = try disk.fileSystem.export(documents, as: .plainText, into: folder)
            return nil
        } catch {
            switch error {
            case .folderUnusable(let failure): return (failure.operation, nil)
            case .writeFailed(let failure, let written): return (failure.operation, written)
            }
        }
    }
}
