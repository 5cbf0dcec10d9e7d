Feature: Code points, not grapheme clusters

  Scenario Outline: <café> and <café>
    Given <café> then <café> then <a‍b>

    Examples:
      | café | café | a‍b |
      | one  | two   | three |
