Feature: Tags

  @with	tab @ok
  Scenario: A tag and a tab
    Given a step
