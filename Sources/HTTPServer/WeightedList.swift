/// The lists `Accept` and `Accept-Encoding` are (RFC 9110 §12.4.2, §12.5.1, §12.5.3), read strictly, on bytes: one
/// reader for both.
///
/// Elements are separated by commas; each is a value (a media range, a content coding) and parameters after
/// semicolons, of which `q` is the element's weight: a `qvalue`, `0` to `1` with at most three decimals, in
/// thousandths here (0 refuses, 1000 is `q=1`, the weight of an element without one). An element whose weight is
/// not a qvalue (`q=2`, `q=0.1234`, `q=x`) is left out, as is an empty one; a parameter without `=` is ignored;
/// spaces and tabs around values are not part of them; the value's case is kept (callers compare ignoring it).
enum WeightedList {
    /// Calls `body` with each element's value and weight, in the order listed.
    static func forEach<Bytes: BidirectionalCollection<UInt8>>(
        _ list: Bytes, _ body: (_ value: Bytes.SubSequence, _ weight: Int) -> Void
    ) {
        var start = list.startIndex
        while start != list.endIndex {
            let end = list[start...].firstIndex(of: UInt8(ascii: ",")) ?? list.endIndex
            if let weight = weight(of: start..<end, in: list) {
                let valueEnd = list[start..<end].firstIndex(of: UInt8(ascii: ";")) ?? end
                let value = trimmed(start..<valueEnd, in: list)
                if !value.isEmpty { body(list[value], weight) }
            }
            start = end == list.endIndex ? end : list.index(after: end)
        }
    }

    /// The weight of the element `list[element]`: its last `q` parameter's, 1000 without one, `nil` when a `q` is not
    /// a qvalue.
    private static func weight<Bytes: BidirectionalCollection<UInt8>>(
        of element: Range<Bytes.Index>, in list: Bytes
    ) -> Int? {
        var weight = 1000
        guard var start = list[element].firstIndex(of: UInt8(ascii: ";")) else { return weight }
        while start != element.upperBound {
            start = list.index(after: start)
            let end = list[start..<element.upperBound].firstIndex(of: UInt8(ascii: ";")) ?? element.upperBound
            if let equals = list[start..<end].firstIndex(of: UInt8(ascii: "=")),
                HeaderToken.equals(list[trimmed(start..<equals, in: list)], "q")
            {
                guard let q = qvalue(list[trimmed(list.index(after: equals)..<end, in: list)]) else { return nil }
                weight = q
            }
            start = end
        }
        return weight
    }

    /// `range` of `list` without leading and trailing spaces and tabs (RFC 9110's OWS).
    static func trimmed<Bytes: BidirectionalCollection<UInt8>>(
        _ range: Range<Bytes.Index>, in list: Bytes
    ) -> Range<Bytes.Index> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower != upper, list[lower] == 0x20 || list[lower] == 0x09 { lower = list.index(after: lower) }
        while lower != upper {
            let last = list.index(before: upper)
            guard list[last] == 0x20 || list[last] == 0x09 else { break }
            upper = last
        }
        return lower..<upper
    }

    /// A `qvalue` (RFC 9110 §12.4.2: `0`, `0.` and up to three digits, or `1`, `1.` and up to three zeros) in
    /// thousandths, or `nil` when `text` is not one.
    static func qvalue<Bytes: Collection<UInt8>>(_ text: Bytes) -> Int? {
        var bytes = text.makeIterator()
        guard let whole = bytes.next(), whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
        var value = Int(whole - UInt8(ascii: "0")) * 1000
        guard let dot = bytes.next() else { return value }
        guard dot == UInt8(ascii: ".") else { return nil }
        var scale = 100
        while let digit = bytes.next() {
            guard scale > 0, digit &- UInt8(ascii: "0") < 10 else { return nil }
            value += Int(digit - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return value <= 1000 ? value : nil
    }
}

/// A request's `Accept` (RFC 9110 §12.5.1), read by the reader `Accept-Encoding` has (`WeightedList`).
public enum Accept {
    /// The highest weight, in thousandths, that the `Accept` value `value` gives any of `ranges` (media ranges as
    /// listed, such as `image/svg+xml`, `application/*` or `*/*`, compared ignoring ASCII case); `nil` when none of
    /// them is listed with a valid weight, or there is no header. Reads the header in place, allocating nothing.
    public static func highestWeight(in value: String?, among ranges: [StaticString]) -> Int? {
        guard let value else { return nil }
        var highest: Int?
        WeightedList.forEach(value.utf8) { range, weight in
            if ranges.contains(where: { HeaderToken.equals(range, $0) }) { highest = Swift.max(highest ?? 0, weight) }
        }
        return highest
    }
}
