import Testing
import ViperSpecCLI

/// What `viper-spec mutate` says to a user who asks wrongly, and how comments and options choose
/// the mutants.
@MainActor
@Suite struct MutateCommandTests {
  private let presenter = """
    final class CartPresenter {
      weak var view: CartView?
      func refresh(count: Int) {
        view?.show(count > 0)  // viper-spec:mutate off
        view?.show(count < 9)
        // viper-spec:mutate off relational-boundary
        view?.show(count >= 3)
        // viper-spec:mutate on
        view?.show(count <= 2)
      }
    }
    """

  @Test func `a comment after code switches its line off`() async throws {
    let listed = try await MutantSandbox(["CartPresenter.swift": presenter]).list()
    let lines = listed.standardOutput.split(separator: "\n").map(String.init)

    #expect(lines.filter { $0.contains(".swift:4:") }.allSatisfy { $0.hasSuffix("(ignored)") })
    #expect(lines.contains { $0.contains(".swift:4:") })
    #expect(lines.filter { $0.contains(".swift:5:") }.allSatisfy { !$0.hasSuffix("(ignored)") })
  }

  @Test func `a comment on its own line switches the operators it names off until on`() async throws
  {
    let listed = try await MutantSandbox(["CartPresenter.swift": presenter]).list()
    let lines = listed.standardOutput.split(separator: "\n").map(String.init)
    let line7 = lines.filter { $0.contains(".swift:7:") }

    #expect(line7.contains { $0.contains("relational-boundary") && $0.hasSuffix("(ignored)") })
    #expect(line7.contains { $0.contains("drop-presenter-call") && !$0.hasSuffix("(ignored)") })
    #expect(lines.filter { $0.contains(".swift:9:") }.allSatisfy { !$0.hasSuffix("(ignored)") })
  }

  @Test func `operators choose the mutants`() async throws {
    let mutants = try await MutantSandbox(["CartPresenter.swift": presenter]).mutants([
      "--operators", "relational-boundary",
    ])

    #expect(
      mutants == [
        "4: relational-boundary: > → >= (ignored)", "5: relational-boundary: < → <=",
        "7: relational-boundary: >= → > (ignored)", "9: relational-boundary: <= → <",
      ]
    )
  }

  @Test func `an operator no one has is named with the list of them all`() async throws {
    let listed = try await MutantSandbox(["CartPresenter.swift": presenter]).list([
      "--operators", "relational,logical",
    ])

    #expect(listed.status == 2)
    #expect(listed.standardError.contains("No operator 'relational'"))
    #expect(listed.standardError.contains("relational-boundary, equality"))
  }

  @Test func `a module the package does not have is named with the ones it has`() async throws {
    let sandbox = try MutantSandbox(["CartPresenter.swift": presenter])
    let output = await SpecCommand.run(
      ["mutate", "Cart", "--package-path", sandbox.package.path, "--list"],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )

    #expect(output.status == 2)
    #expect(output.standardError.contains("no module 'Cart'"))
    #expect(output.standardError.contains("Shop"))
  }

  @Test func `a misspelt operator in a comment is warned about, not ignored`() async throws {
    let sandbox = try MutantSandbox([
      "CartPresenter.swift":
        "func f(a: Int) -> Bool {\n  a > 1  // viper-spec:mutate off relational\n}\n"
    ])
    let listed = await sandbox.list()

    #expect(listed.standardError.contains("Sources/Shop/CartPresenter.swift:2: relational"))
  }

  @Test func `a threshold outside 0 to 100 is refused`() async throws {
    let listed = try await MutantSandbox(["CartPresenter.swift": presenter]).list([
      "--threshold", "120",
    ])

    #expect(listed.status == 2)
    #expect(listed.standardError.contains("--threshold takes a percentage from 0 to 100"))
  }

  @Test(arguments: ["0x27", "1e1", "", " 80", "80%", "nan"])
  func `a threshold that is not a plain decimal number is refused`(text: String) async throws {
    let listed = try await MutantSandbox(["CartPresenter.swift": presenter]).list([
      "--threshold", text,
    ])

    #expect(listed.status == 2)
  }

  @Test func `a tests filter that is no regular expression is refused before any build`()
    async throws
  {
    let listed = try await MutantSandbox(["CartPresenter.swift": presenter]).list(["--tests", "("])

    #expect(listed.status == 2)
    #expect(listed.standardError.contains("--tests takes a regular expression"))
  }

  @Test func `a report path that is a folder or empty is refused before any build`() async throws {
    let sandbox = try MutantSandbox(["CartPresenter.swift": presenter])
    let intoFolder = await sandbox.list(["--json", sandbox.package.path])
    let empty = await sandbox.list(["--html", ""])

    #expect(intoFolder.status == 2)
    #expect(intoFolder.standardError.contains("it is a folder"))
    #expect(empty.status == 2)
  }
}
