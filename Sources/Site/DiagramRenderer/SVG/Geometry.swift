/// A point in SVG user units (y grows downwards).
struct Point: Sendable, Equatable {
    var x: Double
    var y: Double
}

/// An axis-aligned rectangle in SVG user units.
struct Rect: Sendable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    func union(_ other: Rect) -> Rect {
        let minX = min(x, other.x)
        let minY = min(y, other.y)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    func contains(_ other: Rect) -> Bool {
        other.x >= x - 0.01 && other.y >= y - 0.01 && other.maxX <= maxX + 0.01 && other.maxY <= maxY + 0.01
    }
}

extension Rect {
    /// The rectangle of `width` × `height` centred on `centre`.
    init(centre: Point, width: Double, height: Double) {
        self.init(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
    }
}
