"""The named strategy principles that the coach follows and the hints quote.

Each principle has a short key (what tests and records use), a title a learner can
remember, and a sentence saying why it works. The coach's decisions and the hints name
these principles, so that the same idea always carries the same words.

>>> PRINCIPLES["dont-trump-partners-ace"].title
"Don't trump your partner's ace"
>>> principle("lead-right-bower").key
'lead-right-bower'
"""

from __future__ import annotations

import dataclasses

__all__ = ["PRINCIPLES", "Principle", "principle"]


@dataclasses.dataclass(frozen=True)
class Principle:
    """One rule of thumb: ``key`` (stable id), ``title`` (said at the table), ``why``."""

    key: str
    title: str
    why: str


_ALL = (
    # ------------------------------------------------------------ table mode
    Principle(
        "claim-renege",
        "Claim a renege",
        "A player who could follow suit but did not has reneged. At a table that does not stop"
        " such cards, the side that spots it claims it before the hand ends and scores the"
        " penalty: 2 points, or 4 against a lone hand (some tables let a renege go when it"
        " could be put right without changing who wins the hand).",
    ),
    # ------------------------------------------------------------ bidding
    Principle(
        "order-strong-hand",
        "Order up when your count reaches your need",
        "Count your hand (lesson 6): the bowers 3 and 2.5, other trumps 2 down to 1, an ace of"
        " another suit 1, an empty suit 1 with two trumps and 1.5 with three or more. About 5.5"
        " points expects three tricks; with enough for your seat, making trump is worth more"
        " than letting the others choose.",
    ),
    Principle(
        "pass-weak-hand",
        "Pass when your count falls short",
        "Makers who take fewer than three tricks are euchred and give the other side two"
        " points, so a thin hand is better left for the others to try.",
    ),
    Principle(
        "assist-partner",
        "Order up your partner's upcard with a good hand",
        "When your partner deals, the upcard goes into your own side's hands: you need less,"
        " by what the upcard is worth (1.5 for a jack, 1 for an ace, 0.5 for another card).",
    ),
    Principle(
        "dont-give-dealer-a-bower",
        "Count what the upcard gives the dealer",
        "When an opponent deals, ordering up gives them the upcard and lets them throw away"
        " their worst card: you need 7, plus what the upcard is worth to them (1.5 for a"
        " jack, 1 for an ace, 0.5 for another card).",
    ),
    Principle(
        "dealer-pick-up",
        "Dealer: take it up with a fair hand",
        "As dealer you take the upcard and throw away your worst card: count the five cards"
        " you would keep, the upcard among them. They need 5.5, less than the dealer's left"
        " and right need, since ordering up from there hands the upcard to you.",
    ),
    Principle(
        "pass-for-next",
        "Pass to name next",
        "On the dealer's left you speak first in round 2, so look at your hand in next too"
        " (the other suit of the upcard's colour). When it is good enough in the upcard's"
        " suit but far stronger in next, lean to pass in round 1: if the dealer turns the card"
        " down, name next; if the upcard's suit is made trump anyway, your trumps still"
        " defend.",
    ),
    Principle(
        "call-next",
        "Name next",
        "When the dealer turns a card down, 'next' is the other suit of the same colour."
        " Both suits of a colour share the same two bowers, and the dealer's side, having"
        " passed the suit turned down, is less likely to hold them (a lean, not a certainty):"
        " from the dealer's left or"
        " right, next needs 1 point less.",
    ),
    Principle(
        "call-best-suit",
        "Name your strongest suit in round 2",
        "In round 2 you may name any suit except the one turned down; choose the suit where"
        " your hand counts the most.",
    ),
    Principle(
        "go-alone",
        "Go alone when a march is likely",
        "A lone hand that takes all five tricks scores four points, and one that takes three"
        " or four still scores one. Go alone when your own cards will probably take all five:"
        " three trumps or more, two of them among the three highest (the two bowers and the"
        " ace), and nothing else but aces (or a king with its own ace).",
    ),
    Principle(
        "no-loner-near-game",
        "No loners when a march wins the game",
        "Two points from the game or closer (8 or 9 in a game to 10), a march with your"
        " partner already wins it, and any made hand does one point from it; going alone only"
        " adds risk.",
    ),
    Principle(
        "stick-the-dealer",
        "Stuck: name your best suit",
        "Under stick the dealer, the dealer must name trump after everyone has passed twice;"
        " pick the suit where your hand is strongest.",
    ),
    Principle(
        "defend-alone",
        "Defend alone with top trumps",
        "Against a lone maker, a defender may defend alone: euchring a lone hand alone is"
        " worth four points, not two, but your partner's cards sit out too. The coach does it"
        " with both bowers, or with a bower and two more trumps: then the lone maker cannot"
        " draw your trumps without losing a trick to one of them.",
    ),
    Principle(
        "discard-to-void",
        "Dealer: discard to make a void",
        "Throw away the only card of a plain suit, unless it is an ace: being empty in that"
        " suit lets you trump it the first time it is led, while an ace is kept to win a"
        " trick of its own.",
    ),
    Principle(
        "discard-low",
        "Dealer: discard your lowest plain card",
        "Keep your trumps and your aces; throw away the plain card least likely to win.",
    ),
    # ------------------------------------------------------------ play
    Principle(
        "lead-right-bower",
        "Lead the right bower when your side made trump",
        "Leading your top trump draws the opponents' trumps, so your side's aces and other"
        " trumps can win later.",
    ),
    Principle(
        "lead-trump-to-partner",
        "Lead trump back to your partner who made it",
        "Your partner made trump and likely holds the top ones: leading a trump helps them"
        " draw the opponents' trumps.",
    ),
    Principle(
        "lead-off-ace",
        "Lead an off-suit ace",
        "An ace of a plain suit usually wins the first time the suit is led, before anyone"
        " is empty in it and can trump.",
    ),
    Principle(
        "lead-winner",
        "Lead a card that cannot be beaten",
        "Count what is out: when a card is the highest left in its suit, leading it wins the"
        " trick unless someone trumps.",
    ),
    Principle(
        "dont-lead-trump-defending",
        "Don't lead trump into the makers",
        "The makers chose trump and hold most of it; leading trump helps them draw yours."
        " Lead a plain suit instead. The exception: with two tricks won, lead the highest"
        " trump left, since it wins the trick that euchres the makers.",
    ),
    Principle(
        "lead-short-suit",
        "Lead from your shortest suit",
        "With no winner to lead, playing your lone card of a suit leaves you empty in it, free"
        " to trump with one of your trumps when it comes round again.",
    ),
    Principle(
        "lead-low",
        "No sure winner: lead low",
        "When no card of yours is sure to win the trick and leading your lone card of a suit"
        " would not leave you free to trump, lead a low card and keep your better cards for"
        " the tricks they can win.",
    ),
    Principle(
        "only-trumps",
        "Only trumps left: lead from the top",
        "When every card you hold is a trump, lead the highest: it draws the opponents'"
        " trumps and keeps the lead with your side as long as possible.",
    ),
    Principle(
        "second-hand-low",
        "Second hand low",
        "Playing second, your partner still plays after you: keep your high cards and let"
        " your partner try to win, unless you can win with the top card left in the plain"
        " suit led; then take the trick before someone empty in that suit can trump it.",
    ),
    Principle(
        "third-hand-high",
        "Third hand high",
        "Playing third after your partner's lead, make sure your side takes the trick from"
        " the opponent still to play: play high enough to beat the second player's card, and"
        " with none of the suit led, trump your partner's queen or lower when a higher card"
        " of its suit is still out. A partner's king is a closer call: trumping it or letting"
        " it win scores about the same, and the coach keeps its trump.",
    ),
    Principle(
        "dont-trump-partners-ace",
        "Don't trump your partner's ace",
        "Your partner is already winning the trick; trumping it wastes a trump your side"
        " will need later.",
    ),
    Principle(
        "partner-winning-play-low",
        "Your partner is winning: play low",
        "The trick is already your side's, so keep your good cards: play your lowest or, when"
        " you cannot follow suit, a lone card that leaves you empty in its suit.",
    ),
    Principle(
        "partner-winning-keep-trumps",
        "Your partner is winning: keep your trumps",
        "A case to think about, not a rule. The trick is already your side's, and every card"
        " you hold but one ace is a trump, so something good must go. Most club players keep"
        " the ace and play their lowest trump, unless someone has shown out of the ace's suit."
        " The coach lets the ace go and keeps the trumps: a trump can still win a trick later,"
        " while an ace can be trumped by anyone out of its suit.",
    ),
    Principle(
        "trump-their-winner",
        "Trump the opponents' winner",
        "You are empty in the suit led, so the smallest trump that beats the trick takes it"
        " from the other side.",
    ),
    Principle(
        "win-cheaply",
        "Win with the lowest card that does it",
        "When you can take the trick, use the smallest card that wins and keep the big ones.",
    ),
    Principle(
        "cannot-win-throw-low",
        "Can't win: throw a card you can spare",
        "When no card of yours can take the trick, keep your aces and trumps and throw what"
        " you can spare: a lone card, which leaves you empty in its suit so that you can trump"
        " it later, or else your lowest card.",
    ),
    Principle(
        "lead-low-against-loner",
        "Against a loner: lead an ace, or low from your longest suit",
        "One trick for your side stops a loner's march, and the lone maker holds most of the"
        " trumps. Lead an ace if you have one: it takes the trick before the loner is out of"
        " its suit. Otherwise lead low from your longest suit and keep your high cards: a king"
        " or queen you keep may beat the loner's last card of its suit.",
    ),
    Principle(
        "lead-next-against-loner",
        "Against a round-1 loner: lead next",
        "One trick for your side stops a loner's march. A loner who made trump in round 1"
        " took or ordered up the upcard's suit; next, the other suit of that colour, has lost"
        " its jack to trump and is seldom the loner's strength. With no ace to lead, many"
        " players lead next; keep a lone king or queen of it all the same.",
    ),
    Principle(
        "keep-guards-against-loner",
        "Against a loner: throw what can never stop the loner, keep what can",
        "The lone maker's last card is often a plain card, and one card that beats it stops"
        " the march. When you cannot win, throw a card of a suit the loner has shown out of,"
        " or a low card beneath a higher one; keep the highest card of each suit, above all"
        " of a suit your partner has thrown away, since your partner cannot stop it.",
    ),
    Principle(
        "remember-upcard",
        "Remember the upcard",
        "The dealer took up the upcard: it is in the dealer's hand unless it has been"
        " played or discarded, so count it when you judge whether your card is the highest.",
    ),
    Principle(
        "must-follow",
        "Follow suit",
        "You must play a card of the suit led when you have one; with one choice there is"
        " nothing to decide.",
    ),
    Principle(
        "only-card",
        "One card to play",
        "When only one card may be played there is nothing to decide: watch which cards"
        " the others play instead.",
    ),
    # ------------------------------------------------------------ Buck Euchre (three players)
    Principle(
        "buck-count-tricks",
        "Buck: make trump with a trick estimate of 2.5, or order up with 2 after the upcard"
        " and two trumps",
        "Estimate the tricks your hand expects with that suit as trump: the right bower 1, the"
        " left bower 0.9, the ace or king of trump 0.7, any other trump 0.5, an off-suit ace"
        " 0.6. The maker needs three tricks, but the two others also play against each other"
        " and nine cards lie out of play, so an estimate of 2.5 is enough: played out, such hands"
        " gain on average, and weaker ones lose. Ordering up when you are not the dealer,"
        " take the upcard's share off your estimate, since it goes into the hand of the dealer, who"
        " may play against you; then 2 is enough, with at least two trumps: a single trump"
        " beside three aces reaches 2, but the dealer can trump an ace and you cannot draw"
        " the others' trumps first.",
    ),
    Principle(
        "buck-pass-short",
        "Buck: pass with a trick estimate under 2.5; ordering up, under 2 after the upcard or"
        " with one trump",
        "A maker short of three tricks is bucked: 5 added to their score, a whole hand's good"
        " work undone. Let someone else take the risk.",
    ),
    Principle(
        "buck-stay-in-with-a-trick",
        "Buck: stay in with a trick estimate of 1.5 or more",
        "A player who stays in needs one trick, and every trick takes 1 off your score. But the"
        " maker holds most of the trumps and pulls a lone low one: estimate as when bidding,"
        " and stay in with 1.5 or more, such as the left bower and an off-suit ace.",
    ),
    Principle(
        "buck-stay-in-with-the-right-bower",
        "Buck: stay in with the right bower",
        "The right bower is the highest trump: it wins a trick whatever the others hold, so"
        " a player holding it always takes the one trick that staying in needs. Never drop"
        " out with it.",
    ),
    Principle(
        "buck-stay-in-with-a-guarded-left-bower",
        "Buck: stay in with the left bower and another trump",
        "Only the right bower beats the left bower. With another trump beside it, you play"
        " that one if the right bower is led and keep the left bower: a good chance of a trick"
        " of its own, not a sure one (the right bower may still sit behind you when a lower"
        " trump is led). Played out, such hands gain by staying in even with a trick estimate"
        " under 1.5.",
    ),
    Principle(
        "buck-drop-empty",
        "Buck: drop out with a trick estimate under 1.5",
        "Staying in and taking no trick adds 5 to your score. With less than 1.5, sitting the"
        " hand out leaves your score where it is.",
    ),
    Principle(
        "buck-stop-the-leader",
        "Buck: stay in to stop a maker who would win",
        "When the maker's three tricks would take their score to 0, every trick you take"
        " from them may keep the game alive: stay in even with a thin hand.",
    ),
    Principle(
        "buck-stuck",
        "Stuck: name your best suit",
        "Under stick the dealer, the dealer must name trump after both others have passed"
        " twice: choose the suit with the highest trick estimate.",
    ),
    Principle(
        "buck-maker-leads-trump",
        "Buck: as maker, lead trump",
        "You made trump and hold the most of it: leading your top trump pulls the others'"
        " trumps, so your aces and lower trumps win later.",
    ),
    Principle(
        "buck-take-every-trick",
        "Buck: take every trick you can",
        "With no partner to help, a trick you can win is 1 off your score: win it"
        " with the smallest card that does, playing last; or with your best when someone"
        " still plays after you.",
    ),
    Principle(
        "simulation",
        "Simulated best play",
        "Trying each choice over many deals that fit what you can see shows which one"
        " scores the most points on average.",
    ),
)

PRINCIPLES: dict[str, Principle] = {p.key: p for p in _ALL}
"""Every principle by key."""


def principle(key: str) -> Principle:
    """The principle with this key; an unknown key raises ``KeyError`` naming it."""
    try:
        return PRINCIPLES[key]
    except KeyError:
        raise KeyError(f"unknown principle: {key!r}") from None
