#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

// README SwiftUI quick start begin
import SwiftUI
import DropDownSheet

struct InboxView: View {
    @State private var compose = DropDownSheetState.dismissed
    @State private var draft = ""
    @State private var asksAboutDraft = false

    var body: some View {
        NavigationView {
            List(1..<30) { Text("Message \($0)") }   // scrolls and takes taps beside the bar
                .navigationTitle("Inbox")
                .toolbar {
                    Button("Compose") { compose = .expanded }   // presents it, or brings the bar back up
                }
        }
        // Swipe it down to a bar; tap the bar to bring it back. `compose` follows the user.
        .dropDownSheet(state: $compose, onAttemptToDismiss: { asksAboutDraft = true }) {
            ComposeView(draft: $draft, asksAboutDraft: $asksAboutDraft)
        }
    }
}

struct ComposeView: View {
    @Binding var draft: String
    @Binding var asksAboutDraft: Bool
    @Environment(\.dropDownSheet) private var sheet   // the content can reach its sheet

    var body: some View {
        NavigationView {
            TextEditor(text: $draft)
                .navigationTitle("New Message")   // shown in the minimized bar
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    Button("Later") { sheet?.minimize() }
                }
        }
        .navigationViewStyle(.stack)
        // A draft with text is never swiped away: the bar springs back and we ask instead.
        .dropDownSheetDismissDisabled(!draft.isEmpty)
        .confirmationDialog("Keep this draft?", isPresented: $asksAboutDraft) {
            Button("Delete Draft", role: .destructive) { draft = ""; sheet?.dismiss() }
            Button("Save Draft") { sheet?.dismiss() }
        }
    }
}
// README SwiftUI quick start end

@MainActor
final class ReadmeSwiftUIQuickStartTests: SheetTestCase {
    func testTheInboxShowsNoSheetUntilComposeIsTapped() {
        let root = UIHostingController(rootView: InboxView())
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            spinRunLoop(0.2)
            XCTAssertNil(root.presentedViewController)
            window.rootViewController = underneath
        }
    }

    func testAComposeViewWithTextKeepsItsBarWhenSwipedAway() {
        let root = UIHostingController(rootView: Color.white.dropDownSheet(state: .constant(.minimized)) {
            ComposeView(draft: .constant("Lunch on Friday?"), asksAboutDraft: .constant(false))
        })
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            waitUntil { root.presentedDropDownSheets.first?.state == .minimized }
            guard let sheet = root.presentedDropDownSheets.first else { return }
            waitUntil { (sheet.delegate as? DropDownSheetSession)?.isDismissDisabled == true }
            flickDown(onBarOf: sheet)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertTrue(sheet.isPresented)
            dismissEverything(on: root)
            spinRunLoop(0.1)
            window.rootViewController = underneath
        }
    }
}
#endif
