"""Each option's own reason, in cards, for lesson 12's leading positions (``defence-set/6``
on): part of :data:`euchre_teach.course.option_reasons.OPTION_REASONS`, kept apart so that
each module stays short."""

from __future__ import annotations

__all__ = ["LEAD_REASONS"]

LEAD_REASONS: dict[str, dict[str, str]] = {
    # Lead from your shortest suit.
    "defence-set/6": {
        "play JH": "J♥ is your last heart: lead it and you have none left, free to trump the"
                   " next heart with one of your three clubs. North threw 10♦ on your A♥, so"
                   " North may trump this one.",
        "play QC": "Q♣ leads a trump into J♣, J♠ and A♣, all still out, and leaves J♥ in your"
                   " hand, where K♥ can beat it later.",
        "play KC": "K♣ spends a trump while J♣, J♠ and A♣ are still out, and keeps J♥, your"
                   " only heart: you cannot trump hearts while you hold it.",
        "play 9C": "9♣, your lowest trump, wins nothing led: every other trump beats it, and"
                   " East holds 10♣, the upcard.",
    },
    "defence-set/7": {
        "play TH": "10♥ is your last heart: lead it and you have none left, free to trump the"
                   " next heart with one of your three trumps. North threw 10♦ on your A♥, so"
                   " North may trump this one.",
        "play JC": "J♣, the left bower, is the usual trump lead, but North threw 10♦ on your"
                   " A♥ and has no hearts: lead 10♥ first, for North to trump, and keep J♣.",
        "play KS": "K♠ leads a trump into J♠ and A♠, both still out, and keeps 10♥, your only"
                   " heart: you cannot trump hearts while you hold it.",
        "play 9S": "9♠, your lowest trump, wins nothing led: East holds 10♠, the upcard, and"
                   " every higher trump beats it.",
    },
    # No sure winner and no trumps: lead low.
    "defence-set/8": {
        "play 9C": "9♣ is your lowest card, and North, who took up A♥, threw K♦ on the club"
                   " trick: with no clubs left, North can trump it.",
        "play 9D": "9♦ is as low as 9♣, but North threw K♦ on the club trick, so has no"
                   " clubs and may still hold diamonds: lead 9♣ and North can trump it.",
        "play TS": "10♠ loses to A♠, K♠ or J♠ in an opponent's hand, where a club lets North"
                   " trump: North threw K♦ on the club trick.",
        "play QS": "Q♠ spends your higher spade, which only A♠ and K♠ beat, where 9♣ lets"
                   " North trump: North threw K♦ on the club trick and has no clubs.",
    },
    "defence-set/9": {
        "play 9S": "9♠ is your lowest card, and North threw K♣ on your A♠: with no spades"
                   " left, North can trump it if North holds a heart.",
        "play QD": "Q♦ spends a queen that A♦ and K♦ beat, where 9♠ lets North trump: North"
                   " threw K♣ on your A♠ and has no spades.",
        "play TC": "10♣ loses to A♣ or Q♣ in an opponent's hand, where 9♠ lets North trump:"
                   " North has shown no spades.",
        "play JC": "J♣ is no trump here (hearts are trump, and J♦ is the left bower): it"
                   " loses to A♣ or Q♣, and keeps 9♠, the card North could trump.",
    },
    # Only trumps left: lead from the top.
    "defence-set/10": {
        "play JC": "J♣, the right bower, wins this trick for sure, and 10♣ may take the"
                   " last: East, who made clubs, needs one more trick, and you need both.",
        "play TC": "10♣ loses to J♠, A♣ or K♣, all still out, and East, who made clubs,"
                   " needs only one more trick: you need both of yours.",
    },
    "defence-set/11": {
        "play JH": "J♥, the left bower, loses only to J♦: lead it for your side's third"
                   " trick, which euchres West.",
        "play TD": "10♦ loses to A♦, which West took up and has not played; your J♥ loses"
                   " only to J♦.",
    },
}
"""Each option's own reason for the leading positions, by question key and action."""
