// MARK: - task(priority:_:)

extension View {
  /// Runs `action` when the view appears, as SwiftUI's `task(priority:_:)`, before the
  /// snapshot is taken: the task starts at once on the main actor and must finish without
  /// waiting (work that awaits a stub returning at once does). A task still waiting when it
  /// must be done cannot be drawn deterministically: it is cancelled and the view's host
  /// reports it, naming the fix.
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable @MainActor () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: 0, runsOnChange: false, action: action))
  }

  /// Runs `action` when the view appears and again whenever `id` changes, as SwiftUI's
  /// `task(id:priority:_:)`, with the same rules as `task(priority:_:)`.
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable @MainActor () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, runsOnChange: true, action: action))
  }
}

// MARK: - TaskModifier

/// Starts the task when the view appears (and when `id` changes, for `task(id:)`).
nonisolated struct TaskModifier<ID: Equatable>: PrimitiveModifier {
  let id: ID
  let runsOnChange: Bool
  let action: @Sendable @MainActor () async -> Void

  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let action = action
    let diagnostics = context.diagnostics
    let name = context.identity.description
    let run = context.acting { TaskModifier.runAtOnce(action, at: name, diagnostics) }
    context.graph.onAppear(at: context.identity, run)
    if runsOnChange {
      context.graph.onChange(at: context.identity, of: id, initial: false) { _, _ in run() }
    }
    CatalogUI.resolve(content, in: context, into: &nodes)
  }

  /// Runs `action` on the main actor until it finishes or first waits; a task that waits is
  /// cancelled and reported.
  @MainActor static func runAtOnce(
    _ action: @escaping @Sendable @MainActor () async -> Void, at place: String,
    _ diagnostics: Diagnostics
  ) {
    let finished = TaskCompletion()
    let task = Task.immediate { @MainActor in
      await action()
      finished.value = true
    }
    guard !finished.value else { return }
    task.cancel()
    diagnostics.report(
      "the .task of the view at \(place) waited for work that did not finish at once, which a "
        + "snapshot cannot wait for; give the view its data (a stub that returns at once, or "
        + "state set in the variant) instead of loading it")
  }
}

/// Whether a task started by `TaskModifier` has finished: set and read on the main actor.
@MainActor
final class TaskCompletion {
  var value = false
}
