import DropDownSheetCore

/// Draws one phone-shaped picture of the screen at a moment of the simulation (a
/// ``SimulationRecording/Scene``): every sheet on the screen, back to front in the presentation's
/// z-order, each from its own last frame shown: the screen underneath scaled by the smallest
/// `presentingScale` of them about its centre and rounded by the largest `presentingCornerRadius`,
/// the dimming at the largest `dimAlpha` (what ``DropDownSheetPresentation/underneathStyle``
/// takes), and each card at (`cardX`, `sheetTop`), `cardWidth` wide and `visibleHeight` tall with
/// its top corners rounded by its configuration's `cornerRadius`, its bar at the card's top edge at
/// `barAlpha` (the card's content fades the other way). A draft hidden under the top of the stack
/// is not drawn; the stack's slivers stand for it, behind the top bar, where
/// ``DropDownSheetStackBackdrop/sliverFrame(_:)`` puts them.
///
/// Each bar is drawn as the app would show it: a mini player's (an accessory, or a sheet the user
/// cannot dismiss) with artwork, a title and a play button; a draft's with its title and no
/// artwork, and, at the top of a stack of several, the count ("2 Drafts"). A finger is drawn where
/// a touch is down, and the chooser over everything while it is open.
///
/// Every size is the frame's number in points times the drawing scale, relative to the screen's
/// top-left corner (the group's translation), so the picture can be checked against the numbers.
struct PhoneFrameDrawing {
    /// Width of the phone's body around the screen, in pixels.
    static let bezel = 6.0
    /// Height under the phone for the caption, in pixels.
    static let captionHeight = 34.0

    /// What is on the screen.
    let scene: SimulationRecording.Scene
    /// The screen the sheets share.
    let screen: DropDownSheetContainer
    /// Pixels per point.
    let scale: Double

    /// The same drawing at `scale` pixels per point.
    func scaled(_ scale: Double) -> PhoneFrameDrawing {
        PhoneFrameDrawing(scene: scene, screen: screen, scale: scale)
    }

    /// The frontmost card, whose state the caption gives.
    var front: SimulationRecording.Frame? { scene.cards.last }

    /// Whether a card's bar is a mini player's: an accessory, or a sheet the user cannot dismiss,
    /// which stays as a player does.
    static func isPlayer(_ card: SimulationRecording.Frame) -> Bool {
        card.role == .accessory || !card.configuration.allowsUserDismissal
    }

    /// The title on a card's bar: the sheet's id in a script that names sheets.
    static func title(_ card: SimulationRecording.Frame) -> String {
        card.sheetID ?? (isPlayer(card) ? "Now Playing" : "New Message")
    }

    /// Whether a card is the top of the stack of drafts.
    func isStackTop(_ card: SimulationRecording.Frame) -> Bool {
        guard let stack = scene.stack, let id = card.sheetID else { return false }
        return SheetIdentifier.same(stack.minimized.first, id)
    }

    /// The screen's corner radius, in points: a phone's display corners, smaller on a small screen.
    var displayCornerRadius: Double {
        min(44, 0.11 * min(screen.width, screen.height))
    }

    /// The style of the screen underneath: the strongest any card asks for.
    var underneath: DropDownSheetUnderneathStyle {
        var style = DropDownSheetUnderneathStyle()
        for card in scene.cards {
            style.scale = min(style.scale, card.render.presentingScale)
            style.cornerRadius = max(style.cornerRadius, card.render.presentingCornerRadius)
            style.dimAlpha = max(style.dimAlpha, card.render.dimAlpha)
        }
        return style
    }

    /// Size of the drawing with its body, in pixels (without the caption).
    var outerWidth: Double { screen.width * scale + 2 * Self.bezel }
    var outerHeight: Double { screen.height * scale + 2 * Self.bezel }

    /// Draws the picture with the screen's top-left corner at (`x`, `y`) pixels, and its caption
    /// below. `index` numbers the picture (1 ...) and names its clip paths; `moment` is the time
    /// asked for, in seconds. A frame of an animation (`animated`) has no numbered caption and
    /// no times of its own (the animation's frame group carries them), so that two frames that
    /// show the same thing draw the same bytes.
    func draw(index: Int, moment: Double, x: Double, y: Double, animated: Bool = false, into svg: inout SVGWriter) {
        let c = screen
        let k = scale
        func p(_ points: Double) -> String { svgNumber(points * k) }
        let width = c.width, height = c.height
        let times = animated ? [] : [("data-t", formatNumber(moment, decimals: 6)),
                                     ("data-frame-t", formatNumber(front?.t ?? moment, decimals: 6))]
        svg.begin("g", [("class", "frame"), ("id", "frame-\(index)")] + times + [
            ("data-scale", svgNumber(k)),
            ("data-sheets", scene.cards.map { $0.sheetID ?? Simulator.defaultID }.joined(separator: " ")),
            ("transform", "translate(\(svgNumber(x)) \(svgNumber(y)))"),
        ])
        svg.begin("defs")
        svg.begin("clipPath", [("id", "screen-\(index)")])
        svg.element("rect", [("x", "0"), ("y", "0"), ("width", p(width)), ("height", p(height)), ("rx", p(displayCornerRadius))])
        svg.end()
        for (n, card) in scene.cards.enumerated() {
            let r = card.render
            // The visible part: inset for a floating or inline bar, its top and bottom corners
            // rounded as the engine says.
            svg.begin("clipPath", [("id", "card-\(index)-\(n)")])
            let clipX = r.cardX + r.visibleLeftInset, clipWidth = max(r.cardWidth - r.visibleLeftInset - r.visibleRightInset, 0)
            svg.element("path", [("class", "card-clip"), ("data-x", p(clipX)), ("data-y", p(r.sheetTop)),
                                 ("data-width", p(clipWidth)), ("data-height", p(max(r.visibleHeight, 0))),
                                 ("data-top-radius", p(r.topCornerRadius)), ("data-bottom-radius", p(r.bottomCornerRadius)),
                                 ("d", Self.roundedRect(x: clipX, y: r.sheetTop, width: clipWidth, height: r.visibleHeight,
                                                        top: r.topCornerRadius, bottom: r.bottomCornerRadius, scale: k))])
            svg.end()
        }
        svg.end()
        svg.element("rect", [("class", "phone"), ("x", svgNumber(-Self.bezel)), ("y", svgNumber(-Self.bezel)),
                             ("width", svgNumber(outerWidth)), ("height", svgNumber(outerHeight)),
                             ("rx", svgNumber(displayCornerRadius * k + Self.bezel)), ("fill", "#1c1c1e")])
        svg.begin("g", [("clip-path", "url(#screen-\(index))")])
        svg.element("rect", [("class", "backdrop"), ("x", "0"), ("y", "0"), ("width", p(width)), ("height", p(height)), ("fill", "#000")])
        let style = underneath
        drawUnderneath(style, into: &svg)
        svg.element("rect", [("class", "dim"), ("x", "0"), ("y", "0"), ("width", p(width)), ("height", p(height)),
                             ("fill", "#000"), ("fill-opacity", formatNumber(style.dimAlpha, decimals: 4))])
        for (n, card) in scene.cards.enumerated() {
            if isStackTop(card) { drawSlivers(behind: card, into: &svg) }
            drawSheet(card, clip: "card-\(index)-\(n)", into: &svg)
        }
        if let chooser = scene.chooser { drawChooser(chooser, into: &svg) }
        if c.keyboardHeight > 0 {
            // The keyboard is in a window of its own, above the app and the sheet.
            svg.element("rect", [("class", "keyboard"), ("x", "0"), ("y", p(height - c.keyboardHeight)),
                                 ("width", p(width)), ("height", p(c.keyboardHeight)), ("fill", "#cfd3d9")])
        }
        svg.element("rect", [("class", "home-indicator"), ("x", p(width / 2 - 67)), ("y", p(height - 13)),
                             ("width", p(134)), ("height", p(5)), ("rx", p(2.5)), ("fill", "#111")])
        if let finger = scene.finger {
            // A fingertip, about 44 points across (Apple's smallest comfortable target).
            svg.element("circle", [("class", "finger"), ("cx", p(finger.x)), ("cy", p(finger.y)), ("r", p(22)),
                                   ("fill", "#636366"), ("fill-opacity", "0.5"), ("stroke", "#ffffff"), ("stroke-width", "1.5")])
        }
        svg.end()
        let state: String
        switch front?.render.phase ?? .resting(.dismissed) {
        case .resting(let s): state = s.rawValue
        case .dragging: state = "dragging"
        case .settling(let target): state = "settling → \(target.rawValue)"
        }
        if !animated {
            svg.element("text", [("class", "caption"), ("x", svgNumber(width * k / 2)), ("y", svgNumber(height * k + Self.bezel + 14)),
                                 ("text-anchor", "middle"), ("font-size", "11"), ("font-weight", "bold")],
                        content: "\(index) · \(formatNumber(moment, decimals: 3)) s")
        }
        svg.element("text", [("class", "caption-state"), ("x", svgNumber(width * k / 2)), ("y", svgNumber(height * k + Self.bezel + (animated ? 16 : 27))),
                             ("text-anchor", "middle"), ("font-size", "10"), ("fill", "#555")],
                    content: state)
        svg.end()
    }

    /// The screen underneath: an app with a title and a list (and its tab bar), scaled about the
    /// screen's centre and rounded as the engine says.
    private func drawUnderneath(_ style: DropDownSheetUnderneathStyle, into svg: inout SVGWriter) {
        let c = screen
        let k = scale
        func p(_ points: Double) -> String { svgNumber(points * k) }
        let cx = svgNumber(c.width * k / 2), cy = svgNumber(c.height * k / 2)
        svg.begin("g", [
            ("class", "underneath"), ("data-scale", formatNumber(style.scale, decimals: 4)),
            ("transform", "translate(\(cx) \(cy)) scale(\(formatNumber(style.scale, decimals: 4))) translate(-\(cx) -\(cy))"),
        ])
        svg.element("rect", [("class", "screen-underneath"), ("x", "0"), ("y", "0"), ("width", p(c.width)), ("height", p(c.height)),
                             ("rx", p(style.cornerRadius)), ("fill", "#f2f2f7")])
        let left = 16.0
        let lineWidth = max(c.width - 2 * left, 0)
        var y = c.safeAreaTop + 8
        svg.element("rect", [("x", p(left)), ("y", p(y)), ("width", p(min(140, lineWidth))), ("height", p(22)), ("rx", p(4)), ("fill", "#c7c7cc")])
        y += 44
        let bottom = c.height - max(c.bottomBarHeight, c.safeAreaBottom)
        while y + 56 <= bottom {
            svg.element("rect", [("x", p(left)), ("y", p(y)), ("width", p(lineWidth)), ("height", p(48)), ("rx", p(8)), ("fill", "#ffffff")])
            svg.element("rect", [("x", p(left + 12)), ("y", p(y + 12)), ("width", p(lineWidth * 0.5)), ("height", p(8)), ("rx", p(4)), ("fill", "#d1d1d6")])
            svg.element("rect", [("x", p(left + 12)), ("y", p(y + 28)), ("width", p(lineWidth * 0.75)), ("height", p(6)), ("rx", p(3)), ("fill", "#e5e5ea")])
            y += 56
        }
        if let tabBar = c.minimizedTabBar {
            // iOS 26's tab bar minimized to one tab, a glass capsule at its corner.
            let top = c.height - tabBar.bottom - tabBar.height
            svg.element("rect", [("class", "bottom-bar minimized-tab-bar"), ("x", p(tabBar.x)), ("y", p(top)), ("width", p(tabBar.width)),
                                 ("height", p(tabBar.height)), ("rx", p(min(tabBar.width, tabBar.height) / 2))] + Self.glassFill)
            svg.element("circle", [("cx", p(tabBar.x + tabBar.width / 2)), ("cy", p(top + tabBar.height / 2)), ("r", p(9)), ("fill", "#0a84ff")])
        } else if c.bottomBarHeight > 0, c.systemDesign == .glass {
            // iOS 26's tab bar: a glass capsule floating above the home indicator.
            let top = c.height - c.bottomBarHeight
            let height = max(c.bottomBarHeight - c.safeAreaBottom / 2, 0)
            svg.element("rect", [("class", "bottom-bar"), ("x", p(16)), ("y", p(top)), ("width", p(max(c.width - 32, 0))),
                                 ("height", p(height)), ("rx", p(height / 2))] + Self.glassFill)
            for i in 0..<4 {
                let x = 16 + max(c.width - 32, 0) * (Double(i) + 0.5) / 4
                svg.element("circle", [("cx", p(x)), ("cy", p(top + height / 2)), ("r", p(9)), ("fill", i == 1 ? "#0a84ff" : "#8e8e93")])
            }
        } else if c.bottomBarHeight > 0 {
            svg.element("rect", [("class", "bottom-bar"), ("x", "0"), ("y", p(c.height - c.bottomBarHeight)), ("width", p(c.width)),
                                 ("height", p(c.bottomBarHeight)), ("fill", "#f9f9f9"), ("stroke", "#c6c6c8"), ("stroke-width", "0.5")])
            for i in 0..<4 {
                let x = c.width * (Double(i) + 0.5) / 4
                svg.element("circle", [("cx", p(x)), ("cy", p(c.height - c.bottomBarHeight + 18)), ("r", p(9)),
                                       ("fill", i == 1 ? "#0a84ff" : "#8e8e93")])
            }
        }
        svg.end()
    }

    /// A card, its content and the bar, clipped to the card's visible part. A bar on glass
    /// (``DropDownSheetBarBackground/glass``, iOS 26's) is a translucent fill with a highlight
    /// along its edge, the screen underneath showing through; the card's own background fades in
    /// over it as the sheet expands.
    private func drawSheet(_ card: SimulationRecording.Frame, clip: String, into svg: inout SVGWriter) {
        let r = card.render
        let radius = card.configuration.cornerRadius
        let k = scale
        func p(_ points: Double) -> String { svgNumber(points * k) }
        let top = r.sheetTop, x = r.cardX, width = r.cardWidth
        let layout = DropDownSheetEngine(configuration: card.configuration, container: card.container).layout
        let barHeight = layout.barHeight
        let barX = x + r.barLeftInset, barWidth = max(width - r.barLeftInset - r.barRightInset, 0)
        let isPlayer = Self.isPlayer(card), title = Self.title(card)
        let background = card.configuration.resolvedBarBackground(in: card.container)
        let glass = background == .glass
        svg.begin("g", [("class", "sheet"), ("data-sheet", card.sheetID ?? Simulator.defaultID), ("data-state", r.phase.labName),
                        ("data-style", card.configuration.resolvedBarStyle(in: card.container).rawValue),
                        ("data-background", background.rawValue), ("clip-path", "url(#\(clip))")])
        if glass {
            // The glass behind the bar: what is behind shows through, lightened, with a highlight.
            svg.element("rect", [("class", "glass"), ("x", p(x)), ("y", p(top)), ("width", p(width)),
                                 ("height", p(max(r.visibleHeight, 0)))] + Self.glassFill)
        }
        // Taller than the visible part by the radius, so that only its top corners show rounded.
        // On glass it fades in as the sheet expands (the bar's glass shows at the bar).
        svg.element("rect", [("class", "card"), ("x", p(x)), ("y", p(top)), ("width", p(width)),
                             ("height", p(max(r.visibleHeight, 0) + radius)), ("rx", p(radius)), ("fill", "#ffffff"),
                             ("fill-opacity", formatNumber(glass ? 1 - r.barAlpha : 1, decimals: 4)),
                             ("stroke", "#d1d1d6"), ("stroke-width", "0.5"),
                             ("stroke-opacity", formatNumber(glass ? 1 - r.barAlpha : 1, decimals: 4))])
        let inner = max(width - 32, 0)
        svg.begin("g", [("class", "card-content"), ("opacity", formatNumber(1 - r.barAlpha, decimals: 4))])
        svg.element("rect", [("x", p(x + 16)), ("y", p(top + 20)), ("width", p(min(160, inner))), ("height", p(18)), ("rx", p(4)), ("fill", "#1c1c1e")])
        var y = top + 56
        for i in 0..<12 {
            svg.element("rect", [("x", p(x + 16)), ("y", p(y)), ("width", p(inner * (i % 3 == 2 ? 0.6 : 1))), ("height", p(8)),
                                 ("rx", p(4)), ("fill", "#e5e5ea")])
            y += 20
        }
        svg.end()
        svg.begin("g", [("class", "bar"), ("data-kind", isPlayer ? "player" : "draft"), ("opacity", formatNumber(r.barAlpha, decimals: 4))])
        if !glass {
            svg.element("rect", [("x", p(barX)), ("y", p(top)), ("width", p(barWidth)), ("height", p(barHeight)), ("fill", "#f9f9f9")])
        }
        let middle = top + barHeight / 2
        let pad = layout.isInline || r.barLeftInset > 0 ? 4.0 : 0
        if isPlayer {
            let art = min(40, barHeight - 12)
            if art > 0 {
                svg.element("rect", [("class", "artwork"), ("x", p(barX + 12 + pad)), ("y", p(top + (barHeight - art) / 2)), ("width", p(art)),
                                     ("height", p(art)), ("rx", p(6)), ("fill", "#ff9f0a")])
            }
            let textX = barX + 12 + pad + max(art, 0) + 12
            text(title, x: textX, y: middle - 2, size: 14, weight: "600", className: "bar-title", into: &svg)
            svg.element("rect", [("x", p(textX)), ("y", p(middle + 6)), ("width", p(max(min(90, barWidth - 140), 0))),
                                 ("height", p(6)), ("rx", p(3)), ("fill", "#aeaeb2")])
            // Play: a triangle at the right end.
            let px = barX + barWidth - 36 - pad
            svg.element("path", [("class", "play"), ("d", "M \(p(px)) \(p(middle - 9)) L \(p(px + 15)) \(p(middle)) L \(p(px)) \(p(middle + 9)) Z"),
                                 ("fill", "#1c1c1e")])
        } else {
            text(title, x: barX + 20, y: middle + 5, size: 15, weight: "600", className: "bar-title", into: &svg)
            if isStackTop(card), let countLabel = scene.stack?.countLabel {
                text(countLabel, x: barX + barWidth - 20, y: middle + 5, size: 13, weight: "normal", className: "count-label",
                     anchor: "end", color: "#8e8e93", into: &svg)
            }
        }
        svg.end()
        if glass {
            // The highlight along the glass's rim, strongest at the top, fading as the card expands.
            svg.element("path", [("class", "glass-highlight"), ("d", Self.roundedRect(
                x: x + r.visibleLeftInset + 0.5, y: top + 0.5, width: width - r.visibleLeftInset - r.visibleRightInset - 1,
                height: r.visibleHeight - 1, top: max(r.topCornerRadius - 0.5, 0), bottom: max(r.bottomCornerRadius - 0.5, 0), scale: k)),
                ("fill", "none"), ("stroke", "#ffffff"), ("stroke-width", p(1.2)),
                ("stroke-opacity", formatNumber(0.9 * r.barAlpha, decimals: 4))])
        }
        svg.element("rect", [("class", "grabber"), ("x", p(x + width / 2 - 18)), ("y", p(top + 5)), ("width", p(36)), ("height", p(5)),
                             ("rx", p(2.5)), ("fill", "#c7c7cc"), ("opacity", formatNumber(glass ? 1 - r.barAlpha : 1, decimals: 4))])
        svg.end()
    }

    /// The SVG attributes of glass: a translucent, faintly cool white fill over what is behind, and
    /// a thin dark rim that sets it off a light screen (the lab's stand-in for `UIGlassEffect`,
    /// whose blur and refraction a picture cannot show); the highlight is drawn over it.
    static let glassFill: [(String, String)] = [
        ("fill", "#fbfbfe"), ("fill-opacity", "0.78"), ("stroke", "#000000"), ("stroke-opacity", "0.12"), ("stroke-width", "0.8"),
    ]

    /// An SVG path of a rectangle with its top corners rounded by `top` and its bottom ones by
    /// `bottom` (each at most half the width or height), in points times `scale`.
    static func roundedRect(x: Double, y: Double, width: Double, height: Double, top: Double, bottom: Double, scale k: Double) -> String {
        let w = max(width, 0), h = max(height, 0)
        let t = min(max(top, 0), w / 2, h / 2), b = min(max(bottom, 0), w / 2, max(h - t, 0))
        func n(_ v: Double) -> String { svgNumber(v * k) }
        return "M \(n(x + t)) \(n(y)) L \(n(x + w - t)) \(n(y)) Q \(n(x + w)) \(n(y)) \(n(x + w)) \(n(y + t)) "
            + "L \(n(x + w)) \(n(y + h - b)) Q \(n(x + w)) \(n(y + h)) \(n(x + w - b)) \(n(y + h)) "
            + "L \(n(x + b)) \(n(y + h)) Q \(n(x)) \(n(y + h)) \(n(x)) \(n(y + h - b)) "
            + "L \(n(x)) \(n(y + t)) Q \(n(x)) \(n(y)) \(n(x + t)) \(n(y)) Z"
    }

    /// Text of `size` points at (`x`, `y`) points, its baseline at `y`.
    private func text(_ content: String, x: Double, y: Double, size: Double, weight: String, className: String,
                      anchor: String = "start", color: String = "#1c1c1e", into svg: inout SVGWriter) {
        svg.element("text", [("class", className), ("x", svgNumber(x * scale)), ("y", svgNumber(y * scale)),
                             ("font-size", svgNumber(size * scale)), ("font-weight", weight), ("text-anchor", anchor),
                             ("fill", color), ("font-family", "-apple-system, Helvetica, Arial, sans-serif")], content: content)
    }

    /// The slivers of the minimized drafts under the top of the stack, behind its bar: as many as
    /// the presentation draws (one fewer than the minimized drafts, at most 2), where
    /// ``DropDownSheetStackBackdrop/sliverFrame(_:)`` puts them, at the top bar's opacity.
    private func drawSlivers(behind top: SimulationRecording.Frame, into svg: inout SVGWriter) {
        guard let stack = scene.stack else { return }
        let r = top.render
        var backdrop = DropDownSheetStackBackdrop()
        backdrop.sliverCount = min(max(stack.minimized.count - 1, 0), 2)
        backdrop.barY = r.sheetTop
        backdrop.alpha = min(max(r.barAlpha, 0), 1)
        backdrop.barX = r.cardX + r.visibleLeftInset
        backdrop.barWidth = max(r.cardWidth - r.visibleLeftInset - r.visibleRightInset, 0)
        backdrop.cornerRadius = r.topCornerRadius
        guard backdrop.sliverCount > 0 else { return }
        let glass = top.configuration.resolvedBarBackground(in: top.container) == .glass
        func p(_ points: Double) -> String { svgNumber(points * scale) }
        svg.begin("g", [("class", "cards-behind"), ("data-count", "\(backdrop.sliverCount)"),
                        ("opacity", formatNumber(backdrop.alpha, decimals: 4))])
        for i in stride(from: backdrop.sliverCount - 1, through: 0, by: -1) {
            let frame = backdrop.sliverFrame(i)
            svg.element("rect", [("class", "sliver"), ("x", p(frame.x)), ("y", p(frame.y)), ("width", p(frame.width)),
                                 ("height", p(frame.height)), ("rx", p(backdrop.cornerRadius))]
                        + (glass ? Self.glassFill : [("fill", i == 0 ? "#e5e5ea" : "#d1d1d6")]))
        }
        svg.end()
    }

    /// The chooser: the screen dimmed, and a card for each sheet with its title and a close
    /// button, as the UIKit shell shows it after a tap on a stack.
    private func drawChooser(_ ids: [String], into svg: inout SVGWriter) {
        let c = screen
        func p(_ points: Double) -> String { svgNumber(points * scale) }
        svg.begin("g", [("class", "chooser"), ("data-ids", ids.joined(separator: " "))])
        svg.element("rect", [("x", "0"), ("y", "0"), ("width", p(c.width)), ("height", p(c.height)), ("fill", "#000"), ("fill-opacity", "0.35")])
        let cardWidth = min(c.width - 32, front?.configuration.maximumWidth ?? .infinity)
        let left = (c.width - cardWidth) / 2
        let cardHeight = 72.0, gap = 12.0
        var y = max(c.safeAreaTop + 24, (c.height - Double(ids.count) * (cardHeight + gap)) / 2)
        for id in ids {
            svg.element("rect", [("class", "chooser-card"), ("x", p(left)), ("y", p(y)), ("width", p(cardWidth)), ("height", p(cardHeight)),
                                 ("rx", p(12)), ("fill", "#ffffff")])
            text(id, x: left + 16, y: y + 28, size: 15, weight: "600", className: "chooser-title", into: &svg)
            svg.element("rect", [("x", p(left + 16)), ("y", p(y + 42)), ("width", p(max(cardWidth * 0.5, 0))), ("height", p(7)),
                                 ("rx", p(3.5)), ("fill", "#e5e5ea")])
            // Close: an x in a circle at the card's right.
            let cx = left + cardWidth - 24, cy = y + 24
            svg.element("circle", [("cx", p(cx)), ("cy", p(cy)), ("r", p(11)), ("fill", "#e5e5ea")])
            svg.element("path", [("d", "M \(p(cx - 4)) \(p(cy - 4)) L \(p(cx + 4)) \(p(cy + 4)) M \(p(cx + 4)) \(p(cy - 4)) L \(p(cx - 4)) \(p(cy + 4))"),
                                 ("stroke", "#636366"), ("stroke-width", p(1.6))])
            y += cardHeight + gap
        }
        svg.end()
    }
}
