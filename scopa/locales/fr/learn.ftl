# Apprendre à jouer : la première partie guidée (Apprendre à jouer dans le menu, python main.py --tutorial), fr

menu_learn = Apprendre à jouer

## Le choix du jeu, les leçons reprises, la proposition au premier lancement
learn_title = Apprendre à jouer
learn_pick = Jouez quelques manches courtes : chacune apprend une chose. La Scopa est le jeu italien : une carte prend celle de même valeur, ou plusieurs cartes dont la somme fait sa valeur. L'Escoba est le jeu espagnol : votre carte et celles qu'elle prend font quinze.
learn_resume_line = Vous appreniez { $game } : leçon { $n } sur { $of }.
learn_resume = Reprendre
learn_not_now = Pas maintenant
learn_progress_set_aside = Impossible de lire où en étaient vos leçons ({ $reason }) ; le fichier a été gardé sous le nom { $name } et les leçons reprennent depuis le début.
learn_offer_title = Nouveau à la Scopa ?
learn_offer = Quelques manches courtes vous apprennent le jeu en jouant, une règle à la fois. Vous pouvez arrêter à tout moment et reprendre plus tard.
learn_offer_yes = Oui, apprenez-moi

## Le panneau de la leçon, à côté de la table
learn_heading = Leçon { $n } sur { $of } : { $title }
learn_title_match = Prendre une carte de même valeur
learn_title_sum = Prendre des cartes dont la somme fait la valeur
learn_title_rank_first = D'abord la carte de même valeur
learn_title_sweep = La { $sweep } : vider la table
learn_title_last = La dernière prise
learn_title_fifteen = Faire quinze
learn_title_fifteen_many = Quinze avec plusieurs cartes
learn_title_choose = Choisir ce qu'on prend
learn_skip_step = Passer cette étape
learn_skip_lesson = Passer cette leçon
learn_next = Leçon suivante
learn_leave = Quitter les leçons

## Que faire : les cartes éclairées
learn_do_take = Cliquez sur { $card } dans votre main : elle prend { $cards }.
learn_do_lay = Cliquez sur { $card } dans votre main : elle ne prend rien, elle reste donc sur la table.

## Chaque étape : ce qu'elle apprend
learn_match = À chaque tour, vous jouez une carte de votre main. La carte que vous jouez prend sur la table une carte de même valeur.
learn_sum = Aucune carte de même valeur sur la table ? Alors votre carte prend plusieurs cartes dont la somme fait sa valeur.
learn_rank_first = Quand la table porte une carte de même valeur que la vôtre, c'est elle que vous devez prendre, même si d'autres cartes font la même somme.
learn_sweep = Prenez d'un coup toutes les cartes de la table et vous l'avez vidée : { $sweep } ! Cela vaut un point.
learn_last_deal = Le talon est épuisé : voici les dernières cartes de la manche.
learn_last_next = Continuez, et regardez qui fait la dernière prise.
learn_last_capture = Voici la dernière prise de la manche. Quand les cartes sont épuisées, celui qui a pris en dernier ramasse toutes les cartes restées sur la table.
learn_fifteen = À chaque tour, vous jouez une carte de votre main. À l'Escoba, votre carte et les cartes qu'elle prend sur la table doivent faire quinze. Les figures valent 8, 9 et 10, comme l'indique leur coin, bien qu'elles portent 10, 11 et 12.
learn_fifteen_many = Votre carte peut prendre plusieurs cartes à la fois, pourvu qu'avec elle elles fassent quinze.
learn_choose = Il y a souvent plusieurs façons de faire quinze, et c'est vous qui choisissez. Cliquez sur votre carte, puis sur les cartes de la table que vous voulez prendre.

## Un coup que l'étape ne demande pas : ce qu'il ferait, et pourquoi un autre est attendu
learn_that_takes = Ainsi vous prenez { $cards }
learn_that_lays = Ainsi vous posez { $card } sur la table
learn_refused = { $that } ; { $why }
learn_match_why = ici { $card } prend { $cards } : une carte de même valeur.
learn_sum_why = ici { $card } prend { $cards }, dont la somme fait sa valeur.
learn_rank_first_why = ici { $card } doit prendre { $cards } : la carte de même valeur passe avant toute somme.
learn_sweep_why = ici { $card } prend toutes les cartes de la table : { $sweep } !
learn_last_why = dans cette leçon, c'est maintenant au tour de la carte éclairée : { $card }.
learn_fifteen_why = ici { $card } et { $cards } font quinze.
learn_fifteen_many_why = ici { $card } fait quinze avec { $cards }.
learn_choose_why = prenez ici { $cards } : cela fait plus de cartes, et qui a le plus de cartes à la fin de la manche marque un point.
learn_escoba_why = ici { $card } fait quinze avec toutes les cartes de la table : { $sweep } !

## Une leçon terminée
learn_match_done = Bravo ! Ce que vous prenez va face cachée sur votre tas, et se compte à la fin de la manche. La carte de votre adversaire ne prenait rien : elle reste donc sur la table. Quand les deux mains sont vides, chacun reçoit trois nouvelles cartes du talon.
learn_sum_done = Bravo ! Une carte qui peut prendre doit prendre ; celle qui ne le peut pas est posée sur la table, comme votre adversaire vient de le faire.
learn_rank_first_done = C'est ça : d'abord la même valeur. Les cartes dont la somme fait la valeur ne se prennent que si aucune carte de cette valeur n'est sur la table.
learn_sweep_done = Vous avez vidé la table : { $sweep } ! La carte posée en travers sur votre tas la marque, et chacune vaut un point. Vider la table avec la toute dernière carte de la manche ne compte pas.
learn_last_done = Vous avez fait la dernière prise : les cartes restées sur la table sont donc à vous.
learn_fifteen_done = Bravo ! Votre adversaire ne pouvait pas faire quinze, sa carte est donc restée sur la table. Quand les deux mains sont vides, chacun reçoit trois nouvelles cartes du talon.
learn_fifteen_many_done = Bravo ! Plus vous prenez de cartes, mieux c'est : qui en a le plus marque un point.
learn_choose_done = Bravo ! Quand vous choisissez, pensez aux points de la fin : cartes, ors et sept.

## La manche comptée sur votre tas
learn_score_title = Le compte de la manche ({ $page }/{ $of })
learn_score_cards = Cartes : vous en avez pris { $mine }, { $name } { $theirs }. Qui a le plus de cartes marque un point.
learn_score_coins = { $suit } : vous en avez pris { $mine } sur dix, { $name } { $theirs }. Qui a le plus de { $suit } marque un point.
learn_score_settebello = { $card } est le { $settebello } : qui le prend marque un point pour lui seul.
learn_score_primiera = La primiera : votre meilleure carte de chaque couleur, selon sa valeur (le 7 vaut 21, le 6 18, l'As 16, le 5 15, le 4 14, le 3 13, le 2 12, une figure 10). Les vôtres font { $mine }, celles de { $name } { $theirs } ; le plus haut total marque un point.
learn_score_sevens = Sept : vous en avez pris { $mine }, { $name } { $theirs }. Qui a le plus de sept marque un point (les quatre : 3 points).
learn_score_scope = Chaque { $sweep } vaut un point : vous en avez fait { $mine }, { $name } { $theirs }.
learn_score_point = { $who ->
    [you] Un point pour vous.
    [them] Un point pour { $name }.
   *[none] Égalité : personne ne marque ce point.
}
learn_score_total = Dans cette manche : { $mine } pour vous, { $theirs } pour { $name }. Une partie continue manche après manche jusqu'à ce qu'un camp atteigne { $target }.
learn_score_next = Suivant
learn_score_done = Terminer

## La fin des leçons
learn_finished_title = Vous savez jouer !
learn_finished = C'est tout pour { $game }. Le mieux pour continuer, c'est une vraie partie contre l'ordinateur.
learn_play_match = Jouer à { $game }
learn_menu = Menu principal
