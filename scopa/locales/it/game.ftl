# The table's words, it. Fluent syntax: https://projectfluent.org/fluent/guide/
title = Scopa
you = Tu
player_n = Giocatore { $n }
your_turn = Tocca a te: gioca una carta
your_turn_first = Tocca a te: clicca una carta per giocarla. Passaci sopra per vedere cosa prende; H consiglia, U annulla
choice_taken = le carte che prendi
choice_other = un'altra presa possibile
# a choice that steals a pile: the pile and how many cards it holds
choice_pile = il mazzo di { $victim } ({ $n ->
        [one] { $n } carta
       *[other] { $n } carte
    })
your_turn_choose = Scegli la presa: clicca le sue carte, o Tab per cambiare e Invio per prendere
turn_of = Tocca a { $name }
thinking = { $name } sta pensando...
wait_turn = Aspetta il tuo turno.
played = { $name } ha giocato { $card }
played_took = { $name } ha giocato { $card } e ha preso { $cards }
took = e ha preso { $cards }
played_you = Hai giocato { $card }
took_you = e hai preso { $cards }
took_pile = e ha rubato il mazzo di { $victim } ({ $n } carte)
took_pile_you = e hai rubato il mazzo di { $victim } ({ $n } carte)
built_line = e ha fatto una granja da { $value }
built_line_you = e hai fatto una granja da { $value }
took_your_pile = e ha rubato il tuo mazzo ({ $n } carte)
swept_line = e ha fatto { $sweep }!
swept_line_you = e hai fatto { $sweep }!
built = { $name } fa una granja da { $value }
built_you = Fai una granja da { $value }
takes_rest = { $name } prende le carte rimaste in tavola
takes_rest_you = Prendi le carte rimaste in tavola
steals_pile = { $name } ruba il mazzo di { $victim }
steals_pile_you = Rubi il mazzo di { $victim }
steals_your_pile = { $name } ti ruba il mazzo
bonus = { $name } prende la prima tavola
bonus_you = Prendi la prima tavola
bonus_sum = { $name } prende la prima tavola: le sue carte fanno { $total }
bonus_sum_you = Prendi la prima tavola: le sue carte fanno { $total }
scores_reset = { $name } ha preso { $n } { $coins }: { $others } torna a 0 (da { $before })
dealer_drawn = Carte scoperte: il { $card } va a { $name } (carta { $n }), che fa le carte
dealer_drawn_you = Carte scoperte: il { $card } va a te (carta { $n }): fai tu le carte
redeal = Si ridà: { $count } { $ranks } in tavola
last_plays =
    { $n ->
        [one] Ultima giocata
       *[other] Ultime giocate
    }
score_so_far = { $line } ({ $points } in questa smazzata)
stock = Mazzo
target = a { $target }
score_line = { $name }  { $score }
cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }
round_n = Smazzata { $n }
dealer = mazziere
dealer_you = mazziere
pass_to = Tocca a { $name }
pass_to_numbered = Tocca al { $name }
pass_hint = Gli altri non guardino. Clicca o premi Invio quando vuoi.
sweep_shout = { $word }!
summary_title = Smazzata { $n }
cat_scope = Scope
cat_cards = Carte
cat_coins = Denari
cat_settebello = Settebello
cat_primiera = Primiera
cat_sevens = Sette
cat_napola = Napola
cat_last_laid = Picchiata
cat_one_suit = Bager
cat_many_cards = Piccola
kind_last_laid = picchiata (presa la carta appena calata con una del suo valore)
kind_one_suit = bager (una presa tutta di un seme)
kind_many_cards = piccola (tre o più carte prese in una volta)
play_scored = { $name }: { $kinds }, +{ $value }
reason_all_suit = prendendo tutte le carte di un seme
hr_capture_figures = Le figure (i tre valori più alti) prendono
hr_play_points_last_laid = Picchiata: prendere la carta appena calata
hr_play_points_one_suit = Bager: una presa tutta di un seme
hr_play_points_many_cards = Piccola: tre o più carte in una presa
hrv_split = a ogni pari la sua parte
hrv_any = come ogni carta
hrv_same_only = solo la stessa figura
cat_declarations = Dichiarazioni
declaration = { $what } · { $points }
declaration_wild = { $what } ({ $card } = { $rank })
declare_button = Dichiara: { $what }
declared_button = ✓ Dichiarato: { $what }. Ora gioca una carta
declares = { $name } dichiara { $what }
declares_you = Dichiari { $what }
cat_claims = Scope dichiarate
claim_button = Dichiara { $sweep } (C)
claim_button_on = ✓ Dichiari { $sweep }: ora scegli la carta (C o Esc: annulla)
your_turn_claim = Scegli la carta da giocare coperta, dichiarando { $sweep } di tutta la tavola
your_turn_answer = Una dichiarazione aspetta la tua risposta: ti fidi o no?
trust_shout = Ti fidi?
claims = { $name } gioca una carta coperta e dichiara { $sweep } di { $n } carte
claims_you = Giochi una carta coperta e dichiari { $sweep } di { $n } carte
trusts = { $name } si fida
trusts_you = Ti fidi
doubts = { $name } non si fida: la carta si scopre
doubts_you = Non ti fidi: la carta si scopre
answer_question = { $name } dichiara { $sweep } di { $n } carte con una carta giocata coperta. Ti fidi?
answer_trusted_by = Fiducia già data da { $names }.
trust_button = Mi fido (T, Invio)
doubt_button = Non mi fido (D)
claim_trusted_you = Fiducia: la tua { $sweep } è buona, la carta resta coperta
claim_upheld_you = Era vero ({ $card }): la { $sweep } è buona, { $points } a te
claim_bluff_you = Un bluff ({ $card }): resta in tavola, { $points } a te
last_claim_pending_you = dichiarando { $sweep }: gli altri rispondono
claim_trusted = Fiducia: la { $sweep } di { $name } è buona, la carta resta coperta
claim_upheld = Era vero ({ $card }): la { $sweep } è buona, { $points } a { $side }
claim_upheld_free = Era vero ({ $card }): la { $sweep } è buona
claim_bluff = Un bluff ({ $card }): resta in tavola, { $points } a { $side }
claim_bluff_free = Un bluff ({ $card }): resta in tavola
last_claimed = { $name } ha giocato una carta coperta
last_claimed_you = Hai giocato una carta coperta
last_claim_pending = dichiarando { $sweep }: ti fidi?
last_claim_trusted = creduta: { $sweep }, carta coperta
last_claim_upheld = scoperta: { $card }, { $sweep }
last_claim_bluff = scoperta: { $card }, un bluff
history_claimed = { $name } ha giocato una carta coperta, dichiarando { $sweep }
history_claimed_you = Hai giocato una carta coperta, dichiarando { $sweep }
history_claim_pending = in attesa delle risposte
history_claim_trusted = creduta: ha preso { $cards }, la carta coperta
history_claim_upheld = scoperta, era { $card }: ha preso { $cards }
history_claim_bluff = scoperta, era { $card }: un bluff, calata accanto { $cards }
cat_re_bello = Re bello
cat_seven_of_cups = Sette di coppe
detail_cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }
detail_coins =
    { $n ->
        [one] { $n } denaro
       *[other] { $n } denari
    }
detail_sevens =
    { $n ->
        [one] { $n } sette
       *[other] { $n } sette
    }
detail_settebello_yes = preso
detail_settebello_in_sevens = preso, nei quattro sette
detail_settebello_no = -
detail_primiera = { $value }
decimal_mark = ,
percent = { $n }%
detail_primiera_none = manca un seme
detail_sweeps = { $n }
detail_napola = { $n }
detail_plain = {""}
round_points = Punti della smazzata
match_total = Partita
hint_thinking = Sto pensando a un consiglio...
confirm_play = Giocare { $card }? Cliccala di nuovo o premi Invio.
hint_take_why = Consiglio ({ $reason }): gioca { $card } per prendere { $taken }, e lasci { $left }.
hint_take = Consiglio: gioca { $card } per prendere { $taken }, e lasci { $left }.
hint_lay_why = Consiglio ({ $reason }): cala { $card } { $left }.
hint_lay = Consiglio: cala { $card } { $left }.
hint_only_lay = Consiglio: cala { $card }, l'unica mossa possibile, { $left }.
hint_beside_safe = accanto { $cards }: poi nessuna carta può fare { $sweep }
hint_beside_open = accanto { $cards }: poi si può fare { $sweep }
hint_alone_safe = sulla tavola vuota: nessuna carta può fare { $sweep }
hint_alone_open = sulla tavola vuota, dove si può fare { $sweep }
hint_claim = Consiglio: gioca { $card } a faccia in giù, dichiarando { $sweep }.
hint_bluff = Consiglio: gioca { $card } a faccia in giù e bluffa { $sweep }: è probabile che si fidino.
hint_trust = Consiglio: fidati: è probabilmente vero, e un dubbio costerebbe un punto.
hint_doubt = Consiglio: non fidarti: è probabilmente un bluff.
hint_only = Consiglio: gioca { $card }, l'unica mossa possibile, e lasci { $left }.
why_build = una granja da { $n }, da prendere al prossimo turno
why_sweep = una { $sweep }
why_settebello = il { $settebello }
why_sevens = { $n } sette
why_seven = un sette
why_coins = { $n } denari
why_cards = { $n } carte
why_steal = tutto il mazzo sotto: { $n } carte
why_keeps_sevens = tieni i sette in mano
why_keeps_coins = tieni i denari in mano
why_lays_least = la tua carta meno utile
why_takes_least = il meno punti possibile
why_gives_away = i punti vanno evitati: lasciali agli altri
hint_left_empty = la tavola vuota
hint_left_safe = { $cards }: così nessuna carta fa { $sweep }
hint_left_open = { $cards }: così si può fare { $sweep }
hint_left_sum = { $n } carte che fanno { $total }
hint_left_sum_to = a { $n } carte che fanno { $total }
undo = Annulla mossa
hint_button = Consiglio
history_button = Giocate
history_title = Le giocate di questa smazzata
history_more_above =
    { $n ->
        [one] 1 giocata precedente sopra: scorri in su, o Pag su
       *[other] { $n } giocate precedenti sopra: scorri in su, o Pag su
    }
history_more_below =
    { $n ->
        [one] 1 giocata successiva sotto: scorri in giù, o Fine
       *[other] { $n } giocate successive sotto: scorri in giù, o Fine
    }
summary_tie = { $n } · pari
variant_keys = < > scorre le { $n } varianti (o clicca il nome e digita un'iniziale). Vedi tutte le elenca, ciascuna con la sua descrizione.
variant_all = Vedi tutte
variant_pick_title = Scegli una variante
variant_pick_presets = I giochi ({ $n })
variant_pick_own = Le tue regole di casa ({ $n })
variant_pick_own_broken = Le tue regole di casa ({ $n }, di cui { $broken } non utilizzabili)
variant_pick_choose = Scegli
variant_pick_chosen = Scelta
history_none = Nessuna carta è stata ancora giocata in questa smazzata.
history_played = { $name } ha giocato { $card }
history_took = ha preso { $cards }
history_laid = l'ha calata in tavola
history_played_you = Hai giocato { $card }
history_took_you = hai preso { $cards }
history_laid_you = l'hai calata in tavola
history_swept = { $took } · { $shout }
undo_hint = U: annulla la tua ultima mossa
undo_after_doubt = Non si annulla una mossa prima di una carta scoperta da un dubbio.
undo_nothing = Non hai mosse da annullare dall'ultima distribuzione delle carte.
undone = Mossa annullata
undone_plays = Annullato: { $plays }
continue = Continua
button_countdown = { $label } ({ $n })
next_round = Prossima smazzata
match_end = Partita finita
winner = { $name } vince la partita
winner_you = Hai vinto la partita!
winner_team = { $name } vincono la partita
draw = La partita finisce pari
reason_cappotto = per cappotto
reason_all_coins = prendendo tutti i denari
reason_rounds = dopo l'ultima mano
reason_tie_card = in parità dopo l'ultima mano, col { $card }
reason_target = {""}
reason_target_loses = {""}
reason_last_left = l'ultimo rimasto in gioco
reason_drawn = {""}
loser_line = { $name } ha raggiunto { $target } e ha perso
loser_line_you = Hai raggiunto { $target } e hai perso
loser_line_team = { $name } hanno raggiunto { $target } e hanno perso
target_loses = chi arriva a { $target } perde
rounds =
    { $n ->
        [one] una smazzata sola
       *[other] { $n } smazzate
    }
target_out = a { $target } si esce
seat_out = fuori
out_in_round = { $name } ha raggiunto { $target }: esce dal gioco
out_in_round_you = Hai raggiunto { $target }: esci dal gioco
rules_elimination_needs_lose = Una partita a eliminazione vuole match.objective: lose.
rules_elimination_needs_alone = Una partita a eliminazione si gioca ognuno per sé; con { $n } giocatori i posti sono a squadre.
rounds_heading = Smazzate
new_match = Nuova partita
main_menu = Menu principale
quit = Esci
team_of = { $a } e { $b }
skip_hint = Clicca o premi Spazio per saltare
speed = Velocità: { $speed }
speed_slow = lenta
speed_normal = normale
speed_fast = veloce
speed_instant = istantanea

## menu

menu_continue = Continua
menu_new = Nuova partita
menu_load = Carica
menu_continue_lan = Riprendi la partita ospitata
seat_net = Su un altro computer
net_state_open = non ancora arrivato
net_state_connected = collegato
net_state_away = assente
net_state_computer = gioca il computer per lui
host_waiting = In attesa dei giocatori sugli altri computer
host_address = Indirizzo: { $address }
host_code = Codice: { $code }
host_seat = { $name }: { $state }
set_stand_in = Un posto assente passa al computer dopo
stand_in_never = mai
stand_in_n = { $n } s
menu_join = Unisciti a una partita
join_title = Unisciti a una partita
net_new_match = Chi ospita ha cominciato una nuova partita allo stesso tavolo.
net_next_is_hosts = La prossima partita la comincia chi ospita: si aprirà qui.
join_kept_title = Il tuo posto in una partita
join_kept = { $title } su { $address }, posto { $seat }
join_take_back = Riprendi il mio posto
join_found = Partite sulla rete
join_looking = Cerco partite sulla rete…
join_none = Nessuna trovata: chiedi a chi ospita l'indirizzo e il codice.
join_pick = Scegli
join_match =
    { $open ->
        [one] { $title } su { $address } (1 posto libero)
       *[other] { $title } su { $address } ({ $open } posti liberi)
    }
join_by_address = Per indirizzo
join_address = Indirizzo (HOST:PORTA)
join_code = Codice della partita
join_button = Unisciti
join_bad_address = Scrivi l'indirizzo come HOST:PORTA, per esempio 192.168.1.5:8765.
join_bad_code = Il codice è di sei cifre.
join_joining = Mi unisco a { $address }…
join_refused_bad_code = Rifiutato: non è il codice di questa partita.
join_refused_too_many_tries = Rifiutato: troppi codici sbagliati da questo computer.
join_refused_bad_token = Rifiutato: nessun posto è tenuto per questo computer.
join_refused_table_full = Rifiutato: tutti i posti sono presi.
join_unreachable = Nessuna risposta da quell'indirizzo: la partita è ancora ospitata lì?
net_lost = Collegamento con chi ospita perso: riprovo…
net_back = Di nuovo collegati con chi ospita.
net_closed = Chi ospita ha chiuso la partita.
menu_rules = Regole
menu_stats = Statistiche
menu_settings = Impostazioni
menu_quit = Esci
menu_subtitle = Scopa, Escoba e Scopone
continue_note = { $variant }: { $score } (a { $target })
problems_title = Alcuni file non si sono potuti usare
ok = OK
yes = sì
no = no
on = sì
off = no
back = Indietro
start = Gioca

## nuova partita

match_setup = La partita
variant = Variante
players = Giocatori
players_n = { $n } giocatori
players_teams = { $n } giocatori, { $teams } squadre da { $size }
deck = Carte
deck_auto = quelle della variante
deck_neapolitan = Napoletane
deck_spanish = Spagnole
deck_french = Francesi
deck_french_four_colour = Francesi a quattro colori
deck_piacentine = Piacentine
deck_siciliane = Siciliane
deck_trevisane = Trevisane
deck_own = { $name } (tue)
own_deck_gone = Il mazzo { $name } non è più nella cartella dei mazzi: si usano le carte della variante.
own_deck_fine = Il tuo mazzo (semi { $suits }), licenza: { $licence }.
own_deck_suits_italian = italiani
own_deck_suits_spanish = spagnoli
own_deck_suits_french = francesi
own_deck_problems = Il tuo mazzo { $name } ha dei problemi: { $problems }
own_deck_missing = { $count } carte non hanno un'immagine ({ $cards }): le sostituiscono quelle del gioco
own_deck_not_png = { $file } non è un'immagine PNG; la sostituisce la carta del gioco
own_deck_not_svg = { $file } non è un'immagine SVG; la sostituisce la carta del gioco
own_deck_entities = { $file } dichiara entità, che non sono ammesse; la sostituisce la carta del gioco
own_deck_pixels = { $file } è troppo grande: al massimo { $limit }x{ $limit } pixel; la sostituisce la carta del gioco
own_deck_too_big = { $file } supera i { $limit } KB ammessi per l'immagine di una carta; la sostituisce la carta del gioco
own_deck_unreadable = { $file } non si può leggere (solo file normali); la sostituisce la carta del gioco
own_deck_not_drawn = { $file } non si può disegnare; la sostituisce la carta del gioco
own_deck_no_manifest = Manca { $file }: un mazzo ha bisogno di un deck.yaml con name, suits (italian, spanish o french) e licence
target_score = Si gioca a
points_n = { $n } punti
seats = Chi gioca
seat_n = Posto { $n }
seat_team = { $seat } (squadra { $team })
seat_human = Umano
cpu_easy = Computer: facile
cpu_medium = Computer: medio
cpu_hard = Computer: difficile
cpu_random = Computer: a caso
house_rule_broken = Questo file di regole della casa non si può usare: { $message }
house_rule_file = * Le tue regole della casa ({ $file }), basate su { $base }.

## regole della casa

house_rules = Regole della casa
house_rules_intro = Basate su { $variant }. Cambia ciò che al tuo tavolo si gioca diverso: { $use } le applica a questa partita, { $save } le tiene per Nuova partita.
house_rule_title = Nome
house_rule_default_title =
    { $gender ->
        [masculine] Il mio { $variant }
       *[feminine] La mia { $variant }
    }
house_rule_saved = Salvate in { $file }
use_rules = Usa
save_rules = Salva in un file
hr_group_deal = La distribuzione
hr_group_capture = Prese
hr_group_sweep = { $Sweeps }
hr_group_scoring = Punteggio
hr_group_match = La partita
hr_deal_hand = Carte in mano a ogni distribuzione
hr_deal_table = Carte scoperte in tavola all'inizio
hr_deal_last_face_up = Ultima distribuzione: tutte le mani scoperte
hr_with_players = { $label } ({ $n } giocatori)
hr_with_players_left = { $label } ({ $n } giocatori rimasti)
hr_change = { $label }: { $value }
house_rules_in_use = Regole della casa per questa partita: { $changes }
hr_capture_modes = Una carta prende
hr_capture_match_forbids_sums = La carta uguale si prende prima della somma
hr_capture_compulsory = Prendere è obbligatorio
hr_capture_ace_takes_all = L'Asso prende tutta la tavola
hr_capture_ace_sweep = L'Asso che pulisce la tavola fa scopa
hr_capture_leftovers = Le carte rimaste alla fine vanno a
hr_sweep_points = Punti per { $sweep }
hr_sweep_on_last_play = La { $sweep } all'ultima giocata vale
hr_scoring_cards = Carte (la maggioranza)
hr_scoring_coins = Maggioranza di { $coins }
hr_scoring_all_coins = Tutte le carte di { $coins } (al posto della maggioranza)
hr_scoring_settebello = { $Nick } (sette di denari)
hr_scoring_primiera = Primiera
hr_scoring_primiera_scale = Valori della primiera
hr_scoring_primiera_missing_suit = Chi non ha un seme, nella primiera
hr_scoring_sevens = Sette (la maggioranza)
hr_scoring_sevens_tiebreak = Parità nei sette
hr_scoring_all_sevens = Tutti e quattro i sette (al posto della maggioranza)
hr_scoring_all_sevens_replaces = I quattro sette comprendono il { $Nick } (non vale a parte)
hr_scoring_napola = Napola
hr_scoring_re_bello = Re bello (Re di denari)
hr_scoring_ties = Un punto in parità va a
hr_match_target = Si gioca a
hr_match_ties_play_on = In parità alla meta si continua
hr_match_objective = Chi arriva al traguardo
hr_players_four = In quattro si gioca
hr_players_six = In sei si gioca
hr_players_eight = In otto si gioca
mode_match = carta uguale
mode_sum = somma
mode_fifteen = quindici
mode_eleven = undici
hrv_card = la carta che può prendere deve prendere
hrv_hand = se una carta qualsiasi può prendere
hrv_none = no
hrv_not_scored = non si conta
hrv_sevens_tiebreak_none = resta pari
hrv_sevens_tiebreak_sixes_aces_fives = si spareggia con sei, assi, cinque
hrv_sevens_tiebreak_primiera = si spareggia con la primiera
hrv_last_capturer = chi ha preso per ultimo
hrv_nobody = nessuno
hrv_win = vince
hrv_lose = perde
hrv_everybody = tutti i pari
hrv_standard = classici (7=21, 6=18, A=16)
hrv_figures_zero = figure a 0
hrv_veneto = alla veneta (valori nominali)
hrv_ace_low = Asso basso (7, 6, 5 ... A)
hrv_most_sevens = più sette
hrv_loses = la perde
hrv_counts = conta i suoi semi
hrv_run = scala di denari dall'Asso
hrv_three_plus_coins = 3, poi 1 per denaro
hrv_teams = a coppie
hrv_alone = ognuno per sé
hrv_two_teams_of_three = in due squadre da tre
hrv_three_teams_of_two = in tre coppie
hrv_four_teams_of_two = in quattro coppie
hrv_two_teams_of_four = in due squadre da quattro

## schermata delle regole

rules_of = Regole: { $variant }
rules_keys = Rotella o frecce per scorrere; Sinistra/Destra tra le sezioni; Esc per uscire

## impostazioni

rules_keys_choose = ; Tab, o l'iniziale di una variante: un'altra variante
set_group_game = Gioco
set_group_look = Aspetto
set_group_network = Partite in rete
set_group_sound = Suono
set_language = Lingua
set_player_name = Il tuo nome
set_confirm_play = Conferma prima di giocare una carta
set_undo = Permetti di annullare una mossa
set_capture_values = Valori di presa sulle carte
set_hand_order = Ordina la tua mano
order_dealt = come arrivano
order_rank = per valore
order_suit = per seme
set_speed = Velocità delle animazioni
set_fullscreen = Schermo intero
set_ui_scale = Dimensione del testo
set_sound = Effetti sonori
set_volume = Volume
values_auto = numeri d'angolo dove non stampati; figure spagnole
values_on = sempre
values_off = mai
settings_not_saved = Impossibile salvare le impostazioni: { $reason }

## statistiche

stats_total = Tutte le varianti
stats_first_column = Mostra da
stats_none = Nessuna partita giocata finora.
stats_comeback_note = Miglior rimonta: il massimo svantaggio in punti di una partita vinta.
stats_reset = Azzera le statistiche
stats_reset_question = Dimenticare tutte le partite e le smazzate contate finora? Il vecchio file viene messo da parte.
stats_reset_yes = Azzera
stats_reset_done = Statistiche azzerate.
stats_chart_title = Punteggi finali, partita per partita
stats_chart_caption_one = L'ultima partita: { $result } · scarto { $margin }
stats_result_won = vinta
stats_result_lost = persa
stats_result_drawn = pareggiata
stats_chart_caption = Vinte { $won }, perse { $lost } delle ultime { $n } · scarto medio { $margin }
stats_chart_you = Tu
stats_chart_them = Miglior avversario
stats_chart_variant = Grafico
stats_chart_none = Nessuna partita ancora finita: il grafico comincia dalla prima.
stat_matches = Partite giocate
stat_matches_won = Partite vinte
stat_rounds = Smazzate giocate
stat_rounds_won = Smazzate vinte
stat_sweeps = Scope
stat_settebelli = Settebelli
stat_primiere = Primiere
stat_points_per_round = Punti per smazzata
stat_best_comeback = Miglior rimonta

## salvataggi e menu di gioco

load = Carica
save = Salva
no_saves = Nessuna partita salvata. Salvane una dal menu al tavolo (Esc).
slot_line = { $variant }, { $players }: { $score } (a { $target }), smazzata { $round }, { $date }
slot_line_undated = { $variant }, { $players }: { $score } (a { $target }), smazzata { $round }
slot_broken = Non si può caricare: { $reason }
save_match = Salva la partita
save_name = Nome
save_note = La partita in corso si conserva comunque dopo ogni mossa; un salvataggio con un nome conserva anche questo momento, da riprendere con Carica (Continua riparte sempre dall'ultima mossa).
saved_slots = Partite salvate
save_needs_name = Dai un nome al salvataggio.
save_failed = Impossibile salvare la partita: { $reason }
saved_as = Salvata come { $name }
paused = Pausa
resume = Riprendi
leave = Torna al menu principale
quit_question = Chiudere il gioco? La partita in corso resta per Continua.
keep_save = Tienilo
cancel = Annulla
rules_default_not_allowed = { $n } non è tra i numeri di giocatori ammessi.
rules_uneven_deal = in { $n } non si possono dividere in parti uguali le { $cards } carte che restano, tolte quelle in tavola.
rules_hands_too_big = { $n } giocatori con { $hand } carte a testa ne vogliono più delle { $cards } che restano, tolte quelle in tavola.
rules_builds_with_steals = Le granje non si giocano con i mazzi rubati dalla carta in cima.
rules_builds_with_claims = Le granje non si giocano con le scope dichiarate a carta coperta.
rules_builds_with_declarations = Le granje non si giocano con mani dichiarate o una matta.
rules_fewest_not_a_mode = { $mode } non è tra i modi di presa in uso.
rules_empty_file = il file è vuoto: una regola della casa comincia con `extends: scopa` (o un altro gioco) e poi cambia solo ciò che è diverso.
rules_no_modes = indica almeno un modo di presa.
rules_modulo_one = un ciclo di 1 rende uguali tutti i valori: usa 2 o più, oppure 0 per nessun ciclo.
rules_modulo_with_mode = i valori contati a cicli di { $n } non vanno con il modo di presa { $mode }: un totale o una carta più alta non hanno senso quando i valori ricominciano.
rules_bad_card_class = { $value } non indica carte: scrivi una carta (7D), un valore (da 1 a 10, o A) o un seme (D denari, C coppe, S spade, B bastoni), più d'uno separati da spazi.
rules_declaration_needs_one = Una dichiarazione indica uno solo tra same_rank, same_suit e total_at_most.
rules_not_in_deck = { $value } non è in un mazzo di { $size } carte: i suoi valori vanno da 1 a { $ranks }.
rules_bad_card = { $value } non è una carta: scrivi il valore e poi la lettera del seme, p. es. 10D.
rules_not_a_player_count = { $n } non è un numero di giocatori (2, 3, 4 o 6).
settings_problem = File delle impostazioni: { $problem }
settings_kept_as = Per ciò che era sbagliato vale il predefinito; il tuo file delle impostazioni è stato conservato come { $name }.
allowed_one_of = uno tra { $items }
allowed_range = un numero intero da { $low } a { $high }
allowed_at_least = un numero intero, almeno { $low }
allowed_number = un numero intero
allowed_text = del testo
rules_not_allowed = { $value } non è ammesso; valori ammessi: { $allowed }.
rules_unknown_key = chiave sconosciuta; qui sono ammesse: { $allowed }.
rules_missing_key = manca la chiave { $key }: inizia il file con `extends: scopa` per cambiare solo ciò che è diverso.
rules_not_list = qui ci vuole un elenco.
rules_not_mapping = qui ci vogliono delle chiavi.
rules_not_bool = qui ci vuole true o false.
rules_inherited = (Il valore viene da { $file }, riga { $line }.)
yaml_list_open = una lista aperta con [ non è chiusa con ]
yaml_mapping_open = un gruppo di chiavi tra parentesi graffe non è chiuso
yaml_ends_early = il file finisce dentro un testo tra virgolette o un valore
yaml_colon_here = due punti dove non possono stare: una riga rientrata diversamente da quella sopra, o due punti due volte sulla stessa riga (metti il testo tra virgolette, o la chiave su una riga sua)
yaml_indent = una riga non è rientrata come le altre del suo livello
yaml_bad_start = un valore non può cominciare con questo carattere (tab, @ o `): mettilo tra virgolette
yaml_tab = il rientro usa un tab: rientra con gli spazi
yaml_alias = i *nomi (alias YAML) non sono ammessi: scrivi il valore per intero
yaml_list_item = una voce di lista (- ...) dove le righe intorno sono chiavi
yaml_no_value = manca un valore
yaml_no_colon = una chiave senza i suoi due punti
yaml_two_documents = il file contiene due documenti (---): tienine uno
yaml_key_twice = la chiave { $key } è scritta due volte
yaml_character = il carattere { $character } non è ammesso in un file di regole
yaml_tag = il tag { $tag } non è ammesso
rules_yaml = questo non è YAML valido: { $detail }.
rules_did_you_mean = Forse intendevi '{ $hint }'?
save_problem = Non è stato possibile caricare il salvataggio { $file }: { $reason }.
save_problem_moved = Non è stato possibile caricare il salvataggio { $file }: { $reason }. È stato conservato come { $moved }.
save_error_missing = il file non c'è
save_error_unreadable = il file non si può leggere
save_error_truncated = è troncato
save_error_damaged = è danneggiato
save_error_not_a_save = non è un salvataggio di Scopa
save_error_other_version = viene da un'altra versione del gioco
save_error_bad_setup = posti e giocatori non sono validi
save_error_not_replayable = le sue mosse non formano una partita regolare
save_error_invalid_record = la registrazione della partita non è valida
rules_redeal_every_deal = ogni prima tavola di { $cards } carte andrebbe ridistribuita: una tavola che nessuna regola di ridistribuzione rifiuta ha al più { $most } carte.
rules_bad_text = questo testo contiene un carattere non ammesso (un NUL, un carattere di controllo o uno danneggiato).
rules_text_too_long = questo testo è troppo lungo: al massimo { $limit } caratteri.
rules_unreadable = il file non si può leggere.
rules_not_regular = questo non è un file normale (una cartella, una pipe o un dispositivo).
rules_too_big = il file è troppo grande: al massimo { $limit } byte.
rules_file_not_mapping = un file di regole è un elenco di chiavi (come `extends: scopa`).
rules_extends_unknown = { $name } non è né una variante predefinita né un file accanto a questo; le varianti sono { $presets }.
rules_extends_unknown_hint = { $name } non è né una variante predefinita né un file accanto a questo: forse { $hint }?
rules_extends_outside = { $name } deve essere una variante predefinita o un file nella stessa cartella (niente cartelle, niente '..').
rules_extends_too_deep = più di { $limit } file si estendono l'uno con l'altro.
rules_too_many = questo elenco è troppo lungo: al massimo { $limit } voci.
stats_problem = Non è stato possibile leggere le statistiche: { $reason }.
stats_problem_moved = Non è stato possibile leggere le statistiche: { $reason }. Il file è stato conservato come { $moved }.
stats_error_not_stats = non è un file di statistiche
save_error_bad_date = la data del salvataggio non è valida
save_error_not_regular = non è un file normale (una cartella, una pipe o un dispositivo)
save_error_too_big = il file è troppo grande
write_failed_full = Non è possibile salvare la partita: il disco è pieno. Il gioco riprova dopo ogni mossa.
write_failed_readonly = Non è possibile salvare la partita: la cartella dei dati non è scrivibile. Il gioco riprova dopo ogni mossa.
write_failed_other = Non è possibile salvare la partita: { $reason }. Il gioco riprova dopo ogni mossa.
write_ok_again = Il salvataggio funziona di nuovo: la partita è al sicuro.
kept_prefix = Conservata
date_today = oggi alle { $time }
date_yesterday = ieri alle { $time }
date_on = { $day } { $month } { $year } alle { $time }
months_short = gen feb mar apr mag giu lug ago set ott nov dic
already_open = Scopa è già aperto in un'altra finestra. Gioca in una finestra alla volta: ognuna salverebbe sopra la partita in corso dell'altra.
already_open_title = Scopa è già aperto
already_open_guest = Scopa è già aperto in un'altra finestra: le partite giocate in questa non vengono salvate, e la partita dell'altra finestra resta com'è.
leave_hosted_title = Lasciare la partita ospitata?
leave_hosted_question = Ci sono giocatori ad altri computer ({ $n }) in questa partita: si ferma anche per loro. Resta conservata, e Continua la ospita di nuovo con i loro posti.
leave_hosted_yes = Lascia
kept_match = La partita in corso è stata conservata come salvataggio "{ $name }": la trovi in Carica.
kept_match_not_saved = Non è stato possibile mettere da parte la partita in corso: resta per Continua e questa partita non verrà salvata.
delete = Elimina
kept_group = Partite conservate ({ $n })
kept_group_note = Conservate quando un'altra partita ha preso il loro posto
delete_kept = Elimina tutte ({ $n })
delete_kept_title = Elimina le partite conservate
delete_kept_question = Eliminare le { $n } partite conservate? I salvataggi a cui hai dato un nome restano.
keep_them = Tienile
delete_question = Eliminare il salvataggio "{ $name }"? Non si potrà recuperare.
overwrite = Sostituisci
overwrite_question = Esiste già un salvataggio "{ $name }". Sostituirlo con questa partita?
replace_title = C'è una partita in corso
replace_question = La partita in corso sarà conservata come salvataggio a sé: la troverai in Carica.
replace_start = Inizia la nuova partita
replace_load = Carica questo salvataggio
keep_failed = Non è stato possibile conservare la partita in corso come salvataggio ({ $reason }), quindi non è stata sostituita: resta per Continua.
list_and = { $a } e { $b }
list_or = { $a } o { $b }
illegal_not_in_hand = Non hai in mano questa carta: { $card }.
illegal_cannot_declare = Questa dichiarazione non si può fare ora: una mano si dichiara prima della sua prima carta, e solo se vale punti.
illegal_must_answer = Prima rispondi alla scopa dichiarata: ti fidi o no?
illegal_no_claim = Non c'è nessuna scopa dichiarata a cui rispondere.
illegal_cannot_claim = Ora non si può dichiarare scopa con una carta coperta ({ $card }): si dichiara tutta la tavola, e solo dove una scopa varrebbe.
illegal_not_on_table = Queste carte non sono in tavola: { $cards }.
illegal_must_capture = { $card } può prendere, quindi non si può calare in tavola: prende { $options }.
illegal_must_capture_hand = Quando si può prendere bisogna prendere: possono prendere { $cards }.
illegal_cannot_capture = { $card } qui non prende niente: calala in tavola.
illegal_ace_takes_all = L'Asso prende tutta la tavola.
illegal_ace_takes_ace = Con un Asso in tavola, l'Asso prende solo quell'Asso.
illegal_twin_only_to_sweep = Il { $card } può prendere la sua gemella, la stessa carta dell'altro mazzo, solo per svuotare la tavola.
illegal_must_match = In tavola c'è una carta dello stesso valore ({ $rank }): va presa quella, non una somma.
illegal_fewest_cards = Bisogna prendere meno carte possibile: { $options }.
illegal_not_fifteen = { $card } e le carte prese devono fare 15; così fanno { $total }.
illegal_not_eleven = { $card } e le carte prese devono fare 11; così fanno { $total }.
illegal_must_match_or_total = In tavola c'è una carta dello stesso valore ({ $rank }): va presa quella, non una somma, oppure carte che con { $card } fanno { $goal }.
illegal_wrong_sum_or_total = Le carte prese devono sommare { $value }, il valore di { $card }, o fare { $goal } insieme a essa; così fanno { $total }.
illegal_wrong_sum = Le carte prese devono sommare { $value }, il valore di { $card }; così fanno { $total }.
card_counts = { $card } ({ $value })
build_label = Granja da { $value }: { $name }
illegal_build_whole = Una granja si prende solo intera, con una carta pari al suo valore, mai in una somma né in parte.
illegal_no_builds = Queste regole non hanno granje: cala la carta o prendi con essa.
illegal_build_onto = Si costruisce su una sola carta libera del tavolo, o su una granja intera.
illegal_cannot_raise = Con queste regole non puoi alzare quella granja.
illegal_build_too_high = Quella granja varrebbe { $value }: nessuna carta prende più di 10.
illegal_build_needs_card = Per costruire { $value } devi tenere in mano un'altra carta da { $value } con cui prenderla.
illegal_illegal = Questa mossa non è consentita.
illegal_not_an_option = Questa presa non è ammessa: { $card } può prendere { $options }.
illegal_wrong_difference = Due o più carte si prendono per differenza: la più alta meno le altre deve lasciare { $value }, il valore di { $card }; così lasciano { $difference }.
illegal_wrong_sum_or_difference = Le carte prese devono sommare { $value }, il valore di { $card }, o lasciarlo come differenza, la più alta meno le altre; così sommano { $total } e lasciano { $difference }.
illegal_wrong_sum_cycled = Contando a cicli di { $modulo }, { $card } vale { $value }, e anche le carte prese devono fare { $value }; così fanno { $total }.
illegal_must_match_value = { $card } vale { $value }, e una carta di quel valore in tavola viene prima di ogni somma: prendi { $options }.
illegal_must_match_difference = In tavola c'è una carta dello stesso valore ({ $rank }): va presa quella, non una differenza.
illegal_must_steal = { $card } può rubare un mazzo, quello con in cima { $options }: deve farlo.
illegal_cannot_steal = In questo gioco i mazzi non si rubano.
illegal_no_pile = Non c'è un mazzo così da rubare: solo quello di un avversario, con una carta in cima.
illegal_one_pile = Una carta ruba un mazzo alla volta.
illegal_steal_barred = In tavola c'è una carta di quel valore: prendi quella; il mazzo non si ruba finché è lì.
illegal_steal_alone = Un mazzo si ruba da solo: { $card } non può prendere anche carte in tavola.
illegal_steal_sum = Le carte in tavola e { $cards } in cima a quel mazzo non fanno la somma di { $card }.
illegal_steal_no_match = { $card } non è pari a { $cards } in cima a quel mazzo.

## an error in the window

crash_title = Qualcosa è andato storto
crash_what = Un errore imprevisto ha fermato { $where }; il gioco è ancora aperto.
crash_where_table = il tavolo
crash_where_menu = il menu principale
crash_where_screen = questa schermata
crash_saved = La partita è salvata: Continua, nel menu principale, la riprende da dov'era.
crash_not_saved = Non è stato possibile salvare la partita ora: Continua la riprende dall'ultima mossa salvata.
crash_log = Quanto è successo è scritto nel file di registro del gioco:
crash_no_log = Questa volta il gioco non tiene un file di registro.
crash_go_on = Avanti

## builds by hand: what a card does, chosen

choice_question = Che cosa fai con { $card }?
choice_take = Prendi { $cards }
choice_build = Fai una granja da { $value } sopra { $card }
choice_build_part = la granja da { $value }
choice_raise = Alza la granja da { $old } a { $value }
choice_lay = Lasciala in tavola
journal_problem = Alcune mosse salvate dopo l'ultimo salvataggio completo non si sono potute rileggere ({ $reason }): la partita riprende dall'ultima che si è potuta leggere ({ $n } rilette).
journal_problem_moved = Alcune mosse salvate dopo l'ultimo salvataggio completo non si sono potute rileggere ({ $reason }): la partita riprende dall'ultima che si è potuta leggere ({ $n } rilette). Il file è stato conservato come { $moved }.
journal_error_damaged = una riga è danneggiata
journal_error_foreign = il file non contiene le mosse di questa partita
journal_error_illegal = una mossa non è regolare
hr_capture_ace_free_choice = L'Asso può prendere meno di tutta la tavola
hr_deal_redeal_dealer = Una prima tavola ridata la dà
hrv_redeal_dealer_same = lo stesso mazziere
hrv_redeal_dealer_next = il mazziere seguente
hrv_most_by_rank = più sette, e così via fino agli assi
mode_difference = differenza
per_dealer = una smazzata per mazziere
round_of = Smazzata { $n } di { $of }
round_extra = Smazzata { $n }, per lo spareggio
rules_per_dealer_with_elimination = Una smazzata per mazziere non va con una partita a eliminazione: chi darebbe le carte quando qualcuno esce?
allowed_range_or = un numero intero da { $low } a { $high }, oppure { $items }
own_deck_slow = { $file } richiede troppo tempo per essere disegnata; si vede la carta del gioco
own_deck_given_up = { $files } richiedono troppo tempo per essere disegnate, quindi le altre non si provano: { $count } carte si vedono come quelle del gioco
own_deck_checking = Verifica che le sue carte si disegnino: { $done } di { $count }.
host_net_down = Il collegamento con gli altri computer si è fermato e non è potuto ripartire. La partita è conservata: esci, poi «{ $button }» nel menu principale la riprende.

## LAN: wrong join codes tried

host_code_title = Per entrare in questa partita
host_guessing = Qualcuno prova codici sbagliati ({ $n } finora): ora chi entra aspetta il suo turno.
host_code_retired = Sono stati provati { $n } codici sbagliati: questo codice non vale più.
host_new_code = Nuovo codice
host_new_code_said = Il nuovo codice: { $code }
join_queued = Chi ospita controlla i codici uno alla volta (qualcuno prova codici sbagliati): attendi…
join_refused_code_retired = Rifiutato: quel codice non vale più. Chiedi a chi ospita quello nuovo.

## The language's own name, as the Settings screen offers it

language_name = Italiano
