#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A SwiftUI `Image` on a sheet's bar (``SwiftUICore/View/dropDownSheetBarImage(_:contentMode:)``),
/// drawn by two hosting controllers: one whose view is on the bar, one whose view flies into the
/// content's artwork view (``DropDownSheetBarItem/imageTransitionView``). SwiftUI draws it afresh
/// at every size, so the flight stays sharp as it grows. Each is a child of the controller whose
/// view holds its view: the bar's controller, and the container during a flight.
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetHostedBarImage: DropDownSheetBarImageProvider {
    private let barHost: DropDownSheetBarHostingController<AnyView>
    private let flightHost: DropDownSheetBarHostingController<AnyView>

    init(_ image: Image, contentMode: ContentMode) {
        let root = Self.root(image, contentMode: contentMode)
        barHost = DropDownSheetBarHostingController(rootView: root)
        flightHost = DropDownSheetBarHostingController(rootView: root)
        for host in [barHost, flightHost] {
            host.view.backgroundColor = .clear
            // A square in the bar or in flight: no inset may move the image inside it.
            if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
        }
    }

    /// Shows `image` from now on.
    func show(_ image: Image, contentMode: ContentMode) {
        let root = Self.root(image, contentMode: contentMode)
        barHost.rootView = root
        flightHost.rootView = root
    }

    var barImageView: UIView { barHost.view }
    var flightImageView: UIView { flightHost.view }

    private static func root(_ image: Image, contentMode: ContentMode) -> AnyView {
        AnyView(image.resizable()
            .aspectRatio(contentMode: contentMode)
            .foregroundColor(Color(uiColor: .secondaryLabel))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .clipped()
            .accessibilityHidden(true)
            .ignoresSafeArea())
    }
}
#endif
