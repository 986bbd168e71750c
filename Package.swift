// swift-tools-version: 6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "NotesKit",
    // The floor app teams ship to: Observation, which the bindings bridge to, needs these; nothing
    // in Sources needs more (no `isolated deinit`, no Synchronization; see SourcePolicyTests).
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Bindings", targets: ["Bindings"]),
        .library(name: "NotesCore", targets: ["NotesCore"]),
        .library(name: "NotesViewModels", targets: ["NotesViewModels"]),
        .library(name: "NotesTextUI", targets: ["NotesTextUI"]),
        .library(name: "TextSnapshotCore", targets: ["TextSnapshotCore"]),
        .library(name: "TextSnapshots", targets: ["TextSnapshots"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        .library(name: "NotesTerminal", targets: ["NotesTerminal"]),
        .executable(name: "notes", targets: ["notes"]),
        .executable(name: "notes-bench", targets: ["notes-bench"]),
        .executable(name: "snapshots", targets: ["snapshots"]),
    ],
    targets: [
        .target(name: "Bindings", swiftSettings: strictSettings),
        .target(name: "NotesCore", swiftSettings: strictSettings),
        .target(
            name: "NotesViewModels", dependencies: ["Bindings", "NotesCore"], swiftSettings: strictSettings),
        .target(name: "NotesTextUI", dependencies: ["NotesViewModels"], swiftSettings: strictSettings),
        .target(name: "TextSnapshotCore", swiftSettings: strictSettings),
        .target(name: "TextSnapshots", dependencies: ["TextSnapshotCore"], swiftSettings: strictSettings),
        .target(name: "Terminal", swiftSettings: strictSettings),
        .target(
            name: "NotesTerminal", dependencies: ["NotesTextUI", "NotesViewModels", "Terminal"],
            swiftSettings: strictSettings),
        .executableTarget(name: "notes", dependencies: ["NotesTerminal"], swiftSettings: strictSettings),
        .executableTarget(
            name: "notes-bench",
            dependencies: [
                "Bindings", "NotesCore", "NotesViewModels", "NotesTextUI", "NotesTerminal", "Terminal",
            ],
            swiftSettings: strictSettings
        ),
        // The review tool links neither XCTest nor Testing: on macOS an ordinary executable that
        // links XCTest does not start. CI checks the built binary's libraries.
        .executableTarget(
            name: "snapshots", dependencies: ["TextSnapshotCore"], swiftSettings: strictSettings),
        .testTarget(
            name: "BindingsTests", dependencies: ["Bindings"],
            // The committed list of SwiftUI's, UIKit's, ... type names; FrameworkNameTests reads it.
            exclude: ["Resources"], swiftSettings: strictSettings),
        .testTarget(
            name: "NotesCoreTests", dependencies: ["NotesCore"],
            // JPEG vectors and their reference decodes; JPEGFixtures reads them by path.
            exclude: ["Fixtures"], swiftSettings: strictSettings),
        .testTarget(
            name: "NotesViewModelsTests",
            dependencies: ["NotesViewModels", "TextSnapshots", "Bindings", "NotesCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NotesTextUITests",
            dependencies: ["NotesTextUI", "TextSnapshots"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "terminal-probe", dependencies: ["Terminal"], path: "Tests/TerminalProbe",
            swiftSettings: strictSettings),
        .testTarget(
            name: "TerminalTests", dependencies: ["Terminal", "terminal-probe"], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NotesTerminalTests",
            dependencies: [
                "NotesTerminal", "Terminal", "NotesViewModels", "NotesTextUI", "NotesCore", "TextSnapshots",
                "notes",
            ],
            swiftSettings: strictSettings
        ),
        // Headless stand-ins for SwiftUI's, UIKit's and AppKit's update models, and front ends on them.
        .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn", swiftSettings: strictSettings),
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn", swiftSettings: strictSettings),
        .target(name: "AppKitStandIn", path: "Tests/AppKitStandIn", swiftSettings: strictSettings),
        .testTarget(
            name: "FrontEndHarnessTests",
            dependencies: [
                "SwiftUIStandIn", "UIKitStandIn", "AppKitStandIn", "NotesViewModels", "Bindings", "NotesCore",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TextSnapshotsTests", dependencies: ["TextSnapshots"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
