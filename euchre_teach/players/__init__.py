"""Computer players. Each takes a seat's view (never the deal) and returns a legal action.

Besides the players themselves this room holds what they decide by: the bidding count that
lesson 6 teaches and the coach bids by (``count``), the named principles the coach cites
(``principles``), what a seat can infer (``knowledge``), and the expert's machinery
(``sampling`` of deals that fit a view, ``simulation``, the exact ``solver``). It imports
the rules rooms (:mod:`euchre_teach.core`, :mod:`euchre_teach.buck`) only.

- :class:`RandomPlayer`: random legal actions, a baseline.
- :class:`CoachBot`: named rules of thumb; ``decide(view)`` says which principle and why.
- :class:`ExpertBot`: simulates sampled deals that fit its view, starting from the coach.

>>> from euchre_teach.core.dealing import seeded_deal
>>> deal = seeded_deal(9)
>>> CoachBot(seed=1).choose(deal.view(deal.to_act)) in deal.legal_actions()
True
"""

from euchre_teach.players.coach import CoachBot, Level
from euchre_teach.players.decision import Decision
from euchre_teach.players.expert import Analysis, ExpertBot
from euchre_teach.players.random_player import RandomPlayer

__all__ = ["Analysis", "CoachBot", "Decision", "ExpertBot", "Level", "RandomPlayer"]
