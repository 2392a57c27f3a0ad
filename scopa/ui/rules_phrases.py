"""The sentences of the rules screen, in English, Italian and Spanish.

Kept apart from :mod:`scopa.ui.rules_text` so a translator reads only words. Every language
has the same keys and the same ``{placeholders}`` (a test checks both). Card references such
as ``{played}`` arrive with their article ("the Seven", "il Sette", "el Siete"); sweep words
``{sweep}``/``{sweeps}`` are the variant's own words (its rules' ``terms:``). Sentences are
capitalised by the caller, so a template may start with a placeholder.
"""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        # section titles
        "title_players": "Players and teams",
        "title_deal": "The deal",
        "title_capture": "Captures",
        "title_sweep": "Sweeps: the {sweep}",
        "title_end": "End of the round",
        "title_scoring": "Scoring",
        "title_match": "The match",
        # players
        "players_many": "This game is for {counts} players.",
        "players_one": "This game is for {n} players exactly.",
        "p2": "Two players: one against the other.",
        "p3": "Three players: each plays alone.",
        "p4_teams": "Four players: two teams of two, partners sitting opposite each other.",
        "p4_alone": "Four players: each plays alone.",
        "p6_two_teams_of_three": "Six players: two teams of three, sitting in alternate seats.",
        "p6_three_teams_of_two": (
            "Six players: three teams of two, partners sitting opposite each other."
        ),
        "p6_alone": "Six players: each plays alone.",
        "teams_pool": "Partners put their captures in one pile and score together.",
        # deal
        "deal_first": (
            "The dealer gives {hand} to each player and lays {table} face up on the table."
        ),
        "deal_first_empty": "The dealer gives {hand} to each player; the table starts empty.",
        "deck_twins": (
            "Two decks are shuffled together: every card is there twice, the second copy marked II."
        ),
        "capture_twin_only_to_sweep": (
            "A card may take its twin, the same card from the other deck, only when that "
            "clears the table."
        ),
        "scoring_twins": (
            "Each copy of a card that scores scores by itself, and a card that scores only "
            "beside another needs a copy of that one of its own."
        ),
        "scoring_twins_napola": "A second napola needs the Ace, Two and Three of {coins} twice.",
        "sweep_twin": "A {sweep} that takes the played card's own twin is worth {points} instead.",
        "sweep_twin_by_card": "A {sweep} made with {card} on its twin is worth {points}.",
        "cat_sweep_twin": "each {sweep} on the card's own twin: {points} instead.",
        "cat_sweep_twin_by_card": "each {sweep} with {card} on its twin: {points}.",
        "class_twin_sweep": "{sweep} on the twin",
        "class_sweeps": "{sweeps} (sweeps)",  # the game's own word, and what it means
        "class_twin_sweep_with": "{card} {sweep} on its twin",
        "deal_again": (
            "When every hand is empty, the dealer gives {hand} more to each player, none to "
            "the table, until the deck runs out."
        ),
        "deal_count": "With {players} players that makes {deals} deals in a round.",
        "deal_all": "All the cards are dealt at once: one deal per round.",
        "lead": "The player after the dealer leads; the deal passes on one seat every round.",
        "redeal": "If the first table shows {count} or more {ranks}, the cards are dealt again.",
        "redeal_all": "If the first table shows all four {ranks}, the cards are dealt again.",
        "table_bonus": (
            "If the first table adds up to {total}, {taker} takes it at once and scores {sweeps}."
        ),
        "taker_dealer": "the dealer",
        "taker_leader": "the first player",
        # captures
        "cap_intro": (
            "On your turn you play one card from your hand. If it can take cards from the "
            "table it takes them, and they go face down into your pile with the card you "
            "played; otherwise it stays on the table."
        ),
        "cap_intro_face_up": (
            "On your turn you play one card from your hand. If it can take cards it takes "
            "them, and they go face up into your pile, the card you played on top; otherwise "
            "it stays on the table."
        ),
        "values": "Cards count their number; {f8} counts {v8}, {f9} {v9} and {f10} {v10}.",
        "values_numbers_only": "Cards from the Ace to the {top} count their number.",
        "values_spanish": (
            "The Spanish figures are printed 10, 11 and 12, but they count 8, 9 and 10."
        ),
        "mode_match": (
            "By rank: a card takes a table card of the same rank, so a {seven} takes a {seven}."
        ),
        "mode_sum": (
            "By sum: a card takes two or more table cards whose values add up to its own, so a "
            "{seven} takes a {three} and a {four}."
        ),
        "mode_sum_single": (
            "By sum: a card takes one or more table cards whose values add up to its own, so a "
            "{seven} takes a {seven}, or a {three} and a {four}."
        ),
        "mode_fifteen": (
            "To fifteen: a card takes one or more table cards which, together with it, add up "
            "to 15, so a {seven} takes a {five} and a {three} (7 + 5 + 3 = 15)."
        ),
        "mode_eleven": (
            "To eleven: a card takes one or more table cards which, together with it, add up "
            "to 11, so a {seven} takes a {four} (7 + 4 = 11)."
        ),
        "match_forbids_sum": (
            "If a table card has the same rank as the card you play, you must take it: no sum "
            "is allowed then. With two such cards on the table, you choose one."
        ),
        "match_or_sum": "When a card can take either a card of its rank or a sum, you choose.",
        "match_forbids_difference": (
            "If a table card has the same rank as the card you play, you must take it: no "
            "difference is allowed then. With two such cards on the table, you choose one."
        ),
        "match_or_difference": (
            "When a card can take either a card of its rank or a difference, you choose."
        ),
        "match_forbids_sum_difference": (
            "If a table card has the same rank as the card you play, you must take it: neither "
            "a sum nor a difference is allowed then. With two such cards on the table, you "
            "choose one."
        ),
        "match_or_sum_difference": (
            "When a card can take a card of its rank, a sum or a difference, you choose."
        ),
        "mode_difference": (
            "By difference: a card takes two or more table cards when the highest of them, "
            "less all the others, leaves its value, so a {five} takes a {seven} and a {two} "
            "(7 − 2 = 5)."
        ),
        "mode_name_difference": "by difference",
        "cycle": (
            "But here values go round in {n}s: a value or a total above {n} starts again "
            "from 1, so {f8} counts {v8}, {f9} {v9} and {f10} {v10}, and every capture is "
            "worked out with these values."
        ),
        "cycle_match": "Taking by rank goes by these values: {f10} takes a {value}.",
        "ex_cycled": "{played} takes {taken}: {expr} = {total}, which counts {value}.",
        "ex_cycled_match": "{played} counts {value}, so it takes {taken}.",
        "choose": "When several captures are possible, you choose which one to make.",
        "fewest": "In captures {modes}, only those taking the fewest cards are allowed.",
        "mode_name_match": "by rank",
        "mode_name_sum": "by sum",
        "mode_name_fifteen": "to fifteen",
        "mode_name_eleven": "to eleven",
        "compulsory_card": (
            "A card that can capture may not be laid on the table: it must take. You may "
            "still play another card that takes nothing."
        ),
        "compulsory_hand": (
            "Capturing is compulsory: if any card in your hand can take, you must capture."
        ),
        "compulsory_none": (
            "Capturing is never compulsory: you may always lay a card on the table instead."
        ),
        "ace_takes_all": "An {ace} takes the whole table.",
        "steal_piles": (
            "Every side keeps its captures face up, the card that took them on top. A card of "
            "the same rank as the top card of an opponent's pile takes that whole pile and goes "
            "on top of yours, which may be taken in turn."
        ),
        "steal_capture": "Taking a pile is a capture like any other.",
        "steal_choose": (
            "When a table card and the top of a pile both match, you choose which to take."
        ),
        "steal_barred": (
            "While a card of its rank lies on the table, a card must take that, not a pile."
        ),
        "steal_with_table": (
            "One card may take table cards and the top card of an opponent's pile together, "
            "the top card counting as one of the table's, and the whole pile comes with them."
        ),
        "steal_alone": "A pile is taken alone, never with table cards.",
        "ex_steal": "{played} takes the opponent's pile with {top} on top, the whole pile.",
        "ex_steal_sum": (
            "{played} takes {taken} from the table and the pile topped by {top}: {expr}."
        ),
        "ace_sweep_yes": "Taking the table this way counts as a {sweep}.",
        "ace_sweep_no": "Taking the table this way is not a {sweep}.",
        "ace_on_table_ace": (
            "If an {ace} is already on the table, the {ace} you play takes only that {ace}."
        ),
        "ace_on_table_all": "It takes the whole table even when an {ace} lies on it.",
        "ace_on_table_as_a_card": (
            "If an {ace} is already on the table, the {ace} you play captures as any card "
            "does: that {ace}, or the cards the capture rules above let it take."
        ),
        # sweeps
        "sweep_what": "Taking every card on the table is a {sweep}.",
        "sweep_fixed": "Each {sweep} scores {points}.",
        "sweep_card": (
            "A {sweep} scores the value of the card that made it: made with a {seven}, it is "
            "worth 7 points."
        ),
        "sweep_cards_taken": (
            "A {sweep} scores one point for every card taken, the card played included."
        ),
        "sweep_zero": "{sweeps} score nothing in this game.",
        "sweep_mark": (
            "The card that made it stays face up, crosswise in the pile, to be counted at the "
            "end of the round."
        ),
        "last_play_no": "Emptying the table with the last card of the round is not a {sweep}.",
        "last_play_yes": (
            "Emptying the table with the last card of the round counts as a {sweep} too."
        ),
        # end of the round
        "end_last": "The round ends when every card has been played.",
        "leftovers_last": (
            "The cards still on the table go to the last player who made a capture; this is "
            "never a {sweep}."
        ),
        "leftovers_nobody": "The cards still on the table go to nobody.",
        "end_count": "Then every side counts its pile, and the next player deals the next round.",
        # scoring
        "scoring_intro": "At the end of each round, each side (a player, or a team) scores:",
        "cat_sweeps": "each {sweep}: {points}.",
        "cat_sweeps_value": "each {sweep}: its value, as explained above.",
        "cat_cards": "cards: {points} for the side with the most.",
        "cat_coins": "{coins}: {points} for the side with the most.",
        "cat_all_coins": "all ten {coins}: {points}, instead of the point for the most.",
        "cat_settebello": "the {nick} ({card}): {points}.",
        "cat_primiera": "primiera: {points}.",
        "cat_sevens": "{sevens}: {points} for the side with the most.",
        "cat_all_sevens": "all four {sevens}: {points}.",
        "cat_napola": "the napola: see below.",
        "cat_re_bello": "the re bello ({card}): {points}.",
        "cat_seven_of_cups": "{card}: {points}.",
        "cat_card_points": "{cards}: {points} a card.",
        "cat_card_point": "{cards}: {points}.",
        "class_suit": "cards of {suit}",
        "class_suit_each": "{suit}, one by one",
        "cat_card_beside": "{cards} beside {beside}: {points}; otherwise nothing.",
        "cat_card_beside_each": "{cards} beside {beside}: {points} a card; otherwise nothing.",
        "cat_card_set": "{cards}, all taken by one side: {points}; otherwise nothing.",
        "cat_card_set_beside": (
            "{cards}, all taken by one side with {beside}: {points}; otherwise nothing."
        ),
        "cat_sweep_by_card": "each {sweep} made with {card}: {points} instead.",
        "class_beside": "{cards} + {beside}",
        "class_all": "{cards}, all",
        "class_sweep_with": "{card} {sweep}",
        "sweep_by_card": "A {sweep} made with {card} is worth {points} instead.",
        "sweep_by_card_zero": "Emptying the table with {card} is not a {sweep}.",
        "napola_cap": "A napola scores at most {points}.",
        "point_minus_one": "minus 1 point",
        "point_minus_many": "minus {n} points",
        "cards_in_all": (
            "A card named in more than one line scores in each: {card} makes {points} in all."
        ),
        "prim_how": (
            "For the primiera, each side picks its best card in each suit and adds up their "
            "primiera values: {scale}. The higher total wins; the best possible is {best}, "
            "with four {ranks}."
        ),
        "prim_most_sevens": (
            "The primiera goes to the side with the most {sevens}; on a tie, the most {sixes}, "
            "then the most {aces}."
        ),
        "prim_missing_loses": "A side missing a whole suit cannot win the primiera.",
        "prim_missing_counts": "A side missing a suit still counts the suits it holds.",
        "sevens_tie_cards": (
            "Sevens: on a tie, the most {sixes} decide, then the {aces}, then the {fives}."
        ),
        "sevens_tie_primiera": "Sevens: on a tie, the better primiera decides.",
        "cat_all_sevens_instead": "all four {sevens}: {points}, instead of the point for the most.",
        "all_sevens_settebello": ("They include the {nick}, which then scores nothing on its own."),
        "napola_run": (
            "Napola: a side holding the {a}, {b} and {c} of {coins} scores as many points as its "
            "unbroken run of {coins} from the {a}: 3 for {a}, {b} and {c}, 4 with the {d} as "
            "well, and so on up to {top} for all {top_word}."
        ),
        "napola_run_capped": (
            "Napola: a side holding the {a}, {b} and {c} of {coins} scores as many points as its "
            "unbroken run of {coins} from the {a}: 3 for {a}, {b} and {c}, 4 with the {d} as "
            "well, and so on, up to {cap} at most."
        ),
        "napola_three_plus": (
            "Napola: a side holding the {a}, {b} and {c} of {coins} scores 3 for them, plus 1 "
            "for each of its other {coins}."
        ),
        "last_face_up": "The last deal is dealt face up: every hand is played open.",
        "claim_intro": (
            "You may also play any card of your hand face down, saying that it takes the whole "
            "table as a {sweep}, true or not. The other sides answer in turn: they trust it or "
            "doubt it."
        ),
        "claim_trusted": (
            "Trusted by all, the {sweep} stands and the card is never shown: it goes face down "
            "into your pile."
        ),
        "claim_doubted": (
            "Doubted, the card is shown at once. If it could take the whole table, the {sweep} "
            "stands and the doubter's side scores {doubt}; if not, the claim is cancelled, the "
            "card is laid on the table beside the others, and your side scores {bluff}."
        ),
        "cat_claims": "{Sweeps} claimed: a bluff found out {bluff}, a doubt proved wrong {doubt}.",
        "decl_intro": "Before playing the first card of a deal you may declare your hand: "
        "you show it, play it face up from then on, and score at once:",
        "decl_kind": "{what}: {points}.",
        "decl_total": "a hand whose values add up to {n} or less",
        "decl_rank": "{n} cards of one rank",
        "decl_suit": "{n} cards of one suit",
        "decl_among": ", among the {ranks}",
        "decl_best": "A hand that makes several declarations scores the best one only.",
        "decl_by_kind": "Declarations of different kinds add up; of one kind, the best counts.",
        "decl_wild": "{card} is wild when you declare: you name its rank, and it plays at "
        "that rank until it is captured.",
        "ties_split": (
            "If the leading sides tie in a category, they share its points, each its share "
            "rounded down (2 points: 1 each)."
        ),
        "figures_same_only": (
            "The {figures} have no number: a figure takes only a figure of the same rank, "
            "and is never part of a sum."
        ),
        "play_last_laid": (
            "Picchiata: taking, with a card of the same rank, the card the previous player "
            "has just laid scores {points} at once."
        ),
        "play_one_suit": (
            "Bager: a capture whose played card and every card taken are of one suit scores "
            "{points} at once."
        ),
        "play_many_cards": (
            "Piccola: taking {n} or more table cards in one capture scores {points} at once; "
            "a capture that is several of these scores for each of them, plus a {sweep} if it "
            "also empties the table."
        ),
        "all_suit_wins": "Taking every card of {suit} in one round wins the match at once.",
        "ties_nobody": "If the leading sides tie in a category, nobody scores its point.",
        "ties_everybody": "If the leading sides tie in a category, each of them scores its point.",
        # match
        "target": (
            "Points are added up at the end of each round; the first side to reach "
            "{target_points} wins."
        ),
        "targets": "The target depends on the number of players: {list}.",
        "target_for": "{target} with {n}",
        "ties_play_on": (
            "A side must be alone in the lead to win: if the leaders are level at or above the "
            "target, another round is played."
        ),
        "ties_draw": "If the leaders are level at or above the target, the match is drawn.",
        "cappotto": (
            "Cappotto: a side that reaches {n} points while every other side still has none "
            "wins at once."
        ),
        "all_coins_wins": "Taking all ten {coins} in one round wins the match at once.",
        "match_rounds": (
            "The match lasts {n} rounds at most: after the last one, the side with the most "
            "points wins."
        ),
        "match_one_round": "The match is a single round: the side with the most points wins.",
        "other_targets": "It is also played to {list} points.",
        "tie_card": (
            "If the match ends level after its last round, the side that took the {card} in "
            "that round wins."
        ),
        "tie_card_rounds": (
            "Played as a match of set rounds (a house rule), a tie at the end goes to the side "
            "that took the {card} in the last round."
        ),
        "first_dealer_card": (
            "To find the first dealer, the shuffled deck is dealt face up, a card to each "
            "player in turn, until the {card} appears: whoever gets it deals. The cards then go "
            "back and are shuffled."
        ),
        # illustrations
        "p5": "Five players: each plays alone.",
        "p7": "Seven players: each plays alone.",
        "p8_alone": "Eight players: each plays alone.",
        "p8_four_teams_of_two": (
            "Eight players: four teams of two, partners sitting opposite each other."
        ),
        "p8_two_teams_of_four": "Eight players: two teams of four, sitting in alternate seats.",
        "deal_for": "{who}: {hand} each and {table} face up on the table.",
        "deal_last": "{who}, the last deal is {last} each.",
        "deal_for_again": (
            "{who}: {hand} each and {table} face up on the table, then {more} more "
            "each whenever the hands are empty, until the deck runs out."
        ),
        "deal_for_empty": "{who}: {hand} each and nothing on the table.",
        "who_players": "With {n} players",
        "who_left": "When {n} are left",
        "target_lose": (
            "Points are added up at the end of each round, and points are to be avoided: the "
            "first to reach {target_points} loses the match (several past it in the same round: "
            "the highest). The lowest score wins."
        ),
        "ties_play_on_lose": (
            "If the lowest scores are level when the match ends, another round is played."
        ),
        "ties_draw_lose": "If the lowest scores are level when the match ends, the match is drawn.",
        "elimination": (
            "Points are added up at the end of each round, and points are to be avoided: whoever "
            "reaches {target_points} leaves the game, and the others play on, the deal following "
            "the number left. The last one left wins the match."
        ),
        "ties_play_on_out": (
            "Should everyone still in reach {target} in the same round, the lowest stay in; if "
            "they are level, another round is played."
        ),
        "ties_draw_out": (
            "Should everyone still in reach {target} in the same round, the lowest stay in; if "
            "they are level, the match is drawn."
        ),
        "ex_match_first": "{played} must take {match}, not {sum}.",
        "ex_sum": "{played} takes {taken}: {expr}.",
        "ex_sweep": "{played} takes {taken} and empties the table: {sweep}!",
        "ex_ace": "{played} takes the whole table.",
        "builds_intro": (
            "A card may also be laid on a loose table card as a build: the two become one pile "
            "worth their total, and you may build only while you keep another card of that "
            "total in hand to take it with. Building is a play of its own, open even to a card "
            "that could capture."
        ),
        "builds_whole": (
            "A build is taken only whole, by a card equal to its value: never by the rank of a "
            "card in it, in a sum, or in part."
        ),
        "builds_equal": (
            "Taking a build also takes one loose table card of the same value, if there is one."
        ),
        "builds_raise_anyone": (
            "Any player may raise a build by laying a card on it, on the same condition: "
            "keeping a card of the new total. Whoever built on it last owns it."
        ),
        "builds_raise_others": (
            "Any player but its owner may raise a build by laying a card on it, on the same "
            "condition: keeping a card of the new total. Whoever built on it last owns it."
        ),
        "builds_raise_opponents": (
            "A player of another side may raise a build by laying a card on it, on the same "
            "condition: keeping a card of the new total. Whoever built on it last owns it."
        ),
        "builds_raise_nobody": "A build cannot be raised.",
        "builds_left": (
            "Its owner need not take it. A build still on the table at the end of the round is "
            "table cards like the others."
        ),
        "ex_build": (
            "{played} laid on {onto} makes a build of {value}, for a player keeping {keep}."
        ),
        "ex_build_take": "{played} takes the build of {value} whole, and {equal} with it.",
        "ex_build_take_alone": "{played} takes the build of {value} whole.",
        "totals_despite_match": (
            "Taking cards that make {goals} with the card played is allowed even then."
        ),
        "coins_reset_all": (
            "Taking all ten {coins} in one round sets every other side's match score back to 0."
        ),
        "coins_reset_n": (
            "Taking {n} {coins} or more in one round sets every other side's match score back to 0."
        ),
        "ex_total_beside_match": "{played} takes {taken} even with {match} on the table: {expr}.",
        "ex_fewest": "{played} takes {taken} ({expr}), but not {more}: that is more cards.",
        "ex_sweep_worth": (
            "{played} takes {taken} and empties the table: {sweep}, worth {points}!"
        ),
        "ex_primiera": "The best card of each suit: {parts} = {total}.",
        "ex_primiera_sevens": "{n} {sevens}: a strong primiera under this rule.",
        "ex_card_points": "Taken in a round, the lit cards score {total} by themselves.",
        # words
        "point_one": "1 point",
        "point_many": "{n} points",
        "card_one": "one card",
        "card_many": "{n} cards",
        "sweep_one": "one {sweep}",
        "sweep_many": "{n} {sweeps}",
        "and": "and",
        "or": "or",
        "of": "{rank} of {suit}",
        "numbers": "zero one two three four five six seven eight nine ten eleven twelve thirteen",
        "decimal": ".",
        # rules fidelity: the Ace's free choice, who deals a first table again, the primiera
        # down to the Aces, and a match of one round per dealer
        "ace_free_choice": (
            "Taking the whole table is only one choice: the {ace} may instead capture as any "
            "other card does, by the rules above."
        ),
        "ex_ace_choice": "Or {played} takes {taken} instead of the whole table: {expr}.",
        "redeal_same": "The same dealer deals them.",
        "redeal_next": (
            "The next player deals them, as after a round, and the player after the new "
            "dealer leads."
        ),
        "prim_most_by_rank": (
            "The primiera goes to the side with the most {sevens}; on a tie, the most {sixes}, "
            "then {fives}, {fours}, {threes}, {twos} and last {aces}. Level all the way down, "
            "the primiera is tied."
        ),
        "match_per_dealer": (
            "The match has as many rounds as there are players, each dealing one in turn; "
            "after the last, the side with the most points wins."
        ),
        "match_per_dealer_n": "With {n} players that makes {n} rounds.",
        "ties_play_on_rounds": (
            "If the leaders are level after the last round, another round is played, until one "
            "side leads alone."
        ),
        "ties_draw_rounds": "If the leaders are level after the last round, the match is drawn.",
    },
    "it": {
        "title_players": "Giocatori e squadre",
        "title_deal": "La distribuzione",
        "title_capture": "Le prese",
        "title_sweep": "La {sweep}",
        "title_end": "Fine della smazzata",
        "title_scoring": "Il punteggio",
        "title_match": "La partita",
        "players_many": "Si gioca in {counts}.",
        "players_one": "Si gioca soltanto in {n}.",
        "p2": "In due: uno contro l'altro.",
        "p3": "In tre: ognuno gioca per sé.",
        "p4_teams": "In quattro: due coppie, con i compagni seduti uno di fronte all'altro.",
        "p4_alone": "In quattro: ognuno gioca per sé.",
        "p6_two_teams_of_three": "In sei: due squadre da tre, sedute a posti alterni.",
        "p6_three_teams_of_two": (
            "In sei: tre coppie, con i compagni seduti uno di fronte all'altro."
        ),
        "p6_alone": "In sei: ognuno gioca per sé.",
        "teams_pool": "I compagni mettono le prese in un unico mazzetto e contano insieme.",
        "deal_first": ("Il mazziere dà {hand} a ciascun giocatore e scopre {table} in tavola."),
        "deal_first_empty": "Il mazziere dà {hand} a ciascun giocatore; la tavola resta vuota.",
        "deck_twins": (
            "Si mescolano insieme due mazzi: ogni carta c'è due volte, la seconda segnata II."
        ),
        "capture_twin_only_to_sweep": (
            "Una carta può prendere la sua gemella, la stessa carta dell'altro mazzo, solo se "
            "così svuota la tavola."
        ),
        "scoring_twins": (
            "Ogni copia di una carta che conta, conta da sé; e una carta che conta solo "
            "accanto a un'altra ne vuole una copia tutta sua."
        ),
        "scoring_twins_napola": "La seconda napola vuole Asso, Due e Tre di {coins} due volte.",
        "sweep_twin": "Una {sweep} che prende la gemella della carta giocata vale invece {points}.",
        "sweep_twin_by_card": "Una {sweep} fatta con {card} sulla sua gemella vale {points}.",
        "cat_sweep_twin": "ogni {sweep} sulla gemella della carta: invece {points}.",
        "cat_sweep_twin_by_card": "ogni {sweep} con {card} sulla sua gemella: {points}.",
        "class_twin_sweep": "{sweep} sulla gemella",
        "class_sweeps": "{sweeps}",
        "class_twin_sweep_with": "{sweep} con {card} sulla gemella",
        "deal_again": (
            "Quando tutti hanno finito le carte, il mazziere ne dà altre {hand} a testa, senza "
            "aggiungerne in tavola, finché il mazzo non è esaurito."
        ),
        "deal_count": "In {players} le distribuzioni per smazzata sono {deals}.",
        "deal_all": "Tutte le carte si distribuiscono subito: una sola mano per smazzata.",
        "lead": (
            "Gioca per primo chi siede dopo il mazziere; a ogni smazzata il mazzo passa al "
            "giocatore successivo."
        ),
        "redeal": "Se in tavola escono {count} o più {ranks}, si rimescola e si ridà.",
        "redeal_all": "Se in tavola escono tutti e quattro i {ranks}, si rimescola e si ridà.",
        "table_bonus": (
            "Se le carte in tavola sommano {total}, {taker} le prende subito e segna {sweeps}."
        ),
        "taker_dealer": "il mazziere",
        "taker_leader": "il primo di mano",
        "cap_intro": (
            "Al proprio turno si gioca una carta dalla mano. Se può prendere carte dalla "
            "tavola, le prende, e finiscono coperte nel proprio mazzetto insieme alla carta "
            "giocata; altrimenti resta in tavola."
        ),
        "cap_intro_face_up": (
            "Al proprio turno si gioca una carta dalla mano. Se può prendere carte, le prende, "
            "e finiscono scoperte nel proprio mazzo, con in cima la carta giocata; altrimenti "
            "resta in tavola."
        ),
        "values": "Le carte valgono il loro numero; {f8} vale {v8}, {f9} {v9} e {f10} {v10}.",
        "values_numbers_only": "Le carte dall'Asso al {top} valgono il loro numero.",
        "values_spanish": ("Le figure spagnole riportano 10, 11 e 12, ma valgono 8, 9 e 10."),
        "mode_match": (
            "Presa per uguale: una carta prende una carta in tavola dello stesso valore, "
            "quindi un {seven} prende un {seven}."
        ),
        "mode_sum": (
            "Presa per somma: una carta prende due o più carte in tavola la cui somma è pari al "
            "suo valore, quindi un {seven} prende un {three} e un {four}."
        ),
        "mode_sum_single": (
            "Presa per somma: una carta prende una o più carte in tavola la cui somma è pari al "
            "suo valore, quindi un {seven} prende un {seven}, oppure un {three} e un {four}."
        ),
        "mode_fifteen": (
            "Presa a quindici: una carta prende una o più carte in tavola che, insieme a lei, "
            "fanno 15, quindi un {seven} prende un {five} e un {three} (7 + 5 + 3 = 15)."
        ),
        "mode_eleven": (
            "Presa a undici: una carta prende una o più carte in tavola che, insieme a lei, "
            "fanno 11, quindi un {seven} prende un {four} (7 + 4 = 11)."
        ),
        "match_forbids_sum": (
            "Se in tavola c'è una carta dello stesso valore di quella giocata, bisogna prendere "
            "quella: la presa per somma non è ammessa. Se ce ne sono due, si sceglie quale."
        ),
        "match_or_sum": (
            "Quando si può prendere sia per uguale sia per somma, si sceglie liberamente."
        ),
        "match_forbids_difference": (
            "Se in tavola c'è una carta dello stesso valore di quella giocata, bisogna prendere "
            "quella: la presa per differenza non è ammessa. Se ce ne sono due, si sceglie quale."
        ),
        "match_or_difference": (
            "Quando si può prendere sia per uguale sia per differenza, si sceglie liberamente."
        ),
        "match_forbids_sum_difference": (
            "Se in tavola c'è una carta dello stesso valore di quella giocata, bisogna prendere "
            "quella: le prese per somma e per differenza non sono ammesse. Se ce ne sono due, "
            "si sceglie quale."
        ),
        "match_or_sum_difference": (
            "Quando si può prendere per uguale, per somma o per differenza, si sceglie liberamente."
        ),
        "mode_difference": (
            "Presa per differenza: una carta prende due o più carte in tavola quando la più "
            "alta, meno tutte le altre, lascia il suo valore, quindi un {five} prende un "
            "{seven} e un {two} (7 − 2 = 5)."
        ),
        "mode_name_difference": "per differenza",
        "cycle": (
            "Ma qui i valori girano a cicli di {n}: un valore o un totale oltre {n} ricomincia "
            "da 1, quindi {f8} vale {v8}, {f9} {v9} e {f10} {v10}, e ogni presa si conta con "
            "questi valori."
        ),
        "cycle_match": "La presa per uguale guarda questi valori: {f10} prende un {value}.",
        "ex_cycled": "{played} prende {taken}: {expr} = {total}, che vale {value}.",
        "ex_cycled_match": "{played} vale {value}, quindi prende {taken}.",
        "choose": "Se le prese possibili sono più d'una, si sceglie quale fare.",
        "fewest": "Nelle prese {modes} sono ammesse solo quelle con meno carte.",
        "mode_name_match": "per uguale",
        "mode_name_sum": "per somma",
        "mode_name_fifteen": "a quindici",
        "mode_name_eleven": "a undici",
        "compulsory_card": (
            "Una carta che può prendere non si può calare in tavola: deve prendere. Si può però "
            "giocare un'altra carta che non prende nulla."
        ),
        "compulsory_hand": (
            "La presa è obbligatoria: se una qualsiasi carta in mano può prendere, bisogna "
            "prendere."
        ),
        "compulsory_none": (
            "La presa non è mai obbligatoria: si può sempre calare una carta in tavola."
        ),
        "ace_takes_all": "L'{ace} piglia tutto: prende tutte le carte in tavola.",
        "steal_piles": (
            "Ognuno tiene le sue prese scoperte, con in cima la carta che le ha prese. Una carta "
            "dello stesso valore di quella in cima al mazzo di un avversario gli ruba tutto il "
            "mazzo e va in cima al tuo, che a sua volta può essere rubato."
        ),
        "steal_capture": "Rubare un mazzo è una presa come le altre.",
        "steal_choose": (
            "Se sono pari sia una carta in tavola sia quella in cima a un mazzo, scegli tu "
            "quale prendere."
        ),
        "steal_barred": (
            "Finché in tavola c'è una carta del suo valore, si prende quella, non un mazzo."
        ),
        "steal_with_table": (
            "Una carta può prendere insieme carte in tavola e la carta in cima al mazzo di un "
            "avversario, che conta come una carta in tavola, e con esse tutto il mazzo."
        ),
        "steal_alone": "Un mazzo si ruba da solo, mai insieme a carte in tavola.",
        "ex_steal": "{played} ruba il mazzo dell'avversario con in cima {top}: tutto il mazzo.",
        "ex_steal_sum": (
            "{played} prende {taken} dalla tavola e il mazzo con in cima {top}: {expr}."
        ),
        "ace_sweep_yes": "Questa presa vale come {sweep}.",
        "ace_sweep_no": "Questa presa non vale come {sweep}.",
        "ace_on_table_ace": (
            "Se in tavola c'è già un {ace}, l'{ace} giocato prende soltanto quello."
        ),
        "ace_on_table_all": "Prende tutta la tavola anche se in tavola c'è già un {ace}.",
        "ace_on_table_as_a_card": (
            "Se in tavola c'è già un {ace}, l'{ace} giocato prende come ogni altra carta: "
            "quell'{ace}, o le carte che le regole di presa qui sopra gli lasciano prendere."
        ),
        "sweep_what": "Prendere tutte le carte in tavola è fare {sweep}.",
        "sweep_fixed": "Ogni {sweep} vale {points}.",
        "sweep_card": (
            "Una {sweep} vale quanto la carta che l'ha fatta: fatta con un {seven}, vale 7 punti."
        ),
        "sweep_cards_taken": (
            "Una {sweep} vale un punto per ogni carta presa, compresa quella giocata."
        ),
        "sweep_zero": "In questo gioco le {sweeps} non valgono punti.",
        "sweep_mark": (
            "La carta che l'ha fatta resta scoperta, di traverso nel mazzetto, per contarla a "
            "fine smazzata."
        ),
        "last_play_no": "Svuotare la tavola con l'ultima carta della smazzata non vale {sweep}.",
        "last_play_yes": (
            "Anche svuotare la tavola con l'ultima carta della smazzata vale {sweep}."
        ),
        "end_last": "La smazzata finisce quando sono state giocate tutte le carte.",
        "leftovers_last": (
            "Le carte rimaste in tavola vanno a chi ha fatto l'ultima presa; non è mai {sweep}."
        ),
        "leftovers_nobody": "Le carte rimaste in tavola non vanno a nessuno.",
        "end_count": (
            "Poi ognuno conta il proprio mazzetto, e la smazzata successiva la dà il giocatore "
            "seguente."
        ),
        "scoring_intro": "A fine smazzata ogni giocatore (o squadra) segna:",
        "cat_sweeps": "ogni {sweep}: {points}.",
        "cat_sweeps_value": "ogni {sweep}: il suo valore, come detto sopra.",
        "cat_cards": "carte: {points} a chi ne ha prese di più.",
        "cat_coins": "{coins}: {points} a chi ne ha di più.",
        "cat_all_coins": "tutti e dieci i {coins}: {points}, al posto del punto per i {coins}.",
        "cat_settebello": "il {nick} ({card}): {points}.",
        "cat_primiera": "primiera: {points}.",
        "cat_sevens": "{sevens}: {points} a chi ne ha di più.",
        "cat_all_sevens": "tutti e quattro i {sevens}: {points}.",
        "cat_napola": "la napola: vedi sotto.",
        "cat_re_bello": "il re bello ({card}): {points}.",
        "cat_seven_of_cups": "{card}: {points}.",
        "cat_card_points": "{cards}: {points} a carta.",
        "cat_card_point": "{cards}: {points}.",
        "class_suit": "carte di {suit}",
        "class_suit_each": "{suit}, uno per uno",
        "cat_card_beside": "{cards} con {beside}: {points}; altrimenti nulla.",
        "cat_card_beside_each": "{cards} con {beside}: {points} a carta; altrimenti nulla.",
        "cat_card_set": "{cards}, tutti presi dalla stessa parte: {points}; altrimenti nulla.",
        "cat_card_set_beside": (
            "{cards}, tutti presi dalla stessa parte con {beside}: {points}; altrimenti nulla."
        ),
        "cat_sweep_by_card": "ogni {sweep} fatta con {card}: invece {points}.",
        "class_beside": "{cards} + {beside}",
        "class_all": "{cards}, tutti",
        "class_sweep_with": "{sweep} con {card}",
        "sweep_by_card": "Una {sweep} fatta con {card} vale invece {points}.",
        "sweep_by_card_zero": "Svuotare la tavola con {card} non è fare {sweep}.",
        "napola_cap": "La napola vale al massimo {points}.",
        "point_minus_one": "meno 1 punto",
        "point_minus_many": "meno {n} punti",
        "cards_in_all": (
            "Una carta nominata in più righe conta in ciascuna: {card} vale {points} in tutto."
        ),
        "prim_how": (
            "Per la primiera, ognuno sceglie la carta migliore di ciascun seme e ne somma i "
            "valori di primiera: {scale}. Vince il totale più alto; il massimo è {best}, "
            "con quattro {ranks}."
        ),
        "prim_most_sevens": (
            "La primiera va a chi ha più {sevens}; a parità, a chi ha più {sixes}, poi più {aces}."
        ),
        "prim_missing_loses": "Chi non ha carte di un seme non può vincere la primiera.",
        "prim_missing_counts": "Chi non ha carte di un seme conta comunque i semi che ha.",
        "sevens_tie_cards": "Sette: a parità contano i {sixes}, poi gli {aces}, poi i {fives}.",
        "sevens_tie_primiera": "Sette: a parità decide la primiera migliore.",
        "cat_all_sevens_instead": (
            "tutti e quattro i {sevens}: {points}, al posto del punto per i {sevens}."
        ),
        "all_sevens_settebello": "Comprendono il {nick}, che allora non vale punti a parte.",
        "napola_run": (
            "Napola: chi ha {a}, {b} e {c} di {coins} segna tanti punti quanto è lunga la sua "
            "scala di {coins} a partire dall'{a}: 3 per {a}, {b} e {c}, 4 se ha anche il {d}, "
            "e così via fino a {top} con tutti e {top_word}."
        ),
        "napola_run_capped": (
            "Napola: chi ha {a}, {b} e {c} di {coins} segna tanti punti quanto è lunga la sua "
            "scala di {coins} a partire dall'{a}: 3 per {a}, {b} e {c}, 4 se ha anche il {d}, "
            "e così via, fino a {cap} al massimo."
        ),
        "napola_three_plus": (
            "Napola: chi ha {a}, {b} e {c} di {coins} segna 3 punti, più 1 per ogni altra carta "
            "di {coins}."
        ),
        "last_face_up": (
            "L'ultima mano si dà a carte scoperte: tutte le mani si giocano in vista."
        ),
        "claim_intro": (
            "Puoi anche giocare coperta una carta qualsiasi della mano, dicendo che fa {sweep} "
            "di tutta la tavola, vero o no. Gli avversari rispondono a turno: si fidano o no."
        ),
        "claim_trusted": (
            "Se tutti si fidano, la {sweep} vale e la carta non si mostra mai: va coperta nel "
            "tuo mazzetto."
        ),
        "claim_doubted": (
            "Se qualcuno non si fida, la carta si scopre subito. Se poteva prendere tutta la "
            "tavola, la {sweep} vale e chi non si è fidato segna {doubt}; se no, la "
            "dichiarazione è annullata, la carta resta in tavola accanto alle altre e la tua "
            "parte segna {bluff}."
        ),
        "cat_claims": (
            "{Sweeps} dichiarate: un bluff scoperto {bluff}, un dubbio sbagliato {doubt}."
        ),
        "decl_intro": "Prima di giocare la prima carta di una mano puoi dichiararla: la mostri, "
        "da allora la giochi scoperta, e segni subito:",
        "decl_kind": "{what}: {points}.",
        "decl_total": "una mano che somma {n} o meno",
        "decl_rank": "{n} carte dello stesso valore",
        "decl_suit": "{n} carte dello stesso seme",
        "decl_among": ", tra {ranks}",
        "decl_best": "Una mano che fa più dichiarazioni segna solo la migliore.",
        "decl_by_kind": "Dichiarazioni di tipo diverso si sommano; dello stesso tipo conta la "
        "migliore.",
        "decl_wild": "{card} è jolly quando dichiari: ne scegli il valore, e vale così finché "
        "la carta non viene presa.",
        "ties_split": (
            "In caso di parità i punti si dividono fra i pari, arrotondando per difetto "
            "(2 punti: 1 ciascuno)."
        ),
        "figures_same_only": (
            "{figures} non hanno numero: una figura prende solo una figura uguale, e non entra "
            "mai in una somma."
        ),
        "play_last_laid": (
            "Picchiata: prendere, con una carta dello stesso valore, la carta appena calata "
            "dal giocatore precedente vale subito {points}."
        ),
        "play_one_suit": (
            "Bager: una presa in cui la carta giocata e tutte quelle prese sono di un solo "
            "seme vale subito {points}."
        ),
        "play_many_cards": (
            "Piccola: prendere {n} o più carte dalla tavola in una presa vale subito {points}; "
            "una presa che rientra in più di questi casi li segna tutti, più la {sweep} se "
            "svuota la tavola."
        ),
        "all_suit_wins": "Chi prende tutte le {suit} in una smazzata vince subito la partita.",
        "ties_nobody": "In caso di parità il punto non va a nessuno.",
        "ties_everybody": "In caso di parità il punto va a tutti quelli in testa.",
        "target": (
            "I punti si sommano a fine smazzata; vince chi arriva per primo a {target_points}."
        ),
        "targets": "Il traguardo dipende dal numero di giocatori: {list}.",
        "target_for": "{target} in {n}",
        "ties_play_on": (
            "Per vincere bisogna essere soli in testa: se chi è in testa è a pari punti al "
            "traguardo o oltre, si gioca un'altra smazzata."
        ),
        "ties_draw": (
            "Se chi è in testa è a pari punti al traguardo o oltre, la partita finisce pari."
        ),
        "cappotto": (
            "Cappotto: chi arriva a {n} punti mentre gli avversari sono ancora a zero vince subito."
        ),
        "all_coins_wins": (
            "Chi prende tutti e dieci i {coins} in una smazzata vince subito la partita."
        ),
        "match_rounds": ("La partita dura al più {n} mani: dopo l'ultima vince chi ha più punti."),
        "match_one_round": "La partita è una mano sola: vince chi ha più punti.",
        "other_targets": "Si gioca anche ai {list} punti.",
        "tie_card": (
            "Se la partita finisce in parità dopo l'ultima mano, vince chi in quella mano ha "
            "preso il {card}."
        ),
        "tie_card_rounds": (
            "Giocata a mani contate (una regola della casa), una parità alla fine va a chi ha "
            "preso il {card} nell'ultima mano."
        ),
        "first_dealer_card": (
            "Per il primo mazziere si distribuisce il mazzo mescolato a carte scoperte, una a "
            "testa a turno, finché esce il {card}: chi lo riceve fa le carte. Poi le carte "
            "tornano nel mazzo e si mescola."
        ),
        "p5": "In cinque: ognuno gioca per sé.",
        "p7": "In sette: ognuno gioca per sé.",
        "p8_alone": "In otto: ognuno gioca per sé.",
        "p8_four_teams_of_two": (
            "In otto: quattro coppie, con i compagni seduti uno di fronte all'altro."
        ),
        "p8_two_teams_of_four": "In otto: due squadre da quattro, sedute a posti alterni.",
        "deal_for": "{who}: {hand} a testa e {table} scoperte in tavola.",
        "deal_last": "{who}, l'ultima distribuzione è di {last} a testa.",
        "deal_for_again": (
            "{who}: {hand} a testa e {table} scoperte in tavola, poi altre {more} a testa ogni "
            "volta che le mani sono vuote, fino alla fine del mazzo."
        ),
        "deal_for_empty": "{who}: {hand} a testa e niente in tavola.",
        "who_players": "In {n}",
        "who_left": "Quando ne restano {n}",
        "target_lose": (
            "I punti si sommano a fine smazzata e vanno evitati: chi arriva per primo a "
            "{target_points} perde la partita (se più giocatori lo superano nella stessa "
            "smazzata, perde chi ne ha di più). Vince chi ha meno punti."
        ),
        "ties_play_on_lose": (
            "Se a fine partita i punteggi più bassi sono pari, si gioca un'altra smazzata."
        ),
        "ties_draw_lose": (
            "Se a fine partita i punteggi più bassi sono pari, la partita finisce pari."
        ),
        "elimination": (
            "I punti si sommano a fine smazzata e vanno evitati: chi arriva a {target_points} "
            "esce dal gioco e gli altri continuano, con la distribuzione adatta a quanti "
            "restano. Vince la partita l'ultimo rimasto."
        ),
        "ties_play_on_out": (
            "Se tutti quelli ancora in gioco arrivano a {target} nella stessa smazzata, resta "
            "chi ha meno punti; se sono pari, si gioca un'altra smazzata."
        ),
        "ties_draw_out": (
            "Se tutti quelli ancora in gioco arrivano a {target} nella stessa smazzata, resta "
            "chi ha meno punti; se sono pari, la partita finisce pari."
        ),
        "ex_match_first": "{played} deve prendere {match}, non {sum}.",
        "ex_sum": "{played} prende {taken}: {expr}.",
        "ex_sweep": "{played} prende {taken} e svuota la tavola: {sweep}!",
        "ex_ace": "{played} piglia tutto.",
        "builds_intro": (
            "Una carta si può anche posare su una carta libera del tavolo come granja: le due "
            "fanno un solo mucchio che vale la loro somma, e si può costruire solo tenendo in "
            "mano un'altra carta di quel valore con cui prenderla. Costruire è una giocata a "
            "sé, permessa anche a una carta che potrebbe prendere."
        ),
        "builds_whole": (
            "Una granja si prende solo intera, con una carta pari al suo valore: mai per il "
            "valore di una sua carta, in una somma o in parte."
        ),
        "builds_equal": (
            "Chi prende una granja prende anche una carta libera del tavolo dello stesso "
            "valore, se c'è."
        ),
        "builds_raise_anyone": (
            "Chiunque può alzare una granja posandoci sopra una carta, alla stessa condizione: "
            "tenere una carta del nuovo valore. È di chi ci ha costruito per ultimo."
        ),
        "builds_raise_others": (
            "Chiunque tranne chi la possiede può alzare una granja posandoci sopra una carta, "
            "alla stessa condizione: tenere una carta del nuovo valore. È di chi ci ha "
            "costruito per ultimo."
        ),
        "builds_raise_opponents": (
            "Un giocatore dell'altra parte può alzare una granja posandoci sopra una carta, "
            "alla stessa condizione: tenere una carta del nuovo valore. È di chi ci ha "
            "costruito per ultimo."
        ),
        "builds_raise_nobody": "Una granja non si può alzare.",
        "builds_left": (
            "Chi la possiede non è obbligato a prenderla. Una granja ancora in tavola a fine "
            "mano conta come le altre carte del tavolo."
        ),
        "ex_build": (
            "{played} posato sopra {onto} fa una granja da {value}, per chi tiene {keep}."
        ),
        "ex_build_take": "{played} prende intera la granja da {value}, e con essa {equal}.",
        "ex_build_take_alone": "{played} prende intera la granja da {value}.",
        "totals_despite_match": (
            "Prendere carte che con quella giocata fanno {goals} è ammesso anche in quel caso."
        ),
        "coins_reset_all": (
            "Chi prende tutti e dieci i {coins} in una smazzata riporta a 0 il punteggio di "
            "tutti gli avversari."
        ),
        "coins_reset_n": (
            "Chi prende almeno {n} {coins} in una smazzata riporta a 0 il punteggio di tutti "
            "gli avversari."
        ),
        "ex_total_beside_match": (
            "{played} prende {taken} anche se in tavola c'è {match}: {expr}."
        ),
        "ex_fewest": "{played} prende {taken} ({expr}), ma non {more}: sono più carte.",
        "ex_sweep_worth": ("{played} prende {taken} e svuota la tavola: {sweep} da {points}!"),
        "ex_primiera": "La carta migliore di ogni seme: {parts} = {total}.",
        "ex_primiera_sevens": "{n} {sevens}: una primiera forte con questa regola.",
        "ex_card_points": "Prese in una mano, le carte illuminate valgono {total} da sole.",
        "point_one": "1 punto",
        "point_many": "{n} punti",
        "card_one": "una carta",
        "card_many": "{n} carte",
        "sweep_one": "una {sweep}",
        "sweep_many": "{n} {sweeps}",
        "and": "e",
        "or": "o",
        "of": "{rank} di {suit}",
        "numbers": (
            "zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici"
        ),
        "decimal": ",",
        # rules fidelity: the Ace's free choice, who deals a first table again, the primiera
        # down to the Aces, and a match of one round per dealer
        "ace_free_choice": (
            "Prendere tutta la tavola è solo una scelta: l'{ace} può invece prendere come ogni "
            "altra carta, con le regole qui sopra."
        ),
        "ex_ace_choice": "Oppure {played} prende {taken} invece di tutta la tavola: {expr}.",
        "redeal_same": "A ridarle è lo stesso mazziere.",
        "redeal_next": (
            "A ridarle è il giocatore seguente, come dopo una smazzata, e gioca per primo chi "
            "siede dopo il nuovo mazziere."
        ),
        "prim_most_by_rank": (
            "La primiera va a chi ha più {sevens}; a parità, a chi ha più {sixes}, poi {fives}, "
            "{fours}, {threes}, {twos} e infine {aces}. Pari fino in fondo, la primiera è pari."
        ),
        "match_per_dealer": (
            "La partita ha tante smazzate quanti sono i giocatori, e ognuno fa il mazziere una "
            "volta; dopo l'ultima vince chi ha più punti."
        ),
        "match_per_dealer_n": "In {n} giocatori sono {n} smazzate.",
        "ties_play_on_rounds": (
            "Se dopo l'ultima smazzata i primi sono pari, se ne gioca un'altra, finché uno resta "
            "solo in testa."
        ),
        "ties_draw_rounds": "Se dopo l'ultima smazzata i primi sono pari, la partita è patta.",
    },
    "es": {
        "title_players": "Jugadores y equipos",
        "title_deal": "El reparto",
        "title_capture": "Las capturas",
        "title_sweep": "La {sweep}",
        "title_end": "Fin de la ronda",
        "title_scoring": "La puntuación",
        "title_match": "La partida",
        "players_many": "Se juega con {counts} jugadores.",
        "players_one": "Se juega solo entre {n} jugadores.",
        "p2": "Dos jugadores: uno contra otro.",
        "p3": "Tres jugadores: cada uno juega por su cuenta.",
        "p4_teams": "Cuatro jugadores: dos parejas, con los compañeros sentados frente a frente.",
        "p4_alone": "Cuatro jugadores: cada uno juega por su cuenta.",
        "p6_two_teams_of_three": "Seis jugadores: dos equipos de tres, sentados de forma alterna.",
        "p6_three_teams_of_two": (
            "Seis jugadores: tres parejas, con los compañeros sentados frente a frente."
        ),
        "p6_alone": "Seis jugadores: cada uno juega por su cuenta.",
        "teams_pool": "Los compañeros juntan sus capturas en un solo montón y puntúan juntos.",
        "deal_first": (
            "El que reparte da {hand} a cada jugador y pone {table} boca arriba en la mesa."
        ),
        "deal_first_empty": "El que reparte da {hand} a cada jugador; la mesa empieza vacía.",
        "deck_twins": (
            "Se barajan juntas dos barajas: cada carta está dos veces, la segunda marcada II."
        ),
        "capture_twin_only_to_sweep": (
            "Una carta puede llevarse su gemela, la misma carta de la otra baraja, solo si así "
            "vacía la mesa."
        ),
        "scoring_twins": (
            "Cada copia de una carta que puntúa puntúa por sí sola, y una carta que solo "
            "puntúa junto a otra necesita una copia propia de esa otra."
        ),
        "scoring_twins_napola": (
            "La segunda napola necesita el As, el Dos y el Tres de {coins} dos veces."
        ),
        "sweep_twin": (
            "Una {sweep} que se lleva la gemela de la carta jugada vale en cambio {points}."
        ),
        "sweep_twin_by_card": "Una {sweep} hecha con {card} sobre su gemela vale {points}.",
        "cat_sweep_twin": "cada {sweep} sobre la gemela de la carta: {points} en su lugar.",
        "cat_sweep_twin_by_card": "cada {sweep} con {card} sobre su gemela: {points}.",
        "class_twin_sweep": "{sweep} sobre la gemela",
        "class_sweeps": "{sweeps}",
        "class_twin_sweep_with": "{sweep} con {card} sobre su gemela",
        "deal_again": (
            "Cuando todos se quedan sin cartas, el que reparte da otras {hand} a cada uno, "
            "ninguna a la mesa, hasta que se acaba el mazo."
        ),
        "deal_count": "Con {players} jugadores hay {deals} repartos en cada ronda.",
        "deal_all": "Se reparten todas las cartas de una vez: un solo reparto por ronda.",
        "lead": (
            "Sale el jugador que está después del que reparte; en cada ronda reparte el siguiente."
        ),
        "redeal": "Si en la mesa inicial salen {count} o más {ranks}, se vuelve a repartir.",
        "redeal_all": "Si en la mesa inicial salen los cuatro {ranks}, se vuelve a repartir.",
        "table_bonus": (
            "Si las cartas de la mesa inicial suman {total}, {taker} se las lleva en el acto y "
            "se apunta {sweeps}."
        ),
        "taker_dealer": "el que reparte",
        "taker_leader": "el jugador mano",
        "cap_intro": (
            "En tu turno juegas una carta de la mano. Si puede llevarse cartas de la mesa, se "
            "las lleva, y van boca abajo a tu montón junto con la carta jugada; si no, se queda "
            "en la mesa."
        ),
        "cap_intro_face_up": (
            "En tu turno juegas una carta de la mano. Si puede llevarse cartas, se las lleva, y "
            "van boca arriba a tu montón, con la carta jugada encima; si no, se queda en la "
            "mesa."
        ),
        "values": "Las cartas valen su número; {f8} vale {v8}, {f9} {v9} y {f10} {v10}.",
        "values_numbers_only": "Las cartas del As al {top} valen su número.",
        "values_spanish": (
            "Las figuras de la baraja española llevan impresos el 10, el 11 y el 12, pero valen "
            "8, 9 y 10."
        ),
        "mode_match": (
            "Por igual: una carta se lleva una carta de la mesa del mismo valor, así que un "
            "{seven} se lleva un {seven}."
        ),
        "mode_sum": (
            "Por suma: una carta se lleva dos o más cartas de la mesa que sumen su valor, así "
            "que un {seven} se lleva un {three} y un {four}."
        ),
        "mode_sum_single": (
            "Por suma: una carta se lleva una o más cartas de la mesa que sumen su valor, así "
            "que un {seven} se lleva un {seven}, o un {three} y un {four}."
        ),
        "mode_fifteen": (
            "A quince: una carta se lleva una o más cartas de la mesa que, sumadas a ella, den "
            "15, así que un {seven} se lleva un {five} y un {three} (7 + 5 + 3 = 15)."
        ),
        "mode_eleven": (
            "A once: una carta se lleva una o más cartas de la mesa que, sumadas a ella, den 11, "
            "así que un {seven} se lleva un {four} (7 + 4 = 11)."
        ),
        "match_forbids_sum": (
            "Si en la mesa hay una carta del mismo valor que la jugada, hay que llevarse esa: "
            "entonces no se puede sumar. Si hay dos, se elige cuál."
        ),
        "match_or_sum": (
            "Cuando se puede capturar tanto por igual como por suma, se elige libremente."
        ),
        "match_forbids_difference": (
            "Si en la mesa hay una carta del mismo valor que la jugada, hay que llevarse esa: "
            "entonces no se puede restar. Si hay dos, se elige cuál."
        ),
        "match_or_difference": (
            "Cuando se puede capturar tanto por igual como por diferencia, se elige libremente."
        ),
        "match_forbids_sum_difference": (
            "Si en la mesa hay una carta del mismo valor que la jugada, hay que llevarse esa: "
            "entonces no se puede sumar ni restar. Si hay dos, se elige cuál."
        ),
        "match_or_sum_difference": (
            "Cuando se puede capturar por igual, por suma o por diferencia, se elige libremente."
        ),
        "mode_difference": (
            "Por diferencia: una carta se lleva dos o más cartas de la mesa cuando la más alta, "
            "menos todas las otras, deja su valor, así que un {five} se lleva un {seven} y un "
            "{two} (7 − 2 = 5)."
        ),
        "mode_name_difference": "por diferencia",
        "cycle": (
            "Pero aquí los valores van en ciclos de {n}: un valor o un total que pasa de {n} "
            "vuelve a empezar desde 1, así que {f8} vale {v8}, {f9} {v9} y {f10} {v10}, y cada "
            "captura se cuenta con estos valores."
        ),
        "cycle_match": "La captura por igual va por estos valores: {f10} se lleva un {value}.",
        "ex_cycled": "{played} se lleva {taken}: {expr} = {total}, que vale {value}.",
        "ex_cycled_match": "{played} vale {value}, así que se lleva {taken}.",
        "choose": "Si hay varias capturas posibles, se elige cuál hacer.",
        "fewest": "En las capturas {modes} solo valen las que se llevan menos cartas.",
        "mode_name_match": "por igual",
        "mode_name_sum": "por suma",
        "mode_name_fifteen": "a quince",
        "mode_name_eleven": "a once",
        "compulsory_card": (
            "Una carta que puede capturar no se puede dejar en la mesa: tiene que llevarse algo. "
            "Sí se puede jugar otra carta que no se lleve nada."
        ),
        "compulsory_hand": (
            "Capturar es obligatorio: si alguna carta de tu mano puede llevarse algo, tienes que "
            "capturar."
        ),
        "compulsory_none": (
            "Capturar nunca es obligatorio: siempre se puede dejar una carta en la mesa."
        ),
        "ace_takes_all": "El {ace} se lo lleva todo: todas las cartas de la mesa.",
        "steal_piles": (
            "Cada uno guarda sus capturas boca arriba, con encima la carta que las tomó. Una carta "
            "del mismo valor que la de encima del montón de un rival le roba todo el montón y "
            "va encima del tuyo, que a su vez pueden robarte."
        ),
        "steal_capture": "Robar un montón es una captura como cualquier otra.",
        "steal_choose": (
            "Si coinciden a la vez una carta de la mesa y la de encima de un montón, eliges tú "
            "cuál llevarte."
        ),
        "steal_barred": (
            "Mientras haya en la mesa una carta de su valor, se lleva esa, no un montón."
        ),
        "steal_with_table": (
            "Una carta puede llevarse a la vez cartas de la mesa y la carta de encima del "
            "montón de un rival, que cuenta como una carta de la mesa, y con ellas todo el "
            "montón."
        ),
        "steal_alone": "Un montón se roba solo, nunca junto con cartas de la mesa.",
        "ex_steal": "{played} roba el montón del rival que tiene encima {top}: todo el montón.",
        "ex_steal_sum": (
            "{played} se lleva {taken} de la mesa y el montón que tiene encima {top}: {expr}."
        ),
        "ace_sweep_yes": "Esta captura cuenta como {sweep}.",
        "ace_sweep_no": "Esta captura no cuenta como {sweep}.",
        "ace_on_table_ace": (
            "Si ya hay un {ace} en la mesa, el {ace} jugado se lleva solo ese {ace}."
        ),
        "ace_on_table_all": "Se lleva toda la mesa aunque ya haya un {ace} en ella.",
        "ace_on_table_as_a_card": (
            "Si ya hay un {ace} en la mesa, el {ace} que juegas captura como cualquier carta: "
            "ese {ace}, o las cartas que las reglas de captura de arriba le dejan llevarse."
        ),
        "sweep_what": "Llevarse todas las cartas de la mesa es hacer {sweep}.",
        "sweep_fixed": "Cada {sweep} vale {points}.",
        "sweep_card": (
            "Una {sweep} vale lo que la carta que la hizo: hecha con un {seven}, vale 7 puntos."
        ),
        "sweep_cards_taken": (
            "Una {sweep} vale un punto por cada carta capturada, incluida la jugada."
        ),
        "sweep_zero": "En este juego las {sweeps} no puntúan.",
        "sweep_mark": (
            "La carta que la hizo queda boca arriba y atravesada en el montón, para contarla al "
            "final de la ronda."
        ),
        "last_play_no": (
            "Dejar la mesa vacía con la última carta de la ronda no cuenta como {sweep}."
        ),
        "last_play_yes": (
            "Dejar la mesa vacía con la última carta de la ronda también cuenta como {sweep}."
        ),
        "end_last": "La ronda termina cuando se han jugado todas las cartas.",
        "leftovers_last": (
            "Las cartas que quedan en la mesa son para el último que capturó; eso nunca cuenta "
            "como {sweep}."
        ),
        "leftovers_nobody": "Las cartas que quedan en la mesa no son para nadie.",
        "end_count": (
            "Después cada uno cuenta su montón, y la ronda siguiente la reparte el jugador "
            "siguiente."
        ),
        "scoring_intro": "Al final de cada ronda, cada jugador (o equipo) se apunta:",
        "cat_sweeps": "cada {sweep}: {points}.",
        "cat_sweeps_value": "cada {sweep}: su valor, como se explica arriba.",
        "cat_cards": "cartas: {points} para quien tenga más.",
        "cat_coins": "{coins}: {points} para quien tenga más.",
        "cat_all_coins": "los diez {coins}: {points}, en lugar del punto por tener más.",
        "cat_settebello": "el {nick} ({card}): {points}.",
        "cat_primiera": "primiera: {points}.",
        "cat_sevens": "{sevens}: {points} para quien tenga más.",
        "cat_all_sevens": "los cuatro {sevens}: {points}.",
        "cat_napola": "la napola: ver abajo.",
        "cat_re_bello": "el re bello ({card}): {points}.",
        "cat_seven_of_cups": "{card}: {points}.",
        "cat_card_points": "{cards}: {points} por carta.",
        "cat_card_point": "{cards}: {points}.",
        "class_suit": "cartas de {suit}",
        "class_suit_each": "{suit}, uno a uno",
        "cat_card_beside": "{cards} con {beside}: {points}; si no, nada.",
        "cat_card_beside_each": "{cards} con {beside}: {points} por carta; si no, nada.",
        "cat_card_set": "{cards}, todas en manos de un mismo bando: {points}; si no, nada.",
        "cat_card_set_beside": (
            "{cards}, todas en manos de un mismo bando con {beside}: {points}; si no, nada."
        ),
        "cat_sweep_by_card": "cada {sweep} hecha con {card}: {points} en su lugar.",
        "class_beside": "{cards} + {beside}",
        "class_all": "{cards}, todas",
        "class_sweep_with": "{sweep} con {card}",
        "sweep_by_card": "Una {sweep} hecha con {card} vale en cambio {points}.",
        "sweep_by_card_zero": "Vaciar la mesa con {card} no es hacer {sweep}.",
        "napola_cap": "La napola vale como máximo {points}.",
        "point_minus_one": "menos 1 punto",
        "point_minus_many": "menos {n} puntos",
        "cards_in_all": (
            "Una carta nombrada en más de una línea puntúa en cada una: {card} vale {points} "
            "en total."
        ),
        "prim_how": (
            "Para la primiera, cada uno elige su mejor carta de cada palo y suma sus valores de "
            "primiera: {scale}. Gana el total más alto; el máximo posible es {best}, con cuatro "
            "{ranks}."
        ),
        "prim_most_sevens": (
            "La primiera es para quien tenga más {sevens}; si hay empate, más {sixes}, y después "
            "más {aces}."
        ),
        "prim_missing_loses": (
            "Quien no tenga ninguna carta de algún palo no puede ganar la primiera."
        ),
        "prim_missing_counts": (
            "Quien no tenga cartas de algún palo cuenta igualmente los palos que tiene."
        ),
        "sevens_tie_cards": (
            "Sietes: si hay empate, deciden los {sixes}, después los {aces} y después los {fives}."
        ),
        "sevens_tie_primiera": "Sietes: si hay empate, decide la mejor primiera.",
        "cat_all_sevens_instead": (
            "los cuatro {sevens}: {points}, en lugar del punto por tener más."
        ),
        "all_sevens_settebello": "Incluyen el {nick}, que entonces no puntúa aparte.",
        "napola_run": (
            "Napola: quien tenga el {a}, el {b} y el {c} de {coins} se apunta tantos puntos como "
            "cartas tenga su escalera de {coins} desde el {a}: 3 por {a}, {b} y {c}, 4 si tiene "
            "también el {d}, y así hasta {top} con los {top_word}."
        ),
        "napola_run_capped": (
            "Napola: quien tenga el {a}, el {b} y el {c} de {coins} se apunta tantos puntos como "
            "cartas tenga su escalera de {coins} desde el {a}: 3 por {a}, {b} y {c}, 4 si tiene "
            "también el {d}, y así hasta {cap} como máximo."
        ),
        "napola_three_plus": (
            "Napola: quien tenga el {a}, el {b} y el {c} de {coins} se apunta 3 puntos, más 1 "
            "por cada otra carta de {coins}."
        ),
        "last_face_up": (
            "La última mano se reparte boca arriba: todas las manos se juegan a la vista."
        ),
        "claim_intro": (
            "También puedes jugar boca abajo cualquier carta de tu mano, diciendo que hace "
            "{sweep} de toda la mesa, sea verdad o no. Los rivales responden por turno: "
            "confían o no."
        ),
        "claim_trusted": (
            "Si todos confían, la {sweep} vale y la carta no se enseña nunca: va boca abajo a "
            "tu montón."
        ),
        "claim_doubted": (
            "Si alguien no confía, la carta se enseña en el acto. Si podía llevarse toda la "
            "mesa, la {sweep} vale y el bando que dudó se apunta {doubt}; si no, la jugada se "
            "anula, la carta se queda en la mesa junto a las demás y tu bando se apunta {bluff}."
        ),
        "cat_claims": "{Sweeps} cantadas: un farol descubierto {bluff}, una duda errada {doubt}.",
        "decl_intro": "Antes de jugar la primera carta de una mano puedes declararla: la "
        "enseñas, la juegas boca arriba desde entonces, y sumas en el acto:",
        "decl_kind": "{what}: {points}.",
        "decl_total": "una mano cuyos valores suman {n} o menos",
        "decl_rank": "{n} cartas del mismo valor",
        "decl_suit": "{n} cartas del mismo palo",
        "decl_among": ", entre {ranks}",
        "decl_best": "Una mano que hace varias declaraciones suma solo la mejor.",
        "decl_by_kind": "Las declaraciones de distinto tipo se suman; del mismo tipo, cuenta "
        "la mejor.",
        "decl_wild": "{card} es comodín al declarar: eliges su valor, y juega con ese valor "
        "hasta que alguien se lo lleve.",
        "ties_split": (
            "En caso de empate, los empatados se reparten los puntos, redondeando hacia abajo "
            "(2 puntos: 1 cada uno)."
        ),
        "figures_same_only": (
            "{figures} no tienen número: una figura solo se lleva una figura igual, y nunca "
            "entra en una suma."
        ),
        "play_last_laid": (
            "Picchiata: llevarse, con una carta del mismo valor, la carta que el jugador "
            "anterior acaba de echar vale {points} en el acto."
        ),
        "play_one_suit": (
            "Bager: una captura en la que la carta jugada y todas las que se lleva son de un "
            "solo palo vale {points} en el acto."
        ),
        "play_many_cards": (
            "Piccola: llevarse {n} o más cartas de la mesa en una captura vale {points} en el "
            "acto; una captura que es varias de estas las vale todas, más la {sweep} si deja "
            "la mesa vacía."
        ),
        "all_suit_wins": "Quien se lleva todas las {suit} en una ronda gana la partida en el acto.",
        "ties_nobody": "En caso de empate, el punto no es para nadie.",
        "ties_everybody": "En caso de empate, el punto es para todos los empatados en cabeza.",
        "target": (
            "Los puntos se suman al final de cada ronda; gana quien llegue antes a {target_points}."
        ),
        "targets": "La meta depende del número de jugadores: {list}.",
        "target_for": "{target} entre {n}",
        "ties_play_on": (
            "Para ganar hay que ir en cabeza en solitario: si los primeros empatan en la meta o "
            "por encima, se juega otra ronda."
        ),
        "ties_draw": "Si los primeros empatan en la meta o por encima, la partida queda en tablas.",
        "cappotto": (
            "Cappotto: quien llega a {n} puntos con los rivales todavía a cero gana en el acto."
        ),
        "all_coins_wins": (
            "Quien se lleve los diez {coins} en una ronda gana la partida en el acto."
        ),
        "match_rounds": (
            "La partida dura como mucho {n} manos: tras la última gana quien tenga más puntos."
        ),
        "match_one_round": "La partida es una sola mano: gana quien tenga más puntos.",
        "other_targets": "También se juega a {list} puntos.",
        "tie_card": (
            "Si la partida acaba empatada tras la última mano, gana quien tomó el {card} en esa "
            "mano."
        ),
        "tie_card_rounds": (
            "Jugada a un número fijo de manos (una regla de la casa), un empate al final es "
            "para quien tomó el {card} en la última mano."
        ),
        "first_dealer_card": (
            "Para elegir al primer repartidor se reparte la baraja mezclada boca arriba, una "
            "carta a cada jugador por turno, hasta que sale el {card}: quien lo recibe reparte. "
            "Luego las cartas vuelven a la baraja y se mezcla."
        ),
        "p5": "Cinco jugadores: cada uno juega por su cuenta.",
        "p7": "Siete jugadores: cada uno juega por su cuenta.",
        "p8_alone": "Ocho jugadores: cada uno juega por su cuenta.",
        "p8_four_teams_of_two": (
            "Ocho jugadores: cuatro parejas, con los compañeros sentados frente a frente."
        ),
        "p8_two_teams_of_four": (
            "Ocho jugadores: dos equipos de cuatro, sentados de forma alterna."
        ),
        "deal_for": "{who}: {hand} a cada uno y {table} boca arriba en la mesa.",
        "deal_last": "{who}, el último reparto es de {last} a cada uno.",
        "deal_for_again": (
            "{who}: {hand} a cada uno y {table} boca arriba en la mesa, y luego "
            "{more} más a cada uno cada vez que se vacían las manos, hasta acabar la baraja."
        ),
        "deal_for_empty": "{who}: {hand} a cada uno y nada en la mesa.",
        "who_players": "Con {n} jugadores",
        "who_left": "Cuando quedan {n}",
        "target_lose": (
            "Los puntos se suman al final de cada ronda y hay que evitarlos: el primero que "
            "llega a {target_points} pierde la partida (si varios lo pasan en la misma ronda, "
            "pierde el que más tiene). Gana quien tenga menos puntos."
        ),
        "ties_play_on_lose": (
            "Si al acabar la partida las puntuaciones más bajas empatan, se juega otra ronda."
        ),
        "ties_draw_lose": (
            "Si al acabar la partida las puntuaciones más bajas empatan, la partida queda en "
            "tablas."
        ),
        "elimination": (
            "Los puntos se suman al final de cada ronda y hay que evitarlos: quien llega a "
            "{target_points} sale del juego y los demás siguen, con el reparto según cuántos "
            "quedan. Gana la partida el último que queda."
        ),
        "ties_play_on_out": (
            "Si todos los que siguen en juego llegan a {target} en la misma ronda, sigue el que "
            "menos tiene; si empatan, se juega otra ronda."
        ),
        "ties_draw_out": (
            "Si todos los que siguen en juego llegan a {target} en la misma ronda, sigue el que "
            "menos tiene; si empatan, la partida queda en tablas."
        ),
        "ex_match_first": "{played} tiene que llevarse {match}, no {sum}.",
        "ex_sum": "{played} se lleva {taken}: {expr}.",
        "ex_sweep": "{played} se lleva {taken} y deja la mesa vacía: ¡{sweep}!",
        "ex_ace": "{played} se lo lleva todo.",
        "builds_intro": (
            "También se puede poner una carta encima de una carta suelta de la mesa como "
            "granja: las dos forman un solo montón que vale su suma, y solo se puede construir "
            "guardando en la mano otra carta de ese valor con que llevársela. Construir es una "
            "jugada aparte, permitida incluso a una carta que podría capturar."
        ),
        "builds_whole": (
            "Una granja solo se lleva entera, con una carta igual a su valor: nunca por el "
            "valor de una de sus cartas, en una suma ni por partes."
        ),
        "builds_equal": (
            "Quien se lleva una granja se lleva también una carta suelta de la mesa del mismo "
            "valor, si la hay."
        ),
        "builds_raise_anyone": (
            "Cualquier jugador puede aumentar una granja poniéndole una carta encima, con la "
            "misma condición: guardar una carta del nuevo valor. Es de quien construyó en ella "
            "el último."
        ),
        "builds_raise_others": (
            "Cualquier jugador salvo su dueño puede aumentar una granja poniéndole una carta "
            "encima, con la misma condición: guardar una carta del nuevo valor. Es de quien "
            "construyó en ella el último."
        ),
        "builds_raise_opponents": (
            "Un jugador del otro bando puede aumentar una granja poniéndole una carta encima, "
            "con la misma condición: guardar una carta del nuevo valor. Es de quien construyó "
            "en ella el último."
        ),
        "builds_raise_nobody": "Una granja no se puede aumentar.",
        "builds_left": (
            "Su dueño no está obligado a llevársela. Una granja que siga en la mesa al final de "
            "la mano cuenta como las demás cartas de la mesa."
        ),
        "ex_build": (
            "{played} puesto sobre {onto} hace una granja de {value}, para quien guarda {keep}."
        ),
        "ex_build_take": "{played} se lleva entera la granja de {value}, y con ella {equal}.",
        "ex_build_take_alone": "{played} se lleva entera la granja de {value}.",
        "totals_despite_match": (
            "Llevarse cartas que con la jugada suman {goals} se permite también en ese caso."
        ),
        "coins_reset_all": (
            "Quien se lleve los diez {coins} en una ronda deja a cero el tanteo de todos los "
            "rivales."
        ),
        "coins_reset_n": (
            "Quien se lleve {n} {coins} o más en una ronda deja a cero el tanteo de todos los "
            "rivales."
        ),
        "ex_total_beside_match": (
            "{played} se lleva {taken} aunque en la mesa esté {match}: {expr}."
        ),
        "ex_fewest": "{played} se lleva {taken} ({expr}), pero no {more}: son más cartas.",
        "ex_sweep_worth": ("{played} se lleva {taken} y deja la mesa vacía: ¡{sweep} de {points}!"),
        "ex_primiera": "La mejor carta de cada palo: {parts} = {total}.",
        "ex_primiera_sevens": "{n} {sevens}: una primiera fuerte con esta regla.",
        "ex_card_points": (
            "Tomadas en una mano, las cartas iluminadas valen {total} por sí solas."
        ),
        "point_one": "1 punto",
        "point_many": "{n} puntos",
        "card_one": "una carta",
        "card_many": "{n} cartas",
        "sweep_one": "una {sweep}",
        "sweep_many": "{n} {sweeps}",
        "and": "y",
        "or": "o",
        "of": "{rank} de {suit}",
        "numbers": "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece",
        "decimal": ",",
        # rules fidelity: the Ace's free choice, who deals a first table again, the primiera
        # down to the Aces, and a match of one round per dealer
        "ace_free_choice": (
            "Llevarse toda la mesa es solo una opción: el {ace} puede en cambio capturar como "
            "cualquier otra carta, con las reglas de arriba."
        ),
        "ex_ace_choice": "O bien {played} se lleva {taken} en lugar de toda la mesa: {expr}.",
        "redeal_same": "Vuelve a repartir el mismo repartidor.",
        "redeal_next": (
            "Reparte el jugador siguiente, como tras una ronda, y sale quien se sienta después "
            "del nuevo repartidor."
        ),
        "prim_most_by_rank": (
            "La primiera es para quien tenga más {sevens}; si hay empate, más {sixes}, y luego "
            "{fives}, {fours}, {threes}, {twos} y por último {aces}. Si empatan hasta el final, "
            "la primiera queda empatada."
        ),
        "match_per_dealer": (
            "La partida tiene tantas rondas como jugadores, y cada uno reparte una vez; tras "
            "la última gana quien tenga más puntos."
        ),
        "match_per_dealer_n": "Con {n} jugadores son {n} rondas.",
        "ties_play_on_rounds": (
            "Si tras la última ronda los primeros empatan, se juega otra ronda, hasta que uno "
            "quede solo en cabeza."
        ),
        "ties_draw_rounds": "Si tras la última ronda los primeros empatan, la partida es empate.",
    },
}

# Plural rank names: numbers by language, figures by (deck, language) as in scopa.core.names.
RANK_PLURALS: dict[str, tuple[str, ...]] = {
    # the pips: 1-7, and 8-10 where they are pips (the 52-card deck)
    "en": (
        "Aces", "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines",
        "Tens",
    ),
    "it": ("Assi", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette", "Otto", "Nove", "Dieci"),
    "es": (
        "Ases", "Doses", "Treses", "Cuatros", "Cincos", "Seises", "Sietes", "Ochos", "Nueves",
        "Dieces",
    ),
}  # fmt: skip


def rank_plural(rank: int, deck_style: str, lang: str, ranks: int = 10) -> str:
    """A rank in the plural, "Sevens", "Re", "Reyes" (in a deck of 13 ``ranks`` the figures
    are 11-13 and the 8, 9, 10 are pips)."""
    first_figure = ranks - 2
    if rank < first_figure:
        return RANK_PLURALS[lang][rank - 1]
    return FIGURE_PLURALS[(deck_style, lang)][rank - first_figure]


FIGURE_PLURALS: dict[tuple[str, str], tuple[str, str, str]] = {
    ("neapolitan", "en"): ("Jacks", "Knights", "Kings"),
    ("neapolitan", "it"): ("Fanti", "Cavalli", "Re"),
    ("neapolitan", "es"): ("Sotas", "Caballos", "Reyes"),
    ("siciliane", "en"): ("Jacks", "Knights", "Kings"),
    ("siciliane", "it"): ("Donne", "Cavalli", "Re"),
    ("siciliane", "es"): ("Sotas", "Caballos", "Reyes"),
    ("spanish", "en"): ("Jacks", "Knights", "Kings"),
    ("spanish", "it"): ("Fanti", "Cavalli", "Re"),
    ("spanish", "es"): ("Sotas", "Caballos", "Reyes"),
    ("french", "en"): ("Jacks", "Queens", "Kings"),
    ("french", "it"): ("Fanti", "Donne", "Re"),
    ("french", "es"): ("Jotas", "Reinas", "Reyes"),
}

# Rank names that take a feminine article (Italian la/una, Spanish la/una).
FEMININE: frozenset[str] = frozenset({"Donna", "Sota", "Jota", "Reina"})
