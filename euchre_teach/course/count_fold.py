"""A bid's count said in one line, its card-by-card sum kept for the fold.

A cold review by a Euchre teacher (short21): accepted bids read 80 to 120 words, the whole
sum ("J♦ left bower 2.5 + A♠ ace of another suit 1 + ... = 4; the dealer's right needs 6,
plus 0.5 ...: 6.5. 4 is short of 6.5.") before the figures. A teacher gives the reason in
one line and leaves the count for later: :func:`fold_count` says what the count reaches
against the seat's need where the sum stood, and moves the sum, as "The count, card by
card: ...", to just before the judge's figures, which the quiz, practice and Review show
in a fold under the reason (``widgets.quiz_words.split_figures`` starts the fold at it).
"""

from __future__ import annotations

import re

from euchre_teach.strategy.advice import upper_first

__all__ = ["COUNT_FOLD", "TALLY", "VISIBLE_WORDS", "count_verdict", "counted_reason",
           "fold_count"]

VISIBLE_WORDS = 45
"""About the most words an option's feedback shows above its fold: a beginner reads it in
one breath (short21; a test bounds every option's, less the few it names)."""

COUNT_FOLD = "The count, card by card:"
"""How the folded sum begins: the fold under a feedback starts at it."""

TALLY = re.compile(r"(?P<total>-?\d+(?:\.\d+)?) (?P<compare>reaches|is short of)"
                   r" (?P<need>-?\d+(?:\.\d+)?)\.")  # fmt: skip
"""A count's verdict, "6.5 is short of 7.5.", as the coach's reasons end."""
_SUMMED = re.compile(r" = -?\d+(?:\.\d+)?; ")
_FIGURES = re.compile(r"Played out over [\d,]+ deals|Over [\d,]+ deals")
_ALSO = " Also fine:"
_TURNED = re.compile(r"(?:10|[9JQKA])[♠♥♦♣] was turned down\. $")
_NEAREST = ", the nearest"
_MARCH = "And the hand passes the loner test"


def fold_count(text: str) -> str:
    """``text`` with its count's card-by-card sum said in one line, the sum moved to just
    before the figures (or the end, but for an "Also fine: ..." list); unchanged when it
    has no sum. Where the sum leads to the loner test, the test is the reason said.

    >>> print(fold_count("Order up when your count reaches your need: J♠ right bower 3 + A♦"
    ...                  " ace of another suit 1 = 4; the dealer's left needs 6: 6. 4 is short"
    ...                  " of 6. Played out over 400 deals that fit what you can see, it scores"
    ...                  " 0.4."))
    ... # doctest: +NORMALIZE_WHITESPACE
    Order up when your count reaches your need: the count, 4, is short of the 6 your seat
    needs. The count, card by card: J♠ right bower 3 + A♦ ace of another suit 1 = 4; the
    dealer's left needs 6: 6. 4 is short of 6. Played out over 400 deals that fit what you
    can see, it scores 0.4.
    >>> print(fold_count("The count: 9♦ was turned down. Your best suit is clubs: A♣ ace of"
    ...                  " trump 2 = 2; in round 2, the dealer needs 6. 2 is short of 6."))
    ... # doctest: +NORMALIZE_WHITESPACE
    The count for clubs, your best suit: 2 is short of the 6 your seat needs. The count, card
    by card: A♣ ace of trump 2 = 2; in round 2, the dealer needs 6. 2 is short of 6.
    >>> print(fold_count("Name next: 9♠ was turned down. Your best suit is clubs: J♣ right"
    ...                  " bower 3 = 3; in round 2, the dealer needs 6. 3 is short of 6."))
    ... # doctest: +NORMALIZE_WHITESPACE
    Name next: clubs count 3, which is short of the 6 your seat needs. The count, card by card:
    J♣ right bower 3 = 3; in round 2, the dealer needs 6. 3 is short of 6.
    >>> fold_count("J♦ is the left bower.")
    'J♦ is the left bower.'
    """
    text = " ".join(text.split())
    if COUNT_FOLD in text:  # the caller folded it already
        return text
    for tally in TALLY.finditer(text):
        equals = text.rfind(" = ", 0, tally.start())
        if equals < 0 or not _SUMMED.match(text, equals):
            continue
        colon = text.rfind(": ", 0, equals)
        if colon < 0 or ". " in text[colon:equals]:
            continue
        start = text.rfind(". ", 0, colon) + 2 if ". " in text[:colon] else 0
        lead, _, before = text[start:colon].partition(": ")  # "The count: After taking ..."
        head = text[:start]
        turned = _TURNED.search(head)  # the prompt says it: "K♣ was turned down."
        named = ""  # the best suit, said as its count after a principle's title
        if turned:
            head = head[:turned.start()]
            if head.endswith("The count: "):
                head = head.removesuffix("The count: ")
                lead = lead.replace("Your best suit is ", "The count for ") + ", your best suit"
            elif lead.startswith("Your best suit is "):
                # "Name next: 9♠ was turned down. Your best suit is clubs: ..." said as
                # "Name next: clubs count 8.5, which reaches the 5.5 your seat needs."
                named = lead.removeprefix("Your best suit is ")
                if not head.endswith(": "):
                    named = named.capitalize()
            elif head.endswith(": "):
                head = head.removesuffix(": ") + ". "
        summed = f"{before}: {text[colon + 2:tally.end()]}" if before else (
            text[colon + 2:tally.end()])  # fmt: skip
        after = text[tally.end():].lstrip()
        if lead.endswith(_NEAREST):  # "no suit reaches ... (diamonds 3.5 of 6, ...)" said it
            line, rest = "", after
            summed = f"{lead}: {summed}"
        elif after.startswith(_MARCH):  # the loner test is the reason; its parts go with
            # the count to the fold (short21: L11/10 counted to 13 before the test)
            line, rest = f"{lead}: the hand passes the loner test, and alone it scores 4.", ""
            summed = f"{summed} {after}"
        elif named:
            line, rest = (f"{named} count {tally['total']}, which {tally['compare']} the"
                          f" {tally['need']} your seat needs.", after)  # fmt: skip
        else:
            said = (f"{tally['total']} {tally['compare']} the {tally['need']} your seat needs."
                    if lead.startswith("The count") else
                    f"the count, {tally['total']}, {tally['compare']} the {tally['need']}"
                    " your seat needs.")  # fmt: skip
            line, rest = f"{lead}: {said}", after
        shown = " ".join(f"{head}{line} {rest}".split())
        folded = f"{COUNT_FOLD} {summed}"
        figures = _FIGURES.search(shown)
        at = figures.start() if figures else (
            shown.find(_ALSO) + 1 if _ALSO in shown else len(shown) + 1)  # fmt: skip
        return " ".join(f"{shown[:at]} {folded} {shown[at:]}".split())
    return text


def counted_reason(count: str, words: str) -> str:
    """A teacher's reason for a key that overrides the count (``words``), with what the
    ``count`` (a bid's count, card by card, as the coach says it) reaches against the seat's
    need said inside it, and the sum after it, for the fold (:data:`COUNT_FOLD`). A cold
    review read "The count: 6.5 is short of ... A hand the count misses: ..." as a right
    answer opened with the other choice's case.

    >>> print(counted_reason("J♦ right bower 3 = 3; the dealer's left needs 7. 3 is short"
    ...                      " of 7.", "A hand the count misses: J♦ is a sure trick."))
    ... # doctest: +NORMALIZE_WHITESPACE
    A hand the count misses (3 is short of the 7 your seat needs): J♦ is a sure trick. The
    count, card by card: J♦ right bower 3 = 3; the dealer's left needs 7. 3 is short of 7.
    """
    found = TALLY.search(count)
    if found is None:
        return f"The count: {count} {words}"
    said = f"({found['total']} {found['compare']} the {found['need']} your seat needs)"
    head, colon, rest = words.partition(": ")
    line = f"{head} {said}: {rest}" if colon else f"{words.rstrip('.')} {said}."
    return f"{line} {COUNT_FOLD} {count}"


_NONE_REACHES = re.compile(r"no suit reaches .*?\)\.")
_BEST_SUIT = re.compile(r"Your best suit is (?P<suit>[a-z]+)")


def count_verdict(reason: str) -> str:
    """A bid's count without its card-by-card sum: what the total reaches or falls short
    of, as a refused bid says it (the right answers say the sum, once: two cold expert
    reviews found "J♣ left bower 2.5 + ..." on every option and again below them). "" when
    the reason has no count.

    >>> count_verdict("Pass when your count falls short: J♠ right bower 3 + 9♠ nine"
    ...               " of trump 1 = 4; the dealer's left needs 6.5. 4 is short of 6.5.")
    'The count: 4 is short of the 6.5 your seat needs.'
    >>> count_verdict("Name your strongest suit in round 2: J♣ was turned down. Your best"
    ...               " suit is diamonds: J♦ right bower 3 + A♥ ace of another suit 1 + ..."
    ...               " = 6.5; in round 2, the dealer's partner needs 6. 6.5 reaches 6.")
    'The count for diamonds, your best suit: 6.5 reaches the 6 your seat needs.'
    """
    nothing = _NONE_REACHES.search(reason)
    if nothing is not None:  # round 2, no suit reaches its need: each suit's count (short21)
        return upper_first(nothing.group(0))
    found = TALLY.search(reason)
    if found is None:
        return ""
    best = _BEST_SUIT.search(reason)
    whose = f"The count for {best['suit']}, your best suit" if best else "The count"
    return f"{whose}: {found['total']} {found['compare']} the {found['need']} your seat needs."
