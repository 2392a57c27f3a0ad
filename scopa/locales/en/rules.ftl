# The rules screen's sentences, en. Fluent syntax: https://projectfluent.org/fluent/guide/
rules-title_players = Players and teams
rules-title_deal = The deal
rules-title_capture = Captures
rules-title_sweep = Sweeps: the { $sweep }
rules-title_end = End of the round
rules-title_scoring = Scoring
rules-title_match = The match
rules-players_many = This game is for { $counts } players.
rules-players_one = This game is for { $n } players exactly.
rules-p2 = Two players: one against the other.
rules-p3 = Three players: each plays alone.
rules-p4_teams = Four players: two teams of two, partners sitting opposite each other.
rules-p4_alone = Four players: each plays alone.
rules-p6_two_teams_of_three = Six players: two teams of three, sitting in alternate seats.
rules-p6_three_teams_of_two = Six players: three teams of two, partners sitting opposite each other.
rules-p6_alone = Six players: each plays alone.
rules-teams_pool = Partners put their captures in one pile and score together.
rules-deal_first = The dealer gives { $hand } to each player and lays { $table } face up on the table.
rules-deal_first_empty = The dealer gives { $hand } to each player; the table starts empty.
rules-deck_twins = Two decks are shuffled together: every card is there twice, the second copy marked II.
rules-capture_twin_only_to_sweep = A card may take its twin, the same card from the other deck, only when that clears the table.
rules-scoring_twins = Each copy of a card that scores scores by itself, and a card that scores only beside another needs a copy of that one of its own.
rules-scoring_twins_napola = A second napola needs the Ace, Two and Three of { $coins } twice.
rules-sweep_twin = { VOWEL($sweep) ->
        [yes] An
       *[no] A
    } { $sweep } that takes the played card's own twin is worth { $points } instead.
rules-sweep_twin_by_card = { VOWEL($sweep) ->
        [yes] An
       *[no] A
    } { $sweep } made with { $card } on its twin is worth { $points }.
rules-cat_sweep_twin = each { $sweep } on the card's own twin: { $points } instead.
rules-cat_sweep_twin_by_card = each { $sweep } with { $card } on its twin: { $points }.
rules-class_twin_sweep = { $sweep } on the twin
rules-class_sweeps = { $sweeps } (sweeps)
rules-class_twin_sweep_with = { $card } { $sweep } on its twin
rules-deal_again = When every hand is empty, the dealer gives { $hand } more to each player, none to the table, until the deck runs out.
rules-deal_count = With { $players } players that makes { $deals } deals in a round.
rules-deal_all = All the cards are dealt at once: one deal per round.
rules-lead = The player after the dealer leads; the deal passes on one seat every round.
rules-redeal = If the first table shows { $count } or more { $ranks }, the cards are dealt again.
rules-redeal_all = If the first table shows all four { $ranks }, the cards are dealt again.
rules-table_bonus = If the first table adds up to { $total }, { $taker } takes it at once and scores { $sweeps }.
rules-taker_dealer = the dealer
rules-taker_leader = the first player
rules-cap_intro = On your turn you play one card from your hand. If it can take cards from the table it takes them, and they go face down into your pile with the card you played; otherwise it stays on the table.
rules-cap_intro_face_up = On your turn you play one card from your hand. If it can take cards it takes them, and they go face up into your pile, the card you played on top; otherwise it stays on the table.
rules-values = Cards count their number; { $f8 } counts { $v8 }, { $f9 } { $v9 } and { $f10 } { $v10 }.
rules-values_numbers_only = Cards from the Ace to the { $top } count their number.
rules-values_spanish = The Spanish figures are printed 10, 11 and 12, but they count 8, 9 and 10.
rules-mode_match = By rank: a card takes a table card of the same rank, so a { $seven } takes a { $seven }.
rules-mode_sum = By sum: a card takes two or more table cards whose values add up to its own, so a { $seven } takes a { $three } and a { $four }.
rules-mode_sum_single = By sum: a card takes one or more table cards whose values add up to its own, so a { $seven } takes a { $seven }, or a { $three } and a { $four }.
rules-mode_fifteen = To fifteen: a card takes one or more table cards which, together with it, add up to 15, so a { $seven } takes a { $five } and a { $three } (7 + 5 + 3 = 15).
rules-mode_eleven = To eleven: a card takes one or more table cards which, together with it, add up to 11, so a { $seven } takes a { $four } (7 + 4 = 11).
rules-match_forbids_sum = If a table card has the same rank as the card you play, you must take it: no sum is allowed then. With two such cards on the table, you choose one.
rules-match_or_sum = When a card can take either a card of its rank or a sum, you choose.
rules-match_forbids_difference = If a table card has the same rank as the card you play, you must take it: no difference is allowed then. With two such cards on the table, you choose one.
rules-match_or_difference = When a card can take either a card of its rank or a difference, you choose.
rules-match_forbids_sum_difference = If a table card has the same rank as the card you play, you must take it: neither a sum nor a difference is allowed then. With two such cards on the table, you choose one.
rules-match_or_sum_difference = When a card can take a card of its rank, a sum or a difference, you choose.
rules-mode_difference = By difference: a card takes two or more table cards when the highest of them, less all the others, leaves its value, so a { $five } takes a { $seven } and a { $two } (7 − 2 = 5).
rules-mode_name_difference = by difference
rules-cycle = But here values go round in { $n }s: a value or a total above { $n } starts again from 1, so { $f8 } counts { $v8 }, { $f9 } { $v9 } and { $f10 } { $v10 }, and every capture is worked out with these values.
rules-cycle_match = Taking by rank goes by these values: { $f10 } takes a { $value }.
rules-ex_cycled = { $played } takes { $taken }: { $expr } = { $total }, which counts { $value }.
rules-ex_cycled_match = { $played } counts { $value }, so it takes { $taken }.
rules-choose = When several captures are possible, you choose which one to make.
rules-fewest = In captures { $modes }, only those taking the fewest cards are allowed.
rules-mode_name_match = by rank
rules-mode_name_sum = by sum
rules-mode_name_fifteen = to fifteen
rules-mode_name_eleven = to eleven
rules-compulsory_card = A card that can capture may not be laid on the table: it must take. You may still play another card that takes nothing.
rules-compulsory_hand = Capturing is compulsory: if any card in your hand can take, you must capture.
rules-compulsory_none = Capturing is never compulsory: you may always lay a card on the table instead.
rules-ace_takes_all = An { $ace } takes the whole table.
rules-steal_piles = Every side keeps its captures face up, the card that took them on top. A card of the same rank as the top card of an opponent's pile takes that whole pile and goes on top of yours, which may be taken in turn.
rules-steal_capture = Taking a pile is a capture like any other.
rules-steal_choose = When a table card and the top of a pile both match, you choose which to take.
rules-steal_barred = While a card of its rank lies on the table, a card must take that, not a pile.
rules-steal_with_table = One card may take table cards and the top card of an opponent's pile together, the top card counting as one of the table's, and the whole pile comes with them.
rules-steal_alone = A pile is taken alone, never with table cards.
rules-ex_steal = { $played } takes the opponent's pile with { $top } on top, the whole pile.
rules-ex_steal_sum = { $played } takes { $taken } from the table and the pile topped by { $top }: { $expr }.
rules-ace_sweep_yes = Taking the table this way counts as { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }.
rules-ace_sweep_no = Taking the table this way is not { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }.
rules-ace_on_table_ace = If an { $ace } is already on the table, the { $ace } you play takes only that { $ace }.
rules-ace_on_table_all = It takes the whole table even when an { $ace } lies on it.
rules-ace_on_table_as_a_card = If an { $ace } is already on the table, the { $ace } you play captures as any card does: that { $ace }, or the cards the capture rules above let it take.
rules-sweep_what = Taking every card on the table is { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }.
rules-sweep_fixed = Each { $sweep } scores { $points }.
rules-sweep_card = { VOWEL($sweep) ->
        [yes] An
       *[no] A
    } { $sweep } scores the value of the card that made it: made with a { $seven }, it is worth 7 points.
rules-sweep_cards_taken = { VOWEL($sweep) ->
        [yes] An
       *[no] A
    } { $sweep } scores one point for every card taken, the card played included.
rules-sweep_zero = { $sweeps } score nothing in this game.
rules-sweep_mark = The card that made it stays face up, crosswise in the pile, to be counted at the end of the round.
rules-last_play_no = Emptying the table with the last card of the round is not { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }.
rules-last_play_yes = Emptying the table with the last card of the round counts as { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep } too.
rules-end_last = The round ends when every card has been played.
rules-leftovers_last = The cards still on the table go to the last player who made a capture; this is never { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }.
rules-leftovers_nobody = The cards still on the table go to nobody.
rules-end_count = Then every side counts its pile, and the next player deals the next round.
rules-scoring_intro = At the end of each round, each side (a player, or a team) scores:
rules-cat_sweeps = each { $sweep }: { $points }.
rules-cat_sweeps_value = each { $sweep }: its value, as explained above.
rules-cat_cards = cards: { $points } for the side with the most.
rules-cat_coins = { $coins }: { $points } for the side with the most.
rules-cat_all_coins = all ten { $coins }: { $points }, instead of the point for the most.
rules-cat_settebello = the { $nick } ({ $card }): { $points }.
rules-cat_primiera = primiera: { $points }.
rules-cat_sevens = { $sevens }: { $points } for the side with the most.
rules-cat_all_sevens = all four { $sevens }: { $points }.
rules-cat_napola = the napola: see below.
rules-cat_re_bello = the re bello ({ $card }): { $points }.
rules-cat_seven_of_cups = { $card }: { $points }.
rules-cat_card_points = { $cards }: { $points } a card.
rules-cat_card_point = { $cards }: { $points }.
rules-class_suit = cards of { $suit }
rules-class_suit_each = { $suit }, one by one
rules-cat_card_beside = { $cards } beside { $beside }: { $points }; otherwise nothing.
rules-cat_card_beside_each = { $cards } beside { $beside }: { $points } a card; otherwise nothing.
rules-cat_card_set = { $cards }, all taken by one side: { $points }; otherwise nothing.
rules-cat_card_set_beside = { $cards }, all taken by one side with { $beside }: { $points }; otherwise nothing.
rules-cat_sweep_by_card = each { $sweep } made with { $card }: { $points } instead.
rules-class_beside = { $cards } + { $beside }
rules-class_all = { $cards }, all
rules-class_sweep_with = { $card } { $sweep }
rules-sweep_by_card = { VOWEL($sweep) ->
        [yes] An
       *[no] A
    } { $sweep } made with { $card } is worth { $points } instead.
rules-sweep_by_card_zero = Emptying the table with { $card } is not { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }.
rules-napola_cap = A napola scores at most { $points }.
rules-point_minus =
    { $n ->
        [one] minus 1 point
       *[other] minus { $n } points
    }
rules-cards_in_all = A card named in more than one line scores in each: { $card } makes { $points } in all.
rules-prim_how = For the primiera, each side picks its best card in each suit and adds up their primiera values: { $scale }. The higher total wins; the best possible is { $best }, with four { $ranks }.
rules-prim_most_sevens = The primiera goes to the side with the most { $sevens }; on a tie, the most { $sixes }, then the most { $aces }.
rules-prim_missing_loses = A side missing a whole suit cannot win the primiera.
rules-prim_missing_counts = A side missing a suit still counts the suits it holds.
rules-sevens_tie_cards = Sevens: on a tie, the most { $sixes } decide, then the { $aces }, then the { $fives }.
rules-sevens_tie_primiera = Sevens: on a tie, the better primiera decides.
rules-cat_all_sevens_instead = all four { $sevens }: { $points }, instead of the point for the most.
rules-all_sevens_settebello = They include the { $nick }, which then scores nothing on its own.
rules-napola_run = Napola: a side holding the { $a }, { $b } and { $c } of { $coins } scores as many points as its unbroken run of { $coins } from the { $a }: 3 for { $a }, { $b } and { $c }, 4 with the { $d } as well, and so on up to { $top } for all { $top_word }.
rules-napola_run_capped = Napola: a side holding the { $a }, { $b } and { $c } of { $coins } scores as many points as its unbroken run of { $coins } from the { $a }: 3 for { $a }, { $b } and { $c }, 4 with the { $d } as well, and so on, up to { $cap } at most.
rules-napola_three_plus = Napola: a side holding the { $a }, { $b } and { $c } of { $coins } scores 3 for them, plus 1 for each of its other { $coins }.
rules-last_face_up = The last deal is dealt face up: every hand is played open.
rules-claim_intro = You may also play any card of your hand face down, saying that it takes the whole table as { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }, true or not. The other sides answer in turn: they trust it or doubt it.
rules-claim_trusted = Trusted by all, the { $sweep } stands and the card is never shown: it goes face down into your pile.
rules-claim_doubted = Doubted, the card is shown at once. If it could take the whole table, the { $sweep } stands and the doubter's side scores { $doubt }; if not, the claim is cancelled, the card is laid on the table beside the others, and your side scores { $bluff }.
rules-cat_claims = { $Sweeps } claimed: a bluff found out { $bluff }, a doubt proved wrong { $doubt }.
rules-decl_intro = Before playing the first card of a deal you may declare your hand: you show it, play it face up from then on, and score at once:
rules-decl_kind = { $what }: { $points }.
rules-decl_total = a hand whose values add up to { $n } or less
rules-decl_rank = { $n } cards of one rank
rules-decl_suit = { $n } cards of one suit
rules-decl_among = , among the { $ranks }
rules-decl_best = A hand that makes several declarations scores the best one only.
rules-decl_by_kind = Declarations of different kinds add up; of one kind, the best counts.
rules-decl_wild = { $card } is wild when you declare: you name its rank, and it plays at that rank until it is captured.
rules-ties_split = If the leading sides tie in a category, they share its points, each its share rounded down (2 points: 1 each).
rules-figures_same_only = The { $figures } have no number: a figure takes only a figure of the same rank, and is never part of a sum.
rules-play_last_laid = Picchiata: taking, with a card of the same rank, the card the previous player has just laid scores { $points } at once.
rules-play_one_suit = Bager: a capture whose played card and every card taken are of one suit scores { $points } at once.
rules-play_many_cards = Piccola: taking { $n } or more table cards in one capture scores { $points } at once; a capture that is several of these scores for each of them, plus { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep } if it also empties the table.
rules-all_suit_wins = Taking every card of { $suit } in one round wins the match at once.
rules-ties_nobody = If the leading sides tie in a category, nobody scores its point.
rules-ties_everybody = If the leading sides tie in a category, each of them scores its point.
rules-target = Points are added up at the end of each round; the first side to reach { $target_points } wins.
rules-targets = The target depends on the number of players: { $list }.
rules-target_for = { $target } with { $n }
rules-ties_play_on = A side must be alone in the lead to win: if the leaders are level at or above the target, another round is played.
rules-ties_draw = If the leaders are level at or above the target, the match is drawn.
rules-cappotto = Cappotto: a side that reaches { $n } points while every other side still has none wins at once.
rules-all_coins_wins = Taking all ten { $coins } in one round wins the match at once.
rules-match_rounds = The match lasts { $n } rounds at most: after the last one, the side with the most points wins.
rules-match_one_round = The match is a single round: the side with the most points wins.
rules-other_targets = It is also played to { $list } points.
rules-tie_card = If the match ends level after its last round, the side that took the { $card } in that round wins.
rules-tie_card_rounds = Played as a match of set rounds (a house rule), a tie at the end goes to the side that took the { $card } in the last round.
rules-first_dealer_card = To find the first dealer, the shuffled deck is dealt face up, a card to each player in turn, until the { $card } appears: whoever gets it deals. The cards then go back and are shuffled.
rules-p5 = Five players: each plays alone.
rules-p7 = Seven players: each plays alone.
rules-p8_alone = Eight players: each plays alone.
rules-p8_four_teams_of_two = Eight players: four teams of two, partners sitting opposite each other.
rules-p8_two_teams_of_four = Eight players: two teams of four, sitting in alternate seats.
rules-deal_for = { $who }: { $hand } each and { $table } face up on the table.
rules-deal_last = { $who }, the last deal is { $last } each.
rules-deal_for_again = { $who }: { $hand } each and { $table } face up on the table, then { $more } more each whenever the hands are empty, until the deck runs out.
rules-deal_for_empty = { $who }: { $hand } each and nothing on the table.
rules-who_players = With { $n } players
rules-who_left = When { $n } are left
rules-target_lose = Points are added up at the end of each round, and points are to be avoided: the first to reach { $target_points } loses the match (several past it in the same round: the highest). The lowest score wins.
rules-ties_play_on_lose = If the lowest scores are level when the match ends, another round is played.
rules-ties_draw_lose = If the lowest scores are level when the match ends, the match is drawn.
rules-elimination = Points are added up at the end of each round, and points are to be avoided: whoever reaches { $target_points } leaves the game, and the others play on, the deal following the number left. The last one left wins the match.
rules-ties_play_on_out = Should everyone still in reach { $target } in the same round, the lowest stay in; if they are level, another round is played.
rules-ties_draw_out = Should everyone still in reach { $target } in the same round, the lowest stay in; if they are level, the match is drawn.
rules-ex_match_first = { $played } must take { $match }, not { $sum }.
rules-ex_sum = { $played } takes { $taken }: { $expr }.
rules-ex_sweep = { $played } takes { $taken } and empties the table: { $sweep }!
rules-ex_ace = { $played } takes the whole table.
rules-builds_intro = A card may also be laid on a loose table card as a build: the two become one pile worth their total, and you may build only while you keep another card of that total in hand to take it with. Building is a play of its own, open even to a card that could capture.
rules-builds_whole = A build is taken only whole, by a card equal to its value: never by the rank of a card in it, in a sum, or in part.
rules-builds_equal = Taking a build also takes one loose table card of the same value, if there is one.
rules-builds_raise_anyone = Any player may raise a build by laying a card on it, on the same condition: keeping a card of the new total. Whoever built on it last owns it.
rules-builds_raise_others = Any player but its owner may raise a build by laying a card on it, on the same condition: keeping a card of the new total. Whoever built on it last owns it.
rules-builds_raise_opponents = A player of another side may raise a build by laying a card on it, on the same condition: keeping a card of the new total. Whoever built on it last owns it.
rules-builds_raise_nobody = A build cannot be raised.
rules-builds_left = Its owner need not take it. A build still on the table at the end of the round is table cards like the others.
rules-ex_build = { $played } laid on { $onto } makes a build of { $value }, for a player keeping { $keep }.
rules-ex_build_take = { $played } takes the build of { $value } whole, and { $equal } with it.
rules-ex_build_take_alone = { $played } takes the build of { $value } whole.
rules-totals_despite_match = Taking cards that make { $goals } with the card played is allowed even then.
rules-coins_reset_all = Taking all ten { $coins } in one round sets every other side's match score back to 0.
rules-coins_reset_n = Taking { $n } { $coins } or more in one round sets every other side's match score back to 0.
rules-ex_total_beside_match = { $played } takes { $taken } even with { $match } on the table: { $expr }.
rules-ex_fewest = { $played } takes { $taken } ({ $expr }), but not { $more }: that is more cards.
rules-ex_sweep_worth = { $played } takes { $taken } and empties the table: { $sweep }, worth { $points }!
rules-ex_primiera = The best card of each suit: { $parts } = { $total }.
rules-ex_primiera_sevens = { $n } { $sevens }: a strong primiera under this rule.
rules-ex_card_points = Taken in a round, the lit cards score { $total } by themselves.
rules-point =
    { $n ->
        [one] 1 point
       *[other] { $n } points
    }
rules-card =
    { $n ->
        [one] one card
       *[other] { $word } cards
    }
rules-sweep_count =
    { $n ->
        [one] one { $sweep }
       *[other] { $word } { $sweeps }
    }
rules-and = and
rules-or = or
rules-decimal = .
rules-ace_free_choice = Taking the whole table is only one choice: the { $ace } may instead capture as any other card does, by the rules above.
rules-ex_ace_choice = Or { $played } takes { $taken } instead of the whole table: { $expr }.
rules-redeal_same = The same dealer deals them.
rules-redeal_next = The next player deals them, as after a round, and the player after the new dealer leads.
rules-prim_most_by_rank = The primiera goes to the side with the most { $sevens }; on a tie, the most { $sixes }, then { $fives }, { $fours }, { $threes }, { $twos } and last { $aces }. Level all the way down, the primiera is tied.
rules-match_per_dealer = The match has as many rounds as there are players, each dealing one in turn; after the last, the side with the most points wins.
rules-match_per_dealer_n = With { $n } players that makes { $n } rounds.
rules-ties_play_on_rounds = If the leaders are level after the last round, another round is played, until one side leads alone.
rules-ties_draw_rounds = If the leaders are level after the last round, the match is drawn.

## A count written as a word (zero to thirteen), figures beyond
rules-number =
    { $n ->
        [0] zero
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] eleven
        [12] twelve
        [13] thirteen
       *[other] { $n }
    }
