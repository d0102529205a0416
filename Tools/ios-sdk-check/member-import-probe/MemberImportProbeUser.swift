// Imports MemberImportProbe (publicly, as `import MatchEngine` in MatchUIKit is), and declares
// nothing of its own: what reaches app code through it is the probe's member, and only without
// MemberImportVisibility.
import MemberImportProbe
