"""``python -m webapp``: run the course site (see :mod:`webapp.app`)."""

from webapp.app import main

main()
