/// The one writer and the one reader of typed commands in a recording line: any `Codable` value as words of the
/// form `path=value`.
///
/// A command such as `Track.Command.select(3, animated: false)` is written through its `Codable` conformance, so
/// the recording format never restates an API by hand: `select._0=3 select.animated=false`. Keyed containers add
/// their key to the path, unkeyed ones the element's position (`order.0=visa order.1=amex`); an empty container is
/// written as `path={}` or `path=[]`, so it reads back as what it was, and nil as an empty value (`path=`). Values are Swift's own descriptions of
/// integers, `Double`s (shortest round-tripping form) and `Bool`s; strings are percent-encoded where they hold a
/// space, `#`, `=`, `%` or a control character, so every word stays a word of the recording format.
///
/// Reading builds the same tree from the words and hands it to the value's `Decodable` initializer; a missing key,
/// a malformed number or a word without `=` throws ``Failure``, which the parser reports with its line number.
///
/// - Complexity: O(n) in the number of words, times the depth of the value.
enum CommandWords {
    /// Why words could not be read back as a value.
    struct Failure: Error, Hashable, Sendable {
        /// What was wrong, in words.
        var message: String
    }

    /// The words of `value`.
    ///
    /// - Parameter value: The value, usually a component's command.
    /// - Returns: The words, one `path=value` each.
    /// - Throws: ``Failure`` when the value's encoding does something the format cannot hold (a key that holds a
    ///   `.` or `=`).
    static func encode<Value: Encodable>(_ value: Value) throws(Failure) -> [String] {
        let root = Node()
        try failing { try value.encode(to: Coder(node: root, path: [])) }
        var words: [String] = []
        root.flatten(prefix: "", into: &words)
        return words
    }

    /// The value that `words` describe.
    ///
    /// - Parameters:
    ///   - type: The value's type.
    ///   - words: Words written by ``encode(_:)``.
    /// - Returns: The value.
    /// - Throws: ``Failure`` for a word without `=`, a path that clashes with another, or what the value's
    ///   initializer rejects (a missing key, a malformed number).
    static func decode<Value: Decodable>(_ type: Value.Type, from words: some Sequence<String>) throws(Failure)
        -> Value
    {
        let root = Node()
        for word in words {
            guard let equals = word.firstIndex(of: "=") else { throw Failure(message: "`\(word)` is not path=value") }
            let path = word[..<equals].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let text = String(word[word.index(after: equals)...])
            try root.insert(path: path[...], value: text)
        }
        return try failing { try Value(from: Coder(node: root, path: [])) }
    }

    /// What `body` returns, with any error it throws as a ``Failure``.
    static func failing<Result>(_ body: () throws -> Result) throws(Failure) -> Result {
        do {
            return try body()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(message: "\(error)")
        }
    }

    /// A word-safe form of a string.
    ///
    /// `%XX` for ASCII control characters, a space, `#`, `=`, `%`, `{`, `[` and `"`; every other character as it
    /// is. (The empty string is written `""`, since an empty value stands for nil.)
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value <= 0x20 || scalar.value == 0x7F || "#=%{[\"".unicodeScalars.contains(scalar) {
                result += (scalar.value < 0x10 ? "%0" : "%") + String(scalar.value, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The string a word-safe form stands for.
    static func unescaped(_ word: String) throws(Failure) -> String {
        guard word.contains("%") else { return word }
        var bytes: [UInt8] = []
        var iterator = word.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            // Two hex digits, either case (`Character.hexDigitValue`; a byte past ASCII is no digit).
            let digit = { (byte: UInt8?) in byte.flatMap { Character(Unicode.Scalar($0)).hexDigitValue } }
            guard let high = digit(iterator.next()), let low = digit(iterator.next()) else {
                throw Failure(message: "bad escape in `\(word)`")
            }
            bytes.append(UInt8(high << 4 | low))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

// MARK: - The tree both directions share

extension CommandWords {
    /// One node of an encoded value: a leaf word, or a keyed container of nodes (a list is keyed by its positions,
    /// 0, 1, 2…, as its words write it).
    final class Node {
        enum Content {
            case leaf(String)
            case keyed([(key: String, node: Node)])
            /// A list without elements (`path=[]`), which words must tell apart from an empty keyed container.
            case emptyList
        }
        var content: Content = .keyed([])

        /// The child under `key`, added at the end when there is none (a leaf or an empty list becomes keyed).
        func child(forKey key: String) -> Node {
            var pairs: [(key: String, node: Node)] = []
            if case .keyed(let existing) = content { pairs = existing }
            if let found = pairs.first(where: { $0.key == key }) { return found.node }
            let node = Node()
            content = .keyed(pairs + [(key, node)])
            return node
        }

        /// Appends the words of this node under `prefix`: a leaf's, else each child's under its key or position.
        func flatten(prefix: String, into words: inout [String]) {
            switch content {
            case .leaf(let value): words.append(prefix + "=" + value)
            case .emptyList: words.append(prefix + "=[]")
            case .keyed(let pairs) where pairs.isEmpty: words.append(prefix + "={}")
            case .keyed(let pairs):
                for (key, node) in pairs {
                    node.flatten(prefix: prefix.isEmpty ? key : prefix + "." + key, into: &words)
                }
            }
        }

        func insert(path: ArraySlice<String>, value: String) throws(Failure) {
            guard let first = path.first else {
                switch value {
                case "{}": content = .keyed([])
                case "[]": content = .emptyList
                default: content = .leaf(value)
                }
                return
            }
            try child(forKey: first).insert(path: path.dropFirst(), value: value)
        }

        /// The children in order when every key is a position (0, 1, 2…), as an unkeyed container reads them.
        func elements() -> [Node]? {
            switch content {
            case .emptyList: return []
            case .keyed(let pairs):
                return pairs.indices.allSatisfy { pairs[$0].key == String($0) } ? pairs.map(\.node) : nil
            case .leaf: return nil
            }
        }
    }
}

// MARK: - Encoding and decoding

extension CommandWords {
    /// A key that is a position in an unkeyed container.
    struct PositionKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ position: Int) {
            stringValue = String(position)
            intValue = position
        }
        init?(stringValue: String) {
            self.stringValue = stringValue
            intValue = Int(stringValue)
        }
        init?(intValue: Int) { self.init(intValue) }
    }

    /// A path in words, for a failure: `the value`, or its keys joined with dots.
    static func describe(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the value" : "`" + path.map(\.stringValue).joined(separator: ".") + "`"
    }

    /// A node of the tree and the coding path to it: the encoder and the decoder of the value there, and its
    /// single-value container both ways (a node and a path are all that either direction holds).
    struct Coder: Encoder, Decoder, SingleValueEncodingContainer, SingleValueDecodingContainer {
        let node: Node
        let path: [any CodingKey]
        var codingPath: [any CodingKey] { path }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        /// The coder of the child under `key` (added when there is none), `key` ending its path.
        func child(_ key: some CodingKey) -> Coder {
            Coder(node: node.child(forKey: key.stringValue), path: path + [key])
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed<Key>(coder: self))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .keyed(let pairs) = node.content, pairs.isEmpty { node.content = .emptyList }
            return UnkeyedWriter(coder: self)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() { node.content = .leaf("") }

        /// Writes a value: a primitive as one leaf (the shared rules for every primitive), anything else
        /// through its own encoding.
        func encode<T: Encodable>(_ value: T) throws {
            switch value {
            case let text as String: node.content = .leaf(text.isEmpty ? "\"\"" : CommandWords.escaped(text))
            case let number as Double: node.content = .leaf(number.description)
            case let number as Float: node.content = .leaf(number.description)
            case let flag as Bool: node.content = .leaf(flag ? "true" : "false")
            case let number as any BinaryInteger: node.content = .leaf(String(describing: number))
            default: try value.encode(to: self)
            }
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            guard case .keyed = node.content else { throw Failure(message: "\(describe(path)) is not a keyed value") }
            return KeyedDecodingContainer(Keyed<Key>(coder: self))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            guard let elements = node.elements() else { throw Failure(message: "\(describe(path)) is not a list") }
            return UnkeyedReader(coder: self, elements: elements)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

        func decodeNil() -> Bool {
            if case .leaf("") = node.content { return true }
            return false
        }

        /// Reads a value: a primitive from its leaf (the shared rules for every primitive), anything else
        /// through its own decoding.
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard case .leaf(let word) = node.content else {
                // A primitive's own decoding asks this container for itself again: a container where a primitive
                // goes (a corrupt `path={}`) would recurse until the stack runs out.
                guard !CommandWords.isPrimitive(type) else {
                    throw Failure(message: "\(describe(path)) holds a container where a single value goes")
                }
                return try T(from: self)
            }
            let place = describe(path)
            func parsed(_ value: Any?, as what: String) throws(Failure) -> T {
                guard let value else { throw Failure(message: "\(place): `\(word)` is not \(what)") }
                return try cast(value, at: place)
            }
            switch type {
            case is String.Type: return try cast(word == "\"\"" ? "" : unescaped(word), at: place)
            case is Double.Type: return try parsed(Double(word), as: "a number")
            case is Float.Type: return try parsed(Float(word), as: "a number")
            case is Bool.Type: return try parsed(Bool(word), as: "true or false")
            case let integer as any FixedWidthInteger.Type:
                return try parsed(integer.init(word, radix: 10), as: "an integer of that size")
            default: return try T(from: self)
            }
        }
    }

    /// Whether `type` is written as one leaf word (a string, a number or a `Bool`).
    static func isPrimitive(_ type: Any.Type) -> Bool {
        type is String.Type || type is Double.Type || type is Float.Type || type is Bool.Type
            || type is any FixedWidthInteger.Type
    }

    /// `value` as `T` (it always is: the caller switched on `T`), or a failure instead of a trap.
    static func cast<T>(_ value: Any, at place: String) throws(Failure) -> T {
        guard let result = value as? T else { throw Failure(message: "\(place) cannot be read as \(T.self)") }
        return result
    }

    /// A keyed node's container, both ways.
    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol, KeyedDecodingContainerProtocol {
        let coder: Coder
        var codingPath: [any CodingKey] { coder.path }
        /// The children (none for an empty node).
        var pairs: [(key: String, node: Node)] {
            if case .keyed(let pairs) = coder.node.content { return pairs }
            return []
        }
        var allKeys: [Key] { pairs.compactMap { Key(stringValue: $0.key) } }

        func contains(_ key: Key) -> Bool { pairs.contains { $0.key == key.stringValue } }

        /// The coder of the child to write under `key`: a key holding `.` or `=` would break the words.
        func checked(_ key: Key) throws -> Coder {
            guard !key.stringValue.contains("."), !key.stringValue.contains("=") else {
                throw Failure(message: "the key `\(key.stringValue)` holds `.` or `=`")
            }
            return coder.child(key)
        }

        /// The coder of the child to read under `key`, which must be there.
        func existing(_ key: Key) throws -> Coder {
            guard let found = pairs.first(where: { $0.key == key.stringValue }) else {
                throw Failure(message: "\(describe(codingPath + [key])) is missing")
            }
            return Coder(node: found.node, path: codingPath + [key])
        }

        mutating func encodeNil(forKey key: Key) throws { try checked(key).encodeNil() }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try checked(key).encode(value) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        { coder.child(key).container(keyedBy: keyType) }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            coder.child(key).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { Coder(node: coder.node.child(forKey: "super"), path: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { coder.child(key) }

        func decodeNil(forKey key: Key) throws -> Bool { try existing(key).decodeNil() }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try existing(key).decode(type) }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        { try existing(key).container(keyedBy: type) }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try existing(key).unkeyedContainer()
        }
        func superDecoder() throws -> any Decoder {
            Coder(node: pairs.first { $0.key == "super" }?.node ?? Node(), path: codingPath)
        }
        func superDecoder(forKey key: Key) throws -> any Decoder { try existing(key) }
    }

    struct UnkeyedWriter: UnkeyedEncodingContainer {
        let coder: Coder
        var codingPath: [any CodingKey] { coder.path }
        var count: Int {
            if case .keyed(let pairs) = coder.node.content { return pairs.count }
            return 0
        }

        /// The coder of a new last element, its position ending its path.
        func next() -> Coder { coder.child(PositionKey(count)) }

        mutating func encodeNil() throws { next().encodeNil() }
        mutating func encode<T: Encodable>(_ value: T) throws { try next().encode(value) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        { next().container(keyedBy: keyType) }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { Coder(node: next().node, path: codingPath) }
    }

    struct UnkeyedReader: UnkeyedDecodingContainer {
        let coder: Coder
        let elements: [Node]
        var currentIndex = 0
        var codingPath: [any CodingKey] { coder.path }
        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        /// The coder of the next element, its position ending its path.
        mutating func next() throws -> Coder {
            guard !isAtEnd else { throw Failure(message: "\(describe(codingPath)) has too few elements") }
            defer { currentIndex += 1 }
            return Coder(node: elements[currentIndex], path: codingPath + [PositionKey(currentIndex)])
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, case .leaf("") = elements[currentIndex].content else { return false }
            currentIndex += 1
            return true
        }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        { try next().container(keyedBy: type) }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next().unkeyedContainer()
        }
        mutating func superDecoder() throws -> any Decoder { try next() }
    }
}
