extension ICULocale {
    /// The longest locale ID handed to ICU's object constructors: ICU's own
    /// `ULOC_FULLNAME_CAPACITY` (157 with the terminator).
    static let maximumIDLength = 156

    /// Whether `id` may be handed to an ICU constructor (number formatter, plural rules, list
    /// formatter, case map, locale data, message format): at most ``maximumIDLength`` bytes of
    /// the characters a locale ID is made of (ASCII letters and digits, `_ - @ = ; . +`).
    ///
    /// The library only ever hands them IDs it made from a checked, canonicalized tag; this is the
    /// last line behind that. Some ICU 72 code copies a locale's name into a fixed buffer (a long
    /// malformed ID overflowed `PluralRules`' — found by fuzzing lint), so a wrapper refuses
    /// anything else rather than trust its caller.
    ///
    ///     ICULocale.isSafeID("ar@numbers=latn")                         // true
    ///     ICULocale.isSafeID("a@me {{a, select, other …")               // false
    ///     ICULocale.isSafeID(String(repeating: "x", count: 400))        // false
    package static func isSafeID(_ id: String) -> Bool {
        var length = 0
        for byte in id.utf8 {
            length += 1
            guard length <= maximumIDLength else { return false }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "="), UInt8(ascii: ";"),
                 UInt8(ascii: "."), UInt8(ascii: "+"):
                continue
            default:
                return false
            }
        }
        return true
    }
}
