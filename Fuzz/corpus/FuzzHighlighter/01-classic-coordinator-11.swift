let keyedParent = EmptyKeyedFlow()
keyedParent.addChild(EmptyKeyedFlow(), forKey: .profile)
let replaced = WeakReference(keyedParent.childCoordinators[.profile] as? EmptyKeyedFlow)
keyedParent.addChild(EmptyKeyedFlow(), forKey: .profile)
checkDeallocated(replaced, "a child replaced under its key is freed")

let stale = EmptyKeyedFlow()
keyedParent.addChild(stale, forKey: .profile)
keyedParent.addChild(EmptyKeyedFlow(), forKey: .profile)
keyedParent.removeChild(stale)
check(keyedParent.childCoordinators[.profile] != nil,
      "a late report from a replaced child does not remove its successor")
