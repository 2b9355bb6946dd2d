"""Each option's own reason, in cards, for the positions lessons 5, 11 and 12's quizzes ask on
their own page's rules (:mod:`euchre_teach.course.quizzes.own_page`): part of
:data:`euchre_teach.course.option_reasons.OPTION_REASONS`, kept apart so that each module
stays short."""

from __future__ import annotations

__all__ = ["PAGE_REASONS"]

PAGE_REASONS: dict[str, dict[str, str]] = {
    # Lesson 5: the dealer's discard, the page's lone plain card that is not an ace (expert91).
    "L5/12": {
        "discard KC": "K♣ is your only club, and not an ace: throw it, and you can trump the"
                      " first club led. A♠ stays, a likely trick.",
        "discard AS": "A♠ is a likely trick the first time spades are led; K♣ can lose to"
                      " A♣. Of your two lone cards, throw the king, not the ace.",
        "discard JH": "J♥ is the right bower, the highest trump: a sure trick.",
        "discard QH": "Q♥ is a trump: keep all four trumps and throw the lone club.",
        "discard TH": "10♥ is the card you just took up, a trump: keep all four trumps and"
                      " throw the lone club.",
        "discard 9H": "9♥ is a trump, low but still above every card of another suit: keep"
                      " all four trumps and throw the lone club.",
    },
    # Lesson 11: pass to name next, from the dealer's left (retired, expert56).
    "L11/15": {
        "pass": "Spades, next, are far stronger: J♠ is their right bower, with K♠ and Q♠."
                " Pass, and name spades first if East turns K♣ down.",
        "order": "Ordered up, clubs are trump, and J♠ is only their left bower.",
        "order alone": "Alone in clubs, with J♠ only the left bower: five tricks are out of"
                       " reach.",
    },
    # Lesson 11: pass to name next, from the dealer's left, with no club at all (expert56).
    "L11/17": {
        "pass": "You hold no club. Spades, next, are your suit: A♠, K♠ and Q♠, with A♥ and"
                " A♦. Pass, and if East turns K♣ down, name spades first.",
        "order": "Ordered up, clubs are trump and you hold none: East, the dealer, gets K♣,"
                 " and your aces can be trumped.",
        "order alone": "Alone in clubs without a single club, your A♠, A♥ and A♦ can all be"
                       " trumped: five tricks are out of reach.",
    },
    # Lesson 11: pass to name next where the count ordered up till void55 (expert58).
    "L11/18": {
        "pass": "Spades, next, are far stronger than clubs: J♠ is their right bower, with A♠,"
                " K♠ and Q♠. Pass, and if East turns 10♣ down you name spades first.",
        "order": "Ordered up, clubs are trump and you hold only two: J♠, their left bower,"
                 " and K♣.",
        "order alone": "Alone in clubs with only two trumps, J♠ and K♣: five tricks are out of"
                       " reach.",
    },
    # Lesson 11: pass to name next where the count orders up (void55, for L11/18).
    "L11/19": {
        "pass": "Spades, next, are far stronger than clubs: J♠ is their right bower, with A♠"
                " and Q♠. Pass, and if East turns 10♣ down you name spades first.",
        "order": "Ordered up, clubs are trump and J♠ is only their left bower, with K♣ and"
                 " 9♣.",
        "order alone": "Alone in clubs, with J♠ only their left bower: five tricks are out of"
                       " reach.",
    },
    # Lesson 11: a hand the count missed till void55, from the dealer's right.
    "L11/16": {
        "pass": "West, the dealer, would get J♠, the right bower, the one card above your"
                " J♣.",
        # l1011: what ordering gives away, in tricks a beginner can count
        "order": "West's J♠ is a sure trick: your side needs three of the other four.",
        "order alone": "Alone against West's J♠, a sure trick for the defenders: five tricks"
                       " are out of reach.",
    },
    # Lesson 12: don't trump your partner's ace (West, the maker, plays last).
    "L12/12": {
        "play QD": "North's A♣ is winning the trick, and only West, playing last, can trump"
                   " it: don't trump your partner's ace. Throw Q♦; keep J♦, Q♥ and 9♥ for"
                   " West's trumps, and A♠.",
        "play JD": "J♦, the left bower, your highest trump, spent on a trick your partner's"
                   " A♣ is winning, when it could beat a trump of West's later.",
        "play QH": "Q♥ spends a trump on a trick North's A♣ is winning: kept, it can beat a"
                   " trump of West's later.",
        "play 9H": "9♥ spends a trump on a trick North's A♣ is winning, and West, playing"
                   " last, can beat it with a higher trump.",
        "play AS": "A♠ is a likely trick of its own: thrown under North's A♣, it wins"
                   " nothing. Q♦ goes instead.",
    },
    # Lesson 12: which of two trumps to play second (East, the maker, leads a trump); not
    # "second hand low", since K♣ beats the card led (expert57).
    "L12/13": {
        "play KC": "Play the lower of your two trumps: K♣ beats East's Q♣, and J♣, the right"
                   " bower, stays sure to take a trick whenever you play it. West, then your"
                   " partner North, still play after you, so your best trump need not be spent"
                   " now.",
        "play JC": "J♣ takes this trick, but K♣ beats East's Q♣ too, and the right bower is a"
                   " sure trick whenever you play it: play K♣ now and keep J♣ for later.",
    },
}
"""Each option's own reason, by question key and action."""
