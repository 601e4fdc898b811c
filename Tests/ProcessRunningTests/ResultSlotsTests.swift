import Foundation
import ProcessRunning
import Testing

@Suite struct ResultSlotsTests {
    @Test func parallelJobsLandInJobOrderAndCountOnce() {
        let slots = ResultSlots<Int>(count: 200)
        let counts = ResultSlots<Int>(count: 200)
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            counts.set(index, slots.set(index, index * index))
        }
        #expect(slots.all == (0..<200).map { $0 * $0 })
        #expect(Set(counts.all) == Set(1...200), "each job sees a distinct progress count, the last one all 200")
        #expect(slots[7] == 49)
    }

    @Test func anEmptySlotReadsAsNilAndASecondValueIsNotCountedTwice() {
        let slots = ResultSlots<String>(count: 3)
        #expect(slots.set(0, "a") == 1)
        #expect(slots.set(0, "b") == 1, "replacing a value fills no new slot")
        #expect(slots.values == ["b", nil, nil])
    }
}
