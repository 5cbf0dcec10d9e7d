import ViperSpec

/// The state the Compatibility Kit's step definitions keep across a scenario's steps.
@MainActor final class KitWorld {
  var count = 0
  var friends = 0
  var money = 0
  var stock: [String] = []
  var chocolate: String?
  var transposed: [[String]] = []
}
