# The presets' titles and descriptions, it. Fluent syntax: https://projectfluent.org/fluent/guide/

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

desc_cicera = Il gioco bresciano a 52 carte, due contro due: le figure prendono solo la stessa figura, e una presa può valere subito una picchiata, un bager o una piccola. Tutte e tredici le picche vincono la partita.
desc_scopa_52 = Scopa con tutte le 52 carte francesi, fino a otto giocatori. Il Fante vale 11, la Donna 12 e il Re 13; un punto pari va a tutti i pari. Una smazzata per mazziere, e vince chi ha più punti in tutto.
desc_scopa = Il classico gioco italiano. Prendi una carta dello stesso valore, o più carte che sommano il valore della tua; svuota la tavola per fare scopa.
desc_escoba = Il gioco spagnolo del quindici. La tua carta e quelle che prendi devono fare esattamente 15; una tavola di 15 o 30 alla distribuzione va al mazziere come escobas.
desc_asso_piglia_tutto = L'Asso porta via tutta la tavola (non è scopa). Se in tavola c'è già un Asso, l'Asso giocato prende solo quello.
desc_napola = Scopa con la napola: chi ha Asso, Due e Tre di denari segna tanti punti quanto è lunga la sua scala di denari dall'Asso.
desc_re_bello = Scopa in cui il Re di denari, il re bello, vale un punto a sé.
desc_scopa_a_15 = Si conta come a Scopa, ma ogni presa fa 15 con la carta giocata.
desc_folla_a_undici = Scopa con una presa in più: la tua carta prende anche le carte che con lei fanno 11, come il Fante un Tre, anche se in tavola c'è una carta del suo valore.
desc_scopa_di_differenza = Scopa per sottrazione. Una carta sola si prende ancora con una carta del suo valore; due o più si prendono con la carta che ne fa la differenza, la più alta meno le altre, come il 6 prende un Fante e un 2.
desc_scopa_inversa = Scopa con la sottrazione al posto della somma. Una carta si prende con una del suo valore; due o più con la carta che è la loro differenza, la più alta meno le altre. Una regola della casa gioca l'ibrido, somme e sottrazioni insieme.
desc_modulo_sette = Scopa in aritmetica modulo sette. Ogni valore e ogni somma ricomincia da 1 quando supera 7: il Fante vale 1, il Cavallo 2 e il Re 3, e un 6 prende un 5 e un Fante.
desc_scopa_a_quindici = Scopa con una presa in più: la tua carta prende anche le carte che con lei fanno 15, sempre il minor numero di carte.
desc_sbarazzina = La Scopa d'assi emiliana: l'Asso prende tutto quello che c'è in tavola, ma non fa scopa; vince chi arriva a 41.
desc_scopa_libia = La scopa come si gioca in Libia: una scopa vale quanto la carta che la fa, e chi prende tutti e dieci i denari azzera il punteggio degli avversari.
desc_scopone = Scopa in quattro, a coppie. Nove carte a testa e quattro in tavola, date tutte in una volta.
desc_scopone_scientifico = Lo Scopone dei puristi: dieci carte a testa, tavola vuota all'inizio, tutte le carte in gioco dalla prima mano.
desc_scopone_romano = Lo scopone come si conta a Roma. Ogni denaro preso vale un punto e il settebello due; carte e primiera uno ciascuna, più le scope.
desc_cirulla = Il gioco ligure. Si prende per valore, per somma o facendo 15; l'Asso piglia tutto. Prima della prima carta si dichiara una mano di 9 o meno (3) o un tris (10), con il sette di cuori jolly. Ai 51.
desc_tuzzulicchio = L'Asso piglia tutto barese, con le mani dichiarate prima della prima carta: due Assi, Due o Tre uguali 3, tre 6; due di loro dello stesso seme 3, Asso-Due-Tre di un seme 7.
desc_cocchiaundici = Il Tuzzulicchio con una presa in più: le carte che fanno 11 con quella giocata.
desc_bazzica = Scopa a due con gli accusi del Tressette: Asso-Due-Tre di un seme 3, tre Assi, Due o Tre 3. L'ultima mano si gioca a carte scoperte. Ai 21.
desc_frac = Contano solo Fante, Re, Asso e Cavallo, un punto l'uno; le scope non valgono. Si può prendere una somma anche con una carta uguale in tavola. Ai 50.
desc_mariscal = Asso piglia tutto con la napola. Il Re di spade, il maresciallo, toglie un punto a chi lo prende e 4 a chi ci fa scopa; il Fante di denari, la polacca, vale un punto accanto al settebello.
desc_mariscal_80 = Il Mariscal con due mazzi e cinque carte a testa, nessuna in tavola. Una carta può prendere la sua gemella solo per fare scopa, e quella scopa vale 3; il Re di spade che fa scopa sull'altro Re di spade vale 10.
desc_escoba_de_granja = Scopa in due o in quattro a coppie dove una carta si può posare su una del tavolo come granja, da prendere poi intera con una carta del suo valore. Niente primiera; il 2 di denari vale un punto.
desc_punti_a_denari = Scopa senza primiera. Fante, Cavallo e Re di denari valgono un punto ciascuno, oltre a carte, denari, settebello e scope.
desc_folla_per_non_prendere = Scopa per non prendere punti, in quattro o in sei ognuno per sé, con tutte le carte distribuite. Se puoi prendere devi farlo; chi arriva per primo a 11 perde.
desc_scopa_d_assi_non_prendere = In quattro ognuno per sé, dieci carte a testa; l'Asso prende tutta la tavola. Un punto in parità va a tutti i pari, e chi arriva per primo a 11 perde.
desc_scopone_romano_al_contrario = Scopone romano giocato per non prendere punti, in quattro o in cinque ognuno per sé. Chi arriva a 21 esce; vince l'ultimo rimasto.
desc_rubamazzo = Prendi una carta dello stesso valore, in tavola o in cima al mazzo scoperto di un avversario, che rubi intero. Contano solo le carte: vince chi ne ha di più.
desc_rubamazzo_a_somma = Il Rubamazzo con le somme. Una carta può prendere insieme carte in tavola e la carta in cima al mazzo di un avversario, se fanno la sua somma, e con essa il mazzo.
desc_scopa_a_chi_fidasse = Scopa in cui puoi giocare una carta qualsiasi coperta e dichiarare scopa di tutta la tavola, vera o no. Se si fidano, la scopa vale e la carta resta coperta; se no, la carta si scopre, e un bluff o un dubbio sbagliato costa un punto.

## Le parole del gioco per la presa di tutta la tavola, il suo plurale e il soprannome del
## sette di denari, e quelle proprie di un preset (term_<preset>_<parola>); una regola
## della casa può scrivere le sue (terms:)

term_sweep = scopa
term_sweeps = scope
term_settebello = settebello
term_escoba_sweep = escoba
term_escoba_sweeps = escobas
term_escoba_settebello = settebello
