Feature: Keyword types

  Scenario Outline: Starts with And
    And <x> first
    But then this
    When acted
    And more

    Examples:
      | x |
      | 1 |
