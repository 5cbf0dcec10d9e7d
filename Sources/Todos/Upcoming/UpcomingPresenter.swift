import Foundation
public import ViperCore

/// Groups upcoming to-dos into Today, Tomorrow, Later This Week and Next Week for the view.
///
/// Sections keep that fixed order and appear only when they have rows; rows keep the
/// interactor's order (due date, then title). An item the interactor classified as out of range
/// never reaches the view, and when nothing is left the view gets the no-content state.
@MainActor
public final class UpcomingPresenter: UpcomingPresenting {
  private weak var view: (any UpcomingDisplaying)?
  private let interactor: any UpcomingInteracting
  private let router: any UpcomingRouting
  private let clock: any DateClock
  private let calendar: TodoCalendar
  private let text: TodosText

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - view: The view to render into, held weakly.
  ///   - interactor: Finds the upcoming to-dos.
  ///   - router: Performs navigation.
  ///   - clock: Tells when the next midnight comes, for ``keepFresh()``.
  ///   - settings: The calendar, time zone and locale for weekday names and language.
  public init(
    view: any UpcomingDisplaying,
    interactor: any UpcomingInteracting,
    router: any UpcomingRouting,
    clock: any DateClock,
    settings: CalendarSettings
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.clock = clock
    self.calendar = TodoCalendar(settings: settings)
    self.text = TodosText(settings: settings)
  }

  public func viewAppeared() async {
    await reload()
  }

  public func addTapped() async {
    router.presentAddTodo()
  }

  public func keepFresh() async {
    while !Task.isCancelled {
      let midnight = calendar.startOfNextDay(after: clock.now)
      do {
        try await clock.sleep(until: midnight)
      } catch {
        return
      }
      await reload()
    }
  }

  public func addTodoDidSave(_ todo: Todo) async {
    await reload()
  }

  public func addTodoDidCancel() async {}

  private func reload() async {
    let state: UpcomingViewState
    do {
      state = viewState(for: try await interactor.upcomingItems())
    } catch {
      state = .failed(message: message(for: error))
    }
    view?.render(state)
  }

  private func viewState(for items: [UpcomingItem]) -> UpcomingViewState {
    let buckets: [(NearTermDateRelation, String, String)] = [
      (.today, text.today, "check"),
      (.tomorrow, text.tomorrow, "alarm"),
      (.laterThisWeek, text.laterThisWeek, "circle"),
      (.nextWeek, text.nextWeek, "calendar"),
    ]
    let sections = buckets.compactMap { relation, title, imageName -> UpcomingSection? in
      let rows = items.filter { $0.relation == relation }.map { item in
        UpcomingRow(
          id: item.id,
          title: item.title,
          dueDay: relation == .today ? "" : calendar.weekdayName(of: item.dueDate)
        )
      }
      return rows.isEmpty ? nil : UpcomingSection(title: title, imageName: imageName, rows: rows)
    }
    return sections.isEmpty ? .noContent : .sections(sections)
  }

  private func message(for error: UpcomingError) -> String {
    switch error {
    case .store: text.loadFailed
    }
  }
}
