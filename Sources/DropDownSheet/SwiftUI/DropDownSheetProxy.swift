#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The drop-down sheet a view is shown in, read from the environment with
/// `@Environment(\.dropDownSheet) private var sheet` inside the content (or the compact bar) of
/// ``SwiftUICore/View/dropDownSheet(state:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``.
///
/// Its methods do what setting the sheet's state binding does: the binding takes the new value
/// and the sheet moves, so the app's state and the sheet never disagree.
///
/// ```swift
/// struct ComposeView: View {
///     @Environment(\.dropDownSheet) private var sheet
///     var body: some View {
///         Button("Later") { sheet?.minimize() }
///     }
/// }
/// ```
@available(iOS 15.0, *)
public struct DropDownSheetProxy: Sendable, Equatable {
    /// The sheet's state as its binding holds it: the state it rests in, or the one just asked
    /// for.
    public let state: DropDownSheetState
    private let id: ObjectIdentifier
    weak var session: DropDownSheetSession?

    init(state: DropDownSheetState, session: DropDownSheetSession) {
        self.state = state
        self.session = session
        id = ObjectIdentifier(session)
    }

    /// Minimizes the sheet to its bar, from wherever it is. Sets the binding to `.minimized`.
    /// - Parameters:
    ///   - animated: Whether the sheet springs there (default) or jumps.
    ///   - completion: Called once, with `true` when the sheet has come to rest minimized, or
    ///     `false` when it did not get there (a finger caught it, it was sent elsewhere or
    ///     dismissed first), as ``DropDownSheetController/minimize(animated:completion:)``'s. The
    ///     binding is written at once, when the move is asked for; this says when it is over (to
    ///     open a link once the player is down, say). Default nil.
    @MainActor
    public func minimize(animated: Bool = true, completion: ((_ finished: Bool) -> Void)? = nil) {
        guard let session else { return completion?(false) ?? () }
        session.request(.minimized, animated: animated, completion: completion)
    }

    /// Expands the sheet to the full card, from wherever it is. Sets the binding to `.expanded`.
    /// - Parameters:
    ///   - animated: Whether the sheet springs there (default) or jumps.
    ///   - completion: Called once, with `true` when the sheet has come to rest expanded, or
    ///     `false` when it did not get there, as
    ///     ``DropDownSheetController/expand(animated:completion:)``'s. Default nil.
    @MainActor
    public func expand(animated: Bool = true, completion: ((_ finished: Bool) -> Void)? = nil) {
        guard let session else { return completion?(false) ?? () }
        session.request(.expanded, animated: animated, completion: completion)
    }

    /// Dismisses the sheet; ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` does not apply to
    /// dismissal in code. Sets the binding to `.dismissed`.
    /// - Parameters:
    ///   - animated: Whether the sheet springs away (default) or disappears at once.
    ///   - completion: Called once the sheet has gone, after the modifier's `onDismiss`, never
    ///     during a view update; at once (on the next turn, if a view update is under way) when
    ///     the sheet was not presented. Not called when the modifier's view leaves the hierarchy
    ///     before the sheet has gone. Default nil.
    @MainActor
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let session else {
            // As documented: at once, or once a view update under way is over (review of issue 32).
            if let completion { DropDownSheetCallbackGate.run(completion) }
            return
        }
        session.requestDismissal(animated: animated, completion: completion)
    }

    /// Two proxies are equal when they are for the same sheet in the same state.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state == rhs.state && lhs.id == rhs.id
    }
}

@available(iOS 15.0, *)
private struct DropDownSheetProxyKey: EnvironmentKey {
    static var defaultValue: DropDownSheetProxy? { nil }
}

/// The drop-down sheet a view is shown in.
@available(iOS 15.0, *)
extension EnvironmentValues {
    /// The drop-down sheet this view is shown in, to minimize, expand or dismiss it and read its
    /// state; nil outside a drop-down sheet (like `UIViewController.dropDownSheet` in UIKit).
    public internal(set) var dropDownSheet: DropDownSheetProxy? {
        get { self[DropDownSheetProxyKey.self] }
        set { self[DropDownSheetProxyKey.self] = newValue }
    }
}
#endif
