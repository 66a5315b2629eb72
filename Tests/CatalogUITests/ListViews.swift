import CatalogUI

// Lists and forms written exactly as SwiftUI code is: this file imports CatalogUI only.
// `ListTests` lays them out, queries them and renders them.

/// A settings screen: two sections with headers and a footer, values, a toggle and a button.
struct SettingsList: View {
  @State private var push = true
  let version = "2.4.1"

  var body: some View {
    List {
      Section("Notifications") {
        Toggle("Push", isOn: $push)
        LabeledContent("Version", value: version)
      }
      Section {
        LabeledContent("Account", value: "ada@example.com")
        Button("Sign Out") {}
      } header: {
        Text("Account")
      } footer: {
        Text("Signing out keeps your drafts on this device.")
      }
    }
    .listStyle(.insetGrouped)
  }
}

/// One identifiable row of a list built from data.
struct Fruit: Identifiable {
  let id: Int
  let name: String
}

/// Three rows from data, in the style given.
struct FruitList<Style: ListStyle>: View {
  let style: Style
  let fruits = [
    Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry"),
  ]

  var body: some View {
    List(fruits) { fruit in
      Text(fruit.name)
    }
    .listStyle(style)
  }
}

/// A form of two sections, with a row that changes its insets, separator and background.
struct CheckoutForm: View {
  @State private var giftWrap = false
  @State private var selection: Int?

  var body: some View {
    Form {
      Section {
        LabeledContent("Subtotal", value: "$42.00")
        LabeledContent("Shipping", value: "Free")
          .listRowSeparator(.hidden)
        Toggle("Gift wrap", isOn: $giftWrap)
      } header: {
        Text("Order")
      } footer: {
        Text("Taxes are calculated at checkout.")
      }
      Section {
        Text("Pay")
          .foregroundStyle(.white)
          .listRowBackground(Color.blue)
        Text("Edge to edge")
          .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
      }
    }
  }
}

/// A list of data with the editing modifiers SwiftUI code carries.
struct EditableList: View {
  @State private var names = ["Ada", "Grace", "Linus"]
  @State private var selection: Set<String> = []

  var body: some View {
    List(selection: $selection) {
      ForEach(names, id: \.self) { name in
        Text(name)
          .swipeActions(edge: .trailing, allowsFullSwipe: false) {
            Button("Archive") {}
          }
      }
      .onDelete { offsets in names.remove(atOffsets: offsets) }
      .onMove { offsets, destination in names.move(fromOffsets: offsets, toOffset: destination) }
    }
    .listStyle(.plain)
  }
}

/// Two sections, a header on the first and a footer on the second, each part with an id.
struct MetricsList<Style: ListStyle>: View {
  let style: Style

  var body: some View {
    List {
      Section {
        Text("One").id("one")
        Text("Two").id("two")
      } header: {
        Text("Header").id("header")
      }
      Section {
        Text("Three").id("three")
      } footer: {
        Text("Footer").id("footer")
      }
    }
    .listStyle(style)
  }
}

/// `MetricsList`'s sections in a form.
struct MetricsForm: View {
  var body: some View {
    Form {
      Section("Header") {
        Text("One")
        Text("Two")
      }
      Section {
        Text("Three")
      } footer: {
        Text("Footer")
      }
    }
  }
}

/// A list style of a team's own, which cannot be drawn.
struct HomemadeListStyle: ListStyle {}

/// A list with a collapsed and an expanded disclosure group.
struct DisclosureList: View {
  @State private var isAdvancedShown = true

  var body: some View {
    List {
      DisclosureGroup("Basic") {
        Text("Hidden")
      }
      DisclosureGroup("Advanced", isExpanded: $isAdvancedShown) {
        Text("Cache").id("cache")
        Text("Logs").id("logs")
      }
    }
  }
}

/// A group box with a label and two lines.
struct StorageBox: View {
  var body: some View {
    GroupBox("Storage") {
      Text("12 GB of 64 GB used").id("usage")
    }
    .padding(16)
  }
}
