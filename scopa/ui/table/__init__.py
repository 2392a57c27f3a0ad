"""The table, one room each.

- :mod:`.model`: what one seat is shown and the turn's states (no pygame, no game: a seat's
  view and the public events in, the moves to make out);
- :mod:`.animator`: everything shown and the timeline, fed events through a table of event
  kind to choreography;
- :mod:`.view`: drawing, from the model and the animator;
- :mod:`.controls`: the mouse and the keys, turned into the model's intents;
- :mod:`.local`: the match played on this computer (the game, its computer seats, its keeper);
- :mod:`.words`: the table's sentences; :mod:`.hints`: the hint, asked off the render thread;
- :mod:`.dialog`: the buttons beside the hand, the capture choice and the claim's question;
- :mod:`.lan`: a table across the room: its seats' connections, the waiting panel, the door;
- :mod:`.face`: the table as the screens over it (summary, match end, menu) see it.

:class:`scopa.ui.scenes.table.TableScene` joins them into the table screen.
"""
