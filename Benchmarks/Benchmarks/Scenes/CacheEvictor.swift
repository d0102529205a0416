/// Evicts a process's data from the CPU caches, shared by the package-benchmark suite and
/// `PrepareLoop`: it writes and reads 64 MB, one 64-byte line at a time (more than the L3 of the VMs
/// measured so far, 8 and 32 MB), so that what runs next starts with none of its own data cached,
/// as a transition does after the app has done other work since the last one.
public struct CacheEvictor {
    private var words = [UInt64](repeating: 1, count: 8 << 20)

    /// A 64 MB buffer, written once here (its pages faulted in now, not in `evict()`).
    public init() {}

    /// Writes and reads one word of every line of the buffer (the writes alone, to memory this
    /// evictor keeps, are enough to keep the loop); returns the words' sum.
    @discardableResult
    public mutating func evict() -> UInt64 {
        var sum: UInt64 = 0
        words.withUnsafeMutableBufferPointer { words in
            var i = 0
            while i < words.count {
                words[i] &+= 1
                sum &+= words[i]
                i += 8
            }
        }
        return sum
    }
}
