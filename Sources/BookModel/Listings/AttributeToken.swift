/// One attribute from a fence's info string, with the column it starts at so errors can
/// point at it: `ignore="reason"` is name `ignore`, value `reason`.
public struct AttributeToken: Equatable, Sendable {
    public var name: String
    /// nil when the attribute was written bare (`compile_fail`).
    public var value: String?
    /// 1-based column of the name within the chapter line.
    public var column: Int
    /// 1-based column of the value (after `=`, and after the opening quote if quoted).
    public var valueColumn: Int?

    public init(name: String, value: String?, column: Int, valueColumn: Int? = nil) {
        self.name = name
        self.value = value
        self.column = column
        self.valueColumn = valueColumn
    }
}
