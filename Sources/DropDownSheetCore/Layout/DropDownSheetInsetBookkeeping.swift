/// What the library added to each controller of the screen underneath that receives the bars'
/// room (``DropDownSheetControllerTree/receivers``), and what to write to its
/// `additionalSafeAreaInsets.bottom` next: the bookkeeping of the UIKit shell's inset, decided here
/// so that a Linux test pins it (issue 29, findings 6 and 8).
///
/// - **The app's value is the base.** A receiver's value is the app's own (its base) plus the
///   library's share (the inset). The library remembers what it wrote; while the receiver holds
///   it, its share is replaced or taken out exactly.
/// - **An app's own value is the new base.** A value found changed since the library wrote it is
///   the app's: it becomes the new base, and the library's share is added to it again. The
///   library never gives a receiver up for one write (`= 20` stays 20 of the app's plus the
///   bars' room; when the sheets go, 20 is left).
/// - **Double room.** A base that already makes the bars' room, or a new value that holds the
///   library's share (``DropDownSheetDoubleRoom``), is kept as the app's and reported once
///   (``Warning``; rate-limited by ``DropDownSheetDoubleRoomWarnings``).
/// - **An app that fights.** An app that puts the same base back after each of the library's
///   writes (it sets the property on every layout pass) would have the two write in turn forever:
///   after ``maximumReassertions`` such writes in a row, the library stops adding to that
///   controller while the sheets are shown, leaves the app's value, and says so once.
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
        /// How many times in a row the app put ``own`` back over the library's write.
        package var reassertions: Int
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

    /// How many times in a row the app may put its base back over the library's write before the
    /// library stops adding to that controller: 3.
    package static var maximumReassertions: Int { 3 }

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
                var entry: Entry
                var double: DropDownSheetDoubleRoom?
                if let old = entries[key], Self.same(value, old.written) {
                    entry = old
                } else if let old = entries[key] {
                    // The app's new value: the new base.
                    let reassertions = Self.same(value, old.own) ? old.reassertions + 1 : 0
                    guard reassertions < Self.maximumReassertions else {
                        entries[key] = nil
                        contested.insert(key)
                        report.append(Warning(key: key, reason: .contested, own: value, inset: inset))
                        continue
                    }
                    entry = Entry(own: value, added: 0, written: value, reassertions: reassertions)
                    double = DropDownSheetDoubleRoom.check(own: value, inset: inset, previouslyWritten: old.written,
                                                           previouslyAdded: old.added)
                } else {
                    entry = Entry(own: value, added: 0, written: value, reassertions: 0)
                    double = DropDownSheetDoubleRoom.check(own: value, inset: inset)
                }
                if let double, warnings.shouldWarn(about: key, at: time) {
                    report.append(Warning(key: key, reason: .doubleRoom(double), own: entry.own, inset: inset))
                }
                kept.insert(key)
                entry.added = inset
                entry.written = entry.own + inset
                entries[key] = entry
                if !Self.same(value, entry.written) { writes.append(Write(key: key, bottom: entry.written, givesBack: false)) }
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

    private static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }
}
