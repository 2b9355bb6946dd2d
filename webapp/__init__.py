"""The euchre-teach web app: Voila serving the course, with a home page and learner progress.

Code that needs Voila or tornado lives here, not in :mod:`euchre_teach` (standard library
only). ``python -m webapp LESSONS_DIR`` runs it; ``euchre-teach serve`` does that for you.

The server is :mod:`webapp.app` with its kernels (:mod:`~webapp.kernels`,
:mod:`~webapp.classpool`, :mod:`~webapp.kernel_guard`) and, under JupyterHub,
:mod:`~webapp.hub`; its pages share :mod:`~webapp.pages` (templates, the top bar, the
learner's cookie) and are the learner's (:mod:`~webapp.handlers`), the study pages
(:mod:`~webapp.study`) and the teacher's (:mod:`~webapp.teacher`, :mod:`~webapp.manage`).
Inside a lesson's kernel run :mod:`~webapp.lesson` (progress), :mod:`~webapp.review`,
:mod:`~webapp.standing`, :mod:`~webapp.answers` and :mod:`~webapp.session`.
:mod:`~webapp.lab_preview` dresses JupyterLab's Voila preview as the course. This package
may import :mod:`widgets` and :mod:`euchre_teach`; neither imports it, and no module here
reaches back to one that imports it (import-linter contracts in pyproject.toml).
"""
