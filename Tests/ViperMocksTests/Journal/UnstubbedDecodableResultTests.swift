import Foundation
import Testing
import ViperTesting

/// A call nothing answered, whose result is a `Decodable` type with no literal placeholder (a
/// class entity), fails the test naming the stub and gives the type's zero value, so the code
/// under test goes on and the process goes on.
@Suite struct UnstubbedDecodableResultTests {
  enum Role: String, Codable, CaseIterable { case reader, editor }

  struct Address: Codable, Equatable { var city: String }

  final class Author: Codable {
    var name: String
    var books: Int
    var joined: Date
    var nickname: String?
    var address: Address
    var roles: [Role]
    var role: Role
    var id: UUID
  }

  final class MockAuthors: Mock {
    let journal: Journal
    let currentAuthorStub = Stub<Author, Never>()
    init(journal: Journal) { self.journal = journal }
    func currentAuthor() -> Author {
      currentAuthorStub.answer(self, placeholder: stopUnstubbedCall())
    }
  }

  @Test func `an unstubbed call gives the zero author after failing the test`() {
    // The unstubbed call's failure is this test's subject, not the call journaled.
    let authors = MockAuthors(journal: Journal(exhaustive: false))

    var author: Author?
    withKnownIssue {
      author = authors.currentAuthor()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("currentAuthorStub")
    }

    #expect(author?.name == "")
    #expect(author?.books == 0)
    #expect(author?.joined == Date(timeIntervalSinceReferenceDate: 0))
    #expect(author?.nickname == nil)
    #expect(author?.address == Address(city: ""))
    #expect(author?.roles.isEmpty == true)
    #expect(author?.role == .reader)
  }
}
