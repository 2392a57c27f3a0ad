# The cards' names, it. Fluent syntax: https://projectfluent.org/fluent/guide/

## The pips, Ace to Ten (8, 9 and 10 are pips in the 52-card deck)

rank-1 = Asso
    .gender = masculine
    .elided = yes
    .plural = Assi
rank-2 = Due
    .gender = masculine
    .elided = no
    .plural = Due
rank-3 = Tre
    .gender = masculine
    .elided = no
    .plural = Tre
rank-4 = Quattro
    .gender = masculine
    .elided = no
    .plural = Quattro
rank-5 = Cinque
    .gender = masculine
    .elided = no
    .plural = Cinque
rank-6 = Sei
    .gender = masculine
    .elided = no
    .plural = Sei
rank-7 = Sette
    .gender = masculine
    .elided = no
    .plural = Sette
rank-8 = Otto
    .gender = masculine
    .elided = yes
    .plural = Otto
rank-9 = Nove
    .gender = masculine
    .elided = no
    .plural = Nove
rank-10 = Dieci
    .gender = masculine
    .elided = no
    .plural = Dieci

## The figures of the neapolitan cards: Fante, Cavallo, Re by rank

figure-neapolitan-1 = Fante
    .gender = masculine
    .elided = no
    .plural = Fanti
figure-neapolitan-2 = Cavallo
    .gender = masculine
    .elided = no
    .plural = Cavalli
figure-neapolitan-3 = Re
    .gender = masculine
    .elided = no
    .plural = Re

## The suits of the neapolitan cards

suit-neapolitan-coins = Denari
suit-neapolitan-cups = Coppe
suit-neapolitan-swords = Spade
suit-neapolitan-clubs = Bastoni

## The figures of the siciliane cards: Fante, Cavallo, Re by rank

figure-siciliane-1 = Donna
    .gender = feminine
    .elided = no
    .plural = Donne
figure-siciliane-2 = Cavallo
    .gender = masculine
    .elided = no
    .plural = Cavalli
figure-siciliane-3 = Re
    .gender = masculine
    .elided = no
    .plural = Re

## The suits of the siciliane cards

suit-siciliane-coins = Denari
suit-siciliane-cups = Coppe
suit-siciliane-swords = Spade
suit-siciliane-clubs = Bastoni

## The figures of the spanish cards: Fante, Cavallo, Re by rank

figure-spanish-1 = Fante
    .gender = masculine
    .elided = no
    .plural = Fanti
figure-spanish-2 = Cavallo
    .gender = masculine
    .elided = no
    .plural = Cavalli
figure-spanish-3 = Re
    .gender = masculine
    .elided = no
    .plural = Re

## The suits of the spanish cards

suit-spanish-coins = Denari
suit-spanish-cups = Coppe
suit-spanish-swords = Spade
suit-spanish-clubs = Bastoni

## The figures of the french cards: Fante, Cavallo, Re by rank

figure-french-1 = Fante
    .gender = masculine
    .elided = no
    .plural = Fanti
figure-french-2 = Donna
    .gender = feminine
    .elided = no
    .plural = Donne
figure-french-3 = Re
    .gender = masculine
    .elided = no
    .plural = Re

## The suits of the french cards

suit-french-coins = Quadri
suit-french-cups = Cuori
suit-french-swords = Picche
suit-french-clubs = Fiori

## Names players use for a card on its own (empty: none)

nickname-7D = Settebello
