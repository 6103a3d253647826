/// A pseudo-locale: English text transformed so a progress library can test truncation and
/// bidi layout before any translation exists. Both are generated from the English source table
/// when they are asked for; neither is a file.
///
/// | tag     | what it does                                  | "Downloading 9 files…" becomes |
/// |---------|-----------------------------------------------|-------------------------------|
/// | `en-XA` | accented letters, ~40 % longer, in brackets    | `[Ðöŵñļöåðîñĝ 9 ƒîļéš one two]…` |
/// | `ar-XB` | every word mirrored, right to left             | reads "…selif 9 gnidaolnwoD" on screen |
///
/// `en-XA` maps each ASCII letter to an accented look-alike (text that stayed plain ASCII was
/// never localized), pads each message with number words to about 40 % more letters (room for
/// German or Finnish), and brackets each message (a cut-off end or a sentence glued from pieces
/// shows). `ar-XB` does what ICU's and Chromium's `ar-XB` do — reversed English words in a
/// right-to-left context — without their override characters (U+202E…U+202C), which this
/// library never emits: each run of letters is stored reversed between two RIGHT-TO-LEFT MARKs
/// (U+200F), so a bidi-aware display shows the English sentence mirrored ("!dlroW olleH"), the
/// line's first strong character is right-to-left, and numbers and file names must stay intact
/// inside it. Like Arabic, `ar-XB` has no letter case: a line start is not capitalized.
///
/// Numbers and units are formatted as in `en` (ICU 72 ships no pseudo-locale data; CLDR's
/// pseudo-locales leave numbers and units English too), and their letters are transformed the
/// same way ("37 šéçöñðš").
package enum PseudoLocale: String, CaseIterable, Hashable, Sendable {
    /// `en-XA`: accented, longer, bracketed.
    case accented = "en-XA"
    /// `ar-XB`: mirrored, right to left.
    case bidi = "ar-XB"

    /// The BCP 47 tag (`en-XA`).
    package var tag: String { rawValue }

    /// The pseudo-locale an ICU locale ID names (`en_XA`, `ar_XB`, any letter case), ignoring
    /// `@keywords`; `nil` for every other locale.
    package init?(localeID: String) {
        // Compared byte by byte, ASCII letters folded and "-" as "_" (the IDs are ASCII: no other
        // text folds to them).
        func folded(_ byte: UInt8) -> UInt8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
            case UInt8(ascii: "-"): UInt8(ascii: "_")
            default: byte
            }
        }
        let base = localeID.utf8.prefix { $0 != UInt8(ascii: "@") }
        guard let match = Self.allCases.first(where: {
            $0.rawValue.utf8.count == base.count && zip($0.rawValue.utf8, base).allSatisfy { folded($0) == folded($1) }
        }) else { return nil }
        self = match
    }

    /// The ICU locale whose numbers and unit data are used: `en`, with the request's
    /// `@keywords` (`ar_XB@numbers=arab` → `en@numbers=arab`).
    package static func formattingLocaleID(for localeID: String) -> String {
        guard let at = localeID.firstIndex(of: "@") else { return "en" }
        return "en" + localeID[at...]
    }

    /// Whether the pseudo-locale is laid out right to left.
    package var isRightToLeft: Bool { self == .bidi }

    /// Whether a line start is capitalized (`en-XA` yes; `ar-XB`, like Arabic, has no case).
    package var hasLetterCase: Bool { self == .accented }

    // MARK: - Text

    /// U+200F RIGHT-TO-LEFT MARK.
    package static let rightToLeftMark: Character = "\u{200F}"

    /// `text` with its letters transformed: accented (`en-XA`), or each run of letters reversed
    /// between RIGHT-TO-LEFT MARKs (`ar-XB`). Digits, spaces and punctuation stay as they are.
    ///
    ///     PseudoLocale.accented.transformingLetters("37 seconds")  // "37 šéçöñðš"
    ///     PseudoLocale.bidi.transformingLetters("37 seconds")      // "37 \u{200F}sdnoces\u{200F}"
    package func transformingLetters(_ text: String) -> String {
        switch self {
        case .accented:
            var result = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                result.append(Self.accents[scalar] ?? scalar)
            }
            return String(result)
        case .bidi:
            var result = ""
            var word: [Character] = []
            func flush() {
                guard !word.isEmpty else { return }
                result.append(Self.rightToLeftMark)
                result.append(contentsOf: word.reversed())
                result.append(Self.rightToLeftMark)
                word.removeAll()
            }
            for character in text {
                if character.isLetter {
                    word.append(character)
                } else {
                    flush()
                    result.append(character)
                }
            }
            flush()
            return result
        }
    }

    /// The words that lengthen an `en-XA` message by about 40 % of `letterCount` characters:
    /// " one", " one two", … (never accented, so the padding is easy to tell from the text).
    ///
    ///     PseudoLocale.padding(forLength: 10)  // " one"
    ///     PseudoLocale.padding(forLength: 20)  // " one two"
    package static func padding(forLength letterCount: Int) -> String {
        let target = (letterCount * 2 + 4) / 5
        // The length is counted as the words are added: `String.count` walks the whole string,
        // and a loop over it made a 100,000-word message take seconds (quadratic).
        var padding = ""
        var length = 0
        var index = 0
        while length < target || length == 0 {
            let word = paddingWords[index % paddingWords.count]
            padding += " " + word
            length += 1 + word.count
            index += 1
        }
        return padding
    }

    /// The opening and closing marks of an `en-XA` message.
    package static let brackets = ("[", "]")

    private static let paddingWords = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    /// ASCII letters and their accented look-alikes.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()
}
