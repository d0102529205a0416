import Foundation
import MatchEngine

/// Reading the inputs `match-preview` accepts.
public enum ScenePreview {
    /// A recording from JSON: a scene file (`SceneFile`), or a `TransitionRecording` as MatchUIKit's
    /// debug export writes it. Throws a `PreviewInputError` naming the problem with the scene-file
    /// reading when neither fits.
    public static func recording(fromJSON data: Data) throws -> TransitionRecording {
        if let exported = try? JSONDecoder().decode(TransitionRecording.self, from: data) { return exported }
        return try SceneFile.decode(data).recording()
    }
}
