// swift-tools-version: 6.2
// ProgressFormat — Copyright 2026 The ProgressFormat authors.
// Licensed under the Apache License, Version 2.0 (the full text is in LICENSE), as
// swift-argument-parser and swift-foundation are, so any progress library may link it.
import PackageDescription

// The runtime is one module, `ProgressFormat`, with folders by concern; ArchitectureTests holds
// the one direction between them (the compiler holds it between the targets):
//
//   Facts/, Text/, ICU/  ◀─  Planning/, Estimation/  ◀─  Numbers/  ◀─  Messages/  ◀─  Formatter/
//   the snapshot, the        Apple's rules as values      the number   the catalog,    the facade,
//   output's vocabulary,     (no ICU); the estimator      model        the renderer    its memo, streams
//   the thin ICU layer                                                                     ▲
//                            Values/ ─▶ Integration/ ─▶ Presentation/ ─▶ Fitting/ ─────────┘
//                            FormatStyles of values; the Progress bridge; the presenter; fitted lines
//
//   An arrow points at what a folder may name: lower layers only (ArchitectureTests.layers).
//
//   ProgressTables: the string tables without ICU (read, check, compile, bake; the contract of
//   message keys, argument names, units and problems) — a module of its own because the build
//   tool that bakes the tables into the runtime shares it. ProgressFormatTools (lint, review,
//   XLIFF, summaries) and the CLI sit on top.
let package = Package(
    name: "ProgressFormat",
    products: [
        /// The runtime a progress library links: facts, formatter, text.
        .library(name: "ProgressFormat", targets: ["ProgressFormat"]),
        /// Progress bars on a terminal over the runtime: redraw, width, TTY, colours, interrupts.
        .library(name: "ProgressFormatTerminal", targets: ["ProgressFormatTerminal"]),
        /// What translators and the CLI use: lint, table summaries, display width.
        .library(name: "ProgressFormatTools", targets: ["ProgressFormatTools"]),
        .executable(name: "progress-format", targets: ["progress-format"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `swift package generate-documentation --target ProgressFormat` (the DocC catalog).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // MARK: - ICU
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        .target(
            name: "CICUShim",
            dependencies: ["CICU"]
        ),

        // MARK: - The runtime
        // The string tables without ICU: read, check, compile, bake. A module of its own only
        // because the build tool that bakes the tables shares it (and must build without ICU).
        .target(
            name: "ProgressTables",
            swiftSettings: [.strictMemorySafety()]
        ),
        // The runtime: one module, folders by concern (see README's Layout; ArchitectureTests
        // holds the direction between the folders).
        .target(
            name: "ProgressFormat",
            dependencies: ["CICUShim", "ProgressTables"],
            swiftSettings: [.strictMemorySafety()],
            plugins: ["EmbedStringTables"]
        ),

        // The terminal product: bars redrawn in place, log lines elsewhere, interrupts on request.
        // It uses the runtime's public API only.
        .target(
            name: "ProgressFormatTerminal",
            dependencies: ["ProgressFormat"]
        ),

        // MARK: - Translator tools and the CLI
        .target(
            name: "ProgressFormatTools",
            dependencies: ["ProgressFormat", "ProgressTables", "CICUShim"]
        ),
        .executableTarget(
            name: "progress-format",
            dependencies: [
                "ProgressFormat",
                "ProgressFormatTools",
                "ProgressFormatTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - String tables compiled in at build time
        .executableTarget(
            name: "embed-string-tables",
            dependencies: ["ProgressTables"]
        ),
        .plugin(
            name: "EmbedStringTables",
            capability: .buildTool(),
            dependencies: ["embed-string-tables"]
        ),

        // MARK: - Benchmark, estimator evaluation and fuzzing
        .target(
            name: "EstimatorEvaluation",
            dependencies: ["ProgressFormat"]
        ),
        .target(
            name: "CBenchBaseline",
            dependencies: ["CICU"]
        ),
        .executableTarget(
            name: "progress-format-bench",
            dependencies: ["ProgressFormat", "ProgressTables", "CBenchBaseline", "EstimatorEvaluation"]
        ),
        .executableTarget(
            name: "progress-format-fuzz",
            dependencies: ["ProgressFormat", "ProgressFormatTools", "ProgressTables"]
        ),

        // MARK: - Example: what a tool that links the runtime writes (swift run copy-with-progress SOURCE DEST)
        .executableTarget(
            name: "copy-with-progress",
            dependencies: ["ProgressFormat", "ProgressFormatTerminal"],
            path: "Examples/CopyWithProgress"
        ),

        // MARK: - Tests
        // What the test targets share: a clock whose time moves only when told to, the shipped
        // tables' files, a temporary tables directory, a thread with a small stack.
        .target(
            name: "ProgressFormatTestSupport",
            path: "Tests/ProgressFormatTestSupport"
        ),
        // The runtime and its tables (one module with folders, and ProgressTables).
        .testTarget(
            name: "ProgressFormatTests",
            dependencies: [
                "ProgressTables", "ProgressFormat", "ProgressFormatTerminal",
                "EstimatorEvaluation", "ProgressFormatTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Snapshots"]
        ),
        // The translator tools: lint, review sheets, XLIFF, snapshot input, table writing.
        .testTarget(
            name: "ProgressFormatToolsTests",
            dependencies: ["ProgressFormatTools", "ProgressFormat", "ProgressTables", "ProgressFormatTestSupport"]
        ),
        .testTarget(
            name: "ProgressFormatTerminalTests",
            dependencies: ["ProgressFormatTerminal", "ProgressFormat", "ProgressFormatTestSupport"]
        ),
        .testTarget(
            name: "ProgressFormatClientTests",
            dependencies: ["ProgressFormat"]
        ),
        .testTarget(
            name: "ProgressFormatCLITests",
            dependencies: ["progress-format", "ProgressFormat"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
