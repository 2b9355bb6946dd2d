"""Scoring a hand (family ``score``; ``scoreD`` where defending alone is played): who scores,
and how much, with the reason in words.

>>> score_item(1).key, score_item(1, defend_alone=True).key
('score/1', 'scoreD/1')
"""

from __future__ import annotations

from euchre_teach.core.explain import tricks_taken
from euchre_teach.core.rules import hand_score
from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES, team
from euchre_teach.course.drills.positions import rng_for
from euchre_teach.course.items import Item, Option

__all__ = ["explain_score", "score_item"]


def explain_score(maker_tricks: int, *, alone: bool = False, defender_alone: bool = False) -> str:
    """Why a hand scores what it does, in words, from :func:`rules.hand_score`.

    >>> explain_score(4)
    'The makers took 4 tricks: three or four tricks make their bid, worth 1 point.'
    """
    side, points = hand_score(maker_tricks, alone=alone, defender_alone=defender_alone)
    unit = "point" if points == 1 else "points"
    if side == "makers" and maker_tricks == 5:
        who = "a lone maker" if alone else "the makers with a partner"
        return f"The makers took all five tricks, a march: for {who} that is worth {points} {unit}."
    if side == "makers":
        return (
            f"The makers took {maker_tricks} tricks: three or four tricks make their bid,"
            f" worth {points} {unit}{' even alone' if alone else ''}."
        )
    lone = " a lone defender against a lone maker earns" if defender_alone else " that earns"
    return (
        f"The makers took {tricks_taken(maker_tricks)}, fewer"
        f" than three: they are euchred, and the defenders score instead:{lone} {points} {unit}."
    )


def score_item(number: int, *, defend_alone: bool = False) -> Item:
    """Item ``number`` of "score this hand": who made trump, alone or not, tricks taken.

    With ``defend_alone`` a defender may play alone too, and a lone defence scores 4: another
    question (another option, maybe another answer), so it has its own key, ``scoreD/N``."""
    rng = rng_for("score", number)
    maker = rng.randrange(4)
    alone = rng.random() < 0.3
    lone_defence = defend_alone and alone and rng.random() < 0.5
    tricks = rng.choice([0, 1, 2, 3, 3, 4, 4, 5, 5])
    side, points = hand_score(tricks, alone=alone, defender_alone=lone_defence)
    makers, defenders = team(maker), 1 - team(maker)
    scorer = makers if side == "makers" else defenders
    explanation = explain_score(tricks, alone=alone, defender_alone=lone_defence)
    pairs = [(makers, 1), (makers, 2), (makers, 4), (defenders, 2)]
    if defend_alone:
        pairs.append((defenders, 4))
    options = []
    for side_team, pts in pairs:
        right = (side_team, pts) == (scorer, points)
        # a wrong answer says who scores and how much first: the quiz shows only this
        answer = (f"{TEAM_NAMES[scorer]} score {points}, not {pts}." if side_team == scorer
                  else f"Not {TEAM_NAMES[side_team]}: {TEAM_NAMES[scorer]} score {points}.")
        feedback = explanation if right else f"{answer} {explanation}"
        value = f"{side_team} {pts}"
        label = f"{TEAM_NAMES[side_team]} score {pts}"
        options.append(Option(value, label, right, feedback))
    how = " alone" if alone else ""
    defence = f" {SEAT_NAMES[(maker + 1) % 4]} defended alone." if lone_defence else ""
    prompt = (
        f"{SEAT_NAMES[maker]} ({TEAM_NAMES[makers]}) made trump and played{how}.{defence}"
        f" The makers took {tricks} trick{'s' if tricks != 1 else ''}. Who scores, and how much?"
    )
    family = "scoreD" if defend_alone else "score"
    return Item(f"{family}/{number}", prompt, tuple(options), explanation)
