/// A minimal terminal screen that interprets what a program writes, so a test can read the screen
/// as text instead of escape sequences.
///
/// It understands what ``FrameRenderer`` and ``TerminalSession`` write: printable text (wide
/// characters take two cells), carriage return, line feed and backspace, cursor position (`CUP`)
/// and column (`CHA`),
/// erase in line and in display (`EL`, `ED`), the alternate screen (`?1049`), cursor visibility
/// (`?25`) and autowrap (`?7`). Other sequences (styles, mouse and paste modes, synchronized output) are read and
/// ignored. Like xterm, writing the last column leaves the cursor there until the next character
/// wraps, so an erase right after a full line removes its last character.
package struct VirtualScreen: Sendable {
    /// The size in cells.
    package private(set) var size: TerminalSize
    /// The cursor's cell.
    package private(set) var cursor = CursorPosition(column: 0, row: 0)
    /// Whether the cursor is shown.
    package private(set) var isCursorVisible = true
    /// Whether the alternate screen is shown.
    package private(set) var isAlternateScreen = false
    /// Whether mouse presses are reported (`?1000`), as last set.
    package private(set) var isMouseReporting = false

    /// Cells by row; a wide character's second cell is empty.
    private var cells: [[String]]
    /// The main screen's cells while the alternate screen is shown.
    private var savedCells: [[String]]?
    /// Whether a character past the last column wraps to the next row (`?7`); when off it
    /// overwrites the last cells.
    private var isAutowrap = true
    /// Whether the cursor sits past the last column, waiting for a character to wrap it.
    private var pendingWrap = false
    /// Bytes of an escape sequence split between calls to ``apply(_:)``.
    private var partial: [UInt8] = []
    private let columnWidth: @Sendable (Character) -> Int

    /// A blank screen of `size`; `columnWidth` measures characters as the program's renderer does.
    package init(size: TerminalSize, columnWidth: @escaping @Sendable (Character) -> Int = { _ in 1 }) {
        self.size = size
        self.columnWidth = columnWidth
        cells = Self.blank(size)
    }

    /// The rows as text, trailing spaces removed.
    package var lines: [String] {
        cells.map { row in
            var text = row.joined()
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// What the cell at `column` of `row` shows: its character, a space, or empty for the second
    /// cell of a wide character.
    package func cell(column: Int, row: Int) -> String {
        cells[row][column]
    }

    /// The screen as text, rows joined by line feeds, trailing blank rows removed.
    package var text: String {
        var rows = lines
        while rows.last == "" { rows.removeLast() }
        return rows.joined(separator: "\n")
    }

    /// Changes the size, keeping what fits, as a terminal window does when resized.
    package mutating func resize(to size: TerminalSize) {
        var resized = Self.blank(size)
        for row in 0..<min(size.rows, self.size.rows) {
            for column in 0..<min(size.columns, self.size.columns) {
                resized[row][column] = cells[row][column]
            }
        }
        cells = resized
        self.size = size
        cursor = CursorPosition(
            column: min(cursor.column, size.columns - 1), row: min(cursor.row, size.rows - 1))
        pendingWrap = false
    }

    /// Interprets `output`, as the terminal would on receiving it.
    package mutating func apply(_ output: String) {
        apply(bytes: Array(output.utf8))
    }

    /// Interprets raw bytes; an escape sequence or character split between calls is completed later.
    package mutating func apply(bytes: [UInt8]) {
        let bytes = partial + bytes
        partial = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                guard let length = sequenceLength(bytes, from: index) else {
                    partial = Array(bytes[index...])
                    return
                }
                perform(bytes[index..<index + length])
                index += length
            case 0x0D:
                cursor.column = 0
                pendingWrap = false
                index += 1
            case 0x0A:
                lineFeed()
                index += 1
            case 0x08:
                cursor.column = max(cursor.column - 1, 0)
                pendingWrap = false
                index += 1
            case 0x00..<0x20, 0x7F:
                index += 1
            default:
                let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                guard index + length <= bytes.count else {
                    partial = Array(bytes[index...])
                    return
                }
                for character in String(decoding: bytes[index..<index + length], as: UTF8.self) {
                    put(character)
                }
                index += length
            }
        }
    }

    /// The length of the escape sequence at `start`, or nil when it is not complete yet.
    private func sequenceLength(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        guard bytes[start + 1] == UInt8(ascii: "[") else { return 2 }
        var index = start + 2
        while index < bytes.count {
            if (0x40...0x7E).contains(bytes[index]) { return index - start + 1 }
            index += 1
        }
        return nil
    }

    /// Acts on one escape sequence.
    private mutating func perform(_ sequence: ArraySlice<UInt8>) {
        guard sequence.count > 2, let final = sequence.last else { return }
        let body = String(decoding: sequence.dropFirst(2).dropLast(), as: UTF8.self)
        let isPrivate = body.hasPrefix("?")
        let numbers = body.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false).map {
            Int($0)
        }
        switch (final, isPrivate) {
        case (UInt8(ascii: "H"), false):
            let row = (numbers.first ?? nil) ?? 1
            let column = (numbers.count > 1 ? numbers[1] : nil) ?? 1
            cursor = CursorPosition(
                column: min(max(column, 1), size.columns) - 1, row: min(max(row, 1), size.rows) - 1)
            pendingWrap = false
        case (UInt8(ascii: "G"), false):
            let column = (numbers.first ?? nil) ?? 1
            cursor.column = min(max(column, 1), size.columns) - 1
            pendingWrap = false
        case (UInt8(ascii: "K"), false):
            for column in cursor.column..<size.columns { cells[cursor.row][column] = " " }
        case (UInt8(ascii: "J"), false):
            let mode = (numbers.first ?? nil) ?? 0
            if mode == 2 {
                cells = Self.blank(size)
            } else {
                for column in cursor.column..<size.columns { cells[cursor.row][column] = " " }
                for row in (cursor.row + 1)..<max(size.rows, cursor.row + 1) {
                    cells[row] = Self.blankRow(size)
                }
            }
        case (UInt8(ascii: "h"), true), (UInt8(ascii: "l"), true):
            let on = final == UInt8(ascii: "h")
            for number in numbers {
                if number == 25 { isCursorVisible = on }
                if number == 1000 { isMouseReporting = on }
                if number == 1049, on != isAlternateScreen { switchScreen(toAlternate: on) }
                if number == 7 { isAutowrap = on }
            }
        default:
            break
        }
    }

    /// Shows the alternate screen (blank) or the main screen again.
    private mutating func switchScreen(toAlternate: Bool) {
        if toAlternate {
            savedCells = cells
            cells = Self.blank(size)
        } else {
            cells = savedCells ?? Self.blank(size)
            savedCells = nil
            resize(to: size)
        }
        isAlternateScreen = toAlternate
    }

    /// Writes a character at the cursor, wrapping first when the cursor waits past the last column.
    private mutating func put(_ character: Character) {
        let width = columnWidth(character)
        guard width > 0 else {
            let column = max(cursor.column - (pendingWrap ? 0 : 1), 0)
            cells[cursor.row][column].append(character)
            return
        }
        if !isAutowrap, cursor.column + width > size.columns {
            cursor.column = max(size.columns - width, 0)
        } else if pendingWrap || cursor.column + width > size.columns {
            cursor.column = 0
            lineFeed()
        }
        cells[cursor.row][cursor.column] = String(character)
        if width == 2, cursor.column + 1 < size.columns { cells[cursor.row][cursor.column + 1] = "" }
        if cursor.column + width >= size.columns {
            cursor.column = size.columns - 1
            pendingWrap = isAutowrap
        } else {
            cursor.column += width
        }
    }

    /// Moves down a row, scrolling at the bottom.
    private mutating func lineFeed() {
        pendingWrap = false
        if cursor.row + 1 < size.rows {
            cursor.row += 1
        } else {
            cells.removeFirst()
            cells.append(Self.blankRow(size))
        }
    }

    private static func blankRow(_ size: TerminalSize) -> [String] {
        Array(repeating: " ", count: max(size.columns, 0))
    }

    private static func blank(_ size: TerminalSize) -> [[String]] {
        Array(repeating: blankRow(size), count: max(size.rows, 0))
    }
}
