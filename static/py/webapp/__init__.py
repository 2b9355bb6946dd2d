"""The static edition's stand-in for the course server's ``webapp`` package, in the page.

Only what a lesson notebook imports from it: :mod:`webapp.lesson` (this edition's tracker,
progress kept in the browser) and the served edition's own ``webapp/answers.py``, copied in
unchanged by static/build.py.
"""
