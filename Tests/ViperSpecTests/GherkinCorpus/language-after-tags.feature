@tagged
# language: fr
Feature: The language line comes too late
  Scenario: English keywords still
    Given a step
