import Bindings
import Foundation
import NotesCore
import NotesViewModels

/// Records what a front end of an ``EditNoteViewModel`` sees, property changes and events in
/// order, plus the library's changes, as one timeline for a snapshot.
@MainActor
final class EditNoteViewModelTimeline {
    let recorder = Recorder()
    private let bag = SubscriptionBag()

    init(_ editor: EditNoteViewModel, library: NotesLibrary, keyboard: Bool = false) {
        recorder.record(editor.title, as: "title")
        recorder.record(editor.content, as: "content")
        recorder.record(editor.color, as: "color") { $0.hex() }
        recorder.record(editor.importance, as: "importance") { "\($0)" }
        recorder.record(editor.isSelfDestructEnabled, as: "selfDestruct") { $0 ? "on" : "off" }
        recorder.record(editor.selfDestructDate, as: "selfDestructDate") { $0.formatted(.iso8601) }
        recorder.record(editor.doneMode, as: "doneMode") { "\($0)" }
        recorder.record(editor.isDoneEnabled, as: "isDoneEnabled")
        recorder.record(editor.doneDisabledReason, as: "doneDisabledReason") { $0.map { "\($0)" } ?? "none" }
        recorder.record(editor.contentHeight, as: "contentHeight")
        recorder.record(editor.isDeletedElsewhere, as: "isDeletedElsewhere")
        recorder.record(editor.pendingDeletion, as: "pendingDeletion") { $0.map { "\($0)" } ?? "none" }
        if keyboard {
            recorder.record(editor.keyboardAvoidance, as: "keyboard") { avoidance in
                "inset \(avoidance.bottomInset), scrollsCaretIntoView \(avoidance.scrollsCaretIntoView)"
            }
        }
        recorder.record(editor.shareRequested, as: "share")
        editor.deleteConfirmationRequested.subscribe { [recorder] reason in
            recorder.note("event deleteConfirmationRequested(\(reason))")
        }
        .store(in: bag)
        editor.doneRefused.subscribe { [recorder] reason in
            recorder.note("event doneRefused(\(reason))")
        }
        .store(in: bag)
        editor.finished.subscribe { [recorder] outcome in
            recorder.note("event finished(\(Self.describe(outcome)))")
        }
        .store(in: bag)
        library.changes.subscribe { [recorder] change in
            recorder.note("library \(Self.describe(change))")
        }
        .store(in: bag)
    }

    /// Marks what the user (or the test) did next.
    func step(_ text: String) {
        recorder.note("-- " + text)
    }

    /// The timeline so far.
    var timeline: String { recorder.timeline }

    static func describe(_ note: Note) -> String {
        "\(note.id) \(String(reflecting: note.title)) updatedAt \(note.updatedAt.formatted(.iso8601))"
    }

    static func describe(_ outcome: EditNoteOutcome) -> String {
        switch outcome {
        case .saved(let note): "saved(\(describe(note)))"
        case .deleted(let id): "deleted(\(id))"
        case .discarded: "discarded"
        }
    }

    static func describe(_ change: NotesLibraryChange) -> String {
        switch change {
        case .saved(let note, let previous):
            "saved(\(describe(note)))" + (previous == nil ? " added" : " replaced")
        case .removed(let note): "removed(\(note.id))"
        case .replaced: "replaced"
        case .photosChanged: "photosChanged"
        }
    }
}
