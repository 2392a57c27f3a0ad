# The cards' names, pt. Fluent syntax: https://projectfluent.org/fluent/guide/

## The pips, Ace to Ten (8, 9 and 10 are pips in the 52-card deck)

rank-1 = Ás
    .gender = masculine
    .plural = Ases
rank-2 = Dois
    .gender = masculine
    .plural = Dois
rank-3 = Três
    .gender = masculine
    .plural = Três
rank-4 = Quatro
    .gender = masculine
    .plural = Quatros
rank-5 = Cinco
    .gender = masculine
    .plural = Cincos
rank-6 = Seis
    .gender = masculine
    .plural = Seis
rank-7 = Sete
    .gender = masculine
    .plural = Setes
rank-8 = Oito
    .gender = masculine
    .plural = Oitos
rank-9 = Nove
    .gender = masculine
    .plural = Noves
rank-10 = Dez
    .gender = masculine
    .plural = Dez

## The figures of the neapolitan cards: Fante, Cavallo, Re by rank

figure-neapolitan-1 = Valete
    .gender = masculine
    .plural = Valetes
figure-neapolitan-2 = Cavalo
    .gender = masculine
    .plural = Cavalos
figure-neapolitan-3 = Rei
    .gender = masculine
    .plural = Reis

## The suits of the neapolitan cards

suit-neapolitan-coins = Ouros
suit-neapolitan-cups = Copas
suit-neapolitan-swords = Espadas
suit-neapolitan-clubs = Paus

## The figures of the siciliane cards: Fante, Cavallo, Re by rank

figure-siciliane-1 = Valete
    .gender = masculine
    .plural = Valetes
figure-siciliane-2 = Cavalo
    .gender = masculine
    .plural = Cavalos
figure-siciliane-3 = Rei
    .gender = masculine
    .plural = Reis

## The suits of the siciliane cards

suit-siciliane-coins = Ouros
suit-siciliane-cups = Copas
suit-siciliane-swords = Espadas
suit-siciliane-clubs = Paus

## The figures of the spanish cards: Fante, Cavallo, Re by rank

figure-spanish-1 = Valete
    .gender = masculine
    .plural = Valetes
figure-spanish-2 = Cavalo
    .gender = masculine
    .plural = Cavalos
figure-spanish-3 = Rei
    .gender = masculine
    .plural = Reis

## The suits of the spanish cards

suit-spanish-coins = Ouros
suit-spanish-cups = Copas
suit-spanish-swords = Espadas
suit-spanish-clubs = Paus

## The figures of the french cards: Fante, Cavallo, Re by rank

figure-french-1 = Valete
    .gender = masculine
    .plural = Valetes
figure-french-2 = Dama
    .gender = feminine
    .plural = Damas
figure-french-3 = Rei
    .gender = masculine
    .plural = Reis

## The suits of the french cards

suit-french-coins = Ouros
suit-french-cups = Copas
suit-french-swords = Espadas
suit-french-clubs = Paus

## Names players use for a card on its own (empty: none)

nickname-7D = Sete Belo
