/// Reading the orientation from a JPEG's EXIF segment.
extension PhotoOrientation {
    /// The orientation an `APP1` segment's body gives (`Exif\0\0`, a TIFF header in either byte
    /// order, then the first image directory's tag `0x0112`), or `nil` when it gives none: another
    /// kind of `APP1`, no such tag, a value outside 1…8, or bytes that end too soon.
    ///
    /// - Complexity: O(*k*) in the entries of the first directory.
    init?(exif body: ArraySlice<UInt8>) {
        let bytes = Array(body)
        guard bytes.count >= 14, bytes[0..<6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else {
            return nil
        }
        let tiff = 6
        let littleEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func read(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            let slice = bytes[offset..<offset + count]
            return (littleEndian ? slice.reversed() : Array(slice)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard read(tiff + 2, 2) == 42, let directory = read(tiff + 4, 4),
            let count = read(tiff + directory, 2)
        else { return nil }
        for entry in 0..<count {
            let offset = tiff + directory + 2 + entry * 12
            guard let tag = read(offset, 2), let type = read(offset + 2, 2) else { return nil }
            guard tag == 0x0112 else { continue }
            // SHORT, as the standard says; some writers use LONG.
            let value: Int?
            switch type {
            case 3: value = read(offset + 8, 2)
            case 4: value = read(offset + 8, 4)
            default: value = nil
            }
            guard let value, let orientation = PhotoOrientation(rawValue: value) else { return nil }
            self = orientation
            return
        }
        return nil
    }
}
