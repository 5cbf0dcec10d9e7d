import Testing
import ViperTesting

/// Attacks the promise that a held call nobody answers never waits for ever, even in a test
/// without the `.harness` trait: after the hang time the call gives its placeholder and the test
/// fails, naming the call and where it was held.
@Suite struct HeldCallOutsideHarnessTests {
  @Test func `awaiting a held call nobody answers fails instead of hanging`() async {
    await withKnownIssue {
      // The hang's failure is this test's subject, not the call journaled.
      let backend = MockBackend(journal: Journal(exhaustive: false))
      backend.fetchStub.suspends()

      let answer = await backend.fetch(id: 7)

      #expect(answer == -1)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("stood still") && text.contains("MockBackend.fetch")
    }
  }

  @Test func `waiting for a held call that never comes fails instead of hanging`() async {
    await withKnownIssue {
      let backend = MockBackend(journal: Journal())
      backend.fetchStub.suspends()

      await backend.fetchStub.waitUntilSuspended()

      #expect(backend.fetchStub.suspendedCallCount == 0)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("waitUntilSuspended(count: 1)")
    }
  }

  @Test func `a held call answered in time is no hang`() async {
    let backend = MockBackend(journal: Journal())
    backend.fetchStub.suspends()

    async let answer = backend.fetch(id: 7)
    await backend.fetchStub.waitUntilSuspended()
    backend.fetchStub.resume(returning: 42)

    #expect(await answer == 42)
    expectTranscript(backend.journal, "backend.fetch(id: 7)")
  }
}
