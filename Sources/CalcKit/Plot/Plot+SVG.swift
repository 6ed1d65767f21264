extension Plot {
  /// The size of an SVG plot, in pixels, and the margins around its plot area.
  static let svgWidth = 640, svgHeight = 400
  static let svgLeft = 70, svgTop = 20, svgRight = 20, svgBottom = 60

  /// The dots of a plot drawn for ``svg()``: one per pixel of its plot area (550 × 320).
  public static var svgGrid: (columns: Int, rows: Int) {
    (svgWidth - svgLeft - svgRight, svgHeight - svgTop - svgBottom)
  }

  /// The colours of the graphs in SVG, in turn.
  public static let svgColors = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#17becf", "#bcbd22"]

  /// The plot as a stand-alone SVG document (640 × 400 pixels) for a plot drawn at
  /// ``svgGrid``: one pixel per dot, each graph one path of its colour made of the vertical runs
  /// of its drawn dots, its undecided dots a second path of the same colour at a third of the
  /// opacity; the axes with labelled ticks, and a legend.
  public func svg() -> String {
    let left = Plot.svgLeft, top = Plot.svgTop
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Plot.svgWidth)" height="\(Plot.svgHeight)" viewBox="0 0 \(Plot.svgWidth) \(Plot.svgHeight)">
      <rect x="0" y="0" width="\(Plot.svgWidth)" height="\(Plot.svgHeight)" fill="#ffffff"/>

      """
    // Axes: the frame, ticks and labels.
    out += "<g stroke=\"#555555\" stroke-width=\"1\" fill=\"none\" shape-rendering=\"crispEdges\">\n"
    out += "<rect x=\"\(left - 1).5\" y=\"\(top - 1).5\" width=\"\(columnCount + 1)\" height=\"\(rowCount + 1)\"/>\n"
    let xTicks = xTicks(about: 8)
    let yTicks = Plot.ticks(in: yRange, about: 6)
    for tick in xTicks {
      let x = left + Int(((tick.value - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * Double(columnCount)).rounded(.down))
      out += "<path d=\"M\(x).5 \(top + rowCount)v6\"/>\n"
    }
    for tick in yTicks {
      let y = top + rowCount - Int(((tick.value - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * Double(rowCount)).rounded(.down))
      out += "<path d=\"M\(left - 7) \(y).5h6\"/>\n"
    }
    out += "</g>\n<g font-family=\"sans-serif\" font-size=\"12\" fill=\"#000000\">\n"
    for tick in xTicks {
      let x = left + Int(((tick.value - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * Double(columnCount)).rounded(.down))
      out += "<text x=\"\(x)\" y=\"\(top + rowCount + 20)\" text-anchor=\"middle\">\(Plot.escaped(tick.label))</text>\n"
    }
    for tick in yTicks {
      let y = top + rowCount - Int(((tick.value - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * Double(rowCount)).rounded(.down))
      out += "<text x=\"\(left - 10)\" y=\"\(y + 4)\" text-anchor=\"end\">\(Plot.escaped(tick.label))</text>\n"
    }
    // The legend.
    var legendX = left
    for (index, curve) in curves.enumerated() {
      let color = Plot.svgColors[index % Plot.svgColors.count]
      out += "<rect x=\"\(legendX)\" y=\"\(Plot.svgHeight - 22)\" width=\"14\" height=\"3\" fill=\"\(color)\" fill-opacity=\"0.99\"/>\n"
      out += "<text x=\"\(legendX + 20)\" y=\"\(Plot.svgHeight - 16)\">\(Plot.escaped(curve.label))</text>\n"
      legendX += 40 + 8 * curve.label.count
    }
    if curves.contains(where: { $0.undecidedCount > 0 }) {
      out += "<text x=\"\(legendX)\" y=\"\(Plot.svgHeight - 16)\">(pale: undecided)</text>\n"
    }
    out += "</g>\n"
    // The graphs.
    for (index, curve) in curves.enumerated() {
      let color = Plot.svgColors[index % Plot.svgColors.count]
      for kind in [Dot.drawn, Dot.undecided] {
        var path = ""
        for column in 0..<columnCount {
          var row = 0
          while row < rowCount {
            guard curve.dots[row * columnCount + column] == kind else {
              row += 1
              continue
            }
            var end = row
            while end + 1 < rowCount, curve.dots[(end + 1) * columnCount + column] == kind { end += 1 }
            // Rows run bottom to top; SVG's y runs down.
            path += "M\(left + column) \(top + rowCount - 1 - end)h1v\(end - row + 1)h-1z"
            row = end + 1
          }
        }
        guard !path.isEmpty else { continue }
        let opacity = kind == .drawn ? "" : " fill-opacity=\"0.33\""
        out += "<path fill=\"\(color)\"\(opacity) shape-rendering=\"crispEdges\" d=\"\(path)\"/>\n"
      }
    }
    out += "</svg>\n"
    return out
  }

  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
