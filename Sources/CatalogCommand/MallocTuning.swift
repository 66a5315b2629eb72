import Glibc

// MARK: - MallocTuning

/// Process-wide allocator settings for record and verify.
enum MallocTuning {
  /// Keeps freed pixel buffers in the heap for the next snapshot instead of unmapping them.
  ///
  /// By default glibc serves blocks over a threshold (128 KiB, growing with use) with fresh
  /// `mmap`s and gives freed memory back to the kernel, so every snapshot's pixmaps, decoded
  /// references and PNG buffers fault their pages in again: about 26,000 page faults for the
  /// shipped catalog, 4,500 with these settings. Peak memory does not grow: the heap holds
  /// what one snapshot per worker needs, as before.
  static func keepLargeBuffers() {
    // `mallopt` is in <malloc.h>, which the Glibc module does not export; look it up instead.
    guard let symbol = dlsym(nil, "mallopt") else { return }
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    let trimThreshold: Int32 = -1
    let mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
    _ = mallopt(mmapThreshold, 32 << 20)  // glibc's largest allowed value on 64-bit
    _ = mallopt(trimThreshold, 256 << 20)
  }

  /// Keeps every thread's allocations in one heap: for a worker process, which renders on its
  /// main thread, where a second heap (64 MiB of address space reserved for a helper thread's
  /// first allocation) only brings a run under `ulimit -v` closer to its limit.
  static func useOneHeap() {
    guard let symbol = dlsym(nil, "mallopt") else { return }
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    let arenaMax: Int32 = -8  // M_ARENA_MAX
    _ = mallopt(arenaMax, 1)
  }
}
