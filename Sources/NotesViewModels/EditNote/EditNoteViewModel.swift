import Bindings
import Foundation
import NotesCore

/// The note editor: a new note or an existing one, its fields, the rules of Done, and the events a
/// front end reacts to.
///
/// A front end reads the fields and reports edits through the methods named for what the user did
/// (``titleChanged(_:)``, ``importanceSelected(_:)``, ``doneTapped()``), or by setting an editable
/// field's value, which calls the same method (``title``, ``content``, ``importance``,
/// ``isSelfDestructEnabled``, ``selfDestructDate``); an imperative text field binds two ways with
/// ``titleBinding(updateView:)`` and ``contentBinding(updateView:)``.
/// It reads the derived properties (``doneMode``, ``isDoneEnabled``, ``doneDisabledReason``,
/// ``contentHeight``, ``keyboardAvoidance``) and subscribes to the events: ``shareRequested``,
/// ``deleteConfirmationRequested``, ``doneRefused`` and ``finished``, after which it closes the
/// screen.
///
/// One initialiser, ``init(for:in:environment:)``, opens a new note or an existing one from a
/// ``ListNotesDestination``, whether the list or the front end itself chose it.
///
/// The colour is chosen in the composed ``colorSelector``. When it asks for the picker, the editor's
/// ``destination`` becomes ``EditNoteDestination/colorPicker(_:)``, a value from which the front end
/// (or the app shell) builds a ``ColorPickerViewModel`` and whose picker outcome it forwards to
/// ``colorPickerFinished(_:)``: Done selects the colour and makes the note dirty, Cancel changes
/// nothing.
///
/// The rules (from the pure ``EditNoteDraft``):
/// - Done is enabled only when the note is valid (title and content both non-blank) and dirty
///   (any field differs from what was opened; a new note with text is dirty).
/// - Done commits to the ``NotesLibrary`` with `updatedAt` stamped from the environment's clock.
/// - Clearing both title and content of an existing note turns Done into a delete that asks for
///   confirmation first.
/// - Cancel or any other exit (``dismissed()``) discards every change; a new note is never added.
/// - A note deleted elsewhere while being edited is saved again by Done, which is then enabled
///   even without edits (``EditNoteDoneMode/restore``).
/// - After ``finished`` has fired, every further action is ignored.
/// - Every change can be undone and redone (``undoTapped()``, ``redoTapped()``, ``canUndo``,
///   ``canRedo``); typing is coalesced into words.
///
/// Main-actor isolated. A keystroke costs one scan of the edited field's bytes against the old
/// text (to find what changed, for undo: a memory comparison, no copy), the validity check (leading
/// whitespace only), and measuring the edited paragraph of the content.
@MainActor
public final class EditNoteViewModel {
    /// The identity the note has, or gets when a new note is saved.
    public let noteID: Note.ID
    /// Whether the editor is for a note that is not in the library yet.
    public let isNew: Bool
    /// The language of the editor's words.
    public let language: NotesLanguage

    /// The title being edited; setting it is the user's edit, ``titleChanged(_:)``, which the
    /// editor ignores once it has finished.
    ///
    /// Writes that leave the same UTF-8 bytes notify no one.
    public let title: EditableProperty<String>
    /// The content being edited; setting it is the user's edit, ``contentChanged(_:)``.
    ///
    /// Writes that leave the same UTF-8 bytes notify no one (an O(1) check when the length changed).
    public let content: EditableProperty<String>
    /// The note's colour.
    ///
    /// Read-only: it is ``colorSelector``'s ``ColorSelectorViewModel/selectedColor``; choices come
    /// in through the selector and ``colorPickerFinished(_:)``.
    public let color: Property<NoteColor>
    /// The note's importance; setting it is the user's choice, ``importanceSelected(_:)``.
    public let importance: EditableProperty<Importance>
    /// Whether the self-destruct switch is on; setting it is ``selfDestructToggled(_:)``.
    public let isSelfDestructEnabled: EditableProperty<Bool>
    /// The date the self-destruct picker shows, kept while the switch is off; setting it is
    /// ``selfDestructDateChanged(_:)``.
    public let selfDestructDate: EditableProperty<Date>

    /// The importance choices, in order: unimportant, normal, important.
    public let importanceChoices: [Importance] = Importance.allCases
    /// The colour selector: its four squares, the note's colour, and the way into the picker.
    ///
    /// Its actions are ignored once the editor has finished.
    public let colorSelector: ColorSelectorViewModel
    /// The screen presented on top of the editor, or `nil`: the colour picker when the selector
    /// asked for it.
    public let destination: Property<EditNoteDestination?>
    /// What Done does now.
    public let doneMode: Property<EditNoteDoneMode>
    /// Whether the Done button is enabled.
    public let isDoneEnabled: Property<Bool>
    /// Why Done is disabled, or `nil` while it is enabled: the words are
    /// ``EditNoteText/doneDisabledReason(_:language:)``.
    public let doneDisabledReason: Property<EditNoteDoneBlocker?>
    /// "New Note" or "Edit Note" (in the environment's language).
    public let screenTitle: Property<String>
    /// The content field's height in lines: at least 5, growing with the wrapped line count at the
    /// width last reported with ``contentWidthChanged(_:)`` (5 until a width is reported).
    public let contentHeight: Property<Int>
    /// The bottom inset for the scrolling content and whether to scroll the caret into view.
    ///
    /// The caret is scrolled into view only when one was reported with ``caretFrameChanged(_:)``
    /// and the keyboard or the safe area hides it.
    public let keyboardAvoidance: Property<KeyboardAvoidance>
    /// The keyboard's frame as last reported, or `nil` while it is hidden.
    public let keyboardFrame: Property<Rect?>
    /// Whether the library no longer holds the note being edited (it was deleted elsewhere).
    public let isDeletedElsewhere: Property<Bool>
    /// Why a deletion is waiting for the user's confirmation, or `nil` when none is.
    public let pendingDeletion: Property<EditNoteDeleteReason?>
    /// How the editor finished, or `nil` while it is open.
    public let outcome: Property<EditNoteOutcome?>
    /// Another device's version of the note, saved while the editor is open, or `nil` while none
    /// arrived: shown in the fields when nothing was edited here, otherwise kept for Done to merge
    /// (see ``EditNoteOtherVersion``).
    public let otherVersion: Property<EditNoteOtherVersion?>
    /// Whether ``undoTapped()`` has a step to take back.
    public let canUndo: Property<Bool>
    /// Whether ``redoTapped()`` has an undone step to make again.
    public let canRedo: Property<Bool>

    /// The note as plain text (title, a blank line, content), ready to share at any time (a
    /// `ShareLink` takes it up front).
    ///
    /// - Complexity: O(*n*) in the note's length for each change of the title or content while it
    ///   is observed.
    public let shareText: Property<String>
    /// The text the user asked to share, while a share sheet should show it; `nil` otherwise.
    ///
    /// Set by ``shareTapped()``, cleared by ``shareDismissed()``.
    public let shareRequest: Property<String?>
    /// Whether ``shareRequest`` is set, for a sheet's `isPresented`; setting it to false is
    /// ``shareDismissed()``.
    public let isSharePresented: EditableProperty<Bool>
    /// Why the last tap on the disabled Done did nothing, while that should show; `nil` otherwise.
    ///
    /// Set by ``doneTapped()`` while Done is disabled, cleared by ``doneRefusalDismissed()``. A front
    /// end whose disabled button takes no taps shows ``doneDisabledReason`` instead.
    public let doneRefusal: Property<EditNoteDoneBlocker?>
    /// Whether ``doneRefusal`` is set, for an alert's `isPresented`; setting it to false is
    /// ``doneRefusalDismissed()``.
    public let isDoneRefusalPresented: EditableProperty<Bool>
    /// Whether a deletion waits for the user's confirmation (``pendingDeletion``), for an alert's
    /// `isPresented`; setting it to false is ``deleteConfirmationDismissed()``, after which the
    /// alert's confirming button still works (``deleteConfirmed()``).
    public let isDeleteConfirmationPresented: EditableProperty<Bool>
    /// What to present, one thing at a time: a question, then a refusal, then the share sheet.
    ///
    /// For a front end that presents and dismisses from state (a UIKit alert or sheet); `nil` when
    /// nothing is asked. Setting it to `nil` is the user dismissing what is shown, as setting its
    /// own `is…Presented` to false is.
    public let presentation: EditableProperty<EditNotePresentation?>

    /// Fires with the note as plain text (title, a blank line, content) when the user shares it;
    /// ``shareRequest`` holds the same text as state.
    public let shareRequested = Signal<String>()
    /// Fires when a deletion needs the user's confirmation.
    public let deleteConfirmationRequested = Signal<EditNoteDeleteReason>()
    /// Fires with the reason when the user taps Done while it is disabled; nothing else happens.
    ///
    /// ``doneRefusal`` holds the same reason as state.
    public let doneRefused = Signal<EditNoteDoneBlocker>()
    /// Fires once when the editor is done: saved, deleted or discarded; the screen should close.
    public let finished = Signal<EditNoteOutcome>()

    let library: NotesLibrary
    let now: NowSource
    /// The draft as opened: the original note (if any), the identity and the default date.
    let openedDraft: EditNoteDraft
    let titleState: MutableProperty<String>
    let contentState: MutableProperty<String>
    let importanceState: MutableProperty<Importance>
    let selfDestructEnabledState: MutableProperty<Bool>
    let selfDestructDateState: MutableProperty<Date>
    let colorMemory: ColorPickerMemory
    let destinationState = MutableProperty<EditNoteDestination?>(nil)
    let contentWidth = MutableProperty<Int?>(nil)
    let keyboardFrameState = MutableProperty<Rect?>(nil)
    let keyboardGeometry = MutableProperty(EditNoteKeyboardGeometry())
    let deletedElsewhere = MutableProperty(false)
    let otherVersionState = MutableProperty<EditNoteOtherVersion?>(nil)
    /// Where the id of a conflicted copy comes from.
    let ids: IDGenerator
    let pendingDeletionState = MutableProperty<EditNoteDeleteReason?>(nil)
    let outcomeState = MutableProperty<EditNoteOutcome?>(nil)
    var undoHistory = UndoHistory<EditNoteFields, EditNoteFields.TextField>()
    var isRestoringUndo = false
    let canUndoState = MutableProperty(false)
    let canRedoState = MutableProperty(false)
    let shareRequestState = MutableProperty<String?>(nil)
    let doneRefusalState = MutableProperty<EditNoteDoneBlocker?>(nil)
    /// The deletion whose alert was dismissed before its confirming button's action ran; see
    /// ``deleteConfirmationDismissed()``.
    var dismissedDeletion: EditNoteDeleteReason?
    let subscriptions = SubscriptionBag()

    /// Opens the editor on `draft`, saving to `library`; the front end's way in is
    /// ``init(for:in:environment:)``.
    init(draft: EditNoteDraft, library: NotesLibrary, environment: EditNoteEnvironment) {
        self.library = library
        self.now = environment.now
        self.ids = environment.ids
        self.openedDraft = draft
        self.noteID = draft.id
        self.isNew = draft.isNew
        self.language = environment.language
        let sameText = Deduplication<String>.using(TextScan.sameBytes)
        titleState = MutableProperty(draft.title, deduplication: sameText)
        contentState = MutableProperty(draft.content, deduplication: sameText)
        colorMemory = environment.colorMemory
        colorSelector = ColorSelectorViewModel(
            selectedColor: draft.color, memory: environment.colorMemory, language: environment.language)
        importanceState = MutableProperty(draft.importance)
        selfDestructEnabledState = MutableProperty(draft.isSelfDestructEnabled)
        selfDestructDateState = MutableProperty(draft.selfDestructDate)
        // Views, not the stored properties themselves, so no cast can write around the actions.
        let target = ActionTarget<EditNoteViewModel>()
        title = EditableProperty(titleState) { target.object?.titleChanged($0) }
        content = EditableProperty(contentState) { target.object?.contentChanged($0) }
        color = colorSelector.selectedColor
        importance = EditableProperty(importanceState) { target.object?.importanceSelected($0) }
        isSelfDestructEnabled = EditableProperty(selfDestructEnabledState) {
            target.object?.selfDestructToggled($0)
        }
        selfDestructDate = EditableProperty(selfDestructDateState) {
            target.object?.selfDestructDateChanged($0)
        }
        screenTitle = Property(constant: draft.screenTitle(language: environment.language))

        // Text is wrapped so that no derived property compares a whole note by `==`.
        let texts = combine(
            titleState.map(EditNoteUncompared.init), contentState.map(EditNoteUncompared.init))
        let options = combine(
            colorSelector.selectedColor, importanceState, selfDestructEnabledState, selfDestructDateState)
        // One comparison of the fields gives both the mode and the reason; each is then deduplicated.
        let done = combine(texts, options, deletedElsewhere).map { texts, options, isDeleted in
            var current = draft
            (current.title, current.content) = (texts.0.value, texts.1.value)
            (current.color, current.importance) = (options.0, options.1)
            (current.isSelfDestructEnabled, current.selfDestructDate) = (options.2, options.3)
            let blocker = current.doneBlocker(isDeletedElsewhere: isDeleted)
            return (current.doneMode(blocker: blocker, isDeletedElsewhere: isDeleted), blocker)
        }
        doneMode = done.map(\.0)
        doneDisabledReason = done.map(\.1)
        isDoneEnabled = doneMode.map(\.isEnabled)
        destination = destinationState
        var tracker = ContentHeight(measure: environment.measureLines)
        contentHeight = combine(contentState.map(EditNoteUncompared.init), contentWidth).map { text, width in
            guard let width else { return tracker.minimumLines }
            return tracker.update(content: text.value, width: width)
        }
        keyboardFrame = keyboardFrameState
        keyboardAvoidance = combine(keyboardFrameState, keyboardGeometry).map { frame, layout in
            KeyboardAvoidance(
                keyboardFrame: frame, viewFrame: layout.viewFrame, safeArea: layout.safeArea,
                caret: layout.caret)
        }
        isDeletedElsewhere = deletedElsewhere
        otherVersion = otherVersionState
        pendingDeletion = pendingDeletionState
        outcome = outcomeState
        canUndo = canUndoState
        canRedo = canRedoState
        shareText = texts.map { texts in
            var current = draft
            (current.title, current.content) = (texts.0.value, texts.1.value)
            return current.shareText
        }
        shareRequest = shareRequestState
        isSharePresented = .presenting(shareRequestState) { target.object?.shareDismissed() }
        doneRefusal = doneRefusalState
        isDoneRefusalPresented = .presenting(doneRefusalState) { target.object?.doneRefusalDismissed() }
        isDeleteConfirmationPresented = .presenting(pendingDeletionState) {
            target.object?.deleteConfirmationDismissed()
        }
        presentation = .presentation(
            combine(pendingDeletionState, doneRefusalState, shareRequestState).map {
                EditNotePresentation(deletion: $0, refusal: $1, share: $2)
            }
        ) { target.object?.presentationDismissed() }
        if !draft.isNew { watchLibrary() }
        watchColorSelector()
        target.object = self
    }
}
