// swift-tools-version:6.0
// DropDownSheet is released under the MIT License: see LICENSE, next to this file.
// Add it to an app's package by its address or a clone's path; SwiftPM names the package after
// the address's last component, so `.product(name: "DropDownSheet", package: "DropDownSheet")`
// needs an address ending in DropDownSheet (README.md, "Installation").
import PackageDescription

let package = Package(
    name: "DropDownSheet",
    // The library's words (Sources/DropDownSheet/Resources/<language>.lproj) are written in
    // English first; an app running in a language the library lacks hears English.
    defaultLocalization: "en",
    platforms: [
        .iOS(.v15),
        // Only the command-line lab runs on macOS; the library's UI needs iOS.
        .macOS(.v12),
    ],
    products: [
        // What an app uses: `import DropDownSheet` gives the UIKit and SwiftUI API and the core's
        // app-facing types (Sources/DropDownSheet/DropDownSheetCoreExports.swift).
        .library(name: "DropDownSheet", targets: ["DropDownSheet"]),
        // The headless engine, for those who drive it themselves (a shell of their own, a tool
        // like sheet-lab): `import DropDownSheetCore`. An app that uses `DropDownSheet` has it
        // already and needs this product only to import the module by name.
        .library(name: "DropDownSheetCore", targets: ["DropDownSheetCore"]),
        .executable(name: "sheet-lab", targets: ["sheet-lab"]),
    ],
    targets: [
        // The platform-free core: engines, the presentation model, policies. A target of its
        // own, so the compiler keeps UIKit out of it; `DropDownSheet` re-exports only the types
        // its API uses (docs/presentation-architecture.md, "The API an app sees").
        .target(name: "DropDownSheetCore"),
        // The library: the UIKit and SwiftUI shells over the core, which are compiled only
        // where UIKit exists.
        // Its words, in every language it ships, are resources: `Bundle.module`, table
        // "DropDownSheet" (a .strings file and, for counts, a .stringsdict per language).
        .target(name: "DropDownSheet", dependencies: ["DropDownSheetCore"],
                resources: [.process("Resources")]),
        // The lab's script reader, simulator and printer, kept out of `main` so tests reach it.
        .target(name: "SheetLab", dependencies: ["DropDownSheet"]),
        .executableTarget(name: "sheet-lab", dependencies: ["SheetLab"]),
        .testTarget(name: "DropDownSheetTests", dependencies: ["DropDownSheet", "DropDownSheetCore", "SheetLab"],
                    // Scripts and recorded output the lab's golden tests read from disk.
                    exclude: ["LabGolden"]),
        // Needs UIKit: runs on an iOS simulator (the macOS workflow); empty elsewhere.
        .testTarget(name: "DropDownSheetUIKitTests", dependencies: ["DropDownSheet", "DropDownSheetCore"]),
    ],
    swiftLanguageModes: [.v6]
)
