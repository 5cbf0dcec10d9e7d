import FrogsSpecSteps
import TasksSpecSteps
import TodosSpecSteps
import ViperSpecCLI

// `swift run viper-spec`: runs Specs/ with the to-do, frog and task step libraries and prints the
// living documentation. A downstream package's runner is these same lines with its own catalog.
await SpecCommand.main(
  catalog: TodosSteps.catalog
    .adding(FrogsSteps.catalog)
    .adding(TasksSteps.catalog)
)
