"""Progress: what the course keeps about its learners, on SQLite or PostgreSQL.

One store interface with two backends (``progress``, ``database``, ``pgstore``) and their
named, additive migrations; the course-wide review schedule (``review_schedule``, FSRS);
classes, the roster and backups (``roster``, ``classroom``); names cut between characters
(``graphemes``). It stores item keys and answers and does not know what they mean: it
imports no course, strategy or player code, only the standard library and, for
PostgreSQL, psycopg.
"""
