"""The course's glossary: each Euchre word in the course's own words, with the lesson that
teaches it. The web app shows it at ``/glossary``; lesson pages link a term's first use to
its entry with the short definition on hover, tap or keyboard focus.

>>> entry("left bower").lesson
2
>>> entry("Farmer's hand").slug
'farmers-hand'
>>> len(TERMS)
37
"""

from __future__ import annotations

__all__ = ["HINT_HABITS", "TERMS", "Term", "entry", "hint_habits", "in_lesson_order"]

import dataclasses
import re

from euchre_teach.players.principles import principle


@dataclasses.dataclass(frozen=True)
class Term:
    """One glossary entry: the term, a one-sentence definition, more words, and the
    lesson where the course teaches it (None: mentioned, not taught)."""

    term: str
    short: str
    more: str
    lesson: int | None
    forms: tuple[str, ...] = ()
    """Other spellings a lesson may use (``"ordering up"``, ``"ordered up"``)."""
    marked_only: bool = False
    """Link it only where a lesson marks it (bold or italic): "next" and "euchre" are
    everyday words too (the next player; the game's name)."""
    marked_forms: tuple[str, ...] = ()
    """Forms linked only where a lesson marks them (bold or italic): bare "alone" is the
    loner's word in "say **alone**", an everyday word in "leave trump alone"."""
    met: int | None = None
    """The lesson whose page first uses the word, with its definition on hover or tap, when
    that comes before the lesson that teaches it (``lesson``): "trick" on lesson 1's page."""

    @property
    def prose_forms(self) -> tuple[str, ...]:
        """The forms linked wherever a lesson's text uses them (the term's own name first)."""
        forms = (self.term.lower(), *self.forms)
        return tuple(f for f in forms if f not in self.marked_forms)

    @property
    def first_met(self) -> int | None:
        """The lesson where a learner first meets the word: ``met``, else ``lesson``."""
        return self.met if self.met is not None else self.lesson

    @property
    def slug(self) -> str:
        """The entry's anchor on the glossary page: ``"left-bower"``."""
        return re.sub(r"[^a-z0-9]+", "-", self.term.lower().replace("'", "")).strip("-")


TERMS: tuple[Term, ...] = (
    Term("Trump", "The suit named for a hand: any trump beats any card of another suit.",
         "Trump is made in the bidding. It has seven cards: the two bowers, then A K Q 10 9 "
         "of the trump suit.", 2, ("trumps",), met=1),
    Term("Right bower", "The jack of the trump suit: the highest card in the game.",
         "With hearts trump, J♥ is the right bower.", 2),
    Term("Left bower", "The other jack of the trump's colour: the second-highest trump, and a "
         "card of the trump suit for every rule of the hand.",
         "With hearts trump, J♦ is the left bower: it is a heart, not a diamond. It follows "
         "hearts, it cannot follow diamonds, and a diamond lead does not ask for it.", 2),
    Term("Plain suit", "A suit that is not trump (some players say off-suit or side suit).",
         "A plain-suit card never beats a trump. The plain suit of the trump's colour has "
         "only five cards, because its jack became the left bower.", 1,
         ("plain suits", "off-suit", "off-suits", "side suit", "side suits")),
    Term("Upcard", "The top card of the four left over after the deal, turned face up: "
         "round 1 of the bidding is about its suit.", "When it is ordered up or taken up, the "
         "dealer adds it to their hand and discards a card face down; in this course's "
         "game that may be the upcard itself (tables differ on this). When the dealer's "
         "partner goes alone, the dealer takes nothing: "
         "the upcard stays on the table, still naming trump.", 5, ("upcards", "turned-up card"),
         met=3),
    Term("Kitty", "The four cards left over after the deal, face down; the top one is "
         "turned up as the upcard.", "The three cards under the upcard are never played; the "
         "upcard is played only when round 1 puts it in the dealer's hand. In three-player "
         "Buck Euchre (lesson 15) the kitty is bigger: nine cards, the upcard and eight "
         "under it.", 5, met=3),
    Term("Order up", "In round 1, an opponent of the dealer or the dealer's partner tells the "
         "dealer to add the upcard to their hand: its suit becomes trump, and the orderer's "
         "side must take three of the five tricks.",
         "The dealer accepts the upcard by taking it up (see Take up). The dealer's partner "
         "ordering up is also called assisting.", 5,
         ("ordered up", "ordering up", "orders up", "ordering it up", "order it up")),
    Term("Take up", "The dealer accepting the upcard in round 1: the dealer adds it to their "
         "hand and discards a card face down.", "Also said \"picking it up\".", 5,
         ("takes up", "taking it up", "take it up")),
    Term("Turn down", "Every player passing in round 1: the dealer turns the upcard face "
         "down, and its suit cannot be named in round 2.", "Also said \"turned down\".", 7,
         ("turned down", "turns down", "turning it down")),
    Term("Next", "In round 2, naming the suit of the same colour as the suit turned down.",
         "If a heart was turned down, diamonds are \"next\". Next's bowers are the same two "
         "jacks the turned-down suit had, and the dealer's side, which passed that suit, "
         "is less likely to hold them: a lean, not a certainty. So the dealer's opponents, "
         "the dealer's left above all, often name next, while the dealer's partner may "
         "prefer a suit of the other colour (reverse next).", 7, marked_only=True),
    Term("Reverse next", "In round 2, naming a suit of the other colour from the one "
         "turned down: a lean some players follow as the dealer's partner.", "If a heart was "
         "turned down, clubs and spades are \"reverse next\" (some call it \"cross\"). The "
         "dealer turned the hearts down and the dealer's left passed without naming diamonds: "
         "if next's bowers are not in the dealer's partner's hand, they likely sit with the "
         "dealer's right (a lean, not a certainty).", 7),
    Term("Coach", "The course's computer player: it bids by lesson 6's count, plays by the "
         "rules of thumb lessons 11 and 12 list, and says which rule it used.",
         "Your computer partner and opponents play as the coach does (lesson 14 also offers "
         "gentler and stronger ones). It bids by the count with one exception, lesson 11's pass "
         "to name next. Hint is not the coach: it starts from the coach's rule "
         "and checks it by playing the hand out many times, so it may advise something else. "
         "The marks Yes and Also fine come from those playouts too.", 6, ("coach's",), met=6),
    Term("Makers", "The side that made trump (ordered up, took up or named it): "
         "they need three of the five tricks.", "Three or four tricks score 1 point, all "
         "five score 2 (4 for a lone maker); fewer than three and they are euchred.", 5,
         ("maker",)),
    Term("Defenders", "The side that did not make trump: they try to take three tricks.",
         "Taking three or more euchres the makers: the defenders score 2.", 5,
         ("defender",)),
    Term("Free roll", "A bid with little to lose and much to gain.", "Lesson 11's example: "
         "sure of three tricks on your own, going alone cannot be euchred. The worst it "
         "scores is 1 point, and a march alone scores 4. It need not beat playing with your "
         "partner: with your partner in, the dealer takes A♥ up, so your side holds the four "
         "highest trumps and marches often. Either bid is fine.", 11,
         ("free rolls",)),
    Term("Third hand high", "The rule of thumb for the third player to a trick: play high "
         "enough to win it, unless your partner's card is sure to win; with none of the suit "
         "led, trump your partner's queen or lower when a higher card of its suit is still "
         "out (a partner's king is a closer call: trumping it or not scores about the same); "
         "of cards that win "
         "as surely as each other, play the lowest (holding A♠ and K♠, play K♠: the only "
         "higher spade is your own).",
         "The leader's partner plays third. Holding back lets the fourth player win cheaply; "
         "a high card now forces the fourth player to beat it, or takes the trick. (Second "
         "hand, just after the leader, usually plays low.)", 12, met=10),
    Term("In or out", "In Buck Euchre, each player's choice after trump is made: in (I play "
         "this hand and need a trick) or out (I sit it out and my score stays).",
         "A player who stays in and takes no trick is bucked: 5 is added to their score. "
         "Nobody may drop out when clubs are dirty. The maker is always in.", 15,
         ("in", "out", "in-or-out", "stay in", "stays in", "staying in", "drop out",
          "drops out", "dropped out", "dropping out"), marked_only=True),
    Term("Loner", "A maker playing alone: the partner sits out the hand.",
         "Taking all five tricks alone scores 4 points; three or four still score 1; a "
         "euchred loner gives the defenders 2.", 8,
         ("go alone", "going alone", "goes alone", "went alone", "gone alone", "play alone",
          "plays alone", "playing alone", "played alone", "lone hand", "alone"),
         marked_forms=("alone",), met=7),
    Term("Lead", "To play the first card of a trick; the player who does so is on lead.",
         "The player on the dealer's left leads the first trick, except against a loner: "
         "then the player on the lone maker's left leads, as at many tables (lesson 8 has "
         "the variant). After that, whoever won the last trick leads. The leader may play "
         "any card.", 3, ("leads", "leading", "led"), marked_only=True),
    Term("Follow suit", "To play a card of the suit that was led, which you must do when "
         "you have one.", "The left bower belongs to the trump suit, so it follows trump "
         "and never its printed suit. With none of the suit led you may play any card, and "
         "others can see you are void: you have shown out.", 3,
         ("following suit", "follows suit", "followed suit")),
    Term("Shows out", "Cannot follow the suit led: the player plays a card of another "
         "suit, and everyone at the table now knows that player has none of the suit led.",
         "\"West shows out of trumps\" means West played no trump on a trump lead: West "
         "holds no trump for the rest of the hand. Counting who has shown out of a suit "
         "tells you who can still trump it.", 4,
         ("show out", "showing out", "shown out", "showed out", "shows out of")),
    Term("Void", "Having no card of a suit (the left bower counts as trump, not its printed "
         "suit).", "When you are void in the suit led you may play any card: trump it, or "
         "throw off.", 3),
    Term("Buried", "A card in the kitty, face down: out of play for the whole hand.",
         "The three cards under the upcard are buried, and so is the dealer's discard. "
         "A buried bower cannot beat you, which makes the other trumps higher.", 7,
         ("bury", "buries", "burying")),
    Term("Renege", "Not following suit when you could: against the rules.",
         "A claimed renege costs 2 points (4 when a defender reneges against a loner), and "
         "the hand ends; some "
         "tables let it go when it could be put right without changing who wins the hand "
         "(lesson 9). The usual slip is the left bower.", 3,
         ("reneges", "reneged", "reneging")),
    Term("Trick", "One card from each player in turn; the highest trump wins it (with no "
         "trump, the highest card of the suit played first), and its winner plays first to the"
         " next.",
         "A hand has five tricks, and the side that named trump must take at least three of "
         "them. Each player must play a card of the suit led if they can (see Follow suit).", 4,
         ("tricks",), met=1),
    Term("Draw trumps", "Lead trumps so that the other players must play theirs, until they"
         " have none left.",
         "Once the other side's trumps are gone, your aces and kings of other suits can no "
         "longer be trumped. The makers often draw trumps early; a defender rarely leads "
         "trump.", 5, ("draws trumps", "drawing trumps", "drew trumps", "draw their trumps")),
    Term("Cash", "Lead a sure winner, such as an ace, to take its trick now.",
         "Cash an ace before an opponent runs out of its suit and can trump it.", 5,
         ("cashes", "cashing", "cashed")),
    Term("Overtrump", "To play a higher trump on a trick that someone has already trumped.",
         "Only a player void in the suit led may trump, and a higher trump wins: the right "
         "bower, then the left, then ace, king, queen, ten, nine.", 12,
         ("overtrumps", "overtrumping", "overtrumped")),
    Term("March", "The makers taking all five tricks.", "A march scores 2 points, or 4 for "
         "a loner.", 9, ("marches",), met=5),
    Term("Euchre", "The side that made trump taking fewer than three tricks: the other side "
         "scores 2.",
         "It gives the game its name.", 9, ("euchred", "euchres"), marked_only=True, met=3),
    Term("Set", "Another word for euchred: the makers took fewer than three tricks.",
         "\"We set them\" means the defenders took three tricks or more and scored 2.", 9,
         ("sets", "setting"), marked_only=True),
    Term("Stick the dealer", "A variant: when everyone passes twice, the dealer must name "
         "trump in round 2 instead of a redeal.", "The course plays without it unless you "
         "turn it on in Settings.", 7),
    Term("Farmer's hand", "A hand of only nines and tens: some tables let "
         "the holder swap three of them for kitty cards.",
         "A house rule: this course does not use it.", None, ("farmers hand",), met=14),
    Term("Buck Euchre", "Euchre without partners: each player plays for themselves, "
         "each with a score counting down from 15 to 0.",
         "Some tables call it cut-throat Euchre, a name "
         "others give to a three-player game where the two who did not make trump play "
         "together. Tables play it "
         "with three or four; lesson 15 plays it with three, as the rules page the course "
         "follows gives it, with nine cards out of play. After "
         "trump is made, each other player says in or out. Many tables bid a number of tricks "
         "instead of ordering up (the highest bid names trump); the course plays the "
         "order-up form.", 15),
    Term("Bucked", "Falling short in Buck Euchre: 5 is added to your score.",
         "A maker needs 3 tricks, a player who stays in needs 1. Under dirty clubs nobody "
         "made trump: everyone needs 1.", 15,
         ("bucks", "buck"), marked_only=True),
    Term("Trick estimate", "In Buck Euchre, the coach's guess of the tricks a hand will take "
         "with a suit as trump: the right bower 1, the left 0.9, the ace or king of trump 0.7, "
         "any other trump 0.5, an ace of another suit 0.6.", "Make trump with 2.5 or more "
         "(ordering up, 2 after the upcard's share, with two trumps); "
         "stay in with 1.5. It is not lesson 6's count, in points (the bowers 3 and 2.5, about "
         "5.5 to make trump with a partner), nor your score, which counts down from 15.",
         15, ("trick estimates",)),
    Term("Dirty clubs", "In Buck Euchre, a club turned up: clubs are trump at once and "
         "nobody may drop out.", "The dealer takes the upcard and discards; there is no "
         "bidding, so nobody made trump and nobody needs 3 tricks: each player, the dealer "
         "too, needs 1.", 15),
)  # fmt: skip
"""The glossary, in the order a learner meets the terms."""


def entry(term: str) -> Term:
    """The entry for ``term`` (any case, or one of its forms)."""
    wanted = term.strip().lower()
    for item in TERMS:
        if wanted in (item.term.lower(), *item.forms, item.slug):
            return item
    raise KeyError(f"no glossary entry {term!r}")


def in_lesson_order() -> list[Term]:
    """The terms as the glossary page lists them, "in the order you meet them": by the lesson
    whose page first uses each (:attr:`Term.first_met`; those in no lesson last), keeping
    TERMS' order within a lesson.

    >>> lessons = [t.first_met for t in in_lesson_order() if t.first_met is not None]
    >>> lessons == sorted(lessons) and len(in_lesson_order()) == len(TERMS)
    True
    """
    return sorted(TERMS, key=lambda t: (t.first_met is None, t.first_met or 0))


HINT_HABITS = ("dealer-pick-up", "discard-to-void", "discard-low", "call-best-suit",
               "stick-the-dealer", "defend-alone", "lead-winner", "lead-short-suit",
               "lead-low", "only-trumps", "trump-their-winner",
               "partner-winning-play-low", "partner-winning-keep-trumps", "win-cheaply",
               "cannot-win-throw-low", "lead-low-against-loner", "keep-guards-against-loner",
               "claim-renege")  # fmt: skip
"""The smaller habits the hints name (the coach's principles' keys), each the everyday form
of a habit lesson 12 teaches or one for the dealer, round 2 or a loner, taught in its own
lesson. They were a 19-item fold at the end of lesson 12 (expert57, a teacher's review:
"move the habit list to glossary"); the glossary page lists them after the words. Leading
trump back to the partner who made it left the list when lesson 12 taught it (expert60)."""


def hint_habits() -> list[tuple[str, str, str]]:
    """The glossary page's "Habits the hints name": (anchor, title, why) for each of
    :data:`HINT_HABITS`, in that order, the words the coach's principles give.

    >>> hint_habits()[0][:2]
    ('habit-dealer-pick-up', 'Dealer: take it up with a fair hand')
    """
    return [(f"habit-{key}", principle(key).title, principle(key).why) for key in HINT_HABITS]
