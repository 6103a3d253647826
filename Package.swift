// swift-tools-version: 6.0
// ProgressFormat — Copyright 2026 The ProgressFormat authors.
// Licensed under the Apache License, Version 2.0 (the full text is in LICENSE), as
// swift-argument-parser and swift-foundation are, so any progress library may link it.
import PackageDescription

// The rooms of the library are targets, so the compiler holds the direction of dependencies:
//
//   ProgressPlanning ──▶ ProgressTables ──▶ ProgressParts ──▶ ProgressMessages ──▶ ProgressFormat ──▶ ProgressFormatTools
//   facts, plan,         the tables        the number        the catalog along    the facade a        lint, summaries,
//   contract (no ICU)    without ICU:      model: writes     the locale chain,    progress library    review, export
//                        read, check,      decided values    renderer             links               (translators, CLI)
//                        compile                ▲                                                              │
//                                               └─────────── ProgressICU ◀─────────────────────────────────────┘
//                                                            the thin ICU layer both use
//                                                            (the only user of the C shim)
//
// Every arrow also skips ahead (Messages uses Planning directly, and so on); none points back.
let package = Package(
    name: "ProgressFormat",
    products: [
        /// The runtime a progress library links: facts, formatter, text.
        .library(name: "ProgressFormat", targets: ["ProgressFormat"]),
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

        // MARK: - The runtime, room by room
        .target(
            name: "ProgressICU",
            dependencies: ["CICUShim"]
        ),
        .target(
            name: "ProgressPlanning"
        ),
        .target(
            name: "ProgressTables",
            dependencies: ["ProgressPlanning"]
        ),
        .target(
            name: "ProgressParts",
            dependencies: ["ProgressPlanning", "ProgressTables", "ProgressICU"]
        ),
        .target(
            name: "ProgressMessages",
            dependencies: ["ProgressPlanning", "ProgressTables", "ProgressICU", "ProgressParts"],
            plugins: ["EmbedStringTables"]
        ),
        .target(
            name: "ProgressFormat",
            dependencies: ["ProgressPlanning", "ProgressTables", "ProgressICU", "ProgressParts", "ProgressMessages"]
        ),

        // MARK: - Translator tools and the CLI
        .target(
            name: "ProgressFormatTools",
            dependencies: ["ProgressFormat", "ProgressMessages", "ProgressTables", "ProgressParts", "ProgressICU"]
        ),
        .executableTarget(
            name: "progress-format",
            dependencies: [
                "ProgressFormat",
                "ProgressFormatTools",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - String tables compiled in at build time
        .executableTarget(
            name: "embed-string-tables",
            dependencies: ["ProgressPlanning", "ProgressTables"]
        ),
        .plugin(
            name: "EmbedStringTables",
            capability: .buildTool(),
            dependencies: ["embed-string-tables"]
        ),

        // MARK: - Benchmark, estimator evaluation and fuzzing
        .target(
            name: "EstimatorEvaluation",
            dependencies: ["ProgressFormat", "ProgressPlanning"]
        ),
        .target(
            name: "CBenchBaseline",
            dependencies: ["CICU"]
        ),
        .executableTarget(
            name: "progress-format-bench",
            dependencies: ["ProgressFormat", "ProgressPlanning", "ProgressTables", "CBenchBaseline", "EstimatorEvaluation"]
        ),
        .executableTarget(
            name: "progress-format-fuzz",
            dependencies: ["ProgressFormat", "ProgressFormatTools", "ProgressMessages", "ProgressTables", "ProgressParts",
                           "ProgressICU"]
        ),

        // MARK: - Example: what a tool that links the runtime writes (swift run copy-with-progress SOURCE DEST)
        .executableTarget(
            name: "copy-with-progress",
            dependencies: ["ProgressFormat"],
            path: "Examples/CopyWithProgress"
        ),

        // MARK: - Tests
        .testTarget(
            name: "ProgressFormatTests",
            dependencies: [
                "ProgressPlanning", "ProgressTables", "ProgressICU", "ProgressParts", "ProgressMessages", "ProgressFormat",
                "ProgressFormatTools",
                "EstimatorEvaluation",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Snapshots"]
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
