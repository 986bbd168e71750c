import Foundation
import Testing
import TextSnapshots

@Suite struct ReferenceFileTests {
    static let id = try! SnapshotID(parsing: "List/form")

    @Test(arguments: [
        ("a\r\nb\r\n", NonCanonicalForm.crlfLineEnds, "has CRLF line ends"),
        ("\u{FEFF}a\nb\n", .byteOrderMark, "starts with a UTF-8 byte order mark"),
        ("a\nb\n".replacingOccurrences(of: "a", with: "e\u{301}"), .notNFC, "is not in Unicode NFC"),
        ("a\nb", .missingFinalNewline, "does not end with a newline"),
        ("a\nb\n\n", .extraFinalNewlines, "ends with more than one newline"),
    ])
    func nonCanonicalReferenceFailsWithItsOwnMessage(reference: String, form: NonCanonicalForm, words: String)
        throws
    {
        let sandbox = try Sandbox()
        try sandbox.write(reference, to: "List/form.txt")
        let rendered = reference.replacingOccurrences(of: "\u{FEFF}", with: "")
        let result = verifySnapshot(
            rendered, named: "form", suite: "List", configuration: sandbox.configuration(.pending))
        #expect(result.failure == .nonCanonicalReference(Self.id, form))
        #expect(
            result.message.hasPrefix("Snapshot List/form: the reference Snapshots/List/form.txt \(words)"))
        #expect(result.status == .pending)
        #expect(sandbox.bytes(at: "List/form.txt.new") == CanonicalText.bytes(of: rendered))
    }

    @Test func renderedTextStartingWithAByteOrderMarkCharacterMatchesItsRecordedReference() throws {
        let sandbox = try Sandbox()
        let rendered = "\u{FEFF}title\n"
        let written = verifySnapshot(
            rendered, named: "bom", suite: "List", configuration: sandbox.configuration(.record))
        #expect(written.status == .written)
        #expect(sandbox.text(at: "List/bom.txt") == "<U+FEFF>title\n")
        let retry = SnapshotConfiguration(
            directory: sandbox.directory, mode: .never, session: SnapshotSession(scope: .complete))
        #expect(
            verifySnapshot(rendered, named: "bom", suite: "List", configuration: retry).status == .matched)
    }

    @Test func nonUTF8ReferenceFailsWithItsPath() throws {
        let sandbox = try Sandbox()
        try sandbox.write([0x61, 0xC3, 0x28, 0x0A], to: "List/form.txt")
        let result = verifySnapshot(
            "a", named: "form", suite: "List", configuration: sandbox.configuration(.pending))
        let path = sandbox.directory.appendingPathComponent("List/form.txt").path
        #expect(result.failure == .referenceNotUTF8(path: path))
        #expect(result.message.contains(path))
        #expect(sandbox.files() == ["List/form.txt"])
    }

    @Test func unreadableReferenceFailsWithItsPath() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.directory.appendingPathComponent("List/form.txt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = verifySnapshot(
            "a", named: "form", suite: "List", configuration: sandbox.configuration(.record))
        #expect(result.failure == .unreadableReference(path: folder.path))
        #expect(result.message.contains(folder.path))
    }
}
