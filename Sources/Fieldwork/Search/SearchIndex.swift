import Foundation

/// A search-as-you-type index over a collection, fast enough to filter a million elements per
/// keystroke.
///
/// Every key is folded once — case and diacritics removed exactly as Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` — into one
/// contiguous byte buffer per chunk of elements. Beside it, each chunk keeps which elements hold
/// each pair of adjacent bytes (a bigram index) and a four-byte summary per element of the
/// bytes its keys hold. A query intersects the sets of its pairs first, so it reads only the
/// text of the elements that hold all of them; a query of one or two letters is answered by the
/// sets and summaries alone.
///
/// ```swift
/// let index = SearchIndex(contacts, by: [\.givenName, \.familyName])
/// index.search("jose mu")   // every token must occur in some key: finds "José Müller"
/// index.search("")          // everything, in the original order
/// ```
///
/// Matching rules: the query is split on whitespace; every token must match in one of the
/// element's keys (different tokens may match different keys); a blank query matches
/// everything. Matching works on whole characters: "ss" finds "Straße", "i" finds "İstanbul",
/// but "o" does not find "Ø", and "👍" does not find "👍🏽".
///
/// Search is incremental. A query that extends an earlier one (typing one more letter, or
/// adding a token) looks only at the earlier hits, and recent results are cached, so deleting
/// a letter returns at once. For the letter after a word with many hits, call
/// ``prepareNextLetter(after:mode:interrupted:)`` while the program waits for the key. The
/// index is a value: copies are independent, and it is `Sendable` when its elements are, so
/// it can be built and searched off the main actor. Reading many candidates' text (more than
/// 20,000) splits across the machine's cores; the sets are read on the calling thread.
///
/// Live changes (``append(_:)``, ``insert(_:at:)``, ``remove(at:)``, ``update(_:at:)``) fold
/// only the changed element's keys into its chunk of about 8,000 elements, and drop that
/// chunk's sets of byte pairs: the next search makes them anew, once however many changes came
/// before it. On a million generated contacts (the `search` group in `Benchmarks/`) a search
/// after one insert takes about 5 ms instead of 2.4, and a thousand inserts one by one, then a
/// search, about 1.3 s, where building the index anew takes 2.3–3 s.
///
/// - Complexity: Building is O(n) in the total key length. A search reads the sets of its
///   byte pairs (at most a bit per element each), then the folded bytes of the candidates
///   they leave; narrowing looks only at the previous hits. The sets take memory of their own:
///   over a million generated contacts, 44 MB beside 99 MB of folded text.
public struct SearchIndex<Element> {
  /// The elements, in order.
  public private(set) var elements: [Element]
  /// The key paths whose text is searched.
  public let keys: [KeyPath<Element, String>]
  var chunks: [SearchChunk]
  /// The position of each chunk's first element.
  private(set) var chunkStarts: [Int]
  private var cache = SearchCache()

  /// How many elements a chunk holds when built; chunks split at twice this.
  static var chunkCapacity: Int { 8_192 }

  /// Builds an index over `elements`, searching the text at `key`.
  @inlinable
  public init(_ elements: some Sequence<Element>, by key: KeyPath<Element, String>) {
    self.init(elements, by: [key])
  }

  /// Builds an index over `elements`, searching the text at each of `keys`.
  ///
  /// - Complexity: O(n) in the total length of the keys, split across the machine's cores.
  @inlinable
  public init(_ elements: some Sequence<Element>, by keys: [KeyPath<Element, String>]) {
    // Inlinable on purpose: reading the keys in the caller's module lets the compiler
    // specialise this loop for the element type. Unspecialised, it cost 200 ms of a 390 ms
    // build of a million contacts (runtime metadata lookups per element); specialised, 6 ms.
    let elements = Array(elements)
    var texts: [String] = []
    texts.reserveCapacity(elements.count * keys.count)
    for element in elements {
      for key in keys { texts.append(element[keyPath: key]) }
    }
    self.init(elements: elements, keys: keys, keyTexts: texts)
  }

  /// Builds the index from the keys' texts, read in element-major order.
  @usableFromInline
  init(elements: [Element], keys: [KeyPath<Element, String>], keyTexts texts: [String]) {
    self.elements = elements
    self.keys = keys
    let capacity = Self.chunkCapacity
    let chunkCount = (elements.count + capacity - 1) / capacity
    let keyCount = keys.count
    let elementCount = elements.count
    // Each worker folds its own run of chunks with its own cache of folded clusters. Only
    // strings cross threads: elements need not be Sendable.
    let runs = concurrentMap(
      splitting: chunkCount, workers: ProcessInfo.processInfo.activeProcessorCount
    ) { run in
      var cache = FoldCache()
      return run.map { chunkIndex in
        var chunk = SearchChunk()
        let lower = chunkIndex * capacity
        let upper = min(lower + capacity, elementCount)
        chunk.ends.reserveCapacity(upper - lower)
        chunk.masks.reserveCapacity(upper - lower)
        for element in lower..<upper {
          let regionStart = chunk.bytes.count
          for key in 0..<keyCount {
            TextFolding.appendFolded(
              texts[element * keyCount + key], to: &chunk.bytes, cache: &cache)
            chunk.bytes.append(SearchChunk.separator)
          }
          chunk.endElement(regionStart: regionStart)
        }
        chunk.indexPairs()
        return chunk
      }
    }
    let built = Array(runs.joined())
    self.chunks = built
    self.chunkStarts = []
    recomputeChunkStarts()
  }

  /// The number of elements.
  public var count: Int { elements.count }

  /// The bytes the index holds beyond the elements themselves: folded text, offsets,
  /// summaries and the sets of byte pairs.
  public var indexByteCount: Int {
    var total = chunkStarts.count * MemoryLayout<Int>.stride
    for chunk in chunks {
      total += chunk.bytes.count + chunk.pairs.byteCount
      total += (chunk.ends.count + chunk.masks.count) * MemoryLayout<UInt32>.stride
    }
    return total
  }

  // MARK: Searching

  /// Frees the results of recent searches, which the index keeps for narrowing and repeats.
  ///
  /// The next search scans everything again. Copies of the index share these results, so this
  /// affects them too; it never changes what a search returns.
  public func removeCachedResults() {
    cache.removeAll()
  }

  /// The elements where every token of `query` occurs in some key, in their original order.
  ///
  /// A blank query returns every element.
  @inlinable
  public func search(_ query: String) -> [Element] {
    search(query, mode: .contains)
  }

  /// The elements matching `query` in `mode`: in their original order for
  /// ``SearchMode/contains`` and ``SearchMode/prefix``, best first for ``SearchMode/fuzzy``.
  @inlinable
  public func search(_ query: String, mode: SearchMode) -> [Element] {
    // Inlinable so that copying the hits out is specialised for the element type: generic,
    // it cost about 40 ns per hit (2.6 ms for 69,000 hits); specialised, a few.
    let positions = positions(matching: query, mode: mode)
    let elements = self.elements
    var result: [Element] = []
    result.reserveCapacity(positions.count)
    for position in positions { result.append(elements[position]) }
    return result
  }

  /// The positions of the elements matching `query` in `mode`, ordered as
  /// ``search(_:mode:)`` orders elements.
  public func positions(matching query: String, mode: SearchMode = .contains) -> [Int] {
    let list = hitList(matching: query, mode: mode)
    return list.integers(in: 0..<list.count)
  }

  /// ``positions(matching:mode:)`` as the search keeps them: "every element" for a blank
  /// query, 32-bit positions otherwise (what ``SearchResults`` holds, converting none).
  package func hitList(matching query: String, mode: SearchMode) -> HitList {
    let tokens = Self.tokens(of: query)
    guard !tokens.isEmpty else { return .all(count: elements.count) }
    switch mode {
    case .contains, .prefix:
      return hits(tokens: tokens, prefix: mode == .prefix)
    case .fuzzy:
      return .some(
        fuzzyRanking(tokens: tokens, limit: .max).map { Int32(truncatingIfNeeded: $0.position) })
    }
  }

  /// The matching elements with their scores and the ranges of each key to highlight.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - mode: How to match.
  ///   - limit: The most matches to return. Fuzzy matches keep the best `limit`; the others
  ///     keep the first `limit` in order. Computing ranges costs time per match, so pass a
  ///     limit for large result sets.
  public func matches(
    for query: String, mode: SearchMode = .contains, limit: Int = .max
  ) -> [SearchMatch<Element>] {
    let tokens = Self.tokens(of: query)
    let limit = max(0, limit)
    guard !tokens.isEmpty else {
      return elements.prefix(limit).enumerated().map { position, element in
        SearchMatch(
          element: element, position: position, score: 0,
          ranges: Array(repeating: [], count: keys.count), keys: keys)
      }
    }
    switch mode {
    case .contains, .prefix:
      let found = hits(tokens: tokens, prefix: mode == .prefix)
      return found.integers(in: 0..<min(limit, found.count)).map { position in
        let element = elements[position]
        return SearchMatch(
          element: element, position: position, score: 0,
          ranges: keys.map { key in
            MatchRanges.occurrences(of: tokens, in: element[keyPath: key], prefix: mode == .prefix)
          }, keys: keys)
      }
    case .fuzzy:
      return fuzzyRanking(tokens: tokens, limit: limit).map { ranked in
        let element = elements[ranked.position]
        return SearchMatch(
          element: element, position: ranked.position, score: ranked.score,
          ranges: keys.map { key in MatchRanges.fuzzy(tokens, in: element[keyPath: key]) },
          keys: keys)
      }
    }
  }

  /// The ranges of each key of the element at `position` to highlight for `query`, as
  /// ``matches(for:mode:limit:)`` computes them; empty arrays when the query is blank or the
  /// position is out of range.
  public func highlightRanges(
    forElementAt position: Int, matching query: String, mode: SearchMode = .contains
  ) -> [[Range<String.Index>]] {
    highlightRanges(forElementAt: position, tokens: Self.tokens(of: query), mode: mode)
  }

  /// ``highlightRanges(forElementAt:matching:mode:)`` for a query's folded `tokens`
  /// (``tokens(of:)``): what a list highlighting many rows folds once.
  func highlightRanges(
    forElementAt position: Int, tokens: [[UInt8]], mode: SearchMode
  ) -> [[Range<String.Index>]] {
    guard elements.indices.contains(position), !tokens.isEmpty else {
      return Array(repeating: [], count: keys.count)
    }
    let element = elements[position]
    // A key whose folded bytes (kept by the index) hold no token's bytes has no match: its
    // text is not folded again to find none.
    let (chunk, local) = location(of: position)
    let folded = chunks[chunk].keyRanges(of: local)
    return keys.indices.map { keyIndex in
      let text = element[keyPath: keys[keyIndex]]
      switch mode {
      case .contains, .prefix:
        if keyIndex < folded.count,
          !chunks[chunk].holdsAny(of: tokens, in: folded[keyIndex])
        {
          return []
        }
        return MatchRanges.occurrences(of: tokens, in: text, prefix: mode == .prefix)
      case .fuzzy:
        return MatchRanges.fuzzy(tokens, in: text)
      }
    }
  }

  /// The folded, non-empty tokens of a query.
  static func tokens(of query: String) -> [[UInt8]] {
    query.split(whereSeparator: \.isWhitespace)
      .map { TextFolding.folded(String($0)) }
      .filter { !$0.isEmpty }
  }

  /// The first hits of `query` in order, scanning one chunk after another and stopping once
  /// `count` are found: what a list needs to show its first rows before the whole result is
  /// known. A scan that reaches the end stores its result as ``positions(matching:mode:)``
  /// would.
  ///
  /// - Returns: The hits found and whether they are all of them; `nil` when the whole result
  ///   costs no more than this (a blank query, fuzzy mode, a cached or narrowed search), so
  ///   the caller should ask for it instead.
  package func firstPositions(
    matching query: String, mode: SearchMode, count: Int
  ) -> (positions: HitList, isComplete: Bool)? {
    guard mode != .fuzzy else { return nil }
    let prefix = mode == .prefix
    let tokens = Self.tokens(of: query).sorted { $0.count > $1.count }
    guard !tokens.isEmpty else { return nil }
    let key = SearchCache.Key(prefix: prefix, tokens: tokens)
    if cache.exact(key) != nil { return nil }
    if let base = cache.narrowingBase(for: key), narrows(from: base.hits.count) { return nil }
    if nextLetterFollowers(for: tokens, prefix: prefix) != nil { return nil }
    // Several words, and the longest one's hits are known and few: checking them for the
    // other words ("jose m" after "jose": 42,000 of a million) costs less than a scan that
    // stops early but must first reach them (3 to 8 ms in the live program).
    if tokens.count > 1,
      let first = cache.exact(SearchCache.Key(prefix: prefix, tokens: [tokens[0]])),
      first.count <= elements.count / 8
    {
      return nil
    }
    var hits: [Int32] = []
    for index in chunks.indices {
      let words = chunks[index].matchingWords(
        tokens: tokens, checking: tokens, prefix: prefix, among: nil)
      let base = chunkStarts[index]
      for (wordIndex, word) in words.enumerated() {
        var bits = word
        while bits != 0 {
          hits.append(
            Int32(truncatingIfNeeded: base &+ wordIndex &* 64 &+ bits.trailingZeroBitCount))
          bits &= bits &- 1
        }
      }
      if hits.count >= count, index < chunks.count - 1 {
        return (.some(hits), false)
      }
    }
    cache.store(key, hits: .some(hits))
    return (.some(hits), true)
  }

  private func hits(tokens: [[UInt8]], prefix: Bool) -> HitList {
    // Longest first: the order of the key the cache knows the query by.
    let tokens = tokens.sorted { $0.count > $1.count }
    let key = SearchCache.Key(prefix: prefix, tokens: tokens)
    if let cached = cache.exact(key) { return cached }
    let result: HitList
    let chunks = self.chunks
    if let (table, earlier) = nextLetterFollowers(for: tokens, prefix: prefix) {
      // A byte typed after a word with many hits: the bytes after the word's matches, found
      // while the program waited for this key, decide.
      let token = tokens[0]
      // A table look-up per hit: worth another thread only for many hits.
      result = collectWords(workers: workerCount(for: earlier.count, threshold: 200_000)) {
        index, base in
        let candidates =
          earlier.words(in: base..<(base + chunks[index].count))
          ?? SearchChunk.allWords(chunks[index].count)
        return chunks[index].followingWords(
          token, followers: table, among: candidates, base: base)
      }
    } else {
      // An earlier query this one narrows (one more letter, one more word): only its hits
      // are looked at, and only the words it did not have are checked.
      let narrowing = cache.narrowingBase(for: key)
      let checked = narrowing.map { base in tokens.filter { !base.key.tokens.contains($0) } }
      let earlier = narrowing?.hits
      // First the candidates, chunk after chunk on this thread: reading the sets of pairs
      // costs little, and waking another thread for it can cost more (a millisecond or more
      // on a virtual machine whose other core sleeps).
      var found = chunks.indices.map { index in
        let base = chunkStarts[index]
        return chunks[index].candidates(
          tokens: tokens, checking: checked ?? tokens, prefix: prefix,
          among: earlier?.words(in: base..<(base + chunks[index].count)))
      }
      // Then the regions of those the sets cannot decide, on every core when they are many.
      let unchecked = found.reduce(0) { $0 + $1.unchecked }
      if unchecked > 0 {
        let candidates = found
        let workers = workerCount(for: unchecked, threshold: Self.candidatesWorthAThread)
        let checkedWords = concurrentMap(splitting: chunks.count, workers: workers) { run in
          run.map { index in
            var words = candidates[index].words
            if candidates[index].unchecked > 0 {
              chunks[index].check(&words, tokens: checked ?? tokens, prefix: prefix)
            }
            return words
          }
        }
        for (index, words) in checkedWords.joined().enumerated() { found[index].words = words }
      }
      result = joinedHits(found.map(\.words))
    }
    cache.store(key, hits: result)
    return result
  }

  /// The bytes after the matches of the word a one-word query extends by a byte with a symbol
  /// of its own, when they were prepared (``prepareNextLetter(after:mode:interrupted:)``), and
  /// the word's hits.
  private func nextLetterFollowers(
    for tokens: [[UInt8]], prefix: Bool
  ) -> (table: [UInt64], earlier: HitList)? {
    guard !prefix, tokens.count == 1, let last = tokens[0].last, tokens[0].count > 2,
      PairSets.isExact(last)
    else { return nil }
    let before = Array(tokens[0].dropLast())
    // The word's hits are kept beside its table.
    guard let table = cache.followers(of: before),
      let earlier = cache.exact(SearchCache.Key(prefix: false, tokens: [before]))
    else { return nil }
    return (table, earlier)
  }

  /// The bytes of folded text the index holds.
  private var totalByteCount: Int { chunks.reduce(0) { $0 + $1.bytes.count } }

  /// Whether checking `count` earlier hits costs less than scanning everything.
  ///
  /// Checking a scattered candidate waits for memory; a scan reads in order, and searches the
  /// bytes of elements with many candidates as one stream. Measured over a million contacts
  /// with four keys (the `live` benchmark, and `contacts-search` timed in process), a
  /// candidate cost 15 to 30 times an element scanned (more when the program had sat idle
  /// between keys, as it does between a person's keystrokes), so narrowing pays only while
  /// the earlier hits are fewer than one element in 32. (Past that, a scan keeps its hits as
  /// bits, ``HitBits``, which are smaller there.)
  private func narrows(from count: Int) -> Bool {
    count <= elements.count / 32
  }

  /// Checking more candidates than this in their regions is split across cores: about 1 ms
  /// of work on one.
  static var candidatesWorthAThread: Int { 20_000 }

  /// The hits given as a bit per element of each chunk, in chunk order.
  private func joinedHits(_ words: [[UInt64]]) -> HitList {
    var part = HitBitsPart(first: 0, count: elements.count)
    for (index, chunkWords) in words.enumerated() {
      part.set(chunkWords, from: chunkStarts[index])
    }
    let bits = HitBitsPart.joined([part], elementCount: elements.count)
    return narrows(from: bits.count) ? .some(bits.positions()) : .bits(bits)
  }

  /// The hits `find` gives for each chunk (given its index and first position) as a bit per
  /// element of the chunk, with the work split across `workers` threads: each joins the bits
  /// of its run of chunks, so no list of all the hits is made unless it is the smaller form.
  private func collectWords(
    workers: Int, _ find: @escaping @Sendable (_ chunk: Int, _ base: Int) -> [UInt64]
  ) -> HitList {
    let chunks = self.chunks
    let chunkStarts = self.chunkStarts
    let parts = concurrentMap(splitting: chunks.count, workers: workers) { run in
      guard let firstChunk = run.first else { return HitBitsPart(first: 0, count: 0) }
      var part = HitBitsPart(
        first: chunkStarts[firstChunk], count: run.reduce(0) { $0 + chunks[$1].count })
      for index in run {
        part.set(find(index, chunkStarts[index]), from: chunkStarts[index])
      }
      return part
    }
    let bits = HitBitsPart.joined(parts, elementCount: elements.count)
    return narrows(from: bits.count) ? .some(bits.positions()) : .bits(bits)
  }

  // MARK: Waiting for the next key

  /// Uses the time before the next keystroke to make the next letter typed after `query`
  /// cheap: call it once a frame showing `query`'s results is out, while the program waits
  /// for input.
  ///
  /// The letter after a word of one letter is answered by the index's pairs of bytes at
  /// once. After a longer word with many hits, the candidates the pairs give must still be
  /// checked in their regions: over a million contacts with four fields, "mar" after "ma"
  /// checks 87,000 of them. This reads the word's hits' regions now, while nobody waits, and
  /// keeps for each element the bytes that follow the word's matches (8 bytes per element, for
  /// the two latest words prepared). Then ``search(_:mode:)`` for `query` plus one letter,
  /// digit or `.`, `@`, `-`, `+`, `_` is decided from them, looking only at `query`'s hits.
  /// It returns the same elements either way.
  ///
  /// Does nothing (and returns `false`) for a query this cannot help: blank, one character,
  /// several words, not ASCII, prefix or fuzzy mode, or fewer hits than ``fewHits``, which
  /// cost little to check.
  ///
  /// - Parameters:
  ///   - query: The query whose results are showing.
  ///   - mode: Its mode.
  ///   - interrupted: Checked between chunks of the work, from the search's threads; return
  ///     `true` once input is waiting (FieldworkTerminal's `TerminalSession` polls the
  ///     terminal), and the work stops, keeping nothing.
  /// - Returns: Whether the next letter is prepared.
  /// - Complexity: O(the folded bytes of the query's hits), split across all but one of the
  ///   machine's cores (the other is left to whatever shows the frame: a terminal, a window
  ///   server).
  @discardableResult
  public func prepareNextLetter(
    after query: String, mode: SearchMode = .contains,
    interrupted: @escaping @Sendable () -> Bool = { false }
  ) -> Bool {
    let tokens = Self.tokens(of: query)
    guard mode == .contains, tokens.count == 1, tokens[0].count > 1,
      tokens[0].allSatisfy({ $0 < 0x80 })
    else {
      return false
    }
    let token = tokens[0]
    if cache.followers(of: token) != nil { return true }
    let hits = hits(tokens: tokens, prefix: false)
    // Few hits cost little to check: a table of every element is not worth making.
    guard hits.count >= Self.fewHits else { return false }
    let chunks = self.chunks
    let chunkStarts = self.chunkStarts
    var table = cache.takeFollowerTable()
    if table.count != elements.count { table = Array(repeating: 0, count: elements.count) }
    let finished = table.withUnsafeMutableBufferPointer { buffer in
      let slots = DisjointSlots(buffer)
      // One core fewer than a search uses: the frame just written is being drawn by the
      // terminal meanwhile, and taking every core had held it back by a scheduler tick (3 to
      // 6 ms, measured on 2 cores by the `live` benchmark).
      let workers = max(1, workerCount(for: totalByteCount, threshold: 1 << 20) - 1)
      return concurrentMap(splitting: chunks.count, workers: workers) { run in
        for index in run {
          if interrupted() { return false }
          let base = chunkStarts[index]
          let among =
            hits.words(in: base..<(base + chunks[index].count))
            ?? SearchChunk.allWords(chunks[index].count)
          chunks[index].writeFollowers(of: token, among: among, into: slots, base: base)
        }
        return true
      }
    }
    guard finished.allSatisfy({ $0 }) else {
      cache.returnSpare(table)
      return false
    }
    cache.storeFollowers(of: token, table)
    return true
  }

  /// Below this many hits, checking the candidates of the next letter costs a few tenths of a
  /// millisecond: ``prepareNextLetter(after:mode:interrupted:)`` leaves such queries alone.
  public static var fewHits: Int { 4_096 }

  // MARK: Live changes

  /// Appends an element. Results stay identical to a fresh build.
  ///
  /// - Complexity: O(the element's key length), amortised; the next search makes the sets of
  ///   byte pairs of the last chunk anew.
  public mutating func append(_ element: Element) {
    insert(element, at: elements.count)
  }

  /// Inserts an element at `position` (0...count).
  ///
  /// - Complexity: O(n) to move the elements after it, O(the size of one chunk, about 8,000
  ///   elements) for the index; the next search makes that chunk's sets of byte pairs anew.
  public mutating func insert(_ element: Element, at position: Int) {
    precondition(position >= 0 && position <= elements.count, "insert position out of range")
    let region = folded(element)
    elements.insert(element, at: position)
    cache = SearchCache()
    if chunks.isEmpty {
      // An empty index (never filled, or emptied by removals) has no chunk to insert into.
      chunks = [SearchChunk()]
      chunks[0].indexPairs()
      chunkStarts = [0]
    }
    var (chunkIndex, local) = location(of: position)
    if chunkIndex == chunks.count {
      chunkIndex = chunks.count - 1
      local = chunks[chunkIndex].count
    }
    chunks[chunkIndex].insert(foldedRegion: region, at: local)
    if chunks[chunkIndex].count >= 2 * Self.chunkCapacity {
      let tail = chunks[chunkIndex].splitOffSecondHalf()
      chunks.insert(tail, at: chunkIndex + 1)
    }
    recomputeChunkStarts()
  }

  /// Removes and returns the element at `position`.
  ///
  /// - Complexity: O(the size of one chunk).
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    precondition(position >= 0 && position < elements.count, "remove position out of range")
    let (chunkIndex, local) = location(of: position)
    chunks[chunkIndex].remove(at: local)
    if chunks[chunkIndex].count == 0 { chunks.remove(at: chunkIndex) }
    cache = SearchCache()
    recomputeChunkStarts()
    return elements.remove(at: position)
  }

  /// Replaces the element at `position`, re-folding only its keys.
  ///
  /// - Complexity: O(the size of one chunk).
  public mutating func update(_ element: Element, at position: Int) {
    precondition(position >= 0 && position < elements.count, "update position out of range")
    let (chunkIndex, local) = location(of: position)
    chunks[chunkIndex].replace(at: local, with: folded(element))
    elements[position] = element
    cache = SearchCache()
  }

  private func folded(_ element: Element) -> [UInt8] {
    var region: [UInt8] = []
    for key in keys {
      TextFolding.appendFolded(element[keyPath: key], to: &region)
      region.append(SearchChunk.separator)
    }
    return region
  }

  /// The chunk holding `position` and the position inside it; `(chunks.count, 0)` at the end.
  private func location(of position: Int) -> (chunk: Int, local: Int) {
    var low = 0
    var high = chunkStarts.count
    while low < high {
      let mid = (low + high) / 2
      if chunkStarts[mid] + chunks[mid].count <= position { low = mid + 1 } else { high = mid }
    }
    return low == chunks.count ? (low, 0) : (low, position - chunkStarts[low])
  }

  private mutating func recomputeChunkStarts() {
    var starts: [Int] = []
    starts.reserveCapacity(chunks.count)
    var running = 0
    for chunk in chunks {
      starts.append(running)
      running += chunk.count
    }
    chunkStarts = starts
  }
}

extension SearchIndex where Element: Identifiable {
  /// Replaces the element with the same `id`, if there is one.
  ///
  /// - Returns: Whether an element was replaced.
  /// - Complexity: O(n) to find the element, then O(the size of one chunk).
  @discardableResult
  public mutating func update(_ element: Element) -> Bool {
    guard let position = elements.firstIndex(where: { $0.id == element.id }) else { return false }
    update(element, at: position)
    return true
  }

  /// Removes the element with identity `id`, if there is one.
  ///
  /// - Returns: The removed element, or `nil`.
  @discardableResult
  public mutating func remove(id: Element.ID) -> Element? {
    guard let position = elements.firstIndex(where: { $0.id == id }) else { return nil }
    return remove(at: position)
  }
}

// `@unchecked` only because the standard library does not declare `KeyPath` `Sendable`; key
// paths are immutable once formed, and everything else here is `Sendable` storage (arrays of
// `Sendable` values and a lock-guarded cache).
extension SearchIndex: @unchecked Sendable where Element: Sendable {}
