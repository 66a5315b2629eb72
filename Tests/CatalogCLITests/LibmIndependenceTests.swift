#if os(Linux)
  import Foundation
  import TestSupport
  import Testing

  // MARK: - Libm independence

  /// No pixel depends on the host's libm: the product's modules call no C library
  /// transcendental (they use `Raster.Math`), and the shipped catalog verifies byte-identical
  /// with every second libm result moved by one ulp, as another libm may return it.
  @Suite struct LibmIndependenceTests {
    /// The C library functions whose results differ between libms (with their `f` and `l`
    /// variants); `sqrt`, `floor`, `fmod` and the like are exact everywhere and stay allowed.
    static let transcendentals: Set<String> = {
      let names = [
        "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh",
        "acosh", "atanh", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "pow",
        "pow10", "hypot", "cbrt", "erf", "erfc", "lgamma", "tgamma", "sincos",
      ]
      return Set(names.flatMap { [$0, $0 + "f", $0 + "l"] })
    }()

    /// The modules whose code reaches pixels, layout, timing or a verdict (benchmarks and tests
    /// are not among them).
    static let modules = [
      "Raster", "TextEngine", "CatalogUI", "Catalog", "DesignSystem", "Definitions", "PNG",
      "PixelDiff", "Hashing", "CatalogCommand", "CatalogTesting", "CBidiShim", "CPNGShim",
    ]

    @Test func productModulesImportNoLibmTranscendental() throws {
      let build = try CatalogBinary.url().deletingLastPathComponent()
      var found: [String] = []
      for module in Self.modules {
        let directory = build.appendingPathComponent("\(module).build")
        let objects =
          (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
          .filter { $0.hasSuffix(".o") }.sorted() ?? []
        #expect(!objects.isEmpty, "no object files in \(directory.path): build the package first")
        for object in objects {
          let path = directory.appendingPathComponent(object).path
          for symbol in try Self.undefinedSymbols(["--undefined-only", path]) {
            found.append("\(module)/\(object): \(symbol)")
          }
        }
      }
      let binary = try CatalogBinary.url().path
      for symbol in try Self.undefinedSymbols(["--dynamic", "--undefined-only", binary]) {
        found.append("catalog: \(symbol)")
      }
      #expect(
        found.isEmpty,
        """
        these call the C library's transcendentals, whose results differ between platforms; \
        call Raster's `Math` functions instead:
        \(found.joined(separator: "\n"))
        """)
    }

    @Test func theCatalogVerifiesWithEverySecondLibmResultMovedByOneUlp() throws {
      let directory = try TestSupport.makeTemporaryDirectory("libm")
      defer { try? FileManager.default.removeItem(at: directory) }
      let sources = TestSupport.packageRoot.appendingPathComponent("Tests/LibmPerturbation")
      let library = directory.appendingPathComponent("libperturb.so").path
      let probe = directory.appendingPathComponent("probe").path
      let compiler = try #require(Self.cCompiler(), "no C compiler (cc, clang or gcc) on PATH")
      try Self.mustRun(
        compiler,
        [
          "-O2", "-shared", "-fPIC",
          sources.appendingPathComponent("perturb.c").path,
          "-o", library, "-ldl", "-lm",
        ])
      try Self.mustRun(
        compiler,
        [
          "-O2", sources.appendingPathComponent("probe.c").path,
          "-o", probe, "-lm",
        ])

      // The library is in the path and moves results: each function called twice gives two
      // equal results without it and two different ones with it.
      let plain = try Self.run(probe, [])
      let moved = try Self.run(probe, [], environment: ["LD_PRELOAD": library])
      let plainPairs = plain.output.split(separator: "\n").map { $0.split(separator: " ") }
      let movedPairs = moved.output.split(separator: "\n").map { $0.split(separator: " ") }
      #expect(
        plainPairs.count == 24 && plainPairs.allSatisfy { $0.count == 3 && $0[1] == $0[2] },
        "\(plain.output)")
      #expect(
        movedPairs.count == 24 && movedPairs.allSatisfy { $0.count == 3 && $0[1] != $0[2] },
        "the perturbation library did not move every function's results:\n\(moved.output)")

      let count = directory.appendingPathComponent("count").path
      let report = directory.appendingPathComponent("report").path
      let snapshots = TestSupport.packageRoot.appendingPathComponent("Snapshots").path
      let verify = try Self.run(
        try CatalogBinary.url().path,
        ["verify", "--snapshots", snapshots, "--report", report, "--quiet"],
        environment: ["LD_PRELOAD": library, "LIBM_PERTURB_COUNT": count])
      // The library counts the calls it saw: none at all, from our code or the C libraries
      // that shape and lay out text, so no result of the host's libm reaches a pixel.
      let calls = try? String(contentsOfFile: count, encoding: .utf8)
      #expect(calls != nil, "the perturbation library was not loaded into catalog")
      #expect(
        calls == nil || calls == "0\n",
        """
        `catalog verify` called the C library's transcendentals \(calls ?? "") times: with none \
        of this package's objects importing one, a C library it links calls them; rerun with \
        `--filter` to find the snapshots that do
        """)
      #expect(
        verify.status == 0,
        """
        with libm's results moved by one ulp, `catalog verify` exited \(verify.status): a \
        transcendental from the C library reaches the pixels; see \(report)/report.json
        \(verify.output)\(verify.error)
        """)
    }

    // MARK: - Helpers

    /// The symbols `nm arguments` lists that are C library transcendentals, without their
    /// version suffix (`pow@GLIBC_2.29`).
    static func undefinedSymbols(_ arguments: [String]) throws -> [String] {
      let run = try Self.run("/usr/bin/env", ["nm"] + arguments)
      guard run.status == 0 else {
        throw CocoaError(
          .fileReadUnknown,
          userInfo: [
            NSLocalizedDescriptionKey: "nm \(arguments.joined(separator: " ")) failed: \(run.error)"
          ])
      }
      return run.output.split(separator: "\n").compactMap { line in
        guard let last = line.split(separator: " ").last else { return nil }
        let name = String(last.split(separator: "@").first ?? last)
        return transcendentals.contains(name) ? name : nil
      }
    }

    /// The first of `cc`, `clang` and `gcc` on `PATH`.
    static func cCompiler() -> String? {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      for name in ["cc", "clang", "gcc"] {
        for directory in path.split(separator: ":") {
          let candidate = "\(directory)/\(name)"
          if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
      }
      return nil
    }

    /// Runs `executable` and throws, with its output, unless it exits 0.
    static func mustRun(_ executable: String, _ arguments: [String]) throws {
      let run = try Self.run(executable, arguments)
      guard run.status == 0 else {
        throw CocoaError(
          .executableLoad,
          userInfo: [
            NSLocalizedDescriptionKey:
              "\(executable) \(arguments.joined(separator: " ")) failed: \(run.output)\(run.error)"
          ])
      }
    }

    /// Runs `executable` from the package root with `environment` added to this process's,
    /// and waits for it.
    static func run(
      _ executable: String, _ arguments: [String],
      environment: [String: String] = [:]
    ) throws -> CatalogBinary.Run {
      try CatalogBinary.run(
        arguments, executable: URL(fileURLWithPath: executable), environment: environment)
    }
  }
#endif
