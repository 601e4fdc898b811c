import MarkupWriting

/// JUnit XML, as CI systems read it: one suite for the exercise, one case per test; a failed
/// expectation is a `<failure>`, a crash, timeout or compile failure an `<error>`. Hidden
/// tests carry no message and no details.
enum JUnitFormat {
    static func render(_ report: GradeReport) -> String {
        let failures = report.tests.filter { $0.status == .failed }.count
        let errors = report.tests.filter { $0.status == .error }.count
        let counts = "tests=\"\(report.tests.count)\" failures=\"\(failures)\" errors=\"\(errors)\" "
            + "time=\"\(FormatSupport.seconds(report.seconds))\""
        let name = MarkupEscaping.attribute(report.exerciseID)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(name)\" \(counts)>",
            "  <testsuite name=\"\(name)\" \(counts) skipped=\"0\">",
        ]
        for test in report.tests {
            let open = "    <testcase name=\"\(MarkupEscaping.attribute(test.name))\" "
                + "classname=\"\(name).\(test.isHidden ? "hidden" : "public")\" time=\"\(FormatSupport.seconds(test.seconds))\""
            let element = test.status == .failed ? "failure" : "error"
            switch (test.status, test.isHidden) {
            case (.passed, _):
                lines.append(open + "/>")
            case (_, true):
                lines.append(open + ">")
                lines.append("      <\(element) message=\"\(FormatSupport.hiddenFailure(test.status))\" type=\"hidden\"/>")
                lines.append("    </testcase>")
            case (_, false):
                let message = test.message ?? test.status.rawValue
                let first = String(message.split(separator: "\n").first ?? "")
                lines.append(open + ">")
                lines.append("      <\(element) message=\"\(MarkupEscaping.attribute(first))\" type=\"\(element)\">"
                    + MarkupEscaping.text(message) + "</\(element)>")
                lines.append("    </testcase>")
            }
        }
        lines.append("    <system-out>\(MarkupEscaping.text(FormatSupport.summary(report)))</system-out>")
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
