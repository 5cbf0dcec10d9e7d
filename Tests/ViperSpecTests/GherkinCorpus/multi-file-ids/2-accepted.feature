Feature: IDs run on
  Scenario: Numbered after the rejected file
    Given a step
