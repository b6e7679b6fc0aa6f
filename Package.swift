// swift-tools-version:6.0
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
        .library(name: "DropDownSheet", targets: ["DropDownSheet"]),
        .executable(name: "sheet-lab", targets: ["sheet-lab"]),
    ],
    targets: [
        // The platform-free core: engines, the presentation model, policies. A target of its
        // own, so the compiler keeps UIKit out of it; `DropDownSheet` re-exports it.
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
