"""Strategy: what a good player would do here, and why, in words a learner reads.

The one judge of strategy (``judge``): every choice at a seat's decision valued from that
seat's view alone, on deals that fit it, played out by players who each see only their own
hand, with the set of choices within the margin of the best. It is new: the hint button and
the guided-hand verdicts below still use the expert's simulation, and move onto it next.
The hint button's advice for both games (``hints``, ``buck_hints``), made of the values in
``advice`` (a hint, its alternatives, actions in words), and the expert's verdicts on every
choice in a guided hand (``judging``, which audits any folder of hands it is given). It
asks the computer players (:mod:`euchre_teach.players`: the coach's count and principles,
the expert's sampled deals) and imports the rules rooms below them; never the course, the
store or the entry points, which build on it.
"""
