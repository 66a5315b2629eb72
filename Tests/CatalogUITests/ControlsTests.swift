import CatalogUI
import Raster
import Testing

// Sliders, gauges, text editors, progress bars and colour pickers as iOS screens use them.

private struct VolumeScreen: View {
  @State var volume: Double
  @State var edits: [Bool] = []

  var body: some View {
    VStack(spacing: 16) {
      Slider(value: $volume, in: 0...10, step: 2) {
        Text("Volume")
      } minimumValueLabel: {
        Image(systemName: "speaker.slash")
      } maximumValueLabel: {
        Image(systemName: "speaker.wave.2")
      } onEditingChanged: {
        edits.append($0)
      }
      Text("Volume \(Int(volume)), edits \(edits.count)")
    }
    .padding(16)
  }
}

private struct NotesScreen: View {
  @State var notes = "First line"

  var body: some View {
    TextEditor(text: $notes).frame(height: 120)
  }
}

@MainActor @Suite struct ControlsTests {
  private let width = ProposedViewSize(width: 320, height: nil)

  @Test func aSliderIsAnAdjustableElementValuedInPercent() throws {
    let host = ViewHost(VolumeScreen(volume: 4), proposal: width)
    let slider = try host.find(label: "Volume")
    #expect(
      slider.accessibility?.description == #"adjustable "Volume" value "40%" (16, 16, 288×28)"#)
    try slider.increment()
    #expect(try host.find(label: "Volume").value == "60%")
    #expect(try host.find(text: "Volume 6, edits 2").text == "Volume 6, edits 2")
    for _ in 0..<5 { try host.find(label: "Volume").increment() }
    #expect(try host.find(label: "Volume").value == "100%")
    try host.find(label: "Volume").decrement()
    #expect(try host.find(label: "Volume").value == "80%")
  }

  @Test func aSliderWithoutAStepMovesByATenth() throws {
    let value = State(initialValue: 0.25)
    let host = ViewHost(Slider(value: value.projectedValue), proposal: width)
    host.accessibilityElements[0].adjust(.increment)
    #expect(abs(value.wrappedValue - 0.35) < 1e-9)
  }

  @Test func absurdSliderValuesAreClampedOrEmpty() {
    let below = ViewHost(Slider(value: .constant(-5.0), in: 0...1), proposal: width)
    #expect(below.accessibilityElements.map(\.value) == ["0%"])
    let above = ViewHost(Slider(value: .constant(9.0), in: 0...1), proposal: width)
    #expect(above.accessibilityElements.map(\.value) == ["100%"])
    let nan = ViewHost(Slider(value: .constant(Double.nan), in: 0...1), proposal: width)
    #expect(nan.accessibilityElements.map(\.value) == ["0%"])
    let empty = ViewHost(Slider(value: .constant(3.0), in: 3...3), proposal: width)
    #expect(empty.accessibilityElements.map(\.value) == ["0%"])
  }

  @Test func theSlidersKnobAndTrack() {
    let host = ViewHost(
      Slider(value: .constant(0.5)).frame(width: 200), proposal: .unspecified)
    // iOS: 28 pt tall, the 4 pt track across the width, the 28 pt knob's centre travelling
    // from 14 pt to width − 14 pt (here 100 at one half).
    #expect(
      host.dump() == """
        Frame (0, 0, 200×28) width: 200
          Background (0, 0, 200×28)
            HStack (0, 0, 200×28) spacing: 8
              Opacity(1) (0, 0, 200×28)
                Frame (0, 0, 200×28) height: 28
                  GeometryReader (0, 0, 200×28)
                    Frame (0, 0, 200×28) width: 200, height: 28
                      ZStack (0, 0, 200×28)
                        Frame (0, 12, 200×4) height: 4
                          Capsule (0, 12, 200×4)
                        Frame (0, 12, 100×4) width: 100, height: 4
                          Capsule (0, 12, 100×4)
                        Padding (0, 0, 114×28) padding: 0 86 0 0
                          Shadow (86, 0, 28×28)
                            Frame (86, 0, 28×28) width: 28, height: 28
                              Overlay (86, 0, 28×28)
                                Circle (86, 0, 28×28)
                                Circle (86, 0, 28×28)
            Clip(Rectangle) (100, 14, 0×0)
              Frame (100, 14, 0×0) width: 0, height: 0
                FixedSize (100, 14, 0×0)
                  EmptyNode (100, 14, 0×0)
        """)
  }

  @Test func gaugesAreValuedInPercentInEveryStyle() throws {
    let gauge = Gauge(value: 0.4) {
      Text("Battery")
    } currentValueLabel: {
      Text("40")
    }
    for style in [AnyGaugeStyleView.linear, .circular, .accessoryLinear] {
      let host = ViewHost(style.apply(gauge), proposal: width)
      let element = try host.find(label: "Battery")
      #expect(element.value == "40%")
    }
    let absurd = ViewHost(Gauge(value: 5.0, in: 1...1) { Text("Broken") }, proposal: width)
    #expect(absurd.accessibilityElements.map(\.value) == ["0%"])
  }

  @Test func aTextEditorFillsItsFrameAndTakesTypedText() throws {
    let host = ViewHost(NotesScreen(), proposal: width)
    let editor = try host.find(text: "First line")
    // UITextView's insets: 8 pt top, 5 pt leading.
    #expect(editor.frame.minX == 5 && editor.frame.minY == 8)
    try host.find(TextEditor.self).typeText("\nSecond line")
    #expect(host.accessibilityElements.map(\.value) == ["First line\nSecond line"])
  }

  @Test func aColorPickerShowsItsColourInAWell() throws {
    let host = ViewHost(
      ColorPicker("Accent", selection: .constant(Color.red)).padding(16), proposal: width)
    #expect(
      host.accessibilityElements.map(\.description) == [
        ##"button "Accent" value "#FF3B30" (16, 16, 288×28)"##
      ])
    let opaque = ViewHost(
      ColorPicker("Shade", selection: .constant(Color.red.opacity(0.5)), supportsOpacity: false),
      proposal: width)
    #expect(opaque.accessibilityElements.map(\.value) == ["#FF3B30"])
  }

  @Test func theControlsAsDrawn() {
    let screen = VStack(alignment: .leading, spacing: 20) {
      VolumeScreen(volume: 4)
      Slider(value: .constant(0.3)).tint(.orange).padding(.horizontal, 16)
      ProgressView(value: 3, total: 4).tint(.green).padding(.horizontal, 16)
      Gauge(value: 0.62) {
        Text("Storage")
      } currentValueLabel: {
        Text("62 GB")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      .gaugeStyle(.linearCapacity)
      .padding(.horizontal, 16)
      HStack(spacing: 16) {
        Gauge(value: 0.7) {
          Text("Speed")
        } currentValueLabel: {
          Text("70")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("100")
        }
        .gaugeStyle(.accessoryCircular)
        Gauge(value: 0.25) {
          Text("Done")
        } currentValueLabel: {
          Text("25")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        Gauge(value: 0.5) {
          Text("Level")
        } currentValueLabel: {
          Text("5")
        } minimumValueLabel: {
          Text("L")
        } maximumValueLabel: {
          Text("H")
        }
        .gaugeStyle(.accessoryLinear)
      }
      .padding(.horizontal, 16)
      ColorPicker("Accent", selection: .constant(Color.purple)).padding(.horizontal, 16)
      NotesScreen().border(Color.gray)
    }
    let light = ViewHost(screen, proposal: width)
    expectMatchesReference(light.render(background: .white), named: "controls-slider-gauge-light")
    let dark = ViewHost(screen.environment(\.colorScheme, .dark), proposal: width)
    expectMatchesReference(dark.render(background: .black), named: "controls-slider-gauge-dark")
  }
}

/// The gauge styles a test loops over.
private enum AnyGaugeStyleView {
  case linear, circular, accessoryLinear

  @MainActor func apply<V: View>(_ view: V) -> AnyView {
    switch self {
    case .linear: AnyView(view.gaugeStyle(.linearCapacity))
    case .circular: AnyView(view.gaugeStyle(.accessoryCircular))
    case .accessoryLinear: AnyView(view.gaugeStyle(.accessoryLinear))
    }
  }
}
