Feature: A column name that is a regular expression in Cucumber

  Scenario Outline: Total
    Given a <total (€)>

    Examples:
      | total (€) |
      | 3         |
