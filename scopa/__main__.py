"""``python -m scopa``: the game, as the ``scopa`` command starts it."""

from .app import main

raise SystemExit(main())
