// A runner imports only ViperSpecCLI: the step catalog it runs comes from the spec kit.
@_exported public import ViperSpec
