"""What the static edition's snapshot has imported before a lesson page starts.

static/snapshot.mjs runs this in Pyodide at build time and saves Python's memory; each lesson
page starts from that memory, so these imports cost the learner nothing. Everything the
lessons' code cells import first is here (and the page bridge's own imports), except modules
that take hold of the page's JavaScript (``js``, and so ``et_page`` and ``webapp.lesson``),
which the page imports after the start.
"""

import comm.base_comm  # noqa: F401
import IPython.core.displayhook  # noqa: F401
import IPython.core.displaypub  # noqa: F401
import IPython.core.interactiveshell  # noqa: F401
import ipywidgets  # noqa: F401
import anywidget  # noqa: F401

import euchre_teach  # noqa: F401
import euchre_teach.core.dealing  # noqa: F401
import euchre_teach.course.buck_quiz  # noqa: F401
import euchre_teach.course.drills  # noqa: F401
import webapp.answers  # noqa: F401
import widgets  # noqa: F401
import widgets.biddingpractice  # noqa: F401
import widgets.buckgame  # noqa: F401
import widgets.bucklesson  # noqa: F401
import widgets.course  # noqa: F401
import widgets.gameplay  # noqa: F401
import widgets.guided  # noqa: F401
import widgets.scoreboard  # noqa: F401
import widgets.trapdrill  # noqa: F401
