/// A custom view the host keeps alive between evaluations: its last value, what its body
/// produced, and its children.
@MainActor
final class ViewNode {
    var view: any View
    var elements: [Element] = []
    var children: [String: ViewNode] = [:]
    var isDirty = true
    var hasEvaluated = false
    var output = ""

    init(_ view: any View) { self.view = view }

    /// The node's lines with each child's lines in its place.
    func lines() -> [String] {
        var lines: [String] = []
        for element in elements where element.kind != .lifecycle && !element.isHidden {
            if element.kind == .child, let child = children[element.label] {
                let indent = String(repeating: "  ", count: element.depth)
                lines += child.lines().map { indent + $0 }
            } else {
                lines.append(element.line)
            }
        }
        return lines
    }

    /// Every element of the node and its children, in the order they are drawn.
    func allElements(hidden: Bool = false) -> [Element] {
        var all: [Element] = []
        for var element in elements {
            element.isHidden = element.isHidden || hidden
            if element.kind == .child, let child = children[element.label] {
                all += child.allElements(hidden: element.isHidden)
            } else {
                all.append(element)
            }
        }
        return all
    }
}
