# language: fr
# language: de
Fonctionnalité: Only the first language line counts
  Scénario: French
    Soit une étape
