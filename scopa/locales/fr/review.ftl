# La revue de vos coups, fr. Syntaxe Fluent : https://projectfluent.org/fluent/guide/
#
# $played et $best sont une carte avec son article (« le Trois de Coupes »), ou, là où les
# deux coups jouent la même carte, cette carte et ce qu'elle prend (review_play_taking).
review_button = Revue
review_title_round = Revue de la manche { $n }
review_title_match = Revue de la partie
review_accuracy = Précision : { $value }
review_accuracy_match = Votre précision dans cette partie : { $value }
review_accuracy_working = Revue de vos coups en cours...
review_working = Revue de vos coups en cours : cela prend quelques secondes.
review_failed = Cette revue n'a pas pu être faite.
review_none = Aucune erreur : chacun de vos coups valait le meilleur. Bien joué !
review_mistakes = Les plus grosses erreurs
review_mistake_n = Erreur { $n } sur { $total }
review_given_up = Points espérés perdus : { $points }
review_your_hand = Votre main
review_table = La table
review_mark_played = Jouée
review_mark_better = Mieux
review_show_mistakes = Erreurs
review_show_replay = Rejouer
review_previous = Précédent
review_next = Suivant
review_step = Coup { $n } sur { $total }
review_step_round = Manche { $round } · coup { $n } sur { $total }
review_keys = Gauche et Droite pour avancer, Tab change de vue, Échap pour revenir
review_play_taking = { $card }, en prenant { $cards }
review_play_laying = { $card }, posée sur la table
review_reason_best = Vous avez joué le meilleur coup possible.
review_reason_only_move = C'était le seul coup que vous aviez.
review_reason_missed_sweep = Vous avez joué { $played } ; avec { $best }, vous auriez vidé la table.
review_reason_left_sweep = Vous avez joué { $played } et laissé une table que le joueur suivant pouvait vider ; avec { $best }, vous n'en laissiez aucune.
review_reason_gave_settebello = Vous avez posé { $played } à la portée des autres, et cette carte vaut un point à elle seule ; { $best } était le meilleur coup.
review_reason_missed_settebello = Vous avez joué { $played } et laissé le { $settebello } sur la table ; avec { $best }, vous l'auriez pris.
review_reason_lost_last_take = Vous avez joué { $played } et laissé aux autres la dernière prise, avec les cartes restantes ; avec { $best }, la dernière prise était pour vous.
review_reason_gave_primiera_card = Vous avez posé { $played } à la portée des autres, une carte qui compte beaucoup à la primiera ; { $best } était le meilleur coup.
review_reason_missed_primiera_card = Vous avez joué { $played } et laissé { $left } sur la table ; avec { $best }, vous l'auriez pris.
review_reason_gave_coin = Vous avez posé { $played } à la portée des autres, une carte de la couleur qui compte ; { $best } n'offrait rien de tel.
review_reason_fewer_coins = Vous avez joué { $played } et pris moins de cartes de la couleur qui compte qu'avec { $best }.
review_reason_fewer_cards = Vous avez joué { $played } et pris moins de cartes qu'avec { $best }.
review_reason_took_points = Vous avez joué { $played } et pris plus de points qu'avec { $best }, dans un jeu où il faut éviter les points.
review_reason_wrong_answer = { $trusted ->
        [yes] Vous avez cru au balayage annoncé ; mieux valait en douter.
       *[no] Vous avez douté du balayage annoncé ; mieux valait y croire.
    }
review_reason_risky_claim = Vous avez joué { $played } face cachée en annonçant un balayage ; { $best } était le coup le plus sûr.
review_reason_weaker_play = Vous avez joué { $played } ; { $best } valait plus pour le reste de la manche.
stats_chart_kind = Graphique de
stats_chart_scores = Scores finaux
stats_chart_accuracy = Précision
stats_accuracy_title = Précision de vos parties revues
stats_accuracy_caption = { $n ->
        [one] Une partie revue : { $value }
       *[other] { $n } dernières parties revues : { $value } en moyenne
    }
stats_accuracy_none = Terminez une partie avec un joueur à la table : sa revue donnera ici votre précision.
stats_accuracy_line = Précision
