"""The page follows the learner's own presses to what comes next, and only those (issue 27,
the fix8 walk): lesson 14's bids and Hint were below the fold after Start the game; on a
phone a guided hand's answer stood between the table and Continue, so North's seat and
card were off the top while the others played."""

from __future__ import annotations

import html

from widgets.gameplay import NEW_HAND_IN_VIEW, REVIEW_IN_VIEW, GameSession
from widgets.guided import GuidedHandPlayer
from widgets.guided_words import FOLDED_ANSWER
from widgets.inview import FELT, SAID, TABLE

PLAYED_FOR_YOU = "03_assist_and_march.txt"  # lesson 5: South orders up, then plays


def test_a_game_shows_the_table_and_the_learners_next_action_at_each_new_hand() -> None:
    session = GameSession(seed=13, delay=0, review_budget_ms=1)
    assert session.in_view.asked == []  # the page does not move while the learner reads
    table = session.start()
    assert session.in_view.asked == [[list(span) for span in NEW_HAND_IN_VIEW]]
    assert NEW_HAND_IN_VIEW[0] == (TABLE, ".et-hint")  # down to Hint
    while not table.deal.is_over:
        action = table.deal.legal_actions()[0]
        assert table.play(action.card) if action.card is not None else table.bid(action)
    # the others' moves move nothing; the hand's end shows its review down to the way on
    assert session.in_view.asked[1:] == [[list(span) for span in REVIEW_IN_VIEW]]
    session.next_hand()
    assert len(session.in_view.asked) == 3 and session.in_view.asked[-1] == session.in_view.asked[0]


def test_a_phone_sees_the_first_bids_prompt_its_buttons_and_hint_when_its_turn_comes() -> None:
    """A cold walk, lesson 14 at 390x844: the first bid's prompt and buttons came at the
    very bottom of the screen and Hint below the fold. The page showed the table down to
    the whole row of controls (too tall for a phone, so it fell back to the bids alone),
    and moved when Start was pressed, before the others had bid and the bid buttons had
    come. Now each span ends at Hint itself (the table down to Hint is 760 px on a phone),
    and when the learner's turn comes after the others' bids the page is asked again (the
    browser moves it only if the learner has not moved the page since)."""
    session = GameSession(seed=13, delay=0, review_budget_ms=1)
    table = session.start()
    assert all(bottom == ".et-hint" for _top, bottom in NEW_HAND_IN_VIEW[:-1])
    hint = next(b for b in _buttons(table) if b.description == "Hint")
    assert "et-hint" in hint._dom_classes
    while not table.deal.is_over:
        action = table.deal.legal_actions()[0]
        assert table.play(action.card) if action.card is not None else table.bid(action)
    table.auto = False  # the others' bids come one at a time, after the page has moved
    for _ in range(4):
        session.next_hand()
        if table.deal.to_act != table.learner:
            break
        while not table.deal.is_over:  # the learner bids first here: play on to the next
            action = table.deal.legal_actions()[0]
            assert table.play(action.card) if action.card is not None else table.bid(action)
    assert table.deal.to_act != table.learner
    asked = len(session.in_view.asked)
    assert session.in_view.asked[-1] == [list(span) for span in NEW_HAND_IN_VIEW]
    assert session.in_view.asked_again == []
    while table.deal.to_act != table.learner:
        table.step()  # another seat bids
    assert session.in_view.asked_again == [[list(span) for span in NEW_HAND_IN_VIEW]]
    table.bid(table.deal.legal_actions()[0])
    while table.deal.to_act is not None and table.deal.to_act != table.learner:
        table.step()
    assert len(session.in_view.asked_again) == 1 and len(session.in_view.asked) == asked


def _buttons(widget: object) -> list[object]:
    import ipywidgets

    found = [widget] if isinstance(widget, ipywidgets.Button) else []
    for child in getattr(widget, "children", ()) or ():
        found += _buttons(child)
    return found


def test_a_finished_hand_shows_the_start_of_its_review_and_keeps_the_table() -> None:
    """Issue 27 walk, lesson 14: "Deal the next hand" stood below the after-hand review,
    under the fold; then (layout39 walk) the page jumped a screen down to the review and the
    learner lost the table. The hand's end asks for the review's start only (the browser
    moves the page the least, and not at all when it is on screen), and the way on takes
    the focus without moving the page."""
    session = GameSession(seed=13, delay=0, review_budget_ms=1)
    table = session.start()
    while not table.deal.is_over:
        action = table.deal.legal_actions()[0]
        assert table.play(action.card) if action.card is not None else table.bid(action)
    assert session.in_view.asked[-1] == [[".et-hand-review", ".et-hand-review > :first-child"]]
    assert session.in_view.focused == [".et-next-hand"]  # played as a learner: focus follows
    assert "et-next-hand" in session._next._dom_classes


def test_a_guided_hand_shows_the_table_down_to_what_comes_next_after_each_press() -> None:
    player = GuidedHandPlayer(PLAYED_FOR_YOU)
    assert player.in_view.asked == []  # opening the page moves nothing
    assert player.choose("order").accepted  # South's bid: Continue comes next
    # the felt down to the answer (under Continue), else the table down to Continue
    # (fix17: never Continue without the table), else Continue down to the answer; not the
    # trump line above the felt too (layout39: the page went up and down by a line)
    assert player.in_view.asked[-1] == [[FELT, SAID], [TABLE, ".et-guided-ways"],
                                        [".et-guided-ways", SAID],
                                        [".et-guided-ways", ".et-guided-ways"]]  # fmt: skip
    assert 'class="et-feedback et-feedback-right"' in player._say.value
    said = player._said
    assert player.step()  # Continue: the answer, read, folds to one line that opens to it,
    # under the log (between Continue and the log it pushed the newest line off the screen)
    assert player._say.value == "" and player._reread.value.startswith('<details class="et-said')
    assert FOLDED_ANSWER in player._reread.value and html.escape(said) in player._reread.value
    # what was just played (the log's newest line) stays on screen with Continue
    assert player.in_view.asked[-1][:2] == [[FELT, SAID], [TABLE, ".et-guided-ways"]]
    assert 'class="et-log-new"' in player._log.value
    while not player.guide.finished:
        if not player.step():
            assert player.choose(str(player.guide.expected().action)).accepted
            if player.pending is not None:
                player.go_on()
    assert player.guide.finished
    assert player.in_view.asked[-1][0] == [TABLE, ".et-outcome"]
    assert 'class="et-outcome"' in player._log.value
    asked = len(player.in_view.asked)
    player.restart()  # the learner opens the hand again: its first bid comes into view
    assert len(player.in_view.asked) == asked + 1
    assert player.in_view.asked[-1][-1] == [".et-guided-bids", ".et-guided-bids"]
    assert player._say.value == ""


def test_a_card_to_play_is_shown_with_the_trick_so_far_above_it() -> None:
    player = GuidedHandPlayer("01_left_bower_trap.txt")
    assert player.choose("pass").accepted
    while not (player.waiting and player.deal.trick):
        assert player.step()
    spans = player.in_view.asked[-1]
    assert spans[0] == [TABLE, SAID] and spans[1] == [".et-on-table", SAID]
    assert spans[2:] == [[".et-hand", SAID], [".et-hand", ".et-hand"]]


def test_a_guided_hands_answer_sits_below_its_cards_and_buttons() -> None:
    """Issue 27 (walk10): the answer's box stood above the hand, so its arrival pushed the
    cards and bids down under the finger (tests/browser/test_steady_layout.py measures it)."""
    player = GuidedHandPlayer("08_discard_to_a_void.txt")
    order = list(player.children)
    ways = next(c for c in order if "et-guided-ways" in c._dom_classes)
    assert order.index(player.hand) < order.index(player._bids) < order.index(ways)
    assert order.index(ways) < order.index(player._say) < order.index(player._log)
    assert order.index(player._log) < order.index(player._reread)  # the answer, folded
