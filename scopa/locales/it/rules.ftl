# The rules screen's sentences, it. Fluent syntax: https://projectfluent.org/fluent/guide/
rules-title_players = Giocatori e squadre
rules-title_deal = La distribuzione
rules-title_capture = Le prese
rules-title_sweep = La { $sweep }
rules-title_end = Fine della smazzata
rules-title_scoring = Il punteggio
rules-title_match = La partita
rules-players_many = Si gioca in { $counts }.
rules-players_one = Si gioca soltanto in { $n }.
rules-p2 = In due: uno contro l'altro.
rules-p3 = In tre: ognuno gioca per sé.
rules-p4_teams = In quattro: due coppie, con i compagni seduti uno di fronte all'altro.
rules-p4_alone = In quattro: ognuno gioca per sé.
rules-p6_two_teams_of_three = In sei: due squadre da tre, sedute a posti alterni.
rules-p6_three_teams_of_two = In sei: tre coppie, con i compagni seduti uno di fronte all'altro.
rules-p6_alone = In sei: ognuno gioca per sé.
rules-teams_pool = I compagni mettono le prese in un unico mazzetto e contano insieme.
rules-deal_first = Il mazziere dà { $hand } a ciascun giocatore e scopre { $table } in tavola.
rules-deal_first_empty = Il mazziere dà { $hand } a ciascun giocatore; la tavola resta vuota.
rules-deck_twins = Si mescolano insieme due mazzi: ogni carta c'è due volte, la seconda segnata II.
rules-capture_twin_only_to_sweep = Una carta può prendere la sua gemella, la stessa carta dell'altro mazzo, solo se così svuota la tavola.
rules-scoring_twins = Ogni copia di una carta che conta, conta da sé; e una carta che conta solo accanto a un'altra ne vuole una copia tutta sua.
rules-scoring_twins_napola = La seconda napola vuole Asso, Due e Tre di { $coins } due volte.
rules-sweep_twin = Una { $sweep } che prende la gemella della carta giocata vale invece { $points }.
rules-sweep_twin_by_card = Una { $sweep } fatta con { $card } sulla sua gemella vale { $points }.
rules-cat_sweep_twin = ogni { $sweep } sulla gemella della carta: invece { $points }.
rules-cat_sweep_twin_by_card = ogni { $sweep } con { $card } sulla sua gemella: { $points }.
rules-class_twin_sweep = { $sweep } sulla gemella
rules-class_sweeps = { $sweeps }
rules-class_twin_sweep_with = { $sweep } con { $card } sulla gemella
rules-deal_again = Quando tutti hanno finito le carte, il mazziere ne dà altre { $hand } a testa, senza aggiungerne in tavola, finché il mazzo non è esaurito.
rules-deal_count = In { $players } le distribuzioni per smazzata sono { $deals }.
rules-deal_all = Tutte le carte si distribuiscono subito: una sola mano per smazzata.
rules-lead = Gioca per primo chi siede dopo il mazziere; a ogni smazzata il mazzo passa al giocatore successivo.
rules-redeal = Se in tavola escono { $count } o più { $ranks }, si rimescola e si ridà.
rules-redeal_all = Se in tavola escono tutti e quattro i { $ranks }, si rimescola e si ridà.
rules-table_bonus = Se le carte in tavola sommano { $total }, { $taker } le prende subito e segna { $sweeps }.
rules-taker_dealer = il mazziere
rules-taker_leader = il primo di mano
rules-cap_intro = Al proprio turno si gioca una carta dalla mano. Se può prendere carte dalla tavola, le prende, e finiscono coperte nel proprio mazzetto insieme alla carta giocata; altrimenti resta in tavola.
rules-cap_intro_face_up = Al proprio turno si gioca una carta dalla mano. Se può prendere carte, le prende, e finiscono scoperte nel proprio mazzo, con in cima la carta giocata; altrimenti resta in tavola.
rules-values = Le carte valgono il loro numero; { $f8 } vale { $v8 }, { $f9 } { $v9 } e { $f10 } { $v10 }.
rules-values_numbers_only = Le carte dall'Asso al { $top } valgono il loro numero.
rules-values_spanish = Le figure spagnole riportano 10, 11 e 12, ma valgono 8, 9 e 10.
rules-mode_match = Presa per uguale: una carta prende una carta in tavola dello stesso valore, quindi un { $seven } prende un { $seven }.
rules-mode_sum = Presa per somma: una carta prende due o più carte in tavola la cui somma è pari al suo valore, quindi un { $seven } prende un { $three } e un { $four }.
rules-mode_sum_single = Presa per somma: una carta prende una o più carte in tavola la cui somma è pari al suo valore, quindi un { $seven } prende un { $seven }, oppure un { $three } e un { $four }.
rules-mode_fifteen = Presa a quindici: una carta prende una o più carte in tavola che, insieme a lei, fanno 15, quindi un { $seven } prende un { $five } e un { $three } (7 + 5 + 3 = 15).
rules-mode_eleven = Presa a undici: una carta prende una o più carte in tavola che, insieme a lei, fanno 11, quindi un { $seven } prende un { $four } (7 + 4 = 11).
rules-match_forbids_sum = Se in tavola c'è una carta dello stesso valore di quella giocata, bisogna prendere quella: la presa per somma non è ammessa. Se ce ne sono due, si sceglie quale.
rules-match_or_sum = Quando si può prendere sia per uguale sia per somma, si sceglie liberamente.
rules-match_forbids_difference = Se in tavola c'è una carta dello stesso valore di quella giocata, bisogna prendere quella: la presa per differenza non è ammessa. Se ce ne sono due, si sceglie quale.
rules-match_or_difference = Quando si può prendere sia per uguale sia per differenza, si sceglie liberamente.
rules-match_forbids_sum_difference = Se in tavola c'è una carta dello stesso valore di quella giocata, bisogna prendere quella: le prese per somma e per differenza non sono ammesse. Se ce ne sono due, si sceglie quale.
rules-match_or_sum_difference = Quando si può prendere per uguale, per somma o per differenza, si sceglie liberamente.
rules-mode_difference = Presa per differenza: una carta prende due o più carte in tavola quando la più alta, meno tutte le altre, lascia il suo valore, quindi un { $five } prende un { $seven } e un { $two } (7 − 2 = 5).
rules-mode_name_difference = per differenza
rules-cycle = Ma qui i valori girano a cicli di { $n }: un valore o un totale oltre { $n } ricomincia da 1, quindi { $f8 } vale { $v8 }, { $f9 } { $v9 } e { $f10 } { $v10 }, e ogni presa si conta con questi valori.
rules-cycle_match = La presa per uguale guarda questi valori: { $f10 } prende un { $value }.
rules-ex_cycled = { $played } prende { $taken }: { $expr } = { $total }, che vale { $value }.
rules-ex_cycled_match = { $played } vale { $value }, quindi prende { $taken }.
rules-choose = Se le prese possibili sono più d'una, si sceglie quale fare.
rules-fewest = Nelle prese { $modes } sono ammesse solo quelle con meno carte.
rules-mode_name_match = per uguale
rules-mode_name_sum = per somma
rules-mode_name_fifteen = a quindici
rules-mode_name_eleven = a undici
rules-compulsory_card = Una carta che può prendere non si può calare in tavola: deve prendere. Si può però giocare un'altra carta che non prende nulla.
rules-compulsory_hand = La presa è obbligatoria: se una qualsiasi carta in mano può prendere, bisogna prendere.
rules-compulsory_none = La presa non è mai obbligatoria: si può sempre calare una carta in tavola.
rules-ace_takes_all = L'{ $ace } piglia tutto: prende tutte le carte in tavola.
rules-steal_piles = Ognuno tiene le sue prese scoperte, con in cima la carta che le ha prese. Una carta dello stesso valore di quella in cima al mazzo di un avversario gli ruba tutto il mazzo e va in cima al tuo, che a sua volta può essere rubato.
rules-steal_capture = Rubare un mazzo è una presa come le altre.
rules-steal_choose = Se sono pari sia una carta in tavola sia quella in cima a un mazzo, scegli tu quale prendere.
rules-steal_barred = Finché in tavola c'è una carta del suo valore, si prende quella, non un mazzo.
rules-steal_with_table = Una carta può prendere insieme carte in tavola e la carta in cima al mazzo di un avversario, che conta come una carta in tavola, e con esse tutto il mazzo.
rules-steal_alone = Un mazzo si ruba da solo, mai insieme a carte in tavola.
rules-ex_steal = { $played } ruba il mazzo dell'avversario con in cima { $top }: tutto il mazzo.
rules-ex_steal_sum = { $played } prende { $taken } dalla tavola e il mazzo con in cima { $top }: { $expr }.
rules-ace_sweep_yes = Questa presa vale come { $sweep }.
rules-ace_sweep_no = Questa presa non vale come { $sweep }.
rules-ace_on_table_ace = Se in tavola c'è già un { $ace }, l'{ $ace } giocato prende soltanto quello.
rules-ace_on_table_all = Prende tutta la tavola anche se in tavola c'è già un { $ace }.
rules-ace_on_table_as_a_card = Se in tavola c'è già un { $ace }, l'{ $ace } giocato prende come ogni altra carta: quell'{ $ace }, o le carte che le regole di presa qui sopra gli lasciano prendere.
rules-sweep_what = Prendere tutte le carte in tavola è fare { $sweep }.
rules-sweep_fixed = Ogni { $sweep } vale { $points }.
rules-sweep_card = Una { $sweep } vale quanto la carta che l'ha fatta: fatta con un { $seven }, vale 7 punti.
rules-sweep_cards_taken = Una { $sweep } vale un punto per ogni carta presa, compresa quella giocata.
rules-sweep_zero = In questo gioco le { $sweeps } non valgono punti.
rules-sweep_mark = La carta che l'ha fatta resta scoperta, di traverso nel mazzetto, per contarla a fine smazzata.
rules-last_play_no = Svuotare la tavola con l'ultima carta della smazzata non vale { $sweep }.
rules-last_play_yes = Anche svuotare la tavola con l'ultima carta della smazzata vale { $sweep }.
rules-end_last = La smazzata finisce quando sono state giocate tutte le carte.
rules-leftovers_last = Le carte rimaste in tavola vanno a chi ha fatto l'ultima presa; non è mai { $sweep }.
rules-leftovers_nobody = Le carte rimaste in tavola non vanno a nessuno.
rules-end_count = Poi ognuno conta il proprio mazzetto, e la smazzata successiva la dà il giocatore seguente.
rules-scoring_intro = A fine smazzata ogni giocatore (o squadra) segna:
rules-cat_sweeps = ogni { $sweep }: { $points }.
rules-cat_sweeps_value = ogni { $sweep }: il suo valore, come detto sopra.
rules-cat_cards = carte: { $points } a chi ne ha prese di più.
rules-cat_coins = { $coins }: { $points } a chi ne ha di più.
rules-cat_all_coins = tutti e dieci i { $coins }: { $points }, al posto del punto per i { $coins }.
rules-cat_settebello = il { $nick } ({ $card }): { $points }.
rules-cat_primiera = primiera: { $points }.
rules-cat_sevens = { $sevens }: { $points } a chi ne ha di più.
rules-cat_all_sevens = tutti e quattro i { $sevens }: { $points }.
rules-cat_napola = la napola: vedi sotto.
rules-cat_re_bello = il re bello ({ $card }): { $points }.
rules-cat_seven_of_cups = { $card }: { $points }.
rules-cat_card_points = { $cards }: { $points } a carta.
rules-cat_card_point = { $cards }: { $points }.
rules-class_suit = carte di { $suit }
rules-class_suit_each = { $suit }, uno per uno
rules-cat_card_beside = { $cards } con { $beside }: { $points }; altrimenti nulla.
rules-cat_card_beside_each = { $cards } con { $beside }: { $points } a carta; altrimenti nulla.
rules-cat_card_set = { $cards }, tutti presi dalla stessa parte: { $points }; altrimenti nulla.
rules-cat_card_set_beside = { $cards }, tutti presi dalla stessa parte con { $beside }: { $points }; altrimenti nulla.
rules-cat_sweep_by_card = ogni { $sweep } fatta con { $card }: invece { $points }.
rules-class_beside = { $cards } + { $beside }
rules-class_all = { $cards }, tutti
rules-class_sweep_with = { $sweep } con { $card }
rules-sweep_by_card = Una { $sweep } fatta con { $card } vale invece { $points }.
rules-sweep_by_card_zero = Svuotare la tavola con { $card } non è fare { $sweep }.
rules-napola_cap = La napola vale al massimo { $points }.
rules-point_minus =
    { $n ->
        [one] meno 1 punto
       *[other] meno { $n } punti
    }
rules-cards_in_all = Una carta nominata in più righe conta in ciascuna: { $card } vale { $points } in tutto.
rules-prim_how = Per la primiera, ognuno sceglie la carta migliore di ciascun seme e ne somma i valori di primiera: { $scale }. Vince il totale più alto; il massimo è { $best }, con quattro { $ranks }.
rules-prim_most_sevens = La primiera va a chi ha più { $sevens }; a parità, a chi ha più { $sixes }, poi più { $aces }.
rules-prim_missing_loses = Chi non ha carte di un seme non può vincere la primiera.
rules-prim_missing_counts = Chi non ha carte di un seme conta comunque i semi che ha.
rules-sevens_tie_cards = Sette: a parità contano i { $sixes }, poi gli { $aces }, poi i { $fives }.
rules-sevens_tie_primiera = Sette: a parità decide la primiera migliore.
rules-cat_all_sevens_instead = tutti e quattro i { $sevens }: { $points }, al posto del punto per i { $sevens }.
rules-all_sevens_settebello = Comprendono il { $nick }, che allora non vale punti a parte.
rules-napola_run = Napola: chi ha { $a }, { $b } e { $c } di { $coins } segna tanti punti quanto è lunga la sua scala di { $coins } a partire dall'{ $a }: 3 per { $a }, { $b } e { $c }, 4 se ha anche il { $d }, e così via fino a { $top } con tutti e { $top_word }.
rules-napola_run_capped = Napola: chi ha { $a }, { $b } e { $c } di { $coins } segna tanti punti quanto è lunga la sua scala di { $coins } a partire dall'{ $a }: 3 per { $a }, { $b } e { $c }, 4 se ha anche il { $d }, e così via, fino a { $cap } al massimo.
rules-napola_three_plus = Napola: chi ha { $a }, { $b } e { $c } di { $coins } segna 3 punti, più 1 per ogni altra carta di { $coins }.
rules-last_face_up = L'ultima mano si dà a carte scoperte: tutte le mani si giocano in vista.
rules-claim_intro = Puoi anche giocare coperta una carta qualsiasi della mano, dicendo che fa { $sweep } di tutta la tavola, vero o no. Gli avversari rispondono a turno: si fidano o no.
rules-claim_trusted = Se tutti si fidano, la { $sweep } vale e la carta non si mostra mai: va coperta nel tuo mazzetto.
rules-claim_doubted = Se qualcuno non si fida, la carta si scopre subito. Se poteva prendere tutta la tavola, la { $sweep } vale e chi non si è fidato segna { $doubt }; se no, la dichiarazione è annullata, la carta resta in tavola accanto alle altre e la tua parte segna { $bluff }.
rules-cat_claims = { $Sweeps } dichiarate: un bluff scoperto { $bluff }, un dubbio sbagliato { $doubt }.
rules-decl_intro = Prima di giocare la prima carta di una mano puoi dichiararla: la mostri, da allora la giochi scoperta, e segni subito:
rules-decl_kind = { $what }: { $points }.
rules-decl_total = una mano che somma { $n } o meno
rules-decl_rank = { $n } carte dello stesso valore
rules-decl_suit = { $n } carte dello stesso seme
rules-decl_among = , tra { $ranks }
rules-decl_best = Una mano che fa più dichiarazioni segna solo la migliore.
rules-decl_by_kind = Dichiarazioni di tipo diverso si sommano; dello stesso tipo conta la migliore.
rules-decl_wild = { $card } è jolly quando dichiari: ne scegli il valore, e vale così finché la carta non viene presa.
rules-ties_split = In caso di parità i punti si dividono fra i pari, arrotondando per difetto (2 punti: 1 ciascuno).
rules-figures_same_only = { $figures } non hanno numero: una figura prende solo una figura uguale, e non entra mai in una somma.
rules-play_last_laid = Picchiata: prendere, con una carta dello stesso valore, la carta appena calata dal giocatore precedente vale subito { $points }.
rules-play_one_suit = Bager: una presa in cui la carta giocata e tutte quelle prese sono di un solo seme vale subito { $points }.
rules-play_many_cards = Piccola: prendere { $n } o più carte dalla tavola in una presa vale subito { $points }; una presa che rientra in più di questi casi li segna tutti, più la { $sweep } se svuota la tavola.
rules-all_suit_wins = Chi prende tutte le { $suit } in una smazzata vince subito la partita.
rules-ties_nobody = In caso di parità il punto non va a nessuno.
rules-ties_everybody = In caso di parità il punto va a tutti quelli in testa.
rules-target = I punti si sommano a fine smazzata; vince chi arriva per primo a { $target_points }.
rules-targets = Il traguardo dipende dal numero di giocatori: { $list }.
rules-target_for = { $target } in { $n }
rules-ties_play_on = Per vincere bisogna essere soli in testa: se chi è in testa è a pari punti al traguardo o oltre, si gioca un'altra smazzata.
rules-ties_draw = Se chi è in testa è a pari punti al traguardo o oltre, la partita finisce pari.
rules-cappotto = Cappotto: chi arriva a { $n } punti mentre gli avversari sono ancora a zero vince subito.
rules-all_coins_wins = Chi prende tutti e dieci i { $coins } in una smazzata vince subito la partita.
rules-match_rounds = La partita dura al più { $n } mani: dopo l'ultima vince chi ha più punti.
rules-match_one_round = La partita è una mano sola: vince chi ha più punti.
rules-other_targets = Si gioca anche ai { $list } punti.
rules-tie_card = Se la partita finisce in parità dopo l'ultima mano, vince chi in quella mano ha preso il { $card }.
rules-tie_card_rounds = Giocata a mani contate (una regola della casa), una parità alla fine va a chi ha preso il { $card } nell'ultima mano.
rules-first_dealer_card = Per il primo mazziere si distribuisce il mazzo mescolato a carte scoperte, una a testa a turno, finché esce il { $card }: chi lo riceve fa le carte. Poi le carte tornano nel mazzo e si mescola.
rules-p5 = In cinque: ognuno gioca per sé.
rules-p7 = In sette: ognuno gioca per sé.
rules-p8_alone = In otto: ognuno gioca per sé.
rules-p8_four_teams_of_two = In otto: quattro coppie, con i compagni seduti uno di fronte all'altro.
rules-p8_two_teams_of_four = In otto: due squadre da quattro, sedute a posti alterni.
rules-deal_for = { $who }: { $hand } a testa e { $table } scoperte in tavola.
rules-deal_last = { $who }, l'ultima distribuzione è di { $last } a testa.
rules-deal_for_again = { $who }: { $hand } a testa e { $table } scoperte in tavola, poi altre { $more } a testa ogni volta che le mani sono vuote, fino alla fine del mazzo.
rules-deal_for_empty = { $who }: { $hand } a testa e niente in tavola.
rules-who_players = In { $n }
rules-who_left = Quando ne restano { $n }
rules-target_lose = I punti si sommano a fine smazzata e vanno evitati: chi arriva per primo a { $target_points } perde la partita (se più giocatori lo superano nella stessa smazzata, perde chi ne ha di più). Vince chi ha meno punti.
rules-ties_play_on_lose = Se a fine partita i punteggi più bassi sono pari, si gioca un'altra smazzata.
rules-ties_draw_lose = Se a fine partita i punteggi più bassi sono pari, la partita finisce pari.
rules-elimination = I punti si sommano a fine smazzata e vanno evitati: chi arriva a { $target_points } esce dal gioco e gli altri continuano, con la distribuzione adatta a quanti restano. Vince la partita l'ultimo rimasto.
rules-ties_play_on_out = Se tutti quelli ancora in gioco arrivano a { $target } nella stessa smazzata, resta chi ha meno punti; se sono pari, si gioca un'altra smazzata.
rules-ties_draw_out = Se tutti quelli ancora in gioco arrivano a { $target } nella stessa smazzata, resta chi ha meno punti; se sono pari, la partita finisce pari.
rules-ex_match_first = { $played } deve prendere { $match }, non { $sum }.
rules-ex_sum = { $played } prende { $taken }: { $expr }.
rules-ex_sweep = { $played } prende { $taken } e svuota la tavola: { $sweep }!
rules-ex_ace = { $played } piglia tutto.
rules-builds_intro = Una carta si può anche posare su una carta libera del tavolo come granja: le due fanno un solo mucchio che vale la loro somma, e si può costruire solo tenendo in mano un'altra carta di quel valore con cui prenderla. Costruire è una giocata a sé, permessa anche a una carta che potrebbe prendere.
rules-builds_whole = Una granja si prende solo intera, con una carta pari al suo valore: mai per il valore di una sua carta, in una somma o in parte.
rules-builds_equal = Chi prende una granja prende anche una carta libera del tavolo dello stesso valore, se c'è.
rules-builds_raise_anyone = Chiunque può alzare una granja posandoci sopra una carta, alla stessa condizione: tenere una carta del nuovo valore. È di chi ci ha costruito per ultimo.
rules-builds_raise_others = Chiunque tranne chi la possiede può alzare una granja posandoci sopra una carta, alla stessa condizione: tenere una carta del nuovo valore. È di chi ci ha costruito per ultimo.
rules-builds_raise_opponents = Un giocatore dell'altra parte può alzare una granja posandoci sopra una carta, alla stessa condizione: tenere una carta del nuovo valore. È di chi ci ha costruito per ultimo.
rules-builds_raise_nobody = Una granja non si può alzare.
rules-builds_left = Chi la possiede non è obbligato a prenderla. Una granja ancora in tavola a fine mano conta come le altre carte del tavolo.
rules-ex_build = { $played } posato sopra { $onto } fa una granja da { $value }, per chi tiene { $keep }.
rules-ex_build_take = { $played } prende intera la granja da { $value }, e con essa { $equal }.
rules-ex_build_take_alone = { $played } prende intera la granja da { $value }.
rules-totals_despite_match = Prendere carte che con quella giocata fanno { $goals } è ammesso anche in quel caso.
rules-coins_reset_all = Chi prende tutti e dieci i { $coins } in una smazzata riporta a 0 il punteggio di tutti gli avversari.
rules-coins_reset_n = Chi prende almeno { $n } { $coins } in una smazzata riporta a 0 il punteggio di tutti gli avversari.
rules-ex_total_beside_match = { $played } prende { $taken } anche se in tavola c'è { $match }: { $expr }.
rules-ex_fewest = { $played } prende { $taken } ({ $expr }), ma non { $more }: sono più carte.
rules-ex_sweep_worth = { $played } prende { $taken } e svuota la tavola: { $sweep } da { $points }!
rules-ex_primiera = La carta migliore di ogni seme: { $parts } = { $total }.
rules-ex_primiera_sevens = { $n } { $sevens }: una primiera forte con questa regola.
rules-ex_card_points = Prese in una mano, le carte illuminate valgono { $total } da sole.
rules-point =
    { $n ->
        [one] 1 punto
       *[other] { $n } punti
    }
rules-card =
    { $n ->
        [one] una carta
       *[other] { $word } carte
    }
rules-sweep_count =
    { $n ->
        [one] una { $sweep }
       *[other] { $word } { $sweeps }
    }
rules-and = e
rules-or = o
rules-decimal = ,
rules-ace_free_choice = Prendere tutta la tavola è solo una scelta: l'{ $ace } può invece prendere come ogni altra carta, con le regole qui sopra.
rules-ex_ace_choice = Oppure { $played } prende { $taken } invece di tutta la tavola: { $expr }.
rules-redeal_same = A ridarle è lo stesso mazziere.
rules-redeal_next = A ridarle è il giocatore seguente, come dopo una smazzata, e gioca per primo chi siede dopo il nuovo mazziere.
rules-prim_most_by_rank = La primiera va a chi ha più { $sevens }; a parità, a chi ha più { $sixes }, poi { $fives }, { $fours }, { $threes }, { $twos } e infine { $aces }. Pari fino in fondo, la primiera è pari.
rules-match_per_dealer = La partita ha tante smazzate quanti sono i giocatori, e ognuno fa il mazziere una volta; dopo l'ultima vince chi ha più punti.
rules-match_per_dealer_n = In { $n } giocatori sono { $n } smazzate.
rules-ties_play_on_rounds = Se dopo l'ultima smazzata i primi sono pari, se ne gioca un'altra, finché uno resta solo in testa.
rules-ties_draw_rounds = Se dopo l'ultima smazzata i primi sono pari, la partita è patta.

## A count written as a word (zero to thirteen), figures beyond
rules-number =
    { $n ->
        [0] zero
        [1] uno
        [2] due
        [3] tre
        [4] quattro
        [5] cinque
        [6] sei
        [7] sette
        [8] otto
        [9] nove
        [10] dieci
        [11] undici
        [12] dodici
        [13] tredici
       *[other] { $n }
    }
