/// Entity tags (RFC 9110 §8.8.3) as `If-None-Match` compares them (§13.1.2).
enum EntityTag {
    /// `tag` (an `ETag` field value) as a weak tag: `W/` before it unless it is weak already.
    ///
    /// The server weakens a handler's tag when it sends the body gzip-compressed: the compressed bytes are another
    /// representation of the same content, and they are not promised byte for byte (another zlib or level gives other
    /// bytes), so the strong tag, which promises exactly that, would be wrong on them (nginx does the same). The two
    /// forms still differ, so a cache holding both tells them apart, and `If-None-Match` compares weakly, so either
    /// revalidates either.
    static func weakened(_ tag: String) -> String {
        tag.hasPrefix("W/") ? tag : "W/" + tag
    }

    /// Whether an `If-None-Match` field value (`values`, several lines read as one list) matches `tag`, the current
    /// representation's tag (`nil` when it has none), by weak comparison: `*` matches any current representation;
    /// otherwise some listed tag's opaque part (quotes included, `W/` not) equals `tag`'s.
    ///
    /// A list that stops being a list of entity tags (a tag without its quotes, say) is read up to that point: what
    /// follows cannot be compared.
    static func matches(ifNoneMatch values: [[UInt8]], tag: String?) -> Bool {
        let current = tag.map { opaque(Array($0.utf8)[...]) }
        for value in values {
            var rest = value[...]
            while true {
                while let first = rest.first, first == 0x20 || first == 0x09 || first == 0x2C { rest.removeFirst() }
                guard let first = rest.first else { break }
                if first == UInt8(ascii: "*") { return true }
                if rest.starts(with: [UInt8(ascii: "W"), UInt8(ascii: "/")]) { rest.removeFirst(2) }
                guard rest.first == 0x22, let close = rest.dropFirst().firstIndex(of: 0x22) else { break }
                if let current, rest[rest.startIndex...close].elementsEqual(current) { return true }
                rest = rest[rest.index(after: close)...]
            }
        }
        return false
    }

    /// The opaque part of an entity tag, `"…"`: `tag` without a leading `W/`.
    private static func opaque(_ tag: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        tag.starts(with: [UInt8(ascii: "W"), UInt8(ascii: "/")]) ? tag.dropFirst(2) : tag
    }
}
