import DropDownSheetCore

/// `sheet-lab render --animate OUT`: the script's run as one animated SVG, a phone that plays the
/// motion, which a browser (and GitHub's README view) shows without JavaScript. Each drawn frame
/// is a group hidden outside its time slot by SMIL (`<animate attributeName="visibility">`,
/// discrete, looping); the first frame is visible where animation does not run (a PNG
/// converter), so the file is a picture everywhere.
///
/// The frames are the lab's own, taken at most ``maximumFramesPerSecond`` a second from the
/// simulation's frames; a frame that draws exactly what the one before drew is dropped and its
/// predecessor shown longer (decimation), so a sheet at rest costs nothing. The last frame is held
/// for ``finalHold`` seconds before the loop starts again. A document larger than
/// ``maximumBytes`` is refused.
extension SheetLabRender {
    /// The most frames a second the animation samples from the simulation's.
    public static let maximumFramesPerSecond = 20
    /// Seconds the last frame is held before the animation starts again.
    public static let finalHold = 1.5
    /// The largest animated SVG `render --animate` writes: 1,000,000 bytes (1 MB), so a README
    /// that shows it loads quickly.
    public static let maximumAnimationBytes = 1_000_000
    /// Pixels per point of the animated phone.
    static let animationScale = 0.5

    /// The moments the animation samples: simulation frame times at most
    /// ``maximumFramesPerSecond`` a second, the first frame and the last frame of every move
    /// included (the lab prints no frame while nothing moves).
    public static func animationMoments(_ recording: SimulationRecording) -> [Double] {
        var times: [Double] = []
        for frame in recording.frames where times.last.map({ frame.t > $0 }) ?? true { times.append(frame.t) }
        guard !times.isEmpty else { return [] }
        let step = 1 / Double(maximumFramesPerSecond)
        var moments: [Double] = []
        for (i, t) in times.enumerated() {
            // The last frame of a move (the next one more than a step later, or none) is kept: it
            // is what the screen shows until the next move. It takes the place of a sample less
            // than a step before it.
            let endsMove = i == times.count - 1 || times[i + 1] - t > step + 1e-9
            if let previous = moments.last, t - previous < step - 1e-9 {
                guard endsMove else { continue }
                if moments.count > 1 { moments.removeLast() }
            }
            moments.append(t)
        }
        return moments
    }

    /// The animated SVG of a recording whose ``SimulationRecording/scenes`` were captured at
    /// `moments` (``animationMoments(_:)``). Throws when there is nothing to draw, or when the
    /// document would be larger than ``maximumAnimationBytes``.
    public static func animation(for recording: SimulationRecording, moments: [Double], title: String) throws(LabError) -> String {
        guard let first = recording.frames.first, !moments.isEmpty else {
            throw LabError("nothing to draw: the script never shows the sheet (no frame)")
        }
        // The drawing of each moment; one identical to the drawing kept before it is dropped.
        var kept: [(t: Double, drawing: PhoneFrameDrawing)] = []
        var previous: String?
        for t in moments {
            let scene = recording.scenes.first { $0.t == t }
                ?? SimulationRecording.Scene(t: t, cards: recording.frame(at: t).map { [$0] } ?? [], stack: nil, finger: nil, chooser: nil)
            let screen = scene.cards.last?.screen ?? first.screen
            let drawing = PhoneFrameDrawing(scene: scene, screen: screen, scale: animationScale)
            var probe = SVGWriter(width: 1, height: 1)
            drawing.draw(index: 0, moment: 0, x: 0, y: 0, animated: true, into: &probe)
            let key = probe.finish()
            if key == previous { continue }
            previous = key
            kept.append((t, drawing))
        }
        let start = kept[0].t
        let end = (moments.last ?? start) + finalHold
        let duration = end - start

        let margin = 12.0
        let widest = kept.map(\.drawing.outerWidth).max() ?? 100
        let tallest = kept.map(\.drawing.outerHeight).max() ?? 100
        let pageWidth = (2 * margin + widest).rounded(.up)
        let top = margin + 16
        let pageHeight = (top + tallest + 20 + margin).rounded(.up)
        var svg = SVGWriter(width: pageWidth, height: pageHeight)
        svg.comment("sheet-lab render --animate: \(kept.count) frames of \(moments.count) sampled, \(formatNumber(duration, decimals: 3)) s, looping")
        svg.element("rect", [("x", "0"), ("y", "0"), ("width", svgNumber(pageWidth)), ("height", svgNumber(pageHeight)), ("fill", "#ffffff")])
        svg.element("text", [("class", "title"), ("x", svgNumber(pageWidth / 2)), ("y", svgNumber(margin + 6)), ("text-anchor", "middle"),
                             ("font-size", "11"), ("fill", "#555")],
                    content: "\(title), drawn by sheet-lab")
        svg.begin("g", [("class", "animation"), ("data-duration", formatNumber(duration, decimals: 6)),
                        ("data-start", formatNumber(start, decimals: 6)), ("data-sampled", "\(moments.count)")])
        for (i, frame) in kept.enumerated() {
            let from = (frame.t - start) / duration
            let to = i + 1 < kept.count ? (kept[i + 1].t - start) / duration : nil
            var values = ["visible"], times = ["0"]
            if from > 0 { values = ["hidden", "visible"]; times = ["0", formatNumber(from, decimals: 6)] }
            if let to { values.append("hidden"); times.append(formatNumber(to, decimals: 6)) }
            svg.begin("g", [("class", "animation-frame"), ("data-t", formatNumber(frame.t, decimals: 6)),
                            ("visibility", i == 0 ? "visible" : "hidden")])
            svg.element("animate", [("attributeName", "visibility"), ("calcMode", "discrete"), ("values", values.joined(separator: ";")),
                                    ("keyTimes", times.joined(separator: ";")), ("dur", formatNumber(duration, decimals: 3) + "s"),
                                    ("repeatCount", "indefinite")])
            let x = (pageWidth - frame.drawing.outerWidth) / 2 + PhoneFrameDrawing.bezel
            frame.drawing.draw(index: i + 1, moment: frame.t, x: x, y: top + PhoneFrameDrawing.bezel, animated: true, into: &svg)
            svg.end()
        }
        svg.end()
        let document = svg.finish()
        let bytes = document.utf8.count
        guard bytes <= maximumAnimationBytes else {
            throw LabError("the animation would be \(bytes) bytes, more than the limit of \(maximumAnimationBytes) (1 MB): shorten the script")
        }
        return document
    }
}
