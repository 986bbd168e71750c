import Foundation

/// The folding rules of search and the compact byte form that the index stores.
///
/// Folding is locale-independent and works one Unicode scalar at a time:
/// 1. Case: the scalar is upper-cased, then lower-cased, until stable (full case folding), so `ẞ`
///    and `ß` become `ss`, `İ` becomes `i` + a combining dot and `ı` becomes `i`.
/// 2. Diacritics: the result is canonically decomposed and non-spacing combining marks are
///    dropped, so `é`, `e` + U+0301 and `E` all fold to `e`, and `ё` folds to `е`. The Cyrillic `й`
///    is a letter of its own and is kept (also when typed as `и` + U+0306).
/// 3. Everything else (digits, punctuation, emoji, CJK) is kept as it is.
///
/// Folded scalars are written in a byte form where ASCII is one byte, the 32 Cyrillic letters
/// `а`…`я` are one byte each (`0xC0`…`0xDF`) and every other scalar is a lead byte (`0xE0`…`0xF4`)
/// followed by continuation bytes (`0x80`…`0xBF`). Like UTF-8, the form is self-synchronising:
/// a needle can only match at scalar boundaries. `0xFF` never occurs and separates fields.
enum SearchFolding {
    /// The byte that separates title from content, and note from note, in the index.
    static let separator: UInt8 = 0xFF

    /// The byte for `и`, which with a following U+0306 folds to `й`.
    static let cyrillicI: UInt8 = 0xC0 + 0x08
    /// The byte for `й`.
    static let cyrillicShortI: UInt8 = 0xC0 + 0x09

    /// The folded bytes of every scalar below U+0800, packed: the count in the top byte, then up to
    /// seven bytes from the lowest up.
    ///
    /// A count of `0xFF` means "too long, fold the slow way".
    static let table: [UInt64] = (0..<UInt32(0x800)).map { value in
        var bytes: [UInt8] = []
        if let scalar = Unicode.Scalar(value) {
            appendFolded(scalar, to: &bytes)
        }
        guard bytes.count <= 7 else { return 0xFF << 56 }
        var packed = UInt64(bytes.count) << 56
        for (index, byte) in bytes.enumerated() {
            packed |= UInt64(byte) << (8 * UInt64(index))
        }
        return packed
    }

    /// Appends the folded byte form of one scalar, computed from the Unicode tables (slow path).
    static func appendFolded(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar == "\u{439}" || scalar == "\u{419}" {
            bytes.append(cyrillicShortI)
            return
        }
        var text = String(scalar)
        for _ in 0..<3 {
            let upper = text.unicodeScalars.map(\.properties.uppercaseMapping).joined()
            let lower = upper.unicodeScalars.map(\.properties.lowercaseMapping).joined()
            if lower == text { break }
            text = lower
        }
        for folded in text.unicodeScalars {
            let decomposed = String(folded).decomposedStringWithCanonicalMapping.unicodeScalars
            if decomposed.contains(where: isDroppedMark) {
                for part in decomposed where !isDroppedMark(part) {
                    appendEncoded(part, to: &bytes)
                }
            } else {
                appendEncoded(folded, to: &bytes)
            }
        }
    }

    /// Whether a scalar is a diacritic that folding removes: a non-spacing mark that combines.
    static func isDroppedMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .nonspacingMark
            && scalar.properties.canonicalCombiningClass != .notReordered
    }

    /// Writes one already-folded scalar in the index's byte form.
    static func appendEncoded(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        if value < 0x80 {
            bytes.append(UInt8(value))
        } else if (0x430...0x44F).contains(value) {
            bytes.append(UInt8(0xC0 + value - 0x430))
        } else if value < 0x1_0000 {
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        } else {
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    /// Appends the folded form of `text` to `bytes`, calling `origin` once per scalar read with the
    /// scalar's UTF-8 offset in `text` and the number of bytes appended for it (possibly zero).
    ///
    /// The text is folded into a buffer on the stack, which is appended whenever it is nearly full
    /// and at the end: appending byte by byte to an array checks its capacity and uniqueness for
    /// every byte, which was most of the cost of indexing a note.
    ///
    /// - Complexity: O(*n*) in the UTF-8 length of `text`.
    @inline(__always)
    static func fold(
        _ text: String, into bytes: inout [UInt8], cache: inout [UInt32: [UInt8]],
        origin: (_ utf8Offset: Int, _ appended: Int) -> Void = { _, _ in }
    ) {
        var text = text
        text.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stretchCapacity) { stretch in
                fold(utf8, into: &bytes, stretch: stretch, cache: &cache, origin: origin)
            }
        }
    }

    /// Bytes the buffer holds, small enough for the stack.
    private static let stretchCapacity = 1_024
    /// Room the buffer keeps for one scalar folded through the table (seven bytes at most); a
    /// longer folded form that does not fit is appended on its own.
    private static let scalarRoom = 8

    /// Folds `utf8` into `bytes` through `stretch`, appending it whenever it is nearly full; see
    /// ``fold(_:into:cache:origin:)``.
    @inline(__always)
    private static func fold(
        _ utf8: UnsafeBufferPointer<UInt8>, into bytes: inout [UInt8],
        stretch: UnsafeMutableBufferPointer<UInt8>,
        cache: inout [UInt32: [UInt8]], origin: (_ utf8Offset: Int, _ appended: Int) -> Void
    ) {
        let table = Self.table
        let out = stretch.baseAddress!
        var written = 0
        var i = 0
        let n = utf8.count
        func flush() {
            bytes.append(contentsOf: UnsafeBufferPointer(start: out, count: written))
            written = 0
        }
        while i < n {
            if written > stretch.count - scalarRoom { flush() }
            let lead = utf8[i]
            let before = written
            let start = i
            if lead < 0x80 {
                let upper = lead &- 0x41
                out[written] = upper < 26 ? lead | 0x20 : lead
                written &+= 1
                i += 1
            } else {
                let value: UInt32
                if lead < 0xE0 {
                    value = UInt32(lead & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
                    i += 2
                } else if lead < 0xF0 {
                    value =
                        UInt32(lead & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6
                        | UInt32(utf8[i + 2] & 0x3F)
                    i += 3
                } else {
                    value =
                        UInt32(lead & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12
                        | UInt32(utf8[i + 2] & 0x3F) << 6 | UInt32(utf8[i + 3] & 0x3F)
                    i += 4
                }
                if value == 0x306, (written > 0 ? out[written - 1] : bytes.last) == cyrillicI {
                    if written > 0 {
                        out[written - 1] = cyrillicShortI
                    } else {
                        bytes[bytes.count - 1] = cyrillicShortI
                    }
                } else if value < 0x800, case var packed = table[Int(value)], packed >> 56 != 0xFF {
                    for _ in 0..<(packed >> 56) {
                        out[written] = UInt8(truncatingIfNeeded: packed)
                        written &+= 1
                        packed >>= 8
                    }
                } else {
                    let folded: [UInt8]
                    if let cached = cache[value] {
                        folded = cached
                    } else {
                        var computed: [UInt8] = []
                        if let scalar = Unicode.Scalar(value) {
                            appendFolded(scalar, to: &computed)
                        }
                        cache[value] = computed
                        folded = computed
                    }
                    // A long folded form (a few scalars at most) may not fit what is left.
                    if written + folded.count > stretch.count {
                        flush()
                        bytes.append(contentsOf: folded)
                        origin(start, folded.count)
                        continue
                    }
                    for byte in folded {
                        out[written] = byte
                        written &+= 1
                    }
                }
            }
            origin(start, written - before)
        }
        flush()
    }

    /// The folded byte form of `text`.
    static func folded(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var cache: [UInt32: [UInt8]] = [:]
        fold(text, into: &bytes, cache: &cache)
        return bytes
    }
}
