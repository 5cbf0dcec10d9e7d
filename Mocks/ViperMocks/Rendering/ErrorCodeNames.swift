import Foundation

/// The names of `URLError`'s codes, so that an error reads `URLError(.timedOut)`.
///
/// Not `URLError(_nsError: …)`, its storage. Built from Foundation's own constants, so a name is
/// never wrong; a code without one shows its raw value.
enum URLErrorCodeNames {
  private static let names: [Int: String] = {
    let codes: [(URLError.Code, String)] = [
      (.unknown, "unknown"), (.cancelled, "cancelled"), (.badURL, "badURL"),
      (.timedOut, "timedOut"), (.unsupportedURL, "unsupportedURL"),
      (.cannotFindHost, "cannotFindHost"), (.cannotConnectToHost, "cannotConnectToHost"),
      (.networkConnectionLost, "networkConnectionLost"), (.dnsLookupFailed, "dnsLookupFailed"),
      (.httpTooManyRedirects, "httpTooManyRedirects"),
      (.resourceUnavailable, "resourceUnavailable"),
      (.notConnectedToInternet, "notConnectedToInternet"),
      (.redirectToNonExistentLocation, "redirectToNonExistentLocation"),
      (.badServerResponse, "badServerResponse"),
      (.userCancelledAuthentication, "userCancelledAuthentication"),
      (.userAuthenticationRequired, "userAuthenticationRequired"),
      (.zeroByteResource, "zeroByteResource"), (.cannotDecodeRawData, "cannotDecodeRawData"),
      (.cannotDecodeContentData, "cannotDecodeContentData"),
      (.cannotParseResponse, "cannotParseResponse"),
      (
        .appTransportSecurityRequiresSecureConnection,
        "appTransportSecurityRequiresSecureConnection"
      ),
      (.fileDoesNotExist, "fileDoesNotExist"), (.fileIsDirectory, "fileIsDirectory"),
      (.noPermissionsToReadFile, "noPermissionsToReadFile"),
      (.dataLengthExceedsMaximum, "dataLengthExceedsMaximum"),
      (.secureConnectionFailed, "secureConnectionFailed"),
      (.serverCertificateHasBadDate, "serverCertificateHasBadDate"),
      (.serverCertificateUntrusted, "serverCertificateUntrusted"),
      (.serverCertificateHasUnknownRoot, "serverCertificateHasUnknownRoot"),
      (.serverCertificateNotYetValid, "serverCertificateNotYetValid"),
      (.clientCertificateRejected, "clientCertificateRejected"),
      (.clientCertificateRequired, "clientCertificateRequired"),
      (.cannotLoadFromNetwork, "cannotLoadFromNetwork"), (.cannotCreateFile, "cannotCreateFile"),
      (.cannotOpenFile, "cannotOpenFile"), (.cannotCloseFile, "cannotCloseFile"),
      (.cannotWriteToFile, "cannotWriteToFile"), (.cannotRemoveFile, "cannotRemoveFile"),
      (.cannotMoveFile, "cannotMoveFile"),
      (.downloadDecodingFailedMidStream, "downloadDecodingFailedMidStream"),
      (.downloadDecodingFailedToComplete, "downloadDecodingFailedToComplete"),
      (.internationalRoamingOff, "internationalRoamingOff"), (.callIsActive, "callIsActive"),
      (.dataNotAllowed, "dataNotAllowed"),
      (.requestBodyStreamExhausted, "requestBodyStreamExhausted"),
      (.backgroundSessionRequiresSharedContainer, "backgroundSessionRequiresSharedContainer"),
      (.backgroundSessionInUseByAnotherProcess, "backgroundSessionInUseByAnotherProcess"),
      (.backgroundSessionWasDisconnected, "backgroundSessionWasDisconnected"),
    ]
    return Dictionary(codes.map { ($0.0.rawValue, $0.1) }, uniquingKeysWith: { first, _ in first })
  }()

  /// The code as it is written in `URLError(…)`: `.timedOut`, or `URLError.Code(rawValue: 1)`.
  static func name(of code: URLError.Code) -> String {
    names[code.rawValue].map { "." + $0 } ?? "URLError.Code(rawValue: \(code.rawValue))"
  }
}

/// The names of `CocoaError`'s common codes, as for `URLError`.
enum CocoaErrorCodeNames {
  private static let names: [Int: String] = {
    let codes: [(CocoaError.Code, String)] = [
      (.fileNoSuchFile, "fileNoSuchFile"), (.fileLocking, "fileLocking"),
      (.fileReadUnknown, "fileReadUnknown"), (.fileReadNoPermission, "fileReadNoPermission"),
      (.fileReadInvalidFileName, "fileReadInvalidFileName"),
      (.fileReadCorruptFile, "fileReadCorruptFile"), (.fileReadNoSuchFile, "fileReadNoSuchFile"),
      (.fileReadInapplicableStringEncoding, "fileReadInapplicableStringEncoding"),
      (.fileReadUnsupportedScheme, "fileReadUnsupportedScheme"),
      (.fileReadTooLarge, "fileReadTooLarge"),
      (.fileReadUnknownStringEncoding, "fileReadUnknownStringEncoding"),
      (.fileWriteUnknown, "fileWriteUnknown"), (.fileWriteNoPermission, "fileWriteNoPermission"),
      (.fileWriteInvalidFileName, "fileWriteInvalidFileName"),
      (.fileWriteFileExists, "fileWriteFileExists"),
      (.fileWriteInapplicableStringEncoding, "fileWriteInapplicableStringEncoding"),
      (.fileWriteUnsupportedScheme, "fileWriteUnsupportedScheme"),
      (.fileWriteOutOfSpace, "fileWriteOutOfSpace"),
      (.fileWriteVolumeReadOnly, "fileWriteVolumeReadOnly"),
      (.keyValueValidation, "keyValueValidation"), (.formatting, "formatting"),
      (.userCancelled, "userCancelled"), (.featureUnsupported, "featureUnsupported"),
      (.propertyListReadCorrupt, "propertyListReadCorrupt"),
      (.propertyListReadUnknownVersion, "propertyListReadUnknownVersion"),
      (.propertyListReadStream, "propertyListReadStream"),
      (.propertyListWriteStream, "propertyListWriteStream"),
      (.propertyListWriteInvalid, "propertyListWriteInvalid"),
      (.coderReadCorrupt, "coderReadCorrupt"), (.coderValueNotFound, "coderValueNotFound"),
      (.coderInvalidValue, "coderInvalidValue"),
    ]
    return Dictionary(codes.map { ($0.0.rawValue, $0.1) }, uniquingKeysWith: { first, _ in first })
  }()

  /// The code as it is written in `CocoaError(…)`: `.fileNoSuchFile`, or its raw value.
  static func name(of code: CocoaError.Code) -> String {
    names[code.rawValue].map { "." + $0 } ?? "CocoaError.Code(rawValue: \(code.rawValue))"
  }
}
