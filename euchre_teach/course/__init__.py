"""The course's content: what each lesson teaches and asks.

The lesson catalogue, where the lessons live on disk and the guided hands
(``catalogue``); quiz questions and drill items (``quizzes``, ``drills``, ``buck_quiz``),
each answered by the rules core; bidding and defence practice (``practice``); mastery per
lesson, rebuilt from the stored item keys (``mastery``); the cheat sheet and the glossary
(``cheatsheet``, ``glossary``); and the checks an author's lesson gets (``authoring``). It
may import the rules, the players and strategy; never the store or the entry points.
"""
