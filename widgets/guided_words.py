"""The words of a guided hand that do not need its table: what is said when an "also fine"
choice is accepted and the hand goes on as recorded, and how a comment on another seat's
move is told apart from one that gives away what that seat holds (widgets.guided holds
such a comment, and any naming a card the learner cannot see, until the hand ends).
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

from euchre_teach import DECK, Card, Deal
from euchre_teach.core.actions import Action, Kind
from euchre_teach.core.explain import action_phrase, tricks_taken
from euchre_teach.core.seats import SEAT_NAMES, TEAM_NAMES
from euchre_teach.core.state import Phase
from euchre_teach.course.guided_words import PARTNER_BID_YES, Attempt
from euchre_teach.course.praise import BEST
from widgets.quiz_words import figures_fold, more_fold  # more_fold: the quiz's "Why?" too

__all__ = [
    "AS_RECORDED",
    "WATCH_BIDS",
    "answer_html",
    "cards_named",
    "continue_tooltip",
    "face_up_now",
    "folded_answer",
    "folds_html",
    "go_on_label",
    "go_on_line",
    "hand_list",
    "hand_outcome",
    "learner_line",
    "log_html",
    "met_before",
    "more_fold",
    "on_the_table",
    "paused_note",
    "replay_note",
    "speaks_of_a_holding",
    "unseen_by",
    "wait_words",
]

AS_RECORDED = ("A recorded hand: when your choice is as good as the recorded one, you are"
               " told so, and the hand goes on with the recorded move (\"Go on with ...\""
               " plays it), so that its notes stay true.")
"""Said above a judged guided hand before it starts, so that an "also fine" choice the
hand does not play never comes as a surprise (walk20: the longer version, with its quoted
verdict words, was a dense paragraph a beginner could not act on)."""

WATCH_BIDS = "Your part here: the cards. Continue makes each of your bids."
"""Said above lesson 3's guided hand, which shows the bids instead of asking them: the play
is taught first, the bidding two lessons later."""


def log_html(lines: list[str]) -> str:
    """A guided hand's log, numbered from the hand's start (HTML): its last eight lines in
    view, every earlier line kept under an "Earlier moves" fold above them (a cold walk
    found the list starting at "16." by the end, earlier reasons gone; the fold's list is
    ``et-log-old``, so ``ol.et-log`` stays the one list of the last lines); the newest, what
    was just played, is marked ``et-log-new`` (the page keeps it on screen after Continue).

    The list sits in a box of its own (``et-log-box``, panels.css), no taller than a part
    of the screen and scrolled to its newest line: a list that grew under the table with
    each Continue took the page down with it until North's seat and the trick were off the
    top of the screen (fix17, a cold walk of the watched hands).

    >>> log_html(["North passed.", "East passed."]).split("<li")[1:]
    ['>North passed.</li>', ' class="et-log-new">East passed.</li></ol></div></div>']
    """
    shown = [f"<li>{html.escape(line)}</li>" for line in lines[-8:]]
    if shown:
        shown[-1] = '<li class="et-log-new">' + shown[-1].removeprefix("<li>")
    earlier = lines[:-8]
    fold = ""
    if earlier:
        items = "".join(f"<li>{html.escape(line)}</li>" for line in earlier)
        moves = f"{len(earlier)} move{'s' if len(earlier) != 1 else ''}"
        fold = (
            f'<details class="et-log-earlier"><summary>Earlier moves ({moves})</summary>'
            f'<ol class="et-log-old" start="1">{items}</ol></details>'
        )
    listed = f'{fold}<ol class="et-log" start="{max(1, len(lines) - 7)}">{"".join(shown)}</ol>'
    return (f'<div class="et-log-box" role="region" aria-label="Moves so far" tabindex="0">'
            f"<div>{listed}</div></div>")  # fmt: skip


def learner_line(done: str, action: Action, feedback: str) -> str:
    """The log's line for the learner's accepted move (``done``: "You passed."): a bid or a
    discard keeps its verdict there, since the answer box, with the reason, goes at the
    learner's next decision. After a round-1 pass that comes three Continues later, and
    lessons 7-8's log said only "You passed." (a cold walk) where every other bid's "Yes."
    stayed in view. A card played says the move only (its reason said once, in the answer).

    >>> learner_line("You passed.", Action.parse("pass"), "Yes. You hold no clubs: pass.")
    'You passed. Yes: the best choice here.'
    >>> learner_line("You passed.", Action.parse("pass"), "Yes: passing is one of the best"
    ...              " choices here, and so is naming ♣ clubs.")
    'You passed. Yes: one of the best choices here.'
    >>> learner_line("You ordered up the upcard.", Action.parse("order"),
    ...              "Yes: the best bid with your partner. Going alone would score more.")
    'You ordered up the upcard. Yes: the best bid with your partner.'
    >>> learner_line("You played A♠.", Action.parse("play AS"), "Yes. Cash your ace.")
    'You played A♠.'
    """
    if action.kind is Kind.PLAY:
        return done
    if feedback.startswith(PARTNER_BID_YES):  # going alone would score more: say so here too
        return f"{done} {PARTNER_BID_YES}"
    if feedback.startswith("Yes, and sound:"):  # expert54: going alone scores more
        return f"{done} {PARTNER_BID_YES}"
    best = BEST.format("choices") if feedback.startswith("Yes:") else "the best choice here"
    return f"{done} Yes: {best}."


def folds_html(more: str, figures: str) -> str:
    """An answer's two folds alone (HTML): beside a refused card's words, which the hand
    says beside the cards, they wait under the move list."""
    return more_fold(more) + figures_fold(figures)


def answer_html(said: str, kind: str, figures: str = "", more: str = "") -> str:
    """The answer to the learner's move (``kind``: right, wrong), below the cards and the
    buttons, so nothing the learner presses moves when it appears (HTML): the reason in
    words, further reasons in a "Why?" fold and the judge's figures in a fold under
    it, as in quizzes and practice.

    >>> html_ = answer_html("Yes: A♠ is a trick.", "right", "Over 400 deals, it scores 1.",
    ...                     "K♠ works too.")
    >>> html_.index("A♠ is a trick") < html_.index("K♠ works") < html_.index("Over 400")
    True
    """
    if not said:
        return ""
    return (f'<div class="et-feedback et-feedback-{kind}" role="status">{html.escape(said)}'
            f"{folds_html(more, figures)}</div>")  # fmt: skip


FOLDED_ANSWER = "Read again what was said about your last choice"


def folded_answer(said: str, figures: str = "", more: str = "") -> str:
    """The answer once the learner has pressed Continue: one line that opens to it, the
    words, the further reasons and then the figures (HTML).

    >>> "<summary>Read again" in folded_answer("Yes: three trumps and an ace.")
    True
    """
    if not said:
        return ""
    more = "".join(f"<p>{html.escape(part)}</p>" for part in (more, figures) if part)
    return (f'<details class="et-said et-feedback-folded"><summary>{FOLDED_ANSWER}</summary>'
            f"<p>{html.escape(said)}</p>{more}</details>")


def face_up_now(after_hand: list[str], dealt: Deal | None = None, you: int = 2) -> str:
    """After the hand: the other seats' cards as dealt (from ``dealt``, the deal before the
    first bid) and what their moves said about them (HTML). Nothing if no move said any.

    The box said "the cards can be shown" and showed none (walk19, lesson 7's thrown-in
    hand): it shows them now, each seat's five cards as dealt.
    """
    if not after_hand:
        return ""
    hands = ""
    if dealt is not None:
        seats = sorted((s for s in range(4) if s != you), key=lambda s: (s - you) % 4)
        rows = "".join(
            f"<li>{html.escape(SEAT_NAMES[s])}"
            f"{' (the dealer)' if s == dealt.dealer else ''}:"
            f" {html.escape(' '.join(c.label() for c in dealt.hands[s]))}</li>"
            for s in seats)  # fmt: skip
        hands = f'<ul class="et-log et-dealt">{rows}</ul>'
    items = "".join(f"<li>{html.escape(line)}</li>" for line in after_hand)
    return (
        '<p class="et-after-hand">The hand is over, so the cards can be shown. The other'
        f" seats' cards as dealt, face down while you played:</p>{hands}"
        "<p>What their moves said about them:</p>"
        f'<ul class="et-log">{items}</ul>'
    ) if hands else (
        "<p class=\"et-after-hand\">The hand is over: what the other seats' moves said"
        f' about their own cards, face down while you played:</p><ul class="et-log">{items}</ul>'
    )


def continue_tooltip(next_move: tuple[int, Action] | None, you: int) -> str:
    """What a guided hand's Continue button does next: the next seat's bid, the dealer's
    discard or the next seat's card, the learner's (seat ``you``) when it is played for them
    (``None``: the hand is over).

    >>> continue_tooltip((1, Action.parse("pass")), 2)
    "Show East's bid"
    >>> continue_tooltip((3, Action.parse("play KC")), 2)
    "Play West's next card"
    >>> continue_tooltip((0, Action.parse("discard 9H")), 2), continue_tooltip(None, 2)
    ("Show North's discard (face down)", 'The hand is over')
    >>> continue_tooltip((2, Action.parse("play KC")), 2)
    'Play your next card for you'
    """
    if next_move is None:
        return "The hand is over"
    seat, action = next_move
    name = SEAT_NAMES[seat]
    if action.kind is Kind.PLAY:
        return "Play your next card for you" if seat == you else f"Play {name}'s next card"
    if action.kind is Kind.DISCARD:
        return f"Show {name}'s discard (face down)"
    return f"Show {name}'s bid"


def go_on_label(recorded: Action) -> str:
    """The button that plays the recorded move after an "also fine" choice.

    >>> go_on_label(Action.parse("play KC")), go_on_label(Action.parse("pass"))
    ('Go on with K♣', 'Go on as recorded: pass')
    """
    if recorded.card is not None:
        return f"Go on with {recorded.card.label()}"
    return f"Go on as recorded: {action_phrase(recorded)}"


def go_on_line(done: str, chosen: Action, attempt: Attempt, *, dealer: bool = False) -> str:
    """The log's line when the hand goes on with the recorded move (``done``: "You played
    K♥.") after the learner's other accepted choice (``chosen``, answered ``attempt``):
    "was the best choice" where the recorded one was refused (hand 08's loner); for a
    choice that broke the habit in plain sight (:attr:`Attempt.broke`), what the habit was,
    never "accepted" (expert58: a beginner reads it as "correct"); "was accepted" for one
    that only spent a higher trump, never "also fine", "worked here too" nor "not wrong by
    much" (expert55, expert56: the log is shown words too); else "was also fine".

    >>> go_on_line("You played K♥.", Action.parse("play QC"), Attempt(True, "", broke="K♥"))
    'You played K♥, as the hand was recorded (you chose Q♣; K♥ was the habit).'
    >>> go_on_line("You played K♥.", Action.parse("play JH"), Attempt(True, "", habit="K♥ ..."))
    'You played K♥, as the hand was recorded (your J♥ was accepted).'
    """
    if chosen.card is not None and attempt.broke:
        mine = chosen.card.label() if chosen.kind is Kind.PLAY else f"to {action_phrase(chosen)}"
        return f"{done[:-1]}, as the hand was recorded (you chose {mine}; {attempt.broke} was" \
            " the habit)."
    mine = (chosen.card.label() if chosen.card is not None else
            f"choice to {action_phrase(chosen, dealer=dealer)}")  # fmt: skip
    fine = ("was the best choice" if attempt.best
            else "was accepted" if attempt.habit else "was also fine")  # fmt: skip
    return f"{done[:-1]}, as the hand was recorded (your {mine} {fine})."


_HOLDING = re.compile(r"\b(?:has no \w+ at all|in (?:hand|his hand|her hand)|has only|holds?"
                      r"|has (?:one|two|three|four|little|nothing)|the only \w+|last trump"
                      r"|keeps (?:the |its |his |her )?trumps?)\b",
                      re.IGNORECASE)  # fmt: skip


def wait_words(deal: Deal, you: int, *, state: str = "", go_on: str = "") -> str:
    """What a tap on one of the learner's cards is told while the hand takes none: what is
    true now and what to press, never a bare "wait" (a cold walk was told to wait while the
    table said "You ▶ to act", and while "Go on with 10♣" was the next step).

    ``state``: "paused", "finished", "watching" (lesson 3 makes the learner's bid for
    them) or "" (the table's turn); ``go_on``: the "Go on with ..." button when it waits.

    >>> from euchre_teach.core.cards import parse_cards
    >>> deal = Deal(dealer=0, upcard=Card.parse("KH"), hands=[parse_cards(h) for h in (
    ...     "JH JD AH 9C TC", "AC KC QC JC 9S", "AS KS QS JS TS", "AD KD QD TD 9D")])
    >>> wait_words(deal, 2, go_on="Go on with 10♣")
    'Press "Go on with 10♣" first: the hand goes on with the card it was recorded with.'
    >>> wait_words(deal, 2)
    'East is to bid next, not you: press Continue to see it.'
    >>> deal.apply("pass"); wait_words(deal, 2)
    'Your turn to bid: choose with the buttons below your cards.'
    """
    if go_on:
        return f'Press "{go_on}" first: the hand goes on with the card it was recorded with.'
    if state == "paused":
        return 'Press "Back to this hand" first: another hand on this page is being played.'
    if state == "finished":
        return 'This hand is over. "Play this hand again" plays it once more.'
    if state == "watching":
        return "Your bid is made for you here: press Continue to see it, then play your cards."
    seat = deal.to_act
    if seat == you:  # the learner's bid: the buttons below the cards
        return "Your turn to bid: choose with the buttons below your cards."
    if seat is None:
        return "Press Continue to go on."
    name = SEAT_NAMES[seat] + (" (the dealer)" if seat == deal.dealer else "")
    verb = {Phase.PLAY: "play", Phase.DISCARD: "discard"}.get(deal.phase, "bid")
    return f"{name} is to {verb} next, not you: press Continue to see it."


def speaks_of_a_holding(text: str) -> bool:
    """True when a comment on another seat's move says what that seat holds ("East has no
    hearts at all", "with four hearts in hand", "has only trumps left", "has one small
    heart", "the only heart", "last trump"): something the learner could not know at a real
    table, though it names no card. What a play shows to everyone ("shows out of trumps:
    West has none") is not a holding kept hidden.

    >>> speaks_of_a_holding("East has no hearts at all"), speaks_of_a_holding("North leads")
    (True, False)
    >>> [speaks_of_a_holding(said) for said in ("East has one small heart: pass",
    ...  "West has little in spades", "East must follow with the only heart",
    ...  "East's last trump falls", "West shows out of trumps: West has none",
    ...  "North keeps trumps and throws a club")]
    [True, True, True, True, False, True]
    """
    return _HOLDING.search(text) is not None


def unseen_by(deal: Deal, seat: int) -> set[Card]:
    """The cards ``seat`` cannot see now: the other hands, the kitty and another seat's
    face-down discard (the upcard was face up for everyone)."""
    unseen = {card for other, hand in enumerate(deal.hands) if other != seat for card in hand}
    unseen.update(deal.kitty or ())
    if deal.discard is not None and deal.dealer != seat:
        unseen.add(deal.discard)
    unseen.discard(deal.upcard)
    return unseen


def cards_named(text: str) -> set[Card]:
    """The cards a sentence names, as ``J♥`` or "jack of hearts"."""
    lower = text.lower()
    return {card for card in DECK
            if re.search(rf"(?<![0-9A-Za-z]){re.escape(card.label())}", text)
            or card.name() in lower}  # fmt: skip


def paused_note(other: str, below: bool) -> str:
    """What a paused guided hand says: which hand is being played instead, that this one
    waits where it was, and why (HTML).

    >>> "further down this page" in paused_note("Your partner's upcard", True)
    True
    """
    where = "further down" if below else "higher up"
    name = html.escape(other) if other else "another hand"
    return ('<p class="et-paused" role="status"><strong>This hand is waiting where you left'
            f" it.</strong> You went on to play “{name}”, {where} this page, and"
            " only one hand on a page plays at a time, so a tap meant for one table never"
            " plays a card at the other. Press <em>Back to this hand</em> to play this one"
            " on from here; the other then waits in its turn.</p>")


def hand_outcome(deal: Deal) -> str:
    """How a finished guided hand came out, in words."""
    if deal.phase is Phase.PASSED_OUT:
        return "Everyone passed twice: the hand is thrown in and nobody scores."
    result = deal.result
    if result is None:
        return "The hand is over."
    if result.renege is not None:
        return (f"Renege claimed: {TEAM_NAMES[result.scoring_team]} score {result.points}"
                " points and the hand ends.")  # fmt: skip
    tricks = f"{result.maker_tricks} trick{'s' if result.maker_tricks != 1 else ''}"
    points = f"{result.points} point{'s' if result.points != 1 else ''}"
    makers = TEAM_NAMES[deal.maker % 2] if deal.maker is not None else "The makers"
    if result.maker_tricks < 3:
        return (f"{makers} made trump but took {tricks_taken(result.maker_tricks)}: euchred."
                f" {TEAM_NAMES[result.scoring_team]} score {points}.")  # fmt: skip
    return f"{makers} made trump and took {tricks}: they score {points}."


def on_the_table(deal: Deal, seat: int) -> str:
    """The trick so far, said right above the hand when ``seat`` is to play to it (on a
    phone the table is scrolled off the top while the learner chooses a card); "" else.

    >>> from euchre_teach.core.dealing import seeded_deal
    >>> on_the_table(seeded_deal(1), 2)
    ''
    """
    if deal.phase is not Phase.PLAY or not deal.trick or deal.to_act != seat:
        return ""
    seats = deal.trick_seats
    played = [f"{card.label()} {'led' if i == 0 else 'played'} by {SEAT_NAMES[seats[i]]}"
              for i, card in enumerate(deal.trick)]  # fmt: skip
    return ('<p class="et-on-table" role="status"><strong>On the table:</strong> '
            f"{html.escape(', then '.join(played))}.</p>")


def met_before(lessons: Path | None = None, before: int = 10) -> dict[str, tuple[int, bool]]:
    """Each guided hand a lesson before ``before`` (lesson 10) plays on its page: hand file
    -> (the first such lesson, whether the learner's bids were made for them there).

    >>> met_before()["01_left_bower_trap.txt"], met_before()["03_assist_and_march.txt"]
    ((3, True), (5, False))
    """
    from euchre_teach.course.catalogue import find_lessons

    found: dict[str, tuple[int, bool]] = {}
    for notebook in sorted((lessons or find_lessons()).glob("[0-9][0-9]_*.ipynb")):
        number = int(notebook.name[:2])
        if number >= before:
            continue
        text = notebook.read_text(encoding="utf-8").replace('\\"', '"')
        for name, options in _PLAYER.findall(text):
            found.setdefault(name, (number, "watch_bids=True" in options))
    return found


_PLAYER = re.compile(r'GuidedHandPlayer\("([^"]+\.txt)"([^)]*)\)')


def replay_note(lesson: int, watched: bool) -> str:
    """Said above a lesson-10 hand the learner met in ``lesson``: that it is a replay, and
    what is new."""
    if watched:
        return (f"You met this hand in lesson {lesson}, where you played the cards and your"
                " bids were made for you: here you bid too.")
    return (f"You met this hand in lesson {lesson}: here you play it again, and every "
            "choice of yours is weighed by the course's judge.")


def hand_list() -> Any:
    """Every guided hand, easiest first, with what it teaches (an HTML list, folded: open,
    it was ~3,000 px tall on a phone, above the hand picker). ``"left bower" in ...value``."""
    import ipywidgets

    from euchre_teach.course.catalogue import ordered_hands

    hands, met = ordered_hands(), met_before()
    items = "".join(f"<li><strong>{html.escape(record.title)}</strong>"
                    + (f" (from lesson {met[name][0]})" if name in met else "")
                    + f": {html.escape(teaches)}</li>"
                    for name, record, teaches in hands)  # fmt: skip
    return ipywidgets.HTML(f'<details class="et-hand-list"><summary>Show the {len(hands)} hands'
                           " in order, with what each teaches (the menu below starts any"
                           f' of them)</summary><ol>{items}</ol></details>')
