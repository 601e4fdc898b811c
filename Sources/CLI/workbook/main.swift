import Foundation
import WorkbookCommands

exit(WorkbookTool.main(Array(CommandLine.arguments.dropFirst())))
