/// Cheap questions about large strings, answered without copying them.
enum TextScan {
    /// Whether `text` holds nothing but whitespace and newlines (Unicode `White_Space`), the rule
    /// of `trimmingCharacters(in: .whitespacesAndNewlines).isEmpty` without building the copy.
    ///
    /// - Complexity: O(*w*) for *w* leading whitespace scalars; O(1) for typical text.
    static func isBlank(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where !scalar.properties.isWhitespace {
            return false
        }
        return true
    }

    /// Whether two strings hold the same UTF-8 bytes.
    ///
    /// Lengths are compared first (O(1) for native strings), then the bytes eight at a time.
    /// Unlike `==` this does not treat canonically equivalent spellings as equal, which is what an
    /// editor's "did anything change" check wants.
    ///
    /// - Complexity: O(1) when the lengths differ, otherwise O(*n*).
    static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        return commonPrefixLength(lhs, rhs) == lhs.utf8.count
    }

    /// The number of leading UTF-8 bytes `lhs` and `rhs` share.
    ///
    /// - Complexity: O(*p*) for a shared prefix of *p* bytes, compared eight at a time.
    static func commonPrefixLength(_ lhs: String, _ rhs: String) -> Int {
        let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                commonPrefixLength(left, right)
            }
        }
        if let length = fast ?? nil { return length }
        var length = 0
        for (left, right) in zip(lhs.utf8, rhs.utf8) {
            guard left == right else { break }
            length += 1
        }
        return length
    }

    /// The number of trailing UTF-8 bytes `lhs` and `rhs` share, at most `limit`.
    ///
    /// - Complexity: O(*s*) for a shared suffix of *s* bytes, compared eight at a time.
    static func commonSuffixLength(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                commonSuffixLength(left, right, limit: limit)
            }
        }
        if let length = fast ?? nil { return length }
        var length = 0
        for (left, right) in zip(lhs.utf8.reversed(), rhs.utf8.reversed()) {
            guard length < limit, left == right else { break }
            length += 1
        }
        return length
    }

    private static func commonPrefixLength(
        _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
    ) -> Int {
        let count = min(left.count, right.count)
        guard count > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return 0 }
        let leftRaw = UnsafeRawPointer(leftBase)
        let rightRaw = UnsafeRawPointer(rightBase)
        var offset = 0
        while offset + 8 <= count {
            let leftWord = leftRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let rightWord = rightRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if leftWord != rightWord { break }
            offset += 8
        }
        while offset < count && leftBase[offset] == rightBase[offset] { offset += 1 }
        return offset
    }

    private static func commonSuffixLength(
        _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>, limit: Int
    ) -> Int {
        let count = min(left.count, right.count, max(limit, 0))
        guard count > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return 0 }
        let leftEnd = UnsafeRawPointer(leftBase + left.count)
        let rightEnd = UnsafeRawPointer(rightBase + right.count)
        var length = 0
        while length + 8 <= count {
            let leftWord = leftEnd.loadUnaligned(fromByteOffset: -length - 8, as: UInt64.self)
            let rightWord = rightEnd.loadUnaligned(fromByteOffset: -length - 8, as: UInt64.self)
            if leftWord != rightWord { break }
            length += 8
        }
        while length < count && leftBase[left.count - 1 - length] == rightBase[right.count - 1 - length] {
            length += 1
        }
        return length
    }
}
