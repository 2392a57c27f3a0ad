# What the command line says to the player, en. Fluent syntax: https://projectfluent.org/fluent/guide/

cli_no_screen = Scopa needs a screen to open its window, and none was found. Start it from a desktop session (on Linux, with DISPLAY or WAYLAND_DISPLAY set).
cli_size_fitted = --size { $width }x{ $height } is smaller than the table can be drawn: the window opens at { $fit_width }x{ $fit_height } (at least { $min_width }x{ $min_height }).
cli_kept_match = The match you had in progress was kept as the save "{ $name }" (see Load).
cli_kept_match_failed = The match in progress could not be kept aside ({ $reason }); it stays for Continue and this match will not be saved.
cli_found_match = { $address } { $title } ({ $open }/{ $players } open)

## When the game stops on an error it could not show in its window
cli_stopped = Scopa stopped on an unexpected error ({ $what }).
cli_stopped_saved = The match is saved: Continue takes it up.
cli_stopped_not_saved = The match could not be saved just now: Continue takes it up from its last saved move.
cli_stopped_log = The details are in { $path }.
cli_stopped_no_log = No log file was kept.
