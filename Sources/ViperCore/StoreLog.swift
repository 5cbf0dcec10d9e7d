import Foundation

/// What a `FileDataStore` knows of its file: the entities, and how far it has read the log.
///
/// A version 2 store file is a header line followed by one line per write (see `StoreLogLine`).
/// A write appends its line and syncs it, so its cost does not grow with the store. Bytes after
/// the last newline are an append that a crash cut short: it was never acknowledged, so reading
/// ignores it and the next write cuts it off. Once the lines that describe replaced or removed
/// values outnumber the entities (and a threshold), the next write compacts: it rewrites the file
/// atomically with one line per entity, so the file stays proportional to the store and the
/// amortized cost of a write stays constant. A version 1 file (one JSON document) is read and is
/// rewritten as a log by the first write.
struct StoreLog<Entity>: Sendable
where
  Entity: Identifiable & Codable & Sendable, Entity.ID: Codable & Sendable & CustomStringConvertible
{
  /// The header line this build writes.
  static var headerLine: [UInt8] {
    Array(
      #"{"format":"\#(StoreFileHeader.formatName)","version":\#(StoreFileHeader.currentVersion)}"#
        .utf8
    ) + [newline]
  }

  private static var newline: UInt8 { UInt8(ascii: "\n") }

  private(set) var entities = OrderedEntities<Entity>()
  /// The file as last read or written; `nil` while there was no file.
  private(set) var status: FileStatus?
  /// The bytes of whole lines read or written, header included.
  private var length = 0
  private var lineCount = 0
  /// Lines that describe values since replaced or removed: what compaction would drop.
  private var replacedLines = 0
  private var version = StoreFileHeader.currentVersion

  /// Catches up with a locked file: replays what other writers appended since the last read, or
  /// reads everything again when the file was replaced, truncated or is not a log.
  mutating func catchUp(with file: LockedFile) throws(DataStoreError) {
    let current = file.status
    guard let status, status.isSameFile(as: current), version == StoreFileHeader.currentVersion,
      length > 0, current.size >= length
    else {
      self = try Self.read(file)
      return
    }
    guard current.size != status.size else { return }
    let tail = try file.bytes(from: length)
    try replay(tail[...], path: file.path)
    self.status = current
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
    var appended: [UInt8] = []
    var outcomes: [Result<Void, DataStoreError>] = []
    for change in changes {
      do throws(DataStoreError) {
        try apply(change.line)
        appended += change.bytes
        lineCount += 1
        outcomes.append(.success(()))
      } catch {
        outcomes.append(.failure(error))
      }
    }
    guard !appended.isEmpty else { return outcomes }
    do throws(DataStoreError) {
      if needsRewrite(compactionThreshold: compactionThreshold) {
        try rewrite(file.path)
      } else {
        let current = file.status
        try file.write(appended, at: length, replacingFrom: current.size)
        length += appended.count
        status = FileStatus(device: current.device, inode: current.inode, size: length)
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
    var bytes = Self.headerLine
    for entity in entities.values {
      do {
        bytes += try StoreLogLine.insert(entity).bytes(using: encoder)
      } catch {
        throw .io(path: path, reason: "cannot encode entity \(entity.id): \(error)")
      }
    }
    status = try AtomicFileWriter.replace(path, with: Data(bytes))
    length = bytes.count
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
  private mutating func replay(_ bytes: ArraySlice<UInt8>, path: String) throws(DataStoreError) {
    let decoder = JSONDecoder()
    var start = bytes.startIndex
    while let end = bytes[start...].firstIndex(of: Self.newline) {
      let number = lineCount + 1
      guard end > start else { throw .corrupt(path: path, reason: "line \(number) is empty") }
      let line: StoreLogLine<Entity>
      do {
        line = try decoder.decode(StoreLogLine<Entity>.self, from: Data(bytes[start..<end]))
      } catch {
        throw .corrupt(path: path, reason: "line \(number) cannot be decoded: \(error)")
      }
      do throws(DataStoreError) {
        try apply(line)
      } catch {
        throw .corrupt(path: path, reason: "line \(number) \(Self.conflict(line))")
      }
      lineCount = number
      length += end + 1 - start
      start = end + 1
    }
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
    log.status = file.status
    let bytes = try file.bytes(from: 0)
    let headerEnd = bytes.firstIndex(of: newline)
    // An empty file, or part of the header line: the first write was cut short.
    if headerEnd == nil, headerLine.starts(with: bytes) { return log }
    let header = try StoreFileHeader.decode(
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
      throw .corrupt(path: file.path, reason: "the header line does not end")
    }
    log.length = headerEnd + 1
    log.lineCount = 1
    try log.replay(bytes[(headerEnd + 1)...], path: file.path)
    return log
  }
}
