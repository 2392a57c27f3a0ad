# The cards' names, fr. Fluent syntax: https://projectfluent.org/fluent/guide/

## The pips, Ace to Ten (8, 9 and 10 are pips in the 52-card deck)

rank-1 = As
    .gender = masculine
    .elided = yes
    .plural = As
rank-2 = Deux
    .gender = masculine
    .elided = no
    .plural = Deux
rank-3 = Trois
    .gender = masculine
    .elided = no
    .plural = Trois
rank-4 = Quatre
    .gender = masculine
    .elided = no
    .plural = Quatre
rank-5 = Cinq
    .gender = masculine
    .elided = no
    .plural = Cinq
rank-6 = Six
    .gender = masculine
    .elided = no
    .plural = Six
rank-7 = Sept
    .gender = masculine
    .elided = no
    .plural = Sept
rank-8 = Huit
    .gender = masculine
    .elided = no
    .plural = Huit
rank-9 = Neuf
    .gender = masculine
    .elided = no
    .plural = Neuf
rank-10 = Dix
    .gender = masculine
    .elided = no
    .plural = Dix

## The figures of the neapolitan cards: Fante, Cavallo, Re by rank

figure-neapolitan-1 = Valet
    .gender = masculine
    .elided = no
    .plural = Valets
figure-neapolitan-2 = Cavalier
    .gender = masculine
    .elided = no
    .plural = Cavaliers
figure-neapolitan-3 = Roi
    .gender = masculine
    .elided = no
    .plural = Rois

## The suits of the neapolitan cards

suit-neapolitan-coins = Deniers
suit-neapolitan-cups = Coupes
suit-neapolitan-swords = Épées
suit-neapolitan-clubs = Bâtons

## The figures of the siciliane cards: Fante, Cavallo, Re by rank

figure-siciliane-1 = Dame
    .gender = feminine
    .elided = no
    .plural = Dames
figure-siciliane-2 = Cavalier
    .gender = masculine
    .elided = no
    .plural = Cavaliers
figure-siciliane-3 = Roi
    .gender = masculine
    .elided = no
    .plural = Rois

## The suits of the siciliane cards

suit-siciliane-coins = Deniers
suit-siciliane-cups = Coupes
suit-siciliane-swords = Épées
suit-siciliane-clubs = Bâtons

## The figures of the spanish cards: Fante, Cavallo, Re by rank

figure-spanish-1 = Valet
    .gender = masculine
    .elided = no
    .plural = Valets
figure-spanish-2 = Cavalier
    .gender = masculine
    .elided = no
    .plural = Cavaliers
figure-spanish-3 = Roi
    .gender = masculine
    .elided = no
    .plural = Rois

## The suits of the spanish cards

suit-spanish-coins = Deniers
suit-spanish-cups = Coupes
suit-spanish-swords = Épées
suit-spanish-clubs = Bâtons

## The figures of the french cards: Fante, Cavallo, Re by rank

figure-french-1 = Valet
    .gender = masculine
    .elided = no
    .plural = Valets
figure-french-2 = Dame
    .gender = feminine
    .elided = no
    .plural = Dames
figure-french-3 = Roi
    .gender = masculine
    .elided = no
    .plural = Rois

## The suits of the french cards

suit-french-coins = Carreau
suit-french-cups = Cœur
suit-french-swords = Pique
suit-french-clubs = Trèfle

## Names players use for a card on its own (empty: none)

nickname-7D = {""}
