import SwiftUI

struct MarkdownNote: View {
  let source: String

  private var attributed: AttributedString {
    (try? AttributedString(markdown: source)) ?? AttributedString(source)
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("**Heads up:** this is _inline_ markdown with `code`.")
      Text(attributed)
        .font(.callout)
        .tint(.purple)
    }
    .padding()
  }
}

#Preview {
  MarkdownNote(source: "Read the [terms](https://example.com/terms) before you **continue**.")
}
