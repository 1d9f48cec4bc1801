extension RandomAccessCollection {
    /// The index of the first element for which `isBefore` is false, in a collection whose elements for
    /// which it is true all come first (a sorted collection and "is below the value"): a binary search.
    @inlinable
    public func partitionIndex(where isBefore: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isBefore(self[middle]) {
                low = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low
    }
}
