import Foundation

/// What a `FileDataStore` knows of its file: the entities, and how far it has read the log.
///
/// A version 3 store file is a header line followed by one line per write (see `StoreLogLine`),
/// each framed with a checksum of everything up to it (see `ChecksummedLine`). A write appends
/// its line and syncs it, so its cost does not grow with the store. Bytes after the last newline
/// are an append that a crash cut short: it was never acknowledged, so reading ignores it and the
/// next write cuts it off. Once the lines that describe replaced or removed values outnumber the
/// entities (and a threshold), the next write compacts: it rewrites the file atomically with one
/// line per entity, so the file stays proportional to the store and the amortized cost of a write
/// stays constant. Version 1 (one JSON document) and version 2 (lines without checksums) files are
/// read and rewritten in version 3 by the first write.
struct StoreLog<Entity>: Sendable
where
  Entity: Identifiable & Codable & Sendable, Entity.ID: Codable & Sendable & CustomStringConvertible
{
  /// The header line this build writes.
  static var headerLine: [UInt8] {
    ChecksummedLine.frame(StoreFileHeader.currentJSON, after: 0).bytes
  }

  private static var newline: UInt8 { UInt8(ascii: "\n") }

  private(set) var entities = OrderedEntities<Entity>()
  /// The bytes of whole lines read or written, header included.
  private var length = 0
  /// The last whole line read or written, newline included: the file still holds what this log
  /// read exactly when these bytes still end at `length`, since the line's checksum covers every
  /// line before it.
  private var lastLine: [UInt8] = []
  /// The checksum of the last whole line.
  private var checksum: UInt32 = 0
  private var lineCount = 0
  /// Lines that describe values since replaced or removed: what compaction would drop.
  private var replacedLines = 0
  private var version = StoreFileHeader.currentVersion
  /// Whether this log has made sure that compaction can write its file's new version.
  private var canReplaceFile = false

  /// Catches up with a locked file: replays what other writers appended since the last read, or
  /// reads everything again when the file no longer holds the last line read where it was (it
  /// was compacted, truncated or replaced by anyone) or is not a current log.
  ///
  /// Nothing about the file's identity or size is trusted: an inode is recycled, and a cut-off
  /// line can be replaced by another store's line of the same length.
  mutating func catchUp(with file: LockedFile) throws(DataStoreError) {
    guard version == StoreFileHeader.currentVersion, !lastLine.isEmpty,
      file.status.size >= length
    else {
      self = try Self.read(file)
      return
    }
    let bytes = try file.bytes(from: length - lastLine.count)
    guard bytes.starts(with: lastLine) else {
      self = try Self.read(file)
      return
    }
    try replay(bytes[lastLine.count...], path: file.path)
  }

  /// Commits a batch of writes in order, each checked against the ones before it, and makes the
  /// accepted ones durable with one append (or one compaction) and one sync.
  ///
  /// The writes are applied in place, so a commit costs the same however many entities the log
  /// holds, as long as nothing else references them. If the file cannot be written, every
  /// accepted write fails with that error, the bytes are cut off again, and the log forgets what
  /// it read, so that the next operation reads the file again instead of trusting memory.
  ///
  /// - Returns: Each write's outcome, in order.
  mutating func commit(
    _ changes: [StoreChange<Entity>],
    to file: LockedFile,
    compactionThreshold: Int
  ) -> [Result<Void, DataStoreError>] {
    let end = length
    var appended: [UInt8] = []
    var outcomes: [Result<Void, DataStoreError>] = []
    for change in changes {
      do throws(DataStoreError) {
        try apply(change.line)
        let line = ChecksummedLine.frame(change.json, after: checksum)
        appended += line.bytes
        lastLine = line.bytes
        checksum = line.checksum
        lineCount += 1
        outcomes.append(.success(()))
      } catch {
        outcomes.append(.failure(error))
      }
    }
    guard !appended.isEmpty else { return outcomes }
    do throws(DataStoreError) {
      if !canReplaceFile {
        try AtomicFileWriter.checkCanReplace(file.path)
        canReplaceFile = true
      }
      if needsRewrite(compactionThreshold: compactionThreshold) {
        try rewrite(file.path)
      } else {
        try file.write(appended, at: end, replacingFrom: file.status.size)
        length += appended.count
      }
      return outcomes
    } catch {
      self = StoreLog()
      return outcomes.map { outcome in outcome.flatMap { .failure(error) } }
    }
  }

  private func needsRewrite(compactionThreshold: Int) -> Bool {
    version != StoreFileHeader.currentVersion || length == 0
      || (replacedLines >= compactionThreshold && replacedLines >= entities.count)
  }

  /// Replaces the file with a compact log of the entities, atomically.
  private mutating func rewrite(_ path: String) throws(DataStoreError) {
    let encoder = StoreLogLine<Entity>.encoder
    var last = ChecksummedLine.frame(StoreFileHeader.currentJSON, after: 0)
    var bytes = last.bytes
    for entity in entities.values {
      do {
        last = ChecksummedLine.frame(
          try StoreLogLine.insert(entity).json(using: encoder),
          after: last.checksum
        )
      } catch {
        throw .io(path: path, reason: "cannot encode entity \(entity.id): \(error)")
      }
      bytes += last.bytes
    }
    try AtomicFileWriter.replace(path, with: Data(bytes))
    length = bytes.count
    lastLine = last.bytes
    checksum = last.checksum
    lineCount = entities.count + 1
    replacedLines = 0
    version = StoreFileHeader.currentVersion
  }

  /// Applies one write to the entities, refusing what the store's rules do not allow.
  private mutating func apply(_ line: StoreLogLine<Entity>) throws(DataStoreError) {
    switch line {
    case .insert(let entity):
      guard !entities.contains(id: entity.id) else { throw .duplicateID(entity.id.description) }
      entities.append(entity)
    case .update(let entity):
      guard entities.contains(id: entity.id) else { throw .notFound(id: entity.id.description) }
      entities.replace(entity)
      replacedLines += 1
    case .delete(let id):
      guard entities.contains(id: id) else { throw .notFound(id: id.description) }
      entities.remove(id: id)
      replacedLines += 2
    }
  }

  /// Replays the whole lines of bytes read from the end of the log; a last line without a newline
  /// is an unfinished append and is left for the next write to cut off.
  ///
  /// A crash cuts an append short, so an unfinished line is always the start of a line. One
  /// that holds a whole line and one byte more lost its newline to damage, and is reported.
  private mutating func replay(_ bytes: ArraySlice<UInt8>, path: String) throws(DataStoreError) {
    let decoder = StoreEncoding.decoder
    var start = bytes.startIndex
    var lastLineStart: Int?
    while let end = bytes[start...].firstIndex(of: Self.newline) {
      try replayLine(bytes[start..<end], decoder: decoder, path: path)
      length += end + 1 - start
      lastLineStart = start
      start = end + 1
    }
    if let lastLineStart { lastLine = Array(bytes[lastLineStart..<start]) }
    let unfinished = bytes[start...]
    guard version >= 3, !unfinished.isEmpty, isDamaged(unfinished) else { return }
    throw .corrupt(
      path: path,
      reason: "line \(lineCount + 1) does not end with a newline, though a crash cannot have cut "
        + "it there: it is whole and was changed"
    )
  }

  /// Whether bytes after the last newline are a damaged line rather than an append a crash cut
  /// short: a whole line whose newline became another byte, or a line whose JSON is whole (a
  /// cut never leaves a whole JSON object) but fails its checksum.
  private func isDamaged(_ unfinished: ArraySlice<UInt8>) -> Bool {
    if (try? ChecksummedLine.unframe(unfinished.dropLast(), after: checksum)) != nil { return true }
    guard ChecksummedLine.hasChecksum(unfinished),
      (try? ChecksummedLine.unframe(unfinished, after: checksum)) == nil
    else { return false }
    let json = Data(unfinished.dropFirst(ChecksummedLine.prefixLength))
    return (try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])) != nil
  }

  private mutating func replayLine(
    _ bytes: ArraySlice<UInt8>,
    decoder: JSONDecoder,
    path: String
  ) throws(DataStoreError) {
    let number = lineCount + 1
    guard !bytes.isEmpty else { throw .corrupt(path: path, reason: "line \(number) is empty") }
    var json = bytes
    if version >= 3 {
      do {
        (json, checksum) = try ChecksummedLine.unframe(bytes, after: checksum)
      } catch {
        throw .corrupt(path: path, reason: "line \(number) \(error.reason)")
      }
    }
    let line: StoreLogLine<Entity>
    do {
      line = try StoreLogLine(json: json, decoder: decoder)
    } catch {
      throw .corrupt(path: path, reason: "line \(number) cannot be decoded: \(error)")
    }
    do throws(DataStoreError) {
      try apply(line)
    } catch {
      throw .corrupt(path: path, reason: "line \(number) \(Self.conflict(line))")
    }
    lineCount = number
  }

  private static func conflict(_ line: StoreLogLine<Entity>) -> String {
    switch line {
    case .insert(let entity): "inserts ID \(entity.id), which is already stored"
    case .update(let entity): "updates ID \(entity.id), which is not stored"
    case .delete(let id): "deletes ID \(id), which is not stored"
    }
  }

  /// Reads a whole file: a log, a version 1 document, or the start of a first write.
  private static func read(_ file: LockedFile) throws(DataStoreError) -> StoreLog {
    var log = StoreLog()
    let bytes = try file.bytes(from: 0)
    let headerEnd = bytes.firstIndex(of: newline)
    // An empty file, or part of the header line: the first write was cut short.
    if headerEnd == nil, headerLine.starts(with: bytes) { return log }
    let (header, checksum) = try StoreFileHeader.decode(
      firstLine: bytes[..<(headerEnd ?? bytes.endIndex)],
      orWhole: bytes,
      path: file.path
    )
    log.version = header.version
    if header.version == 1 {
      log.entities = try StoreFile<Entity>.decodeEntities(bytes, path: file.path)
      log.length = bytes.count
      return log
    }
    guard let headerEnd else {
      throw .corrupt(path: file.path, reason: "line 1 does not end with a newline")
    }
    log.length = headerEnd + 1
    log.lastLine = Array(bytes[...headerEnd])
    log.checksum = checksum ?? 0
    log.lineCount = 1
    try log.replay(bytes[(headerEnd + 1)...], path: file.path)
    return log
  }
}
