# The rules screen's sentences, es. Fluent syntax: https://projectfluent.org/fluent/guide/
rules-title_players = Jugadores y equipos
rules-title_deal = El reparto
rules-title_capture = Las capturas
rules-title_sweep = La { $sweep }
rules-title_end = Fin de la ronda
rules-title_scoring = La puntuación
rules-title_match = La partida
rules-players_many = Se juega con { $counts } jugadores.
rules-players_one = Se juega solo entre { $n } jugadores.
rules-p2 = Dos jugadores: uno contra otro.
rules-p3 = Tres jugadores: cada uno juega por su cuenta.
rules-p4_teams = Cuatro jugadores: dos parejas, con los compañeros sentados frente a frente.
rules-p4_alone = Cuatro jugadores: cada uno juega por su cuenta.
rules-p6_two_teams_of_three = Seis jugadores: dos equipos de tres, sentados de forma alterna.
rules-p6_three_teams_of_two = Seis jugadores: tres parejas, con los compañeros sentados frente a frente.
rules-p6_alone = Seis jugadores: cada uno juega por su cuenta.
rules-teams_pool = Los compañeros juntan sus capturas en un solo montón y puntúan juntos.
rules-deal_first = El que reparte da { $hand } a cada jugador y pone { $table } boca arriba en la mesa.
rules-deal_first_empty = El que reparte da { $hand } a cada jugador; la mesa empieza vacía.
rules-deck_twins = Se barajan juntas dos barajas: cada carta está dos veces, la segunda marcada II.
rules-capture_twin_only_to_sweep = Una carta puede llevarse su gemela, la misma carta de la otra baraja, solo si así vacía la mesa.
rules-scoring_twins = Cada copia de una carta que puntúa puntúa por sí sola, y una carta que solo puntúa junto a otra necesita una copia propia de esa otra.
rules-scoring_twins_napola = La segunda napola necesita el As, el Dos y el Tres de { $coins } dos veces.
rules-sweep_twin = Una { $sweep } que se lleva la gemela de la carta jugada vale en cambio { $points }.
rules-sweep_twin_by_card = Una { $sweep } hecha con { $card } sobre su gemela vale { $points }.
rules-cat_sweep_twin = cada { $sweep } sobre la gemela de la carta: { $points } en su lugar.
rules-cat_sweep_twin_by_card = cada { $sweep } con { $card } sobre su gemela: { $points }.
rules-class_twin_sweep = { $sweep } sobre la gemela
rules-class_sweeps = { $sweeps }
rules-class_twin_sweep_with = { $sweep } con { $card } sobre su gemela
rules-deal_again = Cuando todos se quedan sin cartas, el que reparte da otras { $hand } a cada uno, ninguna a la mesa, hasta que se acaba el mazo.
rules-deal_count = Con { $players } jugadores hay { $deals } repartos en cada ronda.
rules-deal_all = Se reparten todas las cartas de una vez: un solo reparto por ronda.
rules-lead = Sale el jugador que está después del que reparte; en cada ronda reparte el siguiente.
rules-redeal = Si en la mesa inicial salen { $count } o más { $ranks }, se vuelve a repartir.
rules-redeal_all = Si en la mesa inicial salen los cuatro { $ranks }, se vuelve a repartir.
rules-table_bonus = Si las cartas de la mesa inicial suman { $total }, { $taker } se las lleva en el acto y se apunta { $sweeps }.
rules-taker_dealer = el que reparte
rules-taker_leader = el jugador mano
rules-cap_intro = En tu turno juegas una carta de la mano. Si puede llevarse cartas de la mesa, se las lleva, y van boca abajo a tu montón junto con la carta jugada; si no, se queda en la mesa.
rules-cap_intro_face_up = En tu turno juegas una carta de la mano. Si puede llevarse cartas, se las lleva, y van boca arriba a tu montón, con la carta jugada encima; si no, se queda en la mesa.
rules-values = Las cartas valen su número; { $f8 } vale { $v8 }, { $f9 } { $v9 } y { $f10 } { $v10 }.
rules-values_numbers_only = Las cartas del As al { $top } valen su número.
rules-values_spanish = Las figuras de la baraja española llevan impresos el 10, el 11 y el 12, pero valen 8, 9 y 10.
rules-mode_match = Por igual: una carta se lleva una carta de la mesa del mismo valor, así que un { $seven } se lleva un { $seven }.
rules-mode_sum = Por suma: una carta se lleva dos o más cartas de la mesa que sumen su valor, así que un { $seven } se lleva un { $three } y un { $four }.
rules-mode_sum_single = Por suma: una carta se lleva una o más cartas de la mesa que sumen su valor, así que un { $seven } se lleva un { $seven }, o un { $three } y un { $four }.
rules-mode_fifteen = A quince: una carta se lleva una o más cartas de la mesa que, sumadas a ella, den 15, así que un { $seven } se lleva un { $five } y un { $three } (7 + 5 + 3 = 15).
rules-mode_eleven = A once: una carta se lleva una o más cartas de la mesa que, sumadas a ella, den 11, así que un { $seven } se lleva un { $four } (7 + 4 = 11).
rules-match_forbids_sum = Si en la mesa hay una carta del mismo valor que la jugada, hay que llevarse esa: entonces no se puede sumar. Si hay dos, se elige cuál.
rules-match_or_sum = Cuando se puede capturar tanto por igual como por suma, se elige libremente.
rules-match_forbids_difference = Si en la mesa hay una carta del mismo valor que la jugada, hay que llevarse esa: entonces no se puede restar. Si hay dos, se elige cuál.
rules-match_or_difference = Cuando se puede capturar tanto por igual como por diferencia, se elige libremente.
rules-match_forbids_sum_difference = Si en la mesa hay una carta del mismo valor que la jugada, hay que llevarse esa: entonces no se puede sumar ni restar. Si hay dos, se elige cuál.
rules-match_or_sum_difference = Cuando se puede capturar por igual, por suma o por diferencia, se elige libremente.
rules-mode_difference = Por diferencia: una carta se lleva dos o más cartas de la mesa cuando la más alta, menos todas las otras, deja su valor, así que un { $five } se lleva un { $seven } y un { $two } (7 − 2 = 5).
rules-mode_name_difference = por diferencia
rules-cycle = Pero aquí los valores van en ciclos de { $n }: un valor o un total que pasa de { $n } vuelve a empezar desde 1, así que { $f8 } vale { $v8 }, { $f9 } { $v9 } y { $f10 } { $v10 }, y cada captura se cuenta con estos valores.
rules-cycle_match = La captura por igual va por estos valores: { $f10 } se lleva un { $value }.
rules-ex_cycled = { $played } se lleva { $taken }: { $expr } = { $total }, que vale { $value }.
rules-ex_cycled_match = { $played } vale { $value }, así que se lleva { $taken }.
rules-choose = Si hay varias capturas posibles, se elige cuál hacer.
rules-fewest = En las capturas { $modes } solo valen las que se llevan menos cartas.
rules-mode_name_match = por igual
rules-mode_name_sum = por suma
rules-mode_name_fifteen = a quince
rules-mode_name_eleven = a once
rules-compulsory_card = Una carta que puede capturar no se puede dejar en la mesa: tiene que llevarse algo. Sí se puede jugar otra carta que no se lleve nada.
rules-compulsory_hand = Capturar es obligatorio: si alguna carta de tu mano puede llevarse algo, tienes que capturar.
rules-compulsory_none = Capturar nunca es obligatorio: siempre se puede dejar una carta en la mesa.
rules-ace_takes_all = El { $ace } se lo lleva todo: todas las cartas de la mesa.
rules-steal_piles = Cada uno guarda sus capturas boca arriba, con encima la carta que las tomó. Una carta del mismo valor que la de encima del montón de un rival le roba todo el montón y va encima del tuyo, que a su vez pueden robarte.
rules-steal_capture = Robar un montón es una captura como cualquier otra.
rules-steal_choose = Si coinciden a la vez una carta de la mesa y la de encima de un montón, eliges tú cuál llevarte.
rules-steal_barred = Mientras haya en la mesa una carta de su valor, se lleva esa, no un montón.
rules-steal_with_table = Una carta puede llevarse a la vez cartas de la mesa y la carta de encima del montón de un rival, que cuenta como una carta de la mesa, y con ellas todo el montón.
rules-steal_alone = Un montón se roba solo, nunca junto con cartas de la mesa.
rules-ex_steal = { $played } roba el montón del rival que tiene encima { $top }: todo el montón.
rules-ex_steal_sum = { $played } se lleva { $taken } de la mesa y el montón que tiene encima { $top }: { $expr }.
rules-ace_sweep_yes = Esta captura cuenta como { $sweep }.
rules-ace_sweep_no = Esta captura no cuenta como { $sweep }.
rules-ace_on_table_ace = Si ya hay un { $ace } en la mesa, el { $ace } jugado se lleva solo ese { $ace }.
rules-ace_on_table_all = Se lleva toda la mesa aunque ya haya un { $ace } en ella.
rules-ace_on_table_as_a_card = Si ya hay un { $ace } en la mesa, el { $ace } que juegas captura como cualquier carta: ese { $ace }, o las cartas que las reglas de captura de arriba le dejan llevarse.
rules-sweep_what = Llevarse todas las cartas de la mesa es hacer { $sweep }.
rules-sweep_fixed = Cada { $sweep } vale { $points }.
rules-sweep_card = Una { $sweep } vale lo que la carta que la hizo: hecha con un { $seven }, vale 7 puntos.
rules-sweep_cards_taken = Una { $sweep } vale un punto por cada carta capturada, incluida la jugada.
rules-sweep_zero = En este juego las { $sweeps } no puntúan.
rules-sweep_mark = La carta que la hizo queda boca arriba y atravesada en el montón, para contarla al final de la ronda.
rules-last_play_no = Dejar la mesa vacía con la última carta de la ronda no cuenta como { $sweep }.
rules-last_play_yes = Dejar la mesa vacía con la última carta de la ronda también cuenta como { $sweep }.
rules-end_last = La ronda termina cuando se han jugado todas las cartas.
rules-leftovers_last = Las cartas que quedan en la mesa son para el último que capturó; eso nunca cuenta como { $sweep }.
rules-leftovers_nobody = Las cartas que quedan en la mesa no son para nadie.
rules-end_count = Después cada uno cuenta su montón, y la ronda siguiente la reparte el jugador siguiente.
rules-scoring_intro = Al final de cada ronda, cada jugador (o equipo) se apunta:
rules-cat_sweeps = cada { $sweep }: { $points }.
rules-cat_sweeps_value = cada { $sweep }: su valor, como se explica arriba.
rules-cat_cards = cartas: { $points } para quien tenga más.
rules-cat_coins = { $coins }: { $points } para quien tenga más.
rules-cat_all_coins = los diez { $coins }: { $points }, en lugar del punto por tener más.
rules-cat_settebello = el { $nick } ({ $card }): { $points }.
rules-cat_primiera = primiera: { $points }.
rules-cat_sevens = { $sevens }: { $points } para quien tenga más.
rules-cat_all_sevens = los cuatro { $sevens }: { $points }.
rules-cat_napola = la napola: ver abajo.
rules-cat_re_bello = el re bello ({ $card }): { $points }.
rules-cat_seven_of_cups = { $card }: { $points }.
rules-cat_card_points = { $cards }: { $points } por carta.
rules-cat_card_point = { $cards }: { $points }.
rules-class_suit = cartas de { $suit }
rules-class_suit_each = { $suit }, uno a uno
rules-cat_card_beside = { $cards } con { $beside }: { $points }; si no, nada.
rules-cat_card_beside_each = { $cards } con { $beside }: { $points } por carta; si no, nada.
rules-cat_card_set = { $cards }, todas en manos de un mismo bando: { $points }; si no, nada.
rules-cat_card_set_beside = { $cards }, todas en manos de un mismo bando con { $beside }: { $points }; si no, nada.
rules-cat_sweep_by_card = cada { $sweep } hecha con { $card }: { $points } en su lugar.
rules-class_beside = { $cards } + { $beside }
rules-class_all = { $cards }, todas
rules-class_sweep_with = { $sweep } con { $card }
rules-sweep_by_card = Una { $sweep } hecha con { $card } vale en cambio { $points }.
rules-sweep_by_card_zero = Vaciar la mesa con { $card } no es hacer { $sweep }.
rules-napola_cap = La napola vale como máximo { $points }.
rules-point_minus =
    { $n ->
        [one] menos 1 punto
       *[other] menos { $n } puntos
    }
rules-cards_in_all = Una carta nombrada en más de una línea puntúa en cada una: { $card } vale { $points } en total.
rules-prim_how = Para la primiera, cada uno elige su mejor carta de cada palo y suma sus valores de primiera: { $scale }. Gana el total más alto; el máximo posible es { $best }, con cuatro { $ranks }.
rules-prim_most_sevens = La primiera es para quien tenga más { $sevens }; si hay empate, más { $sixes }, y después más { $aces }.
rules-prim_missing_loses = Quien no tenga ninguna carta de algún palo no puede ganar la primiera.
rules-prim_missing_counts = Quien no tenga cartas de algún palo cuenta igualmente los palos que tiene.
rules-sevens_tie_cards = Sietes: si hay empate, deciden los { $sixes }, después los { $aces } y después los { $fives }.
rules-sevens_tie_primiera = Sietes: si hay empate, decide la mejor primiera.
rules-cat_all_sevens_instead = los cuatro { $sevens }: { $points }, en lugar del punto por tener más.
rules-all_sevens_settebello = Incluyen el { $nick }, que entonces no puntúa aparte.
rules-napola_run = Napola: quien tenga el { $a }, el { $b } y el { $c } de { $coins } se apunta tantos puntos como cartas tenga su escalera de { $coins } desde el { $a }: 3 por { $a }, { $b } y { $c }, 4 si tiene también el { $d }, y así hasta { $top } con los { $top_word }.
rules-napola_run_capped = Napola: quien tenga el { $a }, el { $b } y el { $c } de { $coins } se apunta tantos puntos como cartas tenga su escalera de { $coins } desde el { $a }: 3 por { $a }, { $b } y { $c }, 4 si tiene también el { $d }, y así hasta { $cap } como máximo.
rules-napola_three_plus = Napola: quien tenga el { $a }, el { $b } y el { $c } de { $coins } se apunta 3 puntos, más 1 por cada otra carta de { $coins }.
rules-last_face_up = La última mano se reparte boca arriba: todas las manos se juegan a la vista.
rules-claim_intro = También puedes jugar boca abajo cualquier carta de tu mano, diciendo que hace { $sweep } de toda la mesa, sea verdad o no. Los rivales responden por turno: confían o no.
rules-claim_trusted = Si todos confían, la { $sweep } vale y la carta no se enseña nunca: va boca abajo a tu montón.
rules-claim_doubted = Si alguien no confía, la carta se enseña en el acto. Si podía llevarse toda la mesa, la { $sweep } vale y el bando que dudó se apunta { $doubt }; si no, la jugada se anula, la carta se queda en la mesa junto a las demás y tu bando se apunta { $bluff }.
rules-cat_claims = { $Sweeps } cantadas: un farol descubierto { $bluff }, una duda errada { $doubt }.
rules-decl_intro = Antes de jugar la primera carta de una mano puedes declararla: la enseñas, la juegas boca arriba desde entonces, y sumas en el acto:
rules-decl_kind = { $what }: { $points }.
rules-decl_total = una mano cuyos valores suman { $n } o menos
rules-decl_rank = { $n } cartas del mismo valor
rules-decl_suit = { $n } cartas del mismo palo
rules-decl_among = , entre { $ranks }
rules-decl_best = Una mano que hace varias declaraciones suma solo la mejor.
rules-decl_by_kind = Las declaraciones de distinto tipo se suman; del mismo tipo, cuenta la mejor.
rules-decl_wild = { $card } es comodín al declarar: eliges su valor, y juega con ese valor hasta que alguien se lo lleve.
rules-ties_split = En caso de empate, los empatados se reparten los puntos, redondeando hacia abajo (2 puntos: 1 cada uno).
rules-figures_same_only = { $figures } no tienen número: una figura solo se lleva una figura igual, y nunca entra en una suma.
rules-play_last_laid = Picchiata: llevarse, con una carta del mismo valor, la carta que el jugador anterior acaba de echar vale { $points } en el acto.
rules-play_one_suit = Bager: una captura en la que la carta jugada y todas las que se lleva son de un solo palo vale { $points } en el acto.
rules-play_many_cards = Piccola: llevarse { $n } o más cartas de la mesa en una captura vale { $points } en el acto; una captura que es varias de estas las vale todas, más la { $sweep } si deja la mesa vacía.
rules-all_suit_wins = Quien se lleva todas las { $suit } en una ronda gana la partida en el acto.
rules-ties_nobody = En caso de empate, el punto no es para nadie.
rules-ties_everybody = En caso de empate, el punto es para todos los empatados en cabeza.
rules-target = Los puntos se suman al final de cada ronda; gana quien llegue antes a { $target_points }.
rules-targets = La meta depende del número de jugadores: { $list }.
rules-target_for = { $target } entre { $n }
rules-ties_play_on = Para ganar hay que ir en cabeza en solitario: si los primeros empatan en la meta o por encima, se juega otra ronda.
rules-ties_draw = Si los primeros empatan en la meta o por encima, la partida queda en tablas.
rules-cappotto = Cappotto: quien llega a { $n } puntos con los rivales todavía a cero gana en el acto.
rules-all_coins_wins = Quien se lleve los diez { $coins } en una ronda gana la partida en el acto.
rules-match_rounds = La partida dura como mucho { $n } manos: tras la última gana quien tenga más puntos.
rules-match_one_round = La partida es una sola mano: gana quien tenga más puntos.
rules-other_targets = También se juega a { $list } puntos.
rules-tie_card = Si la partida acaba empatada tras la última mano, gana quien tomó el { $card } en esa mano.
rules-tie_card_rounds = Jugada a un número fijo de manos (una regla de la casa), un empate al final es para quien tomó el { $card } en la última mano.
rules-first_dealer_card = Para elegir al primer repartidor se reparte la baraja mezclada boca arriba, una carta a cada jugador por turno, hasta que sale el { $card }: quien lo recibe reparte. Luego las cartas vuelven a la baraja y se mezcla.
rules-p5 = Cinco jugadores: cada uno juega por su cuenta.
rules-p7 = Siete jugadores: cada uno juega por su cuenta.
rules-p8_alone = Ocho jugadores: cada uno juega por su cuenta.
rules-p8_four_teams_of_two = Ocho jugadores: cuatro parejas, con los compañeros sentados frente a frente.
rules-p8_two_teams_of_four = Ocho jugadores: dos equipos de cuatro, sentados de forma alterna.
rules-deal_for = { $who }: { $hand } a cada uno y { $table } boca arriba en la mesa.
rules-deal_last = { $who }, el último reparto es de { $last } a cada uno.
rules-deal_for_again = { $who }: { $hand } a cada uno y { $table } boca arriba en la mesa, y luego { $more } más a cada uno cada vez que se vacían las manos, hasta acabar la baraja.
rules-deal_for_empty = { $who }: { $hand } a cada uno y nada en la mesa.
rules-who_players = Con { $n } jugadores
rules-who_left = Cuando quedan { $n }
rules-target_lose = Los puntos se suman al final de cada ronda y hay que evitarlos: el primero que llega a { $target_points } pierde la partida (si varios lo pasan en la misma ronda, pierde el que más tiene). Gana quien tenga menos puntos.
rules-ties_play_on_lose = Si al acabar la partida las puntuaciones más bajas empatan, se juega otra ronda.
rules-ties_draw_lose = Si al acabar la partida las puntuaciones más bajas empatan, la partida queda en tablas.
rules-elimination = Los puntos se suman al final de cada ronda y hay que evitarlos: quien llega a { $target_points } sale del juego y los demás siguen, con el reparto según cuántos quedan. Gana la partida el último que queda.
rules-ties_play_on_out = Si todos los que siguen en juego llegan a { $target } en la misma ronda, sigue el que menos tiene; si empatan, se juega otra ronda.
rules-ties_draw_out = Si todos los que siguen en juego llegan a { $target } en la misma ronda, sigue el que menos tiene; si empatan, la partida queda en tablas.
rules-ex_match_first = { $played } tiene que llevarse { $match }, no { $sum }.
rules-ex_sum = { $played } se lleva { $taken }: { $expr }.
rules-ex_sweep = { $played } se lleva { $taken } y deja la mesa vacía: ¡{ $sweep }!
rules-ex_ace = { $played } se lo lleva todo.
rules-builds_intro = También se puede poner una carta encima de una carta suelta de la mesa como granja: las dos forman un solo montón que vale su suma, y solo se puede construir guardando en la mano otra carta de ese valor con que llevársela. Construir es una jugada aparte, permitida incluso a una carta que podría capturar.
rules-builds_whole = Una granja solo se lleva entera, con una carta igual a su valor: nunca por el valor de una de sus cartas, en una suma ni por partes.
rules-builds_equal = Quien se lleva una granja se lleva también una carta suelta de la mesa del mismo valor, si la hay.
rules-builds_raise_anyone = Cualquier jugador puede aumentar una granja poniéndole una carta encima, con la misma condición: guardar una carta del nuevo valor. Es de quien construyó en ella el último.
rules-builds_raise_others = Cualquier jugador salvo su dueño puede aumentar una granja poniéndole una carta encima, con la misma condición: guardar una carta del nuevo valor. Es de quien construyó en ella el último.
rules-builds_raise_opponents = Un jugador del otro bando puede aumentar una granja poniéndole una carta encima, con la misma condición: guardar una carta del nuevo valor. Es de quien construyó en ella el último.
rules-builds_raise_nobody = Una granja no se puede aumentar.
rules-builds_left = Su dueño no está obligado a llevársela. Una granja que siga en la mesa al final de la mano cuenta como las demás cartas de la mesa.
rules-ex_build = { $played } puesto sobre { $onto } hace una granja de { $value }, para quien guarda { $keep }.
rules-ex_build_take = { $played } se lleva entera la granja de { $value }, y con ella { $equal }.
rules-ex_build_take_alone = { $played } se lleva entera la granja de { $value }.
rules-totals_despite_match = Llevarse cartas que con la jugada suman { $goals } se permite también en ese caso.
rules-coins_reset_all = Quien se lleve los diez { $coins } en una ronda deja a cero el tanteo de todos los rivales.
rules-coins_reset_n = Quien se lleve { $n } { $coins } o más en una ronda deja a cero el tanteo de todos los rivales.
rules-ex_total_beside_match = { $played } se lleva { $taken } aunque en la mesa esté { $match }: { $expr }.
rules-ex_fewest = { $played } se lleva { $taken } ({ $expr }), pero no { $more }: son más cartas.
rules-ex_sweep_worth = { $played } se lleva { $taken } y deja la mesa vacía: ¡{ $sweep } de { $points }!
rules-ex_primiera = La mejor carta de cada palo: { $parts } = { $total }.
rules-ex_primiera_sevens = { $n } { $sevens }: una primiera fuerte con esta regla.
rules-ex_card_points = Tomadas en una mano, las cartas iluminadas valen { $total } por sí solas.
rules-point =
    { $n ->
        [one] 1 punto
       *[other] { $n } puntos
    }
rules-card =
    { $n ->
        [one] una carta
       *[other] { $word } cartas
    }
rules-sweep_count =
    { $n ->
        [one] una { $sweep }
       *[other] { $word } { $sweeps }
    }
rules-and = y
rules-or = o
rules-decimal = ,
rules-ace_free_choice = Llevarse toda la mesa es solo una opción: el { $ace } puede en cambio capturar como cualquier otra carta, con las reglas de arriba.
rules-ex_ace_choice = O bien { $played } se lleva { $taken } en lugar de toda la mesa: { $expr }.
rules-redeal_same = Vuelve a repartir el mismo repartidor.
rules-redeal_next = Reparte el jugador siguiente, como tras una ronda, y sale quien se sienta después del nuevo repartidor.
rules-prim_most_by_rank = La primiera es para quien tenga más { $sevens }; si hay empate, más { $sixes }, y luego { $fives }, { $fours }, { $threes }, { $twos } y por último { $aces }. Si empatan hasta el final, la primiera queda empatada.
rules-match_per_dealer = La partida tiene tantas rondas como jugadores, y cada uno reparte una vez; tras la última gana quien tenga más puntos.
rules-match_per_dealer_n = Con { $n } jugadores son { $n } rondas.
rules-ties_play_on_rounds = Si tras la última ronda los primeros empatan, se juega otra ronda, hasta que uno quede solo en cabeza.
rules-ties_draw_rounds = Si tras la última ronda los primeros empatan, la partida es empate.

## A count written as a word (zero to thirteen), figures beyond
rules-number =
    { $n ->
        [0] cero
        [1] uno
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
        [8] ocho
        [9] nueve
        [10] diez
        [11] once
        [12] doce
        [13] trece
       *[other] { $n }
    }
