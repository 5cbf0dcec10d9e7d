import Foundation

/// A walk through a spec folder that lists its files and names each path it skips, so the
/// command-line run and a spec suite read a folder by one rule.
///
/// Every path is typed with `stat` before anything opens it (``SpecPathKind``). A pipe, a socket,
/// a device, a link that loops and a link to nothing are skipped, each with a finding that names
/// it. Links to folders are followed after the folder's own tree, each real folder once: a link
/// back into a folder that holds it, or to a folder already read, is skipped with a finding, so
/// no spec runs twice and no walk runs for ever.
struct SpecFolderWalk {
  /// A folder on the walk's list: the path it is read through and where it really is.
  private struct Folder {
    let path: String
    let relativePath: String
    let realPath: String
  }

  /// A link to a folder, followed once the folders without links are read.
  private struct FolderLink {
    let path: String
    let relativePath: String
    let device: UInt64
    let inode: UInt64
    let parentRealPath: String
  }

  /// The files under the folder, as paths relative to it, sorted.
  private(set) var files: [String] = []
  /// The paths the walk skipped, each with why, in path order.
  private(set) var skipped: [SpecLintError] = []
  /// The device and inode of every folder read.
  private var visited: Set<[UInt64]> = []
  /// The links to folders still to follow, in the order they were found.
  private var links: [FolderLink] = []

  /// Walks a folder.
  ///
  /// - Parameter folder: The folder's path, as given to the run.
  init(folder: String) {
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    guard case .folder(let device, let inode) = SpecPathKind(at: base) else { return }
    visited.insert([device, inode])
    read(Folder(path: base, relativePath: "", realPath: Self.realPath(base)))
    var next = 0
    while next < links.count {
      follow(links[next])
      next += 1
    }
    files.sort()
    skipped.sort { $0.uri < $1.uri }
  }

  /// Lists a folder's files, reads its folders, and keeps its links to folders for later.
  private mutating func read(_ folder: Folder) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() {
      let path = "\(folder.path)/\(name)"
      let relativePath = folder.relativePath.isEmpty ? name : "\(folder.relativePath)/\(name)"
      switch SpecPathKind(at: path) {
      case .file:
        files.append(relativePath)
      case .folder(let device, let inode):
        if SpecPathKind.isLink(path) {
          links.append(
            FolderLink(
              path: path,
              relativePath: relativePath,
              device: device,
              inode: inode,
              parentRealPath: folder.realPath
            )
          )
        } else if visited.insert([device, inode]).inserted {
          read(
            Folder(path: path, relativePath: relativePath, realPath: "\(folder.realPath)/\(name)")
          )
        }
      case .special(let special):
        skipped.append(SpecLintError(uri: path, line: 1, message: special.reason))
      case .missing:
        continue  // gone since the folder was listed
      }
    }
  }

  /// Reads the folder a link leads to, unless it holds the link or the walk read it already.
  private mutating func follow(_ link: FolderLink) {
    let target = Self.realPath(link.path)
    if link.parentRealPath == target || link.parentRealPath.hasPrefix(target + "/") {
      skipped.append(
        SpecLintError(
          uri: link.path,
          line: 1,
          message: """
            This link links back to \(target), a folder that holds it, skipped: following it \
            would read that folder's specs again, and those of every folder beside the one \
            given. The run follows a link to a folder once, and never back into a folder that \
            holds the link. To fix, remove the link.
            """
        )
      )
    } else if !visited.insert([link.device, link.inode]).inserted {
      skipped.append(
        SpecLintError(
          uri: link.path,
          line: 1,
          message: """
            This link leads to \(target), a folder the run already reads, skipped: its specs run \
            once. The run follows a link to a folder once, and never into a folder it reads \
            another way. To fix, remove the link.
            """
        )
      )
    } else {
      read(Folder(path: link.path, relativePath: link.relativePath, realPath: target))
    }
  }

  /// The path with every link on it resolved.
  private static func realPath(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }
}
