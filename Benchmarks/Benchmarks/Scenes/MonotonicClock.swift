#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic time in microseconds, for the plain loops in `Tools/` (no Foundation: linking it
/// changes how a process's allocator gives memory back, which `PrepareLoop` measures).
public func monotonicMicroseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
}
