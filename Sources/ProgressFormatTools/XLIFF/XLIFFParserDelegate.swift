import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects the `<file>` and `<trans-unit>`s of an XLIFF 1.2 file from `XMLParser`'s events,
/// keeping only what the import uses and stopping at the first problem.
final class XLIFFParserDelegate: NSObject, XMLParserDelegate {
    /// The first problem: where and what.
    struct Failure {
        var line: Int
        var column: Int
        var reason: String
    }

    /// What is being collected: the text of a unit's `<source>`, `<target>` or `<note>`.
    private enum Capture {
        case source
        case target(state: String?)
        case note(from: String?)

        var elementName: String {
            switch self {
            case .source: "source"
            case .target: "target"
            case .note: "note"
            }
        }
    }

    private(set) var failure: Failure?
    private(set) var fileCount = 0
    private(set) var original: String?
    private(set) var sourceLanguage: String?
    private(set) var targetLanguage: String?
    private(set) var units: [XLIFFUnit] = []

    private var depth = 0
    private var unit: XLIFFUnit?
    private var unitDepth = 0
    private var capture: Capture?
    private var captureDepth = 0
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        depth += 1
        guard depth <= XLIFFReader.maximumDepth else {
            return fail(parser, "elements nested more than \(XLIFFReader.maximumDepth) deep")
        }
        let isXLIFF = namespaceURI == XLIFFExporter.namespace
        if depth == 1 {
            return checkRoot(parser, elementName, namespaceURI: namespaceURI, qualifiedName: qName, attributes: attributes)
        }
        if let capture {
            if case .note = capture { return }
            markProblem("inline markup <\(qName ?? elementName)> in <\(capture.elementName)>; only plain text is imported")
            return
        }
        guard isXLIFF else { return }
        switch elementName {
        case "file":
            fileCount += 1
            guard fileCount == 1 else { return fail(parser, "more than one <file>; import one table per XLIFF file") }
            original = attributes["original"]
            sourceLanguage = attributes["source-language"]
            targetLanguage = attributes["target-language"]
        case "trans-unit":
            guard unit == nil else { return fail(parser, "a <trans-unit> inside another") }
            guard fileCount == 1 else { return fail(parser, "a <trans-unit> outside <file>") }
            unit = XLIFFUnit(id: attributes["id"] ?? "", resname: attributes["resname"], approved: attributes["approved"],
                             line: parser.lineNumber)
            unitDepth = depth
        case "source", "target", "note":
            guard unit != nil, depth == unitDepth + 1 else { return }
            switch elementName {
            case "source":
                if unit?.source != nil { markProblem("more than one <source>") }
                capture = .source
            case "target":
                if unit?.target != nil { markProblem("more than one <target>") }
                capture = .target(state: attributes["state"])
            default:
                capture = .note(from: attributes["from"])
            }
            captureDepth = depth
            text = ""
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        defer { depth -= 1 }
        if let capture, depth == captureDepth {
            switch capture {
            case .source:
                unit?.source = text
            case .target(let state):
                unit?.target = text
                unit?.state = state
            case .note(let from):
                unit?.notes.append(XLIFFUnit.Note(from: from, text: text))
            }
            self.capture = nil
        } else if let unit, depth == unitDepth {
            units.append(unit)
            self.unit = nil
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if capture != nil { text += string }
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        if capture != nil { text += whitespaceString }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if capture != nil { text += String(decoding: CDATABlock, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        fail(parser, "an entity declaration is not accepted")
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        fail(parser, "an entity declaration is not accepted")
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        failure = Failure(line: parser.lineNumber, column: parser.columnNumber,
                          reason: "not well-formed XML: " + Self.describe((parseError as NSError).code))
    }

    private func checkRoot(_ parser: XMLParser, _ elementName: String, namespaceURI: String?, qualifiedName: String?,
                           attributes: [String: String]) {
        guard elementName == "xliff" else {
            return fail(parser, "not XLIFF: the document is <\(qualifiedName ?? elementName)>")
        }
        guard let namespaceURI, !namespaceURI.isEmpty else {
            return fail(parser, "<xliff> lacks the XLIFF 1.2 namespace (xmlns=\"\(XLIFFExporter.namespace)\")")
        }
        guard namespaceURI == XLIFFExporter.namespace, attributes["version"] == "1.2" else {
            let version = attributes["version"].map { " \($0)" } ?? ""
            return fail(parser, "XLIFF\(version) in namespace '\(namespaceURI)' is not read; export XLIFF 1.2 "
                + "(\(XLIFFExporter.namespace))")
        }
    }

    /// Records why the current unit cannot be used (the first reason wins).
    private func markProblem(_ reason: String) {
        if unit?.problem == nil {
            unit?.problem = reason
        }
    }

    private func fail(_ parser: XMLParser, _ reason: String) {
        guard failure == nil else { return }
        failure = Failure(line: parser.lineNumber, column: parser.columnNumber, reason: reason)
        parser.abortParsing()
    }

    /// libxml2's error codes, as `XMLParser.ErrorCode` numbers them, in words.
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: "the file is empty"
        case 5: "the file ends inside the document"
        case 9: "a character XML 1.0 does not allow"
        case 26: "an undeclared entity (only &amp; &lt; &gt; &quot; &apos; and character references)"
        case 76: "a closing tag that does not match its opening tag"
        default: "parser error \(code)"
        }
    }
}
