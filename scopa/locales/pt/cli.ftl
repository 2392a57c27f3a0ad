# O que a linha de comando diz ao jogador, pt. Sintaxe Fluent: https://projectfluent.org/fluent/guide/

cli_no_screen = O Scopa precisa de uma tela para abrir a sua janela, e não encontrou nenhuma. Abra-o de uma sessão de desktop (no Linux, com DISPLAY ou WAYLAND_DISPLAY definidos).
cli_size_fitted = --size { $width }x{ $height } é menor do que a mesa precisa para ser desenhada: a janela abre em { $fit_width }x{ $fit_height } (no mínimo { $min_width }x{ $min_height }).
cli_kept_match = A partida que você tinha em andamento foi guardada como o jogo salvo "{ $name }" (veja Carregar).
cli_kept_match_failed = Não foi possível guardar à parte a partida em andamento ({ $reason }); ela fica para Continuar e esta partida não será salva.
cli_found_match = { $address } { $title } ({ $open }/{ $players } livres)

## Quando o jogo para por um erro que não pôde mostrar na sua janela
cli_stopped = O Scopa parou por um erro inesperado ({ $what }).
cli_stopped_saved = A partida está salva: Continuar a retoma.
cli_stopped_not_saved = Não foi possível salvar a partida agora: Continuar a retoma da última jogada salva.
cli_stopped_log = Os detalhes estão em { $path }.
cli_stopped_no_log = Nenhum arquivo de registro foi mantido.
