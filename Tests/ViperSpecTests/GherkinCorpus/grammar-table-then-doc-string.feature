Feature: A step may carry a data table and a doc string

  Current Gherkin allows both arguments on one step, in either order; each pickle argument then
  says where it stood.

  Scenario: Table first
    Given these users:
      | name  | role  |
      | Aiko  | admin |
    And this welcome text:
      """markdown
      Hello
      """
    When the import runs with these settings
      | dry run | yes |
      """
      verbose
      """
    Then nothing is stored
