/// Navigation as one line for timelines: `notes* [editNote(…)] · gallery []`, the selected tab
/// starred.
extension AppNavigation: CustomDebugStringConvertible {
    /// Each tab with its routes, the selected one marked with `*`.
    public var debugDescription: String {
        AppTab.allCases.map { tab in
            let routes = self[path: tab].map { String(reflecting: $0) }.joined(separator: ", ")
            return "\(tab.rawValue)\(tab == selectedTab ? "*" : "") [\(routes)]"
        }
        .joined(separator: " · ")
    }
}
