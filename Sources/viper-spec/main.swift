import Foundation
import TodosMocks

let status = await ViperSpecCommand.main(
  Array(CommandLine.arguments.dropFirst()),
  catalog: TodosSteps.catalog
)
exit(status)
