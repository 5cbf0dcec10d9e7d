// A spec test target imports only ViperSpecTesting: the spec kit and the Swift Testing
// expectations come with it.
@_exported public import ViperSpec
@_exported public import ViperTesting
