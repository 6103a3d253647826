// swift-tools-version: 6.2
// An adapter from ProgressFormat to apple/swift-log: progress log lines through a `Logger`, the
// text in the user's language, the facts as metadata under stable keys.
//
//     cd Examples/SwiftLogAdapter && LANG=de_DE.UTF-8 swift run swift-log-demo
import PackageDescription

let package = Package(
    name: "SwiftLogAdapter",
    products: [
        .library(name: "ProgressFormatLogging", targets: ["ProgressFormatLogging"]),
        .executable(name: "swift-log-demo", targets: ["swift-log-demo"]),
    ],
    dependencies: [
        // Named: SwiftPM would name a path dependency after its folder, which is the clone's.
        .package(name: "ProgressFormat", path: "../.."),
        // The adapter needs only swift-log 1.6's API; its tests read the lines back with
        // InMemoryLogging, which came with 1.8.0.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.8.0"),
    ],
    targets: [
        .target(
            name: "ProgressFormatLogging",
            dependencies: [
                .product(name: "ProgressFormat", package: "ProgressFormat"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "swift-log-demo",
            dependencies: [
                "ProgressFormatLogging",
                .product(name: "ProgressFormat", package: "ProgressFormat"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "ProgressFormatLoggingTests",
            dependencies: [
                "ProgressFormatLogging",
                .product(name: "ProgressFormat", package: "ProgressFormat"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
