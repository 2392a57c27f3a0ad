# The table's words, es. Fluent syntax: https://projectfluent.org/fluent/guide/
title = Scopa
you = Tú
player_n = Jugador { $n }
your_turn = Te toca: juega una carta
your_turn_first = Te toca: pulsa una carta para jugarla. Pasa el ratón por encima para ver qué se lleva; H aconseja, U deshace
choice_taken = las cartas que te llevas
choice_other = otra captura posible
# a choice that steals a pile: the pile and how many cards it holds
choice_pile = el montón de { $victim } ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    })
your_turn_choose = Elige qué llevarte: pulsa sus cartas, o Tab para cambiar e Intro para llevártelas
turn_of = Le toca a { $name }
thinking = { $name } está pensando...
wait_turn = Espera tu turno.
played = { $name } jugó { $card }
played_took = { $name } jugó { $card } y se llevó { $cards }
took = y se llevó { $cards }
played_you = Jugaste { $card }
took_you = y te llevaste { $cards }
took_pile = y robó el montón de { $victim } ({ $n } cartas)
took_pile_you = y robaste el montón de { $victim } ({ $n } cartas)
built_line = e hizo una granja de { $value }
built_line_you = e hiciste una granja de { $value }
took_your_pile = y robó tu montón ({ $n } cartas)
swept_line = ¡e hizo { $sweep }!
swept_line_you = ¡e hiciste { $sweep }!
built = { $name } hace una granja de { $value }
built_you = Haces una granja de { $value }
takes_rest = { $name } se lleva las cartas que quedan en la mesa
takes_rest_you = Te llevas las cartas que quedan en la mesa
steals_pile = { $name } roba el montón de { $victim }
steals_pile_you = Robas el montón de { $victim }
steals_your_pile = { $name } te roba el montón
bonus = { $name } se lleva la primera mesa
bonus_you = Te llevas la primera mesa
bonus_sum = { $name } se lleva la primera mesa: sus cartas suman { $total }
bonus_sum_you = Te llevas la primera mesa: sus cartas suman { $total }
scores_reset = { $name } se llevó { $n } { $coins }: { $others } vuelve a 0 (de { $before })
dealer_drawn = Cartas boca arriba: el { $card } le sale a { $name } (carta { $n }), que reparte
dealer_drawn_you = Cartas boca arriba: el { $card } te sale a ti (carta { $n }): repartes tú
redeal = Se reparte de nuevo: { $count } { $ranks } en la mesa
last_plays =
    { $n ->
        [one] Última jugada
       *[other] Últimas jugadas
    }
score_so_far = { $line } ({ $points } en esta ronda)
stock = Mazo
target = a { $target }
score_line = { $name }  { $score }
cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
round_n = Ronda { $n }
dealer = reparte
dealer_you = repartes
pass_to = Le toca a { $name }
pass_to_numbered = Le toca al { $name }
pass_hint = Que los demás no miren. Haz clic o pulsa Intro cuando quieras.
sweep_shout = ¡{ $word }!
summary_title = Ronda { $n }
cat_scope = Escobas
cat_cards = Cartas
cat_coins = Oros
cat_settebello = Siete de oros
cat_primiera = Primera
cat_sevens = Sietes
cat_napola = Napola
cat_last_laid = Picchiata
cat_one_suit = Bager
cat_many_cards = Piccola
kind_last_laid = picchiata (se llevó la carta recién echada con una de su valor)
kind_one_suit = bager (una captura toda de un palo)
kind_many_cards = piccola (tres o más cartas de una vez)
play_scored = { $name }: { $kinds }, +{ $value }
reason_all_suit = llevándose todas las cartas de un palo
hr_capture_figures = Las figuras (los tres valores más altos) se llevan
hr_play_points_last_laid = Picchiata: llevarse la carta recién echada
hr_play_points_one_suit = Bager: una captura toda de un palo
hr_play_points_many_cards = Piccola: tres o más cartas de una vez
hrv_split = a cada empatado su parte
hrv_any = como cualquier carta
hrv_same_only = solo la misma figura
cat_declarations = Declaraciones
declaration = { $what } · { $points }
declaration_wild = { $what } ({ $card } = { $rank })
declare_button = Declarar: { $what }
declared_button = ✓ Declarado: { $what }. Ahora juega una carta
declares = { $name } declara { $what }
declares_you = Declaras { $what }
cat_claims = Escobas cantadas
claim_button = Cantar { $sweep } (C)
claim_button_on = ✓ Cantas { $sweep }: ahora elige la carta (C o Esc: no)
your_turn_claim = Elige la carta que juegas boca abajo, cantando { $sweep } de toda la mesa
your_turn_answer = Una jugada cantada espera tu respuesta: ¿confías o no?
trust_shout = ¿Confías?
claims = { $name } juega una carta boca abajo y canta { $sweep } de { $n } cartas
claims_you = Juegas una carta boca abajo y cantas { $sweep } de { $n } cartas
trusts = { $name } confía
trusts_you = Confías
doubts = { $name } no confía: se enseña la carta
doubts_you = No confías: se enseña la carta
answer_question = { $name } canta { $sweep } de { $n } cartas con una carta jugada boca abajo. ¿Confías?
answer_trusted_by = Confianza ya dada por { $names }.
trust_button = Confío (T, Intro)
doubt_button = No confío (D)
claim_trusted_you = Confianza: tu { $sweep } vale, sin enseñar la carta
claim_upheld_you = Era verdad ({ $card }): la { $sweep } vale, { $points } para ti
claim_bluff_you = Un farol ({ $card }): se queda en la mesa, { $points } para ti
last_claim_pending_you = cantando { $sweep }: los demás responden
claim_trusted = Confianza: la { $sweep } de { $name } vale, sin enseñar la carta
claim_upheld = Era verdad ({ $card }): la { $sweep } vale, { $points } para { $side }
claim_upheld_free = Era verdad ({ $card }): la { $sweep } vale
claim_bluff = Un farol ({ $card }): se queda en la mesa, { $points } para { $side }
claim_bluff_free = Un farol ({ $card }): se queda en la mesa
last_claimed = { $name } jugó una carta boca abajo
last_claimed_you = Jugaste una carta boca abajo
last_claim_pending = cantando { $sweep }: ¿confías?
last_claim_trusted = creída: { $sweep }, sin enseñarla
last_claim_upheld = enseñada: { $card }, { $sweep }
last_claim_bluff = enseñada: { $card }, un farol
history_claimed = { $name } jugó una carta boca abajo, cantando { $sweep }
history_claimed_you = Jugaste una carta boca abajo, cantando { $sweep }
history_claim_pending = esperando las respuestas
history_claim_trusted = creída: se llevó { $cards }, sin enseñar la carta
history_claim_upheld = enseñada, era { $card }: se llevó { $cards }
history_claim_bluff = enseñada, era { $card }: un farol, junto { $cards }
cat_re_bello = Rey de oros
cat_seven_of_cups = Siete de copas
detail_cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
detail_coins =
    { $n ->
        [one] { $n } oro
       *[other] { $n } oros
    }
detail_sevens =
    { $n ->
        [one] { $n } siete
       *[other] { $n } sietes
    }
detail_settebello_yes = lo tiene
detail_settebello_in_sevens = lo tiene, en los cuatro sietes
detail_settebello_no = -
detail_primiera = { $value }
decimal_mark = ,
percent = { $n } %
detail_primiera_none = le falta un palo
detail_sweeps = { $n }
detail_napola = { $n }
detail_plain = {""}
round_points = Puntos de la ronda
match_total = Partida
hint_thinking = Pensando un consejo...
confirm_play = ¿Jugar { $card }? Púlsala otra vez o aprieta Intro.
hint_take_why = Consejo ({ $reason }): juega { $card } para llevarte { $taken }, dejando { $left }.
hint_take = Consejo: juega { $card } para llevarte { $taken }, dejando { $left }.
hint_lay_why = Consejo ({ $reason }): echa { $card } { $left }.
hint_lay = Consejo: echa { $card } { $left }.
hint_only_lay = Consejo: echa { $card }, tu única jugada posible, { $left }.
hint_beside_safe = junto { $cards }: luego ninguna carta puede hacer { $sweep }
hint_beside_open = junto { $cards }: luego se puede hacer { $sweep }
hint_alone_safe = en la mesa vacía: ninguna carta puede hacer { $sweep }
hint_alone_open = en la mesa vacía, donde se puede hacer { $sweep }
hint_claim = Consejo: juega boca abajo { $card }, cantando { $sweep }.
hint_bluff = Consejo: juega boca abajo { $card } y echa un farol de { $sweep }: es probable que confíen.
hint_trust = Consejo: confía: probablemente es verdad, y dudar costaría un punto.
hint_doubt = Consejo: no confíes: probablemente es un farol.
hint_only = Consejo: juega { $card }, tu única jugada posible, dejando { $left }.
why_build = una granja de { $n }, para llevártela en el próximo turno
why_sweep = una { $sweep }
why_settebello = el { $settebello }
why_sevens = { $n } sietes
why_seven = un siete
why_coins = { $n } oros
why_cards = { $n } cartas
why_steal = todo el montón de debajo: { $n } cartas
why_keeps_sevens = guardas tus sietes
why_keeps_coins = guardas tus oros
why_lays_least = tu carta menos útil
why_takes_least = los menos puntos posibles
why_gives_away = hay que evitar los puntos: déjaselos a los demás
hint_left_empty = la mesa vacía
hint_left_safe = { $cards }: así ninguna carta hace { $sweep }
hint_left_open = { $cards }: así se puede hacer { $sweep }
hint_left_sum = { $n } cartas que suman { $total }
hint_left_sum_to = a { $n } cartas que suman { $total }
undo = Deshacer
hint_button = Consejo
history_button = Jugadas
history_title = Las jugadas de esta ronda
history_more_above =
    { $n ->
        [one] 1 jugada anterior arriba: desplaza hacia arriba, o Re Pág
       *[other] { $n } jugadas anteriores arriba: desplaza hacia arriba, o Re Pág
    }
history_more_below =
    { $n ->
        [one] 1 jugada posterior abajo: desplaza hacia abajo, o Fin
       *[other] { $n } jugadas posteriores abajo: desplaza hacia abajo, o Fin
    }
summary_tie = { $n } · empate
variant_keys = < > recorre las { $n } variantes (o haz clic en el nombre y escribe una inicial). Ver todas las muestra, cada una con su descripción.
variant_all = Ver todas
variant_pick_title = Elige una variante
variant_pick_presets = Los juegos ({ $n })
variant_pick_own = Tus reglas de la casa ({ $n })
variant_pick_own_broken = Tus reglas de la casa ({ $n }, de las que { $broken } no se pueden usar)
variant_pick_choose = Elegir
variant_pick_chosen = Elegida
history_none = Todavía no se ha jugado ninguna carta en esta ronda.
history_played = { $name } jugó { $card }
history_took = se llevó { $cards }
history_laid = la dejó en la mesa
history_played_you = Jugaste { $card }
history_took_you = te llevaste { $cards }
history_laid_you = la dejaste en la mesa
history_swept = { $took } · { $shout }
undo_hint = U: deshaz tu última jugada
undo_after_doubt = No se deshace una jugada anterior a una carta que una duda ha enseñado.
undo_nothing = No tienes ninguna jugada que deshacer desde el último reparto.
undone = Jugada deshecha
undone_plays = Deshecho: { $plays }
continue = Continuar
button_countdown = { $label } ({ $n })
next_round = Siguiente ronda
match_end = Fin de la partida
winner = { $name } gana la partida
winner_you = ¡Has ganado la partida!
winner_team = { $name } ganan la partida
draw = La partida termina en empate
reason_cappotto = por cappotto
reason_all_coins = llevándose todos los oros
reason_rounds = tras la última mano
reason_tie_card = empatados tras la última mano, por el { $card }
reason_target = {""}
reason_target_loses = {""}
reason_last_left = el último que queda en juego
reason_drawn = {""}
loser_line = { $name } llegó a { $target } y perdió
loser_line_you = Llegaste a { $target } y perdiste
loser_line_team = { $name } llegaron a { $target } y perdieron
target_loses = quien llega a { $target } pierde
rounds =
    { $n ->
        [one] una sola ronda
       *[other] { $n } rondas
    }
target_out = a { $target } se sale
seat_out = fuera
out_in_round = { $name } llegó a { $target }: sale del juego
out_in_round_you = Llegaste a { $target }: sales del juego
rules_elimination_needs_lose = Una partida por eliminación necesita match.objective: lose.
rules_elimination_needs_alone = Una partida por eliminación se juega cada uno solo; con { $n } jugadores los puestos van en equipos.
rounds_heading = Rondas
new_match = Nueva partida
main_menu = Menú principal
quit = Salir
team_of = { $a } y { $b }
skip_hint = Pulsa o aprieta Espacio para saltar
speed = Velocidad: { $speed }
speed_slow = lenta
speed_normal = normal
speed_fast = rápida
speed_instant = instantánea

## menú

menu_continue = Continuar
menu_new = Nueva partida
menu_load = Cargar
menu_continue_lan = Seguir la partida alojada
seat_net = En otro ordenador
net_state_open = aún no ha llegado
net_state_connected = conectado
net_state_away = ausente
net_state_computer = el ordenador juega por él
host_waiting = Esperando a los jugadores de los otros ordenadores
host_address = Dirección: { $address }
host_code = Código: { $code }
host_seat = { $name }: { $state }
set_stand_in = Un asiento ausente pasa al ordenador tras
stand_in_never = nunca
stand_in_n = { $n } s
menu_join = Unirse a una partida
join_title = Unirse a una partida
net_new_match = El anfitrión empezó una nueva partida en la misma mesa.
net_next_is_hosts = La próxima partida la empieza el anfitrión: se abrirá aquí.
join_kept_title = Tu asiento en una partida
join_kept = { $title } en { $address }, asiento { $seat }
join_take_back = Recuperar mi asiento
join_found = Partidas en la red
join_looking = Buscando partidas en la red…
join_none = No se encontró ninguna: pide al anfitrión su dirección y el código.
join_pick = Elegir
join_match =
    { $open ->
        [one] { $title } en { $address } (1 asiento libre)
       *[other] { $title } en { $address } ({ $open } asientos libres)
    }
join_by_address = Por dirección
join_address = Dirección (HOST:PUERTO)
join_code = Código de la partida
join_button = Unirse
join_bad_address = Escribe la dirección como HOST:PUERTO, por ejemplo 192.168.1.5:8765.
join_bad_code = El código tiene seis cifras.
join_joining = Uniéndose a { $address }…
join_refused_bad_code = Rechazado: ese no es el código de esta partida.
join_refused_too_many_tries = Rechazado: demasiados códigos erróneos desde este ordenador.
join_refused_bad_token = Rechazado: no hay asiento guardado para este ordenador.
join_refused_table_full = Rechazado: todos los asientos están ocupados.
join_unreachable = Sin respuesta de esa dirección: ¿sigue alojada allí la partida?
net_lost = Se perdió la conexión con el anfitrión: reintentando…
net_back = Conectado de nuevo con el anfitrión.
net_closed = El anfitrión cerró la partida.
menu_rules = Reglas
menu_stats = Estadísticas
menu_settings = Ajustes
menu_quit = Salir
menu_subtitle = Scopa, Escoba y Scopone
continue_note = { $variant }: { $score } (a { $target })
problems_title = No se pudieron usar algunos archivos
ok = Vale
yes = sí
no = no
on = sí
off = no
back = Volver
start = Jugar

## nueva partida

match_setup = La partida
variant = Variante
players = Jugadores
players_n = { $n } jugadores
players_teams = { $n } jugadores, { $teams } equipos de { $size }
deck = Baraja
deck_auto = la de la variante
deck_neapolitan = Napolitana
deck_spanish = Española
deck_french = Francesa
deck_french_four_colour = Francesa de cuatro colores
deck_piacentine = Piacentinas
deck_siciliane = Sicilianas
deck_trevisane = Trevisanas
deck_own = { $name } (tuya)
own_deck_gone = La baraja { $name } ya no está en la carpeta de barajas: se usan las cartas de la variante.
own_deck_fine = Tu propia baraja (palos { $suits }), licencia: { $licence }.
own_deck_suits_italian = italianos
own_deck_suits_spanish = españoles
own_deck_suits_french = franceses
own_deck_problems = Tu baraja { $name } tiene problemas: { $problems }
own_deck_missing = { $count } cartas no tienen imagen ({ $cards }): las sustituyen las del juego
own_deck_not_png = { $file } no es una imagen PNG; la sustituye la carta del juego
own_deck_not_svg = { $file } no es una imagen SVG; la sustituye la carta del juego
own_deck_entities = { $file } declara entidades, que no se admiten; la sustituye la carta del juego
own_deck_pixels = { $file } es demasiado grande: como mucho { $limit }x{ $limit } píxeles; la sustituye la carta del juego
own_deck_too_big = { $file } pasa de { $limit } KB, lo más que puede ocupar la imagen de una carta; la sustituye la carta del juego
own_deck_unreadable = { $file } no se puede leer (solo archivos normales); la sustituye la carta del juego
own_deck_not_drawn = { $file } no se puede dibujar; la sustituye la carta del juego
own_deck_no_manifest = Falta { $file }: una baraja necesita un deck.yaml con name, suits (italian, spanish o french) y licence
target_score = Se juega a
points_n = { $n } puntos
seats = Quién juega
seat_n = Puesto { $n }
seat_team = { $seat } (equipo { $team })
seat_human = Humano
cpu_easy = Ordenador: fácil
cpu_medium = Ordenador: medio
cpu_hard = Ordenador: difícil
cpu_random = Ordenador: al azar
house_rule_broken = Este archivo de reglas de la casa no se puede usar: { $message }
house_rule_file = * Tus reglas de la casa ({ $file }), basadas en { $base }.

## reglas de la casa

house_rules = Reglas de la casa
house_rules_intro = Basadas en { $variant }. Cambia lo que en tu mesa se juega distinto: { $use } las aplica a esta partida, { $save } las deja para Nueva partida.
house_rule_title = Nombre
house_rule_default_title = Mi { $variant }
house_rule_saved = Guardadas en { $file }
use_rules = Usar
save_rules = Guardar en archivo
hr_group_deal = El reparto
hr_group_capture = Capturas
hr_group_sweep = { $Sweeps }
hr_group_scoring = Puntuación
hr_group_match = La partida
hr_deal_hand = Cartas en la mano en cada reparto
hr_deal_table = Cartas boca arriba en la mesa al empezar
hr_deal_last_face_up = Último reparto: todas las manos boca arriba
hr_with_players = { $label } ({ $n } jugadores)
hr_with_players_left = { $label } ({ $n } jugadores restantes)
hr_change = { $label }: { $value }
house_rules_in_use = Reglas de la casa para esta partida: { $changes }
hr_capture_modes = Una carta se lleva
hr_capture_match_forbids_sums = La carta igual se lleva antes que una suma
hr_capture_compulsory = Llevarse cartas es obligatorio
hr_capture_ace_takes_all = El As se lleva toda la mesa
hr_capture_ace_sweep = El As que limpia la mesa hace escoba
hr_capture_leftovers = Las cartas que quedan al final son para
hr_sweep_points = Puntos por { $sweep }
hr_sweep_on_last_play = La { $sweep } en la última jugada cuenta
hr_scoring_cards = Más cartas
hr_scoring_coins = Más { $coins }
hr_scoring_all_coins = Todas las cartas de { $coins } (en lugar de más { $coins })
hr_scoring_settebello = { $Nick } (siete de oros)
hr_scoring_primiera = Primera
hr_scoring_primiera_scale = Valores de la primera
hr_scoring_primiera_missing_suit = A quien le falta un palo en la primera
hr_scoring_sevens = Más sietes
hr_scoring_sevens_tiebreak = Empate en sietes
hr_scoring_all_sevens = Los cuatro sietes (en lugar de más sietes)
hr_scoring_all_sevens_replaces = Los cuatro sietes incluyen el { $Nick } (no puntúa aparte)
hr_scoring_napola = Napola
hr_scoring_re_bello = Re bello (Rey de oros)
hr_scoring_ties = Un punto empatado es para
hr_match_target = Se juega a
hr_match_ties_play_on = Con empate en la meta se sigue jugando
hr_match_objective = Quien llega a la meta
hr_players_four = Cuatro jugadores juegan
hr_players_six = Seis jugadores juegan
hr_players_eight = Ocho jugadores juegan
mode_match = carta igual
mode_sum = suma
mode_fifteen = quince
mode_eleven = once
hrv_card = la carta que puede llevarse debe hacerlo
hrv_hand = si cualquier carta puede llevarse algo
hrv_none = no
hrv_not_scored = no se cuenta
hrv_sevens_tiebreak_none = queda en empate
hrv_sevens_tiebreak_sixes_aces_fives = se desempata con seises, ases, cincos
hrv_sevens_tiebreak_primiera = se desempata con la primera
hrv_last_capturer = el último que se llevó
hrv_nobody = nadie
hrv_win = gana
hrv_lose = pierde
hrv_everybody = todos los empatados
hrv_standard = clásicos (7=21, 6=18, A=16)
hrv_figures_zero = figuras a 0
hrv_veneto = véneta (valor de la carta)
hrv_ace_low = As bajo (7, 6, 5 ... A)
hrv_most_sevens = más sietes
hrv_loses = la pierde
hrv_counts = cuenta sus palos
hrv_run = escalera de oros desde el As
hrv_three_plus_coins = 3, y 1 por cada oro
hrv_teams = por parejas
hrv_alone = cada uno solo
hrv_two_teams_of_three = en dos equipos de tres
hrv_three_teams_of_two = en tres parejas
hrv_four_teams_of_two = en cuatro parejas
hrv_two_teams_of_four = en dos equipos de cuatro

## pantalla de reglas

rules_of = Reglas: { $variant }
rules_keys = Rueda o flechas para desplazarte; Izquierda/Derecha entre secciones; Esc para volver

## ajustes

rules_keys_choose = ; Tab, o la inicial de una variante: otra variante
set_group_game = Juego
set_group_look = Aspecto
set_group_network = Partidas en red
set_group_sound = Sonido
set_language = Idioma
set_player_name = Tu nombre
set_confirm_play = Confirmar antes de jugar una carta
set_undo = Permitir deshacer una jugada
set_capture_values = Valor de captura en las cartas
set_hand_order = Ordenar tu mano
order_dealt = como llegan
order_rank = por número
order_suit = por palo
set_speed = Velocidad de las animaciones
set_fullscreen = Pantalla completa
set_ui_scale = Tamaño del texto
set_sound = Efectos de sonido
set_volume = Volumen
values_auto = número en la esquina si no lo lleva; figuras españolas
values_on = siempre
values_off = nunca
settings_not_saved = No se pudieron guardar los ajustes: { $reason }

## estadísticas

stats_total = Todas las variantes
stats_first_column = Mostrar desde
stats_none = Todavía no has jugado ninguna partida.
stats_comeback_note = Mejor remontada: la mayor desventaja en puntos de una partida ganada.
stats_reset = Borrar estadísticas
stats_reset_question = ¿Olvidar todas las partidas y rondas contadas hasta ahora? El archivo anterior se guarda aparte.
stats_reset_yes = Borrar
stats_reset_done = Estadísticas borradas.
stats_chart_title = Puntuación final, partida a partida
stats_chart_caption_one = La última partida: { $result } · diferencia { $margin }
stats_result_won = ganada
stats_result_lost = perdida
stats_result_drawn = empatada
stats_chart_caption = Ganadas { $won }, perdidas { $lost } de las últimas { $n } · diferencia media { $margin }
stats_chart_you = Tú
stats_chart_them = Mejor rival
stats_chart_variant = Gráfico
stats_chart_none = Aún no has terminado ninguna partida: el gráfico empieza con la primera.
stat_matches = Partidas jugadas
stat_matches_won = Partidas ganadas
stat_rounds = Rondas jugadas
stat_rounds_won = Rondas ganadas
stat_sweeps = Escobas
stat_settebelli = Sietes de oros
stat_primiere = Primeras
stat_points_per_round = Puntos por ronda
stat_best_comeback = Mejor remontada

## partidas guardadas y menú de juego

load = Cargar
save = Guardar
no_saves = Todavía no hay partidas guardadas. Guarda una desde el menú de la mesa (Esc).
slot_line = { $variant }, { $players }: { $score } (a { $target }), ronda { $round }, { $date }
slot_line_undated = { $variant }, { $players }: { $score } (a { $target }), ronda { $round }
slot_broken = No se puede cargar: { $reason }
save_match = Guardar partida
save_name = Nombre
save_note = La partida en curso se guarda de todos modos tras cada jugada; una partida guardada con nombre conserva además este momento, para volver a él desde Cargar (Continuar sigue siempre desde la última jugada).
saved_slots = Partidas guardadas
save_needs_name = Ponle un nombre a la partida.
save_failed = No se pudo guardar la partida: { $reason }
saved_as = Guardada como { $name }
paused = Pausa
resume = Seguir
leave = Volver al menú principal
quit_question = ¿Cerrar el juego? La partida en curso se guarda para Continuar.
keep_save = Conservarla
cancel = Cancelar
rules_default_not_allowed = { $n } no está entre los números de jugadores permitidos.
rules_uneven_deal = { $n } jugadores no pueden repartirse a partes iguales las { $cards } cartas que quedan quitando las de la mesa.
rules_hands_too_big = { $n } jugadores con { $hand } cartas cada uno necesitan más de las { $cards } que quedan quitando las de la mesa.
rules_builds_with_steals = Las granjas no se juegan robando montones por su carta de arriba.
rules_builds_with_claims = Las granjas no se juegan con escobas cantadas boca abajo.
rules_builds_with_declarations = Las granjas no se juegan con manos declaradas ni un comodín.
rules_fewest_not_a_mode = { $mode } no es uno de los modos de captura en uso.
rules_empty_file = el archivo está vacío: una regla de la casa empieza con `extends: scopa` (u otro juego) y luego cambia solo lo que es distinto.
rules_no_modes = indica al menos un modo de captura.
rules_modulo_one = un ciclo de 1 hace iguales todos los valores: usa 2 o más, o 0 para ningún ciclo.
rules_modulo_with_mode = los valores contados en ciclos de { $n } no van con el modo de captura { $mode }: un total o una carta más alta no tienen sentido cuando los valores vuelven a empezar.
rules_bad_card_class = { $value } no nombra cartas: escribe una carta (7D), un valor (de 1 a 10, o A) o un palo (D oros, C copas, S espadas, B bastos), varios separados por espacios.
rules_declaration_needs_one = Una declaración indica solo uno de same_rank, same_suit y total_at_most.
rules_not_in_deck = { $value } no está en una baraja de { $size } cartas: sus valores van del 1 al { $ranks }.
rules_bad_card = { $value } no es una carta: escribe el valor y luego la letra del palo, p. ej. 10D.
rules_not_a_player_count = { $n } no es un número de jugadores (2, 3, 4 o 6).
settings_problem = Archivo de ajustes: { $problem }
settings_kept_as = Para lo que estaba mal se usa el valor por defecto; tu archivo de ajustes se ha conservado como { $name }.
allowed_one_of = uno de { $items }
allowed_range = un número entero de { $low } a { $high }
allowed_at_least = un número entero, como mínimo { $low }
allowed_number = un número entero
allowed_text = texto
rules_not_allowed = { $value } no está permitido; se admite: { $allowed }.
rules_unknown_key = clave desconocida; aquí se admiten: { $allowed }.
rules_missing_key = falta la clave { $key }: empieza el archivo con `extends: scopa` para cambiar solo lo que difiere.
rules_not_list = aquí va una lista.
rules_not_mapping = aquí van claves.
rules_not_bool = aquí va true o false.
rules_inherited = (El valor viene de { $file }, línea { $line }.)
yaml_list_open = una lista abierta con [ no se cierra con ]
yaml_mapping_open = un grupo de claves entre llaves no se cierra
yaml_ends_early = el archivo termina dentro de un texto entre comillas o de un valor
yaml_colon_here = dos puntos donde no pueden ir: una línea sangrada distinto de la de arriba, o dos puntos dos veces en una línea (pon el texto entre comillas, o la clave en su propia línea)
yaml_indent = una línea no está sangrada como las otras de su nivel
yaml_bad_start = un valor no puede empezar con este carácter (tabulador, @ o `): ponlo entre comillas
yaml_tab = la sangría usa un tabulador: sangra con espacios
yaml_alias = los *nombres (alias de YAML) no están permitidos: escribe el valor entero
yaml_list_item = un elemento de lista (- ...) donde las líneas de alrededor son claves
yaml_no_value = falta un valor
yaml_no_colon = una clave sin sus dos puntos
yaml_two_documents = el archivo tiene dos documentos (---): deja uno
yaml_key_twice = la clave { $key } está escrita dos veces
yaml_character = el carácter { $character } no está permitido en un archivo de reglas
yaml_tag = la etiqueta { $tag } no está permitida
rules_yaml = esto no es YAML válido: { $detail }.
rules_did_you_mean = ¿Querías decir '{ $hint }'?
save_problem = No se pudo cargar la partida guardada { $file }: { $reason }.
save_problem_moved = No se pudo cargar la partida guardada { $file }: { $reason }. Se ha conservado como { $moved }.
save_error_missing = el archivo no está
save_error_unreadable = el archivo no se puede leer
save_error_truncated = está cortada
save_error_damaged = está dañada
save_error_not_a_save = no es una partida guardada de Scopa
save_error_other_version = viene de otra versión del juego
save_error_bad_setup = los puestos y jugadores no son válidos
save_error_not_replayable = sus jugadas no forman una partida válida
save_error_invalid_record = el registro de la partida no es válido
rules_redeal_every_deal = toda primera mesa de { $cards } cartas se volvería a repartir: una mesa que ninguna regla de nuevo reparto rechaza tiene como mucho { $most } cartas.
rules_bad_text = este texto contiene un carácter no permitido (un NUL, un carácter de control o uno dañado).
rules_text_too_long = este texto es demasiado largo: como mucho { $limit } caracteres.
rules_unreadable = el archivo no se puede leer.
rules_not_regular = esto no es un archivo normal (una carpeta, una tubería o un dispositivo).
rules_too_big = el archivo es demasiado grande: como mucho { $limit } bytes.
rules_file_not_mapping = un archivo de reglas es una lista de claves (como `extends: scopa`).
rules_extends_unknown = { $name } no es ni una variante de serie ni un archivo junto a este; las variantes son { $presets }.
rules_extends_unknown_hint = { $name } no es ni una variante de serie ni un archivo junto a este: ¿quisiste decir { $hint }?
rules_extends_outside = { $name } debe ser una variante predefinida o un archivo en la misma carpeta (sin carpetas, sin '..').
rules_extends_too_deep = más de { $limit } archivos se extienden unos a otros.
rules_too_many = esta lista es demasiado larga: como mucho { $limit } entradas.
stats_problem = No se pudieron leer las estadísticas: { $reason }.
stats_problem_moved = No se pudieron leer las estadísticas: { $reason }. El archivo se guardó como { $moved }.
stats_error_not_stats = no es un archivo de estadísticas
save_error_bad_date = la fecha en que se guardó no es válida
save_error_not_regular = no es un archivo normal (una carpeta, una tubería o un dispositivo)
save_error_too_big = el archivo es demasiado grande
write_failed_full = No se puede guardar la partida: el disco está lleno. El juego lo vuelve a intentar tras cada jugada.
write_failed_readonly = No se puede guardar la partida: no se puede escribir en la carpeta de datos. El juego lo vuelve a intentar tras cada jugada.
write_failed_other = No se puede guardar la partida: { $reason }. El juego lo vuelve a intentar tras cada jugada.
write_ok_again = Ya se puede guardar de nuevo: la partida está a salvo.
kept_prefix = Guardada
date_today = hoy a las { $time }
date_yesterday = ayer a las { $time }
date_on = { $day } { $month } { $year } a las { $time }
months_short = ene feb mar abr may jun jul ago sept oct nov dic
already_open = Scopa ya está abierto en otra ventana. Juega en una ventana a la vez: cada una guardaría encima de la partida en curso de la otra.
already_open_title = Scopa ya está abierto
already_open_guest = Scopa ya está abierto en otra ventana: las partidas jugadas en esta no se guardan, y la partida de la otra ventana queda como está.
leave_hosted_title = ¿Dejar la partida que alojas?
leave_hosted_question = Hay jugadores en otros ordenadores ({ $n }) en esta partida: se detiene también para ellos. Queda guardada, y Continuar la vuelve a alojar con sus asientos.
leave_hosted_yes = Dejar
kept_match = La partida en curso se guardó como "{ $name }": la encontrarás en Cargar.
kept_match_not_saved = No se pudo apartar la partida en curso: queda para Continuar y esta partida no se guardará.
delete = Borrar
kept_group = Partidas guardadas aparte ({ $n })
kept_group_note = Guardadas cuando otra partida ocupó su lugar
delete_kept = Borrar las { $n }
delete_kept_title = Borrar las partidas guardadas aparte
delete_kept_question = ¿Borrar las { $n } partidas guardadas aparte? Las partidas a las que diste nombre se quedan.
keep_them = Conservarlas
delete_question = ¿Borrar la partida guardada "{ $name }"? No se podrá recuperar.
overwrite = Sustituir
overwrite_question = Ya hay una partida guardada "{ $name }". ¿Sustituirla por esta?
replace_title = Hay una partida en curso
replace_question = La partida en curso se guardará aparte: la encontrarás en Cargar.
replace_start = Empezar la nueva partida
replace_load = Cargar esta partida
keep_failed = No se pudo guardar aparte la partida en curso ({ $reason }), así que no se ha sustituido: queda para Continuar.
list_and = { $a } y { $b }
list_or = { $a } o { $b }
illegal_not_in_hand = No tienes esta carta en la mano: { $card }.
illegal_cannot_declare = Esa declaración no se puede hacer ahora: una mano se declara antes de su primera carta, y solo si puntúa.
illegal_must_answer = Primero responde a la escoba cantada: ¿confías o no?
illegal_no_claim = No hay ninguna escoba cantada a la que responder.
illegal_cannot_claim = Ahora no se puede cantar escoba con una carta boca abajo ({ $card }): se canta toda la mesa, y solo donde la escoba contaría.
illegal_not_on_table = Estas cartas no están en la mesa: { $cards }.
illegal_must_capture = { $card } puede llevarse cartas, así que no se puede dejar en la mesa: se lleva { $options }.
illegal_must_capture_hand = Si se puede llevar cartas, hay que hacerlo: pueden llevarse cartas { $cards }.
illegal_cannot_capture = { $card } no se lleva nada aquí: déjala en la mesa.
illegal_ace_takes_all = El As se lleva toda la mesa.
illegal_ace_takes_ace = Con un As en la mesa, el As solo se lleva ese As.
illegal_twin_only_to_sweep = El { $card } solo puede llevarse su gemela, la misma carta de la otra baraja, para vaciar la mesa.
illegal_must_match = En la mesa hay una carta del mismo valor ({ $rank }): hay que llevarse esa, no una suma.
illegal_fewest_cards = Hay que llevarse el menor número de cartas: { $options }.
illegal_not_fifteen = { $card } y las cartas que se lleva deben sumar 15; así suman { $total }.
illegal_not_eleven = { $card } y las cartas que se lleva deben sumar 11; así suman { $total }.
illegal_must_match_or_total = En la mesa hay una carta del mismo valor ({ $rank }): hay que llevarse esa, no una suma, o cartas que con { $card } sumen { $goal }.
illegal_wrong_sum_or_total = Las cartas que te llevas deben sumar { $value }, el valor de { $card }, o sumar { $goal } junto con ella; así suman { $total }.
illegal_wrong_sum = Las cartas que te llevas deben sumar { $value }, el valor de { $card }; así suman { $total }.
card_counts = { $card } ({ $value })
build_label = Granja de { $value }: { $name }
illegal_build_whole = Una granja solo se lleva entera, con una carta igual a su valor, nunca en una suma ni por partes.
illegal_no_builds = Estas reglas no tienen granjas: deja la carta o captura con ella.
illegal_build_onto = Se construye sobre una sola carta suelta de la mesa, o sobre una granja entera.
illegal_cannot_raise = Con estas reglas no puedes aumentar esa granja.
illegal_build_too_high = Esa granja valdría { $value }: ninguna carta se lleva más de 10.
illegal_build_needs_card = Para construir { $value } debes guardar en la mano otra carta de { $value } con que llevártela.
illegal_illegal = Esa jugada no está permitida.
illegal_not_an_option = Esa jugada no vale: { $card } puede llevarse { $options }.
illegal_wrong_difference = Dos o más cartas se llevan por diferencia: la más alta menos las otras debe dejar { $value }, el valor de { $card }; así dejan { $difference }.
illegal_wrong_sum_or_difference = Las cartas que te llevas deben sumar { $value }, el valor de { $card }, o dejarlo como diferencia, la más alta menos las otras; así suman { $total } y dejan { $difference }.
illegal_wrong_sum_cycled = Contando en ciclos de { $modulo }, { $card } vale { $value }, y las cartas que te llevas también deben sumar { $value }; así suman { $total }.
illegal_must_match_value = { $card } vale { $value }, y una carta de ese valor en la mesa va antes que cualquier suma: llévate { $options }.
illegal_must_match_difference = En la mesa hay una carta del mismo valor ({ $rank }): hay que llevarse esa, no una diferencia.
illegal_must_steal = { $card } puede robar un montón, el que tiene encima { $options }: debe hacerlo.
illegal_cannot_steal = En este juego no se roban montones.
illegal_no_pile = No hay tal montón que robar: solo el de un rival, con una carta encima.
illegal_one_pile = Una carta roba un montón cada vez.
illegal_steal_barred = Hay en la mesa una carta de ese valor: llévatela; el montón no se roba mientras esté ahí.
illegal_steal_alone = Un montón se roba solo: { $card } no puede llevarse también cartas de la mesa.
illegal_steal_sum = Las cartas de la mesa y { $cards } encima de ese montón no suman { $card }.
illegal_steal_no_match = { $card } no es igual a { $cards } encima de ese montón.

## an error in the window

crash_title = Algo ha salido mal
crash_what = Un error inesperado ha detenido { $where }; el juego sigue abierto.
crash_where_table = la mesa
crash_where_menu = el menú principal
crash_where_screen = esta pantalla
crash_saved = La partida está guardada: Continuar, en el menú principal, la retoma donde estaba.
crash_not_saved = No se ha podido guardar la partida ahora: Continuar la retoma desde la última jugada guardada.
crash_log = Lo ocurrido está escrito en el archivo de registro del juego:
crash_no_log = Esta vez el juego no lleva un archivo de registro.
crash_go_on = Seguir

## builds by hand: what a card does, chosen

choice_question = ¿Qué haces con { $card }?
choice_take = Llévate { $cards }
choice_build = Haz una granja de { $value } sobre { $card }
choice_build_part = la granja de { $value }
choice_raise = Aumenta la granja de { $old } a { $value }
choice_lay = Déjala en la mesa
journal_problem = Algunas jugadas guardadas después del último guardado completo no se pudieron leer ({ $reason }): la partida sigue desde la última que se pudo leer ({ $n } leídas).
journal_problem_moved = Algunas jugadas guardadas después del último guardado completo no se pudieron leer ({ $reason }): la partida sigue desde la última que se pudo leer ({ $n } leídas). El archivo se guardó como { $moved }.
journal_error_damaged = una línea está dañada
journal_error_foreign = el archivo no tiene las jugadas de esta partida
journal_error_illegal = una jugada no es válida
hr_capture_ace_free_choice = El As puede llevarse menos que toda la mesa
hr_deal_redeal_dealer = Una mesa inicial repartida de nuevo la reparte
hrv_redeal_dealer_same = el mismo repartidor
hrv_redeal_dealer_next = el siguiente repartidor
hrv_most_by_rank = más sietes, y así hasta los ases
mode_difference = diferencia
per_dealer = una ronda por repartidor
round_of = Ronda { $n } de { $of }
round_extra = Ronda { $n }, de desempate
rules_per_dealer_with_elimination = Una ronda por repartidor no va con una partida de eliminación: ¿quién repartiría cuando alguien sale?
allowed_range_or = un número entero de { $low } a { $high }, o { $items }
own_deck_slow = { $file } tarda demasiado en dibujarse; se muestra la carta del juego
own_deck_given_up = { $files } tardan demasiado en dibujarse, así que no se prueban las demás: { $count } cartas se muestran como las del juego
own_deck_checking = Comprobando que sus cartas se dibujan: { $done } de { $count }.
host_net_down = La conexión con los otros ordenadores se detuvo y no pudo volver a arrancar. La partida queda guardada: sal y luego «{ $button }», en el menú principal, la retoma.

## LAN: wrong join codes tried

host_code_title = Para entrar en esta partida
host_guessing = Alguien prueba códigos erróneos ({ $n } hasta ahora): ahora quien entra espera su turno.
host_code_retired = Se han probado { $n } códigos erróneos: este código ya no sirve.
host_new_code = Nuevo código
host_new_code_said = El nuevo código: { $code }
join_queued = El anfitrión comprueba los códigos uno a uno (alguien prueba códigos erróneos): espera…
join_refused_code_retired = Rechazado: ese código ya no sirve. Pide al anfitrión el nuevo.

## The language's own name, as the Settings screen offers it

language_name = Español
