extension PhotoOrder: Sequence {
    func makeIterator() -> some IteratorProtocol<Photo.ID> {
        var position = 0
        return AnyIterator { [self] in
            guard position < count else { return nil }
            defer { position += 1 }
            return self[position]
        }
    }
}
