import SwiftUI

struct RecipeDetailScreen: View {
  let title: String
  let minutes: Int
  let ingredients: [String]
  @State private var showDeleteAlert = false

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          RoundedRectangle(cornerRadius: 16)
            .fill(Color.green.opacity(0.2))
            .frame(height: 160)
            .overlay(Image(systemName: "leaf.fill").font(.largeTitle).foregroundStyle(.green))
          Label("\(minutes) min", systemImage: "clock")
            .foregroundStyle(.secondary)
          Text("Ingredients").font(.title3.bold())
          ForEach(ingredients, id: \.self) { ingredient in
            Label(ingredient, systemImage: "circle.fill")
              .labelStyle(.titleAndIcon)
              .imageScale(.small)
          }
        }
        .padding()
      }
      .navigationTitle(title)
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Delete", systemImage: "trash", role: .destructive) {
            showDeleteAlert = true
          }
        }
      }
      .alert("Delete recipe?", isPresented: $showDeleteAlert) {
        Button("Delete", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
    }
  }
}

#Preview {
  RecipeDetailScreen(
    title: "Green Curry", minutes: 35, ingredients: ["Coconut milk", "Basil", "Tofu"])
}
