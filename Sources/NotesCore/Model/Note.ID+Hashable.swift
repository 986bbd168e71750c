import Foundation

extension Note.ID {
    /// Hashes the UUID as one 64-bit word, its two halves combined.
    ///
    /// Equal ids hash equally; equality still compares all sixteen bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(folded)
    }

    /// The hash a `Set` or `Dictionary` of ids uses: the two halves of the UUID combined with the
    /// table's seed and mixed by SplitMix64's finaliser, in place of a full SipHash round.
    ///
    /// Ids are hashed for every row a list diffs by identity (a `ForEach` over 100,000 notes reads
    /// and looks up each id); a random UUID is already uniformly distributed, and the mix spreads
    /// sequential ones. The seed keeps tables of different sizes from clustering each other's
    /// elements.
    public func _rawHashValue(seed: Int) -> Int {
        var mixed = folded ^ UInt64(bitPattern: Int64(seed))
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    /// The UUID's two 64-bit halves, combined.
    private var folded: UInt64 {
        withUnsafeBytes(of: rawValue.uuid) { bytes in
            bytes.loadUnaligned(as: UInt64.self) ^ bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        }
    }
}
