"""The table's timings, in seconds (the table brief): a deal card 180 ms with the next 70 ms
later, a played card 280 ms, captured cards lit 350 ms then sliding 350 ms with a stagger, a
flip 200 ms, a banner 1.1 s; a hand card moving to its sorted place 220 ms; the cards of a
move taken back gliding back to where they were 450 ms."""

DEAL, DEAL_GAP = 0.18, 0.07
PLAY = 0.28
SHOW_TAKE = 0.35
SLIDE, STAGGER = 0.35, 0.06
FLIP = 0.2
BANNER = 1.1
SWEEP_SEEN = 1.8  # seconds of the clock a sweep's banner stays, however fast the play goes
SORT = 0.22  # a hand card gliding to its place in the player's order
REWIND = 0.45  # a move taken back: the cards glide back to where they were

__all__ = [
    "BANNER",
    "DEAL",
    "DEAL_GAP",
    "FLIP",
    "PLAY",
    "REWIND",
    "SHOW_TAKE",
    "SLIDE",
    "SORT",
    "STAGGER",
    "SWEEP_SEEN",
]
