"""Play across the room: a match with seats on other computers of the same network.

The host runs the only :class:`~scopa.core.game.Game` (:mod:`.host`); each seat on another
computer is a :class:`~.client.Client`, sent its own view and the events it may see, never
more (:mod:`.codec` writes them as JSON, :mod:`.protocol` checks every frame a seat sends).
The sockets live on an event loop of their own thread (:mod:`.loop`), so no caller ever
waits on the network. :mod:`.keeping` saves the host's match after every move,
:mod:`.discovery` announces it by mDNS, :mod:`.headless` is ``scopa --host`` and
``scopa --join``. The messages are described in ``docs/lan-protocol.md``.
"""
