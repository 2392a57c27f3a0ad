"""Duplicate-deal arena between the computer levels: see :mod:`scopa.ai.arena`.

python bench/arena.py --pairs 500 --pairings medium-easy,hard-medium,hard-greedy --jobs 2
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa.ai.arena import main

if __name__ == "__main__":
    sys.exit(main())
