/// The inverse DCT of 8×8 blocks in integer arithmetic: the "slow integer" method of the
/// Independent JPEG Group's library (Loeffler, Ligtenberg and Moschytz), so that pixels match what
/// libjpeg decodes; and the DC-only transform of a block to one pixel, for pictures an eighth of
/// the size.
enum JPEGInverseDCT {
    private static let constantBits = 13
    private static let pass1Bits = 2
    private static let fixed0298631336 = 2446
    private static let fixed0390180644 = 3196
    private static let fixed0541196100 = 4433
    private static let fixed0765366865 = 6270
    private static let fixed0899976223 = 7373
    private static let fixed1175875602 = 9633
    private static let fixed1501321110 = 12299
    private static let fixed1847759065 = 15137
    private static let fixed1961570560 = 16069
    private static let fixed2053119869 = 16819
    private static let fixed2562915447 = 20995
    private static let fixed3072711026 = 25172

    /// A sample from a transformed value: level-shifted by 128 and clamped to 0…255.
    @inline(__always)
    private static func sample(_ value: Int) -> UInt8 {
        UInt8(clamping: value + 128)
    }

    /// The one pixel of a block at an eighth of the size: its DC coefficient, dequantized.
    @inline(__always)
    static func dcOnly(_ coefficient: Int16, quantization: Int) -> UInt8 {
        sample((Int(coefficient) * quantization + 4) >> 3)
    }

    /// Transforms the 64 coefficients at `input`, dequantized by `quantization`, into 8 rows of 8
    /// samples at `output`, rows `stride` apart; `workspace` holds 64 values.
    static func transform(
        _ input: UnsafePointer<Int16>, quantization: UnsafePointer<Int>,
        into output: UnsafeMutablePointer<UInt8>,
        stride: Int, workspace: UnsafeMutablePointer<Int>
    ) {
        var acZero = true
        for index in 1..<64 where input[index] != 0 {
            acZero = false
            break
        }
        if acZero {
            let value = sample((Int(input[0]) * quantization[0] * 4 + 16) >> 5)
            for row in 0..<8 { (output + row * stride).update(repeating: value, count: 8) }
            return
        }
        // Pass 1: columns from the input into the workspace, scaled up by pass1Bits.
        for column in 0..<8 {
            let d = { (row: Int) -> Int in Int(input[row * 8 + column]) * quantization[row * 8 + column] }
            if input[8 + column] == 0, input[16 + column] == 0, input[24 + column] == 0,
                input[32 + column] == 0,
                input[40 + column] == 0, input[48 + column] == 0, input[56 + column] == 0
            {
                let value = d(0) << pass1Bits
                for row in 0..<8 { workspace[row * 8 + column] = value }
                continue
            }
            let (even, odd) = butterflies(d(0), d(1), d(2), d(3), d(4), d(5), d(6), d(7))
            let shift = constantBits - pass1Bits
            for row in 0..<4 {
                workspace[row * 8 + column] = (even[row] + odd[row] + (1 << (shift - 1))) >> shift
                workspace[(7 - row) * 8 + column] = (even[row] - odd[row] + (1 << (shift - 1))) >> shift
            }
        }
        // Pass 2: rows from the workspace into samples, scaled down by pass1Bits and 3.
        for row in 0..<8 {
            let w = workspace + row * 8
            let out = output + row * stride
            if w[1] == 0, w[2] == 0, w[3] == 0, w[4] == 0, w[5] == 0, w[6] == 0, w[7] == 0 {
                let value = sample((w[0] + (1 << (pass1Bits + 2))) >> (pass1Bits + 3))
                out.update(repeating: value, count: 8)
                continue
            }
            let (even, odd) = butterflies(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7])
            let shift = constantBits + pass1Bits + 3
            for column in 0..<4 {
                out[column] = sample((even[column] + odd[column] + (1 << (shift - 1))) >> shift)
                out[7 - column] = sample((even[column] - odd[column] + (1 << (shift - 1))) >> shift)
            }
        }
    }

    /// The even part (tmp10, tmp11, tmp12, tmp13) and odd part (tmp3, tmp2, tmp1, tmp0) of one
    /// 8-point transform, scaled by 2^constantBits: output `i` is even[i] + odd[i], output `7 - i`
    /// is even[i] - odd[i].
    @inline(__always)
    private static func butterflies(
        _ x0: Int, _ x1: Int, _ x2: Int, _ x3: Int, _ x4: Int, _ x5: Int, _ x6: Int, _ x7: Int
    ) -> (SIMD4<Int>, SIMD4<Int>) {
        let z1 = (x2 + x6) * fixed0541196100
        let tmp2 = z1 - x6 * fixed1847759065
        let tmp3 = z1 + x2 * fixed0765366865
        let tmp0 = (x0 + x4) << constantBits
        let tmp1 = (x0 - x4) << constantBits
        let even = SIMD4(tmp0 + tmp3, tmp1 + tmp2, tmp1 - tmp2, tmp0 - tmp3)

        let (o0, o1, o2, o3) = (x7, x5, x3, x1)
        let z5 = (o0 + o2 + o1 + o3) * fixed1175875602
        let y1 = (o0 + o3) * -fixed0899976223
        let y2 = (o1 + o2) * -fixed2562915447
        let y3 = (o0 + o2) * -fixed1961570560 + z5
        let y4 = (o1 + o3) * -fixed0390180644 + z5
        let odd0 = o0 * fixed0298631336 + y1 + y3
        let odd1 = o1 * fixed2053119869 + y2 + y4
        let odd2 = o2 * fixed3072711026 + y2 + y3
        let odd3 = o3 * fixed1501321110 + y1 + y4
        return (even, SIMD4(odd3, odd2, odd1, odd0))
    }
}
