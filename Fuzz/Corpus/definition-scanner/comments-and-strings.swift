import Catalog

// enum Commented_Definition: ViewDefinition {}
/* enum Blocked_Definition: ViewDefinition { /* nested */ } */
let text = "enum Quoted_Definition: ViewDefinition {}"
let multiline = """
  struct Multiline_Definition: ViewDefinition { "\(1)" }
  """

public struct Generic_Definition<T>: Catalog.ViewDefinition where T: Hashable {
  static var contentVariants: ContentVariants { Text("}") }
}

extension Extended_Definition: Equatable, ViewDefinition {}
actor Actor_Definition: ViewDefinition {}
