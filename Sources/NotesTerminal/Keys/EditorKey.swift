/// What keys do in the note editor: the editor's own keys, then those of the part with the focus
/// (a text field, the colour squares, the importance, the self-destruct switch and date).
enum EditorKey: Hashable, Sendable {
    case done, back, deleteNote, share, externalEdit, otherVersion, undo, redo, nextField, previousField
    case field(FieldKey)
    case colorLeft, colorRight, colorOpen
    case importanceLeft, importanceRight
    case selfDestructToggle, selfDestructEarlier, selfDestructLater
    /// ↑/↓ outside the text fields: the part above or below.
    case focusUp, focusDown
    case app(AppKey)

    /// What the editor's footer needs to know beyond the focus.
    struct Context: Hashable, Sendable {
        /// The part of the editor keys go to.
        var focus: EditorFocus
        /// Whether the focused colour square is the custom one with no colour yet.
        var isOnEmptyCustomSquare = false
        /// Whether another device's version of the note differs from the one edited.
        var hasOtherVersion = false
    }

    /// The editor's keys with the focus and state of `context`.
    static func table(_ words: KeyWords, _ context: Context) -> KeyTable<EditorKey> {
        let focus = context.focus
        let inField = focus == .title || focus == .content
        let own: [KeyBinding<EditorKey>] = [
            KeyBinding(
                .done, [.control("s")], help: KeyHint("Ctrl-S", words("Done: save", "Готово: сохранить")),
                footer: (3, KeyHint("Ctrl-S", words("Done", "Готово")))),
            KeyBinding(
                .back, [.key(.escape)],
                help: KeyHint("Esc", words("Back (asks before discarding)", "Назад (спросит перед отменой)")),
                footer: (12, KeyHint("Esc", words("Back", "Назад")))),
            KeyBinding(.previousField, [.shift(.tab)]),
            KeyBinding(
                .nextField, [.key(.tab)],
                help: KeyHint("Tab Shift-Tab", words("Next / previous field", "Следующее / предыдущее поле")),
                footer: (10, KeyHint("Tab", words("Field", "Поле")))),
            KeyBinding(
                .undo, [.control("_"), .alt(.character("u"))],
                help: KeyHint("Ctrl-/ Alt-U", words("Undo", "Отменить")),
                footer: (5, KeyHint("Ctrl-/", words("Undo", "Отменить")))),
            KeyBinding(
                .redo, [.control("y"), .alt(.character("e"))],
                help: KeyHint("Ctrl-Y Alt-E", words("Redo", "Повторить")),
                footer: (6, KeyHint("Ctrl-Y", words("Redo", "Повтор")))),
        ]
        let fields = FieldKey.bindings(FieldKey.editorKeys, words, isEnabled: inField).map { binding in
            var binding = binding.mapped(EditorKey.field)
            if binding.action == .field(.pageUp), inField {
                binding.footer = (9, KeyHint("PgUp/Dn Ctrl-Home/End", words("Move", "Листать")))
            }
            return binding
        }
        let note: [KeyBinding<EditorKey>] = [
            KeyBinding(
                .deleteNote, [.control("d")],
                help: KeyHint("Ctrl-D", words("Delete the note", "Удалить заметку")),
                footer: (4, KeyHint("Ctrl-D", words("Delete", "Удалить")))),
            KeyBinding(
                .share, [.control("o")], help: KeyHint("Ctrl-O", words("Share", "Поделиться")),
                footer: (7, KeyHint("Ctrl-O", words("Share", "Поделиться")))),
            KeyBinding(
                .externalEdit, [.control("g")],
                help: KeyHint("Ctrl-G", words("Edit in $VISUAL / $EDITOR", "Править в $VISUAL / $EDITOR")),
                footer: (8, KeyHint("Ctrl-G", "$EDITOR"))),
            KeyBinding(
                .otherVersion, [.control("r")],
                help: KeyHint(
                    "Ctrl-R",
                    words("Other version: another device's", "Другая версия: с другого устройства")),
                footer: context.hasOtherVersion
                    ? (2, KeyHint("Ctrl-R", words("Other version", "Другая версия"))) : nil),
        ]
        let options: [KeyBinding<EditorKey>] = [
            KeyBinding(
                .colorLeft, [.shifted(.left), .character("h")],
                help: KeyHint("←→ h l", words("Colour: choose", "Цвет: выбрать")), isEnabled: focus == .color),
            KeyBinding(.colorRight, [.shifted(.right), .character("l")], isEnabled: focus == .color),
            KeyBinding(
                .colorOpen, [.key(.enter), .character(" ")],
                help: KeyHint("Enter Space", words("Colour: open the palette", "Цвет: открыть палитру")),
                footer: context.isOnEmptyCustomSquare
                    ? (1, KeyHint("Enter", words("Pick a colour", "Выбрать цвет"))) : nil,
                isEnabled: focus == .color),
            KeyBinding(
                .importanceLeft, [.shifted(.left), .character("h")],
                help: KeyHint("←→ h l", words("Importance", "Важность")), isEnabled: focus == .importance),
            KeyBinding(
                .importanceRight, [.shifted(.right), .character("l")], isEnabled: focus == .importance),
            KeyBinding(
                .selfDestructToggle, [.character(" "), .key(.enter)],
                help: KeyHint(
                    "Space Enter", words("Self-destruct: on / off", "Самоуничтожение: вкл. / выкл.")),
                isEnabled: focus == .selfDestruct),
            KeyBinding(
                .selfDestructEarlier, [.shifted(.left), .character("-")],
                help: KeyHint(
                    "←→ - + Shift-←→", words("Self-destruct: a day / an hour", "Самоуничтожение: день / час")),
                isEnabled: focus == .selfDestruct),
            KeyBinding(
                .selfDestructLater, [.shifted(.right), .character("+")], isEnabled: focus == .selfDestruct),
            KeyBinding(
                .focusUp, [.shifted(.up)],
                help: KeyHint("↑↓", words("Options: the part above / below", "Параметры: часть выше / ниже")),
                isEnabled: !inField),
            KeyBinding(.focusDown, [.shifted(.down)], isEnabled: focus == .color || focus == .importance),
        ]
        let app: [KeyBinding<AppKey>] =
            [
                KeyBinding(
                    .help, [.key(.function(1))], help: KeyHint("F1", words("This help", "Эта справка")),
                    footer: (0, KeyHint("F1", words("Help", "Справка")))),
                AppKey.redrawBinding(words, footer: 11),
            ] + AppKey.quitBindings(words)
        return KeyTable(own + fields + note + options) + KeyTable(app.map { $0.mapped(EditorKey.app) })
    }

    /// Whether the action changes the note (its text, colour, importance or self-destruct; a
    /// delete, an undo, an external edit) rather than move, share, save or leave; `focus` is the
    /// part keys go to (Enter in the title moves on, in the text it adds a line).
    func editsNote(focus: EditorFocus) -> Bool {
        switch self {
        case .deleteNote, .externalEdit, .otherVersion, .undo, .redo: true
        case .colorLeft, .colorRight, .colorOpen, .importanceLeft, .importanceRight: true
        case .selfDestructToggle, .selfDestructEarlier, .selfDestructLater: true
        case .field(.insert), .field(.deleteBackward), .field(.deleteForward), .field(.deleteWord),
            .field(.deleteToStart):
            true
        case .field(.newLine): focus == .content
        case .field, .done, .back, .share, .nextField, .previousField, .focusUp, .focusDown, .app: false
        }
    }
}
