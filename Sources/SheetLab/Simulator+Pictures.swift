import DropDownSheetCore

/// The pictures `sheet-lab render` draws: everything on the screen at the moments asked for.
extension Simulator {
    /// Where the finger of a touch line is, for the pictures' finger marker.
    mutating func followFinger(_ action: ScriptAction, at t: Double) {
        switch action {
        case .touchDown(let x, let y):
            finger = .init(x: x, y: y)
        case .touchMove(let y):
            guard let x = finger?.x else { return }
            finger = .init(x: x, y: y)
        case .touchUp, .touchCancel:
            guard finger != nil else { return }
            finger = nil
        default:
            return
        }
        if records { recording.recordTouch(.init(t: t, point: finger)) }
    }

    // MARK: - Pictures

    /// Keeps a picture for every moment asked for that comes before `t`: what is on the screen
    /// once everything up to the moment has been shown.
    mutating func capturePictures(before t: Double) {
        while nextMoment < captureMoments.count, captureMoments[nextMoment] < t {
            recording.scenes.append(scene(at: captureMoments[nextMoment]))
            nextMoment += 1
        }
    }

    /// Every sheet on the screen at `t`, back to front, each from its own last frame shown: the
    /// presented sheets in z-order, less the drafts hidden under the top of the stack (their
    /// slivers stand for them). A script of one sheet shows its last frame whatever it is.
    func scene(at t: Double) -> SimulationRecording.Scene {
        var cards: [SimulationRecording.Frame] = []
        if !multiSheet {
            if let frame = lastShown[defaultSheet] { cards.append(frame) }
        } else {
            let top = stack?.minimized.first
            for id in presentation.zOrder {
                guard let frame = lastShown[id], frame.render.phase != .resting(.dismissed) else { continue }
                let hidden = frame.role != .accessory && frame.render.phase == .resting(.minimized)
                    && !SheetIdentifier.same(top, id.rawValue)
                if !hidden { cards.append(frame) }
            }
        }
        return SimulationRecording.Scene(t: t, cards: cards, stack: multiSheet ? stack : nil, finger: finger, chooser: chooser)
    }
}
