import Foundation
import ViperCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The copy of the package that mutate builds and tests, so that the user's files are never
/// touched: it lives in the package's build folder (`.build/viper-spec-mutate/package`), keeps
/// its own build folder from one run to the next, and is brought up to date file by file, so
/// that a second run rebuilds only what changed.
struct ScratchCopy {
  /// The user's package.
  let original: URL
  /// The copy's root.
  let root: URL

  /// The folders a copy leaves out: build products, version control, editor state.
  private static func isLeftOut(_ name: String) -> Bool {
    name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" || name == ".DS_Store"
  }

  /// Names the copy of a package.
  ///
  /// - Parameter original: The package's root.
  init(of original: URL) {
    self.original = original.standardizedFileURL
    root = self.original.appendingPathComponent(".build/viper-spec-mutate/package")
  }

  /// Brings the copy up to date with the package: files written only where their bytes differ,
  /// files the package no longer has removed, and the manifest's relative path dependencies
  /// made absolute, since the copy lives elsewhere.
  ///
  /// - Returns: A digest of every file copied and of every file of the package's local path
  ///   dependencies, each with its path and its bytes: what the cache's keys are made of, so
  ///   that a change in a local package the tests build on runs the mutants again.
  /// - Throws: A `SpecCommandError` naming a file that cannot be copied.
  @discardableResult
  func synchronize() throws(SpecCommandError) -> String {
    var digests: [String] = []
    var kept: Set<String> = []
    var dependencies: [URL] = []
    for (path, url) in try Self.files(under: original) {
      kept.insert(path)
      guard var contents = try? Data(contentsOfFileAt: url.path) else {
        throw SpecCommandError("\(url.path) cannot be read.")
      }
      digests.append(path + "\u{0}" + SHA256.hexDigest(Array(contents)))
      if path == "Package.swift" {
        let manifest = String(decoding: contents, as: UTF8.self)
        dependencies = Self.localDependencies(of: manifest, at: original)
        contents = Data(absolutePathDependencies(manifest).utf8)
      }
      try write(contents, to: path)
    }
    for dependency in dependencies {
      for (path, url) in (try? Self.files(under: dependency)) ?? [] {
        let contents = (try? Data(contentsOfFileAt: url.path)) ?? Data()
        digests.append(
          dependency.path + "/" + path + "\u{0}" + SHA256.hexDigest(Array(contents))
        )
      }
    }
    removeFiles(notIn: kept)
    // SwiftPM plans a build again only when a manifest changes: without this, a file added to a
    // local dependency since the copy's last build is not compiled, and the build fails.
    utimes(root.appendingPathComponent("Package.swift").path, nil)
    return SHA256.hexDigest(Array(digests.sorted().joined(separator: "\n").utf8))
  }

  /// The files under a folder a copy takes, by their paths relative to it.
  private static func files(under folder: URL) throws(SpecCommandError) -> [(String, URL)] {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: folder.path) else {
      throw SpecCommandError("\(folder.path) cannot be read.")
    }
    var files: [(String, URL)] = []
    while let next = enumerator.nextObject() as? String {
      if isLeftOut((next as NSString).lastPathComponent) {
        enumerator.skipDescendants()
        continue
      }
      let url = folder.appendingPathComponent(next)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
      else { continue }
      files.append((next, url))
    }
    return files
  }

  /// Writes a file of the copy, unless it already holds these bytes.
  ///
  /// The file's modification time then moves on by at least a second: the compiler reads
  /// modification times to the second, and a file written twice in one second (a mutant built
  /// apart, then the next one in the same file) would otherwise not be compiled again, and its
  /// tests would run against the binary of the mutant before.
  ///
  /// - Parameters:
  ///   - contents: The bytes.
  ///   - path: The path relative to the copy's root.
  /// - Throws: A `SpecCommandError` when the file cannot be written.
  func write(_ contents: Data, to path: String) throws(SpecCommandError) {
    let target = root.appendingPathComponent(path)
    guard (try? Data(contentsOfFileAt: target.path)) != contents else { return }
    var before = stat()
    let hadFile = stat(target.path, &before) == 0
    do {
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      try contents.write(to: target)
    } catch {
      throw SpecCommandError("\(target.path) cannot be written: \(error.localizedDescription)")
    }
    var after = stat()
    guard hadFile, stat(target.path, &after) == 0,
      Self.seconds(of: after) <= Self.seconds(of: before)
    else { return }
    var times = [
      timeval(tv_sec: Self.seconds(of: before) + 1, tv_usec: 0),
      timeval(tv_sec: Self.seconds(of: before) + 1, tv_usec: 0),
    ]
    utimes(target.path, &times)
  }

  /// A file's modification time, in whole seconds.
  private static func seconds(of status: stat) -> Int {
    #if canImport(Darwin)
    Int(status.st_mtimespec.tv_sec)
    #else
    Int(status.st_mtim.tv_sec)
    #endif
  }

  /// Removes the copy's files the package no longer has, its build folder aside.
  private func removeFiles(notIn kept: Set<String>) {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: root.path) else { return }
    while let next = enumerator.nextObject() as? String {
      if Self.isLeftOut((next as NSString).lastPathComponent) {
        enumerator.skipDescendants()
        continue
      }
      var isFolder: ObjCBool = false
      let path = root.appendingPathComponent(next).path
      guard manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
        !kept.contains(next)
      else { continue }
      try? manager.removeItem(atPath: path)
    }
  }

  /// The folders of a package's local path dependencies, theirs, and so on.
  private static func localDependencies(of manifest: String, at folder: URL) -> [URL] {
    var found: [URL] = []
    var pending = pathDependencies(of: manifest, at: folder).map(\.absolute)
    while let next = pending.popLast() {
      guard !found.contains(next), next != folder else { continue }
      found.append(next)
      let nested = next.appendingPathComponent("Package.swift")
      guard let data = try? Data(contentsOfFileAt: nested.path) else { continue }
      pending += pathDependencies(of: String(decoding: data, as: UTF8.self), at: next).map(
        \.absolute
      )
    }
    return found
  }

  /// Each `.package(path: "…")` of a manifest: where its path is written, and the folder it
  /// names.
  static func pathDependencies(
    of manifest: String,
    at folder: URL
  ) -> [(written: Range<Int>, absolute: URL)] {
    let source = SwiftSourceText(manifest)
    return source.occurrences(of: ".package(").compactMap { start in
      let opening = start + ".package".count
      guard let label = source.label("path", inside: opening),
        let quote = source.next("\"", after: label),
        let end = source.bytes[(quote + 1)...].firstIndex(of: UInt8(ascii: "\""))
      else { return nil }
      let path = source[quote + 1..<end]
      let absolute =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path).standardizedFileURL
      return (quote + 1..<end, absolute)
    }
  }

  /// The manifest with each `.package(path: "…")` that is relative made absolute.
  func absolutePathDependencies(_ manifest: String) -> String {
    var bytes = Array(manifest.utf8)
    for (written, absolute) in Self.pathDependencies(of: manifest, at: original).reversed() {
      bytes.replaceSubrange(written, with: Array(absolute.path.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
