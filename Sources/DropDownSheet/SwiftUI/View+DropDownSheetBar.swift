#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import DropDownSheetCore

/// Setting the bar item of the drop-down sheet a view is in, from inside its content: the
/// SwiftUI side of ``DropDownSheetBarItem`` (UIKit's `UIViewController.dropDownSheetBarItem`).
///
/// Put them on the views of the `content:` of a `dropDownSheet` modifier, in its own view tree;
/// the view nearest the leaves wins when several set the same thing, as with `navigationTitle`.
/// They travel as SwiftUI preferences, which stop where another hosting controller begins: one
/// set inside a `.sheet`, `.popover` or `.fullScreenCover` that the content presents does not
/// reach the bar, and one set on a `NavigationStack`'s destination is not promised to (put them
/// on the view that holds the stack). The sheet draws its minimized bar from them (title,
/// subtitle, image, progress, buttons) unless the modifier has a `compact:` bar, which replaces
/// the whole bar. A content replaced (`item:` changing) never gets its predecessor's values.
@available(iOS 15.0, *)
public extension View {
    /// The title of the sheet's minimized bar (a song's name). nil shows none. Default: none.
    func dropDownSheetBarTitle(_ title: String?) -> some View {
        dropDownSheetBar(DropDownSheetBarPreferences(title: .some(title)))
    }

    /// The line under the bar's title (the artist). nil shows none. Default: none.
    func dropDownSheetBarSubtitle(_ subtitle: String?) -> some View {
        dropDownSheetBar(DropDownSheetBarPreferences(subtitle: .some(subtitle)))
    }

    /// The image at the bar's leading edge (artwork), filled into a rounded square of 44 points
    /// at the default text size (a symbol is drawn whole). nil shows none. Default: none.
    func dropDownSheetBarImage(_ image: UIImage?) -> some View {
        dropDownSheetBar(DropDownSheetBarPreferences(image: .some(image.map(DropDownSheetBarImageValue.uiImage))))
    }

    /// The image at the bar's leading edge, as a SwiftUI `Image` (an asset, a symbol, an image
    /// made from data), drawn by SwiftUI in a rounded square of 44 points at the default text
    /// size: resizable, filling the square (`contentMode` `.fill`, the default, for artwork) or
    /// fitting in it (`.fit`, for a symbol), in the secondary label colour where it is a template.
    /// Default: none; the `UIImage` variant with nil takes it away.
    ///
    /// The image flies from the bar into the open card when a view of the content is marked with
    /// ``SwiftUICore/View/dropDownSheetBarImageTarget(cornerRadius:)``; without one it cross-fades
    /// with the bar as the sheet expands. (A UIKit content with this image flies it into its own
    /// ``DropDownSheetBarItem/imageTransitionView``.)
    func dropDownSheetBarImage(_ image: Image, contentMode: ContentMode = .fill) -> some View {
        dropDownSheetBar(DropDownSheetBarPreferences(image: .some(.swiftUI(image, contentMode))))
    }

    /// How far along the bar's task is, 0 to 1, drawn as a thin line along the bar's bottom edge
    /// (clamped: below 0 is 0, above 1 is 1, NaN is 0). nil draws no line. Default: none.
    func dropDownSheetBarProgress(_ progress: Double?) -> some View {
        let clamped = DropDownSheetBarProgress.clamped(progress)
        return dropDownSheetBar(DropDownSheetBarPreferences(progress: .some(clamped)))
    }

    /// What VoiceOver says for the bar instead of its title and subtitle, and its hint (see
    /// ``DropDownSheetBarItem/accessibilityLabel`` and ``DropDownSheetBarItem/accessibilityHint``).
    /// nil keeps the default. Default: nil, nil.
    func dropDownSheetBarAccessibility(label: String?, hint: String? = nil) -> some View {
        dropDownSheetBar(DropDownSheetBarPreferences(accessibilityLabel: .some(label), accessibilityHint: .some(hint)))
    }

    /// Buttons on the bar: `leading` before the title, `trailing` after it (play and next). Each
    /// side is laid out at its own width; its buttons are SwiftUI's, and VoiceOver reaches each of
    /// them while the sheet is minimized. They see the sheet in the environment
    /// (``SwiftUICore/EnvironmentValues/dropDownSheet``) and the objects given with
    /// ``SwiftUICore/View/dropDownSheetEnvironmentObject(_:)``. Default: none.
    ///
    /// Each builder is one custom view, not one item per button: several buttons in
    /// `trailing` (play and next) are one ``DropDownSheetBarItem/trailingBarButtonItems`` entry,
    /// laid out side by side (the builder's views are put in an `HStack`), measured together, at most 160
    /// points wide, and kept or dropped together when the bar runs out of room (see
    /// ``DropDownSheetBarItem/leadingBarButtonItems``); VoiceOver still reaches each button
    /// inside.
    func dropDownSheetBarItems<Leading: View, Trailing: View>(
        @ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing
    ) -> some View {
        // Side by side, as a bar's buttons are (at a hosting controller's root, several views would
        // stack vertically).
        let buttons = DropDownSheetBarButtonViews(leading: AnyView(HStack { leading() }), trailing: AnyView(HStack { trailing() }))
        return dropDownSheetBar(DropDownSheetBarPreferences(buttons: .some(buttons)))
    }

    /// Buttons after the bar's title, as one custom view (several buttons in it are laid out,
    /// kept and dropped together); see ``SwiftUICore/View/dropDownSheetBarItems(leading:trailing:)``.
    func dropDownSheetBarItems<Trailing: View>(@ViewBuilder trailing: () -> Trailing) -> some View {
        let buttons = DropDownSheetBarButtonViews(leading: nil, trailing: AnyView(HStack { trailing() }))
        return dropDownSheetBar(DropDownSheetBarPreferences(buttons: .some(buttons)))
    }
}

/// A SwiftUI bar that a UIKit app gives a sheet: expanding the sheet on a tap.
@available(iOS 15.0, *)
public extension View {
    /// Makes a tap on this view that none of its controls takes expand `sheet`: for a SwiftUI bar
    /// that a UIKit app gives a sheet as its ``DropDownSheetController/compactViewController``
    /// (in a `UIHostingController`) or ``DropDownSheetController/compactView``. The library does
    /// not expand a sheet on a tap on SwiftUI's views in a compact bar, since it cannot tell from
    /// outside whether a SwiftUI button took the tap; this puts the tap where SwiftUI decides it.
    /// It fills the bar (the whole view takes taps, not only what it draws). The `compact:` bar
    /// of the `dropDownSheet` modifiers does this by itself. The sheet is held weakly.
    ///
    /// ```swift
    /// // Context: @MainActor func useHostedBar(on sheet: DropDownSheetController) { … }
    /// sheet.compactViewController = UIHostingController(rootView: MiniPlayerBar().dropDownSheetExpandsOnTap(sheet))
    /// ```
    func dropDownSheetExpandsOnTap(_ sheet: DropDownSheetController) -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            // (SwiftUI calls it on the main thread; older SDKs do not say so.)
            .onTapGesture { [weak sheet] in runOnMainActorIfMainThread(fallback: ()) { sheet?.expand() } }
    }
}

@available(iOS 15.0, *)
extension View {
    /// Adds `values` to what the views inside this one say about the bar; theirs win where both
    /// set the same thing (nearest the leaves wins), and several of these modifiers on one view
    /// combine.
    func dropDownSheetBar(_ values: DropDownSheetBarPreferences) -> some View {
        transformPreference(DropDownSheetBarPreferenceKey.self) { inner in
            inner = values.merged(with: inner)
        }
    }
}

/// The SwiftUI buttons of a bar, made anew on each update of the view that sets them (so the
/// bar shows the latest).
@available(iOS 15.0, *)
final class DropDownSheetBarButtonViews: Equatable, @unchecked Sendable {
    // Views made on the main actor and only read there (by the session, on the main actor).
    let leading: AnyView?
    let trailing: AnyView?

    init(leading: AnyView?, trailing: AnyView?) {
        self.leading = leading
        self.trailing = trailing
    }

    static func == (lhs: DropDownSheetBarButtonViews, rhs: DropDownSheetBarButtonViews) -> Bool { lhs === rhs }
}

/// The bar's image as the content gave it: a `UIImage`, or a SwiftUI `Image` and how it fills the
/// square.
@available(iOS 15.0, *)
enum DropDownSheetBarImageValue: Equatable {
    case uiImage(UIImage)
    case swiftUI(Image, ContentMode)
}

/// What the content's views said about the bar. Each field is nil when no view set it, and
/// `.some(nil)` when a view set "none".
@available(iOS 15.0, *)
struct DropDownSheetBarPreferences: Equatable, @unchecked Sendable {
    // UIImage is immutable and safe to pass between threads (UIImage's documentation); the
    // buttons' views are only read on the main actor.
    var title: String??
    var subtitle: String??
    var image: DropDownSheetBarImageValue??
    var progress: Double??
    var accessibilityLabel: String??
    var accessibilityHint: String??
    var buttons: DropDownSheetBarButtonViews??
    /// The bar's tint (``SwiftUICore/View/dropDownSheetBarTint(_:)``).
    var tint: Color??

    init(title: String?? = nil, subtitle: String?? = nil, image: DropDownSheetBarImageValue?? = nil, progress: Double?? = nil,
         accessibilityLabel: String?? = nil, accessibilityHint: String?? = nil, buttons: DropDownSheetBarButtonViews?? = nil,
         tint: Color?? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.progress = progress
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.buttons = buttons
        self.tint = tint
    }

    /// These values, with `later`'s wherever it set one (the view nearer the leaves wins).
    func merged(with later: Self) -> Self {
        Self(title: later.title ?? title, subtitle: later.subtitle ?? subtitle, image: later.image ?? image,
             progress: later.progress ?? progress, accessibilityLabel: later.accessibilityLabel ?? accessibilityLabel,
             accessibilityHint: later.accessibilityHint ?? accessibilityHint, buttons: later.buttons ?? buttons,
             tint: later.tint ?? tint)
    }
}

@available(iOS 15.0, *)
struct DropDownSheetBarPreferenceKey: PreferenceKey {
    static var defaultValue: DropDownSheetBarPreferences { DropDownSheetBarPreferences() }

    static func reduce(value: inout DropDownSheetBarPreferences, nextValue: () -> DropDownSheetBarPreferences) {
        value = value.merged(with: nextValue())
    }
}
#endif
