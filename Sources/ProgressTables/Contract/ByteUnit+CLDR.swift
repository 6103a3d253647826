
extension ByteUnit {
    /// The CLDR unit identifier (`digital-megabyte`); CLDR 42 has no exabyte, whose name here
    /// ICU rejects, so a formatter for it can never open.
    package var cldrName: String {
        switch self {
        case .byte: "digital-byte"
        case .kilobyte: "digital-kilobyte"
        case .megabyte: "digital-megabyte"
        case .gigabyte: "digital-gigabyte"
        case .terabyte: "digital-terabyte"
        case .petabyte: "digital-petabyte"
        case .exabyte: "digital-exabyte"
        }
    }
}
