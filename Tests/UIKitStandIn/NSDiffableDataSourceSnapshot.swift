/// The sections and items a diffable data source shows, by identifier: the stand-in for UIKit's
/// `NSDiffableDataSourceSnapshot`.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Every item, section after section.
    public private(set) var itemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items.
    public var numberOfItems: Int { itemIdentifiers.count }

    /// Adds `identifiers` as sections, last.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sectionIdentifiers.append(contentsOf: identifiers)
    }

    /// Adds `identifiers` as items, last (the stand-in keeps one list for every section).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        itemIdentifiers.append(contentsOf: identifiers)
    }
}
