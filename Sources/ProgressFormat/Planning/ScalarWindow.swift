internal import ProgressTables

/// The two ends of a text that are all a bounded pass looks at: its first and last `limit` code
/// points, and whether anything between them was left out.
///
///     ScalarWindow("abcdef".unicodeScalars, limit: 2)  // head "ab", tail "ef", middleDropped
///     ScalarWindow("abc".unicodeScalars, limit: 2)     // head "abc", tail "", whole
///
/// Building it reads at most `2 × limit` code points, stepping forward from the start and back
/// from the end, whatever the text's length.
struct ScalarWindow: Hashable, Sendable {
    /// The first code points; the whole text when ``middleDropped`` is `false`.
    package var head: [Unicode.Scalar]
    /// The last code points, when ``middleDropped`` is `true`; otherwise empty.
    package var tail: [Unicode.Scalar]
    /// Whether code points between ``head`` and ``tail`` were left out.
    var middleDropped: Bool

    /// The window over `scalars`: all of them if there are at most `2 × limit`.
    package init<Scalars: BidirectionalCollection<Unicode.Scalar>>(_ scalars: Scalars, limit: Int) {
        var head: [Unicode.Scalar] = []
        var headEnd = scalars.startIndex
        while headEnd != scalars.endIndex, head.count < limit {
            head.append(scalars[headEnd])
            scalars.formIndex(after: &headEnd)
        }
        var reversedTail: [Unicode.Scalar] = []
        var tailStart = scalars.endIndex
        while tailStart != headEnd, reversedTail.count < limit {
            scalars.formIndex(before: &tailStart)
            reversedTail.append(scalars[tailStart])
        }
        middleDropped = tailStart != headEnd
        if middleDropped {
            self.head = head
            tail = reversedTail.reversed()
        } else {
            self.head = head + reversedTail.reversed()
            tail = []
        }
    }
}
