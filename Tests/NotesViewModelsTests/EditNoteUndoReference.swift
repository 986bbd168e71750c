import NotesCore

/// A plain model of the editor's undo: every state kept whole, texts as arrays of scalars, and
/// the coalescing rule spelled out over them.
struct EditNoteUndoReference {
    struct Fields: Equatable {
        var title: [Unicode.Scalar] = []
        var content: [Unicode.Scalar] = []
        var importance = Importance.normal
    }

    enum Field { case title, content }

    private struct Run {
        var field: Field
        var isInserting: Bool
        var end: Int
        var endsInSpace: Bool
    }

    var fields = Fields()
    private var past: [Fields] = []
    private var future: [Fields] = []
    private var run: Run?

    var canUndo: Bool { !past.isEmpty }
    var canRedo: Bool { !future.isEmpty }

    mutating func setText(_ field: Field, _ new: [Unicode.Scalar]) {
        let old = field == .title ? fields.title : fields.content
        guard old != new else { return }
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let removed = Array(old[prefix..<(old.count - suffix)])
        let inserted = Array(new[prefix..<(new.count - suffix)])
        let before = fields
        if field == .title { fields.title = new } else { fields.content = new }
        future = []
        let isInsert = removed.isEmpty && characters(inserted) == 1
        let isDelete = inserted.isEmpty && characters(removed) == 1
        let text = isInsert ? inserted : removed
        let space = text.first.map { Character($0).isWhitespace } ?? false
        func slides(to earlier: Int) -> Bool {
            guard earlier >= 0, earlier <= prefix, (prefix - earlier) % text.count == 0 else { return false }
            return (earlier..<prefix).allSatisfy { old[$0] == text[($0 - earlier) % text.count] }
        }
        if var current = run, current.field == field, isInsert || isDelete, current.isInserting == isInsert,
            !current.endsInSpace || space
        {
            var continues = false
            if isInsert, slides(to: current.end) {
                current.end += text.count
                continues = true
            } else if isDelete, slides(to: current.end - text.count) {
                current.end -= text.count
                continues = true
            } else if isDelete, slides(to: current.end) {
                continues = true
            }
            if continues {
                current.endsInSpace = space
                run = current
                return
            }
        }
        past.append(before)
        run =
            isInsert || isDelete
            ? Run(
                field: field, isInserting: isInsert, end: isInsert ? prefix + text.count : prefix,
                endsInSpace: space)
            : nil
    }

    mutating func setImportance(_ importance: Importance) {
        guard importance != fields.importance else { return }
        past.append(fields)
        future = []
        run = nil
        fields.importance = importance
    }

    mutating func caretMoved() { run = nil }

    mutating func undo() {
        guard let last = past.popLast() else { return }
        future.append(fields)
        fields = last
        run = nil
    }

    mutating func redo() {
        guard let next = future.popLast() else { return }
        past.append(fields)
        fields = next
        run = nil
    }

    private func characters(_ scalars: [Unicode.Scalar]) -> Int {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text.count
    }
}
