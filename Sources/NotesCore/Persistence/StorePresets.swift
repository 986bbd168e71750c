import Foundation

/// The notes and photos a new store starts with, so no screen is empty on first launch.
///
/// Five notes of different colours and lengths and eleven gradient photos named after the
/// original app's bundled images.
public enum StorePresets {
    /// A preset note before it gets an id and dates.
    public struct NoteTemplate: Hashable, Sendable {
        /// The title.
        public var title: String
        /// The body.
        public var content: String
        /// The colour.
        public var color: NoteColor
    }

    /// A preset photo: a name and the two colours of its vertical gradient (top, bottom).
    public struct PhotoTemplate: Hashable, Sendable {
        /// The name, such as `Sunrise`.
        public var name: String
        /// The colour of the top row.
        public var top: NoteColor
        /// The colour of the bottom row.
        public var bottom: NoteColor
    }

    /// The five preset notes, in list order.
    public static let notes: [NoteTemplate] = [
        NoteTemplate(
            title: "Note title", content: "The text of a note: a title above, the body here.",
            color: NoteColor(red: 1, green: 0, blue: 0)),
        NoteTemplate(title: "Short note", content: "Buy bread.", color: NoteColor(red: 0, green: 1, blue: 0)),
        NoteTemplate(
            title: "Long note",
            content: (1...12).map { "Line \($0) of a long note that wraps and scrolls in the list." }
                .joined(separator: "\n"),
            color: NoteColor(red: 0, green: 0, blue: 1)),
        NoteTemplate(
            title: "Note title 2", content: "A second note with a title,\nand a body over two lines.",
            color: NoteColor(red: 1, green: 1, blue: 0)),
        NoteTemplate(
            title: "Short note", content: "Don't forget to switch off the iron",
            color: NoteColor(red: 0, green: 1, blue: 1)),
    ]

    /// The eleven preset photos, in gallery order.
    public static let photos: [PhotoTemplate] = [
        PhotoTemplate(name: "Sunrise", top: rgb(0xFF, 0xB3, 0x47), bottom: rgb(0x6A, 0x3D, 0x9A)),
        PhotoTemplate(
            name: "SunriseOverMountains", top: rgb(0xFF, 0xD1, 0x80), bottom: rgb(0x2E, 0x4A, 0x62)),
        PhotoTemplate(name: "Sparkler", top: rgb(0xFF, 0xF4, 0xC2), bottom: rgb(0x1A, 0x1A, 0x2E)),
        PhotoTemplate(name: "Fireworks", top: rgb(0xE9, 0x45, 0x60), bottom: rgb(0x0F, 0x34, 0x60)),
        PhotoTemplate(name: "Sunset", top: rgb(0xFF, 0x7E, 0x5F), bottom: rgb(0x3B, 0x1F, 0x5C)),
        PhotoTemplate(name: "CityscapeAtDusk", top: rgb(0xF8, 0xB1, 0x95), bottom: rgb(0x35, 0x5C, 0x7D)),
        PhotoTemplate(name: "Cityscape", top: rgb(0x9B, 0xC5, 0xE8), bottom: rgb(0x4A, 0x4E, 0x69)),
        PhotoTemplate(name: "NightWithStars", top: rgb(0x14, 0x1E, 0x30), bottom: rgb(0x24, 0x3B, 0x55)),
        PhotoTemplate(name: "MilkyWay", top: rgb(0x2C, 0x3E, 0x50), bottom: rgb(0x8E, 0x44, 0xAD)),
        PhotoTemplate(name: "BridgeAtNight", top: rgb(0x0B, 0x13, 0x2B), bottom: rgb(0xF2, 0xA6, 0x5A)),
        PhotoTemplate(name: "Foggy", top: rgb(0xD7, 0xDD, 0xE8), bottom: rgb(0x75, 0x7F, 0x9A)),
    ]

    /// The side of each square preset image, in pixels.
    public static let photoSide = 48

    /// A PNG file of a preset photo's gradient, ``photoSide`` pixels square.
    /// - Complexity: O(``photoSide``²).
    public static func pngData(for template: PhotoTemplate) -> Data {
        let side = photoSide
        func channel(_ top: Double, _ bottom: Double, _ y: Int) -> UInt8 {
            let t = Double(y) / Double(side - 1)
            return UInt8((top + (bottom - top) * t) * 255 + 0.5)
        }
        return Data(
            PNGEncoder.encode(width: side, height: side) { x, y in
                let shade = Double(x) / Double(side - 1) * 0.1
                let top = template.top
                let bottom = template.bottom
                return (
                    channel(top.red * (1 - shade), bottom.red, y),
                    channel(top.green * (1 - shade), bottom.green, y),
                    channel(top.blue * (1 - shade), bottom.blue, y)
                )
            })
    }

    private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> NoteColor {
        NoteColor(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }
}
