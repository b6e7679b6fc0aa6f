@preconcurrency import UIKit

/// The accessibility traits the app sets. The iOS 16.5 SDK declares UIKit's trait constants
/// (`UIAccessibilityTraits.header` and the others) as mutable globals, which Swift 6 refuses to
/// read under a plain `import UIKit`; newer SDKs declare them as constants. This file, with its
/// `@preconcurrency` import, is the one place that reads them.
enum AccessibilityTrait {
    static var header: UIAccessibilityTraits { .header }
    static var button: UIAccessibilityTraits { .button }
    static var selected: UIAccessibilityTraits { .selected }
}
