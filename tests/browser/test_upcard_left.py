"""walk18, lesson 14: when the dealer's partner orders the upcard up alone, the dealer sits
out and the upcard stays on the table (this course's convention). The table said "Turned
down in round 1: 10♦, face down in the kitty." while diamonds were trump."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_smoke import serve_notebook

LOAD_MS = 60_000
ALONE_TABLE = """\
from euchre_teach.core.dealing import seeded_deal
from widgets import Table

deal = seeded_deal(7)  # West deals: North passes, East (the dealer's partner) goes alone
deal.apply("pass")
deal.apply("order alone")
Table(deal)
"""


@pytest.fixture(scope="module")
def alone_room(voila_server: Callable[..., str], tmp_path_factory: pytest.TempPathFactory) -> str:
    return serve_notebook(voila_server, tmp_path_factory, "alone.ipynb", ALONE_TABLE)


def test_an_upcard_ordered_up_alone_by_the_dealers_partner_is_said_to_stay_on_the_table(
    desktop: Page, alone_room: str
) -> None:
    from euchre_teach.core.dealing import seeded_deal

    up = seeded_deal(7).upcard.label()
    desktop.goto(f"{alone_room}/voila/render/alone.ipynb")
    note = desktop.locator(".et-note")
    expect(note).to_have_text(f"Upcard: {up}, left on the table (the dealer sits out).",
                              timeout=LOAD_MS)  # fmt: skip
    expect(desktop.locator(".et-upcard")).to_be_visible()
    expect(desktop.get_by_text("Turned down")).to_have_count(0)
    expect(desktop.locator(".et-kitty")).to_contain_text("Rest of the kitty (3)")
