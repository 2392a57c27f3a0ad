# The table's words, en. Fluent syntax: https://projectfluent.org/fluent/guide/
title = Scopa
you = You
player_n = Player { $n }
your_turn = Your turn: play a card
your_turn_first = Your turn: click a card to play it. Hover one to see what it takes; H hints, U takes back
your_turn_choose = Choose what to take: click its cards, or Tab to cycle and Enter to take
choice_taken = the cards you take
choice_other = another set you could take
# a choice that steals a pile: the pile and how many cards it holds
choice_pile = { $victim }'s pile ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    })
turn_of = { $name }'s turn
thinking = { $name } is thinking...
wait_turn = Wait for your turn.
played = { $name } played { $card }
played_took = { $name } played { $card } and took { $cards }
took = and took { $cards }
played_you = You played { $card }
took_you = and took { $cards }
took_pile = and took { $victim }'s pile ({ $n } cards)
took_pile_you = and took { $victim }'s pile ({ $n } cards)
built_line = and built { $value }
built_line_you = and built { $value }
took_your_pile = and took your pile ({ $n } cards)
swept_line = and swept the table: { $sweep }!
swept_line_you = and swept the table: { $sweep }!
built = { $name } builds { $value } on the table
built_you = You build { $value } on the table
takes_rest = { $name } takes the cards left on the table
takes_rest_you = You take the cards left on the table
steals_pile = { $name } steals { $victim }'s pile
steals_pile_you = You steal { $victim }'s pile
steals_your_pile = { $name } steals your pile
bonus = { $name } takes the first table
bonus_you = You take the first table
bonus_sum = { $name } takes the first table: its cards add up to { $total }
bonus_sum_you = You take the first table: its cards add up to { $total }
scores_reset = { $name } took { $n } { $coins }: back to 0 for { $others } (from { $before })
dealer_drawn = Dealt face up: { $name } gets the { $card } (card { $n }) and deals first
dealer_drawn_you = Dealt face up: you get the { $card } (card { $n }) and deal first
redeal = Dealt again: { $count } { $ranks } on the table
last_plays =
    { $n ->
        [one] Last play
       *[other] Last plays
    }
score_so_far = { $line } ({ $points } this round)
stock = Stock
target = to { $target }
score_line = { $name }  { $score }
cards =
    { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
round_n = Round { $n }
dealer = dealer
dealer_you = dealer
pass_to = Pass to { $name }
pass_to_numbered = Pass to { $name }
pass_hint = Everyone else looks away. Click or press Enter when ready.
sweep_shout = { $word }!
summary_title = Round { $n }
cat_scope = Sweeps
cat_cards = Cards
cat_coins = Coins
cat_settebello = Settebello
cat_primiera = Primiera
cat_sevens = Sevens
cat_napola = Napola
cat_last_laid = Picchiata
cat_one_suit = Bager
cat_many_cards = Piccola
kind_last_laid = picchiata (took the card just laid with one of its rank)
kind_one_suit = bager (a capture all of one suit)
kind_many_cards = piccola (three or more cards taken at once)
play_scored = { $name }: { $kinds }, +{ $value }
reason_all_suit = by taking every card of a suit
hr_capture_figures = The figures (the three highest ranks) take
hr_play_points_last_laid = Picchiata: taking the card just laid
hr_play_points_one_suit = Bager: a capture all of one suit
hr_play_points_many_cards = Piccola: three or more cards at once
hrv_split = each tied side a share
hrv_any = like any card
hrv_same_only = only the same figure
cat_declarations = Declarations
declaration = { $what } · { $points }
declaration_wild = { $what } ({ $card } = { $rank })
declare_button = Declare: { $what }
declared_button = ✓ Declared: { $what }. Now play a card
declares = { $name } declares { $what }
declares_you = You declare { $what }
cat_claims = Claims
claim_button = Claim { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep } (C)
claim_button_on = ✓ Claiming { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }: now pick a card (C or Esc: not)
your_turn_claim = Pick the card to play face down, claiming { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep } of the whole table
your_turn_answer = A claim awaits your answer: trust it or doubt it
trust_shout = Trust me?
claims = { $name } plays a card face down and claims { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep } of { $n } cards
claims_you = You play a card face down and claim { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep } of { $n } cards
trusts = { $name } trusts the claim
trusts_you = You trust the claim
doubts = { $name } doubts the claim: the card is shown
doubts_you = You doubt the claim: the card is shown
answer_question = { $name } claims { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep } of { $n } cards with a card played face down. Do you trust them?
answer_trusted_by = Already trusted by { $names }.
trust_button = Trust (T, Enter)
doubt_button = Doubt (D)
claim_trusted_you = Trusted: your { $sweep } stands, its card unseen
claim_upheld_you = The claim was true, the { $card }: the { $sweep } stands, { $points } to you
claim_bluff_you = A bluff, the { $card }: it stays on the table, { $points } to you
last_claim_pending_you = claiming { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }: the others answer
claim_trusted = Trusted: the { $sweep } of { $name } stands, its card unseen
claim_upheld = The claim was true, the { $card }: the { $sweep } stands, { $points } to { $side }
claim_upheld_free = The claim was true, the { $card }: the { $sweep } stands
claim_bluff = A bluff, the { $card }: it stays on the table, { $points } to { $side }
claim_bluff_free = A bluff, the { $card }: it stays on the table
last_claimed = { $name } played a card face down
last_claimed_you = You played a card face down
last_claim_pending = claiming { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }: trust it?
last_claim_trusted = trusted: { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }, unseen
last_claim_upheld = doubted: { $card }, { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }
last_claim_bluff = doubted: { $card }, a bluff
history_claimed = { $name } played a card face down, claiming { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }
history_claimed_you = You played a card face down, claiming { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }
history_claim_pending = awaiting the answers
history_claim_trusted = trusted: took { $cards }, the card unseen
history_claim_upheld = doubted, it was { $card }: took { $cards }
history_claim_bluff = doubted, it was { $card }: a bluff, laid beside { $cards }
cat_re_bello = Re bello
cat_seven_of_cups = Seven of cups
detail_cards =
    { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
detail_coins =
    { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }
detail_sevens =
    { $n ->
        [one] { $n } seven
       *[other] { $n } sevens
    }
detail_settebello_yes = took it
detail_settebello_in_sevens = took it, in the four sevens
detail_settebello_no = -
detail_primiera = { $value }
decimal_mark = .
percent = { $n }%
detail_primiera_none = missing a suit
detail_sweeps = { $n }
detail_napola = { $n }
detail_plain = {""}
round_points = Round points
match_total = Match
hint_thinking = Thinking about a hint...
confirm_play = Play { $card }? Click it again or press Enter.
hint_take_why = Hint ({ $reason }): play { $card } to take { $taken }, leaving { $left }.
hint_take = Hint: play { $card } to take { $taken }, leaving { $left }.
hint_lay_why = Hint ({ $reason }): lay { $card } { $left }.
hint_lay = Hint: lay { $card } { $left }.
hint_only_lay = Hint: lay { $card }, your only legal move, { $left }.
hint_beside_safe = beside { $cards }: no card can make { $sweep } then
hint_beside_open = beside { $cards }: a card could then make { $sweep }
hint_alone_safe = on the empty table: no card can make { $sweep } with it
hint_alone_open = on the empty table, where a card could make { $sweep }
hint_claim = Hint: play { $card } face down, claiming { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep } of the table.
hint_bluff = Hint: play { $card } face down and bluff { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }: the others are likely to trust it.
hint_trust = Hint: trust the claim: it is likely true, and a doubt would cost a point.
hint_doubt = Hint: doubt the claim: it is likely a bluff.
hint_only = Hint: play { $card }, your only legal move, leaving { $left }.
why_build = a build of { $n }, to take it next turn
why_sweep = { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }
why_settebello = the { $settebello }
why_sevens = { $n } sevens
why_seven = a seven
why_coins = { $n } coins
why_cards = { $n } cards
why_steal = the whole pile under it: { $n } cards
why_keeps_sevens = your sevens stay in hand
why_keeps_coins = your coins stay in hand
why_lays_least = your least useful card
why_takes_least = the fewest points you can take
why_gives_away = points are to be avoided: leave them to the others
hint_left_empty = the table empty
hint_left_safe = { $cards }, with which no card makes { $sweep }
hint_left_open = { $cards }, with which a card could make { $sweep }
hint_left_sum = { $n } cards worth { $total }
hint_left_sum_to = { $n } cards worth { $total }
undo = Take back
hint_button = Hint
history_button = Plays
history_title = Plays this round
history_more_above =
    { $n ->
        [one] 1 earlier play above: scroll up, or Page Up
       *[other] { $n } earlier plays above: scroll up, or Page Up
    }
history_more_below =
    { $n ->
        [one] 1 later play below: scroll down, or End
       *[other] { $n } later plays below: scroll down, or End
    }
summary_tie = { $n } · tie
variant_keys = < > steps through the { $n } variants (or click the name and type a first letter). See all lists them, each with what it is.
variant_all = See all
variant_pick_title = Choose a variant
variant_pick_presets = The games ({ $n })
variant_pick_own = Your house rules ({ $n })
variant_pick_own_broken = Your house rules ({ $n }, of which { $broken } cannot be used)
variant_pick_choose = Choose
variant_pick_chosen = Chosen
history_none = No card has been played yet this round.
history_played = { $name } played { $card }
history_took = took { $cards }
history_laid = laid it on the table
history_played_you = You played { $card }
history_took_you = took { $cards }
history_laid_you = laid it on the table
history_swept = { $took } · { $shout }
undo_hint = U: take back your last move
undo_after_doubt = A move cannot be taken back past a card a doubt has shown.
undo_nothing = There is no move of yours to take back since the cards were last dealt.
undone = Move taken back
undone_plays = Taken back: { $plays }
continue = Continue
button_countdown = { $label } ({ $n })
next_round = Next round
match_end = Match over
winner = { $name } wins the match
winner_you = You win the match!
winner_team = { $name } win the match
draw = The match is drawn
reason_cappotto = by cappotto
reason_all_coins = by taking every coin
reason_rounds = after the last round
reason_tie_card = level after the last round, by the { $card }
reason_target = {""}
reason_target_loses = {""}
reason_last_left = the last player left in the game
reason_drawn = {""}
loser_line = { $name } reached { $target } and lost
loser_line_you = You reached { $target } and lost
loser_line_team = { $name } reached { $target } and lost
target_loses = first to { $target } loses
rounds =
    { $n ->
        [one] one round
       *[other] { $n } rounds
    }
target_out = { $target } puts you out
seat_out = out
out_in_round = { $name } reached { $target }: out of the game
out_in_round_you = You reached { $target }: out of the game
rules_elimination_needs_lose = An elimination game needs match.objective: lose.
rules_elimination_needs_alone = An elimination game is played by everyone alone; with { $n } players the seats are in teams.
rounds_heading = Rounds
new_match = New match
main_menu = Main menu
quit = Quit
team_of = { $a } & { $b }
skip_hint = Click or Space to skip
speed = Speed: { $speed }
speed_slow = slow
speed_normal = normal
speed_fast = fast
speed_instant = instant

## menus

menu_continue = Continue
menu_new = New match
menu_load = Load
menu_continue_lan = Continue the hosted match
seat_net = On another computer
net_state_open = not joined yet
net_state_connected = connected
net_state_away = away
net_state_computer = the computer plays for them
host_waiting = Waiting for the players on other computers
host_address = Address: { $address }
host_code = Join code: { $code }
host_seat = { $name }: { $state }
set_stand_in = An away seat goes to the computer after
stand_in_never = never
stand_in_n = { $n } s
menu_join = Join a match
join_title = Join a match
net_new_match = The host began a new match at the same table.
net_next_is_hosts = The next match is the host's to begin: it opens here when it does.
join_kept_title = Your seat at a match
join_kept = { $title } at { $address }, seat { $seat }
join_take_back = Take back my seat
join_found = Matches on the network
join_looking = Looking for matches on the network…
join_none = None found: ask the host for its address and join code.
join_pick = Choose
join_match =
    { $open ->
        [one] { $title } at { $address } (1 seat open)
       *[other] { $title } at { $address } ({ $open } seats open)
    }
join_by_address = By address
join_address = Address (HOST:PORT)
join_code = Join code
join_button = Join
join_bad_address = Write the host's address as HOST:PORT, e.g. 192.168.1.5:8765.
join_bad_code = The join code is six digits.
join_joining = Joining { $address }…
join_refused_bad_code = The host refused: that is not this match's code.
join_refused_too_many_tries = The host refused: too many wrong codes from this computer.
join_refused_bad_token = The host refused: no seat is kept for this computer.
join_refused_table_full = The host refused: every seat is taken.
join_unreachable = No answer from that address: is the match still hosted there?
net_lost = The connection to the host is lost: trying again…
net_back = Connected to the host again.
net_closed = The host closed the match.
menu_rules = Rules
menu_stats = Statistics
menu_settings = Settings
menu_quit = Quit
menu_subtitle = Scopa, Escoba and Scopone
continue_note = { $variant }: { $score } (to { $target })
problems_title = Some files could not be used
ok = OK
yes = yes
no = no
on = on
off = off
back = Back
start = Start

## new match

match_setup = The match
variant = Variant
players = Players
players_n = { $n } players
players_teams = { $n } players, { $teams } teams of { $size }
deck = Deck
deck_auto = the variant's own
deck_neapolitan = Neapolitan
deck_spanish = Spanish
deck_french = French-suited
deck_french_four_colour = French-suited, four colours
deck_piacentine = Piacentine
deck_siciliane = Sicilian
deck_trevisane = Trevisane
deck_own = { $name } (your own)
own_deck_gone = The deck { $name } is no longer in the decks folder: the variant's cards are used.
own_deck_fine = Your own deck ({ $suits } suits), licence: { $licence }.
own_deck_suits_italian = Italian
own_deck_suits_spanish = Spanish
own_deck_suits_french = French
own_deck_problems = Your deck { $name } has problems: { $problems }
own_deck_missing = { $count } cards have no image ({ $cards }): the built-in cards stand in
own_deck_not_png = { $file } is not a PNG image; the built-in card stands in
own_deck_not_svg = { $file } is not an SVG image; the built-in card stands in
own_deck_entities = { $file } declares entities, which are not allowed; the built-in card stands in
own_deck_pixels = { $file } is too large: at most { $limit }x{ $limit } pixels; the built-in card stands in
own_deck_too_big = { $file } is larger than { $limit } KB, the most a card image may be; the built-in card stands in
own_deck_unreadable = { $file } cannot be read (only regular files are); the built-in card stands in
own_deck_not_drawn = { $file } cannot be drawn; the built-in card stands in
own_deck_no_manifest = { $file } is missing: a deck needs a deck.yaml with name, suits (italian, spanish or french) and licence
target_score = Play to
points_n = { $n } points
seats = Who plays
seat_n = Seat { $n }
seat_team = { $seat } (team { $team })
seat_human = Human
cpu_easy = Computer: easy
cpu_medium = Computer: medium
cpu_hard = Computer: hard
cpu_random = Computer: random
house_rule_broken = This house-rule file cannot be used: { $message }
house_rule_file = * Your house rules ({ $file }), based on { $base }.

## house rules

house_rules = House rules
house_rules_intro = Based on { $variant }. Change what your table plays differently: { $use } plays it in this match, { $save } keeps it for New match.
house_rule_title = Name
house_rule_default_title = My { $variant }
house_rule_saved = Saved as { $file }
use_rules = Use
save_rules = Save as file
hr_group_deal = The deal
hr_group_capture = Captures
hr_group_sweep = { $Sweeps }
hr_group_scoring = Scoring
hr_group_match = The match
hr_deal_hand = Cards in hand at each deal
hr_deal_table = Cards face up on the table at the start
hr_deal_last_face_up = Last deal: every hand face up
hr_with_players = { $label } ({ $n } players)
hr_with_players_left = { $label } ({ $n } players left)
hr_change = { $label }: { $value }
house_rules_in_use = House rules for this match: { $changes }
hr_capture_modes = A card takes
hr_capture_match_forbids_sums = A card of the same rank must be taken before a sum
hr_capture_compulsory = Capturing is compulsory
hr_capture_ace_takes_all = An Ace takes the whole table
hr_capture_ace_sweep = An Ace taking the table is a sweep
hr_capture_leftovers = Cards left at the end go to
hr_sweep_points = Points for { VOWEL($sweep) ->
        [yes] an
       *[no] a
    } { $sweep }
hr_sweep_on_last_play = { VOWEL($sweep) ->
        [yes] An
       *[no] A
    } { $sweep } on the last play counts
hr_scoring_cards = Most cards
hr_scoring_coins = Most { $coins }
hr_scoring_all_coins = All the { $coins } (instead of most { $coins })
hr_scoring_settebello = { $Nick } (the seven of coins)
hr_scoring_primiera = Primiera
hr_scoring_primiera_scale = Primiera values
hr_scoring_primiera_missing_suit = A side missing a suit in the primiera
hr_scoring_sevens = Most sevens
hr_scoring_sevens_tiebreak = A tie in sevens
hr_scoring_all_sevens = All four sevens (instead of most sevens)
hr_scoring_all_sevens_replaces = All four sevens include the { $Nick } (not scored apart)
hr_scoring_napola = Napola
hr_scoring_re_bello = Re bello (King of coins)
hr_scoring_ties = A tied category scores for
hr_match_target = Play to
hr_match_ties_play_on = A tie at the target plays on
hr_match_objective = Reaching the target
hr_players_four = Four players play
hr_players_six = Six players play
hr_players_eight = Eight players play
mode_match = same rank
mode_sum = sum
mode_fifteen = fifteen
mode_eleven = eleven
hrv_card = a card that can take must take
hrv_hand = if any card can take
hrv_none = no
hrv_not_scored = not scored
hrv_sevens_tiebreak_none = stays a tie
hrv_sevens_tiebreak_sixes_aces_fives = broken by sixes, Aces, fives
hrv_sevens_tiebreak_primiera = broken by the primiera
hrv_last_capturer = the last to capture
hrv_nobody = nobody
hrv_win = wins
hrv_lose = loses
hrv_everybody = everyone tied
hrv_standard = standard (7=21, 6=18, A=16)
hrv_figures_zero = figures count 0
hrv_veneto = Veneto (face values)
hrv_ace_low = Ace low (7, 6, 5 ... A)
hrv_most_sevens = most sevens
hrv_loses = loses it
hrv_counts = counts its suits
hrv_run = run of coins from the Ace
hrv_three_plus_coins = 3, then 1 per coin
hrv_teams = in two teams
hrv_alone = each alone
hrv_two_teams_of_three = in two teams of three
hrv_three_teams_of_two = in three teams of two
hrv_four_teams_of_two = in four teams of two
hrv_two_teams_of_four = in two teams of four

## rules screen

rules_of = Rules: { $variant }
rules_keys = Wheel or arrows scroll; Left/Right jump between sections; Esc goes back

## settings

rules_keys_choose = ; Tab, or a variant's first letter: another variant
set_group_game = Game
set_group_look = Look
set_group_network = Network play
set_group_sound = Sound
set_language = Language
set_player_name = Your name
set_confirm_play = Confirm before playing a card
set_undo = Allow taking back a move
set_capture_values = Capture values on cards
set_hand_order = Sort your hand
order_dealt = as dealt
order_rank = by rank
order_suit = by suit
set_speed = Animation speed
set_fullscreen = Fullscreen
set_ui_scale = Text size
set_sound = Sound effects
set_volume = Volume
values_auto = corner numbers where none are printed; Spanish figures
values_on = always
values_off = never
settings_not_saved = The settings could not be saved: { $reason }

## statistics

stats_total = All variants
stats_first_column = Show from
stats_none = No matches played yet.
stats_comeback_note = Best comeback: the most points you were behind in a match you won.
stats_reset = Reset statistics
stats_reset_question = Forget every match and round counted so far? The old file is kept aside.
stats_reset_yes = Reset
stats_reset_done = Statistics reset.
stats_chart_title = Final scores, match by match
stats_chart_caption_one = The last match: { $result } · margin { $margin }
stats_result_won = won
stats_result_lost = lost
stats_result_drawn = drawn
stats_chart_caption = Won { $won }, lost { $lost } of the last { $n } · average margin { $margin }
stats_chart_you = You
stats_chart_them = Best opponent
stats_chart_variant = Chart
stats_chart_none = No match played to its end yet: the chart begins with the first.
stat_matches = Matches played
stat_matches_won = Matches won
stat_rounds = Rounds played
stat_rounds_won = Rounds won
stat_sweeps = Sweeps
stat_settebelli = Settebelli
stat_primiere = Primiere
stat_points_per_round = Points per round
stat_best_comeback = Best comeback

## saves and the in-game menu

load = Load
save = Save
no_saves = No saved matches yet. Save one from the menu at the table (Esc).
slot_line = { $variant }, { $players }: { $score } (to { $target }), round { $round }, { $date }
slot_line_undated = { $variant }, { $players }: { $score } (to { $target }), round { $round }
slot_broken = Cannot be loaded: { $reason }
save_match = Save match
save_name = Name
save_note = The match in progress is kept after every move anyway; a named save keeps this moment too, to come back to from Load (Continue always goes on from the last move).
saved_slots = Saved matches
save_needs_name = Give the save a name.
save_failed = The match could not be saved: { $reason }
saved_as = Saved as { $name }
paused = Paused
resume = Resume
leave = Leave to main menu
quit_question = Close the game? A match in progress is kept for Continue.
keep_save = Keep
cancel = Cancel
rules_default_not_allowed = { $n } is not one of the player counts allowed.
rules_uneven_deal = { $n } players cannot share evenly the { $cards } cards left once the table is laid.
rules_hands_too_big = { $n } players with { $hand } cards each need more than the { $cards } cards left once the table is laid.
rules_builds_with_steals = Builds cannot be played with piles taken by their top card.
rules_builds_with_claims = Builds cannot be played with sweeps claimed face down.
rules_builds_with_declarations = Builds cannot be played with declared hands or a wild card.
rules_fewest_not_a_mode = { $mode } is not one of the capture modes in use.
rules_empty_file = the file is empty: a house rule starts with `extends: scopa` (or another preset) and then changes only what differs.
rules_no_modes = name at least one capture mode.
rules_modulo_one = a cycle of 1 makes every value the same: use 2 or more, or 0 for none.
rules_modulo_with_mode = values counted in cycles of { $n } do not go with the { $mode } capture mode: a total or a highest card means nothing once values go round.
rules_bad_card_class = { $value } names no cards: write a card (7D), a rank (1 to 10, or A) or a suit (D coins, C cups, S swords, B clubs), several separated by spaces.
rules_declaration_needs_one = A declaration gives exactly one of same_rank, same_suit and total_at_most.
rules_not_in_deck = { $value } is not in a deck of { $size } cards: its ranks are 1 to { $ranks }.
rules_bad_card = { $value } is not a card: write the rank then the suit letter, e.g. 10D.
rules_not_a_player_count = { $n } is not a player count (2, 3, 4 or 6).
settings_problem = Settings file: { $problem }
settings_kept_as = The default is used for what was wrong; your settings file was kept as { $name }.
allowed_one_of = one of { $items }
allowed_range = a whole number from { $low } to { $high }
allowed_at_least = a whole number, at least { $low }
allowed_number = a whole number
allowed_text = text
rules_not_allowed = { $value } is not allowed here; allowed: { $allowed }.
rules_unknown_key = unknown key; allowed here: { $allowed }.
rules_missing_key = the key { $key } is missing: start the file with `extends: scopa` to change only what differs.
rules_not_list = this should be a list.
rules_not_mapping = this should be a mapping of keys.
rules_not_bool = this should be true or false.
rules_inherited = (The value comes from { $file }, line { $line }.)
yaml_list_open = a list opened with [ is not closed with ]
yaml_mapping_open = a group of keys between curly brackets is not closed
yaml_ends_early = the file ends inside a quoted text or a value
yaml_colon_here = a colon where none can be: a line indented differently from the one above it, or a second colon on one line (quote the text, or put the key on its own line)
yaml_indent = a line is not indented like the others at its level
yaml_bad_start = a value cannot start with this character (a tab, @ or `): quote it
yaml_tab = a tab is used for indenting: indent with spaces
yaml_alias = *names (YAML aliases) are not allowed: write the value out
yaml_list_item = a list item (- ...) where the lines around it are keys
yaml_no_value = a value is missing
yaml_no_colon = a key without its colon
yaml_two_documents = the file holds two documents (---): keep one
yaml_key_twice = the key { $key } is written twice
yaml_character = the character { $character } is not allowed in a rules file
yaml_tag = the tag { $tag } is not allowed
rules_yaml = this is not valid YAML: { $detail }.
rules_did_you_mean = Did you mean '{ $hint }'?
save_problem = The save { $file } could not be loaded: { $reason }.
save_problem_moved = The save { $file } could not be loaded: { $reason }. It was kept as { $moved }.
save_error_missing = the file is not there
save_error_unreadable = the file cannot be read
save_error_truncated = it is cut short
save_error_damaged = it is damaged
save_error_not_a_save = it is not a Scopa save
save_error_other_version = it comes from another version of the game
save_error_bad_setup = its seats and players are not valid
save_error_not_replayable = its moves do not make a legal match
save_error_invalid_record = its match record is not valid
rules_redeal_every_deal = every first table of { $cards } cards would be dealt again: a table that no redeal rule rejects holds at most { $most } cards.
rules_bad_text = this text holds a character that is not allowed (a NUL, a control character or a broken one).
rules_text_too_long = this text is too long: at most { $limit } characters.
rules_unreadable = the file cannot be read.
rules_not_regular = this is not a regular file (a folder, a pipe or a device).
rules_too_big = the file is too big: at most { $limit } bytes.
rules_file_not_mapping = a rules file is a mapping of keys (like `extends: scopa`).
rules_extends_unknown = { $name } is neither a preset nor a file next to this one; the presets are { $presets }.
rules_extends_unknown_hint = { $name } is neither a preset nor a file next to this one: did you mean { $hint }?
rules_extends_outside = { $name } should be a preset or a file in the same folder (no folders, no '..').
rules_extends_too_deep = more than { $limit } files extend one another.
rules_too_many = this list is too long: at most { $limit } entries.
stats_problem = The statistics could not be read: { $reason }.
stats_problem_moved = The statistics could not be read: { $reason }. The file was kept as { $moved }.
stats_error_not_stats = it is not a statistics file
save_error_bad_date = the date it was saved is not valid
save_error_not_regular = it is not a regular file (a folder, a pipe or a device)
save_error_too_big = the file is too big
write_failed_full = Your match cannot be saved: the disk is full. The game keeps trying after every move.
write_failed_readonly = Your match cannot be saved: the data folder cannot be written to. The game keeps trying after every move.
write_failed_other = Your match cannot be saved: { $reason }. The game keeps trying after every move.
write_ok_again = Saving works again: your match is safe.
kept_prefix = Kept
date_today = today at { $time }
date_yesterday = yesterday at { $time }
date_on = { $day } { $month } { $year } at { $time }
months_short = Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec
already_open = Scopa is already open in another window. Play in one window at a time: each would save over the other's match in progress.
already_open_title = Scopa is already open
already_open_guest = Scopa is already open in another window: matches played in this one are not saved, and the other window's match is left as it is.
leave_hosted_title = Leave the hosted match?
leave_hosted_question = Players at other computers ({ $n }) are in this match: it stops for them too. It is kept, and Continue hosts it again with their seats.
leave_hosted_yes = Leave
kept_match = The match you had in progress was kept as the save "{ $name }": you will find it under Load.
kept_match_not_saved = The match in progress could not be kept aside, so it stays for Continue and this match will not be saved.
delete = Delete
kept_group = Matches kept aside ({ $n })
kept_group_note = Kept when another match took their place
delete_kept = Delete all { $n }
delete_kept_title = Delete the matches kept aside
delete_kept_question = Delete the { $n } matches kept aside? The saves you named stay.
keep_them = Keep them
delete_question = Delete the save "{ $name }"? This cannot be undone.
overwrite = Replace it
overwrite_question = A save called "{ $name }" already exists. Replace it with this match?
replace_title = A match is in progress
replace_question = The match in progress will be kept as a save of its own: you will find it under Load.
replace_start = Start the new match
replace_load = Load this save
keep_failed = The match in progress could not be kept as a save ({ $reason }), so nothing was replaced: it stays for Continue.
list_and = { $a } and { $b }
list_or = { $a } or { $b }
illegal_not_in_hand = You do not hold the { $card }.
illegal_cannot_declare = That declaration cannot be made now: a hand is declared before its first card, and only a hand that scores.
illegal_must_answer = A claimed sweep awaits your answer first: trust it or doubt it.
illegal_no_claim = There is no claimed sweep to answer now.
illegal_cannot_claim = The { $card } cannot be played face down as a claim now: a claim takes the whole table, and only where a sweep would score.
illegal_not_on_table = Not on the table: { $cards }.
illegal_must_capture = The { $card } can capture, so it cannot be laid on the table: it takes { $options }.
illegal_must_capture_hand = You must capture when you can: { $cards } can take cards from the table.
illegal_cannot_capture = The { $card } cannot take anything here: lay it on the table.
illegal_ace_takes_all = The Ace takes the whole table.
illegal_ace_takes_ace = With an Ace on the table, the Ace takes only that Ace.
illegal_twin_only_to_sweep = The { $card } may take its twin, the same card from the other deck, only to clear the table.
illegal_must_match = The { $rank } must take the { $rank } on the table: a card of the same rank comes before any sum.
illegal_fewest_cards = Take the fewest cards: { $options }.
illegal_not_fifteen = The { $card } and the cards it takes must make 15; these make { $total }.
illegal_not_eleven = The { $card } and the cards it takes must make 11; these make { $total }.
illegal_must_match_or_total = The { $rank } on the table comes before any sum: take it, or cards that make { $goal } with the { $card }.
illegal_wrong_sum_or_total = The cards taken must add up to { $value }, the value of the { $card }, or make { $goal } with it; these add up to { $total }.
illegal_wrong_sum = The cards taken must add up to { $value }, the value of the { $card }; these add up to { $total }.
card_counts = { $card } ({ $value })
build_label = Build of { $value }: { $name }
illegal_build_whole = A build is taken only whole, by a card equal to its value, never in a sum or in part.
illegal_no_builds = These rules have no builds: lay the card or capture with it.
illegal_build_onto = A card is built on one loose table card, or on a whole build.
illegal_cannot_raise = You may not raise that build under these rules.
illegal_build_too_high = That build would be worth { $value }: no card can take more than 10.
illegal_build_needs_card = To build { $value } you must keep another card of { $value } in hand to take it with.
illegal_illegal = That move is not allowed.
illegal_not_an_option = That capture is not allowed: the { $card } can take { $options }.
illegal_wrong_difference = Two or more cards are taken by their difference: the highest less the others must leave { $value }, the value of the { $card }; these leave { $difference }.
illegal_wrong_sum_or_difference = The cards taken must add up to { $value }, the value of the { $card }, or leave it as their difference, the highest less the others; these add up to { $total } and leave { $difference }.
illegal_wrong_sum_cycled = Counting in cycles of { $modulo }, the { $card } is worth { $value }, and the cards taken must make { $value } too; these make { $total }.
illegal_must_match_value = The { $card } counts { $value }, and a card of that value on the table comes before any sum: take { $options }.
illegal_must_match_difference = The { $rank } must take the { $rank } on the table: a card of the same rank comes before any difference.
illegal_must_steal = The { $card } can take a pile, the one topped by { $options }: it must.
illegal_cannot_steal = Piles are not taken in this game.
illegal_no_pile = There is no such pile to take: only an opponent's, with a card on top.
illegal_one_pile = A card takes one pile at a time.
illegal_steal_barred = A card of that rank lies on the table: take it; the pile cannot be taken while it is there.
illegal_steal_alone = A pile is taken alone: the { $card } cannot take table cards with it.
illegal_steal_sum = The table cards and the { $cards } on top of that pile do not add up to the { $card }.
illegal_steal_no_match = The { $card } does not match the { $cards } on top of that pile.

## an error in the window

crash_title = Something went wrong
crash_what = An unexpected error stopped { $where }; the game is still open.
crash_where_table = the table
crash_where_menu = the main menu
crash_where_screen = this screen
crash_saved = The match is saved: Continue, in the main menu, takes it up where it stood.
crash_not_saved = The match could not be saved just now: Continue takes it up from its last saved move.
crash_log = What happened is written in the game's log file:
crash_no_log = The game keeps no log file this time.
crash_go_on = Go on

## builds by hand: what a card does, chosen

choice_question = What will you do with { $card }?
choice_take = Take { $cards }
choice_build = Build { $value } on { $card }
choice_build_part = the build of { $value }
choice_raise = Raise the build of { $old } to { $value }
choice_lay = Lay it on the table
journal_problem = Some moves saved since the last full save could not be read back ({ $reason }): the match goes on from the last good one ({ $n } read back).
journal_problem_moved = Some moves saved since the last full save could not be read back ({ $reason }): the match goes on from the last good one ({ $n } read back). The file was kept as { $moved }.
journal_error_damaged = a line of it is damaged
journal_error_foreign = the file does not hold the moves of this match
journal_error_illegal = a move in it is not a legal one
hr_capture_ace_free_choice = The Ace may take less than the whole table
hr_deal_redeal_dealer = A first table dealt again is dealt by
hrv_redeal_dealer_same = the same dealer
hrv_redeal_dealer_next = the next dealer
hrv_most_by_rank = most sevens, and so on down to the Aces
mode_difference = difference
per_dealer = a round per dealer
round_of = Round { $n } of { $of }
round_extra = Round { $n }, to break the tie
rules_per_dealer_with_elimination = A round per dealer does not go with an elimination game: who would deal once players leave?
allowed_range_or = a whole number from { $low } to { $high }, or { $items }
own_deck_slow = { $file } takes too long to draw; the game's own card is shown
own_deck_given_up = { $files } take too long to draw, so the rest are not tried: { $count } cards are shown as the game's own
own_deck_checking = Checking that its cards draw: { $done } of { $count }.
host_net_down = The connection to the other computers stopped and could not be started again. The match is kept: leave it, then “{ $button }” in the main menu takes it up.

## LAN: wrong join codes tried

host_code_title = Joining this match
host_guessing = Wrong join codes are being tried ({ $n } so far): joins now wait their turn.
host_code_retired = { $n } wrong codes were tried: this join code no longer works.
host_new_code = New join code
host_new_code_said = The new join code: { $code }
join_queued = The host checks join codes in turn (wrong ones are being tried): waiting…
join_refused_code_retired = The host refused: that join code no longer works. Ask the host for the new one.

## The language's own name, as the Settings screen offers it

language_name = English
