"""The rules of four-player Euchre, exact, with the standard library only.

Cards and seats (``cards``, ``seats``); the rules, the only place the bowers exist
(``rules``: effective suit and trick rank); the action text forms (``actions``); one deal as
a state machine (``state``, ``deal``) and what one seat may know of it (``view``); seeded
shuffles (``dealing``); a match to N points (``game``); hand records (``record``); and the
words a learner reads about the rules (``explain``, ``messages``, ``errors``), which take
plain values (cards, seats, suits), never a deal. This room imports nothing else of the
package: everything else builds on it.
"""
