import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the preview tool is to write: where, and the whole text.
public struct OutputFile: Sendable, Equatable {
    /// The path as the user gave it (relative paths are taken from the current directory).
    public var path: String
    /// The complete contents, written as UTF-8.
    public var contents: String

    /// Creates an output from its path and contents.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Why an output cannot be written. Nothing has been changed on disk when one of these is thrown.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    /// The path names an existing directory (a file is never written over a directory).
    case isDirectory(path: String)
    /// The path names something that exists but is not a regular file (a device, a socket, a pipe).
    case notARegularFile(path: String)
    /// The folder that would hold the file does not exist.
    case missingParent(path: String, parent: String)
    /// The folder that would hold the file exists but is not a directory.
    case parentNotADirectory(path: String, parent: String)
    /// The folder that would hold the file cannot be written to.
    case parentNotWritable(path: String, parent: String)
    /// Two outputs name the same file.
    case sameFileTwice(path: String, other: String)
    /// Writing the temporary file beside the target failed (disk full, permissions changed, …).
    case writeFailed(path: String, reason: String)
    /// Renaming the finished temporary file onto the target failed. The outputs in `written`
    /// had already been put in place; the others are untouched.
    case renameFailed(path: String, reason: String, written: [String])

    /// One sentence naming the path and the problem.
    public var description: String {
        switch self {
        case .isDirectory(let path): "\(path) is a directory; give a file name (nothing was written)"
        case .notARegularFile(let path): "\(path) exists and is not a regular file; it is left alone (nothing was written)"
        case .missingParent(let path, let parent): "cannot write \(path): the folder \(parent) does not exist (nothing was written)"
        case .parentNotADirectory(let path, let parent): "cannot write \(path): \(parent) is not a folder (nothing was written)"
        case .parentNotWritable(let path, let parent): "cannot write \(path): the folder \(parent) is not writable (nothing was written)"
        case .sameFileTwice(let path, let other): "\(path) and \(other) are the same file; give each output its own (nothing was written)"
        case .writeFailed(let path, let reason): "cannot write \(path): \(reason) (nothing was written)"
        case .renameFailed(let path, let reason, let written):
            "cannot put \(path) in place: \(reason)"
                + (written.isEmpty ? " (nothing was written)" : "; already written: \(written.joined(separator: ", "))")
        }
    }
}

/// Writes a set of output files all-or-nothing, never harming what is already on disk.
///
/// 1. Every path is checked before anything is written: not a directory or other non-file, its
///    folder exists and is writable, no two outputs name the same file.
/// 2. Each output is written to a new temporary file beside its target (created exclusively, so
///    nothing existing is overwritten); if any write fails, the temporary files are removed and
///    every target is as it was.
/// 3. Only when all are written is each renamed onto its target (an atomic replace of a regular
///    file). Nothing is deleted that this writer did not create.
///
/// A symbolic link as the target is followed: the file it points to is replaced, the link kept.
public enum OutputWriter {
    /// Checks every path as `write(_:)` would, without writing; throws the first problem found.
    public static func validate(_ paths: [String]) throws(OutputError) {
        var seen: [String: String] = [:]
        for path in paths {
            let target = resolved(path)
            if let other = seen[target] { throw .sameFileTwice(path: path, other: other) }
            seen[target] = path
            try check(path: path, target: target)
        }
    }

    /// Validates, writes every file to a temporary beside its target, then renames them all into place.
    public static func write(_ files: [OutputFile]) throws(OutputError) {
        try validate(files.map(\.path))
        var temporaries: [(temporary: String, target: String, path: String)] = []
        func removeTemporaries(from start: Int) {
            for t in temporaries[start...] { unlink(t.temporary) }
        }
        for file in files {
            let target = resolved(file.path)
            let url = URL(fileURLWithPath: target)
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).partial").path
            do {
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
            } catch {
                removeTemporaries(from: 0)
                // The exclusive create failed before anything was made, or the write failed after:
                // remove only a file that is ours (it exists only if this call created it).
                if FileManager.default.fileExists(atPath: temporary) { unlink(temporary) }
                throw .writeFailed(path: file.path, reason: Self.reason(error))
            }
            // Keep an existing target's permissions.
            var info = stat()
            if stat(target, &info) == 0 { chmod(temporary, info.st_mode & 0o7777) }
            temporaries.append((temporary, target, file.path))
        }
        var written: [String] = []
        for (k, t) in temporaries.enumerated() {
            if rename(t.temporary, t.target) != 0 {
                let reason = String(cString: strerror(errno))
                removeTemporaries(from: k)
                throw .renameFailed(path: t.path, reason: reason, written: written)
            }
            written.append(t.path)
        }
    }

    /// The absolute path with symbolic links followed, so a link is written through, not replaced.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func check(path: String, target: String) throws(OutputError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw .isDirectory(path: path) }
            var info = stat()
            if lstat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG { throw .notARegularFile(path: path) }
        } else if path.hasSuffix("/") {
            throw .missingParent(path: path, parent: path)
        }
        let parent = URL(fileURLWithPath: target).deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) {
            throw .missingParent(path: path, parent: parent)
        }
        if !isDirectory.boolValue { throw .parentNotADirectory(path: path, parent: parent) }
        if access(parent, W_OK | X_OK) != 0 { throw .parentNotWritable(path: path, parent: parent) }
    }

    private static func reason(_ error: any Error) -> String {
        if let e = error as? CocoaError, let underlying = e.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
