import Foundation
public import ViperCore

/// The create-task use case: checks the input (a title of 1 to 100 characters once trimmed, a due
/// day from today on, in the injected calendar), then creates the task through the task
/// repository, which sends it to the service and keeps it on this device; the members come from
/// the member repository.
@MainActor
public final class CreateTaskInteractor: CreateTaskUseCase {
  /// The most characters a title may have.
  public static let titleLimit = 100

  public weak var output: (any CreateTaskInteractorOutput)?
  private let repository: TaskRepository
  private let members: MemberRepository
  private let clock: any DateClock
  private let settings: CalendarSettings

  /// Creates the interactor.
  ///
  /// - Parameters:
  ///   - repository: The team's tasks, on this device and on the service.
  ///   - members: The team's members, to whom a task can be assigned.
  ///   - clock: Where "today" comes from, for the due date check.
  ///   - settings: The calendar and time zone the days are counted in.
  public init(
    repository: TaskRepository,
    members: MemberRepository,
    clock: any DateClock,
    settings: CalendarSettings
  ) {
    self.repository = repository
    self.members = members
    self.clock = clock
    self.settings = settings
  }

  public func fetchMembers() async {
    do {
      output?.outputMembers(try await members.members())
    } catch .cancelled {
      return
    } catch {
      output?.outputMembersError(error)
    }
  }

  public func createTask(_ input: TaskDraft) async {
    let title = input.title.trimmingCharacters(in: .whitespacesAndNewlines)
    let problems = problems(title: title, input: input)
    guard problems.isEmpty else {
      output?.outputInputProblems(problems)
      return
    }
    let draft = TaskDraft(
      title: title,
      details: input.details.trimmingCharacters(in: .whitespacesAndNewlines),
      assignee: input.assignee,
      dueDate: input.dueDate
    )
    do {
      output?.outputCreatedTask(try await repository.createTask(draft))
    } catch .cancelled {
      return
    } catch {
      output?.outputCreateTaskError(error)
    }
  }

  private func problems(title: String, input: TaskDraft) -> [CreateTaskInputProblem] {
    var problems: [CreateTaskInputProblem] = []
    if title.isEmpty {
      problems.append(.titleMissing)
    } else if title.count > Self.titleLimit {
      problems.append(.titleTooLong(length: title.count, limit: Self.titleLimit))
    }
    let calendar = settings.calendar
    if let due = input.dueDate,
      calendar.startOfDay(for: due) < calendar.startOfDay(for: clock.now)
    {
      problems.append(.dueDateInPast)
    }
    return problems
  }
}
