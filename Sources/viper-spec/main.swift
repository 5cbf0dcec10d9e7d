import Foundation
import TodosMocks
import ViperSpec

// `swift run viper-spec`: runs Specs/ (found from the current folder, else the package root) with
// the to-do step libraries, and prints the living documentation. See `viper-spec --help`.

let defaultSpecs =
  FileManager.default.fileExists(atPath: "Specs")
  ? "Specs" : (PackageRoot.containing(#filePath) ?? ".") + "/Specs"
let output = await SpecCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  catalog: TodosSteps.catalog,
  environment: ProcessInfo.processInfo.environment,
  defaultPaths: [defaultSpecs]
)
print(output.standardOutput, terminator: "")
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status)
