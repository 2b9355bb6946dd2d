"""The static edition's stand-in for the course server's ``webapp`` package, in the page.

What a lesson notebook and the Review page import from it: :mod:`webapp.lesson` (this
edition's tracker, progress kept in the browser), :mod:`webapp.store` (the store over the
browser's record) and :mod:`webapp.keeping` (the Review page's writes, made at once), beside
the served edition's own ``webapp/answers.py``, ``webapp/due.py`` and ``webapp/review.py``,
copied in unchanged by static/build.py (``SHARED_WEBAPP``).
"""
