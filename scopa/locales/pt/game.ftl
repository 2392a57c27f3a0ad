# The table's words, pt. Fluent syntax: https://projectfluent.org/fluent/guide/
title = Scopa
you = Você
player_n = Jogador { $n }
your_turn = Sua vez: jogue uma carta
your_turn_first = Sua vez: clique numa carta para jogá-la. Passe o mouse sobre ela para ver o que leva; H dá uma dica, U desfaz
your_turn_choose = Escolha o que levar: clique nas cartas, ou Tab para alternar e Enter para levar
choice_taken = as cartas que você leva
choice_other = outra captura possível
# a choice that steals a pile: the pile and how many cards it holds
choice_pile = a pilha de { $victim } ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    })
turn_of = Vez de { $name }
thinking = { $name } está pensando...
wait_turn = Espere a sua vez.
played = { $name } jogou { $card }
played_took = { $name } jogou { $card } e levou { $cards }
took = e levou { $cards }
played_you = Você jogou { $card }
took_you = e levou { $cards }
took_pile = e levou a pilha de { $victim } ({ $n } cartas)
took_pile_you = e levou a pilha de { $victim } ({ $n } cartas)
built_line = e fez uma construção de { $value }
built_line_you = e fez uma construção de { $value }
took_your_pile = e levou a sua pilha ({ $n } cartas)
swept_line = e limpou a mesa: { $sweep }!
swept_line_you = e limpou a mesa: { $sweep }!
built = { $name } faz uma construção de { $value } na mesa
built_you = Você faz uma construção de { $value } na mesa
takes_rest = { $name } leva as cartas que sobraram na mesa
takes_rest_you = Você leva as cartas que sobraram na mesa
steals_pile = { $name } rouba a pilha de { $victim }
steals_pile_you = Você rouba a pilha de { $victim }
steals_your_pile = { $name } rouba a sua pilha
bonus = { $name } leva a primeira mesa
bonus_you = Você leva a primeira mesa
bonus_sum = { $name } leva a primeira mesa: as cartas somam { $total }
bonus_sum_you = Você leva a primeira mesa: as cartas somam { $total }
scores_reset = { $name } levou { $n } { $coins }: { $others } volta a 0 (de { $before })
dealer_drawn = Cartas viradas para cima: { $name } recebe o { $card } (carta { $n }) e dá as cartas
dealer_drawn_you = Cartas viradas para cima: você recebe o { $card } (carta { $n }) e dá as cartas
redeal = Nova distribuição: { $count } { $ranks } na mesa
last_plays =
    { $n ->
        [one] Última jogada
       *[other] Últimas jogadas
    }
score_so_far = { $line } ({ $points } nesta rodada)
stock = Monte
target = até { $target }
score_line = { $name }  { $score }
cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
round_n = Rodada { $n }
dealer = dá as cartas
dealer_you = dá as cartas
pass_to = Passe para { $name }
pass_to_numbered = Passe para o { $name }
pass_hint = Os outros não olham. Clique ou aperte Enter quando estiver pronto.
sweep_shout = { $word }!
summary_title = Rodada { $n }
cat_scope = Escovas
cat_cards = Cartas
cat_coins = Ouros
cat_settebello = Sete de ouros
cat_primiera = Primiera
cat_sevens = Setes
cat_napola = Napola
cat_last_laid = Picchiata
cat_one_suit = Bager
cat_many_cards = Piccola
kind_last_laid = picchiata (levou a carta recém-jogada com uma do mesmo valor)
kind_one_suit = bager (uma captura toda de um só naipe)
kind_many_cards = piccola (três ou mais cartas de uma vez)
play_scored = { $name }: { $kinds }, +{ $value }
reason_all_suit = levando todas as cartas de um naipe
hr_capture_figures = As figuras (os três valores mais altos) levam
hr_play_points_last_laid = Picchiata: levar a carta recém-jogada
hr_play_points_one_suit = Bager: uma captura toda de um só naipe
hr_play_points_many_cards = Piccola: três ou mais cartas de uma vez
hrv_split = cada lado empatado leva uma parte
hrv_any = como qualquer carta
hrv_same_only = só a mesma figura
cat_declarations = Declarações
declaration = { $what } · { $points }
declaration_wild = { $what } ({ $card } = { $rank })
declare_button = Declarar: { $what }
declared_button = ✓ Declarado: { $what }. Agora jogue uma carta
declares = { $name } declara { $what }
declares_you = Você declara { $what }
cat_claims = Escovas anunciadas
claim_button = Anunciar { $sweep } (C)
claim_button_on = ✓ Anunciando { $sweep }: escolha a carta (C ou Esc: não)
your_turn_claim = Escolha a carta que joga virada para baixo, anunciando { $sweep } da mesa toda
your_turn_answer = Um anúncio espera a sua resposta: confia ou duvida?
trust_shout = Confia?
claims = { $name } joga uma carta virada para baixo e anuncia { $sweep } de { $n } cartas
claims_you = Você joga uma carta virada para baixo e anuncia { $sweep } de { $n } cartas
trusts = { $name } confia no anúncio
trusts_you = Você confia no anúncio
doubts = { $name } duvida do anúncio: a carta é mostrada
doubts_you = Você duvida do anúncio: a carta é mostrada
answer_question = { $name } anuncia { $sweep } de { $n } cartas com uma carta jogada virada para baixo. Você confia?
answer_trusted_by = Já confiaram: { $names }.
trust_button = Confio (T, Enter)
doubt_button = Duvido (D)
claim_trusted_you = Confiaram: a sua { $sweep } vale, sem mostrar a carta
claim_upheld_you = Era verdade ({ $card }): a { $sweep } vale, { $points } para você
claim_bluff_you = Um blefe ({ $card }): a carta fica na mesa, { $points } para você
last_claim_pending_you = anunciando { $sweep }: os outros respondem
claim_trusted = Confiaram: a { $sweep } de { $name } vale, sem mostrar a carta
claim_upheld = Era verdade ({ $card }): a { $sweep } vale, { $points } para { $side }
claim_upheld_free = Era verdade ({ $card }): a { $sweep } vale
claim_bluff = Um blefe ({ $card }): a carta fica na mesa, { $points } para { $side }
claim_bluff_free = Um blefe ({ $card }): a carta fica na mesa
last_claimed = { $name } jogou uma carta virada para baixo
last_claimed_you = Você jogou uma carta virada para baixo
last_claim_pending = anunciando { $sweep }: confia?
last_claim_trusted = confiaram: { $sweep }, sem mostrar
last_claim_upheld = mostrada: { $card }, { $sweep }
last_claim_bluff = mostrada: { $card }, um blefe
history_claimed = { $name } jogou uma carta virada para baixo, anunciando { $sweep }
history_claimed_you = Você jogou uma carta virada para baixo, anunciando { $sweep }
history_claim_pending = esperando as respostas
history_claim_trusted = confiaram: levou { $cards }, sem mostrar a carta
history_claim_upheld = mostrada, era { $card }: levou { $cards }
history_claim_bluff = mostrada, era { $card }: um blefe, ficou junto { $cards }
cat_re_bello = Rei de ouros
cat_seven_of_cups = Sete de copas
detail_cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
detail_coins =
    { $n ->
        [one] { $n } ouro
       *[other] { $n } ouros
    }
detail_sevens =
    { $n ->
        [one] { $n } sete
       *[other] { $n } setes
    }
detail_settebello_yes = levou
detail_settebello_in_sevens = levou, nos quatro setes
detail_settebello_no = -
detail_primiera = { $value }
decimal_mark = ,
percent = { $n }%
detail_primiera_none = falta um naipe
detail_sweeps = { $n }
detail_napola = { $n }
detail_plain = {""}
round_points = Pontos da rodada
match_total = Partida
hint_thinking = Pensando numa dica...
confirm_play = Jogar { $card }? Clique nela de novo ou aperte Enter.
hint_take_why = Dica ({ $reason }): jogue { $card } para levar { $taken }, deixando { $left }.
hint_take = Dica: jogue { $card } para levar { $taken }, deixando { $left }.
hint_lay_why = Dica ({ $reason }): deixe { $card } { $left }.
hint_lay = Dica: deixe { $card } { $left }.
hint_only_lay = Dica: deixe { $card }, a sua única jogada possível, { $left }.
hint_beside_safe = junto { $cards }: aí nenhuma carta faz { $sweep }
hint_beside_open = junto { $cards }: aí uma carta poderia fazer { $sweep }
hint_alone_safe = na mesa vazia: nenhuma carta faz { $sweep } com ela
hint_alone_open = na mesa vazia, onde uma carta poderia fazer { $sweep }
hint_claim = Dica: jogue { $card } virada para baixo, anunciando { $sweep } da mesa.
hint_bluff = Dica: jogue { $card } virada para baixo e blefe { $sweep }: é provável que confiem.
hint_trust = Dica: confie: é provavelmente verdade, e duvidar custaria um ponto.
hint_doubt = Dica: duvide: é provavelmente um blefe.
hint_only = Dica: jogue { $card }, a sua única jogada possível, deixando { $left }.
why_build = uma construção de { $n }, para levar na próxima vez
why_sweep = uma { $sweep }
why_settebello = o { $settebello }
why_sevens = { $n } setes
why_seven = um sete
why_coins = { $n } ouros
why_cards = { $n } cartas
why_steal = a pilha toda embaixo dela: { $n } cartas
why_keeps_sevens = os seus setes ficam na mão
why_keeps_coins = os seus ouros ficam na mão
why_lays_least = a sua carta menos útil
why_takes_least = o mínimo de pontos possível
why_gives_away = os pontos devem ser evitados: deixe-os para os outros
hint_left_empty = a mesa vazia
hint_left_safe = { $cards }, com que nenhuma carta faz { $sweep }
hint_left_open = { $cards }, com que uma carta poderia fazer { $sweep }
hint_left_sum = { $n } cartas que somam { $total }
hint_left_sum_to = a { $n } cartas que somam { $total }
undo = Desfazer
hint_button = Dica
history_button = Jogadas
history_title = As jogadas desta rodada
history_more_above =
    { $n ->
        [one] 1 jogada anterior acima: role para cima, ou Page Up
       *[other] { $n } jogadas anteriores acima: role para cima, ou Page Up
    }
history_more_below =
    { $n ->
        [one] 1 jogada seguinte abaixo: role para baixo, ou End
       *[other] { $n } jogadas seguintes abaixo: role para baixo, ou End
    }
summary_tie = { $n } · empate
variant_keys = < > percorre as { $n } variantes (ou clique no nome e digite uma inicial). Ver todas mostra a lista, cada uma com a sua descrição.
variant_all = Ver todas
variant_pick_title = Escolha uma variante
variant_pick_presets = Os jogos ({ $n })
variant_pick_own = Suas regras da casa ({ $n })
variant_pick_own_broken = Suas regras da casa ({ $n }, das quais { $broken } não podem ser usadas)
variant_pick_choose = Escolher
variant_pick_chosen = Escolhida
history_none = Nenhuma carta foi jogada ainda nesta rodada.
history_played = { $name } jogou { $card }
history_took = levou { $cards }
history_laid = deixou na mesa
history_played_you = Você jogou { $card }
history_took_you = levou { $cards }
history_laid_you = deixou na mesa
history_swept = { $took } · { $shout }
undo_hint = U: desfaça a sua última jogada
undo_after_doubt = Não dá para desfazer uma jogada anterior a uma carta mostrada por uma dúvida.
undo_nothing = Você não tem nenhuma jogada para desfazer desde a última distribuição.
undone = Jogada desfeita
undone_plays = Desfeito: { $plays }
continue = Continuar
button_countdown = { $label } ({ $n })
next_round = Próxima rodada
match_end = Fim da partida
winner = { $name } ganha a partida
winner_you = Você ganhou a partida!
winner_team = { $name } ganham a partida
draw = A partida termina empatada
reason_cappotto = por cappotto
reason_all_coins = levando todos os ouros
reason_rounds = depois da última rodada
reason_tie_card = empatados depois da última rodada, pelo { $card }
reason_target = {""}
reason_target_loses = {""}
reason_last_left = o último que sobrou no jogo
reason_drawn = {""}
loser_line = { $name } chegou a { $target } e perdeu
loser_line_you = Você chegou a { $target } e perdeu
loser_line_team = { $name } chegaram a { $target } e perderam
target_loses = quem chega a { $target } perde
rounds =
    { $n ->
        [one] uma rodada só
       *[other] { $n } rodadas
    }
target_out = quem chega a { $target } sai
seat_out = fora
out_in_round = { $name } chegou a { $target }: sai do jogo
out_in_round_you = Você chegou a { $target }: sai do jogo
rules_elimination_needs_lose = Uma partida por eliminação precisa de match.objective: lose.
rules_elimination_needs_alone = Numa partida por eliminação cada um joga sozinho; com { $n } jogadores os lugares são em equipes.
rounds_heading = Rodadas
new_match = Nova partida
main_menu = Menu principal
quit = Sair
team_of = { $a } e { $b }
skip_hint = Clique ou Espaço para pular
speed = Velocidade: { $speed }
speed_slow = lenta
speed_normal = normal
speed_fast = rápida
speed_instant = instantânea

## menus

menu_continue = Continuar
menu_new = Nova partida
menu_load = Carregar
menu_continue_lan = Continuar a partida hospedada
seat_net = Em outro computador
net_state_open = ainda não entrou
net_state_connected = conectado
net_state_away = ausente
net_state_computer = o computador joga no lugar dele
host_waiting = Esperando os jogadores dos outros computadores
host_address = Endereço: { $address }
host_code = Código de entrada: { $code }
host_seat = { $name }: { $state }
set_stand_in = Um lugar ausente passa ao computador depois de
stand_in_never = nunca
stand_in_n = { $n } s
menu_join = Entrar numa partida
join_title = Entrar numa partida
net_new_match = O anfitrião começou uma nova partida na mesma mesa.
net_next_is_hosts = A próxima partida é o anfitrião quem começa: ela abre aqui quando começar.
join_kept_title = Seu lugar numa partida
join_kept = { $title } em { $address }, lugar { $seat }
join_take_back = Retomar meu lugar
join_found = Partidas na rede
join_looking = Procurando partidas na rede…
join_none = Nenhuma encontrada: peça ao anfitrião o endereço e o código de entrada.
join_pick = Escolher
join_match =
    { $open ->
        [one] { $title } em { $address } (1 lugar livre)
       *[other] { $title } em { $address } ({ $open } lugares livres)
    }
join_by_address = Pelo endereço
join_address = Endereço (HOST:PORTA)
join_code = Código de entrada
join_button = Entrar
join_bad_address = Escreva o endereço do anfitrião como HOST:PORTA, por exemplo 192.168.1.5:8765.
join_bad_code = O código de entrada tem seis dígitos.
join_joining = Entrando em { $address }…
join_refused_bad_code = O anfitrião recusou: esse não é o código desta partida.
join_refused_too_many_tries = O anfitrião recusou: códigos errados demais deste computador.
join_refused_bad_token = O anfitrião recusou: não há lugar guardado para este computador.
join_refused_table_full = O anfitrião recusou: todos os lugares estão ocupados.
join_unreachable = Nenhuma resposta desse endereço: a partida ainda está hospedada lá?
net_lost = A conexão com o anfitrião caiu: tentando de novo…
net_back = Conectado de novo ao anfitrião.
net_closed = O anfitrião encerrou a partida.
menu_rules = Regras
menu_stats = Estatísticas
menu_settings = Configurações
menu_quit = Sair
menu_subtitle = Scopa, Escoba e Scopone
continue_note = { $variant }: { $score } (até { $target })
problems_title = Alguns arquivos não puderam ser usados
ok = OK
yes = sim
no = não
on = ligado
off = desligado
back = Voltar
start = Começar

## new match

match_setup = A partida
variant = Variante
players = Jogadores
players_n = { $n } jogadores
players_teams = { $n } jogadores, { $teams } equipes de { $size }
deck = Baralho
deck_auto = o da variante
deck_neapolitan = Napolitano
deck_spanish = Espanhol
deck_french = Francês
deck_french_four_colour = Francês, quatro cores
deck_piacentine = Piacentino
deck_siciliane = Siciliano
deck_trevisane = Trevisano
deck_own = { $name } (o seu)
own_deck_gone = O baralho { $name } não está mais na pasta de baralhos: são usadas as cartas da variante.
own_deck_fine = Seu próprio baralho (naipes { $suits }), licença: { $licence }.
own_deck_suits_italian = italianos
own_deck_suits_spanish = espanhóis
own_deck_suits_french = franceses
own_deck_problems = O seu baralho { $name } tem problemas: { $problems }
own_deck_missing = { $count } cartas não têm imagem ({ $cards }): as cartas do jogo entram no lugar
own_deck_not_png = { $file } não é uma imagem PNG; a carta do jogo entra no lugar
own_deck_not_svg = { $file } não é uma imagem SVG; a carta do jogo entra no lugar
own_deck_entities = { $file } declara entidades, que não são permitidas; a carta do jogo entra no lugar
own_deck_pixels = { $file } é grande demais: no máximo { $limit }x{ $limit } pixels; a carta do jogo entra no lugar
own_deck_too_big = { $file } tem mais de { $limit } KB, o máximo para a imagem de uma carta; a carta do jogo entra no lugar
own_deck_unreadable = { $file } não pode ser lido (só arquivos comuns podem); a carta do jogo entra no lugar
own_deck_not_drawn = { $file } não pode ser desenhado; a carta do jogo entra no lugar
own_deck_no_manifest = { $file } está faltando: um baralho precisa de um deck.yaml com name, suits (italian, spanish ou french) e licence
target_score = Jogar até
points_n = { $n } pontos
seats = Quem joga
seat_n = Lugar { $n }
seat_team = { $seat } (equipe { $team })
seat_human = Humano
cpu_easy = Computador: fácil
cpu_medium = Computador: médio
cpu_hard = Computador: difícil
cpu_random = Computador: aleatório
house_rule_broken = Este arquivo de regras da casa não pode ser usado: { $message }
house_rule_file = * Suas regras da casa ({ $file }), baseadas em { $base }.

## house rules

house_rules = Regras da casa
house_rules_intro = Baseadas em { $variant }. Mude o que a sua mesa joga diferente: { $use } joga assim nesta partida, { $save } guarda para Nova partida.
house_rule_title = Nome
house_rule_default_title =
    { $gender ->
        [masculine] Meu { $variant }
       *[feminine] Minha { $variant }
    }
house_rule_saved = Salvo como { $file }
use_rules = Usar
save_rules = Salvar em arquivo
hr_group_deal = A distribuição
hr_group_capture = Capturas
hr_group_sweep = { $Sweeps }
hr_group_scoring = Pontuação
hr_group_match = A partida
hr_deal_hand = Cartas na mão a cada distribuição
hr_deal_table = Cartas viradas na mesa no início
hr_deal_last_face_up = Última distribuição: todas as mãos abertas
hr_with_players = { $label } ({ $n } jogadores)
hr_with_players_left = { $label } ({ $n } jogadores restantes)
hr_change = { $label }: { $value }
house_rules_in_use = Regras da casa nesta partida: { $changes }
hr_capture_modes = Uma carta leva
hr_capture_match_forbids_sums = Uma carta do mesmo valor deve ser levada antes de uma soma
hr_capture_compulsory = Capturar é obrigatório
hr_capture_ace_takes_all = Um Ás leva a mesa toda
hr_capture_ace_sweep = Um Ás que leva a mesa faz escova
hr_capture_leftovers = As cartas que sobram no fim vão para
hr_sweep_points = Pontos por { $sweep }
hr_sweep_on_last_play = Uma { $sweep } na última jogada vale
hr_scoring_cards = Mais cartas
hr_scoring_coins = Mais { $coins }
hr_scoring_all_coins = Todos os { $coins } (em vez de mais { $coins })
hr_scoring_settebello = { $Nick } (o sete de ouros)
hr_scoring_primiera = Primiera
hr_scoring_primiera_scale = Valores da primiera
hr_scoring_primiera_missing_suit = Um lado sem algum naipe na primiera
hr_scoring_sevens = Mais setes
hr_scoring_sevens_tiebreak = Um empate em setes
hr_scoring_all_sevens = Os quatro setes (em vez de mais setes)
hr_scoring_all_sevens_replaces = Os quatro setes incluem o { $Nick } (que não conta à parte)
hr_scoring_napola = Napola
hr_scoring_re_bello = Re bello (Rei de ouros)
hr_scoring_ties = Uma categoria empatada pontua para
hr_match_target = Jogar até
hr_match_ties_play_on = Um empate na meta continua o jogo
hr_match_objective = Chegar à meta
hr_players_four = Quatro jogadores jogam
hr_players_six = Seis jogadores jogam
hr_players_eight = Oito jogadores jogam
mode_match = mesmo valor
mode_sum = soma
mode_fifteen = quinze
mode_eleven = onze
hrv_card = uma carta que pode levar deve levar
hrv_hand = se alguma carta pode levar
hrv_none = não
hrv_not_scored = não pontua
hrv_sevens_tiebreak_none = fica empatado
hrv_sevens_tiebreak_sixes_aces_fives = desempata por seis, Ases, cincos
hrv_sevens_tiebreak_primiera = desempata pela primiera
hrv_last_capturer = o último a capturar
hrv_nobody = ninguém
hrv_win = ganha
hrv_lose = perde
hrv_everybody = todos os empatados
hrv_standard = padrão (7=21, 6=18, A=16)
hrv_figures_zero = figuras valem 0
hrv_veneto = Vêneto (valores das cartas)
hrv_ace_low = Ás baixo (7, 6, 5 ... A)
hrv_most_sevens = mais setes
hrv_loses = perde a primiera
hrv_counts = conta os seus naipes
hrv_run = sequência de ouros a partir do Ás
hrv_three_plus_coins = 3, mais 1 por ouro
hrv_teams = em duas equipes
hrv_alone = cada um sozinho
hrv_two_teams_of_three = em duas equipes de três
hrv_three_teams_of_two = em três duplas
hrv_four_teams_of_two = em quatro duplas
hrv_two_teams_of_four = em duas equipes de quatro

## rules screen

rules_of = Regras: { $variant }
rules_keys = Roda do mouse ou setas rolam; Esquerda/Direita pulam de seção; Esc volta

## settings

rules_keys_choose = ; Tab, ou a inicial de uma variante: outra variante
set_group_game = Jogo
set_group_look = Aparência
set_group_network = Jogo em rede
set_group_sound = Som
set_language = Idioma
set_player_name = Seu nome
set_confirm_play = Confirmar antes de jogar uma carta
set_undo = Permitir desfazer uma jogada
set_capture_values = Valores de captura nas cartas
set_hand_order = Ordenar a sua mão
order_dealt = como veio
order_rank = por valor
order_suit = por naipe
set_speed = Velocidade das animações
set_fullscreen = Tela cheia
set_ui_scale = Tamanho do texto
set_sound = Efeitos sonoros
set_volume = Volume
values_auto = números no canto onde não há impressos; figuras espanholas
values_on = sempre
values_off = nunca
settings_not_saved = Não foi possível salvar as configurações: { $reason }

## statistics

stats_total = Todas as variantes
stats_first_column = Mostrar a partir de
stats_none = Nenhuma partida jogada ainda.
stats_comeback_note = Melhor virada: a maior desvantagem em pontos numa partida que você ganhou.
stats_reset = Zerar estatísticas
stats_reset_question = Esquecer todas as partidas e rodadas contadas até agora? O arquivo antigo é guardado à parte.
stats_reset_yes = Zerar
stats_reset_done = Estatísticas zeradas.
stats_chart_title = Placares finais, partida a partida
stats_chart_caption_one = A última partida: { $result } · margem { $margin }
stats_result_won = vitória
stats_result_lost = derrota
stats_result_drawn = empate
stats_chart_caption = Ganhou { $won }, perdeu { $lost } das últimas { $n } · margem média { $margin }
stats_chart_you = Você
stats_chart_them = Melhor adversário
stats_chart_variant = Gráfico
stats_chart_none = Nenhuma partida jogada até o fim ainda: o gráfico começa com a primeira.
stat_matches = Partidas jogadas
stat_matches_won = Partidas ganhas
stat_rounds = Rodadas jogadas
stat_rounds_won = Rodadas ganhas
stat_sweeps = Escovas
stat_settebelli = Setes de ouros
stat_primiere = Primieras
stat_points_per_round = Pontos por rodada
stat_best_comeback = Melhor virada

## saves and the in-game menu

load = Carregar
save = Salvar
no_saves = Nenhuma partida salva ainda. Salve uma pelo menu da mesa (Esc).
slot_line = { $variant }, { $players }: { $score } (até { $target }), rodada { $round }, { $date }
slot_line_undated = { $variant }, { $players }: { $score } (até { $target }), rodada { $round }
slot_broken = Não pode ser carregada: { $reason }
save_match = Salvar partida
save_name = Nome
save_note = A partida em andamento é guardada depois de cada jogada de qualquer jeito; um salvamento com nome guarda também este momento, para voltar a ele em Carregar (Continuar sempre segue da última jogada).
saved_slots = Partidas salvas
save_needs_name = Dê um nome ao salvamento.
save_failed = Não foi possível salvar a partida: { $reason }
saved_as = Salva como { $name }
paused = Pausa
resume = Retomar
leave = Sair para o menu principal
quit_question = Fechar o jogo? Uma partida em andamento fica guardada para Continuar.
keep_save = Manter
cancel = Cancelar
rules_default_not_allowed = { $n } não é um dos números de jogadores permitidos.
rules_uneven_deal = { $n } jogadores não conseguem dividir igualmente as { $cards } cartas que sobram depois de pôr a mesa.
rules_hands_too_big = { $n } jogadores com { $hand } cartas cada precisam de mais do que as { $cards } cartas que sobram depois de pôr a mesa.
rules_builds_with_steals = Construções não combinam com pilhas levadas pela carta do topo.
rules_builds_with_claims = Construções não combinam com escovas anunciadas viradas para baixo.
rules_builds_with_declarations = Construções não combinam com mãos declaradas nem com curinga.
rules_fewest_not_a_mode = { $mode } não é um dos modos de captura em uso.
rules_empty_file = o arquivo está vazio: uma regra da casa começa com `extends: scopa` (ou outra variante) e depois muda só o que é diferente.
rules_no_modes = indique pelo menos um modo de captura.
rules_modulo_one = um ciclo de 1 torna todos os valores iguais: use 2 ou mais, ou 0 para nenhum.
rules_modulo_with_mode = valores contados em ciclos de { $n } não combinam com o modo de captura { $mode }: um total ou uma carta mais alta não significa nada quando os valores dão a volta.
rules_bad_card_class = { $value } não indica nenhuma carta: escreva uma carta (7D), um valor (1 a 10, ou A) ou um naipe (D ouros, C copas, S espadas, B paus), vários separados por espaços.
rules_declaration_needs_one = Uma declaração indica exatamente um entre same_rank, same_suit e total_at_most.
rules_not_in_deck = { $value } não está num baralho de { $size } cartas: os valores vão de 1 a { $ranks }.
rules_bad_card = { $value } não é uma carta: escreva o valor e depois a letra do naipe, por exemplo 10D.
rules_not_a_player_count = { $n } não é um número de jogadores (2, 3, 4 ou 6).
settings_problem = Arquivo de configurações: { $problem }
settings_kept_as = O padrão é usado no que estava errado; o seu arquivo de configurações foi guardado como { $name }.
allowed_one_of = um entre { $items }
allowed_range = um número inteiro de { $low } a { $high }
allowed_at_least = um número inteiro, no mínimo { $low }
allowed_number = um número inteiro
allowed_text = texto
rules_not_allowed = { $value } não é permitido aqui; permitido: { $allowed }.
rules_unknown_key = chave desconhecida; permitidas aqui: { $allowed }.
rules_missing_key = falta a chave { $key }: comece o arquivo com `extends: scopa` para mudar só o que é diferente.
rules_not_list = isto deveria ser uma lista.
rules_not_mapping = isto deveria ser um conjunto de chaves.
rules_not_bool = isto deveria ser true ou false.
rules_inherited = (O valor vem de { $file }, linha { $line }.)
yaml_list_open = uma lista aberta com [ não foi fechada com ]
yaml_mapping_open = um grupo de chaves aberto não foi fechado (falta o fecha-chaves)
yaml_ends_early = o arquivo termina dentro de um texto entre aspas ou de um valor
yaml_colon_here = dois-pontos onde não pode haver: uma linha recuada de forma diferente da de cima, ou um segundo dois-pontos na mesma linha (ponha o texto entre aspas, ou a chave numa linha própria)
yaml_indent = uma linha não está recuada como as outras do mesmo nível
yaml_bad_start = um valor não pode começar com este caractere (uma tabulação, @ ou `): ponha entre aspas
yaml_tab = uma tabulação é usada no recuo: recue com espaços
yaml_alias = *nomes (aliases YAML) não são permitidos: escreva o valor por extenso
yaml_list_item = um item de lista (- ...) onde as linhas em volta são chaves
yaml_no_value = falta um valor
yaml_no_colon = uma chave sem os dois-pontos
yaml_two_documents = o arquivo tem dois documentos (---): deixe um
yaml_key_twice = a chave { $key } está escrita duas vezes
yaml_character = o caractere { $character } não é permitido num arquivo de regras
yaml_tag = a tag { $tag } não é permitida
rules_yaml = isto não é YAML válido: { $detail }.
rules_did_you_mean = Você quis dizer '{ $hint }'?
save_problem = Não foi possível carregar a partida salva { $file }: { $reason }.
save_problem_moved = Não foi possível carregar a partida salva { $file }: { $reason }. Ela foi guardada como { $moved }.
save_error_missing = o arquivo não está lá
save_error_unreadable = o arquivo não pode ser lido
save_error_truncated = está cortada
save_error_damaged = está danificada
save_error_not_a_save = não é uma partida salva de Scopa
save_error_other_version = vem de outra versão do jogo
save_error_bad_setup = os lugares e jogadores não são válidos
save_error_not_replayable = as jogadas não formam uma partida válida
save_error_invalid_record = o registro da partida não é válido
rules_redeal_every_deal = toda primeira mesa de { $cards } cartas seria distribuída de novo: uma mesa que nenhuma regra de nova distribuição recusa tem no máximo { $most } cartas.
rules_bad_text = este texto contém um caractere não permitido (um NUL, um caractere de controle ou um caractere corrompido).
rules_text_too_long = este texto é longo demais: no máximo { $limit } caracteres.
rules_unreadable = o arquivo não pode ser lido.
rules_not_regular = isto não é um arquivo comum (uma pasta, um pipe ou um dispositivo).
rules_too_big = o arquivo é grande demais: no máximo { $limit } bytes.
rules_file_not_mapping = um arquivo de regras é um conjunto de chaves (como `extends: scopa`).
rules_extends_unknown = { $name } não é uma variante do jogo nem um arquivo ao lado deste; as variantes são { $presets }.
rules_extends_unknown_hint = { $name } não é uma variante do jogo nem um arquivo ao lado deste: você quis dizer { $hint }?
rules_extends_outside = { $name } deve ser uma variante do jogo ou um arquivo na mesma pasta (sem pastas, sem '..').
rules_extends_too_deep = mais de { $limit } arquivos se estendem uns aos outros.
rules_too_many = esta lista é longa demais: no máximo { $limit } itens.
stats_problem = Não foi possível ler as estatísticas: { $reason }.
stats_problem_moved = Não foi possível ler as estatísticas: { $reason }. O arquivo foi guardado como { $moved }.
stats_error_not_stats = não é um arquivo de estatísticas
save_error_bad_date = a data em que foi salva não é válida
save_error_not_regular = não é um arquivo comum (uma pasta, um pipe ou um dispositivo)
save_error_too_big = o arquivo é grande demais
write_failed_full = Não é possível salvar a partida: o disco está cheio. O jogo continua tentando depois de cada jogada.
write_failed_readonly = Não é possível salvar a partida: não dá para gravar na pasta de dados. O jogo continua tentando depois de cada jogada.
write_failed_other = Não é possível salvar a partida: { $reason }. O jogo continua tentando depois de cada jogada.
write_ok_again = O salvamento voltou a funcionar: a sua partida está segura.
kept_prefix = Guardada
date_today = hoje às { $time }
date_yesterday = ontem às { $time }
date_on = { $day } { $month } { $year } às { $time }
months_short = jan fev mar abr mai jun jul ago set out nov dez
already_open = O Scopa já está aberto em outra janela. Jogue numa janela de cada vez: cada uma salvaria por cima da partida em andamento da outra.
already_open_title = O Scopa já está aberto
already_open_guest = O Scopa já está aberto em outra janela: as partidas jogadas nesta não são salvas, e a partida da outra janela fica como está.
leave_hosted_title = Sair da partida que você hospeda?
leave_hosted_question = Há jogadores em outros computadores ({ $n }) nesta partida: ela para também para eles. Ela fica guardada, e Continuar volta a hospedá-la com os lugares deles.
leave_hosted_yes = Sair
kept_match = A partida que estava em andamento foi guardada como "{ $name }": você a encontra em Carregar.
kept_match_not_saved = Não foi possível guardar à parte a partida em andamento: ela fica para Continuar e esta partida não será salva.
delete = Apagar
kept_group = Partidas guardadas à parte ({ $n })
kept_group_note = Guardadas quando outra partida tomou o lugar delas
delete_kept = Apagar as { $n }
delete_kept_title = Apagar as partidas guardadas à parte
delete_kept_question = Apagar as { $n } partidas guardadas à parte? As partidas salvas com nome continuam.
keep_them = Manter
delete_question = Apagar a partida salva "{ $name }"? Não dá para desfazer.
overwrite = Substituir
overwrite_question = Já existe uma partida salva "{ $name }". Substituir por esta?
replace_title = Há uma partida em andamento
replace_question = A partida em andamento será guardada à parte: você a encontra em Carregar.
replace_start = Começar a nova partida
replace_load = Carregar esta partida
keep_failed = Não foi possível guardar à parte a partida em andamento ({ $reason }), então nada foi substituído: ela fica para Continuar.
list_and = { $a } e { $b }
list_or = { $a } ou { $b }
illegal_not_in_hand = Você não tem esta carta na mão: { $card }.
illegal_cannot_declare = Essa declaração não pode ser feita agora: uma mão é declarada antes da primeira carta, e só uma mão que pontua.
illegal_must_answer = Primeiro responda à escova anunciada: confia ou duvida?
illegal_no_claim = Não há nenhuma escova anunciada para responder agora.
illegal_cannot_claim = Esta carta ({ $card }) não pode ser jogada virada para baixo como anúncio agora: um anúncio leva a mesa toda, e só onde a escova valeria.
illegal_not_on_table = Não estão na mesa: { $cards }.
illegal_must_capture = Esta carta ({ $card }) pode capturar, então não pode ser deixada na mesa: ela leva { $options }.
illegal_must_capture_hand = É obrigatório capturar quando der, e estas cartas podem levar cartas da mesa: { $cards }.
illegal_cannot_capture = Esta carta ({ $card }) não leva nada aqui: deixe-a na mesa.
illegal_ace_takes_all = O Ás leva a mesa toda.
illegal_ace_takes_ace = Com um Ás na mesa, o Ás leva só esse Ás.
illegal_twin_only_to_sweep = Esta carta ({ $card }) só pode levar a sua gêmea, a mesma carta do outro baralho, para limpar a mesa.
illegal_must_match = Há na mesa uma carta do mesmo valor ({ $rank }): é ela que deve ser levada, não uma soma.
illegal_fewest_cards = Leve o menor número de cartas: { $options }.
illegal_not_fifteen = A carta jogada ({ $card }) e as cartas que ela leva devem somar 15; estas somam { $total }.
illegal_not_eleven = A carta jogada ({ $card }) e as cartas que ela leva devem somar 11; estas somam { $total }.
illegal_must_match_or_total = Há na mesa uma carta do mesmo valor ({ $rank }): leve-a em vez de uma soma, ou cartas que façam { $goal } com a carta jogada ({ $card }).
illegal_wrong_sum_or_total = As cartas levadas devem somar { $value }, o valor da carta jogada ({ $card }), ou fazer { $goal } com ela; estas somam { $total }.
illegal_wrong_sum = As cartas levadas devem somar { $value }, o valor da carta jogada ({ $card }); estas somam { $total }.
card_counts = { $card } ({ $value })
build_label = Construção de { $value }: { $name }
illegal_build_whole = Uma construção só é levada inteira, por uma carta igual ao seu valor, nunca numa soma nem em partes.
illegal_no_builds = Estas regras não têm construções: deixe a carta na mesa ou capture com ela.
illegal_build_onto = Constrói-se sobre uma única carta solta da mesa, ou sobre uma construção inteira.
illegal_cannot_raise = Com estas regras você não pode aumentar essa construção.
illegal_build_too_high = Essa construção valeria { $value }: nenhuma carta leva mais de 10.
illegal_build_needs_card = Para construir { $value } você precisa guardar na mão outra carta de { $value } para levá-la.
illegal_illegal = Essa jogada não é permitida.
illegal_not_an_option = Essa captura não é permitida: a carta jogada ({ $card }) pode levar { $options }.
illegal_wrong_difference = Duas ou mais cartas são levadas pela diferença: a mais alta menos as outras deve dar { $value }, o valor da carta jogada ({ $card }); estas dão { $difference }.
illegal_wrong_sum_or_difference = As cartas levadas devem somar { $value }, o valor da carta jogada ({ $card }), ou dar esse valor como diferença, a mais alta menos as outras; estas somam { $total } e dão { $difference }.
illegal_wrong_sum_cycled = Contando em ciclos de { $modulo }, a carta jogada ({ $card }) vale { $value }, e as cartas levadas também devem fazer { $value }; estas fazem { $total }.
illegal_must_match_value = A carta jogada ({ $card }) vale { $value }, e uma carta desse valor na mesa vem antes de qualquer soma: leve { $options }.
illegal_must_match_difference = Há na mesa uma carta do mesmo valor ({ $rank }): é ela que deve ser levada, não uma diferença.
illegal_must_steal = A carta jogada ({ $card }) pode levar uma pilha, a que tem no topo { $options }: é obrigatório.
illegal_cannot_steal = Neste jogo não se levam pilhas.
illegal_no_pile = Não há essa pilha para levar: só a de um adversário, com uma carta no topo.
illegal_one_pile = Uma carta leva uma pilha de cada vez.
illegal_steal_barred = Há na mesa uma carta desse valor: leve-a; a pilha não pode ser levada enquanto ela estiver lá.
illegal_steal_alone = Uma pilha é levada sozinha: a carta jogada ({ $card }) não pode levar cartas da mesa junto.
illegal_steal_sum = As cartas da mesa e a carta do topo dessa pilha ({ $cards }) não somam o valor da carta jogada ({ $card }).
illegal_steal_no_match = A carta jogada ({ $card }) não é igual à do topo dessa pilha ({ $cards }).

## an error in the window

crash_title = Algo deu errado
crash_what = Um erro inesperado parou { $where }; o jogo continua aberto.
crash_where_table = a mesa
crash_where_menu = o menu principal
crash_where_screen = esta tela
crash_saved = A partida está salva: Continuar, no menu principal, retoma de onde ela parou.
crash_not_saved = Não foi possível salvar a partida agora: Continuar retoma da última jogada salva.
crash_log = O que aconteceu está escrito no arquivo de log do jogo:
crash_no_log = Desta vez o jogo não mantém arquivo de log.
crash_go_on = Seguir

## builds by hand: what a card does, chosen

choice_question = O que você faz com { $card }?
choice_take = Levar { $cards }
choice_build = Construir { $value } sobre { $card }
choice_build_part = a construção de { $value }
choice_raise = Aumentar a construção de { $old } para { $value }
choice_lay = Deixar na mesa
journal_problem = Algumas jogadas salvas depois do último salvamento completo não puderam ser lidas ({ $reason }): a partida segue da última jogada boa ({ $n } lidas).
journal_problem_moved = Algumas jogadas salvas depois do último salvamento completo não puderam ser lidas ({ $reason }): a partida segue da última jogada boa ({ $n } lidas). O arquivo foi guardado como { $moved }.
journal_error_damaged = uma linha está danificada
journal_error_foreign = o arquivo não tem as jogadas desta partida
journal_error_illegal = uma jogada não é válida
hr_capture_ace_free_choice = O Ás pode levar menos que a mesa toda
hr_deal_redeal_dealer = Uma primeira mesa distribuída de novo é dada por
hrv_redeal_dealer_same = quem deu as cartas
hrv_redeal_dealer_next = o próximo a dar as cartas
hrv_most_by_rank = mais setes, e assim por diante até os Ases
mode_difference = diferença
per_dealer = uma rodada por carteador
round_of = Rodada { $n } de { $of }
round_extra = Rodada { $n }, de desempate
rules_per_dealer_with_elimination = Uma rodada por carteador não combina com uma partida por eliminação: quem daria as cartas quando os jogadores saem?
allowed_range_or = um número inteiro de { $low } a { $high }, ou { $items }
own_deck_slow = { $file } demora demais para desenhar; é mostrada a carta do jogo
own_deck_given_up = { $files } demoram demais para desenhar, então as outras não são testadas: { $count } cartas são mostradas como as do jogo
own_deck_checking = Verificando se as cartas desenham: { $done } de { $count }.
host_net_down = A conexão com os outros computadores parou e não pôde ser reiniciada. A partida fica guardada: saia dela, e “{ $button }” no menu principal a retoma.

## LAN: wrong join codes tried

host_code_title = Para entrar nesta partida
host_guessing = Alguém está testando códigos errados ({ $n } até agora): quem entra agora espera a vez.
host_code_retired = Foram testados { $n } códigos errados: este código de entrada não vale mais.
host_new_code = Novo código
host_new_code_said = O novo código de entrada: { $code }
join_queued = O anfitrião confere os códigos um por vez (alguém está testando códigos errados): aguarde…
join_refused_code_retired = O anfitrião recusou: esse código não vale mais. Peça o novo ao anfitrião.

## The language's own name, as the Settings screen offers it

language_name = Português (Brasil)
