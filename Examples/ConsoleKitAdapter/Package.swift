// swift-tools-version: 6.2
// An adapter from ProgressFormat to vapor/console-kit: console-kit's activity indicator drawing
// ProgressFormat's text — the description, a bar filled to the fraction, the details, and the
// end sentence — in the user's language.
//
//     cd Examples/ConsoleKitAdapter && LANG=de_DE.UTF-8 swift run console-kit-demo
import PackageDescription

let package = Package(
    name: "ConsoleKitAdapter",
    products: [
        .library(name: "ProgressFormatConsoleKit", targets: ["ProgressFormatConsoleKit"]),
        .executable(name: "console-kit-demo", targets: ["console-kit-demo"]),
    ],
    dependencies: [
        // Named: SwiftPM would name a path dependency after its folder, which is the clone's.
        .package(name: "ProgressFormat", path: "../.."),
        .package(url: "https://github.com/vapor/console-kit.git", from: "4.16.0"),
    ],
    targets: [
        .target(
            name: "ProgressFormatConsoleKit",
            dependencies: [
                .product(name: "ProgressFormat", package: "ProgressFormat"),
                .product(name: "ConsoleKitTerminal", package: "console-kit"),
            ]
        ),
        .executableTarget(
            name: "console-kit-demo",
            dependencies: [
                "ProgressFormatConsoleKit",
                .product(name: "ProgressFormat", package: "ProgressFormat"),
                .product(name: "ConsoleKitTerminal", package: "console-kit"),
            ]
        ),
        .testTarget(
            name: "ProgressFormatConsoleKitTests",
            dependencies: [
                "ProgressFormatConsoleKit",
                .product(name: "ProgressFormat", package: "ProgressFormat"),
                .product(name: "ConsoleKitTerminal", package: "console-kit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
