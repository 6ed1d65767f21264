extension CommandMessage {
  // MARK: The live result and colour (`:live`, `:color`, `--color`)

  static func liveArgument(_ argument: String) -> String {
    "live must be 'on' or 'off', not '\(argument)'"
  }

  static func colorArgument(_ argument: String) -> String {
    "color must be 'always', 'auto' or 'never', not '\(argument)'"
  }
}
