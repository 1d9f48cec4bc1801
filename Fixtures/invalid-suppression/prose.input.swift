// Test data for glassmigrate: a small app to run the migration on. It targets
// iOS 17, so glassmigrate: rules about availability apply.
import SwiftUI

/// Silence a rule with `// glassmigrate:disable:next <rule-id>` above the line.
struct Prose: View {
    // Notes: glassmigrate:disabled rules are listed by --list-rules; glassmigrate: enable them in the config.
    var body: some View {
        Text("glassmigrate:disable nothing") // a string, not a comment
    }
}
