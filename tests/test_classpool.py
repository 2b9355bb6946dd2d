"""The kernel start queue (webapp/classpool.py): a few starts at a time, a learner's first."""

from __future__ import annotations

import asyncio

from webapp.classpool import AHEAD, NOW, StartQueue


async def _starts(queue: StartQueue, plan: list[tuple[str, int]]) -> tuple[list[str], int]:
    order: list[str] = []
    most = 0

    async def start(name: str, priority: int) -> None:
        nonlocal most
        async with queue.slot(priority, key=name):
            most = max(most, queue.running)
            order.append(name)
            await asyncio.sleep(0.01)

    tasks = []
    for name, priority in plan:
        tasks.append(asyncio.ensure_future(start(name, priority)))
        await asyncio.sleep(0)  # they queue in this order
    await asyncio.gather(*tasks)
    return order, most


def test_a_learners_start_goes_before_queued_warm_ups_and_one_runs_at_a_time() -> None:
    plan = [("warm1", AHEAD), ("warm2", AHEAD), ("warm3", AHEAD), ("page", NOW)]
    order, most = asyncio.run(_starts(StartQueue(1), plan))
    assert order == ["warm1", "page", "warm2", "warm3"]
    assert most == 1


def test_a_warm_up_a_page_waits_for_goes_first_and_a_cancelled_start_frees_its_place() -> None:
    async def scenario() -> list[str]:
        queue = StartQueue(1)
        order: list[str] = []

        async def start(name: str) -> None:
            async with queue.slot(AHEAD, key=name):
                order.append(name)
                await asyncio.sleep(0.01)

        first, gone, later, wanted = (asyncio.ensure_future(start(n)) for n in "abcd")
        await asyncio.sleep(0)
        queue.promote("d")
        gone.cancel()
        await asyncio.gather(first, later, wanted, return_exceptions=True)
        assert queue.running == 0 and queue.waiting() == 0
        return order

    assert asyncio.run(scenario()) == ["a", "d", "c"]
