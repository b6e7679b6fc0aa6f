import DropDownSheet

/// Draws one phone-shaped picture of the screen as a frame of the simulation shows it: the screen
/// underneath scaled by `presentingScale` about its centre and rounded by `presentingCornerRadius`,
/// the dimming at `dimAlpha`, the card at (`cardX`, `sheetTop`), `cardWidth` wide and
/// `visibleHeight` tall with its top corners rounded by the configuration's `cornerRadius`, and the
/// bar at the card's top edge at `barAlpha` (the card's content fades the other way).
///
/// The bar is drawn as the app would show it: a mini player's (a sheet the user cannot dismiss)
/// with artwork, a title and a play button; a draft's with its title and no artwork, and, at the
/// top of a stack of several, the count ("2 Drafts") and the edges of the cards behind it. A
/// finger is drawn where a touch is down, and the chooser over everything while it is open.
///
/// Every size is the frame's number in points times the drawing scale, relative to the screen's
/// top-left corner (the group's translation), so the picture can be checked against the numbers.
struct PhoneFrameDrawing {
    /// Width of the phone's body around the screen, in pixels.
    static let bezel = 6.0
    /// Height under the phone for the caption, in pixels.
    static let captionHeight = 34.0

    let frame: SimulationRecording.Frame
    /// Pixels per point.
    let scale: Double
    /// Where a finger touches the screen, if one does.
    var finger: SimulationRecording.Point? = nil
    /// What the stack of several sheets shows, in a script that names sheets.
    var stack: SimulationRecording.StackMoment? = nil
    /// The sheets the chooser shows, while it is open.
    var chooser: [String]? = nil

    /// The same drawing at `scale` pixels per point.
    func scaled(_ scale: Double) -> PhoneFrameDrawing {
        PhoneFrameDrawing(frame: frame, scale: scale, finger: finger, stack: stack, chooser: chooser)
    }

    /// Whether the bar is a mini player's: an accessory, or a sheet the user cannot dismiss, which
    /// stays as a player does.
    var isPlayer: Bool { frame.role == .accessory || !frame.configuration.allowsUserDismissal }

    /// The title on the bar: the sheet's id in a script that names sheets.
    var title: String { frame.sheetID ?? (isPlayer ? "Now Playing" : "New Message") }

    /// The count shown on this sheet's bar: when it is the top of a stack of several minimized.
    var countLabel: String? {
        guard let stack, let id = frame.sheetID, SheetIdentifier.same(stack.minimized.first, id) else { return nil }
        return stack.countLabel
    }

    /// The screen's corner radius, in points: a phone's display corners, smaller on a small screen.
    var displayCornerRadius: Double {
        min(44, 0.11 * min(frame.container.width, frame.container.height))
    }

    /// Size of the drawing with its body, in pixels (without the caption).
    var outerWidth: Double { frame.container.width * scale + 2 * Self.bezel }
    var outerHeight: Double { frame.container.height * scale + 2 * Self.bezel }

    /// Draws the picture with the screen's top-left corner at (`x`, `y`) pixels, and its caption
    /// below. `index` numbers the picture (1 ...) and names its clip paths; `moment` is the time
    /// asked for, in seconds.
    func draw(index: Int, moment: Double, x: Double, y: Double, into svg: inout SVGWriter) {
        let r = frame.render
        let c = frame.container
        let k = scale
        func p(_ points: Double) -> String { svgNumber(points * k) }
        let width = c.width, height = c.height
        svg.begin("g", [
            ("class", "frame"), ("id", "frame-\(index)"), ("data-t", formatNumber(moment, decimals: 6)),
            ("data-frame-t", formatNumber(frame.t, decimals: 6)), ("data-scale", svgNumber(k)),
            ("transform", "translate(\(svgNumber(x)) \(svgNumber(y)))"),
        ])
        svg.begin("defs")
        svg.begin("clipPath", [("id", "screen-\(index)")])
        svg.element("rect", [("x", "0"), ("y", "0"), ("width", p(width)), ("height", p(height)), ("rx", p(displayCornerRadius))])
        svg.end()
        svg.begin("clipPath", [("id", "card-\(index)")])
        svg.element("rect", [("class", "card-clip"), ("x", p(r.cardX)), ("y", p(r.sheetTop)),
                             ("width", p(r.cardWidth)), ("height", p(max(r.visibleHeight, 0)))])
        svg.end()
        svg.end()
        svg.element("rect", [("class", "phone"), ("x", svgNumber(-Self.bezel)), ("y", svgNumber(-Self.bezel)),
                             ("width", svgNumber(outerWidth)), ("height", svgNumber(outerHeight)),
                             ("rx", svgNumber(displayCornerRadius * k + Self.bezel)), ("fill", "#1c1c1e")])
        svg.begin("g", [("clip-path", "url(#screen-\(index))")])
        svg.element("rect", [("class", "backdrop"), ("x", "0"), ("y", "0"), ("width", p(width)), ("height", p(height)), ("fill", "#000")])
        drawUnderneath(into: &svg)
        svg.element("rect", [("class", "dim"), ("x", "0"), ("y", "0"), ("width", p(width)), ("height", p(height)),
                             ("fill", "#000"), ("fill-opacity", formatNumber(r.dimAlpha, decimals: 4))])
        drawCardsBehind(into: &svg)
        drawSheet(index: index, into: &svg)
        if let chooser { drawChooser(chooser, into: &svg) }
        if c.keyboardHeight > 0 {
            // The keyboard is in a window of its own, above the app and the sheet.
            svg.element("rect", [("class", "keyboard"), ("x", "0"), ("y", p(height - c.keyboardHeight)),
                                 ("width", p(width)), ("height", p(c.keyboardHeight)), ("fill", "#cfd3d9")])
        }
        svg.element("rect", [("class", "home-indicator"), ("x", p(width / 2 - 67)), ("y", p(height - 13)),
                             ("width", p(134)), ("height", p(5)), ("rx", p(2.5)), ("fill", "#111")])
        if let finger {
            // A fingertip, about 44 points across (Apple's smallest comfortable target).
            svg.element("circle", [("class", "finger"), ("cx", p(finger.x)), ("cy", p(finger.y)), ("r", p(22)),
                                   ("fill", "#636366"), ("fill-opacity", "0.5"), ("stroke", "#ffffff"), ("stroke-width", "1.5")])
        }
        svg.end()
        let state: String
        switch r.phase {
        case .resting(let s): state = s.rawValue
        case .dragging: state = "dragging"
        case .settling(let target): state = "settling → \(target.rawValue)"
        }
        svg.element("text", [("class", "caption"), ("x", svgNumber(width * k / 2)), ("y", svgNumber(height * k + Self.bezel + 14)),
                             ("text-anchor", "middle"), ("font-size", "11"), ("font-weight", "bold")],
                    content: "\(index) · \(formatNumber(moment, decimals: 3)) s")
        svg.element("text", [("class", "caption-state"), ("x", svgNumber(width * k / 2)), ("y", svgNumber(height * k + Self.bezel + 27)),
                             ("text-anchor", "middle"), ("font-size", "10"), ("fill", "#555")],
                    content: state)
        svg.end()
    }

    /// The screen underneath: an app with a title and a list (and its tab bar), scaled about the
    /// screen's centre and rounded as the engine says.
    private func drawUnderneath(into svg: inout SVGWriter) {
        let r = frame.render
        let c = frame.container
        let k = scale
        func p(_ points: Double) -> String { svgNumber(points * k) }
        let cx = svgNumber(c.width * k / 2), cy = svgNumber(c.height * k / 2)
        svg.begin("g", [
            ("class", "underneath"), ("data-scale", formatNumber(r.presentingScale, decimals: 4)),
            ("transform", "translate(\(cx) \(cy)) scale(\(formatNumber(r.presentingScale, decimals: 4))) translate(-\(cx) -\(cy))"),
        ])
        svg.element("rect", [("class", "screen-underneath"), ("x", "0"), ("y", "0"), ("width", p(c.width)), ("height", p(c.height)),
                             ("rx", p(r.presentingCornerRadius)), ("fill", "#f2f2f7")])
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
        if c.bottomBarHeight > 0 {
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

    /// The card, its content and the bar, clipped to the card's visible part.
    private func drawSheet(index: Int, into svg: inout SVGWriter) {
        let r = frame.render
        let radius = frame.configuration.cornerRadius
        let k = scale
        func p(_ points: Double) -> String { svgNumber(points * k) }
        let top = r.sheetTop, x = r.cardX, width = r.cardWidth
        let barHeight = frame.configuration.minimizedHeight
        svg.begin("g", [("class", "sheet"), ("clip-path", "url(#card-\(index))")])
        // Taller than the visible part by the radius, so that only its top corners show rounded.
        svg.element("rect", [("class", "card"), ("x", p(x)), ("y", p(top)), ("width", p(width)),
                             ("height", p(max(r.visibleHeight, 0) + radius)), ("rx", p(radius)), ("fill", "#ffffff"),
                             ("stroke", "#d1d1d6"), ("stroke-width", "0.5")])
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
        svg.element("rect", [("x", p(x)), ("y", p(top)), ("width", p(width)), ("height", p(barHeight)), ("fill", "#f9f9f9")])
        let middle = top + barHeight / 2
        if isPlayer {
            let art = min(40, barHeight - 12)
            if art > 0 {
                svg.element("rect", [("class", "artwork"), ("x", p(x + 12)), ("y", p(top + (barHeight - art) / 2)), ("width", p(art)),
                                     ("height", p(art)), ("rx", p(6)), ("fill", "#ff9f0a")])
            }
            text(title, x: x + 64, y: middle - 2, size: 14, weight: "600", className: "bar-title", into: &svg)
            svg.element("rect", [("x", p(x + 64)), ("y", p(middle + 6)), ("width", p(max(min(90, width - 140), 0))),
                                 ("height", p(6)), ("rx", p(3)), ("fill", "#aeaeb2")])
            // Play: a triangle at the right end.
            let px = x + width - 36
            svg.element("path", [("class", "play"), ("d", "M \(p(px)) \(p(middle - 9)) L \(p(px + 15)) \(p(middle)) L \(p(px)) \(p(middle + 9)) Z"),
                                 ("fill", "#1c1c1e")])
        } else {
            text(title, x: x + 20, y: middle + 5, size: 15, weight: "600", className: "bar-title", into: &svg)
            if let countLabel {
                text(countLabel, x: x + width - 20, y: middle + 5, size: 13, weight: "normal", className: "count-label",
                     anchor: "end", color: "#8e8e93", into: &svg)
            }
        }
        svg.end()
        svg.element("rect", [("class", "grabber"), ("x", p(x + width / 2 - 18)), ("y", p(top + 5)), ("width", p(36)), ("height", p(5)),
                             ("rx", p(2.5)), ("fill", "#c7c7cc")])
        svg.end()
    }

    /// Text of `size` points at (`x`, `y`) points, its baseline at `y`.
    private func text(_ content: String, x: Double, y: Double, size: Double, weight: String, className: String,
                      anchor: String = "start", color: String = "#1c1c1e", into svg: inout SVGWriter) {
        svg.element("text", [("class", className), ("x", svgNumber(x * scale)), ("y", svgNumber(y * scale)),
                             ("font-size", svgNumber(size * scale)), ("font-weight", weight), ("text-anchor", anchor),
                             ("fill", color), ("font-family", "-apple-system, Helvetica, Arial, sans-serif")], content: content)
    }

    /// The edges of the cards behind the top of a stack of several minimized sheets: up to two
    /// slivers above its bar, each narrower than the one in front.
    private func drawCardsBehind(into svg: inout SVGWriter) {
        guard countLabel != nil, let stack, frame.render.barAlpha > 0.5 else { return }
        let r = frame.render
        let behind = min(stack.minimized.count - 1, 2)
        guard behind > 0 else { return }
        func p(_ points: Double) -> String { svgNumber(points * scale) }
        svg.begin("g", [("class", "cards-behind"), ("data-count", "\(behind)")])
        for i in stride(from: behind, through: 1, by: -1) {
            let inset = 8.0 * Double(i)
            svg.element("rect", [("x", p(r.cardX + inset)), ("y", p(r.sheetTop - 5 * Double(i))), ("width", p(max(r.cardWidth - 2 * inset, 0))),
                                 ("height", p(20)), ("rx", p(frame.configuration.cornerRadius)), ("fill", i == 1 ? "#e5e5ea" : "#d1d1d6")])
        }
        svg.end()
    }

    /// The chooser: the screen dimmed, and a card for each sheet with its title and a close
    /// button, as the UIKit shell shows it after a tap on a stack.
    private func drawChooser(_ ids: [String], into svg: inout SVGWriter) {
        let c = frame.container
        func p(_ points: Double) -> String { svgNumber(points * scale) }
        svg.begin("g", [("class", "chooser"), ("data-ids", ids.joined(separator: " "))])
        svg.element("rect", [("x", "0"), ("y", "0"), ("width", p(c.width)), ("height", p(c.height)), ("fill", "#000"), ("fill-opacity", "0.35")])
        let cardWidth = min(c.width - 32, frame.configuration.maximumWidth)
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
