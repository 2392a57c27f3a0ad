# The review of the player's plays, en. Fluent syntax: https://projectfluent.org/fluent/guide/
#
# $played and $best are a card with its article ("the Three of Cups"), or, where both plays
# use the same card, that card and what it takes (review_play_taking).
review_button = Review
review_title_round = Review of round { $n }
review_title_match = Review of the match
review_accuracy = Accuracy: { $value }
review_accuracy_match = Your accuracy in this match: { $value }
review_accuracy_working = Your plays are being reviewed...
review_working = Your plays are being reviewed: this takes a few seconds.
review_failed = This review could not be made.
review_none = No mistakes: every play you made was as good as the best one. Well played!
review_mistakes = Biggest mistakes
review_mistake_n = Mistake { $n } of { $total }
review_given_up = Expected points given up: { $points }
review_your_hand = Your hand
review_table = The table
review_mark_played = Played
review_mark_better = Better
review_show_mistakes = Mistakes
review_show_replay = Replay
review_previous = Previous
review_next = Next
review_step = Play { $n } of { $total }
review_step_round = Round { $round } · play { $n } of { $total }
review_keys = Left and Right step through, Tab switches view, Esc goes back
review_play_taking = { $card }, taking { $cards }
review_play_laying = { $card }, laid on the table
# one sentence for each reason the review gives a play
review_reason_best = You made the best play you could.
review_reason_only_move = It was the only play you had.
review_reason_missed_sweep = You played { $played }; with { $best } you would have swept the table.
review_reason_left_sweep = You played { $played } and left a table the next player could sweep; { $best } would have left none.
review_reason_gave_settebello = You laid { $played } where others could take it, and it scores a point by itself; { $best } was the better play.
review_reason_missed_settebello = You played { $played } and left the { $settebello } on the table; with { $best } you would have taken it.
review_reason_lost_last_take = You played { $played } and let the others make the last capture, taking the cards left; with { $best } the last capture would have been yours.
review_reason_gave_primiera_card = You laid { $played } for others to take, a card worth much in the primiera; { $best } was the better play.
review_reason_missed_primiera_card = You played { $played } and left { $left } on the table; with { $best } you would have taken it.
review_reason_gave_coin = You laid { $played } for others to take, a card of the suit that counts; { $best } gave nothing of the kind.
review_reason_fewer_coins = You played { $played } and took fewer cards of the suit that counts than { $best } would have.
review_reason_fewer_cards = You played { $played } and took fewer cards than { $best } would have.
review_reason_took_points = You played { $played } and took more points than { $best } would have, in a game where points are to be avoided.
review_reason_wrong_answer = { $trusted ->
        [yes] You trusted the claimed sweep; doubting it was the better answer.
       *[no] You doubted the claimed sweep; trusting it was the better answer.
    }
review_reason_risky_claim = You played { $played } face down, claiming a sweep; { $best } was the safer play.
review_reason_weaker_play = You played { $played }; { $best } was worth more over the rest of the round.
# Statistics: the accuracy of the matches reviewed, over time
stats_chart_kind = Chart of
stats_chart_scores = Final scores
stats_chart_accuracy = Accuracy
stats_accuracy_title = Accuracy of your reviewed matches
stats_accuracy_caption = { $n ->
        [one] One match reviewed: { $value }
       *[other] Last { $n } matches reviewed: { $value } on average
    }
stats_accuracy_none = Finish a match with a player at the table: its review gives your accuracy here.
stats_accuracy_line = Accuracy
