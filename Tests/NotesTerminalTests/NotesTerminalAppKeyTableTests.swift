import Foundation
import NotesTerminal
import Terminal
import Testing

/// Every screen's one table of keys drives its dispatch, its footer and its help: in every state
/// of every screen, a key is handled exactly when the help lists it, every key the footer or the
/// help names is handled, and no key the table leaves out does anything.
@MainActor
@Suite struct NotesTerminalAppKeyTableTests {
    /// A state of a screen, and the keys that reach it from the launched list.
    struct State: CustomTestStringConvertible, Sendable {
        var name: String
        var keys: [TerminalKeyPress]
        var isLaunched = true
        var testDescription: String { name }
    }

    nonisolated static let states: [State] = [
        State(name: "launching", keys: [], isLaunched: false),
        State(name: "list", keys: []),
        State(name: "tick mode", keys: [.character("e")]),
        State(name: "search", keys: [.character("/")]),
        State(name: "export prompt", keys: [.character("x")]),
        State(name: "delete question", keys: [.character("d")]),
        State(name: "help", keys: [.character("?")]),
        State(name: "editor title", keys: [.character("n")]),
        State(name: "editor text", keys: [.enter]),
        State(name: "editor colour", keys: [.character("n"), .tab, .tab]),
        State(name: "editor importance", keys: [.character("n"), .tab, .tab, .tab]),
        State(name: "editor self-destruct", keys: [.character("n"), .tab, .tab, .tab, .tab]),
        State(name: "editor help", keys: [.character("n"), TerminalKeyPress(.function(1))]),
        State(name: "discard question", keys: [.enter, .character("x"), .escape]),
        State(name: "message", keys: [.enter, .control("g")]),
        State(name: "colour picker", keys: [.character("n"), .tab, .tab, .enter]),
        State(name: "hex field", keys: [.character("n"), .tab, .tab, .enter, .character("#")]),
        State(name: "gallery", keys: [.tab]),
        State(name: "photo path", keys: [.tab, .character("a")]),
        State(name: "photo deletion", keys: [.tab, .character("d")]),
        State(name: "pager", keys: [.tab, .enter]),
        State(name: "pager deletion", keys: [.tab, .enter, .character("d")]),
    ]

    /// Every key with every modifier a terminal sends.
    nonisolated static let universe: [TerminalKeyPress] = {
        var keys: [Key] = [
            .enter, .tab, .backspace, .escape, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
            .insert, .delete,
        ]
        keys += (1...12).map { Key.function($0) }
        keys += (0x20...0x7E).map { Key.character(Character(Unicode.Scalar($0)!)) }
        let modifiers: [KeyModifiers] = [[], .shift, .control, .alt, [.control, .shift], [.alt, .shift]]
        return keys.flatMap { key in modifiers.map { TerminalKeyPress(key, modifiers: $0) } }
    }()

    /// The presses a label of the help or the footer names (`↑↓ j k`, `Ctrl-U/D`, `PgUp/Dn`);
    /// `nil` for a label naming every key.
    static func presses(named label: String) -> [TerminalKeyPress]? {
        if label == "Any key" { return nil }
        var presses: [TerminalKeyPress] = []
        for token in label.split(separator: " ").map(String.init) {
            var modifiers: KeyModifiers = []
            var rest = Substring(token)
            for (prefix, modifier) in [("Ctrl-", KeyModifiers.control), ("Alt-", .alt), ("Shift-", .shift)]
            where rest.hasPrefix(prefix) && rest.count > prefix.count {
                modifiers.insert(modifier)
                rest = rest.dropFirst(prefix.count)
            }
            let parts =
                rest.count > 1 && rest.contains("/")
                ? rest.split(separator: "/").map(String.init) : [String(rest)]
            for part in parts {
                for key in keys(named: part == "Dn" ? "PgDn" : part) {
                    var key = key
                    // Ctrl-/ is the byte Ctrl-_ sends; a letter with Ctrl or Alt is its lower case.
                    if !modifiers.subtracting(.shift).isEmpty, case .character(let character) = key {
                        key = .character(character == "/" ? "_" : Character(character.lowercased()))
                    }
                    presses.append(TerminalKeyPress(key, modifiers: modifiers))
                }
            }
        }
        return presses
    }

    private static func keys(named name: String) -> [Key] {
        let named: [String: Key] = [
            "Enter": .enter, "Esc": .escape, "Tab": .tab, "Space": .character(" "), "Delete": .delete,
            "Backspace": .backspace, "Bksp": .backspace, "Home": .home, "End": .end, "PgUp": .pageUp,
            "PgDn": .pageDown, "F1": .function(1),
        ]
        if let key = named[name] { return [key] }
        // Words that name no key: typed text, the mouse, Shift with the keys beside it.
        if ["Type", "Mouse", "Shift", "Текст"].contains(name) { return [] }
        let arrows: [Character: Key] = ["↑": .up, "↓": .down, "←": .left, "→": .right, "−": .character("-")]
        return name.map { arrows[$0] ?? .character($0) }
    }

    /// The app in `state`.
    static func harness(in state: State) async -> TerminalAppHarness {
        var harness =
            state.isLaunched ? await TerminalAppHarness.launched() : TerminalAppHarness()
        for key in state.keys { harness.press(key) }
        return harness
    }

    @Test(arguments: states)
    func aKeyIsHandledExactlyWhenItIsListed(_ state: State) async throws {
        let harness = await Self.harness(in: state)
        let table = harness.frontEnd.activeKeyTable
        let help = table.helpHints.map { Self.presses(named: $0.key) }
        let footer = harness.frontEnd.footerHints().map { Self.presses(named: $0.key) }
        #expect(!table.helpHints.isEmpty, "\(state.name) lists no key")
        let everyKey = help.contains { $0 == nil }
        let listed = Set(help.compactMap { $0 }.joined())
        let typed = table.bindings.contains { $0.isEnabled && $0.patterns.contains(.typed) }
        for press in Self.universe where table.action(for: press) != nil {
            var plain = press
            plain.modifiers.remove(.shift)
            let isTyped = typed && KeyPattern.typed.matches(press)
            #expect(
                everyKey || isTyped || listed.contains(press) || listed.contains(plain),
                "\(state.name): \(press) is handled but not listed")
        }
        for press in listed {
            #expect(table.names(press), "\(state.name): \(press) is listed in the help but not handled")
        }
        for press in footer.compactMap({ $0 }).joined() {
            #expect(
                table.action(for: press) != nil, "\(state.name): \(press) is in the footer but not handled")
        }
    }

    @Test(arguments: states)
    func aKeyTheTableLeavesOutDoesNothing(_ state: State) async throws {
        var harness = await Self.harness(in: state)
        let table = harness.frontEnd.activeKeyTable
        let before = harness.frame
        for press in Self.universe where table.action(for: press) == nil {
            let action = harness.press(press)
            #expect(action == .redraw, "\(state.name): \(press)")
            #expect(harness.frame == before, "\(state.name): \(press) changed the screen")
            if harness.frame != before { break }
        }
    }

    @Test func theUsageListsEveryHelpRowOfEveryScreen() {
        for line in NotesCommandLine.usage.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
        for key in ["v", "x", "X", "Ctrl-G", "Ctrl-Z", "G End", "Ctrl-Home Ctrl-End"] {
            #expect(NotesCommandLine.usage.contains("    \(key) "), "\(key)")
        }
    }
}
