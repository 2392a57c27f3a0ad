# La revisione delle giocate, it. Sintassi Fluent: https://projectfluent.org/fluent/guide/
#
# $played e $best sono una carta con l'articolo ("il Tre di Coppe"), o, dove le due giocate
# usano la stessa carta, la carta e ciò che prende (review_play_taking).
review_button = Revisione
review_title_round = Revisione della smazzata { $n }
review_title_match = Revisione della partita
review_accuracy = Precisione: { $value }
review_accuracy_match = La tua precisione in questa partita: { $value }
review_accuracy_working = Sto rivedendo le tue giocate...
review_working = Sto rivedendo le tue giocate: ci vuole qualche secondo.
review_failed = Non è stato possibile fare questa revisione.
review_none = Nessun errore: ogni tua giocata valeva quanto la migliore. Ben giocato!
review_mistakes = Gli errori più gravi
review_mistake_n = Errore { $n } di { $total }
review_given_up = Punti attesi persi: { $points }
review_your_hand = La tua mano
review_table = Il tavolo
review_mark_played = Giocata
review_mark_better = Meglio
review_show_mistakes = Errori
review_show_replay = Rivedi
review_previous = Precedente
review_next = Successiva
review_step = Giocata { $n } di { $total }
review_step_round = Smazzata { $round } · giocata { $n } di { $total }
review_keys = Sinistra e Destra per scorrere, Tab cambia vista, Esc per tornare
review_play_taking = { $card }, prendendo { $cards }
review_play_laying = { $card }, calato in tavola
review_reason_best = Hai fatto la giocata migliore possibile.
review_reason_only_move = Era l'unica giocata che avevi.
review_reason_missed_sweep = Hai giocato { $played }; con { $best } avresti fatto scopa.
review_reason_left_sweep = Hai giocato { $played } e hai lasciato un tavolo che il prossimo giocatore poteva scopare; con { $best } non ne lasciavi.
review_reason_gave_settebello = Hai calato { $played } dove gli altri potevano prenderla, e quella carta vale un punto da sola; { $best } era la giocata migliore.
review_reason_missed_settebello = Hai giocato { $played } e hai lasciato il { $settebello } in tavola; con { $best } l'avresti preso.
review_reason_lost_last_take = Hai giocato { $played } e hai lasciato agli altri l'ultima presa, con le carte rimaste; con { $best } l'ultima presa sarebbe stata tua.
review_reason_gave_primiera_card = Hai calato { $played } alla portata degli altri, una carta che vale molto in primiera; { $best } era la giocata migliore.
review_reason_missed_primiera_card = Hai giocato { $played } e hai lasciato in tavola { $left }; con { $best } l'avresti preso.
review_reason_gave_coin = Hai calato { $played } alla portata degli altri, una carta del seme che conta; { $best } non regalava niente del genere.
review_reason_fewer_coins = Hai giocato { $played } e hai preso meno carte del seme che conta di quante ne avresti prese con { $best }.
review_reason_fewer_cards = Hai giocato { $played } e hai preso meno carte di quante ne avresti prese con { $best }.
review_reason_took_points = Hai giocato { $played } e hai preso più punti che con { $best }, in un gioco dove i punti vanno evitati.
review_reason_wrong_answer = { $trusted ->
        [yes] Ti sei fidato della scopa dichiarata; era meglio dubitarne.
       *[no] Hai dubitato della scopa dichiarata; era meglio fidarsi.
    }
review_reason_risky_claim = Hai giocato { $played } coperto, dichiarando una scopa; { $best } era la giocata più sicura.
review_reason_weaker_play = Hai giocato { $played }; { $best } valeva di più per il resto della smazzata.
stats_chart_kind = Grafico di
stats_chart_scores = Punteggi finali
stats_chart_accuracy = Precisione
stats_accuracy_title = Precisione nelle partite riviste
stats_accuracy_caption = { $n ->
        [one] Una partita rivista: { $value }
       *[other] Ultime { $n } partite riviste: { $value } in media
    }
stats_accuracy_none = Finisci una partita con un giocatore al tavolo: la sua revisione darà qui la tua precisione.
stats_accuracy_line = Precisione
