"""Every mechanism a variant may use, installed in the order the rules consult them.

Each is one object in its own module (see :mod:`scopa.core.mechanism`, and
:mod:`scopa.core.play_points` as the model). Adding a mechanism: write its module, with its
``MECHANISM``, and name it here; no central function changes. :mod:`scopa.core` installs
them before anything else of the core runs.
"""

from __future__ import annotations

from . import (
    ace_takes_all,
    builds,
    claims,
    declarations,
    difference,
    elimination,
    figures,
    modulo,
    play_points,
    steal,
    twins,
    wild,
)
from .mechanism import Mechanism, install

MECHANISMS: tuple[Mechanism, ...] = (
    builds.MECHANISM,
    steal.MECHANISM,
    modulo.MECHANISM,
    difference.MECHANISM,
    ace_takes_all.MECHANISM,
    figures.MECHANISM,
    twins.MECHANISM,
    play_points.MECHANISM,
    declarations.MECHANISM,
    claims.MECHANISM,
    wild.MECHANISM,
    elimination.MECHANISM,
)

install(MECHANISMS)
