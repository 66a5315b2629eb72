import CatalogUI
import Raster
import Testing

// Sheets, covers, alerts and confirmation dialogs as iOS teams write them, presented over a
// whole iPhone 15 screen (393 × 852 pt).

private struct HomeScreen: View {
  @State private var showsEditor = false
  @State private var dismissals = 0

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Button("Edit profile") { showsEditor = true }
        Text("Dismissed \(dismissals)")
      }
      .navigationTitle("Home")
      .sheet(isPresented: $showsEditor, onDismiss: { dismissals += 1 }) {
        EditorSheet()
      }
    }
  }
}

private struct EditorSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var edits = 0

  var body: some View {
    VStack(spacing: 16) {
      Text("Profile").font(.headline)
      Button("Edits \(edits)") { edits += 1 }
      Button("Done") { dismiss() }
    }
    .presentationDetents([.medium, .large])
  }
}

private struct DeleteScreen: View {
  @State private var asks = false
  @State private var deleted = 0

  var body: some View {
    VStack(spacing: 16) {
      Button("Delete photo") { asks = true }
      Text("Deleted \(deleted)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .alert("Delete this photo?", isPresented: $asks) {
      Button("Delete", role: .destructive) { deleted += 1 }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("It will be removed from all your devices.")
    }
  }
}

private struct Photo: Identifiable {
  let id: Int
}

private struct PhotosScreen: View {
  @State var selected: Photo?

  var body: some View {
    Button("Open") { selected = Photo(id: 7) }
      .sheet(item: $selected) { photo in
        PhotoSheet(photo: photo)
      }
  }
}

private struct PhotoSheet: View {
  let photo: Photo
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close photo \(photo.id)") { dismiss() }
  }
}

private struct NewListScreen: View {
  @State private var composing = true

  var body: some View {
    NavigationStack {
      Text("Lists").navigationTitle("Reminders")
    }
    .sheet(isPresented: $composing) {
      NewListSheet()
    }
  }
}

private struct NewListSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = "Groceries"

  var body: some View {
    NavigationStack {
      Form {
        Section("Name") { TextField("List name", text: $name) }
      }
      .navigationTitle("New List")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
        ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
      }
    }
  }
}

@MainActor @Suite struct PresentationTests {
  private let phone = ProposedViewSize(width: 393, height: 852)
  private let small = ProposedViewSize(width: 393, height: 400)

  private func elements(_ host: ViewHost) -> [String] {
    host.accessibilityElements.map(\.label)
  }

  private func frame(of line: String, in host: ViewHost) -> String? {
    host.dump().split(separator: "\n").first {
      $0.trimmingCharacters(in: .whitespaces)
        .hasPrefix(line)
    }.map { String($0.trimmingCharacters(in: .whitespaces)) }
  }

  @Test func tappingAButtonPresentsTheSheetAtItsSmallestDetent() throws {
    let host = ViewHost(HomeScreen(), proposal: phone)
    #expect(!host.dump().contains("PresentationHost"))
    try host.find(button: "Edit profile").tap()
    // Only the sheet is read by VoiceOver: the screen behind is hidden, as iOS hides it.
    #expect(elements(host) == ["Profile", "Edits 0", "Done"])
    // Medium: half of the large detent (852 - 10), at the bottom.
    #expect(frame(of: "Sheet", in: host) == "Sheet (0, 0, 393×852) detent: medium")
    let done = try host.find(button: "Done")
    #expect(done.frame.minY > 852 - 421)
    expectMatchesReference(host.render(background: .white), named: "presentation-sheet-medium")
  }

  @Test func dismissInTheSheetDismissesItAndRunsOnDismiss() throws {
    let host = ViewHost(HomeScreen(), proposal: phone)
    try host.find(button: "Edit profile").tap()
    try host.find(button: "Edits 0").tap()
    #expect(elements(host) == ["Profile", "Edits 1", "Done"])
    try host.find(button: "Done").tap()
    #expect(elements(host) == ["Home", "Edit profile", "Dismissed 1"])
    #expect(!host.dump().contains("Sheet"))
    // Presented again, the sheet starts afresh.
    try host.find(button: "Edit profile").tap()
    #expect(elements(host) == ["Profile", "Edits 0", "Done"])
  }

  @Test func aTapOnTheDimmedScreenDismissesTheSheetUnlessDisabled() {
    let host = ViewHost(HomeScreen(), proposal: phone)
    _ = try? host.find(button: "Edit profile").tap()
    #expect(host.tap(at: CGPoint(x: 200, y: 100)))
    #expect(elements(host) == ["Home", "Edit profile", "Dismissed 1"])

    let kept = ViewHost(
      Text("Behind").sheet(isPresented: .constant(true)) {
        Text("Stays").interactiveDismissDisabled()
      }, proposal: phone)
    #expect(!kept.tap(at: CGPoint(x: 200, y: 5)))
    #expect(elements(kept) == ["Stays"])
  }

  @Test func theScreenBehindAModalTakesNoTaps() throws {
    let host = ViewHost(DeleteScreen(), proposal: phone)
    let behind = try host.find(button: "Delete photo").frame
    try host.find(button: "Delete photo").tap()
    #expect(!host.tap(at: CGPoint(x: behind.midX, y: behind.midY)))
    #expect(elements(host).first == "Delete this photo?")
  }

  @Test func anAlertButtonRunsItsActionAndDismissesTheAlert() throws {
    let host = ViewHost(DeleteScreen(), proposal: phone)
    try host.find(button: "Delete photo").tap()
    // Two buttons side by side, cancel on the leading side.
    #expect(
      elements(host) == [
        "Delete this photo?", "It will be removed from all your devices.", "Cancel", "Delete",
      ])
    let cancel = try host.find(button: "Cancel").frame
    let delete = try host.find(button: "Delete").frame
    #expect(cancel.midY == delete.midY)
    #expect(cancel.maxX <= delete.minX)
    // A 270 pt card, centred.
    #expect(abs((cancel.minX + delete.maxX) / 2 - 393 / 2) < 0.01)
    #expect(abs(delete.maxX - cancel.minX - 270) < 0.01)
    #expect(cancel.height == 44)
    expectMatchesReference(host.render(background: .white), named: "presentation-alert")
    try host.find(button: "Delete").tap()
    #expect(elements(host) == ["Delete photo", "Deleted 1"])
  }

  @Test func aCancelButtonOnlyDismisses() throws {
    let host = ViewHost(DeleteScreen(), proposal: phone)
    try host.find(button: "Delete photo").tap()
    try host.find(button: "Cancel").tap()
    #expect(elements(host) == ["Delete photo", "Deleted 0"])
  }

  @Test func threeButtonsAreStackedWithCancelLast() throws {
    let host = ViewHost(
      Color.white.alert("Save changes?", isPresented: .constant(true)) {
        Button("Cancel", role: .cancel) {}
        Button("Save") {}
        Button("Discard", role: .destructive) {}
      }, proposal: small)
    #expect(elements(host) == ["Save changes?", "Save", "Discard", "Cancel"])
    let save = try host.find(button: "Save").frame
    let cancel = try host.find(button: "Cancel").frame
    #expect(save.width == 270)
    #expect(cancel.minY > save.maxY + 44)
    expectMatchesReference(host.render(background: .white), named: "presentation-alert-stacked")
  }

  @Test func anAlertWithoutActionsHasAnOKButton() throws {
    var shown = true
    let host = ViewHost(
      Color.white.alert("Saved", isPresented: Binding(get: { shown }, set: { shown = $0 })) {},
      proposal: small)
    #expect(elements(host) == ["Saved", "OK"])
    try host.find(button: "OK").tap()
    #expect(!shown)
  }

  @Test func aPresentingAlertShowsNothingWithoutData() {
    let none: String? = nil
    let host = ViewHost(
      Text("Screen").alert("Error", isPresented: .constant(true), presenting: none) { _ in
        Button("Retry") {}
      } message: {
        Text($0)
      }, proposal: small)
    #expect(elements(host) == ["Screen"])
    let some = ViewHost(
      Text("Screen").alert("Error", isPresented: .constant(true), presenting: "Offline") {
        detail in
        Button("Retry \(detail)") {}
      } message: {
        Text($0)
      }, proposal: small)
    #expect(elements(some) == ["Error", "Offline", "Retry Offline"])
  }

  @Test func aConfirmationDialogIsAnActionSheetWithACancelCard() throws {
    var chosen: [String] = []
    let host = ViewHost(
      Color.white.confirmationDialog(
        "Share photo", isPresented: .constant(true), titleVisibility: .visible
      ) {
        Button("Copy link") { chosen.append("copy") }
        Button("Delete", role: .destructive) { chosen.append("delete") }
      } message: {
        Text("Anyone with the link can see it.")
      }, proposal: phone)
    #expect(
      elements(host) == [
        "Share photo", "Anyone with the link can see it.", "Copy link", "Delete", "Cancel",
      ])
    let cancel = try host.find(button: "Cancel").frame
    #expect(cancel == CGRect(x: 8, y: 852 - 8 - 57, width: 393 - 16, height: 57))
    let delete = try host.find(button: "Delete").frame
    #expect(abs(delete.maxY - (cancel.minY - 8)) < 0.01)
    #expect(delete.height == 57)
    expectMatchesReference(host.render(background: .white), named: "presentation-dialog")
    try host.find(button: "Copy link").tap()
    #expect(chosen == ["copy"])
  }

  @Test func aDialogHidesItsTitleByDefault() {
    let host = ViewHost(
      Color.white.confirmationDialog("Options", isPresented: .constant(true)) {
        Button("Rename") {}
        Button("Keep", role: .cancel) {}
      }, proposal: small)
    #expect(elements(host) == ["Rename", "Keep"])
  }

  @Test func anItemSheetShowsTheItemAndDismissSetsItToNil() throws {
    let host = ViewHost(PhotosScreen(selected: nil), proposal: small)
    try host.find(button: "Open").tap()
    #expect(elements(host) == ["Close photo 7"])
    try host.find(button: "Close photo 7").tap()
    #expect(elements(host) == ["Open"])
  }

  @Test func detentsSetTheSheetsHeight() throws {
    func sheetTop(_ detents: Set<PresentationDetent>) throws -> Double {
      let host = ViewHost(
        Color.white.sheet(isPresented: .constant(true)) {
          Color.blue.id("sheet").presentationDetents(detents)
        }, proposal: phone)
      return try #require(host.frame(of: "sheet")).minY
    }
    #expect(try sheetTop([.large]) == 10)
    #expect(try sheetTop([.medium]) == 852 - 421)
    #expect(try sheetTop([.height(200), .large]) == 852 - 200)
    #expect(try sheetTop([.fraction(0.25)]) == 852 - 210.5)
    #expect(try sheetTop([.height(5000)]) == 10)
    #expect(try sheetTop([.fraction(-1)]) == 852)
  }

  @Test func aSelectedDetentIsTheOneShown() throws {
    let host = ViewHost(
      Color.white.sheet(isPresented: .constant(true)) {
        Color.blue.id("sheet")
          .presentationDetents([.medium, .large], selection: .constant(.large))
      }, proposal: phone)
    #expect(try #require(host.frame(of: "sheet")).minY == 10)
  }

  @Test func aFullScreenCoverFillsTheScreen() throws {
    let host = ViewHost(
      Color.white.fullScreenCover(isPresented: .constant(true)) {
        Text("Welcome").id("cover")
      }, proposal: small)
    #expect(elements(host) == ["Welcome"])
    #expect(frame(of: "FullScreenCover", in: host) == "FullScreenCover (0, 0, 393×400)")
    expectMatchesReference(host.render(background: .white), named: "presentation-cover")
  }

  @Test func aSheetWithItsOptionsAsDrawn() {
    let host = ViewHost(
      Text("Behind").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow)
        .sheet(isPresented: .constant(true)) {
          Text("Custom")
            .presentationDetents([.height(240)])
            .presentationDragIndicator(.visible)
            .presentationCornerRadius(24)
            .presentationBackground(Color.mint)
        }, proposal: small)
    expectMatchesReference(host.render(background: .white), named: "presentation-sheet-options")
  }

  @Test func aPopoverOnAPhoneIsASheet() {
    let host = ViewHost(
      Text("Anchor").popover(isPresented: .constant(true), arrowEdge: .top) {
        Text("Tip")
      }, proposal: small)
    #expect(elements(host) == ["Tip"])
    #expect(host.dump().contains("Sheet (0, 0, 393×400) detent: large"))
  }

  @Test func anAlertOverASheetIsFrontmost() throws {
    let host = ViewHost(
      Text("Screen").sheet(isPresented: .constant(true)) {
        Text("Sheet content").alert("Over the sheet", isPresented: .constant(true)) {}
      }, proposal: small)
    #expect(elements(host) == ["Over the sheet", "OK"])
  }

  @Test func anAlertInDarkMode() {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    let host = ViewHost(
      Color.black.alert("Sign out?", isPresented: .constant(true)) {
        Button("Sign out", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
      }, environment: environment, proposal: small)
    expectMatchesReference(host.render(background: .black), named: "presentation-alert-dark")
  }

  @Test func theScreenBehindAModalHasNoUnreachableTapTargets() throws {
    let host = ViewHost(HomeScreen(), proposal: phone)
    try host.find(button: "Edit profile").tap()
    #expect(host.unreachableTapTargets.isEmpty)
  }

  @Test func twoTitlesTooLongForHalfTheCardAreStacked() throws {
    let host = ViewHost(
      Color.white.alert("Turn on notifications?", isPresented: .constant(true)) {
        Button("Not now", role: .cancel) {}
        Button("Turn on notifications") {}
      }, proposal: small)
    #expect(elements(host) == ["Turn on notifications?", "Turn on notifications", "Not now"])
    let turnOn = try host.find(button: "Turn on notifications").frame
    let notNow = try host.find(button: "Not now").frame
    #expect(turnOn.width == 270)
    #expect(abs(notNow.minY - turnOn.maxY - 0.5) < 0.01)
    expectMatchesReference(host.render(background: .white), named: "presentation-alert-long")
  }

  @Test func anAlertWithoutTitleOrMessageIsOnlyItsButtons() throws {
    let host = ViewHost(
      Color.white.alert("", isPresented: .constant(true)) { Button("Got it") {} },
      proposal: small)
    #expect(elements(host) == ["Got it"])
    let button = try host.find(button: "Got it").frame
    #expect(button.height == 44)
    #expect(button.midY == 200)
  }

  @Test func onlyOnePresentationIsShownAtATimeAndTheRestIsReported() {
    let host = ViewHost(
      VStack {
        Text("One").alert("First", isPresented: .constant(true)) {}
        Text("Two").sheet(isPresented: .constant(true)) { Text("Second") }
      }, proposal: small)
    #expect(elements(host) == ["First", "OK"])
    #expect(
      host.diagnostics == [
        "2 presentations are presented at once (alert, sheet); only the first, alert, is "
          + "shown, as iOS presents one at a time: present the others from inside it, or one "
          + "after another"
      ])
  }

  @Test func absurdOptionsAndSizesDrawWithoutTrouble() throws {
    for radius in [-5, 0, 10_000, .nan, .infinity] as [CGFloat] {
      let host = ViewHost(
        Color.white.sheet(isPresented: .constant(true)) {
          Color.blue.id("sheet")
            .presentationDetents([.height(.nan), .fraction(.infinity), .height(-20)])
            .presentationCornerRadius(radius)
        }, proposal: small)
      #expect(host.render() != nil)
      #expect(host.frame(of: "sheet") != nil)
    }
    let empty = ViewHost(
      Color.white.alert("Nothing", isPresented: .constant(true)) {},
      proposal: ProposedViewSize(width: 0, height: 0))
    #expect(empty.size == CGSize(width: 0, height: 0))
    #expect(empty.render() == nil)
    let many = ViewHost(
      Color.white.confirmationDialog("Pick", isPresented: .constant(true)) {
        ForEach(0..<40) { index in Button("Option \(index)") {} }
      }, proposal: small)
    #expect(elements(many).count == 41)
    #expect(many.render() != nil)
  }

  @Test func aFormInANavigationStackInASheetIsDismissedByItsToolbar() throws {
    let host = ViewHost(NewListScreen(), proposal: phone)
    #expect(elements(host) == ["Cancel", "Done", "New List", "NAME", "List name"])
    expectMatchesReference(host.render(background: .white), named: "presentation-sheet-form")
    try host.find(button: "Cancel").tap()
    #expect(elements(host) == ["Reminders", "Lists"])
  }
}
