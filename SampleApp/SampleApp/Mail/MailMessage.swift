import Foundation

/// A received message in the inbox. Sample data only: the app sends and receives nothing.
struct MailMessage: Identifiable, Hashable, Sendable {
    let id: UUID
    var sender: String
    var senderAddress: String
    var subject: String
    var body: String
    var date: Date

    init(id: UUID = UUID(), sender: String, senderAddress: String, subject: String, body: String, date: Date) {
        self.id = id
        self.sender = sender
        self.senderAddress = senderAddress
        self.subject = subject
        self.body = body
        self.date = date
    }

    /// The first line of the body, for the inbox list.
    var preview: String {
        body.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    }

    /// Forty messages, newest first, so the inbox scrolls well past one screen.
    static func samples(now: Date = Date()) -> [MailMessage] {
        let people: [(String, String)] = [
            ("Ana Lima", "ana@example.com"), ("Ben Okafor", "ben@example.com"),
            ("Chloé Martin", "chloe@example.com"), ("Dev Patel", "dev@example.com"),
            ("Eun-ji Park", "eunji@example.com"), ("Farah Haddad", "farah@example.com"),
            ("Gus Lindqvist", "gus@example.com"), ("Hana Sato", "hana@example.com"),
        ]
        let topics: [(String, String)] = [
            ("Lunch on Thursday?", "There's a new place by the station that does great noodles. Are you free around 12:30?"),
            ("Design review notes", "Thanks for walking us through the sheet. Two things came up: the bar height on iPad, and the haptic when it snaps."),
            ("Photos from the weekend", "I finally sorted them. The ones from the lake came out really well; I'll share the album tonight."),
            ("Re: Flight times", "The 9:40 works for me. I'll book the seats next to each other if they're still there."),
            ("Quarterly planning", "Please add your team's priorities to the document before Friday so we can discuss them on Monday."),
            ("Your order has shipped", "Good news: your order is on its way and should arrive in two to three days."),
            ("Book club: next pick", "We're voting between three novels this month. Reply with your favourite by Sunday."),
            ("Invoice #1042", "Attached is the invoice for last month's work. Let me know if anything looks off."),
            ("Running this weekend?", "Thinking of the river loop on Saturday morning, about ten kilometres at an easy pace."),
            ("Welcome to the team!", "We're so glad you're joining us. Your first week's schedule is below; don't hesitate to ask anything."),
        ]
        return (0..<40).map { index in
            let person = people[index % people.count]
            let topic = topics[index % topics.count]
            let body = topic.1 + "\n\nThis is a sample message in the DropDownSheet sample app. "
                + "Scroll the inbox and open messages while a draft is minimized: everything underneath the bar keeps working."
            return MailMessage(sender: person.0, senderAddress: person.1, subject: topic.0, body: body,
                               date: now.addingTimeInterval(-Double(index) * 5_400 - 600))
        }
    }
}
