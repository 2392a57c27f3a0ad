# La revisión de tus jugadas, es. Sintaxis Fluent: https://projectfluent.org/fluent/guide/
#
# $played y $best son una carta con su artículo ("el Tres de Copas"), o, donde las dos
# jugadas usan la misma carta, esa carta y lo que se lleva (review_play_taking).
review_button = Revisión
review_title_round = Revisión de la ronda { $n }
review_title_match = Revisión de la partida
review_accuracy = Precisión: { $value }
review_accuracy_match = Tu precisión en esta partida: { $value }
review_accuracy_working = Revisando tus jugadas...
review_working = Revisando tus jugadas: tarda unos segundos.
review_failed = No se pudo hacer esta revisión.
review_none = Ningún error: cada jugada tuya valía tanto como la mejor. ¡Bien jugado!
review_mistakes = Los errores más graves
review_mistake_n = Error { $n } de { $total }
review_given_up = Puntos esperados perdidos: { $points }
review_your_hand = Tu mano
review_table = La mesa
review_mark_played = Jugada
review_mark_better = Mejor
review_show_mistakes = Errores
review_show_replay = Repetición
review_previous = Anterior
review_next = Siguiente
review_step = Jugada { $n } de { $total }
review_step_round = Ronda { $round } · jugada { $n } de { $total }
review_keys = Izquierda y Derecha para avanzar, Tab cambia la vista, Esc para volver
review_play_taking = { $card }, llevándote { $cards }
review_play_laying = { $card }, dejada en la mesa
review_reason_best = Hiciste la mejor jugada posible.
review_reason_only_move = Era la única jugada que tenías.
review_reason_missed_sweep = Jugaste { $played }; con { $best } habrías hecho escoba.
review_reason_left_sweep = Jugaste { $played } y dejaste una mesa que el siguiente jugador podía barrer; con { $best } no habrías dejado ninguna.
review_reason_gave_settebello = Dejaste { $played } al alcance de los demás, y esa carta vale un punto por sí sola; { $best } era la mejor jugada.
review_reason_missed_settebello = Jugaste { $played } y dejaste el { $settebello } en la mesa; con { $best } te lo habrías llevado.
review_reason_lost_last_take = Jugaste { $played } y dejaste a los demás la última baza, con las cartas que quedaban; con { $best } la última baza habría sido tuya.
review_reason_gave_primiera_card = Dejaste { $played } al alcance de los demás, una carta que vale mucho en la primera; { $best } era la mejor jugada.
review_reason_missed_primiera_card = Jugaste { $played } y dejaste en la mesa { $left }; con { $best } te lo habrías llevado.
review_reason_gave_coin = Dejaste { $played } al alcance de los demás, una carta del palo que cuenta; { $best } no regalaba nada parecido.
review_reason_fewer_coins = Jugaste { $played } y te llevaste menos cartas del palo que cuenta que con { $best }.
review_reason_fewer_cards = Jugaste { $played } y te llevaste menos cartas que con { $best }.
review_reason_took_points = Jugaste { $played } y te llevaste más puntos que con { $best }, en un juego donde los puntos se evitan.
review_reason_wrong_answer = { $trusted ->
        [yes] Te fiaste de la escoba anunciada; era mejor dudar de ella.
       *[no] Dudaste de la escoba anunciada; era mejor fiarse.
    }
review_reason_risky_claim = Jugaste { $played } boca abajo, anunciando una escoba; { $best } era la jugada más segura.
review_reason_weaker_play = Jugaste { $played }; { $best } valía más para el resto de la ronda.
stats_chart_kind = Gráfico de
stats_chart_scores = Puntuación final
stats_chart_accuracy = Precisión
stats_accuracy_title = Precisión en tus partidas revisadas
stats_accuracy_caption = { $n ->
        [one] Una partida revisada: { $value }
       *[other] Últimas { $n } partidas revisadas: { $value } de media
    }
stats_accuracy_none = Termina una partida con un jugador en la mesa: su revisión dará aquí tu precisión.
stats_accuracy_line = Precisión
