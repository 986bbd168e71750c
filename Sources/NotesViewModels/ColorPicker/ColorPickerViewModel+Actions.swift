import Bindings

/// What the user did. Every action is ignored once the picker has finished.
extension ColorPickerViewModel {
    var isOpen: Bool { outcomeState.value == nil }

    /// The front end laid the field out `width` by `height` (its own units: points, cells).
    public func fieldResized(width: Double, height: Double) {
        withUntrackedReads {
            state.value.fieldResized(to: ColorPickerField(width: width, height: height))
        }
    }

    /// The user touched, dragged, lifted or lost a drag in the field at `point` (field
    /// coordinates; outside the field counts as the nearest edge).
    ///
    /// Changes during the drag are continuous; the end is one change that is not; a move that
    /// changes nothing sends nothing. A cancelled drag restores the value it began with.
    public func fieldDragged(_ phase: ColorPickerDragPhase, at point: ColorPickerPoint) {
        apply { $0.fieldDragged(phase, at: point) }
    }

    /// The user tapped the field at `point`: a drag that begins and ends there.
    public func fieldTapped(at point: ColorPickerPoint) {
        fieldDragged(.began, at: point)
        fieldDragged(.ended, at: point)
    }

    /// The user moved the brightness slider to `brightness`, `0...1`; hue and saturation are kept.
    public func brightnessSliderMoved(to brightness: Double) {
        apply { $0.brightnessSlid(to: brightness) }
    }

    /// The user moved the slider of `axis` to `fraction`, `0...1` (a hue or saturation slider, an
    /// assistive adjustment); the other axes are kept.
    public func sliderMoved(_ axis: ColorPickerAxis, to fraction: Double) {
        apply { $0.slid(axis, to: fraction) }
    }

    /// The user stepped `axis` up by `step` (an arrow key, an assistive increment).
    ///
    /// At the axis's end nothing changes and nothing is sent.
    public func axisIncremented(_ axis: ColorPickerAxis, by step: ColorPickerStep = .small) {
        apply { $0.stepped(axis, by: step, isIncrement: true) }
    }

    /// The user stepped `axis` down by `step`; silent at the axis's end.
    public func axisDecremented(_ axis: ColorPickerAxis, by step: ColorPickerStep = .small) {
        apply { $0.stepped(axis, by: step, isIncrement: false) }
    }

    /// The user edited the hex field to `text`; it is read on ``hexSubmitted()``.
    public func hexTextChanged(_ text: String) {
        guard isOpen else { return }
        state.value.hexEdited(text)
    }

    /// The user submitted the hex field (Return): a valid `#RGB` or `#RRGGBB` becomes the value;
    /// anything else shows ``hexError`` and leaves the value untouched.
    public func hexSubmitted() {
        apply { $0.hexSubmitted() }
    }

    /// The user typed `text` into the hex field and submitted it.
    public func hexEntered(_ text: String) {
        batch {
            hexTextChanged(text)
            hexSubmitted()
        }
    }

    /// The user tapped Done: the picker finishes with ``ColorPickerOutcome/done(_:)`` and the value,
    /// exactly once.
    ///
    /// Hex text typed but not submitted is submitted first: a valid one is the value Done
    /// delivers; an invalid one shows ``hexError`` and the picker stays open.
    public func doneTapped() {
        guard isOpen else { return }
        if state.value.hexText != state.value.value.hex {
            hexSubmitted()
            guard state.value.hexError == nil else { return }
        }
        let chosen = state.value.value
        memory?.remember(chosen)
        finish(.done(chosen))
    }

    /// The user tapped Cancel: nothing is delivered but ``ColorPickerOutcome/cancelled``.
    public func cancelTapped() {
        finish(.cancelled)
    }

    /// The user left some other way (a back gesture, a tab switch): discards, like Cancel.
    public func dismissed() {
        finish(.cancelled)
    }

    private func apply(_ action: (inout ColorPickerState) -> ColorPickerChange?) {
        guard isOpen else { return }
        var next = state.value
        let change = action(&next)
        // Every derived property has its new value before the change is announced.
        state.value = next
        if let change { valueChanged.send(change) }
    }

    private func finish(_ outcome: ColorPickerOutcome) {
        guard isOpen else { return }
        outcomeState.value = outcome
        finished.send(outcome)
    }
}
