// The NavigationSimulator module.
