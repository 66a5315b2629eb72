import SwiftUI

struct ArticleRow: View {
  let title: String
  let summary: String
  let author: String
  let minutes: Int
  var isUnread = true

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Circle()
        .fill(isUnread ? Color.blue : .clear)
        .frame(width: 8, height: 8)
        .padding(.top, 6)
      VStack(alignment: .leading, spacing: 4) {
        Text(title)
          .font(.headline)
          .lineLimit(2)
        Text(summary)
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .lineLimit(2)
        HStack(spacing: 4) {
          Text(author)
          Text("·")
          Text("\(minutes) min read")
        }
        .font(.caption)
        .foregroundStyle(.tertiary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .padding(.vertical, 8)
  }
}

#Preview {
  ArticleRow(
    title: "Designing for dynamic type",
    summary: "Text that scales gracefully makes every screen more readable for everyone.",
    author: "M. Chen", minutes: 6
  )
  .padding()
}
