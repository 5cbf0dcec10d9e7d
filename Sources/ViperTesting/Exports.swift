// A test target imports only ViperTesting: the journal, stubs, test clock and in-memory stores
// come with it.
@_exported public import ViperMocks
