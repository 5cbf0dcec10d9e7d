// Runs one example of Cucumber's Compatibility Kit with its step definitions, for .ci/cck.sh:
//
//   cck-runner EXAMPLE [viper-spec arguments …]
//   cck-runner --knows EXAMPLE        exits 0 if the runner has the example's steps
//
// The arguments after the example's name are viper-spec's, such as the feature files and
// `--messages OUT.ndjson`.
import Foundation
import ViperSpecCLI

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--knows" {
  exit(arguments.count == 2 && KitSteps.examples[arguments[1]] != nil ? 0 : 1)
}
guard let example = arguments.first, let steps = KitSteps.examples[example] else {
  let known = KitSteps.examples.keys.sorted().joined(separator: ", ")
  FileHandle.standardError.write(
    Data("Usage: cck-runner EXAMPLE [ARGUMENTS …]; examples: \(known)\n".utf8)
  )
  exit(2)
}
let status = await SpecCommand.run(
  Array(arguments.dropFirst()),
  catalog: StepCatalog(steps()),
  environment: ProcessInfo.processInfo.environment,
  defaultPaths: [],
  standardOutput: { print($0, terminator: "") },
  standardError: { FileHandle.standardError.write(Data($0.utf8)) }
)
exit(status)
