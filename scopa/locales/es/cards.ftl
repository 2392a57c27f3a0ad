# The cards' names, es. Fluent syntax: https://projectfluent.org/fluent/guide/

## The pips, Ace to Ten (8, 9 and 10 are pips in the 52-card deck)

rank-1 = As
    .gender = masculine
    .plural = Ases
rank-2 = Dos
    .gender = masculine
    .plural = Doses
rank-3 = Tres
    .gender = masculine
    .plural = Treses
rank-4 = Cuatro
    .gender = masculine
    .plural = Cuatros
rank-5 = Cinco
    .gender = masculine
    .plural = Cincos
rank-6 = Seis
    .gender = masculine
    .plural = Seises
rank-7 = Siete
    .gender = masculine
    .plural = Sietes
rank-8 = Ocho
    .gender = masculine
    .plural = Ochos
rank-9 = Nueve
    .gender = masculine
    .plural = Nueves
rank-10 = Diez
    .gender = masculine
    .plural = Dieces

## The figures of the neapolitan cards: Fante, Cavallo, Re by rank

figure-neapolitan-1 = Sota
    .gender = feminine
    .plural = Sotas
figure-neapolitan-2 = Caballo
    .gender = masculine
    .plural = Caballos
figure-neapolitan-3 = Rey
    .gender = masculine
    .plural = Reyes

## The suits of the neapolitan cards

suit-neapolitan-coins = Oros
suit-neapolitan-cups = Copas
suit-neapolitan-swords = Espadas
suit-neapolitan-clubs = Bastos

## The figures of the siciliane cards: Fante, Cavallo, Re by rank

figure-siciliane-1 = Sota
    .gender = feminine
    .plural = Sotas
figure-siciliane-2 = Caballo
    .gender = masculine
    .plural = Caballos
figure-siciliane-3 = Rey
    .gender = masculine
    .plural = Reyes

## The suits of the siciliane cards

suit-siciliane-coins = Oros
suit-siciliane-cups = Copas
suit-siciliane-swords = Espadas
suit-siciliane-clubs = Bastos

## The figures of the spanish cards: Fante, Cavallo, Re by rank

figure-spanish-1 = Sota
    .gender = feminine
    .plural = Sotas
figure-spanish-2 = Caballo
    .gender = masculine
    .plural = Caballos
figure-spanish-3 = Rey
    .gender = masculine
    .plural = Reyes

## The suits of the spanish cards

suit-spanish-coins = Oros
suit-spanish-cups = Copas
suit-spanish-swords = Espadas
suit-spanish-clubs = Bastos

## The figures of the french cards: Fante, Cavallo, Re by rank

figure-french-1 = Jota
    .gender = feminine
    .plural = Jotas
figure-french-2 = Reina
    .gender = feminine
    .plural = Reinas
figure-french-3 = Rey
    .gender = masculine
    .plural = Reyes

## The suits of the french cards

suit-french-coins = Diamantes
suit-french-cups = Corazones
suit-french-swords = Picas
suit-french-clubs = Tréboles

## Names players use for a card on its own (empty: none)

nickname-7D = {""}
