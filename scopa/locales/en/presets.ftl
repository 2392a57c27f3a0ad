# The presets' titles and descriptions, en. Fluent syntax: https://projectfluent.org/fluent/guide/

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

desc_cicera = The 52-card game of Brescia, two against two: the figures take only the same figure, and a capture may score at once a picchiata, a bager or a piccola. All thirteen Spades win the match.
desc_scopa_52 = Scopa with all 52 French-suited cards, for up to eight. The Jack counts 11, the Queen 12 and the King 13; a tied point goes to everyone tied. One round for each player to deal, and the highest total wins.
desc_scopa = The classic Italian fishing game. Take a card of the same rank, or cards that add up to yours; empty the table for a scopa.
desc_escoba = The Spanish game of fifteen. Your card and the cards you take must add up to exactly 15; a table of 15 or 30 at the deal goes to the dealer as escobas.
desc_asso_piglia_tutto = An Ace sweeps the whole table into your pile (not a scopa). With an Ace already on the table, the played Ace takes only that Ace.
desc_napola = Scopa with the napola: holding the Ace, Two and Three of coins scores the length of your run of coins from the Ace.
desc_re_bello = Scopa where the King of coins, the re bello, scores a point of its own.
desc_scopa_a_15 = Scopa scored as usual, but every capture makes 15 with the card you play.
desc_folla_a_undici = Scopa with one more way to take: your card also takes any cards that make 11 with it, as a Jack takes a 3, even beside a card of its own rank.
desc_scopa_di_differenza = Scopa by subtraction. One card is still taken by a card of its rank; two or more are taken by the card that makes up their difference, the highest less the others, as a 6 takes a Jack and a 2.
desc_scopa_inversa = Scopa with subtraction instead of the sum. One card is taken by a card of its rank; two or more by the card that is their difference, the highest less the others. A house rule plays the hybrid, sums and subtractions both.
desc_modulo_sette = Scopa in arithmetic modulo seven. Every value and every sum starts again from 1 once it passes 7, so the Jack counts 1, the Knight 2 and the King 3, and a 6 takes a 5 and a Jack.
desc_scopa_a_quindici = Scopa with one more way to take: your card also takes cards that make 15 with it, always the fewest cards that do.
desc_sbarazzina = Emilia's Scopa d'assi: an Ace takes everything on the table, though not as a scopa; the first to 41 wins.
desc_scopa_libia = Scopa as played in Libya: a scopa scores the value of the card that makes it, and taking all ten coins wipes out the other side's score.
desc_scopone = Scopa for four in two teams. Nine cards each and four on the table, all dealt at once.
desc_scopone_scientifico = The purist's Scopone: ten cards each, an empty table to start, every card in play from the first trick.
desc_scopone_romano = Scopone as scored in Rome. Every coin you take is a point and the settebello two; cards and primiera one each, plus the scope.
desc_cirulla = The Ligurian game. Take by rank, by sum or by making 15; an Ace sweeps the table. Declare a hand of 9 or less (3) or three of a kind (10) before its first card, the seven of hearts wild. To 51.
desc_tuzzulicchio = Asso piglia tutto from Bari, with hands declared before their first card: two equal Aces, Twos or Threes 3, three of them 6; two of them in one suit 3, Ace-Two-Three of a suit 7.
desc_cocchiaundici = Tuzzulicchio with one more way to take: cards that make 11 with the card you play.
desc_bazzica = Scopa for two with declared hands, as in Tressette: Ace-Two-Three of a suit 3, three Aces, Twos or Threes 3. The last deal is played face up. To 21.
desc_frac = Only the Jacks, Knights, Kings and Aces score, one point each; scope score nothing. A sum may be taken even with an equal card on the table. To 50.
desc_mariscal = Asso piglia tutto with the napola. The King of swords, the marshal, costs a point to whoever takes it and 4 to whoever sweeps with it; the Jack of coins, the polaca, is worth a point beside the settebello.
desc_mariscal_80 = Mariscal with two decks and five cards each, none face up. A card may take its own twin only to sweep, and that sweep is worth 3; the King of swords sweeping the other King of swords scores 10.
desc_escoba_de_granja = Scopa for two or four in pairs where a card may be laid on a table card as a build, taken whole later by a card of its value. No primiera; the 2 of coins scores a point.
desc_punti_a_denari = Scopa without the primiera. The Jack, Knight and King of coins score a point each, beside cards, coins, the settebello and the scope.
desc_folla_per_non_prendere = Scopa to avoid points, four or six players each alone with every card dealt. You must capture when you can; the first to 11 loses.
desc_scopa_d_assi_non_prendere = Four players, each alone, with ten cards apiece; an Ace takes the whole table. A tied point goes to everyone tied, and the first to 11 loses.
desc_scopone_romano_al_contrario = Scopone romano played to avoid points, four or five players each alone. Reaching 21 puts you out; the last one left wins.
desc_rubamazzo = Take a card of the same rank, from the table or from the top of an opponent's face-up pile, which you take whole. Only the most cards count.
desc_rubamazzo_a_somma = Rubamazzo with sums. One card may take table cards and an opponent's top card together when they add up to it, and the whole pile with it.
desc_scopa_a_chi_fidasse = Scopa where you may play any card face down and claim a sweep of the whole table, true or not. Trusted, the sweep stands unseen; doubted, the card is shown, and a bluff or a wrong doubt costs a point.

## The game's words for a sweep, its plural and the seven of coins' nickname, and a preset's
## own where it has them (term_<preset>_<word>); a house rule may write its own (terms:)

term_sweep = scopa
term_sweeps = scope
term_settebello = settebello
term_escoba_sweep = escoba
term_escoba_sweeps = escobas
term_escoba_settebello = velo
