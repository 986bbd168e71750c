import NotesCore

extension AppViewModel {
    /// The notice for what merging the devices' saves did at launch.
    static func otherDevicesNotice(_ events: [StoreSyncEvent]) -> AppNotice {
        var merged = 0
        var keptBoth = 0
        var keptOverDelete = 0
        for event in events {
            switch event {
            case .merged: merged += 1
            case .keptBoth: keptBoth += 1
            case .keptOverDelete: keptOverDelete += 1
            }
        }
        return .changedOnOtherDevices(merged: merged, keptBoth: keptBoth, keptOverDelete: keptOverDelete)
    }
}
