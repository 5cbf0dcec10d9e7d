Feature: Doc strings

  Scenario: Escaped fences and the other delimiter
    Given a doc string
      """json
      {"a": 1}
      \"\"\"
      """
    And a backtick one
      ```
      """
      ```
    And one indented less than its fence
      """
    left
        more
      """
