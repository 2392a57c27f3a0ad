# The presets' titles and descriptions, fr. Fluent syntax: https://projectfluent.org/fluent/guide/

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

desc_cicera = Le jeu de 52 cartes de Brescia, à deux contre deux : les figures ne prennent que la même figure, et une prise peut marquer aussitôt une picchiata, un bager ou une piccola. Les treize Piques font gagner la partie.
desc_scopa_52 = La Scopa avec les 52 cartes d'un jeu français, jusqu'à huit joueurs. Le Valet vaut 11, la Dame 12 et le Roi 13 ; un point à égalité va à tous les camps à égalité. Une manche par joueur qui distribue, et le plus haut total gagne.
desc_scopa = Le jeu de pêche italien classique. Prenez une carte de même rang, ou des cartes dont la somme fait la vôtre ; videz la table pour faire une scopa.
desc_escoba = Le jeu espagnol du quinze. Votre carte et les cartes prises doivent faire exactement 15 ; une table de 15 ou 30 à la donne va au donneur en escobas.
desc_asso_piglia_tutto = Un As ramasse toute la table dans votre tas (ce n'est pas une scopa). Avec un As déjà sur la table, l'As joué ne prend que cet As.
desc_napola = La Scopa avec la napola : avoir l'As, le Deux et le Trois de Deniers rapporte la longueur de votre suite de deniers depuis l'As.
desc_re_bello = La Scopa où le Roi de Deniers, le re bello, marque un point à lui seul.
desc_scopa_a_15 = La Scopa comptée comme d'habitude, mais toute prise fait 15 avec la carte jouée.
desc_folla_a_undici = La Scopa avec une façon de plus de prendre : votre carte prend aussi les cartes qui font 11 avec elle, comme un Valet prend un 3, même à côté d'une carte de son rang.
desc_scopa_di_differenza = La Scopa par soustraction. Une carte seule se prend toujours par une carte de son rang ; deux ou plus se prennent par la carte qui fait leur différence, la plus haute moins les autres, comme un 6 prend un Valet et un 2.
desc_scopa_inversa = La Scopa avec la soustraction au lieu de l'addition. Une carte se prend par une carte de son rang ; deux ou plus par la carte qui est leur différence, la plus haute moins les autres. Une règle maison joue le mélange des deux, additions et soustractions.
desc_modulo_sette = La Scopa en arithmétique modulo sept. Toute valeur et toute somme repart de 1 dès qu'elle dépasse 7 : le Valet vaut 1, le Cavalier 2 et le Roi 3, et un 6 prend un 5 et un Valet.
desc_scopa_a_quindici = La Scopa avec une façon de plus de prendre : votre carte prend aussi les cartes qui font 15 avec elle, toujours le moins de cartes possible.
desc_sbarazzina = La Scopa d'assi d'Émilie : un As ramasse toute la table, mais pas en scopa ; le premier à 41 gagne.
desc_scopa_libia = La Scopa comme on la joue en Libye : une scopa rapporte la valeur de la carte qui la fait, et prendre les dix deniers efface le score de l'autre camp.
desc_scopone = La Scopa à quatre en deux équipes. Neuf cartes chacun et quatre sur la table, toutes distribuées d'un coup.
desc_scopone_scientifico = Le Scopone des puristes : dix cartes chacun, une table vide au départ, toutes les cartes en jeu dès le premier pli.
desc_scopone_romano = Le Scopone compté comme à Rome. Chaque denier pris vaut un point et le settebello deux ; les cartes et la primiera un chacune, plus les scopas.
desc_cirulla = Le jeu ligure. Prenez par rang, par somme ou en faisant 15 ; un As ramasse la table. Annoncez une main de 9 ou moins (3) ou un brelan (10) avant sa première carte, le Sept de Cœur en joker. En 51.
desc_tuzzulicchio = L'Asso piglia tutto de Bari, avec des mains annoncées avant leur première carte : deux As, Deux ou Trois 3, trois d'entre eux 6 ; deux d'une même couleur 3, As-Deux-Trois d'une couleur 7.
desc_cocchiaundici = Le Tuzzulicchio avec une façon de plus de prendre : les cartes qui font 11 avec la carte jouée.
desc_bazzica = La Scopa à deux avec des mains annoncées, comme au Tressette : As-Deux-Trois d'une couleur 3, trois As, Deux ou Trois 3. La dernière donne se joue à découvert. En 21.
desc_frac = Seuls les Valets, Cavaliers, Rois et As marquent, un point chacun ; les scopas ne marquent rien. Une somme peut se prendre même avec une carte égale sur la table. En 50.
desc_mariscal = L'Asso piglia tutto avec la napola. Le Roi d'Épées, le maréchal, coûte un point à qui le prend et 4 à qui fait une scopa avec lui ; le Valet de Deniers, la polaca, vaut un point à côté du settebello.
desc_mariscal_80 = Le Mariscal avec deux jeux et cinq cartes chacun, aucune face visible. Une carte ne peut prendre sa jumelle que pour faire une scopa, qui vaut alors 3 ; le Roi d'Épées qui ramasse l'autre Roi d'Épées marque 10.
desc_escoba_de_granja = La Scopa à deux ou à quatre par paires, où une carte peut se poser sur une carte de la table pour faire une granja, prise entière plus tard par une carte de sa valeur. Pas de primiera ; le Deux de Deniers marque un point.
desc_punti_a_denari = La Scopa sans primiera. Le Valet, le Cavalier et le Roi de Deniers marquent un point chacun, en plus des cartes, des deniers, du settebello et des scopas.
desc_folla_per_non_prendere = La Scopa où il faut éviter les points, à quatre ou six, chacun pour soi, toutes les cartes distribuées. Vous devez prendre quand vous le pouvez ; le premier à 11 perd.
desc_scopa_d_assi_non_prendere = Quatre joueurs, chacun pour soi, dix cartes chacun ; un As ramasse toute la table. Un point à égalité va à tous les camps à égalité, et le premier à 11 perd.
desc_scopone_romano_al_contrario = Le Scopone romano joué pour éviter les points, à quatre ou cinq, chacun pour soi. Atteindre 21 vous élimine ; le dernier qui reste gagne.
desc_rubamazzo = Prenez une carte de même rang, sur la table ou sur le dessus du tas face visible d'un adversaire, que vous prenez en entier. Seul le plus de cartes compte.
desc_rubamazzo_a_somma = Le Rubamazzo avec des sommes. Une carte peut prendre ensemble des cartes de la table et la carte du dessus d'un adversaire quand elles font sa valeur, et tout le tas avec.
desc_scopa_a_chi_fidasse = La Scopa où vous pouvez jouer n'importe quelle carte face cachée et annoncer une scopa de toute la table, vraie ou non. Crue, la scopa est acquise sans être vue ; mise en doute, la carte est montrée, et un bluff ou un doute à tort coûte un point.

## Les mots du jeu pour une table raflée, leur pluriel et le surnom du sept de deniers, et
## ceux d'un préréglage qui a les siens (term_<préréglage>_<mot>) ; une règle maison peut
## écrire les siens (terms:)

term_sweep = scopa
term_sweeps = scopas
term_settebello = settebello
term_escoba_sweep = escoba
term_escoba_sweeps = escobas
term_escoba_settebello = velo
