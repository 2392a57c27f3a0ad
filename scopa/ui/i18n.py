"""Every string the table shows, in one catalogue: ``t("key", name=...)``.

English only for now; the menus add Italian and Spanish by adding catalogues here, so no
visible word is written anywhere else in the interface.
"""

from __future__ import annotations

_EN: dict[str, str] = {
    "title": "Scopa",
    "you": "You",
    "player_n": "Player {n}",
    "your_turn": "Your turn: play a card",
    "your_turn_choose": "Choose what to take: click the cards, Tab cycles, Enter confirms",
    "turn_of": "{name}'s turn",
    "thinking": "{name} is thinking...",
    "wait_turn": "Wait for your turn.",
    "played": "{name} played {card}",
    "played_took": "{name} played {card} and took {cards}",
    "took": "and took {cards}",
    "takes_rest": "{name} takes the cards left on the table",
    "bonus": "{name} takes the first table",
    "redeal": "Dealt again: {reason}",
    "last_play": "Last play",
    "stock": "Stock",
    "target": "to {target}",
    "score_line": "{name}  {score}",
    "cards_n": "{n} cards",
    "round_n": "Round {n}",
    "dealer": "dealer",
    "pass_to": "Pass to {name}",
    "pass_hint": "Everyone else looks away. Click or press Enter when ready.",
    "sweep_word_scopa": "Scopa!",
    "sweep_word_escoba": "Escoba!",
    "summary_title": "Round {n}",
    "cat_scope": "Sweeps",
    "cat_cards": "Cards",
    "cat_coins": "Coins",
    "cat_settebello": "Settebello",
    "cat_primiera": "Primiera",
    "cat_sevens": "Sevens",
    "cat_napola": "Napola",
    "cat_re_bello": "Re bello",
    "cat_seven_of_cups": "Seven of cups",
    "detail_cards": "{n} cards",
    "detail_coins": "{n} coins",
    "detail_sevens": "{n} sevens",
    "detail_settebello_yes": "took it",
    "detail_settebello_no": "-",
    "detail_primiera": "{value}",
    "detail_primiera_none": "missing a suit",
    "detail_sweeps": "{n}",
    "detail_napola": "{n}",
    "detail_plain": "",
    "round_points": "Round points",
    "match_total": "Match",
    "hint": "Hint: play the {card}: {why}.",
    "hint_thinking": "Thinking about a hint...",
    "confirm_play": "Play the {card}? Click it again or press Enter.",
    "hint_only_move": "the only legal move",
    "hint_sweep": "it sweeps the table",
    "hint_settebello": "it takes the settebello",
    "hint_sevens": "it takes {n} sevens",
    "hint_seven": "it takes a seven",
    "hint_coins": "it takes {n} coins",
    "hint_cards": "it takes {n} cards",
    "hint_capture": "it takes {cards}",
    "hint_safe_lay": "it leaves {total} on the table: no sweep possible",
    "hint_keeps_sevens": "it keeps your sevens",
    "hint_keeps_coins": "it keeps your coins",
    "hint_lays_least": "it lays your least useful card",
    "undo": "Take back",
    "undo_hint": "U: take back your last move",
    "undo_nothing": "There is no move of yours to take back in this round.",
    "undone": "Move taken back",
    "continue": "Continue",
    "next_round": "Next round",
    "match_end": "Match over",
    "winner": "{name} wins the match",
    "winner_you": "You win the match!",
    "draw": "The match is drawn",
    "reason_cappotto": "by cappotto",
    "reason_all_coins": "by taking every coin",
    "reason_target": "",
    "rounds": "Rounds",
    "new_match": "New match",
    "quit": "Quit",
    "team_of": "{a} & {b}",
    "skip_hint": "Click or Space to skip",
    "speed": "Speed: {speed}",
    "speed_slow": "slow",
    "speed_normal": "normal",
    "speed_fast": "fast",
    "speed_instant": "instant",
}

_CATALOGUES = {"en": _EN}
_language = "en"


def set_language(lang: str) -> None:
    """Switch the catalogue (unknown languages fall back to English)."""
    global _language
    _language = lang if lang in _CATALOGUES else "en"


def language() -> str:
    return _language


def t(key: str, **kw: object) -> str:
    """The visible text for ``key`` with its fields filled in; an unknown key shows itself."""
    text = _CATALOGUES[_language].get(key) or _EN.get(key, key)
    return text.format(**kw) if kw else text
