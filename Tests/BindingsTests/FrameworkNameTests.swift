import Foundation
import Testing

/// No public type of the package shares a name with a type of SwiftUI, UIKit, AppKit, Combine,
/// Observation or Foundation: a front end imports those beside the package, and a shared name makes
/// every unqualified use ambiguous (`Subscription` once clashed with Combine's, `Angle` and
/// `EdgeInsets` with SwiftUI's).
///
/// The frameworks are not on every machine that runs the tests, so their names come from a
/// committed list, `Resources/FrameworkTypeNames.txt`; only top-level types are compared, since a
/// nested type (`ListNotesViewModel.State`) is always spelled with its parent's name.
@Suite struct FrameworkNameTests {
    static let packageRoot = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every public top-level type declared under `Sources/`, with the file and line declaring it.
    ///
    /// Records an issue for a file whose braces the scan cannot follow, since it could miss a type
    /// there.
    static func publicTypes() throws -> [(name: String, place: String)] {
        let sources = packageRoot.appending(path: "Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [(name: String, place: String)] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let path = file.path.dropFirst(packageRoot.path.count + 1)
            #expect(PublicTypeScanner.openBracesAtEnd(of: text) == 0, "the scan cannot follow \(path)")
            for declaration in PublicTypeScanner.declarations(in: text) {
                found.append((declaration.name, "\(path):\(declaration.line)"))
            }
        }
        return found.sorted { $0.name < $1.name }
    }

    @Test func noPublicTypeOfThePackageSharesANameWithAnAppleFramework() throws {
        let list = try FrameworkTypeNames.load()
        let types = try Self.publicTypes()
        #expect(types.count > 150, "the scan found too few types: \(types.count)")
        let clashes = types.compactMap { type in
            list.clash(for: type.name).map { "\(type.name) (\(type.place)) is \($0)" }
        }
        #expect(clashes.isEmpty, "rename:\n\(clashes.joined(separator: "\n"))")
    }

    @Test func aPlantedTypeNamedLikeAFrameworkTypeIsCaught() throws {
        let planted = #"""
            import Foundation

            /// public struct Font: prose is no declaration.
            @MainActor public struct Text: Sendable {
                public struct State {}
            }
            let text = "{ public class Binding"
            let block = """
                public class Color {
                """
            #if canImport(Glibc)
                final public class Subscription {}
            #endif
            extension Int {
                public enum Edge {}
            }
            public typealias Angle = Double
            public protocol UIThing {}
            struct Toggle {}
            public struct HueAngle<Unit> {}
            """#
        let list = try FrameworkTypeNames.load()
        let names = PublicTypeScanner.declarations(in: planted).map(\.name)
        #expect(names == ["Text", "Subscription", "Angle", "UIThing", "HueAngle"])
        let clashing = names.filter { list.clash(for: $0) != nil }
        #expect(clashing == ["Text", "Subscription", "Angle", "UIThing"])
        #expect(list.clash(for: "Text") == "a type of SwiftUI")
        #expect(list.clash(for: "NotesLanguage") == nil)
    }

    @Test func theListHoldsEachFrameworksWellKnownNames() throws {
        let list = try FrameworkTypeNames.load()
        #expect(
            list.sections.map(\.framework) == [
                "SwiftUI", "UIKit", "AppKit", "Combine", "Observation", "Foundation",
            ])
        let known = [
            "SwiftUI": [
                "Text", "Binding", "State", "Angle", "EdgeInsets", "Alignment", "Layout", "KeyPress",
                "TextRenderer", "Font", "Color", "Image", "Label", "Toggle", "Section", "Group", "Table",
                "Grid",
                "Path", "Shape", "Edge", "Axis", "Anchor", "Transaction", "Animation",
            ],
            "UIKit": ["UIView", "UIViewController", "UIColor", "UIEdgeInsets", "NSLayoutConstraint"],
            "AppKit": ["NSView", "NSWindow", "NSColor", "NSApplication"],
            "Combine": [
                "Publisher", "Subscriber", "Subscription", "Future", "Just", "Empty", "Fail", "Record",
                "Deferred",
                "Cancellable", "AnyCancellable", "Scheduler",
            ],
            "Observation": ["Observable", "ObservationRegistrar", "ObservationIgnored"],
            "Foundation": [
                "Operation", "Data", "URL", "NSEdgeInsets", "Date", "Measurement", "Unit", "Progress",
                "Thread", "Timer",
                "Notification", "Port", "Stream", "Host", "Process", "Bundle", "Predicate", "Expression",
                "AttributedString", "FormatStyle", "TermOfAddress",
            ],
        ]
        for (framework, names) in known.sorted(by: { $0.key < $1.key }) {
            for name in names {
                #expect(
                    list.frameworks(declaring: name).contains(framework), "\(name) missing from \(framework)")
            }
        }
        #expect(list.sections.reduce(0) { $0 + $1.names.count } > 2500)
    }

    @Test func theListIsSortedWithoutRepeatsInEachFramework() throws {
        for (framework, names) in try FrameworkTypeNames.load().sections {
            #expect(names == names.sorted(), "\(framework) is not sorted")
            #expect(Set(names).count == names.count, "\(framework) repeats a name")
        }
    }
}
