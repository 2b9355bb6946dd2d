"""Buck Euchre, the three-player game: each player for themselves, counting down to 0.

Its options and scoring (``rules``), one hand as a state machine with in or out and dirty
clubs (``deal``), what one seat may know (``view``), its refusals and results in words
(``words``), dealing and the match (``game``) and ``players: 3`` hand records (``record``).
It shares the four-player game's cards, bowers, tricks, following suit and rule words from
:mod:`euchre_teach.core`, and imports nothing else of the package.
"""

from euchre_teach.buck.deal import BuckDeal

__all__ = ["BuckDeal"]
