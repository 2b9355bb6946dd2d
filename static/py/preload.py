"""What the static edition's snapshot has imported before a lesson page starts.

static/snapshot.mjs runs this in Pyodide at build time and saves Python's memory; each lesson
page starts from that memory, so these imports cost the learner nothing. Everything the
lessons' code cells import first is here, and the page's bridge (``et_page``) with its
shell, except modules that take hold of the page's JavaScript when imported (``js``, and so
the site's ``webapp.lesson``), which the page imports after the start.
"""

import anywidget  # noqa: F401
import comm.base_comm  # noqa: F401
import et_page  # noqa: F401  the bridge and its shell (it imports `js` only when used)
import IPython.core.displayhook
import IPython.core.displaypub
import IPython.core.interactiveshell  # noqa: F401
import ipywidgets  # noqa: F401

import euchre_teach
import euchre_teach.core.dealing
import euchre_teach.course.buck_quiz
import euchre_teach.course.drills  # noqa: F401
import webapp.answers
import webapp.review  # noqa: F401  the Review page and its FSRS schedule (Spacing)
import widgets
import widgets.biddingpractice
import widgets.buckgame
import widgets.bucklesson
import widgets.course
import widgets.gameplay
import widgets.guided
import widgets.playexample
import widgets.scoreboard
import widgets.trapdrill  # noqa: F401
