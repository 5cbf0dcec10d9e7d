import Foundation

/// The names of Foundation's string constants, such as run loop modes and file attribute keys.
///
/// Their raw values are Core Foundation's or Objective-C's spellings: `RunLoop.Mode.default` reads
/// `.default`, not `RunLoop.Mode(rawValue: "kCFRunLoopDefaultMode")`.
///
/// Built from the constants themselves, so a name is never wrong; a value without one, such as a
/// notification name of the app's own, shows its raw value: `NSNotification.Name(rawValue: "Saved")`.
enum StringConstantNames {
  private static let names: [ObjectIdentifier: [String: String]] = Dictionary(
    [
      constants(
        RunLoop.Mode.self,
        [
          (.default, "default"), (.common, "common"),
        ]
      ),
      constants(
        FileAttributeKey.self,
        [
          (.type, "type"), (.size, "size"), (.modificationDate, "modificationDate"),
          (.referenceCount, "referenceCount"), (.deviceIdentifier, "deviceIdentifier"),
          (.ownerAccountName, "ownerAccountName"),
          (.groupOwnerAccountName, "groupOwnerAccountName"),
          (.posixPermissions, "posixPermissions"), (.systemNumber, "systemNumber"),
          (.systemFileNumber, "systemFileNumber"), (.extensionHidden, "extensionHidden"),
          (.hfsCreatorCode, "hfsCreatorCode"), (.hfsTypeCode, "hfsTypeCode"),
          (.immutable, "immutable"),
          (.appendOnly, "appendOnly"), (.creationDate, "creationDate"),
          (.ownerAccountID, "ownerAccountID"), (.groupOwnerAccountID, "groupOwnerAccountID"),
          (.busy, "busy"), (.protectionKey, "protectionKey"), (.systemSize, "systemSize"),
          (.systemFreeSize, "systemFreeSize"), (.systemNodes, "systemNodes"),
          (.systemFreeNodes, "systemFreeNodes"),
        ]
      ),
      constants(
        FileAttributeType.self,
        [
          (.typeBlockSpecial, "typeBlockSpecial"), (.typeCharacterSpecial, "typeCharacterSpecial"),
          (.typeDirectory, "typeDirectory"), (.typeRegular, "typeRegular"),
          (.typeSocket, "typeSocket"),
          (.typeSymbolicLink, "typeSymbolicLink"), (.typeUnknown, "typeUnknown"),
        ]
      ),
      constants(
        FileProtectionType.self,
        [
          (.none, "none"), (.complete, "complete"), (.completeUnlessOpen, "completeUnlessOpen"),
          (.completeUntilFirstUserAuthentication, "completeUntilFirstUserAuthentication"),
          (.inactive, "inactive"),
        ]
      ),
      constants(
        URLResourceKey.self,
        [
          (.keysOfUnsetValuesKey, "keysOfUnsetValuesKey"), (.nameKey, "nameKey"),
          (.localizedNameKey, "localizedNameKey"), (.isRegularFileKey, "isRegularFileKey"),
          (.isDirectoryKey, "isDirectoryKey"), (.isSymbolicLinkKey, "isSymbolicLinkKey"),
          (.isVolumeKey, "isVolumeKey"), (.isPackageKey, "isPackageKey"),
          (.isApplicationKey, "isApplicationKey"),
          (.applicationIsScriptableKey, "applicationIsScriptableKey"),
          (.isSystemImmutableKey, "isSystemImmutableKey"),
          (.isUserImmutableKey, "isUserImmutableKey"),
          (.isHiddenKey, "isHiddenKey"), (.hasHiddenExtensionKey, "hasHiddenExtensionKey"),
          (.creationDateKey, "creationDateKey"), (.contentAccessDateKey, "contentAccessDateKey"),
          (.contentModificationDateKey, "contentModificationDateKey"),
          (.attributeModificationDateKey, "attributeModificationDateKey"),
          (.linkCountKey, "linkCountKey"), (.parentDirectoryURLKey, "parentDirectoryURLKey"),
          (.volumeURLKey, "volumeURLKey"), (.typeIdentifierKey, "typeIdentifierKey"),
          (.localizedTypeDescriptionKey, "localizedTypeDescriptionKey"),
          (.labelNumberKey, "labelNumberKey"), (.labelColorKey, "labelColorKey"),
          (.localizedLabelKey, "localizedLabelKey"), (.effectiveIconKey, "effectiveIconKey"),
          (.customIconKey, "customIconKey"),
          (.fileResourceIdentifierKey, "fileResourceIdentifierKey"),
          (.volumeIdentifierKey, "volumeIdentifierKey"),
          (.preferredIOBlockSizeKey, "preferredIOBlockSizeKey"), (.isReadableKey, "isReadableKey"),
          (.isWritableKey, "isWritableKey"), (.isExecutableKey, "isExecutableKey"),
          (.fileSecurityKey, "fileSecurityKey"),
          (.isExcludedFromBackupKey, "isExcludedFromBackupKey"),
          (.tagNamesKey, "tagNamesKey"), (.pathKey, "pathKey"),
          (.canonicalPathKey, "canonicalPathKey"),
          (.isMountTriggerKey, "isMountTriggerKey"),
          (.generationIdentifierKey, "generationIdentifierKey"),
          (.documentIdentifierKey, "documentIdentifierKey"),
          (.addedToDirectoryDateKey, "addedToDirectoryDateKey"),
          (.quarantinePropertiesKey, "quarantinePropertiesKey"),
          (.fileResourceTypeKey, "fileResourceTypeKey"),
          (.thumbnailDictionaryKey, "thumbnailDictionaryKey"), (.thumbnailKey, "thumbnailKey"),
          (.fileSizeKey, "fileSizeKey"), (.fileAllocatedSizeKey, "fileAllocatedSizeKey"),
          (.totalFileSizeKey, "totalFileSizeKey"),
          (.totalFileAllocatedSizeKey, "totalFileAllocatedSizeKey"),
          (.isAliasFileKey, "isAliasFileKey"),
          (.volumeLocalizedFormatDescriptionKey, "volumeLocalizedFormatDescriptionKey"),
          (.volumeTotalCapacityKey, "volumeTotalCapacityKey"),
          (.volumeAvailableCapacityKey, "volumeAvailableCapacityKey"),
          (.volumeResourceCountKey, "volumeResourceCountKey"),
          (.volumeSupportsPersistentIDsKey, "volumeSupportsPersistentIDsKey"),
          (.volumeSupportsSymbolicLinksKey, "volumeSupportsSymbolicLinksKey"),
          (.volumeSupportsHardLinksKey, "volumeSupportsHardLinksKey"),
          (.volumeSupportsJournalingKey, "volumeSupportsJournalingKey"),
          (.volumeIsJournalingKey, "volumeIsJournalingKey"),
          (.volumeSupportsSparseFilesKey, "volumeSupportsSparseFilesKey"),
          (.volumeSupportsZeroRunsKey, "volumeSupportsZeroRunsKey"),
          (.volumeSupportsCaseSensitiveNamesKey, "volumeSupportsCaseSensitiveNamesKey"),
          (.volumeSupportsCasePreservedNamesKey, "volumeSupportsCasePreservedNamesKey"),
          (.volumeSupportsRootDirectoryDatesKey, "volumeSupportsRootDirectoryDatesKey"),
          (.volumeSupportsVolumeSizesKey, "volumeSupportsVolumeSizesKey"),
          (.volumeSupportsRenamingKey, "volumeSupportsRenamingKey"),
          (.volumeSupportsAdvisoryFileLockingKey, "volumeSupportsAdvisoryFileLockingKey"),
          (.volumeSupportsExtendedSecurityKey, "volumeSupportsExtendedSecurityKey"),
          (.volumeIsBrowsableKey, "volumeIsBrowsableKey"),
          (.volumeMaximumFileSizeKey, "volumeMaximumFileSizeKey"),
          (.volumeIsEjectableKey, "volumeIsEjectableKey"),
          (.volumeIsRemovableKey, "volumeIsRemovableKey"),
          (.volumeIsInternalKey, "volumeIsInternalKey"),
          (.volumeIsAutomountedKey, "volumeIsAutomountedKey"),
          (.volumeIsLocalKey, "volumeIsLocalKey"),
          (.volumeIsReadOnlyKey, "volumeIsReadOnlyKey"),
          (.volumeCreationDateKey, "volumeCreationDateKey"),
          (.volumeURLForRemountingKey, "volumeURLForRemountingKey"),
          (.volumeUUIDStringKey, "volumeUUIDStringKey"), (.volumeNameKey, "volumeNameKey"),
          (.volumeLocalizedNameKey, "volumeLocalizedNameKey"),
          (.volumeIsEncryptedKey, "volumeIsEncryptedKey"),
          (.volumeIsRootFileSystemKey, "volumeIsRootFileSystemKey"),
          (.volumeSupportsCompressionKey, "volumeSupportsCompressionKey"),
          (.volumeSupportsFileCloningKey, "volumeSupportsFileCloningKey"),
          (.volumeSupportsSwapRenamingKey, "volumeSupportsSwapRenamingKey"),
          (.volumeSupportsExclusiveRenamingKey, "volumeSupportsExclusiveRenamingKey"),
          (.isUbiquitousItemKey, "isUbiquitousItemKey"),
          (.ubiquitousItemHasUnresolvedConflictsKey, "ubiquitousItemHasUnresolvedConflictsKey"),
          (.ubiquitousItemIsDownloadingKey, "ubiquitousItemIsDownloadingKey"),
          (.ubiquitousItemIsUploadedKey, "ubiquitousItemIsUploadedKey"),
          (.ubiquitousItemIsUploadingKey, "ubiquitousItemIsUploadingKey"),
          (.ubiquitousItemDownloadingStatusKey, "ubiquitousItemDownloadingStatusKey"),
          (.ubiquitousItemDownloadingErrorKey, "ubiquitousItemDownloadingErrorKey"),
          (.ubiquitousItemUploadingErrorKey, "ubiquitousItemUploadingErrorKey"),
          (.ubiquitousItemDownloadRequestedKey, "ubiquitousItemDownloadRequestedKey"),
          (.ubiquitousItemContainerDisplayNameKey, "ubiquitousItemContainerDisplayNameKey"),
        ]
      ),
      constants(
        URLFileResourceType.self,
        [
          (.namedPipe, "namedPipe"), (.characterSpecial, "characterSpecial"),
          (.directory, "directory"),
          (.blockSpecial, "blockSpecial"), (.regular, "regular"), (.symbolicLink, "symbolicLink"),
          (.socket, "socket"), (.unknown, "unknown"),
        ]
      ),
      constants(
        ProgressKind.self,
        [
          (.file, "file")
        ]
      ),
      constants(
        ProgressUserInfoKey.self,
        [
          (.estimatedTimeRemainingKey, "estimatedTimeRemainingKey"),
          (.throughputKey, "throughputKey"),
          (.fileOperationKindKey, "fileOperationKindKey"), (.fileURLKey, "fileURLKey"),
          (.fileTotalCountKey, "fileTotalCountKey"),
          (.fileCompletedCountKey, "fileCompletedCountKey"),
        ]
      ),
      constants(
        Progress.FileOperationKind.self,
        [
          (.downloading, "downloading"),
          (.decompressingAfterDownloading, "decompressingAfterDownloading"),
          (.receiving, "receiving"),
          (.copying, "copying"),
        ]
      ),
      constants(
        NSCalendar.Identifier.self,
        [
          (.gregorian, "gregorian"), (.buddhist, "buddhist"), (.chinese, "chinese"),
          (.coptic, "coptic"), (.ethiopicAmeteMihret, "ethiopicAmeteMihret"),
          (.ethiopicAmeteAlem, "ethiopicAmeteAlem"), (.hebrew, "hebrew"), (.ISO8601, "ISO8601"),
          (.indian, "indian"), (.islamic, "islamic"), (.islamicCivil, "islamicCivil"),
          (.japanese, "japanese"), (.persian, "persian"), (.republicOfChina, "republicOfChina"),
          (.islamicTabular, "islamicTabular"), (.islamicUmmAlQura, "islamicUmmAlQura"),
        ]
      ),
      constants(
        StringTransform.self,
        [
          (.toLatin, "toLatin"), (.latinToArabic, "latinToArabic"),
          (.latinToCyrillic, "latinToCyrillic"), (.latinToHangul, "latinToHangul"),
          (.latinToHebrew, "latinToHebrew"), (.latinToHiragana, "latinToHiragana"),
          (.latinToKatakana, "latinToKatakana"), (.latinToThai, "latinToThai"),
          (.hiraganaToKatakana, "hiraganaToKatakana"), (.mandarinToLatin, "mandarinToLatin"),
          (.stripDiacritics, "stripDiacritics"), (.stripCombiningMarks, "stripCombiningMarks"),
          (.fullwidthToHalfwidth, "fullwidthToHalfwidth"), (.toUnicodeName, "toUnicodeName"),
          (.toXMLHex, "toXMLHex"),
        ]
      ),
      constants(
        NSLocale.Key.self,
        [
          (.identifier, "identifier"), (.languageCode, "languageCode"),
          (.countryCode, "countryCode"),
          (.scriptCode, "scriptCode"), (.variantCode, "variantCode"),
          (.exemplarCharacterSet, "exemplarCharacterSet"), (.calendar, "calendar"),
          (.collationIdentifier, "collationIdentifier"), (.usesMetricSystem, "usesMetricSystem"),
          (.measurementSystem, "measurementSystem"), (.decimalSeparator, "decimalSeparator"),
          (.groupingSeparator, "groupingSeparator"), (.currencySymbol, "currencySymbol"),
          (.currencyCode, "currencyCode"), (.collatorIdentifier, "collatorIdentifier"),
          (.quotationBeginDelimiterKey, "quotationBeginDelimiterKey"),
          (.quotationEndDelimiterKey, "quotationEndDelimiterKey"),
          (.calendarIdentifier, "calendarIdentifier"),
          (.alternateQuotationBeginDelimiterKey, "alternateQuotationBeginDelimiterKey"),
          (.alternateQuotationEndDelimiterKey, "alternateQuotationEndDelimiterKey"),
        ]
      ),
      constants(
        NSNotification.Name.self,
        [
          (.NSFileHandleReadToEndOfFileCompletion, "NSFileHandleReadToEndOfFileCompletion"),
          (.NSFileHandleConnectionAccepted, "NSFileHandleConnectionAccepted"),
          (.NSFileHandleDataAvailable, "NSFileHandleDataAvailable"),
          (.NSCalendarDayChanged, "NSCalendarDayChanged"),
          (.NSSystemTimeZoneDidChange, "NSSystemTimeZoneDidChange"),
          (.NSWillBecomeMultiThreaded, "NSWillBecomeMultiThreaded"),
          (.NSDidBecomeSingleThreaded, "NSDidBecomeSingleThreaded"),
          (.NSThreadWillExit, "NSThreadWillExit"),
        ]
      ),
    ],
    uniquingKeysWith: { first, _ in first }
  )

  /// Returns whether the type is one whose constants have names here.
  ///
  /// - Parameter type: A type.
  /// - Returns: Whether ``text(of:)`` names its constants.
  static func covers(_ type: Any.Type) -> Bool {
    names[ObjectIdentifier(type)] != nil
  }

  /// Returns a constant's name, such as `.default`, or its type and raw value when it has none.
  ///
  /// - Parameter value: A value of a type that ``covers(_:)`` accepts.
  /// - Returns: Its text.
  static func text(of value: Any) -> String {
    let rawValue = (value as? any RawRepresentable)?.rawValue as? String ?? ""
    if let name = names[ObjectIdentifier(type(of: value))]?[rawValue] { return "." + name }
    return "\(TypeName.display(type(of: value)))(rawValue: \(TextRenderer.quoted(rawValue)))"
  }

  private static func constants<Constant: RawRepresentable<String>>(
    _ type: Constant.Type,
    _ constants: [(Constant, String)]
  ) -> (ObjectIdentifier, [String: String]) {
    let names = Dictionary(constants.map { ($0.0.rawValue, $0.1) }) { first, _ in first }
    return (ObjectIdentifier(type), names)
  }
}
