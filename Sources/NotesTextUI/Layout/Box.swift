/// The characters a ``NotesTextUI/Frame`` draws its border with.
///
/// Every character is one column wide (box-drawing characters are East Asian ambiguous and measured
/// narrow by ``NotesTextUI/TextWidth``). Use a preset; ``light`` is the default everywhere.
public struct Box: Hashable, Sendable {
    /// The top-left corner, such as `┌`.
    public let topLeft: Character
    /// The top-right corner, such as `┐`.
    public let topRight: Character
    /// The bottom-left corner, such as `└`.
    public let bottomLeft: Character
    /// The bottom-right corner, such as `┘`.
    public let bottomRight: Character
    /// The horizontal line of the top and bottom edges and of dividers, such as `─`.
    public let horizontal: Character
    /// The vertical line of the left and right edges, such as `│`.
    public let vertical: Character
    /// Where a divider meets the left edge, such as `├`.
    public let dividerLeft: Character
    /// Where a divider meets the right edge, such as `┤`.
    public let dividerRight: Character

    /// Light lines with square corners: `┌─┐ │ ├─┤ └─┘`.
    public static let light = Box(corners: "┌┐└┘", lines: "─│", divider: "├┤")
    /// Light lines with rounded corners: `╭─╮ │ ├─┤ ╰─╯`.
    public static let rounded = Box(corners: "╭╮╰╯", lines: "─│", divider: "├┤")
    /// Heavy lines: `┏━┓ ┃ ┣━┫ ┗━┛`.
    public static let heavy = Box(corners: "┏┓┗┛", lines: "━┃", divider: "┣┫")
    /// Double lines: `╔═╗ ║ ╠═╣ ╚═╝`.
    public static let double = Box(corners: "╔╗╚╝", lines: "═║", divider: "╠╣")
    /// Plain ASCII, for places that cannot show box drawing: `+-+ | +-+ +-+`.
    public static let ascii = Box(corners: "++++", lines: "-|", divider: "++")

    private init(corners: String, lines: String, divider: String) {
        let corners = Array(corners)
        let lines = Array(lines)
        let divider = Array(divider)
        topLeft = corners[0]
        topRight = corners[1]
        bottomLeft = corners[2]
        bottomRight = corners[3]
        horizontal = lines[0]
        vertical = lines[1]
        dividerLeft = divider[0]
        dividerRight = divider[1]
    }

    /// `count` horizontal line characters, or the empty string when `count` is not positive.
    func horizontalLine(_ count: Int) -> String {
        count > 0 ? String(repeating: horizontal, count: count) : ""
    }
}
