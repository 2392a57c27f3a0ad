# Lo que la línea de órdenes dice al jugador, es. Sintaxis Fluent: https://projectfluent.org/fluent/guide/

cli_no_screen = Scopa necesita una pantalla para abrir su ventana, y no encontró ninguna. Ábrelo desde una sesión de escritorio (en Linux, con DISPLAY o WAYLAND_DISPLAY definidos).
cli_size_fitted = --size { $width }x{ $height } es más pequeño de lo que necesita la mesa: la ventana se abre a { $fit_width }x{ $fit_height } (al menos { $min_width }x{ $min_height }).
cli_kept_match = La partida que tenías en curso se guardó como la partida "{ $name }" (ver Cargar).
cli_kept_match_failed = La partida en curso no se pudo apartar ({ $reason }); queda para Continuar y esta partida no se guardará.
cli_found_match = { $address } { $title } ({ $open }/{ $players } libres)

## Cuando el juego se detiene por un error que no pudo mostrar en su ventana
cli_stopped = Scopa se detuvo por un error inesperado ({ $what }).
cli_stopped_saved = La partida está guardada: Continuar la retoma.
cli_stopped_not_saved = La partida no se pudo guardar en este momento: Continuar la retoma desde su última jugada guardada.
cli_stopped_log = Los detalles están en { $path }.
cli_stopped_no_log = No se guardó ningún archivo de registro.
