/// The user's text sizes (Dynamic Type), from the smallest to the largest accessibility size,
/// named as UIKit's `UIContentSizeCategory` is, with how much each enlarges body text: what the
/// bar's height follows (``DropDownSheetBarMetrics/barHeight(minimizedHeight:contentSizeScale:adjustsForContentSize:)``).
///
/// The scales are Apple's body text sizes divided by the default's (17 points), from the Human
/// Interface Guidelines' Dynamic Type sizes table (iOS, "Body": 14, 15, 16, 17, 19, 21, 23, and
/// 28, 33, 40, 47, 53 for the accessibility sizes); `UIFontMetrics.default.scaledValue(for: 1)`
/// gives the same numbers on a device.
package enum DropDownSheetTextSize: String, Sendable, Hashable, Codable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Body text's point size at this text size.
    package var bodyPointSize: Double {
        switch self {
        case .extraSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .extraLarge: return 19
        case .extraExtraLarge: return 21
        case .extraExtraExtraLarge: return 23
        case .accessibilityMedium: return 28
        case .accessibilityLarge: return 33
        case .accessibilityExtraLarge: return 40
        case .accessibilityExtraExtraLarge: return 47
        case .accessibilityExtraExtraExtraLarge: return 53
        }
    }

    /// How much this size enlarges text against the default (`large`, 1): a
    /// ``DropDownSheetContainer/contentSizeScale``.
    package var contentSizeScale: Double { bodyPointSize / Self.large.bodyPointSize }

    /// Whether this is one of the accessibility sizes (Larger Accessibility Sizes).
    package var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }
}
