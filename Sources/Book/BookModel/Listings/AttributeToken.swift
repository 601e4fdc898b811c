/// One attribute from a fence's info string, with the column it starts at so errors can
/// point at it: `ignore="reason"` is name `ignore`, value `reason`.
package struct AttributeToken: Equatable, Sendable {
    package var name: String
    /// nil when the attribute was written bare (`compile_fail`).
    package var value: String?
    /// 1-based column of the name within the chapter line.
    package var column: Int
    /// 1-based column of the value (after `=`, and after the opening quote if quoted).
    package var valueColumn: Int?

    package init(name: String, value: String?, column: Int, valueColumn: Int? = nil) {
        self.name = name
        self.value = value
        self.column = column
        self.valueColumn = valueColumn
    }
}
