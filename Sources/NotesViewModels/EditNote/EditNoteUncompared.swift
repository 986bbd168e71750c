/// A value that derived properties never compare, so that ``Bindings/combine(_:_:)`` picks the
/// overload that notifies on every change instead of comparing a whole note's text by `==`
/// (which costs a scan of the common prefix on every keystroke).
///
/// The editor's text properties already skip writes of identical bytes, so nothing is lost.
struct EditNoteUncompared<Value> {
    /// The wrapped value.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
