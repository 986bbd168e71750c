// Combining 2 to 4 properties into one property of a tuple.

/// A property holding the latest values of 2 properties, notifying after each change of any.
///
/// The combined value is never torn, and a write that changes several sources at once (through a
/// shared source or ``batch(_:)``) notifies once.
@MainActor
public func combine<A, B>(_ a: Property<A>, _ b: Property<B>) -> Property<(A, B)> {
    Property<(A, B)>(sources: [a, b], isEqual: nil) { (a.currentValue, b.currentValue) }
}

/// A property holding the latest values of 2 properties; a change that leaves every element
/// equal notifies no one.
///
/// The combined value is never torn: `combine(a, a.map { $0 * 10 })` goes from `(1, 10)` straight
/// to `(2, 20)`, because it is recomputed once, after every source it depends on is up to date.
@MainActor
public func combine<A: Equatable, B: Equatable>(_ a: Property<A>, _ b: Property<B>) -> Property<(A, B)> {
    Property<(A, B)>(
        sources: [a, b], isEqual: { $0.0 == $1.0 && $0.1 == $1.1 },
        compute: {
            (a.currentValue, b.currentValue)
        })
}

/// A property holding the latest values of 3 properties, notifying after each change of any.
///
/// The combined value is never torn, and a write that changes several sources at once (through a
/// shared source or ``batch(_:)``) notifies once.
@MainActor
public func combine<A, B, C>(_ a: Property<A>, _ b: Property<B>, _ c: Property<C>) -> Property<(A, B, C)> {
    Property<(A, B, C)>(sources: [a, b, c], isEqual: nil) { (a.currentValue, b.currentValue, c.currentValue) }
}

/// A property holding the latest values of 3 properties; a change that leaves every element
/// equal notifies no one.
///
/// The combined value is never torn: `combine(a, a.map { $0 * 10 })` goes from `(1, 10)` straight
/// to `(2, 20)`, because it is recomputed once, after every source it depends on is up to date.
@MainActor
public func combine<A: Equatable, B: Equatable, C: Equatable>(
    _ a: Property<A>, _ b: Property<B>, _ c: Property<C>
) -> Property<(A, B, C)> {
    Property<(A, B, C)>(
        sources: [a, b, c], isEqual: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 },
        compute: {
            (a.currentValue, b.currentValue, c.currentValue)
        })
}

/// A property holding the latest values of 4 properties, notifying after each change of any.
///
/// The combined value is never torn, and a write that changes several sources at once (through a
/// shared source or ``batch(_:)``) notifies once.
@MainActor
public func combine<A, B, C, D>(_ a: Property<A>, _ b: Property<B>, _ c: Property<C>, _ d: Property<D>)
    -> Property<(A, B, C, D)>
{
    Property<(A, B, C, D)>(sources: [a, b, c, d], isEqual: nil) {
        (a.currentValue, b.currentValue, c.currentValue, d.currentValue)
    }
}

/// A property holding the latest values of 4 properties; a change that leaves every element
/// equal notifies no one.
///
/// The combined value is never torn: `combine(a, a.map { $0 * 10 })` goes from `(1, 10)` straight
/// to `(2, 20)`, because it is recomputed once, after every source it depends on is up to date.
@MainActor
public func combine<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    _ a: Property<A>, _ b: Property<B>, _ c: Property<C>, _ d: Property<D>
) -> Property<(A, B, C, D)> {
    Property<(A, B, C, D)>(
        sources: [a, b, c, d],
        isEqual: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 && $0.3 == $1.3 },
        compute: { (a.currentValue, b.currentValue, c.currentValue, d.currentValue) }
    )
}
