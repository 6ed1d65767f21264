import CalcKit
import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Testing
import TestSupport

/// The SVG of `plot sin(x), cos(x)`: well-formed XML, rendered by a real SVG renderer
/// (librsvg's rsvg-convert) to a PNG whose pixels of each graph's colour lie within one pixel of
/// the curve computed by mpmath (Fixtures/plot-svg.tsv, from scripts/make-plot-svg-vectors.py),
/// and cover it. The PNG is decoded by scripts/png-pixels.py (Python's standard library).
@Suite("Plots: SVG rendered by librsvg")
struct PlotSVGTests {
  static func run(_ arguments: [String]) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, data)
  }

  @Test("plot sin(x), cos(x) as SVG: parses, renders, and its pixels match the curves")
  func rendered() throws {
    let grid = Plot.svgGrid
    let plot = try Calculator().plot("plot sin(x), cos(x)", columns: grid.columns, rows: grid.rows)
    let svg = plot.svg()
    // Well-formed XML.
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "the SVG is not well-formed XML: \(String(describing: parser.parserError))")
    #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calc-plot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svgFile = folder.appendingPathComponent("plot.svg")
    let pngFile = folder.appendingPathComponent("plot.png")
    try Data(svg.utf8).write(to: svgFile)
    let convert = try Self.run(["rsvg-convert", "-f", "png", "-o", pngFile.path, svgFile.path])
    try #require(convert.status == 0, "rsvg-convert failed (install librsvg2-bin: scripts/setup.sh)")
    let script = repositoryRoot.appendingPathComponent("scripts/png-pixels.py").path
    let decoded = try Self.run(["python3", script, pngFile.path])
    try #require(decoded.status == 0)
    // Pixels by colour.
    var pixels: [String: Set<[Int]>] = [:]
    for line in String(decoding: decoded.output, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 3, let x = Int(fields[0]), let y = Int(fields[1]) else { continue }
      pixels["#" + fields[2], default: []].insert([x, y])
    }
    // The reference rows by curve and column.
    var expected: [String: [Int: ClosedRange<Int>]] = [:]
    for record in try Fixture.records("plot-svg", fieldCount: 3) {
      let ends = record.fields[2].split(separator: ",").compactMap { Int($0) }
      guard let column = Int(record.fields[1]), ends.count == 2 else { continue }
      expected[record.fields[0], default: [:]][column] = ends[0]...ends[1]
    }
    let left = 70, top = 20
    for (index, name) in ["sin", "cos"].enumerated() {
      let color = Plot.svgColors[index]
      let mine = pixels[color] ?? []
      let reference = try #require(expected[name])
      #expect(mine.count > 500, "\(name): \(mine.count) pixels of \(color)")
      // Every pixel of the colour is within one pixel of the curve.
      for pixel in mine {
        let column = pixel[0] - left
        let row = top + grid.rows - 1 - pixel[1]
        let near = (column - 1...column + 1).contains { c in
          reference[c].map { $0.lowerBound - 1 <= row && row <= $0.upperBound + 1 } ?? false
        }
        #expect(near, "\(name): pixel \(pixel) (column \(column), row \(row)) is off the curve")
      }
      // Every dot of the curve has a pixel of its colour (or of a graph drawn over it) within one.
      let over = Set(Plot.svgColors[index...].flatMap { pixels[$0] ?? [] })
      for (column, rows) in reference {
        for row in rows {
          let x = left + column
          let y = top + grid.rows - 1 - row
          let covered = (x - 1...x + 1).contains { px in (y - 1...y + 1).contains { py in over.contains([px, py]) } }
          #expect(covered, "\(name): column \(column) row \(row) has no pixel")
        }
      }
    }
  }
}
