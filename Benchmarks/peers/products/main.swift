// The product kernels of Sources/CalcNumber/Integers alone, for
// Benchmarks/peers/products-callgrind.py: compiled with them (swiftc -O, whole module) into
// one executable that runs ITERS products of two N-word operands.
//
// usage: bench OP N ITERS
//   m  Limbs.multiply (schoolbook, Karatsuba, Toom-3 by size)   M  BigUInt.product
//   s  Limbs.square                                             S  BigUInt.squared()
//   h  Limbs.highProduct dropping N words (half the columns)    H  BigUInt.highProduct(shift: 64N)
import BigInt

let args = CommandLine.arguments
guard args.count == 4, let n = Int(args[2]), let iters = Int(args[3]), n >= 1 else {
  fatalError("usage: bench m|s|h|M|S|H N ITERS")
}
let op = args[1]
var state: UInt64 = 88_172_645_463_325_252  // xorshift64, as gmp.c
func next() -> UInt {
  state ^= state << 13
  state ^= state >> 7
  state ^= state << 17
  return UInt(state)
}
var a = [UInt](), b = [UInt]()
for _ in 0..<n {
  a.append(next())
  b.append(next())
}
var r = [UInt](repeating: 0, count: 2 * n)
var scratch = [UInt](repeating: 0, count: Limbs.multiplyScratchCount(n) + Limbs.squareScratchCount(n) + 16)
var acc: UInt = 0
let x = BigUInt(words: a), y = BigUInt(words: b)
for _ in 0..<iters {
  a.withUnsafeBufferPointer { ap in
    b.withUnsafeBufferPointer { bp in
      r.withUnsafeMutableBufferPointer { rp in
        scratch.withUnsafeMutableBufferPointer { sp in
          guard let pa = ap.baseAddress, let pb = bp.baseAddress, let pr = rp.baseAddress, let ps = sp.baseAddress
          else { return }
          switch op {
          case "m": Limbs.multiply(pa, n, pb, n, into: pr, scratch: ps)
          case "s": Limbs.square(pa, n, into: pr, scratch: ps)
          case "h": Limbs.highProduct(pa, n, pb, n, dropping: n, into: pr)
          default: break
          }
        }
      }
    }
  }
  switch op {
  case "m", "s", "h": acc ^= r[1]
  case "M": acc ^= BigUInt.product(x, y).words[1]
  case "S": acc ^= x.squared().words[1]
  case "H": acc ^= BigUInt.highProduct(x, y, shift: 64 * n).words[0]
  default: fatalError("unknown op \(op)")
  }
  a[0] ^= acc
}
print(acc)
