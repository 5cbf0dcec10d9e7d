// A step library imports only ViperSpec: the journal, stubs, test clock and in-memory stores its
// worlds use come with it.
@_exported public import ViperMocks
