"""The euchre-teach web app: Voila serving the course, with a home page and learner progress.

Code that needs Voila or tornado lives here, not in :mod:`euchre_teach` (standard library
only). ``python -m webapp LESSONS_DIR`` runs it; ``euchre-teach serve`` does that for you.
"""
