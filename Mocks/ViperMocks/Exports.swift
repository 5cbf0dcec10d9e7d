// A mocks module imports only ViperMocks: the seams its doubles stand in for come with it.
@_exported public import ViperCore
