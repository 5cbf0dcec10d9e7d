Feature: Carriage returns
  Scenario: Several at a line end
    Given a step
      | a | b |
