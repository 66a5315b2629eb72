import CatalogUI
import Foundation
import Raster
import TestSupport
import Testing

// MARK: - Views

/// The flavours of the pickers below.
enum Flavor: String, CaseIterable, Hashable {
  case vanilla = "Vanilla"
  case chocolate = "Chocolate"
  case strawberry = "Strawberry"
  case mint = "Mint"
  case pistachio = "Pistachio"
}

/// A picker of flavours, as a team writes it.
private struct FlavorPicker: View {
  let selection: Binding<Flavor>

  var body: some View {
    Picker("Flavor", selection: selection) {
      ForEach(Flavor.allCases, id: \.self) { flavor in
        Text(flavor.rawValue).tag(flavor)
      }
    }
  }
}

/// A settings form with a picker of each list style.
private struct PickerForm: View {
  @State private var flavor = Flavor.chocolate

  var body: some View {
    Form {
      Section {
        FlavorPicker(selection: $flavor).pickerStyle(.menu)
        FlavorPicker(selection: $flavor).pickerStyle(.navigationLink)
      }
      FlavorPicker(selection: $flavor).pickerStyle(.inline)
    }
  }
}

// MARK: - PickerStyleTests

/// `Picker`'s styles: menu, inline, wheel, navigation link, segmented and palette, drawn as
/// iOS 17 draws them and choosing an option when tapped where iOS does.
@MainActor @Suite struct PickerStyleTests {
  private func host<V: View>(
    _ view: V, width: Double = 360, scheme: ColorScheme = .light
  ) -> ViewHost {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return ViewHost(
      view, environment: environment, proposal: ProposedViewSize(width: width, height: nil))
  }

  /// A flavour kept in state, copied where the test reads it.
  final class Chosen {
    var flavor = Flavor.chocolate
  }

  /// A picker in `style` keeping its selection in state, copied to `chosen`.
  private struct Stateful<S: PickerStyle>: View {
    let chosen: Chosen
    let style: S
    var inForm = true
    @State private var flavor = Flavor.chocolate

    var body: some View {
      let state = $flavor
      let copy = chosen
      let picker = FlavorPicker(
        selection: Binding(
          get: { state.wrappedValue },
          set: {
            state.wrappedValue = $0
            copy.flavor = $0
          })
      )
      .pickerStyle(style)
      if inForm {
        Form { picker }
      } else {
        picker
      }
    }
  }

  // MARK: Pixels

  @Test func listStylesDrawAsIOS() {
    expectMatchesReference(host(PickerForm()).render(), named: "picker-styles-form")
    expectMatchesReference(
      host(PickerForm(), scheme: .dark).render(), named: "picker-styles-form-dark")
  }

  @Test func wheelAndSegmentedStylesDrawAsIOS() {
    let pickers = VStack(spacing: 16) {
      FlavorPicker(selection: .constant(.strawberry)).pickerStyle(.wheel)
      FlavorPicker(selection: .constant(.vanilla)).pickerStyle(.wheel)
      FlavorPicker(selection: .constant(.chocolate)).pickerStyle(.segmented)
      FlavorPicker(selection: .constant(.chocolate)).pickerStyle(.palette)
    }
    .padding(16)
    expectMatchesReference(host(pickers).render(), named: "picker-styles-wheel-segmented")
  }

  // MARK: Layout and behaviour

  @Test func inlineRowsAreListRowsWithACheckmark() throws {
    let chosen = Chosen()
    let host = host(Stateful(chosen: chosen, style: .inline))
    // A section of its own, headed by the label, one 44-point row per option.
    let list = String(host.dump().split(separator: "\n").first ?? "")
    #expect(list == "Form (0, 0, 360×313) style: insetGrouped, section: (16, 58, 328×220)")
    #expect(try host.find(text: "FLAVOR").frame.origin == CGPoint(x: 32, y: 35))
    let chocolate = try host.find(label: "Chocolate")
    #expect(chocolate.traits == [.isButton, .isSelected])
    #expect(try host.find(label: "Mint").traits == .isButton)
    try host.find(label: "Mint").tap()
    #expect(chosen.flavor == .mint)
    #expect(try host.find(label: "Mint").traits == [.isButton, .isSelected])
    #expect(try host.find(label: "Chocolate").traits == .isButton)
  }

  @Test func inlineInsideASectionAddsRowsToIt() throws {
    let view = Form {
      Section("Order") {
        Text("Cone")
        FlavorPicker(selection: .constant(.mint)).pickerStyle(.inline)
      }
    }
    let host = host(view)
    let list = String(host.dump().split(separator: "\n").first ?? "")
    #expect(list == "Form (0, 0, 360×357) style: insetGrouped, section: (16, 58, 328×264)")
    #expect(host.findAll(text: "Flavor").isEmpty)
  }

  @Test func inlineOutsideAListIsAWheel() throws {
    let inline = host(FlavorPicker(selection: .constant(.mint)).pickerStyle(.inline))
    let wheel = host(FlavorPicker(selection: .constant(.mint)).pickerStyle(.wheel))
    #expect(inline.render() == wheel.render())
    #expect(inline.size == CGSize(width: 360, height: 216))
    let element = try inline.find(label: "Flavor")
    #expect(element.value == "Mint")
  }

  @Test func menuAndNavigationLinkRowsSpeakTheSelection() throws {
    let host = host(PickerForm())
    let rows = host.findAll(label: "Flavor")
    #expect(rows.map(\.value) == ["Chocolate", "Chocolate"])
    #expect(rows.map(\.traits) == [.isButton, .isButton])
  }

  @Test func aPaletteIsTheSegmentedControl() throws {
    let chosen = Chosen()
    let palette = host(Stateful(chosen: chosen, style: .palette, inForm: false))
    let segmented = host(
      FlavorPicker(selection: .constant(.chocolate)).pickerStyle(.segmented))
    #expect(palette.render() == segmented.render())
    try palette.find(label: "Vanilla").tap()
    #expect(chosen.flavor == .vanilla)
  }

  @Test func aWheelShowsThreeNeighboursEachSide() throws {
    let host = host(FlavorPicker(selection: .constant(.vanilla)).pickerStyle(.wheel))
    // Vanilla is first: nothing above it, three below, the last option not drawn.
    #expect(host.findAll(text: "Vanilla").count == 1)
    #expect(host.findAll(text: "Mint").count == 1)
    #expect(host.findAll(text: "Pistachio").isEmpty)
    let vanilla = try host.find(text: "Vanilla").frame
    let mint = try host.find(text: "Mint").frame
    // Centred on the band, at the wheel's middle, within text's pixel snapping.
    #expect(abs(vanilla.midY - 108) <= 0.25)
    #expect(mint.midY > vanilla.midY + 60)
  }

  @Test func untaggedOptionsAreReportedOnce() {
    let host = host(
      Picker("Size", selection: .constant(1)) {
        Text("Small")
        Text("Large").tag(1)
      }
      .pickerStyle(.wheel))
    #expect(
      host.diagnostics == [
        "Picker: 1 of 2 options have no .tag(_:) of type Int; tag each option with its "
          + "selection value"
      ])
  }
}
