"""Lesson 5's dealing demonstration: a deal packet by packet round a card table.

>>> stepper = DealStepper(seed=8, dealer=0, pattern=(2, 3))
>>> stepper.step()
True
"""

from __future__ import annotations

import random

import ipywidgets

from euchre_teach.core.dealing import deal_cards
from euchre_teach.core.seats import SEAT_NAMES
from widgets._style import panel_style
from widgets.table import Table

__all__ = ["DealStepper"]


class DealStepper(ipywidgets.VBox):  # type: ignore[misc]
    """Deal number ``seed`` packet by packet round a card table, then turn up the upcard.

    Each press of the button lands one packet in front of its player (face up, so the
    cards can be followed); the line under the table says who got it and what comes next.
    The deal moves one step per press, never by itself, so nothing moves unasked.

    >>> stepper = DealStepper(seed=3, dealer=3, pattern=(3, 2))
    >>> stepper.table.open_hands, stepper.table.kitty
    ([[], [], [], []], 0)
    >>> _ = stepper.step(); print(stepper.table.status)
    Packet 1 of 8: West deals 3 cards to North, the player on the dealer's left.
    >>> while stepper.step(): pass
    >>> [len(h) for h in stepper.shown], stepper.upcard_shown, stepper.table.upcard_state
    ([5, 5, 5, 5], True, 'up')
    """

    def __init__(self, seed: int = 1, dealer: int = 3, pattern: tuple[int, int] = (3, 2)) -> None:
        super().__init__()
        self.add_class("et-panel")
        self.dealt = deal_cards(seed, dealer, pattern)
        self._dealer, self._pattern = dealer, pattern
        self._shuffles = random.Random(f"DealStepper {seed}")  # "Start again"'s new deals
        self.position = 0
        self.shown: list[list[str]] = [[], [], [], []]
        self.upcard_shown = False
        self.table = Table(names=list(SEAT_NAMES), play_info=False)
        self._button = ipywidgets.Button(description="Deal the next packet")
        self._button.add_class("et-primary")
        self._button.on_click(lambda _b: self.step())
        self._rest = ipywidgets.Button(description="Deal the rest and turn up the top card")
        self._rest.on_click(lambda _b: self.deal_all())
        self._again = again = ipywidgets.Button(
            description="Start again", tooltip="Gather the cards and deal a new hand"
        )
        again.on_click(lambda _b: self.reset())
        buttons = ipywidgets.Box([self._button, self._rest, again],
                                 layout=ipywidgets.Layout(flex_flow="row wrap"))  # fmt: skip
        buttons.add_class("et-answers")
        self.children = [panel_style(), self.table, buttons]
        self._render()

    def step(self) -> bool:
        """Deal the next packet (or turn the upcard); False once there is nothing left."""
        packets = self.dealt.packets
        if self.position < len(packets):
            packet = packets[self.position]
            self.shown[packet.seat] += [str(c) for c in packet.cards]
            self.position += 1
        elif not self.upcard_shown:
            self.upcard_shown = True
            self._render()
            self._again.focus()  # the button pressed leaves the screen: focus stays near
            return True
        else:
            return False
        self._render()
        return True

    def deal_all(self) -> None:
        """Deal every packet left and turn the upcard."""
        while self.step():
            pass

    def reset(self) -> None:
        """Gather the cards, shuffle and deal a new hand (a cold learner walk pressed
        "Start again" and was dealt exactly the same cards)."""
        before = self.dealt.hands
        while self.dealt.hands == before:
            self.dealt = deal_cards(self._shuffles, self._dealer, self._pattern)
        self.position = 0
        self.shown = [[], [], [], []]
        self.upcard_shown = False
        self._render()

    def _render(self) -> None:
        packets = self.dealt.packets
        dealt = sum(len(h) for h in self.shown)
        with self.table.hold_sync():
            self.table.dealer = self.dealt.dealer
            self.table.open_hands = [list(h) for h in self.shown]
            self.table.hand_counts = [len(h) for h in self.shown]
            self.table.upcard = str(self.dealt.upcard)
            self.table.upcard_state = "up" if self.upcard_shown else ""
            done = self.position >= len(packets)
            self.table.kitty = (3 if self.upcard_shown else 4) if done else 0
            self.table.status = self._note(dealt)
        self._button.description = (
            "Turn up the top card" if self.position >= len(packets) else "Deal the next packet"
        )
        # Once the upcard is up there is nothing left to deal: only "Start again" stays.
        # Once every packet is out, "Deal the rest …" would do what "Turn up the top card"
        # does: it goes (a cold walk saw both on screen).
        for button, over in ((self._button, self.upcard_shown), (self._rest, done)):
            button.disabled = over
            button.layout.display = "none" if over else None

    def _note(self, dealt: int) -> str:
        packets = self.dealt.packets
        dealer = SEAT_NAMES[self.dealt.dealer]
        if self.position == 0:
            first = SEAT_NAMES[packets[0].seat]
            size, second = self.dealt.pattern
            return (f"{dealer} deals: a packet of {size} to each player, starting with {first}"
                    f" on the dealer's left and going clockwise, then a packet of {second} each."
                    " 24 cards in the pack.")  # fmt: skip
        if self.upcard_shown:
            up = self.dealt.upcard
            return (f"The upcard is {up.label()}: {up.suit.plural} are offered as trump."
                    " The other three cards of the kitty stay face down under it. Start again"
                    " shuffles and deals a new hand.")  # fmt: skip
        packet = packets[self.position - 1]
        left = ", the player on the dealer's left" if self.position == 1 else ""
        text = (f"Packet {self.position} of {len(packets)}: {dealer} deals"
                f" {len(packet.cards)} cards to {SEAT_NAMES[packet.seat]}{left}.")  # fmt: skip
        if self.position == len(packets) // 2:
            text += " Round 1 is done; round 2 gives each player the other packet size."
        if self.position == len(packets):
            text += (f" Every player has five cards: 20 dealt, {24 - dealt} left. Those four go"
                     f" face down in the middle; {dealer} turns the top one up.")  # fmt: skip
        return text
