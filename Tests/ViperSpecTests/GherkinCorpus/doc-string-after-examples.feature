Feature: A doc string where no step can take it

  Scenario Outline: After the table
    Given <n> items

    Examples:
      | n |
      | 1 |
      """
      Nobody takes this.
      """
