# Aprenda a jogar: a primeira partida guiada (Aprenda a jogar no menu, python main.py --tutorial), pt

menu_learn = Aprenda a jogar

## A escolha do jogo, as lições retomadas, a oferta na primeira vez
learn_title = Aprenda a jogar
learn_pick = Jogue algumas rodadas curtas: cada uma ensina uma coisa. A Scopa é o jogo italiano: uma carta leva outra do mesmo valor, ou várias que somadas dão o seu valor. A Escoba é o jogo espanhol: a sua carta e as que ela leva somam quinze.
learn_resume_line = Você estava aprendendo { $game }: lição { $n } de { $of }.
learn_resume = Continuar
learn_not_now = Agora não
learn_progress_set_aside = Não deu para ler em que ponto estavam as suas lições ({ $reason }); o arquivo foi guardado como { $name } e as lições começam do início.
learn_offer_title = Primeira vez na Scopa?
learn_offer = Algumas rodadas curtas ensinam o jogo jogando, uma regra de cada vez. Você pode sair quando quiser e continuar mais tarde.
learn_offer_yes = Sim, me ensine

## O painel da lição, ao lado da mesa
learn_heading = Lição { $n } de { $of }: { $title }
learn_title_match = Levar uma carta do mesmo valor
learn_title_sum = Levar cartas que somam
learn_title_rank_first = Primeiro a carta do mesmo valor
learn_title_sweep = A { $sweep }: limpar a mesa
learn_title_last = A última captura
learn_title_fifteen = Fazer quinze
learn_title_fifteen_many = Quinze com várias cartas
learn_title_choose = Escolher o que levar
learn_skip_step = Pular este passo
learn_skip_lesson = Pular esta lição
learn_next = Próxima lição
learn_leave = Sair das lições

## O que fazer: as cartas iluminadas
learn_do_take = Clique em { $card } na sua mão: ela leva { $cards }.
learn_do_lay = Clique em { $card } na sua mão: ela não leva nada, então fica na mesa.

## Cada passo: o que ensina
learn_match = A cada vez você joga uma carta da sua mão. A carta que você joga leva da mesa uma carta do mesmo valor.
learn_sum = Nenhuma carta do mesmo valor na mesa? Então a sua carta leva várias cartas que somadas dão o seu valor.
learn_rank_first = Quando há na mesa uma carta do mesmo valor que a sua, você tem que levar essa, mesmo que outras cartas somem o mesmo.
learn_sweep = Leve todas as cartas da mesa de uma vez e você a terá limpado: { $sweep }! Isso vale um ponto.
learn_last_deal = O monte acabou: estas são as últimas cartas da rodada.
learn_last_next = Continue, e veja quem faz a última captura.
learn_last_capture = Esta é a última captura da rodada. Quando as cartas acabam, quem capturou por último leva todas as cartas que sobraram na mesa.
learn_fifteen = A cada vez você joga uma carta da sua mão. Na Escoba a sua carta e as cartas que ela leva da mesa têm que somar quinze. As figuras valem 8, 9 e 10, como mostra o canto de cada uma, embora tragam impresso 10, 11 e 12.
learn_fifteen_many = A sua carta pode levar várias cartas de uma vez, desde que junto com ela somem quinze.
learn_choose = Muitas vezes há mais de um jeito de fazer quinze, e quem escolhe é você. Clique na sua carta e depois nas cartas da mesa que quer levar.

## Uma jogada que o passo não pede: o que ela faria, e por que outra é pedida
learn_that_takes = Assim você leva { $cards }
learn_that_lays = Assim você deixa { $card } na mesa
learn_refused = { $that }; { $why }
learn_match_why = aqui { $card } leva { $cards }: uma carta do mesmo valor.
learn_sum_why = aqui { $card } leva { $cards }, que somadas dão o seu valor.
learn_rank_first_why = aqui { $card } tem que levar { $cards }: a carta do mesmo valor vem antes de qualquer soma.
learn_sweep_why = aqui { $card } leva todas as cartas da mesa: { $sweep }!
learn_last_why = nesta lição agora é a vez da carta iluminada: { $card }.
learn_fifteen_why = aqui { $card } e { $cards } somam quinze.
learn_fifteen_many_why = aqui { $card } soma quinze junto com { $cards }.
learn_choose_why = leve aqui { $cards }: são mais cartas, e quem tem mais cartas no fim da rodada ganha um ponto.
learn_escoba_why = aqui { $card } soma quinze com todas as cartas da mesa: { $sweep }!

## Uma lição concluída
learn_match_done = Muito bem! O que você leva vai virado para baixo para a sua pilha e é contado no fim da rodada. A carta do adversário não levava nada, então fica na mesa. Quando as duas mãos ficam vazias, cada jogador recebe mais três cartas do monte.
learn_sum_done = Muito bem! Uma carta que pode levar tem que levar; a que não pode fica na mesa, como o adversário acabou de fazer.
learn_rank_first_done = Isso: primeiro o mesmo valor. As cartas que somam só são levadas quando não há na mesa nenhuma carta desse valor.
learn_sweep_done = Você limpou a mesa: { $sweep }! A carta atravessada sobre a sua pilha marca isso, e cada uma vale um ponto. Limpar a mesa com a última carta da rodada não conta.
learn_last_done = Você fez a última captura, então as cartas que sobraram na mesa são suas.
learn_fifteen_done = Muito bem! O adversário não conseguia fazer quinze, então a carta dele ficou na mesa. Quando as duas mãos ficam vazias, cada jogador recebe mais três cartas do monte.
learn_fifteen_many_done = Muito bem! Quanto mais cartas você leva, melhor: quem tem mais cartas ganha um ponto.
learn_choose_done = Muito bem! Na hora de escolher, pense nos pontos do fim: cartas, ouros e setes.

## A rodada contada na sua pilha
learn_score_title = A contagem da rodada ({ $page }/{ $of })
learn_score_cards = Cartas: você levou { $mine }, { $name } levou { $theirs }. Quem tem mais cartas ganha um ponto.
learn_score_coins = { $suit }: você levou { $mine } de dez, { $name } levou { $theirs }. Quem tem mais { $suit } ganha um ponto.
learn_score_settebello = { $card } é o { $settebello }: quem o leva ganha um ponto só por ele.
learn_score_primiera = A primiera: a sua melhor carta de cada naipe, pelo seu valor (o 7 vale 21, o 6 18, o Ás 16, o 5 15, o 4 14, o 3 13, o 2 12, uma figura 10). As suas somam { $mine }, as de { $name } { $theirs }; quem soma mais ganha um ponto.
learn_score_sevens = Setes: você levou { $mine }, { $name } levou { $theirs }. Quem tem mais setes ganha um ponto (os quatro: 3 pontos).
learn_score_scope = Cada { $sweep } vale um ponto: você fez { $mine }, { $name } fez { $theirs }.
learn_score_point = { $who ->
    [you] Um ponto para você.
    [them] Um ponto para { $name }.
   *[none] Empate: ninguém leva o ponto.
}
learn_score_total = Nesta rodada: { $mine } para você, { $theirs } para { $name }. Uma partida segue rodada após rodada até alguém chegar a { $target }.
learn_score_next = Próximo
learn_score_done = Concluir

## O fim das lições
learn_finished_title = Agora você sabe jogar!
learn_finished = Isso é tudo de { $game }. O melhor jeito de continuar é uma partida de verdade contra o computador.
learn_play_match = Jogar { $game }
learn_menu = Menu principal
