import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The parent's side of rendering in worker processes: it starts the workers (this executable
// again, told by the environment to serve), hands each one snapshot at a time, reads the result
// lines they write back, and turns a worker that traps, overflows its stack or runs past the
// time limit into a failure of the one snapshot it was rendering, starting another worker for
// the rest. A single thread waits on every worker with `poll`, so results arrive in the order
// workers finish and are filed by plan index: the report is the same for any number of jobs.

// MARK: - WorkerLaunch

/// How to start a worker process: an executable that, started with `arguments` and
/// `WorkerLaunch.environmentKey` set, reaches `SnapshotRunner.serve` with the same plan.
public struct WorkerLaunch: Sendable {
  /// The executable's path.
  public var executable: String
  /// Its arguments, the first being the name it is started as.
  public var arguments: [String]
  /// Workers of this launch started before their run was planned (`prestarting(_:)`): the
  /// run's pool takes them before starting any of its own.
  var prestarted: PrestartedWorkers?

  /// Creates a launch.
  public init(executable: String, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  /// This launch with `count` workers started now, while the run still plans the catalog and
  /// reads its references: a worker's own start (loading the executable, planning the same
  /// catalog) then overlaps the run's instead of following it. A worker waits for its first
  /// job before it renders or writes anything; one the run does not need ends when the run
  /// closes its input, at the latest when the run ends.
  public func prestarting(_ count: Int) -> WorkerLaunch {
    var launch = self
    launch.prestarted = WorkerPool(launch: self, count: count).startWaiting(count)
    return launch
  }

  /// This process started again with its own arguments: what `catalog record` and `verify` use.
  public static var thisProcess: WorkerLaunch {
    WorkerLaunch(executable: "/proc/self/exe", arguments: CommandLine.arguments)
  }

  /// The environment variable that makes a process a worker; its value is the parent's pid.
  public static let environmentKey = "CATALOG_WORKER_OF"

  /// Whether this process was started as a worker of a run, decided once: the variable names
  /// this process's parent, or the parent has ended already (this process now belongs to
  /// another) while its input and descriptor 3 are still the pipes a run gives its workers. A
  /// run refused before it hands out work ends first: its workers must end too, never run the
  /// command and start workers of their own. A value left in a shell's environment (or copied
  /// into a script) names another process without those pipes, and the command runs as usual
  /// instead of waiting for work that never comes.
  public static let isWorkerProcess: Bool = {
    guard let value = ProcessInfo.processInfo.environment[environmentKey],
      let parent = pid_t(value)
    else { return false }
    if parent == getppid() { return true }
    func isPipe(_ descriptor: Int32) -> Bool {
      var status = stat()
      return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }
    return isPipe(0) && isPipe(resultDescriptor)
  }()

  /// Makes this worker end with its parent: a parent that is stopped hard (a second Ctrl-C, a
  /// kill) must not leave workers rendering.
  public static func becomeWorker() {
    // glibc gives every new thread a stack as large as the stack limit this process was
    // started with for its main thread (256 MiB): other threads get 8 MiB.
    if let symbol = dlsym(nil, "pthread_setattr_default_np") {
      typealias SetDefault = @convention(c) (UnsafePointer<pthread_attr_t>) -> Int32
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      pthread_attr_setstacksize(&attributes, 8 << 20)
      _ = unsafeBitCast(symbol, to: SetDefault.self)(&attributes)
      pthread_attr_destroy(&attributes)
    }
    let parent = ProcessInfo.processInfo.environment[environmentKey].flatMap { pid_t($0) }
    guard let parent else { return }
    // A thread of its own looks, since the main thread may be stuck in a view's endless loop.
    let watcher = Thread {
      while getppid() == parent { usleep(100_000) }
      _exit(0)
    }
    watcher.stackSize = 256 << 10
    watcher.start()
  }

  /// The stack a worker's main thread may grow to: room for the deepest view tree the
  /// resolver accepts, reserved at start and committed only as deep trees touch it.
  static let stackBytes = 256 << 20

  /// The descriptor a worker writes its results to (its standard output stays the user's, for
  /// `print` in a view body).
  static let resultDescriptor: Int32 = 3
}

// MARK: - PrestartedWorkers

/// Worker processes started before their run's pool, for it to take one by one.
final class PrestartedWorkers: Sendable {
  private let waiting: Mutex<[WorkerPool.Worker]>

  fileprivate init(_ workers: [WorkerPool.Worker]) {
    waiting = Mutex(workers)
  }

  /// One of the workers, or `nil` once all are taken.
  func take() -> WorkerPool.Worker? {
    waiting.withLock { $0.popLast() }
  }
}

// MARK: - WorkerJob

/// One snapshot handed to a worker: its index in the run's selection, its id (which the worker
/// checks against its own plan) and how long it may take.
struct WorkerJob: Sendable {
  let index: Int
  let id: String
  let timeLimit: Duration
}

// MARK: - WorkerOutcome

/// What became of a job: the worker's result line, or how the worker ended without one.
enum WorkerOutcome {
  /// The line the worker wrote for the job.
  case result([UInt8])
  /// The worker ended (or was stopped) while rendering the job.
  case failed(WorkerFailure)
}

/// How a worker ended while rendering a job, with what it wrote to standard error from the
/// first line of the crash on (the runtime's message and backtrace).
struct WorkerFailure: Sendable, Equatable {
  enum Cause: Sendable, Equatable {
    /// Killed by a signal (a trap, a bad access or an overflowed stack).
    case signal(Int32)
    /// Exited with a status without writing a result.
    case exit(Int32)
    /// Ran past its time limit and was stopped.
    case timeLimit(Duration)
    /// Could not be started.
    case launch(String)
  }

  let cause: Cause
  let crashOutput: [String]
}

// MARK: - WorkerPool

/// Runs jobs in worker processes, at most `count` at once.
final class WorkerPool {
  private let launch: WorkerLaunch
  private let count: Int

  /// How long a worker that has begun its crash report may go on past its time limit: the
  /// runtime symbolicates the backtrace, which takes a second or two in a large executable.
  static let crashReportGrace: Duration = .seconds(15)

  /// How many jobs a worker holds before it is sent another batch: the one it renders and one
  /// more, so it goes on while this process files the result. After an interrupt, what a
  /// worker holds still finishes.
  static let lookahead = 2

  init(launch: WorkerLaunch, count: Int) {
    self.launch = launch
    self.count = max(1, count)
  }

  /// One running worker and what the parent holds of it; used by one thread at a time (the
  /// run's, which starts and polls its workers).
  final class Worker: @unchecked Sendable {
    let pid: pid_t
    let input: Int32
    let results: Int32
    let errors: Int32
    var resultBytes: [UInt8] = []
    var errorBytes: [UInt8] = []
    var crashLines: [String] = []
    var isCapturingCrash = false
    /// Empty lines not passed on yet: the runtime's crash report starts with two.
    var heldBlankLines = 0
    var resultsClosed = false
    var errorsClosed = false
    var isReaped = false
    /// The jobs sent and not yet answered, in order: the first is being rendered.
    var queue: [WorkerJob] = []
    var deadline: ContinuousClock.Instant?

    init(pid: pid_t, input: Int32, results: Int32, errors: Int32) {
      self.pid = pid
      self.input = input
      self.results = results
      self.errors = errors
    }
  }

  /// Runs `batches` (jobs that share work, such as the keyframes of one transition, go to one
  /// worker in order), calling `deliver` on this thread with each job's outcome as it is known;
  /// after `cancellation` is requested, jobs in progress finish and no others start.
  func run(
    _ batches: [[WorkerJob]], cancellation: RunCancellation?,
    deliver: (WorkerJob, WorkerOutcome) -> Void
  ) {
    var pending = batches.filter { !$0.isEmpty }.reversed() as [[WorkerJob]]
    var workers: [Worker] = []
    var isCancelled: Bool { cancellation?.isCancelled == true }

    /// Sends the worker another batch while it holds fewer than `lookahead` jobs, so it never
    /// waits for this process between two snapshots.
    func assign(_ worker: Worker) {
      guard worker.queue.count < Self.lookahead, !isCancelled, let batch = pending.popLast()
      else { return }
      if worker.queue.isEmpty { worker.deadline = .now + batch[0].timeLimit }
      worker.queue += batch
      let lines = batch.map { "\($0.index) \($0.id)\n" }.joined()
      // A worker that is gone is noticed on its result pipe.
      _ = Self.writeAll(worker.input, Array(lines.utf8))
    }

    /// Fails the job the worker was rendering with `cause`; the rest of its batch waits for
    /// another worker.
    func fail(_ worker: Worker, _ cause: WorkerFailure.Cause) {
      guard let job = worker.queue.first else { return }
      let rest = Array(worker.queue.dropFirst())
      worker.queue = []
      worker.deadline = nil
      if !rest.isEmpty { pending.append(rest) }
      deliver(job, .failed(WorkerFailure(cause: cause, crashOutput: worker.crashLines)))
    }

    func start() -> Bool {
      if let worker = launch.prestarted?.take() {
        workers.append(worker)
        assign(worker)
        return true
      }
      switch spawn() {
      case .success(let worker):
        workers.append(worker)
        assign(worker)
        return true
      case .failure(let message):
        // Nothing can run: every remaining job fails with the reason.
        while !isCancelled, let batch = pending.popLast() {
          for job in batch {
            deliver(job, .failed(WorkerFailure(cause: .launch(message), crashOutput: [])))
          }
        }
        return false
      }
    }

    /// Starts workers until every pending batch has one or `count` run.
    func fill() {
      while workers.count < count, !pending.isEmpty, !isCancelled {
        if !start() { return }
      }
      for worker in workers { assign(worker) }
    }

    // A worker that dies while this process writes to its input must not end this process.
    signal(SIGPIPE, SIG_IGN)
    fill()
    while workers.contains(where: { !$0.queue.isEmpty }) {
      var descriptors: [pollfd] = []
      var owners: [(Worker, isResults: Bool)] = []
      for worker in workers {
        if !worker.resultsClosed {
          descriptors.append(pollfd(fd: worker.results, events: Int16(POLLIN), revents: 0))
          owners.append((worker, true))
        }
        if !worker.errorsClosed {
          descriptors.append(pollfd(fd: worker.errors, events: Int16(POLLIN), revents: 0))
          owners.append((worker, false))
        }
      }
      var wait = 100
      if let nearest = workers.compactMap(\.deadline).min() {
        wait = min(wait, max(0, Int((nearest - .now).milliseconds.rounded(.up))))
      }
      if poll(&descriptors, nfds_t(descriptors.count), Int32(wait)) > 0 {
        for (slot, (worker, isResults)) in zip(descriptors, owners) where slot.revents != 0 {
          if isResults {
            readResults(worker, deliver: deliver)
          } else {
            readErrors(worker)
          }
        }
      }
      for worker in workers {
        if worker.resultsClosed {
          // The worker ended: the job it held failed with it.
          let status = reap(worker)
          fail(worker, status.signal.map { .signal($0) } ?? .exit(status.code ?? 0))
        } else if let deadline = worker.deadline, deadline <= .now, let job = worker.queue.first,
          !worker.isCapturingCrash || deadline + Self.crashReportGrace <= .now
        {
          kill(worker.pid, SIGKILL)
          _ = reap(worker)
          worker.crashLines = []
          fail(worker, .timeLimit(job.timeLimit))
        }
      }
      workers.removeAll(where: \.isReaped)
      fill()
    }
    // No job left: closing a worker's input ends it, as it does a started one not needed.
    for worker in workers { _ = reap(worker) }
    while let unused = launch.prestarted?.take() { _ = reap(unused) }
  }

  /// Starts up to `count` workers and hands them over without jobs.
  fileprivate func startWaiting(_ count: Int) -> PrestartedWorkers {
    var started: [Worker] = []
    while started.count < count, case .success(let worker) = spawn() {
      started.append(worker)
    }
    return PrestartedWorkers(started)
  }

  // MARK: Reading

  private func readResults(_ worker: Worker, deliver: (WorkerJob, WorkerOutcome) -> Void) {
    guard Self.read(worker.results, into: &worker.resultBytes) else {
      worker.resultsClosed = true
      return
    }
    while let newline = worker.resultBytes.firstIndex(of: 10) {
      let line = Array(worker.resultBytes[..<newline])
      worker.resultBytes.removeSubrange(...newline)
      guard !worker.queue.isEmpty else { continue }
      let job = worker.queue.removeFirst()
      worker.deadline = worker.queue.first.map { .now + $0.timeLimit }
      deliver(job, .result(line))
    }
  }

  private func readErrors(_ worker: Worker) {
    guard Self.read(worker.errors, into: &worker.errorBytes) else {
      worker.errorsClosed = true
      flushErrors(worker, whole: true)
      return
    }
    flushErrors(worker, whole: false)
  }

  /// Passes the worker's complete error lines on to this process's standard error, until a
  /// line that starts a crash report: from there on they are kept for the failure.
  private func flushErrors(_ worker: Worker, whole: Bool) {
    while let newline = worker.errorBytes.firstIndex(of: 10) {
      take(String(decoding: worker.errorBytes[..<newline], as: UTF8.self), of: worker)
      worker.errorBytes.removeSubrange(...newline)
    }
    if whole, !worker.errorBytes.isEmpty {
      take(String(decoding: worker.errorBytes, as: UTF8.self), of: worker)
      worker.errorBytes = []
    }
    // The runtime ends its first line ("*** Signal 4: Backtracing from 0x…") only once the
    // backtrace is symbolicated: the report has begun as soon as that line does.
    if !worker.isCapturingCrash, worker.errorBytes.starts(with: Array("*** ".utf8)) {
      worker.isCapturingCrash = true
    }
  }

  private func take(_ line: String, of worker: Worker) {
    if !worker.isCapturingCrash, WorkerCrash.startsReport(line) { worker.isCapturingCrash = true }
    if worker.isCapturingCrash {
      if worker.crashLines.count < 400 { worker.crashLines.append(line) }
    } else if line.isEmpty {
      worker.heldBlankLines += 1
    } else {
      let blanks = String(repeating: "\n", count: worker.heldBlankLines)
      worker.heldBlankLines = 0
      FileHandle.standardError.write(Data((blanks + line + "\n").utf8))
    }
  }

  /// Waits for the worker to end, reading what is left of its standard error first (the crash
  /// report, written before the process ends), for at most two seconds.
  private func reap(_ worker: Worker) -> (signal: Int32?, code: Int32?) {
    guard !worker.isReaped else { return (nil, 0) }
    worker.isReaped = true
    worker.resultsClosed = true
    close(worker.input)
    let until = ContinuousClock.now + .seconds(2)
    while !worker.errorsClosed, ContinuousClock.now < until {
      var slot = pollfd(fd: worker.errors, events: Int16(POLLIN), revents: 0)
      let left = max(0, Int((until - .now).milliseconds))
      if poll(&slot, 1, Int32(left)) <= 0 { break }
      readErrors(worker)
    }
    if !worker.errorsClosed { kill(worker.pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(worker.pid, &status, 0) < 0, errno == EINTR {}
    close(worker.results)
    close(worker.errors)
    let terminatingSignal = status & 0x7f
    if terminatingSignal != 0 { return (terminatingSignal, nil) }
    return (nil, (status >> 8) & 0xff)
  }

  // MARK: Starting

  private enum Spawned {
    case success(Worker)
    case failure(String)
  }

  /// Starts one worker: its input, results and standard error are pipes to this process, its
  /// standard output this process's; it runs in a process group of its own (an interrupt is
  /// the parent's to handle) and with room for a deep stack.
  private func spawn() -> Spawned {
    var input: [Int32] = [0, 0]
    var results: [Int32] = [0, 0]
    var errors: [Int32] = [0, 0]
    guard Self.pipe(&input) else { return .failure(Self.errorText("pipe")) }
    guard Self.pipe(&results) else {
      for fd in input { close(fd) }
      return .failure(Self.errorText("pipe"))
    }
    guard Self.pipe(&errors) else {
      for fd in input + results { close(fd) }
      return .failure(Self.errorText("pipe"))
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input[0], 0)
    posix_spawn_file_actions_adddup2(&actions, results[1], WorkerLaunch.resultDescriptor)
    posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

    var environment = ProcessInfo.processInfo.environment
    environment[WorkerLaunch.environmentKey] = String(getpid())
    // The runtime's crash report, plain and short, for the failure message.
    environment["SWIFT_BACKTRACE"] =
      "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,"
      + "limit=48,top=0"
    let environmentLines = environment.map { "\($0.key)=\($0.value)" }.sorted()

    let pid: pid_t? = Self.withStackLimit(WorkerLaunch.stackBytes) {
      Self.withCStrings(launch.arguments) { argv in
        Self.withCStrings(environmentLines) { envp in
          var pid = pid_t()
          let status = posix_spawn(&pid, launch.executable, &actions, &attributes, argv, envp)
          return status == 0 ? pid : nil
        }
      }
    }
    close(input[0])
    close(results[1])
    close(errors[1])
    guard let pid else {
      close(input[1])
      close(results[0])
      close(errors[0])
      return .failure(
        "cannot start a worker process (\(launch.executable)): \(Self.errorText("")); free "
          + "processes or memory (ulimit -u, ulimit -v), or run with fewer --jobs")
    }
    return .success(Worker(pid: pid, input: input[1], results: results[0], errors: errors[0]))
  }

  /// Runs `work` with this process's stack limit raised to `bytes` (within the hard limit), so
  /// a process started meanwhile reserves that much for its main thread.
  private static func withStackLimit<T>(_ bytes: Int, _ work: () -> T) -> T {
    var saved = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &saved) == 0 else {
      return work()
    }
    var raised = saved
    let wanted = rlim_t(bytes)
    if saved.rlim_cur != rlim_t.max, saved.rlim_cur < wanted {
      raised.rlim_cur = saved.rlim_max == rlim_t.max ? wanted : min(wanted, saved.rlim_max)
    }
    setrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &raised)
    defer { setrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &saved) }
    return work()
  }

  private static func withCStrings<T>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T
  ) -> T {
    var pointers = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }

  // MARK: Descriptors

  /// Opens a pipe whose ends a started process does not inherit (only the ends moved onto its
  /// descriptors 0, 2 and 3 are its).
  private static func pipe(_ ends: inout [Int32]) -> Bool {
    guard Glibc.pipe(&ends) == 0 else { return false }
    for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return true
  }

  /// Reads what is available into `buffer`; `false` at the end of the stream.
  private static func read(_ fd: Int32, into buffer: inout [UInt8]) -> Bool {
    // Read straight into the buffer's spare room: no chunk is allocated per read.
    while true {
      let start = buffer.count
      buffer.append(contentsOf: repeatElement(0, count: 65_536))
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(fd, $0.baseAddress.map { $0 + start }, 65_536)
      }
      let interrupted = count < 0 && errno == EINTR
      buffer.removeLast(65_536 - max(count, 0))
      if count > 0 { return true }
      if interrupted { continue }
      return false
    }
  }

  /// Writes all of `bytes`; `false` when the reader is gone.
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.write(fd, $0.baseAddress, $0.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  private static func errorText(_ call: String) -> String {
    let reason = String(cString: strerror(errno))
    return call.isEmpty ? reason : "\(call): \(reason)"
  }
}
