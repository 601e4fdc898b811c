/// Every `workbook` subcommand, in the order `workbook --help` lists them.
/// A new command is one new file plus one line here.
enum CommandRegistry {
    static var commands: [any WorkbookCommand.Type] {
        [
            BuildCommand.self,
            LessonsCommand.self,
            GenerateCommand.self,
            CheckCommand.self,
            MutantsCommand.self,
            RunCommand.self,
            ExercisesCommand.self,
            GradeCommand.self,
            GradeAllCommand.self,
            SimilarityCommand.self,
            NextCommand.self,
            HintCommand.self,
            WatchCommand.self,
            DiagramCommand.self,
            ReleaseCommand.self,
            InitCommand.self,
            ServeCommand.self,
            AutograderCommand.self,
            ClassroomCommand.self,
        ]
    }
}
