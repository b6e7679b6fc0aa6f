/// What the library added to each controller of the screen underneath that receives the bars'
/// room (``DropDownSheetControllerTree/receivers``), and what to write to its
/// `additionalSafeAreaInsets.bottom` next: the bookkeeping of the UIKit shell's inset, decided here
/// so that a Linux test pins it (issue 29, findings 6 and 8).
///
/// - **The app's value is the base.** A receiver's value is the app's own (its base) plus the
///   library's share (the inset). The library remembers what it wrote; while the receiver holds
///   it, its share is replaced or taken out exactly.
/// - **A value the app changed is read as the app meant it** (issue 29 review, B2). A value found
///   changed since the library wrote it still holds the library's share when it is at least that
///   share: the app changed what it read (`+= 10`, `-= 10`), so its base moves by as much and the
///   share stays inside, written again by no one; when the sheets go exactly the share is taken
///   out, by the same reading (review of issue 29b, finding 2). A value below the share is an
///   absolute one (`= 20`): the new base, the share added to it again, and left as it is when the
///   sheets go. The library never gives a receiver up for one write, and an app's `+=`/`-=` never
///   stacks the share or keeps it after the sheets.
/// - **What a value cannot say** (finding 3). An absolute value at least as large as the share
///   (`= 100` over 60) reads like a `+=`: nothing in a value tells the two apart, so it is read as
///   holding the share (the app's list ends 100 points up while the bars are shown, the share
///   inside), and 40 is left when the sheets go. The first change of a receiver read that way is
///   reported (``Warning/Reason/readAsChange``), with what will be left, so an app that meant an
///   absolute value hears it and adds ``DropDownSheetUnderneathInset/safeAreaBottom`` to it.
/// - **A write not carried out yet** (finding 5). A write the shell queued to run later (alongside
///   a push's animation) is pending until the shell says it ran (``writeLanded(_:)``): meanwhile
///   the value the receiver still holds is the one before it, not the app's.
/// - **Double room.** A base that already makes the bars' room (``DropDownSheetDoubleRoom``) is
///   kept as the app's and reported once (``Warning``; rate-limited by
///   ``DropDownSheetDoubleRoomWarnings``).
/// - **An app that sets its value in its own layout** (`viewDidLayoutSubviews`) puts its base back
///   right after each of the library's writes, and the two would write in turn forever, the
///   screen flickering each time. Its value back within ``reassertionWindow`` of the library's
///   write to it (issue 29 review, M1 and M2: in a short window, not over the session) makes the
///   library stop adding there at once, while the sheets are shown, and say once that the app
///   adds ``DropDownSheetUnderneathInset/safeAreaBottom`` in that code (which this bookkeeping then
///   reads as holding the share: nothing more is written). The same base set again later is a new
///   base like any other.
///
/// Values in points; time in seconds, passed in. Non-finite or negative insets count as 0; a
/// receiver whose value cannot be read (freed) is forgotten, nothing written. Allocates: the shell
/// calls it when the screen's structure or the inset changes, never on a frame.
package struct DropDownSheetInsetBookkeeping<Key: Hashable & Sendable>: Sendable {
    /// One receiver's bookkeeping.
    package struct Entry: Sendable, Hashable {
        /// The app's own value (the base), in points.
        package var own: Double
        /// The library's share, in points.
        package var added: Double
        /// The value last written (or found), in points: `own + added` once written.
        package var written: Double
        /// When the library last wrote it, in seconds (`-infinity` before its first write).
        package var writtenAt: Double
        /// The value the receiver holds until the library's last write is carried out, while that
        /// write is queued (``writeIsPending(_:)``); nil once it ran.
        package var pendingOver: Double?
        /// The value read before the library's last write, in points.
        package var before: Double = 0
    }

    /// A value to write to a receiver's `additionalSafeAreaInsets.bottom`.
    package struct Write: Sendable, Hashable {
        /// The receiver.
        package var key: Key
        /// The value to write, in points.
        package var bottom: Double
        /// Whether it gives the library's share back (the receiver no longer receives it, or the
        /// sheets went), rather than adds it.
        package var givesBack: Bool
        /// Whether it is written at once, with no animation: the share moves from some receivers
        /// to others (see ``apply(inset:to:current:at:writes:warnings:)``).
        package var atOnce: Bool = false
    }

    /// Something the app should hear of, once.
    package struct Warning: Sendable, Hashable {
        /// Why.
        package enum Reason: Sendable, Hashable {
            /// The receiver gets the bars' room twice (``DropDownSheetDoubleRoom``).
            case doubleRoom(DropDownSheetDoubleRoom)
            /// The app put its value back after each write: the library stopped adding there.
            case contested
            /// The app changed a value at least as large as the share: it is read as holding the
            /// share (a `+=`), and `own` is what is left when the sheets go.
            case readAsChange
        }
        /// The receiver.
        package var key: Key
        /// Why.
        package var reason: Reason
        /// The app's own value, in points.
        package var own: Double
        /// The bars' room, in points.
        package var inset: Double
    }

    /// How soon after the library's write an app that puts its base back is taken for one that
    /// sets its value in its own layout, in seconds: 1 (a layout pass comes within a frame).
    package static var reassertionWindow: Double { 1 }

    /// The receivers the library has added to, by key.
    package private(set) var entries: [Key: Entry] = [:]
    /// The receivers the library stopped adding to (``Warning/Reason/contested``) while the sheets
    /// are shown.
    package private(set) var contested: Set<Key> = []
    private var warnings = DropDownSheetDoubleRoomWarnings<Key>()
    /// The receivers whose change was reported as read as a `+=` (once each while the sheets are
    /// shown).
    private var readAsChange: Set<Key> = []

    /// Nothing added anywhere.
    package init() {}

    /// Whether `key` has the library's share now.
    package func isReceiver(_ key: Key) -> Bool { entries[key] != nil }

    /// Adds `inset` to each of `receivers` in place of what was added before, and gives it back
    /// to the controllers that no longer receive it.
    ///
    /// **A move** (review of issue 29b, second review, fix 1). When the share goes to a receiver
    /// that did not hold it while another gives it back (a navigation controller and its stack's
    /// controllers as its toolbar shows or hides, a tab replaced), the give-backs come first and
    /// every write of the move is ``Write/atOnce``: the children of the one giving back are never
    /// laid out with the room twice (its share and their own), and no spring carries a toolbar
    /// laid out taller over several frames. A change of the inset alone, a receiver added (a
    /// push) or one given back (a pop) is no move. Give-backs always come before adds.
    ///
    /// - Parameters:
    ///   - inset: The bars' room, in points.
    ///   - receivers: The controllers that receive it now.
    ///   - current: Reads a controller's `additionalSafeAreaInsets.bottom` now, or nil when it is
    ///     gone.
    ///   - time: Now, in seconds (for the rate of warnings).
    ///   - writes: Receives the values to write, in order.
    ///   - warnings: Receives what the console should say.
    package mutating func apply(inset: Double, to receivers: [Key], current: (Key) -> Double?, at time: Double,
                                writes: inout [Write], warnings report: inout [Warning]) {
        let inset = inset.isFinite ? max(inset, 0) : 0
        var kept = Set<Key>()
        var adds: [Write] = []
        var givesBack: [Write] = []
        let holders = Set(entries.keys)
        if inset > 0 {
            for key in receivers where !kept.contains(key) && !contested.contains(key) {
                guard let read = current(key), read.isFinite else { continue }
                let value = Self.effective(read, of: entries[key])
                var entry = Entry(own: value, added: 0, written: value, writtenAt: -.infinity)
                if let old = entries[key], Self.same(value, old.written) {
                    entry = old
                } else if let old = entries[key], Self.same(value, old.own) {
                    // Its base put back over the library's write: at once, the app's layout.
                    let sinceWrite = time - old.writtenAt
                    if time.isFinite, sinceWrite >= 0, sinceWrite <= Self.reassertionWindow {
                        entries[key] = nil
                        contested.insert(key)
                        report.append(Warning(key: key, reason: .contested, own: value, inset: inset))
                        continue
                    }
                } else if let old = entries[key], value >= old.added - Self.tolerance {
                    // It still holds the share: the app changed what it read.
                    entry = Entry(own: value - old.added, added: old.added, written: value, writtenAt: old.writtenAt)
                    if !readAsChange.contains(key) {
                        readAsChange.insert(key)
                        report.append(Warning(key: key, reason: .readAsChange, own: entry.own, inset: old.added))
                    }
                }
                if !Self.same(entry.own, entries[key]?.own ?? .nan), let double = DropDownSheetDoubleRoom.check(own: entry.own, inset: inset),
                   warnings.shouldWarn(about: key, at: time) {
                    report.append(Warning(key: key, reason: .doubleRoom(double), own: entry.own, inset: inset))
                }
                kept.insert(key)
                entry.added = inset
                if !Self.same(value, entry.own + inset) {
                    entry.writtenAt = time
                    entry.before = read
                    entry.pendingOver = nil
                    adds.append(Write(key: key, bottom: entry.own + inset, givesBack: false))
                }
                entry.written = entry.own + inset
                entries[key] = entry
            }
        }
        for (key, entry) in entries where !kept.contains(key) {
            entries[key] = nil
            guard let read = current(key), read.isFinite else { continue }
            let value = Self.effective(read, of: entry)
            // A value the app changed since still holds the share when it is at least that share
            // (a `+=`: the same reading as above); one below it is the app's, nothing of the
            // library's in it.
            var own = entry.own
            if !Self.same(value, entry.written) {
                guard value >= entry.added - Self.tolerance else { continue }
                own = value - entry.added
                if !readAsChange.contains(key) {
                    readAsChange.insert(key)
                    report.append(Warning(key: key, reason: .readAsChange, own: own, inset: entry.added))
                }
            }
            // (Written even when it holds that value already while a queued write would land later.)
            if !Self.same(read, own) || entry.pendingOver != nil { givesBack.append(Write(key: key, bottom: own, givesBack: true)) }
        }
        // A move: the share reaches a receiver that did not hold it while another gives it back.
        let moves = !givesBack.isEmpty && adds.contains { !holders.contains($0.key) }
        for var write in givesBack + adds {
            write.atOnce = moves
            writes.append(write)
        }
    }

    /// The shell queued the last write to `key` to run later (alongside a transition): until
    /// ``writeLanded(_:)``, the value the receiver holds is the one before it.
    package mutating func writeIsPending(_ key: Key) {
        guard var entry = entries[key] else { return }
        entry.pendingOver = entry.before
        entries[key] = entry
    }

    /// The queued write to `key` ran.
    package mutating func writeLanded(_ key: Key) {
        entries[key]?.pendingOver = nil
    }

    /// The value `read` from a receiver as the bookkeeping counts it: the library's last write
    /// when that write is queued and the receiver still holds the value before it.
    private static func effective(_ read: Double, of entry: Entry?) -> Double {
        guard let entry, let over = entry.pendingOver, same(read, over) else { return read }
        return entry.written
    }

    /// Gives everything back (the sheets are gone) and forgets the warnings and the contested
    /// controllers.
    package mutating func restore(current: (Key) -> Double?, writes: inout [Write], warnings report: inout [Warning]) {
        apply(inset: 0, to: [], current: current, at: 0, writes: &writes, warnings: &report)
        contested = []
        readAsChange = []
        warnings.reset()
    }

    /// How far below the library's share a value may be and still hold it, in points: 0.5.
    private static var tolerance: Double { 0.5 }

    private static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }
}
