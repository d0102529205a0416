// A member no app module declares, for the must-fail snippet AppReachesTransitiveMember.swift: it
// imports MemberImportProbeUser only, which imports this module, so with Swift's
// MemberImportVisibility on (SE-0444) this member is out of its reach; without it, it leaks in.
extension Int {
    /// The number itself.
    public var memberImportProbe: Int { self }
}
