/// A height between the bar and the full card at which a sheet can rest, as
/// `UISheetPresentationController.Detent` and FloatingPanel's anchors are: a share of the
/// container's height, a height in points, or the content's own height.
///
/// Every sheet has two built-in detents, ``DropDownSheetState/expanded`` (the full card) and
/// ``DropDownSheetState/minimized`` (its bar); ``DropDownSheetConfiguration/detents`` adds others.
/// A detent's place follows the container (rotation, Dynamic Type, the bottom bar, the sheet's
/// keyboard) and is always kept between the bar and the full card: one taller than the full card
/// rests there, one lower than the bar rests at the bar.
///
/// Where each kind rests, with `H` the container's height:
/// - ``Height/fraction(_:)``: the card shows that share of `H` above the container's bottom edge
///   (it covers a tab bar below it, as a system sheet does).
/// - ``Height/points(_:)`` and ``Height/content(_:)``: the card shows that many points above the
///   line the bar sits on: the bottom safe area, or the tab bar or toolbar the bar avoids
///   (``DropDownSheetConfiguration/avoidsBottomBar``), whichever is higher.
/// - A keyboard of the sheet's own (``DropDownSheetKeyboardOwner/sheet``) lifts every detent by
///   what it covers above the bottom safe area, so what the detent shows stays above it; the
///   screen underneath's keyboard covers the sheets, as it covers the bars.
public struct DropDownSheetDetent: Sendable, Hashable, Codable {
    /// A detent's name: the state a sheet resting there is in (``DropDownSheetState``). Declare
    /// your own as `extension DropDownSheetDetent.Identifier { static let half: Self = "half" }`.
    public typealias Identifier = DropDownSheetState

    /// How tall a detent is.
    public enum Height: Sendable, Hashable {
        /// A share of the container's height shown above its bottom edge, 0 to 1 (0.5: half the
        /// screen).
        case fraction(Double)
        /// A height in points shown above the line the bar sits on (the bottom safe area or the
        /// bottom bar), 0 and up.
        case points(Double)
        /// The content's own height in points, shown above the line the bar sits on: the UIKit
        /// shell keeps it equal to the content controller's `preferredContentSize.height` (a
        /// navigation controller's top controller's), the SwiftUI modifier to the content's
        /// ideal height, and sheet-lab to the script's `"content"` number. A change while the
        /// sheet rests there springs the sheet to the new height, keeping its velocity. 0 and up.
        case content(Double)
    }

    /// The detent's name, unique within a sheet's detents. Not `"expanded"`, `"minimized"` or
    /// `"dismissed"`, not empty, and at most ``DropDownSheetState/maximumNameLength`` (16) UTF-8
    /// bytes: such a detent is dropped (and reported as
    /// ``DropDownSheetInputCorrection/invalidConfiguration``).
    public var identifier: Identifier
    /// How tall it is.
    public var height: Height

    /// A detent named `identifier` of `height`.
    public init(identifier: Identifier, height: Height) {
        self.identifier = identifier
        self.height = height
    }

    /// A detent showing `fraction` (0 to 1) of the container's height above its bottom edge.
    public static func fraction(_ fraction: Double, identifier: Identifier) -> DropDownSheetDetent {
        DropDownSheetDetent(identifier: identifier, height: .fraction(fraction))
    }

    /// A detent showing `points` above the line the bar sits on.
    public static func height(_ points: Double, identifier: Identifier) -> DropDownSheetDetent {
        DropDownSheetDetent(identifier: identifier, height: .points(points))
    }

    /// A detent as tall as the content, which the shells measure and keep current; `height` is the
    /// content's height in points as last measured (0 until the shell measures it).
    public static func content(identifier: Identifier = .content, height: Double = 0) -> DropDownSheetDetent {
        DropDownSheetDetent(identifier: identifier, height: .content(height))
    }

    /// Half the container's height (identifier `"medium"`), as the system's `.medium()` detent.
    public static let medium = DropDownSheetDetent.fraction(0.5, identifier: .medium)

    /// The most detents a sheet takes besides its two built-in ones; more are dropped and reported.
    public static let maximumCount = 8

    /// This detent with its number in range (a fraction 0 to 1, points and content heights 0 to
    /// 100,000), or nil when it cannot be used: a reserved or empty identifier, or a number that
    /// is NaN.
    func sanitized() -> DropDownSheetDetent? {
        guard identifier.isCustomDetent, !identifier.isOverlong, identifier != DropDownSheetState(rawValue: "") else { return nil }
        var d = self
        switch height {
        case .fraction(let f):
            guard !f.isNaN else { return nil }
            d.height = .fraction(min(max(f, 0), 1))
        case .points(let p):
            guard !p.isNaN else { return nil }
            d.height = .points(min(max(p, 0), DropDownSheetEngine.coordinateLimit))
        case .content(let p):
            guard !p.isNaN else { return nil }
            d.height = .content(min(max(p, 0), DropDownSheetEngine.coordinateLimit))
        }
        return d
    }

    private enum CodingKeys: String, CodingKey { case id, fraction, height, content }

    /// Decodes `{"id": "half", "fraction": 0.5}`, `{"id": "tip", "height": 120}` or
    /// `{"id": "fit", "content": 300}`: an identifier and exactly one height.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try c.decode(Identifier.self, forKey: .id)
        let fraction = try c.decodeIfPresent(Double.self, forKey: .fraction)
        let points = try c.decodeIfPresent(Double.self, forKey: .height)
        let content = try c.decodeIfPresent(Double.self, forKey: .content)
        switch (fraction, points, content) {
        case (let f?, nil, nil): height = .fraction(f)
        case (nil, let p?, nil): height = .points(p)
        case (nil, nil, let p?): height = .content(p)
        default:
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription:
                "a detent takes exactly one of \"fraction\", \"height\" or \"content\"")
        }
    }

    /// Encodes the form ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(identifier, forKey: .id)
        switch height {
        case .fraction(let f): try c.encode(f, forKey: .fraction)
        case .points(let p): try c.encode(p, forKey: .height)
        case .content(let p): try c.encode(p, forKey: .content)
        }
    }
}

extension DropDownSheetDetent.Identifier {
    /// The identifier of ``DropDownSheetDetent/medium``: `"medium"`.
    public static let medium: Self = "medium"
    /// The default identifier of a ``DropDownSheetDetent/content(identifier:height:)`` detent:
    /// `"content"`.
    public static let content: Self = "content"
}
