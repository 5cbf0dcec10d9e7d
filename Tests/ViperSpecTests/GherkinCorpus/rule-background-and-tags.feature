@feature
Feature: Rules
  Background:
    Given the feature's background

  @rule
  Rule: A rule
    Background:
      Given the rule's background

    @scenario
    Scenario Outline: Tagged <n>
      Then <n> is seen

      @examples
      Examples: First
        | n |
        | 1 |

      Examples: Empty

      Examples: Header only
        | n |
