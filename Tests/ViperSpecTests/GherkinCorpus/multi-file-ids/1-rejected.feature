Feature: Rejected half way
  Scenario: Read
    Given a step
      | a | b |
      | c |
  Scenario: After the error
    Given another
