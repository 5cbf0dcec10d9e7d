/// The runtime functions that tell which case an enum value holds and expose its payload.
///
/// Every enum type's value witness table carries them, at offsets fixed by the Swift ABI; they
/// are the same functions `Mirror` calls. They use the Swift calling convention, which passes
/// these plain pointer and integer arguments as the C convention does.
///
/// `@unchecked Sendable`: the pointers lead to the runtime's metadata and code, which are never
/// freed or changed while the process runs.
struct EnumWitnesses: @unchecked Sendable {
  private typealias Value = UnsafeMutableRawPointer
  private typealias Metadata = UnsafeRawPointer
  private typealias GetTag = @convention(c) (Value, Metadata) -> UInt32
  private typealias ProjectPayload = @convention(c) (Value, Metadata) -> Void
  private typealias InjectTag = @convention(c) (Value, UInt32, Metadata) -> Void

  private let metadata: Metadata
  private let getTag: GetTag
  private let projectPayload: ProjectPayload
  private let injectTag: InjectTag

  /// Reads the enum witnesses of a type, or fails when its value witness table has none.
  ///
  /// - Parameter type: An enum type.
  init?(of type: Any.Type) {
    let pointerSize = MemoryLayout<UnsafeRawPointer>.size
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let table = metadata.load(fromByteOffset: -pointerSize, as: UnsafeRawPointer.self)
    // Eight functions, then size and stride, then 32-bit flags and extra inhabitants.
    let flagsOffset = 10 * pointerSize
    let hasEnumWitnesses: UInt32 = 0x0020_0000
    guard table.load(fromByteOffset: flagsOffset, as: UInt32.self) & hasEnumWitnesses != 0 else {
      return nil
    }
    func function<Function>(_ index: Int, as _: Function.Type) -> Function {
      let address = table.load(
        fromByteOffset: flagsOffset + 8 + index * pointerSize,
        as: UnsafeRawPointer.self
      )
      return unsafeBitCast(address, to: Function.self)
    }
    self.metadata = metadata
    self.getTag = function(0, as: GetTag.self)
    self.projectPayload = function(1, as: ProjectPayload.self)
    self.injectTag = function(2, as: InjectTag.self)
  }

  /// Returns the tag of the case a value holds: payload cases first, in the order of the type's
  /// field records.
  func tag(of value: UnsafeMutableRawPointer) -> Int {
    Int(getTag(value, metadata))
  }

  /// Clears the tag bits, leaving the payload at the start of the value, as its own type.
  func exposePayload(of value: UnsafeMutableRawPointer) {
    projectPayload(value, metadata)
  }

  /// Puts back the tag that ``exposePayload(of:)`` cleared.
  func restoreTag(_ tag: Int, of value: UnsafeMutableRawPointer) {
    injectTag(value, UInt32(tag), metadata)
  }
}
