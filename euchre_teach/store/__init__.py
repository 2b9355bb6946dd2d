"""Progress: what the course keeps about its learners, on SQLite or PostgreSQL.

One store, :class:`~euchre_teach.store.progress.ProgressStore` (``progress``, with the
spaced review of ``review_schedule`` and the learner values of ``learners``), written once
over a small backend interface (``backend``: connection, transactions, backup, checkpoint),
with two backends: one SQLite file (``sqlite``) and a PostgreSQL server (``pgstore``, the
only module that imports psycopg). The tables and their named, additive migrations are in
``schema``; ``database`` opens a store from a URL. Around it: classes, the roster and
backups (``roster``), the teacher code and the guess brake (``classroom``), files only
their owner may read (``files``), answers waiting for a store that cannot write, each
with its fate (``outbox``). It stores item keys and answers and does not know what
they mean: it imports no course, strategy or player code, only the standard library, the
``regex`` module (names are cut between grapheme clusters, ``learners``) and, for
PostgreSQL, psycopg.
"""
