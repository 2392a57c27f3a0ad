# Learn to play: the guided first match (the main menu's Learn to play, python main.py --tutorial), en

menu_learn = Learn to play

## Choosing the game, taking the lessons up again, the first start's offer
learn_title = Learn to play
learn_pick = Play a few short deals, each teaching one thing. Scopa is the Italian game: a card takes one of the same rank, or cards that add up to it. Escoba is the Spanish game: your card and the cards it takes make fifteen.
learn_resume_line = You were learning { $game }: lesson { $n } of { $of }.
learn_resume = Go on
learn_not_now = Not now
learn_progress_set_aside = Where your lessons stood could not be read ({ $reason }); the file was kept as { $name }, and the lessons start from the beginning.
learn_offer_title = New to Scopa?
learn_offer = A few short deals teach you the game by playing it, one rule at a time. You can leave at any moment and take them up again later.
learn_offer_yes = Yes, teach me

## The lesson's panel beside the table
learn_heading = Lesson { $n } of { $of }: { $title }
learn_title_match = Taking a card of the same rank
learn_title_sum = Taking cards that add up
learn_title_rank_first = The same rank comes first
learn_title_sweep = The { $sweep }: emptying the table
learn_title_last = The last capture
learn_title_fifteen = Making fifteen
learn_title_fifteen_many = Fifteen with several cards
learn_title_choose = Choosing what to take
learn_skip_step = Skip this step
learn_skip_lesson = Skip this lesson
learn_next = Next lesson
learn_leave = Leave the lessons

## What to do: the lit cards
learn_do_take = Click { $card } in your hand: it takes { $cards }.
learn_do_lay = Click { $card } in your hand: it takes nothing, so it is laid on the table.

## Each step: what it teaches
learn_match = Each turn you play one card from your hand. A card you play takes a card of the same rank from the table.
learn_sum = No card of the same rank on the table? Then your card takes cards that add up to its value.
learn_rank_first = When the table holds a card of the same rank as yours, you must take that one, even where other cards add up to it.
learn_sweep = Take every card on the table at once and you have swept it: { $sweep }! That scores a point.
learn_last_deal = The stock is empty: these are the round's last cards.
learn_last_next = Keep going, and watch who captures last.
learn_last_capture = This is the round's last capture. When the cards run out, whoever captured last takes every card left on the table.
learn_fifteen = Each turn you play one card from your hand. In Escoba your card and the table cards it takes must add up to fifteen. The figures count 8, 9 and 10, as the corner of each shows, though they print 10, 11 and 12.
learn_fifteen_many = Your card may take several table cards at once, as long as together they make fifteen.
learn_choose = There is often more than one way to make fifteen, and you choose. Click your card, then click the table cards you want to take.

## A move the step does not ask for: what it would do, and why another is wanted
learn_that_takes = That takes { $cards }
learn_that_lays = That lays { $card } on the table
learn_refused = { $that }; { $why }
learn_match_why = here { $card } takes { $cards }: a card of the same rank.
learn_sum_why = here { $card } takes { $cards }, which add up to its value.
learn_rank_first_why = here { $card } must take { $cards }: a card of the same rank comes before any sum.
learn_sweep_why = here { $card } takes every card on the table: { $sweep }!
learn_last_why = in this lesson the lit card comes now: { $card }.
learn_fifteen_why = here { $card } and { $cards } make fifteen.
learn_fifteen_many_why = here { $card } makes fifteen with { $cards } together.
learn_choose_why = take { $cards } here: that is more cards, and the most cards score a point at the round's end.
learn_escoba_why = here { $card } makes fifteen with every card on the table: { $sweep }!

## A lesson done
learn_match_done = Well done! What you take goes face down on your pile, to be counted at the round's end. Your opponent's card took nothing, so it stays on the table. When both hands are empty, each player is dealt three more cards from the stock.
learn_sum_done = Well done! A card that can take must take; one that can't is laid on the table, as your opponent just did.
learn_rank_first_done = Right: the same rank first. Cards that add up are taken only when no card of that rank is on the table.
learn_sweep_done = You swept the table: { $sweep }! The card turned crosswise on your pile marks it, and each one is a point. A sweep with the round's very last card does not count.
learn_last_done = You made the last capture, so the cards left on the table are yours.
learn_fifteen_done = Well done! Your opponent could not make fifteen, so their card was laid on the table. When both hands are empty, each player is dealt three more cards from the stock.
learn_fifteen_many_done = Well done! The more cards you take, the better: the most cards score a point.
learn_choose_done = Well done! When you choose, think of the points at the end: cards, oros and sevens.

## The round counted on your pile
learn_score_title = Counting the round ({ $page }/{ $of })
learn_score_cards = Cards: you took { $mine }, { $name } took { $theirs }. The most cards score a point.
learn_score_coins = { $suit }: you took { $mine } of the ten, { $name } took { $theirs }. The most { $suit } score a point.
learn_score_settebello = { $card } is the { $settebello }: whoever takes it scores a point for it alone.
learn_score_primiera = The primiera: your best card of each suit, by its value (7 is 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12, a figure 10). Yours add up to { $mine }, { $name }'s to { $theirs }; the higher scores a point.
learn_score_sevens = Sevens: you took { $mine }, { $name } took { $theirs }. The most sevens score a point (all four: 3 points).
learn_score_scope = Each { $sweep } is a point: you made { $mine }, { $name } { $theirs }.
learn_score_point = { $who ->
    [you] A point for you.
    [them] A point for { $name }.
   *[none] A tie: nobody scores it.
}
learn_score_total = This round: { $mine } for you, { $theirs } for { $name }. A match goes on round after round until one side reaches { $target }.
learn_score_next = Next
learn_score_done = Finish

## The end of the lessons
learn_finished_title = You know how to play!
learn_finished = That is all of { $game }. The best way on is a real match against the computer.
learn_play_match = Play { $game }
learn_menu = Main menu
