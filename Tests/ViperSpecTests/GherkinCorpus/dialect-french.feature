# language: fr
Fonctionnalité: Les dialectes
  Contexte:
    Soit un contexte
  Scénario: Un exemple
    Quand on agit
    Alors ça marche
    Et encore
