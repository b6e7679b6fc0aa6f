/// What `sheet-lab --help`, `sheet-lab render --help` and `sheet-lab spring --help` print, and
/// the one-line hint under an argument error.
public enum SheetLabHelp {
    /// The lab's version, printed by `sheet-lab --version`: the package's next release.
    public static let version = "0.1.0-dev"

    /// `sheet-lab --help` (and `sheet-lab simulate --help`): the commands, `simulate`'s options and
    /// every key a script accepts.
    public static let general = """
    usage: sheet-lab simulate [SCRIPT] [--fps N] [--no-frames] [--max-frames N]
           sheet-lab render [SCRIPT] --svg OUT [--png OUT] [--at T1,T2,...] [--fps N] [--max-frames N]
           sheet-lab render [SCRIPT] --animate OUT [--fps N] [--max-frames N]
           sheet-lab spring [--response R] [--damping-ratio Z]
           sheet-lab --version
           sheet-lab COMMAND --help

    Runs the DropDownSheet engine on a script of events (JSON Lines; standard input when SCRIPT
    is not given or is -) and prints what the screen shows, frame by frame, as JSON Lines.

      --fps N          frames per second of the simulated display, 1 to 1000 (default 60)
      --no-frames      print only events, hits, inset changes and the summary (a good first run)
      --max-frames N   the most frame lines one run makes (default \(Simulator.defaultMaximumFrames)); a script asking for
                       more stops with an error naming the line that asked

    The script is read as a stream, line by line: every line is checked before the first runs,
    and memory does not grow with the script. A time that goes back is warned about the first
    \(WarningLog.shownPerKind) times, then counted.

    Script lines (t in seconds, never decreasing; blank lines and lines starting with # skipped):
      {"t":0,"layout":{"width":393,"height":852,"safeTop":59,"safeBottom":34,"bottomBar":0,"keyboard":0,
                       "keyboardOwner":"sheet","reduceMotion":false,"contentSizeScale":1,
                       "systemDesign":"material","minimizedTabBar":null}}
                       ("textSize":"accessibilityLarge" instead of "contentSizeScale" names a text size)
      {"t":0,"config":{"dismissible":true,"vetoDismissal":false,"dimmingTap":"minimize",
                       "expandedTopInset":10,"minimizedHeight":60,"maximumWidth":700,"cornerRadius":10,
                       "presentingScale":0.92,"presentingCornerRadius":10,"dimAlpha":0.2,
                       "avoidsBottomBar":true,"hapticFeedback":true,"maximumSheetCount":5,
                       "barStyle":"automatic","barBackground":"automatic","adjustsMinimizedHeight":true,
                       "spring":{"response":0.45,"dampingRatio":1.0}}}
      {"t":0,"config":{"detents":[{"id":"tip","height":120},{"id":"half","fraction":0.5},{"id":"fit","content":300}],
                       "largestUndimmedDetent":"half"}}   heights between the bar and the full card;
                            a later line with a "content" detent's new height is the content's new size
      {"t":0,"do":"present"}   also "to":"minimized" (or a detent's id), and "animated":false; "minimize", "expand",
                            "dismiss", "close", and {"t":1,"do":"detent","detent":"half"} moves to a detent
      {"t":1.00,"touch":"down","x":195,"y":100}
      {"t":1.02,"touch":"move","y":150}
      {"t":1.20,"touch":"up","y":400,"vy":1500}   vy in points per second, positive downward, optional
      {"t":1.20,"touch":"cancel"}
      {"t":2.00,"tap":{"x":100,"y":300}}
      {"t":3,"do":"save"}   prints {"t":3,"snapshot":{...}}, the stack's snapshot exactly as the library's
                            DropDownSheetStackSnapshot.encoded() writes it
      {"t":0,"bar":{"leading":0,"trailing":2,"image":true,"rtl":false}}   prints the bar a bar item draws:
                            {"t":0,"bar":{"style":..,"background":..,"x":..,"width":..,"height":..,"cornerRadius":..,
                            "gap":..,"image":{..},"text":{..},"leading":[..],"trailing":[..],
                            "hiddenButtons":0,"progress":{..}}}, rectangles in the bar's points ("inline":true
                            when it rests beside a minimized tab bar)
      {"t":0,"restore":{"expanded":"a","identifiers":["b","a"],"maximumCount":5,"version":1}}
                            brings saved sheets back as restoreDropDownSheets(from:sheet:) does: each
                            presented, the expanded one expanded, the others minimized ("animated":true
                            springs them in); a snapshot the library refuses is an error naming the line

    layout   the screen, in points; a later line changes only the keys it names, and may add
             "animated":false (a rotation) instead of gliding (a keyboard). bottomBar (a tab bar
             or toolbar) and keyboard are heights up from the bottom edge. keyboardOwner: whose
             keyboard it is, "sheet" (the default: it carries the bars) or "underneath" (the
             screen underneath's, a chat's: it covers the bars, which stay). reduceMotion is the
             user's Reduce Motion (default false); contentSizeScale is Dynamic Type's text scale
             (default 1; the bar grows with it, up to 3 times); textSize names a Dynamic Type size
             instead (extraSmall ... extraExtraExtraLarge, accessibilityMedium ...
             accessibilityExtraExtraExtraLarge) and sets its scale. systemDesign: how the system
             draws its bars, "material" (iOS 15 to 18, the default) or "glass" (iOS 26: automatic
             bars are floating glass capsules). minimizedTabBar: iOS 26's tab bar minimized while
             scrolling, {"x":20,"width":48,"bottom":26,"height":48} (its frame: x from the left
             edge, bottom up from the bottom edge; "besideSystemAccessory":true when the app's own
             accessory sits inline beside it; "expandedHeight" the full tab bar's top, which the
             screen underneath's inset keeps), or null when it is back at full size (give its
             bottomBar then); bottomBar becomes its top unless the line names one. The lowest
             floating bar goes inline beside it, the drafts stack above. A script with no layout
             line runs on an iPhone 15's screen: 393 x 852, safeTop 59, safeBottom 34 (with a warning).
             A layout line may add "glide": the timing of the platform's animation of the bar
             the change follows, {"duration":0.5,"begin":0.98,"spring":{"mass":1,"stiffness":180,
             "damping":20,"velocity":0}} or {"duration":0.35,"bezier":{"x1":0.42,"y1":0,"x2":0.58,
             "y2":1}} ("begin" defaults to the line's t; no curve: ease-in-ease-out): the bars
             glide on that clock and curve, keeping their distance from the moving bar. A glide
             given while an earlier one runs is added on top of it, as Core Animation adds the
             bar's animations; "additive":false starts again from where the bars are.
    config   the sheet's configuration, the defaults shown above; a later line changes only the
             keys it names. vetoDismissal: the app refuses to let the user dismiss the sheet
             (a draft with text). dimmingTap: "minimize", "dismiss" or "none". avoidsBottomBar:
             the bar sits above bottomBar. hapticFeedback is accepted as the app's setting; the
             lab prints no haptics. maximumSheetCount: most drafts sharing one presentation.
             barStyle: "automatic" (floating on glass, attached before), "attached" or "floating"
             (a capsule inset 12 points a side, 8 points above what it rests on). barBackground:
             "automatic" (glass where the system draws glass), "glass", "material" (the look before
             iOS 26: opts out of glass) or "none" (a compact view draws its own).
             adjustsMinimizedHeight: false keeps minimizedHeight at every text size.
    bar      the bar drawn from a bar item with that many leading and trailing buttons (44 points
             each), an image or not, right-to-left or not, at the layout's width and text size
             and the sheet's configuration; "id" names the sheet. Buttons that do not fit are
             counted in hiddenButtons.
    "id"     on a do or config line, names a sheet: several sheets share one presentation, as
             drafts do; frame and event lines then carry the sheet's "id", and "stack" lines
             show the stack. A config line without "id" applies to every sheet.
    "role"   on a present line: "draft" (the default) or "accessory", a persistent bar such as a
             mini player ({"t":0,"do":"present","id":"player","to":"minimized","role":"accessory"}):
             never stacked, counted or in the chooser; the drafts' bar rests above it.
    Output: a frame line per frame while anything moves (with "visibleX" and "visibleWidth", the
    visible part across the screen, while a floating or inline bar shows), event and hit lines, and the line
    of the inset, {"t":..,"underneathInset":N}, whenever the room the bars take of the screen
    underneath changes (points above its bottom bar or safe area); the summary, last, carries
    "underneathInset" too.

    Limits: a line is at most 1048576 bytes (as read), a string (an id) 1024 bytes, a number 100
    characters, an object 64 keys, an array 1000 elements, nesting 64 levels; a run makes at most
    --max-frames frame lines.

    Exit status: 0 success, 1 the script could not be read, 2 bad arguments, a bad script, or more
    frames than --max-frames (the frames before it are printed, the summary is not).
    See also: sheet-lab render --help, sheet-lab spring --help.
    """

    /// `sheet-lab render --help`.
    public static let render = """
    usage: sheet-lab render [SCRIPT] --svg OUT [--png OUT] [--at T1,T2,...] [--fps N] [--max-frames N]
           sheet-lab render [SCRIPT] --animate OUT [--fps N] [--max-frames N]

    Draws the simulation of SCRIPT (as sheet-lab simulate runs it; standard input when SCRIPT is
    not given or is -) as an SVG: the phone's screen at chosen moments, every sheet on it back to
    front, each from its own last frame, with a finger where a touch is down, and plots of
    sheetTop, velocity, presentingScale and dimAlpha over time with the events marked. An
    accessory or a sheet that is not dismissible is drawn as a mini player, the others as drafts
    (the top of a stack of several with its count and the slivers of the cards under it, and the
    chooser). A bar on glass (iOS 26's, "systemDesign":"glass") is drawn as a translucent
    fill with a highlight, a floating bar as its inset capsule, a minimized tab bar as a capsule
    at its corner. With several sheets, the plots show each sheet's curve. The plots keep at most
    \(SimulationRecording.maximumFrames) frames and \(SimulationRecording.maximumMarks) events (beyond that, every second one, then every fourth...).

      --svg OUT        the SVG file to write, or - for standard output (required)
      --png OUT        also write a PNG, with rsvg-convert (Debian: librsvg2-bin; macOS: librsvg)
      --at T1,T2,...   the moments to draw, in seconds (at most 24); by default the first and
                       last frames, the events, the middle of each drag and each move's halfway point
      --animate OUT    instead of --svg: one phone that plays the whole run, an animated SVG (SMIL, no
                       script) that browsers and GitHub show; the lab's frames at most \(SheetLabRender.maximumFramesPerSecond) a
                       second, a frame that changes nothing dropped, the last held \(formatNumber(SheetLabRender.finalHold, decimals: 1)) s, then it
                       loops; refused above \(SheetLabRender.maximumAnimationBytes) bytes (1 MB)
      --fps N          frames per second of the simulated display, 1 to 1000 (default 60)
      --max-frames N   the most frame lines one run makes (default \(Simulator.defaultMaximumFrames)), as for simulate

    Exit status: 0 success, 1 the script could not be read or a file could not be written,
    2 bad arguments, a bad script, more frames than --max-frames, or an animation over its size
    limit. The script's keys: sheet-lab --help.
    """

    /// `sheet-lab spring --help`.
    public static let spring = """
    usage: sheet-lab spring [--response R] [--damping-ratio Z]

    Prints a spring's mass, stiffness, damping, bounce and settling duration (seconds to settle
    within 0.001 of a unit distance) as one JSON line, to compare with Apple's numbers.

      --response R        seconds for one undamped oscillation, 0.01 to 10 (default 0.45)
      --damping-ratio Z   1 settles without overshoot; below 1 bounces; 0.05 to 20 (default 1)

    Exit status: 0 success, 2 bad arguments.
    """

    /// The line under an argument error of `command` (nil for the general help).
    static func hint(for command: String?) -> String {
        if let command { return "see sheet-lab \(command) --help" }
        return "see sheet-lab --help"
    }
}
