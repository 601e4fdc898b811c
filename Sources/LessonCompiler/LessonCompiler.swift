// The LessonCompiler module.
