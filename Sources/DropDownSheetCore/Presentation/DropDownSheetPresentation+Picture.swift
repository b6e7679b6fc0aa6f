/// The picture of the screen underneath a shell draws while the sheets scale it (the UIKit
/// shell's stand-in), and how it gives way to the live screen (issue 21 review, item 3).
///
/// While a sheet holds the screen (expanded, springing there, or under a finger) the screen is a
/// still picture, scaled, rounded and dimmed, and touches outside the cards are absorbed
/// (``absorbsTouchesOutsideTheCards``). From the first frame every sheet heads down (or rests, or
/// goes), the picture cross-fades to the live screen over ``underneathPictureFadeDuration``,
/// whether or not a touch comes, and touches outside the cards reach the live screen from that
/// first frame. The picture may keep scaling with the spring while it fades: what shows through
/// it is the live screen at its real size and place, which is where a touch lands.
///
/// Before, the picture stayed (touches absorbed) until it was within a sixth of a point of the
/// live screen, nearly the whole spring, and then a first touch made it snap from about 0.93 to
/// 1 and sent that touch to a live control up to 20 points from where the user saw it.
extension DropDownSheetPresentation {
    /// How long the picture of the screen underneath takes to fade into the live screen once
    /// every sheet heads down, in seconds: 0.15.
    package static let underneathPictureFadeDuration = 0.15

    /// The opacity of the picture, 0 to 1, `seconds` after every sheet let go of the screen
    /// underneath: 1 at the start, 0 from ``underneathPictureFadeDuration`` on, easing in and out
    /// between (smoothstep, so it leaves and lands without a jump in speed). A negative time (a
    /// clock that went back) is the start; NaN, the end (the live screen is never wrong to show).
    package static func underneathPictureOpacity(secondsSinceRelease seconds: Double) -> Double {
        guard !seconds.isNaN else { return 0 }
        let x = min(max(seconds / underneathPictureFadeDuration, 0), 1)
        return 1 - x * x * (3 - 2 * x)
    }

    /// The opacity of the shell's picture of the screen underneath now (at ``time``): 1 while a
    /// sheet holds the screen, then fading to 0 over ``underneathPictureFadeDuration`` from the
    /// input at which every sheet let go of it. A shell draws its picture with this opacity over
    /// the live screen, and takes it away at 0. Allocates nothing.
    package var underneathPictureOpacity: Double {
        guard let released = screenReleasedAt else { return 1 }
        return Self.underneathPictureOpacity(secondsSinceRelease: now - released)
    }

    /// Whether the picture is fading now: a shell keeps drawing frames until it is gone, even
    /// when no spring moves (a sheet that came to rest within the fade).
    package var isFadingUnderneathPicture: Bool {
        guard let released = screenReleasedAt else { return false }
        return now - released < Self.underneathPictureFadeDuration
    }

    /// Whether a sheet holds the screen underneath: one is expanded, springs toward expanded, or
    /// is under a finger. The dark band, the absorbed touches (while the picture differs visibly)
    /// and a fully opaque picture go with it.
    package var holdsScreenUnderneath: Bool { drawsDarkBandAroundScreen }

    /// At the end of each input: starts the fade's clock when every sheet lets go of the screen,
    /// and stops it when one holds it again.
    mutating func noteWhetherTheScreenIsHeld() {
        if holdsScreenUnderneath {
            screenReleasedAt = nil
        } else if screenReleasedAt == nil {
            screenReleasedAt = now
        }
    }
}
