"""Strategy: what a good player would do here, and why, in words a learner reads.

The course's one judge of strategy (``judge``: every choice at a seat's decision valued from
that seat's view, on deals that fit it, played out by coaches deciding from their own views,
with the set of choices within its margin of the best, and its loner rule in ``loners``:
a close loner that fails the loner test is refused), the hint button's advice for both
games (``hints``, ``buck_hints``), made of the values in ``advice`` (a hint, its
alternatives, actions in words), and the verdicts on every choice in a guided hand
(``judging``, which asks the judge and audits any folder of hands it is given). It asks
the computer players (:mod:`euchre_teach.players`: the coach's count and principles,
the expert's sampled deals) and imports the rules rooms below them; never the course, the
store or the entry points, which build on it.
"""
