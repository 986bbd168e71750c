/// What the screens ask of the app that routes keys to them: the boxes over every screen.
extension NotesTerminalApp: ScreenHost {
    func ask(_ question: NotesTerminalQuestion) {
        questionBox.question = question
    }

    func say(_ message: String) {
        self.message = message
    }

    func refuse(_ refusal: EditorRefusal) {
        self.refusal = refusal
    }
}
