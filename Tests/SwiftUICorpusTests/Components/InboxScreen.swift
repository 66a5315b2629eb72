import SwiftUI

struct InboxMessage: Identifiable {
  let id: Int
  let sender: String
  let subject: String
  var isRead: Bool
}

struct InboxScreen: View {
  @State private var messages: [InboxMessage] = [
    .init(id: 1, sender: "Team", subject: "Welcome aboard!", isRead: false),
    .init(id: 2, sender: "Billing", subject: "Your invoice is ready", isRead: true),
    .init(id: 3, sender: "Alex", subject: "Lunch tomorrow?", isRead: false),
  ]
  @State private var showingCompose = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(messages) { message in
          VStack(alignment: .leading) {
            Text(message.sender).font(.headline)
            Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
          }
          .fontWeight(message.isRead ? .regular : .semibold)
          .swipeActions(edge: .trailing) {
            Button(role: .destructive) {
              messages.removeAll { $0.id == message.id }
            } label: {
              Label("Delete", systemImage: "trash")
            }
          }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Inbox")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            showingCompose = true
          } label: {
            Image(systemName: "square.and.pencil")
          }
        }
      }
      .sheet(isPresented: $showingCompose) {
        Text("New message")
          .presentationDetents([.medium])
      }
    }
  }
}

#Preview {
  InboxScreen()
}
