# The rules screen's sentences, fr. Fluent syntax: https://projectfluent.org/fluent/guide/
rules-title_players = Joueurs et équipes
rules-title_deal = La distribution
rules-title_capture = Les prises
rules-title_sweep = La { $sweep }
rules-title_end = Fin de la manche
rules-title_scoring = Le décompte
rules-title_match = La partie
rules-players_many = Ce jeu se joue à { $counts }.
rules-players_one = Ce jeu se joue à { $n } exactement.
rules-p2 = À deux : l'un contre l'autre.
rules-p3 = À trois : chacun joue pour soi.
rules-p4_teams = À quatre : deux équipes de deux, les partenaires assis face à face.
rules-p4_alone = À quatre : chacun joue pour soi.
rules-p6_two_teams_of_three = À six : deux équipes de trois, assises en alternance.
rules-p6_three_teams_of_two = À six : trois équipes de deux, les partenaires assis face à face.
rules-p6_alone = À six : chacun joue pour soi.
rules-teams_pool = Les partenaires mettent leurs prises dans un même tas et marquent ensemble.
rules-deal_first = Le donneur distribue { $hand } à chaque joueur et pose { $table } face visible sur la table.
rules-deal_first_empty = Le donneur distribue { $hand } à chaque joueur ; la table commence vide.
rules-deck_twins = Deux jeux sont mélangés ensemble : chaque carte y est deux fois, la seconde marquée II.
rules-capture_twin_only_to_sweep = Une carte ne peut prendre sa jumelle, la même carte de l'autre jeu, que si cela vide la table.
rules-scoring_twins = Chaque exemplaire d'une carte qui marque marque pour lui-même, et une carte qui ne marque qu'avec une autre a besoin de son propre exemplaire de celle-ci.
rules-scoring_twins_napola = Une seconde napola demande deux fois l'As, le Deux et le Trois de { $coins }.
rules-sweep_twin = Une { $sweep } qui prend la jumelle de la carte jouée vaut { $points } à la place.
rules-sweep_twin_by_card = Une { $sweep } faite avec { $card } sur sa jumelle vaut { $points }.
rules-cat_sweep_twin = chaque { $sweep } sur la jumelle de la carte : { $points } à la place.
rules-cat_sweep_twin_by_card = chaque { $sweep } avec { $card } sur sa jumelle : { $points }.
rules-class_twin_sweep = { $sweep } sur la jumelle
rules-class_sweeps = { $sweeps }
rules-class_twin_sweep_with = { $sweep } avec { $card } sur sa jumelle
rules-deal_again = Quand toutes les mains sont vides, le donneur redonne { $hand } à chaque joueur, rien à la table, jusqu'à épuisement du talon.
rules-deal_count = À { $players } joueurs, cela fait { $deals } distributions par manche.
rules-deal_all = Toutes les cartes sont distribuées d'un coup : une seule distribution par manche.
rules-lead = Le joueur après le donneur commence ; la donne passe d'une place à chaque manche.
rules-redeal = Si la première table montre { $count } { $ranks } ou plus, les cartes sont redistribuées.
rules-redeal_all = Si la première table montre les quatre { $ranks }, les cartes sont redistribuées.
rules-table_bonus = Si la première table fait { $total } au total, { $taker } la ramasse aussitôt et marque { $sweeps }.
rules-taker_dealer = le donneur
rules-taker_leader = le premier joueur
rules-cap_intro = À votre tour, vous jouez une carte de votre main. Si elle peut prendre des cartes de la table, elle les prend, et elles vont face cachée dans votre tas avec la carte jouée ; sinon, elle reste sur la table.
rules-cap_intro_face_up = À votre tour, vous jouez une carte de votre main. Si elle peut prendre des cartes, elle les prend, et elles vont face visible dans votre tas, la carte jouée dessus ; sinon, elle reste sur la table.
rules-values = Les cartes valent leur nombre ; { $f8 } vaut { $v8 }, { $f9 } { $v9 } et { $f10 } { $v10 }.
rules-values_numbers_only = Les cartes de l'As au { $top } valent leur nombre.
rules-values_spanish = Les figures espagnoles portent les numéros 10, 11 et 12, mais valent 8, 9 et 10.
rules-mode_match = Par valeur égale : une carte prend une carte de la table de même rang ; ainsi un { $seven } prend un { $seven }.
rules-mode_sum = Par addition : une carte prend deux cartes de la table ou plus dont les valeurs s'additionnent à la sienne ; ainsi un { $seven } prend un { $three } et un { $four }.
rules-mode_sum_single = Par addition : une carte prend une ou plusieurs cartes de la table dont les valeurs s'additionnent à la sienne ; ainsi un { $seven } prend un { $seven }, ou un { $three } et un { $four }.
rules-mode_fifteen = À quinze : une carte prend une ou plusieurs cartes de la table qui, avec elle, font 15 ; ainsi un { $seven } prend un { $five } et un { $three } (7 + 5 + 3 = 15).
rules-mode_eleven = À onze : une carte prend une ou plusieurs cartes de la table qui, avec elle, font 11 ; ainsi un { $seven } prend un { $four } (7 + 4 = 11).
rules-match_forbids_sum = Si une carte de la table a le même rang que la carte jouée, vous devez la prendre : aucune addition n'est alors permise. Avec deux cartes de ce rang sur la table, vous choisissez l'une d'elles.
rules-match_or_sum = Quand une carte peut prendre soit une carte de son rang, soit une addition, vous choisissez.
rules-match_forbids_difference = Si une carte de la table a le même rang que la carte jouée, vous devez la prendre : aucune différence n'est alors permise. Avec deux cartes de ce rang sur la table, vous choisissez l'une d'elles.
rules-match_or_difference = Quand une carte peut prendre soit une carte de son rang, soit une différence, vous choisissez.
rules-match_forbids_sum_difference = Si une carte de la table a le même rang que la carte jouée, vous devez la prendre : ni addition ni différence n'est alors permise. Avec deux cartes de ce rang sur la table, vous choisissez l'une d'elles.
rules-match_or_sum_difference = Quand une carte peut prendre une carte de son rang, une addition ou une différence, vous choisissez.
rules-mode_difference = Par différence : une carte prend deux cartes de la table ou plus quand la plus haute, moins toutes les autres, laisse sa valeur ; ainsi un { $five } prend un { $seven } et un { $two } (7 − 2 = 5).
rules-mode_name_difference = par différence
rules-cycle = Mais ici les valeurs tournent par { $n } : une valeur ou un total au-dessus de { $n } repart de 1 ; ainsi { $f8 } vaut { $v8 }, { $f9 } { $v9 } et { $f10 } { $v10 }, et toute prise se calcule avec ces valeurs.
rules-cycle_match = La prise par valeur égale suit ces valeurs : { $f10 } prend un { $value }.
rules-ex_cycled = { $played } prend { $taken } : { $expr } = { $total }, qui vaut { $value }.
rules-ex_cycled_match = { $played } vaut { $value }, et prend donc { $taken }.
rules-choose = Quand plusieurs prises sont possibles, vous choisissez laquelle faire.
rules-fewest = Dans les prises { $modes }, seules celles qui prennent le moins de cartes sont permises.
rules-mode_name_match = par valeur égale
rules-mode_name_sum = par addition
rules-mode_name_fifteen = à quinze
rules-mode_name_eleven = à onze
rules-compulsory_card = Une carte qui peut prendre ne peut pas être posée sur la table : elle doit prendre. Vous pouvez toujours jouer une autre carte qui ne prend rien.
rules-compulsory_hand = La prise est obligatoire : si une carte de votre main peut prendre, vous devez prendre.
rules-compulsory_none = La prise n'est jamais obligatoire : vous pouvez toujours poser une carte sur la table.
rules-ace_takes_all = Un { $ace } ramasse toute la table.
rules-steal_piles = Chaque camp garde ses prises face visible, la carte qui les a prises dessus. Une carte du même rang que la carte du dessus du tas d'un adversaire prend ce tas entier et se pose sur le vôtre, qui peut être pris à son tour.
rules-steal_capture = Prendre un tas est une prise comme une autre.
rules-steal_choose = Quand une carte de la table et le dessus d'un tas conviennent tous deux, vous choisissez lequel prendre.
rules-steal_barred = Tant qu'une carte de son rang est sur la table, une carte doit prendre celle-ci, pas un tas.
rules-steal_with_table = Une carte peut prendre ensemble des cartes de la table et la carte du dessus du tas d'un adversaire, celle-ci comptant comme une carte de la table, et le tas entier vient avec elles.
rules-steal_alone = Un tas se prend seul, jamais avec des cartes de la table.
rules-ex_steal = { $played } prend le tas de l'adversaire, avec { $top } dessus : le tas entier.
rules-ex_steal_sum = { $played } prend { $taken } sur la table et le tas surmonté de { $top } : { $expr }.
rules-ace_sweep_yes = Ramasser la table ainsi compte comme une { $sweep }.
rules-ace_sweep_no = Ramasser la table ainsi n'est pas une { $sweep }.
rules-ace_on_table_ace = Si un { $ace } est déjà sur la table, l'{ $ace } joué ne prend que cet { $ace }.
rules-ace_on_table_all = Il ramasse toute la table même quand un { $ace } s'y trouve.
rules-ace_on_table_as_a_card = Si un { $ace } est déjà sur la table, l'{ $ace } joué prend comme n'importe quelle carte : cet { $ace }, ou les cartes que les règles de prise ci-dessus lui permettent de prendre.
rules-sweep_what = Prendre toutes les cartes de la table, c'est faire une { $sweep }.
rules-sweep_fixed = Chaque { $sweep } rapporte { $points }.
rules-sweep_card = Une { $sweep } rapporte la valeur de la carte qui l'a faite : faite avec un { $seven }, elle vaut 7 points.
rules-sweep_cards_taken = Une { $sweep } rapporte un point par carte prise, la carte jouée comprise.
rules-sweep_zero = Les { $sweeps } ne rapportent rien dans ce jeu.
rules-sweep_mark = La carte qui l'a faite reste face visible, en travers dans le tas, pour être comptée à la fin de la manche.
rules-last_play_no = Vider la table avec la dernière carte de la manche n'est pas une { $sweep }.
rules-last_play_yes = Vider la table avec la dernière carte de la manche compte aussi comme une { $sweep }.
rules-end_last = La manche se termine quand toutes les cartes ont été jouées.
rules-leftovers_last = Les cartes restées sur la table vont au dernier joueur qui a fait une prise ; ce n'est jamais une { $sweep }.
rules-leftovers_nobody = Les cartes restées sur la table ne vont à personne.
rules-end_count = Puis chaque camp compte son tas, et le joueur suivant distribue la manche suivante.
rules-scoring_intro = À la fin de chaque manche, chaque camp (un joueur ou une équipe) marque :
rules-cat_sweeps = chaque { $sweep } : { $points }.
rules-cat_sweeps_value = chaque { $sweep } : sa valeur, comme expliqué plus haut.
rules-cat_cards = les cartes : { $points } pour le camp qui en a le plus.
rules-cat_coins = les cartes de { $coins } : { $points } pour le camp qui en a le plus.
rules-cat_all_coins = les dix cartes de { $coins } : { $points }, au lieu du point pour le plus grand nombre.
rules-cat_settebello = le { $nick } ({ $card }) : { $points }.
rules-cat_primiera = la primiera : { $points }.
rules-cat_sevens = les { $sevens } : { $points } pour le camp qui en a le plus.
rules-cat_all_sevens = les quatre { $sevens } : { $points }.
rules-cat_napola = la napola : voir plus bas.
rules-cat_re_bello = le re bello ({ $card }) : { $points }.
rules-cat_seven_of_cups = { $card } : { $points }.
rules-cat_card_points = { $cards } : { $points } par carte.
rules-cat_card_point = { $cards } : { $points }.
rules-class_suit = les cartes de { $suit }
rules-class_suit_each = { $suit }, une par une
rules-cat_card_beside = { $cards } avec { $beside } : { $points } ; sinon rien.
rules-cat_card_beside_each = { $cards } avec { $beside } : { $points } par carte ; sinon rien.
rules-cat_card_set = { $cards }, toutes prises par un même camp : { $points } ; sinon rien.
rules-cat_card_set_beside = { $cards }, toutes prises par un même camp avec { $beside } : { $points } ; sinon rien.
rules-cat_sweep_by_card = chaque { $sweep } faite avec { $card } : { $points } à la place.
rules-class_beside = { $cards } + { $beside }
rules-class_all = { $cards }, toutes
rules-class_sweep_with = { $sweep } avec { $card }
rules-sweep_by_card = Une { $sweep } faite avec { $card } vaut { $points } à la place.
rules-sweep_by_card_zero = Vider la table avec { $card } n'est pas une { $sweep }.
rules-napola_cap = Une napola rapporte au plus { $points }.
rules-point_minus =
    { $n ->
        [one] moins 1 point
       *[other] moins { $n } points
    }
rules-cards_in_all = Une carte nommée sur plusieurs lignes marque pour chacune : { $card } fait { $points } en tout.
rules-prim_how = Pour la primiera, chaque camp choisit sa meilleure carte dans chaque couleur et additionne leurs valeurs de primiera : { $scale }. Le total le plus haut l'emporte ; le meilleur possible est { $best }, avec quatre { $ranks }.
rules-prim_most_sevens = La primiera va au camp qui a le plus de { $sevens } ; en cas d'égalité, le plus de { $sixes }, puis le plus d'{ $aces }.
rules-prim_missing_loses = Un camp à qui il manque toute une couleur ne peut pas gagner la primiera.
rules-prim_missing_counts = Un camp à qui il manque une couleur compte quand même les couleurs qu'il a.
rules-sevens_tie_cards = Les Sept : en cas d'égalité, le plus de { $sixes } décide, puis les { $aces }, puis les { $fives }.
rules-sevens_tie_primiera = Les Sept : en cas d'égalité, la meilleure primiera décide.
rules-cat_all_sevens_instead = les quatre { $sevens } : { $points }, au lieu du point pour le plus grand nombre.
rules-all_sevens_settebello = Ils comprennent le { $nick }, qui ne marque alors rien à lui seul.
rules-napola_run = Napola : un camp qui a l'{ $a }, le { $b } et le { $c } de { $coins } marque autant de points que sa suite ininterrompue de { $coins } depuis l'{ $a } : 3 pour { $a }, { $b } et { $c }, 4 avec le { $d } en plus, et ainsi de suite jusqu'à { $top } pour les { $top_word }.
rules-napola_run_capped = Napola : un camp qui a l'{ $a }, le { $b } et le { $c } de { $coins } marque autant de points que sa suite ininterrompue de { $coins } depuis l'{ $a } : 3 pour { $a }, { $b } et { $c }, 4 avec le { $d } en plus, et ainsi de suite, jusqu'à { $cap } au plus.
rules-napola_three_plus = Napola : un camp qui a l'{ $a }, le { $b } et le { $c } de { $coins } marque 3 pour eux, plus 1 pour chacun de ses autres { $coins }.
rules-last_face_up = La dernière distribution se fait face visible : chaque main se joue à découvert.
rules-claim_intro = Vous pouvez aussi jouer n'importe quelle carte de votre main face cachée, en annonçant qu'elle ramasse toute la table en { $sweep }, vrai ou non. Les autres camps répondent à tour de rôle : ils vous croient ou ils doutent.
rules-claim_trusted = Crue par tous, la { $sweep } est acquise et la carte n'est jamais montrée : elle va face cachée dans votre tas.
rules-claim_doubted = En cas de doute, la carte est montrée aussitôt. Si elle pouvait ramasser toute la table, la { $sweep } est acquise et le camp de celui qui a douté marque { $doubt } ; sinon, l'annonce est annulée, la carte est posée sur la table à côté des autres, et votre camp marque { $bluff }.
rules-cat_claims = { $Sweeps } annoncées : un bluff découvert { $bluff }, un doute à tort { $doubt }.
rules-decl_intro = Avant de jouer la première carte d'une distribution, vous pouvez annoncer votre main : vous la montrez, la jouez face visible dès lors, et marquez aussitôt :
rules-decl_kind = { $what } : { $points }.
rules-decl_total = une main dont les valeurs font { $n } ou moins
rules-decl_rank = { $n } cartes d'un même rang
rules-decl_suit = { $n } cartes d'une même couleur
rules-decl_among = , parmi les { $ranks }
rules-decl_best = Une main qui fait plusieurs annonces ne marque que la meilleure.
rules-decl_by_kind = Des annonces de sortes différentes s'additionnent ; d'une même sorte, la meilleure compte.
rules-decl_wild = { $card } est un joker quand vous annoncez : vous nommez son rang, et cette carte joue à ce rang jusqu'à ce qu'elle soit prise.
rules-ties_split = Si les camps en tête sont à égalité dans une catégorie, ils se partagent ses points, chacun sa part arrondie à l'inférieur (2 points : 1 chacun).
rules-figures_same_only = Les { $figures } n'ont pas de nombre : une figure ne prend qu'une figure de même rang, et n'entre jamais dans une addition.
rules-play_last_laid = Picchiata : prendre, avec une carte du même rang, la carte que le joueur précédent vient de poser rapporte { $points } aussitôt.
rules-play_one_suit = Bager : une prise dont la carte jouée et toutes les cartes prises sont d'une même couleur rapporte { $points } aussitôt.
rules-play_many_cards = Piccola : prendre { $n } cartes de la table ou plus en une prise rapporte { $points } aussitôt ; une prise qui est plusieurs de celles-ci marque pour chacune, plus une { $sweep } si elle vide aussi la table.
rules-all_suit_wins = Prendre toutes les cartes de { $suit } en une manche fait gagner la partie aussitôt.
rules-ties_nobody = Si les camps en tête sont à égalité dans une catégorie, personne n'en marque le point.
rules-ties_everybody = Si les camps en tête sont à égalité dans une catégorie, chacun d'eux en marque le point.
rules-target = Les points s'additionnent à la fin de chaque manche ; le premier camp à atteindre { $target_points } gagne.
rules-targets = Le but dépend du nombre de joueurs : { $list }.
rules-target_for = { $target } à { $n }
rules-ties_play_on = Un camp doit être seul en tête pour gagner : si les premiers sont à égalité au but ou au-delà, on joue une manche de plus.
rules-ties_draw = Si les premiers sont à égalité au but ou au-delà, la partie est nulle.
rules-cappotto = Cappotto : un camp qui atteint { $n } points alors que tous les autres n'en ont aucun gagne aussitôt.
rules-all_coins_wins = Prendre les dix cartes de { $coins } en une manche fait gagner la partie aussitôt.
rules-match_rounds = La partie dure { $n } manches au plus : après la dernière, le camp qui a le plus de points gagne.
rules-match_one_round = La partie se joue en une seule manche : le camp qui a le plus de points gagne.
rules-other_targets = Elle se joue aussi en { $list } points.
rules-tie_card = Si la partie finit à égalité après sa dernière manche, le camp qui a pris la carte { $card } dans cette manche gagne.
rules-tie_card_rounds = Jouée en un nombre fixe de manches (une règle maison), une égalité à la fin va au camp qui a pris la carte { $card } dans la dernière manche.
rules-first_dealer_card = Pour désigner le premier donneur, le jeu mélangé est distribué face visible, une carte à chaque joueur à tour de rôle, jusqu'à ce que la carte { $card } apparaisse : celui qui la reçoit distribue. Les cartes sont ensuite remises dans le jeu et mélangées.
rules-p5 = À cinq : chacun joue pour soi.
rules-p7 = À sept : chacun joue pour soi.
rules-p8_alone = À huit : chacun joue pour soi.
rules-p8_four_teams_of_two = À huit : quatre équipes de deux, les partenaires assis face à face.
rules-p8_two_teams_of_four = À huit : deux équipes de quatre, assises en alternance.
rules-deal_for = { $who } : { $hand } chacun et { $table } face visible sur la table.
rules-deal_last = { $who }, la dernière distribution est de { $last } chacun.
rules-deal_for_again = { $who } : { $hand } chacun et { $table } face visible sur la table, puis { $more } de plus chacun chaque fois que les mains sont vides, jusqu'à épuisement du talon.
rules-deal_for_empty = { $who } : { $hand } chacun et rien sur la table.
rules-who_players = À { $n } joueurs
rules-who_left = Quand il en reste { $n }
rules-target_lose = Les points s'additionnent à la fin de chaque manche, et il faut les éviter : le premier à atteindre { $target_points } perd la partie (si plusieurs le dépassent dans la même manche : le plus haut). Le score le plus bas gagne.
rules-ties_play_on_lose = Si les scores les plus bas sont à égalité à la fin de la partie, on joue une manche de plus.
rules-ties_draw_lose = Si les scores les plus bas sont à égalité à la fin de la partie, la partie est nulle.
rules-elimination = Les points s'additionnent à la fin de chaque manche, et il faut les éviter : qui atteint { $target_points } quitte le jeu, et les autres continuent, la distribution suivant le nombre de joueurs restants. Le dernier qui reste gagne la partie.
rules-ties_play_on_out = Si tous ceux encore en jeu atteignent { $target } dans la même manche, les plus bas restent ; s'ils sont à égalité, on joue une manche de plus.
rules-ties_draw_out = Si tous ceux encore en jeu atteignent { $target } dans la même manche, les plus bas restent ; s'ils sont à égalité, la partie est nulle.
rules-ex_match_first = { $played } doit prendre { $match }, pas { $sum }.
rules-ex_sum = { $played } prend { $taken } : { $expr }.
rules-ex_sweep = { $played } prend { $taken } et vide la table : { $sweep } !
rules-ex_ace = { $played } ramasse toute la table.
rules-builds_intro = Une carte peut aussi être posée sur une carte seule de la table pour faire une granja : les deux deviennent un seul tas qui vaut leur total, et vous ne pouvez construire que si vous gardez en main une autre carte de ce total pour la prendre. Construire est un coup à part entière, permis même à une carte qui pourrait prendre.
rules-builds_whole = Une granja ne se prend qu'entière, par une carte égale à sa valeur : jamais par le rang d'une de ses cartes, dans une addition, ni en partie.
rules-builds_equal = Prendre une granja prend aussi une carte seule de la table de même valeur, s'il y en a une.
rules-builds_raise_anyone = Tout joueur peut augmenter une granja en y posant une carte, à la même condition : garder une carte du nouveau total. Elle appartient au dernier qui l'a augmentée.
rules-builds_raise_others = Tout joueur sauf son propriétaire peut augmenter une granja en y posant une carte, à la même condition : garder une carte du nouveau total. Elle appartient au dernier qui l'a augmentée.
rules-builds_raise_opponents = Un joueur d'un autre camp peut augmenter une granja en y posant une carte, à la même condition : garder une carte du nouveau total. Elle appartient au dernier qui l'a augmentée.
rules-builds_raise_nobody = Une granja ne peut pas être augmentée.
rules-builds_left = Son propriétaire n'est pas obligé de la prendre. Une granja encore sur la table à la fin de la manche compte comme des cartes de la table ordinaires.
rules-ex_build = { $played } sur { $onto } fait une granja de { $value }, pour un joueur qui garde { $keep }.
rules-ex_build_take = { $played } prend la granja de { $value } entière, et { $equal } avec.
rules-ex_build_take_alone = { $played } prend la granja de { $value } entière.
rules-totals_despite_match = Prendre des cartes qui font { $goals } avec la carte jouée est permis même dans ce cas.
rules-coins_reset_all = Prendre les dix cartes de { $coins } en une manche ramène à 0 le score de tous les autres camps.
rules-coins_reset_n = Prendre { $n } cartes de { $coins } ou plus en une manche ramène à 0 le score de tous les autres camps.
rules-ex_total_beside_match = { $played } prend { $taken } même avec { $match } sur la table : { $expr }.
rules-ex_fewest = { $played } prend { $taken } ({ $expr }), mais pas { $more } : cela fait plus de cartes.
rules-ex_sweep_worth = { $played } prend { $taken } et vide la table : { $sweep }, qui vaut { $points } !
rules-ex_primiera = La meilleure carte de chaque couleur : { $parts } = { $total }.
rules-ex_primiera_sevens = { $n } { $sevens } : une forte primiera avec cette règle.
rules-ex_card_points = Prises dans une manche, les cartes en surbrillance marquent { $total } à elles seules.
rules-point =
    { $n ->
        [one] 1 point
       *[other] { $n } points
    }
rules-card =
    { $n ->
        [one] une carte
       *[other] { $word } cartes
    }
rules-sweep_count =
    { $n ->
        [one] une { $sweep }
       *[other] { $word } { $sweeps }
    }
rules-and = et
rules-or = ou
rules-decimal = ,
rules-ace_free_choice = Ramasser toute la table n'est qu'un choix : l'{ $ace } peut aussi prendre comme n'importe quelle autre carte, selon les règles ci-dessus.
rules-ex_ace_choice = Ou bien { $played } prend { $taken } au lieu de toute la table : { $expr }.
rules-redeal_same = Le même donneur les redistribue.
rules-redeal_next = Le joueur suivant les redistribue, comme après une manche, et le joueur après le nouveau donneur commence.
rules-prim_most_by_rank = La primiera va au camp qui a le plus de { $sevens } ; en cas d'égalité, le plus de { $sixes }, puis de { $fives }, { $fours }, { $threes }, { $twos } et enfin d'{ $aces }. À égalité jusqu'au bout, la primiera est partagée.
rules-match_per_dealer = La partie compte autant de manches que de joueurs, chacun distribuant à son tour ; après la dernière, le camp qui a le plus de points gagne.
rules-match_per_dealer_n = À { $n } joueurs, cela fait { $n } manches.
rules-ties_play_on_rounds = Si les premiers sont à égalité après la dernière manche, on joue une manche de plus, jusqu'à ce qu'un camp soit seul en tête.
rules-ties_draw_rounds = Si les premiers sont à égalité après la dernière manche, la partie est nulle.

## A count written as a word (zero to thirteen), figures beyond
rules-number =
    { $n ->
        [0] zéro
        [1] un
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
        [6] six
        [7] sept
        [8] huit
        [9] neuf
        [10] dix
        [11] onze
        [12] douze
        [13] treize
       *[other] { $n }
    }
