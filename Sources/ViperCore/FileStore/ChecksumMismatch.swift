/// Why a line of a store file failed its checksum, to follow "line N" in a corrupt-file error.
struct ChecksumMismatch: Error {
  let reason: String
}
