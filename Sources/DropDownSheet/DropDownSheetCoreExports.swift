// `import DropDownSheet` gives an app the UIKit and SwiftUI API of this module and, from the
// platform-free core, exactly the types that API uses or that the documentation tells apps to
// use: nothing of the headless engine. An app or tool that drives the engine itself (as sheet-lab
// and the benchmarks do) writes `import DropDownSheetCore` (the `DropDownSheetCore` product).
// docs/presentation-architecture.md ("The API an app sees") says why; scripts/check-api-surface.py
// (run by .ci/run on the iOS symbol graphs) fails when this list is not exactly the app-facing set.
//
// In this module the re-exported types are visible in every file; a file that reaches the engine
// (the presentation model, the engine, the shells' helpers) imports DropDownSheetCore itself.

// Configuring a sheet.
@_exported import struct DropDownSheetCore.DropDownSheetConfiguration
@_exported import enum DropDownSheetCore.DropDownSheetDimmingTapAction
@_exported import struct DropDownSheetCore.DropDownSheetSpring
@_exported import enum DropDownSheetCore.DropDownSheetBarStyle
@_exported import enum DropDownSheetCore.DropDownSheetBarBackground
@_exported import enum DropDownSheetCore.DropDownSheetSystemDesign
@_exported import enum DropDownSheetCore.DropDownSheetCloseButton
@_exported import enum DropDownSheetCore.DropDownSheetRole
@_exported import enum DropDownSheetCore.DropDownSheetBarPlacement
@_exported import struct DropDownSheetCore.DropDownSheetDetent
// Where a sheet is.
@_exported import struct DropDownSheetCore.DropDownSheetState
@_exported import enum DropDownSheetCore.DropDownSheetPhase
@_exported import struct DropDownSheetCore.DropDownSheetPosition
@_exported import struct DropDownSheetCore.DropDownSheetIdentifier
@_exported import struct DropDownSheetCore.DropDownSheetUnderneathInset
// What a presentation did.
@_exported import enum DropDownSheetCore.DropDownSheetPresentResult
@_exported import enum DropDownSheetCore.DropDownSheetPresentRefusal
// Saving and restoring drafts.
@_exported import struct DropDownSheetCore.DropDownSheetStackSnapshot
@_exported import enum DropDownSheetCore.DropDownSheetStackSnapshotError
// UI tests.
@_exported import enum DropDownSheetCore.DropDownSheetAccessibilityIdentifier
