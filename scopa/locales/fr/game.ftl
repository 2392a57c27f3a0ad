# The table's words, fr. Fluent syntax: https://projectfluent.org/fluent/guide/
title = Scopa
you = Vous
player_n = Joueur { $n }
your_turn = À vous : jouez une carte
your_turn_first = À vous : cliquez sur une carte pour la jouer. Survolez-en une pour voir ce qu'elle prend ; H conseille, U annule
your_turn_choose = Choisissez quoi prendre : cliquez sur ses cartes, ou Tab pour changer et Entrée pour prendre
choice_taken = les cartes que vous prenez
choice_other = une autre prise possible
# a choice that steals a pile: the pile and how many cards it holds
choice_pile = le tas de { $victim } ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    })
turn_of = Au tour de { $name }
thinking = { $name } réfléchit...
wait_turn = Attendez votre tour.
played = { $name } a joué { $card }
played_took = { $name } a joué { $card } et pris { $cards }
took = et pris { $cards }
played_you = Vous avez joué { $card }
took_you = et pris { $cards }
took_pile = et volé le tas de { $victim } ({ $n } cartes)
took_pile_you = et volé le tas de { $victim } ({ $n } cartes)
built_line = et fait une granja de { $value }
built_line_you = et fait une granja de { $value }
took_your_pile = et volé votre tas ({ $n } cartes)
swept_line = et vidé la table : { $sweep } !
swept_line_you = et vidé la table : { $sweep } !
built = { $name } fait une granja de { $value } sur la table
built_you = Vous faites une granja de { $value } sur la table
takes_rest = { $name } ramasse les cartes restées sur la table
takes_rest_you = Vous ramassez les cartes restées sur la table
steals_pile = { $name } vole le tas de { $victim }
steals_pile_you = Vous volez le tas de { $victim }
steals_your_pile = { $name } vole votre tas
bonus = { $name } ramasse la première table
bonus_you = Vous ramassez la première table
bonus_sum = { $name } ramasse la première table : ses cartes font { $total }
bonus_sum_you = Vous ramassez la première table : ses cartes font { $total }
scores_reset = { $name } a pris { $n } cartes de { $coins } : retour à 0 pour { $others } (au lieu de { $before })
dealer_drawn = Tirage face visible : { $name } reçoit la carte { $card } (carte n° { $n }) et donne en premier
dealer_drawn_you = Tirage face visible : vous recevez la carte { $card } (carte n° { $n }) et donnez en premier
redeal = Nouvelle donne : { $count } { $ranks } sur la table
last_plays =
    { $n ->
        [one] Dernier coup
       *[other] Derniers coups
    }
score_so_far = { $line } ({ $points } cette manche)
stock = Talon
target = en { $target }
score_line = { $name }  { $score }
cards =
    { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
round_n = Manche { $n }
dealer = donneur
dealer_you = donneur
pass_to = Passez à { $name }
pass_to_numbered = Passez au { $name }
pass_hint = Que les autres détournent les yeux. Cliquez ou appuyez sur Entrée quand vous êtes prêt.
sweep_shout = { $word } !
summary_title = Manche { $n }
cat_scope = Scopas
cat_cards = Cartes
cat_coins = Deniers
cat_settebello = Settebello
cat_primiera = Primiera
cat_sevens = Sept
cat_napola = Napola
cat_last_laid = Picchiata
cat_one_suit = Bager
cat_many_cards = Piccola
kind_last_laid = picchiata (la carte qui vient d'être posée, prise par une de son rang)
kind_one_suit = bager (une prise toute d'une même couleur)
kind_many_cards = piccola (trois cartes ou plus prises d'un coup)
play_scored = { $name } : { $kinds }, +{ $value }
reason_all_suit = en prenant toutes les cartes d'une couleur
hr_capture_figures = Les figures (les trois rangs les plus hauts) prennent
hr_play_points_last_laid = Picchiata : prendre la carte qui vient d'être posée
hr_play_points_one_suit = Bager : une prise toute d'une même couleur
hr_play_points_many_cards = Piccola : trois cartes ou plus d'un coup
hrv_split = chaque camp à égalité une part
hrv_any = comme toute carte
hrv_same_only = seulement la même figure
cat_declarations = Annonces
declaration = { $what } · { $points }
declaration_wild = { $what } ({ $card } = { $rank })
declare_button = Annoncer : { $what }
declared_button = ✓ Annoncé : { $what }. Jouez maintenant une carte
declares = { $name } annonce { $what }
declares_you = Vous annoncez { $what }
cat_claims = Annonces face cachée
claim_button = Annoncer une { $sweep } (C)
claim_button_on = ✓ Annonce d'une { $sweep } : choisissez une carte (C ou Échap : non)
your_turn_claim = Choisissez la carte à jouer face cachée, en annonçant une { $sweep } de toute la table
your_turn_answer = Une annonce attend votre réponse : croyez-la ou doutez-en
trust_shout = Vous me croyez ?
claims = { $name } joue une carte face cachée et annonce une { $sweep } de { $n } cartes
claims_you = Vous jouez une carte face cachée et annoncez une { $sweep } de { $n } cartes
trusts = { $name } croit l'annonce
trusts_you = Vous croyez l'annonce
doubts = { $name } doute de l'annonce : la carte est montrée
doubts_you = Vous doutez de l'annonce : la carte est montrée
answer_question = { $name } annonce une { $sweep } de { $n } cartes avec une carte jouée face cachée. Le croyez-vous ?
answer_trusted_by = Déjà crue par { $names }.
trust_button = Croire (T, Entrée)
doubt_button = Douter (D)
claim_trusted_you = Annonce crue : votre { $sweep } est acquise, sa carte jamais vue
claim_upheld_you = L'annonce était vraie ({ $card }) : la { $sweep } est acquise, { $points } pour vous
claim_bluff_you = Un bluff ({ $card }) : elle reste sur la table, { $points } pour vous
last_claim_pending_you = annonce d'une { $sweep } : les autres répondent
claim_trusted = Annonce crue : la { $sweep } de { $name } est acquise, sa carte jamais vue
claim_upheld = L'annonce était vraie ({ $card }) : la { $sweep } est acquise, { $points } pour { $side }
claim_upheld_free = L'annonce était vraie ({ $card }) : la { $sweep } est acquise
claim_bluff = Un bluff ({ $card }) : elle reste sur la table, { $points } pour { $side }
claim_bluff_free = Un bluff ({ $card }) : elle reste sur la table
last_claimed = { $name } a joué une carte face cachée
last_claimed_you = Vous avez joué une carte face cachée
last_claim_pending = annonce d'une { $sweep } : la croire ?
last_claim_trusted = crue : une { $sweep }, jamais vue
last_claim_upheld = mise en doute : { $card }, une { $sweep }
last_claim_bluff = mise en doute : { $card }, un bluff
history_claimed = { $name } a joué une carte face cachée, en annonçant une { $sweep }
history_claimed_you = Vous avez joué une carte face cachée, en annonçant une { $sweep }
history_claim_pending = en attente des réponses
history_claim_trusted = crue : a pris { $cards }, la carte jamais vue
history_claim_upheld = mise en doute, c'était { $card } : a pris { $cards }
history_claim_bluff = mise en doute, c'était { $card } : un bluff, posé face { $cards }
cat_re_bello = Re bello
cat_seven_of_cups = Sept de Coupes
detail_cards =
    { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
detail_coins =
    { $n ->
        [one] { $n } denier
       *[other] { $n } deniers
    }
detail_sevens =
    { $n ->
        [one] { $n } sept
       *[other] { $n } sept
    }
detail_settebello_yes = pris
detail_settebello_in_sevens = pris, avec les quatre sept
detail_settebello_no = -
detail_primiera = { $value }
decimal_mark = ,
percent = { $n } %
detail_primiera_none = il manque une couleur
detail_sweeps = { $n }
detail_napola = { $n }
detail_plain = {""}
round_points = Points de la manche
match_total = Partie
hint_thinking = Recherche d'un conseil...
confirm_play = Jouer { $card } ? Cliquez de nouveau dessus ou appuyez sur Entrée.
hint_take_why = Conseil ({ $reason }) : jouez { $card } pour prendre { $taken }, en laissant { $left }.
hint_take = Conseil : jouez { $card } pour prendre { $taken }, en laissant { $left }.
hint_lay_why = Conseil ({ $reason }) : posez { $card } { $left }.
hint_lay = Conseil : posez { $card } { $left }.
hint_only_lay = Conseil : posez { $card }, votre seul coup permis, { $left }.
hint_beside_safe = face { $cards } : aucune carte ne pourra alors faire de { $sweep }
hint_beside_open = face { $cards } : une carte pourrait alors faire une { $sweep }
hint_alone_safe = sur la table vide : aucune carte ne peut faire de { $sweep } avec elle
hint_alone_open = sur la table vide, où une carte pourrait faire une { $sweep }
hint_claim = Conseil : jouez { $card } face cachée, en annonçant une { $sweep } de la table.
hint_bluff = Conseil : jouez { $card } face cachée et bluffez une { $sweep } : les autres vous croiront sans doute.
hint_trust = Conseil : croyez l'annonce : elle est sans doute vraie, et douter coûterait un point.
hint_doubt = Conseil : doutez de l'annonce : c'est sans doute un bluff.
hint_only = Conseil : jouez { $card }, votre seul coup permis, en laissant { $left }.
why_build = une granja de { $n }, à prendre au prochain tour
why_sweep = une { $sweep }
why_settebello = le { $settebello }
why_sevens = { $n } sept
why_seven = un sept
why_coins = { $n } deniers
why_cards = { $n } cartes
why_steal = tout le tas dessous : { $n } cartes
why_keeps_sevens = vos sept restent en main
why_keeps_coins = vos deniers restent en main
why_lays_least = votre carte la moins utile
why_takes_least = le moins de points possible
why_gives_away = il faut éviter les points : laissez-les aux autres
hint_left_empty = la table vide
hint_left_safe = { $cards } : aucune carte ne pourra alors faire de { $sweep }
hint_left_open = { $cards } : une carte pourrait alors faire une { $sweep }
hint_left_sum = { $n } cartes qui font { $total }
hint_left_sum_to = à { $n } cartes qui font { $total }
undo = Annuler
hint_button = Conseil
history_button = Coups
history_title = Les coups de cette manche
history_more_above =
    { $n ->
        [one] 1 coup plus tôt au-dessus : faites défiler vers le haut, ou Page préc.
       *[other] { $n } coups plus tôt au-dessus : faites défiler vers le haut, ou Page préc.
    }
history_more_below =
    { $n ->
        [one] 1 coup plus tard en dessous : faites défiler vers le bas, ou Fin
       *[other] { $n } coups plus tard en dessous : faites défiler vers le bas, ou Fin
    }
summary_tie = { $n } · égalité
variant_keys = < > passe d'une variante à l'autre parmi les { $n } (ou cliquez sur le nom et tapez une initiale). Tout voir les liste, chacune avec ce qu'elle est.
variant_all = Tout voir
variant_pick_title = Choisir une variante
variant_pick_presets = Les jeux ({ $n })
variant_pick_own = Vos règles maison ({ $n })
variant_pick_own_broken = Vos règles maison ({ $n }, dont { $broken } inutilisables)
variant_pick_choose = Choisir
variant_pick_chosen = Choisie
history_none = Aucune carte n'a encore été jouée dans cette manche.
history_played = { $name } a joué { $card }
history_took = a pris { $cards }
history_laid = a posé sa carte sur la table
history_played_you = Vous avez joué { $card }
history_took_you = avez pris { $cards }
history_laid_you = avez posé votre carte sur la table
history_swept = { $took } · { $shout }
undo_hint = U : annuler votre dernier coup
undo_after_doubt = On ne peut pas annuler un coup au-delà d'une carte montrée par un doute.
undo_nothing = Vous n'avez aucun coup à annuler depuis la dernière distribution.
undone = Coup annulé
undone_plays = Annulé : { $plays }
continue = Continuer
button_countdown = { $label } ({ $n })
next_round = Manche suivante
match_end = Partie terminée
winner = { $name } gagne la partie
winner_you = Vous gagnez la partie !
winner_team = { $name } gagnent la partie
draw = La partie est nulle
reason_cappotto = par cappotto
reason_all_coins = en prenant tous les deniers
reason_rounds = après la dernière manche
reason_tie_card = à égalité après la dernière manche, grâce à la carte { $card }
reason_target = {""}
reason_target_loses = {""}
reason_last_left = dernier joueur encore en jeu
reason_drawn = {""}
loser_line = { $name } a atteint { $target } et perd
loser_line_you = Vous avez atteint { $target } et perdez
loser_line_team = { $name } ont atteint { $target } et perdent
target_loses = le premier à { $target } perd
rounds =
    { $n ->
        [one] une manche
       *[other] { $n } manches
    }
target_out = { $target } vous élimine
seat_out = éliminé
out_in_round = { $name } a atteint { $target } : éliminé
out_in_round_you = Vous avez atteint { $target } : éliminé
rules_elimination_needs_lose = Un jeu à élimination demande match.objective: lose.
rules_elimination_needs_alone = Dans un jeu à élimination, chacun joue pour soi ; à { $n } joueurs, les places sont en équipes.
rounds_heading = Manches
new_match = Nouvelle partie
main_menu = Menu principal
quit = Quitter
team_of = { $a } et { $b }
skip_hint = Cliquez ou Espace pour passer
speed = Vitesse : { $speed }
speed_slow = lente
speed_normal = normale
speed_fast = rapide
speed_instant = instantanée

## menus

menu_continue = Continuer
menu_new = Nouvelle partie
menu_load = Charger
menu_continue_lan = Reprendre la partie hébergée
seat_net = Sur un autre ordinateur
net_state_open = pas encore connecté
net_state_connected = connecté
net_state_away = absent
net_state_computer = l'ordinateur joue à sa place
host_waiting = En attente des joueurs sur d'autres ordinateurs
host_address = Adresse : { $address }
host_code = Code d'accès : { $code }
host_seat = { $name } : { $state }
set_stand_in = Une place absente passe à l'ordinateur après
stand_in_never = jamais
stand_in_n = { $n } s
menu_join = Rejoindre une partie
join_title = Rejoindre une partie
net_new_match = L'hôte a commencé une nouvelle partie à la même table.
net_next_is_hosts = C'est à l'hôte de lancer la partie suivante : elle s'ouvrira ici à ce moment-là.
join_kept_title = Votre place dans une partie
join_kept = { $title } sur { $address }, place { $seat }
join_take_back = Reprendre ma place
join_found = Parties sur le réseau
join_looking = Recherche de parties sur le réseau…
join_none = Aucune trouvée : demandez à l'hôte son adresse et son code d'accès.
join_pick = Choisir
join_match =
    { $open ->
        [one] { $title } sur { $address } (1 place libre)
       *[other] { $title } sur { $address } ({ $open } places libres)
    }
join_by_address = Par adresse
join_address = Adresse (HÔTE:PORT)
join_code = Code d'accès
join_button = Rejoindre
join_bad_address = Écrivez l'adresse de l'hôte sous la forme HÔTE:PORT, par ex. 192.168.1.5:8765.
join_bad_code = Le code d'accès a six chiffres.
join_joining = Connexion à { $address }…
join_refused_bad_code = L'hôte a refusé : ce n'est pas le code de cette partie.
join_refused_too_many_tries = L'hôte a refusé : trop de codes erronés depuis cet ordinateur.
join_refused_bad_token = L'hôte a refusé : aucune place n'est gardée pour cet ordinateur.
join_refused_table_full = L'hôte a refusé : toutes les places sont prises.
join_unreachable = Pas de réponse à cette adresse : la partie y est-elle encore hébergée ?
net_lost = La connexion avec l'hôte est perdue : nouvelle tentative…
net_back = De nouveau connecté à l'hôte.
net_closed = L'hôte a fermé la partie.
menu_rules = Règles
menu_stats = Statistiques
menu_settings = Réglages
menu_quit = Quitter
menu_subtitle = Scopa, Escoba et Scopone
continue_note = { $variant } : { $score } (en { $target })
problems_title = Certains fichiers n'ont pas pu être utilisés
ok = OK
yes = oui
no = non
on = activé
off = désactivé
back = Retour
start = Commencer

## new match

match_setup = La partie
variant = Variante
players = Joueurs
players_n = { $n } joueurs
players_teams = { $n } joueurs, { $teams } équipes de { $size }
deck = Jeu de cartes
deck_auto = celui de la variante
deck_neapolitan = Napolitain
deck_spanish = Espagnol
deck_french = Français
deck_french_four_colour = Français, quatre couleurs
deck_piacentine = Piacentine
deck_siciliane = Sicilien
deck_trevisane = Trévisan
deck_own = { $name } (le vôtre)
own_deck_gone = Le jeu { $name } n'est plus dans le dossier des jeux : les cartes de la variante sont utilisées.
own_deck_fine = Votre propre jeu (couleurs { $suits }), licence : { $licence }.
own_deck_suits_italian = italiennes
own_deck_suits_spanish = espagnoles
own_deck_suits_french = françaises
own_deck_problems = Votre jeu { $name } a des problèmes : { $problems }
own_deck_missing = { $count } cartes n'ont pas d'image ({ $cards }) : les cartes du jeu les remplacent
own_deck_not_png = { $file } n'est pas une image PNG ; la carte du jeu la remplace
own_deck_not_svg = { $file } n'est pas une image SVG ; la carte du jeu la remplace
own_deck_entities = { $file } déclare des entités, ce qui n'est pas permis ; la carte du jeu la remplace
own_deck_pixels = { $file } est trop grande : { $limit }x{ $limit } pixels au plus ; la carte du jeu la remplace
own_deck_too_big = { $file } dépasse { $limit } Ko, le maximum pour une image de carte ; la carte du jeu la remplace
own_deck_unreadable = { $file } ne peut pas être lue (seuls les fichiers ordinaires le peuvent) ; la carte du jeu la remplace
own_deck_not_drawn = { $file } ne peut pas être dessinée ; la carte du jeu la remplace
own_deck_no_manifest = { $file } manque : un jeu a besoin d'un deck.yaml avec name, suits (italian, spanish ou french) et licence
target_score = Jouer en
points_n = { $n } points
seats = Qui joue
seat_n = Place { $n }
seat_team = { $seat } (équipe { $team })
seat_human = Humain
cpu_easy = Ordinateur : facile
cpu_medium = Ordinateur : moyen
cpu_hard = Ordinateur : difficile
cpu_random = Ordinateur : au hasard
house_rule_broken = Ce fichier de règles maison est inutilisable : { $message }
house_rule_file = * Vos règles maison ({ $file }), d'après { $base }.

## house rules

house_rules = Règles maison
house_rules_intro = D'après { $variant }. Changez ce que votre table joue autrement : { $use } le joue dans cette partie, { $save } le garde pour Nouvelle partie.
house_rule_title = Nom
house_rule_default_title = { $variant } maison
house_rule_saved = Enregistré sous { $file }
use_rules = Utiliser
save_rules = Enregistrer
hr_group_deal = La distribution
hr_group_capture = Les prises
hr_group_sweep = { $Sweeps }
hr_group_scoring = Le décompte
hr_group_match = La partie
hr_deal_hand = Cartes en main à chaque donne
hr_deal_table = Cartes face visible sur la table au départ
hr_deal_last_face_up = Dernière donne : toutes les mains à découvert
hr_with_players = { $label } ({ $n } joueurs)
hr_with_players_left = { $label } ({ $n } joueurs restants)
hr_change = { $label } : { $value }
house_rules_in_use = Règles maison de cette partie : { $changes }
hr_capture_modes = Une carte prend
hr_capture_match_forbids_sums = Une carte de même rang se prend avant une somme
hr_capture_compulsory = La prise est obligatoire
hr_capture_ace_takes_all = Un As ramasse toute la table
hr_capture_ace_sweep = Un As qui ramasse la table fait une scopa
hr_capture_leftovers = Les cartes restantes à la fin vont à
hr_sweep_points = Points par { $sweep }
hr_sweep_on_last_play = Une { $sweep } au dernier coup compte
hr_scoring_cards = Le plus de cartes
hr_scoring_coins = Le plus de { $coins }
hr_scoring_all_coins = Toutes les cartes de { $coins } (au lieu du plus de { $coins })
hr_scoring_settebello = { $Nick } (le Sept de Deniers)
hr_scoring_primiera = Primiera
hr_scoring_primiera_scale = Valeurs de la primiera
hr_scoring_primiera_missing_suit = Un camp à qui il manque une couleur à la primiera
hr_scoring_sevens = Le plus de sept
hr_scoring_sevens_tiebreak = Une égalité aux sept
hr_scoring_all_sevens = Les quatre sept (au lieu du plus de sept)
hr_scoring_all_sevens_replaces = Les quatre sept incluent le { $Nick } (pas compté à part)
hr_scoring_napola = Napola
hr_scoring_re_bello = Re bello (Roi de Deniers)
hr_scoring_ties = Une catégorie à égalité marque pour
hr_match_target = Jouer en
hr_match_ties_play_on = Une égalité au but se rejoue
hr_match_objective = Atteindre le but
hr_players_four = Quatre joueurs jouent
hr_players_six = Six joueurs jouent
hr_players_eight = Huit joueurs jouent
mode_match = même rang
mode_sum = somme
mode_fifteen = quinze
mode_eleven = onze
hrv_card = une carte qui peut prendre doit prendre
hrv_hand = si une carte peut prendre
hrv_none = non
hrv_not_scored = non compté
hrv_sevens_tiebreak_none = reste à égalité
hrv_sevens_tiebreak_sixes_aces_fives = départagée par les six, les As, les cinq
hrv_sevens_tiebreak_primiera = départagée par la primiera
hrv_last_capturer = le dernier à avoir pris
hrv_nobody = personne
hrv_win = gagne
hrv_lose = perd
hrv_everybody = tous les camps à égalité
hrv_standard = classique (7=21, 6=18, A=16)
hrv_figures_zero = les figures valent 0
hrv_veneto = vénitienne (valeur des cartes)
hrv_ace_low = As bas (7, 6, 5 ... A)
hrv_most_sevens = le plus de sept
hrv_loses = la perd
hrv_counts = compte ses couleurs
hrv_run = suite de deniers depuis l'As
hrv_three_plus_coins = 3, puis 1 par denier
hrv_teams = en deux équipes
hrv_alone = chacun pour soi
hrv_two_teams_of_three = en deux équipes de trois
hrv_three_teams_of_two = en trois équipes de deux
hrv_four_teams_of_two = en quatre équipes de deux
hrv_two_teams_of_four = en deux équipes de quatre

## rules screen

rules_of = Règles : { $variant }
rules_keys = Molette ou flèches pour défiler ; Gauche/Droite passent d'une section à l'autre ; Échap revient

## settings

rules_keys_choose =  ; Tab, ou l'initiale d'une variante : une autre variante
set_group_game = Jeu
set_group_look = Apparence
set_group_network = Jeu en réseau
set_group_sound = Son
set_language = Langue
set_player_name = Votre nom
set_confirm_play = Confirmer avant de jouer une carte
set_undo = Permettre d'annuler un coup
set_capture_values = Valeurs de prise sur les cartes
set_hand_order = Trier votre main
order_dealt = comme distribuée
order_rank = par rang
order_suit = par couleur
set_speed = Vitesse des animations
set_fullscreen = Plein écran
set_ui_scale = Taille du texte
set_sound = Effets sonores
set_volume = Volume
values_auto = chiffres en coin s'il n'y en a pas ; figures espagnoles
values_on = toujours
values_off = jamais
settings_not_saved = Les réglages n'ont pas pu être enregistrés : { $reason }

## statistics

stats_total = Toutes les variantes
stats_first_column = Afficher à partir de
stats_none = Aucune partie jouée pour l'instant.
stats_comeback_note = Meilleure remontée : le plus grand retard, en points, dans une partie que vous avez gagnée.
stats_reset = Remettre à zéro
stats_reset_question = Oublier toutes les parties et manches comptées jusqu'ici ? L'ancien fichier est gardé de côté.
stats_reset_yes = Remettre à zéro
stats_reset_done = Statistiques remises à zéro.
stats_chart_title = Scores finaux, partie après partie
stats_chart_caption_one = La dernière partie : { $result } · écart { $margin }
stats_result_won = gagnée
stats_result_lost = perdue
stats_result_drawn = nulle
stats_chart_caption = { $won } gagnées, { $lost } perdues sur les { $n } dernières · écart moyen { $margin }
stats_chart_you = Vous
stats_chart_them = Meilleur adversaire
stats_chart_variant = Graphique
stats_chart_none = Aucune partie jouée jusqu'au bout pour l'instant : le graphique commence avec la première.
stat_matches = Parties jouées
stat_matches_won = Parties gagnées
stat_rounds = Manches jouées
stat_rounds_won = Manches gagnées
stat_sweeps = Scopas
stat_settebelli = Settebellos
stat_primiere = Primieras
stat_points_per_round = Points par manche
stat_best_comeback = Meilleure remontée

## saves and the in-game menu

load = Charger
save = Enregistrer
no_saves = Aucune partie enregistrée pour l'instant. Enregistrez-en une depuis le menu de la table (Échap).
slot_line = { $variant }, { $players } : { $score } (en { $target }), manche { $round }, { $date }
slot_line_undated = { $variant }, { $players } : { $score } (en { $target }), manche { $round }
slot_broken = Impossible à charger : { $reason }
save_match = Enregistrer la partie
save_name = Nom
save_note = La partie en cours est de toute façon gardée après chaque coup ; un enregistrement nommé garde aussi ce moment-ci, pour y revenir depuis Charger (Continuer reprend toujours au dernier coup).
saved_slots = Parties enregistrées
save_needs_name = Donnez un nom à l'enregistrement.
save_failed = La partie n'a pas pu être enregistrée : { $reason }
saved_as = Enregistrée sous { $name }
paused = Pause
resume = Reprendre
leave = Retour au menu principal
quit_question = Fermer le jeu ? Une partie en cours est gardée pour Continuer.
keep_save = Garder
cancel = Annuler
rules_default_not_allowed = { $n } ne fait pas partie des nombres de joueurs permis.
rules_uneven_deal = { $n } joueurs ne peuvent pas se partager également les { $cards } cartes qui restent une fois la table posée.
rules_hands_too_big = { $n } joueurs à { $hand } cartes chacun demandent plus que les { $cards } cartes qui restent une fois la table posée.
rules_builds_with_steals = Les granjas ne se jouent pas avec des tas pris par leur carte du dessus.
rules_builds_with_claims = Les granjas ne se jouent pas avec des scopas annoncées face cachée.
rules_builds_with_declarations = Les granjas ne se jouent pas avec des mains annoncées ou un joker.
rules_fewest_not_a_mode = { $mode } ne fait pas partie des façons de prendre utilisées.
rules_empty_file = le fichier est vide : une règle maison commence par `extends: scopa` (ou un autre jeu) et ne change ensuite que ce qui diffère.
rules_no_modes = nommez au moins une façon de prendre.
rules_modulo_one = un cycle de 1 rend toutes les valeurs égales : utilisez 2 ou plus, ou 0 pour aucun.
rules_modulo_with_mode = des valeurs comptées par cycles de { $n } ne vont pas avec la façon de prendre { $mode } : un total ou une carte la plus haute n'a plus de sens quand les valeurs tournent.
rules_bad_card_class = { $value } ne désigne aucune carte : écrivez une carte (7D), un rang (1 à 10, ou A) ou une couleur (D deniers, C coupes, S épées, B bâtons), plusieurs séparés par des espaces.
rules_declaration_needs_one = Une annonce donne exactement un des trois : same_rank, same_suit et total_at_most.
rules_not_in_deck = { $value } n'est pas dans un jeu de { $size } cartes : ses rangs vont de 1 à { $ranks }.
rules_bad_card = { $value } n'est pas une carte : écrivez le rang puis la lettre de la couleur, par ex. 10D.
rules_not_a_player_count = { $n } n'est pas un nombre de joueurs (2, 3, 4 ou 6).
settings_problem = Fichier des réglages : { $problem }
settings_kept_as = La valeur par défaut remplace ce qui était faux ; votre fichier de réglages a été gardé sous le nom { $name }.
allowed_one_of = une valeur parmi { $items }
allowed_range = un nombre entier de { $low } à { $high }
allowed_at_least = un nombre entier, au moins { $low }
allowed_number = un nombre entier
allowed_text = du texte
rules_not_allowed = { $value } n'est pas permis ici ; permis : { $allowed }.
rules_unknown_key = clé inconnue ; permises ici : { $allowed }.
rules_missing_key = la clé { $key } manque : commencez le fichier par `extends: scopa` pour ne changer que ce qui diffère.
rules_not_list = ceci devrait être une liste.
rules_not_mapping = ceci devrait être un ensemble de clés.
rules_not_bool = ceci devrait être true ou false.
rules_inherited = (La valeur vient de { $file }, ligne { $line }.)
yaml_list_open = une liste ouverte par [ n'est pas fermée par ]
yaml_mapping_open = un groupe de clés entre accolades n'est pas fermé
yaml_ends_early = le fichier se termine au milieu d'un texte entre guillemets ou d'une valeur
yaml_colon_here = deux-points là où il ne peut pas y en avoir : une ligne indentée autrement que celle du dessus, ou un second deux-points sur une ligne (mettez le texte entre guillemets, ou la clé sur sa propre ligne)
yaml_indent = une ligne n'est pas indentée comme les autres de son niveau
yaml_bad_start = une valeur ne peut pas commencer par ce caractère (une tabulation, @ ou `) : mettez-la entre guillemets
yaml_tab = une tabulation sert à indenter : indentez avec des espaces
yaml_alias = les *noms (alias YAML) ne sont pas permis : écrivez la valeur en entier
yaml_list_item = un élément de liste (- ...) là où les lignes autour sont des clés
yaml_no_value = il manque une valeur
yaml_no_colon = une clé sans ses deux-points
yaml_two_documents = le fichier contient deux documents (---) : gardez-en un
yaml_key_twice = la clé { $key } est écrite deux fois
yaml_character = le caractère { $character } n'est pas permis dans un fichier de règles
yaml_tag = la balise { $tag } n'est pas permise
rules_yaml = ce n'est pas du YAML valide : { $detail }.
rules_did_you_mean = Vouliez-vous dire « { $hint } » ?
save_problem = L'enregistrement { $file } n'a pas pu être chargé : { $reason }.
save_problem_moved = L'enregistrement { $file } n'a pas pu être chargé : { $reason }. Il a été gardé sous le nom { $moved }.
save_error_missing = le fichier n'est pas là
save_error_unreadable = le fichier ne peut pas être lu
save_error_truncated = il est tronqué
save_error_damaged = il est abîmé
save_error_not_a_save = ce n'est pas un enregistrement de Scopa
save_error_other_version = il vient d'une autre version du jeu
save_error_bad_setup = ses places et ses joueurs ne sont pas valides
save_error_not_replayable = ses coups ne forment pas une partie régulière
save_error_invalid_record = l'enregistrement de sa partie n'est pas valide
rules_redeal_every_deal = toute première table de { $cards } cartes serait redistribuée : une table qu'aucune règle de redistribution ne refuse a au plus { $most } cartes.
rules_bad_text = ce texte contient un caractère non permis (un NUL, un caractère de contrôle ou un caractère abîmé).
rules_text_too_long = ce texte est trop long : { $limit } caractères au plus.
rules_unreadable = le fichier ne peut pas être lu.
rules_not_regular = ce n'est pas un fichier ordinaire (un dossier, un tube ou un périphérique).
rules_too_big = le fichier est trop gros : { $limit } octets au plus.
rules_file_not_mapping = un fichier de règles est un ensemble de clés (comme `extends: scopa`).
rules_extends_unknown = { $name } n'est ni un jeu fourni ni un fichier à côté de celui-ci ; les jeux fournis sont { $presets }.
rules_extends_unknown_hint = { $name } n'est ni un jeu fourni ni un fichier à côté de celui-ci : vouliez-vous dire { $hint } ?
rules_extends_outside = { $name } devrait être un jeu fourni ou un fichier du même dossier (pas de dossiers, pas de « .. »).
rules_extends_too_deep = plus de { $limit } fichiers s'étendent les uns les autres.
rules_too_many = cette liste est trop longue : { $limit } éléments au plus.
stats_problem = Les statistiques n'ont pas pu être lues : { $reason }.
stats_problem_moved = Les statistiques n'ont pas pu être lues : { $reason }. Le fichier a été gardé sous le nom { $moved }.
stats_error_not_stats = ce n'est pas un fichier de statistiques
save_error_bad_date = sa date d'enregistrement n'est pas valide
save_error_not_regular = ce n'est pas un fichier ordinaire (un dossier, un tube ou un périphérique)
save_error_too_big = le fichier est trop gros
write_failed_full = Votre partie ne peut pas être enregistrée : le disque est plein. Le jeu réessaie après chaque coup.
write_failed_readonly = Votre partie ne peut pas être enregistrée : le dossier des données est en lecture seule. Le jeu réessaie après chaque coup.
write_failed_other = Votre partie ne peut pas être enregistrée : { $reason }. Le jeu réessaie après chaque coup.
write_ok_again = L'enregistrement fonctionne de nouveau : votre partie est à l'abri.
kept_prefix = Gardée
date_today = aujourd'hui à { $time }
date_yesterday = hier à { $time }
date_on = { $day } { $month } { $year } à { $time }
months_short = janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.
already_open = Scopa est déjà ouvert dans une autre fenêtre. Jouez dans une seule fenêtre à la fois : chacune enregistrerait par-dessus la partie en cours de l'autre.
already_open_title = Scopa est déjà ouvert
already_open_guest = Scopa est déjà ouvert dans une autre fenêtre : les parties jouées dans celle-ci ne sont pas enregistrées, et la partie de l'autre fenêtre reste telle quelle.
leave_hosted_title = Quitter la partie hébergée ?
leave_hosted_question = Des joueurs sur d'autres ordinateurs ({ $n }) sont dans cette partie : elle s'arrête aussi pour eux. Elle est gardée, et Continuer l'héberge de nouveau avec leurs places.
leave_hosted_yes = Quitter
kept_match = La partie que vous aviez en cours a été gardée sous le nom « { $name } » : vous la trouverez dans Charger.
kept_match_not_saved = La partie en cours n'a pas pu être mise de côté : elle reste pour Continuer, et cette partie-ci ne sera pas enregistrée.
delete = Supprimer
kept_group = Parties mises de côté ({ $n })
kept_group_note = Gardées quand une autre partie a pris leur place
delete_kept = Supprimer les { $n }
delete_kept_title = Supprimer les parties mises de côté
delete_kept_question = Supprimer les { $n } parties mises de côté ? Les enregistrements que vous avez nommés restent.
keep_them = Les garder
delete_question = Supprimer l'enregistrement « { $name } » ? C'est irréversible.
overwrite = Le remplacer
overwrite_question = Un enregistrement nommé « { $name } » existe déjà. Le remplacer par cette partie ?
replace_title = Une partie est en cours
replace_question = La partie en cours sera gardée comme un enregistrement à part : vous la trouverez dans Charger.
replace_start = Commencer la nouvelle partie
replace_load = Charger cet enregistrement
keep_failed = La partie en cours n'a pas pu être gardée ({ $reason }), donc rien n'a été remplacé : elle reste pour Continuer.
list_and = { $a } et { $b }
list_or = { $a } ou { $b }
illegal_not_in_hand = Vous n'avez pas cette carte en main : { $card }.
illegal_cannot_declare = Cette annonce ne peut pas se faire maintenant : une main s'annonce avant sa première carte, et seulement une main qui marque.
illegal_must_answer = Une scopa annoncée attend d'abord votre réponse : croyez-la ou doutez-en.
illegal_no_claim = Il n'y a pas de scopa annoncée à laquelle répondre maintenant.
illegal_cannot_claim = La carte { $card } ne peut pas être jouée face cachée pour une annonce maintenant : une annonce ramasse toute la table, et seulement là où une scopa marquerait.
illegal_not_on_table = Pas sur la table : { $cards }.
illegal_must_capture = La carte { $card } peut prendre, elle ne peut donc pas être posée sur la table ; elle prend : { $options }.
illegal_must_capture_hand = Vous devez prendre quand vous le pouvez ; ces cartes peuvent prendre sur la table : { $cards }.
illegal_cannot_capture = La carte { $card } ne peut rien prendre ici : posez-la sur la table.
illegal_ace_takes_all = L'As ramasse toute la table.
illegal_ace_takes_ace = Avec un As sur la table, l'As ne prend que cet As.
illegal_twin_only_to_sweep = La carte { $card } ne peut prendre sa jumelle, la même carte de l'autre jeu, que pour vider la table.
illegal_must_match = Il y a sur la table une carte de même rang ({ $rank }) : il faut la prendre, elle passe avant toute somme.
illegal_fewest_cards = Prenez le moins de cartes : { $options }.
illegal_not_fifteen = La carte { $card } et les cartes prises doivent faire 15 ; celles-ci font { $total }.
illegal_not_eleven = La carte { $card } et les cartes prises doivent faire 11 ; celles-ci font { $total }.
illegal_must_match_or_total = La carte de même rang sur la table ({ $rank }) passe avant toute somme : prenez-la, ou des cartes qui font { $goal } avec la carte { $card }.
illegal_wrong_sum_or_total = Les cartes prises doivent faire { $value }, la valeur de la carte { $card }, ou faire { $goal } avec elle ; celles-ci font { $total }.
illegal_wrong_sum = Les cartes prises doivent faire { $value }, la valeur de la carte { $card } ; celles-ci font { $total }.
card_counts = { $card } ({ $value })
build_label = Granja de { $value } : { $name }
illegal_build_whole = Une granja ne se prend qu'entière, par une carte égale à sa valeur, jamais dans une somme ni en partie.
illegal_no_builds = Ces règles n'ont pas de granjas : posez la carte ou prenez avec elle.
illegal_build_onto = Une carte se pose en granja sur une carte seule de la table, ou sur une granja entière.
illegal_cannot_raise = Vous ne pouvez pas augmenter cette granja avec ces règles.
illegal_build_too_high = Cette granja vaudrait { $value } : aucune carte ne peut prendre plus de 10.
illegal_build_needs_card = Pour faire une granja de { $value }, vous devez garder en main une autre carte de { $value } pour la prendre.
illegal_illegal = Ce coup n'est pas permis.
illegal_not_an_option = Cette prise n'est pas permise ; la carte { $card } peut prendre : { $options }.
illegal_wrong_difference = Deux cartes ou plus se prennent par leur différence : la plus haute moins les autres doit laisser { $value }, la valeur de la carte { $card } ; celles-ci laissent { $difference }.
illegal_wrong_sum_or_difference = Les cartes prises doivent faire { $value }, la valeur de la carte { $card }, ou la laisser comme différence, la plus haute moins les autres ; celles-ci font { $total } et laissent { $difference }.
illegal_wrong_sum_cycled = En comptant par cycles de { $modulo }, la carte { $card } vaut { $value }, et les cartes prises doivent faire { $value } aussi ; celles-ci font { $total }.
illegal_must_match_value = La carte { $card } vaut { $value }, et une carte de cette valeur sur la table passe avant toute somme ; prenez : { $options }.
illegal_must_match_difference = Il y a sur la table une carte de même rang ({ $rank }) : il faut la prendre, elle passe avant toute différence.
illegal_must_steal = La carte { $card } peut prendre un tas (carte du dessus : { $options }) : elle le doit.
illegal_cannot_steal = On ne prend pas de tas dans ce jeu.
illegal_no_pile = Il n'y a pas de tel tas à prendre : seulement celui d'un adversaire, avec une carte dessus.
illegal_one_pile = Une carte prend un seul tas à la fois.
illegal_steal_barred = Une carte de ce rang est sur la table : prenez-la ; le tas ne peut pas être pris tant qu'elle y est.
illegal_steal_alone = Un tas se prend seul : la carte { $card } ne peut pas prendre de cartes de la table avec.
illegal_steal_sum = Les cartes de la table et la carte du dessus de ce tas ({ $cards }) ne font pas la valeur de la carte { $card }.
illegal_steal_no_match = La carte { $card } n'est pas du même rang que la carte du dessus de ce tas ({ $cards }).

## an error in the window

crash_title = Quelque chose s'est mal passé
crash_what = Une erreur inattendue a arrêté { $where } ; le jeu est toujours ouvert.
crash_where_table = la table
crash_where_menu = le menu principal
crash_where_screen = cet écran
crash_saved = La partie est enregistrée : Continuer, dans le menu principal, la reprend là où elle en était.
crash_not_saved = La partie n'a pas pu être enregistrée à l'instant : Continuer la reprend à son dernier coup enregistré.
crash_log = Ce qui s'est passé est écrit dans le journal du jeu :
crash_no_log = Le jeu ne tient pas de journal cette fois-ci.
crash_go_on = Continuer

## builds by hand: what a card does, chosen

choice_question = Que faites-vous avec { $card } ?
choice_take = Prendre { $cards }
choice_build = Faire une granja de { $value } sur { $card }
choice_build_part = la granja de { $value }
choice_raise = Augmenter la granja de { $old } à { $value }
choice_lay = La poser sur la table
journal_problem = Des coups enregistrés depuis le dernier enregistrement complet n'ont pas pu être relus ({ $reason }) : la partie reprend au dernier coup valable ({ $n } relus).
journal_problem_moved = Des coups enregistrés depuis le dernier enregistrement complet n'ont pas pu être relus ({ $reason }) : la partie reprend au dernier coup valable ({ $n } relus). Le fichier a été gardé sous le nom { $moved }.
journal_error_damaged = une de ses lignes est abîmée
journal_error_foreign = le fichier ne contient pas les coups de cette partie
journal_error_illegal = un de ses coups n'est pas régulier
hr_capture_ace_free_choice = L'As peut prendre moins que toute la table
hr_deal_redeal_dealer = Une première table redistribuée l'est par
hrv_redeal_dealer_same = le même donneur
hrv_redeal_dealer_next = le donneur suivant
hrv_most_by_rank = le plus de sept, et ainsi de suite jusqu'aux As
mode_difference = différence
per_dealer = une manche par donneur
round_of = Manche { $n } sur { $of }
round_extra = Manche { $n }, pour départager
rules_per_dealer_with_elimination = Une manche par donneur ne va pas avec un jeu à élimination : qui distribuerait une fois des joueurs partis ?
allowed_range_or = un nombre entier de { $low } à { $high }, ou { $items }
own_deck_slow = { $file } est trop longue à dessiner ; la carte du jeu est affichée
own_deck_given_up = { $files } sont trop longues à dessiner, donc les autres ne sont pas essayées : { $count } cartes sont affichées comme celles du jeu
own_deck_checking = Vérification du dessin de ses cartes : { $done } sur { $count }.
host_net_down = La connexion avec les autres ordinateurs s'est arrêtée et n'a pas pu repartir. La partie est gardée : quittez-la, puis « { $button } », dans le menu principal, la reprendra.

## LAN: wrong join codes tried

host_code_title = Rejoindre cette partie
host_guessing = Des codes d'accès erronés sont essayés ({ $n } jusqu'ici) : les connexions attendent maintenant leur tour.
host_code_retired = { $n } codes erronés ont été essayés : ce code d'accès ne fonctionne plus.
host_new_code = Nouveau code d'accès
host_new_code_said = Le nouveau code d'accès : { $code }
join_queued = L'hôte vérifie les codes d'accès à tour de rôle (des codes erronés sont essayés) : attente…
join_refused_code_retired = L'hôte a refusé : ce code d'accès ne fonctionne plus. Demandez le nouveau à l'hôte.

## The language's own name, as the Settings screen offers it

language_name = Français
