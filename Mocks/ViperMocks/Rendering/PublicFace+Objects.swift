import Foundation

/// The public faces of Foundation values whose storage is a Core Foundation object or a private
/// enum: each shows the initializer a Swift developer would call, with the values it was given.
extension PublicFace {
  /// Whether values of the type have a face here.
  ///
  /// - Parameter type: The type.
  /// - Returns: Whether ``objectShape(of:typeName:)`` knows its values.
  static func coversObject(_ type: Any.Type) -> Bool {
    type is POSIXError.Type || type is DateComponents.Type || type is NSMeasurement.Type
      || type is NSNotification.Type || type is NSOrderedSet.Type || type is NSPredicate.Type
      || type is NSURLComponents.Type || type is NSURLQueryItem.Type || type is FileHandle.Type
  }

  /// The value's face, or `nil` when it has none here.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - typeName: The name its type is shown by.
  /// - Returns: The face.
  static func objectShape(of value: Any, typeName: String) -> ValueShape? {
    switch value {
    case let error as POSIXError where type(of: value) == POSIXError.self:
      return .container(open: "POSIXError(", close: ")", children: [(nil, error.code)])
    case let components as DateComponents:
      // Its mirror shows the calendar and time zone as descriptions, which read as strings.
      let children = Mirror(reflecting: components).children.map { child in
        switch child.label {
        case "calendar": (label: child.label, value: components.calendar as Any)
        case "timeZone": (label: child.label, value: components.timeZone as Any)
        default: (label: child.label, value: child.value)
        }
      }
      return .container(open: "DateComponents(", close: ")", children: children)
    case let measurement as NSMeasurement:
      return .container(
        open: "\(typeName)(",
        close: ")",
        children: [("doubleValue", measurement.doubleValue), ("unit", measurement.unit.symbol)]
      )
    case let notification as NSNotification:
      var children: [(label: String?, value: Any)] = [("name", notification.name.rawValue)]
      if let object = notification.object { children.append(("object", object)) }
      if let userInfo = notification.userInfo { children.append(("userInfo", userInfo)) }
      return .container(open: "\(typeName)(", close: ")", children: children)
    case let set as NSOrderedSet:
      // Not the array `[1, 2]` it would otherwise read alike with.
      return .container(open: "\(typeName)([", close: "])", children: set.array.map { (nil, $0) })
    case let predicate as NSPredicate:
      return predicateShape(predicate, typeName: typeName)
    case let components as NSURLComponents:
      let children = Mirror(reflecting: components as URLComponents).children
      return .container(
        open: "\(typeName)(",
        close: ")",
        children: children.map { (label: $0.label, value: $0.value) }
      )
    case let item as NSURLQueryItem:
      return .container(
        open: "\(typeName)(",
        close: ")",
        children: [("name", item.name), ("value", item.value as Any)]
      )
    case let handle as FileHandle:
      // Any other descriptor's number depends on what else the process has open.
      let names = [0: "standardInput", 1: "standardOutput", 2: "standardError"]
      return names[Int(handle.fileDescriptor)].map { .text("FileHandle." + $0) }
    default:
      return nil
    }
  }

  /// A predicate made from a Boolean as `NSPredicate(value: true)`; one made from a block is code,
  /// shown as `NSPredicate(…)`.
  private static func predicateShape(_ predicate: NSPredicate, typeName: String) -> ValueShape {
    let kind = Mirror(reflecting: predicate).children.first { $0.label == "kind" }?.value
    let payload = kind.flatMap { Mirror(reflecting: $0).children.first }
    guard payload?.label == "boolean", let value = payload?.value as? Bool else {
      return .text("\(typeName)(…)")
    }
    return .text("\(typeName)(value: \(value))")
  }
}
