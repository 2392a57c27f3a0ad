# Ciò che la riga di comando dice al giocatore, it. Sintassi Fluent: https://projectfluent.org/fluent/guide/

cli_no_screen = Scopa ha bisogno di uno schermo per aprire la sua finestra, e non ne ha trovato nessuno. Avvialo da una sessione desktop (su Linux, con DISPLAY o WAYLAND_DISPLAY impostati).
cli_size_fitted = --size { $width }x{ $height } è più piccolo di quanto serve a disegnare la tavola: la finestra si apre a { $fit_width }x{ $fit_height } (almeno { $min_width }x{ $min_height }).
cli_kept_match = La partita che avevi in corso è stata conservata come salvataggio "{ $name }" (vedi Carica).
cli_kept_match_failed = Non è stato possibile mettere da parte la partita in corso ({ $reason }); resta per Continua e questa partita non sarà salvata.
cli_found_match = { $address } { $title } ({ $open }/{ $players } liberi)

## Quando il gioco si ferma per un errore che non ha potuto mostrare nella sua finestra
cli_stopped = Scopa si è fermato per un errore inatteso ({ $what }).
cli_stopped_saved = La partita è salvata: Continua la riprende.
cli_stopped_not_saved = Non è stato possibile salvare la partita in questo momento: Continua la riprende dall'ultima mossa salvata.
cli_stopped_log = I dettagli sono in { $path }.
cli_stopped_no_log = Non è stato tenuto alcun file di registro.
