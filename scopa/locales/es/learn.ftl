# Aprende a jugar: la primera partida guiada (Aprende a jugar en el menú, python main.py --tutorial), es

menu_learn = Aprende a jugar

## Elegir el juego, retomar las lecciones, la oferta del primer arranque
learn_title = Aprende a jugar
learn_pick = Juega unas pocas rondas cortas: cada una enseña una cosa. La Scopa es el juego italiano: una carta se lleva otra del mismo valor, o varias que sumadas dan su valor. La Escoba es el juego español: tu carta y las que se lleva suman quince.
learn_resume_line = Estabas aprendiendo { $game }: lección { $n } de { $of }.
learn_resume = Seguir
learn_not_now = Ahora no
learn_progress_set_aside = No se pudo leer por dónde ibas en las lecciones ({ $reason }); el archivo se guardó como { $name } y las lecciones empiezan desde el principio.
learn_offer_title = ¿Es tu primera vez?
learn_offer = Unas pocas rondas cortas te enseñan el juego jugando, una regla cada vez. Puedes dejarlo cuando quieras y seguir más tarde.
learn_offer_yes = Sí, enséñame

## El panel de la lección, junto a la mesa
learn_heading = Lección { $n } de { $of }: { $title }
learn_title_match = Llevarse una carta del mismo valor
learn_title_sum = Llevarse cartas que suman
learn_title_rank_first = Primero la carta del mismo valor
learn_title_sweep = La { $sweep }: dejar la mesa vacía
learn_title_last = La última captura
learn_title_fifteen = Sumar quince
learn_title_fifteen_many = Quince con varias cartas
learn_title_choose = Elegir qué llevarse
learn_skip_step = Saltar este paso
learn_skip_lesson = Saltar esta lección
learn_next = Lección siguiente
learn_leave = Salir de las lecciones

## Qué hacer: las cartas iluminadas
learn_do_take = Haz clic en { $card } de tu mano: se lleva { $cards }.
learn_do_lay = Haz clic en { $card } de tu mano: no se lleva nada, así que se queda en la mesa.

## Cada paso: lo que enseña
learn_match = En cada turno juegas una carta de tu mano. La carta que juegas se lleva de la mesa una carta del mismo valor.
learn_sum = ¿No hay en la mesa ninguna carta del mismo valor? Entonces tu carta se lleva varias cartas que sumadas dan su valor.
learn_rank_first = Si en la mesa hay una carta del mismo valor que la tuya, tienes que llevarte esa, aunque otras cartas sumen lo mismo.
learn_sweep = Llévate de una vez todas las cartas de la mesa y la habrás barrido: ¡{ $sweep }! Vale un punto.
learn_last_deal = El mazo se ha acabado: estas son las últimas cartas de la ronda.
learn_last_next = Sigue, y fíjate en quién hace la última captura.
learn_last_capture = Esta es la última captura de la ronda. Cuando se acaban las cartas, quien se llevó cartas el último se queda con todas las que quedan en la mesa.
learn_fifteen = En cada turno juegas una carta de tu mano. En la Escoba tu carta y las cartas que se lleva de la mesa tienen que sumar quince. Las figuras valen 8, 9 y 10, como indica su esquina, aunque lleven impreso 10, 11 y 12.
learn_fifteen_many = Tu carta puede llevarse varias cartas a la vez, siempre que con ella sumen quince.
learn_choose = A menudo hay más de una forma de sumar quince, y eliges tú. Haz clic en tu carta y luego en las cartas de la mesa que quieres llevarte.

## Una jugada que el paso no pide: lo que haría, y por qué hace falta otra
learn_that_takes = Así te llevas { $cards }
learn_that_lays = Así dejas { $card } en la mesa
learn_refused = { $that }; { $why }
learn_match_why = aquí { $card } se lleva { $cards }: una carta del mismo valor.
learn_sum_why = aquí { $card } se lleva { $cards }, que sumadas dan su valor.
learn_rank_first_why = aquí { $card } tiene que llevarse { $cards }: la carta del mismo valor va antes que cualquier suma.
learn_sweep_why = aquí { $card } se lleva todas las cartas de la mesa: ¡{ $sweep }!
learn_last_why = en esta lección ahora toca la carta iluminada: { $card }.
learn_fifteen_why = aquí { $card } y { $cards } suman quince.
learn_fifteen_many_why = aquí { $card } suma quince junto con { $cards }.
learn_choose_why = llévate aquí { $cards }: son más cartas, y quien tiene más cartas al final de la ronda gana un punto.
learn_escoba_why = aquí { $card } suma quince con todas las cartas de la mesa: ¡{ $sweep }!

## Una lección terminada
learn_match_done = ¡Muy bien! Lo que te llevas va boca abajo a tu montón y se cuenta al final de la ronda. La carta de tu rival no se llevaba nada, así que se queda en la mesa. Cuando las dos manos se quedan vacías, cada jugador recibe otras tres cartas del mazo.
learn_sum_done = ¡Muy bien! Una carta que puede llevarse cartas tiene que hacerlo; la que no puede se deja en la mesa, como acaba de hacer tu rival.
learn_rank_first_done = Eso es: primero el mismo valor. Las cartas que suman solo se llevan cuando no hay en la mesa ninguna carta de ese valor.
learn_sweep_done = Has dejado la mesa vacía: ¡{ $sweep }! La carta atravesada sobre tu montón la marca, y cada una vale un punto. Barrer la mesa con la última carta de la ronda no cuenta.
learn_last_done = Hiciste la última captura, así que las cartas que quedaban en la mesa son tuyas.
learn_fifteen_done = ¡Muy bien! Tu rival no podía sumar quince, así que su carta se quedó en la mesa. Cuando las dos manos se quedan vacías, cada jugador recibe otras tres cartas del mazo.
learn_fifteen_many_done = ¡Muy bien! Cuantas más cartas te llevas, mejor: quien tiene más cartas gana un punto.
learn_choose_done = ¡Muy bien! Cuando elijas, piensa en los puntos del final: cartas, oros y sietes.

## La ronda contada sobre tu montón
learn_score_title = El recuento de la ronda ({ $page }/{ $of })
learn_score_cards = Cartas: tú te llevaste { $mine }, { $name } { $theirs }. Quien tiene más cartas gana un punto.
learn_score_coins = { $suit }: tú te llevaste { $mine } de diez, { $name } { $theirs }. Quien tiene más { $suit } gana un punto.
learn_score_settebello = { $card } es el { $settebello }: quien se lo lleva gana un punto solo por él.
learn_score_primiera = La primiera: tu mejor carta de cada palo, según su valor (el 7 vale 21, el 6 18, el As 16, el 5 15, el 4 14, el 3 13, el 2 12, una figura 10). Las tuyas suman { $mine }, las de { $name } { $theirs }; quien suma más gana un punto.
learn_score_sevens = Sietes: tú te llevaste { $mine }, { $name } { $theirs }. Quien tiene más sietes gana un punto (los cuatro: 3 puntos).
learn_score_scope = Cada { $sweep } vale un punto: tú hiciste { $mine }, { $name } { $theirs }.
learn_score_point = { $who ->
    [you] Un punto para ti.
    [them] Un punto para { $name }.
   *[none] Empate: nadie se lleva el punto.
}
learn_score_total = En esta ronda: { $mine } para ti, { $theirs } para { $name }. Una partida sigue ronda tras ronda hasta que alguien llega a { $target }.
learn_score_next = Siguiente
learn_score_done = Terminar

## El final de las lecciones
learn_finished_title = ¡Ya sabes jugar!
learn_finished = Eso es todo de { $game }. Lo mejor para seguir es una partida de verdad contra el ordenador.
learn_play_match = Jugar a { $game }
learn_menu = Menú principal
