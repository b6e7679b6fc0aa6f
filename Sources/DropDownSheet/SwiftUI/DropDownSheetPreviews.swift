// Xcode previews of the modifier: the minimized bar over a list, and a compose sheet expanded.
//
// `PreviewProvider`, not `#Preview`: the `#Preview` macro comes with Xcode 15's SDKs (iOS 17),
// and this package is also compiled and checked against the iOS 16.5 SDK, which has no such
// macro, so a `#Preview` would not compile there, whatever `#if swift(>=5.9)` says (that tests
// the compiler, not the SDK). Xcode shows `PreviewProvider` previews in the canvas as well.
// The conformance differs by SDK (see below): SwiftUI's module version tells them apart.
// Debug builds only, as Xcode's previews are. (Checked for iOS with the `DEBUG` condition
// removed; the checks themselves compile without `DEBUG`.)
#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// An inbox with a drop-down compose sheet in `state`, interactive in the canvas.
@available(iOS 15.0, *)
struct DropDownSheetPreviewInbox: View {
    @State var state: DropDownSheetState
    @State private var draft = "Lunch on Friday?"

    var body: some View {
        NavigationView {
            List(1..<30) { Text("Message \($0)") }
                .navigationTitle("Inbox")
                .toolbar { Button("Compose") { state = .expanded } }
        }
        .dropDownSheet(state: $state) {
            NavigationView {
                TextEditor(text: $draft)
                    .navigationTitle("New Message")
                    .navigationBarTitleDisplayMode(.inline)
            }
            .navigationViewStyle(.stack)
            .dropDownSheetDragIndicator(.visible)
        }
    }
}

#if canImport(SwiftUI, _version: 6.0)
// The SDKs Xcode 16 and later build with (iOS 18 and later; this package needs Xcode 16):
// PreviewProvider is isolated to the main actor there.
@available(iOS 15.0, *)
struct DropDownSheetPreviews: PreviewProvider {
    static var previews: some View { DropDownSheetPreviewGallery() }
}
#else
// Older SDKs (the iOS 16.5 SDK this package is checked against on Linux) declare
// PreviewProvider without isolation, but its default members on the main actor.
@available(iOS 15.0, *)
struct DropDownSheetPreviews: @preconcurrency PreviewProvider {
    static var previews: some View { DropDownSheetPreviewGallery() }
}
#endif

/// The previews: the bar, and a compose sheet.
@available(iOS 15.0, *)
struct DropDownSheetPreviewGallery: View {
    var body: some View {
        DropDownSheetPreviewInbox(state: .minimized)
            .previewDisplayName("The bar")
        DropDownSheetPreviewInbox(state: .expanded)
            .previewDisplayName("A compose sheet")
    }
}
#endif
