internal import CICUShim
import ProgressFormat

/// Locale names from CLDR. ICU: `uloc_getDisplayName`.
package enum ICULocaleNames {
    /// The name of `localeID` in the language of `displayLocaleID` ("German", "Deutsch").
    package static func displayName(of localeID: String, in displayLocaleID: String) -> String {
        guard ICULocale.isSafeID(localeID), ICULocale.isSafeID(displayLocaleID) else { return localeID }
        return ICUText.utf16 { buffer, capacity, status in
            cicu_locale_display_name(localeID, displayLocaleID, buffer, capacity, &status.rawValue)
        } ?? localeID
    }
}
