/// One vertex of a random graph in the model test: a root, a map of one vertex or a combination
/// of two, each an `Int`, each deduplicating; evaluated against the roots' values as a reference.
enum ModelShape {
    case root
    case map(source: Int, multiplier: Int, modulus: Int)
    case combine(Int, Int, modulus: Int)

    /// The value the vertex at `index` must have when the roots hold `roots` (indexed by vertex;
    /// entries of non-root vertices are ignored).
    static func evaluate(_ index: Int, shapes: [ModelShape], roots: [Int]) -> Int {
        switch shapes[index] {
        case .root:
            return roots[index]
        case .map(let source, let multiplier, let modulus):
            return (evaluate(source, shapes: shapes, roots: roots) * multiplier) % modulus
        case .combine(let first, let second, let modulus):
            let a = evaluate(first, shapes: shapes, roots: roots)
            let b = evaluate(second, shapes: shapes, roots: roots)
            return (a * 3 + b) % modulus
        }
    }
}
