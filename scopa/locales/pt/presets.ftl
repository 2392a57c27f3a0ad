# The presets' titles and descriptions, pt. Fluent syntax: https://projectfluent.org/fluent/guide/

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

desc_cicera = O jogo de Brescia com 52 cartas, dois contra dois: as figuras só levam a mesma figura, e uma captura pode valer na hora uma picchiata, um bager ou uma piccola. As treze cartas de espadas ganham a partida.
desc_scopa_52 = Scopa com as 52 cartas do baralho francês, para até oito. O Valete vale 11, a Dama 12 e o Rei 13; um ponto empatado vai para todos os empatados. Uma rodada para cada jogador dar as cartas, e ganha o maior total.
desc_scopa = O clássico jogo italiano de pescar cartas. Leve uma carta do mesmo valor, ou cartas que somem o valor da sua; limpe a mesa para fazer uma scopa.
desc_escoba = O jogo espanhol do quinze, a escova do Brasil. A sua carta e as cartas que você leva devem somar exatamente 15; uma mesa de 15 ou 30 na distribuição vai para quem dá as cartas como escovas.
desc_asso_piglia_tutto = Um Ás leva a mesa toda para a sua pilha (não é scopa). Com um Ás já na mesa, o Ás jogado leva só esse Ás.
desc_napola = Scopa com a napola: ter o Ás, o Dois e o Três de ouros vale tantos pontos quanto a sua sequência de ouros a partir do Ás.
desc_re_bello = Scopa em que o Rei de ouros, o re bello, vale um ponto próprio.
desc_scopa_a_15 = Scopa contada como sempre, mas toda captura soma 15 com a carta jogada.
desc_folla_a_undici = Scopa com mais uma forma de levar: a sua carta também leva cartas que somem 11 com ela, como um Valete leva um 3, mesmo ao lado de uma carta do mesmo valor.
desc_scopa_di_differenza = Scopa por subtração. Uma carta ainda é levada por uma carta do mesmo valor; duas ou mais são levadas pela carta que é a diferença entre elas, a maior menos as outras, como um 6 leva um Valete e um 2.
desc_scopa_inversa = Scopa com subtração em vez de soma. Uma carta é levada por uma carta do mesmo valor; duas ou mais, pela carta que é a diferença entre elas, a maior menos as outras. Uma regra da casa joga o híbrido, com somas e subtrações.
desc_modulo_sette = Scopa em aritmética módulo sete. Todo valor e toda soma recomeçam do 1 quando passam de 7: o Valete vale 1, o Cavalo 2 e o Rei 3, e um 6 leva um 5 e um Valete.
desc_scopa_a_quindici = Scopa com mais uma forma de levar: a sua carta também leva cartas que somem 15 com ela, sempre o menor número de cartas possível.
desc_sbarazzina = A Scopa d'assi da Emília: um Ás leva tudo o que está na mesa, mas não como scopa; ganha quem chegar primeiro a 41.
desc_scopa_libia = Scopa como se joga na Líbia: uma scopa vale o valor da carta que a faz, e levar os dez ouros zera os pontos do outro lado.
desc_scopone = Scopa para quatro, em duas duplas. Nove cartas para cada um e quatro na mesa, todas distribuídas de uma vez.
desc_scopone_scientifico = O Scopone dos puristas: dez cartas para cada um, a mesa vazia no início, todas as cartas em jogo desde a primeira vaza.
desc_scopone_romano = O Scopone contado como em Roma. Cada ouro levado vale um ponto e o settebello dois; cartas e primiera um cada, mais as scopas.
desc_cirulla = O jogo da Ligúria. Leve por valor, por soma ou fazendo 15; um Ás limpa a mesa. Declare uma mão de 9 ou menos (3) ou uma trinca (10) antes da primeira carta, com o sete de copas como curinga. Até 51.
desc_tuzzulicchio = Asso piglia tutto de Bari, com mãos declaradas antes da primeira carta: dois Ases, Dois ou Três iguais 3, três deles 6; dois deles do mesmo naipe 3, Ás-Dois-Três de um naipe 7.
desc_cocchiaundici = Tuzzulicchio com mais uma forma de levar: cartas que somam 11 com a carta jogada.
desc_bazzica = Scopa para dois com mãos declaradas, como no Tressette: Ás-Dois-Três de um naipe 3, três Ases, Dois ou Três 3. A última distribuição é jogada aberta. Até 21.
desc_frac = Só os Valetes, Cavalos, Reis e Ases pontuam, um ponto cada; as scopas não valem nada. Uma soma pode ser levada mesmo com uma carta igual na mesa. Até 50.
desc_mariscal = Asso piglia tutto com a napola. O Rei de espadas, o marechal, custa um ponto a quem o leva e 4 a quem limpa a mesa com ele; o Valete de ouros, a polaca, vale um ponto junto com o settebello.
desc_mariscal_80 = Mariscal com dois baralhos e cinco cartas para cada um, nenhuma aberta. Uma carta só pode levar a sua gêmea para limpar a mesa, e essa limpada vale 3; o Rei de espadas limpando a mesa sobre o outro Rei de espadas vale 10.
desc_escoba_de_granja = Scopa para dois ou quatro em duplas, em que uma carta pode ser posta sobre uma carta da mesa como construção, levada inteira depois por uma carta do seu valor. Sem primiera; o 2 de ouros vale um ponto.
desc_punti_a_denari = Scopa sem a primiera. O Valete, o Cavalo e o Rei de ouros valem um ponto cada, além de cartas, ouros, o settebello e as scopas.
desc_folla_per_non_prendere = Scopa para evitar pontos, quatro ou seis jogadores, cada um sozinho, com todas as cartas distribuídas. É obrigatório capturar quando der; o primeiro a chegar a 11 perde.
desc_scopa_d_assi_non_prendere = Quatro jogadores, cada um sozinho, com dez cartas cada; um Ás leva a mesa toda. Um ponto empatado vai para todos os empatados, e o primeiro a chegar a 11 perde.
desc_scopone_romano_al_contrario = Scopone romano jogado para evitar pontos, quatro ou cinco jogadores, cada um sozinho. Quem chega a 21 sai; ganha o último que sobrar.
desc_rubamazzo = Leve uma carta do mesmo valor, da mesa ou do topo da pilha aberta de um adversário, que você leva inteira. Só conta a maioria de cartas.
desc_rubamazzo_a_somma = Rubamazzo com somas. Uma carta pode levar cartas da mesa e a carta do topo de um adversário juntas quando somam o valor dela, e a pilha inteira junto.
desc_scopa_a_chi_fidasse = Scopa em que você pode jogar qualquer carta virada para baixo e anunciar uma scopa da mesa toda, seja verdade ou não. Se confiam, a scopa vale sem ser vista; se duvidam, a carta é mostrada, e um blefe ou uma dúvida errada custa um ponto.

## As palavras do jogo para levar a mesa toda, o seu plural e o apelido do sete de ouros, e
## as de um preset que tem as suas (term_<preset>_<palavra>); uma regra da casa pode
## escrever as suas (terms:)

term_sweep = scopa
term_sweeps = scopas
term_settebello = settebello
term_escoba_sweep = escova
term_escoba_sweeps = escovas
term_escoba_settebello = sete belo
