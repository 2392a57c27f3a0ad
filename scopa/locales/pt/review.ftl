# A revisão das suas jogadas, pt (Brasil). Sintaxe Fluent: https://projectfluent.org/fluent/guide/
#
# $played e $best são uma carta com o artigo ("o Três de Copas"), ou, onde as duas jogadas
# usam a mesma carta, essa carta e o que ela leva (review_play_taking).
review_button = Revisão
review_title_round = Revisão da rodada { $n }
review_title_match = Revisão da partida
review_accuracy = Precisão: { $value }
review_accuracy_match = Sua precisão nesta partida: { $value }
review_accuracy_working = Revisando suas jogadas...
review_working = Revisando suas jogadas: leva alguns segundos.
review_failed = Não foi possível fazer esta revisão.
review_none = Nenhum erro: cada jogada sua valeu tanto quanto a melhor. Muito bem jogado!
review_mistakes = Os erros mais graves
review_mistake_n = Erro { $n } de { $total }
review_given_up = Pontos esperados perdidos: { $points }
review_your_hand = Sua mão
review_table = A mesa
review_mark_played = Jogada
review_mark_better = Melhor
review_show_mistakes = Erros
review_show_replay = Replay
review_previous = Anterior
review_next = Próxima
review_step = Jogada { $n } de { $total }
review_step_round = Rodada { $round } · jogada { $n } de { $total }
review_keys = Esquerda e Direita para avançar, Tab troca a vista, Esc para voltar
review_play_taking = { $card }, levando { $cards }
review_play_laying = { $card }, largada na mesa
review_reason_best = Você fez a melhor jogada possível.
review_reason_only_move = Era a única jogada que você tinha.
review_reason_missed_sweep = Você jogou { $played }; com { $best } teria limpado a mesa.
review_reason_left_sweep = Você jogou { $played } e deixou uma mesa que o próximo jogador podia limpar; com { $best } não teria deixado nenhuma.
review_reason_gave_settebello = Você largou { $played } ao alcance dos outros, e essa carta vale um ponto sozinha; { $best } era a melhor jogada.
review_reason_missed_settebello = Você jogou { $played } e deixou o { $settebello } na mesa; com { $best } teria levado.
review_reason_lost_last_take = Você jogou { $played } e deixou para os outros a última captura, com as cartas que restavam; com { $best } a última captura teria sido sua.
review_reason_gave_primiera_card = Você largou { $played } ao alcance dos outros, uma carta que vale muito na primiera; { $best } era a melhor jogada.
review_reason_missed_primiera_card = Você jogou { $played } e deixou na mesa { $left }; com { $best } o teria levado.
review_reason_gave_coin = Você largou { $played } ao alcance dos outros, uma carta do naipe que conta; { $best } não entregava nada disso.
review_reason_fewer_coins = Você jogou { $played } e levou menos cartas do naipe que conta do que com { $best }.
review_reason_fewer_cards = Você jogou { $played } e levou menos cartas do que com { $best }.
review_reason_took_points = Você jogou { $played } e levou mais pontos do que com { $best }, num jogo em que os pontos devem ser evitados.
review_reason_wrong_answer = { $trusted ->
        [yes] Você confiou na escova anunciada; era melhor duvidar.
       *[no] Você duvidou da escova anunciada; era melhor confiar.
    }
review_reason_risky_claim = Você jogou { $played } virada para baixo, anunciando uma escova; { $best } era a jogada mais segura.
review_reason_weaker_play = Você jogou { $played }; { $best } valia mais para o resto da rodada.
stats_chart_kind = Gráfico de
stats_chart_scores = Placares finais
stats_chart_accuracy = Precisão
stats_accuracy_title = Precisão nas suas partidas revisadas
stats_accuracy_caption = { $n ->
        [one] Uma partida revisada: { $value }
       *[other] Últimas { $n } partidas revisadas: { $value } em média
    }
stats_accuracy_none = Termine uma partida com um jogador à mesa: a revisão dela mostra aqui sua precisão.
stats_accuracy_line = Precisão
