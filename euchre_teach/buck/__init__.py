"""Buck Euchre, the three-player game: each player for themselves, counting down to 0.

Its options, seats and scoring (``rules``), one hand as a state machine with in or out and
dirty clubs (``deal``), what one seat may know (``view``), its refusals and results in words
(``words``), dealing and the match (``game``) and ``players: 3`` hand records (``record``).
What is the same as four-player Euchre is not written twice but taken from
:mod:`euchre_teach.core`: the cards, bowers, tricks and following suit, the two rounds of
bidding (``core.bidding``), the shape of a match (``core.game.Match``), the record's lines
and its one rule-words parser (``core.notation``) and the refusals' words
(``core.messages``). This room imports the core and nothing else of the package.
"""

from euchre_teach.buck.deal import BuckDeal

__all__ = ["BuckDeal"]
