// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DropDownSheet",
    platforms: [
        .iOS(.v15),
        // Only the command-line lab runs on macOS; the library's UI needs iOS.
        .macOS(.v12),
    ],
    products: [
        .library(name: "DropDownSheet", targets: ["DropDownSheet"]),
        .executable(name: "sheet-lab", targets: ["sheet-lab"]),
    ],
    targets: [
        // The library: a platform-free core (Core/) and the UIKit and SwiftUI shells, which
        // are compiled only where UIKit exists.
        .target(name: "DropDownSheet"),
        // The lab's script reader, simulator and printer, kept out of `main` so tests reach it.
        .target(name: "SheetLab", dependencies: ["DropDownSheet"]),
        .executableTarget(name: "sheet-lab", dependencies: ["SheetLab"]),
        .testTarget(name: "DropDownSheetTests", dependencies: ["DropDownSheet", "SheetLab"]),
        // Needs UIKit: runs on an iOS simulator (the macOS workflow); empty elsewhere.
        .testTarget(name: "DropDownSheetUIKitTests", dependencies: ["DropDownSheet"]),
    ],
    swiftLanguageModes: [.v6]
)
