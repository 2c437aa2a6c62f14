/// The candidate most like `name`, for a "did you mean" suggestion.
///
/// Likeness is the optimal-string-alignment edit distance (insertions,
/// deletions, substitutions and swaps of adjacent Unicode scalars, so `widht`
/// is one edit from `width`). A candidate is only suggested when it is close
/// enough to be a plausible typo: one edit for names of up to four
/// characters, otherwise two or a third of the name's length, whichever is
/// more. Ties go to
/// the candidate that comes first, so the suggestion is deterministic when the
/// candidates are given in a stable order (declaration order, not a
/// `Dictionary`'s).
///
/// - Parameters:
///   - name: The name that was not found.
///   - candidates: The names that would have been accepted.
/// - Returns: The closest candidate, or `nil` when none is close enough or
///   `name` itself is among them.
/// - Complexity: O(*n* · *m*) per candidate for lengths *n* and *m*; long
///   names (over 64 scalars) are not compared.
public func closestName<Candidates: Sequence<String>>(to name: String, among candidates: Candidates) -> String? {
    let target = Array(name.unicodeScalars)
    guard !target.isEmpty, target.count <= 64 else { return nil }
    let limit = target.count <= 4 ? 1 : max(2, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
        let other = Array(candidate.unicodeScalars)
        guard abs(other.count - target.count) <= limit, other.count <= 64 else { continue }
        let distance = editDistance(target, other)
        if distance == 0 { return nil }
        if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.name
}

/// The optimal-string-alignment distance between two scalar arrays.
///
/// Levenshtein distance plus swaps of two adjacent scalars as one edit
/// (restricted Damerau–Levenshtein), with three rolling rows.
///
/// - Parameters:
///   - a: One string's scalars.
///   - b: The other's.
/// - Returns: The least number of single-scalar insertions, deletions,
///   substitutions and adjacent swaps turning `a` into `b`.
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}

/// A "did you mean" clause for a message, or the empty string.
///
/// - Parameters:
///   - name: The name that was not found.
///   - candidates: The accepted names.
/// - Returns: `; did you mean 'x'?` or `""`.
func didYouMean<Candidates: Sequence<String>>(_ name: String, among candidates: Candidates) -> String {
    closestName(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
