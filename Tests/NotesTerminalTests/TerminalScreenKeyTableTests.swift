import Foundation
import Terminal
import Testing

@testable import NotesTerminal

/// Each screen type owns its keys: in every state of every screen type, the app acts on the
/// screen's own table and nothing else; a key is handled exactly when the screen's help lists it,
/// and a key its table leaves out changes nothing on it.
@MainActor
@Suite struct TerminalScreenKeyTableTests {
    typealias State = NotesTerminalAppKeyTableTests.State

    /// A screen type and the states of it the tests reach from the launched list.
    struct ScreenStates: CustomTestStringConvertible, Sendable {
        var type: String
        var states: [State]
        var testDescription: String { type }
    }

    nonisolated static let screens: [ScreenStates] = [
        ScreenStates(
            type: "ListScreen",
            states: [
                State(name: "list", keys: []),
                State(name: "tick mode", keys: [.character("e")]),
                State(name: "search", keys: [.character("/")]),
                State(name: "export prompt", keys: [.character("x")]),
            ]),
        ScreenStates(
            type: "EditorScreen",
            states: [
                State(name: "editor title", keys: [.character("n")]),
                State(name: "editor text", keys: [.enter]),
                State(name: "editor colour", keys: [.character("n"), .tab, .tab]),
                State(name: "editor importance", keys: [.character("n"), .tab, .tab, .tab]),
                State(name: "editor self-destruct", keys: [.character("n"), .tab, .tab, .tab, .tab]),
            ]),
        ScreenStates(
            type: "PickerScreen",
            states: [
                State(name: "colour picker", keys: [.character("n"), .tab, .tab, .enter]),
                State(name: "hex field", keys: [.character("n"), .tab, .tab, .enter, .character("#")]),
            ]),
        ScreenStates(
            type: "GalleryGridScreen",
            states: [
                State(name: "gallery", keys: [.tab]),
                State(name: "photo path", keys: [.tab, .character("a")]),
                State(name: "photo deletion", keys: [.tab, .character("d")]),
            ]),
        ScreenStates(
            type: "PagerScreen",
            states: [
                State(name: "pager", keys: [.tab, .enter]),
                State(name: "pager deletion", keys: [.tab, .enter, .character("d")]),
            ]),
        ScreenStates(
            type: "HelpScreen",
            states: [
                State(name: "help", keys: [.character("?")]),
                State(name: "editor help", keys: [.character("n"), TerminalKeyPress(.function(1))]),
            ]),
        ScreenStates(
            type: "QuestionScreen",
            states: [
                State(name: "delete question", keys: [.character("d")]),
                State(name: "discard question", keys: [.enter, .character("x"), .escape]),
            ]),
    ]

    @Test func everyScreenTypeIsChecked() {
        let checked = Set(Self.screens.map(\.type))
        let all: [any TerminalScreen.Type] = [
            ListScreen.self, EditorScreen.self, PickerScreen.self, GalleryGridScreen.self, PagerScreen.self,
            HelpScreen.self, QuestionScreen.self,
        ]
        #expect(checked == Set(all.map { String(describing: $0) }))
    }

    @Test(arguments: screens)
    func theAppActsOnTheScreensOwnTable(_ screen: ScreenStates) async throws {
        for state in screen.states {
            let harness = await NotesTerminalAppKeyTableTests.harness(in: state)
            let top = try #require(harness.frontEnd.screenOnTop, "\(state.name)")
            #expect(String(describing: type(of: top)) == screen.type, "\(state.name)")
            let own = top.namedKeyTable
            let active = harness.frontEnd.activeKeyTable
            #expect(own.helpHints == active.helpHints, "\(state.name)")
            #expect(own.footerHints == active.footerHints, "\(state.name)")
            for press in NotesTerminalAppKeyTableTests.universe {
                #expect(
                    (own.action(for: press) == nil) == (active.action(for: press) == nil),
                    "\(state.name): \(press)")
            }
        }
    }

    @Test(arguments: screens)
    func aKeyIsHandledExactlyWhenTheScreenListsIt(_ screen: ScreenStates) async throws {
        for state in screen.states {
            let harness = await NotesTerminalAppKeyTableTests.harness(in: state)
            let table = try #require(harness.frontEnd.screenOnTop, "\(state.name)").namedKeyTable
            let help = table.helpHints.map { NotesTerminalAppKeyTableTests.presses(named: $0.key) }
            let everyKey = help.contains { $0 == nil }
            let listed = Set(help.compactMap { $0 }.joined())
            let typed = table.bindings.contains { $0.isEnabled && $0.patterns.contains(.typed) }
            for press in NotesTerminalAppKeyTableTests.universe where table.action(for: press) != nil {
                var plain = press
                plain.modifiers.remove(.shift)
                let isTyped = typed && KeyPattern.typed.matches(press)
                #expect(
                    everyKey || isTyped || listed.contains(press) || listed.contains(plain),
                    "\(screen.type), \(state.name): \(press) is handled but not listed")
            }
            for press in listed {
                #expect(
                    table.names(press), "\(screen.type), \(state.name): \(press) is listed but not handled")
            }
        }
    }

    @Test(arguments: screens)
    func aKeyTheScreenLeavesOutChangesNothingOnIt(_ screen: ScreenStates) async throws {
        for state in screen.states {
            var harness = await NotesTerminalAppKeyTableTests.harness(in: state)
            let top = try #require(harness.frontEnd.screenOnTop, "\(state.name)")
            let table = top.namedKeyTable
            let before = harness.frame
            for press in NotesTerminalAppKeyTableTests.universe where table.action(for: press) == nil {
                let action = harness.press(press)
                #expect(action == .redraw, "\(screen.type), \(state.name): \(press)")
                #expect(harness.frame == before, "\(screen.type), \(state.name): \(press) changed the screen")
                #expect(harness.frontEnd.screenOnTop === top, "\(screen.type), \(state.name): \(press)")
                if harness.frame != before { break }
            }
        }
    }
}
