/// Reads the entropy-coded data of a JPEG scan bit by bit: `FF 00` is a data byte `FF`, and at a
/// marker (or the end of the bytes) the reader goes on with zero bits, counting them, so that
/// reading past the data is seen (``overran``) rather than read as pixels.
struct JPEGBitReader {
    let bytes: [UInt8]
    /// The next byte to load.
    private(set) var position: Int
    /// Loaded bits, the oldest highest; the low ``count`` bits are valid.
    private var buffer: UInt64 = 0
    private var count = 0
    /// How many of the loaded bits, the lowest, are zeros made up past the data.
    private var padding = 0
    /// Whether loading stopped at a marker or at the end of the bytes.
    private var stopped = false
    /// Whether it stopped at the end of the bytes rather than at a marker.
    private(set) var reachedEnd = false

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// Whether bits past the scan's data were read: the data is cut short or damaged.
    var overran: Bool { count < padding }

    /// Loads bytes until more than 56 bits are loaded.
    private mutating func fill() {
        while count <= 56 {
            var byte: UInt8 = 0
            if stopped {
                padding += 8
            } else if position >= bytes.count {
                stopped = true
                reachedEnd = true
                padding += 8
            } else if bytes[position] != 0xFF {
                byte = bytes[position]
                position += 1
            } else if position + 1 < bytes.count, bytes[position + 1] == 0 {
                byte = 0xFF
                position += 2
            } else {
                stopped = true
                reachedEnd = position + 1 >= bytes.count
                padding += 8
            }
            buffer = buffer << 8 | UInt64(byte)
            count += 8
        }
    }

    /// The next `length` bits (0…16) as an unsigned number.
    mutating func bits(_ length: Int) -> Int {
        guard length > 0 else { return 0 }
        if count < length { fill() }
        count -= length
        return Int(truncatingIfNeeded: buffer >> UInt64(count)) & ((1 << length) - 1)
    }

    /// The next bit.
    mutating func bit() -> Bool { bits(1) == 1 }

    /// The next `length` bits as a signed value (ITU T.81, F.2.2.1: EXTEND).
    mutating func signed(_ length: Int) -> Int {
        guard length > 0 else { return 0 }
        let value = bits(length)
        return value < 1 << (length - 1) ? value - (1 << length) + 1 : value
    }

    /// The next symbol of `table`.
    ///
    /// - Throws: ``PhotoDecodeError/damaged`` when the bits are no code of the table.
    mutating func decode(_ table: JPEGHuffmanTable) throws(PhotoDecodeError) -> Int {
        if count < 16 { fill() }
        let peek = Int(truncatingIfNeeded: buffer >> UInt64(count - JPEGHuffmanTable.lookupBits)) & 0x1FF
        let entry = table.lookup[peek]
        if entry != 0 {
            count -= Int(entry >> 8)
            return Int(entry & 0xFF)
        }
        let code = Int(truncatingIfNeeded: buffer >> UInt64(count - 16)) & 0xFFFF
        for length in (JPEGHuffmanTable.lookupBits + 1)...16 {
            let prefix = code >> (16 - length)
            if prefix <= table.maxCode[length] {
                count -= length
                return Int(table.symbols[prefix + table.valueOffset[length]])
            }
        }
        throw .damaged
    }

    /// Drops the loaded bits and steps over the next restart marker (`RST0`…`RST7`), for the
    /// next restart interval; `false` when the next marker is another one.
    mutating func restart() -> Bool {
        buffer = 0
        count = 0
        padding = 0
        stopped = false
        let marker = Self.nextMarker(in: bytes, from: position)
        guard marker + 1 < bytes.count, (0xD0...0xD7).contains(bytes[marker + 1]) else {
            position = marker
            return false
        }
        position = marker + 2
        return true
    }

    /// The offset of the `FF` of the first marker at or after `start` (not `FF 00`, nor a fill
    /// byte), or `bytes.count` when there is none.
    static func nextMarker(in bytes: [UInt8], from start: Int) -> Int {
        var offset = start
        while offset + 1 < bytes.count {
            if bytes[offset] == 0xFF, bytes[offset + 1] != 0, bytes[offset + 1] != 0xFF { return offset }
            offset += 1
        }
        return bytes.count
    }
}
