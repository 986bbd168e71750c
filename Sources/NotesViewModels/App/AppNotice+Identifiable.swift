/// A notice is its own identity, so an alert can present it as an item.
extension AppNotice: Identifiable {
    /// The notice itself.
    public var id: AppNotice { self }
}
