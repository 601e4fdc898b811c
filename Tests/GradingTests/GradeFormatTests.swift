import Foundation
import FoundationXML
import Grading
import Testing

/// Each format, field by field, for one graded starter (some passes, some failures) and one
/// submission that does not compile.
extension GradingSuite {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func gradescopeResults() throws {
        let report = try grader.grade(exercise)
        let results = try json(GradeFormat.gradescope.render(report, exercise: try exercise))
        #expect(results["score"] == nil, "Gradescope adds up the tests' scores")
        #expect((results["output"] as? String)?.contains("2 hidden tests ran") == true)
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(tests.map { $0["name"] as? String } == ["startsAtZero", "incrementsOnce", "countsManyIncrements", "countersAreIndependent"])
        #expect(tests.map { $0["score"] as? Int } == [1, 0, 0, 0])
        #expect(tests.map { $0["max_score"] as? Int } == [1, 2, 3, 4])
        #expect(tests.map { $0["status"] as? String } == ["passed", "failed", "failed", "failed"])
        #expect(tests.map { $0["visibility"] as? String } == ["visible", "visible", "hidden", "hidden"])
        #expect(tests[1]["output"] as? String == GradingSuite.incrementsOnceFailure)
        #expect(tests[2]["output"] == nil && tests[3]["output"] == nil)
        #expect(tests.allSatisfy { $0["execution_time"] is Double })
    }

    @Test func exercismResults() throws {
        let exercise = try exercise
        let results = try json(GradeFormat.exercism.render(try grader.grade(exercise), exercise: exercise))
        #expect(results["version"] as? Int == 3)
        #expect(results["status"] as? String == "fail")
        #expect(results["message"] == nil, "a message only for status error")
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(tests.map { $0["status"] as? String } == ["pass", "fail", "fail", "fail"])
        #expect(tests[0]["message"] == nil)
        #expect(tests[1]["message"] as? String == GradingSuite.incrementsOnceFailure)
        #expect(tests[1]["test_code"] as? String == """
            @MainActor func incrementsOnce() {
                var counter = Counter()
                counter.increment()
                expectEqual(counter.value, 1, "after one increment")
            }
            """)
        for hidden in tests[2...] {
            // The spec requires a message for `fail`; a hidden test's says nothing of the test.
            #expect(Set(hidden.keys) == ["name", "status", "message"], "\(hidden)")
            #expect(hidden["message"] as? String == "a hidden test failed")
        }

        let broken = try grade(HostileSubmissions.doesNotCompile)
        let error = try json(GradeFormat.exercism.render(broken, exercise: exercise))
        #expect(error["status"] as? String == "error")
        #expect((error["message"] as? String)?.contains("submission/Solution.swift:8:") == true)
    }

    @Test func junitResults() throws {
        let exercise = try exercise
        let xml = GradeFormat.junit.render(try grader.grade(exercise), exercise: exercise)
        let document = try XMLDocument(xmlString: xml)
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "4")
        #expect(suite.attribute(forName: "failures")?.stringValue == "3")
        #expect(suite.attribute(forName: "errors")?.stringValue == "0")
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == [
            "startsAtZero", "incrementsOnce", "countsManyIncrements", "countersAreIndependent",
        ])
        #expect(cases[0].children == nil || cases[0].children?.isEmpty == true)
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "tests/public/CounterTests.swift:13: after one increment")
        #expect(failure.stringValue == GradingSuite.incrementsOnceFailure)
        for hidden in cases[2...] {
            let element = try #require(hidden.elements(forName: "failure").first)
            #expect(element.attribute(forName: "message")?.stringValue == "a hidden test failed")
            #expect((element.stringValue ?? "").isEmpty)
        }
    }

    @Test func textNamesEveryTestAndTheHiddenCount() throws {
        let exercise = try exercise
        let text = GradeFormat.text.render(try grader.grade(exercise), exercise: exercise)
        for name in ["startsAtZero", "incrementsOnce", "(hidden) countsManyIncrements", "(hidden) countersAreIndependent"] {
            #expect(text.contains(name), "\(text)")
        }
        #expect(text.contains("2 hidden tests ran: 0 passed"))
        #expect(text.contains("total: 1/10"))
    }
}
