// MARK: - TypeMetadataScan

/// Finds types by name in the type metadata of every image loaded in the process, as Swift
/// Testing finds tests on Linux: the runtime lists each image's `swift5_type_metadata` section
/// (records of relative pointers to type descriptors); a descriptor holds the type's name and
/// its metadata accessor.
///
/// Only non-generic structs, enums and classes are returned. The layouts read here are the
/// Swift runtime's stable ABI (`MetadataSections`, `TargetTypeContextDescriptor`).
enum TypeMetadataScan {
  /// The types whose declared name ends with `suffix`, in image and section order.
  static func types(nameEndingWith suffix: String) -> [Any.Type] {
    let search = Search(suffix: Array(suffix.utf8))
    withExtendedLifetime(search) {
      enumerateMetadataSections(
        { sections, context in
          guard let context else { return false }
          Unmanaged<Search>.fromOpaque(context).takeUnretainedValue().scan(sections)
          return true
        }, Unmanaged.passUnretained(search).toOpaque())
    }
    // Accessors run after the enumeration, which holds the runtime's section lock.
    return search.accessors.map { accessor in
      let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
      return unsafeBitCast(access(0), to: Any.Type.self)
    }
  }

  /// A non-generic type's metadata accessor: takes a metadata request (0: complete) and
  /// returns the metadata (the second returned word, the state, is ignored).
  typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer

  /// The state of one scan: what is searched for and the accessors found.
  final class Search {
    let suffix: [UInt8]
    var accessors: [UnsafeRawPointer] = []

    init(suffix: [UInt8]) { self.suffix = suffix }

    /// Scans one image's `MetadataSections`: a version word, the base address, two unused
    /// words, then (start, length) pairs of which the third is `swift5_type_metadata`.
    func scan(_ sections: UnsafeRawPointer) {
      let words = sections.assumingMemoryBound(to: UInt.self)
      guard let start = UnsafeRawPointer(bitPattern: words[8]) else { return }
      let length = Int(words[9])
      var offset = 0
      while offset + 4 <= length {
        let record = start + offset
        offset += 4
        if let descriptor = Self.descriptor(record), let accessor = accessor(descriptor) {
          accessors.append(accessor)
        }
      }
    }

    /// The type descriptor a record points to: the low two bits of its relative offset say
    /// whether it points to the descriptor (0) or to a pointer to it (1).
    static func descriptor(_ record: UnsafeRawPointer) -> UnsafeRawPointer? {
      let raw = record.loadUnaligned(as: Int32.self)
      let target = record + Int(raw & ~3)
      switch raw & 3 {
      case 0: return target
      case 1: return target.loadUnaligned(as: UnsafeRawPointer?.self)
      default: return nil  // Objective-C class names
      }
    }

    /// The metadata accessor of a non-generic struct, enum or class whose name ends with the
    /// suffix: flags (kind in the low 5 bits, 0x80 generic), parent, name, accessor.
    func accessor(_ descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
      let flags = descriptor.loadUnaligned(as: UInt32.self)
      let kind = flags & 0x1F
      guard (16...18).contains(kind), flags & 0x80 == 0 else { return nil }
      let nameField = descriptor + 8
      let name = (nameField + Int(nameField.loadUnaligned(as: Int32.self)))
        .assumingMemoryBound(to: UInt8.self)
      var count = 0
      while name[count] != 0 { count += 1 }
      guard count >= suffix.count else { return nil }
      for index in 0..<suffix.count where name[count - suffix.count + index] != suffix[index] {
        return nil
      }
      let accessorField = descriptor + 12
      let relative = Int(accessorField.loadUnaligned(as: Int32.self))
      return relative == 0 ? nil : accessorField + relative
    }
  }
}

/// The Swift runtime's enumeration of the metadata sections of every loaded image.
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateMetadataSections(
  _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
  _ context: UnsafeMutableRawPointer?)
