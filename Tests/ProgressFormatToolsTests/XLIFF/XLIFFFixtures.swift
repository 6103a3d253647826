import Foundation
import ProgressFormatTools
@testable import ProgressFormat
import Testing
import ProgressTables

/// Tables and files the XLIFF tests share.
enum XLIFFFixtures {
    /// A fixed review time.
    static let now = "2025-03-14T09:26:53Z"

    /// The shipped table `locale` from Resources/Strings.
    static func shipped(_ locale: String) throws -> StringTableDocument {
        try StringTableWriterTests.document(locale)
    }

    /// A table document from JSON text.
    static func document(_ text: String, file: String = "de.json") throws -> StringTableDocument {
        try StringTableDocument(decoding: Data(text.utf8), file: file)
    }

    /// A three-message source table.
    static let smallSource = """
        {
          "@@locale": "en",
          "percentCompleted": "{percent} completed",
          "@percentCompleted": {
            "description": "Progress as a whole percentage.",
            "placeholders": {
              "percent": { "type": "percent", "example": "7%" }
            }
          },
          "fileOperationUnnamed": "{operation, select, downloading {Downloading files…} other {Processing files…}}",
          "@fileOperationUnnamed": {
            "description": "What is being done to files.",
            "placeholders": {
              "operation": { "type": "keyword", "example": "downloading", "x-values": "downloading, other (processing)" }
            }
          },
          "statusPaused": "paused",
          "@statusPaused": {
            "description": "The transfer is paused.",
            "placeholders": {}
          }
        }

        """

    /// Its German translation: one reviewed, one draft, one missing.
    static let smallGerman = """
        {
          "@@locale": "de",
          "percentCompleted": "{percent} abgeschlossen",
          "@percentCompleted": {
            "x-state": "reviewed",
            "x-source": "{percent} completed",
            "x-reviewer": "Anna Müller",
            "x-reviewed-at": "2025-01-02T03:04:05Z"
          },
          "fileOperationUnnamed": "{operation, select, downloading {Dateien werden heruntergeladen…} other {Dateien werden verarbeitet…}}",
          "@fileOperationUnnamed": {
            "x-state": "needs-review",
            "x-source": "{operation, select, downloading {Downloading files…} other {Processing files…}}"
          }
        }

        """

    static func smallTables() throws -> (source: StringTableDocument, german: StringTableDocument) {
        (try document(smallSource, file: "en.json"), try document(smallGerman))
    }

    /// Exports `target` from `source`, applies `edit` to the XLIFF text, imports it back.
    static func roundTrip(source: StringTableDocument, target: StringTableDocument, reviewer: String? = nil,
                          edit: (String) -> String = { $0 }) throws -> XLIFFImport {
        let xliff = edit(try XLIFFExporter.xliff(source: source, target: target))
        let document = try XLIFFReader.document(from: Data(xliff.utf8), file: "de.xlf")
        return try XLIFFImporter.merge(document, file: "de.xlf", into: target, source: source, reviewer: reviewer, now: now)
    }
}
