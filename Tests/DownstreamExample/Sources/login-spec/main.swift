import LoginSpecSteps
import ViperSpecCLI

await SpecCommand.main(catalog: LoginSteps.catalog)
