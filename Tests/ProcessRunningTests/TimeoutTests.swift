import Foundation
import Testing
import ProcessRunning

@Suite struct TimeoutTests {
    @Test func programIgnoringTermIsKilledAfterTheGrace() throws {
        let result = try ProcessRunner.run(
            Fixture.shell("trap '' TERM; while :; do :; done", limits: Fixture.limits(seconds: 1, grace: 0.5)))
        #expect(result.termination == .timedOut(afterSeconds: 1))
        #expect(result.seconds >= 1.4 && result.seconds < 4)
    }

    @Test func sleepingProgramIsStoppedOnTime() throws {
        let result = try ProcessRunner.run(Fixture.shell("echo begun; sleep 30", limits: Fixture.limits(seconds: 0.5)))
        #expect(result.termination == .timedOut(afterSeconds: 0.5))
        #expect(result.standardOutput.text == "begun\n")
        #expect(result.seconds < 3)
    }

    @Test func timeoutStopsTheWholeGroup() throws {
        let marker = Fixture.marker()
        let result = try ProcessRunner.run(
            Fixture.shell("sleep \(marker) & sleep \(marker) & wait", limits: Fixture.limits(seconds: 0.5)))
        #expect(result.termination == .timedOut(afterSeconds: 0.5))
        #expect(Fixture.noneLeft(withArgument: marker))
    }
}

@Suite struct ProcessGroupTests {
    @Test func backgroundChildDiesWhenTheMainProcessExits() throws {
        try Fixture.withFolder { folder in
            let result = try ProcessRunner.run(
                Fixture.shell("sleep 100 & echo $! > pid; echo started", in: folder))
            #expect(result.termination == .exited(0))
            #expect(result.standardOutput.text == "started\n")
            #expect(result.seconds < 2)
            let pid = try #require(Fixture.pid(in: folder.appendingPathComponent("pid")))
            // SIGKILLed when run returned; its zombie is then reaped by init, which can take a
            // moment, so the test waits (bounded) for ESRCH rather than expecting it at once.
            #expect(Fixture.isGone(pid, within: 5))
        }
    }

    @Test func escapedGrandchildHoldingThePipeDoesNotBlock() throws {
        try Fixture.withFolder { folder in
            // The main process waits until the grandchild has left the group, then exits.
            let script = "setsid sh -c 'echo $$ > escaped; exec sleep 100' & while [ ! -s escaped ]; do sleep 0.01; done; echo started"
            let result = try ProcessRunner.run(Fixture.shell(script, in: folder))
            let pid = Fixture.pid(in: folder.appendingPathComponent("escaped"))
            if let pid { kill(pid, SIGKILL) }  // it left the group on purpose; the test cleans up
            #expect(result.termination == .exited(0))
            #expect(result.standardOutput.text == "started\n")
            #expect(result.seconds < 3)
            #expect(pid != nil)
        }
    }
}
