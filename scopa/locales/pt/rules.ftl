# The rules screen's sentences, pt. Fluent syntax: https://projectfluent.org/fluent/guide/
rules-title_players = Jogadores e equipes
rules-title_deal = A distribuição
rules-title_capture = As capturas
rules-title_sweep = A { $sweep }
rules-title_end = Fim da rodada
rules-title_scoring = A pontuação
rules-title_match = A partida
rules-players_many = Joga-se com { $counts } jogadores.
rules-players_one = Joga-se só com { $n } jogadores.
rules-p2 = Dois jogadores: um contra o outro.
rules-p3 = Três jogadores: cada um joga por si.
rules-p4_teams = Quatro jogadores: duas duplas, com os parceiros sentados frente a frente.
rules-p4_alone = Quatro jogadores: cada um joga por si.
rules-p6_two_teams_of_three = Seis jogadores: duas equipes de três, sentados alternadamente.
rules-p6_three_teams_of_two = Seis jogadores: três duplas, com os parceiros sentados frente a frente.
rules-p6_alone = Seis jogadores: cada um joga por si.
rules-teams_pool = Os parceiros juntam as capturas numa só pilha e pontuam juntos.
rules-deal_first = Quem dá as cartas distribui { $hand } a cada jogador e põe { $table } viradas para cima na mesa.
rules-deal_first_empty = Quem dá as cartas distribui { $hand } a cada jogador; a mesa começa vazia.
rules-deck_twins = Dois baralhos são embaralhados juntos: cada carta aparece duas vezes, a segunda marcada II.
rules-capture_twin_only_to_sweep = Uma carta pode levar a sua gêmea, a mesma carta do outro baralho, só se assim limpar a mesa.
rules-scoring_twins = Cada cópia de uma carta que pontua pontua sozinha, e uma carta que só pontua junto com outra precisa de uma cópia própria dessa outra.
rules-scoring_twins_napola = A segunda napola precisa do Ás, do Dois e do Três de { $coins } duas vezes.
rules-sweep_twin = Uma { $sweep } que leva a gêmea da carta jogada vale { $points } em vez disso.
rules-sweep_twin_by_card = Uma { $sweep } feita com { $card } sobre a sua gêmea vale { $points }.
rules-cat_sweep_twin = cada { $sweep } sobre a gêmea da carta: { $points } em vez disso.
rules-cat_sweep_twin_by_card = cada { $sweep } com { $card } sobre a sua gêmea: { $points }.
rules-class_twin_sweep = { $sweep } sobre a gêmea
rules-class_sweeps = { $sweeps }
rules-class_twin_sweep_with = { $sweep } com { $card } sobre a sua gêmea
rules-deal_again = Quando todos ficam sem cartas, quem dá as cartas distribui mais { $hand } a cada um, nenhuma na mesa, até acabar o monte.
rules-deal_count = Com { $players } jogadores há { $deals } distribuições em cada rodada.
rules-deal_all = Todas as cartas são distribuídas de uma vez: uma só distribuição por rodada.
rules-lead = Começa o jogador depois de quem deu as cartas; a cada rodada, o próximo dá as cartas.
rules-redeal = Se a mesa inicial mostrar { $count } ou mais { $ranks }, as cartas são distribuídas de novo.
rules-redeal_all = Se a mesa inicial mostrar os quatro { $ranks }, as cartas são distribuídas de novo.
rules-table_bonus = Se as cartas da mesa inicial somarem { $total }, { $taker } as leva na hora e marca { $sweeps }.
rules-taker_dealer = quem dá as cartas
rules-taker_leader = o primeiro a jogar
rules-cap_intro = Na sua vez você joga uma carta da mão. Se ela puder levar cartas da mesa, leva, e elas vão viradas para baixo para a sua pilha junto com a carta jogada; se não, ela fica na mesa.
rules-cap_intro_face_up = Na sua vez você joga uma carta da mão. Se ela puder levar cartas, leva, e elas vão viradas para cima para a sua pilha, com a carta jogada por cima; se não, ela fica na mesa.
rules-values = As cartas valem o seu número; { $f8 } vale { $v8 }, { $f9 } { $v9 } e { $f10 } { $v10 }.
rules-values_numbers_only = As cartas do Ás ao { $top } valem o seu número.
rules-values_spanish = As figuras do baralho espanhol trazem impressos o 10, o 11 e o 12, mas valem 8, 9 e 10.
rules-mode_match = Por valor: uma carta leva uma carta da mesa do mesmo valor, então um { $seven } leva um { $seven }.
rules-mode_sum = Por soma: uma carta leva duas ou mais cartas da mesa que somem o seu valor, então um { $seven } leva um { $three } e um { $four }.
rules-mode_sum_single = Por soma: uma carta leva uma ou mais cartas da mesa que somem o seu valor, então um { $seven } leva um { $seven }, ou um { $three } e um { $four }.
rules-mode_fifteen = Quinze: uma carta leva uma ou mais cartas da mesa que, somadas a ela, deem 15, então um { $seven } leva um { $five } e um { $three } (7 + 5 + 3 = 15).
rules-mode_eleven = Onze: uma carta leva uma ou mais cartas da mesa que, somadas a ela, deem 11, então um { $seven } leva um { $four } (7 + 4 = 11).
rules-match_forbids_sum = Se houver na mesa uma carta do mesmo valor da jogada, é ela que deve ser levada: aí não vale somar. Se houver duas, escolhe-se qual.
rules-match_or_sum = Quando dá para capturar tanto por valor quanto por soma, a escolha é livre.
rules-match_forbids_difference = Se houver na mesa uma carta do mesmo valor da jogada, é ela que deve ser levada: aí não vale subtrair. Se houver duas, escolhe-se qual.
rules-match_or_difference = Quando dá para capturar tanto por valor quanto por diferença, a escolha é livre.
rules-match_forbids_sum_difference = Se houver na mesa uma carta do mesmo valor da jogada, é ela que deve ser levada: aí não vale somar nem subtrair. Se houver duas, escolhe-se qual.
rules-match_or_sum_difference = Quando dá para capturar por valor, por soma ou por diferença, a escolha é livre.
rules-mode_difference = Por diferença: uma carta leva duas ou mais cartas da mesa quando a mais alta, menos todas as outras, dá o seu valor, então um { $five } leva um { $seven } e um { $two } (7 − 2 = 5).
rules-mode_name_difference = por diferença
rules-cycle = Mas aqui os valores andam em ciclos de { $n }: um valor ou um total que passa de { $n } recomeça do 1, então { $f8 } vale { $v8 }, { $f9 } { $v9 } e { $f10 } { $v10 }, e toda captura conta com esses valores.
rules-cycle_match = A captura por valor segue esses valores: { $f10 } leva um { $value }.
rules-ex_cycled = { $played } leva { $taken }: { $expr } = { $total }, que vale { $value }.
rules-ex_cycled_match = { $played } vale { $value }, então leva { $taken }.
rules-choose = Se houver várias capturas possíveis, escolhe-se qual fazer.
rules-fewest = Nas capturas { $modes }, só valem as que levam menos cartas.
rules-mode_name_match = por valor
rules-mode_name_sum = por soma
rules-mode_name_fifteen = de quinze
rules-mode_name_eleven = de onze
rules-compulsory_card = Uma carta que pode capturar não pode ser deixada na mesa: tem que levar alguma coisa. Mas pode-se jogar outra carta que não leve nada.
rules-compulsory_hand = Capturar é obrigatório: se alguma carta da sua mão pode levar alguma coisa, você tem que capturar.
rules-compulsory_none = Capturar nunca é obrigatório: sempre se pode deixar uma carta na mesa.
rules-ace_takes_all = O { $ace } leva tudo: todas as cartas da mesa.
rules-steal_piles = Cada um guarda as suas capturas viradas para cima, com a carta que as levou por cima. Uma carta do mesmo valor da carta do topo da pilha de um adversário rouba a pilha inteira, que vai para cima da sua, que por sua vez pode ser roubada.
rules-steal_capture = Roubar uma pilha é uma captura como qualquer outra.
rules-steal_choose = Se uma carta da mesa e a carta do topo de uma pilha servem ao mesmo tempo, você escolhe qual levar.
rules-steal_barred = Enquanto houver na mesa uma carta do mesmo valor, leva-se essa, não uma pilha.
rules-steal_with_table = Uma carta pode levar ao mesmo tempo cartas da mesa e a carta do topo da pilha de um adversário, que conta como uma carta da mesa, e com elas a pilha inteira.
rules-steal_alone = Uma pilha é roubada sozinha, nunca junto com cartas da mesa.
rules-ex_steal = { $played } rouba a pilha do adversário que tem { $top } no topo: a pilha inteira.
rules-ex_steal_sum = { $played } leva { $taken } da mesa e a pilha que tem { $top } no topo: { $expr }.
rules-ace_sweep_yes = Essa captura conta como { $sweep }.
rules-ace_sweep_no = Essa captura não conta como { $sweep }.
rules-ace_on_table_ace = Se já houver um { $ace } na mesa, o { $ace } jogado leva só esse { $ace }.
rules-ace_on_table_all = Leva a mesa toda mesmo que já haja um { $ace } nela.
rules-ace_on_table_as_a_card = Se já houver um { $ace } na mesa, o { $ace } que você joga captura como qualquer carta: esse { $ace }, ou as cartas que as regras de captura acima deixam levar.
rules-sweep_what = Levar todas as cartas da mesa é fazer { $sweep }.
rules-sweep_fixed = Cada { $sweep } vale { $points }.
rules-sweep_card = Uma { $sweep } vale o valor da carta que a fez: feita com um { $seven }, vale 7 pontos.
rules-sweep_cards_taken = Uma { $sweep } vale um ponto por carta capturada, incluindo a jogada.
rules-sweep_zero = Neste jogo as { $sweeps } não pontuam.
rules-sweep_mark = A carta que a fez fica virada para cima e atravessada na pilha, para ser contada no fim da rodada.
rules-last_play_no = Deixar a mesa vazia com a última carta da rodada não conta como { $sweep }.
rules-last_play_yes = Deixar a mesa vazia com a última carta da rodada também conta como { $sweep }.
rules-end_last = A rodada termina quando todas as cartas foram jogadas.
rules-leftovers_last = As cartas que sobram na mesa ficam com o último que capturou; isso nunca conta como { $sweep }.
rules-leftovers_nobody = As cartas que sobram na mesa não ficam com ninguém.
rules-end_count = Depois cada um conta a sua pilha, e a próxima rodada é dada pelo jogador seguinte.
rules-scoring_intro = No fim de cada rodada, cada jogador (ou equipe) marca:
rules-cat_sweeps = cada { $sweep }: { $points }.
rules-cat_sweeps_value = cada { $sweep }: o seu valor, como explicado acima.
rules-cat_cards = cartas: { $points } para quem tiver mais.
rules-cat_coins = { $coins }: { $points } para quem tiver mais.
rules-cat_all_coins = os dez { $coins }: { $points }, em vez do ponto por ter mais.
rules-cat_settebello = o { $nick } ({ $card }): { $points }.
rules-cat_primiera = primiera: { $points }.
rules-cat_sevens = { $sevens }: { $points } para quem tiver mais.
rules-cat_all_sevens = os quatro { $sevens }: { $points }.
rules-cat_napola = a napola: veja abaixo.
rules-cat_re_bello = o re bello ({ $card }): { $points }.
rules-cat_seven_of_cups = { $card }: { $points }.
rules-cat_card_points = { $cards }: { $points } por carta.
rules-cat_card_point = { $cards }: { $points }.
rules-class_suit = cartas de { $suit }
rules-class_suit_each = { $suit }, uma a uma
rules-cat_card_beside = { $cards } junto com { $beside }: { $points }; senão, nada.
rules-cat_card_beside_each = { $cards } junto com { $beside }: { $points } por carta; senão, nada.
rules-cat_card_set = { $cards }, todas levadas por um mesmo lado: { $points }; senão, nada.
rules-cat_card_set_beside = { $cards }, todas levadas por um mesmo lado junto com { $beside }: { $points }; senão, nada.
rules-cat_sweep_by_card = cada { $sweep } feita com { $card }: { $points } em vez disso.
rules-class_beside = { $cards } + { $beside }
rules-class_all = { $cards }, todas
rules-class_sweep_with = { $sweep } com { $card }
rules-sweep_by_card = Uma { $sweep } feita com { $card } vale { $points } em vez disso.
rules-sweep_by_card_zero = Limpar a mesa com { $card } não é fazer { $sweep }.
rules-napola_cap = A napola vale no máximo { $points }.
rules-point_minus =
    { $n ->
        [one] menos 1 ponto
       *[other] menos { $n } pontos
    }
rules-cards_in_all = Uma carta citada em mais de uma linha pontua em cada uma: { $card } vale { $points } no total.
rules-prim_how = Para a primiera, cada um escolhe a sua melhor carta de cada naipe e soma os valores de primiera delas: { $scale }. Ganha o maior total; o máximo possível é { $best }, com quatro { $ranks }.
rules-prim_most_sevens = A primiera fica com quem tiver mais { $sevens }; em caso de empate, mais { $sixes }, e depois mais { $aces }.
rules-prim_missing_loses = Quem não tiver nenhuma carta de algum naipe não pode ganhar a primiera.
rules-prim_missing_counts = Quem não tiver cartas de algum naipe conta mesmo assim os naipes que tem.
rules-sevens_tie_cards = Setes: em caso de empate, decidem os { $sixes }, depois os { $aces } e depois os { $fives }.
rules-sevens_tie_primiera = Setes: em caso de empate, decide a melhor primiera.
rules-cat_all_sevens_instead = os quatro { $sevens }: { $points }, em vez do ponto por ter mais.
rules-all_sevens_settebello = Eles incluem o { $nick }, que então não pontua à parte.
rules-napola_run = Napola: quem tiver o { $a }, o { $b } e o { $c } de { $coins } marca tantos pontos quantas cartas tiver na sua sequência de { $coins } a partir do { $a }: 3 pelo { $a }, { $b } e { $c }, 4 se tiver também o { $d }, e assim por diante até { $top } com todas as { $top_word }.
rules-napola_run_capped = Napola: quem tiver o { $a }, o { $b } e o { $c } de { $coins } marca tantos pontos quantas cartas tiver na sua sequência de { $coins } a partir do { $a }: 3 pelo { $a }, { $b } e { $c }, 4 se tiver também o { $d }, e assim por diante até no máximo { $cap }.
rules-napola_three_plus = Napola: quem tiver o { $a }, o { $b } e o { $c } de { $coins } marca 3 pontos, mais 1 por cada outra carta de { $coins }.
rules-last_face_up = A última mão é distribuída virada para cima: todas as mãos são jogadas abertas.
rules-claim_intro = Você também pode jogar virada para baixo qualquer carta da sua mão, anunciando que ela faz { $sweep } da mesa toda, seja verdade ou não. Os adversários respondem, cada um na sua vez: confiam ou duvidam.
rules-claim_trusted = Se todos confiam, a { $sweep } vale e a carta nunca é mostrada: vai virada para baixo para a sua pilha.
rules-claim_doubted = Se alguém duvida, a carta é mostrada na hora. Se ela podia levar a mesa toda, a { $sweep } vale e o lado que duvidou marca { $doubt }; se não, a jogada é anulada, a carta fica na mesa junto com as outras e o seu lado marca { $bluff }.
rules-cat_claims = { $Sweeps } anunciadas: um blefe descoberto { $bluff }, uma dúvida errada { $doubt }.
rules-decl_intro = Antes de jogar a primeira carta de uma mão, você pode declará-la: você a mostra, joga com ela aberta dali em diante, e marca na hora:
rules-decl_kind = { $what }: { $points }.
rules-decl_total = uma mão cujos valores somam { $n } ou menos
rules-decl_rank = { $n } cartas do mesmo valor
rules-decl_suit = { $n } cartas do mesmo naipe
rules-decl_among = , entre { $ranks }
rules-decl_best = Uma mão que faz várias declarações marca só a melhor.
rules-decl_by_kind = Declarações de tipos diferentes se somam; do mesmo tipo, conta a melhor.
rules-decl_wild = { $card } é curinga na declaração: você escolhe o valor dela, e ela joga com esse valor até alguém levá-la.
rules-ties_split = Em caso de empate, os empatados dividem os pontos, arredondando para baixo (2 pontos: 1 para cada um).
rules-figures_same_only = { $figures } não têm número: uma figura só leva uma figura igual, e nunca entra numa soma.
rules-play_last_laid = Picchiata: levar, com uma carta do mesmo valor, a carta que o jogador anterior acabou de jogar vale { $points } na hora.
rules-play_one_suit = Bager: uma captura em que a carta jogada e todas as que ela leva são de um só naipe vale { $points } na hora.
rules-play_many_cards = Piccola: levar { $n } ou mais cartas da mesa numa captura vale { $points } na hora; uma captura que é várias dessas vale todas elas, mais a { $sweep } se deixar a mesa vazia.
rules-all_suit_wins = Quem levar todas as cartas de { $suit } numa rodada ganha a partida na hora.
rules-ties_nobody = Em caso de empate, o ponto não fica com ninguém.
rules-ties_everybody = Em caso de empate, o ponto vai para todos os empatados na frente.
rules-target = Os pontos se somam no fim de cada rodada; ganha quem chegar primeiro a { $target_points }.
rules-targets = A meta depende do número de jogadores: { $list }.
rules-target_for = { $target } com { $n }
rules-ties_play_on = Para ganhar é preciso estar sozinho na frente: se os primeiros empatam na meta ou acima dela, joga-se mais uma rodada.
rules-ties_draw = Se os primeiros empatam na meta ou acima dela, a partida termina empatada.
rules-cappotto = Cappotto: quem chega a { $n } pontos com os adversários ainda zerados ganha na hora.
rules-all_coins_wins = Quem levar os dez { $coins } numa rodada ganha a partida na hora.
rules-match_rounds = A partida dura no máximo { $n } rodadas: depois da última ganha quem tiver mais pontos.
rules-match_one_round = A partida é uma só rodada: ganha quem tiver mais pontos.
rules-other_targets = Também se joga até { $list } pontos.
rules-tie_card = Se a partida terminar empatada depois da última rodada, ganha quem levou o { $card } nessa rodada.
rules-tie_card_rounds = Jogada com um número fixo de rodadas (uma regra da casa), um empate no fim fica com quem levou o { $card } na última rodada.
rules-first_dealer_card = Para escolher quem dá as cartas primeiro, o baralho embaralhado é distribuído virado para cima, uma carta para cada jogador por vez, até sair o { $card }: quem o recebe dá as cartas. Depois as cartas voltam ao baralho, que é embaralhado.
rules-p5 = Cinco jogadores: cada um joga por si.
rules-p7 = Sete jogadores: cada um joga por si.
rules-p8_alone = Oito jogadores: cada um joga por si.
rules-p8_four_teams_of_two = Oito jogadores: quatro duplas, com os parceiros sentados frente a frente.
rules-p8_two_teams_of_four = Oito jogadores: duas equipes de quatro, sentados alternadamente.
rules-deal_for = { $who }: { $hand } para cada um e { $table } viradas para cima na mesa.
rules-deal_last = { $who }, a última distribuição é de { $last } para cada um.
rules-deal_for_again = { $who }: { $hand } para cada um e { $table } viradas para cima na mesa, e depois mais { $more } para cada um sempre que as mãos ficam vazias, até acabar o monte.
rules-deal_for_empty = { $who }: { $hand } para cada um e nada na mesa.
rules-who_players = Com { $n } jogadores
rules-who_left = Quando restam { $n }
rules-target_lose = Os pontos se somam no fim de cada rodada e devem ser evitados: o primeiro a chegar a { $target_points } perde a partida (se vários passarem na mesma rodada, perde quem tiver mais). Ganha quem tiver menos pontos.
rules-ties_play_on_lose = Se no fim da partida as menores pontuações empatam, joga-se mais uma rodada.
rules-ties_draw_lose = Se no fim da partida as menores pontuações empatam, a partida termina empatada.
rules-elimination = Os pontos se somam no fim de cada rodada e devem ser evitados: quem chega a { $target_points } sai do jogo e os outros continuam, com a distribuição de acordo com quantos restam. Ganha a partida o último que sobrar.
rules-ties_play_on_out = Se todos os que ainda estão no jogo chegam a { $target } na mesma rodada, continua quem tiver menos; se empatam, joga-se mais uma rodada.
rules-ties_draw_out = Se todos os que ainda estão no jogo chegam a { $target } na mesma rodada, continua quem tiver menos; se empatam, a partida termina empatada.
rules-ex_match_first = { $played } tem que levar { $match }, não { $sum }.
rules-ex_sum = { $played } leva { $taken }: { $expr }.
rules-ex_sweep = { $played } leva { $taken } e deixa a mesa vazia: { $sweep }!
rules-ex_ace = { $played } leva tudo.
rules-builds_intro = Também se pode pôr uma carta sobre uma carta solta da mesa como construção: as duas formam um só monte que vale a soma delas, e só se pode construir guardando na mão outra carta desse valor para levá-la. Construir é uma jogada à parte, permitida até a uma carta que poderia capturar.
rules-builds_whole = Uma construção só é levada inteira, por uma carta igual ao seu valor: nunca pelo valor de uma das suas cartas, numa soma nem em partes.
rules-builds_equal = Quem leva uma construção leva também uma carta solta da mesa do mesmo valor, se houver.
rules-builds_raise_anyone = Qualquer jogador pode aumentar uma construção pondo uma carta sobre ela, com a mesma condição: guardar uma carta do novo valor. Ela é de quem construiu nela por último.
rules-builds_raise_others = Qualquer jogador, menos o dono, pode aumentar uma construção pondo uma carta sobre ela, com a mesma condição: guardar uma carta do novo valor. Ela é de quem construiu nela por último.
rules-builds_raise_opponents = Um jogador do outro lado pode aumentar uma construção pondo uma carta sobre ela, com a mesma condição: guardar uma carta do novo valor. Ela é de quem construiu nela por último.
rules-builds_raise_nobody = Uma construção não pode ser aumentada.
rules-builds_left = O dono não é obrigado a levá-la. Uma construção que continua na mesa no fim da rodada conta como as outras cartas da mesa.
rules-ex_build = { $played } posto sobre { $onto } faz uma construção de { $value }, para quem guarda { $keep }.
rules-ex_build_take = { $played } leva inteira a construção de { $value }, e com ela { $equal }.
rules-ex_build_take_alone = { $played } leva inteira a construção de { $value }.
rules-totals_despite_match = Levar cartas que somam { $goals } com a jogada também é permitido nesse caso.
rules-coins_reset_all = Quem levar os dez { $coins } numa rodada zera o placar de todos os adversários.
rules-coins_reset_n = Quem levar { $n } { $coins } ou mais numa rodada zera o placar de todos os adversários.
rules-ex_total_beside_match = { $played } leva { $taken } mesmo com { $match } na mesa: { $expr }.
rules-ex_fewest = { $played } leva { $taken } ({ $expr }), mas não { $more }: são mais cartas.
rules-ex_sweep_worth = { $played } leva { $taken } e deixa a mesa vazia: { $sweep } de { $points }!
rules-ex_primiera = A melhor carta de cada naipe: { $parts } = { $total }.
rules-ex_primiera_sevens = { $n } { $sevens }: uma primiera forte com esta regra.
rules-ex_card_points = Levadas numa rodada, as cartas destacadas valem { $total } sozinhas.
rules-point =
    { $n ->
        [one] 1 ponto
       *[other] { $n } pontos
    }
rules-card =
    { $n ->
        [one] uma carta
       *[other] { $word } cartas
    }
rules-sweep_count =
    { $n ->
        [one] uma { $sweep }
       *[other] { $word } { $sweeps }
    }
rules-and = e
rules-or = ou
rules-decimal = ,
rules-ace_free_choice = Levar a mesa toda é só uma opção: o { $ace } pode, em vez disso, capturar como qualquer outra carta, com as regras acima.
rules-ex_ace_choice = Ou então { $played } leva { $taken } em vez da mesa toda: { $expr }.
rules-redeal_same = Quem deu as cartas dá de novo.
rules-redeal_next = Dá as cartas o jogador seguinte, como depois de uma rodada, e começa quem está sentado depois do novo carteador.
rules-prim_most_by_rank = A primiera fica com quem tiver mais { $sevens }; em caso de empate, mais { $sixes }, e depois { $fives }, { $fours }, { $threes }, { $twos } e por último { $aces }. Se empatarem até o fim, a primiera fica empatada.
rules-match_per_dealer = A partida tem tantas rodadas quanto jogadores, e cada um dá as cartas uma vez; depois da última ganha quem tiver mais pontos.
rules-match_per_dealer_n = Com { $n } jogadores são { $n } rodadas.
rules-ties_play_on_rounds = Se depois da última rodada os primeiros empatam, joga-se mais uma rodada, até que um fique sozinho na frente.
rules-ties_draw_rounds = Se depois da última rodada os primeiros empatam, a partida termina empatada.

## A count written as a word (zero to thirteen), figures beyond; $gender is what
## it counts (cards: feminine; ranks, coins: masculine)
rules-number =
    { $gender ->
        [masculine]
            { $n ->
                [0] zero
                [1] um
                [2] dois
                [3] três
                [4] quatro
                [5] cinco
                [6] seis
                [7] sete
                [8] oito
                [9] nove
                [10] dez
                [11] onze
                [12] doze
                [13] treze
               *[other] { $n }
            }
       *[feminine]
            { $n ->
                [0] zero
                [1] uma
                [2] duas
                [3] três
                [4] quatro
                [5] cinco
                [6] seis
                [7] sete
                [8] oito
                [9] nove
                [10] dez
                [11] onze
                [12] doze
                [13] treze
               *[other] { $n }
            }
    }
