# Impara a giocare: la prima partita guidata (Impara a giocare nel menu, python main.py --tutorial), it

menu_learn = Impara a giocare

## La scelta del gioco, le lezioni riprese, la proposta al primo avvio
learn_title = Impara a giocare
learn_pick = Gioca qualche smazzata breve: ognuna insegna una cosa. La Scopa è il gioco italiano: una carta prende quella dello stesso valore, o più carte che sommate fanno il suo valore. L'Escoba è il gioco spagnolo: la tua carta e quelle che prende fanno quindici.
learn_resume_line = Stavi imparando { $game }: lezione { $n } di { $of }.
learn_resume = Riprendi
learn_not_now = Non ora
learn_progress_set_aside = Non è stato possibile leggere a che punto erano le lezioni ({ $reason }); il file è stato conservato come { $name } e le lezioni ricominciano dall'inizio.
learn_offer_title = Nuovo alla Scopa?
learn_offer = Qualche smazzata breve ti insegna il gioco giocando, una regola alla volta. Puoi smettere quando vuoi e riprendere più tardi.
learn_offer_yes = Sì, insegnami

## Il riquadro della lezione, accanto al tavolo
learn_heading = Lezione { $n } di { $of }: { $title }
learn_title_match = Prendere una carta dello stesso valore
learn_title_sum = Prendere carte che sommate fanno il valore
learn_title_rank_first = Prima la carta dello stesso valore
learn_title_sweep = La { $sweep }: svuotare la tavola
learn_title_last = L'ultima presa
learn_title_fifteen = Fare quindici
learn_title_fifteen_many = Quindici con più carte
learn_title_choose = Scegliere cosa prendere
learn_skip_step = Salta questo passo
learn_skip_lesson = Salta questa lezione
learn_next = Lezione seguente
learn_leave = Esci dalle lezioni

## Cosa fare: le carte illuminate
learn_do_take = Clicca { $card } nella tua mano: prende { $cards }.
learn_do_lay = Clicca { $card } nella tua mano: non prende niente, quindi resta in tavola.

## Ogni passo: cosa insegna
learn_match = A ogni turno giochi una carta dalla tua mano. La carta che giochi prende dalla tavola una carta dello stesso valore.
learn_sum = Nessuna carta dello stesso valore in tavola? Allora la tua carta prende più carte che sommate fanno il suo valore.
learn_rank_first = Se in tavola c'è una carta dello stesso valore della tua, devi prendere quella, anche se altre carte sommate fanno lo stesso valore.
learn_sweep = Prendi tutte le carte della tavola in una volta e hai fatto { $sweep }! Vale un punto.
learn_last_deal = Il mazzo è finito: queste sono le ultime carte della smazzata.
learn_last_next = Continua, e guarda chi fa l'ultima presa.
learn_last_capture = Questa è l'ultima presa della smazzata. Quando le carte finiscono, chi ha preso per ultimo si porta via tutte le carte rimaste in tavola.
learn_fifteen = A ogni turno giochi una carta dalla tua mano. Nell'Escoba la tua carta e le carte che prende dalla tavola devono fare quindici. Le figure valgono 8, 9 e 10, come dice il loro angolo, anche se hanno stampato 10, 11 e 12.
learn_fifteen_many = La tua carta può prendere più carte insieme, purché con lei facciano quindici.
learn_choose = Spesso ci sono più modi di fare quindici, e scegli tu. Clicca la tua carta, poi le carte della tavola che vuoi prendere.

## Una mossa che il passo non chiede: cosa farebbe, e perché ne serve un'altra
learn_that_takes = Così prendi { $cards }
learn_that_lays = Così lasci { $card } in tavola
learn_refused = { $that }; { $why }
learn_match_why = qui { $card } prende { $cards }: una carta dello stesso valore.
learn_sum_why = qui { $card } prende { $cards }, che sommate fanno il suo valore.
learn_rank_first_why = qui { $card } deve prendere { $cards }: la carta dello stesso valore viene prima di ogni somma.
learn_sweep_why = qui { $card } prende tutte le carte della tavola: { $sweep }!
learn_last_why = in questa lezione ora tocca alla carta illuminata: { $card }.
learn_fifteen_why = qui { $card } e { $cards } fanno quindici.
learn_fifteen_many_why = qui { $card } fa quindici insieme a { $cards }.
learn_choose_why = qui prendi { $cards }: sono più carte, e chi ha più carte a fine smazzata fa un punto.
learn_escoba_why = qui { $card } fa quindici con tutte le carte della tavola: { $sweep }!

## Una lezione finita
learn_match_done = Bravo! Quello che prendi va coperto nel tuo mazzetto e si conta a fine smazzata. La carta dell'avversario non prendeva niente, quindi resta in tavola. Quando entrambe le mani sono vuote, si danno altre tre carte a testa dal mazzo.
learn_sum_done = Bravo! Una carta che può prendere deve prendere; una che non può resta in tavola, come ha appena fatto l'avversario.
learn_rank_first_done = Giusto: prima la carta dello stesso valore. Le carte che sommate fanno il valore si prendono solo se in tavola non c'è una carta uguale.
learn_sweep_done = Hai svuotato la tavola: { $sweep }! La carta girata di traverso sul tuo mazzetto la segna, e ognuna vale un punto. Una scopa fatta con l'ultima carta della smazzata non conta.
learn_last_done = Hai fatto l'ultima presa, quindi le carte rimaste in tavola sono tue.
learn_fifteen_done = Bravo! L'avversario non poteva fare quindici, quindi la sua carta è rimasta in tavola. Quando entrambe le mani sono vuote, si danno altre tre carte a testa dal mazzo.
learn_fifteen_many_done = Bravo! Più carte prendi, meglio è: chi ne ha di più fa un punto.
learn_choose_done = Bravo! Quando scegli, pensa ai punti di fine smazzata: carte, ori e sette.

## La smazzata contata sul tuo mazzetto
learn_score_title = Il conto della smazzata ({ $page }/{ $of })
learn_score_cards = Carte: tu ne hai prese { $mine }, { $name } { $theirs }. Chi ha più carte fa un punto.
learn_score_coins = { $suit }: tu ne hai presi { $mine } su dieci, { $name } { $theirs }. Chi ha più { $suit } fa un punto.
learn_score_settebello = { $card } è il { $settebello }: chi lo prende fa un punto solo per lui.
learn_score_primiera = La primiera: la tua carta migliore di ogni seme, secondo il suo valore (il 7 vale 21, il 6 18, l'Asso 16, il 5 15, il 4 14, il 3 13, il 2 12, una figura 10). Le tue fanno { $mine }, quelle di { $name } { $theirs }; chi fa di più prende un punto.
learn_score_sevens = Sette: tu ne hai presi { $mine }, { $name } { $theirs }. Chi ha più sette fa un punto (tutti e quattro: 3 punti).
learn_score_scope = Ogni { $sweep } vale un punto: tu ne hai fatte { $mine }, { $name } { $theirs }.
learn_score_point = { $who ->
    [you] Un punto per te.
    [them] Un punto per { $name }.
   *[none] Pari: il punto non va a nessuno.
}
learn_score_total = In questa smazzata: { $mine } a te, { $theirs } a { $name }. Una partita continua smazzata dopo smazzata finché qualcuno arriva a { $target }.
learn_score_next = Avanti
learn_score_done = Fine

## La fine delle lezioni
learn_finished_title = Adesso sai giocare!
learn_finished = Questo è tutto per { $game }. Il modo migliore per andare avanti è una vera partita contro il computer.
learn_play_match = Gioca a { $game }
learn_menu = Menu principale
