extension String {
  /// The number of terminal columns the string takes, counting East Asian wide characters as two.
  ///
  /// Step glossaries align Japanese phrases with English ones; counting characters would push the
  /// notes of a Japanese phrase half a phrase too far right.
  package var terminalWidth: Int {
    reduce(0) { width, character in
      let isWide = character.unicodeScalars.first.map { scalar in
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
          0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
          0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
          true
        default:
          false
        }
      }
      return width + (isWide == true ? 2 : 1)
    }
  }
}
