/// A frog of the guide: what the list shows and the detail describes.
///
/// The identifier is stable across loads (the original made a new `UUID` for every frog it
/// built, so the same frog was a different one after each reload).
public struct Frog: Identifiable, Codable, Equatable, Sendable {
  /// The identifier, stable across loads and launches.
  public var id: String
  /// The frog's common name, which is also the detail screen's title.
  public var name: String
  /// The name of the frog's picture in the app's assets.
  public var imageName: String
  /// Where the frog lives.
  public var location: String

  /// Creates a frog.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - name: The common name.
  ///   - imageName: The picture's asset name.
  ///   - location: Where it lives.
  public init(id: String, name: String, imageName: String, location: String) {
    self.id = id
    self.name = name
    self.imageName = imageName
    self.location = location
  }

  /// The three frogs of the original guide, in its order, identified by their picture's name.
  public static let guide = [
    Frog(
      id: "blue-poison-dart-frog",
      name: "blue poison dart frog",
      imageName: "blue-poison-dart-frog",
      location: "Brazil"
    ),
    Frog(
      id: "red-eyed-tree-frog",
      name: "red eyed tree frog",
      imageName: "red-eyed-tree-frog",
      location: "Mexico"
    ),
    Frog(id: "toad", name: "toad", imageName: "toad", location: "Anywhere"),
  ]
}
