Feature: Escapes in table cells

  Scenario: At the edges of cells
    Given the cells
      | \n | a\n | \nb | \| | \\ | \x |
