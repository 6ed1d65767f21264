extension Number {
  /// Euler's constant γ = 0.5772156649… to the working precision: the one kernel
  /// (``EulerGamma``, the Brent–McMillan series summed exactly by binary splitting, cached)
  /// that Γ near 1 and 2, `Ei`, `li` and `bessely` share.
  package static func eulerConstant(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try EulerGamma.value(w)
  }
}
