import ViperCore

/// The user-facing text of the Todos feature in English and Japanese, picked by the locale.
///
/// Every string a presenter shows lives here, so a translation is one file and the two languages
/// cannot drift apart.
struct TodosText {
  private let isJapanese: Bool

  /// Creates the text for the settings' locale.
  ///
  /// - Parameter settings: The settings whose locale picks the language.
  init(settings: CalendarSettings) {
    self.isJapanese = settings.prefersJapanese
  }

  private func pick(_ english: String, _ japanese: String) -> String {
    isJapanese ? japanese : english
  }

  var today: String { pick("Today", "今日") }
  var tomorrow: String { pick("Tomorrow", "明日") }
  var laterThisWeek: String { pick("Later This Week", "今週") }
  var nextWeek: String { pick("Next Week", "来週") }
  var completed: String { pick("Completed", "完了") }
  var notCompleted: String { pick("Not completed", "未完了") }
  var blankTitle: String { pick("Enter a title.", "文字を入力してください") }
  var cancel: String { pick("Cancel", "キャンセル") }
  var delete: String { pick("Delete", "削除") }
  var loadFailed: String { pick("The to-dos could not be loaded.", "ToDoを読み込めませんでした。") }
  var saveFailed: String { pick("The to-do could not be saved.", "ToDoを保存できませんでした。") }
  var deleteFailed: String { pick("The to-do could not be deleted.", "ToDoを削除できませんでした。") }
  var notFound: String { pick("This to-do no longer exists.", "このToDoは存在しません。") }
  var dueDateInPast: String {
    pick("Choose a due date from today on.", "期限は今日以降の日付にしてください")
  }

  func titleTooLong(limit: Int) -> String {
    pick("Use at most \(limit) characters.", "\(limit)文字以内にしてください")
  }

  func deleteConfirmation(title: String) -> String {
    pick("Delete “\(title)”?", "『\(title)』を削除します。よろしいですか？")
  }
}
