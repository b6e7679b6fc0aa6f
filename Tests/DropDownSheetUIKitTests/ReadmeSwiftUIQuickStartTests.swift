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
            ComposeView(draft: $draft)
        }
        // A swipe that would close a draft with text takes it back to its bar: ask, above it.
        .confirmationDialog("Keep this draft?", isPresented: $asksAboutDraft) {
            Button("Delete Draft", role: .destructive) { draft = ""; compose = .dismissed }
            Button("Save Draft") { compose = .dismissed }
        }
    }
}

struct ComposeView: View {
    @Binding var draft: String
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
        // A draft with text is never swiped away: the bar springs back and the inbox asks.
        .dropDownSheetDismissDisabled(!draft.isEmpty)
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
            XCTAssertTrue(root.presentedDropDownSheets.isEmpty)
            window.rootViewController = underneath
        }
    }

    func testAComposeViewWithTextKeepsItsBarWhenSwipedAway() {
        let root = UIHostingController(rootView: Color.white.dropDownSheet(state: .constant(.minimized)) {
            ComposeView(draft: .constant("Lunch on Friday?"))
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

    /// The whole quick start, by touch: Compose, type, Later, a swipe that would close the draft,
    /// and the inbox's question, which appears above the bar (the sheet is back at its bar).
    func testARefusedSwipeOfADraftWithTextIsAskedAboutByTheInbox() {
        let root = UIHostingController(rootView: InboxView())
        withRoot(root) {
            spinRunLoop(0.2)
            guard let compose = firstView(in: window, where: { $0.accessibilityLabel == "Compose" && $0.window != nil }) else {
                return XCTFail("no Compose button")
            }
            tap(at: center(of: compose))
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.expanded) }
            guard let sheet = root.presentedDropDownSheets.first,
                  let editor = firstView(in: sheet.contentViewController.view, where: { $0 is UITextView }) as? UITextView else {
                return XCTFail("no compose sheet with a text editor")
            }
            editor.becomeFirstResponder()
            editor.insertText("Lunch on Friday?")
            waitUntil { (sheet.delegate as? DropDownSheetSession)?.isDismissDisabled == true }
            flickDown(onCardOf: sheet)
            waitUntil { sheet.phase == .resting(.minimized) }
            flickDown(onBarOf: sheet)   // would close it: refused, and asked about
            waitUntil { root.presentedViewController is UIAlertController }
            XCTAssertTrue(sheet.isPresented, "the draft is kept")
            XCTAssertEqual(sheet.phase, .resting(.minimized), "the question is asked above the bar")
        }
    }
}
#endif
