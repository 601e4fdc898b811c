@testable import Submission
import NavigationSimulator

// The picker's own promises, on a bare view model with no flow around it: its state, its
// one output, and how inert it is once it has ended.

private let books = [Book(id: 4, title: "Kindred"), Book(id: 5, title: "Solaris")]

/// points: 1
@MainActor func pickerStateFollowsItsSelection() {
    let picker = BookPickerViewModel(books: books)
    var seen: [PickerState] = []
    picker.onStateChange = { seen.append($0) }
    observe(!picker.state.canConfirm, "with nothing selected, Confirm is off")
    picker.select(9)
    observe(picker.state.selectedID, "a book the picker does not list cannot be selected")
    observe(seen, "and that changes nothing anyone sees")
    picker.select(5)
    observe(picker.state.selectedID, "a listed book can")
    observe(picker.state.canConfirm, "which turns Confirm on")
    observe(seen.map(\.selectedID), "and the screen hears of the change")
    picker.select(5)
    observe(seen.count, "selecting the same book again is no change, so it hears nothing")
    picker.select(4)
    observe(seen.map(\.selectedID), "a different book is a change again")
}

/// points: 1
@MainActor func pickerDeliversItsOutputOnce() {
    let picker = BookPickerViewModel(books: books)
    var outputs: [PickerOutput] = []
    picker.onOutput = { outputs.append($0) }
    picker.onStateChange = { _ in }
    picker.select(4)
    picker.confirm()
    picker.confirm()
    picker.cancel()
    observe(outputs, "confirming ends the picker: later taps deliver nothing")
    observe(!picker.isActive, "it is inert afterwards")
    observe(picker.onOutput == nil && picker.onStateChange == nil, "and lets go of the handlers it was given")
}

/// points: 1
@MainActor func anInvalidatedPickerStaysInert() {
    let picker = BookPickerViewModel(books: books)
    picker.onOutput = { _ in }
    picker.onStateChange = { _ in }
    picker.invalidate()
    observe(!picker.isActive, "invalidating ends the picker")
    observe(picker.onOutput == nil && picker.onStateChange == nil, "and drops its handlers")
    var outputs: [PickerOutput] = []
    var changes = 0
    picker.onOutput = { outputs.append($0) }   // installed again by someone who should not have
    picker.onStateChange = { _ in changes += 1 }
    picker.select(4)
    picker.confirm()
    picker.cancel()
    observe(outputs, "an ended picker sends nothing, even to a handler installed later")
    observe(changes, "and its state no longer changes")
    observe(picker.state.selectedID, "nothing was selected")
}

/// points: 1
@MainActor func aNewRequestIsNotCancelled() {
    let request = EligibilityRequest()
    observe(!request.isCancelled, "a request starts out live")
    request.cancel()
    observe(request.isCancelled, "and is cancelled only when asked")
}
