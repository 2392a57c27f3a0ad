# The presets' titles and descriptions, es. Fluent syntax: https://projectfluent.org/fluent/guide/

## Each preset's title, as New match and the rules screen name it, with its
## grammatical gender ("La mia Scopa", "Il mio Scopone")

preset_title_asso_piglia_tutto = Asso piglia tutto
    .gender = masculine
preset_title_bazzica = Bazzica
    .gender = feminine
preset_title_cicera = Cicera
    .gender = feminine
preset_title_cirulla = Cirulla
    .gender = feminine
preset_title_cocchiaundici = Cocchiaundici
    .gender = masculine
preset_title_escoba = Escoba
    .gender = feminine
preset_title_escoba_de_granja = Escoba de granja
    .gender = feminine
preset_title_folla_a_undici = Folla a undici
    .gender = feminine
preset_title_folla_per_non_prendere = Folla per non prendere
    .gender = feminine
preset_title_frac = Scopa FRAC
    .gender = feminine
preset_title_mariscal = Mariscal
    .gender = masculine
preset_title_mariscal_80 = Mariscal a 80 carte
    .gender = masculine
preset_title_modulo_sette = Modulo sette
    .gender = masculine
preset_title_napola = Napola
    .gender = feminine
preset_title_punti_a_denari = Punti a denari
    .gender = masculine
preset_title_re_bello = Re bello
    .gender = masculine
preset_title_rubamazzo = Rubamazzo
    .gender = masculine
preset_title_rubamazzo_a_somma = Rubamazzo a somma
    .gender = masculine
preset_title_sbarazzina = Sbarazzina
    .gender = feminine
preset_title_scopa = Scopa
    .gender = feminine
preset_title_scopa_52 = Scopa a 52 carte
    .gender = feminine
preset_title_scopa_a_15 = Scopa a 15 (solo quindici)
    .gender = feminine
preset_title_scopa_a_chi_fidasse = Scopa a chi fidasse
    .gender = feminine
preset_title_scopa_a_quindici = Scopa a quindici (con le prese solite)
    .gender = feminine
preset_title_scopa_d_assi_non_prendere = Scopa d'assi non prendere
    .gender = feminine
preset_title_scopa_di_differenza = Scopa di differenza
    .gender = feminine
preset_title_scopa_inversa = Scopa inversa
    .gender = feminine
preset_title_scopa_libia = Scopa libia
    .gender = feminine
preset_title_scopone = Scopone
    .gender = masculine
preset_title_scopone_romano = Scopone romano
    .gender = masculine
preset_title_scopone_romano_al_contrario = Scopone romano al contrario
    .gender = masculine
preset_title_scopone_scientifico = Scopone scientifico
    .gender = masculine
preset_title_tuzzulicchio = Tuzzulicchio
    .gender = masculine

## Each preset's description, a sentence or two under its title

desc_cicera = El juego de Brescia con 52 cartas, dos contra dos: las figuras solo se llevan la misma figura, y una captura puede valer en el acto una picchiata, un bager o una piccola. Las trece picas ganan la partida.
desc_scopa_52 = Scopa con las 52 cartas de palos franceses, hasta ocho jugadores. La Jota vale 11, la Reina 12 y el Rey 13; un punto empatado es para todos los empatados. Una ronda por repartidor, y gana quien sume más.
desc_scopa = El clásico juego italiano. Llévate una carta del mismo valor, o varias que sumen el de la tuya; deja la mesa vacía para hacer scopa.
desc_escoba = El juego español del quince. Tu carta y las que te llevas deben sumar justo 15; una mesa de 15 o 30 en el reparto es para el que reparte, como escobas.
desc_asso_piglia_tutto = El As se lleva toda la mesa (no es scopa). Si ya hay un As en la mesa, el As jugado se lleva solo ese As.
desc_napola = Scopa con napola: quien tiene el As, el Dos y el Tres de oros suma tantos puntos como su escalera de oros desde el As.
desc_re_bello = Scopa en la que el Rey de oros, el re bello, vale un punto propio.
desc_scopa_a_15 = Se cuenta como en la Scopa, pero cada captura suma 15 con la carta jugada.
desc_folla_a_undici = Scopa con una forma más de capturar: tu carta se lleva también las cartas que suman 11 con ella, como la Sota un Tres, aunque haya en la mesa una carta de su valor.
desc_scopa_di_differenza = Scopa por resta. Una carta sola se sigue llevando con una de su valor; dos o más se llevan con la carta que marca su diferencia, la más alta menos las otras, como un 6 se lleva una Sota y un 2.
desc_scopa_inversa = Scopa con la resta en lugar de la suma. Una carta se lleva con una de su valor; dos o más con la carta que es su diferencia, la más alta menos las otras. Una regla de la casa juega el híbrido, sumas y restas a la vez.
desc_modulo_sette = Scopa en aritmética módulo siete. Cada valor y cada suma vuelve a empezar desde 1 al pasar de 7: la Sota vale 1, el Caballo 2 y el Rey 3, y un 6 se lleva un 5 y una Sota.
desc_scopa_a_quindici = Scopa con una forma más de capturar: tu carta se lleva también las cartas que suman 15 con ella, siempre las menos cartas posibles.
desc_sbarazzina = La Scopa d'assi de Emilia: el As se lleva todo lo que hay en la mesa, pero no hace scopa; gana quien llega a 41.
desc_scopa_libia = La scopa como se juega en Libia: una scopa vale lo que la carta que la hace, y quien se lleva los diez oros deja a cero a los rivales.
desc_scopone = Scopa para cuatro, por parejas. Nueve cartas cada uno y cuatro en la mesa, repartidas de una vez.
desc_scopone_scientifico = El Scopone de los puristas: diez cartas cada uno, la mesa vacía al empezar y todas las cartas en juego desde la primera jugada.
desc_scopone_romano = El scopone tal como se cuenta en Roma. Cada oro que tomas es un punto y el siete de oros dos; cartas y primera uno cada una, más las scopas.
desc_cirulla = El juego de Liguria. Se toma por valor, por suma o sumando 15; el As se lleva la mesa. Antes de la primera carta se declara una mano de 9 o menos (3) o un trío (10), con el siete de corazones comodín. A 51.
desc_tuzzulicchio = El Asso piglia tutto de Bari (el As se lleva la mesa), con manos declaradas antes de su primera carta: dos Ases, Doses o Treses iguales 3, tres 6; dos de ellos del mismo palo 3, As-Dos-Tres de un palo 7.
desc_cocchiaundici = El Tuzzulicchio con una captura más: las cartas que suman 11 con la que juegas.
desc_bazzica = Scopa para dos con las declaraciones del Tressette: As-Dos-Tres de un palo 3, tres Ases, Doses o Treses 3. La última mano se juega boca arriba. A 21.
desc_frac = Solo puntúan la sota, el rey, el as y el caballo, un punto cada uno; las scopas no valen. Se puede tomar una suma aunque haya una carta igual en la mesa. A 50.
desc_mariscal = Escoba de ases con napola. El rey de espadas, el mariscal, quita un punto a quien lo toma y 4 a quien hace scopa con él; la sota de oros, la polaca, vale un punto junto al siete de oros.
desc_mariscal_80 = El Mariscal con dos barajas y cinco cartas a cada uno, ninguna en la mesa. Una carta solo puede llevarse su gemela para hacer scopa, y esa scopa vale 3; el rey de espadas que hace scopa sobre el otro rey de espadas vale 10.
desc_escoba_de_granja = Scopa para dos o cuatro en parejas donde una carta puede ponerse encima de una de la mesa como granja, que luego se lleva entera una carta de su valor. Sin primera; el 2 de oros vale un punto.
desc_punti_a_denari = Scopa sin primera. La sota, el caballo y el rey de oros valen un punto cada uno, además de cartas, oros, siete de oros y scopas.
desc_folla_per_non_prendere = Scopa para no sumar puntos, entre cuatro o seis cada uno por su cuenta, con todas las cartas repartidas. Si puedes llevarte cartas, debes hacerlo; el primero que llega a 11 pierde.
desc_scopa_d_assi_non_prendere = Cuatro jugadores cada uno por su cuenta, diez cartas cada uno; el As se lleva toda la mesa. Un punto empatado es para todos los empatados, y el primero que llega a 11 pierde.
desc_scopone_romano_al_contrario = Scopone romano jugado para no sumar puntos, entre cuatro o cinco cada uno por su cuenta. Quien llega a 21 sale; gana el último que queda.
desc_rubamazzo = Llévate una carta del mismo valor, de la mesa o de encima del montón boca arriba de un rival, que robas entero. Solo cuentan las cartas: gana quien tiene más.
desc_rubamazzo_a_somma = El Rubamazzo con sumas. Una carta puede llevarse a la vez cartas de la mesa y la carta de encima del montón de un rival si suman su valor, y con ella el montón.
desc_scopa_a_chi_fidasse = Escoba en la que puedes jugar cualquier carta boca abajo y cantar escoba de toda la mesa, sea verdad o no. Si confían, la escoba vale sin enseñar la carta; si no, se enseña, y un farol o una duda equivocada cuestan un punto.

## Las palabras del juego para llevarse toda la mesa, su plural y el apodo del siete de
## oros, y las propias de un preset (term_<preset>_<palabra>); una regla de la casa puede
## escribir las suyas (terms:)

term_sweep = scopa
term_sweeps = scopas
term_settebello = settebello
term_escoba_sweep = escoba
term_escoba_sweeps = escobas
term_escoba_settebello = velo
