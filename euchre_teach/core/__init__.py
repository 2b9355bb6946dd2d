"""The rules of four-player Euchre, exact, with the standard library only.

Cards and seats (``cards``, ``seats``); the rules, the only place the bowers exist
(``rules``: effective suit and trick rank); the action text forms (``actions``); one deal as
a state machine (``state``, ``deal``, with the two rounds of bidding in ``bidding`` and the
check of its cards in ``deal_check``) and what one seat may know of it (``view``); seeded
shuffles (``dealing``); a match to N points (``game``); hand records (``record``, written in
the lines and rule words of ``notation``); and the words a learner reads about the rules
(``explain``, ``messages``, ``errors``), which take plain values (cards, seats, suits),
never a deal. Buck Euchre shares the bidding, the match, the notation and the words. This
room imports nothing else of the package: everything else builds on it.
"""
