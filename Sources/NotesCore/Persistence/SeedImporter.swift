import Foundation

/// Reads the `notes.json` of the original app (a JSON array of note and photo-note objects).
///
/// A note needs string `uid`, `title` and `content`; `color` is `#RRGGBBAA` (missing or invalid:
/// white), `importance` is `unimportant`/`normal`/`important` (missing or unknown: normal),
/// `selfDestructDate` is seconds since 1970. A photo note has string `uid` and `name` and an
/// optional `"default": true`. `uid`s become ids through ``SeedIdentifier``. Anything else in the
/// array is reported in ``SeedImport/droppedEntries``, never fatal; so is an element that is not
/// valid JSON (a number out of range such as `1e400`, a lone surrogate, damaged bytes): every
/// whole element around it is still imported.
public enum SeedImporter {
    /// Imports the original app's file; every note gets `importedAt` as its created and updated date.
    /// - Complexity: O(*n*) in the size of the data.
    public static func importNotes(from data: Data, importedAt: Date) throws(SeedImportError) -> SeedImport {
        let items = try elements(of: data)
        var notes: [Note] = []
        var noteIndex: [Note.ID: Int] = [:]
        var photos: [SeedImport.PhotoReference] = []
        var dropped: [DroppedEntry] = []
        for (index, element) in items.enumerated() {
            guard case .success(let item) = element else {
                if case .failure(let reason) = element {
                    dropped.append(DroppedEntry(kind: .note, index: index, rawID: nil, reason: reason.text))
                }
                continue
            }
            let object = item as? [String: Any]
            let uid = object?["uid"] as? String
            if let object, let uid, let title = object["title"] as? String,
                let content = object["content"] as? String
            {
                let note = Note(
                    id: Note.ID(SeedIdentifier.uuid(for: uid)), title: title, content: content,
                    color: (object["color"] as? String).flatMap { try? NoteColor(hex: $0) } ?? .white,
                    importance: (object["importance"] as? String).flatMap(Importance.init(rawValue:))
                        ?? .normal,
                    selfDestructDate: number(object["selfDestructDate"]).map(
                        Date.init(timeIntervalSince1970:)),
                    createdAt: importedAt)
                if let existing = noteIndex[note.id] {
                    notes[existing] = note
                } else {
                    noteIndex[note.id] = notes.count
                    notes.append(note)
                }
            } else if let object, let uid, let name = object["name"] as? String {
                photos.append(
                    SeedImport.PhotoReference(
                        id: Photo.ID(SeedIdentifier.uuid(for: uid)), name: name,
                        isDefault: object["default"] as? Bool ?? false))
            } else {
                dropped.append(
                    DroppedEntry(
                        kind: .note, index: index, rawID: uid,
                        reason: "neither a note (uid, title, content) nor a photo note (uid, name)"))
            }
        }
        return SeedImport(notes: notes, photoReferences: photos, droppedEntries: dropped)
    }

    /// Why one element could not be read.
    private struct ElementFailure: Error {
        var text: String
    }

    /// The array's elements, each parsed or with the reason it could not be; throws when the
    /// bytes are not an array, or are not JSON and hold no whole element.
    private static func elements(of data: Data) throws(SeedImportError) -> [Result<Any, ElementFailure>] {
        let wholeError: any Error
        do {
            let root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            guard let items = root as? [Any] else { throw SeedImportError.notAnArray }
            return items.map { .success($0) }
        } catch let error as SeedImportError {
            throw error
        } catch {
            wholeError = error
        }
        guard let elements = StoreDocumentParser.arrayElements(data),
            elements.contains(where: { if case .whole = $0 { true } else { false } })
        else { throw .notJSON(detail: "\(wholeError.localizedDescription)") }
        return elements.map { element in
            switch element {
            case .damaged(let reason): return .failure(ElementFailure(text: reason))
            case .whole(let range):
                do {
                    return .success(
                        try JSONSerialization.jsonObject(
                            with: data.subdata(
                                in: data.startIndex + range.lowerBound..<data.startIndex + range.upperBound),
                            options: [.fragmentsAllowed]))
                } catch {
                    return .failure(ElementFailure(text: "not valid JSON: \(error.localizedDescription)"))
                }
            }
        }
    }

    /// A finite JSON number as a Double, else nil.
    private static func number(_ value: Any?) -> Double? {
        guard let value = value as? NSNumber, !(value is Bool) else { return nil }
        let double = value.doubleValue
        return double.isFinite ? double : nil
    }
}
