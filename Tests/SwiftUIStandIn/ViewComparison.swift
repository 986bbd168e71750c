/// Whether two view values are the same, field by field, as SwiftUI decides whether a child view
/// must be evaluated again: objects by identity, equatable values with `==`, other values by their
/// fields; a closure is never the same.
@MainActor
enum ViewComparison {
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if type(of: lhs) is AnyClass {
            return ObjectIdentifier(lhs as AnyObject) == ObjectIdentifier(rhs as AnyObject)
        }
        if let equatable = lhs as? any Equatable {
            return equatable.isEqual(to: rhs)
        }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .optional where left.children.isEmpty:
            return right.children.isEmpty
        case .enum where left.children.isEmpty:
            return String(describing: lhs) == String(describing: rhs)
        case nil where left.children.isEmpty:
            return false
        default:
            guard left.children.count == right.children.count else { return false }
            return zip(left.children, right.children).allSatisfy { same($0.value, $1.value) }
        }
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
