/// Number and column formatting for the `bindings` suite's table.
extension BindingsBenchmarkMeasurements {
    /// `value` rounded to `decimals` places, always showing them.
    func format(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let text = "\(rounded)"
        guard let dot = text.firstIndex(of: ".") else { return text }
        let fraction = text[text.index(after: dot)...]
        return text + String(repeating: "0", count: max(decimals - fraction.count, 0))
    }

    /// `text` padded with spaces on the right to `width` characters.
    func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }

    /// `text` padded with spaces on the left to `width` characters.
    func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}
