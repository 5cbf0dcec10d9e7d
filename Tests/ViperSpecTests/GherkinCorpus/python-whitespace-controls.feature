Feature: Python whitespace

  Scenario: Separators count as whitespace
    Given a step
    | a | b |

