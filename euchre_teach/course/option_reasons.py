"""Each option's own reason, in cards, for the strategic questions of lesson 11's quiz and
its defence practice.

A quiz option's feedback gives the judge's figures; on their own they say how much a choice
costs, not why. A teacher says why each choice is right or wrong in one line, naming the
cards ("Clubs: A♣ is your only club, and neither black jack is yours"), and says the count
once, beside the right answer. :data:`OPTION_REASONS` holds those lines by question key and
action (as the notation writes it); the judge's verdict stays the key
(:mod:`euchre_teach.course.answer_keys`), and a test checks that every option of every
question in lesson 11's quiz has its own line and that no line argues against its verdict.

>>> OPTION_REASONS["L11/4"]["call C"]
'Clubs: A♣ is your only club, and neither black jack is yours.'
"""

from __future__ import annotations

__all__ = ["OPTION_REASONS", "option_reasons"]

OPTION_REASONS: dict[str, dict[str, str]] = {
    "L11/1": {
        "pass": "J♦ is your only trump, and ordering up would hand K♥ to West, the dealer,"
                " an opponent.",
        "order": "One trump, J♦, is too few to make hearts, and ordering up hands K♥ to"
                 " West, the dealer, an opponent.",
        "order alone": "Alone with a single trump, J♦, five tricks are out of reach and a"
                       " euchre is likely.",
    },
    "L11/2": {
        "pass": "Passing throws away both bowers and K♥, where ordering up would give A♥ to"
                " your partner, the dealer.",
        "order": "Ordering up with your partner is sound (both bowers, K♥, and A♥ to your"
                 " partner), but a march together scores 2 where alone it scores 4.",
        "order alone": "Alone, A♥ sits out with your partner, so J♥, J♦ and K♥ are the three"
                       " highest trumps left.",
    },
    "L11/3": {
        "discard 9C": "9♣ is your only club: without it you can trump the first club led.",
        "discard JH": "J♥ is the right bower, the highest trump: a sure trick.",
        "discard AH": "A♥ is your second-highest trump, the card you just took up: keep it.",
        "discard QH": "Q♥ is a trump: keep all three trumps and throw the lone club.",
        "discard AS": "A♠ is a likely trick; throwing it keeps 9♣, which wins nothing.",
        "discard KS": "K♠ can win the second spade after your A♠; 9♣ wins nothing, and"
                      " throwing it leaves you free to trump clubs.",
    },
    "L11/4": {
        "call H alone": "J♦ is buried, so your J♥ and A♥ are the two highest trumps in play,"
                        " with 9♥ and A♣ beside them.",
        "call H": "Hearts with your partner is sound (J♥, A♥ and 9♥), but a march together"
                  " scores 2 where alone it scores 4.",
        "pass": "Passing wastes J♥ and A♥, the two highest hearts in play, and lets West"
                " choose trump next.",
        "call C": "Clubs: A♣ is your only club, and neither black jack is yours.",
        "call S": "Spades: K♠ is your only spade, and neither black jack is yours.",
        "call C alone": "Clubs alone with one club, A♣, and no bower: a euchre is likely.",
        "call S alone": "Spades alone with one spade, K♠, and no bower: a euchre is likely.",
    },
    "L11/9": {
        "play JD": "J♦ is a heart while hearts are trump, and you have no diamonds: you may"
                   " trump East's A♦ and take the trick.",
        "play AS": "A♠ cannot win a diamond trick: East's A♦ takes it, and your likely"
                   " winner is gone.",
        "play KS": "K♠ cannot win a diamond trick: East's A♦ takes it, one trick nearer the"
                   " makers' three.",
        "play TC": "10♣ lets East's A♦ win a trick your J♦ could take from the makers.",
    },
    "L11/10": {
        "order alone": "J♠, J♣, A♠ and K♠ are the four highest trumps, with A♥ beside:"
                       " a lone march is likely.",
        "order": "Ordering up with your partner is sound, but four top trumps and A♥ take"
                 " all five tricks often enough to go alone and score 4, not 2.",
        "pass": "Passing gives up J♠, J♣, A♠ and K♠, the four highest trumps.",
    },
    "L11/11": {
        "order": "J♦, K♦ and 10♦ with A♦ going to your partner, and A♣ beside: three"
                 " tricks together are likely.",
        "pass": "Passing wastes J♦, the right bower, with K♦ and 10♦: ordering up puts A♦"
                " in your partner's hand.",
        "order alone": "Alone, your partner's A♦ sits out, and J♥ (the left bower) and Q♦"
                       " may be against your K♦ and 10♦: a lone march is unlikely.",
    },
    "L11/12": {
        "discard QS": "Q♠ is your lowest plain card: keep both bowers, Q♥ and your two aces.",
        "discard JH": "J♥ is the right bower, the highest trump: a sure trick.",
        "discard JD": "J♦ is the left bower, the second-highest trump: keep it.",
        "discard QH": "Q♥ is your third trump: alone you need it to draw the opponents'"
                      " trumps.",
        "discard AC": "A♣ wins the first club led; Q♠ is the card that can lose a trick (to"
                      " K♠), so it goes.",
        "discard AS": "A♠ wins the first spade led; throw it and your Q♠ is a spade K♠ beats.",
    },
    "L11/13": {
        "pass": "Ordering up hands J♦, the highest trump, to East, the dealer, an opponent;"
                " if J♦ is turned down, you speak first in round 2, with J♥ and A♥ in hearts.",
        "order": "Ordering up hands J♦, the highest trump, to East, an opponent: your J♥ is"
                 " then only the second-highest.",
        "order alone": "Alone against J♦ in East's hand: the right bower beats your J♥, so"
                       " five tricks are out of reach.",
    },
    "L11/14": {
        "call C": "Clubs gives you J♣, the right bower, and 9♣: the best of three weak suits.",
        "call D": "Diamonds: 10♦ and 9♦ are the two lowest trumps, with no bower.",
        "call H": "Hearts: Q♥ is your only heart, with no bower.",
        "call C alone": "Alone with two trumps, J♣ and 9♣, five tricks are out of reach.",
        "call D alone": "Diamonds alone with 10♦ and 9♦, the two lowest trumps: a euchre is"
                        " likely.",
        "call H alone": "Hearts alone with one heart, Q♥: a euchre is likely.",
    },
    "defence-set/1": {
        "play TH": "One trick is all the two of you need to hold a loner to 1 point instead"
                   " of 4, and your 10♥ takes this one.",
        "play 9C": "9♣ lets East's A♠ win: the lone maker is a trick nearer all five, worth"
                   " 4, and your 10♥ may never get another chance.",
        "play TC": "10♣ lets East's A♠ win, when your 10♥ could take it: against a loner, take"
                   " a trick while you can.",
        "play QD": "Q♦ lets East's A♠ win, and throws away the highest diamond left (A♦ and"
                   " K♦ are gone).",
    },
}
"""Each option's own reason, by question key and action."""


def option_reasons(key: str) -> dict[str, str]:
    """The options' own reasons for question ``key`` (empty when it has none)."""
    return OPTION_REASONS.get(key, {})
