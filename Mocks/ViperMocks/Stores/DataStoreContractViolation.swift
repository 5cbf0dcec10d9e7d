/// The error a `DataStoreContract` check throws when a store breaks a rule.
public struct DataStoreContractViolation: Error, CustomStringConvertible {
  /// What the store did, what the contract expects, and where to look.
  public let description: String
}
