import Foundation

/// Writes `notes.json` directly as bytes: the same output as `JSONEncoder` with sorted keys and
/// unescaped slashes (compact, keys in order, `1700000000` for whole numbers), without its
/// intermediate tree.
struct StoreDocumentWriter {
    /// A value that JSON cannot hold, such as an infinite date.
    struct NonFiniteNumber: Error, CustomStringConvertible {
        var key: String
        var description: String { "\(key) is not a finite number" }
    }

    var output: [UInt8] = []

    /// The bytes of `notes.json` for `contents`.
    /// - Complexity: O(*n*) in the size of the contents.
    static func encode(_ contents: StoreContents) throws(NonFiniteNumber) -> Data {
        var writer = StoreDocumentWriter()
        writer.output.reserveCapacity(contents.notes.count * 512 + contents.photos.count * 192 + 64)
        writer.append("{\"notes\":[")
        for (index, note) in contents.notes.enumerated() {
            if index > 0 { writer.output.append(UInt8(ascii: ",")) }
            try writer.write(note)
        }
        writer.append("],\"photos\":[")
        for (index, photo) in contents.photos.enumerated() {
            if index > 0 { writer.output.append(UInt8(ascii: ",")) }
            try writer.write(photo)
        }
        writer.append("]")
        if contents.clocks.isShared {
            writer.write(contents.clocks, notes: contents.notes, photos: contents.photos)
        }
        writer.append(",\"version\":\(StoreDocument.currentVersion)}")
        return Data(writer.output)
    }

    mutating func write(_ note: Note) throws(NonFiniteNumber) {
        append("{\"color\":[")
        try number(note.color.red, "color")
        append(",")
        try number(note.color.green, "color")
        append(",")
        try number(note.color.blue, "color")
        append(",")
        try number(note.color.alpha, "color")
        append("]")
        if let original = note.conflictedCopyOf {
            append(",\"conflictOf\":\"")
            append(original.rawValue.uuidString)
            append("\"")
        }
        append(",\"content\":")
        string(note.content)
        append(",\"createdAt\":")
        try number(note.createdAt.timeIntervalSince1970, "createdAt")
        append(",\"id\":\"")
        append(note.id.rawValue.uuidString)
        append("\",\"importance\":\"")
        append(note.importance.rawValue)
        append("\"")
        if let date = note.selfDestructDate {
            append(",\"selfDestructDate\":")
            try number(date.timeIntervalSince1970, "selfDestructDate")
        }
        append(",\"title\":")
        string(note.title)
        append(",\"updatedAt\":")
        try number(note.updatedAt.timeIntervalSince1970, "updatedAt")
        append("}")
    }

    mutating func write(_ photo: Photo) throws(NonFiniteNumber) {
        append("{\"byteCount\":\(photo.byteCount),\"createdAt\":")
        try number(photo.createdAt.timeIntervalSince1970, "createdAt")
        append(",\"fileName\":")
        string(photo.fileName)
        append(",\"id\":\"")
        append(photo.id.rawValue.uuidString)
        append("\",\"isPreset\":\(photo.isPreset)")
        if !photo.name.isEmpty {
            append(",\"name\":")
            string(photo.name)
        }
        append("}")
    }

    /// The `sync` member: `{"devices":[ids],"included":[counts],"notes":[[index,device,count,…]],
    /// "photos":[…],"removedNotes":[["id",device,count,…]],"removedPhotos":[…]}`, devices by
    /// their place in `devices`, entries by their place in the arrays written before.
    mutating func write(_ clocks: SyncClocks, notes: [Note], photos: [Photo]) {
        let devices = clocks.devices
        var places: [StoreDeviceID: Int] = [:]
        for (place, device) in devices.enumerated() { places[device] = place }
        func vector(_ clock: VersionVector) -> String {
            clock.sorted.map { ",\(places[$0.device] ?? 0),\($0.count)" }.joined()
        }
        append(",\"sync\":{\"devices\":[")
        append(devices.map { "\"\($0.rawValue.uuidString)\"" }.joined(separator: ","))
        append("],\"included\":[")
        append(devices.map { String(clocks.included[$0] ?? 0) }.joined(separator: ","))
        append("],\"notes\":[")
        var first = true
        for (index, note) in notes.enumerated() {
            guard let clock = clocks.notes[note.id], !clock.counts.isEmpty else { continue }
            append(first ? "[\(index)\(vector(clock))]" : ",[\(index)\(vector(clock))]")
            first = false
        }
        append("],\"photos\":[")
        first = true
        for (index, photo) in photos.enumerated() {
            guard let clock = clocks.photos[photo.id], !clock.counts.isEmpty else { continue }
            append(first ? "[\(index)\(vector(clock))]" : ",[\(index)\(vector(clock))]")
            first = false
        }
        append("],\"removedNotes\":[")
        append(
            clocks.removedNotes.sorted { $0.key < $1.key }.map {
                "[\"\($0.key.rawValue.uuidString)\"\(vector($0.value))]"
            }
            .joined(separator: ","))
        append("],\"removedPhotos\":[")
        append(
            clocks.removedPhotos.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "[\"\($0.key.rawValue.uuidString)\"\(vector($0.value))]" }
                .joined(separator: ","))
        append("]}")
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    /// The shortest text that reads back as the same `Double`, without a trailing `.0`.
    private mutating func number(_ value: Double, _ key: String) throws(NonFiniteNumber) {
        guard value.isFinite else { throw NonFiniteNumber(key: key) }
        if value == value.rounded(), abs(value) < 1e15 {
            if value == 0 && value.sign == .minus {
                append("-0")
            } else {
                append(String(Int64(value)))
            }
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        append(text)
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00xx`.
    private mutating func string(_ text: String) {
        output.append(UInt8(ascii: "\""))
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                output += Array("\\u00".utf8)
                output += [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
