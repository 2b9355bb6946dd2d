"""The course's content: what each lesson teaches and asks.

The lesson catalogue, where the lessons live on disk and the guided hands
(``catalogue``), and the audit of the guided hands' verdicts (``judge_hands``); what a
question is (``items``); the drill families, a module each (``drills/``), the quizzes, a
module per lesson group (``quizzes/``), and lesson 15's Buck Euchre quiz and practice
(``buck_quiz``), every answer from the rules core; bidding and defence practice
(``practice``); the strategic questions' keys as the judge set them, with teachers' reasons
and each option's own reason in cards (``answer_keys``, ``option_reasons``); mastery per
lesson, rebuilt from the stored item keys (``mastery``); the cheat sheet and the glossary
(``cheatsheet``, ``glossary``); and the checks an author's lesson gets (``authoring``). It
may import the rules, the players and strategy; never the store or the entry points, which
build on it (a store is met only as the answers it hands over, see
``mastery.learner_mastery``).
"""
