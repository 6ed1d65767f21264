import CalcKit
import Foundation
import Testing

#if canImport(Charts)
  import Charts
  import SwiftUI
#endif

/// The Swift blocks of the DocC article "Plots in apps" (PlotsInApps.md), each pasted as it is
/// into a test, run, and what its comments show checked after it (ARCHITECTURE.md, "Tests").
/// The Swift Charts block is compiled where Charts is (macOS, iOS); the bands it draws are
/// made and checked everywhere.
@Suite struct PlotsInAppsSnippetTests {
  // The block, as it is (the type at file scope, so the Charts view below can use it):
  struct Band: Identifiable {
    let id: Int
    let function: String
    let x: ClosedRange<Double>
    let y: ClosedRange<Double>
  }

  @Test("PlotsInApps.md's bands: one per column and function, each holding the function's values over its column")
  func bandsOfAChart() throws {
    // The block, as it is:
    let calculator = Calculator()
    let plot = try calculator.plot("plot sin(x), cos(x), x = -pi..pi", columns: 200, rows: 100)
    var bands: [Band] = []
    for curve in plot.curves {
      for column in 0..<plot.columnCount {
        guard let range = curve.columnRanges[column], range.isBounded else { continue }
        bands.append(Band(id: bands.count, function: curve.label,
                          x: plot.xEdge(column)...plot.xEdge(column + 1), y: range.lower...range.upper))
      }
    }
    bands.count   // 400: 200 columns of sin(x) and of cos(x)
    // What it shows:
    #expect(bands.count == 400)
    // Each band holds the function's values over its column (sampled here, as a check: the
    // band must hold them all), and is narrow: a column of sin is at most 2π/200 wide.
    for band in bands {
      for step in 0...4 {
        let x = band.x.lowerBound + (band.x.upperBound - band.x.lowerBound) * Double(step) / 4
        let value = band.function == "sin(x)" ? sin(x) : cos(x)
        #expect(band.y.lowerBound <= value + 1e-15 && value - 1e-15 <= band.y.upperBound, "\(band.function) at \(x)")
      }
      #expect(band.y.upperBound - band.y.lowerBound <= 2 * Double.pi / 200 + 1e-12)
    }
  }

  #if canImport(Charts)
    // The block, as it is:
    struct CertifiedPlot: View {
      let bands: [Band]

      var body: some View {
        Chart(bands) { band in
          RectangleMark(
            xStart: .value("x", band.x.lowerBound), xEnd: .value("x", band.x.upperBound),
            yStart: .value("y", band.y.lowerBound), yEnd: .value("y", band.y.upperBound))
          .foregroundStyle(by: .value("function", band.function))
        }
      }
    }
  #endif
}
