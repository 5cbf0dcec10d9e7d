Feature: A byte-order mark
  Scenario: Rejected by Cucumber
    Given a step
