import ArgumentParser

// MARK: - CatalogBenchCommand

/// `catalog-bench`: the entry points `make bench` drives, apart from the user's `catalog`.
struct CatalogBenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog-bench",
    abstract: "Benchmark entry points for make bench (Benchmarks/run.py); each prints JSON.",
    subcommands: [
      BenchVerifyCommand.self,
      BenchAccessibilityCommand.self,
      BenchLayoutCommand.self,
      BenchTextCommand.self,
      BenchPNGCommand.self,
      BenchMathCommand.self,
      BenchTapCommand.self,
      BenchTransitionCommand.self,
      RenderSceneCommand.self,
      CrashCatalogCommand.self,
    ]
  )
}

CatalogBenchCommand.main()
