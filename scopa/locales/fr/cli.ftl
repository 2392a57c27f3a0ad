# Ce que la ligne de commande dit au joueur, fr. Syntaxe Fluent : https://projectfluent.org/fluent/guide/

cli_no_screen = Scopa a besoin d'un écran pour ouvrir sa fenêtre, et n'en a trouvé aucun. Lancez-le depuis une session de bureau (sous Linux, avec DISPLAY ou WAYLAND_DISPLAY défini).
cli_size_fitted = --size { $width }x{ $height } est plus petit que ce qu'il faut pour dessiner la table : la fenêtre s'ouvre en { $fit_width }x{ $fit_height } (au moins { $min_width }x{ $min_height }).
cli_kept_match = La partie que vous aviez en cours a été gardée comme la sauvegarde « { $name } » (voir Charger).
cli_kept_match_failed = La partie en cours n'a pas pu être mise de côté ({ $reason }) ; elle reste pour Continuer et cette partie ne sera pas sauvegardée.
cli_found_match = { $address } { $title } ({ $open }/{ $players } libres)

## Quand le jeu s'arrête sur une erreur qu'il n'a pas pu montrer dans sa fenêtre
cli_stopped = Scopa s'est arrêté sur une erreur inattendue ({ $what }).
cli_stopped_saved = La partie est sauvegardée : Continuer la reprend.
cli_stopped_not_saved = La partie n'a pas pu être sauvegardée à l'instant : Continuer la reprend à son dernier coup sauvegardé.
cli_stopped_log = Les détails sont dans { $path }.
cli_stopped_no_log = Aucun fichier journal n'a été gardé.
