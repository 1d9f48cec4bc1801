/// A grouped finding (see `Rule.groupsIdenticalFindings`) stands for several sites. A baseline
/// records and hides it site by site, by the message without the sentence naming the other sites,
/// which changes whenever lines move; what is left of a partly hidden group is reported as a group
/// of the sites left.
extension ReportItem {
    /// One item per site: the item itself, or for a grouped finding one per site, each with the
    /// message that names no other site.
    public var siteItems: [ReportItem] {
        guard !otherLocations.isEmpty else { return [self] }
        var single = self
        single.otherLocations = []
        single.message = GroupedFindings.baseMessage(message, others: otherLocations)
        return ([location] + otherLocations.map { Optional($0) }).map { place in
            var site = single
            site.location = place
            return site
        }
    }

    /// The item without the sites `hidden` holds (by the keys of `siteItems`): itself when none is,
    /// nil when all are, else a group of the rest, at the first of them.
    func keeping(notIn hidden: Set<ReportItemKey>) -> ReportItem? {
        let sites = siteItems
        let kept = sites.filter { !hidden.contains(ReportItemKey($0)) }
        guard kept.count != sites.count else { return self }
        guard var first = kept.first else { return nil }
        first.otherLocations = kept.dropFirst().compactMap(\.location)
        first.message += Finding.otherSitesSentence(first.otherLocations)
        return first
    }
}

extension Finding {
    /// The finding without the sites `hidden` holds (as keys of single-site items, see
    /// `ReportItem.siteItems`): itself when none is, nil when all are, else a group of the rest.
    func keeping(notIn hidden: Set<ReportItemKey>) -> Finding? {
        guard !otherSites.isEmpty else { return hidden.contains(ReportItemKey(self)) ? nil : self }
        let base = GroupedFindings.baseMessage(message, others: otherSites.map(\.location))
        let sites = [FindingSite(offset: offset, location: location)] + otherSites
        let kept = sites.filter { site in
            var single = self
            single.message = base
            single.location = site.location
            return !hidden.contains(ReportItemKey(single))
        }
        guard kept.count != sites.count else { return self }
        guard let first = kept.first else { return nil }
        var result = self
        result.offset = first.offset
        result.location = first.location
        result.otherSites = Array(kept.dropFirst())
        result.message = base + Finding.otherSitesSentence(result.otherSites.map(\.location))
        return result
    }
}

enum GroupedFindings {
    /// `message` without the sentence that names `others`.
    static func baseMessage(_ message: String, others: [SourceLocation]) -> String {
        let sentence = Finding.otherSitesSentence(others)
        guard !sentence.isEmpty, message.hasSuffix(sentence) else { return message }
        return String(message.dropLast(sentence.count))
    }
}
