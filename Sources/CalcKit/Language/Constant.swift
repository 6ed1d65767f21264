/// The named constants (``Catalogue/constants`` names each and says what it is).
enum Constant: String, Sendable, CaseIterable {
  case pi, e, tau, phi
}
