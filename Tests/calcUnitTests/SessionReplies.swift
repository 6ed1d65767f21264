@testable import calc

// Reading a session's replies in the session tests.

/// The output text of a reply, or nil.
func output(_ reply: Session.Reply) -> String? {
  if case .output(let text) = reply { return text }
  return nil
}

/// The error text of a reply, or nil.
func errorText(_ reply: Session.Reply) -> String? {
  if case .error(let text) = reply { return text }
  return nil
}
