// Combining 2 to 4 properties into one property of a tuple.

/// A property holding the latest values of 2 properties, notifying after each change of any.
///
/// The combined value is never torn, and a write that changes several sources at once (through a
/// shared source or ``batch(_:)``) notifies once.
@MainActor
public func combine<A, B>(_ a: Property<A>, _ b: Property<B>) -> Property<(A, B)> {
    Property<(A, B)>(sources: [a.node, b.node], isEqual: nil) { [a = a.valueReader, b = b.valueReader] in
        (a(), b())
    }
}

/// A property holding the latest values of 2 properties; a change that leaves every element
/// equal notifies no one.
///
/// The combined value is never torn: `combine(a, a.map { $0 * 10 })` goes from `(1, 10)` straight
/// to `(2, 20)`, because it is recomputed once, after every source it depends on is up to date.
@MainActor
public func combine<A: Equatable, B: Equatable>(_ a: Property<A>, _ b: Property<B>) -> Property<(A, B)> {
    Property<(A, B)>(
        sources: [a.node, b.node], isEqual: { $0.0 == $1.0 && $0.1 == $1.1 },
        compute: { [a = a.valueReader, b = b.valueReader] in (a(), b()) })
}

/// A property holding the latest values of 3 properties, notifying after each change of any.
///
/// The combined value is never torn, and a write that changes several sources at once (through a
/// shared source or ``batch(_:)``) notifies once.
@MainActor
public func combine<A, B, C>(_ a: Property<A>, _ b: Property<B>, _ c: Property<C>) -> Property<(A, B, C)> {
    Property<(A, B, C)>(sources: [a.node, b.node, c.node], isEqual: nil) {
        [a = a.valueReader, b = b.valueReader, c = c.valueReader] in (a(), b(), c())
    }
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
        sources: [a.node, b.node, c.node], isEqual: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 },
        compute: { [a = a.valueReader, b = b.valueReader, c = c.valueReader] in (a(), b(), c()) })
}

/// A property holding the latest values of 4 properties, notifying after each change of any.
///
/// The combined value is never torn, and a write that changes several sources at once (through a
/// shared source or ``batch(_:)``) notifies once.
@MainActor
public func combine<A, B, C, D>(_ a: Property<A>, _ b: Property<B>, _ c: Property<C>, _ d: Property<D>)
    -> Property<(A, B, C, D)>
{
    Property<(A, B, C, D)>(sources: [a.node, b.node, c.node, d.node], isEqual: nil) {
        [a = a.valueReader, b = b.valueReader, c = c.valueReader, d = d.valueReader] in (a(), b(), c(), d())
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
        sources: [a.node, b.node, c.node, d.node],
        isEqual: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 && $0.3 == $1.3 },
        compute: { [a = a.valueReader, b = b.valueReader, c = c.valueReader, d = d.valueReader] in
            (a(), b(), c(), d())
        }
    )
}
