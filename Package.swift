// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ProgressFormat",
    products: [
        .library(name: "ProgressFormat", targets: ["ProgressFormat"]),
        .executable(name: "progress-format", targets: ["progress-format"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        .target(
            name: "CICUShim",
            dependencies: ["CICU"]
        ),
        .target(
            name: "ProgressFormat",
            dependencies: ["CICUShim"]
        ),
        .executableTarget(
            name: "progress-format",
            dependencies: [
                "ProgressFormat",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "CBenchBaseline",
            dependencies: ["CICU"]
        ),
        .executableTarget(
            name: "progress-format-bench",
            dependencies: ["ProgressFormat", "CBenchBaseline"]
        ),
        .executableTarget(
            name: "progress-format-fuzz",
            dependencies: ["ProgressFormat"]
        ),
        .testTarget(
            name: "ProgressFormatTests",
            dependencies: [
                "ProgressFormat",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "ProgressFormatCLITests",
            dependencies: ["progress-format", "ProgressFormat"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
