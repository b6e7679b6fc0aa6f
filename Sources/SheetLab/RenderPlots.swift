import DropDownSheetCore

/// Plots over time of the sheet's position, velocity, the screen underneath's scale and the
/// dimming, from the frames of a recording, with its events marked as vertical lines. A script
/// that names several sheets gets a curve for each sheet, in its own colour, with a legend.
///
/// Each plot's group carries its mapping from (time, value) to pixels as data attributes:
/// `x = data-x0 + (t − data-t0) · data-px-per-second` and
/// `y = data-y0 − (value − data-v0) · data-px-per-unit` (negative for the position plot, which
/// grows downward like the screen), so the drawing can be checked against the numbers.
struct PlotsDrawing {
    /// A quantity plotted against time.
    struct Quantity {
        let name: String
        let unit: String
        /// Drawn growing downward, like y on the screen.
        let downward: Bool
        let value: @Sendable (DropDownSheetRenderState) -> Double
    }

    static let quantities = [
        Quantity(name: "sheetTop", unit: "pt, down is down", downward: true) { $0.sheetTop },
        Quantity(name: "velocity", unit: "pt/s, positive down", downward: false) { $0.velocity },
        Quantity(name: "presentingScale", unit: "scale of the screen underneath", downward: false) { $0.presentingScale },
        Quantity(name: "dimAlpha", unit: "opacity of the dimming", downward: false) { $0.dimAlpha },
    ]

    static let plotHeight = 104.0
    static let plotGap = 30.0
    static let labelRowHeight = 12.0
    static let axisWidth = 64.0

    let recording: SimulationRecording
    /// Frames per second of the simulation: frames further apart than this mean the screen held.
    let fps: Int
    /// Time range, in seconds.
    let t0: Double, t1: Double
    /// Left, top and width of the whole drawing, in pixels.
    let left: Double, top: Double, width: Double
    /// Times of the filmstrip's pictures, marked on the time axis with their numbers.
    let moments: [Double]

    private var plotLeft: Double { left + Self.axisWidth }
    private var plotWidth: Double { max(width - Self.axisWidth, 10) }
    private var pxPerSecond: Double { plotWidth / max(t1 - t0, 1e-9) }
    private func x(_ t: Double) -> Double { plotLeft + (t - t0) * pxPerSecond }

    /// Event labels, each with the row it is set in (rows keep labels from overlapping).
    private var labels: [(event: SimulationRecording.Event, row: Int)] {
        var rowEnds: [Double] = []
        var out: [(SimulationRecording.Event, Int)] = []
        for event in recording.events {
            let width = Self.labelWidth(event.mark) + 6
            let fits = x(event.t) + 2 + Self.labelWidth(event.mark) <= plotLeft + plotWidth
            let start = fits ? x(event.t) + 2 : x(event.t) - 2 - width
            let row = rowEnds.firstIndex { $0 <= start } ?? rowEnds.count
            if row == rowEnds.count { rowEnds.append(0) }
            rowEnds[row] = start + width
            out.append((event, row))
        }
        return out
    }

    private var labelBandHeight: Double {
        Double((labels.map(\.row).max() ?? -1) + 1) * Self.labelRowHeight + 4
    }

    /// Height of the drawing, in pixels.
    var height: Double {
        labelBandHeight + Double(Self.quantities.count) * (Self.plotHeight + Self.plotGap) + 30
    }

    static func label(_ mark: SimulationRecording.Mark) -> String {
        switch mark {
        case .willMove(let s): return "willMove → \(s.rawValue)"
        case .didMove(let s): return "didMove \(s.rawValue)"
        case .didAttemptToDismiss: return "didAttemptToDismiss"
        case .tap(let hit): return "tap (\(hit.rawValue))"
        case .showChooser(let ids): return "chooser (\(ids.count))"
        }
    }

    /// About how wide a label is set, in pixels (10-pixel type).
    static func labelWidth(_ mark: SimulationRecording.Mark) -> Double {
        Double(label(mark).count) * 5.6
    }

    static func kind(_ mark: SimulationRecording.Mark) -> (name: String, color: String) {
        switch mark {
        case .willMove: return ("willMove", "#0a6cff")
        case .didMove: return ("didMove", "#1f9d55")
        case .didAttemptToDismiss: return ("didAttemptToDismiss", "#d93036")
        case .tap: return ("tap", "#e8590c")
        case .showChooser: return ("showChooser", "#7048e8")
        }
    }

    func draw(into svg: inout SVGWriter) {
        let band = labelBandHeight
        let plotsTop = top + band
        let plotsBottom = plotsTop + Double(Self.quantities.count) * (Self.plotHeight + Self.plotGap) - Self.plotGap + 16
        svg.begin("g", [("class", "plots")])
        for (i, quantity) in Self.quantities.enumerated() {
            drawPlot(quantity, top: plotsTop + 16 + Double(i) * (Self.plotHeight + Self.plotGap), into: &svg)
        }
        drawTimeAxis(y: plotsBottom, into: &svg)
        svg.begin("g", [("class", "events")])
        for (event, row) in labels {
            let kind = Self.kind(event.mark)
            let ex = svgNumber(x(event.t))
            svg.element("line", [("class", "event"), ("data-event", kind.name), ("data-t", formatNumber(event.t, decimals: 6)),
                                 ("x1", ex), ("y1", svgNumber(top + Double(row) * Self.labelRowHeight + 2)), ("x2", ex), ("y2", svgNumber(plotsBottom)),
                                 ("stroke", kind.color), ("stroke-width", "1"), ("stroke-dasharray", "3 2")])
            // A label that would run past the right edge is set to the line's left.
            let fits = x(event.t) + 2 + Self.labelWidth(event.mark) <= plotLeft + plotWidth
            svg.element("text", [("class", "event-label"), ("x", svgNumber(x(event.t) + (fits ? 2 : -2))),
                                 ("y", svgNumber(top + Double(row + 1) * Self.labelRowHeight - 2)),
                                 ("text-anchor", fits ? "start" : "end"), ("font-size", "10"), ("fill", kind.color)],
                        content: Self.label(event.mark))
        }
        svg.end()
        svg.end()
    }

    /// The curves drawn: the one sheet's, or each sheet's in a script that names several.
    private var curves: [(id: String?, frames: [SimulationRecording.Frame])] {
        recording.sheetFrames.isEmpty ? [(nil, recording.frames)] : recording.sheetFrames.map { ($0.id, $0.frames) }
    }

    /// Colours of the curves of several sheets, in the order they were first named.
    static let curveColors = ["#1c1c1e", "#0a84ff", "#e8590c", "#2f9e44", "#ae3ec9", "#868e96"]

    private func drawPlot(_ quantity: Quantity, top: Double, into svg: inout SVGWriter) {
        let values = curves.flatMap { $0.frames.map { quantity.value($0.render) } }
        var (low, high) = range(of: quantity, values)
        let pad = (high - low) * 0.06
        low -= pad
        high += pad
        let bottom = top + Self.plotHeight
        let pxPerUnit = Self.plotHeight / (high - low) * (quantity.downward ? -1 : 1)
        let v0 = low
        let y0 = quantity.downward ? top : bottom
        func y(_ v: Double) -> Double { y0 - (v - v0) * pxPerUnit }
        svg.begin("g", [
            ("class", "plot"), ("data-quantity", quantity.name),
            ("data-t0", formatNumber(t0, decimals: 6)), ("data-x0", svgNumber(plotLeft)),
            ("data-px-per-second", formatNumber(pxPerSecond, decimals: 9)),
            ("data-v0", formatNumber(v0, decimals: 9)), ("data-y0", svgNumber(y0)),
            ("data-px-per-unit", formatNumber(pxPerUnit, decimals: 9)),
        ])
        svg.element("text", [("x", svgNumber(plotLeft)), ("y", svgNumber(top - 5)), ("font-size", "11"), ("font-weight", "bold")],
                    content: "\(quantity.name) (\(quantity.unit))")
        svg.element("rect", [("x", svgNumber(plotLeft)), ("y", svgNumber(top)), ("width", svgNumber(plotWidth)),
                             ("height", svgNumber(Self.plotHeight)), ("fill", "#fafafa"), ("stroke", "#c8c8c8"), ("stroke-width", "0.5")])
        let ticks = Self.ticks(from: low, to: high)
        for v in ticks.values {
            let gy = svgNumber(y(v))
            svg.element("line", [("x1", svgNumber(plotLeft)), ("y1", gy), ("x2", svgNumber(plotLeft + plotWidth)), ("y2", gy),
                                 ("stroke", v == 0 ? "#9a9a9a" : "#e3e3e3"), ("stroke-width", "0.5")])
            svg.element("text", [("x", svgNumber(plotLeft - 4)), ("y", svgNumber(y(v) + 3.5)), ("text-anchor", "end"), ("font-size", "9"),
                                 ("fill", "#555")], content: formatNumber(v, decimals: ticks.decimals))
        }
        var legendX = plotLeft + plotWidth
        for (i, curve) in curves.enumerated() {
            let color = Self.curveColors[i % Self.curveColors.count]
            let points = seriesPoints(quantity, curve.frames).map { "\(svgNumber(x($0.t))),\(svgNumber(y($0.v)))" }
            var attributes = [("class", "series"), ("data-quantity", quantity.name)]
            if let id = curve.id { attributes.append(("data-sheet", id)) }
            svg.element("polyline", attributes + [("points", points.joined(separator: " ")), ("fill", "none"), ("stroke", color),
                                                  ("stroke-width", "1.25"), ("stroke-linejoin", "round")])
            if let id = curve.id {
                // A legend, right-aligned above the plot: each sheet's id in its curve's colour.
                svg.element("text", [("class", "legend"), ("x", svgNumber(legendX)), ("y", svgNumber(top - 5)), ("text-anchor", "end"),
                                     ("font-size", "10"), ("fill", color)], content: id)
                legendX -= Double(id.count) * 5.6 + 12
            }
        }
        svg.end()
    }

    /// The plotted points: every frame, and where the screen held a frame for longer than one
    /// frame interval (nothing moved), the held value up to the next frame, then to the end.
    private func seriesPoints(_ quantity: Quantity, _ frames: [SimulationRecording.Frame]) -> [(t: Double, v: Double)] {
        var points: [(t: Double, v: Double)] = []
        let interval = 1 / Double(max(fps, 1))
        for (i, frame) in frames.enumerated() {
            if i > 0, frame.t - frames[i - 1].t > 1.5 * interval {
                points.append((frame.t, quantity.value(frames[i - 1].render)))
            }
            points.append((frame.t, quantity.value(frame.render)))
        }
        if let last = frames.last, last.t < t1 { points.append((t1, quantity.value(last.render))) }
        return points
    }

    /// The value range a plot shows, before padding: the values, and the places that make them
    /// readable (the screen's height for the position, zero for speeds and the dimming, 1 for
    /// the scale).
    private func range(of quantity: Quantity, _ values: [Double]) -> (Double, Double) {
        var low = values.min() ?? 0, high = values.max() ?? 1
        switch quantity.name {
        case "sheetTop":
            low = min(low, 0)
            high = max(high, recording.frames.map(\.container.height).max() ?? 1)
        case "presentingScale":
            high = max(high, 1)
            low = min(low, high - 0.02)
        default:
            low = min(low, 0)
            high = max(high, 0)
        }
        if high - low < 1e-6 { high = low + 1 }
        return (low, high)
    }

    private func drawTimeAxis(y: Double, into svg: inout SVGWriter) {
        let span = t1 - t0
        let step = [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1800, 3600].first { span / $0 <= 14 } ?? span / 10
        svg.begin("g", [("class", "time-axis")])
        var t = (t0 / step).rounded(.up) * step
        let decimals = step < 0.1 ? 2 : (step < 1 ? 1 : 0)
        while t <= t1 + 1e-9 {
            let tx = svgNumber(x(t))
            svg.element("line", [("x1", tx), ("y1", svgNumber(y - 4)), ("x2", tx), ("y2", svgNumber(y)), ("stroke", "#555")])
            svg.element("text", [("x", tx), ("y", svgNumber(y + 12)), ("text-anchor", "middle"), ("font-size", "9"), ("fill", "#555")],
                        content: formatNumber(t, decimals: decimals) + " s")
            t += step
        }
        for (i, moment) in moments.enumerated() {
            svg.begin("g", [("class", "moment"), ("data-t", formatNumber(moment, decimals: 6))])
            svg.element("circle", [("cx", svgNumber(x(moment))), ("cy", svgNumber(y + 22)), ("r", "6"), ("fill", "#1c1c1e")])
            svg.element("text", [("x", svgNumber(x(moment))), ("y", svgNumber(y + 25)), ("text-anchor", "middle"), ("font-size", "8"),
                                 ("fill", "#fff")], content: "\(i + 1)")
            svg.end()
        }
        svg.end()
    }

    /// Round values for the gridlines of a plot from `low` to `high`: multiples of 1, 2 or 5 times
    /// a power of ten, about three to six of them, and the decimals that print them exactly.
    static func ticks(from low: Double, to high: Double) -> (values: [Double], decimals: Int) {
        let span = max(high - low, 1e-9)
        // The power of ten between a thirtieth and a third of the span.
        var magnitude = 1.0
        var exponent = 0
        while magnitude * 10 <= span / 3 { magnitude *= 10; exponent += 1 }
        while magnitude > span / 3 { magnitude /= 10; exponent -= 1 }
        var step = magnitude
        for factor in [2.0, 5.0] where span / step > 6 { step = magnitude * factor }
        var values: [Double] = []
        var i = (low / step).rounded(.up)
        while i * step <= high + step * 1e-9 {
            // A multiple rounded once (0.3 is 3 × 0.1, not 0.1 + 0.1 + 0.1); no negative zero.
            let v = (i * step * 1e9).rounded() / 1e9
            values.append(v == 0 ? 0 : v)
            i += 1
        }
        return (values, max(0, -exponent))
    }
}
