# language: em
📚: Emoji
  📕: A scenario
    😐 a step
    🙏 done
