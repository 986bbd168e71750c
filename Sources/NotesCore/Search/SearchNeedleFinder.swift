/// A substring test over folded bytes that compares 16 positions at once.
///
/// It looks for positions where both the needle's first and last bytes match, 16 positions per
/// step, and compares the bytes between only there, so a miss costs about one vector comparison
/// per 16 bytes whatever the needle's bytes are.
struct SearchNeedleFinder {
    /// The needle, at least two bytes long.
    let needle: UnsafePointer<UInt8>
    /// The needle's length.
    let count: Int
    /// The needle's first byte in every lane.
    let first: SIMD16<UInt8>
    /// The needle's last byte in every lane.
    let last: SIMD16<UInt8>

    /// Prepares to look for the `count` bytes at `needle`.
    init(needle: UnsafePointer<UInt8>, count: Int) {
        self.needle = needle
        self.count = count
        first = SIMD16(repeating: needle[0])
        last = SIMD16(repeating: needle[count - 1])
    }

    /// Where the needle first occurs wholly within `text[start..<end]`, or `nil`; reads never pass
    /// `bufferEnd`.
    @inline(__always)
    func firstOccurrence(in text: UnsafePointer<UInt8>, from start: Int, to end: Int, bufferEnd: Int) -> Int?
    {
        let lastPosition = end - count
        var position = start
        let raw = UnsafeRawPointer(text)
        while position <= lastPosition, position + count - 1 + 16 <= bufferEnd {
            let heads = raw.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
            let tails = raw.loadUnaligned(fromByteOffset: position + count - 1, as: SIMD16<UInt8>.self)
            let both = (heads .== first) .& (tails .== last)
            if any(both) {
                for lane in 0..<16 where both[lane] {
                    let at = position + lane
                    if at <= lastPosition && matches(text + at) { return at }
                }
            }
            position += 16
        }
        while position <= lastPosition {
            if text[position] == needle[0] && text[position + count - 1] == needle[count - 1]
                && matches(text + position)
            {
                return position
            }
            position += 1
        }
        return nil
    }

    /// Whether the needle's inner bytes (all but the first and last, already compared) are at
    /// `candidate`.
    @inline(__always)
    private func matches(_ candidate: UnsafePointer<UInt8>) -> Bool {
        var index = 1
        while index < count - 1 {
            if candidate[index] != needle[index] { return false }
            index += 1
        }
        return true
    }
}
