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
///   out. A value below the share is an absolute one (`= 20`): the new base, the share added to it
///   again. The library never gives a receiver up for one write, and an app's `+=`/`-=` never
///   stacks the share or keeps it after the sheets.
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
    }

    /// Something the app should hear of, once.
    package struct Warning: Sendable, Hashable {
        /// Why.
        package enum Reason: Sendable, Hashable {
            /// The receiver gets the bars' room twice (``DropDownSheetDoubleRoom``).
            case doubleRoom(DropDownSheetDoubleRoom)
            /// The app put its value back after each write: the library stopped adding there.
            case contested
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

    /// Nothing added anywhere.
    package init() {}

    /// Whether `key` has the library's share now.
    package func isReceiver(_ key: Key) -> Bool { entries[key] != nil }

    /// Adds `inset` to each of `receivers` in place of what was added before, and gives it back
    /// to the controllers that no longer receive it.
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
        if inset > 0 {
            for key in receivers where !kept.contains(key) && !contested.contains(key) {
                guard let value = current(key), value.isFinite else { continue }
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
                }
                if !Self.same(entry.own, entries[key]?.own ?? .nan), let double = DropDownSheetDoubleRoom.check(own: entry.own, inset: inset),
                   warnings.shouldWarn(about: key, at: time) {
                    report.append(Warning(key: key, reason: .doubleRoom(double), own: entry.own, inset: inset))
                }
                kept.insert(key)
                entry.added = inset
                if !Self.same(value, entry.own + inset) {
                    entry.writtenAt = time
                    writes.append(Write(key: key, bottom: entry.own + inset, givesBack: false))
                }
                entry.written = entry.own + inset
                entries[key] = entry
            }
        }
        for (key, entry) in entries where !kept.contains(key) {
            entries[key] = nil
            // A value the app changed since is the app's: nothing of the library's is in it.
            if let value = current(key), Self.same(value, entry.written), !Self.same(value, entry.own) {
                writes.append(Write(key: key, bottom: entry.own, givesBack: true))
            }
        }
    }

    /// Gives everything back (the sheets are gone) and forgets the warnings and the contested
    /// controllers.
    package mutating func restore(current: (Key) -> Double?, writes: inout [Write]) {
        var none: [Warning] = []
        apply(inset: 0, to: [], current: current, at: 0, writes: &writes, warnings: &none)
        contested = []
        warnings.reset()
    }

    /// How far below the library's share a value may be and still hold it, in points: 0.5.
    private static var tolerance: Double { 0.5 }

    private static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }
}
