/// Why a session refused to prepare. Nothing changes when one is thrown.
package enum SessionError: Error, Sendable, Hashable {
    /// The session was already prepared.
    case alreadyStarted
    /// The transition has completed (finished or cancelled); the session is spent.
    case completed
    /// Another session is using one of these views.
    case viewsInUse
}
